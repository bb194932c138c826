"""std/nn.kina's image layers (relu4, conv2d, conv2d_same, max_pool2d, avg_pool2d) against NumPy
F64 transcriptions written here with explicit loops, on the numpy and native backends, each at
two shapes (an odd H or W for the pools: the last row or column is dropped), and every VJP
against F64 central differences of the transcription."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from oracles import numdiff

FWD = dict(rtol=1e-4, atol=1e-5)
GRAD = dict(rtol=2e-3, atol=2e-4)

PROGRAM = """
include "std/nn.kina" in
let conv_loss = fn[N, H, W, C, KH, KW, O](x: tensor<F32, [N, H, W, C]>, w: tensor<F32, [KH, KW, C, O]>,
    b: tensor<F32, [O]>, r: tensor<F32, [N, H - KH + 1, W - KW + 1, O]>) -> tensor<F32, []> {
  (relu4(conv2d(x, w, b)) * r).reduce_sum(axes=[0, 1, 2, 3])
} in
let conv_grad = fn[N, H, W, C, KH, KW, O](x: tensor<F32, [N, H, W, C]>, w: tensor<F32, [KH, KW, C, O]>,
    b: tensor<F32, [O]>, r: tensor<F32, [N, H - KH + 1, W - KW + 1, O]>)
    -> (tensor<F32, [N, H, W, C]>, tensor<F32, [KH, KW, C, O]>, tensor<F32, [O]>) {
  let (l, gx, gw, gb) = handle conv_loss(x, w, b, r) with reverseMode(wrt=[x, w, b]) in (gx, gw, gb)
} in
let same_loss = fn[N, H, W, C, KH, KW, O](x: tensor<F32, [N, H, W, C]>, w: tensor<F32, [KH, KW, C, O]>,
    b: tensor<F32, [O]>, r: tensor<F32, [N, H, W, O]>) -> tensor<F32, []> {
  (conv2d_same(x, w, b) * r).reduce_sum(axes=[0, 1, 2, 3])
} in
let same_grad = fn[N, H, W, C, KH, KW, O](x: tensor<F32, [N, H, W, C]>, w: tensor<F32, [KH, KW, C, O]>,
    b: tensor<F32, [O]>, r: tensor<F32, [N, H, W, O]>)
    -> (tensor<F32, [N, H, W, C]>, tensor<F32, [KH, KW, C, O]>, tensor<F32, [O]>) {
  let (l, gx, gw, gb) = handle same_loss(x, w, b, r) with reverseMode(wrt=[x, w, b]) in (gx, gw, gb)
} in
let max_loss = fn[N, H, W, C](x: tensor<F32, [N, H, W, C]>, r: tensor<F32, [N, H / 2, W / 2, C]>)
    -> tensor<F32, []> {
  (max_pool2d(x) * r).reduce_sum(axes=[0, 1, 2, 3])
} in
let max_grad = fn[N, H, W, C](x: tensor<F32, [N, H, W, C]>, r: tensor<F32, [N, H / 2, W / 2, C]>)
    -> tensor<F32, [N, H, W, C]> {
  let (l, gx) = handle max_loss(x, r) with reverseMode(wrt=[x]) in gx
} in
let avg_loss = fn[N, H, W, C](x: tensor<F32, [N, H, W, C]>, r: tensor<F32, [N, H / 2, W / 2, C]>)
    -> tensor<F32, []> {
  (avg_pool2d(x) * r).reduce_sum(axes=[0, 1, 2, 3])
} in
let avg_grad = fn[N, H, W, C](x: tensor<F32, [N, H, W, C]>, r: tensor<F32, [N, H / 2, W / 2, C]>)
    -> tensor<F32, [N, H, W, C]> {
  let (l, gx) = handle avg_loss(x, r) with reverseMode(wrt=[x]) in gx
} in
fn @main(x: tensor<F32, [1]>) -> tensor<F32, [1]> { x }
"""


@pytest.fixture(scope="module", params=["numpy", "native"])
def prog(request, tmp_path_factory):
    path = tmp_path_factory.mktemp("std") / "conv_test.kina"
    path.write_text(PROGRAM)
    return kina.compile_file(str(path), backend=request.param)


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


def np_conv(x, w, b, low=(0, 0), high=(0, 0)):
    """Direct loops over the output: y[n, i, j, o] = b[o] + sum x_pad[n, i + a, j + c, :] w[a, c, :, o]."""
    x = np.pad(x, ((0, 0), (low[0], high[0]), (low[1], high[1]), (0, 0)))
    kh, kw, _, o = w.shape
    n, h, wd, _ = x.shape
    y = np.zeros((n, h - kh + 1, wd - kw + 1, o)) + b
    for i in range(h - kh + 1):
        for j in range(wd - kw + 1):
            y[:, i, j, :] += np.einsum("nacd,acdo->no", x[:, i:i + kh, j:j + kw, :], w)
    return y


def np_pool(x, reduce):
    n, h, w, c = x.shape
    y = np.zeros((n, h // 2, w // 2, c))
    for i in range(h // 2):
        for j in range(w // 2):
            y[:, i, j, :] = reduce(x[:, 2 * i:2 * i + 2, 2 * j:2 * j + 2, :], axis=(1, 2))
    return y


CONVS = [(2, 5, 6, 3, 3, 3, 4), (1, 4, 4, 2, 2, 3, 3)]  # N, H, W, C, KH, KW, O


@pytest.mark.parametrize("N,H,W,C,KH,KW,O", CONVS)
def test_conv2d_and_relu4(prog, N, H, W, C, KH, KW, O):
    rng = np.random.default_rng(H * W + KH)
    x, w, b = f32(rng, N, H, W, C), f32(rng, KH, KW, C, O), f32(rng, O)
    r = f32(rng, N, H - KH + 1, W - KW + 1, O)
    np.testing.assert_allclose(prog.conv2d(x, w, b), np_conv(x, w, b), **FWD)
    np.testing.assert_allclose(prog.relu4(x), np.maximum(x, 0))
    loss = lambda x, w, b: (np.maximum(np_conv(x, w, b), 0) * r).sum()  # noqa: E731
    for i, got in enumerate(prog.conv_grad(x, w, b, r)):
        np.testing.assert_allclose(got, numdiff(loss, [x, w, b], i), **GRAD)


@pytest.mark.parametrize("N,H,W,C,KH,KW,O", CONVS)
def test_conv2d_same_keeps_the_size(prog, N, H, W, C, KH, KW, O):
    rng = np.random.default_rng(H * W + KW)
    x, w, b, r = f32(rng, N, H, W, C), f32(rng, KH, KW, C, O), f32(rng, O), f32(rng, N, H, W, O)
    pads = [((k - 1) // 2, k - 1 - (k - 1) // 2) for k in (KH, KW)]  # JAX's "SAME" at stride 1
    lo, hi = [p[0] for p in pads], [p[1] for p in pads]
    got = prog.conv2d_same(x, w, b)
    assert got.shape == (N, H, W, O)
    np.testing.assert_allclose(got, np_conv(x, w, b, lo, hi), **FWD)
    loss = lambda x, w, b: (np_conv(x, w, b, lo, hi) * r).sum()  # noqa: E731
    for i, g in enumerate(prog.same_grad(x, w, b, r)):
        np.testing.assert_allclose(g, numdiff(loss, [x, w, b], i), **GRAD)


@pytest.mark.parametrize("shape", [(2, 4, 6, 3), (1, 5, 3, 2)])  # the second: odd H and W
@pytest.mark.parametrize("name,reduce", [("max", np.max), ("avg", np.mean)])
def test_pool2d(prog, shape, name, reduce):
    rng = np.random.default_rng(sum(shape))
    # distinct values: the maximum of each window is unique, so central differences are exact there
    x = (rng.permutation(int(np.prod(shape))).reshape(shape) * 0.1).astype(np.float32)
    n, h, w, c = shape
    r = f32(rng, n, h // 2, w // 2, c)
    got = getattr(prog, f"{name}_pool2d")(x)
    assert got.shape == (n, h // 2, w // 2, c)
    np.testing.assert_allclose(got, np_pool(x.astype(np.float64), reduce), **FWD)
    g = getattr(prog, f"{name}_grad")(x, r)
    np.testing.assert_allclose(g, numdiff(lambda x: (np_pool(x, reduce) * r).sum(), [x], 0, h=1e-3), **GRAD)
