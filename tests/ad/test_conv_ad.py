"""reverseMode and forwardMode through convolution and pooling (§C8) on random shapes with 1, 2
and 3 spatial dims, stride, padding, dilation, groups and depthwise kernels: the VJPs and JVPs
against F64 central differences (and the dot-product test between them), second order
(reverse-over-reverse and forward-over-reverse, which differentiate the IR-only cotangent ops
conv_input_grad, conv_filter_grad, max_pool_grad, max_pool_pick and avg_pool_grad), and
`handle … with reverseMode` / `forwardMode` against jax.vjp / jax.jvp when JAX is installed.
tests/op_programs.py holds one fixed case per op; these are random."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from conv_cases import conv_config, conv_expr, conv_out, jax_conv, jax_or_skip, jax_pool, pool_config, pool_expr, pool_out
from forward_oracle import Case
from helpers import T, check, compiler
from kina_ad.forward import forward_function
from kina_ad.gradcheck import TOLERANCE, grad_check, hessian_check
from op_programs import program


def F(shape, dtype="F32"):
    return T(dtype, shape)


def conv_case(k, i, depthwise, dtype="F32"):
    c = conv_config(k, i, depthwise)
    return c, (f"conv{k}d-{i}{'-depthwise' if depthwise else ''}", [("x", F(c["x"], dtype)), ("w", F(c["w"], dtype))],
               F(conv_out(c), dtype), conv_expr(c) + ".tanh()", False)


def pool_case(op, k, i, dtype="F32"):
    c = pool_config(k, i)
    # max_pool: a square after it, so that its second derivative is not zero
    body = f"let y = {pool_expr(op, c)} in y * y" if op == "max_pool" else pool_expr(op, c) + ".tanh()"
    return c, (f"{op}{k}d-{i}", [("x", F(c["x"], dtype))], F(pool_out(c), dtype), body, False)


CONVS = [(k, i, dw) for k in (1, 2, 3) for i in range(3) for dw in (False, True)]
POOLS = [(op, k, i) for op in ("max_pool", "avg_pool") for k in (1, 2, 3) for i in range(3)]
CASES = [conv_case(*a)[1] for a in CONVS] + [pool_case(*a)[1] for a in POOLS]


def _assert_rows(rows, what):
    assert rows
    for pname, abs_err, rel_err, ok in rows:
        assert ok, f"{what}: `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e} > {TOLERANCE})"


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_vjp_matches_finite_differences(case):
    _assert_rows(grad_check(compiler(), check(program(case)), "f", seed=3), case[0])


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_jvp_matches_finite_differences_and_is_the_vjps_transpose(case):
    c = Case(compiler(), check(program(case)), "f", seed=3)
    c.check_jvp()
    c.check_dot_product()


@pytest.mark.parametrize("outer", ["reverseMode", "forwardMode"])
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_second_order_matches_differences_of_the_gradient(case, outer):
    _assert_rows(hessian_check(compiler(), check(program(case)), "f", seed=3, outer=outer), f"{case[0]} ({outer} over reverseMode)")


@pytest.mark.parametrize("case", CASES[::3], ids=[c[0] for c in CASES[::3]])
def test_forward_over_forward_matches_finite_differences(case):
    prog = check(program(case))
    fwd = forward_function(prog, prog.functions["f"], compiler().jvps)
    Case(compiler(), prog.with_functions({**prog.functions, fwd.name: fwd}), fwd.name, seed=3).check_jvp()


@pytest.mark.parametrize("outer", ["reverseMode", "forwardMode"])
def test_third_order_through_conv_and_pooling(outer):
    """H·v of a gradient function (third derivatives of f): its reverse and forward functions
    differentiate the cotangent ops' VJPs and JVPs again (max_pool_pick among them)."""
    x_t, w_t = F([1, 5, 5, 2]), F([2, 2, 1, 4])
    src = f"""let f = fn(x: {x_t}, w: {w_t}) -> {F([1, 3, 3, 4])} {{
  let y = x.conv(w, low=[1, 0], high=[0, 1], groups=2).tanh().max_pool(window=[2, 2], stride=[2, 2], high=[1, 1]) in
  (y * y).avg_pool(window=[2, 2], stride=[1, 1], high=[1, 1]).tanh()
}} in
let grad = fn(x: {x_t}, w: {w_t}) -> ({x_t}, {w_t}) {{
  let (l, gx, gw) = handle f(x, w) with reverseMode in (gx, gw)
}} in
fn @main(x: {x_t}, w: {w_t}) -> ({x_t}, {w_t}) {{ grad(x, w) }}
"""
    _assert_rows(hessian_check(compiler(), check(src), "grad", seed=4, outer=outer), f"third order ({outer})")


# ---------------------------------------------------------------------------- against JAX


def _reverse_program(case):
    return kina.compile_source(program(case), backend="numpy")


