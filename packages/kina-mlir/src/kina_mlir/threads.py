"""How many threads a parallel matmul is compiled for, and the OpenMP runtime it links against.

The count is fixed when an artifact is compiled (it is part of every artifact key: lazy.build_options),
not read at call time: with KINA_NUM_THREADS=1 an artifact holds no OpenMP code at all and never
loads the runtime. Default: the CPUs this process may run on (os.sched_getaffinity), capped at
MAX_THREADS. Only matmuls above schedule.PAR_MIN_MACS are parallelised, so a function without one
(the toy step) compiles exactly as before and its .so neither links nor loads the runtime.

The runtime is LLVM/Intel's `__kmpc_*` ABI that MLIR's OpenMP lowering targets (Debian's libgomp
lacks it): libiomp5.so from the `intel-openmp` wheel, a dependency of this package, so a fresh
`uv sync` brings it. An artifact that uses it names it as DT_NEEDED with an rpath to the wheel's
directory (native.link_shared); that directory is part of the artifact key, so a moved or rebuilt
environment compiles afresh instead of loading a .so whose rpath points nowhere. Teams are fixed
at the compiled count; libiomp5's own settings (OMP_DYNAMIC, KMP_BLOCKTIME) apply as usual."""
from __future__ import annotations

import os
import sys
import threading
from contextlib import contextmanager
from functools import lru_cache

MAX_THREADS = 8
ENV = "KINA_NUM_THREADS"


def num_threads() -> int:
    """KINA_NUM_THREADS if set (an integer ≥ 1), else the CPUs available to this process, capped."""
    env = os.environ.get(ENV, "").strip()
    if env:
        try:
            n = int(env)
        except ValueError:
            n = 0
        if n < 1:
            from .cache import warn

            warn(f"kina: warning: ignoring {ENV}={env!r} (not an integer ≥ 1); using one thread")
            return 1
        return min(n, MAX_THREADS)
    try:
        n = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        n = os.cpu_count() or 1
    return max(1, min(n, MAX_THREADS))


@lru_cache(maxsize=1)
def runtime_library() -> str | None:
    """The path of libiomp5.so from the intel-openmp wheel, or None when it is not installed."""
    # the wheel installs it as data, into <prefix>/lib: look there first (reading the wheel's
    # RECORD costs ≈ 50 ms, which a warm start — it computes artifact keys — should not pay)
    here = os.path.join(sys.prefix, "lib", "libiomp5.so")
    if os.path.exists(here):
        return os.path.realpath(here)
    from importlib.metadata import PackageNotFoundError, files

    try:
        for f in files("intel-openmp") or ():
            if f.name == "libiomp5.so":
                path = os.path.realpath(str(f.locate()))
                if os.path.exists(path):
                    return path
    except PackageNotFoundError:
        pass
    return None


_compiling = threading.local()


@contextmanager
def compiled_for(threads: int):
    """Emit and lower for `threads` (the count the artifact key was computed with), whatever the
    environment says meanwhile: a lazily built function is compiled long after its key."""
    outer = getattr(_compiling, "threads", None)
    _compiling.threads = threads
    try:
        yield
    finally:
        _compiling.threads = outer


def parallel_threads() -> int:
    """The thread count parallel matmuls are compiled for; 1 (no parallel path) with KINA_NUM_THREADS=1,
    on a one-CPU process, or when the runtime is missing."""
    fixed = getattr(_compiling, "threads", None)
    if fixed is not None:
        return fixed
    n = num_threads()
    return n if n > 1 and runtime_library() is not None else 1


def key_options() -> dict:
    """What an artifact key must cover of this: the count and, when parallel, the runtime's path."""
    n = parallel_threads()
    return {"threads": n, **({"omp": runtime_library()} if n > 1 else {})}
