"""VJPs of the reductions."""
from __future__ import annotations

import numpy as np

from kina.ops import discrete as D, elementwise as E, gather as G, reduce as Rd, shape as S


def _back(b, g, x_type, axes):
    """Broadcast a reduction's cotangent back to the operand's shape."""
    kept = b.op(S.reshape, g, shape=list(Rd.reduced_shape(x_type.shape, axes, True)))
    return b.op(S.broadcast, kept, shape=list(x_type.shape))


def reduce_sum_vjp(b, bind, g):
    return [_back(b, g, b.type(bind.args[0]), bind.attrs["axes"])]


def reduce_mean_vjp(b, bind, g):
    t = b.type(bind.args[0])
    count = int(np.prod([t.shape[a] for a in bind.attrs["axes"]]))
    return [b.op(E.div, _back(b, g, t, bind.attrs["axes"]), b.const(float(count), t))]


def reduce_max_vjp(b, bind, g):
    # g to the first argmax: move the reduced axes last, flatten them, argmax,
    # scatter g there, and undo the moves (all in terms of existing ops).
    x = bind.args[0]
    t, axes = b.type(x), list(bind.attrs["axes"])
    if not t.is_float:
        return [None]
    keep = [i for i in range(t.rank) if i not in axes]
    perm = keep + axes
    moved = b.op(S.transpose, x, perm=perm) if perm != list(range(t.rank)) else x
    r = int(np.prod([t.shape[a] for a in axes]))
    lead = [t.shape[i] for i in keep]
    flat = b.op(S.reshape, moved, shape=lead + [r])
    idx = b.op(D.argmax, flat, axis=len(lead))
    g_lead = b.op(S.reshape, g, shape=lead) if b.type(g).shape != tuple(lead) else g
    scattered = b.op(G.scatter_along_axis, g_lead, idx, axis=len(lead), shape=lead + [r])
    unflat = b.op(S.reshape, scattered, shape=[t.shape[i] for i in perm])
    return [b.op(S.transpose, unflat, perm=[int(i) for i in np.argsort(perm)]) if perm != list(range(t.rank)) else unflat]


RULES = {Rd.reduce_sum: reduce_sum_vjp, Rd.reduce_mean: reduce_mean_vjp, Rd.reduce_max: reduce_max_vjp}
