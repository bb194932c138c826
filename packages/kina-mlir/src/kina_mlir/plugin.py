"""kina-mlir's plugin: the native `--emit` stages mlir, llvm-mlir, llvm, obj, so."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from kina.compiler import Stage
from kina.hookspecs import hookimpl
from kina.hostio import export_spec
from kina.util import atomic_write

from . import cache


@dataclass
class Artifact:
    so_path: str
    manifest: dict
    cache_hit: bool


def _options(ctx) -> dict:
    return {"opt": int(ctx.options.get("opt", 3))}


def _key(ctx) -> str:
    """The artifact key, computed once per compile (the probe and the build share it)."""
    if "so.key" not in ctx.values:
        ctx.values["so.key"] = cache.artifact_key(ctx.source.text, _options(ctx))
    return ctx.values["so.key"]


def _mlir(program, ctx):
    from .emit import emit_module

    return emit_module(program)


def _llvm_mlir(text, ctx):
    from .lowering import to_llvm_dialect

    return to_llvm_dialect(text)


def _llvm(text, ctx):
    from .lowering import translate_to_llvm_ir

    return translate_to_llvm_ir(text)


def _obj(llvm_ir, ctx):
    from .native import object_code

    return object_code(llvm_ir, _options(ctx)["opt"])


def manifest_for(program, key: str, so_name: str) -> dict:
    from .native import target_id

    fns = {name: export_spec(program, name) for name in program.functions}
    return {"format": cache.CACHE_FORMAT, "key": key, "so": so_name, "source": program.source.path,
            "target": target_id(), "functions": fns}


def _so(obj: bytes, ctx):
    from .native import link_shared

    key = _key(ctx)
    so_path, manifest_path = cache.paths(key)
    link_shared(obj, so_path)
    manifest = manifest_for(ctx.values["ir"], key, os.path.basename(so_path))
    atomic_write(manifest_path, json.dumps(manifest, indent=1).encode())
    ctx.info.update(artifact=so_path, cache="miss (compiled)")
    return Artifact(so_path, manifest, False)


def _so_probe(ctx):
    if os.environ.get("KINA_NO_CACHE"):
        return None
    key = _key(ctx)
    manifest = cache.lookup(key)
    if manifest is None:
        return None
    so_path, _ = cache.paths(key)
    ctx.info.update(artifact=so_path, cache="hit")
    return Artifact(so_path, manifest, True)


def _so_bytes(artifact: Artifact) -> bytes:
    with open(artifact.so_path, "rb") as fh:
        return fh.read()


@hookimpl
def lower():
    return [
        Stage("mlir", "ir", _mlir, str, help="MLIR on tensors (linalg/tensor/arith/math/func)"),
        Stage("llvm-mlir", "mlir", _llvm_mlir, str, help="MLIR lowered to the LLVM dialect"),
        Stage("llvm", "llvm-mlir", _llvm, str, help="LLVM IR text"),
        Stage("obj", "llvm", _obj, bytes, binary=True, help="native object file (llvmlite, O3, PIC)"),
        Stage("so", "obj", _so, _so_bytes, binary=True, probe=_so_probe, help="shared object in the compile cache"),
    ]
