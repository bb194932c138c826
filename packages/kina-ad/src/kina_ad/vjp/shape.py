"""VJPs of the shape ops."""
from __future__ import annotations

import numpy as np

from kina.ops import reduce as Rd, shape as S


def reshape_vjp(b, bind, g):
    return [b.op(S.reshape, g, shape=list(b.type(bind.args[0]).shape))]


def transpose_vjp(b, bind, g):
    return [b.op(S.transpose, g, perm=[int(i) for i in np.argsort(bind.attrs["perm"])])]


def broadcast_vjp(b, bind, g):
    src, dst = b.type(bind.args[0]), b.type(bind.names[0])
    axes = S.broadcast_axes(src.shape, dst.shape)
    if not axes:
        return [g]
    summed = b.op(Rd.reduce_sum, g, axes=axes, keepdims=False)
    return [b.op(S.reshape, summed, shape=list(src.shape)) if b.type(summed).shape != src.shape else summed]


RULES = {S.reshape: reshape_vjp, S.transpose: transpose_vjp, S.broadcast: broadcast_vjp}
