"""Lowerings of the gathers (clamped reads) and scatters (reductions over the ids)."""
from __future__ import annotations

from kina.ops import gather as G

from ..mlirgen import SCALAR, fill, generic


def lower_take(e, bind):
    t, ids = bind.args
    out = bind.names[0]
    tt, it, ot = e.ty(t), e.ty(ids), e.ty(out)
    s = it.rank

    def body(r, a, o):
        row = r.clamp_index(r.to_index(a[0]), tt.shape[0] - 1)
        return r.extract(e.v(t), tt, [row] + [r.index(s + j) for j in range(tt.rank - 1)])
    e.define(out, generic(e, ot.rank, [(e.v(ids), it, [f"d{i}" for i in range(s)])],
                          [(ot, [f"d{i}" for i in range(ot.rank)], None)], body)[0])


def lower_scatter_add(e, bind):
    g, ids = bind.args
    out = bind.names[0]
    gt, it, ot = e.ty(g), e.ty(ids), e.ty(out)
    # loops: (v, d…) parallel over the table, (s…) reduction over the ids
    nv, ns = ot.rank, it.rank
    sd = [f"d{nv + i}" for i in range(ns)]
    sc = SCALAR[ot.dtype]

    def body(r, a, o):
        hit = r(f"arith.cmpi eq, {r.to_index(a[1])}, {r.index(0)} : index")
        picked = r(f"arith.select {hit}, {a[0]}, {r.const(0, ot.dtype)} : {sc}")
        # one id (rank-0 ids): no reduction loop, so never read the output — a parallel generic
        # that accumulates into its init was fused into its consumer's loop and summed 1, 2, 3…
        return picked if ns == 0 else r(f"arith.addf {o[0]}, {picked} : {sc}")
    e.define(out, generic(e, nv + ns, [(e.v(g), gt, sd + [f"d{i}" for i in range(1, nv)]), (e.v(ids), it, sd)],
                          [(ot, [f"d{i}" for i in range(nv)], fill(e, ot, 0.0) if ns else None)], body,
                          ["parallel"] * nv + ["reduction"] * ns)[0])


def lower_take_along_axis(e, bind):
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


def lower_scatter_along_axis(e, bind):
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


RULES = {G.take: lower_take, G.scatter_add: lower_scatter_add, G.take_along_axis: lower_take_along_axis,
         G.scatter_along_axis: lower_scatter_along_axis}
