"""kina-runtime's plugin: backend `native` (the default), executing the `so` stage's artifact."""
from __future__ import annotations

from kina.compiler import Backend
from kina.hookspecs import hookimpl

from .library import NativeLibrary


def _load(artifact, ctx):
    ctx.info["backend"] = "native"
    return NativeLibrary(artifact.so_path, artifact.manifest)


def _load_jit(llvm_dialect_text, ctx):
    from .jit import load

    return load(llvm_dialect_text, ctx)


@hookimpl
def run():
    return [Backend("native", _load, priority=10, stage="so", help="compiled .so called through MLIR's C interface"),
            Backend("jit", _load_jit, priority=5, stage="llvm-mlir", help="MLIR ExecutionEngine, in process (imports the MLIR bindings)")]
