"""Hostile inputs of issue 24 (part B): function names that are real symbols, and numbers at the
edges of the float range and of reduction sizes.

* Names: every defined, exported symbol of the libc and libm this process has loaded and of a
  Kina artifact (its guards, `memrefCopy`, `__wrap_malloc`, …), read from their ELF dynamic
  symbol tables (`dynamic_symbols`), never a hand list. `symbol_program(names)` gives each name a
  helper function that main calls, with code that makes LLVM call memset / memcpy / malloc (a
  zero fill, a copy, a matmul); it must compile and run natively with the NumPy result.
* Numbers: `magnitude_case` draws transcendental ops over inputs spread across the whole finite
  range of F32 / F64 (the log1p overflow of issue 24), `reduction_case` F32 sums and means of
  2^16 … 2^24 values on every kind of axis (the lost digits), each checked natively against
  float64 (`check_numeric`).

scripts/fuzz.py runs them as its family `hostile-numeric`; tests/fuzz/test_hostile_numeric.py is
the CI slice."""
from __future__ import annotations

import ctypes
import keyword
import math
import os
import re
import struct
from functools import lru_cache

import numpy as np

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
# Kina's own words: a function may not take these names (a diagnostic, not a symbol clash)
KINA_WORDS = frozenset({"let", "fn", "in", "loop", "for", "if", "else", "handle", "with", "include", "type", "true", "false",
                        "iota", "full", "one_hot", "main"})


# --------------------------------------------------------------------------- ELF symbol tables

def dynamic_symbols(path: str) -> set[str]:
    """The defined global or weak functions (IFUNCs too) and objects of an ELF64 little-endian shared object
    (its .dynsym), read from the file."""
    with open(path, "rb") as fh:
        data = fh.read()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path}: not an ELF64 little-endian file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = set()
    for sh in sections:
        if sh[1] != 11:  # SHT_DYNSYM
            continue
        strtab = sections[sh[6]]  # sh_link: its string table
        str_off, entsize = strtab[4], sh[9] or 24
        for off in range(sh[4], sh[4] + sh[5], entsize):
            st_name, st_info, _other, st_shndx = struct.unpack_from("<IBBH", data, off)
            bind, kind = st_info >> 4, st_info & 0xF
            if st_shndx == 0 or bind not in (1, 2) or kind not in (1, 2, 10):  # undefined; GLOBAL/WEAK; OBJECT/FUNC/IFUNC (memset)
                continue
            end = data.index(b"\0", str_off + st_name)
            names.add(data[str_off + st_name:end].decode("ascii", "replace"))
    return names


def loaded_library(stem: str) -> str | None:
    """The path of the shared library `stem` (`libc`, `libm`) this process has mapped, from
    /proc/self/maps (after loading it with ctypes), or None off Linux."""
    import ctypes.util

    found = ctypes.util.find_library(stem[3:])
    if found:
        ctypes.CDLL(found)
    try:
        with open("/proc/self/maps") as fh:
            for line in fh:
                path = line.split()[-1] if len(line.split()) >= 6 else ""
                if re.search(rf"/{re.escape(stem)}[.-][^/]*\.so|/{re.escape(stem)}\.so", path):
                    return path
    except OSError:
        return None
    return None


@lru_cache(maxsize=None)
def system_symbols() -> dict[str, tuple[str, ...]]:
    """libc's and libm's exported symbols usable as Kina function names, sorted."""
    out = {}
    for stem in ("libc", "libm"):
        path = loaded_library(stem)
        out[stem] = tuple(sorted(usable(dynamic_symbols(path)))) if path else ()
    return out


def usable(names) -> set[str]:
    return {n for n in names if IDENT.match(n) and n not in KINA_WORDS and not keyword.iskeyword(n)}


def artifact_symbols(so_path: str) -> tuple[str, ...]:
    """A Kina artifact's own exported symbols usable as function names (its runtime: guards,
    `kina_failed_allocation`, `memrefCopy`, `__wrap_malloc`, …)."""
    return tuple(sorted(usable(dynamic_symbols(so_path))))


# --------------------------------------------------------------------------- programs named by symbols

F = "tensor<F32, [8, 8], @host>"


