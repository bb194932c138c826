"""The §D3 trajectory check: the char transformer trained data-parallel on N ranks against one
process on the global batch, at the example's sizes, every guarantee measured and printed.

    uv run --group dist python examples/char-transformer/data_parallel.py --steps 300 --ranks 2 [--lr 1e-3] [--control]

Runs `train.py`'s training twice from the same seed — one plain process with `step` on B
windows, then `mpiexec -n N` with `step_dp` on B/N windows per rank — and compares: the first
step's averaged gradient per parameter tensor (relative norm, bound 1e-6), every step's loss
(relative, 1e-3), the held-out loss (1 %), and the weights of every rank after every step
(bitwise, by SHA-256). Exit 1 if a bound fails. `--worker` is one such run (used by the CI
tests in tests/distributed/, which add failures to it).
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import kina
import kina.distributed as dist

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("char_transformer_train", HERE / "train.py")
train = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(train)

BOUNDS = {"gradient": 1e-6, "loss": 1e-3, "held-out": 0.01}
LAUNCHER_VARIABLES = dist.LAUNCHER_VARIABLES


def nudged(theta: np.ndarray) -> np.ndarray:
    """theta with 1 % of its entries (a fixed random choice) moved up by one ulp: the control."""
    moved = np.random.default_rng(1).random(theta.shape) < 0.01
    return np.where(moved, np.nextafter(theta, np.float32(np.inf)), theta).astype(np.float32)


def record_run(*, steps: int, batch: int, context: int, heads: int, head_dim: int, data_parallel: bool,
               backend="native", held_chars=None, on_step=None, nudge=False, **train_options) -> dict:
    """One training run (this process: one rank of the job, or the single process), recorded:
    every step's loss and weight hash, the first step's gradient (the step on step 1's inputs with
    b1 = 0 and zero moments, whose m1 is then the gradient itself), the final weights and the
    held-out loss (over the first `held_chars` characters of the held-out text; None: all). With
    `nudge`, the initial weights are `nudged` (the control run of --control)."""
    n = dist.world_size() if data_parallel else 1
    corpus = train.Corpus(train.load_text())
    prog = kina.compile_file(HERE / "transformer.kina", backend=backend)
    model = train.Model(prog, batch=batch // n, context=context, vocab=corpus.vocab, heads=heads,
                        head_dim=head_dim, data_parallel=data_parallel)
    rng = np.random.default_rng(0)
    theta0 = train.init(rng, model.vocab, model.context, model.width)
    starts = rng.integers(0, len(corpus.train) - model.context - 1, batch)
    x, y = train.windows(corpus.train, dist.shard(starts) if data_parallel else starts, model.context)
    zero = np.zeros_like(theta0)
    grad = model.step(x, y, theta0, zero, zero, 1e-2, 0.0, 0.99, 1e-8, 0.01, 0.0, 0.99).m1
    losses, hashes = [], []

    def record(t, out):
        losses.append(float(out.loss))
        hashes.append(hashlib.sha256(np.ascontiguousarray(out.params).tobytes()).hexdigest())
        if on_step is not None:
            on_step(t, out)

    start = time.perf_counter()
    init = train.init
    if nudge:
        train.init = lambda *a, **k: nudged(init(*a, **k))
    try:
        theta, _ = train.train(model, corpus, steps=steps, show=False, on_step=record, **train_options)
    finally:
        train.init = init
    seconds = time.perf_counter() - start
    held = train.held_out_loss(model, corpus.held_out[:held_chars], theta)
    return dict(losses=np.array(losses), hashes=np.array(hashes), grad=grad, theta=theta, held=np.array(held),
                world=np.array(dist.world_size()), seconds=np.array(seconds), vocab=np.array(corpus.vocab))


def compare(single: dict, ranks: list[dict], context: int) -> list[tuple[str, float, float]]:
    """(what, measured, bound) for each guarantee of §D3; the weights' row is the number of steps
    after which some rank's weights differ from rank 0's (bound 0)."""
    vocab = int(single["vocab"])
    g1 = train.unpack(single["grad"], vocab, context)
    worst = max(np.linalg.norm(train.unpack(r["grad"], vocab, context)[k] - g) / np.linalg.norm(g)
                for r in ranks for k, g in g1.items())
    loss = max(float(np.max(np.abs(r["losses"] - single["losses"]) / np.abs(single["losses"]))) for r in ranks)
    held = max(abs(float(r["held"]) / float(single["held"]) - 1) for r in ranks)
    rel = np.max([np.abs(r["losses"] - single["losses"]) / np.abs(single["losses"]) for r in ranks], axis=0)
    beyond = np.flatnonzero(rel > BOUNDS["loss"])
    differ = sum(any(r["hashes"][k] != ranks[0]["hashes"][k] for r in ranks) for k in range(len(single["losses"])))
    return [("first-step gradient, largest ‖g_N − g_1‖/‖g_1‖ over the tensors", float(worst), BOUNDS["gradient"]),
            ("largest relative loss difference over the steps"
             + (f" (first above {BOUNDS['loss']:g} at step {beyond[0] + 1})" if len(beyond) else ""), loss, BOUNDS["loss"]),
            ("held-out loss, relative difference", held, BOUNDS["held-out"]),
            ("steps after which the ranks' weights differ (bitwise)", float(differ), 0.0)]


def _environment() -> dict:
    env = {k: v for k, v in os.environ.items() if k not in LAUNCHER_VARIABLES}
    env.setdefault("KINA_NUM_THREADS", "1")  # N ranks on N cores, and the single run the same code
    return env


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--ranks", type=int, default=2)
    ap.add_argument("--batch", type=int, default=16, help="the global batch")
    ap.add_argument("--context", type=int, default=64)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--head-dim", type=int, default=16)
    ap.add_argument("--lr", type=float, default=1e-2, help="AdamW's peak learning rate (train.py's --lr)")
    ap.add_argument("--control", action="store_true",
                    help="also one process from initial weights 1 ulp away (1 %% of them): how far F32 rounding alone "
                         "moves the trajectory")
    ap.add_argument("--nudge", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--worker", metavar="NPZ", help=argparse.SUPPRESS)
    ap.add_argument("--data-parallel", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if not (math.isfinite(args.lr) and 0 < args.lr <= 1):
        sys.exit(f"--lr {args.lr:g}: a learning rate must be a number in (0, 1]")
    sizes = dict(steps=args.steps, batch=args.batch, context=args.context, heads=args.heads, head_dim=args.head_dim,
                 lr=args.lr)
    if args.worker:
        out = record_run(data_parallel=args.data_parallel, nudge=args.nudge, **sizes)
        np.savez(f"{args.worker}{dist.rank()}.npz", **out)
        return
    if args.steps < 1 or args.ranks < 2 or args.batch % args.ranks:
        sys.exit(f"--steps >= 1, --ranks >= 2 and a --batch that the ranks divide, please "
                 f"(got {args.steps}, {args.ranks}, {args.batch})")
    me = [sys.executable, __file__, *sum(([f"--{k.replace('_', '-')}", str(v)] for k, v in sizes.items()), [])]
    launcher = Path(sys.executable).parent / "mpiexec"
    if not launcher.exists():
        sys.exit("the data-parallel run needs the dist group: uv run --group dist python ...")
    with tempfile.TemporaryDirectory() as tmp:
        single, ranks, control = (os.path.join(tmp, name) for name in ("single", "rank", "control"))
        commands = [[*me, "--worker", single],
                    [str(launcher), "-n", str(args.ranks), me[0], "-m", "mpi4py", *me[1:], "--worker", ranks,
                     "--data-parallel"]]
        if args.control:
            commands.append([*me, "--worker", control, "--nudge"])
        for command in commands:
            done = subprocess.run(command, env=_environment())
            if done.returncode:
                sys.exit(f"{' '.join(command)} failed (exit {done.returncode})")
        one = dict(np.load(single + "0.npz"))
        many = [dict(np.load(f"{ranks}{r}.npz")) for r in range(args.ranks)]
        nudge = dict(np.load(control + "0.npz")) if args.control else None
    print(f"char transformer, {args.steps} steps, global batch {args.batch} (context {args.context}, width "
          f"{args.heads * args.head_dim}, lr {args.lr:g}): 1 process against {args.ranks} ranks of "
          f"{args.batch // args.ranks}")
    failed = False
    for what, value, bound in compare(one, many, args.context):
        ok = value <= bound
        failed |= not ok
        print(f"  {what}: {value:.3g} (bound {bound:g}) {'ok' if ok else 'FAILED'}")
    print(f"  held-out loss: 1 process {float(one['held']):.4f}, {args.ranks} ranks {float(many[0]['held']):.4f}; "
          f"final training loss {one['losses'][-1]:.4f} / {many[0]['losses'][-1]:.4f}")
    if nudge is not None:
        print("control: 1 process from initial weights 1 ulp away (1 % of the entries), against the 1-process run")
        for what, value, bound in compare(one, [nudge], args.context)[1:3]:
            print(f"  {what}: {value:.3g}")
    print(f"  training time: 1 process {float(one['seconds']):.1f} s, {args.ranks} ranks {float(many[0]['seconds']):.1f} s")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
