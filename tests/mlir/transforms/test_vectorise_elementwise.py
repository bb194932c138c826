"""The elementwise schedule (kina_mlir.transforms.elementwise): which generics it vectorises, that
it does, and that the vectorised code equals the scalar path (same program, the schedule off)."""
from __future__ import annotations

import numpy as np

import kina
from kina.compiler import Compiler
from kina.diagnostics import Source
from kina_mlir.transforms.tiling import TilePolicy

vector_width = TilePolicy.vector_width


def widest() -> int:
    """The widest vectorisation of this build: 64 f32 lanes with AVX-512, 32 with AVX2 (four
    registers an operand; transforms/tiling.py VEC_MAX), or this machine's tuned maximum."""
    from kina_mlir.options import CodegenOptions

    return TilePolicy(CodegenOptions.resolve()).vec_widths[0]


def test_vector_width_follows_the_contiguous_dim():
    ident = "(d0, d1) -> (d0, d1)"
    assert vector_width([ident, ident], [(4, 128), (4, 128)], False) == 64
    assert vector_width([ident, "(d0, d1) -> (d0)"], [(4, 24), (4,)], False) == 8  # reduction along d1
    assert vector_width([ident, "(d0, d1) -> (d1)"], [(4, 48), (48,)], False) == 16  # broadcast row
    assert vector_width([ident, ident], [(4, 7), (4, 7)], False) is None  # no width divides 7
    assert vector_width(["(d0, d1) -> (d1, d0)", ident], [(8, 64), (64, 8)], False) is None  # transpose
    assert vector_width([ident, ident], [(4, 64), (4, 64)], True) is None  # a gather
    assert vector_width(["() -> ()"], [()], False) is None
    # a unit dim read at index 0 (a broadcast operand after fusion: an SGD step's [1, 1] rate)
    assert vector_width([ident, "(d0, d1) -> (0, 0)", ident], [(4, 64), (1, 1), (4, 64)], False) == 64
    assert vector_width(["(d0, d1) -> (0, d1)", ident], [(1, 64), (4, 64)], False) == 64
    assert vector_width(["(d0, d1) -> (d0, 1)", ident], [(4, 2), (4, 64)], False) is None  # not a unit index


def test_unit_dim_broadcasts_are_vectorised_and_equal_numpy():
    """Operands of extent 1 read at index 0 ((d0, d1, d2) -> (0, 0, d2) after fusion) used to leave
    the whole generic to the scalar path: the StoryLM steps' SGD updates and softmax gradients."""
    src = (f"fn @main(w: tensor<F32, [4, 8, 64]>, lr: tensor<F32, [1, 1, 1]>, b: tensor<F32, [1, 1, 64]>, "
           f"r: tensor<F32, [4, 8, 1]>) -> tensor<F32, [4, 8, 64]> {{\n"
           f"  w - lr.broadcast([4, 8, 64]) * (w * b.broadcast([4, 8, 64]) + r.broadcast([4, 8, 64]))\n}}")
    llvm_mlir = str(Compiler().emit(Source("u.kina", src), "llvm-mlir")[0])
    assert f"vector<{widest()}xf32>" in llvm_mlir
    rng = np.random.default_rng(8)
    args = [rng.standard_normal(s).astype(np.float32) for s in ((4, 8, 64), (1, 1, 1), (1, 1, 64), (4, 8, 1))]
    nat = kina.compile_source(src, path="u.kina", backend="native").main(*args)
    ref = kina.compile_source(src, path="u.kina", backend="numpy").main(*args)
    np.testing.assert_allclose(nat, ref, rtol=1e-6, atol=1e-6)


