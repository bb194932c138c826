"""Helpers for the validation scripts: named checks printed with their numbers."""
from __future__ import annotations

import sys

import numpy as np

from .model import attention_scale, causal_mask


class Checks:
    def __init__(self, title: str):
        self.title, self.failed, self.count = title, 0, 0
        print(f"== {title}")

    def check(self, name: str, ok: bool, detail: str = "") -> bool:
        self.count += 1
        self.failed += not ok
        print(f"[{'PASS' if ok else 'FAIL'}] {name}" + (f": {detail}" if detail else ""))
        return ok

    def close(self, name: str, got, expected, tol: float = 1e-5) -> bool:
        got, expected = np.asarray(got, dtype=np.float64), np.asarray(expected, dtype=np.float64)
        if got.shape != expected.shape:
            return self.check(name, False, f"shape {list(got.shape)} != {list(expected.shape)}")
        err = float(np.max(np.abs(got - expected) / np.maximum(1.0, np.abs(expected)), initial=0.0))
        return self.check(name, err <= tol, f"max rel err {err:.2e} (tol {tol:.0e})")

    def skip(self, name: str, why: str) -> None:
        print(f"[SKIP] {name}: {why}")

    def finish(self) -> int:
        print(f"== {self.title}: {self.count - self.failed}/{self.count} checks passed")
        return 1 if self.failed else 0


def torch_or_none():
    try:
        import torch

        return torch
    except ImportError:
        return None


def torch_logits(torch, ids: np.ndarray, w: dict):
    """The §14 decoder in PyTorch (w: name -> torch tensor), an oracle independent of Kina."""
    T = ids.shape[1]
    x = w["token_embedding"][torch.tensor(ids)]
    heads = lambda a: a.reshape(1, T, 2, 2).permute(0, 2, 1, 3)  # noqa: E731
    qh, kh, vh = (heads(x @ w[n]) for n in ("wq", "wk", "wv"))
    p = torch.softmax(qh @ kh.transpose(2, 3) * torch.tensor(attention_scale()) + torch.tensor(causal_mask(T)), dim=3)
    return (x + (p @ vh).permute(0, 2, 1, 3).reshape(1, T, 4) @ w["wo"]) @ w["lm_head"]


def torch_sgd_step(torch, ids: np.ndarray, targets: np.ndarray, w: dict, lr: float):
    """The §15 step in PyTorch: per-token NLL, torch.autograd cotangents of its sum, SGD."""
    t = {k: torch.tensor(v, requires_grad=True) for k, v in w.items()}
    logits = torch_logits(torch, ids, t)
    nll = -torch.log_softmax(logits, dim=2).gather(2, torch.tensor(targets)[..., None])[..., 0]
    nll.sum().backward()
    return nll.detach().numpy(), {k: (v - lr * v.grad).detach().numpy() for k, v in t.items()}


def exit_with(checks: Checks) -> None:
    sys.exit(checks.finish())
