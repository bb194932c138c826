"""Stages `obj` and `so`'s native half: LLVM IR -> objects (llvm.py: llvmlite, optimisation and
code generation levels), the second process that compiles part of a big module's kernels
(parallel.py, worker.py), and linking with the C guard into a shared object (link.py, guard.py)."""
from __future__ import annotations


def __getattr__(name: str):
    """What builds an artifact, on first use (PEP 562): a warm start imports only guard.py's signatures."""
    if name == "link":
        import kina_mlir.codegen.link  # (`from . import` would ask this __getattr__ again)
    elif name == "llvm":
        import kina_mlir.codegen.llvm
    elif name == "parallel":
        import kina_mlir.codegen.parallel
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