def symbol_program(names) -> str:
    """One helper per name (alternating bodies that zero-fill, transpose, multiply and copy a
    slice into place: the generated code calls memset, memcpy, malloc and free), main sums their results: a clash of a helper with a symbol the generated code or
    the runtime calls is a crash, a link error or a wrong number."""
    bodies = ["(a @ a) * 0.125 + full(shape=[8, 8], value=0.0, dtype=F32)", "a.transpose([1, 0]) + 1.0",
              "a.tanh().maximum(full(shape=[8, 8], value=0.0, dtype=F32))",
              "a.update_slice(a.slice(start=[0, 0], size=[8, 2], stride=[1, 1]) * 2.0, full(shape=[], value=3, dtype=I64), axis=1)"]
    helpers = "".join(f"let {n} = fn(a: {F}) -> {F} {{ {bodies[i % 4]} }} in\n" for i, n in enumerate(names))
    calls = " + ".join(f"{n}(x)" for n in names) or "x"
    return f"{helpers}fn @main(x: {F}) -> {F} {{ {calls} }}\n"


def symbol_expected(names, x: np.ndarray) -> np.ndarray:
    x64 = x.astype(np.float64)
    updated = x64.copy()
    updated[:, 3:5] = x64[:, 0:2] * 2.0
    parts = [(x64 @ x64) * 0.125, x64.T + 1.0, np.maximum(np.tanh(x64), 0.0), updated]
    return sum((parts[i % 4] for i in range(len(names))), np.zeros_like(x64)) if names else x64


# --------------------------------------------------------------------------- numbers at the edges

MAGNITUDE_OPS = ("log1p", "log", "exp", "sqrt", "tanh", "sigmoid", "erf", "rsqrt", "sin", "cos", "abs")
# ulp bounds against float64 rounded to the dtype, where the result is a normal number; sin and
# cos only below |x| = 1e4 (libm's argument reduction beyond is not NumPy's either)
ULPS = {"F32": 8, "F64": 4}


def magnitude_points(dt: str, rng: np.random.Generator, n: int) -> np.ndarray:
    """n values whose log10 is uniform over the whole finite range of dt, both signs, plus its edges."""
    fi = np.finfo(np.float32 if dt == "F32" else np.float64)
    lo, hi = math.log10(float(fi.smallest_subnormal)), math.log10(float(fi.max))
    with np.errstate(over="ignore"):
        mags = 10.0 ** rng.uniform(lo, hi, n)
        x = np.concatenate([mags * rng.choice([-1.0, 1.0], n), [0.0, -0.0, float(fi.max), -float(fi.max), float(fi.tiny)]])
    x = x.astype(fi.dtype)
    return x[np.isfinite(x)]


def magnitude_case(dt: str, op: str, seed: int, n: int = 4096):
    """(source, input) of one transcendental op over values across dt's whole range."""
    x = magnitude_points(dt, np.random.default_rng(seed), n)
    T = f"tensor<{dt}, [{x.size}], @host>"
    return f"fn @main(x: {T}) -> {T} {{ x.{op}() }}\n", x


def reference(op: str, x64: np.ndarray) -> np.ndarray:
    with np.errstate(all="ignore"):
        if op == "sigmoid":
            return np.where(x64 >= 0, 1.0 / (1.0 + np.exp(-x64)), np.exp(x64) / (1.0 + np.exp(x64)))
        if op == "rsqrt":
            return 1.0 / np.sqrt(x64)
        if op == "erf":
            import math as m
            return np.array([m.erf(v) for v in x64])
        return getattr(np, op)(x64)


def magnitude_errors(dt: str, op: str, x: np.ndarray, got: np.ndarray) -> list[str]:
    """What is wrong with native `got` = op(x) against float64: a wrong special value (inf or NaN
    where the answer is finite, or the reverse), or an error above ULPS[dt] ulp where the answer
    is a normal number (at least an absolute ulp of 1 for sin, cos and log near their zeros)."""
    npd = np.float32 if dt == "F32" else np.float64
    want = reference(op, x.astype(np.float64))
    if op in ("sin", "cos"):
        keep = np.abs(x) < 1e4
        x, got, want = x[keep], got[keep], want[keep]
    with np.errstate(all="ignore"):
        rounded = want.astype(npd).astype(np.float64)
    got = got.astype(np.float64)
    bad = []
    special = ~np.isfinite(rounded)
    mismatch = special & ~((np.isnan(rounded) & np.isnan(got)) | (rounded == got))
    mismatch |= ~special & ~np.isfinite(got)
    for i in np.flatnonzero(mismatch)[:3]:
        bad.append(f"{op}({x[i]!r}) = {got[i]!r}, float64 says {want[i]!r}")
    fin = ~special & np.isfinite(got) & (np.abs(rounded) >= np.finfo(npd).tiny)
    with np.errstate(over="ignore"):  # the spacing at the largest finite value is inf
        ulp = np.spacing(np.abs(rounded[fin]).astype(npd)).astype(np.float64)
    if op in ("sin", "cos", "log"):  # results near their zeros: an absolute ulp of 1
        ulp = np.maximum(ulp, float(np.finfo(npd).eps))
    err = np.abs(got[fin] - want[fin]) / ulp
    if err.size and err.max() > ULPS[dt]:
        i = int(np.argmax(err))
        bad.append(f"{op}({x[fin][i]!r}) = {got[fin][i]!r}, float64 says {want[fin][i]!r} ({err[i]:.1f} ulp)")
    return bad


