"""A transform pass: `-(-x)` becomes `x`. The IR is immutable, so the pass builds new functions."""
from __future__ import annotations

from kina.compiler import Pass
from kina.ir import Bind
from kina.ops.elementwise import neg


def _is_neg(b) -> bool:
    return isinstance(b, Bind) and b.op is neg  # op identity, as every rule table keys ops


def remove_double_negation(program, ctx):
    removed = 0

    def rewrite(fn):
        nonlocal removed
        defs = {n: b for b in fn.body for n in b.names}
        alias: dict[str, str] = {}
        for b in fn.body:
            if _is_neg(b) and _is_neg(defs.get(b.args[0])):
                alias[b.names[0]] = defs[b.args[0]].args[0]
                removed += 1
        if not alias:
            return fn

        def resolve(v):
            while v in alias:
                v = alias[v]
            return v
        from dataclasses import replace

        body = [replace(b, args=tuple(resolve(a) for a in b.args)) for b in fn.body if b.names[0] not in alias]
        return fn.with_body(body, [resolve(r) for r in fn.results])
    out = program.map_functions(rewrite)
    return out.with_functions(out.functions, f"example: removed {removed} double negation(s)")


def register_passes(register):
    register(Pass("remove_double_negation", remove_double_negation, order=50))
