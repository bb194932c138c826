"""Lowerings of `index` and `update_index` (spec C1): one position of an axis, at an index
computed at run time (a loop's own index, usually), as a rank-reducing `tensor.extract_slice` /
`tensor.insert_slice` with a dynamic offset. After bufferization a read is a view of the
operand (no copy) and a write into a tensor nothing reads later (a loop's carry) is in place.

The position is clamped into the axis, so memory stays safe whatever the data says; the
in-program index check (emit/checks.py, from the ops' `index_bounds`) reports a position out
of range as a runtime error naming the op."""
from __future__ import annotations

from kina.ops import indexing as Ix

from ..emit.mlirgen import tensor_ty


def _position(e, var: str, extent: int) -> str:
    """The `index` value of an I64[] position, clamped into [0, extent - 1]."""
    raw = e.op(f"tensor.extract {e.v(var)}[] : {tensor_ty(e.ty(var))}")
    pos = e.op(f"arith.index_cast {raw} : i64 to index")
    zero, top = e.op("arith.constant 0 : index"), e.op(f"arith.constant {extent - 1} : index")
    return e.op(f"arith.minsi {e.op(f'arith.maxsi {pos}, {zero} : index')}, {top} : index")


def _window(xt, k: int, pos: str) -> str:
    """`[offsets] [sizes] [strides]` of the slice at `pos` along axis k, all of the other axes."""
    offsets = ["0"] * xt.rank
    offsets[k] = pos
    sizes = [str(d) for d in xt.shape]
    sizes[k] = "1"
    return f"[{', '.join(offsets)}] [{', '.join(sizes)}] [{', '.join(['1'] * xt.rank)}]"


def lower_index(e, bind):
    x, i = bind.args
    xt, ot = e.ty(x), e.ty(bind.names[0])
    k = bind.attrs["axis"] % xt.rank
    pos = _position(e, i, xt.shape[k])
    e.define(bind.names[0], e.op(f"tensor.extract_slice {e.v(x)}{_window(xt, k, pos)} : {tensor_ty(xt)} to {tensor_ty(ot)}"))


def lower_update_index(e, bind):
    x, v, i = bind.args
    xt, vt = e.ty(x), e.ty(v)
    k = bind.attrs["axis"] % xt.rank
    pos = _position(e, i, xt.shape[k])
    e.define(bind.names[0], e.op(f"tensor.insert_slice {e.v(v)} into {e.v(x)}{_window(xt, k, pos)} : {tensor_ty(vt)} into {tensor_ty(xt)}"))


RULES = {Ix.index: lower_index, Ix.update_index: lower_update_index}
