"""Helpers for the validation scripts: named checks printed with their numbers."""
from __future__ import annotations

import sys

import numpy as np


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


def exit_with(checks: Checks) -> None:
    sys.exit(checks.finish())
