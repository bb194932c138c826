"""`checkpoint` (§C6): memory and time of the gradient of a 12-layer block loop, each block
checkpointed against not.

    uv run python benchmarks/checkpoint.py              # B8 T256 D256 (4 heads of 64, MLP 4x), L12, 5 alternated reps
    uv run python benchmarks/checkpoint.py --quick      # smoke test: tiny sizes, one rep

The block is examples/char-transformer/transformer_scan.kina's (pre-LN attention + GELU MLP,
its 12 D + 9 parameter rows), read from that file; the loss is the mean square of the last
layer's output, differentiated with respect to the stacked layers [L, 12 D + 9, D]. Memory is
the static peak of the native tensor memory live during the gradient (`kina.analyses.peak_bytes`
of the compiled program's `main`: every value allocated, freed after its last use; the loop's
stacked residuals included), not process RSS. Time: the native backend, the two programs
alternated, median and spread (min-max) of --reps calls each after one warm-up call. Both
gradients are compared before timing."""
from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.join(os.path.dirname(HERE), "examples", "char-transformer", "transformer_scan.kina")

SIZES = {"full": dict(B=8, T=256, H=4, Dh=64, L=12), "quick": dict(B=2, T=4, H=2, Dh=3, L=3)}


def block_source() -> str:
    """The example's `block` definition, verbatim."""
    text = open(EXAMPLE).read()
    m = re.search(r"^let block = fn.*?^\} in$", text, re.S | re.M)
    assert m, f"no `let block = fn … }} in` in {EXAMPLE}"
    return m.group(0)


def source(B: int, T: int, H: int, Dh: int, L: int, checkpoint: bool) -> str:
    D, P = H * Dh, 12 * H * Dh + 9
    call = f"block[{B}, {T}, {H}, {Dh}](h, layers.index(l, axis=0))"
    body = f"handle {call} with checkpoint" if checkpoint else call
    return f"""include "std/nn.kina" in
type Rows[N, D] = tensor<F32, [N, D]> in
{block_source()}
let deep = fn(x: tensor<F32, [{B * T}, {D}]>, layers: tensor<F32, [{L}, {P}, {D}]>) -> tensor<F32, []> {{
  let h = loop (h = x) for l < {L} {{
    {body}
  }} in
  (h * h).reduce_mean(axes=[0, 1])
}} in
fn @main(x: tensor<F32, [{B * T}, {D}]>, layers: tensor<F32, [{L}, {P}, {D}]>) -> (tensor<F32, []>, tensor<F32, [{L}, {P}, {D}]>) {{
  handle deep(x, layers) with reverseMode(wrt=[layers])
}}
"""


def inputs(B: int, T: int, H: int, Dh: int, L: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    D = H * Dh
    x = rng.standard_normal((B * T, D)).astype(np.float32)
    layers = (0.02 * rng.standard_normal((L, 12 * D + 9, D))).astype(np.float32)
    layers[:, 0] += 1.0  # the LayerNorm gains near one
    layers[:, 2 + 4 * D] += 1.0
    return x, layers


def static_peak(src: str) -> int:
    from kina.compiler import default_compiler
    from kina.diagnostics import Source
    from kina.analyses import peak_bytes

    return peak_bytes(default_compiler().ir(Source("<checkpoint benchmark>", src)), "main")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--reps", type=int, default=None)
    args = ap.parse_args(argv)
    sz = SIZES["quick" if args.quick else "full"]
    reps = args.reps or (1 if args.quick else 5)
    import kina

    srcs = {cp: source(**sz, checkpoint=cp) for cp in (False, True)}
    peaks = {cp: static_peak(s) for cp, s in srcs.items()}
    exes = {cp: kina.compile_source(s, f"<checkpoint benchmark {'with' if cp else 'without'}>", backend="native") for cp, s in srcs.items()}
    xs = inputs(**sz)
    first, outs = {}, {}
    for cp in exes:  # the warm-up call, which compiles (or loads from the cache)
        t = time.perf_counter()
        outs[cp] = exes[cp].main(*xs)
        first[cp] = time.perf_counter() - t
    native_peaks = {cp: exes[cp].main.sig.peak_bytes for cp in exes}  # the manifest's: peak_bytes + kernels' scratch
    diff = max(float(np.max(np.abs(a - b)) / (1 + np.max(np.abs(b)))) for a, b in zip(outs[True], outs[False]))
    times = {False: [], True: []}
    for _ in range(reps):
        for cp in (False, True):
            t = time.perf_counter()
            exes[cp].main(*xs)
            times[cp].append(time.perf_counter() - t)
    med = {cp: statistics.median(ts) for cp, ts in times.items()}
    print(f"checkpoint benchmark: {sz}, {reps} alternated rep(s)")
    print(f"  gradients agree: max |with - without| / (1 + max |without|) = {diff:.2e}")
    for cp in (False, True):
        print(f"  {'with   ' if cp else 'without'} checkpoint: static peak {peaks[cp] / 2**20:7.1f} MiB "
              f"(native manifest {native_peaks[cp] / 2**20:7.1f} MiB), first call {first[cp]:.1f} s, "
              f"time median {med[cp] * 1e3:7.1f} ms (min {min(times[cp]) * 1e3:.1f}, max {max(times[cp]) * 1e3:.1f})")
    print(f"  memory ratio {peaks[True] / peaks[False]:.3f} (native manifest {native_peaks[True] / native_peaks[False]:.3f}), "
          f"time ratio of medians {med[True] / med[False]:.3f}, of minima {min(times[True]) / min(times[False]):.3f}")
    return 0 if diff < 1e-4 else 1


if __name__ == "__main__":
    sys.exit(main())
