"""The convolution and pooling lowerings (kina_mlir/lowerings/conv.py, docs/spec.md §C8) on the native
backend against the NumPy backend's reference: 1, 2 and 3 spatial dims, stride, padding, dilation,
groups (depthwise, with a channel multiplier, grouped), F32 and F64, and the gradient programs
(conv_input_grad, conv_filter_grad, max_pool_grad, avg_pool_grad through reverseMode;
max_pool_pick through forwardMode). Shapes are chosen so that each lowering path is taken: the named
linalg ops (1-D, 2-D, depthwise, pooling), the generic ones (groups, multipliers, 3-D), tiles that do
and do not divide the sizes, and windows with ties (the first maximum wins)."""
from __future__ import annotations

import numpy as np
import pytest

import kina


def T(dtype, shape) -> str:
    return f"tensor<{dtype}, [{', '.join(map(str, shape))}]>"


# (name, x shape, w shape or None, the op applied to x (and w))
CONVS = [
    ("conv1d-stride-pad", (2, 7, 3), (3, 3, 4), "x.conv(w, stride=[2], low=[1], high=[2])"),
    ("conv1d-dilation", (3, 20, 5), (3, 5, 16), "x.conv(w, low=[2], high=[2], dilation=[2])"),
    ("conv2d-same", (2, 8, 8, 3), (3, 3, 3, 32), "x.conv(w, low=[1, 1], high=[1, 1])"),
    ("conv2d-odd", (1, 7, 5, 6), (2, 3, 6, 5), "x.conv(w, stride=[2, 1], low=[0, 2], high=[1, 0])"),
    ("conv2d-groups-dilation", (1, 5, 6, 4), (2, 2, 2, 6), "x.conv(w, stride=[1, 2], low=[0, 1], high=[1, 0], dilation=[2, 1], groups=2)"),
    ("conv2d-groups-wide", (2, 6, 6, 8), (3, 3, 4, 64), "x.conv(w, low=[1, 1], high=[1, 1], groups=2)"),
    ("conv2d-depthwise", (2, 6, 9, 16), (3, 3, 1, 16), "x.conv(w, low=[1, 1], high=[1, 1], groups=16)"),
    ("conv2d-depthwise-strided", (1, 9, 9, 8), (3, 3, 1, 8), "x.conv(w, stride=[2, 2], low=[1, 1], high=[1, 1], groups=8)"),
    ("conv2d-multiplier", (1, 4, 4, 3), (3, 3, 1, 6), "x.conv(w, low=[1, 1], high=[1, 1], groups=3)"),
    ("conv1d-depthwise-causal", (2, 16, 32), (4, 1, 32), "x.conv(w, low=[3], high=[0], groups=32)"),
    ("conv3d", (1, 3, 4, 3, 2), (2, 2, 2, 2, 3), "x.conv(w, stride=[1, 2, 1])"),
    ("conv3d-pad", (2, 4, 4, 4, 3), (3, 3, 3, 3, 8), "x.conv(w, low=[1, 1, 1], high=[1, 1, 1])"),
]
POOLS = [
    ("max-pool2d", (2, 5, 5, 3), "x.max_pool(window=[2, 2], high=[1, 1])"),
    ("max-pool2d-wide", (2, 8, 8, 32), "x.max_pool(window=[2, 2])"),
    ("max-pool1d-overlapping", (2, 7, 2), "x.max_pool(window=[3], stride=[1], low=[1], high=[1])"),
    ("max-pool2d-overlapping", (1, 9, 7, 4), "x.max_pool(window=[3, 3], stride=[2, 2], low=[1, 1], high=[1, 1])"),
    ("max-pool3d", (1, 4, 4, 4, 2), "x.max_pool(window=[2, 3, 2], stride=[2, 1, 2], high=[0, 0, 1])"),
    ("avg-pool2d", (1, 5, 4, 2), "x.avg_pool(window=[3, 2], stride=[2, 1], low=[1, 0], high=[1, 1])"),
    ("avg-pool1d", (2, 6, 3), "x.avg_pool(window=[2])"),
    ("avg-pool3d", (1, 3, 4, 3, 2), "x.avg_pool(window=[2, 2, 2], stride=[1, 2, 2], high=[0, 0, 1])"),
]


def _inputs(shapes, dtype, seed, ties=False):
    rng = np.random.default_rng(seed)
    out = []
    for s in shapes:
        a = rng.standard_normal(s)
        if ties:  # few distinct values: windows with several maxima
            a = np.round(a)
        out.append(a.astype(np.float32 if dtype == "F32" else np.float64))
    return out


