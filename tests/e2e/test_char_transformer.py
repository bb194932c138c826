"""examples/char-transformer: the Kina step's loss and gradient on one batch against a NumPy F64
transcription of the model (the gradient by central differences over every coordinate of theta,
at tiny sizes), the AdamW update, the greedy entry point, the JAX reference when installed
(skipped, saying why, otherwise), and a short run of the driver."""
from __future__ import annotations

import importlib.util
import math
import os

import numpy as np
import pytest

import kina
from helpers import load_script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "char-transformer")
PROGRAM = os.path.join(EXAMPLE, "transformer.kina")


def load(name: str, file: str):
    return load_script(name, os.path.join(EXAMPLE, file))


train = load("char_transformer_train", "train.py")

# Two sets of sizes (two specialisations of every entry point): B, T, V, H, Dh.
SIZES = [dict(B=2, T=3, V=5, H=2, Dh=2), dict(B=3, T=4, V=6, H=1, Dh=3)]
_erf = np.vectorize(math.erf)


# ---- NumPy F64 transcription of transformer.kina (on train.unpack's layout) ------------------

def np_layer_norm(x, g, b):
    c = x - x.mean(-1, keepdims=True)
    return c / np.sqrt((c * c).mean(-1, keepdims=True) + 1e-5) * g + b


