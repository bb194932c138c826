"""VJPs of update_slice and slice_dyn (each is the other's cotangent)."""
from __future__ import annotations

from kina.ops import slices as Sl


def update_slice_vjp(b, bind, g):
    cache, new, start = bind.args
    k = bind.attrs["axis"]
    nt = b.type(new)
    g_cache = b.op(Sl.update_slice, g, b.const(0.0, nt), start, axis=k)
    g_new = b.op(Sl.slice_dyn, g, start, axis=k, size=nt.shape[k % nt.rank])
    return [g_cache, g_new, None]


def slice_dyn_vjp(b, bind, g):
    x, start = bind.args
    zeros = b.const(0.0, b.type(x))
    return [b.op(Sl.update_slice, zeros, g, start, axis=bind.attrs["axis"]), None]


RULES = {Sl.update_slice: update_slice_vjp, Sl.slice_dyn: slice_dyn_vjp}
