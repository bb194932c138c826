"""Kina programs with `loop` and `if`, from source, on backends `native` and `jit` against the
NumPy reference backend; every `--emit` stage of kina-mlir runs on them, and `--emit mlir` shows
the body once (`scf.for`, `scf.if`)."""
from __future__ import annotations

import os
import re

import numpy as np
import pytest

import kina
from kina.diagnostics import Source
from kina.hostio import KinaRuntimeError

from conftest import ROOT
from helpers import compiler

LOOP_RNN = os.path.join(ROOT, "tests", "mlir", "emit", "programs", "loop_rnn.kina")

IF_IN_LOOP = """fn @main(x: tensor<F32, [3]>, n: tensor<I64, []>) -> tensor<F32, [3]> {
  loop (acc = x) for t < 4 {
    if t < n { acc * 2.0 } else { acc - 1.0 }
  }
}
"""

GENERIC = """let diffs = fn[T, B](xs: tensor<F32, [T, B]>) -> tensor<F32, [T - 1, B]> {
  let first = xs.slice(start=[0, 0], size=[1, B]).reshape([B]) in
  let (last, ds) = loop (prev = first) for t < T - 1 {
    let x = xs.index(t + 1, axis=0) in
    (x, x - prev)
  } in
  ds
} in
fn @main(xs: tensor<F32, [5, 3]>, ys: tensor<F32, [9, 2]>) -> (tensor<F32, [4, 3]>, tensor<F32, [8, 2]>) {
  (diffs(xs), diffs(ys))
}
"""

# stacked weights read at the loop's index (a deep stack of identical layers, as Flax's nn.scan)
LAYERS = """fn @main(x: tensor<F32, [4, 8]>, ws: tensor<F32, [3, 8, 8]>, bs: tensor<F32, [3, 8]>) -> tensor<F32, [4, 8]> {
  loop (h = x) for l < 3 {
    let w = ws.index(l, axis=0) in
    let b = bs.index(l, axis=0) in
    (h @ w + b.broadcast([4, 8])).tanh() + h
  }
}
"""

DECODE = """fn @main(ids0: tensor<I64, [8]>, step: tensor<I64, []>, at: tensor<I64, []>) -> tensor<I64, [8]> {
  loop (ids = ids0) for t < 8 {
    let prev = ids.index(t + at, axis=0) in
    ids.update_index(prev + step, t, axis=0)
  }
}
"""


def run_all(src: str, path: str, *args):
    """Each backend's results (native, jit, numpy)."""
    out = {}
    for backend in ("native", "jit", "numpy"):
        r = kina.compile_source(src, path=path, backend=backend).main(*args)
        out[backend] = tuple(np.asarray(v) for v in (r if isinstance(r, tuple) else (r,)))
    return out


def assert_agree(out, rtol=1e-5, atol=1e-6):
    want = out["numpy"]
    for backend in ("native", "jit"):
        got = out[backend]
        assert len(got) == len(want)
        for g, w in zip(got, want):
            assert g.shape == w.shape and g.dtype == w.dtype
            np.testing.assert_allclose(g, w, rtol=rtol, atol=atol, err_msg=backend)


def test_recurrence_with_an_if_and_a_discrete_carry():
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(s).astype(np.float32) for s in [(5, 2, 3), (2, 4), (3, 4), (4, 4)]] + [np.zeros(5, np.int64)]
    with open(LOOP_RNN) as fh:
        out = run_all(fh.read(), "loop_rnn.kina", *args)
    assert_agree(out)
    assert out["native"][2].shape == (5, 2, 4) and out["native"][1].dtype == np.int64


def test_if_in_a_loop_takes_the_branch_of_each_iteration():
    x = np.array([1, -2, 3], np.float32)
    for n in (0, 2, 5):
        out = run_all(IF_IN_LOOP, "if.kina", x, np.int64(n))
        assert_agree(out)
        want = x.copy()
        for t in range(4):
            want = want * 2 if t < n else want - 1
        np.testing.assert_allclose(out["native"][0], want)


def test_generic_trip_counts_specialised_twice():
    rng = np.random.default_rng(1)
    xs, ys = rng.standard_normal((5, 3)).astype(np.float32), rng.standard_normal((9, 2)).astype(np.float32)
    out = run_all(GENERIC, "diffs.kina", xs, ys)
    assert_agree(out)
    np.testing.assert_allclose(out["native"][0], np.diff(xs, axis=0), rtol=1e-6)
    np.testing.assert_allclose(out["native"][1], np.diff(ys, axis=0), rtol=1e-6)


