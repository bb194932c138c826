"""JVPs of convolution and pooling (§C8) and of their IR-only cotangent ops: conv,
conv_input_grad and conv_filter_grad are bilinear (the product rule, one term per tangent);
avg_pool and avg_pool_grad are linear; max_pool, max_pool_grad and max_pool_pick are linear in
their float data operand and piecewise constant in x, the tensor whose first maxima they follow."""
from __future__ import annotations

from kina.ops import conv as Cv

from .common import plus, same_op


def bilinear(b, bind, ts):
    """op(tx, y) + op(x, ty), a missing tangent's term dropped."""
    x, y = bind.args
    tx, ty = ts
    return [plus(b, None if tx is None else b.op(bind.op, tx, y, **bind.attrs),
                 None if ty is None else b.op(bind.op, x, ty, **bind.attrs))]


def max_pool_jvp(b, bind, ts):
    return [b.op(Cv.max_pool_pick, bind.args[0], ts[0], **bind.attrs)]


def in_second(b, bind, ts):
    """max_pool_grad(x, g) and max_pool_pick(x, u): linear in the second operand, constant in x."""
    t = ts[1]
    return [None if t is None else b.op(bind.op, bind.args[0], t, **bind.attrs)]


RULES = {Cv.conv: bilinear, Cv.conv_input_grad: bilinear, Cv.conv_filter_grad: bilinear,
         Cv.max_pool: max_pool_jvp, Cv.max_pool_grad: in_second, Cv.max_pool_pick: in_second,
         Cv.avg_pool: same_op, Cv.avg_pool_grad: same_op}
