"""Elementwise ops: arithmetic, transcendental, maximum/minimum, integer division,
cast, placement moves, stop_gradient."""
from __future__ import annotations

from .registry import Attr, Op, OpTypeError, need_float, need_numeric, same_type


def infer_arith(symbol: str, float_only: bool = False):
    def infer_binary(types, attrs):
        t = same_type(types, f"operands of `{symbol}`")
        need_float(t, symbol) if float_only else need_numeric(t, symbol)
        return t
    return infer_binary


BOTH_LITERAL = frozenset({0, 1})
add = Op("add", 2, infer_arith("+"), literal_operands=BOTH_LITERAL)
sub = Op("sub", 2, infer_arith("-"), literal_operands=BOTH_LITERAL)
mul = Op("mul", 2, infer_arith("*"), literal_operands=BOTH_LITERAL)
div = Op("div", 2, infer_arith("/", float_only=True), literal_operands=BOTH_LITERAL)


def infer_neg(types, attrs):
    need_numeric(types[0], "-")
    return types[0]


neg = Op("neg", 1, infer_neg, surface="neg")


def infer_float_unary(name: str):
    def infer_unary(types, attrs):
        need_float(types[0], name)
        return types[0]
    return infer_unary


exp = Op("exp", 1, infer_float_unary("exp"), surface="exp")
sin = Op("sin", 1, infer_float_unary("sin"), surface="sin")
cos = Op("cos", 1, infer_float_unary("cos"), surface="cos")
erf = Op("erf", 1, infer_float_unary("erf"), surface="erf")
sigmoid = Op("sigmoid", 1, infer_float_unary("sigmoid"), surface="sigmoid")
rsqrt = Op("rsqrt", 1, infer_float_unary("rsqrt"), surface="rsqrt")
log1p = Op("log1p", 1, infer_float_unary("log1p"), surface="log1p")
abs_ = Op("abs", 1, infer_neg, surface="abs")
sign = Op("sign", 1, infer_neg, surface="sign", doc="-1, 0 or 1 in the operand's dtype (NaN stays NaN)")
log = Op("log", 1, infer_float_unary("log"), surface="log")
sqrt = Op("sqrt", 1, infer_float_unary("sqrt"), surface="sqrt")
tanh = Op("tanh", 1, infer_float_unary("tanh"), surface="tanh")


def infer_pow(types, attrs):
    t = same_type(types, "operands of `pow`")
    need_float(t, "pow")
    return t


pow_ = Op("pow", 2, infer_pow, surface="pow", literal_operands=frozenset({1}))


def infer_maximum(types, attrs):
    t = same_type(types, "operands of `maximum`")
    need_numeric(t, "maximum")
    return t


maximum = Op("maximum", 2, infer_maximum, surface="maximum", literal_operands=frozenset({1}))
minimum = Op("minimum", 2, infer_maximum, surface="minimum", literal_operands=frozenset({1}))
ge_mask = Op("ge_mask", 2, infer_maximum, surface="ge_mask", literal_operands=frozenset({1}),
             doc="1 where x >= y else 0, in x's dtype (AD-internal, used by maximum's VJP)")


def infer_int_division(name: str):
    def infer_division(types, attrs):
        t = same_type(types, f"operands of `{name}`")
        if t.dtype not in ("I32", "I64"):
            raise OpTypeError(f"`{name}` needs integer tensors (I32 or I64), got {t}", 0,
                              "for floats use `/` (and `.cast` back if you need an integer)")
        return t
    return infer_division


# Floor division and modulo with the divisor's sign (NumPy's // and %). A zero divisor is a
# runtime error (in-program check, like an index); INT_MIN.floor_div(-1) wraps to INT_MIN, mod gives 0.
floor_div = Op("floor_div", 2, infer_int_division("floor_div"), surface="floor_div",
               literal_operands=frozenset({1}), nonzero_operands=frozenset({1}))
mod = Op("mod", 2, infer_int_division("mod"), surface="mod", literal_operands=frozenset({1}), nonzero_operands=frozenset({1}))


def infer_cast(types, attrs):
    return types[0].with_(dtype=attrs["dtype"])


cast = Op("cast", 1, infer_cast, surface="cast", attrs=(Attr("dtype", "dtype"),))


def infer_to(types, attrs):
    return types[0].with_(placement=attrs["placement"])


to = Op("to", 1, infer_to, surface="to", attrs=(Attr("placement", "placement"),))

def infer_identity(types, attrs):
    return types[0]


stop_gradient = Op("stop_gradient", 1, infer_identity, surface="stop_gradient", discrete=True,
                   doc="the operand's value; no cotangent flows through it")

OPS = (add, sub, mul, div, neg, exp, log, sqrt, tanh, pow_, maximum, ge_mask, cast, to,
       sin, cos, erf, sigmoid, rsqrt, log1p, abs_, sign, minimum, floor_div, mod, stop_gradient)
