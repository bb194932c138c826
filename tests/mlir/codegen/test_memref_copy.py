"""`memrefCopy`, MLIR's strided copy, is defined by the artifact's own runtime (codegen/guard.py):
a view bufferized with a non-identity layout (a loop carry that starts as a view of a call's result,
an `if` yielding rows) is copied through it instead of failing to load ("undefined symbol:
memrefCopy"). Each program is checked native == NumPy backend, including a non-contiguous last axis; the routine
itself against NumPy's strided assignment on random views of every rank up to 4."""
from __future__ import annotations

import numpy as np
import pytest

import kina

PROGRAMS = {
    "carry from a view of a call's result": ("""\
let g = fn(r: tensor<F32, [1, 1, 8]>) -> tensor<F32, [1, 1, 8]> { r * 2.0 } in
let h = fn(x: tensor<F32, [1, 6, 8]>) -> tensor<F32, [1, 6, 8]> { x + 1.0 } in
fn @main(x: tensor<F32, [1, 6, 8]>, n: tensor<I64, []>) -> tensor<F32, [1, 1, 8]> {
  let row0 = h(x).index(n, axis=1).reshape([1, 1, 8]) in
  loop (row = row0) for i < 4 { g(row) } }
""", lambda rng: [rng.standard_normal((1, 6, 8)).astype(np.float32), np.int64(2)]),
    "a column (strided) carried from a call's result": ("""\
let h = fn(x: tensor<F32, [5, 7]>) -> tensor<F32, [5, 7]> { x * 3.0 } in
fn @main(x: tensor<F32, [5, 7]>, n: tensor<I64, []>) -> tensor<F32, [5]> {
  let col = h(x).index(n, axis=1) in
  loop (c = col) for i < 3 { (c + 1.0).tanh() } }
""", lambda rng: [rng.standard_normal((5, 7)).astype(np.float32), np.int64(4)]),
    "an if yielding rows": ("""\
fn @main(xs: tensor<F32, [3, 2]>, i: tensor<I64, []>) -> tensor<F32, [2]> {
  if i < 1 { xs.index(i, axis=0) } else { xs.index(full(shape=[], value=0, dtype=I64), axis=0) }
}
""", lambda rng: [rng.standard_normal((3, 2)).astype(np.float32), np.int64(0)]),
}


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_views_copied_through_memref_copy_load_and_match_numpy(name):
    src, make = PROGRAMS[name]
    args = make(np.random.default_rng(0))
    native = kina.compile_source(src, f"<{name}>").main(*args)
    reference = kina.compile_source(src, f"<{name}>", backend="numpy").main(*args)
    np.testing.assert_allclose(native, reference, rtol=1e-6, atol=1e-6)


@pytest.fixture(scope="module")
def runtime(tmp_path_factory):
    """The artifact runtime alone (guard_source with no function), linked and loaded."""
    import ctypes

    from kina_mlir.codegen.guard import guard_object, guard_source
    from kina_mlir.codegen.link import link_shared

    path = tmp_path_factory.mktemp("runtime") / "runtime.so"
    path.write_bytes(link_shared([guard_object(guard_source({}))], wrap_malloc=True))
    lib = ctypes.CDLL(str(path))
    lib.memrefCopy.restype, lib.memrefCopy.argtypes = None, [ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p]
    return lib


def _unranked(view: np.ndarray, base: np.ndarray):
    """MLIR's unranked descriptor {rank, ranked *} of `view`, a view of `base` (strides in elements,
    offset from base's start); the ctypes objects, kept alive by the caller."""
    import ctypes

    item = base.itemsize
    offset = (view.__array_interface__["data"][0] - base.__array_interface__["data"][0]) // item
    ranked = (ctypes.c_int64 * (3 + 2 * view.ndim))(base.ctypes.data, base.ctypes.data, offset, *view.shape,
                                                   *(s // item for s in view.strides))
    unranked = (ctypes.c_int64 * 2)(view.ndim, ctypes.addressof(ranked))
    return unranked, ranked


def _random_view(rng, shape, dtype):
    """A view of `shape` into a larger buffer (returned with it): every axis stepped by 1 or 2 from a
    random start, and for rank >= 2 sometimes over a buffer stored in another axis order."""
    rank = len(shape)
    steps = [int(rng.integers(1, 3)) for _ in range(rank)]
    starts = [int(rng.integers(0, 3)) for _ in range(rank)]
    full = [a + max(1, n * s) for a, n, s in zip(starts, shape, steps)]
    order = rng.permutation(rank) if rank >= 2 and rng.random() < 0.5 else np.arange(rank)
    base = np.asarray(rng.standard_normal([full[k] for k in order]) * 100).astype(dtype)
    whole = base.transpose(np.argsort(order)) if rank else base
    view = whole[tuple(slice(a, a + n * s, s) for a, n, s in zip(starts, shape, steps))] if rank else whole[...]
    return base, view


@pytest.mark.parametrize("seed", range(40))
def test_memref_copy_matches_numpy_on_strided_views(runtime, seed):
    """Random views (stepped slices, buffers in another axis order, an empty axis now and then, rank
    0) of two buffers: memrefCopy from one to the other writes what NumPy's assignment writes, and
    nothing outside the destination view."""
    import ctypes

    rng = np.random.default_rng(seed)
    rank = int(rng.integers(0, 5))
    shape = tuple(int(rng.integers(0 if rng.random() < 0.1 else 1, 5)) for _ in range(rank))
    dtype = [np.float32, np.float64, np.int64, np.int8][seed % 4]
    src_base, src = _random_view(rng, shape, dtype)
    dst_base, dst = _random_view(rng, shape, dtype)
    before = dst_base.copy()
    np.copyto(dst, src)
    want = dst_base.copy()  # NumPy's answer; then the destination is put back
    dst_base[...] = before
    (s_u, s_r), (d_u, d_r) = _unranked(src, src_base), _unranked(dst, dst_base)
    runtime.memrefCopy(src.itemsize, ctypes.addressof(s_u), ctypes.addressof(d_u))
    np.testing.assert_array_equal(dst_base, want)
    if src.size:
        assert not np.array_equal(want, before)  # the copy changed something: the check can fail
