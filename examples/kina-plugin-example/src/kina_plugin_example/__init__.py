"""An example third-party plugin: a transform pass that rewrites `-(-x)` to `x`.

Installed next to kina-frontend, it runs in every compile (order 50: after ANF,
before AD) and shows up in `kina plugins`."""
from __future__ import annotations

from kina.compiler import Pass
from kina.hookspecs import hookimpl


def remove_double_negation(program, options):
    removed = 0
    for fn in program.functions.values():
        defs = {n: b for b in fn.body for n in b.names}
        alias: dict[str, str] = {}
        for b in fn.body:
            if b.op == "neg" and b.args[0] in defs and defs[b.args[0]].op == "neg":
                alias[b.names[0]] = defs[b.args[0]].args[0]
                removed += 1
        if not alias:
            continue

        def resolve(v):
            while v in alias:
                v = alias[v]
            return v
        kept = []
        for b in fn.body:
            if b.names[0] in alias:
                continue
            b.args = tuple(resolve(a) for a in b.args)
            kept.append(b)
        fn.body = kept
        fn.results = [resolve(r) for r in fn.results]
    program.notes.append(f"example: removed {removed} double negation(s)")
    return program


@hookimpl
def transform():
    return [Pass("remove_double_negation", remove_double_negation, order=50)]
