"""Matmuls a tuning table gives to OpenBLAS (kina_mlir.transforms.blas): the class's `blas` choice makes
the matmul a call of scipy-openblas32's cblas_sgemm — once, or split over threads by Kina's own
OpenMP loop — reading a transposed operand through CBLAS's Trans flag; the results are NumPy's
(float64 reference, F32 tolerance); without the library the same table keeps Kina's schedule.
Oracle: NumPy in float64, |error| <= 2e-5·|C| + 2e-6·k (F32 sums of k unit-scale products)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import numpy as np
import pytest

import kina
from kina.compiler import Compiler
from kina.diagnostics import Source
from kina_mlir import tuning
from kina_mlir.options import CodegenOptions
from kina_mlir.target import blas_library
from kina_mlir.transforms.blas import SGEMM, SPLIT, transposed, unit_stride_2d
from kina_mlir.transforms.tiling import TilePolicy

# scipy-openblas32 is a dependency of kina-mlir: its absence is an install problem, said here
pytestmark = pytest.mark.skipif(blas_library() is None, reason="scipy-openblas32 is not installed (kina-mlir depends on it)")


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


def _program(m, n, k, ta, tb) -> tuple[str, tuple, tuple]:
    a_shape, b_shape = ((k, m) if ta else (m, k)), ((n, k) if tb else (k, n))
    a = "a.transpose([1, 0])" if ta else "a"
    b = "b.transpose([1, 0])" if tb else "b"
    return f"fn @main(a: {_t(*a_shape)}, b: {_t(*b_shape)}) -> {_t(m, n)} {{ {a} @ {b} }}", a_shape, b_shape


def _codegen(m, n, k, threads, blas=True, par=True) -> dict:
    cls = tuning.kernel_class("matmul", "F32", m, n, k)
    options = {"threads": threads, "tuning": {cls: {"blas": blas, "par": par}}}
    if threads == 1:
        options["omp"] = None
    return options


def _check(got, a, b, ta, tb, k):
    want = (a.astype(np.float64).T if ta else a.astype(np.float64)) @ (b.astype(np.float64).T if tb else b.astype(np.float64))
    assert got.shape == want.shape and got.dtype == np.float32
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-6 * k)


# (m, n, k): square, 16 dividing nothing, a single row or column, N < M (split by rows), a long k
SHAPES = [(64, 64, 64), (37, 50, 23), (1, 33, 17), (300, 5, 64), (130, 20, 1000), (5, 300, 7)]


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("ta,tb", [(False, False), (True, False), (False, True), (True, True)])
@pytest.mark.parametrize("shape", SHAPES)
def test_blas_matmul_matches_numpy(shape, ta, tb, threads):
    m, n, k = shape
    src, a_shape, b_shape = _program(m, n, k, ta, tb)
    rng = np.random.default_rng(hash((shape, ta, tb)) % 2**32)
    a, b = rng.standard_normal(a_shape).astype(np.float32), rng.standard_normal(b_shape).astype(np.float32)
    fn = kina.compile_source(src, path="t.kina", backend="native", codegen=_codegen(m, n, k, threads)).main
    _check(fn(a, b), a, b, ta, tb, k)


def _lowered(src: str, codegen: dict) -> str:
    return str(Compiler().emit(Source("t.kina", src), "llvm-mlir", {"codegen": codegen})[0])


def test_the_call_replaces_the_matmul_and_reads_transposes_through_flags():
    src, _, _ = _program(64, 96, 128, True, False)
    split = _lowered(src, _codegen(64, 96, 128, 2))
    assert f"@{SGEMM}" in split and f"@{SPLIT}" in split and "omp.parallel" in split
    # the transposed operand is read in place: no transpose routine or kernel is left
    assert "kina.tcall" not in split and "kina_transpose" not in split
    once = _lowered(src, _codegen(64, 96, 128, 2, par=False))
    assert f"@{SGEMM}" in once and f"@{SPLIT}" not in once
    own = _lowered(src, _codegen(64, 96, 128, 2, blas=False))
    assert SGEMM not in own


def test_without_the_library_the_table_keeps_kinas_schedule():
    m, n, k = 48, 64, 80
    src, a_shape, b_shape = _program(m, n, k, False, True)
    codegen = {**_codegen(m, n, k, 2), "blas": None}
    assert SGEMM not in _lowered(src, codegen)
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal(a_shape).astype(np.float32), rng.standard_normal(b_shape).astype(np.float32)
    _check(kina.compile_source(src, path="t.kina", backend="native", codegen=codegen).main(a, b), a, b, False, True, k)


def test_only_f32_2d_matmuls_of_a_tuned_class_and_never_untuned():
    opts = CodegenOptions.resolve({"codegen": {"tuning": {tuning.kernel_class("matmul", "F32", 64, 64, 64): {"blas": True}}}})
    policy = TilePolicy(opts)
    assert policy.blas(64, 64, 64, "F32")
    assert not policy.blas(64, 64, 64, "F64")
    assert not policy.blas(512, 512, 512, "F32")  # another class: not measured, Kina's schedule
    assert not policy.packs(64, 64, 64, "F32")  # no packed panels for a matmul OpenBLAS packs itself
    assert not TilePolicy(opts.with_(blas=None)).blas(64, 64, 64, "F32")
    assert not TilePolicy(CodegenOptions.resolve({"codegen": {"tuning": ""}})).blas(1024, 1024, 1024, "F32")


def test_blas_choice_is_in_the_artifact_key_and_kina_blas_0_drops_the_library():
    with_lib = CodegenOptions.resolve({"codegen": {"tuning": ""}}, environ={})
    without = CodegenOptions.resolve({"codegen": {"tuning": ""}}, environ={"KINA_BLAS": "0"})
    assert with_lib.blas == blas_library() and without.blas is None
    assert with_lib.key() != without.key()


def test_gradient_of_an_mlp_through_blas_matches_numpy():
    """AD's transposed matmuls (xᵀ·g, g·wᵀ) read through the Trans flags, every class on OpenBLAS."""
    N, D, H = 24, 40, 56
    src = f"""let loss = fn(x: {_t(N, D)}, w1: {_t(D, H)}, w2: {_t(H, D)}) -> {_t(1)} {{
  let d = (x @ w1).tanh() @ w2 - x in
  (d * d).reduce_sum(axes=[0, 1], keepdims=true).reshape([1])
}} in
fn @main(x: {_t(N, D)}, w1: {_t(D, H)}, w2: {_t(H, D)}) -> ({_t(1)}, {_t(N, D)}, {_t(D, H)}, {_t(H, D)}) {{
  handle loss(x, w1, w2) with reverseMode
}}"""
    classes = {tuning.kernel_class("matmul", "F32", m, n, k): {"blas": True, "par": True}
               for m, n, k in [(N, H, D), (N, D, H), (N, H, D), (H, D, N), (D, H, N), (N, D, H)]}
    assert SGEMM in _lowered(src, {"threads": 2, "tuning": classes})
    fn = kina.compile_source(src, path="t.kina", backend="native", codegen={"threads": 2, "tuning": classes}).main
    rng = np.random.default_rng(3)
    x, w1, w2 = (rng.standard_normal(s).astype(np.float32) * 0.3 for s in [(N, D), (D, H), (H, D)])
    loss, gx, g1, g2 = fn(x, w1, w2)
    X, W1, W2 = (v.astype(np.float64) for v in (x, w1, w2))
    h = np.tanh(X @ W1)
    d = h @ W2 - X
    go = 2 * d
    gh = (go @ W2.T) * (1 - h * h)
    want = [np.array([(d * d).sum()]), gh @ W1.T - go, X.T @ gh, h.T @ go]
    for got, w in zip([loss, gx, g1, g2], want):
        np.testing.assert_allclose(got, w, rtol=1e-4, atol=1e-4 * max(1.0, float(np.abs(w).max())))


