"""Kina's transposes against NumPy's copy: `uv run python benchmarks/transposes.py [--calls N]`.

Each case is a Kina function that only transposes (`x.transpose(perm)`), called from Python, so
its ≈ 3 µs of host call overhead is included, against `np.ascontiguousarray(x.transpose(perm))`;
calls alternate between the two, and the result is checked against NumPy first. Prints medians
with p10/p90 and Kina's time over NumPy's (docs/performance.md, "Transposes")."""
from __future__ import annotations

import argparse
import os
import time

import numpy as np

CASES = [((1024, 1024), (1, 0)), ((512, 2048), (1, 0)), ((8, 64, 4, 32), (0, 2, 1, 3)), ((8, 4, 64, 32), (0, 1, 3, 2)),
         ((8, 4, 32, 64), (0, 1, 3, 2)), ((64, 64), (1, 0)), ((8, 4, 64, 24), (0, 1, 3, 2))]


def _t(shape) -> str:
    return f"tensor<F32, [{', '.join(map(str, shape))}], @host>"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--calls", type=int, default=400, help="alternated calls per case (default 400)")
    a = ap.parse_args()
    os.environ.setdefault("KINA_NO_CACHE", "1")
    import kina

    for shape, perm in CASES:
        out = tuple(shape[p] for p in perm)
        src = f"fn @main(x: {_t(shape)}) -> {_t(out)} {{ x.transpose([{', '.join(map(str, perm))}]) }}"
        f = kina.compile_source(src, path="transpose.kina", backend="native").main
        x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
        assert np.array_equal(f(x), x.transpose(perm))
        tk, tn = [], []
        for _ in range(a.calls):
            t = time.perf_counter()
            f(x)
            tk.append(time.perf_counter() - t)
            t = time.perf_counter()
            np.ascontiguousarray(x.transpose(perm))
            tn.append(time.perf_counter() - t)
        tk, tn = np.array(tk) * 1e6, np.array(tn) * 1e6
        q = lambda v: f"{np.median(v):8.1f} µs [{np.percentile(v, 10):.1f}, {np.percentile(v, 90):.1f}]"  # noqa: E731
        print(f"{str(shape):>16} {str(perm):>14}  kina {q(tk)}  numpy {q(tn)}  ratio {np.median(tk) / np.median(tn):.2f}")


if __name__ == "__main__":
    main()
