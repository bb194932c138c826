"""Outlining a Kina loop: its scf.for is a kernel statement WITH results (the carries' buffers),
and a later kernel that reads them (a reduction of the final carry) must call with the loop's
call results, not the erased loop's (it was an unlinked operand, and a segfault in a GRU's
step). Native, with outlining on (the default), against the NumPy backend."""
from __future__ import annotations

import numpy as np

import kina

PROGRAM = """
let f = fn(xs: tensor<F32, [3, 2, 2]>, w: tensor<F32, [2, 2]>) -> tensor<F32, []> {
  let h = loop (h = full(shape=[2, 2], value=0.0, dtype=F32)) for t < 3 {
    (h @ w + xs.index(t, axis=0)).tanh()
  } in
  h.reduce_sum(axes=[0, 1])
} in
fn @main(xs: tensor<F32, [3, 2, 2]>, w: tensor<F32, [2, 2]>)
    -> (tensor<F32, [2]>, tensor<F32, []>, tensor<F32, [3, 2, 2]>, tensor<F32, [2, 2]>) {
  let h = loop (h = full(shape=[2, 2], value=0.0, dtype=F32)) for t < 3 { h @ w + xs.index(t, axis=0) } in
  let (l, gxs, gw) = handle f(xs, w) with reverseMode in
  (h.reduce_sum(axes=[0]), l, gxs, gw)
}
"""


def test_kernels_reading_a_loop_result_call_with_the_loops_call_result(tmp_path, monkeypatch):
    monkeypatch.setenv("KINA_OUTLINE", "1")
    path = tmp_path / "loop_result.kina"
    path.write_text(PROGRAM)
    rng = np.random.default_rng(0)
    xs, w = rng.standard_normal((3, 2, 2)).astype(np.float32), rng.standard_normal((2, 2)).astype(np.float32)
    native = kina.compile_file(path, backend="native").main(xs, w)
    reference = kina.compile_file(path, backend="numpy").main(xs, w)
    for got, want in zip(native, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
