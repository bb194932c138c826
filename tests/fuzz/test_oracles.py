"""Numerical oracles on random well-typed float op chains (F32 and F64, shapes of primes and 1s):
native == NumPy backend within harness.TOLERANCE (F32: rtol 1e-5, atol 1e-5 x max(1, max|ref|);
F64: 1e-12), and reverseMode == F64 central differences (kina_ad.gradcheck.grad_check)."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from .chains import chains
from .harness import oracle_grad
from .pool import to_result
from .profiles import budget


@budget("oracle-backends")
@given(chains(), st.integers(0, 2**31 - 1))
def test_native_backend_matches_numpy(pool, chain, seed):
    """@main = handle f(...) with reverseMode: primal outputs and cotangents agree across backends."""
    out = pool.run("fuzz.harness.oracle_backends", source=chain.text, seed=seed, dtype=chain.dtype)
    res = to_result(out, chain.text, mode="oracle")
    assert res.ok, res.summary()


@budget("oracle-grad")
@given(chains(), st.integers(0, 2**31 - 1))
def test_reverse_mode_matches_central_differences(chain, seed):
    res = oracle_grad(chain.text, seed=seed)
    assert res.ok, res.summary()


# Programs the random search found, kept as fixed cases (each: label, source, seed)
KNOWN = [
    ("take of a keepdims reduce_sum with rank-0 ids, reverseMode", """\
let f = fn(x: tensor<F32, [3], @host>, i: tensor<I64, [], @host>) -> tensor<F32, [], @host> {
  x.reduce_sum(axes=[0], keepdims=true).take(i, axis=0)
} in
fn @main(x: tensor<F32, [3], @host>, i: tensor<I64, [], @host>) -> (tensor<F32, [], @host>, tensor<F32, [3], @host>) {
  let (p, d) = handle f(x, i) with reverseMode in (p, d)
}
""", 0),
    ("the same in F64 inside a longer chain (as found)", """\
let f = fn(x0: tensor<F64, [1, 5, 2], @host>, x1: tensor<F64, [7, 5, 1], @host>, i4: tensor<I64, [], @host>) -> tensor<F64, [1, 1], @host> {
  let v1 = x1.reduce_sum(axes=[0, 1, 2], keepdims=true).tanh() + x1.reduce_sum(axes=[0, 1, 2], keepdims=true).tanh() in
  v1.take(i4, axis=0)
} in
fn @main(x0: tensor<F64, [1, 5, 2], @host>, x1: tensor<F64, [7, 5, 1], @host>, i4: tensor<I64, [], @host>) -> (tensor<F64, [1, 1], @host>, tensor<F64, [7, 5, 1], @host>, tensor<F64, [1, 5, 2], @host>) {
  let (p0, d0, d1) = handle f(x0, x1, i4) with reverseMode(wrt=[x1, x0]) in
  (p0, d0, d1)
}
""", 1),
    ("take of a take_along_axis with rank-0 ids, reverseMode", """\
let f = fn(x: tensor<F32, [5, 1], @host>, j: tensor<I64, [1], @host>, i: tensor<I64, [], @host>) -> tensor<F32, [], @host> {
  x.take_along_axis(j, axis=0).take(i, axis=0)
} in
fn @main(x: tensor<F32, [5, 1], @host>, j: tensor<I64, [1], @host>, i: tensor<I64, [], @host>) -> (tensor<F32, [], @host>, tensor<F32, [5, 1], @host>) {
  let (p, d) = handle f(x, j, i) with reverseMode in (p, d)
}
""", 2),
]


@pytest.mark.parametrize("label, source, seed", KNOWN, ids=[k[0].split(",")[0].replace(" ", "-") for k in KNOWN])
def test_known_oracle_programs(pool, label, source, seed):
    dtype = "F64" if "F64" in source else "F32"
    res = to_result(pool.run("fuzz.harness.oracles", source=source, seed=seed, dtype=dtype, label=label), source, label, mode="oracle")
    assert res.ok, res.summary()
