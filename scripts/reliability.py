"""Figures for docs/reliability.md that are too slow for the test suite:

  uv run python scripts/reliability.py rss [--steps 100000]   RSS growth over N StoryLM steps (native)
  uv run python scripts/reliability.py compiles [--procs 8]   N processes compiling one program at once,
                                                              into one empty cache; each checks its result
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

import numpy as np


def rss_mib() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def step_inputs():
    from kina_storylm.fixtures import load_corpus
    from kina_storylm.model import decoder_args, patterned_init, program, scalar

    prog = program("storylm0_nll_step")
    ids, targets = next(iter(load_corpus()))
    w = patterned_init()
    args = {"token_ids": ids, "targets": targets, **decoder_args(w, ids.shape[1]), "lr": scalar(0.1)}
    return prog.step, args


def cmd_rss(args) -> int:
    from kina_storylm.model import WEIGHTS

    step, kw = step_inputs()
    for _ in range(1000):  # warm up: allocator pools, caches
        out = step(**kw)
    start = rss_mib()
    t0 = time.perf_counter()
    for i in range(args.steps):
        out = step(**kw)
        kw.update(zip(WEIGHTS, out[1:]))  # weights fed back, as the trainer does
    dt = time.perf_counter() - t0
    end = rss_mib()
    print(f"{args.steps} steps in {dt:.1f} s ({dt / args.steps * 1e6:.1f} us/step); RSS {start:.2f} -> {end:.2f} MiB "
          f"(growth {end - start:+.2f} MiB); final nll sum {float(np.sum(out[0])):.4f}")
    return 0


CHILD = """
import sys, numpy as np, kina
F = "tensor<F32, [3, 5], @host>"
src = "fn @main(x: " + F + ") -> " + F + " { (x * x).tanh() + x.exp() }  // concurrent-compile probe"
prog = kina.compile_source(src, path="probe.kina")
x = np.linspace(-1, 1, 15, dtype=np.float32).reshape(3, 5)
ok = np.allclose(prog.main(x), np.tanh(x * x) + np.exp(x), rtol=1e-5)
print("ok" if ok else "WRONG", prog.info.get("cache"))
sys.exit(0 if ok else 1)
"""


def cmd_compiles(args) -> int:
    cache = tempfile.mkdtemp(prefix="kina-concurrent-")
    env = {**os.environ, "KINA_CACHE_DIR": cache}
    t0 = time.perf_counter()
    procs = [subprocess.Popen([sys.executable, "-c", CHILD], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(args.procs)]
    outs = [p.communicate() for p in procs]
    dt = time.perf_counter() - t0
    good = sum(p.returncode == 0 and o.startswith("ok") for p, (o, _) in zip(procs, outs))
    for p, (o, e) in zip(procs, outs):
        print(f"  exit {p.returncode}: {o.strip()} {e.strip()[-200:]}")
    print(f"{args.procs} concurrent compiles into one empty cache: {good}/{args.procs} correct in {dt:.1f} s; "
          f"cache holds {len([f for f in os.listdir(cache) if f.endswith('.so')])} artifact(s)")
    return 0 if good == args.procs else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("rss")
    p.add_argument("--steps", type=int, default=100_000)
    p.set_defaults(func=cmd_rss)
    p = sub.add_parser("compiles")
    p.add_argument("--procs", type=int, default=8)
    p.set_defaults(func=cmd_compiles)
    args = ap.parse_args()
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