def _forward_program(case):
    name, params, result, body, _ = case
    ps = ", ".join(f"{n}: {t}" for n, t in params)
    ts = ", ".join(f"t{n}: {t}" for n, t in params)
    args = ", ".join(n for n, _ in params) + ", " + ", ".join(f"t{n}" for n, _ in params)
    src = (f"let f = fn({ps}) -> {result} {{\n  {body}\n}} in\n"
           f"fn @main({ps}, {ts}) -> ({result}, {result}) {{\n"
           f"  let (y, ty) = handle f({args}) with forwardMode in (y, ty)\n}}\n")
    return kina.compile_source(src, backend="numpy")


@pytest.mark.parametrize("k,i,depthwise", CONVS)
def test_conv_reverse_and_forward_match_jax(k, i, depthwise):
    jax = jax_or_skip()
    import jax.numpy as jnp

    c, case = conv_case(k, i, depthwise, "F64")
    rng = np.random.default_rng(i)
    x, w, tx, tw = (rng.standard_normal(s) for s in (c["x"], c["w"], c["x"], c["w"]))
    fn = lambda x, w: jnp.tanh(jax_conv(jax, c)(x, w))  # noqa: E731
    y, vjp = jax.vjp(fn, x, w)
    gx, gw = vjp(np.ones_like(y))
    ky, kgx, kgw = _reverse_program(case).main(x, w)
    np.testing.assert_allclose(ky, y, rtol=1e-10, atol=1e-10)
    np.testing.assert_allclose(kgx, gx, rtol=1e-10, atol=1e-10)
    np.testing.assert_allclose(kgw, gw, rtol=1e-10, atol=1e-10)
    _, jt = jax.jvp(fn, (x, w), (tx, tw))
    np.testing.assert_allclose(_forward_program(case).main(x, w, tx, tw)[1], jt, rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("op,k,i", POOLS)
def test_pool_reverse_and_forward_match_jax(op, k, i):
    jax = jax_or_skip()

    c, case = pool_case(op, k, i, "F64")
    case = case[:3] + (pool_expr(op, c),) + case[4:]  # the pooling alone: its VJP seeded with ones
    rng = np.random.default_rng(i)
    x, tx = rng.standard_normal(c["x"]), rng.standard_normal(c["x"])
    fn = jax_pool(jax, c, op.split("_")[0])
    y, vjp = jax.vjp(fn, x)
    ky, kgx = _reverse_program(case).main(x)
    np.testing.assert_allclose(ky, y, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(kgx, vjp(np.ones_like(y))[0], rtol=1e-12, atol=1e-12)
    _, jt = jax.jvp(fn, (x,), (tx,))
    np.testing.assert_allclose(_forward_program(case).main(x, tx)[1], jt, rtol=1e-12, atol=1e-12)


def test_hessian_vector_product_matches_jax():
    """forward-over-reverse through conv → max_pool → avg_pool against jax.jvp of jax.grad."""
    jax = jax_or_skip()
    import jax.numpy as jnp

    cc = dict(stride=[1, 1], low=[1, 1], high=[1, 1], dilation=[1, 1], groups=2)
    pc = dict(window=[2, 2], stride=[2, 2], low=[0, 0], high=[0, 0])
    ac = dict(window=[2, 2], stride=[1, 1], low=[0, 0], high=[1, 1])
    x_t, w_t = T("F64", [1, 6, 6, 4]), T("F64", [3, 3, 2, 4])
    src = f"""let f = fn(x: {x_t}, w: {x_t.replace('1, 6, 6, 4', '3, 3, 2, 4')}) -> tensor<F64, [], @host> {{
  let y = x.conv(w, low=[1, 1], high=[1, 1], groups=2).tanh().max_pool(window=[2, 2]).avg_pool(window=[2, 2], stride=[1, 1], high=[1, 1]) in
  (y * y).reduce_sum(axes=[0, 1, 2, 3])
}} in
let grad = fn(x: {x_t}, w: {w_t}) -> ({x_t}, {w_t}) {{
  let (l, gx, gw) = handle f(x, w) with reverseMode in (gx, gw)
}} in
fn @main(x: {x_t}, w: {w_t}, vx: {x_t}, vw: {w_t}) -> ({x_t}, {w_t}) {{
  let (gx, gw, hx, hw) = handle grad(x, w, vx, vw) with forwardMode in (hx, hw)
}}"""

    def f(x, w):
        y = jax_pool(jax, ac, "avg")(jax_pool(jax, pc, "max")(jnp.tanh(jax_conv(jax, cc)(x, w))))
        return jnp.sum(y * y)
    rng = np.random.default_rng(5)
    x, w, vx, vw = (rng.standard_normal(s) for s in ((1, 6, 6, 4), (3, 3, 2, 4), (1, 6, 6, 4), (3, 3, 2, 4)))
    _, (hx, hw) = jax.jvp(jax.grad(f, argnums=(0, 1)), (x, w), (vx, vw))
    khx, khw = kina.compile_source(src, backend="numpy").main(x, w, vx, vw)
    np.testing.assert_allclose(khx, hx, rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose(khw, hw, rtol=1e-9, atol=1e-9)
