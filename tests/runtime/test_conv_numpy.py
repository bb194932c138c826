"""The NumPy semantics of convolution and pooling (§C8) and of their IR-only cotangent ops, on
random shapes with 1, 2 and 3 spatial dims, stride, padding, dilation and groups (depthwise too),
against two oracles: a direct-loop NumPy implementation written here (reads x at
position·stride − low + offset·dilation, no padded copy; always runs) and JAX
(`lax.conv_general_dilated`, `lax.reduce_window` and their `jax.vjp` / `jax.jvp`; skipped with a
message when JAX is not installed)."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

import kina
from conv_cases import (CONV_CONFIGS, POOL_CONFIGS, conv_attrs, conv_config, conv_expr, conv_out, jax_conv, jax_or_skip,
                        jax_pool, out_spatial, pool_attrs, pool_config, pool_expr, pool_out)
from helpers import T
from kina.ops import conv as Cv
from kina.types import TensorType

# ---------------------------------------------------------------------------- direct-loop oracle


def _positions(opos, kpos, c, dil):
    """The input position that output position `opos` reads at kernel offset `kpos`, or None in the padding."""
    pos = tuple(o * s - lo + kk * d for o, kk, s, lo, d in zip(opos, kpos, c["stride"], c["low"], dil))
    return pos if all(0 <= p < n for p, n in zip(pos, c["x"][1:-1])) else None


def _loops(c, kernel):
    out = out_spatial(c["x"], kernel, c)
    dil = c.get("dilation", [1] * len(kernel))
    for opos in itertools.product(*map(range, out)):
        for kpos in itertools.product(*map(range, kernel)):
            pos = _positions(opos, kpos, c, dil)
            if pos is not None:
                yield opos, kpos, pos


def direct_conv(x, w, c):
    groups, (cg, o) = c["groups"], w.shape[-2:]
    og = o // groups
    y = np.zeros(conv_out(c))
    for opos, kpos, pos in _loops(c, w.shape[:-2]):
        for gi in range(groups):
            ins, outs = slice(gi * cg, (gi + 1) * cg), slice(gi * og, (gi + 1) * og)
            y[(slice(None),) + opos + (outs,)] += x[(slice(None),) + pos + (ins,)] @ w[kpos + (slice(None), outs)]
    return y


def direct_conv_input_grad(g, w, c):
    groups, (cg, o) = c["groups"], w.shape[-2:]
    og = o // groups
    dx = np.zeros(c["x"])
    for opos, kpos, pos in _loops(c, w.shape[:-2]):
        for gi in range(groups):
            ins, outs = slice(gi * cg, (gi + 1) * cg), slice(gi * og, (gi + 1) * og)
            dx[(slice(None),) + pos + (ins,)] += g[(slice(None),) + opos + (outs,)] @ w[kpos + (slice(None), outs)].T
    return dx


def direct_conv_filter_grad(x, g, c):
    groups, (cg, o) = c["groups"], c["w"][-2:]
    og = o // groups
    dw = np.zeros(c["w"])
    for opos, kpos, pos in _loops(c, c["w"][:-2]):
        for gi in range(groups):
            ins, outs = slice(gi * cg, (gi + 1) * cg), slice(gi * og, (gi + 1) * og)
            dw[kpos + (slice(None), outs)] += x[(slice(None),) + pos + (ins,)].T @ g[(slice(None),) + opos + (outs,)]
    return dw


def _pool_windows(x, c):
    """{output position: [input positions of its window, row-major, padding left out]}."""
    windows = {}
    for opos, _, pos in _loops(c, c["window"]):
        windows.setdefault(opos, []).append(pos)
    return windows


def direct_max_pool(x, c):
    y = np.zeros(pool_out(c))
    for opos, ps in _pool_windows(x, c).items():
        y[(slice(None),) + opos] = np.max([x[(slice(None),) + p] for p in ps], axis=0)
    return y


def direct_avg_pool(x, c):
    y = np.zeros(pool_out(c))
    for opos, ps in _pool_windows(x, c).items():
        y[(slice(None),) + opos] = np.sum([x[(slice(None),) + p] for p in ps], axis=0) / np.prod(c["window"])
    return y


def _first_max_loops(x, c):
    """(output position, n, channel, input position of the window's first maximum)."""
    n, ch = x.shape[0], x.shape[-1]
    for opos, ps in _pool_windows(x, c).items():
        for b in range(n):
            for cc in range(ch):
                best = None
                for p in ps:
                    if best is None or x[(b,) + p + (cc,)] > x[(b,) + best + (cc,)]:
                        best = p
                yield opos, b, cc, best


def direct_max_pool_grad(x, g, c):
    dx = np.zeros(x.shape)
    for opos, b, cc, best in _first_max_loops(x, c):
        dx[(b,) + best + (cc,)] += g[(b,) + opos + (cc,)]
    return dx


def direct_max_pool_pick(x, u, c):
    y = np.zeros(pool_out(c))
    for opos, b, cc, best in _first_max_loops(x, c):
        y[(b,) + opos + (cc,)] = u[(b,) + best + (cc,)]
    return y


def direct_avg_pool_grad(g, c):
    dx = np.zeros(c["x"])
    for opos, ps in _pool_windows(None, c).items():
        for p in ps:
            dx[(slice(None),) + p] += g[(slice(None),) + opos] / np.prod(c["window"])
    return dx


# ---------------------------------------------------------------------------- Kina


def run_op(op, arrays, attrs, dtype="F64"):
    """One op through the compiler's NumPy rule, its result type inferred by the op's own typing."""
    from helpers import compiler

    full = op.full_attrs(attrs)
    out = op.infer([TensorType(dtype, a.shape) for a in arrays], full)
    return compiler().numpy_rules[op](list(arrays), full, out)


def kina_surface(expr: str, params: dict, out_shape, dtype="F64"):
    """`expr` as the body of @main, compiled to the NumPy backend."""
    ps = ", ".join(f"{n}: {T(dtype, a.shape)}" for n, a in params.items())
    src = f"fn @main({ps}) -> {T(dtype, out_shape)} {{ {expr} }}"
    return kina.compile_source(src, backend="numpy").main(*params.values())


def _data(c, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(c["x"])
    return rng, x


# ---------------------------------------------------------------------------- against the direct loops


@pytest.mark.parametrize("k,i,depthwise", CONV_CONFIGS)
def test_conv_family_matches_direct_loops(k, i, depthwise):
    c = conv_config(k, i, depthwise)
    rng, x = _data(c, i)
    w = rng.standard_normal(c["w"])
    g = rng.standard_normal(conv_out(c))
    y = kina_surface(conv_expr(c), {"x": x, "w": w}, conv_out(c))
    np.testing.assert_allclose(y, direct_conv(x, w, c), rtol=1e-12, atol=1e-12, err_msg=str(c))
    a = conv_attrs(c)
    np.testing.assert_allclose(run_op(Cv.conv_input_grad, [g, w], {**a, "shape": list(c["x"])}),
                               direct_conv_input_grad(g, w, c), rtol=1e-12, atol=1e-12, err_msg=str(c))
    np.testing.assert_allclose(run_op(Cv.conv_filter_grad, [x, g], {**a, "shape": list(c["w"])}),
                               direct_conv_filter_grad(x, g, c), rtol=1e-12, atol=1e-12, err_msg=str(c))


@pytest.mark.parametrize("k,i", POOL_CONFIGS)
def test_pool_family_matches_direct_loops(k, i):
    c = pool_config(k, i)
    rng, x = _data(c, i)
    g = rng.standard_normal(pool_out(c))
    u = rng.standard_normal(c["x"])
    a = pool_attrs(c)
    np.testing.assert_array_equal(kina_surface(pool_expr("max_pool", c), {"x": x}, pool_out(c)), direct_max_pool(x, c))
    np.testing.assert_allclose(kina_surface(pool_expr("avg_pool", c), {"x": x}, pool_out(c)), direct_avg_pool(x, c), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(run_op(Cv.max_pool_grad, [x, g], a), direct_max_pool_grad(x, g, c), rtol=1e-12, atol=1e-12)
    np.testing.assert_array_equal(run_op(Cv.max_pool_pick, [x, u], a), direct_max_pool_pick(x, u, c))
    np.testing.assert_allclose(run_op(Cv.avg_pool_grad, [g], {**a, "shape": list(c["x"])}), direct_avg_pool_grad(g, c),
                               rtol=1e-12, atol=1e-12)


def test_max_pool_ties_go_to_the_first_maximum_and_padding_never_wins():
    """All-equal windows: max_pool_grad adds each window's g at its first (row-major) element;
    all-negative input padded with −∞ pools to real elements only."""
    c = dict(x=(1, 3, 3, 1), window=[2, 2], stride=[1, 1], low=[1, 1], high=[0, 0])
    x = np.full(c["x"], -2.0)
    g = np.arange(1.0, 10.0).reshape(1, 3, 3, 1)
    a = pool_attrs(c)
    assert np.all(run_op(Cv.max_pool, [x], a) == -2.0)
    dx = run_op(Cv.max_pool_grad, [x, g], a)
    np.testing.assert_array_equal(dx, direct_max_pool_grad(x, g, c))
    # window (i, j) covers rows i-1, i and columns j-1, j: its first real element is (max(i-1, 0), max(j-1, 0))
    np.testing.assert_array_equal(dx[0, :, :, 0], [[1 + 2 + 4 + 5, 3 + 6, 0], [7 + 8, 9, 0], [0, 0, 0]])
    u = np.arange(9.0).reshape(1, 3, 3, 1)
    np.testing.assert_array_equal(run_op(Cv.max_pool_pick, [x, u], a)[0, :, :, 0], [[0, 0, 1], [0, 0, 1], [3, 3, 4]])


def test_max_pool_is_ieee_maximum():
    """NaN propagates; +0 is the maximum of -0 and +0 (as `maximum` and `reduce_max`)."""
    a = dict(window=[2], stride=[2], low=[0], high=[0])
    x = np.array([[[-0.0], [0.0], [0.0], [-0.0], [np.nan], [1.0], [-0.0], [-0.0]]])
    y = run_op(Cv.max_pool, [x], a)[0, :, 0]
    assert y[0] == 0 and not np.signbit(y[0]) and not np.signbit(y[1])
    assert np.isnan(y[2]) and y[3] == 0 and np.signbit(y[3])


@pytest.mark.parametrize("dtype", ["F32", "F64"])
def test_results_are_in_the_ops_dtype(dtype):
    c = conv_config(2, 0, False)
    rng, x = _data(c, 0)
    nd = np.float32 if dtype == "F32" else np.float64
    x, w = x.astype(nd), rng.standard_normal(c["w"]).astype(nd)
    y = kina_surface(conv_expr(c), {"x": x, "w": w}, conv_out(c), dtype)
    assert y.dtype == nd
    np.testing.assert_allclose(y, direct_conv(x.astype(np.float64), w.astype(np.float64), c), rtol=1e-5, atol=1e-5)
    p = pool_config(2, 1)
    xp = np.random.default_rng(0).standard_normal(p["x"]).astype(nd)
    for op in (Cv.max_pool, Cv.avg_pool):
        assert run_op(op, [xp], pool_attrs(p), dtype).dtype == nd
    g = np.ones(pool_out(p), nd)
    assert run_op(Cv.max_pool_grad, [xp, g], pool_attrs(p), dtype).dtype == nd
    assert run_op(Cv.avg_pool_grad, [g], {**pool_attrs(p), "shape": list(p["x"])}, dtype).dtype == nd


# ---------------------------------------------------------------------------- against JAX


@pytest.mark.parametrize("k,i,depthwise", CONV_CONFIGS)
def test_conv_family_matches_jax(k, i, depthwise):
    jax = jax_or_skip()
    c = conv_config(k, i, depthwise)
    rng, x = _data(c, i)
    w = rng.standard_normal(c["w"])
    g = rng.standard_normal(conv_out(c))
    y, vjp = jax.vjp(jax_conv(jax, c), x, w)
    jx, jw = vjp(g)
    np.testing.assert_allclose(kina_surface(conv_expr(c), {"x": x, "w": w}, conv_out(c)), y, rtol=1e-10, atol=1e-10)
    a = conv_attrs(c)
    np.testing.assert_allclose(run_op(Cv.conv_input_grad, [g, w], {**a, "shape": list(c["x"])}), jx, rtol=1e-10, atol=1e-10)
    np.testing.assert_allclose(run_op(Cv.conv_filter_grad, [x, g], {**a, "shape": list(c["w"])}), jw, rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("k,i", POOL_CONFIGS)
def test_pool_family_matches_jax(k, i):
    jax = jax_or_skip()
    c = pool_config(k, i)
    rng, x = _data(c, i)
    g = rng.standard_normal(pool_out(c))
    u = rng.standard_normal(c["x"])
    a = pool_attrs(c)
    y, vjp = jax.vjp(jax_pool(jax, c, "max"), x)
    _, pick = jax.jvp(jax_pool(jax, c, "max"), (x,), (u,))
    np.testing.assert_array_equal(kina_surface(pool_expr("max_pool", c), {"x": x}, pool_out(c)), y)
    np.testing.assert_allclose(run_op(Cv.max_pool_grad, [x, g], a), vjp(g)[0], rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(run_op(Cv.max_pool_pick, [x, u], a), pick, rtol=1e-12, atol=1e-12)
    y, vjp = jax.vjp(jax_pool(jax, c, "avg"), x)
    np.testing.assert_allclose(kina_surface(pool_expr("avg_pool", c), {"x": x}, pool_out(c)), y, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(run_op(Cv.avg_pool_grad, [g], {**a, "shape": list(c["x"])}), vjp(g)[0], rtol=1e-12, atol=1e-12)
