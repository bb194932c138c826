"""Pure transposes (their batch dims in order, the last two swapped) are calls of one shape-generic
routine per rank (kina_mlir.transforms.routines), so the shuffle network (16×16, 8×8 on AVX2) is compiled once per module
however many shapes a program transposes, whatever their extents (16 need not divide them); the
results are NumPy's, bit for bit."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from kina.compiler import Compiler
from kina.diagnostics import Source
from kina_mlir import bindings, pipeline
from kina_mlir.options import CodegenOptions
from kina_mlir.transforms import routines

# The routine is the same on AVX2 and AVX-512 hosts; where a test looks at the per-shape 16×16
# kernel of a transpose the routine does not take (AVX-512's tile; AVX2's 8×8 tile leaves a small
# one scalar), it inspects AVX-512's kernels without running them: no test depends on the CPU.


# the routine's mechanics on small shapes too (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("routines_for_every_size")


@pytest.fixture
def avx512_kernels(monkeypatch):
    """_kernels with AVX-512's tiles (inspected, never run)."""
    def kernels(src):
        with monkeypatch.context() as m:
            m.setenv("KINA_ISA", "avx512")
            assert CodegenOptions.resolve().isa == "avx512"
            return _kernels(src)
    return kernels


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


SHAPES = [(32, 48), (128, 256), (16, 16), (3, 32, 16), (1, 16, 64), (2, 3, 16, 32), (8, 4, 64, 32),
          # extents 16 does not divide: whole tiles, then the rest an element at a time
          (5, 7), (1, 1), (3, 17, 33), (8, 4, 64, 24), (2, 3, 40, 16)]


def _program(shapes, fused: bool = False) -> str:
    params = ", ".join(f"x{i}: {_t(*s)}" for i, s in enumerate(shapes))
    outs = [s[:-2] + (s[-1], s[-2]) for s in shapes]
    perm = lambda n: ", ".join(map(str, list(range(n - 2)) + [n - 1, n - 2]))  # noqa: E731
    body = [f"x{i}.transpose([{perm(len(s))}])" for i, s in enumerate(shapes)]
    if fused:  # not a pure copy: vectorised per shape, not the routine
        body[0] = f"x0.transpose([{perm(len(shapes[0]))}]) * 2.0"
    return f"fn @main({params}) -> ({', '.join(_t(*o) for o in outs)}) {{ ({', '.join(body)}) }}"


def _kernels(src: str, codegen: dict | None = None) -> list:
    """The kernels the outliner makes for `src`'s module (handed to a share callback that keeps none)."""
    emitted = Compiler().emit(Source("t.kina", src), "mlir", {"codegen": codegen} if codegen else None)[0]
    found = []
    pipeline.lower_to_llvm_dialect(emitted, share=lambda pipeline, kernels, glue: found.extend(kernels) or set())
    return found


ROUTINE_TYPE = routines.routine_type(routines.SHARED_RANK)
SERIAL = {"par_min_transpose": 1 << 40, "par_min_elements": 1 << 40}  # no site split over threads


def test_one_routine_per_edge_kind_whatever_the_ranks_and_shapes():
    # on one thread's routines (the big sites would call the threaded ones: the test below)
    kernels = _kernels(_program(SHAPES), SERIAL)
    routine = [k for k in kernels if k.arg_types == (ROUTINE_TYPE,) * 2]
    # ranks 2, 3 and 4 all call the rank-4 routine (a lower rank viewed with unit batch dims): one
    # for extents 16 divides (whole tiles only), one with the element-by-element edges
    assert len(routine) == 2 and sorted("%src2" in k.body for k in routine) == [False, True]
    # no other kernel transposes (each would carry a shuffle network of its own)
    assert sum("vector.transpose" in k.body for k in kernels) == 2
    whole = _kernels(_program([s for s in SHAPES if not (s[-1] % 16 or s[-2] % 16)]), SERIAL)
    assert sum("vector.transpose" in k.body for k in whole) == 1 and not any("%src2" in k.body for k in whole)


