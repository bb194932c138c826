"""The host-only warm start behind `kina.compile_source` and `kina.compile_file`: before the compiler
is loaded (pluggy, every plugin, the op tables, the IR), the loaders of the `kina.warm` entry-point
group are asked for the program, each under the name of the backend it serves (kina-mlir's
`native` reads a cached function index and its artifacts). A loader declines (None) on any doubt,
and so does this module (the source may be generic or include files, an entry point cannot be
read, the compiler's stamp cannot be computed, a loader fails); the caller then compiles as
always. The loaders find what they trust through the compiler's stamp (kina.stamps), which stands
for the compiler `Compiler()` would load here, and load the compiler themselves (`ctx.compiler`)
only when something must be built after all."""
from __future__ import annotations

import threading

from . import entrypoints, stamps
from .compilelog import Timings
from .environment import flag
from .generic import GENERIC_FN, PARSED_FIRST, GenericProgram
from .program import CompiledProgram

GROUP = "kina.warm"


class WarmContext(Timings):
    """What a warm loader is given, in the shape of kina.compiler.Context (the source, options,
    info, values, timings), with the compiler's stamp and the compiler itself on demand."""

    def __init__(self, source, options: dict, stamp: str, compiler_factory):
        self.source, self.options, self.stamp = source, dict(options), stamp
        self.info: dict = {}
        self.values: dict = {}
        self.timings: list = []
        self._factory = compiler_factory
        self._lock = threading.Lock()
        self._compiler = None

    @property
    def compiler(self):
        """The default compiler, loaded on first use (a build after all)."""
        with self._lock:
            if self._compiler is None:
                self._compiler = self._factory()
            return self._compiler


def start(source, backend: str | None, options: dict, compiler_factory):
    """The program (CompiledProgram or GenericProgram) a warm loader gives, or None."""
    text = source.text
    if PARSED_FIRST.search(text):
        return None
    eps = entrypoints.entry_points(GROUP)
    loaders = [ep for ep in eps or () if backend is None or ep.name == backend]
    if not loaders:
        return None
    stamp = stamps.entry_point_stamp()
    if stamp is None:
        return None
    ctx = WarmContext(source, options, stamp, compiler_factory)
    exe = None
    for ep in loaders:
        try:
            exe = ep.load()(ctx, backend)
        except Exception:  # a doubt like any other: the full path runs, and reports what is wrong
            if flag("KINA_DEBUG"):
                raise
            exe = None
        if exe is not None:
            break
    if exe is None:
        return None
    if GENERIC_FN.search(text):  # maybe generic helpers beside a plain main: found on first use (kina.api)
        return GenericProgram(compiler_factory, source, backend, options, None, loaded=(exe.functions, ctx.info))
    return CompiledProgram(exe, ctx)
