"""forwardMode from source (§C4): through `loop` (stacked outputs, discrete carries, a loop in a
loop) and `if`, with and without `wrt`, a generic function, a function with a discrete result;
each JVP against F64 central differences and reverseMode (the dot-product test), the @main of
each program on the NumPy backend against the oracle, native against NumPy, and `jax.jvp`
where JAX is installed."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from forward_oracle import Case
from helpers import check, compiler
from kina.ir import Handle, If, Loop, walk

RNN = """
let rnn = fn(xs: tensor<F32, [5, 2, 3]>, h0: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>, u: tensor<F32, [3, 4]>)
    -> (tensor<F32, []>, tensor<F32, [5, 2, 4]>) {
  let zero = full(shape=[], value=0.0, dtype=F32) in
  let (h, total, hs) = loop (h = h0, total = zero) for t < 5 {
    let h1 = (h @ w + xs.index(t, axis=0) @ u).tanh() in
    let y = if t < 2 { h1 * 2.0 } else { h1.sigmoid() } in
    (h1, total + y.reduce_sum(axes=[0, 1]), h1 * h1)
  } in
  (total + h.reduce_sum(axes=[0, 1]), hs)
} in
fn @main(xs: tensor<F32, [5, 2, 3]>, h0: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>, u: tensor<F32, [3, 4]>,
         txs: tensor<F32, [5, 2, 3]>, th0: tensor<F32, [2, 4]>, tw: tensor<F32, [4, 4]>, tu: tensor<F32, [3, 4]>)
    -> (tensor<F32, []>, tensor<F32, [5, 2, 4]>, tensor<F32, []>, tensor<F32, [5, 2, 4]>) {
  let (l, hs, tl, ths) = handle rnn(xs, h0, w, u, txs, th0, tw, tu) with forwardMode in
  (l, hs, tl, ths)
}
"""

# an I64 counter and token ids carried, a buffer written with update_index, an `if` on data
DECODE = """
let decode = fn(h0: tensor<F32, [4]>, w: tensor<F32, [4, 4]>, emb: tensor<F32, [6, 4]>) -> (tensor<F32, []>, tensor<I64, []>) {
  let buf0 = full(shape=[5, 4], value=0.0, dtype=F32) in
  let n0 = full(shape=[], value=0, dtype=I64) in
  let (h, buf, n) = loop (h = h0, buf = buf0, n = n0) for t < 5 {
    let e = emb.take(n) in
    let pre = (h.reshape([1, 4]) @ w).reshape([4]) + e in
    let h1 = if pre.reduce_sum(axes=[0]) > 0.0 { pre.tanh() } else { pre * 0.5 } in
    (h1, buf.update_index(h1 * h1, t, axis=0), h1.argmax(axis=0))
  } in
  (buf.reduce_sum(axes=[0, 1]) + h.reduce_sum(axes=[0]), n)
} in
fn @main(h0: tensor<F32, [4]>, w: tensor<F32, [4, 4]>, emb: tensor<F32, [6, 4]>, tw: tensor<F32, [4, 4]>)
    -> (tensor<F32, []>, tensor<I64, []>, tensor<F32, []>) {
  let (l, n, tl) = handle decode(h0, w, emb, tw) with forwardMode(wrt=[w]) in
  (l, n, tl)
}
"""

# layers as one loop over stacked weights, each running an inner recurrence (a loop in a loop)
LAYERS = """
let stack = fn(xs: tensor<F32, [3, 2, 4]>, ws: tensor<F32, [2, 4, 4]>, b: tensor<F32, [4]>) -> tensor<F32, []> {
  let (seq, norms) = loop (seq = xs) for l < 2 {
    let w = ws.index(l, axis=0) in
    let h0 = seq.slice(start=[0, 0, 0], size=[1, 2, 4]).reshape([2, 4]) in
    let (hT, hs) = loop (h = h0) for t < 3 {
      let h1 = (h @ w + seq.index(t, axis=0)).tanh() in
      (h1, h1 + b.broadcast([2, 4]))
    } in
    (hs, hT.reduce_sum(axes=[0, 1]))
  } in
  (seq * seq).reduce_mean(axes=[0, 1, 2]) + norms.reduce_sum(axes=[0])
} in
fn @main(xs: tensor<F32, [3, 2, 4]>, ws: tensor<F32, [2, 4, 4]>, b: tensor<F32, [4]>,
         tb: tensor<F32, [4]>, tws: tensor<F32, [2, 4, 4]>) -> (tensor<F32, []>, tensor<F32, []>) {
  let (l, tl) = handle stack(xs, ws, b, tb, tws) with forwardMode(wrt=[b, ws]) in
  (l, tl)
}
"""

# an `if` outside any loop whose else branch does not read the differentiated value
BRANCH = """
let pick = fn(x: tensor<F32, [3]>, y: tensor<F32, [3]>) -> tensor<F32, [3]> {
  if x.reduce_sum(axes=[0]) > 0.0 { (x * y).exp() } else { y.sin() }
} in
fn @main(x: tensor<F32, [3]>, y: tensor<F32, [3]>, tx: tensor<F32, [3]>) -> (tensor<F32, [3]>, tensor<F32, [3]>) {
  let (p, tp) = handle pick(x, y, tx) with forwardMode(wrt=[x]) in
  (p, tp)
}
"""

# a generic function: its sizes bind from the primal arguments (§C4)
GENERIC = """
let scan = fn[T, D](xs: tensor<F32, [T, D]>, w: tensor<F32, [D, D]>) -> tensor<F32, [D]> {
  let h0 = full(shape=[D], value=0.0, dtype=F32) in
  let (h) = loop (h = h0) for t < T {
    ((h.reshape([1, D]) @ w).reshape([D]) + xs.index(t, axis=0)).tanh()
  } in
  h
} in
fn @main(xs: tensor<F32, [4, 3]>, w: tensor<F32, [3, 3]>, txs: tensor<F32, [4, 3]>, tw: tensor<F32, [3, 3]>)
    -> (tensor<F32, [3]>, tensor<F32, [3]>) {
  let (h, th) = handle scan(xs, w, txs, tw) with forwardMode in
  (h, th)
}
"""

PROGRAMS = {"rnn": (RNN, "rnn", None), "decode": (DECODE, "decode", ["w"]), "layers": (LAYERS, "stack", ["b", "ws"]),
            "branch": (BRANCH, "pick", ["x"]), "generic": (GENERIC, None, None)}


def _function(prog, name):
    if name is None:  # the generic one: its one specialisation
        (name,) = [n for n, f in prog.functions.items() if n.startswith("scan__") and f.origin is None]
    return name


def _case(key, seed=0):
    src, name, wrt = PROGRAMS[key]
    prog = check(src, f"{key}.kina")
    return Case(compiler(), prog, _function(prog, name), seed=seed, wrt=wrt)


@pytest.mark.parametrize("key", PROGRAMS)
def test_jvp_matches_finite_differences(key):
    for seed in (0, 1):
        _case(key, seed).check_jvp()


@pytest.mark.parametrize("key", PROGRAMS)
def test_jvp_is_the_transpose_of_the_vjp(key):
    _case(key).check_dot_product()


@pytest.mark.parametrize("key", PROGRAMS)
def test_main_gives_the_generated_functions_values(key):
    """The handle site in @main (F32, NumPy backend) computes what the F64 oracle's function does."""
    c = _case(key)
    primal, tangents = c.jvp()
    args = [x.astype(np.float32) if x.dtype.kind == "f" else x for x in c.xs] + [t.astype(np.float32) for t in c.ts]
    out = kina.compile_source(PROGRAMS[key][0], backend="numpy").main(*args)
    assert len(out) == len(primal) + len(tangents)
    for got, want in zip(out, primal + tangents):
        np.testing.assert_allclose(got, want, rtol=2e-4, atol=2e-5)


