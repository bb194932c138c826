"""Kernels outlined before deallocation (pipeline.lower_to_llvm_dialect with a worker to share with):
a statement is outlined then only if deallocation would have left it as it is (it allocates nothing
inside, and each of its results is a buffer it started from: outline.kept_buffers), else the module
is left as it is and outlined after deallocation as before; either way a build with a worker
computes bit-identically what a one-process build does."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from kina_mlir import bindings, pipeline
from kina_mlir.transforms import outline
from helpers import worker_builds

BUF = "memref<8xf32>"


def _module(body: str, args: str = f"%a: {BUF}, %b: {BUF}"):
    return bindings.parse_verified(f"""func.func @f({args}) -> {BUF} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = arith.constant 1.0 : f32
{body}
}}""")


def _statement(module):
    found, _, _ = outline._statements(module)
    assert len(found) == 1
    return found[0][0]


KEPT = {
    "yielded back": f"""  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> ({BUF}) {{
    memref.store %x, %acc[%i] : {BUF}
    scf.yield %acc : {BUF}
  }}
  return %r : {BUF}""",
    # a tiled loop nest before canonicalization: the outer loop yields the inner loop's result
    "through an inner loop": f"""  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> ({BUF}) {{
    %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%in = %acc) -> ({BUF}) {{
      memref.store %x, %in[%j] : {BUF}
      scf.yield %in : {BUF}
    }}
    scf.yield %s : {BUF}
  }}
  return %r : {BUF}""",
    # a scatter's bounds check
    "through an if": f"""  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> ({BUF}) {{
    %ok = arith.cmpi slt, %i, %c8 : index
    %s = scf.if %ok -> ({BUF}) {{
      memref.store %x, %acc[%i] : {BUF}
      scf.yield %acc : {BUF}
    }} else {{
      scf.yield %acc : {BUF}
    }}
    scf.yield %s : {BUF}
  }}
  return %r : {BUF}""",
}

NOT_KEPT = {
    "another buffer": f"""  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> ({BUF}) {{
    scf.yield %b : {BUF}
  }}
  return %r : {BUF}""",
    "an inner loop from another buffer": f"""  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> ({BUF}) {{
    %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%in = %b) -> ({BUF}) {{
      scf.yield %in : {BUF}
    }}
    scf.yield %s : {BUF}
  }}
  return %r : {BUF}""",
    "an if that swaps": f"""  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> ({BUF}) {{
    %ok = arith.cmpi slt, %i, %c1 : index
    %s = scf.if %ok -> ({BUF}) {{
      scf.yield %acc : {BUF}
    }} else {{
      scf.yield %b : {BUF}
    }}
    scf.yield %s : {BUF}
  }}
  return %r : {BUF}""",
}


@pytest.mark.parametrize("name", list(KEPT))
def test_a_loop_that_yields_back_its_buffer_keeps_it(name):
    ctx, module = _module(KEPT[name])
    with ctx:
        inits = outline.kept_buffers(_statement(module))
        assert inits is not None and len(inits) == 1
        assert inits[0] == module.body.operations[0].regions[0].blocks[0].arguments[0]  # %a


@pytest.mark.parametrize("name", list(NOT_KEPT))
def test_a_loop_that_may_yield_another_buffer_does_not(name):
    ctx, module = _module(NOT_KEPT[name])
    with ctx:
        assert outline.kept_buffers(_statement(module)) is None


def test_a_kept_buffer_is_passed_on_and_the_call_has_no_results():
    fill = f"  linalg.fill ins(%x : f32) outs(%b : {BUF})\n"  # a second statement: one alone is not outlined
    ctx, module = _module(fill + KEPT["through an if"])
    with ctx:
        later = []
        assert outline.outline_kernels(module, None, 1, before_deallocation=True, later=later) == 2
        text = str(module)
        name = next(k.name for k in later if "iter_args" in k.body)  # the loop (the fill is a loop of vector stores)
        assert f"call @{name}(%arg0) : (memref<8xf32>) -> ()" in text and "return %arg0" in text
        assert "scf.for" not in text and f"func.func private @{name}(memref<8xf32>)" in text  # declared until defined
        outline.define(module, later, pipeline.kernel_cleanup())
        module.operation.verify()
        text = str(module)
        assert "scf.for" in text and text.count(f"@{name}(") == 2  # defined once, called once


def test_a_statement_that_allocates_inside_is_left_for_after_deallocation():
    body = f"""  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> ({BUF}) {{
    %t = memref.alloc() : {BUF}
    memref.store %x, %t[%i] : {BUF}
    scf.yield %acc : {BUF}
  }}
  linalg.fill ins(%x : f32) outs(%b : {BUF})
  return %r : {BUF}"""
    ctx, module = _module(body)
    with ctx:
        before = str(module)
        assert outline.outline_kernels(module, None, 1, before_deallocation=True, later=[]) == 0
        assert str(module) == before


def _t(*shape, dt="F32"):
    return f"tensor<{dt}, [{', '.join(map(str, shape))}], @host>"


# an embedding gather's gradient (a scatter: a loop whose bounds check yields back its buffer),
# cross entropy's pick, matmuls split over threads
EMBEDDING = f"""
let ce = fn(emb: {_t(64, 32)}, w: {_t(32, 48)}, ids: {_t(128, dt="I64")}, targets: {_t(128, dt="I64")}) -> {_t()} {{
  let h = emb.take(ids).tanh() in
  let lp = (h @ w).log_softmax(axis=1) in
  -(lp.take_along_axis(targets, axis=1).reduce_mean(axes=[0]))
}} in
fn @main(emb: {_t(64, 32)}, w: {_t(32, 48)}, ids: {_t(128, dt="I64")}, targets: {_t(128, dt="I64")}) -> ({_t()}, {_t(64, 32)}, {_t(32, 48)}) {{
  let (l, ge, gw) = handle ce(emb, w, ids, targets) with reverseMode(wrt=[emb, w]) in
  (l, ge, gw)
}}
"""

# a loop holding an `if`: its carries stay in the glue, its block's statements are kernels
RECURRENT = f"""
let rnn = fn(xs: {_t(6, 16, 32)}, h0: {_t(16, 32)}, w: {_t(32, 32)}) -> {_t()} {{
  let (h, hs) = loop (h = h0) for t < 6 {{
    let h1 = (h @ w + xs.index(t, axis=0)).tanh() in
    let y = if t < 2 {{ h1 * 2.0 }} else {{ h1.sigmoid() }} in
    (h1, y)
  }} in
  (hs * hs).reduce_sum(axes=[0, 1, 2]) + (h * h).reduce_sum(axes=[0, 1])
}} in
fn @main(xs: {_t(6, 16, 32)}, h0: {_t(16, 32)}, w: {_t(32, 32)}) -> ({_t()}, {_t(32, 32)}) {{
  let (l, gw) = handle rnn(xs, h0, w) with reverseMode(wrt=[w]) in
  (l, gw)
}}
"""


def _inputs(name):
    rng = np.random.default_rng(7)
    if name == "embedding":
        return [rng.standard_normal((64, 32)).astype(np.float32), rng.standard_normal((32, 48)).astype(np.float32),
                rng.integers(0, 64, 128), rng.integers(0, 48, 128)]
    return [rng.standard_normal((6, 16, 32)).astype(np.float32), rng.standard_normal((16, 32)).astype(np.float32),
            (0.2 * rng.standard_normal((32, 32))).astype(np.float32)]


@pytest.mark.parametrize("name,src,early", [("embedding", EMBEDDING, True), ("recurrent", RECURRENT, None)])
def test_a_build_with_a_worker_equals_one_without(name, src, early, monkeypatch, tmp_path):
    """`early`: whether the kernels must have been outlined before deallocation (None: either)."""
    worker_builds(monkeypatch, tmp_path / "cache")
    outlined = []
    real = pipeline.outline_kernels
    monkeypatch.setattr(pipeline, "outline_kernels", lambda *a: outlined.append((len(a) > 3 and a[3], real(*a))) or outlined[-1][1])
    args = _inputs(name)
    got = kina.compile_source(src, path=f"{name}.kina", backend="native").main(*args)
    if early is not None:
        assert any(before and n > 0 for before, n in outlined) == early, outlined
    monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "0")
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache-whole"))
    whole = kina.compile_source(src, path=f"{name}.kina", backend="native").main(*args)
    for a, b in zip(got, whole):
        np.testing.assert_array_equal(a, b)
