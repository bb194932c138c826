"""`KINA_LOG_COMPILES=1`: one line on stderr for every compile a program does, wherever it happens
(docs/language.md, "What compiles when"): the load of a program on a backend that compiles it whole
(numpy, jit), each native function's build or cache fetch on its first call (or at once with
`lazy=False`), each specialisation of a generic function. A generic function's line names its
sizes and stands for the builds inside it (they are not logged twice)."""
from __future__ import annotations

import contextlib
import sys
import threading
import time

from .environment import flag
from .util import collection_paused

class Timings:
    """`timing`, shared by a compile's contexts (kina.compiler.Context, kina.warm.WarmContext): each
    piece of a stage's work as (label, seconds, part) in `self.timings` (`kina compile --timings`)."""

    @contextlib.contextmanager
    def timing(self, label: str, part: bool = True):
        """Time a piece of a stage's work (part=True: shown under the stage that ran it)."""
        t = time.perf_counter()
        try:
            yield
        finally:
            self.timings.append((label, time.perf_counter() - t, part))


_inside = threading.local()  # set while a generic specialisation reports the builds it makes


def enabled() -> bool:
    return flag("KINA_LOG_COMPILES") and not getattr(_inside, "depth", 0)


_lines = [0]  # lines printed by this process: a load whose functions logged their own builds adds none


def log(what: str, seconds: float, backend: str | None, cache: str | None = None) -> None:
    if enabled():
        _lines[0] += 1
        print(f"kina: compiled {what} in {seconds:.3f} s (backend {backend or '?'}{', cache ' + cache if cache else ''})",
              file=sys.stderr, flush=True)


@contextlib.contextmanager
def reported_by_caller():
    """Builds made inside are reported by the caller's own line (a generic specialisation's)."""
    _inside.depth = getattr(_inside, "depth", 0) + 1
    try:
        yield
    finally:
        _inside.depth -= 1


def lazy(fn) -> bool:
    """A function that compiles on its first call (and logs then)."""
    return callable(getattr(fn, "compile", None)) and getattr(fn, "compiled", True) is False


def load(compiler, source, backend, options: dict):
    """compiler.load, logged when it compiled something: not when every function waits for its first call."""
    start, before = time.perf_counter(), _lines[0]
    with collection_paused():
        exe, ctx = compiler.load(source, backend, options)
    if enabled() and _lines[0] == before:
        names = [n for n, f in exe.functions.items() if not lazy(f)]
        if names:
            log(f"{source.path} ({', '.join(names)})", time.perf_counter() - start, ctx.info.get("backend", backend),
                ctx.info.get("cache"))
    return exe, ctx
