"""The per-machine tuner: `kina tune` measures candidate parameters for each kernel class on this
machine and writes the tuning table (kina_mlir/tuning.py) that TilePolicy consults first.

Like ATLAS's line search or IREE's tuner in miniature: for each class a small representative
program (one matmul, one batched matmul, an elementwise chain, a transposing kernel, a
convolution) is compiled through the real pipeline once per candidate and timed (the median of
`REPS` samples of calls in a loop, each sample ≥ `MIN_SAMPLE` s). The candidates are a few
around the built-in choice, one parameter at a time (coordinate descent: register tiles first,
then cache blocks, packing, threading: not on a loaded machine, where a thread waits for its time
slice), each stage keeping the best so far; a candidate replaces
it only if the median of `PAIRS` ratios of its time to the best's, the two timed alternately,
shows it ≥ `MARGIN` faster (the speed of a shared machine drifts, so times taken apart are not
compared), so noise keeps the built-in choice; and only if its results equal the built-in plan's
(a wrong candidate can never win). The whole run is bounded (`--budget`,
default 60 s): a class that does not fit is left out of the table (built-in tiles) and said so.

On-first-compile tuning is not done: one candidate costs a compile (0.2-1 s), several times a
cold compile per class, so tuning is a step of its own, once per machine, like an install.

`Tuner(measure=…)` takes the measuring function (tests inject a fake one: deterministic, no CPU
dependence); `clock` the timer of the real one."""
from __future__ import annotations

import contextlib
import json
import math
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field

import numpy as np

import kina
from kina.compiler import default_compiler
from kina.diagnostics import KinaError, Source
from kina.environment import read
from kina.ir import Bind
from kina.ops import nn as N

from . import tuning
from .artifacts import routine_library
from .artifacts.cache import dir_problem
from .emit.checks import spines
from .lowerings.nn import _matmul_dims
from .options import ISAS, CodegenOptions
from .target import usable_cpus
from .transforms.tiling import TILES, VEC_WIDTHS, TilePolicy

REPS = 5
MIN_SAMPLE = 2e-3
MARGIN = 0.03
PAIRS = 3  # alternated (best, candidate) timings per candidate
BUDGET_S = 60.0
CLASS_BUDGET_S = 15.0


