"""Tensor rank is at most 64 (issue 24, class 5; docs/language.md, "Limits"): NumPy's own limit,
past which native compile time grew superlinearly (an identity: 15 s at rank 500, 57 s at 1000)
and `kina check` accepted what no host array can be. Rank 64 compiles and runs; 65 is a located
diagnostic at the type, for a declared type, a generic one and an op's result."""
from __future__ import annotations

import time

import numpy as np
import pytest

import kina
from helpers import diagnose


def T(rank: int, d: str = "1") -> str:
    return f"tensor<F32, [{', '.join([d] * rank)}], @host>"


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_rank_64_compiles_and_runs(backend):
    src = f"fn @main(x: {T(64)}) -> {T(64)} {{ x.tanh() + x }}\n"
    x = np.full([1] * 64, 0.5, np.float32)
    got = kina.compile_source(src, path="r64.kina", backend=backend).main(x)
    np.testing.assert_allclose(got, np.tanh(x) + x, rtol=1e-6)


@pytest.mark.parametrize("rank", [65, 500, 5000])
def test_a_declared_rank_above_64_is_a_located_diagnostic_at_the_type(rank):
    t0 = time.perf_counter()
    e = diagnose(f"fn @main(x: {T(rank)}) -> tensor<F32, [1], @host> {{\n  x.reshape([1])\n}}\n", stage="typed")
    assert time.perf_counter() - t0 < 30  # rejected at the type, not after a compile of minutes (a loaded CI machine: generous)
    d = e.diagnostics[0]
    assert f"rank {rank} is not allowed: a tensor has at most 64 dimensions" in d.message
    assert (d.span.line, d.span.column) == (1, 25)  # the shape of x's type


def test_an_op_result_above_rank_64_is_a_located_diagnostic():
    e = diagnose(f"fn @main(x: {T(64)}) -> tensor<F32, [1], @host> {{\n  x.reshape([{', '.join(['1'] * 65)}]).reshape([1])\n}}\n", stage="typed")
    d = e.diagnostics[0]
    assert "rank 65 is not allowed" in d.message and d.span.line == 2


def test_a_generic_type_above_rank_64_is_rejected_before_any_specialisation():
    src = f"let f = fn[N](x: {T(65, 'N')}) -> {T(65, 'N')} {{ x }} in\nfn @main(x: {T(1)}) -> {T(1)} {{ x }}\n"
    e = diagnose(src, stage="typed")
    assert "rank 65 is not allowed" in e.diagnostics[0].message and e.diagnostics[0].span.line == 1
