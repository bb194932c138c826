"""The standard library's std/nn.kina (docs/spec.md §P2): every layer against a NumPy F64 transcription
written here, on the numpy and native backends, each at two shapes (one compiled
specialisation per shape), and every VJP against F64 central differences of that transcription."""
from __future__ import annotations

import math

import numpy as np
import pytest

import kina
from oracles import numdiff

# F32 program vs F64 oracle: values within FWD, gradients within GRAD (F32 rounding through
# reductions, softmax and the erf/tanh polynomials; central differences at h = 1e-6 in F64).
FWD = dict(rtol=1e-4, atol=1e-5)
GRAD = dict(rtol=2e-3, atol=2e-4)

PROGRAM = """
include "std/nn.kina" in
let ln_loss = fn[N, D](x: tensor<F32, [N, D]>, g: tensor<F32, [D]>, b: tensor<F32, [D]>, eps: tensor<F32, []>,
                       r: tensor<F32, [N, D]>) -> tensor<F32, []> {
  (layer_norm(x, g, b, eps) * r).reduce_sum(axes=[0, 1])
} in
let ln_grad = fn[N, D](x: tensor<F32, [N, D]>, g: tensor<F32, [D]>, b: tensor<F32, [D]>, eps: tensor<F32, []>,
                       r: tensor<F32, [N, D]>) -> (tensor<F32, [N, D]>, tensor<F32, [D]>, tensor<F32, [D]>) {
  let (l, gx, gg, gb) = handle ln_loss(x, g, b, eps, r) with reverseMode(wrt=[x, g, b]) in (gx, gg, gb)
} in
let gelu_loss = fn[N, D](x: tensor<F32, [N, D]>, r: tensor<F32, [N, D]>) -> tensor<F32, []> {
  (gelu(x) * r).reduce_sum(axes=[0, 1])
} in
let gelu_grad = fn[N, D](x: tensor<F32, [N, D]>, r: tensor<F32, [N, D]>) -> tensor<F32, [N, D]> {
  let (l, gx) = handle gelu_loss(x, r) with reverseMode(wrt=[x]) in gx
} in
let gelu_tanh_loss = fn[N, D](x: tensor<F32, [N, D]>, r: tensor<F32, [N, D]>) -> tensor<F32, []> {
  (gelu_tanh(x) * r).reduce_sum(axes=[0, 1])
} in
let gelu_tanh_grad = fn[N, D](x: tensor<F32, [N, D]>, r: tensor<F32, [N, D]>) -> tensor<F32, [N, D]> {
  let (l, gx) = handle gelu_tanh_loss(x, r) with reverseMode(wrt=[x]) in gx
} in
let attn_loss = fn[B, T, H, Dh](x: tensor<F32, [B, T, H * Dh]>, wq: tensor<F32, [H * Dh, H * Dh]>,
    wk: tensor<F32, [H * Dh, H * Dh]>, wv: tensor<F32, [H * Dh, H * Dh]>, wo: tensor<F32, [H * Dh, H * Dh]>,
    r: tensor<F32, [B, T, H * Dh]>) -> tensor<F32, []> {
  (causal_self_attention[B, T, H, Dh](x, wq, wk, wv, wo) * r).reduce_sum(axes=[0, 1, 2])
} in
let attn_grad = fn[B, T, H, Dh](x: tensor<F32, [B, T, H * Dh]>, wq: tensor<F32, [H * Dh, H * Dh]>,
    wk: tensor<F32, [H * Dh, H * Dh]>, wv: tensor<F32, [H * Dh, H * Dh]>, wo: tensor<F32, [H * Dh, H * Dh]>,
    r: tensor<F32, [B, T, H * Dh]>)
    -> (tensor<F32, [B, T, H * Dh]>, tensor<F32, [H * Dh, H * Dh]>, tensor<F32, [H * Dh, H * Dh]>,
        tensor<F32, [H * Dh, H * Dh]>, tensor<F32, [H * Dh, H * Dh]>) {
  let (l, gx, gq, gk, gv, go) = handle attn_loss[B, T, H, Dh](x, wq, wk, wv, wo, r)
      with reverseMode(wrt=[x, wq, wk, wv, wo]) in
  (gx, gq, gk, gv, go)
} in
let ce_grad = fn[N, V](logits: tensor<F32, [N, V]>, targets: tensor<I64, [N]>) -> tensor<F32, [N, V]> {
  let (l, gl) = handle cross_entropy(logits, targets) with reverseMode(wrt=[logits]) in gl
} in
fn @main(x: tensor<F32, [1]>) -> tensor<F32, [1]> { x }
"""

# Two shape sets per layer: each std function is specialised (and compiled) at both.
ROWS = [(3, 5), (4, 2)]
ATTN = [dict(B=2, T=3, H=2, Dh=2), dict(B=1, T=4, H=1, Dh=3)]
CLASSES = [(3, 4), (5, 6)]


@pytest.fixture(scope="module", params=["numpy", "native"])
def prog(request, tmp_path_factory):
    path = tmp_path_factory.mktemp("std") / "nn_test.kina"
    path.write_text(PROGRAM)
    return kina.compile_file(str(path), backend=request.param)


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


# ---- NumPy F64 transcriptions -------------------------------------------------------------

def np_layer_norm(x, g, b, eps):
    c = x - x.mean(axis=1, keepdims=True)
    return c / np.sqrt((c * c).mean(axis=1, keepdims=True) + eps) * g + b


_erf = np.vectorize(math.erf)


def np_gelu(x):
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))


