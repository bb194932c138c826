"""The f32 log, tanh and erf of kina_mlir.emit.mlirgen (arith-op approximations, not libm) against NumPy
(float64) over the whole float range, including ±inf, NaN, ±0, -1e9 and subnormals:
log: |err| <= 2e-7·|log x| + 6e-8; tanh: |err| <= 3e-7·|tanh x|; erf: |err| <= 5e-7·|erf x| (the bounds stated
in mlirgen)."""
from __future__ import annotations

import numpy as np

import kina


def _grid(lo, hi):
    rng = np.random.default_rng(12)
    dense = np.linspace(lo, hi, 200_001, dtype=np.float32)
    near0 = np.linspace(-1e-3, 1e-3, 20_001, dtype=np.float32)
    near1 = np.linspace(0.999, 1.001, 20_001, dtype=np.float32)
    bits = rng.integers(0, 2**32, 200_000, dtype=np.uint64).astype(np.uint32).view(np.float32)  # every exponent
    sub = (rng.integers(1, 2**23, 20_000, dtype=np.uint64).astype(np.uint32)).view(np.float32)  # subnormals
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1e9, 1e9, 1.0, -1.0, 0.625, -0.625, 0.62499994, 9.0, 44.5,
                        1e-45, -1e-45, 1.1754942e-38, 1.17549435e-38, 3.4028235e38, -3.4028235e38, 0.70710677, 1.4142135],
                       np.float32)
    return np.concatenate([dense, near0, near1, bits, sub, -sub, special])


def _run(method, x):
    src = f"fn @main(x: tensor<F32, [{x.size}], @host>) -> tensor<F32, [{x.size}], @host> {{ x.{method}() }}"
    return kina.compile_source(src, path=f"{method}.kina", backend="native").main(x)


def test_logf_matches_numpy_over_the_whole_float_range():
    x = _grid(-10, 100)
    got = _run("log", x)
    with np.errstate(divide="ignore", invalid="ignore"):
        want = np.log(x.astype(np.float64))
    nan = np.isnan(want)
    assert np.isnan(got[nan]).all(), x[nan][~np.isnan(got[nan])][:5]  # x < 0 (incl. -inf, -1e9), NaN
    assert not np.isnan(got[~nan]).any()
    inf = np.isinf(want)
    assert (got[inf] == want[inf]).all()  # log(±0) = -inf, log(inf) = inf
    fin = ~nan & ~inf
    err = np.abs(got[fin] - want[fin])
    bound = 2e-7 * np.abs(want[fin]) + 6e-8
    assert (err <= bound).all(), (x[fin][np.argmax(err - bound)], err.max())
    assert got[x == np.float32(-1e9)].tolist() != [] and np.isnan(got[x == np.float32(-1e9)]).all()


def test_tanhf_matches_numpy_over_the_whole_float_range():
    x = _grid(-12, 12)
    got = _run("tanh", x)
    with np.errstate(invalid="ignore"):  # signalling NaNs among the random bit patterns
        want = np.tanh(x.astype(np.float64))
    nan = np.isnan(x)
    assert np.isnan(got[nan]).all() and not np.isnan(got[~nan]).any()
    err = np.abs(got[~nan] - want[~nan])
    bound = 3e-7 * np.abs(want[~nan])
    assert (err <= bound).all(), (x[~nan][np.argmax(err - bound)], (err / np.maximum(np.abs(want[~nan]), 1e-300)).max())
    assert got[x == np.inf].tolist() == [1.0] and got[x == -np.inf].tolist() == [-1.0]
    assert got[x == np.float32(-1e9)].tolist() == [-1.0] and got[x == np.float32(1e9)].tolist() == [1.0]
    assert np.signbit(got[(x == 0) & np.signbit(x)]).all()  # tanh(-0) = -0


def test_log_softmax_with_masked_logits():
    src = "fn @main(x: tensor<F32, [2, 4], @host>) -> tensor<F32, [2, 4], @host> { x.log_softmax(axis=1) }"
    x = np.array([[0.5, -1e9, 2.0, -1e9], [-1e9, -1e9, -1e9, 3.0]], np.float32)
    got = kina.compile_source(src, path="lsm.kina", backend="native").main(x)
    x64 = x.astype(np.float64)
    z = x64 - x64.max(1, keepdims=True)
    np.testing.assert_allclose(got, z - np.log(np.exp(z).sum(1, keepdims=True)), rtol=1e-6, atol=1e-6)


def test_erff_matches_scipy_over_the_whole_float_range():
    """Against math.erf in float64 (an independent oracle: libm's double erf, element by element)."""
    import math

    x = _grid(-6, 6)
    got = _run("erf", x)
    nan = np.isnan(x)
    want = np.array([math.erf(v) for v in x[~nan].astype(np.float64)])
    assert np.isnan(got[nan]).all() and not np.isnan(got[~nan]).any()
    normal = np.abs(x[~nan]) >= 1.17549435e-38
    err = np.abs(got[~nan] - want)[normal]
    bound = 5e-7 * np.abs(want[normal])
    assert (err <= bound).all(), (x[~nan][normal][np.argmax(err - bound)], (err / np.abs(want[normal])).max())
    assert got[x == np.inf].tolist() == [1.0] and got[x == -np.inf].tolist() == [-1.0]
    assert got[x == np.float32(1e9)].tolist() == [1.0] and got[x == np.float32(-1e9)].tolist() == [-1.0]
    assert (np.abs(got[~nan]) <= 1.0).all()
    assert np.signbit(got[(x == 0) & np.signbit(x)]).all()  # erf(-0) = -0
