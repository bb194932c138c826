"""Planned matmuls as routines the codegen worker builds from the start of a build
(kina_mlir/transforms/matmul_routines.py): the module calls one function per distinct planned op,
only declared once bufferized; the worker (or this process, when the worker fails) defines them
with the matmul schedule. Oracles: NumPy, and the same program built without a worker, whose
matmuls are scheduled inline (bit-identical: the same schedule on the same op)."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

import kina
from helpers import failing_worker_builds, ops_inside_loops, worker_builds
from kina.compiler import Compiler
from kina.diagnostics import Source
from kina_mlir import pipeline
from kina_mlir.artifacts import build
from kina_mlir.artifacts.build import hand_over
from kina_mlir.bindings import parse_verified
from kina_mlir.codegen import parallel
from kina_mlir.transforms import matmul_generic as G
from kina_mlir.transforms import matmul_routines as M


def _t(*s, dt="F32"):
    return f"tensor<{dt}, [{', '.join(map(str, s))}], @host>"


# a packed 2-D matmul (N, K >= 256: a generic over panels), a plain one twice (one routine), a
# batched one, an F64 one, an I32 one (no plan: a generic, no routine), and a matmul accumulating
# into a loop carry; rows gathered from a product (its result read inside the gather's region); a
# gradient the function discards (`gx`: w's matmul with the cotangent)
PROGRAM = f"""let loss = fn(x: {_t(64, 256)}, w: {_t(256, 256)}) -> {_t(1)} {{
  ((x @ w).tanh()).reduce_sum(axes=[0, 1], keepdims=true).reshape([1])
}} in
fn @main(x: {_t(64, 256)}, w: {_t(256, 256)}, a: {_t(64, 32)}, b: {_t(32, 48)}, c: {_t(64, 32)},
         p: {_t(4, 16, 32)}, q: {_t(4, 32, 16)}, d: {_t(16, 32, dt="F64")}, e: {_t(32, 8, dt="F64")},
         i: {_t(8, 8, dt="I32")}, xs: {_t(3, 32, 16)}, gs: {_t(3, 32, 48)}, ids: {_t(5, dt="I64")})
    -> ({_t(1)}, {_t(256, 256)}, {_t(64, 48)}, {_t(64, 48)}, {_t(4, 16, 16)}, {_t(16, 8, dt="F64")}, {_t(8, 8, dt="I32")}, {_t(16, 48)},
        {_t(5, 48)}) {{
  let (l, gx, gw) = handle loss(x, w) with reverseMode in
  let zero = full(shape=[16, 48], value=0.0, dtype=F32) in
  let acc = loop (acc = zero) for t < 3 {{
    acc + xs.index(t, axis=0).transpose([1, 0]) @ gs.index(t, axis=0)
  }} in
  (l, gw, a @ b, c @ b, p @ q, d @ e, i @ i, acc, (c @ b).take(ids, axis=0))
}}
"""
SHAPES = [((64, 256), "f"), ((256, 256), "f"), ((64, 32), "f"), ((32, 48), "f"), ((64, 32), "f"), ((4, 16, 32), "f"),
          ((4, 32, 16), "f"), ((16, 32), "d"), ((32, 8), "d"), ((8, 8), "i"), ((3, 32, 16), "f"), ((3, 32, 48), "f"), ((5,), "ids")]


def _inputs():
    rng = np.random.default_rng(7)
    out = []
    for shape, kind in SHAPES:
        if kind == "ids":
            out.append(np.array([3, 0, 63, 3, 17], np.int64))
        elif kind == "i":
            out.append(rng.integers(-5, 5, shape).astype(np.int32))
        else:
            out.append((rng.standard_normal(shape) * 0.1).astype(np.float64 if kind == "d" else np.float32))
    return out


def _numpy(x, w, a, b, c, p, q, d, e, i, xs, gs, ids):
    h = np.tanh(x @ w)
    gw = x.T @ (1 - h * h)
    acc = sum(xs[t].T @ gs[t] for t in range(3))
    return [np.array([h.sum()], np.float32), gw, a @ b, c @ b, p @ q, d @ e, i @ i, acc, (c @ b)[ids]]


def _emitted(exported=None):
    """The program's module; `exported`: only those functions exported, as a build emits one
    function's artifact (the others private: what nobody reads of their results is pruned)."""
    if exported is None:
        return Compiler().emit(Source("r.kina", PROGRAM), "mlir")[0]
    from kina_mlir.emit.module import emit_module
    from kina_mlir.options import CodegenOptions

    c = Compiler()
    program = c.emit(Source("r.kina", PROGRAM), "ir")[0]
    return emit_module(program, c.lowerings, CodegenOptions.resolve(), exported=exported)


