"""VJPs of the gathers (scatters are AD-internal and never differentiated)."""
from __future__ import annotations

from kina.ops import gather as G


def take_vjp(b, bind, g):
    t, ids = bind.args
    return [b.op(G.scatter_add, g, ids, shape=list(b.type(t).shape)), None]


def take_along_axis_vjp(b, bind, g):
    x, idx = bind.args
    return [b.op(G.scatter_along_axis, g, idx, axis=bind.attrs["axis"], shape=list(b.type(x).shape)), None]


RULES = {G.take: take_vjp, G.take_along_axis: take_along_axis_vjp}
