"""Static layout ops of Phase 2 (docs/spec.md §P3): concat, slice (with stride), pad."""
from __future__ import annotations

from ..types import shape_problem, show_shape
from .registry import Attr, Op, OpTypeError, norm_axis


def infer_concat(types, attrs):
    a = types[0]
    k = norm_axis(attrs["axis"], max(a.rank, 1))
    if a.rank == 0:
        raise OpTypeError(f"`concat` joins tensors along an axis: got the rank-0 {a}", 0)
    total = 0
    for i, t in enumerate(types):
        if t.dtype != a.dtype or t.placement != a.placement or t.rank != a.rank:
            raise OpTypeError(f"`concat` operands must share dtype, rank and placement: {a} and {t}", i)
        if any(d != e for j, (d, e) in enumerate(zip(a.shape, t.shape)) if j != k):
            raise OpTypeError(f"`concat` operands must have equal dims except along axis {k}: {a} and {t}", i)
        total += t.shape[k]
    out = a.with_(shape=tuple(total if j == k else d for j, d in enumerate(a.shape)))
    problem = out.problem()
    if problem:
        raise OpTypeError(f"`concat` result {out}: {problem}", "axis")
    return out


concat = Op("concat", 2, infer_concat, surface="concat", attrs=(Attr("axis", "int"),), variadic=True)


def infer_slice(types, attrs):
    (t,) = types
    start, size = list(attrs["start"]), list(attrs["size"])
    stride = list(attrs["stride"]) if attrs["stride"] is not None and attrs["stride"] != [] else [1] * t.rank
    for name, v in (("start", start), ("size", size), ("stride", stride)):
        if len(v) != t.rank:
            raise OpTypeError(f"`slice` {name} {show_shape(v)} needs one entry per dim of {t} ({t.rank})", name)
    # A bound that depends on size variables (`start=[DY + 6]` in a generic `patch[DY, DX]`) is
    # decided at each specialisation, where every entry is an int (§P1, §P2); what the sizes
    # cannot change is decided here: `room` is an exact polynomial, an int when the variables
    # cancel (`start N - 4`, `size 4` on a dim `N`). Size's own ordering takes every variable as
    # large (sizes.py), which rejected `DY + 9 < 16` for every DY.
    for d, (s0, n, st, dim) in enumerate(zip(start, size, stride, t.shape)):
        if isinstance(s0, int) and s0 < 0:
            raise OpTypeError(f"`slice` start {s0} along dim {d} is negative", "start")
        if isinstance(n, int) and n < 1:
            raise OpTypeError(f"`slice` size {n} along dim {d} must be >= 1", "size")
        if isinstance(st, int) and st < 1:
            raise OpTypeError(f"`slice` stride {st} along dim {d} must be >= 1", "stride")
        last = s0 + (n - 1) * st
        room = dim - last
        if isinstance(room, int) and room < 1:
            raise OpTypeError(f"`slice` reads index {last} along dim {d} (start {s0} + ({n} - 1) * stride {st}), "
                              f"outside {t} (dim {d} has {dim})", "size")
    return t.with_(shape=tuple(size))


slice_ = Op("slice", 1, infer_slice, surface="slice",
            attrs=(Attr("start", "shape"), Attr("size", "shape"), Attr("stride", "shape", [])),
            doc="element i along a dim reads start + i*stride; every read is in bounds (checked statically)")


def infer_pad(types, attrs):
    (t,) = types
    low, high = list(attrs["low"]), list(attrs["high"])
    for name, v in (("low", low), ("high", high)):
        if len(v) != t.rank:
            raise OpTypeError(f"`pad` {name} {show_shape(v)} needs one entry per dim of {t} ({t.rank})", name)
        if any(w < 0 for w in v):
            raise OpTypeError(f"`pad` widths must be >= 0, got {name}={show_shape(v)}", name)
    if isinstance(attrs["value"], float) and not t.is_float:
        raise OpTypeError(f"`pad` value {attrs['value']} is a float but the operand is {t}", "value")
    if t.dtype == "Bool":
        raise OpTypeError(f"`pad` needs a numeric tensor, got {t}", 0)
    shape = tuple(d + lo + hi for d, lo, hi in zip(t.shape, low, high))
    problem = shape_problem(shape, t.dtype)
    if problem:
        raise OpTypeError(f"`pad` result: {problem}", "high")
    return t.with_(shape=shape)


pad = Op("pad", 1, infer_pad, surface="pad", attrs=(Attr("low", "shape"), Attr("high", "shape"), Attr("value", "float", 0.0)),
         doc="constant padding: `low[d]` copies of value before dim d, `high[d]` after")

OPS = (concat, slice_, pad)
