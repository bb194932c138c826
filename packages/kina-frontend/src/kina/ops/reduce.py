"""Reductions: reduce_sum, reduce_max, reduce_mean (axes, keepdims)."""
from __future__ import annotations

import numpy as np

from .mlirgen import SCALAR, fill, generic, reshape
from .registry import Attr, OpTypeError, defop, need_float, need_numeric

AXES = (Attr("axes", "ints"), Attr("keepdims", "bool", False))


def reduced_shape(shape, axes, keepdims):
    return tuple((1 if i in axes else d) for i, d in enumerate(shape) if keepdims or i not in axes)


def _infer_reduce(name, float_only=False):
    def infer(types, attrs):
        t = types[0]
        (need_float if float_only else need_numeric)(t, name)
        axes = list(attrs["axes"])
        if not axes:
            raise OpTypeError(f"`{name}` needs at least one axis", "axes")
        for a in axes:
            if not 0 <= a < t.rank:
                raise OpTypeError(f"axis {a} is out of range for {t} (rank {t.rank})", "axes")
        if len(set(axes)) != len(axes):
            raise OpTypeError(f"axes {axes} repeat an axis", "axes")
        return t.with_(shape=reduced_shape(t.shape, axes, attrs["keepdims"]))
    return infer


def _kw(attrs):
    return {"axis": tuple(attrs["axes"]), "keepdims": attrs["keepdims"]}


reduce_sum = defop("reduce_sum", 1, _infer_reduce("reduce_sum"), surface="reduce_sum", attrs=AXES)
reduce_sum.numpy = lambda xs, attrs, out: np.sum(xs[0], **_kw(attrs)).astype(out.numpy_dtype)
reduce_max = defop("reduce_max", 1, _infer_reduce("reduce_max"), surface="reduce_max", attrs=AXES)
reduce_max.numpy = lambda xs, attrs, out: np.max(xs[0], **_kw(attrs)).astype(out.numpy_dtype)
reduce_mean = defop("reduce_mean", 1, _infer_reduce("reduce_mean", True), surface="reduce_mean", attrs=AXES)
reduce_mean.numpy = lambda xs, attrs, out: np.mean(xs[0], **_kw(attrs)).astype(out.numpy_dtype)


def _back(b, g, x_type, axes):
    """Broadcast a reduction's cotangent back to the operand's shape."""
    kept = b.op("reshape", g, shape=list(reduced_shape(x_type.shape, axes, True)))
    return b.op("broadcast", kept, shape=list(x_type.shape))


@reduce_sum.def_vjp
def _(b, bind, g):
    return [_back(b, g, b.type(bind.args[0]), bind.attrs["axes"])]


@reduce_mean.def_vjp
def _(b, bind, g):
    t = b.type(bind.args[0])
    count = int(np.prod([t.shape[a] for a in bind.attrs["axes"]]))
    return [b.op("div", _back(b, g, t, bind.attrs["axes"]), b.const(float(count), t))]


@reduce_max.def_vjp
def _(b, bind, g):
    # g to the first argmax: move the reduced axes last, flatten them, argmax,
    # scatter g there, and undo the moves (all in terms of existing ops).
    x = bind.args[0]
    t, axes = b.type(x), list(bind.attrs["axes"])
    if not t.is_float:
        return [None]
    keep = [i for i in range(t.rank) if i not in axes]
    perm = keep + axes
    moved = b.op("transpose", x, perm=perm) if perm != list(range(t.rank)) else x
    r = int(np.prod([t.shape[a] for a in axes]))
    lead = [t.shape[i] for i in keep]
    flat = b.op("reshape", moved, shape=lead + [r])
    idx = b.op("argmax", flat, axis=len(lead))
    g_lead = b.op("reshape", g, shape=lead) if b.type(g).shape != tuple(lead) else g
    scattered = b.op("ScatterAlongAxis", g_lead, idx, axis=len(lead), shape=lead + [r])
    unflat = b.op("reshape", scattered, shape=[t.shape[i] for i in perm])
    return [b.op("transpose", unflat, perm=[int(i) for i in np.argsort(perm)]) if perm != list(range(t.rank)) else unflat]


def _lower_reduce(kind):
    def lower(e, bind):
        x, out = bind.args[0], bind.names[0]
        t, ot = e.ty(x), e.ty(out)
        axes = bind.attrs["axes"]
        flat_t = ot.with_(shape=reduced_shape(t.shape, axes, False))
        init = {"sum": 0, "mean": 0, "max": -np.inf if t.is_float else np.iinfo(t.numpy_dtype).min}[kind]
        acc = fill(e, flat_t, init)
        sc = SCALAR[t.dtype]

        def body(r, a, o):
            if kind == "max":
                return r(f"arith.{'maximumf' if t.is_float else 'maxsi'} {a[0]}, {o[0]} : {sc}")
            return r(f"arith.{'addf' if t.is_float else 'addi'} {a[0]}, {o[0]} : {sc}")
        iters = ["reduction" if i in axes else "parallel" for i in range(t.rank)]
        res = generic(e, t.rank, [(e.v(x), t, [f"d{i}" for i in range(t.rank)])],
                      [(flat_t, [f"d{i}" for i in range(t.rank) if i not in axes], acc)], body, iters)[0]
        if kind == "mean":
            count = int(np.prod([t.shape[a] for a in axes]))
            res = generic(e, flat_t.rank, [(res, flat_t, [f"d{i}" for i in range(flat_t.rank)])],
                          [(flat_t, [f"d{i}" for i in range(flat_t.rank)], None)],
                          lambda r, a, o: r(f"arith.divf {a[0]}, {r.const(count, t.dtype)} : {sc}"))[0]
        e.define(out, reshape(e, res, flat_t, ot))
    return lower


reduce_sum.lower = _lower_reduce("sum")
reduce_max.lower = _lower_reduce("max")
reduce_mean.lower = _lower_reduce("mean")
