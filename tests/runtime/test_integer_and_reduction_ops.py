"""Phase 2 ops (docs/spec.md §P3) beyond the per-op VJP/differential tables of op_programs.py:
integer floor division and modulo against NumPy (signs, INT_MIN / -1, division by zero
as a runtime error on every backend), reduce_min's tie rule, reduce_prod's exact
gradient with zeros, stop_gradient, comparisons with NaN, log1p on tiny values."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from kina.hostio import KinaRuntimeError

BACKENDS = ["numpy", "native", "jit"]


def intdiv(dt: str, n: int) -> str:
    t = f"tensor<{dt}, [{n}], @host>"
    return f"""fn @main(a: {t}, b: {t}) -> ({t}, {t}, {t}) {{
  (a.floor_div(b), a.mod(b), a.floor_div(3) + a.mod(-3))
}}
"""


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["I32", "I64"])
def test_floor_div_and_mod_follow_numpy(backend, dt):
    npdt = np.int32 if dt == "I32" else np.int64
    info = np.iinfo(npdt)
    rng = np.random.default_rng(5)
    a = np.concatenate([rng.integers(-50, 50, 40), [info.min, info.min, info.max, info.min, 0, 7, -7, 7, -7]]).astype(npdt)
    b = np.concatenate([rng.integers(1, 9, 40) * rng.choice([-1, 1], 40), [-1, 1, -1, 2, -5, 2, 2, -2, -2]]).astype(npdt)
    prog = kina.compile_source(intdiv(dt, a.size), path="div.kina", backend=backend)
    q, m, lit = prog.main(a, b)
    with np.errstate(all="ignore"):
        want_q = np.where(b == -1, -a, a // np.where(b == -1, 1, b)).astype(npdt)
    np.testing.assert_array_equal(q, want_q)
    np.testing.assert_array_equal(m, np.where(b == -1, 0, a % np.where(b == -1, 1, b)))
    np.testing.assert_array_equal(lit, (a // 3 + a % -3).astype(npdt))
    # the spec's edge: INT_MIN.floor_div(-1) wraps to INT_MIN, mod gives 0
    assert q[40] == info.min and m[40] == 0
    assert np.all(np.sign(m[m != 0]) == np.sign(b[m != 0]))  # the divisor's sign


@pytest.mark.parametrize("backend", BACKENDS)
def test_division_by_zero_is_a_runtime_error_naming_the_line(backend):
    prog = kina.compile_source(intdiv("I64", 3), path="div.kina", backend=backend)
    a = np.array([4, 5, 6], np.int64)
    with pytest.raises(KinaRuntimeError, match=r"`floor_div` at div\.kina:2:\d+: integer division by zero"):
        prog.main(a, np.array([1, 0, 2], np.int64))
    np.testing.assert_array_equal(prog.main(a, np.array([1, 2, 2], np.int64))[0], [4, 2, 3])  # still usable


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_zero_literal_divisor_is_a_runtime_error(backend):
    src = "fn @main(a: tensor<I32, [2], @host>) -> tensor<I32, [2], @host> {\n  a.mod(0)\n}\n"
    with pytest.raises(KinaRuntimeError, match=r"`mod` at zero\.kina:2:\d+: integer division by zero"):
        kina.compile_source(src, path="zero.kina", backend=backend).main(np.array([1, 2], np.int32))


def _grad(src, backend, *args):
    return kina.compile_source(src, path="g.kina", backend=backend).main(*args)


REDUCE = """let f = fn(x: tensor<F32, [2, 4], @host>) -> tensor<F32, [2], @host> {{ x.{op}(axes=[1]) }} in
fn @main(x: tensor<F32, [2, 4], @host>) -> (tensor<F32, [2], @host>, tensor<F32, [2, 4], @host>) {{
  handle f(x) with reverseMode
}}
"""


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_reduce_min_ties_send_the_cotangent_to_the_first_argmin(backend):
    x = np.array([[3, 1, 1, 2], [0, 5, -2, -2]], np.float32)
    y, g = _grad(REDUCE.format(op="reduce_min"), backend, x)
    np.testing.assert_array_equal(y, [1, -2])
    np.testing.assert_array_equal(g, [[0, 1, 0, 0], [0, 0, 1, 0]])


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_reduce_prod_gradient_is_exact_with_zeros(backend):
    x = np.array([[2, 0, 3, 4], [0, 5, 0, 1]], np.float32)
    y, g = _grad(REDUCE.format(op="reduce_prod"), backend, x)
    np.testing.assert_array_equal(y, [0, 0])
    # one zero: only its own entry sees the product of the others; two zeros: all vanish
    np.testing.assert_array_equal(g, [[0, 24, 0, 0], [0, 0, 0, 0]])


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_stop_gradient_blocks_the_cotangent(backend):
    src = """let f = fn(x: tensor<F32, [3], @host>) -> tensor<F32, [3], @host> { x * x.stop_gradient() + x.exp().stop_gradient() } in
