"""Differential fuzzing: random well-typed programs (and their reverseMode) give the
same numbers on the numpy and native backends."""
from __future__ import annotations

import os

import numpy as np
from hypothesis import HealthCheck, given, settings, strategies as st

import kina

X = "tensor<F32, [2, 3], @host>"
UNARY = ["{0}.tanh()", "{0}.exp().tanh()", "-{0}", "({0} * {0}).sqrt()", "{0}.softmax(axis=1)", "{0}.log_softmax(axis=0)",
         "{0}.reduce_sum(axes=[1], keepdims=true).broadcast([2, 3])", "{0}.reduce_max(axes=[0], keepdims=true).broadcast([2, 3])",
         "{0}.reduce_mean(axes=[0, 1]).broadcast([2, 3])", "{0}.transpose([1, 0]).transpose([1, 0])", "{0}.reshape([3, 2]).reshape([2, 3])",
         "(({0} @ {0}.transpose([1, 0])) @ {0})", "{0}.pow(2.0)", "{0}.cast(F64).cast(F32)", "({0} + 2.0).log()"]
BINARY = ["({0} + {1})", "({0} - {1})", "({0} * {1})", "{0}.maximum({1})", "({0} / ({1} * {1} + 1.0))"]


@st.composite
def expressions(draw, depth=3):
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(["x", "y", "(1.5 * x)", "(0.5 * y)"]))
    if draw(st.booleans()):
        return draw(st.sampled_from(UNARY)).format(draw(expressions(depth - 1)))
    return draw(st.sampled_from(BINARY)).format(draw(expressions(depth - 1)), draw(expressions(depth - 1)))


def source(expr: str) -> str:
    return (f"let f = fn(x: {X}, y: {X}) -> {X} {{ {expr} }} in\n"
            f"fn @main(x: {X}, y: {X}) -> ({X}, {X}, {X}) {{ let (p, gx, gy) = handle f(x, y) with reverseMode in (p, gx, gy) }}\n")


@settings(max_examples=int(os.environ.get("KINA_FUZZ_EXAMPLES", "25")), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(expressions(), st.integers(0, 2**31 - 1))
def test_random_programs_agree_across_backends(expr, seed):
    src = source(expr)
    rng = np.random.default_rng(seed)
    x, y = (rng.uniform(-2, 2, (2, 3)).astype(np.float32) for _ in range(2))
    ref = kina.compile_source(src, path="fuzz.kina", backend="numpy").main(x, y)
    nat = kina.compile_source(src, path="fuzz.kina", backend="native").main(x, y)
    for a, b in zip(ref, nat):
        scale = max(1.0, float(np.nanmax(np.abs(np.where(np.isfinite(a), a, 0)))))
        np.testing.assert_allclose(b, a, rtol=2e-4, atol=2e-5 * scale, equal_nan=True, err_msg=expr)
