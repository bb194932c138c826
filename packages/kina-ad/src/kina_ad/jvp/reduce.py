"""JVPs of the reductions: sum and mean are linear; max and min take the tangent at the first
extreme (where the VJP sends the cotangent); prod sums t_i · Π_{j≠i} x_j, without division."""
from __future__ import annotations

from kina.ops import discrete as D, elementwise as E, gather as G, reduce as Rd, shape as S

from ..vjp.reduce import _moved, others_product
from .common import same_op


def _out(b, v, bind):
    """v ([lead…]) in the shape of bind's result (keepdims keeps ones)."""
    shape = b.type(bind.names[0]).shape
    return v if b.type(v).shape == shape else b.op(S.reshape, v, shape=list(shape))


def _at_first_extreme(b, bind, ts, negate: bool):
    x = bind.args[0]
    axes = list(bind.attrs["axes"])
    flat, _, lead, _ = _moved(b, b.op(E.neg, x) if negate else x, axes)
    idx = b.op(D.argmax, flat, axis=len(lead))
    t_flat, _, _, _ = _moved(b, ts[0], axes)
    return [_out(b, b.op(G.take_along_axis, t_flat, idx, axis=len(lead)), bind)]


def reduce_max_jvp(b, bind, ts):
    return _at_first_extreme(b, bind, ts, negate=False)


def reduce_min_jvp(b, bind, ts):
    return _at_first_extreme(b, bind, ts, negate=True)


def reduce_prod_jvp(b, bind, ts):
    x = bind.args[0]
    t, axes = b.type(x), list(bind.attrs["axes"])
    flat, _, lead, r = _moved(b, x, axes)
    t_flat, _, _, _ = _moved(b, ts[0], axes)
    summed = b.op(Rd.reduce_sum, b.op(E.mul, others_product(b, flat, lead, r, t), t_flat), axes=[len(lead)], keepdims=False)
    return [_out(b, summed, bind)]


RULES = {Rd.reduce_sum: same_op, Rd.reduce_mean: same_op, Rd.reduce_max: reduce_max_jvp,
         Rd.reduce_min: reduce_min_jvp, Rd.reduce_prod: reduce_prod_jvp}