fn @main(x: tensor<F32, [3], @host>) -> (tensor<F32, [3], @host>, tensor<F32, [3], @host>) { handle f(x) with reverseMode }
"""
    x = np.array([0.5, -1.0, 2.0], np.float32)
    y, g = _grad(src, backend, x)
    np.testing.assert_allclose(y, x * x + np.exp(x), rtol=1e-6)
    np.testing.assert_array_equal(g, x)  # d/dx of x * sg(x) is sg(x); the exp term gives nothing


CMP = """fn @main(x: tensor<F32, [5], @host>, y: tensor<F32, [5], @host>) -> (tensor<Bool, [5], @host>, tensor<Bool, [5], @host>,
    tensor<Bool, [5], @host>, tensor<Bool, [5], @host>, tensor<Bool, [5], @host>, tensor<Bool, [5], @host>, tensor<F32, [5], @host>) {
  (x < y, x <= y, x > y, x >= y, x == y, x != y, x.log1p())
}
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_comparisons_with_nan_and_log1p_on_tiny_values_match_numpy(backend):
    x = np.array([1.0, np.nan, 2.0, 1e-10, -0.0], np.float32)
    y = np.array([1.0, np.nan, 1.0, 3.0, 0.0], np.float32)
    got = kina.compile_source(CMP, path="cmp.kina", backend=backend).main(x, y)
    for r, want in zip(got, (x < y, x <= y, x > y, x >= y, x == y, x != y)):
        np.testing.assert_array_equal(r, want)
    np.testing.assert_allclose(got[6], np.log1p(x), rtol=1e-6, equal_nan=True)


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_integer_abs_sign_minimum_and_creation_ops(backend):
    src = """fn @main(a: tensor<I32, [4], @host>, ids: tensor<I64, [3], @host>) -> (tensor<I32, [4], @host>, tensor<I32, [4], @host>,
    tensor<I32, [4], @host>, tensor<I32, [2, 3], @host>, tensor<F64, [2], @host>, tensor<I32, [3, 4], @host>, tensor<I64, [4], @host>) {
  (a.abs(), a.sign(), a.minimum(2), iota(shape=[2, 3], axis=0, dtype=I32), full(shape=[2], value=-2.5, dtype=F64),
   ids.one_hot(depth=4, dtype=I32), a.cast(I64).concat(ids, axis=0).slice(start=[1], size=[4], stride=[1]).reduce_min(axes=[0], keepdims=true).broadcast([4]))
}
"""
    a = np.array([-3, 0, 7, np.iinfo(np.int32).min], np.int32)
    ids = np.array([2, 5, 0], np.int64)
    r = kina.compile_source(src, path="ints.kina", backend=backend).main(a, ids)
    np.testing.assert_array_equal(r[0], np.abs(a))
    np.testing.assert_array_equal(r[1], np.sign(a))
    np.testing.assert_array_equal(r[2], np.minimum(a, 2))
    np.testing.assert_array_equal(r[3], [[0, 0, 0], [1, 1, 1]])
    assert r[4].dtype == np.float64 and list(r[4]) == [-2.5, -2.5]
    np.testing.assert_array_equal(r[5], [[0, 0, 1, 0], [0, 0, 0, 0], [1, 0, 0, 0]])  # id 5 >= depth: a zero row
    np.testing.assert_array_equal(r[6], [np.iinfo(np.int32).min] * 4)
