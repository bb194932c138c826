"""Elementwise ops: arithmetic, transcendental, maximum, cast, placement moves, splat constants."""
from __future__ import annotations

import numpy as np

from .mlirgen import SCALAR, elementwise, splat
from .registry import Attr, defop, need_float, need_numeric, same_type


def _ew(e, bind, body):
    out = e.ty(bind.names[0])
    e.define(bind.names[0], elementwise(e, out, [(e.v(a), e.ty(a)) for a in bind.args], body))


def _float(dt: str) -> bool:
    return dt in ("F32", "F64")


# const: a splat literal (A5). Produced by the frontend for literals and by AD for seeds/zeros.
def _infer_const(types, attrs):
    return attrs["type"]


const = defop("const", 0, _infer_const, attrs=(Attr("value", "float"), Attr("type", "type")),
              doc="splat constant of `type` filled with `value`")


@const.def_numpy
def _(xs, attrs, out):
    return np.full(out.shape, attrs["value"], dtype=out.numpy_dtype)


@const.def_lower
def _(e, bind):
    e.define(bind.names[0], splat(e, e.ty(bind.names[0]), bind.attrs["value"]))


# Binary arithmetic ------------------------------------------------------------

def _infer_arith(name, float_only=False):
    def infer(types, attrs):
        t = same_type(types, f"operands of `{name}`")
        need_float(t, name) if float_only else need_numeric(t, name)
        return t
    return infer


ARITH = {"add": ("+", "addf", "addi"), "sub": ("-", "subf", "subi"), "mul": ("*", "mulf", "muli"), "div": ("/", "divf", None)}
NUMPY_BIN = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide}


def _make_binary(name):
    sym, fop, iop = ARITH[name]
    op = defop(name, 2, _infer_arith(sym, float_only=iop is None), literal_operands=frozenset({0, 1}))
    op.numpy = lambda xs, attrs, out, f=NUMPY_BIN[name]: f(xs[0], xs[1])

    def lower(e, bind):
        dt = e.ty(bind.names[0]).dtype
        mop = fop if _float(dt) else iop
        _ew(e, bind, lambda r, a: r(f"arith.{mop} {a[0]}, {a[1]} : {SCALAR[dt]}"))
    op.lower = lower
    return op


add, sub, mul, div = (_make_binary(n) for n in ("add", "sub", "mul", "div"))


@add.def_vjp
def _(b, bind, g):
    return [g, g]


@sub.def_vjp
def _(b, bind, g):
    return [g, b.op("neg", g)]


@mul.def_vjp
def _(b, bind, g):
    x, y = bind.args
    return [b.op("mul", g, y), b.op("mul", g, x)]


@div.def_vjp
def _(b, bind, g):
    x, y = bind.args
    gx = b.op("div", g, y)
    # -g*x/y² written as -(gx * out / y)... kept literal to the table: -g*x/y²
    return [gx, b.op("neg", b.op("div", b.op("mul", g, x), b.op("mul", y, y)))]


def _infer_neg(types, attrs):
    need_numeric(types[0], "-")
    return types[0]


neg = defop("neg", 1, _infer_neg, surface="neg")
neg.numpy = lambda xs, attrs, out: np.negative(xs[0])


@neg.def_vjp
def _(b, bind, g):
    return [b.op("neg", g)]


@neg.def_lower
def _(e, bind):
    dt = e.ty(bind.names[0]).dtype
    if _float(dt):
        _ew(e, bind, lambda r, a: r(f"arith.negf {a[0]} : {SCALAR[dt]}"))
    else:
        _ew(e, bind, lambda r, a: r(f"arith.subi {r.const(0, dt)}, {a[0]} : {SCALAR[dt]}"))


# Transcendental ---------------------------------------------------------------

def _infer_float_unary(name):
    def infer(types, attrs):
        need_float(types[0], name)
        return types[0]
    return infer


def _unary(name, npf, mathop):
    op = defop(name, 1, _infer_float_unary(name), surface=name)
    op.numpy = lambda xs, attrs, out: npf(xs[0])
    op.lower = lambda e, bind: _ew(e, bind, lambda r, a: r(f"math.{mathop} {a[0]} : {SCALAR[e.ty(bind.names[0]).dtype]}"))
    return op


exp = _unary("exp", np.exp, "exp")
log = _unary("log", np.log, "log")
sqrt = _unary("sqrt", np.sqrt, "sqrt")
tanh = _unary("tanh", np.tanh, "tanh")


@exp.def_vjp
def _(b, bind, g):
    return [b.op("mul", g, bind.names[0])]


@log.def_vjp
def _(b, bind, g):
    return [b.op("div", g, bind.args[0])]


@sqrt.def_vjp
def _(b, bind, g):
    y = bind.names[0]
    return [b.op("div", g, b.op("mul", b.const(2.0, b.type(y)), y))]


@tanh.def_vjp
def _(b, bind, g):
    y = bind.names[0]
    return [b.op("mul", g, b.op("sub", b.const(1.0, b.type(y)), b.op("mul", y, y)))]


