"""Issue 24, class 2: the two backends agree bit for bit on the sign of zero (and on NaN and the
infinities) for every elementwise float op and the reductions, over a table of special values.
maximum/minimum are IEEE 754-2019's (docs/language.md, "Ties and signed zeros"): NaN propagates
and -0 < +0, as jnp.maximum; np.maximum alone returns its second argument on a tie."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

import kina

SPECIAL = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-30, -1e-30, 3e38, -3e38]
UNARY = ["exp", "log", "sqrt", "tanh", "sin", "cos", "erf", "rsqrt", "sigmoid", "log1p", "abs", "sign"]
BINARY = ["maximum", "minimum", "add", "sub", "mul", "div", "pow"]
INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/"}


def T(dt, n):
    return f"tensor<{dt}, [{n}], @host>"


def expr(name: str, x: str, y: str) -> str:
    if name in INFIX:
        return f"{x} {INFIX[name]} {y}"
    return f"{x}.{name}({y})"


def same_bits(native, numpy, label):
    """Equal values with the same sign (zeros included), NaN where NaN; transcendental results
    within 4 ulp elsewhere (the native F32 approximations are not libm's)."""
    native, numpy = np.asarray(native), np.asarray(numpy)
    nan = np.isnan(numpy)
    assert np.array_equal(np.isnan(native), nan), f"{label}: NaN where NaN"
    ok = ~nan
    a, b = native[ok], numpy[ok]
    assert np.array_equal(np.signbit(a), np.signbit(b)), f"{label}: signs {a} vs {b}"
    assert np.array_equal(a[b == 0], b[b == 0]) and np.array_equal(np.isinf(a), np.isinf(b)), f"{label}: {a} vs {b}"
    fin = np.isfinite(b) & (b != 0)
    np.testing.assert_allclose(a[fin], b[fin], rtol=4 * np.finfo(a.dtype).eps, err_msg=label)


@pytest.mark.parametrize("dt", ["F32", "F64"])
def test_unary_and_binary_ops_on_special_values_agree_across_backends(dt):
    npd = np.float32 if dt == "F32" else np.float64
    x1 = np.array(SPECIAL, npd)
    pairs = np.array(list(itertools.product(SPECIAL, SPECIAL)), npd)
    xs, ys = np.ascontiguousarray(pairs[:, 0]), np.ascontiguousarray(pairs[:, 1])
    n, m = x1.size, xs.size
    outs = [T(dt, n)] * len(UNARY) + [T(dt, m)] * len(BINARY)
    body = ", ".join([f"u.{name}()" for name in UNARY] + [expr(b, "a", "b") for b in BINARY])
    src = f"fn @main(u: {T(dt, n)}, a: {T(dt, m)}, b: {T(dt, m)}) -> ({', '.join(outs)}) {{\n  ({body})\n}}\n"
    with np.errstate(all="ignore"):
        got = {be: kina.compile_source(src, path="zeros.kina", backend=be).main(x1, xs, ys) for be in ("native", "numpy")}
    for i, name in enumerate(UNARY + BINARY):
        same_bits(got["native"][i], got["numpy"][i], f"{dt} {name}")


def test_maximum_and_minimum_of_zeros_follow_ieee_on_both_backends():
    x = np.array([0.0, -0.0, -0.0, 0.0, np.nan, 1.0], np.float32)
    y = np.array([-0.0, 0.0, -0.0, 0.0, 1.0, np.nan], np.float32)
    src = f"fn @main(x: {T('F32', 6)}, y: {T('F32', 6)}) -> ({T('F32', 6)}, {T('F32', 6)}) {{ (x.maximum(y), x.minimum(y)) }}\n"
    for be in ("native", "numpy"):
        mx, mn = kina.compile_source(src, path="mm.kina", backend=be).main(x, y)
        np.testing.assert_array_equal(np.signbit(mx[:4]), [False, False, True, False], err_msg=be)
        np.testing.assert_array_equal(np.signbit(mn[:4]), [True, True, True, False], err_msg=be)
        assert np.isnan(mx[4:]).all() and np.isnan(mn[4:]).all(), be


@pytest.mark.parametrize("rows", [[0.0, -0.0], [-0.0, 0.0], [-0.0, -0.0], [0.0, 0.0]])
def test_reductions_of_zeros_agree_across_backends(rows):
    x = np.array([rows] * 3, np.float32)
    S = T("F32", 3)
    src = f"""fn @main(x: tensor<F32, [3, 2], @host>) -> ({S}, {S}, {S}, {S}, tensor<F32, [], @host>) {{
  (x.reduce_max(axes=[1]), x.reduce_min(axes=[1]), x.reduce_sum(axes=[1]), x.reduce_mean(axes=[1]), x.reduce_sum(axes=[0, 1]))
}}
"""
    got = {be: kina.compile_source(src, path="rz.kina", backend=be).main(x) for be in ("native", "numpy")}
    for i, name in enumerate(["reduce_max", "reduce_min", "reduce_sum", "reduce_mean", "reduce_sum all"]):
        same_bits(got["native"][i], got["numpy"][i], f"{name} of {rows}")
    # IEEE: max of zeros is -0 only when all are; min -0 when any is; sum -0 only when all are
    assert np.signbit(got["native"][0][0]) == all(np.signbit(rows))
    assert np.signbit(got["native"][1][0]) == any(np.signbit(rows))
    assert np.signbit(got["native"][2][0]) == all(np.signbit(rows))
