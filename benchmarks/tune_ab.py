"""The built-in tiles against this machine's tuning table (`kina tune`), interleaved in one process.

    uv run python benchmarks/tune_ab.py                       # medium-step and mlp-1024-step, 20 s each
    uv run python benchmarks/tune_ab.py --case toy-step --seconds 5 --table PATH

Each step is compiled twice, with no table and with the table's choices (`codegen={"tuning": …}`),
and the two are called alternately, one call each in turn, for --seconds: a shared machine's load
drifts, and alternating single calls puts both under the same drift, which separate runs of
benchmarks/run.py do not. Prints medians, p10 and the ratio tuned ÷ built-in."""
from __future__ import annotations

import argparse
import glob
import json
import os
import statistics
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--case", action="append", help="a step case of benchmarks/run.py (default: medium-step, mlp-1024-step)")
    ap.add_argument("--seconds", type=float, default=20.0, help="alternating calls per case for this long (default 20)")
    ap.add_argument("--table", help="a tuning table (default: this machine's, in the cache directory)")
    a = ap.parse_args(argv)
    sys.path.insert(0, HERE)
    import kina
    import run as R
    from kina_mlir import tuning
    from kina_mlir.artifacts.cache import configured_dir
    from kina_mlir.options import CodegenOptions

    if a.table:
        with open(a.table) as fh:
            choices = {c: e["params"] for c, e in json.load(fh)["entries"].items()}
    else:
        isa = CodegenOptions.resolve({"codegen": {"tuning": ""}}).isa
        choices = tuning.read(tuning.table_path(isa), isa)
        if not choices:
            print(f"no tuning table for this machine in {configured_dir()} (run `kina tune`); tables there: "
                  f"{', '.join(map(os.path.basename, glob.glob(os.path.join(configured_dir(), 'tuning-*.json')))) or 'none'}")
            return 1
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for case in a.case or ("medium-step", "mlp-1024-step"):
        if case not in R.STEP_CASES or case in R.LOOP_CASES:
            ap.error(f"--case {case}: one of {', '.join(c for c in R.STEP_CASES if c not in R.LOOP_CASES)}")
        src, inputs, *_ = R.step_program(case, R.SIZES["full"])
        calls = {}
        for name, table in (("built-in", {}), ("tuned", choices)):
            if src is None:  # the packaged toy step
                from kina_storylm.model import program_path

                prog = kina.compile_file(program_path("storylm0_nll_step"), backend="native", codegen={"tuning": table})
            else:
                prog = kina.compile_source(src, f"<benchmark {case}>", backend="native", codegen={"tuning": table})
            fn = prog.main
            calls[name] = (lambda f=fn: f(**inputs)) if isinstance(inputs, dict) else (lambda f=fn: f(*inputs))
            calls[name]()
        times = {n: [] for n in calls}
        end = time.perf_counter() + a.seconds
        while time.perf_counter() < end:
            for n, call in calls.items():
                t0 = time.perf_counter()
                call()
                times[n].append(time.perf_counter() - t0)
        med = {n: statistics.median(v) for n, v in times.items()}
        print(f"{case}: " + "; ".join(f"{n} median {med[n] * 1e3:.2f} ms, p10 {np.percentile(v, 10) * 1e3:.2f} ms, n={len(v)}"
                                      for n, v in times.items()) + f"; tuned ÷ built-in {med['tuned'] / med['built-in']:.3f}")
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