def test_stacked_layer_weights_read_at_the_loop_index():
    rng = np.random.default_rng(2)
    x, ws, bs = (rng.standard_normal(s).astype(np.float32) * 0.5 for s in [(4, 8), (3, 8, 8), (3, 8)])
    out = run_all(LAYERS, "layers.kina", x, ws, bs)
    assert_agree(out)
    h = x.astype(np.float64)
    for w, b in zip(ws, bs):
        h = np.tanh(h @ w + b) + h
    np.testing.assert_allclose(out["native"][0], h, rtol=1e-5, atol=1e-6)


def test_a_decode_loop_and_its_index_error():
    ids0 = np.arange(8, dtype=np.int64) * 10
    out = run_all(DECODE, "decode.kina", ids0, np.int64(1), np.int64(0))
    assert_agree(out)
    np.testing.assert_array_equal(out["native"][0], ids0 + 1)
    # at = 1: iteration 7 reads position 8, past the end (t + at is computed, so it is checked)
    for backend in ("native", "jit", "numpy"):
        f = kina.compile_source(DECODE, path="decode.kina", backend=backend).main
        with pytest.raises(KinaRuntimeError, match=r"`index` at decode\.kina:3:16: an index computed in the program is outside \[0, 7\]"):
            f(ids0, np.int64(1), np.int64(1))


@pytest.mark.parametrize("stage", ["mlir", "llvm-mlir", "llvm", "obj", "so"])
def test_every_emit_stage_handles_loops(stage):
    value, _ = compiler().emit(Source("if.kina", IF_IN_LOOP), stage)
    text = str(value) if stage in ("mlir", "llvm-mlir", "llvm") else None
    if stage == "mlir":
        assert text.count("scf.for") == 1 and text.count("scf.if") == 1
    elif stage == "llvm-mlir":
        assert "scf." not in text and "llvm.func" in text
    elif stage == "llvm":
        assert re.search(r"define .*@kina\.u\.main\(", text)
    else:
        assert value is not None


GRU_GRAD = """let gru = fn[T](xs: tensor<F32, [T, 2, 3]>, h0: tensor<F32, [2, 4]>, wz: tensor<F32, [3, 4]>,
                wh: tensor<F32, [3, 4]>, uz: tensor<F32, [4, 4]>, uh: tensor<F32, [4, 4]>) -> tensor<F32, []> {
  let zero = full(shape=[], value=0.0, dtype=F32) in
  let (h, total) = loop (h = h0, total = zero) for t < T {
    let x = xs.index(t, axis=0) in
    let z = (x @ wz + h @ uz).sigmoid() in
    let n = (x @ wh + h @ uh).tanh() in
    let h1 = if t == 0 { n } else { n + z * (h - n) } in
    (h1, total + (h1 * h1).reduce_mean(axes=[0, 1]))
  } in
  total
} in
fn @main[T](xs: tensor<F32, [T, 2, 3]>, h0: tensor<F32, [2, 4]>, wz: tensor<F32, [3, 4]>, wh: tensor<F32, [3, 4]>,
            uz: tensor<F32, [4, 4]>, uh: tensor<F32, [4, 4]>)
    -> (tensor<F32, []>, tensor<F32, [T, 2, 3]>, tensor<F32, [2, 4]>, tensor<F32, [3, 4]>, tensor<F32, [3, 4]>,
        tensor<F32, [4, 4]>, tensor<F32, [4, 4]>) {
  handle gru(xs, h0, wz, wh, uz, uh) with reverseMode
}
"""


def test_the_gradient_of_a_recurrence_compiles_natively():
    """reverseMode's forward and reverse loops, the second taking the first's stacked residuals:
    outlined kernels with results (a loop's) feeding later kernels (transforms/outline.py)."""
    rng = np.random.default_rng(3)
    for trip in (1, 7):
        args = [rng.standard_normal((trip, 2, 3)).astype(np.float32), rng.standard_normal((2, 4)).astype(np.float32)]
        args += [(rng.standard_normal(s) * 0.5).astype(np.float32) for s in [(3, 4), (3, 4), (4, 4), (4, 4)]]
        assert_agree(run_all(GRU_GRAD, "gru.kina", *args), rtol=2e-5, atol=2e-6)
