"""Reductions: reduce_sum, reduce_max, reduce_min, reduce_prod, reduce_mean (axes, keepdims)."""
from __future__ import annotations

from .registry import Attr, Op, OpTypeError, need_float, need_numeric

AXES = (Attr("axes", "ints"), Attr("keepdims", "bool", False))


def reduced_shape(shape, axes, keepdims):
    return tuple((1 if i in axes else d) for i, d in enumerate(shape) if keepdims or i not in axes)


def infer_reduce(name, float_only=False):
    def infer_reduction(types, attrs):
        t = types[0]
        (need_float if float_only else need_numeric)(t, name)
        axes = list(attrs["axes"])
        if not axes:
            raise OpTypeError(f"`{name}` needs at least one axis", "axes")
        for a in axes:
            if not 0 <= a < t.rank:
                raise OpTypeError(f"axis {a} is out of range for {t} (rank {t.rank})", "axes")
        if len(set(axes)) != len(axes):
            raise OpTypeError(f"axes {axes} repeat an axis", "axes")
        return t.with_(shape=reduced_shape(t.shape, axes, attrs["keepdims"]))
    return infer_reduction


reduce_sum = Op("reduce_sum", 1, infer_reduce("reduce_sum"), surface="reduce_sum", attrs=AXES)
reduce_max = Op("reduce_max", 1, infer_reduce("reduce_max"), surface="reduce_max", attrs=AXES)
reduce_mean = Op("reduce_mean", 1, infer_reduce("reduce_mean", True), surface="reduce_mean", attrs=AXES)
# reduce_min's cotangent goes to the first argmin, like reduce_max's to the first argmax
reduce_min = Op("reduce_min", 1, infer_reduce("reduce_min"), surface="reduce_min", attrs=AXES)
reduce_prod = Op("reduce_prod", 1, infer_reduce("reduce_prod"), surface="reduce_prod", attrs=AXES)

OPS = (reduce_sum, reduce_max, reduce_mean, reduce_min, reduce_prod)
