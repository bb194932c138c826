"""The second schedule (kina_mlir.schedule.apply_elementwise): which generics it vectorises, that
it does, and that the vectorised code equals the scalar path (same program, the schedule off)."""
from __future__ import annotations

import numpy as np

import kina
from kina.compiler import Compiler
from kina.diagnostics import Source
from kina_mlir import lowering
from kina_mlir.schedule import vector_width


def test_vector_width_follows_the_contiguous_dim():
    ident = "(d0, d1) -> (d0, d1)"
    assert vector_width([ident, ident], [(4, 128), (4, 128)], False) == 64
    assert vector_width([ident, "(d0, d1) -> (d0)"], [(4, 24), (4,)], False) == 8  # reduction along d1
    assert vector_width([ident, "(d0, d1) -> (d1)"], [(4, 48), (48,)], False) == 16  # broadcast row
    assert vector_width([ident, ident], [(4, 7), (4, 7)], False) is None  # no width divides 7
    assert vector_width(["(d0, d1) -> (d1, d0)", ident], [(8, 64), (64, 8)], False) is None  # transpose
    assert vector_width([ident, ident], [(4, 64), (4, 64)], True) is None  # a gather
    assert vector_width(["() -> ()"], [()], False) is None


def test_elementwise_chain_is_vectorised_and_equals_the_scalar_path(monkeypatch):
    t = "tensor<F32, [3, 5, 64], @host>"
    src = f"fn @main(x: {t}, y: {t}) -> {t} {{ (x * y + x).tanh().log_softmax(axis=2) + x.exp() - y.log_softmax(axis=0) }}"
    llvm_mlir = Compiler().emit(Source("ew.kina", src), "llvm-mlir")[0]
    assert "vector<64xf32>" in llvm_mlir
    rng = np.random.default_rng(5)
    x = rng.standard_normal((3, 5, 64)).astype(np.float32)
    y = np.abs(x) + 0.5
    vec = kina.compile_source(src, path="ew.kina", backend="native").main(x, y)
    monkeypatch.setattr(lowering, "VECTORISE_ELEMENTWISE", False)
    scalar = kina.compile_source(src + " // scalar", path="ew.kina", backend="native").main(x, y)
    ref = kina.compile_source(src, path="ew.kina", backend="numpy").main(x, y)
    np.testing.assert_allclose(vec, scalar, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(vec, ref, rtol=1e-5, atol=1e-5)
