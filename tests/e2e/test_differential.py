"""Every AD test program runs on both backends with equal results
(F32 rel <= 1e-5, integers exact)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import check
from kina_ad.gradcheck import random_inputs
from op_programs import CASES, program

EXTRA = [
    ("discrete-ops", """fn @main(x: tensor<F32, [3, 8], @host>, u: tensor<F32, [3], @host>, c: tensor<F32, [1, 6, 2], @host>,
                 n: tensor<F32, [1, 2, 2], @host>, s: tensor<I64, [], @host>) -> (tensor<I64, [3], @host>, tensor<I64, [3], @host>, tensor<F32, [1, 6, 2], @host>, tensor<I64, [3, 8], @host>) {
  (x.argmax(axis=1), x.softmax(axis=1).categorical(u, axis=1), c.update_slice(n, s, axis=1), (x * 3.0).cast(I64) * 2 - 1)
}"""),
    ("int-arith", """fn @main(a: tensor<I64, [4], @host>, b: tensor<I32, [4], @host>) -> (tensor<I64, [4], @host>, tensor<I32, [4], @host>, tensor<I64, [], @host>) {
  (-a * a + a.maximum(b.cast(I64)), b * b - b, a.reduce_max(axes=[0]))
}"""),
]


def _run_both(src, name, positive=False, other="native"):
    prog_ir = check(src, f"{name}.kina")
    inputs = random_inputs(prog_ir, prog_ir.functions["main"], seed=7)
    inputs = [a.astype(np.float32) if a.dtype == np.float64 else a for a in inputs]
    if positive:
        inputs = [np.abs(a) + np.float32(0.5) if a.dtype.kind == "f" else a for a in inputs]
    ref = kina.compile_source(src, path=f"{name}.kina", backend="numpy").main(*inputs)
    nat = kina.compile_source(src, path=f"{name}.kina", backend=other).main(*inputs)
    ref = ref if isinstance(ref, tuple) else (ref,)
    nat = nat if isinstance(nat, tuple) else (nat,)
    assert len(ref) == len(nat)
    for i, (a, b) in enumerate(zip(ref, nat)):
        assert a.dtype == b.dtype and a.shape == b.shape, (i, a.dtype, b.dtype, a.shape, b.shape)
        if a.dtype.kind == "f":
            np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-6, err_msg=f"{name} result {i}")
        else:
            np.testing.assert_array_equal(b, a, err_msg=f"{name} result {i}")


def _unlowered_conv(case):
    """The §C8 cases while kina-mlir lowers no convolution or pooling op yet: an expected failure,
    and only by a missing lowering (any other failure still fails; a pass is reported XPASS)."""
    from helpers import compiler
    from kina.ops import conv as Cv
    from kina_mlir.emit.module import MissingLoweringError

    if not any(f"{op.name}(" in case[3] for op in Cv.OPS) or all(op in compiler().lowerings for op in Cv.OPS):
        return case
    return pytest.param(case, marks=pytest.mark.xfail(raises=MissingLoweringError, strict=False,
                                                      reason="convolution / pooling not lowered to MLIR yet (§C8)"))


@pytest.mark.parametrize("case", [_unlowered_conv(c) for c in CASES], ids=[c[0] for c in CASES])
def test_numpy_and_native_agree(case):
    _run_both(program(case), case[0], positive=case[4])


@pytest.mark.parametrize("name,src", EXTRA, ids=[e[0] for e in EXTRA])
def test_numpy_and_native_agree_on_discrete_and_integer_ops(name, src):
    _run_both(src, name)


def test_argmax_ties_and_nan_follow_s17():
    src = """fn @main(x: tensor<F32, [4, 3], @host>) -> tensor<I64, [4], @host> { x.argmax(axis=1) }"""
    x = np.array([[1, 3, 3], [2, 2, 2], [np.nan, 5, np.nan], [-np.inf, -np.inf, -np.inf]], np.float32)
    for backend in ("numpy", "native"):
        np.testing.assert_array_equal(kina.compile_source(src, backend=backend).main(x), [1, 0, 0, 0])


def test_categorical_is_reproducible_from_a_philox_seed():
    src = """fn @main(p: tensor<F32, [2, 5], @host>, u: tensor<F32, [2], @host>) -> tensor<I64, [2], @host> { p.categorical(u, axis=1) }"""
    p = np.array([[0.1, 0.2, 0.3, 0.2, 0.2], [0.0, 0.0, 1.0, 0.0, 0.0]], np.float32)
    for seed in range(5):
        u = np.random.Generator(np.random.Philox(seed)).random(2, dtype=np.float32)
        a = kina.compile_source(src, backend="numpy").main(p, u)
        b = kina.compile_source(src, backend="native").main(p, u)
        np.testing.assert_array_equal(a, b)
        assert b[1] == 2
    edges = kina.compile_source(src, backend="native").main(p, np.array([0.0, 0.9999999], np.float32))
    assert list(edges) == [0, 2]


JIT_CASES = ["softmax", "matmul-batched", "take-repeated-ids", "take-along-axis", "update-slice", "tuple-result", "call-inside",
             "erf", "causal-mask", "concat", "slice-stride", "pad", "matmul-broadcast-mirror", "reduce-prod"]


@pytest.mark.parametrize("name", JIT_CASES)
def test_jit_backend_agrees_with_numpy(name):
    """The optional second native runner (MLIR's ExecutionEngine) behind the same `run` hook."""
    case = next(c for c in CASES if c[0] == name)
    _run_both(program(case), name, positive=case[4], other="jit")