def test_unit_stride_types_and_transposed_maps():
    assert unit_stride_2d("memref<4x8xf32>") == (4, 8)
    assert unit_stride_2d("memref<4x8xf32, strided<[16, 1], offset: ?>>") == (4, 8)
    assert unit_stride_2d("memref<4x8xf32, strided<[?, 1], offset: 3>>") == (4, 8)
    assert unit_stride_2d("memref<4x8xf32, strided<[1, 4]>>") is None  # columns of unit stride: not CBLAS's rows
    assert unit_stride_2d("memref<4x8xf64>") is None
    assert unit_stride_2d("memref<2x4x8xf32>") is None


def test_the_artifact_names_openblas_only_when_it_calls_it():
    if shutil.which("readelf") is None:
        pytest.skip("binutils' readelf is not installed (the calls are checked by running them above)")
    m = n = k = 64
    for blas in (True, False):
        src, _, _ = _program(m, n, k, False, False)
        artifact = Compiler().emit(Source("t.kina", src), "so", {"codegen": _codegen(m, n, k, 2, blas=blas)})[0]
        needed = subprocess.run(["readelf", "-d", artifact.so_path], capture_output=True, text=True, check=True).stdout
        assert ("libscipy_openblas.so" in needed) == blas
        assert (os.path.dirname(blas_library()) in needed) == blas  # its rpath


