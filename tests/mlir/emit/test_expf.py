"""The f32 exp of kina_mlir.emit.mlirgen.expf (a polynomial, not libm) against NumPy over the whole
float range: relative error <= 2e-7 where exp(x) is a normal f32, absolute <= 2^-149 below;
exactly 0 / +inf / NaN for -inf, -1e9 / +inf, 1e9 / NaN; softmax with -1e9 masks."""
from __future__ import annotations

import numpy as np

import kina


def _grid():
    rng = np.random.default_rng(11)
    dense = np.linspace(-110, 95, 400_001, dtype=np.float32)
    near0 = np.linspace(-1e-3, 1e-3, 20_001, dtype=np.float32)
    bits = rng.integers(0, 2**32, 200_000, dtype=np.uint64).astype(np.uint32).view(np.float32)  # every exponent
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1e9, 1e9, 88.72283, 88.72284, 88.7229, -87.33654, -87.3366,
                        -103.27893, -103.9720, -104.0, 89.0, 1e-45, -1e-45, 3.4028235e38, -3.4028235e38], np.float32)
    return np.concatenate([dense, near0, bits, special])


def test_expf_matches_numpy_over_the_whole_float_range():
    x = _grid()
    src = f"fn @main(x: tensor<F32, [{x.size}], @host>) -> tensor<F32, [{x.size}], @host> {{ x.exp() }}"
    got = kina.compile_source(src, path="expf.kina", backend="native").main(x)
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        want = np.exp(x.astype(np.float64))
    nan = np.isnan(x)
    assert np.isnan(got[nan]).all()
    g, w, xs = got[~nan].astype(np.float64), want[~nan], x[~nan]
    inf = w > np.finfo(np.float32).max
    assert (g[inf] == np.inf).all(), xs[inf][g[inf] != np.inf][:5]
    fin = ~inf
    normal = fin & (w >= np.finfo(np.float32).tiny)
    rel = np.abs(g[normal] - w[normal]) / w[normal]
    assert rel.max() <= 2e-7, (rel.max(), xs[normal][np.argmax(rel)])
    sub = fin & ~normal
    assert (np.abs(g[sub] - w[sub]) <= 2.0 ** -149).all()
    assert got[x == -np.inf].tolist() == [0.0] and got[x == np.float32(-1e9)].tolist() == [0.0]
    assert got[x == np.inf].tolist() == [np.inf] and got[x == np.float32(1e9)].tolist() == [np.inf]
    assert not (got[~nan] < 0).any()


def test_softmax_with_masked_logits():
    src = "fn @main(x: tensor<F32, [2, 4], @host>) -> tensor<F32, [2, 4], @host> { x.softmax(axis=1) }"
    x = np.array([[0.5, -1e9, 2.0, -1e9], [-1e9, -1e9, -1e9, 3.0]], np.float32)
    got = kina.compile_source(src, path="sm.kina", backend="native").main(x)
    z = np.exp(x - x.max(1, keepdims=True))
    np.testing.assert_allclose(got, z / z.sum(1, keepdims=True), rtol=1e-6, atol=1e-7)