def _compare(src, args, dtype, name):
    ref = kina.compile_source(src, path=f"{name}.kina", backend="numpy").main(*args)
    got = kina.compile_source(src, path=f"{name}.kina", backend="native").main(*args)
    ref = ref if isinstance(ref, tuple) else (ref,)
    got = got if isinstance(got, tuple) else (got,)
    tol = 2e-5 if dtype == "F32" else 1e-12
    for i, (a, b) in enumerate(zip(ref, got)):
        assert a.shape == b.shape and a.dtype == b.dtype, (i, a.shape, b.shape, a.dtype, b.dtype)
        np.testing.assert_allclose(b, a, rtol=tol, atol=tol, err_msg=f"{name} result {i}")


@pytest.mark.parametrize("dtype", ["F32", "F64"])
@pytest.mark.parametrize("case", CONVS, ids=[c[0] for c in CONVS])
def test_conv_forward_and_gradients(case, dtype):
    name, xs, ws, expr = case
    params = f"x: {T(dtype, xs)}, w: {T(dtype, ws)}"
    grads = f"{T(dtype, [])}, {T(dtype, xs)}, {T(dtype, ws)}"
    out = _out_shape(xs, ws, expr)
    src = f"""let f = fn({params}) -> {T(dtype, [])} {{
  ({expr}).tanh().reduce_sum(axes={list(range(len(xs)))})
}} in
fn @main({params}) -> ({T(dtype, out)}, {grads}) {{
  let (l, gx, gw) = handle f(x, w) with reverseMode in
  ({expr}, l, gx, gw)
}}
"""
    args = _inputs([xs, ws], dtype, hash(name) % 1000)
    _compare(src, args, dtype, name)


@pytest.mark.parametrize("dtype", ["F32", "F64"])
@pytest.mark.parametrize("case", POOLS, ids=[c[0] for c in POOLS])
def test_pool_forward_and_gradients(case, dtype):
    name, xs, expr = case
    params = f"x: {T(dtype, xs)}"
    out = _out_shape(xs, None, expr)
    src = f"""let f = fn({params}) -> {T(dtype, [])} {{
  ({expr}).tanh().reduce_sum(axes={list(range(len(xs)))})
}} in
let pooled = fn({params}) -> {T(dtype, out)} {{ {expr} }} in
fn @main({params}, v: {T(dtype, xs)}) -> ({T(dtype, out)}, {T(dtype, [])}, {T(dtype, xs)}, {T(dtype, [])}, {T(dtype, out)}) {{
  let (l, gx) = handle f(x) with reverseMode in
  let (l2, dl) = handle f(x, v) with forwardMode in
  let (p, dp) = handle pooled(x, v) with forwardMode in
  ({expr}, l, gx, dl, dp)
}}
"""
    for ties in (False, True):
        _compare(src, _inputs([xs, xs], dtype, 3, ties), dtype, f"{name}{'-ties' if ties else ''}")


def _out_shape(xs, ws, expr):
    """The result shape of a conv/pool expression, by kina.ops.conv's own rule (the contract)."""
    import re

    from kina.ops import conv as C

    def lst(key, default):
        m = re.search(rf"\b{key}=\[([^\]]*)\]", expr)
        return [int(v) for v in m.group(1).split(",")] if m else default
    k = len(xs) - 2
    if ws is not None:
        kern, ch = ws[:k], ws[-1]
        stride, dil = lst("stride", [1] * k), lst("dilation", [1] * k)
    else:
        kern, ch = lst("window", None), xs[-1]
        stride, dil = lst("stride", kern), [1] * k
    low, high = lst("low", [0] * k), lst("high", [0] * k)
    return [xs[0], *(C.out_size(s, kk, st, lo, hi, d) for s, kk, st, lo, hi, d in zip(xs[1:-1], kern, stride, low, high, dil)), ch]


def test_cnn_step_matches_numpy_by_hand():
    """The benchmark's CNN step (benchmarks/programs.py) at a small batch: the whole schedule
    (named convs, pooling, their gradients, the filter gradient) against NumPy written by hand."""
    import os
    import sys

    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks"))
    import programs as P

    sizes = dict(P.CNN, B=4)
    args = P.cnn_inputs(**sizes)
    got = kina.compile_source(P.cnn_source(**sizes), path="cnn.kina").step(*args)
    for g, w in zip(got, P.cnn_numpy(*args)):
        np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-5)
