"""KV-cache append (§19): update_slice, and slice_dyn for its VJP."""
from __future__ import annotations

import numpy as np

from .mlirgen import SCALAR, generic
from .registry import Attr, OpTypeError, defop, norm_axis


def _infer_update_slice(types, attrs):
    cache, new, start = types
    k = norm_axis(attrs["axis"], cache.rank)
    if new.dtype != cache.dtype or new.placement != cache.placement or new.rank != cache.rank:
        raise OpTypeError(f"`update_slice` writes a tensor of the cache's dtype, rank and placement: cache {cache}, update {new}", 1)
    for i, (c, n) in enumerate(zip(cache.shape, new.shape)):
        if (i == k and n > c) or (i != k and n != c):
            raise OpTypeError(f"`update_slice` update {new} does not fit cache {cache} along axis {k}", 1)
    if start.dtype != "I64" or start.shape != ():
        raise OpTypeError(f"`update_slice` start must be an I64[] scalar, got {start}", 2)
    return cache


update_slice = defop("update_slice", 3, _infer_update_slice, surface="update_slice", attrs=(Attr("axis", "int"),),
                     index_bounds=lambda types, attrs: {2: (0, types[0].shape[attrs["axis"] % types[0].rank] - types[1].shape[attrs["axis"] % types[0].rank])})


def _window(k, rank, start, size):
    return tuple(slice(int(start), int(start) + size) if i == k else slice(None) for i in range(rank))


@update_slice.def_numpy
def _(xs, attrs, out):
    cache, new, start = xs
    k = attrs["axis"] % cache.ndim
    res = np.array(cache, copy=True)
    res[_window(k, cache.ndim, start, new.shape[k])] = new
    return res


@update_slice.def_vjp
def _(b, bind, g):
    cache, new, start = bind.args
    k = bind.attrs["axis"]
    nt = b.type(new)
    g_cache = b.op("update_slice", g, b.const(0.0, nt), start, axis=k)
    g_new = b.op("slice_dyn", g, start, axis=k, size=nt.shape[k % nt.rank])
    return [g_cache, g_new, None]


@update_slice.def_lower
def _(e, bind):
    cache, new, start = bind.args
    out = bind.names[0]
    ct, nt = e.ty(cache), e.ty(new)
    k = bind.attrs["axis"] % ct.rank
    n = nt.shape[k]
    sc = SCALAR[ct.dtype]

    def body(r, a, o):
        s = r.to_index(r.extract(e.v(start), e.ty(start), []))
        i = r.index(k)
        rel = r(f"arith.subi {i}, {s} : index")
        zero, size = r("arith.constant 0 : index"), r(f"arith.constant {n} : index")
        lo = r(f"arith.cmpi sge, {rel}, {zero} : index")
        hi = r(f"arith.cmpi slt, {rel}, {size} : index")
        inside = r(f"arith.andi {lo}, {hi} : i1")
        loops = [r.index(d) for d in range(ct.rank)]
        loops[k] = r.clamp_index(rel, n - 1)
        return r(f"arith.select {inside}, {r.extract(e.v(new), nt, loops)}, {a[0]} : {sc}")
    e.define(out, generic(e, ct.rank, [(e.v(cache), ct, [f"d{i}" for i in range(ct.rank)])],
                          [(ct, [f"d{i}" for i in range(ct.rank)], None)], body)[0])


def _infer_slice_dyn(types, attrs):
    x, start = types
    k = norm_axis(attrs["axis"], x.rank)
    if start.dtype != "I64" or start.shape != ():
        raise OpTypeError(f"`slice_dyn` start must be an I64[] scalar, got {start}", 1)
    if not 1 <= attrs["size"] <= x.shape[k]:
        raise OpTypeError(f"`slice_dyn` size {attrs['size']} does not fit {x} along axis {k}", "size")
    return x.with_(shape=tuple(attrs["size"] if i == k else d for i, d in enumerate(x.shape)))


slice_dyn = defop("slice_dyn", 2, _infer_slice_dyn, surface="slice_dyn", attrs=(Attr("axis", "int"), Attr("size", "int")),
                  index_bounds=lambda types, attrs: {1: (0, types[0].shape[attrs["axis"] % types[0].rank] - attrs["size"])},
                  doc="x[start:start+size] along axis (the cotangent of update_slice's update)")


@slice_dyn.def_numpy
def _(xs, attrs, out):
    x, start = xs
    k = attrs["axis"] % x.ndim
    return np.array(x[_window(k, x.ndim, start, attrs["size"])])


@slice_dyn.def_vjp
def _(b, bind, g):
    x, start = bind.args
    zeros = b.const(0.0, b.type(x))
    return [b.op("update_slice", zeros, g, start, axis=bind.attrs["axis"]), None]


@slice_dyn.def_lower
def _(e, bind):
    x, start = bind.args
    out = bind.names[0]
    xt, ot = e.ty(x), e.ty(out)
    k = bind.attrs["axis"] % xt.rank

    def body(r, a, o):
        s = r.to_index(r.extract(e.v(start), e.ty(start), []))
        loops = [r.index(d) for d in range(ot.rank)]
        loops[k] = r.clamp_index(r(f"arith.addi {loops[k]}, {s} : index"), xt.shape[k] - 1)
        return r.extract(e.v(x), xt, loops)
    e.define(out, generic(e, ot.rank, [], [(ot, [f"d{i}" for i in range(ot.rank)], None)], body)[0])
