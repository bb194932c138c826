"""kina-mlir's plugin: hooks only. The stages are the folders of this package, in pipeline order
(docs/architecture.md, "Where is…"): `mlir` (emit/), `llvm-mlir` (pipeline.py, running
transforms/), `llvm` (translate.py), `obj` (codegen/), `so` and `exports` (artifacts/); the
lowering table is lowerings/; backend `jit` is jit.py."""
from __future__ import annotations

from kina.compiler import Backend, Stage
from kina.hookspecs import hookimpl

import kina_mlir

from .artifacts import stages as artifacts

# The build's stages reach their modules through the package (kina_mlir.__getattr__): loading the
# plugin, as every compiler does, imports none of them; a warm start (stage `exports`' probe finds
# the function index) runs none of them.


def _emit(program, ctx):
    return kina_mlir.emit.module.stage(program, ctx)


def _lower(module, ctx):
    return kina_mlir.pipeline.stage(module, ctx)


def _translate(module, ctx):
    return kina_mlir.translate.stage(module, ctx)


def _object(llvm_ir, ctx):
    return kina_mlir.codegen.llvm.stage(llvm_ir, ctx)


def _object_bytes(obj) -> bytes:
    return obj.data


@hookimpl
def lower(register):
    register(Stage("mlir", "ir", _emit, str, label="emit", help="MLIR on tensors (linalg/tensor/arith/math/func)"))
    register(Stage("llvm-mlir", "mlir", _lower, str, label="MLIR passes", help="MLIR lowered to the LLVM dialect"))
    register(Stage("llvm", "llvm-mlir", _translate, str, label="translate", help="LLVM IR text"))
    register(Stage("obj", "llvm", _object, _object_bytes, binary=True, label="LLVM opt + codegen",
                   help="native object file (llvmlite, O1 by default, PIC)"))
    register(Stage("so", "llvm", artifacts.so_stage, artifacts.so_bytes, binary=True, probe=artifacts.so_probe,
                   companion=artifacts.so_manifest, label="link",
                   help="shared object in the compile cache (with -o: also writes its manifest OUT.json)"))
    register(Stage("exports", "ir", artifacts.exports_stage, artifacts.exports_dump, probe=artifacts.exports_probe,
                   help="each function compiled on its first call into its own cached artifact (backend native)"))


@hookimpl
def register_lowerings(register):
    for op, rule in kina_mlir.lowerings.RULES.items():
        register(op, rule)


def _load_jit(value, ctx):
    # so do backend `jit` and `kina tune` (below)
    return kina_mlir.jit.load(value, ctx)


@hookimpl
def run(register):
    register(Backend("jit", _load_jit, priority=5, stage="llvm-mlir", help="MLIR ExecutionEngine, in process (imports the MLIR bindings)"))


@hookimpl
def cli_commands(subparsers, compiler):
    kina_mlir.tuner.add_command(subparsers)