def test_elementwise_chain_is_vectorised_and_equals_the_scalar_path(monkeypatch):
    t = "tensor<F32, [3, 5, 64], @host>"
    src = f"fn @main(x: {t}, y: {t}) -> {t} {{ (x * y + x).tanh().log_softmax(axis=2) + x.exp() - y.log_softmax(axis=0) }}"
    llvm_mlir = str(Compiler().emit(Source("ew.kina", src), "llvm-mlir")[0])
    assert f"vector<{widest()}xf32>" in llvm_mlir
    rng = np.random.default_rng(5)
    x = rng.standard_normal((3, 5, 64)).astype(np.float32)
    y = np.abs(x) + 0.5
    vec = kina.compile_source(src, path="ew.kina", backend="native").main(x, y)
    monkeypatch.setenv("KINA_VECTORISE", "0")  # a switch of the artifact key: a new build
    scalar = kina.compile_source(src, path="ew.kina", backend="native").main(x, y)
    ref = kina.compile_source(src, path="ew.kina", backend="numpy").main(x, y)
    np.testing.assert_allclose(vec, scalar, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(vec, ref, rtol=1e-5, atol=1e-5)


def test_every_dtype_through_vectorisable_shapes():
    """Bool stays scalar (i1 vectors are bit-packed in memory, a memref of i1 is a byte each);
    ints, F64 and casts between them along a contiguous dim of 64 agree with the NumPy backend."""
    t = lambda d: f"tensor<{d}, [2, 64], @host>"  # noqa: E731
    src = (f"fn @main(x: {t('F32')}, b: {t('Bool')}, i: {t('I64')}, j: {t('I32')}) -> "
           f"({t('Bool')}, {t('F32')}, {t('I64')}, {t('F64')}, {t('I32')}) {{\n"
           f"  (x.cast(dtype=Bool), b.cast(dtype=F32) + x, i * i + i.maximum(3), x.cast(dtype=F64).exp(), j - j * j)\n}}")
    rng = np.random.default_rng(6)
    x = rng.standard_normal((2, 64)).astype(np.float32)
    x[:, ::3] = 0
    args = (x, rng.random((2, 64)) < 0.5, rng.integers(-50, 50, (2, 64)), rng.integers(-50, 50, (2, 64)).astype(np.int32))
    nat = kina.compile_source(src, path="dt.kina", backend="native").main(*args)
    ref = kina.compile_source(src, path="dt.kina", backend="numpy").main(*args)
    for got, want in zip(nat, ref):
        assert got.dtype == want.dtype
        np.testing.assert_allclose(got, want, rtol=1e-6)


def test_every_unary_float_op_through_vectorisable_shapes():
    """Regression: `erf` has no LLVM intrinsic; convert-math-to-libm scalarises a vectorised erf into
    vector.extract/insert around erff calls, which the pipeline then left unlowered ("ops left after
    lowering to the LLVM dialect: vector.extract, vector.insert") when it ran after
    convert-vector-to-llvm — std/nn.kina's gelu at any width of 8 or more failed to compile. Every
    unary float op, F32 and F64, at widths 8, 24 and 64, against the NumPy backend."""
    ops = ["exp", "log", "sqrt", "tanh", "abs", "sign", "sin", "cos", "erf", "sigmoid", "rsqrt", "log1p"]
    rng = np.random.default_rng(7)
    for dt, npdt in (("F32", np.float32), ("F64", np.float64)):
        for w in (8, 24, 64):
            t = f"tensor<{dt}, [3, {w}]>"
            src = (f"fn @main(x: {t}) -> ({', '.join([t] * len(ops))}) {{\n"
                   f"  ({', '.join(f'(x * 1.5).{op}()' for op in ops)})\n}}")
            llvm_mlir = str(Compiler().emit(Source("u.kina", src), "llvm-mlir")[0])
            assert f"vector<{8 if w == 24 else min(w, widest())}x" in llvm_mlir  # the schedule did vectorise them
            x = (np.abs(rng.standard_normal((3, w))) + 0.25).astype(npdt)  # log, sqrt, rsqrt need x > 0
            nat = kina.compile_source(src, path="u.kina", backend="native").main(x)
            ref = kina.compile_source(src, path="u.kina", backend="numpy").main(x)
            for op, got, want in zip(ops, nat, ref):
                np.testing.assert_allclose(got, want, rtol=2e-6 if dt == "F32" else 1e-12, atol=1e-7,
                                           err_msg=f"{op} {dt} width {w}")


def test_the_frontends_avx512_check_agrees_with_llvm():
    """target.host_has_avx512 reads the kernel's CPU flags (no llvmlite import in the frontend);
    the code it shapes is compiled for LLVM's view of the host, which must be the same."""
    import llvmlite.binding as llvm

    from kina_mlir.target import host_has_avx512

    llvm.initialize_native_target()
    assert host_has_avx512() == bool(llvm.get_host_cpu_features().get("avx512f", False))