def np_logits(theta, x, V, H, Dh):
    B, T = x.shape
    D = H * Dh
    p = train.unpack(theta.astype(np.float64), V, T)
    h = p["wte"][x] + p["wpe"][None]
    for l in range(train.LAYERS):
        n = np_layer_norm(h, p[f"{l}.ln1_g"], p[f"{l}.ln1_b"])
        q, k, v = ((n @ p[f"{l}.{w}"]).reshape(B, T, H, Dh).transpose(0, 2, 1, 3) for w in ("wq", "wk", "wv"))
        s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(Dh)
        s = np.where(np.tril(np.ones((T, T), bool)), s, -1e9)
        a = np.exp(s - s.max(-1, keepdims=True))
        a /= a.sum(-1, keepdims=True)
        h = h + (a @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ p[f"{l}.wo"]
        f = np_layer_norm(h, p[f"{l}.ln2_g"], p[f"{l}.ln2_b"]) @ p[f"{l}.w1"] + p[f"{l}.c1"]
        h = h + (0.5 * f * (1 + _erf(f / math.sqrt(2)))) @ p[f"{l}.w2"] + p[f"{l}.c2"]
    return np_layer_norm(h, p["lnf_g"], p["lnf_b"]) @ p["wte"].T


def np_loss(theta, x, y, V, H, Dh):
    z = np_logits(theta, x, V, H, Dh)
    z = z - z.max(-1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
    return -np.take_along_axis(logp, y[..., None], axis=-1).mean()


def central_differences(theta, x, y, V, H, Dh, h=1e-6):
    """d loss / d theta at every coordinate, F64."""
    t = theta.astype(np.float64)
    g = np.zeros_like(t)
    for i in np.ndindex(*t.shape):
        old = t[i]
        t[i] = old + h
        up = np_loss(t, x, y, V, H, Dh)
        t[i] = old - h
        down = np_loss(t, x, y, V, H, Dh)
        t[i] = old
        g[i] = (up - down) / (2 * h)
    return g


def random_case(rng, B, T, V, H, Dh):
    """A theta far from the init (LayerNorm gains and biases away from 1 and 0, larger weights),
    so every path of the gradient carries weight, and one batch of tokens."""
    theta = (rng.standard_normal((V + T + 20 + 24 * H * Dh, H * Dh)) * 0.5).astype(np.float32)
    x = rng.integers(0, V, (B, T)).astype(np.int64)
    y = rng.integers(0, V, (B, T)).astype(np.int64)
    return theta, x, y


# F32 program against F64 differences: loss within FWD; gradient entries within GRAD of the
# largest entry (sums of products through two layers, softmax, LayerNorm and erf in F32).
FWD = dict(rtol=1e-5, atol=1e-5)


@pytest.fixture(scope="module", params=["numpy", "native"])
def prog(request):
    return kina.compile_file(PROGRAM, backend=request.param)


def test_step_loss_gradient_and_adamw_update_match_numpy_f64(prog):
    rng = np.random.default_rng(0)
    for s in SIZES:
        theta, x, y = random_case(rng, **s)
        V, T, H, Dh = s["V"], s["T"], s["H"], s["Dh"]
        step = prog.step.specialise(**s)
        grad = central_differences(theta, x, y, V, H, Dh)
        # b1 = 0 makes the new first moment the gradient itself: m' = 0 m + (1 - 0) g
        zeros = np.zeros_like(theta)
        out = step(x, y, theta, zeros, zeros, 0.01, 0.0, 0.99, 1e-8, 0.0, 0.0, 0.99)
        np.testing.assert_allclose(out.loss, np_loss(theta, x, y, V, H, Dh), **FWD)
        scale = np.abs(grad).max()
        assert scale > 1e-3
        np.testing.assert_allclose(out.m1, grad, rtol=1e-3, atol=1e-4 * scale, err_msg=f"gradient at {s}")
        assert np.all(np.any(grad != 0, axis=1)[: V + T])  # every embedding row and position is reached
        # the AdamW update of std/optim.kina at t = 3 with non-zero moments, against NumPy on the
        # gradient it computed (torch.optim.AdamW's order)
        m, v = (rng.standard_normal(theta.shape) * 0.01).astype(np.float32), (rng.random(theta.shape) * 1e-4).astype(np.float32)
        lr, b1, b2, eps, wd, t = 0.01, 0.9, 0.99, 1e-8, 0.1, 3
        out = step(x, y, theta, m, v, lr, b1, b2, eps, wd, b1 ** t, b2 ** t)
        g = ((out.m1 - b1 * m) / (1 - b1)).astype(np.float64)
        np.testing.assert_allclose(g, grad, rtol=1e-3, atol=1e-4 * scale)
        v1 = b2 * v + (1 - b2) * g * g
        np.testing.assert_allclose(out.v1, v1, rtol=1e-4, atol=1e-9)
        want = theta * (1 - lr * wd) - lr * (out.m1 / (1 - b1 ** t)) / (np.sqrt(v1 / (1 - b2 ** t)) + eps)
        np.testing.assert_allclose(out.params, want, rtol=1e-5, atol=1e-6)
    assert prog.step.specialisations == [tuple(s[k] for k in prog.step.variables) for s in SIZES]


def test_xent_and_greedy_entry_points_match_numpy(prog):
    rng = np.random.default_rng(1)
    for s in SIZES:
        theta, x, y = random_case(rng, **s)
        V, H, Dh = s["V"], s["H"], s["Dh"]
        np.testing.assert_allclose(prog.xent.specialise(**s)(x, y, theta), np_loss(theta, x, y, V, H, Dh), **FWD)
        want = np_logits(theta, x, V, H, Dh)[:, -1].argmax(-1)
        np.testing.assert_array_equal(prog.main.specialise(**s)(x, theta), want)


def test_the_layout_and_the_data_helpers():
    v, t, d = 5, 3, 4
    theta = np.arange((v + t + 20 + 24 * d) * d, dtype=np.float32).reshape(-1, d)
    p = train.unpack(theta, v, t)
    assert p["0.w1"].shape == (d, 4 * d) and p["1.c1"].shape == (4 * d,) and p["lnf_b"].shape == (d,)
    np.testing.assert_array_equal(train.pack(p, v, t, d), theta)
    corpus = train.Corpus("abracadabra" * 10, train=0.5)
    assert corpus.chars == list("abcdr") and corpus.decode(corpus.encode("cab")) == "cab"
    counts = np.array([5, 2, 1, 1, 2]) / 11  # a b c d r in "abracadabra"
    assert len(corpus.train) == 55
    assert abs(corpus.unigram_entropy() - float(-(counts * np.log(counts)).sum())) < 0.02  # 55 chars: 5 words
    x, y = train.windows(corpus.train, np.array([0, 3]), 4)
    assert corpus.decode(x[0]) == "abra" and corpus.decode(y[0]) == "brac" and corpus.decode(x[1]) == "acad"
    assert train.learning_rate(1.0, 0, 100) == pytest.approx(0.2) and train.learning_rate(1.0, 99, 100) == pytest.approx(0.1)


def test_step_matches_the_jax_reference_when_installed():
    if importlib.util.find_spec("jax") is None:
        print("skipped: JAX is not installed (uv sync --group bench); the NumPy F64 tests above still run")
        pytest.skip("JAX is not installed (uv sync --group bench): reference_jax.py cannot run")
    ref = load("char_transformer_jax", "reference_jax.py")
    prog = kina.compile_file(PROGRAM, backend="native")
    rng = np.random.default_rng(3)
    s = SIZES[0]
    V, T, H, Dh = s["V"], s["T"], s["H"], s["Dh"]
    theta, x, y = random_case(rng, **s)
    m, v = (rng.standard_normal(theta.shape) * 0.01).astype(np.float32), (rng.random(theta.shape) * 1e-4).astype(np.float32)
    out = prog.step.specialise(**s)(x, y, theta, m, v, 0.01, 0.9, 0.99, 1e-8, 0.1, 0.9 ** 2, 0.99 ** 2)
    tree = lambda a: ref.tree(train.unpack(a, V, T))  # noqa: E731
    loss, params, m1, v1 = ref.step(tree(theta), tree(m), tree(v), x, y, 0.01, 0.9, 0.99, 1e-8, 0.1, 2, heads=H)
    back = lambda p: train.pack({k: np.asarray(a) for k, a in ref.flat(p).items()}, V, T, H * Dh)  # noqa: E731
    np.testing.assert_allclose(out.loss, loss, rtol=1e-5, atol=1e-5)  # both F32
    np.testing.assert_allclose(out.m1, back(m1), rtol=1e-3, atol=1e-5)
    np.testing.assert_allclose(out.v1, back(v1), rtol=1e-3, atol=1e-9)
    np.testing.assert_allclose(out.params, back(params), rtol=1e-4, atol=1e-5)
    np.testing.assert_array_equal(prog.main.specialise(**s)(x, theta), np.asarray(ref.next_char(tree(theta), x, heads=H)))


def test_short_driver_run_learns(capsys):
    """The driver end to end at small sizes: 120 steps bring the held-out loss well below the
    uniform ln V (the full run, README.md, reaches <= 0.7 x the unigram entropy)."""
    held, entropy = train.main(["--steps", "120", "--batch", "8", "--context", "16", "--heads", "2",
                                "--head-dim", "8", "--lr", "1e-2", "--every", "40", "--sample", "20"])
    text = capsys.readouterr().out
    assert "held-out loss" in text and "greedy sample" in text and "step   120" in text
    assert 3.0 < entropy < 3.5
    assert held < entropy  # better than any context-free model; ln V = 4.63


def test_plot_writes_a_png_or_says_matplotlib_is_missing(tmp_path, capsys, monkeypatch):
    curve, png = [(50, 3.2), (100, 2.6)], tmp_path / "loss.png"
    if importlib.util.find_spec("matplotlib") is not None:
        train.plot(curve, 2.5, 3.25, str(png))
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    else:
        print("matplotlib is not installed (uv sync --group bench): only the message path is tested")
    monkeypatch.setitem(__import__("sys").modules, "matplotlib", None)  # as if it were not installed
    missing = tmp_path / "none.png"
    train.plot(curve, 2.5, 3.25, str(missing))
    assert "matplotlib is not installed" in capsys.readouterr().out and not missing.exists()
