"""VJPs of index (g written into zeros at i) and update_index (g with position i zeroed, and g
at i), §C1. A read at one position whose operand has a cotangent already adds into that
slice instead (kina_ad.sweep), so this rule runs only for the first read."""
from __future__ import annotations

from kina.ops import indexing as I


def index_vjp(b, bind, g):
    x, i = bind.args
    zeros = b.const(0.0, b.type(x))
    return [b.op(I.update_index, zeros, g, i, axis=bind.attrs["axis"]), None]


def update_index_vjp(b, bind, g):
    x, v, i = bind.args
    k = bind.attrs["axis"]
    g_x = b.op(I.update_index, g, b.const(0.0, b.type(v)), i, axis=k)
    return [g_x, b.op(I.index, g, i, axis=k), None]


RULES = {I.index: index_vjp, I.update_index: update_index_vjp}
