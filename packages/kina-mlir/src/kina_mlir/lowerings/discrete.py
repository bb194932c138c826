"""Lowerings of argmax (value and index carried together) and categorical (inverse CDF)."""
from __future__ import annotations

import numpy as np

from kina.ops import discrete as D

from ..emit.mlirgen import SCALAR, fill, generic


def lower_argmax(e, bind):
    x, out = bind.args[0], bind.names[0]
    t, ot = e.ty(x), e.ty(out)
    k = bind.attrs["axis"] % t.rank
    sc = SCALAR[t.dtype]
    best_t = ot.with_(dtype=t.dtype)
    low = -np.inf if t.is_float else np.iinfo(t.numpy_dtype).min

    def body(r, a, o):
        if t.is_float:
            gt = r(f"arith.cmpf ogt, {a[0]}, {o[0]} : {sc}")
            nan_x = r(f"arith.cmpf uno, {a[0]}, {a[0]} : {sc}")
            num_best = r(f"arith.cmpf ord, {o[0]}, {o[0]} : {sc}")
            take = r(f"arith.ori {gt}, {r(f'arith.andi {nan_x}, {num_best} : i1')} : i1")
        else:
            take = r(f"arith.cmpi sgt, {a[0]}, {o[0]} : {sc}")
        i = r(f"arith.index_cast {r.index(k)} : index to i64")
        # the first element always wins, so an all -inf (or all MIN) row gives index 0
        first = r(f"arith.cmpi eq, {r.index(k)}, {r('arith.constant 0 : index')} : index")
        take = r(f"arith.ori {take}, {first} : i1")
        return [r(f"arith.select {take}, {a[0]}, {o[0]} : {sc}"), r(f"arith.select {take}, {i}, {o[1]} : i64")]
    part = [f"d{i}" for i in range(t.rank) if i != k]
    iters = ["reduction" if i == k else "parallel" for i in range(t.rank)]
    res = generic(e, t.rank, [(e.v(x), t, [f"d{i}" for i in range(t.rank)])],
                  [(best_t, part, fill(e, best_t, low)), (ot, part, fill(e, ot, 0))], body, iters)
    e.define(out, res[1])


def lower_categorical(e, bind):
    p, u = bind.args
    out = bind.names[0]
    pt, ut = e.ty(p), e.ty(u)
    k = bind.attrs["axis"] % pt.rank
    n = pt.shape[k]
    sc = SCALAR[pt.dtype]
    r_ = pt.rank
    full = [f"d{i}" for i in range(r_)]
    # cumsum[i] = Σ_{j<=i} p[j]: loops (…, i, …, j) with j a reduction (n is tiny).
    j = f"d{r_}"
    p_map = [j if i == k else f"d{i}" for i in range(r_)]

    def cum_body(r, a, o):
        le = r(f"arith.cmpi ule, {r.index(r_)}, {r.index(k)} : index")
        return r(f"arith.addf {o[0]}, {r(f'arith.select {le}, {a[0]}, {r.const(0, pt.dtype)} : {sc}')} : {sc}")
    cum = generic(e, r_ + 1, [(e.v(p), pt, p_map)], [(pt, full, fill(e, pt, 0.0))], cum_body,
                  ["parallel"] * r_ + ["reduction"])[0]
    part = [f"d{i}" for i in range(r_) if i != k]
    last = [str(n - 1) if i == k else f"d{i}" for i in range(r_)]

    def count_body(r, a, o):
        thresh = r(f"arith.mulf {a[1]}, {a[2]} : {sc}")
        le = r(f"arith.cmpf ole, {a[0]}, {thresh} : {sc}")
        one = r(f"arith.extui {le} : i1 to i64")
        return r(f"arith.addi {o[0]}, {one} : i64")
    iters = ["reduction" if i == k else "parallel" for i in range(r_)]
    count = generic(e, r_, [(cum, pt, full), (e.v(u), ut, part), (cum, pt, last)], [(e.ty(out), part, fill(e, e.ty(out), 0))],
                    count_body, iters)[0]
    ot = e.ty(out)
    e.define(out, generic(e, ot.rank, [(count, ot, [f"d{i}" for i in range(ot.rank)])], [(ot, [f"d{i}" for i in range(ot.rank)], None)],
                          lambda r, a, o: r(f"arith.minsi {a[0]}, {r.const(n - 1, 'I64')} : i64"))[0])


RULES = {D.argmax: lower_argmax, D.categorical: lower_categorical}
