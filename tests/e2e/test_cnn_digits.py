"""examples/cnn-digits (issue 25): the Kina step's loss and gradient on one batch against a NumPy F64
reference written here (im2col convolutions, first-maximum pooling; random data, no
scikit-learn) and against the Flax/Optax reference when JAX is installed, the AdamW update,
predict, and a training run on the digits (skipped, saying why, without scikit-learn)."""
from __future__ import annotations

import os

import numpy as np
import pytest

import kina
from helpers import load_script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "cnn-digits")
PROGRAM = os.path.join(EXAMPLE, "cnn.kina")
train = load_script("cnn_digits_train", os.path.join(EXAMPLE, "train.py"))

# F32 program against an F64 reference: sums of up to 288 products of O(1) terms.
RTOL, ATOL = 2e-4, 2e-5


def _patches(x):
    """[B, H, W, C] -> [B, H, W, 9 C]: the 3x3 neighbourhoods of the zero-padded input (kh, kw, c order)."""
    b, h, w, c = x.shape
    xp = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
    return np.concatenate([xp[:, i:i + h, j:j + w, :] for i in range(3) for j in range(3)], axis=3)


def _unpatch(dp, c):
    """The adjoint of _patches: [B, H, W, 9 C] -> [B, H, W, C]."""
    b, h, w, _ = dp.shape
    dx = np.zeros((b, h + 2, w + 2, c))
    for k, (i, j) in enumerate((i, j) for i in range(3) for j in range(3)):
        dx[:, i:i + h, j:j + w, :] += dp[..., k * c:(k + 1) * c]
    return dx[:, 1:-1, 1:-1, :]


