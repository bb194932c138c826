"""VJPs of the reductions."""
from __future__ import annotations

import numpy as np

from kina.ops import compare as C, create as Cr, discrete as D, elementwise as E, gather as G, reduce as Rd, shape as S


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


def _moved(b, x, axes):
    """x with the reduced axes moved last and flattened: (flat, perm, lead dims, r)."""
    t = b.type(x)
    keep = [i for i in range(t.rank) if i not in axes]
    perm = keep + axes
    moved = b.op(S.transpose, x, perm=perm) if perm != list(range(t.rank)) else x
    r = int(np.prod([t.shape[a] for a in axes]))
    lead = [t.shape[i] for i in keep]
    return b.op(S.reshape, moved, shape=lead + [r]), perm, lead, r


def _unmoved(b, flat, t, perm):
    unflat = b.op(S.reshape, flat, shape=[t.shape[i] for i in perm])
    return b.op(S.transpose, unflat, perm=[int(i) for i in np.argsort(perm)]) if perm != list(range(t.rank)) else unflat


def _to_first_extreme(b, bind, g, negate: bool):
    # g to the first argmax (of -x for a minimum): move the reduced axes last, flatten them,
    # argmax, scatter g there, and undo the moves (all in terms of existing ops).
    x = bind.args[0]
    t, axes = b.type(x), list(bind.attrs["axes"])
    if not t.is_float:
        return [None]
    flat, perm, lead, r = _moved(b, b.op(E.neg, x) if negate else x, axes)
    idx = b.op(D.argmax, flat, axis=len(lead))
    g_lead = b.op(S.reshape, g, shape=lead) if b.type(g).shape != tuple(lead) else g
    scattered = b.op(G.scatter_along_axis, g_lead, idx, axis=len(lead), shape=lead + [r])
    return [_unmoved(b, scattered, t, perm)]


def reduce_max_vjp(b, bind, g):
    return _to_first_extreme(b, bind, g, negate=False)


def reduce_min_vjp(b, bind, g):
    return _to_first_extreme(b, bind, g, negate=True)


def reduce_prod_vjp(b, bind, g):
    # ∂/∂x_i = Π_{j≠i} x_j, formed without division (exact with zeros): a [lead…, r, r] tensor of
    # x_j with ones on the diagonal, reduced over j.
    x = bind.args[0]
    t, axes = b.type(x), list(bind.attrs["axes"])
    flat, perm, lead, r = _moved(b, x, axes)
    partial = others_product(b, flat, lead, r, t)
    g_col = b.op(S.broadcast, b.op(S.reshape, g, shape=lead + [1]), shape=lead + [r])
    return [_unmoved(b, b.op(E.mul, partial, g_col), t, perm)]


def others_product(b, flat, lead, r, t):
    """[lead…, r]: at i, Π_{j≠i} of the flattened reduced elements (also the JVP's factor)."""
    square = lead + [r, r]
    rows = b.op(Cr.iota, shape=square, axis=len(lead), dtype="I64", placement=t.placement)
    cols = b.op(Cr.iota, shape=square, axis=len(lead) + 1, dtype="I64", placement=t.placement)
    diagonal = b.op(C.eq, rows, cols)
    spread = b.op(S.broadcast, b.op(S.reshape, flat, shape=lead + [1, r]), shape=square)
    others = b.op(C.select, diagonal, b.const(1.0, b.type(spread)), spread)
    return b.op(Rd.reduce_prod, others, axes=[len(lead) + 1], keepdims=False)


RULES = {Rd.reduce_sum: reduce_sum_vjp, Rd.reduce_mean: reduce_mean_vjp, Rd.reduce_max: reduce_max_vjp,
         Rd.reduce_min: reduce_min_vjp, Rd.reduce_prod: reduce_prod_vjp}
