"""Artifact keys: the one place that says what a cached artifact depends on.

A key is the first 32 hex digits of the sha256 of, in this order:

1. `CACHE_FORMAT`, the manifest format: a new format never meets an old artifact;
2. the subject: a whole source's text (`source_key`: stage `so`), a function's IR hash, which
   covers its callees' and every binding's source line and column, with the file name its
   messages carry (`function_key`: stage `exports`), or a source's text and file name for its
   function index (`index_key`);
3. the compiler's fingerprint: every plugin and its version, every pass, stage, handler, op and
   rule with the plugin that registered it, and a content hash of each plugin package's files
   (fingerprints.py: on a warm start read from a record kept under the compiler's stamp);
4. the toolchain: the torch-mlir and llvmlite versions;
5. the build options (`build_options`): every codegen switch (`CodegenOptions.key()`: the LLVM
   level, the thread count and OpenMP runtime path, the vector ISA, vectorisation, outlining,
   shared transposes, parallel codegen, loop strength reduction and every threshold), and for a
   whole source the options that change the program (a specialisation, included files' digest);
6. the machine: its architecture, operating system and a digest of its CPU flags.

Computing a key imports neither MLIR nor llvmlite (a warm start computes them all)."""
from __future__ import annotations

import json
import os
import platform

from kina.digest import sha256
from kina.stamps import PROGRAM_OPTIONS
from kina_runtime.manifest_check import FORMAT

from ..options import CodegenOptions
from ..target import cpu_flags_digest, toolchain_versions
from .fingerprints import fingerprint

CACHE_FORMAT = FORMAT


def build_options(codegen: CodegenOptions, options: dict | None = None) -> dict:
    """Item 5: the codegen switches, and of the compile's `options` those that change the program."""
    extra = {k: options[k] for k in PROGRAM_OPTIONS if options and options.get(k) is not None}
    return {**codegen.key(), **extra}


def artifact_key(subject: str, build: dict, fingerprint: str) -> str:
    h = sha256()
    for part in (CACHE_FORMAT, subject, fingerprint, toolchain_versions(), json.dumps(build, sort_keys=True, default=str),
                 platform.machine(), platform.system(), cpu_flags_digest()):
        h.update(part.encode("utf-8", "replace"))
        h.update(b"\0")
    return h.hexdigest()[:32]


def source_key(ctx, codegen: CodegenOptions) -> str:
    """The key of a whole source's artifact (`kina compile --emit so`)."""
    return artifact_key(ctx.source.text, build_options(codegen, ctx.options), fingerprint(ctx.compiler))


def function_key(name: str, function_hash: str, path, codegen: CodegenOptions, fingerprint: str) -> str:
    """The key of one function's artifact (its IR and callees' in `function_hash`)."""
    return artifact_key(f"function {name}\0{os.path.basename(str(path))}\0{function_hash}", build_options(codegen), fingerprint)


def index_key(ctx, codegen: CodegenOptions) -> str:
    """The key of a source's function index: what a warm start reads instead of running the
    frontend (an edited include must not hit the index of the old program)."""
    return source_index_key(ctx.source, ctx.options, codegen, fingerprint(ctx.compiler))


def source_index_key(source, options: dict | None, codegen: CodegenOptions, fingerprint: str) -> str:
    """index_key with the compiler's fingerprint given (kina_mlir.warm reads it from its record)."""
    return artifact_key("exports\0" + os.path.basename(str(source.path)) + "\0" + source.text,
                        build_options(codegen, options), fingerprint)
