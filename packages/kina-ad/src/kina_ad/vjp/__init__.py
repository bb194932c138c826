"""kina-ad's VJP table, one module per op family. A rule is
`rule(builder, bind, g) -> [cotangent variable | None per operand]`: it appends
ops to the reverse spine through the builder (`b.op(op, *args, **attrs)`,
`b.const(value, type)`, `b.type(var)`), referring to ops by their Op objects."""
from __future__ import annotations

from . import collective, compare, conv, discrete, elementwise, gather, indexing, layout, nn, reduce, shape, slices

RULES = {op: rule for family in (elementwise, shape, reduce, nn, gather, discrete, slices, compare, layout, indexing, collective, conv) for op, rule in family.RULES.items()}