def test_a_loop_carry_accumulates_an_openblas_matmul_and_outlining_off_agrees():
    """`acc + x_tᵀ @ g_t` into a loop carry: the matmul's init is the carry (beta = 1 adds to it);
    the same with KINA_OUTLINE's switch off, where the whole pipeline runs on the module."""
    T_, B, I, J = 5, 16, 32, 48
    src = f"""fn @main(xs: {_t(T_, B, I)}, gs: {_t(T_, B, J)}, a0: {_t(I, J)}) -> {_t(I, J)} {{
  let acc = loop (acc = a0) for t < {T_} {{
    acc + xs.index(t, axis=0).transpose([1, 0]) @ gs.index(t, axis=0)
  }} in
  acc
}}"""
    classes = {tuning.kernel_class("matmul", "F32", I, J, B): {"blas": True, "par": True}}
    rng = np.random.default_rng(7)
    args = [rng.standard_normal(s).astype(np.float32) for s in [(T_, B, I), (T_, B, J), (I, J)]]
    want = args[2].astype(np.float64) + np.einsum("tbi,tbj->ij", args[0].astype(np.float64), args[1].astype(np.float64))
    for outline in (True, False):
        codegen = {"threads": 2, "tuning": classes, "outline": outline}
        assert SGEMM in _lowered(src, codegen)
        got = kina.compile_source(src, path="t.kina", backend="native", codegen=codegen).main(*args)
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_every_openblas_matmul_of_a_layer_loop_stays_a_call():
    """Fusion folds a reshape next to a matmul into it, making a generic that no schedule or call
    takes: in the transformer-scan step (examples/char-transformer) the weight gradient of `w1`,
    read as a reshape of its rows, ran as scalar loops on two threads, the step 4x slower. The
    OpenBLAS matmul sits in a function of its own, which fusion does not enter: every one of them
    is still a call once lowered."""
    path = os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples", "char-transformer", "transformer_scan.kina")
    sizes = {"B": 8, "T": 128, "V": 96, "L": 1, "H": 4, "Dh": 64}
    classes = {tuning.kernel_class("matmul", "F32", m, n, k): {"blas": True, "par": True} for m, n, k in [(1024, 1024, 256), (256, 1024, 1024)]}
    options = {"specialise": {"entry": "step", "sizes": sizes}, "codegen": {"threads": 2, "tuning": classes}}
    source = Source.read(path)
    emitted = str(Compiler().emit(source, "mlir", options)[0])
    lowered = str(Compiler().emit(source, "llvm-mlir", options)[0])
    sites = re.findall(r"func\.call @(kina\.blas\.matmul\w+)", emitted)
    assert len(sites) >= 3
    assert len(re.findall(r"llvm\.call @kina\.blas\.matmul\w+\(", lowered)) == len(sites)  # each site calls its function
    assert len(re.findall(rf"llvm\.call @{re.escape(SPLIT)}\(", lowered)) == len(set(sites))  # which calls OpenBLAS


def test_a_reshaped_result_still_calls_openblas():
    """A transposed operand and a reshaped result around an OpenBLAS matmul: still a call, NumPy's numbers."""
    m, n, k = 64, 96, 128
    # [m, n] -> [m * 4, n / 4]: the rows of each result row split in four (an expand, then a collapse)
    src = f"fn @main(a: {_t(k, m)}, b: {_t(k, n)}) -> {_t(m * 4, n // 4)} {{ (a.transpose([1, 0]) @ b).reshape([{m * 4}, {n // 4}]) }}"
    codegen = _codegen(m, n, k, 2)
    lowered = _lowered(src, codegen)
    assert f"@{SGEMM}" in lowered and f"@{SPLIT}" in lowered
    rng = np.random.default_rng(9)
    a, b = rng.standard_normal((k, m)).astype(np.float32), rng.standard_normal((k, n)).astype(np.float32)
    got = kina.compile_source(src, path="t.kina", backend="native", codegen=codegen).main(a, b)
    np.testing.assert_allclose(got, (a.astype(np.float64).T @ b).reshape(m * 4, n // 4), rtol=2e-5, atol=2e-6 * k)
