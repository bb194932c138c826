"""examples/mlp-digits: the Kina step's loss and gradients on one batch against a NumPy F64
reference (random data, no scikit-learn), the momentum update, predict, and a bounded training
run on the digits (skipped, saying why, when scikit-learn is not installed)."""
from __future__ import annotations

import importlib.util
import os

import numpy as np
import pytest

import kina
from helpers import load_script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "mlp-digits")
PROGRAM = os.path.join(EXAMPLE, "mlp.kina")


def reference(x, y, w1, b1, w2, b2):
    """Loss and gradients of mean softmax cross-entropy of relu(x w1 + b1) w2 + b2, in F64."""
    x, w1, b1, w2, b2 = (a.astype(np.float64) for a in (x, w1, b1, w2, b2))
    pre = x @ w1 + b1
    h = np.maximum(pre, 0)
    z = h @ w2 + b2
    z = z - z.max(1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(1, keepdims=True))
    n = len(y)
    loss = -logp[np.arange(n), y].mean()
    dz = np.exp(logp)
    dz[np.arange(n), y] -= 1
    dz /= n
    dh = (dz @ w2.T) * (pre > 0)
    return loss, [x.T @ dh, dh.sum(0), h.T @ dz, dz.sum(0)]


def random_batch(rng, b, i=64, h=16, o=10):
    x = rng.standard_normal((b, i)).astype(np.float32)
    y = rng.integers(0, o, b).astype(np.int64)
    w = [(rng.standard_normal(s) * 0.3).astype(np.float32) for s in [(i, h), (h,), (h, o), (o,)]]
    return x, y, w


# F32 program against an F64 reference: sums of 64 products of O(1) terms.
RTOL, ATOL = 1e-4, 1e-5


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_step_gradients_and_update_match_numpy_f64(backend):
    prog = kina.compile_file(PROGRAM, backend=backend)
    rng = np.random.default_rng(0)
    for b in (8, 3):  # a full and a short batch: two specialisations of step
        x, y, w = random_batch(rng, b)
        v = [(rng.standard_normal(a.shape) * 0.1).astype(np.float32) for a in w]
        lr, mu = np.float32(0.05), np.float32(0.9)
        out = prog.step(x, y, *w, *v, lr, mu)
        want_loss, grads = reference(x, y, *w)
        np.testing.assert_allclose(out.loss, want_loss, rtol=RTOL, atol=ATOL)
        for k, g in enumerate(grads):
            v_next = 0.9 * v[k].astype(np.float64) + g
            # the new momentum buffer is mu v + g: the gradient, up to the known v
            np.testing.assert_allclose(out[5 + k], v_next, rtol=RTOL, atol=ATOL, err_msg=f"momentum {k}")
            np.testing.assert_allclose(out[1 + k], w[k] - 0.05 * v_next, rtol=RTOL, atol=ATOL, err_msg=f"weight {k}")
    assert prog.step.specialisations == [(8, 64, 16, 10), (3, 64, 16, 10)]


def test_gradient_is_the_momentum_buffer_from_zero():
    """With v = 0 the step's new buffer is exactly the gradient: compare it on its own."""
    prog = kina.compile_file(PROGRAM, backend="numpy")
    x, y, w = random_batch(np.random.default_rng(1), 5)
    out = prog.step(x, y, *w, *[np.zeros_like(a) for a in w], np.float32(0.1), np.float32(0.9))
    for k, g in enumerate(reference(x, y, *w)[1]):
        np.testing.assert_allclose(out[5 + k], g, rtol=RTOL, atol=ATOL)


def test_predict_is_argmax_of_the_logits():
    prog = kina.compile_file(PROGRAM, backend="native")
    x, _, (w1, b1, w2, b2) = random_batch(np.random.default_rng(2), 7)
    z = np.maximum(x.astype(np.float64) @ w1 + b1, 0) @ w2 + b2
    np.testing.assert_array_equal(prog.main(x, w1, b1, w2, b2), z.argmax(1))


def test_bounded_training_on_digits_is_well_above_chance():
    if importlib.util.find_spec("sklearn") is None:
        print("skipped: scikit-learn is not installed (uv sync --group examples)")
        pytest.skip("scikit-learn is not installed: the digits come from it (uv sync --group examples)")
    train = load_script("mlp_digits_train", os.path.join(EXAMPLE, "train.py"))
    x, y, xt, yt = train.load_split()
    prog = kina.compile_file(PROGRAM, backend="native")
    w = train.train(prog, x, y, epochs=3, batch=64, show=False)
    assert len(x) % 64 != 0 and len(prog.step.specialisations) == 2  # the short last batch is trained on
    acc = train.accuracy(prog, w, xt, yt)
    print(f"digits test accuracy after 3 epochs: {acc:.4f}")
    assert acc > 0.9  # chance is 0.1; 3 epochs of the full run (which reaches >= 0.97)


def test_step_matches_the_jax_reference_when_installed():
    if importlib.util.find_spec("jax") is None:
        print("skipped: JAX is not installed (uv sync --group bench); the NumPy F64 test above still runs")
        pytest.skip("JAX is not installed (uv sync --group bench): reference_jax.py cannot run")
    ref = load_script("mlp_digits_jax", os.path.join(EXAMPLE, "reference_jax.py"))
    prog = kina.compile_file(PROGRAM, backend="native")
    rng = np.random.default_rng(3)
    x, y, w = random_batch(rng, 6)
    v = [(rng.standard_normal(a.shape) * 0.1).astype(np.float32) for a in w]
    out = prog.step(x, y, *w, *v, np.float32(0.05), np.float32(0.9))
    loss, params, vel = ref.step(w, v, x, y, 0.05, 0.9)
    np.testing.assert_allclose(out.loss, loss, rtol=RTOL, atol=ATOL)  # both F32
    for k in range(4):
        np.testing.assert_allclose(out[1 + k], params[k], rtol=RTOL, atol=ATOL)
        np.testing.assert_allclose(out[5 + k], vel[k], rtol=RTOL, atol=ATOL)
