"""`memrefCopy`, MLIR's strided copy, is defined by the artifact's own C runtime (codegen/guard.py):
a view bufferized with a non-identity layout (a loop carry that starts as a view of a call's result,
an `if` yielding rows) is copied through it instead of failing to load ("undefined symbol:
memrefCopy"). Each program is checked native == NumPy backend, including a non-contiguous last axis."""
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


def test_the_runtime_defines_memref_copy_with_mlirs_signature():
    from kina_mlir.codegen.guard import c_source

    assert "void memrefCopy(int64_t elem, kina_unranked_memref *src, kina_unranked_memref *dst)" in c_source({})
