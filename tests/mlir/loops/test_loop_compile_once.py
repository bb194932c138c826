"""A loop's body is compiled once (§C1): the emitted MLIR and the shared object do not grow
with the trip count, and a stacked output is written in place, one row per iteration (no
allocation or copy of the whole stacked buffer inside the loop after bufferization)."""
from __future__ import annotations

import os
import re

import numpy as np

from helpers import ops_inside_loops
from mlir_loop_ir import emitted, gru_program, native, reference

SMALL = dict(b=2, e=3, h=4)


def test_emitted_mlir_and_shared_object_do_not_grow_with_the_trip_count():
    short, long = (gru_program(trip, **SMALL) for trip in (8, 512))
    a, b = emitted(short).text, emitted(long).text
    # the same text but for the numbers (the trip count, the stacked types' leading dim, clamps)
    assert re.sub(r"\d+", "N", a) == re.sub(r"\d+", "N", b) and abs(len(a) - len(b)) < 40
    sizes = []
    for program in (short, long):
        lib = native(program)
        path, _ = lib.exports.build("main")
        sizes.append(os.path.getsize(path))
    # an unrolled body of 512 steps would be ~60x larger; what may differ is the host's call entry
    # (the short program's results are small enough to be copied: it has kina_call_main, ~0.1 KiB)
    assert abs(sizes[0] - sizes[1]) <= 512, sizes
    rng = np.random.default_rng(1)
    args = [rng.standard_normal((512, 2, 3)).astype(np.float32), np.zeros((2, 4), np.float32)]
    args += [(rng.standard_normal(s) * 0.5).astype(np.float32) for s in [(3, 4)] * 3 + [(4, 4)] * 3]
    got = native(long).functions["main"](*args)
    want = reference(long).functions["main"](*args)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-6)


def _bufferized(program):
    """The module after the pipeline's passes up to bufferization (pipeline.py's order)."""
    from kina_mlir import pipeline as P
    from kina_mlir.bindings import parse_verified, run_passes
    from kina_mlir.options import CodegenOptions
    from kina_mlir.transforms.elementwise import apply_elementwise_schedule
    from kina_mlir.transforms.broadcasts import duplicate_broadcasts
    from kina_mlir.transforms.destinations import sink_empty_tensors
    from kina_mlir.transforms.matmul import apply_matmul_schedule

    em = emitted(program)
    ctx, module = parse_verified(em.text)
    with ctx:
        apply_matmul_schedule(module, em.matmul_plans)
        duplicate_broadcasts(module)
        run_passes(P.fusion(), module)
        apply_elementwise_schedule(module, CodegenOptions.resolve({}))
        run_passes([*P.fusion(), *P.hoisting(em.loops)], module)
        sink_empty_tensors(module)
        run_passes(P.bufferization(em.parts, False), module)
    return ctx, module


def test_stacked_outputs_are_written_in_place():
    trip = 8
    ctx, module = _bufferized(gru_program(trip, **SMALL))
    stacked = f"memref<{trip}x2x4xf32"
    text = str(module)
    assert text.count(f"memref.alloc() {{alignment = 64 : i64}} : {stacked}>") == 1  # once, before the loop
    inside = ops_inside_loops(ctx, module, {"memref.alloc", "memref.copy", "linalg.copy", "memref.alloca"})
    assert inside, "the loop body allocates its per-iteration values"
    whole = [(name, types) for name, types in inside if stacked in types and "strided" not in types]
    assert not whole, whole  # a row (a strided view of the stacked buffer) is copied; never the buffer
    rows = [types for name, types in inside if name == "memref.copy" and stacked not in types.split()[0]]
    assert any("strided<[4, 1], offset: ?>" in t for t in rows), inside


def test_loop_invariant_weight_work_is_hoisted(monkeypatch):
    """The packed panels Bp[N/tn, K, tn] of a captured weight's matmul (transforms/tiling.py) are
    made once, before the loop: the loop allocates none of them. AVX-512's plans (tn = 32) on any
    host: the module is read, never run."""
    from kina_mlir.options import CodegenOptions
    from kina_mlir.transforms.tiling import TilePolicy

    monkeypatch.setenv("KINA_ISA", "avx512")
    monkeypatch.setenv("KINA_TUNE", "0")

    b, e, h = 16, 32, 256
    assert TilePolicy(CodegenOptions.resolve({})).packs(b, h, h)  # h @ U is packed
    ctx, module = _bufferized(gru_program(4, b=b, e=e, h=h))
    allocs = [types for _, types in ops_inside_loops(ctx, module, {"memref.alloc"})]
    assert allocs and not [t for t in allocs if f"x{h}x" in t and f"{b}x" not in t], allocs
    with ctx:
        assert str(module).count(f"x{h}x32xf32>") >= 3  # the three U panels, outside


GRAD = """let f = fn[T](xs: tensor<F32, [T, 2, 3]>, h0: tensor<F32, [2, 4]>, w: tensor<F32, [3, 4]>, u: tensor<F32, [4, 4]>) -> tensor<F32, []> {
  let zero = full(shape=[], value=0.0, dtype=F32) in
  let (h, total) = loop (h = h0, total = zero) for t < T {
    let h1 = (xs.index(t, axis=0) @ w + h @ u).tanh() in
    (h1, total + h1.reduce_sum(axes=[0, 1]))
  } in
  total
} in
fn @main[T](xs: tensor<F32, [T, 2, 3]>, h0: tensor<F32, [2, 4]>, w: tensor<F32, [3, 4]>, u: tensor<F32, [4, 4]>)
    -> (tensor<F32, []>, tensor<F32, [T, 2, 3]>, tensor<F32, [3, 4]>, tensor<F32, [4, 4]>) {
  handle f(xs, h0, w, u) with reverseMode(wrt=[xs, w, u])
}
"""


