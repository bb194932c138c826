"""Two builds of the same step, alternated in one process: before/after a compiler change.

    git stash / git checkout OLD -- packages        # the compiler before the change
    uv run python benchmarks/so_ab.py build before  # medium, transformer, MLP-1024 steps -> DIR/<case>.before.so
    git checkout HEAD -- packages                   # the compiler after it
    uv run python benchmarks/so_ab.py build after
    uv run python benchmarks/so_ab.py time before after --seconds 30

`build TAG` compiles each case (`kina compile --emit so`, KINA_NO_CACHE=1: built now, by the checkout
in place; this machine's tuning table applies) into --dir. `time A B` loads both artifacts of each
case (kina.load), checks that their outputs are bit-identical, and calls them alternately, one
call each in turn, for --seconds: a shared machine's load drifts, and alternating single calls
puts both builds under the same drift. Prints medians with p10/p90 and B ÷ A."""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = ("medium-step", "transformer-step", "mlp-1024-step")


def build(tag: str, cases, directory: str) -> None:
    import run as R

    os.makedirs(directory, exist_ok=True)
    env = dict(os.environ, KINA_NO_CACHE="1")
    for case in cases:
        src = R.step_program(case, R.SIZES["full"])[0]
        with tempfile.NamedTemporaryFile("w", suffix=".kina", delete=False) as fh:
            fh.write(src)
        try:
            out = os.path.join(directory, f"{case}.{tag}.so")
            subprocess.run([sys.executable, "-m", "kina.cli", "compile", fh.name, "--emit", "so", "-o", out], env=env,
                           check=True, capture_output=True)
            print(f"{case}: {out}")
        finally:
            os.unlink(fh.name)


def time_ab(tags, cases, directory: str, seconds: float) -> None:
    import kina
    import run as R

    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for case in cases:
        _, inputs, *_, flops = R.step_program(case, R.SIZES["full"])
        calls, outs = {}, {}
        for t in tags:
            fn = kina.load(os.path.join(directory, f"{case}.{t}.so")).main
            calls[t] = (lambda f=fn: f(**inputs)) if isinstance(inputs, dict) else (lambda f=fn: f(*inputs))
            outs[t] = calls[t]()
        same = all(np.array_equal(np.asarray(a), np.asarray(b)) for a, b in zip(outs[tags[0]], outs[tags[1]]))
        times = {t: [] for t in tags}
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            for t, call in calls.items():
                t0 = time.perf_counter()
                call()
                times[t].append(time.perf_counter() - t0)
        base = statistics.median(times[tags[0]])
        print(f"{case}: outputs bit-identical: {same}")
        for t, v in times.items():
            m = statistics.median(v)
            print(f"  {t:<8} median {m * 1e3:.3f} ms  p10 {np.percentile(v, 10) * 1e3:.3f}  p90 {np.percentile(v, 90) * 1e3:.3f}  "
                  f"n={len(v)}  {flops / m / 1e9:.1f} GFLOP/s  ÷ {tags[0]} {m / base:.3f}")
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=("build", "time"))
    ap.add_argument("tags", nargs="+", help="build: one tag; time: two (A B)")
    ap.add_argument("--case", action="append", help=f"default: {', '.join(CASES)}")
    ap.add_argument("--dir", default=os.path.join(tempfile.gettempdir(), "kina-so-ab"))
    ap.add_argument("--seconds", type=float, default=20.0, help="alternating calls per case for this long (default 20)")
    a = ap.parse_args(argv)
    sys.path.insert(0, HERE)
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    cases = a.case or CASES
    if a.what == "build":
        if len(a.tags) != 1:
            ap.error("build takes one tag")
        build(a.tags[0], cases, a.dir)
    else:
        if len(a.tags) != 2:
            ap.error("time takes two tags")
        time_ab(a.tags, cases, a.dir, a.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
