"""kina-mlir's plugin: the native `--emit` stages mlir, llvm-mlir, llvm, obj,
so; the lowering table; and backend `jit` (MLIR's ExecutionEngine)."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from kina.compiler import Backend, Stage
from kina.hookspecs import hookimpl

from . import cache
from .lazy import build_options
from .lowerings import RULES


@dataclass
class Artifact:
    so_path: str
    manifest: dict
    cache_hit: bool


def _options(ctx) -> dict:
    # a specialisation (P1) and the content of every included file (P2) decide what is built too
    return build_options(ctx.options)


def _key(ctx) -> str:
    """The artifact key, computed once per compile (the probe and the build share it)."""
    if "so.key" not in ctx.values:
        ctx.values["so.key"] = cache.artifact_key(ctx.source.text, _options(ctx), ctx.compiler.fingerprint)
    return ctx.values["so.key"]


def mlir_stage(program, ctx):
    from .checks import ErrorTable
    from .emit import emit_module

    from .split import split_long_functions

    errors = ErrorTable(program.source.path)
    text = emit_module(split_long_functions(program), ctx.compiler.lowerings, errors)
    ctx.values["errors"] = errors.messages  # for the manifest: code -> message
    return text


def llvm_mlir_stage(text, ctx):
    from .lowering import lower_to_llvm_dialect

    return lower_to_llvm_dialect(text)  # the module itself, in memory: the next stage translates it as is


def llvm_stage(module, ctx):
    from .lowering import translate_to_llvm_ir

    return translate_to_llvm_ir(module)


def obj_stage(llvm_ir, ctx):
    from .native import emit_object, optimize

    opt = _options(ctx)["opt"]
    with ctx.timing("LLVM opt"):
        mod = optimize(llvm_ir, opt)
    with ctx.timing("codegen"):
        return emit_object(mod, opt)


def so_stage(obj: bytes, ctx):
    from .manifest import manifest_for
    from .native import CObject, link_shared

    from .guard import c_source

    key = _key(ctx)
    program = ctx.values["ir"]
    guard = CObject(c_source({n: 1 + len(f.params) for n, f in program.functions.items()}))
    try:
        data = link_shared([obj, guard.result()], wrap_malloc=True)
    finally:
        guard.close()
    manifest = manifest_for(program, key, cache.so_name(key), cache.sha256(data), ctx.values.get("errors"))
    so_path = cache.store(key, data, manifest, ctx.values.get("so.dir"))
    ctx.info.update(artifact=so_path, cache="miss (compiled)")
    return Artifact(so_path, manifest, False)


def _expected_functions(ctx) -> dict | None:
    """The signatures a hit must carry, when the IR is already known (the probe does not compute it)."""
    program = ctx.values.get("ir")
    if program is None:
        return None
    from .manifest import export_specs

    return export_specs(program)


def so_probe(ctx):
    """A verified cache hit, or None: the entry is missing, refused (not ours, writable by
    others: the build goes to a private directory) or damaged (discarded, rebuilt)."""
    if os.environ.get("KINA_NO_CACHE"):
        return None
    key = _key(ctx)
    directory, manifest = cache.lookup(key, _expected_functions(ctx))
    ctx.values["so.dir"] = directory  # where the build goes on a miss
    if manifest is None:
        return None
    so_path, _ = cache.paths(key, directory)
    ctx.info.update(artifact=so_path, cache="hit")
    return Artifact(so_path, manifest, True)


def so_bytes(artifact: Artifact) -> bytes:
    with open(artifact.so_path, "rb") as fh:
        return fh.read()


def so_manifest(artifact: Artifact, out_path: str) -> tuple[str, bytes]:
    """`kina compile --emit so -o m.so` also writes m.json, naming m.so (with m.so's sha256), for `kina.load`."""
    from kina_runtime.manifest_check import file_sha256, seal

    manifest = dict(artifact.manifest, so=os.path.basename(out_path))
    try:
        manifest["so_sha256"] = file_sha256(out_path)  # the bytes actually written there
    except OSError:
        pass
    return os.path.splitext(out_path)[0] + ".json", json.dumps(seal(manifest), indent=1).encode()


def exports_stage(program, ctx):
    from .lazy import Exports, index_key

    exports = Exports(ctx, program=program)
    if not os.environ.get("KINA_NO_CACHE"):
        exports.write_index(ctx.values.get("exports.key") or index_key(ctx))
    return exports


def exports_probe(ctx):
    """A warm start: the source's function index (every function's key and signature), no frontend."""
    if os.environ.get("KINA_NO_CACHE"):
        return None
    from .lazy import Exports, index_key

    key = ctx.values["exports.key"] = index_key(ctx)
    index = cache.lookup_index(key)
    return Exports(ctx, index=index) if index is not None else None


def exports_dump(exports) -> str:
    return exports.describe()


def load_jit(llvm_dialect_text, ctx):
    from .jit import load

    return load(llvm_dialect_text, ctx)


@hookimpl
def lower(register):
    register(Stage("mlir", "ir", mlir_stage, str, label="emit", help="MLIR on tensors (linalg/tensor/arith/math/func)"))
    register(Stage("llvm-mlir", "mlir", llvm_mlir_stage, str, label="MLIR passes", help="MLIR lowered to the LLVM dialect"))
    register(Stage("llvm", "llvm-mlir", llvm_stage, str, label="translate", help="LLVM IR text"))
    register(Stage("obj", "llvm", obj_stage, bytes, binary=True, label="LLVM opt + codegen", help="native object file (llvmlite, O1 by default, PIC)"))
    register(Stage("so", "obj", so_stage, so_bytes, binary=True, probe=so_probe, companion=so_manifest, label="link",
                   help="shared object in the compile cache (with -o: also writes its manifest OUT.json)"))
    register(Stage("exports", "ir", exports_stage, exports_dump, probe=exports_probe,
                   help="each function compiled on its first call into its own cached artifact (backend native)"))


@hookimpl
def register_lowerings(register):
    for op, rule in RULES.items():
        register(op, rule)


@hookimpl
def run(register):
    register(Backend("jit", load_jit, priority=5, stage="llvm-mlir", help="MLIR ExecutionEngine, in process (imports the MLIR bindings)"))
