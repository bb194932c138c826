"""Shape-generic matmul routines (kina_mlir/transforms/matmul_generic.py): a planned 2-D F32 matmul
routine is a wrapper calling one routine per register tile, whose sizes are read at run time.
Oracles: the same program built without a worker (its matmuls scheduled inline, per shape: the
bits must be equal, on both ISAs' tiles), and NumPy (rtol 1e-4)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import worker_builds
from kina_mlir.codegen import parallel
from kina_mlir.options import CodegenOptions
from kina_mlir.artifacts.routine_library import machine_variants
from kina_mlir.bindings import parse_verified
from kina_mlir.transforms import matmul_generic as G
from kina_mlir.transforms.matmul_routines import Routine


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


# plain matmuls (small: one thread; [256, 128] @ [128, 128]: 2^22 MACs), packed ones (N, K >= 256),
# and two over the threading threshold (2^24 MACs: split over threads), one of each kind; shapes
# whose extents are divided by different tiles (4 or 2 rows; 16, 8 or 4 columns; k by 8, 4 or 1);
# odd M (one-row tiles) keep their per-shape routines
SHAPES = [((8, 16), (16, 32)), ((12, 24), (24, 20)), ((6, 5), (5, 20)), ((10, 12), (12, 24)), ((256, 128), (128, 128)),
          ((64, 256), (256, 256)), ((512, 128), (128, 256)), ((256, 256), (256, 512)), ((6, 264), (264, 264)),
          ((5, 8), (8, 16)), ((5, 256), (256, 256))]
PROGRAM = "fn @main({args}) -> ({outs}) {{\n  ({body})\n}}\n".format(
    args=", ".join(f"a{i}: {_t(*a)}, b{i}: {_t(*b)}" for i, (a, b) in enumerate(SHAPES)),
    outs=", ".join(_t(a[0], b[1]) for a, b in SHAPES),
    body=", ".join(f"a{i} @ b{i}" for i in range(len(SHAPES))))


def _inputs():
    rng = np.random.default_rng(3)
    return [rng.standard_normal(s).astype(np.float32) for a, b in SHAPES for s in (a, b)]


def _build(monkeypatch, tmp_path, name, isa, worker, seen=None):
    monkeypatch.setenv("KINA_ISA", isa)
    monkeypatch.setenv("KINA_TUNE", "0")  # the built-in tiles: the same on every machine
    if worker:
        worker_builds(monkeypatch, tmp_path / name)
    else:
        monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "0")
        monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / name))
    if seen is not None:  # what the worker is handed (it may have been forked before any patch)
        real = parallel.Worker.matmul_routines
        monkeypatch.setattr(parallel.Worker, "matmul_routines", lambda self, passes, schedule, defs: (
            seen.extend(defs) or real(self, passes, schedule, defs)))
    args = _inputs()
    got = kina.compile_source(PROGRAM, path="g.kina", backend="native").main(*args)
    for i, g in enumerate(got):
        np.testing.assert_allclose(g, args[2 * i] @ args[2 * i + 1], rtol=1e-4, atol=1e-4)
    return got


@pytest.mark.parametrize("isa", ["avx2", "avx512"])
def test_generic_routines_give_the_per_shape_schedules_bits(monkeypatch, tmp_path, isa):
    seen = []
    generic = _build(monkeypatch, tmp_path, "generic", isa, True, seen)
    names = {d.split("(")[0].split("@")[1] for d in seen if d.startswith("func.func @kernel.gmm.")}
    # plain and packed, threaded and not, each defined once for all the shapes it serves
    assert any(".p" in n[len("kernel.gmm"):] for n in names) and any(n.startswith("kernel.gmm.m") for n in names)
    assert any(n.endswith(".par") for n in names) and not all(n.endswith(".par") for n in names)
    assert len([d for d in seen if d.startswith("func.func @kernel.gmm.")]) == len(names)
    # each product starts from its own zeros: the routines write C from zeros, no fill before them
    assert all("%zero = arith.constant 1 : index" in d for d in seen if "func.call @kernel.gmm." in d)
    monkeypatch.undo()
    inline = _build(monkeypatch, tmp_path, "inline", isa, False)
    for a, b in zip(generic, inline):
        np.testing.assert_array_equal(a, b)


def _routine(op: str, types) -> Routine:
    return Routine("kernel.mm.0", tuple(types), op)


PLAIN = ('%rr = linalg.matmul {kina.ptile = [4, 16, 8], kina.block = [0, 256, 256], kina.par = [128, 0, 0]} '
         'ins(%ra0, %ra1 : tensor<256x512xf32>, tensor<512x1024xf32>) outs(%ra2 : tensor<256x1024xf32>) -> tensor<256x1024xf32>')
PLAIN_T = ("tensor<256x512xf32>", "tensor<512x1024xf32>", "tensor<256x1024xf32>")


def test_the_call_carries_the_plans_blocks_and_chunks():
    call = G.generic_call(_routine(PLAIN, PLAIN_T))
    assert call == G.Call(G.Variant(False, (4, 16, 8), True), 256, 256, (128, 1024))
    assert call.variant.name == "kernel.gmm.m4x16x8.par"
    unblocked = PLAIN.replace("[0, 256, 256]", "[0, 0, 0]").replace(", kina.par = [128, 0, 0]", "").replace("ptile", "tile")
    # unblocked dims are one block (the chunk's columns, all of k); one thread: one chunk
    assert G.generic_call(_routine(unblocked, PLAIN_T)) == G.Call(G.Variant(False, (4, 16, 8), False), 1024, 512, (256, 1024))
    text = G.wrapper(_routine(PLAIN, PLAIN_T), call)
    assert "memref.cast %m0 : memref<256x512xf32> to memref<?x?xf32>" in text and "func.call @kernel.gmm.m4x16x8.par(" in text


@pytest.mark.parametrize("op,types", [
    (PLAIN.replace("f32", "f64"), [t.replace("f32", "f64") for t in PLAIN_T]),  # F64: per shape
    (PLAIN.replace("kina.par = [128, 0, 0]", "kina.par = [96, 0, 0]"), PLAIN_T),  # a chunk not dividing the rows
    (PLAIN.replace("[4, 16, 8]", "[3, 16, 8]"), PLAIN_T),  # tiles not dividing
    (PLAIN.replace("[4, 16, 8]", "[1, 16, 8]"), PLAIN_T),  # one-row tiles
    ('%rr = linalg.batch_matmul {kina.tile = [4, 16, 8], kina.block = [0, 0, 0]} ins(%ra0, %ra1 : tensor<2x8x8xf32>, '
     'tensor<2x8x16xf32>) outs(%ra2 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>',
     ("tensor<2x8x8xf32>", "tensor<2x8x16xf32>", "tensor<2x8x16xf32>")),  # batched
])
def test_routines_the_generic_ones_do_not_serve_keep_their_schedule(op, types):
    assert G.generic_call(_routine(op, types)) is None
    definitions, scheduled, objects = G.definitions([_routine(op, types)])
    assert scheduled and objects == [] and definitions[0].startswith("func.func @kernel.mm.0(")


@pytest.mark.parametrize("isa", ["avx2", "avx512"])
def test_every_variant_a_machine_may_call_is_valid_mlir(isa):
    options = CodegenOptions.resolve({"codegen": {"isa": isa, "threads": 2, "tuning": ""}})
    variants = machine_variants(options)
    assert len(variants) == {"avx2": 96, "avx512": 48}[isa]
    for v in variants:
        parse_verified(G.definition(v))
