"""A third-party op, `x.softplus()` = log(1 + exp(x)), with all five of its rules.

Each rule goes to the package that owns its table: typing to the frontend
(`register_ops`), the VJP and the JVP to kina-ad, the lowering to kina-mlir, the NumPy
semantics to the reference backend. kina-mlir's text helpers are imported when
it is installed; without it nothing lowers, the lowering is never called, and the
rest of the plugin works all the same."""
from __future__ import annotations

import numpy as np

from kina.ops.elementwise import add, div, exp, neg
from kina.ops.registry import Op, need_float

try:
    from kina_mlir.emit.mlirgen import SCALAR, elementwise
except ModuleNotFoundError as e:  # kina-mlir not installed (anything else missing is an error)
    if e.name != "kina_mlir":
        raise


def infer_softplus(types, attrs):
    need_float(types[0], "softplus")
    return types[0]


softplus = Op("softplus", 1, infer_softplus, surface="softplus", doc="log(1 + exp(x)), computed stably")


def softplus_vjp(b, bind, g):
    # d/dx softplus(x) = sigmoid(x) = 1 / (1 + exp(-x)); exp(-x) = inf gives 0, as it should
    x = bind.args[0]
    one = b.const(1.0, b.type(x))
    return [b.op(div, g, b.op(add, one, b.op(exp, b.op(neg, x))))]


def softplus_jvp(b, bind, tangents):
    # the tangent times the same derivative, sigmoid(x) (forwardMode, §C4)
    x = bind.args[0]
    one = b.const(1.0, b.type(x))
    return [b.op(div, tangents[0], b.op(add, one, b.op(exp, b.op(neg, x))))]


def softplus_numpy(xs, attrs, out):
    return np.logaddexp(0.0, xs[0]).astype(out.numpy_dtype)


def lower_softplus(e, bind):
    t = e.ty(bind.names[0])
    sc = SCALAR[t.dtype]

    def body(r, a):
        # max(x, 0) + log1p(exp(-|x|)): never overflows
        x = a[0]
        absx = r(f"math.absf {x} : {sc}")
        tail = r(f"math.exp {r(f'arith.negf {absx} : {sc}')} : {sc}")
        # log1p(tail) by Kahan's trick, u = 1 + tail: log(u) * tail / (u - 1), or tail when u == 1;
        # plain log(1 + tail) loses tail's low bits (math.log1p lowers to exactly that)
        one = r.const(1.0, t.dtype)
        u = r(f"arith.addf {one}, {tail} : {sc}")
        logu = r(f"math.log {u} : {sc}")
        scaled = r(f"arith.divf {r(f'arith.mulf {logu}, {tail} : {sc}')}, {r(f'arith.subf {u}, {one} : {sc}')} : {sc}")
        log1p = r(f"arith.select {r(f'arith.cmpf oeq, {u}, {one} : {sc}')}, {tail}, {scaled} : {sc}")
        relu = r(f"arith.maximumf {x}, {r.const(0.0, t.dtype)} : {sc}")
        return r(f"arith.addf {relu}, {log1p} : {sc}")
    e.define(bind.names[0], elementwise(e, t, [(e.v(bind.args[0]), e.ty(bind.args[0]))], body))
