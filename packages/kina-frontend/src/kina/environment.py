"""Every `KINA_*` environment variable, in one table, read with one rule.

The rule (docs/configuration.md): a variable that is unset or empty takes its default. A flag is
on for `1`, `true`, `yes`, `on` and off for `0`, `false`, `no`, `off` (any case); an integer is
a decimal at least the variable's minimum; seconds are a positive finite number. Any other value is ignored with one line on stderr
naming the variable, and the default is used: a typo must not stop a training run, nor be
silently taken for its opposite. Nothing else in the workspace reads `os.environ` for a `KINA_*`
name (tests/frontend/test_environment.py checks the sources)."""
from __future__ import annotations

import os
import sys
from typing import NamedTuple


class Variable(NamedTuple):  # a named tuple: defined on every start, five times cheaper than a frozen dataclass
    """An environment variable Kina reads: its kind, default, help line and the package that reads it."""
    name: str
    kind: str  # "flag", "int", "seconds" (a positive finite number) or "text"
    default: object
    help: str
    reader: str  # the package that reads it ("tests" for the test suite's own switches)
    minimum: int = 0  # for "int"


VARIABLES: dict[str, Variable] = {v.name: v for v in (
    Variable("KINA_CACHE_DIR", "text", None, "the compile cache directory (default `$XDG_CACHE_HOME/kina`, else `~/.cache/kina`)", "kina-mlir"),
    Variable("KINA_NO_CACHE", "flag", False, "compile afresh: the cache is neither read nor written", "kina-mlir"),
    Variable("KINA_VERIFY", "flag", False, "verify the IR after every pass (Kina's and MLIR's); always once at the end", "kina-frontend"),
    Variable("KINA_DEBUG", "flag", False, "print the Python traceback of an internal error", "kina-frontend, kina-storylm"),
    Variable("KINA_LOG_COMPILES", "flag", False, "one line on stderr per compile: a program on numpy/jit, a native function on its first call, a generic specialisation", "kina-frontend, kina-runtime"),
    Variable("KINA_NUM_THREADS", "int", None, "threads a parallel kernel is compiled for (default: the usable CPUs, at most 8; 1: no OpenMP code)", "kina-mlir", 1),
    # codegen switches (kina_mlir.options.CodegenOptions: each is part of every artifact key)
    Variable("KINA_TUNE", "flag", True, "use this machine's tuning table (`kina tune`); 0: the built-in tiles only", "kina-mlir"),
    Variable("KINA_ISA", "text", None, "the vector ISA tiles are chosen for, `avx512` or `avx2` (default: the host's)", "kina-mlir"),
    Variable("KINA_VECTORISE", "flag", True, "vectorise elementwise and reduction kernels along their contiguous dim", "kina-mlir"),
    Variable("KINA_OUTLINE", "flag", True, "outline each distinct kernel into one function", "kina-mlir"),
    Variable("KINA_SHARED_TRANSPOSE", "flag", True, "pure F32 transposes call one shape-generic routine (rank 4; threaded where the op is split)", "kina-mlir"),
    Variable("KINA_PARALLEL_CODEGEN", "flag", True, "a second process compiles about half of a big module's kernels", "kina-mlir"),
    Variable("KINA_WORKER_FORK", "flag", True, "that second process is forked from the compiling one (Linux, no other Python thread running); 0: a new Python process", "kina-mlir"),
    Variable("KINA_LSR", "flag", False, "LLVM's loop strength reduction while objects are generated", "kina-mlir"),
    Variable("KINA_PAR_MIN_MACS", "int", 1 << 24, "multiply-adds from which a matmul is split over threads", "kina-mlir", 1),
    Variable("KINA_PAR_MIN_ELEMENTS", "int", 1 << 18, "elements from which an elementwise kernel is split over threads", "kina-mlir", 1),
    Variable("KINA_PAR_MIN_TRANSPOSE", "int", 1 << 16, "elements from which a pure transpose calls the threaded transpose routine", "kina-mlir", 1),
    Variable("KINA_WORKER_MIN_LINES", "int", 600, "MLIR lines from which a build starts the codegen worker", "kina-mlir"),
    Variable("KINA_WORKER_MIN_WEIGHT", "int", 40_000, "kernel weight (the balance's cost model) from which the worker gets a share", "kina-mlir"),
    # the test suite's own
    Variable("KINA_COLLECTIVE_TIMEOUT", "seconds", 300.0, "seconds one call of a function with collectives may take under MPI before the job is aborted (docs/distributed.md)", "kina-frontend"),
    Variable("KINA_REQUIRE_UV", "flag", False, "tests that build fresh venvs fail instead of skipping without uv (CI sets it)", "tests"),
    Variable("KINA_REQUIRE_MPI", "flag", False, "the MPI tests (tests/distributed) fail instead of skipping without the dist group (CI sets it)", "tests"),
    Variable("KINA_REGEN_GOLDENS", "flag", False, "tests/mlir/emit/test_golden.py rewrites the MLIR goldens", "tests"),
    Variable("KINA_STRESS", "flag", False, "the full stress form of the threading tests", "tests"),
    Variable("KINA_TEST_MARKER", "text", None, "set by the cache-security tests in the processes they start", "tests"),
    Variable("KINA_FUZZ_PROFILE", "text", "fuzz-ci", "the fuzzer's profile (scripts/fuzz.py)", "tests"),
    Variable("KINA_FUZZ_WORKERS", "int", 2, "the fuzzer's worker processes", "tests", 1),
    Variable("KINA_FUZZ_WORKER", "text", None, "set by the fuzzer in its worker processes", "tests"),
    Variable("KINA_FUZZ_WORKER_MEMORY", "int", 6 << 30, "the fuzzer's per-worker address-space limit in bytes", "tests", 1),
    Variable("KINA_FUZZ_JOB_TIMEOUT", "int", 300, "the fuzzer's per-case time limit in seconds", "tests", 1),
)}

