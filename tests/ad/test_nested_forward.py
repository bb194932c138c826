"""forwardMode and reverseMode nested in each other (§C5): §C5's forward-over-reverse HVP,
reverse-over-forward and forward-over-forward, against reverse-over-reverse (tests/ad/
test_nested_reverse.py), F64 central differences of the gradient and `jax.jvp(jax.grad(f))`
where JAX is installed; through loops and `if`s; native against NumPy."""
from __future__ import annotations

import numpy as np
import pytest

from helpers import check, compiler
from kina_ad.gradcheck import TOLERANCE, hessian_check
from test_nested_reverse import (HVP, PENALTY, assert_close, assert_native_matches_numpy, differences, f64, generated,
                                 main_inputs, outputs)

HEAD = HVP[:HVP.index("let gv")]

# §C5's example, word for word
FORWARD_OVER_REVERSE = HEAD + """let grad_w = fn(x: X, w: W) -> W {
  let (l, g) = handle loss(x, w) with reverseMode(wrt=[w]) in
  g
} in
fn @main(x: X, w: W, v: W) -> (W, W) {
  let (g, hv) = handle grad_w(x, w, v) with forwardMode(wrt=[w]) in   // gradient, Hessian · v
  (g, hv)
}
"""

# ⟨∇loss, v⟩ by forwardMode, then its gradient in w by reverseMode: H·v again
REVERSE_OVER_FORWARD = HEAD + """let dir = fn(x: X, w: W, v: W) -> tensor<F32, []> {
  let (l, t) = handle loss(x, w, v) with forwardMode(wrt=[w]) in
  t
} in
fn @main(x: X, w: W, v: W) -> (tensor<F32, []>, W) {
  let (d, hv) = handle dir(x, w, v) with reverseMode(wrt=[w]) in
  (d, hv)
}
"""

# uᵀ H v by two forwardModes
FORWARD_OVER_FORWARD = HEAD + """let dir = fn(x: X, w: W, v: W) -> tensor<F32, []> {
  let (l, t) = handle loss(x, w, v) with forwardMode(wrt=[w]) in
  t
} in
fn @main(x: X, w: W, v: W, u: W) -> (tensor<F32, []>, tensor<F32, []>) {
  handle dir(x, w, v, u) with forwardMode(wrt=[w])
}
"""

# forward-over-reverse of a gradient penalty's gradient: through take, take_along_axis and
# their scatters' JVPs
PENALTY_HVP = PENALTY[:PENALTY.index("fn @main")] + """let grad_pen = fn(emb: E, w: M, ids: Ids, targets: Ids) -> (E, M) {
  let (l, ge, gw) = handle penalised(emb, w, ids, targets) with reverseMode(wrt=[emb, w]) in
  (ge, gw)
} in
fn @main(emb: E, w: M, ids: Ids, targets: Ids, ve: E, vw: M) -> (E, M, E, M) {
  handle grad_pen(emb, w, ids, targets, ve, vw) with forwardMode(wrt=[emb, w])
}
"""


def reverse_over_reverse(x, w, v):
    _, fns = f64(HVP)
    return outputs(fns["main"], [x, w, v])


def test_forward_over_reverse_is_the_hessian_vector_product():
    prog, fns = f64(FORWARD_OVER_REVERSE)
    grad = fns[generated(prog, "reverseMode(loss, wrt=[w])")]
    for seed in (0, 1):
        x, w, v = main_inputs(FORWARD_OVER_REVERSE, seed)
        g, hv = outputs(fns["main"], [x, w, v])
        assert_close(g, outputs(grad, [x, w])[1], "the gradient")
        assert_close(hv, reverse_over_reverse(x, w, v)[1], "H·v against reverse-over-reverse", tol=1e-12)
        assert_close(hv, differences(grad, [x, w], 1, v, pick=1), "H·v against differences of the gradient")


def test_reverse_over_forward_and_forward_over_forward():
    _, fns = f64(REVERSE_OVER_FORWARD)
    _, ff = f64(FORWARD_OVER_FORWARD)
    for seed in (0, 1):
        x, w, v = main_inputs(REVERSE_OVER_FORWARD, seed)
        d, hv = outputs(fns["main"], [x, w, v])
        d_rr, hv_rr = reverse_over_reverse(x, w, v)
        assert_close(d, d_rr, "⟨∇loss, v⟩ by forwardMode")
        assert_close(hv, hv_rr, "H·v by reverse-over-forward against reverse-over-reverse", tol=1e-12)
        u = np.random.default_rng(seed + 7).uniform(-1, 1, w.shape)
        d2, uhv = outputs(ff["main"], [x, w, v, u])
        assert_close(d2, d_rr, "⟨∇loss, v⟩")
        assert_close(uhv, np.sum(u * hv_rr), "uᵀ H v by forward-over-forward", tol=1e-12)


def test_forward_over_reverse_of_a_gradient_penalty():
    prog, fns = f64(PENALTY_HVP)
    grad = fns[generated(prog, "reverseMode(penalised, wrt=[emb, w])")]
    emb, w, _, targets, ve, vw = main_inputs(PENALTY_HVP)
    ids = np.array([2, 0, 2, 5, 2])
    ge, gw, he, hw = outputs(fns["main"], [emb, w, ids, targets, ve, vw])
    _, ge1, gw1 = outputs(grad, [emb, w, ids, targets])
    assert_close(ge, ge1, "∂/∂emb")
    assert_close(gw, gw1, "∂/∂w")

    def moved(sign):
        return outputs(grad, [emb + sign * 1e-6 * ve, w + sign * 1e-6 * vw, ids, targets])[1:]
    (pe, pw), (me, mw) = moved(1.0), moved(-1.0)
    assert_close(he, (pe - me) / 2e-6, "H·v, emb block")
    assert_close(hw, (pw - mw) / 2e-6, "H·v, w block")


def test_forward_over_reverse_through_loops():
    """grad-check --order 2 --outer forwardMode on the loop programs of §C3."""
    from test_loops_programs import PROGRAMS

    for name, (src, fn) in PROGRAMS.items():
        rows = hessian_check(compiler(), check(src, f"{name}.kina"), fn, seed=2, outer="forwardMode")
        assert rows
        for pname, abs_err, rel_err, ok in rows:
            assert ok, f"{name}: H·v of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e} > {TOLERANCE})"


def test_native_matches_numpy():
    for src in (FORWARD_OVER_REVERSE, REVERSE_OVER_FORWARD):
        assert all(t.is_float for _, t in check(src).functions["main"].params)
        assert_native_matches_numpy(src)


def test_jax_jvp_of_grad():
    jax = pytest.importorskip("jax", reason="JAX is not installed (`uv sync --frozen --group bench`): the JAX oracle "
                                             "is skipped; reverse-over-reverse and F64 differences still ran")
    jax.config.update("jax_enable_x64", True)
    jnp = jax.numpy
    _, fns = f64(FORWARD_OVER_REVERSE)
    x, w, v = main_inputs(FORWARD_OVER_REVERSE, 3)

    def loss(w):
        p = jax.nn.sigmoid(x @ w)
        return jnp.mean(p * p)
    g, hv = jax.jvp(jax.grad(loss), (w,), (v,))
    got = outputs(fns["main"], [x, w, v])
    assert_close(got[0], np.asarray(g), "gradient against jax.grad")
    assert_close(got[1], np.asarray(hv), "H·v against jax.jvp(jax.grad(loss))")
