"""Dead-code elimination: drop bindings no result depends on (every op is pure)."""
from __future__ import annotations

from ..ir import Function, Program


def dce_function(fn: Function) -> Function:
    live = set(fn.results)
    kept = []
    for b in reversed(fn.body):
        if any(n in live for n in b.names):
            kept.append(b)
            live.update(b.args)
    return fn.with_body(kept[::-1])


def dce(program: Program, ctx=None) -> Program:
    return program.map_functions(dce_function)
