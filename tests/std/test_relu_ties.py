"""std/nn.kina's relu at exactly 0 (issue 24, class 7): value +0, gradient 0 (reverse and forward
mode), as jax.nn.relu and torch.relu; against JAX when it is installed (the `bench` group), else
against that stated expectation alone."""
from __future__ import annotations

import importlib.util

import numpy as np
import pytest

import kina

PROGRAM = """
include "std/nn.kina" in
let loss = fn(x: tensor<F32, [2, 4]>, r: tensor<F32, [2, 4]>) -> tensor<F32, []> {
  (relu(x) * r).reduce_sum(axes=[0, 1])
} in
fn @main(x: tensor<F32, [2, 4]>, r: tensor<F32, [2, 4]>, v: tensor<F32, [2, 4]>)
    -> (tensor<F32, [2, 4]>, tensor<F32, [2, 4]>, tensor<F32, []>) {
  let (l, gx) = handle loss(x, r) with reverseMode(wrt=[x]) in
  let (l2, t) = handle loss(x, r, v) with forwardMode(wrt=[x]) in
  (relu(x), gx, t)
}
"""

X = np.array([[0.0, -0.0, 1.5, -2.0], [0.0, 3.0, -1e-30, 1e-30]], np.float32)
R = np.array([[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]], np.float32)
V = np.ones((2, 4), np.float32)
POSITIVE = X > 0


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_relu_gradient_at_zero_is_zero(backend):
    y, gx, t = kina.compile_source(PROGRAM, path="relu.kina", backend=backend).main(X, R, V)
    np.testing.assert_array_equal(y, np.where(POSITIVE, X, 0.0))
    assert not np.signbit(y).any()  # relu(-0) = +0
    np.testing.assert_array_equal(gx, np.where(POSITIVE, R, 0.0))  # 0 at ±0, not r
    assert float(t) == float((R * POSITIVE).sum())  # the JVP along ones: the same mask


@pytest.mark.skipif(importlib.util.find_spec("jax") is None, reason="JAX is not installed (uv sync --group bench): the JAX oracle is skipped; the stated expectation above still runs")
def test_relu_matches_jax_nn_relu():
    import jax
    import jax.numpy as jnp

    y, gx, t = kina.compile_source(PROGRAM, path="relu.kina", backend="numpy").main(X, R, V)
    f = lambda x: jnp.sum(jax.nn.relu(x) * R)  # noqa: E731
    np.testing.assert_array_equal(y, np.asarray(jax.nn.relu(X)))
    np.testing.assert_array_equal(gx, np.asarray(jax.grad(f)(X)))
    assert float(t) == float(jax.jvp(f, (X,), (V,))[1])
