"""VJPs of the gathers and of the scatters their VJPs emit: each is the other's transpose, so
reverse-over-reverse (§C5) differentiates a gradient through `take` and `take_along_axis`."""
from __future__ import annotations

from kina.ops import gather as G


def take_vjp(b, bind, g):
    t, ids = bind.args
    return [b.op(G.scatter_add, g, ids, shape=list(b.type(t).shape)), None]


def take_along_axis_vjp(b, bind, g):
    x, idx = bind.args
    return [b.op(G.scatter_along_axis, g, idx, axis=bind.attrs["axis"], shape=list(b.type(x).shape)), None]


def scatter_add_vjp(b, bind, g):
    # out = Σ_r onehot(ids[r]) ⊗ rows[r]: a repeated id reads the same row of g once per use
    return [b.op(G.take, g, bind.args[1]), None]


def scatter_along_axis_vjp(b, bind, g):
    return [b.op(G.take_along_axis, g, bind.args[1], axis=bind.attrs["axis"]), None]


RULES = {G.take: take_vjp, G.take_along_axis: take_along_axis_vjp, G.scatter_add: scatter_add_vjp,
         G.scatter_along_axis: scatter_along_axis_vjp}