def test_a_fused_transpose_keeps_its_own_kernel(avx512_kernels):
    kernels = avx512_kernels(_program([(32, 48), (64, 16)], fused=True))
    assert sum(k.arg_types == (ROUTINE_TYPE,) * 2 for k in kernels) == 1
    assert sum("vector.transpose" in k.body for k in kernels) == 2  # the routine, and the fused one


@pytest.mark.parametrize("fused", [False, True], ids=["pure", "one-fused"])
def test_transposes_equal_numpy_bit_for_bit(fused, fresh_cache):
    rng = np.random.default_rng(3)
    xs = [rng.standard_normal(s).astype(np.float32) for s in SHAPES]
    got = kina.compile_source(_program(SHAPES, fused), path="t.kina", backend="native").main(*xs)
    for i, (x, g) in enumerate(zip(xs, got)):
        want = np.swapaxes(x, -1, -2) * (2.0 if fused and i == 0 else 1.0)
        np.testing.assert_array_equal(g, want)


# a block of dims moved past another (attention's heads split and merged: [B, T, H, D] <-> [B, H, D, T]):
# the routine on the buffers viewed with each block as one dim; the last, a middle swap, is no such move
BLOCKS = [((8, 64, 4, 32), (0, 2, 3, 1)), ((8, 4, 32, 64), (0, 3, 1, 2)), ((6, 5, 7), (2, 0, 1)), ((6, 5, 7), (1, 2, 0)),
          ((2, 3, 4, 5), (2, 3, 0, 1)), ((2, 3, 4, 5, 6), (0, 1, 4, 2, 3)), ((2, 3, 4, 5, 6), (0, 3, 4, 1, 2))]
MIDDLE = ((4, 16, 2, 64), (0, 2, 1, 3))


def _permuting(cases) -> str:
    params = ", ".join(f"x{i}: {_t(*s)}" for i, (s, _) in enumerate(cases))
    outs = ", ".join(_t(*(s[p] for p in perm)) for s, perm in cases)
    body = ", ".join(f"x{i}.transpose([{', '.join(map(str, perm))}])" for i, (_, perm) in enumerate(cases))
    return f"fn @main({params}) -> ({outs}) {{ ({body}) }}"


def test_blocks_of_dims_moved_past_each_other_call_the_routine_and_equal_numpy(fresh_cache):
    assert routines.transpose_groups(["(d0, d1, d2, d3) -> (d0, d3, d1, d2)", "(d0, d1, d2, d3) -> (d0, d1, d2, d3)"], 4) == (1, 3)
    assert routines.transpose_groups(["(d0, d1, d2) -> (d0, d2, d1)", "(d0, d1, d2) -> (d0, d1, d2)"], 3) == (1, 2)
    assert routines.transpose_groups(["(d0, d1, d2, d3) -> (d0, d2, d1, d3)", "(d0, d1, d2, d3) -> (d0, d1, d2, d3)"], 4) is None
    # three batch dims and two blocks: a view of rank 5, above the routine's
    assert routines.transpose_groups(["(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4, d3)", "(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)"], 5) is None
    cases = [*BLOCKS, MIDDLE]
    kernels = _kernels(_permuting(cases))
    assert sum(k.arg_types == (ROUTINE_TYPE,) * 2 for k in kernels) == 2  # whole tiles, and edges
    assert len(kernels) == 3  # and the middle swap's own
    rng = np.random.default_rng(5)
    xs = [rng.standard_normal(s).astype(np.float32) for s, _ in cases]
    got = kina.compile_source(_permuting(cases), path="t.kina", backend="native").main(*xs)
    for x, (_, perm), g in zip(xs, cases, got):
        np.testing.assert_array_equal(g, x.transpose(perm))
    # split over threads, as the schedule splits a big one
    codegen = {"threads": 2, "par_min_elements": 1}
    got = kina.compile_source(_permuting(BLOCKS), path="t.kina", backend="native", codegen=codegen).main(*xs[:-1])
    for x, (_, perm), g in zip(xs, BLOCKS, got):
        np.testing.assert_array_equal(g, x.transpose(perm))


