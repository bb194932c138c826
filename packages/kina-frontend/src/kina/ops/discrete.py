"""Discrete ops (no cotangent): argmax (docs/spec.md §17) and categorical sampling (§18)."""
from __future__ import annotations

from .registry import Attr, Op, OpTypeError, drop_axis, need_float, need_numeric, norm_axis


def infer_argmax(types, attrs):
    t = types[0]
    need_numeric(t, "argmax")
    k = norm_axis(attrs["axis"], t.rank)
    return t.with_(dtype="I64", shape=drop_axis(t.shape, k))


# first index among ties; NaN counts as the maximum (first NaN wins), as np.argmax
argmax = Op("argmax", 1, infer_argmax, surface="argmax", attrs=(Attr("axis", "int"),), discrete=True)


def infer_categorical(types, attrs):
    p, u = types
    need_float(p, "categorical")
    k = norm_axis(attrs["axis"], p.rank)
    want = p.with_(shape=drop_axis(p.shape, k))
    if u != want:
        raise OpTypeError(f"`categorical` draws u must have type {want} (probs without axis {k}), got {u}", 1)
    return want.with_(dtype="I64")


# Inverse CDF (§18): the smallest i with cumsum[i] > u * total, total = cumsum[-1]
# summed sequentially in the operand dtype, clamped to n-1.
categorical = Op("categorical", 2, infer_categorical, surface="categorical", attrs=(Attr("axis", "int"),), discrete=True)

OPS = (argmax, categorical)
