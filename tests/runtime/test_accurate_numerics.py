"""Issue 24, class 2 ("silent wrong numbers"): log1p over the whole float range and F32 sums and
means at sizes where one sequential accumulator loses digits, on both backends, against NumPy in
F64. The largest inputs are built inside the program by `broadcast` (a test needs <= 1.1 GiB)."""
from __future__ import annotations

import numpy as np
import pytest

import kina

BACKENDS = ["numpy", "native"]
NP = {"F32": np.float32, "F64": np.float64}


def log1p_points(npd) -> np.ndarray:
    """Positive values from the smallest subnormal to the largest finite one, negative ones down
    to -1, and the edges (±0, -1, the largest finite value, inf)."""
    fi = np.finfo(npd)
    lo = np.log10(float(fi.smallest_subnormal)) + 0.01
    hi = np.log10(float(fi.max))
    with np.errstate(over="ignore"):  # 10**hi rounds past the largest F64
        pos = 10.0 ** np.linspace(lo, hi, 6000)
        neg = -(10.0 ** np.linspace(lo, -1e-7, 2000))
        x = np.concatenate([pos, neg, [0.0, -0.0, -1.0, fi.max, fi.tiny, -fi.tiny, 4e36, 3.4e38, 1e306, np.inf]]).astype(npd)
    return x[~np.isinf(x) | (x > 0)]


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["F32", "F64"])
def test_log1p_is_accurate_over_the_whole_range(backend, dt):
    """Native log1p was inf from x ≈ 4e36 (F32) / 1e306 (F64): log(1+x)·x overflowed before the
    division by (1+x)-1. Error <= 3 ulp of the F64 answer rounded to the dtype, everywhere."""
    npd = NP[dt]
    x = log1p_points(npd)
    src = f"fn @main(x: tensor<{dt}, [{x.size}], @host>) -> tensor<{dt}, [{x.size}], @host> {{ x.log1p() }}\n"
    got = kina.compile_source(src, path="log1p.kina", backend=backend).main(x).astype(np.float64)
    with np.errstate(divide="ignore"):
        want = np.log1p(x.astype(np.float64))
    assert np.all(np.isfinite(got[np.isfinite(want)])), x[np.isfinite(want) & ~np.isfinite(got)][:5]
    np.testing.assert_array_equal(got[~np.isfinite(want)], want[~np.isfinite(want)])
    fin = np.isfinite(want)
    ulp = np.spacing(np.abs(want[fin]).astype(npd)).astype(np.float64)
    err = np.abs(got[fin] - want[fin]) / ulp
    worst = int(np.argmax(err))
    assert err[worst] <= 3, (x[fin][worst], got[fin][worst], want[fin][worst], err[worst])
    assert got[x.size - 1] == np.inf  # log1p(inf)
    top = float(np.log1p(np.float64(np.finfo(npd).max)))
    assert abs(got[x == np.finfo(npd).max][0] - top) <= 1e-5 * top  # ≈ 88.72 / 709.78


def reduce_program(n: int, rows: int = 1) -> str:
    shape = f"[{n}]" if rows == 1 else f"[{n}, {rows}]"
    out = "[]" if rows == 1 else f"[{rows}]"
    S = lambda s: f"tensor<F32, {s}, @host>"  # noqa: E731
    return f"""fn @main(x: {S('[]')}) -> ({S(out)}, {S(out)}) {{
  let b = x.broadcast({shape}) in (b.reduce_mean(axes=[0], keepdims=false), b.reduce_sum(axes=[0], keepdims=false))
}}
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_f32_mean_of_2_26_copies_of_a_tenth(backend):
    """One accumulator per vector lane gave 0.10099 natively (2^26 values: 256 MiB)."""
    mean, total = kina.compile_source(reduce_program(1 << 26), path="mean.kina", backend=backend).main(np.float32(0.1))
    assert abs(float(mean) - 0.1) <= 2e-7 * 0.1, float(mean)
    assert abs(float(total) - 0.1 * 2 ** 26) <= 2e-7 * 0.1 * 2 ** 26, float(total)


@pytest.mark.parametrize("backend", BACKENDS)
def test_f32_sum_of_ones_down_rows_is_exact(backend):
    """A sum over rows is one chain per column: F32 stops at 2^24, natively and in NumPy itself
    (np.sum along a non-contiguous axis adds a row at a time). 2^25 x 4 ones: 512 MiB."""
    mean, total = kina.compile_source(reduce_program(1 << 25, 4), path="rows.kina", backend=backend).main(np.float32(1))
    np.testing.assert_array_equal(total, np.full(4, 2.0 ** 25, np.float32))
    np.testing.assert_array_equal(mean, np.ones(4, np.float32))


SHAPES = [((1000003,), [0]), ((3, 70001), [1]), ((70001, 3), [0]), ((257, 129, 33), [0, 2]), ((64, 4096), [0, 1]),
          ((4096, 3, 64), [0, 1]), ((5, 16), [1]), ((2049, 17), [0])]


@pytest.mark.parametrize("shape,axes", SHAPES, ids=[f"{'x'.join(map(str, s))}-axes{''.join(map(str, a))}" for s, a in SHAPES])
def test_f32_sums_and_means_match_float64_natively(shape, axes):
    """Random data (mean 1: cancellation would hide the error) at sizes with remainders, on every
    kind of reduced axis; native against the F64 sum, to NumPy pairwise summation's class."""
    rng = np.random.default_rng(len(shape) * 1000 + shape[0])
    x = rng.uniform(0.5, 1.5, shape).astype(np.float32)
    T = lambda s: f"tensor<F32, [{', '.join(map(str, s))}], @host>"  # noqa: E731
    out = tuple(d for i, d in enumerate(shape) if i not in axes)
    src = f"""fn @main(x: {T(shape)}) -> ({T(out)}, {T(out)}) {{
  (x.reduce_sum(axes={list(axes)}, keepdims=false), x.reduce_mean(axes={list(axes)}, keepdims=false))
}}
"""
    total, mean = kina.compile_source(src, path="r.kina", backend="native").main(x)
    want = x.astype(np.float64).sum(axis=tuple(axes))
    count = np.prod([shape[a] for a in axes])
    np.testing.assert_allclose(total, want, rtol=2e-6)
    np.testing.assert_allclose(mean, want / count, rtol=2e-6)