def np_gelu_tanh(x):
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def np_softmax(s):
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def np_attention(x, wq, wk, wv, wo, H):
    B, T, E = x.shape
    Dh = E // H
    q, k, v = (x @ w for w in (wq, wk, wv))
    out = np.zeros_like(q)
    for h in range(H):
        cols = slice(h * Dh, (h + 1) * Dh)
        s = q[:, :, cols] @ k[:, :, cols].transpose(0, 2, 1) / math.sqrt(Dh)
        s = np.where(np.tril(np.ones((T, T), bool)), s, -np.inf)
        out[:, :, cols] = np_softmax(s) @ v[:, :, cols]
    return out @ wo


def np_cross_entropy(logits, targets):
    s = logits - logits.max(axis=1, keepdims=True)
    logp = s - np.log(np.exp(s).sum(axis=1, keepdims=True))
    return -logp[np.arange(len(targets)), targets].mean()


def f64(*arrays):
    return [np.asarray(a, np.float64) for a in arrays]


# ---- tests ---------------------------------------------------------------------------------

@pytest.mark.parametrize("N,D", ROWS)
def test_layer_norm(prog, N, D):
    rng = np.random.default_rng(N * 10 + D)
    x, g, b, r = f32(rng, N, D), f32(rng, D), f32(rng, D), f32(rng, N, D)
    eps = np.float32(1e-5)
    np.testing.assert_allclose(prog.layer_norm(x, g, b, eps), np_layer_norm(*f64(x, g, b, eps)), **FWD)
    loss = lambda x, g, b: (np_layer_norm(x, g, b, 1e-5) * r).sum()  # noqa: E731
    for got, i in zip(prog.ln_grad(x, g, b, eps, r), range(3)):
        np.testing.assert_allclose(got, numdiff(loss, [x, g, b], i), **GRAD)


@pytest.mark.parametrize("N,D", ROWS)
@pytest.mark.parametrize("name,oracle", [("gelu", np_gelu), ("gelu_tanh", np_gelu_tanh)])
def test_gelu(prog, N, D, name, oracle):
    rng = np.random.default_rng(N * 10 + D)
    x, r = f32(rng, N, D) * 2, f32(rng, N, D)
    np.testing.assert_allclose(getattr(prog, name)(x), oracle(*f64(x)), **FWD)
    got = getattr(prog, name + "_grad")(x, r)
    np.testing.assert_allclose(got, numdiff(lambda x: (oracle(x) * r).sum(), [x], 0), **GRAD)


def test_gelu_forms_differ_where_they_should():
    # the two forms are different functions: the tanh form is off by ~1e-4 near |x| = 2
    x = np.array([2.0])
    assert 1e-5 < abs(np_gelu(x) - np_gelu_tanh(x))[0] < 1e-3


@pytest.mark.parametrize("sizes", ATTN, ids=lambda s: "B{B}T{T}H{H}Dh{Dh}".format(**s))
def test_causal_self_attention(prog, sizes):
    B, T, H, Dh = sizes["B"], sizes["T"], sizes["H"], sizes["Dh"]
    E = H * Dh
    rng = np.random.default_rng(E + T)
    x, r = f32(rng, B, T, E), f32(rng, B, T, E)
    ws = [f32(rng, E, E) * 0.5 for _ in range(4)]
    got = prog.causal_self_attention.specialise(**sizes)(x, *ws)
    want = np_attention(*f64(x, *ws), H)
    np.testing.assert_allclose(got, want, **FWD)
    # causality: changing the last position leaves every earlier output unchanged
    x2 = x.copy()
    x2[:, -1] += 1.0
    later = prog.causal_self_attention.specialise(**sizes)(x2, *ws)
    np.testing.assert_array_equal(later[:, :-1], got[:, :-1])
    assert not np.allclose(later[:, -1], got[:, -1])
    grads = prog.attn_grad.specialise(**sizes)(x, *ws, r)
    loss = lambda *a: (np_attention(*a, H) * r).sum()  # noqa: E731
    for i, g in enumerate(grads):
        np.testing.assert_allclose(g, numdiff(loss, [x, *ws], i), **GRAD)


@pytest.mark.parametrize("N,V", CLASSES)
def test_cross_entropy(prog, N, V):
    rng = np.random.default_rng(N * 10 + V)
    logits = f32(rng, N, V) * 3
    targets = rng.integers(0, V, N).astype(np.int64)
    np.testing.assert_allclose(prog.cross_entropy(logits, targets), np_cross_entropy(*f64(logits), targets), **FWD)
    got = prog.ce_grad(logits, targets)
    np.testing.assert_allclose(got, numdiff(lambda l: np_cross_entropy(l, targets), [logits], 0), **GRAD)


@pytest.mark.parametrize("N,D", ROWS)
def test_linear_relu_mse(prog, N, D):
    rng = np.random.default_rng(7)
    x, w, b, t = f32(rng, N, D), f32(rng, D, 3), f32(rng, 3), f32(rng, N, 3)
    y = np_linear = x.astype(np.float64) @ w + b
    np.testing.assert_allclose(prog.linear(x, w, b), np_linear, **FWD)
    np.testing.assert_allclose(prog.relu(x), np.maximum(x, 0), **FWD)
    np.testing.assert_allclose(prog.mse(y.astype(np.float32), t), ((y - t) ** 2).mean(), **FWD)


def test_one_generic_definition_two_specialisations(prog):
    rng = np.random.default_rng(3)
    for N, D in ROWS:
        x = f32(rng, N, D)
        np.testing.assert_allclose(prog.gelu(x), np_gelu(*f64(x)), **FWD)
    assert {(3, 5), (4, 2)} <= set(prog.gelu.specialisations)
