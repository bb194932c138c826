"""kina.rewrites.weight_broadcast: `x @ w.reshape([1, K, N]).broadcast([B, K, N])` is folded into
the broadcast matmul `x @ w` before reverseMode, and the values and gradients stay those of the
program as written (NumPy oracle, every backend)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from kina.diagnostics import Source
from kina.ir import Bind
from kina.ops.nn import matmul


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


B, M, K, N = 3, 5, 4, 6

SRC = f"""let loss = fn(x: {_t(B, M, K)}, w: {_t(K, N)}) -> {_t(1)} {{
  let w3 = w.reshape([1, {K}, {N}]).broadcast([{B}, {K}, {N}]) in
  let y = (x @ w3).tanh() in
  (y * y).reduce_sum(axes=[0, 1, 2], keepdims=false).reshape([1])
}} in
fn @main(x: {_t(B, M, K)}, w: {_t(K, N)}) -> ({_t(1)}, {_t(B, M, K)}, {_t(K, N)}) {{
  handle loss(x, w) with reverseMode
}}
"""


def _matmuls(src: str) -> list:
    from helpers import compiler

    program = compiler().ir(Source("wb.kina", src))
    return [(b.args, program.functions[f].types()[b.args[1]].rank) for f in program.functions
            for b in program.functions[f].body if isinstance(b, Bind) and b.op is matmul]


def test_the_broadcast_weight_is_folded_before_reverse_mode():
    mms = _matmuls(SRC)
    assert mms, "no matmul left"
    # every product reads the rank-2 weight (or its cotangent's rows), none a [B, K, N] copy
    assert all(rank == 2 or args[0] != "x" for args, rank in mms)
    assert any(args == ("x", "w") for args, _ in mms)


@pytest.mark.parametrize("src", [
    # the broadcast operand on the left: §P3's mirror broadcast is not faster, left as written
    f"fn @main(x: {_t(B, K, M)}, w: {_t(N, K)}) -> {_t(B, N, M)} {{ w.reshape([1, {N}, {K}]).broadcast([{B}, {N}, {K}]) @ x }}",
    # a non-unit leading dim: a real batch, not a weight
    f"fn @main(x: {_t(B, M, K)}, w: {_t(B, K, N)}) -> {_t(B, M, N)} {{ x @ w.broadcast([{B}, {K}, {N}]) }}",
    # the broadcast widens the matrix too (the fuzzer's case: a [1, 1, 1] broadcast to [1, 1, 7])
    f"fn @main(a: {_t(1, 1, 1)}) -> {_t(1, 1, 7)} {{ a @ a.broadcast([1, 1, 7]) }}",
    f"fn @main(x: {_t(B, M, K)}, w: {_t(1, 1, N)}) -> {_t(B, M, N)} {{ x @ w.broadcast([{B}, {K}, {N}]) }}",
], ids=["left-operand", "real-batch", "widened-1x1", "widened-rows"])
def test_other_broadcasts_are_left_alone(src):
    assert all(rank == 3 for _, rank in _matmuls(src))
    x = np.random.default_rng(0).standard_normal  # and each still computes NumPy's values
    from helpers import compiler

    fn = compiler().ir(Source("o.kina", src)).functions["main"]
    args = [x([d for d in t.shape]).astype(np.float32) for _, t in fn.params]
    want = kina.compile_source(src, path="o.kina", backend="numpy").main(*args)
    np.testing.assert_allclose(kina.compile_source(src, path="o.kina", backend="native").main(*args), want, rtol=1e-5, atol=1e-6)


def _oracle(x, w):
    x64, w64 = x.astype(np.float64), w.astype(np.float64)
    z = x64 @ w64
    y = np.tanh(z)
    gz = 2 * y * (1 - y * y)
    return (y * y).sum(), gz @ w64.T, np.einsum("bmk,bmn->kn", x64, gz)


@pytest.mark.parametrize("backend", ["numpy", "native", "jit"])
def test_values_and_gradients_match_numpy(backend):
    rng = np.random.default_rng(3)
    x = rng.standard_normal((B, M, K)).astype(np.float32)
    w = (rng.standard_normal((K, N)) * 0.5).astype(np.float32)
    loss, gx, gw = kina.compile_source(SRC, path="wb.kina", backend=backend).main(x, w)
    want = _oracle(x, w)
    np.testing.assert_allclose(loss[0], want[0], rtol=1e-5)
    np.testing.assert_allclose(gx, want[1], rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(gw, want[2], rtol=1e-4, atol=1e-5)
