"""Discrete ops (no cotangent): argmax (§17) and categorical sampling (§18)."""
from __future__ import annotations

import numpy as np

from .mlirgen import SCALAR, fill, generic
from .registry import Attr, OpTypeError, defop, drop_axis, need_float, need_numeric, norm_axis


def _infer_argmax(types, attrs):
    t = types[0]
    need_numeric(t, "argmax")
    k = norm_axis(attrs["axis"], t.rank)
    return t.with_(dtype="I64", shape=drop_axis(t.shape, k))


argmax = defop("argmax", 1, _infer_argmax, surface="argmax", attrs=(Attr("axis", "int"),), discrete=True)
# np.argmax: first index among ties; NaN counts as the maximum (first NaN wins).
argmax.numpy = lambda xs, attrs, out: np.argmax(xs[0], axis=attrs["axis"]).astype(np.int64)


@argmax.def_lower
def _(e, bind):
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


def _infer_categorical(types, attrs):
    p, u = types
    need_float(p, "categorical")
    k = norm_axis(attrs["axis"], p.rank)
    want = p.with_(shape=drop_axis(p.shape, k))
    if u != want:
        raise OpTypeError(f"`categorical` draws u must have type {want} (probs without axis {k}), got {u}", 1)
    return want.with_(dtype="I64")


categorical = defop("categorical", 2, _infer_categorical, surface="categorical", attrs=(Attr("axis", "int"),), discrete=True)


@categorical.def_numpy
def _(xs, attrs, out):
    # Inverse CDF (§18): smallest i with cumsum[i] > u * total, total = cumsum[-1];
    # sequential cumsum in the operand dtype, exactly as the native lowering sums.
    p, u = xs
    k = attrs["axis"] % p.ndim
    c = np.cumsum(p, axis=k, dtype=p.dtype)
    total = np.take(c, [-1], axis=k)
    thresh = (np.expand_dims(u, k) * total).astype(p.dtype)
    count = np.sum(c <= thresh, axis=k)
    return np.minimum(count, p.shape[k] - 1).astype(np.int64)


@categorical.def_lower
def _(e, bind):
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
