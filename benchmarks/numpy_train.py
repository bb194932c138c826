"""`kina-storylm train` (SGD, sum NLL, lr 0.1, 40 epochs, greedy 8 tokens) written in NumPy by hand:
the peer of the warm-train benchmark. It prints the same lines as the CLI (`corpus sum-NLL after:`,
`greedy:`) so benchmarks/run.py can check both computed the same thing. It never imports kina.

    uv run python benchmarks/numpy_train.py [--epochs 40]"""
from __future__ import annotations

import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from kina_storylm.fixtures import load_corpus  # fixtures.py imports json and numpy only  # noqa: E402

from programs import TOY, causal_mask, patterned, softmax, storylm_numpy  # noqa: E402

PROMPT = "once upon a time"
H, DH, D = 2, 2, 4


def forward_logits(ids, w, T):
    x = w["token_embedding"][ids]
    q, k, v = ((x @ w[n]).reshape(1, T, H, DH).transpose(0, 2, 1, 3) for n in ("wq", "wk", "wv"))
    p = softmax(q @ k.transpose(0, 1, 3, 2) * np.float32(1 / np.sqrt(DH)) + causal_mask(T), 3)
    h = x + (p @ v).transpose(0, 2, 1, 3).reshape(1, T, D) @ w["wo"]
    return h @ w["lm_head"]


def corpus_nll(w, corpus) -> float:
    total = 0.0
    for ids, tg in corpus:
        lg = forward_logits(ids, w, ids.shape[1])
        shifted = lg - lg.max(axis=2, keepdims=True)
        lp = shifted - np.log(np.exp(shifted).sum(axis=2, keepdims=True))
        total += float(np.sum(-np.take_along_axis(lp, tg[..., None], 2), dtype=np.float64))
    return total


def greedy(w, prompt: list[int], max_new: int, T: int = 36) -> list[int]:
    """Re-forward over the <pad>-filled window (the same tokens as the CLI's KV-cache decode)."""
    ids = np.zeros((1, T), np.int64)
    ids[0, : len(prompt)] = prompt
    n = len(prompt)
    for _ in range(max_new):
        ids[0, n] = int(np.argmax(forward_logits(ids, w, T)[0, n - 1]))
        n += 1
    return [int(i) for i in ids[0, :n]]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=40)
    a = ap.parse_args()
    corpus = load_corpus()
    names = ("token_embedding", "wq", "wk", "wv", "wo", "lm_head")
    w = patterned(**TOY)
    mask, scale, lr = causal_mask(4), np.full((1, 1, 1, 1), 1 / np.sqrt(DH), np.float32), np.full((1, 1), 0.1, np.float32)
    history = [corpus_nll(w, corpus)]
    for _ in range(a.epochs):
        for ids, tg in corpus:
            _, *new = storylm_numpy(ids, tg, w["token_embedding"], mask, scale, w["wq"], w["wk"], w["wv"], w["wo"], w["lm_head"], lr)
            w = dict(zip(names, new))
        history.append(corpus_nll(w, corpus))
    vocab = corpus.vocab
    seq = greedy(w, vocab.encode(PROMPT), 8)
    print(f"optimizer sgd, objective sum, lr 0.1, {a.epochs} epochs")
    print(f"corpus sum-NLL before: {history[0]:.4f}")
    print(f"corpus sum-NLL after:  {history[-1]:.4f}")
    print(f"greedy: {vocab.decode(seq)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