def test_the_gradient_of_a_loop_does_not_grow_with_the_trip_count(fresh_cache):
    """reverseMode's reverse loop starts from zero cotangents (xs's: [T, 2, 3], written at row t):
    as splat constants they became constant globals of their full size (the GRU LM's step was a
    100 MB .so at T 1024, where LLVM could not turn the copy from the global into a memset);
    they are fills now (emit/control.py)."""
    import kina
    from kina.diagnostics import Source

    from helpers import compiler

    for trip in (8, 512):
        lowered, _ = compiler().emit(Source("grad.kina", GRAD), "llvm-mlir",
                                     {"specialise": {"entry": "main", "sizes": {"T": trip}, "only": True}})
        globals_ = [line for line in str(lowered).splitlines() if "llvm.mlir.global" in line]
        assert not [g for g in globals_ if f"{trip} x" in g], globals_
    prog = kina.compile_source(GRAD, path="grad.kina", backend="native")
    sizes, seen = {}, set()
    for trip in (8, 512):
        prog.main.specialise(T=trip)
        (new,) = set(fresh_cache.rglob("*.so")) - seen
        seen.add(new)
        sizes[trip] = new.stat().st_size
    assert abs(sizes[512] - sizes[8]) <= 64, sizes


def test_a_carry_accumulates_a_matmul_in_place():
    """`acc + x_tᵀ @ g_t` into a carry (a reverse loop's weight cotangent): the matmul's outs is
    the carry, with no zero fill, product buffer or full-size add per iteration."""
    from kina.ops import elementwise as E, indexing as I, nn as N, shape as L

    from mlir_loop_ir import Spine, T, build

    s = Spine([("xs", T("F32", 6, 16, 32)), ("gs", T("F32", 6, 16, 256)), ("a0", T("F32", 32, 256))])

    def body(blk, t, acc, xs, gs):
        xt = blk.op(L.transpose, blk.op(I.index, xs, t, axis=0), perm=[1, 0])
        return blk.op(E.add, acc, blk.op(N.matmul, xt, blk.op(I.index, gs, t, axis=0)))
    p = build(s, s.loop(6, ["a0"], ["xs", "gs"], body))
    text = emitted(p).text
    loop = text[text.index("scf.for"):]
    assert "linalg.matmul" in loop and "outs(%_iter" in loop.split("linalg.matmul", 1)[1].split("\n", 1)[0]
    ctx, module = _bufferized(p)
    inside = ops_inside_loops(ctx, module, {"memref.alloc", "memref.copy", "linalg.fill"})
    assert not [op for op in inside if "32x256" in op[1]], inside
    rng = np.random.default_rng(4)
    args = [rng.standard_normal(sh).astype(np.float32) for sh in [(6, 16, 32), (6, 16, 256), (32, 256)]]
    got = native(p).functions["main"](*args)
    np.testing.assert_allclose(got, reference(p).functions["main"](*args), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(got, args[2] + np.einsum("tbi,tbj->ij", args[0], args[1]), rtol=1e-4, atol=1e-4)


def test_destinations_in_a_loop_body_are_not_hoisted_and_copied():
    """A reduction whose accumulator starts from zeros at every iteration, and a carry's new
    value written by a fused generic: the fill stays in the loop (mlirgen.fill: a
    bufferization.alloc_tensor, which loop-invariant code motion does not move), and so does the
    generic's tensor.empty (remade there by transforms/destinations.py). Hoisted, each was one
    buffer that every iteration overwrites, so bufferization copied it into a fresh buffer at
    every iteration."""
    from kina.ops import elementwise as E, indexing as I, nn as N, reduce as R, shape as S

    from mlir_loop_ir import Spine, T, build

    s = Spine([("xs", T("F32", 6, 16, 32)), ("w", T("F32", 32, 64)), ("h0", T("F32", 16, 64))])

    def body(blk, t, h, xs, w):
        y = blk.op(E.tanh, blk.op(E.add, h, blk.op(N.matmul, blk.op(I.index, xs, t, axis=0), w)))
        col = blk.op(R.reduce_sum, y, axes=[0], keepdims=True)
        return blk.op(E.add, y, blk.op(S.broadcast, col, shape=[16, 64]))
    p = build(s, s.loop(6, ["h0"], ["xs", "w"], body))
    ctx, module = _bufferized(p)
    copies = [types for name, types in ops_inside_loops(ctx, module, {"memref.copy"})]
    assert not [t for t in copies if "16x64" in t or "1x64" in t], copies
    assert [n for n, _ in ops_inside_loops(ctx, module, {"linalg.fill"})], "the fills left the loop"
    rng = np.random.default_rng(5)
    args = [rng.standard_normal(sh).astype(np.float32) for sh in [(6, 16, 32), (32, 64), (16, 64)]]
    got = native(p).functions["main"](*args)
    np.testing.assert_allclose(got, reference(p).functions["main"](*args), rtol=1e-5, atol=1e-5)