_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")
_warned: set[str] = set()


def _ignore(v: Variable, raw: str, why: str):
    if v.name not in _warned:
        _warned.add(v.name)
        print(f"kina: warning: ignoring {v.name}={raw!r} ({why}); using the default ({v.default})", file=sys.stderr, flush=True)
    return v.default


def read(name: str, environ=None):
    """The value of `name` under the rule above (`environ`: default os.environ)."""
    v = VARIABLES[name]  # a KeyError here is a variable missing from the table
    raw = (os.environ if environ is None else environ).get(name, "").strip()
    if not raw:
        return v.default
    if v.kind == "flag":
        low = raw.lower()
        if low in _TRUE:
            return True
        if low in _FALSE:
            return False
        return _ignore(v, raw, "not one of 1/true/yes/on or 0/false/no/off")
    if v.kind == "int":
        try:
            n = int(raw)
        except ValueError:
            return _ignore(v, raw, "not an integer")
        return n if n >= v.minimum else _ignore(v, raw, f"less than {v.minimum}")
    if v.kind == "seconds":
        try:
            x = float(raw)
        except ValueError:
            x = float("nan")
        return x if 0 < x < float("inf") else _ignore(v, raw, "not a positive number of seconds")
    return raw


def flag(name: str) -> bool:
    return bool(read(name))


def table_markdown() -> str:
    """The table of docs/configuration.md (tests/frontend/test_environment.py keeps them equal)."""
    rows = ["| variable | kind | default | read by | what it does |", "| --- | --- | --- | --- | --- |"]
    for v in VARIABLES.values():
        default = "unset" if v.default is None else ("on" if v.default is True else "off" if v.default is False else str(v.default))
        rows.append(f"| `{v.name}` | {v.kind} | {default} | {v.reader} | {v.help} |")
    return "\n".join(rows)
