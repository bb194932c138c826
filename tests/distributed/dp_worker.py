"""One rank of the data-parallel tests (§D3), or the single-process reference run on the global
batch: the char transformer of examples/char-transformer at tiny sizes, recording per step the
loss and a hash of the weights, the first step's (averaged) gradient, the final weights and the
held-out loss in OUT/rank{R}.npz. --fault KIND:RANK:STEP makes one rank fail after that step:
`kill` (SIGKILL a few ms later, inside the next step's native call), `raise`, `hang` (alive,
never joins the next collective).

    mpiexec -n 2 python -m mpi4py tests/distributed/dp_worker.py --data-parallel --steps 40 --out DIR
    python tests/distributed/dp_worker.py --steps 40 --out DIR        # the reference: one process
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import signal
import sys
import threading
import time
from pathlib import Path

import numpy as np

import kina
import kina.distributed as dist

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("char_transformer_train", ROOT / "examples" / "char-transformer" / "train.py")
train = importlib.util.module_from_spec(spec)
spec.loader.exec_module(train)

SIZES = dict(context=16, heads=2, head_dim=8)


def fault(kind: str, where: int, at: int):
    def on_step(t, out):
        if t != at or dist.rank() != where:
            return
        sys.stdout.write(f"worker: rank {where} fails ({kind}) after step {t} at {time.time():.3f}\n")
        sys.stdout.flush()
        if kind == "kill":  # lands inside the next step, while rank 0 waits in its all_mean
            threading.Timer(0.003, os.kill, (os.getpid(), signal.SIGKILL)).start()
        elif kind == "raise":
            raise RuntimeError(f"injected failure on rank {where} after step {t}")
        elif kind == "hang":
            time.sleep(3600)
    return on_step


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, required=True)
    ap.add_argument("--batch", type=int, default=8, help="the global batch")
    ap.add_argument("--data-parallel", action="store_true")
    ap.add_argument("--out", required=True)
    ap.add_argument("--backend", default="native")
    ap.add_argument("--fault", help="KIND:RANK:STEP")
    ap.add_argument("--save")
    ap.add_argument("--save-every", type=int, default=0)
    ap.add_argument("--resume")
    args = ap.parse_args()
    n = dist.world_size() if args.data_parallel else 1
    corpus = train.Corpus(train.load_text())
    prog = kina.compile_file(ROOT / "examples" / "char-transformer" / "transformer.kina", backend=args.backend)
    model = train.Model(prog, batch=args.batch // n, vocab=corpus.vocab, data_parallel=args.data_parallel, **SIZES)

    # the first step's gradient: step 1's inputs with b1 = 0 and zero moments, so m1 = g exactly
    rng = np.random.default_rng(0)
    theta0 = train.init(rng, model.vocab, model.context, model.width)
    starts = rng.integers(0, len(corpus.train) - model.context - 1, args.batch)
    x, y = train.windows(corpus.train, dist.shard(starts) if args.data_parallel else starts, model.context)
    zero = np.zeros_like(theta0)
    grad = model.step(x, y, theta0, zero, zero, 1e-2, 0.0, 0.99, 1e-8, 0.01, 0.0, 0.99).m1

    losses, hashes = [], []

    def record(t, out):
        losses.append(float(out.loss))
        hashes.append(hashlib.sha256(np.ascontiguousarray(out.params).tobytes()).hexdigest())
        if injected:
            injected(t, out)

    injected = fault(args.fault.split(":")[0], *map(int, args.fault.split(":")[1:])) if args.fault else None
    theta, _ = train.train(model, corpus, steps=args.steps, every=10, show=False, save=args.save,
                           save_every=args.save_every, resume=args.resume, on_step=record)
    held = train.held_out_loss(model, corpus.held_out[:4096], theta)
    np.savez(Path(args.out) / f"rank{dist.rank()}.npz", losses=np.array(losses), hashes=np.array(hashes),
             grad=grad, theta=theta, held=np.array(held), world=np.array(dist.world_size()))
    print(f"worker: rank {dist.rank()} of {dist.world_size()} done, {len(losses)} steps, held-out {held:.4f}")


if __name__ == "__main__":
    main()
