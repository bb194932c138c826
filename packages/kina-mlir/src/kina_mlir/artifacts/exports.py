"""Stage `exports`: per-function artifacts, compiled on first use (backend `native`).

Nothing is compiled when a program is loaded: each function is built on its first call
from the host into its own cached artifact holding it and the functions it calls. The
artifact's key is a hash of that IR (every binding with its source line and column, the
file name), the compiler's fingerprint, the options and the toolchain: an unused function
costs nothing, editing one function rebuilds only the functions whose IR changed (moving
a function's lines changes its key, so messages never name stale lines), and a warm start
needs neither MLIR nor llvmlite. The cache rules are those of cache.py (0700 directory,
ownership checks, a verified manifest, atomic writes); keys.py says what a key covers.
`kina compile --emit so` still builds the whole program into one artifact (stages.py)."""
from __future__ import annotations

import hashlib
import json
import threading
from functools import cached_property

import kina_mlir.artifacts  # build.py and manifest.py through it, on the first build (a warm start makes none)
from kina.environment import flag
from kina.ir import Call, Handle, Program, callees_first, walk
from kina_runtime.manifest_check import INDEX_FORMAT, seal

from ..emit.checks import checked_functions
from ..options import CodegenOptions
from ..transforms.tiling import TilePolicy
from . import cache
from .fingerprints import fingerprint
from .keys import function_key


def closure(program: Program, name: str) -> Program:
    """`name` and every function it reaches, in program order."""
    reached = set(callees_first(program, name))
    return program.with_functions({n: f for n, f in program.functions.items() if n in reached})


def function_hashes(program: Program) -> dict[str, str]:
    """A hash per function of what its artifact depends on: its own IR text (`str(Function)`
    gives every binding's line:column) with its span, and its callees' hashes (Merkle style:
    computed callees first, so a call chain of any length costs linear time)."""
    out: dict[str, str] = {}
    for root in program.functions:
        for name in callees_first(program, root, out):
            f = program.functions[name]
            callees = sorted({b.fn for b in walk(f.body) if isinstance(b, (Call, Handle))})  # in loop bodies too
            text = (f"{name} at {f.span.line}:{f.span.column} origin={f.origin} tuple={f.tuple_result}\n{f}\n"
                    + ",".join(f"{c}={out[c]}" for c in callees))
            out[name] = hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()
    return out



class Exports:
    """The value of stage `exports`: the program's functions, each built on demand.

    `build(name)` returns (so_path, manifest) of `name`'s artifact: a verified cache hit,
    or compiled now. Thread-safe: one lock per function, so a first call racing from
    several threads compiles once and the others wait for it. `compiled` lists the
    functions this object compiled (cache misses), in order.

    Made from the IR (then it writes the source's function index: every function's key and
    signature), or from that index on a warm start: then the frontend runs only if a
    function's artifact is missing."""

    lazy = True  # kina-runtime's native backend loads an `Exports` function by function
    verified = True  # build() returns a hit cache.lookup verified (manifest, .so hash) or an artifact it made

    def __init__(self, ctx, program: Program | None = None, index: dict | None = None, codegen: CodegenOptions | None = None):
        self._ctx = ctx  # its timings get each build's steps
        self.source, self.compiler = ctx.source, ctx.compiler
        # once (or the probe's, which keyed the index): every function is built with these
        self.codegen = CodegenOptions.resolve(ctx.options) if codegen is None else codegen
        self.tiling = TilePolicy(self.codegen)
        self.info = ctx.info  # updated on each build: the latest artifact and whether it was a hit
        self.info.setdefault("functions", {})
        self.compiled: list[str] = []
        self._program = program
        self._index = index["functions"] if index is not None else None
        self._lock = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}
        self._built: dict[str, tuple[str, dict]] = {}
        self._subs: dict[str, Program] = {}
        self._keys: dict[str, str] = {}

    @property
    def program(self) -> Program:
        """The IR: given, or (warm start, a function's artifact missing) computed now, once."""
        if self._program is None:
            with self._lock:
                if self._program is None:
                    self._program = self.compiler.emit(self.source, "ir", self._ctx.options)[0]
        return self._program

    def write_index(self, key: str) -> None:
        functions = {n: {"key": self.key(n), "exported": n in self.exported, "spec": self.spec(n)} for n in self.names()}
        cache.store_index(key, seal({"format": INDEX_FORMAT, "key": key, "functions": functions}))

    @cached_property
    def exported(self) -> list[str]:
        if self._index is not None:
            return [n for n, e in self._index.items() if e["exported"]]
        return [n for n, f in self.program.functions.items() if f.origin is None]

    def names(self) -> list[str]:
        return list(self._index if self._index is not None else self.program.functions)

    def _sub(self, name: str) -> Program:
        if name not in self._subs:
            self._subs[name] = closure(self.program, name)
        return self._subs[name]

    @cached_property
    def _checked(self) -> set:
        return checked_functions(self.program)

    @cached_property
    def _hashes(self) -> dict[str, str]:
        return function_hashes(self.program)

    def spec(self, name: str) -> dict:
        """`name`'s manifest entry (it depends only on `name` and its callees: the artifact's,
        computed on that closure, equals it)."""
        if self._index is not None:
            return self._index[name]["spec"]
        return kina_mlir.artifacts.manifest.export_spec(self.program, name, self.tiling, self._checked)

    def key(self, name: str) -> str:
        """The key of `name`'s artifact: its IR and its callees' (function_hashes), the file name
        its messages carry, the compiler's fingerprint, options, toolchain and target."""
        if self._index is not None:
            return self._index[name]["key"]
        if name not in self._keys:
            self._keys[name] = function_key(name, self._hashes[name], self.source.path, self.codegen, fingerprint(self.compiler))
        return self._keys[name]

    def build(self, name: str) -> tuple[str, dict]:
        with self._lock:
            lock = self._locks.setdefault(name, threading.Lock())
        with lock:
            if name not in self._built:
                self._built[name] = self._build(name)
            return self._built[name]

    def _build(self, name: str) -> tuple[str, dict]:
        key = self.key(name)
        directory = None
        if not flag("KINA_NO_CACHE"):
            directory, manifest = cache.lookup(key, {name: self.spec(name)})
            if manifest is not None:
                so_path = cache.paths(key, directory)[0]
                self._note(name, so_path, "hit")
                return so_path, manifest
        so_path, manifest = kina_mlir.artifacts.build.compile_function(self._sub(name), name, key, self.codegen, self.compiler.lowerings,
                                             directory, self._ctx.timing)
        self.compiled.append(name)
        self._note(name, so_path, "miss (compiled)")
        return so_path, manifest

    def _note(self, name: str, so_path: str, status: str) -> None:
        self.info["functions"][name] = status
        self.info.update(artifact=so_path, cache=status)

    def describe(self) -> str:
        """`kina compile --emit exports`: each function's key and signature (nothing is compiled)."""
        return json.dumps({n: {"key": self.key(n), "exported": n in self.exported, **self.spec(n)}
                           for n in self.names()}, indent=1)

