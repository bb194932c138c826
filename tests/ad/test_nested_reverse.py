"""reverseMode over reverseMode (§C5): a function handled by reverseMode contains `handle` sites
of its own. Hessian-vector products, gradient penalties |∇f|² through `take`, `take_along_axis`
(cross entropy), loops and `if`s, and third derivatives, each against F64 central differences of
the next lower derivative (itself computed by reverseMode, in F64); JAX as a further oracle where
it is installed; the native backend against the NumPy one."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import check, compiler
from kina_ad.gradcheck import STEP, TOLERANCE, grad_check, hessian_check, promote_f64, random_inputs

# §C5's loss; `gv` is ⟨∇_w loss, v⟩, whose gradient in w is H·v
HVP = """
type X = tensor<F32, [8, 4]> in
type W = tensor<F32, [4, 1]> in
let loss = fn(x: X, w: W) -> tensor<F32, []> {
  let p = (x @ w).sigmoid() in
  (p * p).reduce_mean(axes=[0, 1])
} in
let gv = fn(x: X, w: W, v: W) -> tensor<F32, []> {
  let (l, g) = handle loss(x, w) with reverseMode(wrt=[w]) in
  (g * v).reduce_sum(axes=[0, 1])
} in
fn @main(x: X, w: W, v: W) -> (tensor<F32, []>, W) {
  let (d, hv) = handle gv(x, w, v) with reverseMode(wrt=[w]) in
  (d, hv)
}
"""

# a gradient penalty through an embedding gather (repeated ids) and cross entropy's pick
PENALTY = """
type E = tensor<F32, [6, 4]> in
type M = tensor<F32, [4, 5]> in
type Ids = tensor<I64, [5]> in
let ce = fn(emb: E, w: M, ids: Ids, targets: Ids) -> tensor<F32, []> {
  let h = emb.take(ids).tanh() in
  let lp = (h @ w).log_softmax(axis=1) in
  -(lp.take_along_axis(targets, axis=1).reduce_mean(axes=[0]))
} in
let penalised = fn(emb: E, w: M, ids: Ids, targets: Ids) -> tensor<F32, []> {
  let (l, ge, gw) = handle ce(emb, w, ids, targets) with reverseMode(wrt=[emb, w]) in
  l + (ge * ge).reduce_sum(axes=[0, 1]) + (gw * gw).reduce_sum(axes=[0, 1]) * 0.5
} in
fn @main(emb: E, w: M, ids: Ids, targets: Ids) -> (tensor<F32, []>, E, M) {
  let (l, ge, gw) = handle penalised(emb, w, ids, targets) with reverseMode(wrt=[emb, w]) in
  (l, ge, gw)
}
"""

# a penalty through a loop holding an `if` on the index and one on data
RECURRENT = """
let rnn = fn(xs: tensor<F32, [4, 2, 3]>, h0: tensor<F32, [2, 3]>, w: tensor<F32, [3, 3]>) -> tensor<F32, []> {
  let (h, hs) = loop (h = h0) for t < 4 {
    let h1 = (h @ w + xs.index(t, axis=0)).tanh() in
    let y = if t < 2 { h1 * 2.0 } else { h1.sigmoid() } in
    let z = if y.reduce_sum(axes=[0, 1]) > 0.0 { y * y } else { y.sin() } in
    (h1, z)
  } in
  (hs * hs).reduce_sum(axes=[0, 1, 2]) + h.reduce_sum(axes=[0, 1])
} in
let pen = fn(xs: tensor<F32, [4, 2, 3]>, h0: tensor<F32, [2, 3]>, w: tensor<F32, [3, 3]>) -> tensor<F32, []> {
  let (l, gh, gw) = handle rnn(xs, h0, w) with reverseMode(wrt=[h0, w]) in
  l + (gw * gw).reduce_sum(axes=[0, 1]) + (gh * gh).reduce_sum(axes=[0, 1])
} in
fn @main(xs: tensor<F32, [4, 2, 3]>, h0: tensor<F32, [2, 3]>, w: tensor<F32, [3, 3]>)
    -> (tensor<F32, []>, tensor<F32, [4, 2, 3]>, tensor<F32, [2, 3]>, tensor<F32, [3, 3]>) {
  let (l, gx, gh, gw) = handle pen(xs, h0, w) with reverseMode in
  (l, gx, gh, gw)
}
"""

# three levels: d3 = ⟨H(x)·v, u⟩, whose gradient in x is the third derivative T(·, v, u)
THIRD = """
type V = tensor<F32, [3]> in
let s = fn(x: V) -> tensor<F32, []> {
  (x.sin() * x * x).reduce_sum(axes=[0]) + x.exp().reduce_prod(axes=[0]) + (x.reshape([3, 1]) @ x.reshape([1, 3])).tanh().reduce_sum(axes=[0, 1])
} in
let d1 = fn(x: V, v: V) -> tensor<F32, []> {
  let (y, g) = handle s(x) with reverseMode in
  (g * v).reduce_sum(axes=[0])
} in
let d2 = fn(x: V, v: V, u: V) -> tensor<F32, []> {
  let (a, hv) = handle d1(x, v) with reverseMode(wrt=[x]) in
  (hv * u).reduce_sum(axes=[0])
} in
fn @main(x: V, v: V, u: V) -> (tensor<F32, []>, V) {
  let (b, t) = handle d2(x, v, u) with reverseMode(wrt=[x]) in
  (b, t)
}
"""

# x ↦ x⁴ three times over: 24·x exactly
QUARTIC = """
type S = tensor<F32, []> in
let f = fn(x: S) -> S { x * x * x * x } in
let f1 = fn(x: S) -> S { let (y, g) = handle f(x) with reverseMode in g } in
let f2 = fn(x: S) -> S { let (y, g) = handle f1(x) with reverseMode in g } in
fn @main(x: S) -> (S, S) { handle f2(x) with reverseMode }
"""


def f64(src: str):
    """The program's IR in F64, on the NumPy backend: every function, generated ones included."""
    prog = promote_f64(check(src))
    return prog, compiler().execute(prog, "numpy").all_functions


