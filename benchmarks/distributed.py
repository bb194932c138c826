"""Data-parallel cost of the char transformer's training step (§D4), at the example's sizes
(global batch 16, context 64, width 64, 4 heads; native backend):

    uv run --group dist python benchmarks/distributed.py [--rounds 3] [--steps 60] [--json out.json]

Three layouts of the same global step of 16 windows on this machine: one process whose kernels
use 2 threads, one process with 1 thread, and 2 ranks of 1 thread each (`mpiexec -n 2`, 8
windows per rank, `step_dp`: all_mean of the gradient inside the step). In the 2-rank job it
also times the same step without collectives on 8 windows (both ranks busy, as in training),
so step_dp − step is what the in-step allreduce costs, and an mpi4py Allreduce of the gradient's
bytes on its own. Each layout runs in its own process (the thread count is fixed when a kernel is
compiled: KINA_NUM_THREADS), the layouts alternate over `rounds`; each figure is the median over
the rounds of the per-round median per step, with the spread (fastest–slowest round). Then the
ring-allreduce projection of docs/distributed.md from the measured 1-thread step and bytes."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "char-transformer"
BATCH, CONTEXT, HEADS, HEAD_DIM = 16, 64, 4, 16
LAUNCHER_VARIABLES = ("PMI_RANK", "PMI_SIZE", "PMIX_RANK", "OMPI_COMM_WORLD_SIZE", "MPI_LOCALNRANKS")


def load_train():
    import importlib.util

    spec = importlib.util.spec_from_file_location("char_transformer_train", EXAMPLE / "train.py")
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    return train


def per_step(call, steps: int) -> float:
    """Median seconds of one call over `steps` calls (after 5 warm-up calls)."""
    for _ in range(5):
        call()
    times = []
    for _ in range(steps):
        t = time.perf_counter()
        call()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def worker(layout: str, steps: int) -> dict:
    """One layout's figures, in this process (under mpiexec for '2x1')."""
    import kina
    import kina.distributed as dist

    train = load_train()
    corpus = train.Corpus(train.load_text())
    prog = kina.compile_file(EXAMPLE / "transformer.kina")
    ranks = dist.world_size()
    local = BATCH // ranks
    sizes = dict(batch=local, context=CONTEXT, vocab=corpus.vocab, heads=HEADS, head_dim=HEAD_DIM)
    rng = np.random.default_rng(0)
    theta = train.init(rng, corpus.vocab, CONTEXT, HEADS * HEAD_DIM)
    starts = dist.shard(rng.integers(0, len(corpus.train) - CONTEXT - 1, BATCH))
    x, y = train.windows(corpus.train, starts, CONTEXT)
    m, v = np.zeros_like(theta), np.zeros_like(theta)
    hyper = (1e-3, 0.9, 0.99, 1e-8, 0.01, 0.9, 0.99)
    out = {"layout": layout, "ranks": ranks, "threads": os.environ.get("KINA_NUM_THREADS"),
           "gradient_bytes": int(theta.nbytes)}
    plain = train.Model(prog, **sizes).step
    if ranks == 1:
        out["step_s"] = per_step(lambda: plain(x, y, theta, m, v, *hyper), steps)
        return out
    comm = dist.comm()
    dp = train.Model(prog, data_parallel=True, **sizes).step
    comm.Barrier()
    out["step_s"] = comm.allreduce(per_step(lambda: dp(x, y, theta, m, v, *hyper), steps)) / ranks
    comm.Barrier()
    out["local_step_s"] = comm.allreduce(per_step(lambda: plain(x, y, theta, m, v, *hyper), steps)) / ranks
    g, r = np.ones_like(theta), np.empty_like(theta)
    comm.Barrier()
    out["allreduce_s"] = comm.allreduce(per_step(lambda: comm.Allreduce(g, r), 4 * steps)) / ranks
    small = np.ones(1, np.float32)
    out["allreduce_4B_s"] = comm.allreduce(per_step(lambda: comm.Allreduce(small, np.empty_like(small)), 4 * steps)) / ranks
    return out if dist.is_root() else {}


