"""dce on a program specialised for one entry point (§P1's `only` request): the functions the entry
no longer reaches after handler elimination are dropped; without the request every function stays."""
from __future__ import annotations

import numpy as np

import kina
from kina.diagnostics import Source

SRC = """let sq = fn[N](x: tensor<F32, [N]>) -> tensor<F32, []> { (x * x).reduce_sum(axes=[0]) } in
let unused = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> { x.exp() } in
let grad = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> {
  let (v, g) = handle sq[N](x) with reverseMode in
  g
} in
fn @main[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> { grad[N](x) }
"""


def test_a_specialised_entry_keeps_only_what_it_reaches():
    from helpers import compiler

    ir = compiler().emit(Source("only.kina", SRC), "ir", {"specialise": {"entry": "main", "sizes": {"N": 3}, "only": True}})[0]
    names = list(ir.functions)
    assert names[-1].startswith("main") and any("reverseMode" in n for n in names)
    assert "sq__N3" not in names and not [n for n in names if n.startswith("unused")], names  # inlined into sq__N3__reverseMode / never called
    assert "dropped" in "".join(ir.notes)
    x = np.arange(3, dtype=np.float32)
    got = kina.compile_source(SRC, path="only.kina", backend="numpy").main.specialise(N=3)(x)
    np.testing.assert_allclose(got, 2 * x)