def generated(prog, origin: str) -> str:
    return next(n for n, f in prog.functions.items() if f.origin == origin)


def outputs(fn, args) -> list:
    out = fn(*args)
    return [np.asarray(o) for o in (out if isinstance(out, tuple) else (out,))]


def differences(fn, args, i: int, direction, pick: int):
    """Central difference of output `pick` of fn along `direction` in argument i."""
    plus, minus = list(args), list(args)
    plus[i] = args[i] + STEP * direction
    minus[i] = args[i] - STEP * direction
    return (outputs(fn, plus)[pick] - outputs(fn, minus)[pick]) / (2 * STEP)


def assert_close(got, want, what: str, tol: float = TOLERANCE):
    rel = np.max(np.abs(got - want) / np.maximum(1.0, np.abs(want)), initial=0.0)
    assert rel <= tol, f"{what}: rel err {rel:.3e} > {tol}\n got {got}\nwant {want}"


def main_inputs(src: str, seed: int = 0):
    prog = promote_f64(check(src))
    return random_inputs(prog, prog.functions["main"], seed)


def test_hessian_vector_product_matches_differences_of_the_gradient():
    prog, fns = f64(HVP)
    grad = fns[generated(prog, "reverseMode(loss, wrt=[w])")]
    for seed in (0, 1):
        x, w, v = main_inputs(HVP, seed)
        d, hv = outputs(fns["main"], [x, w, v])
        l, g = outputs(grad, [x, w])
        assert_close(d, np.sum(g * v), "⟨∇f, v⟩")
        assert_close(hv, differences(grad, [x, w], 1, v, pick=1), "H·v")


def test_gradient_penalty_through_take_and_take_along_axis():
    """The outer cotangents against differences of the penalised loss, and `ids` with a
    repeated id (ScatterAdd accumulates; its VJP reads the row once per use)."""
    prog = check(PENALTY)
    for seed in (1, 2):
        rows = grad_check(compiler(), prog, "penalised", seed=seed)
        assert [r[0] for r in rows] == ["emb", "w"]
        for pname, abs_err, rel_err, ok in rows:
            assert ok, f"cotangent of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e})"
    _, fns = f64(PENALTY)
    emb, w, _, targets = main_inputs(PENALTY)
    ids = np.array([1, 4, 1, 0, 1])
    args = [emb, w, ids, targets]
    l, ge, gw = outputs(fns["main"], args)
    assert_close(l, outputs(fns["penalised"], args)[0], "penalised loss")
    for i, g in ((0, ge), (1, gw)):
        direction = np.random.default_rng(i).uniform(-1, 1, g.shape)
        assert_close(np.sum(g * direction), differences(fns["penalised"], args, i, direction, pick=0), f"∂/∂{'emb w'.split()[i]}")


