"""Lowerings of the reductions: a reduction generic into a filled accumulator."""
from __future__ import annotations

import numpy as np

from kina.ops import reduce as Rd

from ..emit.mlirgen import SCALAR, fill, generic, reshape

KIND = {Rd.reduce_sum: "sum", Rd.reduce_mean: "mean", Rd.reduce_max: "max", Rd.reduce_min: "min", Rd.reduce_prod: "prod"}


def lower_reduce(e, bind):
    kind = KIND[bind.op]
    x, out = bind.args[0], bind.names[0]
    t, ot = e.ty(x), e.ty(out)
    axes = bind.attrs["axes"]
    flat_t = ot.with_(shape=Rd.reduced_shape(t.shape, axes, False))
    init = {"sum": 0, "mean": 0, "prod": 1, "max": -np.inf if t.is_float else np.iinfo(t.numpy_dtype).min,
            "min": np.inf if t.is_float else np.iinfo(t.numpy_dtype).max}[kind]
    acc = fill(e, flat_t, init)
    sc = SCALAR[t.dtype]

    def body(r, a, o):
        if kind == "max":
            return r(f"arith.{'maximumf' if t.is_float else 'maxsi'} {a[0]}, {o[0]} : {sc}")
        if kind == "min":
            return r(f"arith.{'minimumf' if t.is_float else 'minsi'} {a[0]}, {o[0]} : {sc}")
        if kind == "prod":
            return r(f"arith.{'mulf' if t.is_float else 'muli'} {a[0]}, {o[0]} : {sc}")
        return r(f"arith.{'addf' if t.is_float else 'addi'} {a[0]}, {o[0]} : {sc}")
    iters = ["reduction" if i in axes else "parallel" for i in range(t.rank)]
    res = generic(e, t.rank, [(e.v(x), t, [f"d{i}" for i in range(t.rank)])],
                  [(flat_t, [f"d{i}" for i in range(t.rank) if i not in axes], acc)], body, iters)[0]
    if kind == "mean":
        count = int(np.prod([t.shape[a] for a in axes]))
        res = generic(e, flat_t.rank, [(res, flat_t, [f"d{i}" for i in range(flat_t.rank)])],
                      [(flat_t, [f"d{i}" for i in range(flat_t.rank)], None)],
                      lambda r, a, o: r(f"arith.divf {a[0]}, {r.const(count, t.dtype)} : {sc}"))[0]
    e.define(out, reshape(e, res, flat_t, ot))


RULES = {Rd.reduce_sum: lower_reduce, Rd.reduce_max: lower_reduce, Rd.reduce_mean: lower_reduce,
         Rd.reduce_min: lower_reduce, Rd.reduce_prod: lower_reduce}
