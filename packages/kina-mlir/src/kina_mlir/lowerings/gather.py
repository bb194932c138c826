"""Lowerings of the gathers (clamped reads) and scatters (reductions over the ids)."""
from __future__ import annotations

import numpy as np

from kina.ops import gather as G

from ..emit.mlirgen import SCALAR, fill, generic, reshape, tensor_ty


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
    """An scf.for over the N ids: for each in-range id, add row i of g into row id of the
    accumulator (extract_slice, add, insert_slice on the loop-carried tensor, which bufferizes
    in place). O(N·D) instead of the O(V·D·N) dense masked reduction. An out-of-range id adds
    nothing (as before); the in-program index check reports it."""
    g, ids = bind.args
    out = bind.names[0]
    gt, it, ot = e.ty(g), e.ty(ids), e.ty(out)
    n, v = it.size, ot.shape[0]
    d = ot.size // v
    sc, isc = SCALAR[ot.dtype], SCALAR[it.dtype]
    ids1 = reshape(e, e.v(ids), it, it.with_(shape=(n,)))
    g2t = gt.with_(shape=(n, d))
    acc2t = ot.with_(shape=(v, d))
    g2 = reshape(e, e.v(g), gt, g2t)
    init = fill(e, acc2t, 0.0)
    row_t = ot.with_(shape=(1, d))
    f = e.fresh
    i, acc, idv, idx, lo, hi, ok, new, row, grow, add, res, ins, a, o = (f() for _ in range(15))
    c0, c1, cn, cv = f(), f(), f(), f()
    ident = "affine_map<(d0, d1) -> (d0, d1)>"
    A, G, R = tensor_ty(acc2t), tensor_ty(g2t), tensor_ty(row_t)
    text = f"""scf.for {i} = {c0} to {cn} step {c1} iter_args({acc} = {init}) -> ({A}) {{
      {idv} = tensor.extract {ids1}[{i}] : {tensor_ty(it.with_(shape=(n,)))}
      {idx} = arith.index_cast {idv} : {isc} to index
      {lo} = arith.cmpi sge, {idx}, {c0} : index
      {hi} = arith.cmpi slt, {idx}, {cv} : index
      {ok} = arith.andi {lo}, {hi} : i1
      {new} = scf.if {ok} -> ({A}) {{
        {row} = tensor.extract_slice {acc}[{idx}, 0] [1, {d}] [1, 1] : {A} to {R}
        {grow} = tensor.extract_slice {g2}[{i}, 0] [1, {d}] [1, 1] : {G} to {R}
        {res} = linalg.generic {{indexing_maps = [{ident}, {ident}], iterator_types = ["parallel", "parallel"]}} ins({grow} : {R}) outs({row} : {R}) {{
        ^bb0({a}: {sc}, {o}: {sc}):
          {add} = arith.addf {o}, {a} : {sc}
          linalg.yield {add} : {sc}
        }} -> {R}
        {ins} = tensor.insert_slice {res} into {acc}[{idx}, 0] [1, {d}] [1, 1] : {R} into {A}
        scf.yield {ins} : {A}
      }} else {{
        scf.yield {acc} : {A}
      }}
      scf.yield {new} : {A}
    }}"""
    e.op("arith.constant 0 : index", name=c0)
    e.op("arith.constant 1 : index", name=c1)
    e.op(f"arith.constant {n} : index", name=cn)
    e.op(f"arith.constant {v} : index", name=cv)
    e.define(out, reshape(e, e.op(text), acc2t, ot))


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
    """Zeros, then a loop over the P·Q index positions writing g[p, q] at [p, idx[p, q], q] of the
    output viewed as [P, S, Q] (S the axis): O(P·Q) writes after the fill instead of a compare and
    select for every output element. An out-of-range index writes nothing (as before); the
    in-program index check reports it."""
    g, idx = bind.args
    out = bind.names[0]
    gt, it, ot = e.ty(g), e.ty(idx), e.ty(out)
    k = bind.attrs["axis"] % ot.rank
    p, s, q = int(np.prod(ot.shape[:k])), ot.shape[k], int(np.prod(ot.shape[k + 1:]))
    isc = SCALAR[it.dtype]
    g2t, i2t, o3t = gt.with_(shape=(p, q)), it.with_(shape=(p, q)), ot.with_(shape=(p, s, q))
    g2, i2 = reshape(e, e.v(g), gt, g2t), reshape(e, e.v(idx), it, i2t)
    init = fill(e, o3t, 0)
    f = e.fresh
    i, j, acc, acc2, idv, ix, lo, hi, ok, val, new, ins, inner = (f() for _ in range(13))
    c0, c1, cp, cq, cs = f(), f(), f(), f(), f()
    O = tensor_ty(o3t)
    text = f"""scf.for {i} = {c0} to {cp} step {c1} iter_args({acc} = {init}) -> ({O}) {{
      {inner} = scf.for {j} = {c0} to {cq} step {c1} iter_args({acc2} = {acc}) -> ({O}) {{
        {idv} = tensor.extract {i2}[{i}, {j}] : {tensor_ty(i2t)}
        {ix} = arith.index_cast {idv} : {isc} to index
        {lo} = arith.cmpi sge, {ix}, {c0} : index
        {hi} = arith.cmpi slt, {ix}, {cs} : index
        {ok} = arith.andi {lo}, {hi} : i1
        {new} = scf.if {ok} -> ({O}) {{
          {val} = tensor.extract {g2}[{i}, {j}] : {tensor_ty(g2t)}
          {ins} = tensor.insert {val} into {acc2}[{i}, {ix}, {j}] : {O}
          scf.yield {ins} : {O}
        }} else {{
          scf.yield {acc2} : {O}
        }}
        scf.yield {new} : {O}
      }}
      scf.yield {inner} : {O}
    }}"""
    for name, v in ((c0, 0), (c1, 1), (cp, p), (cq, q), (cs, s)):
        e.op(f"arith.constant {v} : index", name=name)
    e.define(out, reshape(e, e.op(text), o3t, ot))


RULES = {G.take: lower_take, G.scatter_add: lower_scatter_add, G.take_along_axis: lower_take_along_axis,
         G.scatter_along_axis: lower_scatter_along_axis}