def test_gradient_penalty_through_a_loop_with_ifs():
    prog = check(RECURRENT)
    for seed in (0, 3):
        rows = grad_check(compiler(), prog, "pen", seed=seed)
        assert [r[0] for r in rows] == ["xs", "h0", "w"]
        for pname, abs_err, rel_err, ok in rows:
            assert ok, f"cotangent of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e})"


def test_third_derivative_matches_differences_of_the_second():
    prog, fns = f64(THIRD)
    hvp = fns[generated(prog, "reverseMode(d1, wrt=[x])")]
    for seed in (0, 1):
        x, v, u = main_inputs(THIRD, seed)
        b, t = outputs(fns["main"], [x, v, u])
        a, hv = outputs(hvp, [x, v])
        assert_close(b, np.sum(hv * u), "⟨H·v, u⟩")
        # T is symmetric: T(·, v, u) = ∂/∂x ⟨H(x)·v, u⟩, and also d/du of H·v moved along u
        assert_close(t, differences(hvp, [x, v], 0, u, pick=1), "T(·, v, u)")
        for pname, abs_err, rel_err, ok in grad_check(compiler(), check(THIRD), "d2", seed=seed):
            assert ok, f"third-order cotangent of `{pname}` off by {abs_err:.3e}"


def test_three_levels_of_a_quartic_are_exact():
    m = kina.compile_source(QUARTIC, "quartic.kina", backend="numpy")
    x = np.float32(1.5)
    y, g = m.main(x)
    np.testing.assert_allclose([y, g], [12 * x * x, 24 * x], rtol=1e-6)


def test_order_two_grad_check_on_loop_programs():
    """`hessian_check` (grad-check --order 2) on the loop programs of §C3: loops in loops, an
    `if` on data, update_index and a take at a carried id, a generic trip count."""
    from test_loops_programs import PROGRAMS

    for name, (src, fn) in PROGRAMS.items():
        rows = hessian_check(compiler(), check(src, f"{name}.kina"), fn, seed=1)
        assert rows
        for pname, abs_err, rel_err, ok in rows:
            assert ok, f"{name}: H·v of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e})"


def assert_native_matches_numpy(src: str) -> None:
    """`main` of `src` on random inputs: the native backend's results equal the NumPy backend's."""
    rng = np.random.default_rng(0)
    args = [rng.uniform(-1, 1, t.shape).astype(t.numpy_dtype) if t.is_float else rng.integers(0, 4, t.shape)
            for _, t in check(src).functions["main"].params]
    want = kina.compile_source(src, backend="numpy").main(*args)
    got = kina.compile_source(src, backend="native").main(*args)
    for w, g in zip(want, got):
        np.testing.assert_allclose(g, w, rtol=5e-5, atol=5e-6)


def test_native_matches_numpy():
    for src in (HVP, PENALTY, THIRD):
        assert_native_matches_numpy(src)


def test_jax_hessian_and_gradient_penalty():
    jax = pytest.importorskip("jax", reason="JAX is not installed (`uv sync --frozen --group bench`): the JAX oracle "
                                             "is skipped; the F64 differences above still ran")
    jax.config.update("jax_enable_x64", True)
    jnp = jax.numpy
    _, fns = f64(HVP)
    x, w, v = main_inputs(HVP)

    def loss(w):
        p = jax.nn.sigmoid(x @ w)
        return jnp.mean(p * p)
    h = jax.hessian(loss)(w).reshape(4, 4)
    assert_close(outputs(fns["main"], [x, w, v])[1].reshape(4), h @ v.reshape(4), "H·v against jax.hessian")

    _, fns = f64(PENALTY)
    emb, w, ids, targets = main_inputs(PENALTY)

    def ce(emb, w):
        lp = jax.nn.log_softmax(jnp.tanh(emb[ids]) @ w, axis=1)
        return -jnp.mean(jnp.take_along_axis(lp, targets[:, None], axis=1))

    def penalised(emb, w):
        l, (ge, gw) = jax.value_and_grad(ce, argnums=(0, 1))(emb, w)
        return l + jnp.sum(ge * ge) + 0.5 * jnp.sum(gw * gw)
    want = jax.grad(penalised, argnums=(0, 1))(emb, w)
    got = outputs(fns["main"], [emb, w, ids, targets])[1:]
    for g, wnt, name in zip(got, want, ("emb", "w")):
        assert_close(g, np.asarray(wnt), f"∂/∂{name} of the gradient penalty against jax.grad")
