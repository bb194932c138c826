"""Reading and writing one position of an axis at a computed index (§C1): `index`,
`update_index`. A loop reads `xs.index(t, axis=0)` at its own index `t` and a decode loop
writes ids with `update_index`; both take the position as an `I64[]` tensor, so the body of a
loop is the same code at every iteration (compiled once)."""
from __future__ import annotations

from .registry import Attr, Op, OpTypeError, drop_axis, norm_axis


def _position(t, op: str, index: int) -> None:
    if t.dtype != "I64" or t.shape != ():
        raise OpTypeError(f"`{op}` takes its position as an I64[] scalar (a loop index), got {t}", index)


def infer_index(types, attrs):
    x, i = types
    if x.rank < 1:
        raise OpTypeError(f"`index` needs a tensor of rank >= 1, got {x}", 0)
    k = norm_axis(attrs["axis"], x.rank)
    _position(i, "index", 1)
    if i.placement != x.placement:
        raise OpTypeError(f"`index` operands live on different placements: {x} and {i}", 1)
    return x.with_(shape=drop_axis(x.shape, k))


def index_bounds(types, attrs):
    return {1: (0, types[0].shape[attrs["axis"] % types[0].rank] - 1)}


index = Op("index", 2, infer_index, surface="index", attrs=(Attr("axis", "int", 0),), index_bounds=index_bounds,
           doc="x without axis k, at position i: F32[T, B, E].index(t, axis=0) is F32[B, E]")


def infer_update_index(types, attrs):
    x, v, i = types
    if x.rank < 1:
        raise OpTypeError(f"`update_index` needs a tensor of rank >= 1, got {x}", 0)
    k = norm_axis(attrs["axis"], x.rank)
    want = x.with_(shape=drop_axis(x.shape, k))
    if v != want:
        raise OpTypeError(f"`update_index` writes a value of type {want} (the tensor without axis {k}), got {v}", 1)
    _position(i, "update_index", 2)
    if i.placement != x.placement:
        raise OpTypeError(f"`update_index` operands live on different placements: {x} and {i}", 2)
    return x


def update_index_bounds(types, attrs):
    return {2: (0, types[0].shape[attrs["axis"] % types[0].rank] - 1)}


update_index = Op("update_index", 3, infer_update_index, surface="update_index", attrs=(Attr("axis", "int", 0),),
                  index_bounds=update_index_bounds, doc="x with position i along axis k replaced by v")

OPS = (index, update_index)
