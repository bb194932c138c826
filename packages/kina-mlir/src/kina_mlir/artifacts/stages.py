"""Stages `so` (a whole source's artifact in the cache) and `exports` (per-function artifacts
built on first call, what backend `native` runs), with their cache probes."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

import kina_mlir.codegen  # link.py and parallel.py through it, when something is built (a warm start builds nothing)
from kina.environment import flag
from kina_runtime.manifest_check import file_sha256, seal

from ..codegen.guard import program_guard
from ..options import CodegenOptions
from ..transforms.tiling import TilePolicy
from . import cache
from .exports import Exports
from .keys import index_key, source_key


@dataclass
class Artifact:
    so_path: str
    manifest: dict
    cache_hit: bool


def so_stage(llvm_ir, ctx) -> Artifact:
    """Stage `so`, from stage `llvm`'s IR: its objects made as the cached build makes them (the glue
    at O0 apart from the kernels at their levels, `parallel.module_objects`), not stage `obj`'s one
    module at the build's level, whose optimiser and code generation took a 5,000-let program's
    glue 119 s (`tests/frontend/test_deep_programs.py`; split, ≈ 10 s)."""
    emitted = llvm_ir.emitted
    program, codegen = emitted.program, emitted.options
    key = source_key(ctx, codegen)
    with ctx.timing("LLVM opt + codegen"):
        objects = kina_mlir.codegen.parallel.module_objects(llvm_ir.text, codegen)
        guard = program_guard(program, list(program.functions))
    data = kina_mlir.codegen.link.link_shared([*objects, guard], wrap_malloc=True)
    manifest = kina_mlir.artifacts.manifest.manifest_for(program, key, cache.so_name(key), cache.sha256(data), TilePolicy(codegen), emitted.errors)
    directory, _ = cache.lookup(key)  # the private directory where the configured one is refused
    so_path = cache.store(key, data, manifest, directory)
    ctx.info.update(artifact=so_path, cache="miss (compiled)")
    return Artifact(so_path, manifest, False)


def so_probe(ctx) -> Artifact | None:
    """A verified cache hit, or None: the entry is missing, refused (not ours, writable by
    others: the build goes to a private directory) or damaged (discarded, rebuilt)."""
    if flag("KINA_NO_CACHE"):
        return None
    codegen = CodegenOptions.resolve(ctx.options)
    key = source_key(ctx, codegen)
    program = ctx.values.get("ir")  # the signatures a hit must carry, when the IR is already known
    expected = kina_mlir.artifacts.manifest.export_specs(program, TilePolicy(codegen)) if program is not None else None
    directory, manifest = cache.lookup(key, expected)
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
    manifest = dict(artifact.manifest, so=os.path.basename(out_path))
    try:
        manifest["so_sha256"] = file_sha256(out_path)  # the bytes actually written there
    except OSError:
        pass
    return os.path.splitext(out_path)[0] + ".json", json.dumps(seal(manifest), indent=1).encode()


def exports_stage(program, ctx) -> Exports:
    exports = Exports(ctx, program=program)
    if not flag("KINA_NO_CACHE"):
        exports.write_index(index_key(ctx, exports.codegen))
    return exports


def exports_probe(ctx) -> Exports | None:
    """A warm start: the source's function index (every function's key and signature), no frontend."""
    codegen = CodegenOptions.resolve(ctx.options)
    index = None if flag("KINA_NO_CACHE") else cache.lookup_index(index_key(ctx, codegen))
    if index is None:  # the front end runs next, and most likely a build: its worker boots meanwhile
        kina_mlir.codegen.parallel.prestart(codegen)
    return Exports(ctx, index=index, codegen=codegen) if index is not None else None


def exports_dump(exports: Exports) -> str:
    return exports.describe()