def test_each_distinct_planned_op_becomes_one_routine_and_the_rest_stays():
    emitted = _emitted()
    text, routines = M.extract(emitted.text)
    planned = emitted.text.count("kina.tile = ") + emitted.text.count("kina.ptile = ")
    assert routines and text.count("func.call @kernel.mm.") == planned  # every planned op is a call
    assert len(routines) < planned  # a @ b and c @ b, and the forward and backward x @ w: one routine each
    assert "kina.tile" not in text and "kina.ptile" not in text  # no op left for the schedule in this module
    assert "arith.muli" in text  # the I32 matmul: a generic with no plan, as it was
    parse_verified(text)
    for r in routines:
        parse_verified(M.definition(r))
        assert M.declared_type(r).endswith("-> ()")
    assert M.extract(text) == (text, [])  # nothing planned is left


def test_a_matmul_of_zeros_gets_the_routine_that_writes_c_from_zeros():
    """extract(zero=...): where a routine may start from zeros (a generic variant: build.hand_over),
    a matmul whose C is only its own +0.0 fill (through reshapes) calls the routine's `zero` form
    and the fill becomes the allocation; the carry a loop's matmul accumulates into keeps its
    reads, as does every matmul where the predicate says no."""
    emitted = _emitted()
    fills = emitted.text.count("linalg.fill")
    plain, routines = M.extract(emitted.text)
    text, zeroed = M.extract(emitted.text, zero=lambda r: G.generic_call(r) is not None)
    parse_verified(text)
    assert not any(r.zero for r in routines) and plain.count("linalg.fill") == fills
    assert [r for r in zeroed if r.zero] and [r for r in zeroed if not r.zero]  # the loop's carry: read
    fresh = [r for r in zeroed if r.zero]
    assert all(G.generic_call(r) is not None for r in fresh)
    # each zeroed call's fill is gone from the module, and each zero routine fills C itself
    assert text.count("linalg.fill") < fills
    for r in fresh:
        assert "%rz = linalg.fill ins(%rz0 : f32) outs(%ra2" in M._local(r) and "outs(%rz :" in M._local(r)
        assert "linalg.fill" in M.definition(r)  # its per-shape definition, were it built, too
        parse_verified(M.definition(r))
        assert "%zero = arith.constant 1 : index" in G.wrapper(r, G.generic_call(r))
    # the same op started from C and from zeros: two routines
    assert len({r.name for r in zeroed}) == len(zeroed)
    assert M.extract(emitted.text, zero=lambda r: False)[0] == plain


def test_a_fill_read_twice_or_of_another_value_stays():
    head = ('module {{\n  func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {{\n'
            '    %z = arith.constant {value} : f32\n    %e = bufferization.alloc_tensor() : tensor<8x16xf32>\n'
            '    %c = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>\n'
            '    %r = linalg.matmul {{kina.tile = [4, 16, 8], kina.block = [0, 0, 0]}} ins(%a, %b : tensor<8x8xf32>, '
            'tensor<8x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>\n'
            '    return %r, {second} : tensor<8x16xf32>, tensor<8x16xf32>\n  }}\n}}')
    yes = lambda r: True  # noqa: E731
    text, rs = M.extract(head.format(value="0x00000000", second="%r"), zero=yes)
    f = text.split("func.func @f")[1]
    assert rs[0].zero and "linalg.fill" not in f and "%c = bufferization.alloc_tensor()" in f
    assert "%e = " not in f  # the tensor the fill filled: read by nothing else, dropped
    parse_verified(text)
    for value, second in (("0x00000000", "%c"), ("1.000000e+00", "%r"), ("0x80000000", "%r")):  # read twice; not +0.0
        text, rs = M.extract(head.format(value=value, second=second), zero=yes)
        assert not rs[0].zero and "%c = linalg.fill ins(%z" in text, (value, second)
    # a name reused by another function is that function's own (SSA names are per function)
    other = '  func.func @g() -> f32 {\n    %c = arith.constant 1.0 : f32\n    return %c : f32\n  }\n'
    text = head.format(value="0x00000000", second="%r").replace("module {\n", "module {\n" + other, 1)
    assert M.extract(text, zero=yes)[1][0].zero


def _lowered(emitted):
    """`emitted` lowered with its matmuls as routines, as a build with a worker does (the worker's
    part not run: the module only declares them)."""
    taken = []
    worker = SimpleNamespace(proc=object(), library=None, matmul_routines=lambda passes, schedule, defs: taken.append(defs) or True)
    emitted = hand_over(emitted, worker)
    variants = {c.variant for c in map(G.generic_call, emitted.routines) if c is not None}
    # one definition a routine (a wrapper, or its own schedule's) and one a generic routine
    assert emitted.routines and len(taken) == 1 and len(taken[0]) == len(emitted.routines) + len(variants)
    return emitted, str(pipeline.lower_to_llvm_dialect(emitted))


