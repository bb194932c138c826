"""Lowerings of iota, full (a filled fresh buffer: a result must never be a constant global) and one_hot."""
from __future__ import annotations

from kina.ops import create as Cr

from ..emit.mlirgen import SCALAR, dims, fill, generic


def index_to(r, i: str, dtype: str) -> str:
    as_int = r(f"arith.index_cast {i} : index to i64")
    if dtype in ("F32", "F64"):
        return r(f"arith.sitofp {as_int} : i64 to {SCALAR[dtype]}")
    return as_int if dtype == "I64" else r(f"arith.trunci {as_int} : i64 to {SCALAR[dtype]}")


def lower_iota(e, bind):
    out = bind.names[0]
    ot = e.ty(out)
    e.define(out, generic(e, ot.rank, [], [(ot, dims(ot.rank), None)],
                          lambda r, a, o: index_to(r, r.index(bind.attrs["axis"]), ot.dtype))[0])


def lower_full(e, bind):
    out = bind.names[0]
    e.define(out, fill(e, e.ty(out), bind.attrs["value"]))


def lower_one_hot(e, bind):
    ids, out = bind.args[0], bind.names[0]
    it, ot = e.ty(ids), e.ty(out)

    def body(r, a, o):
        pos = r(f"arith.index_cast {r.index(it.rank)} : index to i64")
        hit = r(f"arith.cmpi eq, {a[0]}, {pos} : i64")
        return r(f"arith.select {hit}, {r.const(1, ot.dtype)}, {r.const(0, ot.dtype)} : {SCALAR[ot.dtype]}")
    e.define(out, generic(e, ot.rank, [(e.v(ids), it, dims(it.rank))], [(ot, dims(ot.rank), None)], body)[0])


RULES = {Cr.iota: lower_iota, Cr.full: lower_full, Cr.one_hot: lower_one_hot}
