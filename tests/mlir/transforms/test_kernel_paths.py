"""Every kernel path over random shapes (1, primes, sizes no tile divides, and shapes large enough
for packed matmul panels): native == NumPy backend for a loss and its gradients, and the
gradients against central finite differences of the same loss written in float64 NumPy.
Paths: packed / tiled / plain 2-D matmuls and their transposed VJP products, batched matmuls,
tanh / log / exp approximations, log_softmax and softmax along each axis, with -1e9 masks."""
from __future__ import annotations

import numpy as np
import pytest

import kina

# (m, k, n): packed (k, n >= 256), tiled with tm = 1 / tk = 1, plain (n has no divisor 4, k = 1)
SHAPES = [(5, 256, 256), (1, 257, 260), (7, 13, 16), (3, 17, 6), (2, 1, 31), (13, 8, 12)]


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


def _src(m, k, n):
    ps = f"a: {_t(m, k)}, b: {_t(k, n)}, w: {_t(m, n)}"
    return f"""let loss = fn({ps}) -> {_t(1)} {{
  let h = (a @ b).tanh() in
  let l = h.log_softmax(axis=1) * w in
  let s = h.softmax(axis=0) * w in
  let p = ((a * 0.5).exp() + 1.0).log() in
  (l.reduce_sum(axes=[0, 1], keepdims=false) + s.reduce_sum(axes=[0, 1], keepdims=false)
   + p.reduce_sum(axes=[0, 1], keepdims=false)).reshape([1])
}} in
fn @main({ps}) -> ({_t(1)}, {_t(m, k)}, {_t(k, n)}) {{
  let (l, ga, gb, gw) = handle loss(a, b, w) with reverseMode in
  (l, ga, gb)
}}
"""


def _loss64(a, b, w):
    h = np.tanh(a @ b)
    z = h - h.max(1, keepdims=True)
    lsm = z - np.log(np.exp(z).sum(1, keepdims=True))
    e = np.exp(h - h.max(0, keepdims=True))
    sm = e / e.sum(0, keepdims=True)
    return (lsm * w).sum() + (sm * w).sum() + np.log(np.exp(a * 0.5) + 1).sum()


@pytest.mark.parametrize("m,k,n", SHAPES, ids=[f"{m}x{k}x{n}" for m, k, n in SHAPES])
def test_kernels_native_equals_numpy_backend_and_finite_differences(m, k, n):
    rng = np.random.default_rng(m * 1000 + k * 10 + n)
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = (rng.standard_normal((k, n)) / np.sqrt(k)).astype(np.float32)
    w = rng.standard_normal((m, n)).astype(np.float32)
    src = _src(m, k, n)
    nat = kina.compile_source(src, path="paths.kina", backend="native").main(a, b, w)
    ref = kina.compile_source(src, path="paths.kina", backend="numpy").main(a, b, w)
    for got, want, name in zip(nat, ref, ("loss", "da", "db")):
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * np.sqrt(k), err_msg=name)
    a64, b64, w64 = (x.astype(np.float64) for x in (a, b, w))
    np.testing.assert_allclose(nat[0][0], _loss64(a64, b64, w64), rtol=1e-4, atol=1e-4)
    # directional derivatives: central differences in float64 against <grad, v>
    for grad, which in ((nat[1], 0), (nat[2], 1)):
        v = rng.standard_normal(grad.shape)
        h = 1e-4
        args_p, args_m = [a64, b64, w64], [a64, b64, w64]
        args_p[which] = args_p[which] + h * v
        args_m[which] = args_m[which] - h * v
        fd = (_loss64(*args_p) - _loss64(*args_m)) / (2 * h)
        np.testing.assert_allclose(float((grad.astype(np.float64) * v).sum()), fd, rtol=2e-3, atol=1e-3)


BATCHED = [(2, 5, 256, 256), (3, 1, 7, 5), (2, 4, 16, 32)]


@pytest.mark.parametrize("bt,m,k,n", BATCHED, ids=[f"{b}b{m}x{k}x{n}" for b, m, k, n in BATCHED])
def test_batched_softmax_attention_native_equals_numpy_backend(bt, m, k, n):
    """softmax(q @ kᵀ + mask) @ v with a -1e9 causal-style mask: batched matmuls incl. a
    transposed operand, softmax along the last axis."""
    rng = np.random.default_rng(bt * 100 + m)
    ps = f"q: {_t(bt, m, k)}, kk: {_t(bt, n, k)}, v: {_t(bt, n, k)}, mask: {_t(bt, m, n)}"
    src = f"""fn @main({ps}) -> {_t(bt, m, k)} {{
  let s = (q @ kk.transpose(perm=[0, 2, 1])) + mask in
  s.softmax(axis=2) @ v
}}"""
    q, kk, v = (rng.standard_normal(s).astype(np.float32) for s in ((bt, m, k), (bt, n, k), (bt, n, k)))
    mask = np.where(rng.random((bt, m, n)) < 0.3, np.float32(-1e9), np.float32(0)).astype(np.float32)
    mask[..., 0] = 0  # one unmasked entry per row
    nat = kina.compile_source(src, path="attn.kina", backend="native").main(q, kk, v, mask)
    ref = kina.compile_source(src, path="attn.kina", backend="numpy").main(q, kk, v, mask)
    np.testing.assert_allclose(nat, ref, rtol=1e-4, atol=1e-4)
