"""kina-mlir: Kina IR -> MLIR on tensors -> LLVM dialect -> llvmlite -> native .so.

The folders are the pipeline (docs/architecture.md): emit/ -> pipeline.py (running transforms/)
-> translate.py -> codegen/ -> artifacts/. The MLIR bindings and llvmlite are imported on first
use, so a compile-cache hit never loads them."""
from __future__ import annotations


def __getattr__(name: str):
    """The build side (emit/, pipeline.py, translate.py, codegen/, lowerings/), backend `jit` and `kina tune` on first
    use (PEP 562): the plugin hands them to the compiler without importing them, and a warm start, which builds
    nothing, never does."""
    if name == "codegen":
        import kina_mlir.codegen  # (`from . import` would ask this __getattr__ again)
    elif name == "emit":
        import kina_mlir.emit
    elif name == "jit":
        import kina_mlir.jit
    elif name == "lowerings":
        import kina_mlir.lowerings
    elif name == "pipeline":
        import kina_mlir.pipeline
    elif name == "translate":
        import kina_mlir.translate
    elif name == "tuner":
        import kina_mlir.tuner
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
