"""A host-only warm start of backend `native` (the `kina.warm` entry point `native`, which kina.warm
calls before any compiler is loaded): a program whose function index is cached is loaded from
that index and its functions' artifacts without the plugins, pluggy, the front end, the IR, the
op tables, the MLIR bindings or llvmlite.

It computes the very key the compiler's `exports` probe computes (keys.source_index_key: the
source's text and file name, the codegen options with this machine's tuning choice, the
toolchain, the target and the compiler's fingerprint), with the fingerprint read from the
fingerprint record of the compiler's stamp (kina.stamps: every plugin's entry point, version and
code), and reads the index and the artifacts through cache.py, which verifies them as it does for
the compiler. It declines (None: the caller loads the compiler and takes the full path) on any
doubt: no record, a record naming another default backend for a program that names none, options
or an `include` the key would have to cover otherwise, `KINA_NO_CACHE`, no index. A function
whose artifact is missing or does not verify when first called is built by stage `exports`
itself, through the compiler, loaded then (WarmExports._full)."""
from __future__ import annotations

import threading
from functools import cached_property

from kina.environment import flag
from kina_runtime.library import LazyNativeLibrary

from .artifacts import cache, fingerprints
from .artifacts.keys import source_index_key
from .options import CodegenOptions

# The compile options the index key covers (keys.build_options): any other may change what is
# built in a way the key does not see, so a compile given one takes the full path.
WARM_OPTIONS = frozenset({"lazy", "opt", "codegen"})


def load(ctx, backend: str | None):
    """kina.warm's loader for backend `native`: its executable, or None (see the module's doc).
    `ctx` is kina.warm's context: source, options, info, timing, stamp and a compiler on demand."""
    if backend not in (None, "native") or flag("KINA_NO_CACHE") or set(ctx.options) - WARM_OPTIONS:
        return None
    if "include" in ctx.source.text:  # the key covers the included files' digest, which needs the loader
        return None
    record = fingerprints.recorded(ctx.stamp)
    if record is None or (backend is None and record["default_backend"] != "native"):
        return None
    codegen = CodegenOptions.resolve(ctx.options)
    index = cache.lookup_index(source_index_key(ctx.source, ctx.options, codegen, record["fingerprint"]))
    if index is None:
        return None
    ctx.info["backend"] = "native"
    return LazyNativeLibrary(WarmExports(ctx, index, codegen), eager=ctx.options.get("lazy") is False)


class WarmExports:
    """Stage `exports`' value (kina_mlir.artifacts.exports.Exports) as read from a verified index:
    each function's key and signature, and its artifact fetched from the cache on its first call.
    A function whose artifact is missing or damaged is built by the compiler's own stage `exports`
    (its probe reads the same index; the compiler is loaded then, through the context)."""

    lazy = True  # kina-runtime's native backend loads it function by function
    verified = True  # as Exports: cache.lookup verified each hit, and a miss is built by Exports itself

    def __init__(self, ctx, index: dict, codegen: CodegenOptions):
        self._ctx = ctx
        self.source = ctx.source
        self.codegen = codegen
        self.info = ctx.info
        self.info.setdefault("functions", {})
        self._index = index["functions"]
        self._lock = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}
        self._built: dict[str, tuple[str, dict]] = {}
        self._full_exports = None

    @cached_property
    def exported(self) -> list[str]:
        return [n for n, e in self._index.items() if e["exported"]]

    def names(self) -> list[str]:
        return list(self._index)

    def spec(self, name: str) -> dict:
        return self._index[name]["spec"]

    def key(self, name: str) -> str:
        return self._index[name]["key"]

    @property
    def compiled(self) -> list[str]:
        return self._full_exports.compiled if self._full_exports is not None else []

    def build(self, name: str) -> tuple[str, dict]:
        with self._lock:
            lock = self._locks.setdefault(name, threading.Lock())
        with lock:
            if name not in self._built:
                self._built[name] = self._fetch(name)
            return self._built[name]

    def _fetch(self, name: str) -> tuple[str, dict]:
        key = self.key(name)
        directory, manifest = cache.lookup(key, {name: self.spec(name)})
        if manifest is None:  # missing, refused or discarded as damaged: built as the compiler builds it
            full = self._full
            built = full.build(name)
            self.info["functions"][name] = full.info["functions"].get(name)
            self.info.update(artifact=built[0], cache=full.info.get("cache"))
            return built
        so_path = cache.paths(key, directory)[0]
        self.info["functions"][name] = "hit"
        self.info.update(artifact=so_path, cache="hit")
        return so_path, manifest

    @property
    def _full(self):
        with self._lock:
            if self._full_exports is None:
                self._full_exports = self._ctx.compiler.emit(self.source, "exports", self._ctx.options)[0]
            return self._full_exports

    @property
    def _program(self):
        """The IR if something computed it (None: no front end ran), as Exports._program."""
        return self._full_exports._program if self._full_exports is not None else None

    @property
    def program(self):
        """The IR (computed by the compiler, loaded now)."""
        return self._full.program

    def describe(self) -> str:
        return self._full.describe()
