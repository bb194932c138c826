"""The long fuzzing run: `uv run python scripts/fuzz.py [--seed N]`.

Generates (hypothesis, seeded: the same seed gives the same programs) and checks, through
`kina.cli.main` and `kina.compile_source` in process inside a pool of spawned workers:

  * >= 10,000 distinct program cases: well-typed programs, token/typed mutants and random
    bytes, and extreme programs (the full fixed list plus random families and sizes) —
    `kina check`, `kina compile --emit ir`, `compile_source`, `kina run --backend numpy`;
  * >= 200 of them compiled (`--emit so`) and run natively (`run --backend native`), plus
    every accepted extreme program;
  * >= 1,000 oracle programs (random float op chains, F32 and F64): native == NumPy backend
    and reverseMode == F64 central differences;
  * loops and conditionals (tests/fuzz/loops.py, loopchains.py): >= 1,500 well-typed programs
    with nested loops, carries, counters, stacked outputs, index/update_index and ifs (accepted
    and run on NumPy), >= 1,000 programs with one known defect (rejected with a located
    diagnostic, never accepted), >= 1,500 token mutants and loop/if perturbations of them,
    >= 200 of the well-typed ones run natively and compared with NumPy (native == NumPy), as is
    every view (index, slice, reshape, …) yielded from a branch, a carry, a stacked output, an if
    in a loop and a loop in an if (loops.view_cases, 54 programs), and >= 400 tame float chains
    with loops and ifs through both oracles. Extreme cases include
    loops and ifs nested 64 and 65 deep, trip counts up to 2^63, stacked outputs past 2^62 bytes
    and out-of-range positions inside loops (COMPILE_ONLY cases are compiled, never run);
  * hostile host arguments and output paths (tests/fuzz/hostile_host.py): >= 1,500 arguments
    from lying subclasses and protocols and extreme sizes, on numpy and native (read by their
    real buffer or refused naming the parameter), and >= 300 outputs into FIFOs, devices,
    directories, sockets and missing parents (written through or refused, never replaced).

A worker that dies (signal) or hangs is reported with its input and restarted. Prints the
counts, every failure with its input, and one line per failure class; writes each failing
input to --save-failures (default: a temporary folder). Exit status 1 on any failure."""
from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
# `import fuzz` must find tests/fuzz, not this script
sys.path[:] = [TESTS] + [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(os.path.abspath(__file__))]
os.environ.setdefault("KINA_VERIFY", "1")
os.environ.setdefault("KINA_CACHE_DIR", tempfile.mkdtemp(prefix="kina-fuzz-cache-"))  # compile, do not hit a cache