REDUCTION_SHAPES = [((1 << 20,), [0]), ((1 << 12, 1 << 10), [0]), ((1 << 10, 1 << 12), [1]), ((1 << 11, 3, 1 << 10), [0, 2]),
                    ((1 << 22, 2), [0]), ((3, 1 << 22), [1]), ((1 << 24,), [0]), ((999983,), [0]), ((4099, 1021), [0, 1])]


def reduction_case(seed: int):
    """(source, make_input, axes, kind) of one F32 sum or mean: a shape from REDUCTION_SHAPES,
    values drawn around a random magnitude (all positive: no cancellation hides a lost digit),
    or a constant built in the program by `broadcast` (the mean of 2^k copies of 0.1)."""
    rng = np.random.default_rng(seed)
    shape, axes = REDUCTION_SHAPES[rng.integers(len(REDUCTION_SHAPES))]
    kind = ("reduce_sum", "reduce_mean")[rng.integers(2)]
    scale = float(10.0 ** rng.uniform(-30, 30))
    T = lambda s: f"tensor<F32, [{', '.join(map(str, s))}], @host>"  # noqa: E731
    out = tuple(d for i, d in enumerate(shape) if i not in axes)
    if rng.integers(3) == 0:  # a constant: the input is one number, broadcast inside the program
        src = f"fn @main(c: {T([])}) -> {T(out)} {{ c.broadcast({list(shape)}).{kind}(axes={axes}) }}\n"
        value = np.float32(scale * 0.1)
        return src, (lambda: value), (lambda: np.full(shape, value, np.float64)), axes, kind
    src = f"fn @main(x: {T(shape)}) -> {T(out)} {{ x.{kind}(axes={axes}) }}\n"
    data = lambda: (np.random.default_rng(seed).uniform(0.5, 1.5, shape) * scale).astype(np.float32)  # noqa: E731
    return src, data, (lambda: data().astype(np.float64)), axes, kind


def reduction_errors(got, x64: np.ndarray, axes, kind: str) -> list[str]:
    """NumPy pairwise summation's class: relative error <= 2e-6 against the float64 sum (the
    native error of one accumulator was 1e-2 on 2^26 values; of blocked chains of 16, 2e-7)."""
    want = x64.sum(axis=tuple(axes))
    if kind == "reduce_mean":
        want = want / math.prod(x64.shape[a] for a in axes)
    got = np.asarray(got, np.float64)
    rel = np.abs(got - want) / np.abs(want)
    if not np.all(np.isfinite(got)) or rel.max() > 2e-6:
        return [f"{kind} over {list(axes)} of {list(x64.shape)}: relative error {rel.max():.3g} (got {got.ravel()[:2]}, want {want.ravel()[:2]})"]
    return []


# --------------------------------------------------------------------------- checks (run in a pool worker)

def _problem(step: str, e: BaseException) -> list[str]:
    return [f"{step}: {type(e).__name__}: {str(e).splitlines()[0][:300] if str(e) else ''}"]


def kina_runtime_names() -> list[str]:
    """The exported symbols of a freshly built Kina artifact (one helper `h` beside main) that are
    usable as function names: what Kina's own runtime adds to every artifact."""
    import kina

    prog = kina.compile_source(symbol_program(["h"]), path="seed.kina", backend="native")
    prog.main(np.ones((8, 8), np.float32))
    return list(artifact_symbols(prog.info["artifact"]))


