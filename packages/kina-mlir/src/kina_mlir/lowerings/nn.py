"""Lowerings of softmax/log_softmax (max-subtracted, three generics) and matmul."""
from __future__ import annotations

import numpy as np

from kina.ops import nn as N
from kina.ops.registry import drop_axis

from ..mlirgen import SCALAR, fill, generic


def lower_softmax(e, bind):
    log = bind.op is N.log_softmax
    x, out = bind.args[0], bind.names[0]
    t = e.ty(x)
    k = bind.attrs["axis"] % t.rank
    sc = SCALAR[t.dtype]
    red_t = t.with_(shape=drop_axis(t.shape, k))
    full = [f"d{i}" for i in range(t.rank)]
    part = [f"d{i}" for i in range(t.rank) if i != k]
    iters = ["reduction" if i == k else "parallel" for i in range(t.rank)]
    m = generic(e, t.rank, [(e.v(x), t, full)], [(red_t, part, fill(e, red_t, -np.inf))],
                lambda r, a, o: r(f"arith.maximumf {a[0]}, {o[0]} : {sc}"), iters)[0]

    def shifted_exp(r, a):
        return r(f"math.exp {r(f'arith.subf {a[0]}, {a[1]} : {sc}')} : {sc}")

    s = generic(e, t.rank, [(e.v(x), t, full), (m, red_t, part)], [(red_t, part, fill(e, red_t, 0.0))],
                lambda r, a, o: r(f"arith.addf {shifted_exp(r, a)}, {o[0]} : {sc}"), iters)[0]
    if log:
        def body(r, a, o):
            shifted = r(f"arith.subf {a[0]}, {a[1]} : {sc}")
            return r(f"arith.subf {shifted}, {r(f'math.log {a[2]} : {sc}')} : {sc}")
    else:
        def body(r, a, o):
            return r(f"arith.divf {shifted_exp(r, a)}, {a[2]} : {sc}")
    e.define(out, generic(e, t.rank, [(e.v(x), t, full), (m, red_t, part), (s, red_t, part)], [(t, full, None)], body)[0])


def lower_matmul(e, bind):
    x, y = bind.args
    out = bind.names[0]
    ot = e.ty(out)
    nb = ot.rank - 2
    batch = [f"d{i}" for i in range(nb)]
    # a rank-2 side is shared by every batch element: its map skips the batch loops
    xb = batch if e.ty(x).rank == ot.rank else []
    yb = batch if e.ty(y).rank == ot.rank else []
    m, n, k = f"d{nb}", f"d{nb + 1}", f"d{nb + 2}"
    sc = SCALAR[ot.dtype]
    f = ot.is_float

    def body(r, a, o):
        prod = r(f"arith.{'mulf' if f else 'muli'} {a[0]}, {a[1]} : {sc}")
        return r(f"arith.{'addf' if f else 'addi'} {o[0]}, {prod} : {sc}")
    iters = ["parallel"] * (nb + 2) + ["reduction"]
    e.define(out, generic(e, nb + 3, [(e.v(x), e.ty(x), xb + [m, k]), (e.v(y), e.ty(y), yb + [k, n])],
                          [(ot, batch + [m, n], fill(e, ot, 0))], body, iters)[0])


RULES = {N.softmax: lower_softmax, N.log_softmax: lower_softmax, N.matmul: lower_matmul}