def run_layout(layout: str, steps: int) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in LAUNCHER_VARIABLES}
    env["KINA_NUM_THREADS"] = "2" if layout == "1x2" else "1"
    me = [sys.executable, __file__, "--worker", layout, "--steps", str(steps)]
    if layout == "2x1":
        launcher = Path(sys.executable).parent / "mpiexec"
        if not launcher.exists():
            sys.exit("benchmarks/distributed.py: the 2-rank layout needs the dist group (uv run --group dist ...)")
        me = [str(launcher), "-n", "2", sys.executable, "-m", "mpi4py", *me[1:]]
    done = subprocess.run(me, capture_output=True, text=True, env=env, cwd=ROOT)
    if done.returncode != 0:
        sys.exit(f"layout {layout} failed (exit {done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    line = [l for l in done.stdout.splitlines() if l.startswith("RESULT ")][-1]
    return json.loads(line[len("RESULT "):])


def spread(values: list[float], scale=1e3) -> str:
    return f"{statistics.median(values) * scale:.2f} ({min(values) * scale:.2f}–{max(values) * scale:.2f})"


def ring(n: int, nbytes: int, gbit: float, latency: float) -> float:
    """Ring allreduce: 2 (N − 1)/N · bytes / bandwidth + 2 (N − 1) · latency."""
    return 2 * (n - 1) / n * nbytes / (gbit * 1e9 / 8) + 2 * (n - 1) * latency


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--steps", type=int, default=60, help="timed steps per layout and round")
    ap.add_argument("--latency-us", type=float, default=10.0, help="per-message latency of the projection")
    ap.add_argument("--json", help="write the figures there")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.rounds < 1 or args.steps < 1:
        sys.exit("--rounds and --steps must be >= 1")
    if args.worker:
        result = worker(args.worker, args.steps)
        if result:
            print("RESULT " + json.dumps(result), flush=True)
        return
    layouts = ["1x2", "2x1", "1x1"]
    runs: dict[str, list[dict]] = {l: [] for l in layouts}
    for k in range(args.rounds):
        for layout in layouts if k % 2 == 0 else layouts[::-1]:
            runs[layout].append(run_layout(layout, args.steps))
            print(f"round {k + 1}: {layout} {runs[layout][-1]['step_s'] * 1e3:.2f} ms/step", file=sys.stderr)
    nbytes = runs["1x1"][0]["gradient_bytes"]
    print(f"char transformer step, global batch {BATCH} (context {CONTEXT}, width {HEADS * HEAD_DIM}); gradient "
          f"{nbytes} bytes (F32); median over {args.rounds} rounds of the median of {args.steps} steps (spread)\n")
    print("| layout | ms per step | steps/s |\n| --- | --- | --- |")
    names = {"1x2": "1 process × 2 threads", "2x1": "2 ranks × 1 thread (step_dp)", "1x1": "1 process × 1 thread"}
    for layout in layouts:
        s = [r["step_s"] for r in runs[layout]]
        print(f"| {names[layout]} | {spread(s)} | {1 / statistics.median(s):.1f} |")
    two = runs["2x1"]
    local = [r["local_step_s"] for r in two]
    inside = [r["step_s"] - r["local_step_s"] for r in two]
    print(f"| 2 ranks × 1 thread, `step` on 8 windows, no collective | {spread(local)} | |")
    print(f"\nin-step all_mean (step_dp − step, 2 ranks): {spread(inside)} ms; mpi4py Allreduce of {nbytes} bytes: "
          f"{spread([r['allreduce_s'] for r in two], 1e6)} µs; of 4 bytes: {spread([r['allreduce_4B_s'] for r in two], 1e6)} µs")
    compute = statistics.median([r["step_s"] for r in runs["1x1"]])
    latency = args.latency_us * 1e-6
    print(f"\nprojection (weak scaling: {BATCH} windows per node, compute {compute * 1e3:.2f} ms per step = the 1 × 1 "
          f"step; ring allreduce of {nbytes} bytes, latency {args.latency_us:g} µs per message; efficiency = compute / "
          f"(compute + allreduce), no overlap)\n")
    print("| nodes | 10 Gb/s | 100 Gb/s | 400 Gb/s |\n| --- | --- | --- | --- |")
    projection = {}
    for n in (8, 64, 512):
        cells = []
        for gbit in (10, 100, 400):
            t = ring(n, nbytes, gbit, latency)
            projection[f"{n}@{gbit}"] = t
            cells.append(f"{t * 1e3:.2f} ms, {compute / (compute + t):.0%}")
        print(f"| {n} | " + " | ".join(cells) + " |")
    if args.json:
        Path(args.json).write_text(json.dumps({"runs": runs, "projection_s": projection, "compute_s": compute,
                                               "latency_s": latency}, indent=1))


if __name__ == "__main__":
    main()
