"""Results no caller uses are not computed (kina_mlir.pipeline.prune): an artifact exports one
function, its callees are private to its module, and MLIR's remove-dead-values drops their unused
results with the work behind them — reverseMode returns every cotangent, and a training step
discards those of its data (the MLP-1024 benchmark step: a sixth of its matmuls)."""
from __future__ import annotations

import re

import numpy as np

import kina
from kina.diagnostics import Source
from kina_mlir import bindings, pipeline
from kina_mlir.artifacts.exports import closure
from kina_mlir.emit.module import emit_module
from kina_mlir.options import CodegenOptions


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


SRC = f"""let loss = fn(x: {_t(8, 16)}, w: {_t(16, 16)}) -> {_t(1)} {{
  (x @ w).tanh().reduce_sum(axes=[0, 1], keepdims=false).reshape([1])
}} in
fn @main(x: {_t(8, 16)}, w: {_t(16, 16)}) -> ({_t(1)}, {_t(16, 16)}) {{
  let (l, gx, gw) = handle loss(x, w) with reverseMode in
  (l, gw)
}}
"""


def _matmuls(exported):
    from helpers import compiler

    c = compiler()
    program = c.emit(Source("p.kina", SRC), "ir")[0]
    emitted = emit_module(closure(program, "main"), c.lowerings, CodegenOptions.resolve(), exported=exported, checks=False)
    ctx, module = bindings.parse_verified(emitted.text)
    with ctx:
        if emitted.private:
            bindings.run_passes(pipeline.prune(), module)
        return emitted.text, len(re.findall(r"kina\.block", str(module)))


def test_an_unused_cotangent_is_not_computed():
    public, every = _matmuls(None)
    private, pruned = _matmuls({"main"})
    assert "func.func private @kina.u.loss__reverseMode" in private and "func.func private" not in public
    assert "emit_c_interface" not in private.split("func.func @kina.u.main")[0]  # callees get no C wrapper
    assert every == 3 and pruned == 2  # x @ w, and the cotangents of w and (unused) of x


def test_the_pruned_step_computes_the_same_numbers():
    rng = np.random.default_rng(0)
    x, w = rng.standard_normal((8, 16)).astype(np.float32), (rng.standard_normal((16, 16)) / 4).astype(np.float32)
    loss, gw = kina.compile_source(SRC, path="p.kina", backend="native").main(x, w)
    h = np.tanh(x @ w)
    np.testing.assert_allclose(loss, [h.sum()], rtol=1e-5)
    np.testing.assert_allclose(gw, x.T @ (1 - h * h), rtol=1e-4, atol=1e-5)
