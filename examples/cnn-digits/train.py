"""Train the CNN of cnn.kina on scikit-learn's bundled digits (no download).

    uv sync --group examples && uv run python examples/cnn-digits/train.py [--epochs N]

Minibatches of --batch images, the last partial batch included (a second specialisation of the
generic `step`); pixels scaled to [0, 1] (the digits' 0..16 divided by 16); LeCun-normal
kernels and zero biases (Flax's defaults); AdamW; fixed seed. Prints the test accuracy on
train_test_split(test_size=0.25, random_state=0, stratify=y).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

import kina

HERE = Path(__file__).resolve().parent
# theta's layout in cnn.kina: (name, shape, fan-in of its LeCun-normal init; 0 for a zero bias)
LAYOUT = [("w1", (3, 3, 1, 32), 9), ("b1", (32,), 0), ("w2", (3, 3, 32, 64), 288), ("b2", (64,), 0),
          ("w3", (256, 10), 256), ("b3", (10,), 0)]
THETA = sum(int(np.prod(s)) for _, s, _ in LAYOUT)  # 21386, cnn.kina's Theta


def load_split():
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split

    X, y = load_digits(return_X_y=True)
    x_tr, x_te, y_tr, y_te = train_test_split(X, y, test_size=0.25, random_state=0, stratify=y)
    f = lambda a: (a / 16.0).reshape(-1, 8, 8, 1).astype(np.float32)  # noqa: E731
    return f(x_tr), y_tr.astype(np.int64), f(x_te), y_te.astype(np.int64)


def init(rng) -> np.ndarray:
    """theta [1, THETA]: LeCun-normal kernels (std 1/sqrt(fan-in)), zero biases."""
    parts = [rng.standard_normal(int(np.prod(s))) / np.sqrt(fan) if fan else np.zeros(int(np.prod(s)))
             for _, s, fan in LAYOUT]
    return np.concatenate(parts).astype(np.float32).reshape(1, THETA)


def unpack(theta: np.ndarray) -> dict:
    """theta's tensors by name (views), in cnn.kina's layout."""
    out, at = {}, 0
    for name, shape, _ in LAYOUT:
        n = int(np.prod(shape))
        out[name] = theta.reshape(-1)[at:at + n].reshape(shape)
        at += n
    return out


def train(prog, x, y, *, epochs, batch, lr=3e-3, wd=1e-4, seed=0, show=True):
    rng = np.random.default_rng(seed)
    p = init(rng)
    m, v = np.zeros_like(p), np.zeros_like(p)
    b1, b2 = 0.9, 0.999
    hyper = [np.float32(a) for a in (lr, b1, b2, 1e-8, wd)]
    t = 0
    for epoch in range(epochs):
        order, total = rng.permutation(len(x)), 0.0
        for s in range(0, len(x), batch):  # the last batch may be short: its own specialisation
            idx = order[s:s + batch]
            t += 1
            loss, p, m, v = prog.step(x[idx], y[idx], p, m, v, *hyper, np.float32(b1 ** t), np.float32(b2 ** t))
            total += float(loss) * len(idx)
        if show:
            print(f"epoch {epoch + 1:2d}  loss {total / len(x):.4f}", flush=True)
    return p


def accuracy(prog, p, x, y) -> float:
    return float((prog.main(x, p) == y).mean())  # prog.main is predict[B]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--backend", default=None, help="native (default when installed), jit or numpy")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    try:
        x_tr, y_tr, x_te, y_te = load_split()
    except ImportError:
        sys.exit("scikit-learn is needed: uv sync --group examples")
    prog = kina.compile_file(HERE / "cnn.kina", backend=args.backend)
    p = train(prog, x_tr, y_tr, epochs=args.epochs, batch=args.batch, seed=args.seed)
    acc = accuracy(prog, p, x_te, y_te)
    print(f"test accuracy: {acc:.4f} ({len(y_te)} digits); whole run {time.perf_counter() - t0:.1f} s")
    return acc


if __name__ == "__main__":
    main()
