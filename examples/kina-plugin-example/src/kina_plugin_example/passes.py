"""A transform pass: `-(-x)` becomes `x`. The IR is immutable, so the pass builds new functions.
It rewrites every spine — a function's body and the bodies of its loops and `if`s — through
`kina.ir.map_spines`: a pass that looked only at `fn.body` would skip loop bodies. Blocks are
isolated from above, so each spine is rewritten on its own (a negation made outside a loop is a
block parameter inside it)."""
from __future__ import annotations

from dataclasses import replace

from kina.compiler import Pass
from kina.ir import Bind, map_spines
from kina.ops.elementwise import neg


def _is_neg(b) -> bool:
    return isinstance(b, Bind) and b.op is neg  # op identity, as every rule table keys ops


def remove_double_negation(program, ctx):
    removed = 0

    def rewrite(spine):
        nonlocal removed
        defs = {n: b for b in spine.body for n in b.names}
        alias: dict[str, str] = {}
        for b in spine.body:
            if _is_neg(b) and _is_neg(defs.get(b.args[0])):
                alias[b.names[0]] = defs[b.args[0]].args[0]
                removed += 1
        if not alias:
            return spine

        def resolve(v):
            while v in alias:
                v = alias[v]
            return v
        body = [replace(b, args=tuple(resolve(a) for a in b.args)) for b in spine.body if b.names[0] not in alias]
        return spine.with_body(body, [resolve(r) for r in spine.results])
    out = program.map_functions(lambda fn: map_spines(fn, rewrite))
    return out.with_functions(out.functions, f"example: removed {removed} double negation(s)")


def register_passes(register):
    register(Pass("remove_double_negation", remove_double_negation, order=50))
