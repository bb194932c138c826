"""Lowerings of update_slice (select inside the window) and slice_dyn (clamped reads)."""
from __future__ import annotations

from kina.ops import slices as Sl

from ..emit.mlirgen import SCALAR, generic


def lower_update_slice(e, bind):
    cache, new, start = bind.args
    out = bind.names[0]
    ct, nt = e.ty(cache), e.ty(new)
    k = bind.attrs["axis"] % ct.rank
    n = nt.shape[k]
    sc = SCALAR[ct.dtype]

    def body(r, a, o):
        s = r.to_index(r.extract(e.v(start), e.ty(start), []))
        i = r.index(k)
        rel = r(f"arith.subi {i}, {s} : index")
        zero, size = r("arith.constant 0 : index"), r(f"arith.constant {n} : index")
        lo = r(f"arith.cmpi sge, {rel}, {zero} : index")
        hi = r(f"arith.cmpi slt, {rel}, {size} : index")
        inside = r(f"arith.andi {lo}, {hi} : i1")
        loops = [r.index(d) for d in range(ct.rank)]
        loops[k] = r.clamp_index(rel, n - 1)
        return r(f"arith.select {inside}, {r.extract(e.v(new), nt, loops)}, {a[0]} : {sc}")
    e.define(out, generic(e, ct.rank, [(e.v(cache), ct, [f"d{i}" for i in range(ct.rank)])],
                          [(ct, [f"d{i}" for i in range(ct.rank)], None)], body)[0])


def lower_slice_dyn(e, bind):
    x, start = bind.args
    out = bind.names[0]
    xt, ot = e.ty(x), e.ty(out)
    k = bind.attrs["axis"] % xt.rank

    def body(r, a, o):
        s = r.to_index(r.extract(e.v(start), e.ty(start), []))
        loops = [r.index(d) for d in range(ot.rank)]
        loops[k] = r.clamp_index(r(f"arith.addi {loops[k]}, {s} : index"), xt.shape[k] - 1)
        return r.extract(e.v(x), xt, loops)
    e.define(out, generic(e, ot.rank, [], [(ot, [f"d{i}" for i in range(ot.rank)], None)], body)[0])


RULES = {Sl.update_slice: lower_update_slice, Sl.slice_dyn: lower_slice_dyn}