def test_small_transposes_keep_their_own_kernels(monkeypatch):
    """Below routines.ROUTINE_MIN_ELEMENTS a pure transpose stays a kernel of its own, a "small"
    one (no LLVM optimiser): cheaper to build and to call than the routine's views and loops."""
    monkeypatch.undo()
    assert routines.ROUTINE_MIN_ELEMENTS == 4096
    small, big = (4, 2, 2), (4, 32, 64)
    kernels = _kernels(_program([small, big]))
    assert sum(k.arg_types == (ROUTINE_TYPE,) * 2 for k in kernels) == 1
    own = [k for k in kernels if k.arg_types != (ROUTINE_TYPE,) * 2]
    assert len(own) == 1 and own[0].name.endswith(".small") and "memref<4x2x2xf32>" in own[0].arg_types


def test_castable_needs_f32_the_rank_and_a_unit_innermost_stride():
    assert routines.castable("memref<8x4x64x32xf32>", 4)
    assert routines.castable("memref<16x32xf32, strided<[64, 1], offset: ?>>", 2)
    assert not routines.castable("memref<16x32xf32, strided<[64, 2], offset: ?>>", 2)
    assert not routines.castable("memref<16x32xf32>", 3)
    assert not routines.castable("memref<16x32xf64>", 2)
    with pytest.raises(ValueError):
        routines.routine_body(5)


def test_a_buffer_that_cannot_be_cast_keeps_its_generic():
    """A tagged transpose whose source has an innermost stride of 2 is outlined as an ordinary
    kernel (lowered to plain loops), not cast to the routine's type."""
    from kina_mlir.transforms.outline import outline_kernels

    mod = """
    #id = affine_map<(d0, d1) -> (d0, d1)>
    #sw = affine_map<(d0, d1) -> (d1, d0)>
    func.func @f(%a: memref<16x16xf32, strided<[64, 2]>>, %b: memref<16x16xf32>, %c: memref<16x16xf32>) {
      linalg.generic {indexing_maps = [#sw, #id], iterator_types = ["parallel", "parallel"], kina.tcall = [2]}
          ins(%a : memref<16x16xf32, strided<[64, 2]>>) outs(%b : memref<16x16xf32>) {
      ^bb0(%x: f32, %y: f32):
        linalg.yield %x : f32
      }
      linalg.generic {indexing_maps = [#sw, #id], iterator_types = ["parallel", "parallel"], kina.tcall = [2]}
          ins(%b : memref<16x16xf32>) outs(%c : memref<16x16xf32>) {
      ^bb0(%x: f32, %y: f32):
        linalg.yield %x : f32
      }
      return
    }"""
    ctx, module = bindings.parse_verified(mod)
    kept = []
    with ctx:
        outline_kernels(module, lambda kernels, glue: kept.extend(kernels) or set())
        module.operation.verify()
    routine = [k for k in kept if k.arg_types == (ROUTINE_TYPE,) * 2]
    ordinary = [k for k in kept if "linalg.generic" in k.body]
    assert len(routine) == 1 and len(ordinary) == 1
    assert "strided<[64, 2]>" in ordinary[0].arg_types[0]


