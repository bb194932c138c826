"""Elementwise ops: arithmetic, transcendental, maximum, cast, placement moves."""
from __future__ import annotations

from .registry import Attr, Op, need_float, need_numeric, same_type


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
ge_mask = Op("ge_mask", 2, infer_maximum, surface="ge_mask", literal_operands=frozenset({1}),
             doc="1 where x >= y else 0, in x's dtype (AD-internal, used by maximum's VJP)")


def infer_cast(types, attrs):
    return types[0].with_(dtype=attrs["dtype"])


cast = Op("cast", 1, infer_cast, surface="cast", attrs=(Attr("dtype", "dtype"),))


def infer_to(types, attrs):
    return types[0].with_(placement=attrs["placement"])


to = Op("to", 1, infer_to, surface="to", attrs=(Attr("placement", "placement"),))

OPS = (add, sub, mul, div, neg, exp, log, sqrt, tanh, pow_, maximum, ge_mask, cast, to)
