"""JVPs of the elementwise ops (the derivatives of kina_ad/vjp/elementwise.py, applied forward)."""
from __future__ import annotations

import math

from kina.ops import elementwise as E

from .common import plus, same_op


def _scaled(b, t, factor):
    return None if t is None else b.op(E.mul, t, factor)


def add_jvp(b, bind, ts):
    return [plus(b, *ts)]


def sub_jvp(b, bind, ts):
    tx, ty = ts
    if ty is None:
        return [tx]
    return [b.op(E.neg, ty) if tx is None else b.op(E.sub, tx, ty)]


def mul_jvp(b, bind, ts):
    x, y = bind.args
    return [plus(b, _scaled(b, ts[0], y), _scaled(b, ts[1], x))]


def div_jvp(b, bind, ts):
    x, y = bind.args
    tx, ty = ts
    dx = None if tx is None else b.op(E.div, tx, y)
    dy = None if ty is None else b.op(E.neg, b.op(E.div, b.op(E.mul, ty, bind.names[0]), y))  # -ty·(x/y)/y
    return [plus(b, dx, dy)]


def neg_jvp(b, bind, ts):
    return [b.op(E.neg, ts[0])]


def exp_jvp(b, bind, ts):
    return [b.op(E.mul, ts[0], bind.names[0])]


def log_jvp(b, bind, ts):
    return [b.op(E.div, ts[0], bind.args[0])]


def sqrt_jvp(b, bind, ts):
    y = bind.names[0]
    return [b.op(E.div, ts[0], b.op(E.mul, b.const(2.0, b.type(y)), y))]


def tanh_jvp(b, bind, ts):
    y = bind.names[0]
    return [b.op(E.mul, ts[0], b.op(E.sub, b.const(1.0, b.type(y)), b.op(E.mul, y, y)))]


def pow_jvp(b, bind, ts):
    x, y = bind.args
    tx, ty = ts
    dx = dy = None
    if tx is not None:
        dx = b.op(E.mul, tx, b.op(E.mul, y, b.op(E.pow_, x, b.op(E.sub, y, b.const(1.0, b.type(x))))))
    if ty is not None:
        dy = b.op(E.mul, ty, b.op(E.mul, b.op(E.log, x), bind.names[0]))
    return [plus(b, dx, dy)]


def _choose(b, mask, tx, ty):
    """tx where mask is 1, ty where it is 0 (either may be a zero tangent)."""
    if ty is None:
        return b.op(E.mul, tx, mask)
    if tx is None:
        return b.op(E.sub, ty, b.op(E.mul, ty, mask))
    return b.op(E.add, ty, b.op(E.mul, b.op(E.sub, tx, ty), mask))


def maximum_jvp(b, bind, ts):
    x, y = bind.args
    return [_choose(b, b.op(E.ge_mask, x, y), *ts)]  # ties go to x, as the VJP


def minimum_jvp(b, bind, ts):
    x, y = bind.args
    return [_choose(b, b.op(E.ge_mask, y, x), *ts)]


def sin_jvp(b, bind, ts):
    return [b.op(E.mul, ts[0], b.op(E.cos, bind.args[0]))]


def cos_jvp(b, bind, ts):
    return [b.op(E.neg, b.op(E.mul, ts[0], b.op(E.sin, bind.args[0])))]


def erf_jvp(b, bind, ts):
    x = bind.args[0]
    bell = b.op(E.exp, b.op(E.neg, b.op(E.mul, x, x)))
    return [b.op(E.mul, ts[0], b.op(E.mul, b.const(2.0 / math.sqrt(math.pi), b.type(x)), bell))]


def sigmoid_jvp(b, bind, ts):
    y = bind.names[0]
    return [b.op(E.mul, ts[0], b.op(E.mul, y, b.op(E.sub, b.const(1.0, b.type(y)), y)))]


def rsqrt_jvp(b, bind, ts):
    y = bind.names[0]
    cube = b.op(E.mul, y, b.op(E.mul, y, y))
    return [b.op(E.mul, ts[0], b.op(E.mul, b.const(-0.5, b.type(y)), cube))]


def log1p_jvp(b, bind, ts):
    x = bind.args[0]
    return [b.op(E.div, ts[0], b.op(E.add, b.const(1.0, b.type(x)), x))]


def abs_jvp(b, bind, ts):
    return [b.op(E.mul, ts[0], b.op(E.sign, bind.args[0]))]  # 0 at 0, as the VJP and JAX


def piecewise_constant_jvp(b, bind, ts):
    return [None]  # sign, ge_mask: zero almost everywhere


def cast_jvp(b, bind, ts):
    if b.type(bind.args[0]).is_float and b.type(bind.names[0]).is_float:
        return same_op(b, bind, ts)
    return [None]


RULES = {E.add: add_jvp, E.sub: sub_jvp, E.mul: mul_jvp, E.div: div_jvp, E.neg: neg_jvp, E.exp: exp_jvp,
         E.log: log_jvp, E.sqrt: sqrt_jvp, E.tanh: tanh_jvp, E.pow_: pow_jvp, E.maximum: maximum_jvp,
         E.ge_mask: piecewise_constant_jvp, E.cast: cast_jvp, E.to: same_op, E.minimum: minimum_jvp, E.sin: sin_jvp,
         E.cos: cos_jvp, E.erf: erf_jvp, E.sigmoid: sigmoid_jvp, E.rsqrt: rsqrt_jvp, E.log1p: log1p_jvp,
         E.abs_: abs_jvp, E.sign: piecewise_constant_jvp}