def collect(strategy, n: int, seed: int, key=str) -> list:
    """n distinct examples of a hypothesis strategy, reproducibly from seed."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hseed

    out, seen = [], set()
    for attempt in range(20):
        if len(out) >= n:
            break

        @settings(max_examples=max(n - len(out), 1) + 10, database=None, deadline=None, phases=[Phase.generate],
                  suppress_health_check=list(HealthCheck), derandomize=False)
        @hseed(seed * 1000 + attempt)
        @given(strategy)
        def gather(x):
            k = key(x)
            if k not in seen and len(out) < n:
                seen.add(k)
                out.append(x)
        gather()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=20260101, help="generation seed (default: fixed, reproducible)")
    ap.add_argument("--cases", type=int, default=10000, help="distinct program cases at least (mutants top up)")
    ap.add_argument("--valid", type=int, default=3600, help="well-typed programs")
    ap.add_argument("--mutants", type=int, default=5800, help="mutated programs and random bytes")
    ap.add_argument("--extremes", type=int, default=600, help="extreme programs (the full fixed list, then random ones)")
    ap.add_argument("--native", type=int, default=250, help="well-typed programs also compiled and run natively")
    ap.add_argument("--oracles", type=int, default=1000, help="oracle programs (float chains)")
    ap.add_argument("--loops", type=int, default=1500, help="well-typed programs with loops and ifs")
    ap.add_argument("--loop-defects", type=int, default=1000, help="loop/if programs with one known defect")
    ap.add_argument("--loop-mutants", type=int, default=1500, help="token mutants and perturbations of loop programs")
    ap.add_argument("--loop-native", type=int, default=200, help="loop programs also run natively (native == NumPy)")
    ap.add_argument("--loop-oracles", type=int, default=400, help="float chains with loops and ifs (both oracles)")
    # issue 24, part B (tests/fuzz/hostile_numeric.py): symbol names, float-range magnitudes, big reductions
    ap.add_argument("--hostile-numeric", type=int, default=400,
                    help="jobs of the hostile-numeric family (helpers named by every libc/libm/Kina runtime symbol, "
                         "then transcendental ops over the float range and F32 reductions against float64)")
    ap.add_argument("--host", type=int, default=1500, help="hostile host arguments (tests/fuzz/hostile_host.py), numpy and native")
    ap.add_argument("--outputs", type=int, default=300, help="hostile output paths: FIFOs, devices, directories, missing parents")
    ap.add_argument("--kinds", default=None,
                    help="only these job kinds, comma-separated (valid, valid-native, mutant, extreme, extreme-native, oracle, "
                         "loop, loop-native, loop-view, loop-defect, loop-mutant, loop-oracle, hostile-symbols, "
                         "hostile-magnitude, hostile-reduction, host, output); default: all")
    ap.add_argument("--workers", type=int, default=max(1, min(os.cpu_count() or 2, 8)))
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds before a job counts as hung")
    ap.add_argument("--save-failures", default=None, help="folder for the failing inputs (default: a temporary one)")
    ap.add_argument("--quiet", action="store_true", help="print failure classes and counts, not every failing input")
    args = ap.parse_args(argv)

    from fuzz.chains import chains
    from fuzz.extremes import COMPILE_ONLY, cases, extreme_programs
    from fuzz.hostile_host import host_cases, output_cases
    from fuzz.loopchains import loop_chains
    from fuzz.loops import all_loop_programs, defective_programs, loop_mutants, view_cases
    from fuzz.pool import Pool, to_result
    from fuzz.programs import mutants, programs

    t0 = time.time()
    print(f"kina fuzz: seed {args.seed}, {args.workers} workers, KINA_CACHE_DIR={os.environ['KINA_CACHE_DIR']}", flush=True)
    valid = collect(programs(), args.valid, args.seed, key=lambda p: p.text)
    fixed = cases(full=True)
    seen_src = {s for _, s in fixed}
    extra = collect(extreme_programs(), max(0, args.extremes - len(fixed)) + len(fixed), args.seed + 2, key=lambda c: c[1])
    extremes = fixed + [c for c in extra if c[1] not in seen_src][: max(0, args.extremes - len(fixed))]
    broken = collect(mutants(), max(args.mutants, args.cases - len(valid) - len(extremes)), args.seed + 1)
    oracle_chains = collect(chains(), args.oracles, args.seed + 3, key=lambda c: c.text)
    loops = collect(all_loop_programs(), args.loops, args.seed + 4, key=lambda p: p.text)
    defects = collect(defective_programs(), args.loop_defects, args.seed + 5, key=lambda kd: kd[1])
    loop_broken = collect(loop_mutants(), args.loop_mutants, args.seed + 6)
    loop_oracle_chains = collect(loop_chains(), args.loop_oracles, args.seed + 7, key=lambda c: c.text)
    hostile = collect(host_cases(), args.host, args.seed + 8, key=repr) if args.host else []
    outputs = collect(output_cases(), args.outputs, args.seed + 9, key=repr) if args.outputs else []
    print(f"generated {len(valid)} well-typed, {len(broken)} mutants, {len(extremes)} extreme programs, "
          f"{len(oracle_chains)} oracle chains; {len(loops)} loop programs, {len(defects)} with a defect, "
          f"{len(loop_broken)} loop mutants, {len(loop_oracle_chains)} loop chains; {len(hostile)} host arguments, "
          f"{len(outputs)} output paths in {time.time() - t0:.0f} s", flush=True)

    sources, labels, jobs = {}, {}, []
    for i, p in enumerate(valid):
        sources[("valid", i)] = p.text
        jobs.append((("valid", i), "fuzz.harness.check_everything", dict(source=p.text, valid=True, name=f"v{i}")))
    step = max(1, len(valid) // max(args.native, 1))
    for i in range(0, len(valid), step)[: args.native]:
        jobs.append((("valid-native", i), "fuzz.harness.check_native", dict(source=valid[i].text, valid=True, name=f"vn{i}")))
        sources[("valid-native", i)] = valid[i].text
    for i, text in enumerate(broken):
        sources[("mutant", i)] = text
        jobs.append((("mutant", i), "fuzz.harness.check_everything", dict(source=text, name=f"m{i}")))
    for i, (label, text) in enumerate(extremes):
        sources[("extreme", i)] = sources[("extreme-native", i)] = text
        labels[("extreme", i)] = labels[("extreme-native", i)] = label
        run = not label.endswith(COMPILE_ONLY)
        jobs.append((("extreme", i), "fuzz.harness.check_everything", dict(source=text, label=label, name=f"x{i}", run=run)))
        if native_worthy(label):
            jobs.append((("extreme-native", i), "fuzz.harness.check_native", dict(source=text, label=label, name=f"xn{i}", run=run)))
    for i, p in enumerate(loops):
        sources[("loop", i)] = p.text
        jobs.append((("loop", i), "fuzz.harness.check_everything", dict(source=p.text, valid=True, name=f"l{i}")))
    step = max(1, len(loops) // max(args.loop_native, 1))
    for i in range(0, len(loops), step)[: args.loop_native]:
        sources[("loop-native", i)] = loops[i].text
        jobs.append((("loop-native", i), "fuzz.harness.check_backends", dict(source=loops[i].text, seed=args.seed + i, name=f"ln{i}")))
    for i, (label, text) in enumerate(view_cases() if args.loop_native else []):
        sources[("loop-view", i)], labels[("loop-view", i)] = text, label
        jobs.append((("loop-view", i), "fuzz.harness.check_backends", dict(source=text, seed=args.seed + i, label=label, name=f"lv{i}")))
    for i, (kind, text) in enumerate(defects):
        sources[("loop-defect", i)], labels[("loop-defect", i)] = text, f"defect {kind}"
        jobs.append((("loop-defect", i), "fuzz.harness.check_everything", dict(source=text, invalid=True, label=f"defect {kind}", name=f"ld{i}")))
    for i, text in enumerate(loop_broken):
        sources[("loop-mutant", i)] = text
        jobs.append((("loop-mutant", i), "fuzz.harness.check_everything", dict(source=text, name=f"lm{i}")))
    for i, c in enumerate(loop_oracle_chains):
        sources[("loop-oracle", i)] = c.text
        jobs.append((("loop-oracle", i), "fuzz.harness.oracles", dict(source=c.text, seed=args.seed + i, dtype=c.dtype, label=f"loop oracle {c.dtype}")))
    for i, c in enumerate(oracle_chains):
        sources[("oracle", i)] = c.text
        jobs.append((("oracle", i), "fuzz.harness.oracles", dict(source=c.text, seed=args.seed + i, dtype=c.dtype, label=f"oracle {c.dtype}")))
    # hostile-numeric (issue 24, part B): its own counted family
    from fuzz.hostile_numeric import fuzz_jobs as hostile_numeric_jobs
    jobs += hostile_numeric_jobs(args.hostile_numeric, args.seed + 8, sources)
    for i, case in enumerate(hostile):
        sources[("host", i)] = repr(case)
        jobs.append((("host", i), "fuzz.hostile_host.check_host", dict(case=case, name=f"h{i}")))
    for i, case in enumerate(outputs):
        sources[("output", i)] = repr(case)
        jobs.append((("output", i), "fuzz.hostile_host.check_output", dict(case=case, name=f"o{i}")))
    if args.kinds:
        wanted = set(args.kinds.split(","))
        jobs = [j for j in jobs if j[0][0] in wanted]
    # kinds interleaved (each spread evenly over the run): an interrupted run has checked some of everything
    sizes = Counter(j[0][0] for j in jobs)
    position = Counter()
    spread = []
    for j in jobs:
        spread.append(((position[j[0][0]] + 0.5) / sizes[j[0][0]], j))
        position[j[0][0]] += 1
    jobs = [j for _, j in sorted(spread, key=lambda pj: pj[0])]

    totals, failures, per_kind, classes = Counter(), [], Counter(), {}
    save = args.save_failures or tempfile.mkdtemp(prefix="kina-fuzz-failures-")
    os.makedirs(save, exist_ok=True)
    print(f"{len(jobs)} jobs; failing inputs go to {save}", flush=True)
    pool = Pool(args.workers, timeout=args.timeout)
    last, interrupted = time.time(), None

    def stop(signum, frame):  # a SIGTERM still gets the summary of what was checked
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        raise KeyboardInterrupt(signal.Signals(signum).name)
    signal.signal(signal.SIGTERM, stop)
    try:
        for done, (key, out) in enumerate(pool.map(jobs), 1):
            res = to_result(out, sources[key], labels.get(key, ""), mode=key[0])
            totals.update(res.counts)
            per_kind[key[0]] += 1
            for f in res.failures:  # reported as they come: a killed run keeps what it found
                f.label = f.label or f"{key[0]} #{key[1]}"
                n = len(failures)
                failures.append(f)
                classes.setdefault(f.signature(), []).append(f)
                path = os.path.join(save, f"failure-{n:05d}.kina")
                with open(path, "w", encoding="utf-8", errors="surrogatepass") as fh:
                    fh.write(f.source)
                if not args.quiet:
                    print(f"\n#{n} ({path})\n{f.report()}", flush=True)
            if time.time() - last > 30:
                last = time.time()
                print(f"  [{time.time() - t0:5.0f} s] {done}/{len(jobs)} jobs, {len(failures)} failures", file=sys.stderr, flush=True)
    except KeyboardInterrupt as e:
        interrupted = str(e) or "SIGINT"
    finally:
        pool.close()

    program_cases = per_kind["valid"] + per_kind["mutant"] + per_kind["extreme"]
    loop_cases = per_kind["loop"] + per_kind["loop-defect"] + per_kind["loop-mutant"]
    print("\n=== kina fuzz summary ===")
    if interrupted:
        print(f"INTERRUPTED ({interrupted}) after {sum(per_kind.values())} of {len(jobs)} jobs: the counts are partial")
    print(f"seed {args.seed}, {time.time() - t0:.0f} s, {pool.crashes} worker crashes/timeouts")
    print(f"program cases:   {program_cases} ({per_kind['valid']} well-typed, {per_kind['mutant']} mutants, {per_kind['extreme']} extreme)")
    print(f"diagnostics:     {totals['diagnostics']} (rejected, located)")
    print(f"accepted:        {totals['accepted']}")
    print(f"run (numpy):     {totals['run']}")
    print(f"compiled (.so):  {totals['compiled']} ({per_kind['valid-native']} well-typed + {per_kind['extreme-native']} extreme tried)")
    print(f"run (native):    {totals['run-native']}")
    print(f"oracle programs: {per_kind['oracle']} ({totals['oracle-backends']} native==numpy, {totals['oracle-grad']} reverseMode==FD)")
    print(f"loop programs:   {loop_cases} ({per_kind['loop']} well-typed, {per_kind['loop-defect']} with a defect, "
          f"{per_kind['loop-mutant']} mutants); {per_kind['loop-native']} + {per_kind['loop-view']} views native==numpy "
          f"({totals['backends-agree']} agree)")
    print(f"loop oracles:    {per_kind['loop-oracle']} float chains with loops and ifs (native==numpy and reverseMode==FD)")
    print(f"hostile numeric: {per_kind['hostile-symbols']} programs of helpers named by libc/libm/Kina runtime symbols "
          f"({totals['hostile-symbols']} ran), {per_kind['hostile-magnitude']} transcendental ops over the float range, "
          f"{per_kind['hostile-reduction']} F32 reductions (against float64)")
    print(f"host arguments:  {per_kind['host']} (lying subclasses and protocols, extreme sizes; numpy and native), "
          f"output paths: {per_kind['output']} (FIFOs, devices, directories, sockets, missing parents)")
    print(f"failures:        {len(failures)} in {len(classes)} classes (inputs saved in {save})")
    for sig, fs in sorted(classes.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(fs):5d}  {sig}   e.g. [{fs[0].label}]")
    return 1 if failures or interrupted else 0


def native_worthy(label: str) -> bool:
    """Extreme cases also compiled natively: all but the deepest (the `so` stage is slow, not wrong, there;
    sequential lets ×5000 stays in)."""
    if "×" not in label:
        return True
    n = int(label.rsplit("×", 1)[1])
    return n <= 1000 or label.startswith("sequential lets")


if __name__ == "__main__":
    sys.exit(main())