def test_tangents_ride_beside_the_carries_and_outputs():
    prog = check(RNN)
    fwd = prog.functions["rnn__forwardMode"]
    assert fwd.origin == "forwardMode(rnn)"
    (loop,) = [b for b in fwd.body if isinstance(b, Loop)]
    assert loop.n_carries == 4  # h, total, then their tangents
    assert len(loop.names) == 6  # … then hs and its stacked tangent
    assert loop.types[5] == loop.types[4]
    assert any(isinstance(b, If) and len(b.names) == 2 for b in walk(loop.block.body))
    assert not any(isinstance(b, Handle) for f in prog.functions.values() for b in walk(f.body))


def test_discrete_carries_get_no_tangent():
    prog = check(DECODE)
    fwd = prog.functions["decode__forwardMode_wrt_w"]
    assert fwd.origin == "forwardMode(decode, wrt=[w])"
    assert [p for p, _ in fwd.params] == ["h0", "w", "emb", "t_w"]
    (loop,) = [b for b in fwd.body if isinstance(b, Loop)]
    assert loop.n_carries == 5  # h, buf, n, then the tangents of h and buf only
    assert [t.dtype for t in fwd.result_types] == ["F32", "I64", "F32"]


def test_one_generated_function_per_wrt():
    src = BRANCH.replace("(p, tp)\n}", "let (q, tq) = handle pick(x, y, tx) with forwardMode(wrt=[x]) in\n  (p + q, tp + tq)\n}")
    prog = check(src)
    assert [n for n in prog.functions if "forwardMode" in n] == ["pick__forwardMode_wrt_x"]


