"""Shape ops: reshape, transpose, broadcast (A6, rank-changing)."""
from __future__ import annotations

import numpy as np

from .mlirgen import dims, generic, reshape as reshape_text
from .registry import Attr, OpTypeError, broadcastable, defop


def _infer_reshape(types, attrs):
    (t,), shape = types, tuple(attrs["shape"])
    if any(d < 1 for d in shape):
        raise OpTypeError(f"reshape target {list(shape)} has a dimension < 1", "shape")
    if int(np.prod(shape, dtype=np.int64)) != t.size:
        raise OpTypeError(f"cannot reshape {t} ({t.size} elements) to {list(shape)} ({int(np.prod(shape))} elements)", "shape",
                          "reshape keeps the volume; use .broadcast to add elements")
    return t.with_(shape=shape)


reshape = defop("reshape", 1, _infer_reshape, surface="reshape", attrs=(Attr("shape", "shape"),))
reshape.numpy = lambda xs, attrs, out: xs[0].reshape(out.shape)


@reshape.def_vjp
def _(b, bind, g):
    return [b.op("reshape", g, shape=list(b.type(bind.args[0]).shape))]


@reshape.def_lower
def _(e, bind):
    x, out = bind.args[0], bind.names[0]
    e.define(out, reshape_text(e, e.v(x), e.ty(x), e.ty(out)))


def _infer_transpose(types, attrs):
    (t,), perm = types, list(attrs["perm"])
    if sorted(perm) != list(range(t.rank)):
        raise OpTypeError(f"{perm} is not a permutation of the {t.rank} axes of {t}", "perm")
    return t.with_(shape=tuple(t.shape[p] for p in perm))


transpose = defop("transpose", 1, _infer_transpose, surface="transpose", attrs=(Attr("perm", "ints"),))
transpose.numpy = lambda xs, attrs, out: np.ascontiguousarray(np.transpose(xs[0], attrs["perm"]))


@transpose.def_vjp
def _(b, bind, g):
    return [b.op("transpose", g, perm=[int(i) for i in np.argsort(bind.attrs["perm"])])]


@transpose.def_lower
def _(e, bind):
    x, out, perm = bind.args[0], bind.names[0], bind.attrs["perm"]
    inv = np.argsort(perm)
    ot = e.ty(out)
    # out[j] = x[k] with k[perm[i]] = j[i]
    e.define(out, generic(e, ot.rank, [(e.v(x), e.ty(x), [f"d{inv[a]}" for a in range(ot.rank)])],
                          [(ot, dims(ot.rank), None)], lambda r, a, o: a[0])[0])


def _infer_broadcast(types, attrs):
    (t,), shape = types, tuple(attrs["shape"])
    if len(shape) < t.rank:
        raise OpTypeError(f"cannot broadcast {t} to the lower-rank shape {list(shape)}", "shape")
    if not broadcastable(t.shape, shape):
        i, d, target = next((i, d, shape[len(shape) - t.rank + i]) for i, d in enumerate(t.shape) if d not in (1, shape[len(shape) - t.rank + i]))
        raise OpTypeError(f"cannot broadcast {t} to {list(shape)}: source dim {i} is {d}, target dim is {target} (each source dim must equal the target or be 1)", "shape")
    if any(d < 1 for d in shape):
        raise OpTypeError(f"broadcast target {list(shape)} has a dimension < 1", "shape")
    return t.with_(shape=shape)


broadcast = defop("broadcast", 1, _infer_broadcast, surface="broadcast", attrs=(Attr("shape", "shape"),))
broadcast.numpy = lambda xs, attrs, out: np.ascontiguousarray(np.broadcast_to(xs[0], out.shape))


def broadcast_axes(src_shape, dst_shape) -> list[int]:
    """Target axes that broadcast expands or adds (A6)."""
    lead = len(dst_shape) - len(src_shape)
    return [i for i in range(len(dst_shape)) if i < lead or (src_shape[i - lead] == 1 and dst_shape[i] != 1)]


@broadcast.def_vjp
def _(b, bind, g):
    src, dst = b.type(bind.args[0]), b.type(bind.names[0])
    axes = broadcast_axes(src.shape, dst.shape)
    if not axes:
        return [g]
    summed = b.op("reduce_sum", g, axes=axes, keepdims=False)
    return [b.op("reshape", summed, shape=list(src.shape)) if b.type(summed).shape != src.shape else summed]


@broadcast.def_lower
def _(e, bind):
    x, out = bind.args[0], bind.names[0]
    src, dst = e.ty(x), e.ty(out)
    lead = dst.rank - src.rank
    exprs = ["0" if (d == 1 and dst.shape[lead + i] != 1) else f"d{lead + i}" for i, d in enumerate(src.shape)]
    e.define(out, generic(e, dst.rank, [(e.v(x), src, exprs)], [(dst, dims(dst.rank), None)], lambda r, a, o: a[0])[0])
