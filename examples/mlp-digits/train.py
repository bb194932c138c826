"""Train the 2-layer MLP of mlp.kina on scikit-learn's bundled digits (no download).

    uv sync --group examples && uv run python examples/mlp-digits/train.py [--epochs N]

Minibatches of --batch rows, the last partial batch included (a second specialisation of
the generic `step`); inputs standardised with the training set's statistics; fixed seed.
Prints the test accuracy on train_test_split(test_size=0.25, random_state=0, stratify=y).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

import kina

HERE = Path(__file__).resolve().parent

from tqdm import tqdm  # a workspace dependency (kina-storylm's progress bar)


def progress(epochs: int):
    return tqdm(range(epochs), desc="epochs", unit="ep", file=sys.stdout)


def load_split():
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split

    X, y = load_digits(return_X_y=True)
    x_tr, x_te, y_tr, y_te = train_test_split(X, y, test_size=0.25, random_state=0, stratify=y)
    mean, std = x_tr.mean(0), x_tr.std(0)
    std[std == 0] = 1.0  # pixels that are always blank in the training set stay 0
    f = lambda a: ((a - mean) / std).astype(np.float32)  # noqa: E731
    return f(x_tr), y_tr.astype(np.int64), f(x_te), y_te.astype(np.int64)


def init(rng, sizes):
    """He-normal weights, zero biases, zero momentum buffers."""
    i, h, o = sizes
    w = [rng.standard_normal((i, h)) * np.sqrt(2 / i), np.zeros(h), rng.standard_normal((h, o)) * np.sqrt(2 / h),
         np.zeros(o)]
    w = [a.astype(np.float32) for a in w]
    return w, [np.zeros_like(a) for a in w]


def train(prog, x, y, *, epochs, batch, hidden=128, lr=0.02, mu=0.9, seed=0, show=True):
    rng = np.random.default_rng(seed)
    w, v = init(rng, (x.shape[1], hidden, int(y.max()) + 1))
    lr, mu = np.float32(lr), np.float32(mu)
    bar = progress(epochs) if show else range(epochs)
    for _ in bar:
        order, total = rng.permutation(len(x)), 0.0
        for s in range(0, len(x), batch):  # the last batch may be short: its own specialisation
            idx = order[s:s + batch]
            out = prog.step(x[idx], y[idx], *w, *v, lr, mu)
            w, v = list(out[1:5]), list(out[5:9])
            total += float(out.loss) * len(idx)
        if show:
            bar.set_postfix_str(f"loss={total / len(x):.4f}")
    return w


def accuracy(prog, w, x, y) -> float:
    return float((prog.main(x, *w) == y).mean())  # prog.main is predict[B]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--backend", default=None, help="native (default when installed), jit or numpy")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    try:
        x_tr, y_tr, x_te, y_te = load_split()
    except ImportError:
        sys.exit("scikit-learn is needed: uv sync --group examples")
    prog = kina.compile_file(HERE / "mlp.kina", backend=args.backend)
    w = train(prog, x_tr, y_tr, epochs=args.epochs, batch=args.batch)
    acc = accuracy(prog, w, x_te, y_te)
    print(f"test accuracy: {acc:.4f} ({len(y_te)} digits); whole run {time.perf_counter() - t0:.1f} s")
    return acc


if __name__ == "__main__":
    main()
