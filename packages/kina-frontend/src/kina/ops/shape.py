"""Shape ops: reshape, transpose, broadcast (docs/spec.md §A6, rank-changing)."""
from __future__ import annotations

from ..types import shape_problem, show_shape, volume
from .registry import Attr, Op, OpTypeError, broadcastable


def infer_reshape(types, attrs):
    (t,), shape = types, tuple(attrs["shape"])
    if any(d < 1 for d in shape):
        raise OpTypeError(f"reshape target {show_shape(shape)} has a dimension < 1", "shape")
    problem = shape_problem(shape, t.dtype)  # volumes are exact Python ints: nothing wraps
    if problem:
        raise OpTypeError(f"cannot reshape {t} ({t.size} elements): the target {problem}", "shape")
    if volume(shape) != t.size:
        raise OpTypeError(f"cannot reshape {t} ({t.size} elements) to {list(shape)} ({volume(shape)} elements)", "shape",
                          "reshape keeps the volume; use .broadcast to add elements")
    return t.with_(shape=shape)


reshape = Op("reshape", 1, infer_reshape, surface="reshape", attrs=(Attr("shape", "shape"),))


def infer_transpose(types, attrs):
    (t,), perm = types, list(attrs["perm"])
    if sorted(perm) != list(range(t.rank)):
        raise OpTypeError(f"{perm} is not a permutation of the {t.rank} axes of {t}", "perm")
    return t.with_(shape=tuple(t.shape[p] for p in perm))


transpose = Op("transpose", 1, infer_transpose, surface="transpose", attrs=(Attr("perm", "ints"),))


def infer_broadcast(types, attrs):
    (t,), shape = types, tuple(attrs["shape"])
    if len(shape) < t.rank:
        raise OpTypeError(f"cannot broadcast {t} to the lower-rank shape {show_shape(shape)}", "shape")
    if not broadcastable(t.shape, shape):
        i, d, target = next((i, d, shape[len(shape) - t.rank + i]) for i, d in enumerate(t.shape) if d not in (1, shape[len(shape) - t.rank + i]))
        raise OpTypeError(f"cannot broadcast {t} to {list(shape)}: source dim {i} is {d}, target dim is {target} (each source dim must equal the target or be 1)", "shape")
    if any(d < 1 for d in shape):
        raise OpTypeError(f"broadcast target {show_shape(shape)} has a dimension < 1", "shape")
    problem = shape_problem(shape, t.dtype)
    if problem:
        raise OpTypeError(f"cannot broadcast {t}: the target {problem}", "shape")
    return t.with_(shape=shape)


broadcast = Op("broadcast", 1, infer_broadcast, surface="broadcast", attrs=(Attr("shape", "shape"),))


def broadcast_axes(src_shape, dst_shape) -> list[int]:
    """Target axes that broadcast expands or adds (§A6)."""
    lead = len(dst_shape) - len(src_shape)
    return [i for i in range(len(dst_shape)) if i < lead or (src_shape[i - lead] == 1 and dst_shape[i] != 1)]


OPS = (reshape, transpose, broadcast)