def check_symbols(names) -> list[str]:
    """Helpers named `names` (symbol_program) compile and run natively, matching float64."""
    import kina

    names = list(names)
    try:
        prog = kina.compile_source(symbol_program(names), path="symbols.kina", backend="native")
        x = (np.arange(64, dtype=np.float32).reshape(8, 8) - 31.5) / 16
        got = prog.main(x)
    except Exception as e:  # a valid program: every exception is a failure
        return _problem(f"helpers named {names[:6]}{'…' if len(names) > 6 else ''}", e)
    want = symbol_expected(names, x)
    if not np.allclose(got, want, rtol=1e-4, atol=1e-4 * max(1.0, float(np.abs(want).max()))):
        return [f"helpers named {names[:6]}…: wrong result (max error {float(np.abs(got - want).max()):.3g})"]
    return []


def check_magnitude(dt: str, op: str, seed: int) -> list[str]:
    import kina

    src, x = magnitude_case(dt, op, seed)
    try:
        with np.errstate(all="ignore"):
            got = kina.compile_source(src, path=f"{op}.kina", backend="native").main(x)
    except Exception as e:
        return _problem(f"{dt} {op}", e)
    return [f"{dt} (seed {seed}): {m}" for m in magnitude_errors(dt, op, x, got)]


def check_reduction(seed: int) -> list[str]:
    import kina

    src, make, ref, axes, kind = reduction_case(seed)
    try:
        got = kina.compile_source(src, path="reduce.kina", backend="native").main(make())
    except Exception as e:
        return _problem(f"{kind} (seed {seed})", e)
    return [f"seed {seed}: {m}" for m in reduction_errors(got, ref(), axes, kind)]


# --------------------------------------------------------------------------- the family in scripts/fuzz.py

KINDS = ("hostile-symbols", "hostile-magnitude", "hostile-reduction")


def _result(problems: list[str], source: str, label: str, what: str):
    from .harness import Result

    res = Result()
    res.counts[what] += 1
    for p in problems:
        kind = "rejected-valid" if "KinaError" in p else "run-failed" if "Error:" in p else "mismatch"
        res.fail(kind, "run-native", p, source, label)
    return res


def job_symbols(names):
    return _result(check_symbols(names), symbol_program(names), f"helpers named {names[0]}…{names[-1]}", "hostile-symbols")


def job_magnitude(dt: str, op: str, seed: int):
    return _result(check_magnitude(dt, op, seed), magnitude_case(dt, op, seed)[0], f"{dt} {op} seed {seed}", "hostile-magnitude")


def job_reduction(seed: int):
    return _result(check_reduction(seed), reduction_case(seed)[0], f"reduction seed {seed}", "hostile-reduction")


def fuzz_jobs(n: int, seed: int, sources: dict, chunk: int = 48) -> list:
    """scripts/fuzz.py's jobs of this family, about n in all (0: none): every usable symbol of
    libc, libm and a Kina artifact as a helper name (in programs of `chunk` helpers; the runtime's
    names from a build in this process), then transcendental ops over every dtype and range and
    F32 reductions, seeds from `seed`. `sources`: filled with each job's program (for reports)."""
    if n <= 0:
        return []
    syms = system_symbols()
    try:
        runtime = kina_runtime_names()
    except Exception:  # no native toolchain: the libraries' names still run (and fail, saying why)
        runtime = []
    names = list(dict.fromkeys([*runtime, *syms["libc"], *syms["libm"]]))
    rng = np.random.default_rng(seed)
    rng.shuffle(names)
    jobs = []
    for i in range(0, len(names), chunk):
        part = names[i:i + chunk]
        key = ("hostile-symbols", i // chunk)
        sources[key] = symbol_program(part)
        jobs.append((key, "fuzz.hostile_numeric.job_symbols", dict(names=part)))
    rest = max(0, n - len(jobs))
    for j in range(rest):
        if j % 3 < 2:
            dt, op = ("F32", "F64")[j % 2], MAGNITUDE_OPS[(j // 2) % len(MAGNITUDE_OPS)]
            key = ("hostile-magnitude", j)
            sources[key] = magnitude_case(dt, op, seed + j)[0]
            jobs.append((key, "fuzz.hostile_numeric.job_magnitude", dict(dt=dt, op=op, seed=seed + j)))
        else:
            key = ("hostile-reduction", j)
            sources[key] = reduction_case(seed + j)[0]
            jobs.append((key, "fuzz.hostile_numeric.job_reduction", dict(seed=seed + j)))
    return jobs
