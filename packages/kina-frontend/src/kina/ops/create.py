"""Tensors made from static arguments only (docs/spec.md §P3): iota, full, and one_hot."""
from __future__ import annotations

from ..sizes import Size
from ..types import TensorType, literal_problem, shape_problem, show_shape
from .registry import Attr, Op, OpTypeError, need_int, norm_axis


def made(attrs, what: str) -> TensorType:
    shape = tuple(attrs["shape"])
    if any(d < 1 for d in shape):
        raise OpTypeError(f"`{what}` shape {show_shape(shape)} has a dimension < 1", "shape")
    problem = shape_problem(shape, attrs["dtype"])
    if problem:
        raise OpTypeError(f"`{what}` shape: {problem}", "shape")
    return TensorType(attrs["dtype"], shape, attrs["placement"])


def infer_iota(types, attrs):
    t = made(attrs, "iota")
    if t.rank == 0:
        raise OpTypeError("`iota` needs a shape of rank >= 1", "shape")
    norm_axis(attrs["axis"], t.rank)
    if t.dtype == "Bool":
        raise OpTypeError("`iota` needs a numeric dtype, got Bool", "dtype")
    return t


PLACED = Attr("placement", "placement", "host")
iota = Op("iota", 0, infer_iota, surface="iota", attrs=(Attr("shape", "shape"), Attr("axis", "int"), Attr("dtype", "dtype", "I64"), PLACED),
          discrete=True, doc="element [i0, i1, …] holds i_axis")


def infer_full(types, attrs):
    t = made(attrs, "full")
    v = attrs["value"]
    if isinstance(v, Size):  # a size used as a value, in the symbolic check: any size >= 1 fits
        return t
    if isinstance(v, float) and not t.is_float:
        raise OpTypeError(f"`full` value {v} is a float but the dtype is {t.dtype}", "value")
    if t.dtype == "Bool" and v not in (0, 1):
        raise OpTypeError(f"`full` of Bool takes 0 or 1, got {v}", "value")
    problem = literal_problem(v, t.dtype) if t.dtype != "Bool" else None
    if problem:
        raise OpTypeError(f"`full` value: {problem}", "value")
    return t


full = Op("full", 0, infer_full, surface="full", attrs=(Attr("shape", "shape"), Attr("value", "float"), Attr("dtype", "dtype", "F32"), PLACED),
          discrete=True, doc="a constant tensor")


def infer_one_hot(types, attrs):
    (t,) = types
    need_int(t, "one_hot", "ids", 0)
    depth = attrs["depth"]
    if depth < 1:
        raise OpTypeError(f"`one_hot` depth must be >= 1, got {depth}", "depth")
    out = t.with_(dtype=attrs["dtype"], shape=t.shape + (depth,))
    problem = out.problem()
    if problem:
        raise OpTypeError(f"`one_hot` result {out}: {problem}", "depth")
    return out


# An id outside [0, depth) gives an all-zero row (as jax.nn.one_hot): one_hot is a mask, not a read.
one_hot = Op("one_hot", 1, infer_one_hot, surface="one_hot", attrs=(Attr("depth", "int"), Attr("dtype", "dtype", "F32")),
             discrete=True)

OPS = (iota, full, one_hot)
