"""IR-to-IR rewrites, one pass per file.

Each is an attribute loaded on first use (PEP 562): the frontend plugin hands them to the compiler
without importing them, so a warm start, which runs no pass, imports none."""
from __future__ import annotations


def __getattr__(name: str):
    if name == "anf":
        import kina.rewrites.anf  # (`from . import` would ask this __getattr__ again)
    elif name == "dce":
        import kina.rewrites.dce
    elif name == "handlers":
        import kina.rewrites.handlers
    elif name == "weight_broadcast":
        import kina.rewrites.weight_broadcast
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