def _pool(a):
    """2x2/2 max pooling and, per output, the flat index (0..3) of the first maximum in its window."""
    b, h, w, c = a.shape
    win = a.reshape(b, h // 2, 2, w // 2, 2, c).transpose(0, 1, 3, 5, 2, 4).reshape(b, h // 2, w // 2, c, 4)
    return win.max(-1), win.argmax(-1)  # argmax: the first maximum


def _unpool(g, arg, shape):
    b, h, w, c = shape
    onehot = (arg[..., None] == np.arange(4)) * g[..., None]
    return onehot.reshape(b, h // 2, w // 2, c, 2, 2).transpose(0, 1, 4, 2, 5, 3).reshape(shape)


def reference(x, y, theta):
    """Loss and gradient (flat, theta's layout) of the CNN's mean softmax cross-entropy, in F64."""
    t = {k: v.astype(np.float64) for k, v in train.unpack(theta).items()}
    x = x.astype(np.float64)
    n = len(y)
    p1 = _patches(x)
    a1 = p1 @ t["w1"].reshape(-1, 32) + t["b1"]
    h1, arg1 = _pool(np.maximum(a1, 0))
    p2 = _patches(h1)
    a2 = p2 @ t["w2"].reshape(-1, 64) + t["b2"]
    h2, arg2 = _pool(np.maximum(a2, 0))
    f = h2.reshape(n, 256)
    z = f @ t["w3"] + t["b3"]
    z = z - z.max(1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(1, keepdims=True))
    loss = -logp[np.arange(n), y].mean()
    dz = np.exp(logp)
    dz[np.arange(n), y] -= 1
    dz /= n
    g = {"w3": f.T @ dz, "b3": dz.sum(0)}
    da2 = _unpool((dz @ t["w3"].T).reshape(h2.shape), arg2, a2.shape) * (a2 > 0)
    g["w2"] = (p2.reshape(-1, p2.shape[-1]).T @ da2.reshape(-1, 64)).reshape(3, 3, 32, 64)
    g["b2"] = da2.sum((0, 1, 2))
    dh1 = _unpatch(da2 @ t["w2"].reshape(-1, 64).T, 32)
    da1 = _unpool(dh1, arg1, a1.shape) * (a1 > 0)
    g["w1"] = (p1.reshape(-1, 9).T @ da1.reshape(-1, 32)).reshape(3, 3, 1, 32)
    g["b1"] = da1.sum((0, 1, 2))
    return loss, np.concatenate([g[name].reshape(-1) for name, _, _ in train.LAYOUT])


def random_batch(rng, b):
    x = rng.random((b, 8, 8, 1)).astype(np.float32)
    x[x < 0.3] = 0.0  # blank pixels, as in the digits: exact zeros reach the ReLUs and the pools
    y = rng.integers(0, 10, b).astype(np.int64)
    theta = train.init(rng)
    theta[0, 288:320] = rng.standard_normal(32) * 0.1  # nonzero biases
    return x, y, theta


def gradient_step(prog, x, y, theta):
    """The step with b1 = 0 and zero moments: its new first moment is the gradient itself."""
    z = np.zeros_like(theta)
    f = np.float32
    return prog.step(x, y, theta, z, z, f(1e-3), f(0.0), f(0.999), f(1e-8), f(1e-4), f(0.0), f(0.999))


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_step_loss_and_gradient_match_numpy_f64(backend):
    prog = kina.compile_file(PROGRAM, backend=backend)
    rng = np.random.default_rng(0)
    for b in (4, 3):  # a full and a short batch: two specialisations of step
        x, y, theta = random_batch(rng, b)
        loss, p2, m2, v2 = gradient_step(prog, x, y, theta)
        want_loss, want_g = reference(x, y, theta)
        np.testing.assert_allclose(loss, want_loss, rtol=RTOL, atol=ATOL)
        np.testing.assert_allclose(m2.reshape(-1), want_g, rtol=RTOL, atol=ATOL)
        np.testing.assert_allclose(v2.reshape(-1), 0.001 * want_g ** 2, rtol=1e-3, atol=1e-12)
    assert prog.step.specialisations == [(4,), (3,)]


def test_adamw_update_is_torchs_order():
    """One step from nonzero moments at t = 3 against the update written out in NumPy."""
    prog = kina.compile_file(PROGRAM, backend="numpy")
    rng = np.random.default_rng(1)
    x, y, theta = random_batch(rng, 2)
    m = (rng.standard_normal(theta.shape) * 1e-2).astype(np.float32)
    v = (rng.random(theta.shape) * 1e-4).astype(np.float32)
    lr, b1, b2, eps, wd = 3e-3, 0.9, 0.999, 1e-8, 1e-4
    f = np.float32
    loss, p2, m2, v2 = prog.step(x, y, theta, m, v, f(lr), f(b1), f(b2), f(eps), f(wd), f(b1 ** 3), f(b2 ** 3))
    g = reference(x, y, theta)[1].reshape(theta.shape)
    wm, wv = b1 * m + (1 - b1) * g, b2 * v + (1 - b2) * g * g
    want = theta * (1 - lr * wd) - lr * (wm / (1 - b1 ** 3)) / (np.sqrt(wv / (1 - b2 ** 3)) + eps)
    np.testing.assert_allclose(m2, wm, rtol=RTOL, atol=1e-7)
    np.testing.assert_allclose(p2, want, rtol=1e-5, atol=1e-6)


def test_step_matches_the_flax_reference_on_one_batch():
    jax = pytest.importorskip("jax", reason="the JAX oracle is optional: uv sync --group bench")
    pytest.importorskip("flax", reason="the Flax oracle is optional: uv sync --group bench")
    ref = load_script("cnn_digits_reference", os.path.join(EXAMPLE, "reference_jax.py"))
    prog = kina.compile_file(PROGRAM, backend="native")
    x, y, theta = random_batch(np.random.default_rng(2), 5)
    loss, _, m2, _ = gradient_step(prog, x, y, theta)
    jloss, jgrad = jax.value_and_grad(ref.xent)(ref.flax_params(theta), x, y)
    np.testing.assert_allclose(loss, float(jloss), rtol=1e-5)
    g = train.unpack(m2)
    for layer, (kw, kb) in {"Conv_0": ("w1", "b1"), "Conv_1": ("w2", "b2"), "Dense_0": ("w3", "b3")}.items():
        np.testing.assert_allclose(g[kw], np.asarray(jgrad[layer]["kernel"]), rtol=1e-4, atol=1e-6, err_msg=layer)
        np.testing.assert_allclose(g[kb], np.asarray(jgrad[layer]["bias"]), rtol=1e-4, atol=1e-6, err_msg=layer)


def test_predict_is_argmax_of_the_logits():
    prog = kina.compile_file(PROGRAM, backend="native")
    x, y, theta = random_batch(np.random.default_rng(3), 6)
    t = {k: v.astype(np.float64) for k, v in train.unpack(theta).items()}
    a1 = _patches(x.astype(np.float64)) @ t["w1"].reshape(-1, 32) + t["b1"]
    h1 = _pool(np.maximum(a1, 0))[0]
    h2 = _pool(np.maximum(_patches(h1) @ t["w2"].reshape(-1, 64) + t["b2"], 0))[0]
    z = h2.reshape(6, 256) @ t["w3"] + t["b3"]
    np.testing.assert_array_equal(prog.main(x, theta), z.argmax(1))


def test_training_reaches_98_percent_on_the_digits():
    """The README's run (30 epochs, batch 32, AdamW lr 3e-3, seed 0) on the native backend."""
    pytest.importorskip("sklearn", reason="scikit-learn is optional: uv sync --group examples")
    prog = kina.compile_file(PROGRAM, backend="native")
    x, y, xt, yt = train.load_split()
    p = train.train(prog, x, y, epochs=30, batch=32, show=False)
    acc = train.accuracy(prog, p, xt, yt)
    print(f"cnn-digits test accuracy {acc:.4f}")
    assert acc >= 0.98
    assert prog.step.specialisations == [(32,), (3,)]
