"""examples/newton-logreg: one compiled Newton step (reverseMode gradient, CG on forwardMode-over-
reverseMode Hessian-vector products, docs/spec.md §C5) against a NumPy F64 Newton step with the
Hessian formed and solved exactly (random data, no scikit-learn), CG's early stop, native against
NumPy, and the whole training against LogisticRegression(C=1) on the digits (skipped, saying why,
when scikit-learn is not installed)."""
from __future__ import annotations

import importlib.util
import os

import numpy as np
import pytest

import kina
from helpers import load_script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "newton-logreg")
PROGRAM = os.path.join(EXAMPLE, "newton.kina")
train = load_script("newton_logreg_train", os.path.join(EXAMPLE, "train.py"))


def reference_step(x, y, w):
    """Penalised loss, |g|², and w - H⁻¹ g, with H = diag(mask) + xᵀ diag(p(1 - p)) x by hand."""
    mask = train.penalty_mask(x.shape[1])
    p = 1 / (1 + np.exp(-(x @ w)))
    g = mask * w + x.T @ (p - y[:, None])
    h = np.diag(mask.ravel()) + x.T @ (x * (p * (1 - p)))
    return train.objective(w, x, y), float((g * g).sum()), w - np.linalg.solve(h, g)


def random_problem(seed, n=40, d=6):
    rng = np.random.default_rng(seed)
    x = np.hstack([rng.standard_normal((n, d - 1)), np.ones((n, 1))])
    y = (rng.random(n) < 0.5).astype(np.int64)
    return x, y, rng.standard_normal((d, 1)) * 0.5


@pytest.fixture(scope="module")
def numpy_prog():
    return kina.compile_file(PROGRAM, backend="numpy")


@pytest.mark.parametrize("seed", [0, 1])
def test_one_step_is_the_exact_newton_step(numpy_prog, seed):
    x, y, w = random_problem(seed)
    loss, gg, w_new, used = numpy_prog.main(x, y, train.penalty_mask(6), w, np.float64(1e-28))
    want_loss, want_gg, want_w = reference_step(x, y, w)
    np.testing.assert_allclose(float(loss), want_loss, rtol=1e-12)
    np.testing.assert_allclose(float(gg), want_gg, rtol=1e-10)
    # CG on a 6-dim SPD system: exact (to rounding) within its D = 6 iterations
    np.testing.assert_allclose(w_new, want_w, rtol=1e-8, atol=1e-10)
    assert 1 <= float(used) <= 6


def test_cg_stops_working_once_the_residual_is_small(numpy_prog):
    """The `if` in the CG loop: a tolerance the first residual meets takes no CG iteration and
    leaves w unchanged; a loose one takes fewer iterations than a tight one."""
    x, y, w = random_problem(2, n=60, d=12)
    mask = train.penalty_mask(12)
    _, _, same, used = numpy_prog.main(x, y, mask, w, np.float64(2.0))
    assert float(used) == 0 and np.array_equal(same, w)
    loose = float(numpy_prog.main(x, y, mask, w, np.float64(1e-2))[3])
    tight = float(numpy_prog.main(x, y, mask, w, np.float64(1e-28))[3])
    assert 1 <= loose < tight <= 12


def test_native_step_matches_numpy(numpy_prog):
    x, y, w = random_problem(3, n=50, d=9)
    args = (x, y, train.penalty_mask(9), w, np.float64(1e-28))
    native = kina.compile_file(PROGRAM, backend="native").main(*args)
    for got, want in zip(native, numpy_prog.main(*args)):
        np.testing.assert_allclose(got, want, rtol=1e-9, atol=1e-12)


def test_training_reaches_sklearns_optimum(numpy_prog):
    if importlib.util.find_spec("sklearn") is None:
        print("skipped: scikit-learn is not installed (uv sync --group examples)")
        pytest.skip("scikit-learn is not installed: the digits and the reference come from it (uv sync --group examples)")
    x_tr, y_tr, x_te, y_te = train.load_split()
    w, history = train.newton(numpy_prog, x_tr, y_tr, steps=10, show=False)
    assert history[-1][1] <= 1e-6, f"not converged in 10 Newton steps: |g| per step {[h[1] for h in history]}"
    ref = train.sklearn_fit(x_tr, y_tr)
    ours, theirs = train.objective(w, x_tr, y_tr), train.objective(ref, x_tr, y_tr)
    assert abs(ours - theirs) <= 1e-6 * theirs
    assert ours <= theirs * (1 + 1e-12)  # Newton's optimum is at least as low as lbfgs's
    np.testing.assert_allclose(w, ref, atol=1e-4)
    assert train.accuracy(w, x_te, y_te) >= 0.99
