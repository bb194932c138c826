"""ScatterAdd (the VJP of take) as a loop over the ids: native == NumPy backend == np.add.at,
with repeated ids, multi-dimensional ids and rows, and every id hitting one row."""
from __future__ import annotations

import numpy as np
import pytest

import kina

CASES = [((6,), (5, 3)), ((2, 3), (4, 2, 3)), ((64,), (7, 16)), ((3, 5), (1, 8)), ((1,), (2, 1))]


def _src(ids_shape, table_shape):
    t = lambda d, s: f"tensor<{d}, [{', '.join(map(str, s))}], @host>"  # noqa: E731
    gathered = ids_shape + table_shape[1:]
    axes = ", ".join(map(str, range(len(gathered))))
    return f"""let loss = fn(t: {t('F32', table_shape)}, ids: {t('I64', ids_shape)}, w: {t('F32', gathered)}) -> {t('F32', (1,))} {{
  let g = t.take(ids, axis=0) in
  (g * w).reduce_sum(axes=[{axes}], keepdims=false).reshape([1])
}} in
fn @main(t: {t('F32', table_shape)}, ids: {t('I64', ids_shape)}, w: {t('F32', gathered)}) -> {t('F32', table_shape)} {{
  let (l, gt, gw) = handle loss(t, ids, w) with reverseMode in
  gt
}}
"""


@pytest.mark.parametrize("ids_shape,table_shape", CASES, ids=[f"{i}-{t}" for i, t in CASES])
def test_scatter_add_loop_matches_add_at(ids_shape, table_shape):
    rng = np.random.default_rng(3)
    src = _src(ids_shape, table_shape)
    t = rng.standard_normal(table_shape).astype(np.float32)
    ids = rng.integers(0, table_shape[0], ids_shape).astype(np.int64)
    if ids.size > 2:
        ids.reshape(-1)[:2] = 0  # a repeated id always
    w = rng.standard_normal(ids_shape + table_shape[1:]).astype(np.float32)
    want = np.zeros_like(t)
    np.add.at(want, ids, w)
    nat = kina.compile_source(src, path="scatter.kina", backend="native").main(t, ids, w)
    ref = kina.compile_source(src, path="scatter.kina", backend="numpy").main(t, ids, w)
    np.testing.assert_allclose(ref, want, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(nat, want, rtol=1e-5, atol=1e-6)


# ScatterAlongAxis (the VJP of take_along_axis): every axis, unit and prime extents
ALONG = [((5, 3), 0), ((5, 3), 1), ((2, 7, 3), 1), ((2, 7, 3), -1), ((1, 1), 0), ((3, 1, 13), 2), ((4, 257), 1)]


def _along_src(shape, axis):
    t = lambda d, s: f"tensor<{d}, [{', '.join(map(str, s))}], @host>"  # noqa: E731
    k = axis % len(shape)
    ishape = shape[:k] + shape[k + 1:]
    axes = ", ".join(map(str, range(len(ishape))))
    return f"""let loss = fn(x: {t('F32', shape)}, idx: {t('I64', ishape)}, w: {t('F32', ishape)}) -> {t('F32', (1,))} {{
  let g = x.take_along_axis(idx, axis={axis}) in
  (g * w).reduce_sum(axes=[{axes}], keepdims=false).reshape([1])
}} in
fn @main(x: {t('F32', shape)}, idx: {t('I64', ishape)}, w: {t('F32', ishape)}) -> {t('F32', shape)} {{
  let (l, gx, gw) = handle loss(x, idx, w) with reverseMode in
  gx
}}
"""


@pytest.mark.parametrize("shape,axis", ALONG, ids=[f"{s}-{a}" for s, a in ALONG])
def test_scatter_along_axis_loop_matches_put_along_axis(shape, axis):
    rng = np.random.default_rng(4)
    k = axis % len(shape)
    ishape = shape[:k] + shape[k + 1:]
    x = rng.standard_normal(shape).astype(np.float32)
    idx = rng.integers(0, shape[k], ishape).astype(np.int64)
    w = rng.standard_normal(ishape).astype(np.float32)
    want = np.zeros_like(x)
    np.put_along_axis(want, np.expand_dims(idx, k), np.expand_dims(w, k), k)
    src = _along_src(shape, axis)
    nat = kina.compile_source(src, path="along.kina", backend="native").main(x, idx, w)
    ref = kina.compile_source(src, path="along.kina", backend="numpy").main(x, idx, w)
    np.testing.assert_array_equal(ref, want)
    np.testing.assert_array_equal(nat, want)
