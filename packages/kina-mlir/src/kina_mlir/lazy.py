"""Stage `exports`: per-function artifacts, compiled on first use (backend `native`).

Nothing is compiled when a program is loaded: each function is built on its first call
from the host into its own cached artifact holding it and the functions it calls. The
artifact's key is a hash of that IR (every binding with its source line and column, the
file name), the compiler's fingerprint, the options and the toolchain: an unused function
costs nothing, editing one function rebuilds only the functions whose IR changed (moving
a function's lines changes its key, so messages never name stale lines), and a warm start
needs neither MLIR nor llvmlite. The cache rules are those of cache.py (0700 directory,
ownership checks, a verified manifest, atomic writes). `kina compile --emit so` still
builds the whole program into one artifact (plugin.py)."""
from __future__ import annotations

import hashlib
import json
import os
import threading
from functools import cached_property

from kina.compiler import PROGRAM_OPTIONS
from kina.ir import Call, Handle, Program, callees_first

from . import cache
from .native import opt_level


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
            callees = sorted({b.fn for b in f.body if isinstance(b, (Call, Handle))})
            text = (f"{name} at {f.span.line}:{f.span.column} origin={f.origin} tuple={f.tuple_result}\n{f}\n"
                    + ",".join(f"{c}={out[c]}" for c in callees))
            out[name] = hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()
    return out


def build_options(options: dict) -> dict:
    """The options an artifact or index key covers: the LLVM level, and what decides the program
    besides its own text: a specialisation (P1) and every included file's content (P2)."""
    extra = {k: options[k] for k in PROGRAM_OPTIONS if options.get(k) is not None}
    from .threads import key_options

    # the thread count (and OpenMP runtime) parallel matmuls are compiled for: threads.py
    return {"opt": opt_level(options), **key_options(), **extra}


def index_key(ctx) -> str:
    """The key of a source's function index: what a warm start reads instead of running the frontend
    (an edited include must not hit the index of the old program)."""
    return cache.artifact_key("exports\0" + os.path.basename(str(ctx.source.path)) + "\0" + ctx.source.text,
                              build_options(ctx.options), ctx.compiler.fingerprint)


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

    def __init__(self, ctx, program: Program | None = None, index: dict | None = None):
        self._ctx = ctx  # its timings get each build's steps
        self.source, self.compiler = ctx.source, ctx.compiler
        from .threads import key_options

        self.options = {"opt": opt_level(ctx.options), **key_options()}
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
        from kina_runtime.manifest_check import INDEX_FORMAT, seal

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
        from .checks import checked_functions

        return checked_functions(self.program)

    @cached_property
    def _hashes(self) -> dict[str, str]:
        return function_hashes(self.program)

    def spec(self, name: str) -> dict:
        """`name`'s manifest entry (it depends only on `name` and its callees: the artifact's,
        computed on that closure, equals it)."""
        if self._index is not None:
            return self._index[name]["spec"]
        from .manifest import export_spec

        return export_spec(self.program, name, self._checked)

    def key(self, name: str) -> str:
        """The key of `name`'s artifact: its IR and its callees' (function_hashes), the file name
        its messages carry, the compiler's fingerprint, options, toolchain and target."""
        if self._index is not None:
            return self._index[name]["key"]
        if name not in self._keys:
            base = os.path.basename(str(self.source.path))
            self._keys[name] = cache.artifact_key(f"function {name}\0{base}\0{self._hashes[name]}",
                                                  self.options, self.compiler.fingerprint)
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
        if not os.environ.get("KINA_NO_CACHE"):
            directory, manifest = cache.lookup(key, {name: self.spec(name)})
            if manifest is not None:
                so_path = cache.paths(key, directory)[0]
                self._note(name, so_path, "hit")
                return so_path, manifest
        from .threads import compiled_for

        with compiled_for(self.options["threads"]):  # the count `key` covers (threads.py)
            so_path, manifest = compile_function(self._sub(name), name, key, self.options["opt"], self.compiler.lowerings,
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


def compile_function(sub: Program, name: str, key: str, opt: int, lowerings, directory: str | None,
                     timing) -> tuple[str, dict]:
    """Build `name` (with its callees, `sub`) into one artifact exporting only `name`, store it
    in the cache and return (so_path, manifest). `timing(label)`: a context manager timing a step."""
    from .checks import ErrorTable
    from .emit import emit_module
    from .guard import c_source
    from .lowering import lower_to_llvm_dialect, translate_to_llvm_ir
    from .manifest import export_spec, manifest_for
    from .codegen_split import Worker
    from .native import CObject, link_shared
    from .split import split_long_functions

    errors = ErrorTable(sub.source.path)
    with timing(f"{name}: emit"):
        text = emit_module(split_long_functions(sub), lowerings, errors, exported={name})
    f = sub.functions[name]
    # started now, done by the time they are needed: the guard's C object and a worker for about
    # half of the kernels (codegen_split.py)
    guard = CObject(c_source({name: 1 + len(f.params)}))
    worker = Worker.start(text, opt)
    try:
        with timing(f"{name}: MLIR passes"):
            module = lower_to_llvm_dialect(text, share=worker.share)  # the worker starts on its kernels
        with timing(f"{name}: translate"):
            llvm_ir = translate_to_llvm_ir(module)  # the module handed over in memory
        with timing(f"{name}: LLVM opt + codegen"):
            obj = [*worker.objects_here(llvm_ir), *worker.result()]
        with timing(f"{name}: link"):
            data = link_shared([*obj, guard.result()], wrap_malloc=True)
    finally:  # on an error before result(), or in it
        worker.discard()
        guard.close()
    manifest = manifest_for(sub, key, cache.so_name(key), cache.sha256(data), errors.messages,
                            functions={name: export_spec(sub, name)})
    return cache.store(key, data, manifest, directory), manifest
