"""kina-mlir's lowering table, one module per op family. A rule is
`rule(emitter, bind)`: it emits MLIR text on tensors through the emitter
(`e.v(var)`, `e.ty(var)`, `e.op(text)`, `e.define(var, ssa)`; see mlirgen)."""
from __future__ import annotations

from . import collective, compare, conv, create, discrete, elementwise, gather, indexing, layout, nn, reduce, shape, slices

RULES = {op: rule for family in (conv, elementwise, shape, reduce, nn, gather, indexing, discrete, slices, compare, layout, create, collective) for op, rule in family.RULES.items()}
