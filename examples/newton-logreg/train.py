"""Logistic regression on scikit-learn's digits (0 against 1) by Newton's method in Kina.

    uv sync --group examples && uv run python examples/newton-logreg/train.py [--steps N]

Each Newton step is one call of newton.kina's compiled `main`: the gradient (reverseMode), then
conjugate gradients on H d = g in a Kina `loop`, each Hessian-vector product forwardMode over
the gradient. The objective is LogisticRegression(C=1)'s (0.5 |w|² + Σ log-loss, intercept not
penalised); the script fits scikit-learn's on the same data and prints how close the two are.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
from tqdm import tqdm  # a workspace dependency (kina-storylm's progress bar)

import kina

HERE = Path(__file__).resolve().parent


def load_split():
    """Digits 0 and 1 (360 images), split and standardised as examples/mlp-digits does, in F64,
    with a column of ones appended: the last weight is the intercept."""
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split

    X, y = load_digits(n_class=2, return_X_y=True)
    x_tr, x_te, y_tr, y_te = train_test_split(X, y, test_size=0.25, random_state=0, stratify=y)
    mean, std = x_tr.mean(0), x_tr.std(0)
    std[std == 0] = 1.0  # pixels that are always blank in the training set stay 0
    f = lambda a: np.hstack([(a - mean) / std, np.ones((len(a), 1))])  # noqa: E731
    return f(x_tr), y_tr.astype(np.int64), f(x_te), y_te.astype(np.int64)


def penalty_mask(d: int) -> np.ndarray:
    """1 for the weights, 0 for the intercept (sklearn does not penalise it)."""
    return np.r_[np.ones(d - 1), 0.0][:, None]


def newton(prog, x, y, *, steps=10, gtol=1e-6, cg_tol=1e-20, show=True):
    """Newton steps from w = 0 until |g| <= gtol (at most `steps`); returns (w, history) with one
    (loss, |g|, CG iterations) per step, the loss and gradient at the step's starting point."""
    w, mask, history = np.zeros((x.shape[1], 1)), penalty_mask(x.shape[1]), []
    bar = tqdm(range(steps), desc="newton", unit="step", file=sys.stdout, disable=not show)
    for _ in bar:
        loss, gg, w_new, used = prog.main(x, y, mask, w, np.float64(cg_tol))
        history.append((float(loss), float(np.sqrt(gg)), int(used)))
        bar.set_postfix_str(f"loss={float(loss):.10f} |g|={float(np.sqrt(gg)):.2e} cg={int(used)}")
        if np.sqrt(gg) <= gtol:
            break  # w is the optimum: keep it, the step from it changes nothing measurable
        w = np.asarray(w_new)
    return w, history


def objective(w, x, y):
    """The penalised loss in NumPy F64, the same formula as newton.kina's `loss`."""
    z = (x @ w).ravel()
    return 0.5 * float((penalty_mask(x.shape[1]) * w * w).sum()) + float((np.logaddexp(0.0, z) - y * z).sum())


def sklearn_fit(x, y):
    """LogisticRegression(C=1) (lbfgs) with a tight tolerance; its weights in newton.kina's layout."""
    from sklearn.linear_model import LogisticRegression

    clf = LogisticRegression(C=1.0, tol=1e-12, max_iter=10_000).fit(x[:, :-1], y)
    return np.r_[clf.coef_[0], clf.intercept_][:, None]


def accuracy(w, x, y) -> float:
    return float((((x @ w).ravel() > 0) == y).mean())


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=10, help="at most this many Newton steps")
    ap.add_argument("--backend", default=None, help="native (default when installed), jit or numpy")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    try:
        x_tr, y_tr, x_te, y_te = load_split()
    except ImportError:
        sys.exit("scikit-learn is needed: uv sync --group examples")
    prog = kina.compile_file(HERE / "newton.kina", backend=args.backend)
    t1 = time.perf_counter()
    w, history = newton(prog, x_tr, y_tr, steps=args.steps)
    t2 = time.perf_counter()
    ref = sklearn_fit(x_tr, y_tr)
    ours, theirs = objective(w, x_tr, y_tr), objective(ref, x_tr, y_tr)
    taken = len(history) - (history[-1][1] <= 1e-6)  # a last call that only measured |g| took no step
    print(f"Newton steps: {taken}; |g| per call: {' '.join(f'{h[1]:.1e}' for h in history)}; "
          f"CG iterations per step: {[h[2] for h in history[:taken]]}")
    print(f"penalised loss: kina {ours:.12f}, sklearn {theirs:.12f}, relative difference "
          f"{abs(ours - theirs) / theirs:.1e}; largest weight difference {np.abs(w - ref).max():.1e}")
    print(f"test accuracy: kina {accuracy(w, x_te, y_te):.4f}, sklearn {accuracy(ref, x_te, y_te):.4f} "
          f"({len(y_te)} digits); Newton {t2 - t1:.2f} s, whole run {time.perf_counter() - t0:.1f} s")
    return w, history, ref


if __name__ == "__main__":
    main()