def test_a_transpose_inside_a_loop_is_vectorised_not_left_for_the_routine(fresh_cache, avx512_kernels):
    # the outliner calls the routine in place of a function's own statements only; a transpose in
    # a loop's body (outlined with its whole loop) used to be tagged for it and stay scalar
    src = f"""fn @main(x: {_t(4, 32, 48)}) -> {_t(4, 48, 32)} {{
  let (s, ys) = loop (s = full(shape=[], value=0.0, dtype=F32)) for t < 4 {{
    (s, x.index(t, axis=0).transpose([1, 0]))
  }} in
  ys + 1.0
}}"""
    assert all(routines.ROUTINE_ATTR not in k.body and k.arg_types != (ROUTINE_TYPE,) * 2 for k in _kernels(src))
    loops = [k for k in avx512_kernels(src) if "scf.for" in k.body and "vector.transfer_read" in k.body]
    assert loops and all(routines.ROUTINE_ATTR not in k.body for k in loops)
    assert any("vector.transpose" in k.body for k in loops)
    x = np.random.default_rng(4).standard_normal((4, 32, 48)).astype(np.float32)
    np.testing.assert_array_equal(kina.compile_source(src, path="t.kina", backend="native").main(x), np.swapaxes(x, 1, 2) + 1)


# threaded sites: the destination rows split (rank 2, and a rank 3 whose batch is below the
# threads), the first batch dim (rank 4), the second (rank 3); extents that neither 16 nor the
# threads divide, chunks left empty (more threads than rows of tiles)
THREADED = [(1024, 1024), (200, 1000), (48, 33), (1, 64, 80), (3, 2, 64, 48), (32, 32, 1024), (5, 17, 40), (2, 7, 16, 16)]


@pytest.mark.parametrize("isa", ["avx2", "avx512"])
@pytest.mark.parametrize("threads", [2, 3])
def test_a_threaded_routine_splits_every_rank_and_equals_numpy(threads, isa, fresh_cache, monkeypatch):
    monkeypatch.setenv("KINA_ISA", isa)  # AVX2's 8×8 tiles and AVX-512's 16×16 (either runs on any host)
    codegen = {"threads": threads, "par_min_elements": 1}
    src = _program(THREADED)
    emitted = Compiler().emit(Source("t.kina", src), "mlir", {"codegen": codegen})[0]
    found = []
    pipeline.lower_to_llvm_dialect(emitted, share=lambda pipeline, kernels, glue: found.extend(kernels) or set())
    routine = [k for k in found if k.arg_types == (ROUTINE_TYPE,) * 2]
    # one per edge kind and split (a site the schedule would not split calls the serial one)
    assert any("omp.parallel" in k.body for k in routine) and len(routine) <= 4
    assert sum("vector.transpose" in k.body for k in found) == len(routine)
    # its OpenMP regions are the module's only ones: the lowered module says it needs the runtime
    assert pipeline.lower_to_llvm_dialect(emitted).openmp
    rng = np.random.default_rng(5)
    xs = [rng.standard_normal(s).astype(np.float32) for s in THREADED]
    got = kina.compile_source(src, path="t.kina", backend="native", codegen=codegen).main(*xs)
    for x, g in zip(xs, got):
        np.testing.assert_array_equal(g, np.swapaxes(x, -1, -2))


def test_threaded_routine_bodies_are_weighed_as_routines():
    for edges in (False, True):
        body = routines.threaded_routine_body(edges, 2)
        assert "omp.parallel" in body and routines.routine_weight(body) > routines.ROUTINE_WEIGHT[edges]
        assert routines.threaded_routine_body(edges, 1) == routines.routine_body(routines.SHARED_RANK, edges)
        # an 8×8 tile's network is lighter (ROUTINE_WEIGHT_8), each body weighed as its own
        small = routines.threaded_routine_body(edges, 2, 8)
        assert routines.ROUTINE_WEIGHT_8[edges] < routines.routine_weight(small) < routines.routine_weight(body)
        assert routines.routine_weight(routines.routine_body(2, edges, 8)) == routines.ROUTINE_WEIGHT_8[edges]


