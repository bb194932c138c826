"""VJPs of the elementwise ops."""
from __future__ import annotations

import math

from kina.ops import elementwise as E


def add_vjp(b, bind, g):
    return [g, g]


def sub_vjp(b, bind, g):
    return [g, b.op(E.neg, g)]


def mul_vjp(b, bind, g):
    x, y = bind.args
    return [b.op(E.mul, g, y), b.op(E.mul, g, x)]


def div_vjp(b, bind, g):
    x, y = bind.args
    gx = b.op(E.div, g, y)
    # -g*x/y², kept literal to the table
    return [gx, b.op(E.neg, b.op(E.div, b.op(E.mul, g, x), b.op(E.mul, y, y)))]


def neg_vjp(b, bind, g):
    return [b.op(E.neg, g)]


def exp_vjp(b, bind, g):
    return [b.op(E.mul, g, bind.names[0])]


def log_vjp(b, bind, g):
    return [b.op(E.div, g, bind.args[0])]


def sqrt_vjp(b, bind, g):
    y = bind.names[0]
    return [b.op(E.div, g, b.op(E.mul, b.const(2.0, b.type(y)), y))]


def tanh_vjp(b, bind, g):
    y = bind.names[0]
    return [b.op(E.mul, g, b.op(E.sub, b.const(1.0, b.type(y)), b.op(E.mul, y, y)))]


def pow_vjp(b, bind, g):
    x, y = bind.args
    t = b.type(x)
    gx = b.op(E.mul, g, b.op(E.mul, y, b.op(E.pow_, x, b.op(E.sub, y, b.const(1.0, t)))))
    gy = b.op(E.mul, g, b.op(E.mul, b.op(E.log, x), bind.names[0]))
    return [gx, gy]


def maximum_vjp(b, bind, g):
    x, y = bind.args
    mask = b.op(E.ge_mask, x, y)  # ties go to x
    gx = b.op(E.mul, g, mask)
    return [gx, b.op(E.sub, g, gx)]


def minimum_vjp(b, bind, g):
    x, y = bind.args
    mask = b.op(E.ge_mask, y, x)  # x <= y: ties go to x
    gx = b.op(E.mul, g, mask)
    return [gx, b.op(E.sub, g, gx)]


def sin_vjp(b, bind, g):
    return [b.op(E.mul, g, b.op(E.cos, bind.args[0]))]


def cos_vjp(b, bind, g):
    return [b.op(E.neg, b.op(E.mul, g, b.op(E.sin, bind.args[0])))]


def erf_vjp(b, bind, g):
    x = bind.args[0]
    t = b.type(x)
    bell = b.op(E.exp, b.op(E.neg, b.op(E.mul, x, x)))
    return [b.op(E.mul, g, b.op(E.mul, b.const(2.0 / math.sqrt(math.pi), t), bell))]


def sigmoid_vjp(b, bind, g):
    y = bind.names[0]
    return [b.op(E.mul, g, b.op(E.mul, y, b.op(E.sub, b.const(1.0, b.type(y)), y)))]


def rsqrt_vjp(b, bind, g):
    y = bind.names[0]
    cube = b.op(E.mul, y, b.op(E.mul, y, y))
    return [b.op(E.mul, g, b.op(E.mul, b.const(-0.5, b.type(y)), cube))]


def log1p_vjp(b, bind, g):
    x = bind.args[0]
    return [b.op(E.div, g, b.op(E.add, b.const(1.0, b.type(x)), x))]


def abs_vjp(b, bind, g):
    return [b.op(E.mul, g, b.op(E.sign, bind.args[0]))]  # 0 at 0, as JAX


def sign_vjp(b, bind, g):
    return [None]  # zero almost everywhere


def ge_mask_vjp(b, bind, g):
    return [None, None]


def cast_vjp(b, bind, g):
    src = b.type(bind.args[0])
    if src.is_float and b.type(bind.names[0]).is_float:
        return [b.op(E.cast, g, dtype=src.dtype)]
    return [None]


def to_vjp(b, bind, g):
    return [b.op(E.to, g, placement=b.type(bind.args[0]).placement)]


RULES = {E.add: add_vjp, E.sub: sub_vjp, E.mul: mul_vjp, E.div: div_vjp, E.neg: neg_vjp, E.exp: exp_vjp,
         E.log: log_vjp, E.sqrt: sqrt_vjp, E.tanh: tanh_vjp, E.pow_: pow_vjp, E.maximum: maximum_vjp,
         E.ge_mask: ge_mask_vjp, E.cast: cast_vjp, E.to: to_vjp, E.minimum: minimum_vjp, E.sin: sin_vjp,
         E.cos: cos_vjp, E.erf: erf_vjp, E.sigmoid: sigmoid_vjp, E.rsqrt: rsqrt_vjp, E.log1p: log1p_vjp,
         E.abs_: abs_vjp, E.sign: sign_vjp}
