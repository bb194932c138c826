"""kina-mlir: Kina IR -> MLIR on tensors -> LLVM dialect -> llvmlite -> native .so.

The folders are the pipeline (docs/architecture.md): emit/ -> pipeline.py (running transforms/)
-> translate.py -> codegen/ -> artifacts/. The MLIR bindings and llvmlite are imported on first
use, so a compile-cache hit never loads them."""
from __future__ import annotations


def __getattr__(name: str):
    """`jit` and `tuner` on first use (PEP 562): the plugin hands them out without importing them."""
    if name == "jit":
        import kina_mlir.jit  # (`from . import` would ask this __getattr__ again)
    elif name == "tuner":
        import kina_mlir.tuner
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
