"""Lowerings of `index` and `update_index` (§C1): one position of an axis, at an index
computed at run time (a loop's own index, usually), as a rank-reducing `tensor.extract_slice` /
`tensor.insert_slice` with a dynamic offset and a linalg copy (mlirgen.read_position and
write_position say why). A write into a tensor nothing reads later (a loop's carry) is in place.

The position is clamped into the axis, so memory stays safe whatever the data says; the
in-program index check (emit/checks.py, from the ops' `index_bounds`) reports a position out
of range as a runtime error naming the op."""
from __future__ import annotations

from kina.ops import indexing as Ix

from ..emit.mlirgen import read_position, tensor_ty, write_position


def _position(e, var: str, extent: int) -> str:
    """The `index` value of an I64[] position, clamped into [0, extent - 1]."""
    raw = e.op(f"tensor.extract {e.v(var)}[] : {tensor_ty(e.ty(var))}")
    pos = e.op(f"arith.index_cast {raw} : i64 to index")
    zero, top = e.op("arith.constant 0 : index"), e.op(f"arith.constant {extent - 1} : index")
    return e.op(f"arith.minsi {e.op(f'arith.maxsi {pos}, {zero} : index')}, {top} : index")


def lower_index(e, bind):
    x, i = bind.args
    xt = e.ty(x)
    k = bind.attrs["axis"] % xt.rank
    e.define(bind.names[0], read_position(e, e.v(x), xt, k, _position(e, i, xt.shape[k])))


def lower_update_index(e, bind):
    x, v, i = bind.args
    xt = e.ty(x)
    k = bind.attrs["axis"] % xt.rank
    e.define(bind.names[0], write_position(e, e.v(x), xt, e.v(v), k, _position(e, i, xt.shape[k])))


RULES = {Ix.index: lower_index, Ix.update_index: lower_update_index}
