"""Matmuls on the vectorised path (named linalg ops + the schedule of kina_mlir.transforms.matmul) and on
the plain fallback: native == NumPy backend over random shapes, including primes, 1, and sizes
no tile divides (F32 rel <= 1e-5, as test_differential)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from kina_mlir.options import CodegenOptions
from kina_mlir.transforms.matmul import matmul_schedule
from kina_mlir.transforms.tiling import TILES, TilePolicy

HOST = TilePolicy(CodegenOptions.resolve())  # the host's ISA, as a compile here chooses it
matmul_tiles, matmul_blocks, packs = HOST.matmul_tiles, HOST.matmul_blocks, HOST.packs

rng = np.random.default_rng(20261201)
_DIMS = [1, 2, 3, 5, 7, 8, 13, 16, 17, 31, 32, 33, 48, 64, 96]


def _random_shapes(n):
    out = []
    for _ in range(n):
        out.append(tuple(int(rng.choice(_DIMS)) for _ in range(3)))
    return out


# fixed cases: every path (tiled, each fallback) plus random ones
SHAPES_2D = [(1, 1, 1), (8, 32, 4), (16, 64, 8), (7, 13, 5), (8, 32, 1), (2, 8, 3), (64, 96, 48), (24, 40, 12), (16, 512, 256), (8, 768, 384),
             (7, 256, 256), (13, 260, 257), (5, 256, 263)] + _random_shapes(6)
BATCHED = [((2,), (8, 32, 4)), ((3,), (5, 7, 11)), ((2, 3), (16, 32, 8)), ((1, 2), (8, 16, 2)), ((1,), (8, 32, 4)),
           ((4,), (64, 64, 32)), ((2, 2), (3, 1, 17)), ((2,), (8, 512, 256))]


def _check(batch, m, n, k, dtype="F32"):
    a_shape, b_shape = (*batch, m, k), (*batch, k, n)
    t = lambda s: f"tensor<{dtype}, [{', '.join(map(str, s))}], @host>"  # noqa: E731
    src = f"fn @main(a: {t(a_shape)}, b: {t(b_shape)}) -> {t((*batch, m, n))} {{ a @ b }}"
    np_dtype = np.float32 if dtype == "F32" else np.float64
    a = rng.standard_normal(a_shape).astype(np_dtype)
    b = rng.standard_normal(b_shape).astype(np_dtype)
    ref = kina.compile_source(src, path="mm.kina", backend="numpy").main(a, b)
    nat = kina.compile_source(src, path="mm.kina", backend="native").main(a, b)
    assert nat.shape == ref.shape and nat.dtype == ref.dtype
    np.testing.assert_allclose(nat, ref, rtol=1e-5, atol=1e-5 * np.sqrt(k))
    np.testing.assert_allclose(nat, np.matmul(a, b), rtol=1e-4, atol=1e-4 * np.sqrt(k))


@pytest.mark.parametrize("m,n,k", SHAPES_2D, ids=[f"{m}x{n}x{k}" for m, n, k in SHAPES_2D])
def test_2d_matmul_native_equals_numpy_backend(m, n, k):
    _check((), m, n, k)


@pytest.mark.parametrize("batch,mnk", BATCHED, ids=[f"{'x'.join(map(str, b))}b{'x'.join(map(str, s))}" for b, s in BATCHED])
def test_batched_matmul_native_equals_numpy_backend(batch, mnk):
    _check(batch, *mnk)


def test_f64_matmul_takes_the_vectorised_path_too():
    _check((2,), 8, 32, 4, "F64")


def test_tiles_divide_the_shape_or_fall_back():
    for m in range(1, 70):
        for n in (1, 7, 8, 16, 31, 32, 96):
            for k in (1, 2, 3, 4, 5, 12):
                tiles = matmul_tiles(m, n, k)
                if tiles is not None:
                    assert all(d % t == 0 for d, t in zip((m, n, k), tiles)), (m, n, k, tiles)
    cm, cn, ck = HOST.candidates
    assert matmul_tiles(64, 128, 64) == (cm[0], cn[0], ck[0])
    assert matmul_tiles(7, 32, 5) == (1, cn[0], 1)  # prime m and k still vectorise along n
    assert matmul_tiles(8, 31, 4) is None and matmul_tiles(8, 6, 4) is None and matmul_tiles(8, 32, 1) is None
    assert matmul_schedule([]) is None
    assert matmul_blocks(512, 512, (4, 16, 8)) == (0, 256, 256)
    assert matmul_blocks(256, 256, (4, 16, 8)) == (0, 0, 0) and matmul_blocks(96, 300, (4, 16, 8)) == (0, 0, 0)
    assert packs(256, 1024, 1024) and packs(7, 256, 263)
    assert not packs(512, 128, 128) and not packs(256, 1024, 1) and not packs(256, 258, 256)


@pytest.mark.parametrize("isa", ["avx2", "avx512"])
def test_tiles_follow_the_vector_isa(monkeypatch, isa):
    # 16 ymm registers of 8 f32 take [4, 16] accumulators; 32 zmm of 16 f32 take [8, 32];
    # an F64 tile is half as wide (half the lanes per register)
    policy = TilePolicy(CodegenOptions(isa=isa))
    matmul_tiles = policy.matmul_tiles
    wide = isa == "avx512"
    # AVX-512 steps k by 1 (as fast, and an 8x smaller unrolled body: transforms/tiling.py)
    assert matmul_tiles(64, 128, 64) == ((8, 32, 1) if wide else (4, 16, 8))
    assert matmul_tiles(64, 128, 64, "F64") == ((8, 16, 1) if wide else (4, 8, 8))
    assert matmul_tiles(64, 48, 64) == ((8, 16, 1) if wide else (4, 16, 8))
    assert matmul_tiles(3, 4, 3) == (1, 4, 1) and matmul_tiles(3, 4, 3, "F64") == (1, 4, 1)
    assert policy.candidates is TILES[isa]


def test_host_tiles_match_the_host_isa():
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    has512 = llvm.get_host_cpu_features().get("avx512f", False)
    assert CodegenOptions.resolve().isa == ("avx512" if has512 else "avx2")


def test_tiled_matmul_is_vectorised():
    from kina.compiler import Compiler
    from kina.diagnostics import Source

    src = "fn @main(a: tensor<F32, [16, 8], @host>, b: tensor<F32, [8, 64], @host>) -> tensor<F32, [16, 64], @host> { a @ b }"
    compiler = Compiler()
    mlir = compiler.emit(Source("mm.kina", src), "mlir")[0].text
    tm, tn, tk = matmul_tiles(16, 64, 8)  # the host's tiles (test_tiles_follow_the_vector_isa)
    assert f"linalg.matmul {{kina.tile = [{tm}, {tn}, {tk}], kina.block = [0, 0, 0]}}" in mlir
    llvm_mlir = str(compiler.emit(Source("mm.kina", src), "llvm-mlir")[0])
    assert f"vector<{tn}xf32>" in llvm_mlir and ("llvm.intr.fmuladd" in llvm_mlir or "llvm.intr.fma" in llvm_mlir)


def test_large_matmul_reads_b_through_packed_panels():
    from kina.compiler import Compiler
    from kina.diagnostics import Source

    src = "fn @main(a: tensor<F32, [8, 256], @host>, b: tensor<F32, [256, 512], @host>) -> tensor<F32, [8, 512], @host> { a @ b }"
    compiler = Compiler()
    mlir = compiler.emit(Source("mm.kina", src), "mlir")[0].text
    tm, tn, tk = matmul_tiles(8, 512, 256)
    assert f"kina.tile = [{tm}, {tn}, {tk}], kina.block = [0, 0, 0]" in mlir and f"tensor<{512 // tn}x256x{tn}xf32>" in mlir
    llvm_mlir = str(compiler.emit(Source("mm.kina", src), "llvm-mlir")[0])
    assert f"vector<{tn}xf32>" in llvm_mlir and ("llvm.intr.fmuladd" in llvm_mlir or "llvm.intr.fma" in llvm_mlir)


@pytest.mark.parametrize("a_shape,b_shape", [((16, 8), (8, 64)), ((8, 256), (256, 512)), ((2, 16, 32), (2, 32, 64))])
def test_the_schedule_lowers_every_contraction_in_the_marked_matmul_loops(a_shape, b_shape):
    """The contractions are lowered only in the loops the schedule marked (MATMUL_LOOP): every
    planned matmul's outermost loop is marked, and none is left as a vector.contract."""
    from kina.compiler import Compiler
    from kina.diagnostics import Source
    from kina_mlir.bindings import parse_verified
    from kina_mlir.transforms.matmul import MATMUL_LOOP, apply_matmul_schedule

    t = lambda s: f"tensor<F32, [{', '.join(map(str, s))}], @host>"  # noqa: E731
    out = (*a_shape[:-1], b_shape[-1])
    src = f"fn @main(a: {t(a_shape)}, b: {t(b_shape)}, c: {t(out)}) -> {t(out)} {{ (a @ b).tanh() @ (c.transpose([{', '.join(map(str, range(len(out) - 2)))}{', ' if len(out) > 2 else ''}{len(out) - 1}, {len(out) - 2}]) @ c) }}"
    emitted = Compiler().emit(Source("mm.kina", src), "mlir")[0]
    assert len(set(emitted.matmul_plans)) >= 1
    ctx, module = parse_verified(emitted.text)
    with ctx:
        apply_matmul_schedule(module, emitted.matmul_plans)
        text = str(module)
    assert text.count(MATMUL_LOOP) >= len(emitted.matmul_plans) and "vector.contract" not in text
    assert "vector.fma" in text
