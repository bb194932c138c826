"""Gathers and their AD nodes: take / ScatterAdd, take_along_axis / ScatterAlongAxis."""
from __future__ import annotations

import numpy as np

from .mlirgen import SCALAR, fill, generic
from .registry import Attr, OpTypeError, defop, drop_axis, need_int, norm_axis


def _infer_take(types, attrs):
    t, ids = types
    if attrs["axis"] != 0:
        raise OpTypeError(f"`take` gathers rows: only axis=0 is supported, got axis={attrs['axis']}", "axis")
    if t.rank < 1:
        raise OpTypeError(f"`take` needs a table of rank >= 1, got {t}", 0)
    need_int(ids, "take", "ids", 1)
    if ids.placement != t.placement:
        raise OpTypeError(f"`take` operands live on different placements: {t} and {ids}", 1)
    return t.with_(shape=ids.shape + t.shape[1:])


take = defop("take", 2, _infer_take, surface="take", attrs=(Attr("axis", "int", 0),),
             index_bounds=lambda types, attrs: {1: (0, types[0].shape[0] - 1)})
take.numpy = lambda xs, attrs, out: xs[0][xs[1]]


@take.def_vjp
def _(b, bind, g):
    t, ids = bind.args
    return [b.op("ScatterAdd", g, ids, shape=list(b.type(t).shape)), None]


@take.def_lower
def _(e, bind):
    t, ids = bind.args
    out = bind.names[0]
    tt, it, ot = e.ty(t), e.ty(ids), e.ty(out)
    s = it.rank

    def body(r, a, o):
        row = r.clamp_index(r.to_index(a[0]), tt.shape[0] - 1)
        return r.extract(e.v(t), tt, [row] + [r.index(s + j) for j in range(tt.rank - 1)])
    e.define(out, generic(e, ot.rank, [(e.v(ids), it, [f"d{i}" for i in range(s)])],
                          [(ot, [f"d{i}" for i in range(ot.rank)], None)], body)[0])


def _infer_scatter_add(types, attrs):
    g, ids = types
    return g.with_(shape=tuple(attrs["shape"]))


scatter_add = defop("ScatterAdd", 2, _infer_scatter_add, attrs=(Attr("shape", "shape"),),
                    index_bounds=lambda types, attrs: {1: (0, attrs["shape"][0] - 1)},
                    doc="ScatterAdd: zeros of `shape` with rows of g added at ids (VJP of take; repeats accumulate)")


@scatter_add.def_numpy
def _(xs, attrs, out):
    g, ids = xs
    acc = np.zeros(out.shape, dtype=out.numpy_dtype)
    np.add.at(acc, ids, g)
    return acc


@scatter_add.def_lower
def _(e, bind):
    g, ids = bind.args
    out = bind.names[0]
    gt, it, ot = e.ty(g), e.ty(ids), e.ty(out)
    # loops: (v, d…) parallel over the table, (s…) reduction over the ids
    nv, ns = ot.rank, it.rank
    sd = [f"d{nv + i}" for i in range(ns)]
    sc = SCALAR[ot.dtype]

    def body(r, a, o):
        hit = r(f"arith.cmpi eq, {r.to_index(a[1])}, {r.index(0)} : index")
        return r(f"arith.addf {o[0]}, {r(f'arith.select {hit}, {a[0]}, {r.const(0, ot.dtype)} : {sc}')} : {sc}")
    e.define(out, generic(e, nv + ns, [(e.v(g), gt, sd + [f"d{i}" for i in range(1, nv)]), (e.v(ids), it, sd)],
                          [(ot, [f"d{i}" for i in range(nv)], fill(e, ot, 0.0))], body,
                          ["parallel"] * nv + ["reduction"] * ns)[0])


def _infer_tal(types, attrs):
    x, idx = types
    k = norm_axis(attrs["axis"], x.rank)
    need_int(idx, "take_along_axis", "indices", 1)
    if idx.shape != drop_axis(x.shape, k):
        raise OpTypeError(f"`take_along_axis` indices must have the operand's shape without axis {k}: expected [{', '.join(map(str, drop_axis(x.shape, k)))}], got {idx}", 1)
    if idx.placement != x.placement:
        raise OpTypeError(f"`take_along_axis` operands live on different placements: {x} and {idx}", 1)
    return x.with_(shape=idx.shape)


take_along_axis = defop("take_along_axis", 2, _infer_tal, surface="take_along_axis", attrs=(Attr("axis", "int"),), host_only=True,
                        index_bounds=lambda types, attrs: {1: (0, types[0].shape[attrs["axis"] % types[0].rank] - 1)})


@take_along_axis.def_numpy
def _(xs, attrs, out):
    x, idx = xs
    k = attrs["axis"] % x.ndim
    return np.take_along_axis(x, np.expand_dims(idx, k), k).squeeze(k)


@take_along_axis.def_vjp
def _(b, bind, g):
    x, idx = bind.args
    return [b.op("ScatterAlongAxis", g, idx, axis=bind.attrs["axis"], shape=list(b.type(x).shape)), None]


@take_along_axis.def_lower
def _(e, bind):
    x, idx = bind.args
    out = bind.names[0]
    xt, it = e.ty(x), e.ty(idx)
    k = bind.attrs["axis"] % xt.rank

    def body(r, a, o):
        pos = r.clamp_index(r.to_index(a[0]), xt.shape[k] - 1)
        loops = [r.index(i) for i in range(it.rank)]
        return r.extract(e.v(x), xt, loops[:k] + [pos] + loops[k:])
    e.define(out, generic(e, it.rank, [(e.v(idx), it, [f"d{i}" for i in range(it.rank)])],
                          [(it.with_(dtype=xt.dtype), [f"d{i}" for i in range(it.rank)], None)], body)[0])


def _infer_sal(types, attrs):
    g, idx = types
    return g.with_(shape=tuple(attrs["shape"]))


scatter_along_axis = defop("ScatterAlongAxis", 2, _infer_sal, attrs=(Attr("axis", "int"), Attr("shape", "shape")),
                           index_bounds=lambda types, attrs: {1: (0, attrs["shape"][attrs["axis"]] - 1)},
                           doc="ScatterAlongAxis: zeros of `shape` with g written at idx along axis (VJP of take_along_axis)")


@scatter_along_axis.def_numpy
def _(xs, attrs, out):
    g, idx = xs
    k = attrs["axis"] % len(out.shape)
    acc = np.zeros(out.shape, dtype=out.numpy_dtype)
    np.put_along_axis(acc, np.expand_dims(idx, k), np.expand_dims(g, k), k)
    return acc


@scatter_along_axis.def_lower
def _(e, bind):
    g, idx = bind.args
    out = bind.names[0]
    ot = e.ty(out)
    k = bind.attrs["axis"] % ot.rank
    part = [f"d{i}" for i in range(ot.rank) if i != k]
    sc = SCALAR[ot.dtype]

    def body(r, a, o):
        hit = r(f"arith.cmpi eq, {r.to_index(a[1])}, {r.index(k)} : index")
        return r(f"arith.select {hit}, {a[0]}, {r.const(0, ot.dtype)} : {sc}")
    e.define(out, generic(e, ot.rank, [(e.v(g), e.ty(g), part), (e.v(idx), e.ty(idx), part)],
                          [(ot, [f"d{i}" for i in range(ot.rank)], None)], body)[0])
