"""The Kina op library (spec §A7). Each module declares a family of ops with
all their rules; `registry` holds the tables."""
from __future__ import annotations

_loaded = False


def load_builtin_ops() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    from . import elementwise, shape, reduce, nn, gather, discrete, slices  # noqa: F401
