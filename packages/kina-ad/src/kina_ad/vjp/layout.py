"""VJPs of concat (slices of g), slice (g scattered into zeros) and pad (a slice of g)."""
from __future__ import annotations

from kina.ops import layout as L, shape as S


def concat_vjp(b, bind, g):
    k = bind.attrs["axis"]
    gt = b.type(g)
    out, offset = [], 0
    for a in bind.args:
        n = b.type(a).shape[k]
        start = [offset if i == k else 0 for i in range(gt.rank)]
        out.append(b.op(L.slice_, g, start=start, size=list(b.type(a).shape)))
        offset += n
    return out


def _spread(b, g, d: int, stride: int):
    """g with stride-1 zeros inserted between its elements along dim d (the interior padding of a strided read)."""
    shape = list(b.type(g).shape)
    n = shape[d]
    cols = b.op(S.reshape, g, shape=shape[:d] + [n, 1] + shape[d + 1:])
    high = [stride - 1 if i == d + 1 else 0 for i in range(len(shape) + 1)]
    padded = b.op(L.pad, cols, low=[0] * (len(shape) + 1), high=high, value=0.0)
    flat = b.op(S.reshape, padded, shape=shape[:d] + [n * stride] + shape[d + 1:])
    size = shape[:d] + [(n - 1) * stride + 1] + shape[d + 1:]
    return b.op(L.slice_, flat, start=[0] * len(shape), size=size)


def slice_vjp(b, bind, g):
    xt = b.type(bind.args[0])
    stride = bind.attrs["stride"] or [1] * xt.rank
    for d, st in enumerate(stride):
        if st > 1 and b.type(g).shape[d] > 1:
            g = _spread(b, g, d, st)
    start = list(bind.attrs["start"])
    high = [x - s - n for x, s, n in zip(xt.shape, start, b.type(g).shape)]
    if not any(start) and not any(high):
        return [g]
    return [b.op(L.pad, g, low=start, high=high, value=0.0)]


def pad_vjp(b, bind, g):
    return [b.op(L.slice_, g, start=list(bind.attrs["low"]), size=list(b.type(bind.args[0]).shape))]


RULES = {L.concat: concat_vjp, L.slice_: slice_vjp, L.pad: pad_vjp}