def _infer_pow(types, attrs):
    t = same_type(types, "operands of `pow`")
    need_float(t, "pow")
    return t


pow_ = defop("pow", 2, _infer_pow, surface="pow", literal_operands=frozenset({1}))
pow_.numpy = lambda xs, attrs, out: np.power(xs[0], xs[1])
pow_.lower = lambda e, bind: _ew(e, bind, lambda r, a: r(f"math.powf {a[0]}, {a[1]} : {SCALAR[e.ty(bind.names[0]).dtype]}"))


@pow_.def_vjp
def _(b, bind, g):
    x, y = bind.args
    t = b.type(x)
    gx = b.op("mul", g, b.op("mul", y, b.op("pow", x, b.op("sub", y, b.const(1.0, t)))))
    gy = b.op("mul", g, b.op("mul", b.op("log", x), bind.names[0]))
    return [gx, gy]


# maximum and its mask --------------------------------------------------------

def _infer_max(types, attrs):
    t = same_type(types, "operands of `maximum`")
    need_numeric(t, "maximum")
    return t


maximum = defop("maximum", 2, _infer_max, surface="maximum", literal_operands=frozenset({1}))
maximum.numpy = lambda xs, attrs, out: np.maximum(xs[0], xs[1])


@maximum.def_lower
def _(e, bind):
    dt = e.ty(bind.names[0]).dtype
    mop = "maximumf" if _float(dt) else "maxsi"
    _ew(e, bind, lambda r, a: r(f"arith.{mop} {a[0]}, {a[1]} : {SCALAR[dt]}"))


@maximum.def_vjp
def _(b, bind, g):
    x, y = bind.args
    mask = b.op("ge_mask", x, y)  # ties go to x
    gx = b.op("mul", g, mask)
    return [gx, b.op("sub", g, gx)]


ge_mask = defop("ge_mask", 2, _infer_max, surface="ge_mask", literal_operands=frozenset({1}),
                doc="1 where x >= y else 0, in x's dtype (AD-internal, used by maximum's VJP)")
ge_mask.numpy = lambda xs, attrs, out: (xs[0] >= xs[1]).astype(out.numpy_dtype)


@ge_mask.def_vjp
def _(b, bind, g):
    return [None, None]


@ge_mask.def_lower
def _(e, bind):
    dt = e.ty(bind.names[0]).dtype
    cmp = "arith.cmpf oge" if _float(dt) else "arith.cmpi sge"

    def body(r, a):
        c = r(f"{cmp}, {a[0]}, {a[1]} : {SCALAR[dt]}")
        return r(f"arith.select {c}, {r.const(1, dt)}, {r.const(0, dt)} : {SCALAR[dt]}")
    _ew(e, bind, body)


# cast and placement moves -----------------------------------------------------

def _infer_cast(types, attrs):
    return types[0].with_(dtype=attrs["dtype"])


cast = defop("cast", 1, _infer_cast, surface="cast", attrs=(Attr("dtype", "dtype"),))
cast.numpy = lambda xs, attrs, out: xs[0].astype(out.numpy_dtype)


@cast.def_vjp
def _(b, bind, g):
    src = b.type(bind.args[0])
    if src.is_float and b.type(bind.names[0]).is_float:
        return [b.op("cast", g, dtype=src.dtype)]
    return [None]


def _cast_scalar(r, v, src: str, dst: str) -> str:
    s, d = SCALAR[src], SCALAR[dst]
    if src == dst:
        return v
    if dst == "Bool":
        zero = r.const(0, src)
        return r(f"arith.cmpf une, {v}, {zero} : {s}") if _float(src) else r(f"arith.cmpi ne, {v}, {zero} : {s}")
    if src == "Bool":
        return r(f"arith.uitofp {v} : i1 to {d}") if _float(dst) else r(f"arith.extui {v} : i1 to {d}")
    if _float(src) and _float(dst):
        return r(f"arith.{'extf' if dst == 'F64' else 'truncf'} {v} : {s} to {d}")
    if _float(src):
        return r(f"arith.fptosi {v} : {s} to {d}")
    if _float(dst):
        return r(f"arith.sitofp {v} : {s} to {d}")
    return r(f"arith.{'extsi' if dst == 'I64' else 'trunci'} {v} : {s} to {d}")


@cast.def_lower
def _(e, bind):
    src, dst = e.ty(bind.args[0]).dtype, e.ty(bind.names[0]).dtype
    _ew(e, bind, lambda r, a: _cast_scalar(r, a[0], src, dst))


def _infer_to(types, attrs):
    return types[0].with_(placement=attrs["placement"])


to = defop("to", 1, _infer_to, surface="to", attrs=(Attr("placement", "placement"),))
to.numpy = lambda xs, attrs, out: np.array(xs[0], copy=True)


@to.def_vjp
def _(b, bind, g):
    return [b.op("to", g, placement=b.type(bind.args[0]).placement)]


@to.def_lower
def _(e, bind):
    # No accelerator backend in Phase 1: a move is a copy in host memory (A8).
    _ew(e, bind, lambda r, a: a[0])
