"""examples/char-transformer/transformer_scan.kina, the char transformer with its L layers as one
`loop` over stacked weights: at L = 2 it is transformer.kina on the same theta (loss, gradient,
AdamW update, greedy character, to F32 tolerance); at L = 1 and 3 its loss and gradient match a
NumPy F64 transcription (central differences over every coordinate); the compiled step's code
does not grow with L; the driver's --scan --layers run."""
from __future__ import annotations

import math
import os
import re

import numpy as np
import pytest

import kina
from helpers import compiler, load_script
from kina.diagnostics import Source

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "char-transformer")
SCAN = os.path.join(EXAMPLE, "transformer_scan.kina")
UNROLLED = os.path.join(EXAMPLE, "transformer.kina")

train = load_script("char_transformer_train_scan", os.path.join(EXAMPLE, "train.py"))
SIZES = dict(B=2, T=3, V=5, H=2, Dh=2)
_erf = np.vectorize(math.erf)


def np_layer_norm(x, g, b):
    c = x - x.mean(-1, keepdims=True)
    return c / np.sqrt((c * c).mean(-1, keepdims=True) + 1e-5) * g + b


def np_loss(theta, x, y, V, H, Dh, **_):
    """The model in F64 with as many layers as theta holds (train.unpack's layout)."""
    B, T = x.shape
    D = H * Dh
    p = train.unpack(theta.astype(np.float64), V, T)
    h = p["wte"][x] + p["wpe"][None]
    for l in range(train.layers_of(theta.shape[0], V, T, D)):
        n = np_layer_norm(h, p[f"{l}.ln1_g"], p[f"{l}.ln1_b"])
        q, k, v = ((n @ p[f"{l}.{w}"]).reshape(B, T, H, Dh).transpose(0, 2, 1, 3) for w in ("wq", "wk", "wv"))
        s = np.where(np.tril(np.ones((T, T), bool)), q @ k.transpose(0, 1, 3, 2) / math.sqrt(Dh), -1e9)
        a = np.exp(s - s.max(-1, keepdims=True))
        h = h + (a / a.sum(-1, keepdims=True) @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ p[f"{l}.wo"]
        f = np_layer_norm(h, p[f"{l}.ln2_g"], p[f"{l}.ln2_b"]) @ p[f"{l}.w1"] + p[f"{l}.c1"]
        h = h + (0.5 * f * (1 + _erf(f / math.sqrt(2)))) @ p[f"{l}.w2"] + p[f"{l}.c2"]
    z = np_layer_norm(h, p["lnf_g"], p["lnf_b"]) @ p["wte"].T
    z = z - z.max(-1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
    return -np.take_along_axis(logp, y[..., None], axis=-1).mean()


def central_differences(theta, x, y, h=1e-6):
    t = theta.astype(np.float64)
    g = np.zeros_like(t)
    for i in np.ndindex(*t.shape):
        old = t[i]
        t[i] = old + h
        up = np_loss(t, x, y, **SIZES)
        t[i] = old - h
        down = np_loss(t, x, y, **SIZES)
        t[i] = old
        g[i] = (up - down) / (2 * h)
    return g


def random_case(rng, layers, B, T, V, H, Dh):
    D = H * Dh
    theta = (rng.standard_normal((V + T + 2 + layers * (12 * D + 9), D)) * 0.5).astype(np.float32)
    return theta, rng.integers(0, V, (B, T)).astype(np.int64), rng.integers(0, V, (B, T)).astype(np.int64)


@pytest.fixture(scope="module", params=["numpy", "native"])
def backend(request):
    return request.param


def test_two_layers_in_a_loop_are_the_unrolled_transformer(backend):
    scan = kina.compile_file(SCAN, backend=backend)
    unrolled = kina.compile_file(UNROLLED, backend=backend)
    rng = np.random.default_rng(0)
    theta, x, y = random_case(rng, 2, **SIZES)
    m, v = (rng.standard_normal(theta.shape) * 0.01).astype(np.float32), (rng.random(theta.shape) * 1e-4).astype(np.float32)
    args = (x, y, theta, m, v, 0.01, 0.9, 0.99, 1e-8, 0.1, 0.9 ** 3, 0.99 ** 3)
    a = scan.step.specialise(L=2, **SIZES)(*args)
    b = unrolled.step.specialise(**SIZES)(*args)
    np.testing.assert_allclose(a.loss, b.loss, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(a.m1, b.m1, rtol=1e-4, atol=1e-7)  # the gradient, through m'
    np.testing.assert_allclose(a.v1, b.v1, rtol=1e-4, atol=1e-10)
    np.testing.assert_allclose(a.params, b.params, rtol=1e-5, atol=1e-7)
    assert np.abs(a.m1 - 0.9 * m).max() > 1e-3  # the gradient is not all zeros
    np.testing.assert_allclose(scan.xent.specialise(L=2, **SIZES)(x, y, theta),
                               unrolled.xent.specialise(**SIZES)(x, y, theta), rtol=1e-6, atol=1e-6)
    np.testing.assert_array_equal(scan.main.specialise(L=2, **SIZES)(x, theta),
                                  unrolled.main.specialise(**SIZES)(x, theta))


@pytest.mark.parametrize("layers", [1, 3])
def test_other_layer_counts_match_numpy_f64(backend, layers):
    prog = kina.compile_file(SCAN, backend=backend)
    theta, x, y = random_case(np.random.default_rng(layers), layers, **SIZES)
    zeros = np.zeros_like(theta)
    out = prog.step.specialise(L=layers, **SIZES)(x, y, theta, zeros, zeros, 0.01, 0.0, 0.99, 1e-8, 0.0, 0.0, 0.99)
    np.testing.assert_allclose(out.loss, np_loss(theta, x, y, **SIZES), rtol=1e-5, atol=1e-5)
    grad = central_differences(theta, x, y)
    scale = np.abs(grad).max()
    np.testing.assert_allclose(out.m1, grad, rtol=1e-3, atol=1e-4 * scale)  # b1 = 0: m' is the gradient
    first = 2 + 5 + 3  # V + T + 2 rows, then layer 0
    for l in range(layers):  # every layer's block of rows gets a gradient
        assert np.abs(grad[first + l * 57: first + (l + 1) * 57]).max() > 1e-4 * scale


def _step_mlir(layers: int) -> str:
    src = Source(SCAN, open(SCAN).read())
    mlir = compiler().emit(src, "mlir", {"specialise": {"entry": "step", "sizes": dict(L=layers, **SIZES)}})[0]
    return str(mlir)


def test_the_compiled_step_does_not_grow_with_the_layer_count():
    """The layers are one loop: the step's MLIR at L = 2 and L = 12 is the same code but for the
    sizes that involve L (the cold compile times, README.md, agree to within the noise)."""
    two, twelve = _step_mlir(2), _step_mlir(12)
    ops = lambda text: len(re.findall(r"= [a-z_]+\.[a-z_.]+", text))  # noqa: E731
    assert ops(two) == ops(twelve) and abs(len(two.splitlines()) - len(twelve.splitlines())) == 0
    assert "scf.for" in two


def test_the_driver_trains_with_layers_as_a_loop(capsys):
    held, entropy = train.main(["--scan", "--layers", "3", "--steps", "40", "--batch", "4", "--context", "8",
                                "--heads", "2", "--head-dim", "4", "--every", "20", "--sample", "5"])
    assert "held-out loss" in capsys.readouterr().out
    assert held < math.log(103)  # better than uniform over the alphabet after 40 steps
    with pytest.raises(SystemExit, match="--layers: transformer.kina has 2"):
        train.main(["--layers", "3"])
