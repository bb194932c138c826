"""VJP of select (comparisons are discrete: no rule)."""
from __future__ import annotations

from kina.ops import compare as C


def select_vjp(b, bind, g):
    c, x, y = bind.args
    zero = b.const(0.0, b.type(g))
    return [None, b.op(C.select, c, g, zero), b.op(C.select, c, zero, g)]


RULES = {C.select: select_vjp}
