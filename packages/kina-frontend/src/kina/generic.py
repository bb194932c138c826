"""Generic entry points in the host API (docs/spec.md §P1): like `jax.jit` retracing, a generic
function is specialised on the shapes of the arrays it is called with, compiled once per
distinct set of sizes (each specialisation is its own compile and compile-cache entry,
keyed by the sizes), and kept in memory, at most MAX_SPECIALISATIONS per entry point
(least recently used dropped; the on-disk cache keeps them).

`KINA_LOG_COMPILES=1` prints one line per specialisation compiled, with its sizes and
the time taken, on stderr (kina.compilelog, which logs the other compiles too)."""
from __future__ import annotations

import threading
import time
from collections import OrderedDict

import re

from . import compilelog
import numbers

from .hostio import KinaArgumentError, KinaArgumentTypeError, describe_array, host_array, match_arguments
from .program import FunctionLookup
from .sizes import Binding, show_sizes, symbol
from .types import subst_type

# What a source's text says before it is parsed (kina.api, kina.warm): a generic main, or an
# include, means the program is parsed first (to be specialised, §P1; to read the files, §P2);
# `fn [` elsewhere, maybe generic helpers beside a plain main, found on first use.
PARSED_FIRST = re.compile(r"\bfn\s*@main\s*\[|\binclude\b")
GENERIC_FN = re.compile(r"\bfn\s*\[")

MAX_SPECIALISATIONS = 64
# One compile at a time in this process: different specialisations of one program (or of two)
# may be requested from several threads, and the compile pipeline is not known to be reentrant.
_COMPILE_LOCK = threading.Lock()


def _python_scalar(a) -> bool:
    return isinstance(a, (bool, int, float))


class GenericFunction:
    """A generic exported function: call it with arrays, or `.specialise(B=8, T=64)`."""

    def __init__(self, program: "GenericProgram", fn):
        self.program, self.name = program, fn.name
        self.variables = [n for n, _ in fn.sizes]
        self.params = [(p.name, p.type) for p in fn.params]
        self.compiles = 0  # specialisations compiled by this process (cache hits included)
        self.timings: list = []  # (label, seconds, part) of the latest specialisation's stages and builds
        self._cache: OrderedDict = OrderedDict()  # sizes -> the specialised callable
        self._lock = threading.Lock()
        self._compiling: dict = {}  # sizes -> a lock held while one thread compiles them
        self.__name__ = fn.name

    def sizes_of(self, args: tuple, kwargs: dict) -> tuple:
        """The sizes the arguments' shapes bind (a Python exception naming the parameter otherwise)."""
        return self._bind(args, kwargs)[0]

    def _bind(self, args: tuple, kwargs: dict) -> tuple[tuple, list]:
        """The sizes the arguments bind, and the arguments in parameter order as NumPy arrays (Python
        scalars kept). The shapes are read from each argument's real buffer (kina.hostio.host_array):
        a subclass's `.shape` property, or an object's `.shape` attribute, may lie."""
        values = match_arguments(self.name, [n for n, _ in self.params], args, kwargs)
        b = Binding(self.name, self.variables)
        shapes = []  # per parameter; None for a Python scalar
        for i, ((name, t), a) in enumerate(zip(self.params, values)):
            if _python_scalar(a):  # docs/spec.md §P6: a Python scalar binds no size; it fills a rank-0 or all-ones shape
                if not all(isinstance(d, int) and d == 1 for d in t.shape):
                    raise KinaArgumentError(f"parameter `{name}` of `{self.name}` expects an array {t}: a Python "
                                            f"{type(a).__name__} fills only rank-0 or all-ones shapes")
                shapes.append(None)
                continue
            values[i] = a = host_array(self.name, name, t, a)
            if a.dtype != t.numpy_dtype:  # before compiling a specialisation the call cannot use
                raise KinaArgumentError(f"parameter `{name}` of `{self.name}` expects dtype {t.dtype} ({t.numpy_dtype}), "
                                        f"got {describe_array(a)}")
            shape = tuple(a.shape)
            if len(shape) != t.rank:
                raise KinaArgumentError(f"parameter `{name}` of `{self.name}` expects rank {t.rank} ({t}), got shape {list(shape)}")
            for d, v in zip(shape, t.shape):
                if d < 1 and getattr(v, "variable", None):
                    raise KinaArgumentError(f"parameter `{name}` of `{self.name}` has a dimension of size {d} for `{v}`: "
                                            "every size must be >= 1")
            problem = b.match(i, name, t.shape, shape)
            if problem:
                raise KinaArgumentError(problem)
            shapes.append(shape)
        problem = b.unbound()
        if problem:
            raise KinaArgumentError(problem + f"; use `.specialise({', '.join(f'{v}=…' for v in self.variables)})`")
        for (name, t), shape in zip(self.params, shapes):  # constant and compound dims, before compiling anything
            if shape is None:
                continue
            want = subst_type(t, b.values)
            low = next((f"`{d}` is {v}" for d, v in zip(t.shape, want.shape) if v < 1), None)
            if low:  # a compound dim (`H / 2`, `N - 1`) the bound sizes make < 1
                raise KinaArgumentError(f"parameter `{name}` of `{self.name}` has the type {t}, where {low} with "
                                        f"{show_sizes(self.variables, b.ordered())}: every size must be >= 1")
            if shape != want.shape:
                raise KinaArgumentError(f"parameter `{name}` of `{self.name}` expects shape {list(want.shape)} ({t} with "
                                        f"{show_sizes(self.variables, b.ordered())}), got shape {list(shape)}")
        return b.ordered(), values

    def __call__(self, *args, **kwargs):
        sizes, values = self._bind(args, kwargs)
        return self.get(sizes)(*values)

    def specialise(self, **sizes):
        """The compiled specialisation at these sizes (compiled on first use)."""
        unknown = [k for k in sizes if k not in self.variables]
        missing = [v for v in self.variables if v not in sizes]
        if unknown or missing:
            raise KinaArgumentError(f"`{self.name}` takes the sizes {', '.join(self.variables)}"
                                    f"{'; unknown: ' + ', '.join(unknown) if unknown else ''}"
                                    f"{'; missing: ' + ', '.join(missing) if missing else ''}")
        for v in self.variables:  # as jax.jit's static arguments: '3', 3.0 and True are not sizes
            value = sizes[v]
            if isinstance(value, bool) or not isinstance(value, numbers.Integral):
                raise KinaArgumentTypeError(f"`{self.name}`: size `{v}` must be an int, got {type(value).__name__} {value!r}")
            if value < 1:
                raise KinaArgumentError(f"`{self.name}`: size `{v}` must be >= 1, got {value}")
        return self.get(tuple(int(sizes[v]) for v in self.variables))

    def get(self, values: tuple):
        with self._lock:
            hit = self._cache.get(values)
            if hit is not None:
                self._cache.move_to_end(values)
                return hit
            gate = self._compiling.setdefault(values, threading.Lock())
        with gate:  # a first call racing from two threads compiles once
            with self._lock:
                hit = self._cache.get(values)
                if hit is not None:
                    self._cache.move_to_end(values)
                    return hit
            fn = self._compile(values)
            with self._lock:
                self._cache[values] = fn
                while len(self._cache) > MAX_SPECIALISATIONS:
                    self._cache.popitem(last=False)
                self._compiling.pop(values, None)
        return fn

    @property
    def specialisations(self) -> list[tuple]:
        """The sizes held in memory, least recently used first."""
        with self._lock:
            return list(self._cache)

    def _compile(self, values: tuple):
        p = self.program
        sym = symbol(self.name, self.variables, values)
        request = {"entry": self.name, "sizes": dict(zip(self.variables, values)), "only": True}
        with _COMPILE_LOCK, compilelog.reported_by_caller():  # this function's line below stands for its builds
            start = time.perf_counter()
            exe, ctx = p.compiler.load(p.source, p.backend, {**p.options, "specialise": request})
            fn = exe.functions[sym]
            if callable(getattr(fn, "compile", None)):  # a backend that compiles on first call: now
                fn = fn.compile()
            elapsed = time.perf_counter() - start
        self.compiles += 1
        self.timings = ctx.timings  # the latest specialisation's stages and builds (`kina compile --timings`)
        p.info.update(ctx.info)  # the latest compile's backend, artifact and cache outcome
        compilelog.log(f"{self.name}[{show_sizes(self.variables, values)}] as {sym}", elapsed,
                       ctx.info.get("backend", p.backend), ctx.info.get("cache"))
        return fn

    def __repr__(self) -> str:
        return f"<generic kina function {self.name}[{', '.join(self.variables)}]>"