def test_the_module_only_declares_its_routines_and_drops_a_discarded_gradients_call():
    emitted, lowered = _lowered(_emitted({"main"}))
    heads = [line.strip() for line in lowered.splitlines() if "llvm.func @kernel.mm." in line]
    assert len(heads) == len(emitted.routines) and not [h for h in heads if h.endswith("{")], heads  # declarations
    calls = lowered.count("llvm.call @kernel.mm.")
    # forward x @ w, gw = xᵀ @ g, a @ b, c @ b twice (calls are not merged as identical pure ops
    # are: the gathered one is its own), p @ q, d @ e, the loop's matmul; gx = g @ wᵀ is not computed
    assert calls == 8, calls


def test_a_routine_that_bufferized_otherwise_is_erased_where_nothing_calls_it():
    """remove-dead-values rewrites a routine whose every call was dead (its arguments dropped):
    drop_unused erased those calls, and declare erases the function (kept, its name would be
    defined twice: here and in the worker's object); still called, it is a LoweringError."""
    from kina_mlir.bindings import LoweringError

    types = ("tensor<2x3xf32>", "tensor<3x4xf32>", "tensor<2x4xf32>")
    dead, kept = M.Routine("kernel.mm.0123", types, ""), M.Routine("kernel.mm.4567", types, "")
    text = """module {
  func.func private @kernel.mm.0123() { return }
  func.func private @kernel.mm.4567(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) { return }
  func.func @f(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
    func.call @kernel.mm.4567(%a, %b, %c) : (memref<2x3xf32>, memref<3x4xf32>, memref<2x4xf32>) -> ()
    CALL
    return
  }
}"""
    ctx, module = parse_verified(text.replace("CALL", ""))
    with ctx:
        M.declare(module, [dead, kept])
        out = str(module)
    assert "kernel.mm.0123" not in out
    assert "func.func private @kernel.mm.4567(memref<2x3xf32>, memref<3x4xf32>, memref<2x4xf32>)\n" in out
    ctx, module = parse_verified(text.replace("CALL", "func.call @kernel.mm.0123() : () -> ()"))
    with ctx, pytest.raises(LoweringError, match="kernel.mm.0123 is called"):
        M.declare(module, [dead, kept])


def _check(got, args):
    want = _numpy(*args)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        if np.issubdtype(w.dtype, np.integer):
            np.testing.assert_array_equal(g, w)
        else:
            np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-5)


def _run(monkeypatch, tmp_path, name: str, worker: bool):
    handed = []
    real = build.hand_over

    def recording(emitted, w):
        out = real(emitted, w)
        handed.append(len(out.routines))
        return out
    monkeypatch.setattr(build, "hand_over", recording)
    if worker:
        worker_builds(monkeypatch, tmp_path / name)
    else:
        monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "0")
        monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / name))
    args = _inputs()
    got = kina.compile_source(PROGRAM, path="r.kina", backend="native").main(*args)
    _check(got, args)
    return got, handed


def test_routines_built_by_the_worker_give_the_inline_schedules_bits(monkeypatch, tmp_path):
    with_worker, handed = _run(monkeypatch, tmp_path, "worker", True)
    assert handed and handed[-1] > 0  # the build called routines
    monkeypatch.undo()
    inline, handed = _run(monkeypatch, tmp_path, "inline", False)
    assert handed == [0]  # no worker: the matmuls scheduled in the module
    for a, b in zip(with_worker, inline):
        np.testing.assert_array_equal(a, b)


def test_routines_a_failed_worker_did_not_deliver_are_built_here(monkeypatch, tmp_path):
    failing_worker_builds(monkeypatch, tmp_path)
    scheduled = []
    real = parallel.compile_chunk
    monkeypatch.setattr(parallel, "compile_chunk", lambda passes, defs, options, reuse=None, schedule=None: (
        scheduled.extend(d for d in defs if schedule is not None) or real(passes, defs, options, reuse, schedule)))
    args = _inputs()
    _check(kina.compile_source(PROGRAM, path="r.kina", backend="native").main(*args), args)
    # one module with the schedule: the per-shape routines (batched, F64), wrappers and generic routines
    assert scheduled and all(d.startswith(("func.func @kernel.mm.", "func.func @kernel.gmm.")) for d in scheduled)


def test_a_carry_accumulating_a_routines_matmul_is_written_in_place(monkeypatch):
    """The loop's `acc + x_tᵀ @ g_t`: the routine's third argument is the carry, with no copy, fill
    or allocation of it in the loop (as the inline matmul: tests/mlir/loops/test_loop_compile_once.py)."""
    seen = {}
    real = pipeline.declare_routines

    def declare(module, routines):
        real(module, routines)
        seen["inside"] = ops_inside_loops(module.context, module, {"memref.alloc", "memref.copy", "linalg.fill", "func.call"})
    monkeypatch.setattr(pipeline, "declare_routines", declare)
    _lowered(_emitted())
    inside = seen["inside"]
    assert [op for op in inside if op[0] == "func.call" and "memref<16x48xf32>" in op[1]]  # the routine, in the loop
    assert not [op for op in inside if op[0] != "func.call" and "16x48" in op[1]], inside