@pytest.mark.parametrize("key", ["rnn", "decode", "generic"])
def test_native_matches_numpy(key):
    src = PROGRAMS[key][0]
    params = check(src).functions["main"].params
    rng = np.random.default_rng(5)
    args = [rng.uniform(-1, 1, t.shape).astype(t.numpy_dtype) if t.is_float else np.zeros(t.shape, t.numpy_dtype) for _, t in params]
    want = kina.compile_source(src, backend="numpy").main(*args)
    got = kina.compile_source(src, backend="native").main(*args)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


def test_against_jax_jvp():
    jax = pytest.importorskip("jax", reason="JAX is not installed: the jax.jvp oracle is skipped (F64 differences still ran)")
    jax.config.update("jax_enable_x64", True)
    jnp = jax.numpy

    def rnn(xs, h0, w, u):
        def step(carry, inp):
            h, total = carry
            x, t = inp
            h1 = jnp.tanh(h @ w + x @ u)
            y = jax.lax.cond(t < 2, lambda a: a * 2.0, jax.nn.sigmoid, h1)
            return (h1, total + y.sum()), h1 * h1
        (h, total), hs = jax.lax.scan(step, (h0, jnp.float64(0)), (xs, jnp.arange(5)))
        return total + h.sum(), hs

    c = _case("rnn")
    primal, tangents = c.jvp()
    want_primal, want_tangents = jax.jvp(rnn, tuple(c.xs), tuple(c.ts))
    for got, want in zip(primal + tangents, list(want_primal) + list(want_tangents)):
        np.testing.assert_allclose(got, np.asarray(want), rtol=1e-10, atol=1e-12)


# forward over reverse from source: a Hessian-vector product (the inner site is eliminated first)
HVP = """
type X = tensor<F32, [8, 4]> in
type W = tensor<F32, [4, 1]> in
let loss = fn(x: X, w: W) -> tensor<F32, []> {
  let p = (x @ w).sigmoid() in
  (p * p).reduce_mean(axes=[0, 1])
} in
let grad_w = fn(x: X, w: W) -> W {
  let (l, g) = handle loss(x, w) with reverseMode(wrt=[w]) in
  g
} in
fn @main(x: X, w: W, v: W) -> (W, W) {
  let (g, hv) = handle grad_w(x, w, v) with forwardMode(wrt=[w]) in
  (g, hv)
}
"""


def test_hessian_vector_product():
    c = Case(compiler(), check(HVP, "hvp.kina"), "grad_w", seed=3, wrt=["w"])
    c.check_jvp()
    c.check_dot_product()
    jax = pytest.importorskip("jax", reason="JAX is not installed: the jax.jvp(jax.grad) oracle is skipped (F64 differences still ran)")
    jax.config.update("jax_enable_x64", True)
    x, w = c.xs
    (v,) = c.ts

    def loss(w):
        p = jax.nn.sigmoid(x @ w)
        return (p * p).mean()
    _, (hv,) = c.jvp()
    np.testing.assert_allclose(hv, np.asarray(jax.jvp(jax.grad(loss), (w,), (v,))[1]), rtol=1e-10, atol=1e-13)
    args = [a.astype(np.float32) for a in (x, w, v)]
    got = kina.compile_source(HVP, backend="numpy").main(*args)
    np.testing.assert_allclose(got[1], hv, rtol=1e-4, atol=1e-6)