class GenericProgram(FunctionLookup):
    """What `kina.compile_*` returns for a program with generic functions: its non-generic
    functions compiled now (when there are any), each generic one specialised on call.
    `ast` None: the main function is not generic (kina.api), so the non-generic functions are
    compiled now without parsing here (a warm start loads them from the cache), and the AST is
    parsed, for the generic functions, when one of them (or `functions`) is first asked for.
    `loaded`: (functions, info) of the non-generic functions, already loaded by a host-only warm
    start (kina.warm), whose `compiler` is then a function that loads the compiler on first use."""

    def __init__(self, compiler, source, backend, options: dict, ast, loaded: tuple | None = None):
        self._compiler = compiler
        self._compiler_lock = threading.Lock()  # apart from _lock, which is held while the compiler parses
        self.source, self.backend, self.options = source, backend, dict(options)
        self.info: dict = {}
        self.ir = None
        self._functions: dict = {}
        self._lock = threading.Lock()
        if loaded is not None:
            functions, info = loaded
            self._functions.update(functions)
            self.info = info
            self._generic_found = False
            return
        if ast is None:
            self._compile_plain()
            self._generic_found = False
            return
        self._add_generic(ast, compile_plain=True)

    @property
    def compiler(self):
        """The compiler (a warm start's is loaded here, when a generic function is first needed)."""
        c = self._compiler
        if callable(c) and not hasattr(c, "emit"):
            with self._compiler_lock:
                if self._compiler is c:
                    self._compiler = c()
            c = self._compiler
        return c

    def _compile_plain(self) -> None:
        """The non-generic functions, compiled (or loaded from the cache) now."""
        exe, ctx = compilelog.load(self.compiler, self.source, self.backend, self.options)
        self.info, self.ir = dict(ctx.info), ctx.values.get("ir")
        self._functions.update(exe.functions)

    def _add_generic(self, ast, compile_plain: bool = False) -> None:
        fns = [*ast.fns, ast.main]
        if compile_plain:
            if any(not f.generic for f in fns):
                self._compile_plain()
            else:  # nothing to compile yet; an error in a generic function is still reported now
                self.compiler.emit(self.source, "typed", self.options)
        for f in fns:
            if f.generic:
                self._functions[f.name] = GenericFunction(self, f)
        self._generic_found = True

    @property
    def functions(self) -> dict:
        if not self._generic_found:
            with self._lock:
                if not self._generic_found:
                    ast, _ = self.compiler.emit(self.source, "ast", self.options)
                    self._add_generic(ast)
        return self._functions

    def __getitem__(self, name: str):
        f = self._functions.get(name)  # a non-generic function: no parse
        return f if f is not None else super().__getitem__(name)

    def __repr__(self) -> str:
        return f"<GenericProgram {', '.join(self.functions)}>"