@pytest.mark.parametrize("isa, tile", [("avx2", 8), ("avx512", 16)])
def test_the_routine_tile_is_the_isa_s_and_equals_numpy(isa, tile, fresh_cache, monkeypatch):
    """AVX2 has 16 registers of 8 lanes: its routine moves 8×8 tiles (0.6-0.7x the build of a 16×16
    network there, and faster: routines.ROUTINE_TILE), AVX-512 16×16 ones. Edges are where the tile
    does not divide an extent: 24 and 40 are whole 8×8 tiles, not 16×16 ones."""
    monkeypatch.setenv("KINA_ISA", isa)
    assert routines.routine_tile(isa) == tile
    shapes = [(24, 40), (3, 8, 16), (5, 7)]
    kernels = _kernels(_program(shapes))
    routine = {k.name: k for k in kernels if k.arg_types == (ROUTINE_TYPE,) * 2}
    # whole tiles and edges with 8×8 tiles; only edges with 16×16 ones (16 divides none of them)
    assert all(f"vector<{tile}x{tile}xf32>" in k.body for k in routine.values()) and len(routine) == (2 if tile == 8 else 1)
    assert sum("vector.transpose" in k.body for k in kernels) == len(routine)
    # 8×8 tiles are walked a cache line (16 columns) at a time, still one network in the body
    assert all(("%jspan" in k.body) == (tile == 8) and k.body.count("vector.transpose") == 1 for k in routine.values())
    whole = _kernels(_program(shapes[:2]))  # 8 divides every extent, 16 does not divide 24 or 40
    assert sum("%src2" in k.body for k in whole) == (0 if tile == 8 else 1)
    rng = np.random.default_rng(8)
    xs = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    got = kina.compile_source(_program(shapes), path="t.kina", backend="native").main(*xs)
    for x, g in zip(xs, got):
        np.testing.assert_array_equal(g, np.swapaxes(x, -1, -2))


@pytest.mark.parametrize("avx2", [True, False])
def test_an_8x8_transpose_is_the_avx2_network_where_the_host_has_avx2(avx2, monkeypatch):
    """elementwise.lower_transposes: MLIR's AVX2 8×8 network (its blends as inline assembly) only
    where the host has AVX2; elsewhere a generic shuffle LLVM lowers for the host."""
    from kina_mlir.transforms import elementwise
    from kina_mlir.transforms.elementwise import lower_transposes

    monkeypatch.setattr(elementwise, "host_has", lambda feature: avx2 if feature == "avx2" else False)
    src = """func.func @f(%a: vector<8x8xf32>) -> vector<8x8xf32> {
  %t = vector.transpose %a, [1, 0] : vector<8x8xf32> to vector<8x8xf32>
  return %t : vector<8x8xf32>
}"""
    ctx, module = bindings.parse_verified(src)
    with ctx:
        lower_transposes(module)
        text = str(module)
    assert "vector.transpose" not in text and ("inline_asm" in text) == avx2


@pytest.mark.parametrize("limit", [None, 1 << 20])
def test_transposes_from_par_min_transpose_call_the_threaded_routine(limit, fresh_cache):
    """A pure transpose of CodegenOptions.par_min_transpose elements or more calls the threaded
    routine though the schedule would not split it as a generic (par_min_elements, 2^18, is
    larger): that routine is built once, so the split costs a build nothing. Smaller ones, or all
    of them under a larger limit, call the serial routine; the values are the same either way."""
    assert CodegenOptions().par_min_transpose == 1 << 16 < CodegenOptions().par_min_elements
    shapes = [(256, 256), (128, 256)]  # 2^16 and 2^15 elements
    codegen = {"threads": 2, **({} if limit is None else {"par_min_transpose": limit})}
    src = _program(shapes)
    threads = sorted(k.name.rsplit(".", 1)[1] for k in _kernels(src, codegen) if k.arg_types == (ROUTINE_TYPE,) * 2)
    assert threads == (["t1"] if limit else ["t1", "t2"])
    rng = np.random.default_rng(3)
    xs = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    got = kina.compile_source(src, path="t.kina", backend="native", codegen=codegen).main(*xs)
    for x, g in zip(xs, got):
        np.testing.assert_array_equal(g, x.T)
