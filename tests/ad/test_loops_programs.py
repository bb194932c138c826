"""reverseMode through `loop` and `if` from source (§C3): the parsed programs' cotangents
against F64 central differences on the NumPy backend (kina_ad.gradcheck), the native backend
against the NumPy one, `kina grad-check` on a loop program, and jax.lax.scan / cond where JAX
is installed."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

import kina
from helpers import check, compiler
from kina_ad.gradcheck import TOLERANCE, grad_check

RNN = """
let rnn = fn(xs: tensor<F32, [5, 2, 3]>, h0: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>, u: tensor<F32, [3, 4]>) -> tensor<F32, []> {
  let zero = full(shape=[], value=0.0, dtype=F32) in
  let (h, total, hs) = loop (h = h0, total = zero) for t < 5 {
    let h1 = (h @ w + xs.index(t, axis=0) @ u).tanh() in
    let y = if t < 2 { h1 * 2.0 } else { h1.sigmoid() } in
    (h1, total + y.reduce_sum(axes=[0, 1]), h1)
  } in
  total + (hs * hs).reduce_sum(axes=[0, 1, 2]) + h.reduce_sum(axes=[0, 1])
} in
fn @main(xs: tensor<F32, [5, 2, 3]>, h0: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>, u: tensor<F32, [3, 4]>)
    -> (tensor<F32, []>, tensor<F32, [5, 2, 3]>, tensor<F32, [2, 4]>, tensor<F32, [4, 4]>, tensor<F32, [3, 4]>) {
  let (l, gx, gh, gw, gu) = handle rnn(xs, h0, w, u) with reverseMode in
  (l, gx, gh, gw, gu)
}
"""

# layers as one loop over stacked weights (read at the loop's index), each running an inner
# recurrence over the sequence; wrt the weights only
LAYERS = """
let cell = fn(h: tensor<F32, [2, 4]>, x: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>) -> tensor<F32, [2, 4]> {
  (h @ w + x).tanh()
} in
let stack = fn(xs: tensor<F32, [3, 2, 4]>, ws: tensor<F32, [2, 4, 4]>, b: tensor<F32, [4]>) -> tensor<F32, []> {
  let (seq, norms) = loop (seq = xs) for l < 2 {
    let w = ws.index(l, axis=0) in
    let h0 = seq.slice(start=[0, 0, 0], size=[1, 2, 4]).reshape([2, 4]) in
    let (hT, hs) = loop (h = h0) for t < 3 {
      let h1 = cell(h, seq.index(t, axis=0), w) in
      (h1, h1 + b.broadcast([2, 4]))
    } in
    (hs, hT.reduce_sum(axes=[0, 1]))
  } in
  (seq * seq).reduce_mean(axes=[0, 1, 2]) + norms.reduce_sum(axes=[0])
} in
fn @main(xs: tensor<F32, [3, 2, 4]>, ws: tensor<F32, [2, 4, 4]>, b: tensor<F32, [4]>)
    -> (tensor<F32, []>, tensor<F32, [2, 4, 4]>, tensor<F32, [4]>) {
  let (l, gw, gb) = handle stack(xs, ws, b) with reverseMode(wrt=[ws, b]) in
  (l, gw, gb)
}
"""

# a decode-like loop: an I64 counter and a buffer written with update_index, an `if` on data
DECODE = """
let decode = fn(h0: tensor<F32, [4]>, w: tensor<F32, [4, 4]>, emb: tensor<F32, [6, 4]>) -> tensor<F32, []> {
  let buf0 = full(shape=[5, 4], value=0.0, dtype=F32) in
  let n0 = full(shape=[], value=0, dtype=I64) in
  let (h, buf, n) = loop (h = h0, buf = buf0, n = n0) for t < 5 {
    let e = emb.take(n) in
    let pre = (h.reshape([1, 4]) @ w).reshape([4]) + e in
    let h1 = if pre.reduce_sum(axes=[0]) > 0.0 { pre.tanh() } else { pre * 0.5 } in
    let id = h1.argmax(axis=0) in
    (h1, buf.update_index(h1 * h1, t, axis=0), id)
  } in
  buf.reduce_sum(axes=[0, 1]) + h.reduce_sum(axes=[0])
} in
fn @main(h0: tensor<F32, [4]>, w: tensor<F32, [4, 4]>, emb: tensor<F32, [6, 4]>)
    -> (tensor<F32, []>, tensor<F32, [4]>, tensor<F32, [4, 4]>, tensor<F32, [6, 4]>) {
  let (l, gh, gw, ge) = handle decode(h0, w, emb) with reverseMode in
  (l, gh, gw, ge)
}
"""

# a generic trip count, specialised before AD
GENERIC = """
let diffs = fn[T, B](xs: tensor<F32, [T, B]>, w: tensor<F32, [B]>) -> tensor<F32, []> {
  let first = xs.slice(start=[0, 0], size=[1, B]).reshape([B]) in
  let (last, ds) = loop (prev = first) for t < T - 1 {
    let x = xs.index(t + 1, axis=0) * w in
    (x, (x - prev).sin())
  } in
  ds.reduce_sum(axes=[0, 1]) + last.reduce_sum(axes=[0])
} in
fn @main(xs: tensor<F32, [6, 3]>, w: tensor<F32, [3]>) -> (tensor<F32, []>, tensor<F32, [6, 3]>, tensor<F32, [3]>) {
  let (l, gx, gw) = handle diffs(xs, w) with reverseMode in
  (l, gx, gw)
}
"""

# several optimiser steps per host call: a `handle` inside a loop block, of a function
# that loops itself
STEPS = """
let loss = fn(x: tensor<F32, [2, 3]>, w: tensor<F32, [3, 3]>) -> tensor<F32, []> {
  let h = loop (h = x) for t < 2 { (h @ w).tanh() } in
  (h * h).reduce_mean(axes=[0, 1])
} in
fn @main(xs: tensor<F32, [4, 2, 3]>, w0: tensor<F32, [3, 3]>) -> (tensor<F32, [3, 3]>, tensor<F32, [4]>) {
  loop (w = w0) for s < 4 {
    let (l, g) = handle loss(xs.index(s, axis=0), w) with reverseMode(wrt=[w]) in
    (w - g * 0.5, l)
  }
}
"""

ONE_STEP = STEPS[:STEPS.index("fn @main")] + """fn @main(x: tensor<F32, [2, 3]>, w: tensor<F32, [3, 3]>) -> (tensor<F32, []>, tensor<F32, [3, 3]>) {
  let (l, g) = handle loss(x, w) with reverseMode(wrt=[w]) in
  (l, g)
}
"""


PROGRAMS = {"rnn": (RNN, "rnn"), "steps": (STEPS, "loss"), "layers": (LAYERS, "stack"), "decode": (DECODE, "decode"), "generic": (GENERIC, "diffs__T6_B3")}


def inputs(src, seed=0):
    prog = check(src)
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1, 1, t.shape).astype(t.numpy_dtype) for _, t in prog.functions["main"].params]


@pytest.mark.parametrize("name", PROGRAMS)
def test_cotangents_match_central_differences(name):
    src, fn = PROGRAMS[name]
    prog = check(src, f"{name}.kina")
    assert fn in prog.functions, sorted(prog.functions)
    for seed in (1, 2):
        rows = grad_check(compiler(), prog, fn, seed=seed)
        assert rows
        for pname, abs_err, rel_err, ok in rows:
            assert ok, f"{name}: cotangent of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e} > {TOLERANCE})"


@pytest.mark.parametrize("name", PROGRAMS)
def test_native_matches_numpy(name):
    src, _ = PROGRAMS[name]
    args = inputs(src)
    want = kina.compile_source(src, f"{name}.kina", backend="numpy").main(*args)
    got = kina.compile_source(src, f"{name}.kina", backend="native").main(*args)
    for w, g in zip(want, got):
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-5)


def test_training_steps_in_one_call_match_host_steps():
    """The loop of optimiser steps (a `handle` in a loop block) against the same steps taken from
    the host, one call each."""
    xs, w0 = inputs(STEPS)
    ws, losses = kina.compile_source(STEPS, backend="numpy").main(xs, w0)
    step = kina.compile_source(ONE_STEP, backend="numpy").main
    w, want = w0, []
    for x in xs:
        l, g = step(x, w)
        w = w - g * np.float32(0.5)
        want.append(l)
    np.testing.assert_allclose(losses, want, rtol=1e-6)
    np.testing.assert_allclose(ws, w, rtol=1e-6, atol=1e-7)
    assert losses[-1] < losses[0]


def test_reverse_of_the_layer_loop_is_loops_not_unrolled():
    """The generated function has one forward and one reverse loop at its top level (each holding
    the inner loop), whatever the trip counts: nothing is unrolled."""
    from kina.ir import Loop, walk

    prog = check(LAYERS)
    rev = next(f for f in prog.functions.values() if f.origin and f.origin.startswith("reverseMode(stack"))
    top = [b for b in rev.body if isinstance(b, Loop)]
    assert len(top) == 2 and all(sum(isinstance(x, Loop) for x in b.block.body) == 1 for b in top)
    assert sum(isinstance(b, Loop) for b in walk(rev.body)) == 4


def test_grad_check_cli_on_a_loop_program(tmp_path):
    path = tmp_path / "rnn.kina"
    path.write_text(RNN)
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", str(path), "--fn", "rnn", "--seed", "3"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    rows = {ln.split()[0]: ln for ln in r.stdout.splitlines()[2:]}
    assert set(rows) == {"xs", "h0", "w", "u"} and all(ln.endswith("pass") for ln in rows.values())


def test_grad_check_cli_on_a_generic_loop_function(tmp_path):
    """A generic function is in the IR as its specialisation: `--fn diffs` checks `diffs__T6_B3`."""
    path = tmp_path / "generic.kina"
    path.write_text(GENERIC)
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", str(path), "--fn", "diffs"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("grad-check diffs__T6_B3 ")
    assert [ln.split()[0] for ln in r.stdout.splitlines()[2:]] == ["xs", "w"]
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", str(path), "--fn", "diff"], capture_output=True, text=True)
    assert r.returncode == 1 and "no function `diff`" in r.stderr


def test_jax_scan_and_cond_reference():
    jax = pytest.importorskip("jax", reason="JAX is not installed: the jax.lax.scan/cond oracle is skipped (F64 differences still ran)")
    jnp = jax.numpy
    args = inputs(RNN, seed=4)

    def rnn(xs, h0, w, u):
        def step(carry, xt):
            (h, total), t = carry, xt[1]
            h1 = jnp.tanh(h @ w + xt[0] @ u)
            y = jax.lax.cond(t < 2, lambda a: a * 2.0, jax.nn.sigmoid, h1)
            return (h1, total + y.sum()), h1
        (h, total), hs = jax.lax.scan(step, (h0, jnp.float32(0)), (xs, jnp.arange(5)))
        return total + (hs * hs).sum() + h.sum()
    want = jax.value_and_grad(rnn, argnums=(0, 1, 2, 3))(*args)
    got = kina.compile_source(RNN, backend="numpy").main(*args)
    np.testing.assert_allclose(got[0], want[0], rtol=1e-5)
    for g, w in zip(got[1:], want[1]):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-4, atol=1e-5)
