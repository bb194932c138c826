"""Kernel-heavy cases: Kina native vs the Kina NumPy backend vs NumPy by hand.

    uv run python benchmarks/kernels.py [--case storylm-medium|mlp-1024] [--reps 30]

Cases (each run in a fresh process with an empty compile cache, so the cold compile is real):
  storylm-medium  the StoryLM-0 NLL+SGD step (same structure as
                  packages/kina-storylm/.../storylm0_nll_step.kina) at B8 T64 D128 H4 V256
  mlp-1024        a two-layer tanh MLP SGD step, x[256,1024] @ W1[1024,1024] @ W2[1024,1024],
                  squared-error loss

Each case checks Kina native against NumPy by hand (same loss and updated weights) and prints
medians with p10/p90 over --reps calls, the matmul GFLOP/s of the native step, and the cold
compile time (kina.compile_file in a new process, empty cache, imports of kina excluded but MLIR
and llvmlite imports included). NumPy runs with one BLAS thread (--threads: all), like Kina. Timings drift ±20% between runs on this machine: compare rows
of one run."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

# The programs and their NumPy-by-hand steps are benchmarks/programs.py's (shared with run.py).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from programs import (mlp_flops, mlp_inputs, mlp_numpy, mlp_source, storylm_flops,  # noqa: E402
                      storylm_inputs, storylm_numpy, storylm_source)

STORYLM = dict(B=8, T=64, D=128, H=4, V=256)
MLP = dict(N=256, D=1024)

CASES = {
    "storylm-medium": (lambda: storylm_source(**STORYLM), lambda: storylm_inputs(**STORYLM), storylm_numpy,
                       lambda: storylm_flops(**STORYLM)),
    "mlp-1024": (lambda: mlp_source(**MLP), lambda: mlp_inputs(**MLP), mlp_numpy, lambda: mlp_flops(**MLP)),
}


# --------------------------------------------------------------------------- measurement

def timings_ms(fn, reps: int, budget_s: float = 60.0) -> list[float]:
    """Up to `reps` timed calls after a warm-up, fewer (at least 3) when that would exceed budget_s."""
    t = time.perf_counter()
    fn()  # warm-up
    first = time.perf_counter() - t
    reps = max(3, min(reps, int(budget_s / max(first, 1e-9))))
    out = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1e3)
    return out


def summary(ts: list[float]) -> dict:
    return {"n": len(ts), "median": float(np.median(ts)), "p10": float(np.percentile(ts, 10)), "p90": float(np.percentile(ts, 90))}


def run_case(name: str, reps: int) -> dict:
    """Runs in a fresh process (see main): cold compile, check, timings."""
    import kina

    source, make_inputs, by_hand, flops = CASES[name]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"{name}.kina")
        with open(path, "w") as fh:
            fh.write(source())
        args = make_inputs()
        t = time.perf_counter()
        native = kina.compile_file(path, backend="native")
        native.step.compile()  # functions compile on their first call: the cold compile includes it
        cold = time.perf_counter() - t
        ref_backend = kina.compile_file(path, backend="numpy")
    got, want = native.step(*args), by_hand(*args)
    err = max(float(np.max(np.abs(np.asarray(g, np.float64) - w) / (1 + np.abs(w)))) for g, w in zip(got, want))
    if not err < 1e-3:
        raise SystemExit(f"{name}: Kina native differs from NumPy by hand (max rel err {err:.3g})")
    rows = {"kina native": summary(timings_ms(lambda: native.step(*args), reps)),
            "kina numpy backend": summary(timings_ms(lambda: ref_backend.step(*args), max(3, reps // 5))),
            "numpy by hand": summary(timings_ms(lambda: by_hand(*args), reps))}
    return {"case": name, "cold_compile_s": cold, "max_rel_err": err, "flops": flops(), "rows": rows}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", choices=sorted(CASES), action="append")
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--json", help="also write the results here")
    ap.add_argument("--threads", action="store_true", help="let NumPy's BLAS use every core (default: one thread)")
    a = ap.parse_args()
    if a.one:
        print(json.dumps(run_case(a.one, a.reps)))
        return
    results = []
    for name in a.case or list(CASES):
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, KINA_CACHE_DIR=cache)
            if not a.threads:  # Kina native is single-threaded; a multithreaded OpenBLAS on this
                # loaded 2-vCPU machine spin-waits and runs up to 10x slower than on one thread
                env.update(OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
            proc = subprocess.run([sys.executable, __file__, "--one", name, "--reps", str(a.reps)],
                                  env=env, capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"{name}: FAILED\n{proc.stderr[-3000:]}{proc.stdout[-2000:]}")
            continue
        r = json.loads(proc.stdout.strip().splitlines()[-1])
        results.append(r)
        print(f"{name}: cold compile {r['cold_compile_s']:.2f} s, native vs NumPy max rel err {r['max_rel_err']:.2g}, "
              f"{r['flops'] / 1e9:.3f} GFLOP of matmul per step")
        base = r["rows"]["numpy by hand"]["median"]
        for row, s in r["rows"].items():
            gf = r["flops"] / (s["median"] * 1e-3) / 1e9
            print(f"  {row:<20} median {s['median']:9.2f} ms  (p10 {s['p10']:8.2f}, p90 {s['p90']:8.2f}, n={s['n']})"
                  f"  {s['median'] / base:6.2f}x numpy  {gf:7.1f} GFLOP/s")
    if a.json:
        with open(a.json, "w") as fh:
            json.dump(results, fh, indent=1)


if __name__ == "__main__":
    main()
