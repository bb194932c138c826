"""kina-ad's JVP table (forwardMode, §C4), one module per op family as `kina_ad/vjp/`. A rule is
`rule(builder, bind, tangents) -> [tangent variable | None per result]`: `tangents` holds one
variable or None (a zero tangent) per operand of `bind`, at least one of them not None; the
rule appends the tangent's ops through the builder, after the primal `bind` itself, so it may
read `bind.names[0]`."""
from __future__ import annotations

from . import collective, compare, conv, elementwise, gather, indexing, layout, nn, reduce, shape, slices

RULES = {op: rule for family in (elementwise, shape, reduce, nn, gather, slices, compare, layout, indexing, collective, conv) for op, rule in family.RULES.items()}
