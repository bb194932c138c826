"""VJPs of convolution and pooling (§C8) and of the IR-only cotangent ops they emit, which close
under differentiation (reverse-over-reverse, §C5).

For B(x, w, g) = <g, conv(x, w)>, trilinear, conv_input_grad(g, w) = ∂B/∂x and
conv_filter_grad(x, g) = ∂B/∂w; the VJP of each is read off B again:
<u, conv_input_grad(g, w)> = B(u, w, g) and <v, conv_filter_grad(x, g)> = B(x, v, g).
max_pool_grad(x, ·) and max_pool_pick(x, ·) are each other's adjoint, piecewise constant in x;
avg_pool_grad is avg_pool's adjoint."""
from __future__ import annotations

from kina.ops import conv as Cv


def conv_attrs(bind) -> dict:
    return {k: bind.attrs[k] for k in ("stride", "low", "high", "dilation", "groups")}


def pool_attrs(bind) -> dict:
    return {k: bind.attrs[k] for k in ("window", "stride", "low", "high")}


def _shape(b, v) -> list:
    return list(b.type(v).shape)


def conv_vjp(b, bind, g):
    x, w = bind.args
    a = conv_attrs(bind)
    return [b.op(Cv.conv_input_grad, g, w, **a, shape=_shape(b, x)), b.op(Cv.conv_filter_grad, x, g, **a, shape=_shape(b, w))]


def conv_input_grad_vjp(b, bind, u):
    g, w = bind.args
    a = conv_attrs(bind)
    return [b.op(Cv.conv, u, w, **a), b.op(Cv.conv_filter_grad, u, g, **a, shape=_shape(b, w))]


def conv_filter_grad_vjp(b, bind, v):
    x, g = bind.args
    a = conv_attrs(bind)
    return [b.op(Cv.conv_input_grad, g, v, **a, shape=_shape(b, x)), b.op(Cv.conv, x, v, **a)]


def max_pool_vjp(b, bind, g):
    return [b.op(Cv.max_pool_grad, bind.args[0], g, **pool_attrs(bind))]


def max_pool_grad_vjp(b, bind, u):
    # piecewise constant in x (which position is the first maximum): no cotangent for x
    return [None, b.op(Cv.max_pool_pick, bind.args[0], u, **pool_attrs(bind))]


def max_pool_pick_vjp(b, bind, v):
    return [None, b.op(Cv.max_pool_grad, bind.args[0], v, **pool_attrs(bind))]


def avg_pool_vjp(b, bind, g):
    return [b.op(Cv.avg_pool_grad, g, **pool_attrs(bind), shape=_shape(b, bind.args[0]))]


def avg_pool_grad_vjp(b, bind, u):
    return [b.op(Cv.avg_pool, u, **pool_attrs(bind))]


RULES = {Cv.conv: conv_vjp, Cv.conv_input_grad: conv_input_grad_vjp, Cv.conv_filter_grad: conv_filter_grad_vjp,
         Cv.max_pool: max_pool_vjp, Cv.max_pool_grad: max_pool_grad_vjp, Cv.max_pool_pick: max_pool_pick_vjp,
         Cv.avg_pool: avg_pool_vjp, Cv.avg_pool_grad: avg_pool_grad_vjp}
