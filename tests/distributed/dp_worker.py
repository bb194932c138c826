"""One rank of the data-parallel tests (§D3), or the single-process reference run on the global
batch: examples/char-transformer/data_parallel.py's recorded run at tiny sizes (context 16,
width 16), saved to OUT/rank{R}.npz. --fault KIND:RANK:STEP makes one rank fail after that step:
`kill` (SIGKILL a few ms later, inside the next step's native call), `raise`, `hang` (alive,
never joining the next collective).

    mpiexec -n 2 python -m mpi4py tests/distributed/dp_worker.py --data-parallel --steps 40 --out DIR
    python tests/distributed/dp_worker.py --steps 40 --out DIR        # the reference: one process
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import signal
import sys
import threading
import time
from pathlib import Path

import numpy as np

import kina.distributed as dist

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("char_transformer_dp", ROOT / "examples" / "char-transformer" / "data_parallel.py")
data_parallel = importlib.util.module_from_spec(spec)
spec.loader.exec_module(data_parallel)

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
    injected = fault(args.fault.split(":")[0], *map(int, args.fault.split(":")[1:])) if args.fault else None
    out = data_parallel.record_run(steps=args.steps, batch=args.batch, data_parallel=args.data_parallel,
                                   backend=args.backend, held_chars=4096, on_step=injected, save=args.save,
                                   save_every=args.save_every, resume=args.resume, every=10, **SIZES)
    np.savez(Path(args.out) / f"rank{dist.rank()}.npz", **out)
    print(f"worker: rank {dist.rank()} of {dist.world_size()} done, {len(out['losses'])} steps, "
          f"held-out {float(out['held']):.4f}")


if __name__ == "__main__":
    main()