@dataclass(frozen=True)
class Case:
    """One kernel class to tune: `kind` and the sizes of its representative program."""
    kind: str  # matmul, batch_matmul, elementwise, transpose, conv
    m: int = 0
    n: int = 0
    k: int = 0
    batch: int = 1
    dtype: str = "F32"
    shape: tuple = ()  # elementwise / transpose: the tensor; conv: (N, H, W, C, O)
    only: tuple = ()  # the parameters to tune (empty: all that apply)

    @property
    def cls(self) -> str:
        return tuning.kernel_class(self.kind, self.dtype, self.m, self.n, self.k, self.batch)

    def source(self) -> str:
        def t(shape):
            return f"tensor<{self.dtype}, [{', '.join(map(str, shape))}], @host>"
        if self.kind == "matmul":
            a, b, r = (self.m, self.k), (self.k, self.n), (self.m, self.n)
        elif self.kind == "batch_matmul":
            a, b, r = (self.batch, self.m, self.k), (self.batch, self.k, self.n), (self.batch, self.m, self.n)
        elif self.kind == "elementwise":
            s = t(self.shape)
            return f"fn @main(x: {s}, y: {s}) -> {s} {{ (x * y).tanh() * x + y }}"
        elif self.kind == "transpose":
            s = t(self.shape)
            return f"fn @main(x: {s}, y: {s}) -> {s} {{ x.transpose([1, 0]) * y }}"
        else:  # conv, channels last, 3x3 "same"
            n_, h, w, c, o = self.shape
            return (f"fn @main(x: {t((n_, h, w, c))}, w: {t((3, 3, c, o))}) -> {t((n_, h, w, o))} "
                    f"{{ x.conv(w, low=[1, 1], high=[1, 1]) }}")
        return f"fn @main(a: {t(a)}, b: {t(b)}) -> {t(r)} {{ a @ b }}"

    def inputs(self) -> tuple:
        rng = np.random.default_rng(0)
        dt = np.float64 if self.dtype == "F64" else np.float32
        if self.kind == "matmul":
            shapes = [(self.m, self.k), (self.k, self.n)]
        elif self.kind == "batch_matmul":
            shapes = [(self.batch, self.m, self.k), (self.batch, self.k, self.n)]
        elif self.kind == "conv":
            n_, h, w, c, o = self.shape
            shapes = [(n_, h, w, c), (3, 3, c, o)]
        else:
            shapes = [self.shape, self.shape]
        return tuple((rng.standard_normal(s) * 0.5).astype(dt) for s in shapes)

    def builtin(self, policy: TilePolicy) -> dict:
        """The built-in table's parameters for this class's program (`policy` has no table)."""
        if self.kind in ("matmul", "batch_matmul"):
            plan = policy.matmul_plan(self.m, self.n, self.k, self.batch, self.dtype)
            tiles = list(plan.tiles)
            p = {"tiles": tiles, "blocks": list(policy.matmul_blocks(self.n, self.k, tiles)[1:]),
                 "par": plan.par is not None}
            if self.kind == "matmul":
                p["pack"] = policy.packs(self.m, self.n, self.k, self.dtype)
                if p["pack"]:
                    p["par"] = policy.packed_plan(self.m, self.n, self.k, self.dtype).par is not None
            return p
        if self.kind == "elementwise":
            return {"width": policy.vec_widths[0]}
        if self.kind == "transpose":
            return {"tile": policy.transpose_t}
        return {"lanes": policy.conv_lanes, "rows": policy.conv_rows}

    def stages(self, base: dict, isa: str, threads: int) -> list[tuple[str, list]]:
        """(parameter, values other than the built-in) in the order they are tuned."""
        out = []
        if self.kind in ("matmul", "batch_matmul"):
            tm, tn, tk = base["tiles"]
            alt_k = 4 if isa == "avx512" else (tk // 2 or 1)
            tiles = [[max(1, tm // 2), tn, tk], [tm, max(4, tn // 2), tk], [tm, tn, alt_k if alt_k != tk else tk * 2]]
            if isa == "avx2":
                tiles.append([min(16, tm * 2), max(4, tn // 2), tk])  # as many accumulators, taller
            out.append(("tiles", tiles))
            def fits(b, d, t):
                return b == 0 or (d > b and d % b == 0 and b % t == 0)
            out.append(("blocks", [[bn, bk] for bn, bk in ((0, 0), (128, 128), (512, 512), (base["blocks"][0], 0), (0, base["blocks"][1]))
                                   if fits(bn, self.n, tn) and fits(bk, self.k, tk)]))
            if self.kind == "matmul":
                out.append(("pack", [not base["pack"]]))
            if threads > 1:
                out.append(("par", [not base["par"]]))
        elif self.kind == "elementwise":
            out.append(("width", [w for w in VEC_WIDTHS if w != base["width"]]))
        elif self.kind == "transpose":
            out.append(("tile", [t for t in (8, 16) if t != base["tile"]]))
        else:
            out.append(("lanes", [v for v in (32, 16, 8) if v != base["lanes"]]))
            out.append(("rows", [v for v in (8, 4, 2) if v != base["rows"]]))
        if self.only:
            out = [(p, vs) for p, vs in out if p in self.only]
        seen, dedup = set(), []
        for p, values in out:
            vs = []
            for v in values:
                key = (p, repr(v))
                if v != base[p] and key not in seen and tuning.PARAMS[p][1](v):
                    seen.add(key)
                    vs.append(v)
            if vs:
                dedup.append((p, vs))
        return dedup


# The benchmark suite's kernel classes (benchmarks/run.py): MLP-1024's matmuls (forward and dX,
# dW), StoryLM medium's projections, logits and weight gradients, its attention products, the
# elementwise and transposing schedules, and a 3x3 convolution.
DEFAULT_CASES = (
    Case("matmul", 256, 1024, 1024),
    Case("matmul", 1024, 1024, 256),
    Case("matmul", 512, 128, 128),
    Case("matmul", 512, 256, 128),
    Case("matmul", 128, 128, 512),
    Case("batch_matmul", 64, 64, 32, batch=32),
    Case("batch_matmul", 64, 32, 64, batch=32),
    Case("elementwise", shape=(256, 1024)),
    Case("transpose", shape=(512, 512)),
    Case("conv", shape=(8, 16, 16, 32, 64)),
)
# `kina tune --quick`: one small class, the register tiles only (two or three compiles)
QUICK_CASES = (Case("matmul", 64, 64, 64, only=("tiles",)),)


def program_cases(path: str, compiler=None) -> list[Case]:
    """The matmul classes of a program's float matmuls (every function, AD's generated ones and
    loop bodies included; generic functions' symbolic shapes are skipped), each with the first
    shape seen as its representative: `kina tune FILE` tunes what that program runs."""

    program, _ = (compiler or default_compiler()).emit(Source.read(path), "ir")
    cases: dict[str, Case] = {}
    for fn in program.functions.values():
        for spine, _ in spines(fn):
            types = spine.types()
            for b in spine.body:
                if not (isinstance(b, Bind) and b.op is N.matmul and b.types[0].dtype in ("F32", "F64")):
                    continue
                try:
                    dims = _matmul_dims(types[b.args[0]], types[b.args[1]], b.types[0])
                except (TypeError, ValueError):
                    continue
                if dims is None or not all(isinstance(d, int) and d > 0 for d in dims):
                    continue
                m, n, k, batch = dims
                case = Case("batch_matmul" if batch > 1 else "matmul", m, n, k, batch, dtype=b.types[0].dtype)
                cases.setdefault(case.cls, case)
    return list(cases.values())


@dataclass
class Result:
    cls: str
    builtin: dict
    chosen: dict
    builtin_s: float  # seconds per call; where the choice differs, medians of the two timed alternately
    chosen_s: float
    tried: int
    seconds: float
    complete: bool = True
    rejected: list = field(default_factory=list)  # candidates whose results differed


class Tuner:
    def __init__(self, isa: str | None = None, threads: int | None = None, measure=None, clock=time.perf_counter,
                 budget_s: float = BUDGET_S, class_budget_s: float = CLASS_BUDGET_S, log=None):
        base = CodegenOptions.resolve({"codegen": {"tuning": "", **({"isa": isa} if isa else {})}})
        if threads is not None:
            base = base.with_(threads=threads, omp=base.omp if threads > 1 else None)
        self.options = base
        self.isa, self.threads = base.isa, base.threads
        self.measure = measure or self._measure
        self.clock = clock
        self.budget_s, self.class_budget_s = budget_s, class_budget_s
        self.log = log or (lambda line: None)
        self.tune_threads = True  # run() turns it off on a loaded machine
        self._expected: dict = {}
        self._programs: dict = {}

    # -- measuring -------------------------------------------------------------------------
    def _measure(self, case: Case, params: dict) -> float | None:
        """Seconds per call of `case`'s program compiled with `params` for its class; None when
        its results differ from the built-in plan's (the first measured)."""
        key = (case.cls, tuning.canonical(params))
        if key in self._programs:  # a confirmation: timed again, not compiled again
            prog, args = self._programs[key]
            return time_calls(prog.main, args, self.clock)
        codegen = {"isa": self.isa, "threads": self.threads, "tuning": {case.cls: params}}
        if self.threads > 1:
            codegen["omp"] = self.options.omp
        prog = kina.compile_source(case.source(), path=f"tune-{case.kind}.kina", backend="native", codegen=codegen)
        args = case.inputs()
        out = np.asarray(prog.main(*args))
        want = self._expected.setdefault(case.cls, out)
        if want is not out and not np.allclose(out, want, rtol=1e-4, atol=1e-4 * max(1.0, float(np.abs(want).max()))):
            return None
        self._programs[key] = (prog, args)
        return time_calls(prog.main, args, self.clock)

    def tune_case(self, case: Case, deadline: float) -> Result:
        started = self.clock()
        policy = TilePolicy(self.options)
        base = case.builtin(policy)
        times: dict[str, float] = {}  # canonical params -> the least time measured

        def measure(params):
            s = self.measure(case, params)
            if s is not None:
                k = tuning.canonical(params)
                times[k] = min(s, times.get(k, s))
            return s
        best, best_s = dict(base), measure(dict(base))
        if best_s is None:
            raise RuntimeError(f"{case.cls}: the built-in plan's program gave no result")
        tried, complete, rejected = 1, True, []
        class_end = min(deadline, started + self.class_budget_s)
        for param, values in case.stages(base, self.isa, self.threads if self.tune_threads else 1):
            stage_best = best
            for v in values:
                if self.clock() >= class_end:
                    complete = False
                    break
                cand = {**best, param: v}
                s = measure(cand)  # compiled, its results checked, timed once
                tried += 1
                if s is None:
                    rejected.append(cand)
                    continue
                # then timed against the stage's best in alternated pairs, and judged by the
                # median of their ratios: a shared machine's speed drifts within seconds (1.5x
                # here), so two times taken apart say little, and one slow moment must neither
                # reject a faster candidate nor crown a slower one
                ratios = []
                for _ in range(PAIRS):
                    a, b = measure(stage_best), measure(cand)
                    if a is None or b is None:
                        break
                    ratios.append(b / a)
                if len(ratios) == PAIRS and statistics.median(ratios) < 1 - MARGIN:
                    stage_best = cand
            best = stage_best
            if not complete:
                break
        base_s, best_s = times[tuning.canonical(base)], times[tuning.canonical(best)]
        if best != base:  # the times reported: the two alternated, not least times from other moments
            pairs = [(measure(base), measure(best)) for _ in range(PAIRS)]
            if all(a is not None and b is not None for a, b in pairs):
                base_s, best_s = statistics.median(a for a, _ in pairs), statistics.median(b for _, b in pairs)
                if statistics.median(b / a for a, b in pairs) >= 1:
                    # the choice did not hold against the built-in plan, timed alternately once more
                    # (each stage compares a candidate with that stage's best, and a shared
                    # machine's drift can carry a chain of small steps): the built-in plan is kept,
                    # which is also the cheaper to compile where the candidate was wider (session
                    # 34's AVX2 host chose width 64 for the elementwise class, then timed it +10.8 %)
                    best, best_s = dict(base), base_s
        return Result(case.cls, base, best, base_s, best_s, tried, self.clock() - started, complete, rejected)

    def tune(self, cases=DEFAULT_CASES) -> tuple[dict, list[Result], float]:
        """(choices, results, seconds): every class measured within the budget."""
        started = self.clock()
        deadline = started + self.budget_s
        choices, results = {}, []
        with _private_cache():
            for case in cases:
                if self.clock() >= deadline:
                    self.log(f"{case.cls}: skipped (the {self.budget_s:g} s budget is spent): built-in tiles")
                    continue
                r = self.tune_case(case, deadline)
                results.append(r)
                choices[r.cls] = r.chosen
                self.log(describe(r))
        return choices, results, self.clock() - started


def time_calls(fn, args, clock=time.perf_counter, reps: int = REPS, min_sample: float = MIN_SAMPLE) -> float:
    """The median over `reps` samples of seconds per call, each sample a loop of ≥ `min_sample` s."""
    fn(*args)
    n = 1
    while True:
        t0 = clock()
        for _ in range(n):
            fn(*args)
        dt = clock() - t0
        if dt >= min_sample or n >= 1 << 16:
            break
        n *= 2
    samples = []
    for _ in range(reps):
        t0 = clock()
        for _ in range(n):
            fn(*args)
        samples.append((clock() - t0) / n)
    return statistics.median(samples)


@contextlib.contextmanager
def _private_cache():
    """The candidates' artifacts go to a temporary cache directory, removed afterwards."""
    old = read("KINA_CACHE_DIR")
    with tempfile.TemporaryDirectory(prefix="kina-tune-") as d:
        os.environ.update(KINA_CACHE_DIR=d)  # this process's compiles only; set back below
        try:
            yield d
        finally:
            if old is None:
                os.environ.pop("KINA_CACHE_DIR", None)
            else:
                os.environ.update(KINA_CACHE_DIR=old)


PROC_STAT = "/proc/stat"


def _load(window_s: float = 0.5) -> float | None:
    """How many CPUs other work keeps busy now: the share of /proc/stat's CPU time not idle over
    `window_s` while this process sleeps, times the CPUs; else the load average. Not the load
    average first: it averages the last minute, which on a quiet machine is mostly this user's
    own previous command (a benchmark, an earlier `kina tune`), and a tune started right after
    one then left threading untuned, its classes back on the built-in threshold (the StoryLM
    medium step's 512x128x128 matmuls single-threaded, 10 % of its step: docs/performance.md)."""
    def sample():
        with open(PROC_STAT, encoding="ascii") as fh:
            fields = [int(x) for x in fh.readline().split()[1:]]
        idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
        busy = sum(fields[:3]) + sum(fields[5:7])  # user nice system, irq softirq (not steal, guest)
        return busy, busy + idle
    try:
        b0, t0 = sample()
        time.sleep(window_s)
        b1, t1 = sample()
        if t1 > t0:
            return (b1 - b0) / (t1 - t0) * (os.cpu_count() or 1)
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return None


def _fmt(params: dict) -> str:
    return " ".join(f"{k} {v}" if not isinstance(v, list) else f"{k} [{', '.join(map(str, v))}]" for k, v in params.items())


def describe(r: Result) -> str:
    change = "kept the built-in" if r.chosen == r.builtin else \
        f"chose {_fmt({k: v for k, v in r.chosen.items() if r.builtin.get(k) != v})}"
    line = (f"{r.cls}: built-in ({_fmt(r.builtin)}) {r.builtin_s * 1e3:.3f} ms; {change} {r.chosen_s * 1e3:.3f} ms"
            f" ({(r.chosen_s / r.builtin_s - 1) * 100:+.1f} %); {r.tried} candidates, {r.seconds:.1f} s")
    if not r.complete:
        line += " (class budget spent)"
    if r.rejected:
        line += f"; {len(r.rejected)} rejected (results differ)"
    return line


def run(cases, isa: str | None = None, budget_s: float = BUDGET_S, merge: bool = True, log=print, measure=None,
        clock=time.perf_counter, threads: int | None = None, tune_threads_under_load: bool = False) -> tuple[str, dict, float]:
    """Tune `cases` and write the table into the cache directory: (path, table document, seconds)."""
    tuner = Tuner(isa=isa, threads=threads, measure=measure, clock=clock, budget_s=budget_s, log=log)
    path = tuning.table_path(tuner.isa)
    problem = dir_problem(os.path.dirname(path))
    if problem:
        raise OSError(f"the cache directory {os.path.dirname(path)} {problem}: no tuning table can be stored there")
    log(f"kina tune: {tuning.machine(tuner.isa)['cpu']}, ISA {tuner.isa}, {tuner.threads} thread(s); "
        f"{len(cases)} kernel class(es), budget {budget_s:g} s")
    load = _load()
    if load is not None and load > 0.5 * usable_cpus() and not tune_threads_under_load:
        tuner.tune_threads = False
        log(f"kina tune: warning: other work keeps {load:.1f} of {usable_cpus()} usable CPUs busy: threaded candidates would wait "
            f"for time slices, so threading keeps the built-in threshold (--threads-under-load measures it anyway); "
            f"the other times are noisier than on a quiet machine")
    choices, results, seconds = tuner.tune(cases)
    old = (tuning.read(path, tuner.isa) or {}) if merge else {}
    measured = {r.cls: {"builtin": r.builtin, "builtin_ms": round(r.builtin_s * 1e3, 4), "chosen_ms": round(r.chosen_s * 1e3, 4),
                        "candidates": r.tried, "load": None if load is None else round(load, 2)} for r in results}
    doc = tuning.document({**old, **choices}, tuner.isa, measured, round(seconds, 2))
    if old:  # the measurements of entries kept from the old table
        with contextlib.suppress(OSError, ValueError):
            with open(path) as fh:
                for c, entry in json.load(fh)["entries"].items():
                    if c in doc["entries"] and c not in choices and isinstance(entry, dict):  # never its params
                        doc["entries"][c].update((k, v) for k, v in entry.items() if k != "params")
    tuning.write(path, doc)
    log(f"kina tune: {len(results)} class(es) in {seconds:.1f} s; wrote {path}")
    return path, doc, seconds


# -- `kina tune` (registered by plugin.py's cli_commands hook) ------------------------------
def add_command(subparsers) -> None:
    p = subparsers.add_parser("tune", help="measure tile candidates on this machine and store the choices (docs/performance.md, \"Tuning\")")
    p.add_argument("files", nargs="*", help="tune the matmul classes of these programs (default: the benchmark suite's classes)")
    p.add_argument("--quick", action="store_true", help="one small kernel class, register tiles only (seconds): a smoke test")
    p.add_argument("--budget", type=float, default=BUDGET_S, help=f"seconds the whole run may take (default {BUDGET_S:g})")
    p.add_argument("--isa", choices=ISAS, default=None, help="tune for this ISA's tiles (default: KINA_ISA, else the host's)")
    p.add_argument("--fresh", action="store_true", help="start a new table instead of updating this machine's")
    p.add_argument("--show", action="store_true", help="print this machine's table and measure nothing")
    p.add_argument("--threads-under-load", action="store_true",
                   help="measure threads on/off even when other work keeps over half the usable CPUs busy")
    p.add_argument("--no-routines", action="store_true", help="do not compile this machine's routine library afterwards")
    p.add_argument("--routines-only", action="store_true",
                   help="only compile this machine's routine library (the shape-generic matmul routines; seconds)")
    p.set_defaults(func=_cmd)


def build_routines(isa: str, quick: bool = False, log=print) -> tuple[str, float]:
    """Compile this machine's routine library (artifacts/routine_library.py) with the options a
    build on it resolves, the new table read; `quick`: only the largest tiles' variants."""
    options = CodegenOptions.resolve({"codegen": {"isa": isa}})
    variants = routine_library.machine_variants(options)
    if quick:
        top = tuple(c[0] for c in TILES[isa])
        variants = [v for v in variants if v.tiles == top]
    return routine_library.build(options, variants, log)


MAX_BUDGET_S = 3600.0


def _cmd(args) -> int:
    if not (math.isfinite(args.budget) and 0 < args.budget <= MAX_BUDGET_S):  # argparse's float() takes nan and inf
        print(f"error: kina tune: --budget must be a number of seconds > 0 and at most {MAX_BUDGET_S:g}, got {args.budget}",
              file=sys.stderr)
        return 1
    isa = args.isa or CodegenOptions.resolve({"codegen": {"tuning": ""}}).isa
    if args.show:
        path = tuning.table_path(isa)
        choices = tuning.read(path, isa)
        if choices is None:
            print(f"no tuning table for this machine ({path}): the built-in tiles are used")
            return 0
        print(path)
        for c, params in sorted(choices.items()):
            print(f"{c}: {json.dumps(params, sort_keys=True)}")
        return 0
    if args.routines_only:
        try:
            build_routines(isa, args.quick)
        except OSError as e:
            print(f"error: kina tune: {e}", file=sys.stderr)
            return 1
        return 0
    cases = QUICK_CASES if args.quick else DEFAULT_CASES
    if args.files:
        found: dict[str, Case] = {}
        for path in args.files:
            try:
                found.update((c.cls, c) for c in program_cases(path, args.compiler) if c.cls not in found)
            except OSError as e:
                print(f"error: kina tune: {path}: cannot read: {e.strerror or e}", file=sys.stderr)
                return 1
            except KinaError as e:
                print(e.render(), file=sys.stderr)
                return 1
        if not found:
            print("kina tune: no float matmul of a static shape in these programs: nothing to tune")
            return 0
        cases = tuple(found.values())
    try:
        run(cases, isa=isa, budget_s=args.budget, merge=not args.fresh,
            tune_threads_under_load=args.threads_under_load)
        if not args.no_routines:
            build_routines(isa, args.quick)
    except OSError as e:
        print(f"error: kina tune: {e}", file=sys.stderr)
        return 1
    return 0
