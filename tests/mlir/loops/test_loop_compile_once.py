"""A loop's body is compiled once (§C1): the emitted MLIR and the shared object do not grow
with the trip count, and a stacked output is written in place, one row per iteration (no
allocation or copy of the whole stacked buffer inside the loop after bufferization)."""
from __future__ import annotations

import os
import re

import numpy as np

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
    assert abs(sizes[0] - sizes[1]) <= 64, sizes  # an unrolled body of 512 steps would be ~60x larger
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
    from kina_mlir.transforms.matmul import apply_matmul_schedule

    em = emitted(program)
    ctx, module = parse_verified(em.text)
    with ctx:
        apply_matmul_schedule(module, em.matmul_plans)
        run_passes(P.fusion(), module)
        apply_elementwise_schedule(module, CodegenOptions.resolve({}))
        run_passes([*P.fusion(), *P.hoisting(em.loops), *P.bufferization(em.parts, False)], module)
    return ctx, module


def _inside_loops(ctx, module, names: set[str]) -> list[tuple[str, str]]:
    """(op name, its operand and result types) of the `names` ops nested in some scf.for."""
    from torch_mlir import ir

    found = []
    with ctx:
        def visit(op):
            if op.name in names:
                parent, nested = op.parent, False
                while parent is not None and parent.name != "func.func":
                    nested = nested or parent.name == "scf.for"
                    parent = parent.parent
                if nested:
                    found.append((op.name, " ".join(str(v.type) for v in [*op.operands, *op.results])))
            return ir.WalkResult.ADVANCE
        module.operation.walk(visit)
    return found


def test_stacked_outputs_are_written_in_place():
    trip = 8
    ctx, module = _bufferized(gru_program(trip, **SMALL))
    stacked = f"memref<{trip}x2x4xf32"
    text = str(module)
    assert text.count(f"memref.alloc() {{alignment = 64 : i64}} : {stacked}>") == 1  # once, before the loop
    inside = _inside_loops(ctx, module, {"memref.alloc", "memref.copy", "linalg.copy", "memref.alloca"})
    assert inside, "the loop body allocates its per-iteration values"
    whole = [(name, types) for name, types in inside if stacked in types and "strided" not in types]
    assert not whole, whole  # a row (a strided view of the stacked buffer) is copied; never the buffer
    rows = [types for name, types in inside if name == "memref.copy" and stacked not in types.split()[0]]
    assert any("strided<[4, 1], offset: ?>" in t for t in rows), inside


def test_loop_invariant_weight_work_is_hoisted():
    """The packed panels Bp[N/tn, K, tn] of a captured weight's matmul (transforms/tiling.py) are
    made once, before the loop: the loop allocates none of them."""
    from kina_mlir.options import CodegenOptions
    from kina_mlir.transforms.tiling import TilePolicy

    b, e, h = 16, 32, 256
    assert TilePolicy(CodegenOptions.resolve({})).packs(b, h, h)  # h @ U is packed
    ctx, module = _bufferized(gru_program(4, b=b, e=e, h=h))
    allocs = [types for _, types in _inside_loops(ctx, module, {"memref.alloc"})]
    assert allocs and not [t for t in allocs if f"x{h}x" in t and f"{b}x" not in t], allocs
    with ctx:
        assert str(module).count(f"x{h}x32xf32>") >= 3  # the three U panels, outside
