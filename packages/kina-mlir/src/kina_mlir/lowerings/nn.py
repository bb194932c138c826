"""Lowerings of softmax/log_softmax (max-subtracted, three generics) and matmul."""
from __future__ import annotations

import numpy as np

from kina.ops import nn as N
from kina.ops.registry import drop_axis

from kina.ir import Bind, callees_first

from ..emit.checks import spines
from ..emit.mlirgen import SCALAR, expf, fill, generic, logf, reshape, tensor_ty


def lower_softmax(e, bind):
    log = bind.op is N.log_softmax
    x, out = bind.args[0], bind.names[0]
    t = e.ty(x)
    k = bind.attrs["axis"] % t.rank
    sc = SCALAR[t.dtype]
    red_t = t.with_(shape=drop_axis(t.shape, k))
    full = [f"d{i}" for i in range(t.rank)]
    part = [f"d{i}" for i in range(t.rank) if i != k]
    iters = ["reduction" if i == k else "parallel" for i in range(t.rank)]
    m = generic(e, t.rank, [(e.v(x), t, full)], [(red_t, part, fill(e, red_t, -np.inf))],
                lambda r, a, o: r(f"arith.maximumf {a[0]}, {o[0]} : {sc}"), iters)[0]

    def shifted_exp(r, a):
        return expf(r, r(f"arith.subf {a[0]}, {a[1]} : {sc}"), t.dtype)

    s = generic(e, t.rank, [(e.v(x), t, full), (m, red_t, part)], [(red_t, part, fill(e, red_t, 0.0))],
                lambda r, a, o: r(f"arith.addf {shifted_exp(r, a)}, {o[0]} : {sc}"), iters)[0]
    if log:
        def body(r, a, o):
            shifted = r(f"arith.subf {a[0]}, {a[1]} : {sc}")
            return r(f"arith.subf {shifted}, {logf(r, a[2], t.dtype)} : {sc}")
    else:
        def body(r, a, o):
            return r(f"arith.divf {shifted_exp(r, a)}, {a[2]} : {sc}")
    e.define(out, generic(e, t.rank, [(e.v(x), t, full), (m, red_t, part), (s, red_t, part)], [(t, full, None)], body)[0])


def lower_matmul(e, bind):
    """Float matmuls: named linalg.matmul / linalg.batch_matmul (batch dims collapsed to one),
    tagged with the plan the emitter's tiling policy gives them (transforms/tiling.py); other dtypes: a generic."""
    if e.ty(bind.names[0]).is_float:
        return lower_matmul_named(e, bind)
    return lower_matmul_generic(e, bind)


def _matmul_dims(xt, yt, ot) -> tuple[int, int, int, int] | None:
    """(m, n, k, batch) of the named matmul a float matmul lowers to; None for [M, K] @ [B…, K, N]
    (§P3's mirror broadcast: the generic, rarely hot)."""
    m, k, n = xt.shape[-2], xt.shape[-1], yt.shape[-1]
    nbatch = int(np.prod(ot.shape[:ot.rank - 2]))
    if nbatch > 1 and xt.rank != yt.rank:
        if yt.rank != 2:
            return None
        m, nbatch = nbatch * m, 1  # [B…, M, K] @ [K, N] is one 2-D matmul over the rows of x
    return m, n, k, nbatch


def lower_matmul_named(e, bind):
    x, y = bind.args
    out = bind.names[0]
    xt, yt, ot = e.ty(x), e.ty(y), e.ty(out)
    nb = ot.rank - 2
    dims = _matmul_dims(xt, yt, ot)
    if dims is None:
        return lower_matmul_generic(e, bind)
    m, n, k, nbatch = dims
    if nbatch == 1:  # no batch (or only unit batch dims, or batch rows of a broadcast): a 2-D matmul on views
        a2, b2, r2 = xt.with_(shape=(m, k)), yt.with_(shape=(k, n)), ot.with_(shape=(m, n))
        if e.tiling.packs(m, n, k, ot.dtype):
            r = lower_matmul_packed(e, reshape(e, e.v(x), xt, a2), a2, reshape(e, e.v(y), yt, b2), b2, r2,
                                    e.matmul_init(bind, ot, r2))
            e.define(out, reshape(e, r, r2, ot))
            return
        attr = _attr(e.plan(e.tiling.matmul_plan(m, n, k, nbatch, ot.dtype)))
        r = e.op(f"linalg.matmul {attr}ins({reshape(e, e.v(x), xt, a2)}, {reshape(e, e.v(y), yt, b2)} : {tensor_ty(a2)}, {tensor_ty(b2)}) "
                 f"outs({e.matmul_init(bind, ot, r2)} : {tensor_ty(r2)}) -> {tensor_ty(r2)}")
        e.define(out, reshape(e, r, r2, ot))
        return
    groups = f"[[{', '.join(map(str, range(nb)))}], [{nb}], [{nb + 1}]]"

    def collapse(ssa, t):
        if nb == 1:
            return ssa, t
        ct = t.with_(shape=(nbatch,) + t.shape[nb:])
        return e.op(f"tensor.collapse_shape {ssa} {groups} : {tensor_ty(t)} into {tensor_ty(ct)}"), ct
    (a, at), (b, bt) = collapse(e.v(x), xt), collapse(e.v(y), yt)
    rt = ot.with_(shape=(nbatch, m, n))
    attr = _attr(e.plan(e.tiling.matmul_plan(m, n, k, nbatch, ot.dtype)))
    r = e.op(f"linalg.batch_matmul {attr}ins({a}, {b} : {tensor_ty(at)}, {tensor_ty(bt)}) "
             f"outs({e.matmul_init(bind, ot, rt)} : {tensor_ty(rt)}) -> {tensor_ty(rt)}")
    if nb > 1:
        r = e.op(f"tensor.expand_shape {r} {groups} output_shape [{', '.join(map(str, ot.shape))}] : {tensor_ty(rt)} into {tensor_ty(ot)}")
    e.define(out, r)


def _attr(plan) -> str:
    return "" if plan is None else plan.attr()


def scratch_bytes(program, name: str, tiling) -> int:
    """Bytes of the packed B panels the lowering allocates in `name` and the functions it calls
    (each a copy of B: kina.analyses.peak_bytes, on the Kina IR, cannot see them)."""
    total = 0
    for fn_name in callees_first(program, name, {}):
        for spine, _ in spines(program.functions[fn_name]):  # a loop body's matmuls too (freed each iteration)
            types = spine.types()
            for b in spine.body:
                if isinstance(b, Bind) and b.op is N.matmul:
                    ot = b.types[0]
                    dims = _matmul_dims(types[b.args[0]], types[b.args[1]], ot) if ot.is_float else None
                    if dims is not None and dims[3] == 1 and tiling.packs(*dims[:3], ot.dtype):  # as lower_matmul_named
                        total += dims[1] * dims[2] * ot.numpy_dtype.itemsize
    return total


def lower_matmul_packed(e, a, at, b, bt, rt, init: str | None = None) -> str:
    """A[M, K] @ B[K, N] with B copied into panels Bp[N/tn, K, tn] first (transforms/tiling.py
    says why), the product a generic over (j, m, t, k) that writes C viewed as [M, N/tn, tn],
    accumulating into `init` (of type rt; None: zeros)."""
    (m, k), n = at.shape, bt.shape[1]
    plan = e.plan(e.tiling.packed_plan(m, n, k, rt.dtype))
    tn = plan.tiles[1]
    j = n // tn
    sc = SCALAR[rt.dtype]
    b3t = bt.with_(shape=(k, j, tn))
    b3 = e.op(f"tensor.expand_shape {b} [[0], [1, 2]] output_shape [{k}, {j}, {tn}] : {tensor_ty(bt)} into {tensor_ty(b3t)}")
    bp = generic(e, 3, [(b3, b3t, ["d1", "d0", "d2"])], [(bt.with_(shape=(j, k, tn)), ["d0", "d1", "d2"], None)],
                 lambda r, a_, o: a_[0])[0]
    c3t = rt.with_(shape=(m, j, tn))

    def body(r, a_, o):
        return r(f"arith.addf {o[0]}, {r(f'arith.mulf {a_[0]}, {a_[1]} : {sc}')} : {sc}")
    c3 = generic(e, 4, [(a, at, ["d1", "d3"]), (bp, bt.with_(shape=(j, k, tn)), ["d0", "d3", "d2"])],
                 [(c3t, ["d1", "d0", "d2"], fill(e, c3t, 0) if init is None else reshape(e, init, rt, c3t))], body,
                 ["parallel", "parallel", "parallel", "reduction"], attrs=plan.tag())[0]
    return e.op(f"tensor.collapse_shape {c3} [[0], [1, 2]] : {tensor_ty(c3t)} into {tensor_ty(rt)}")


def lower_matmul_generic(e, bind):
    x, y = bind.args
    out = bind.names[0]
    ot = e.ty(out)
    nb = ot.rank - 2
    batch = [f"d{i}" for i in range(nb)]
    # a rank-2 side is shared by every batch element: its map skips the batch loops
    xb = batch if e.ty(x).rank == ot.rank else []
    yb = batch if e.ty(y).rank == ot.rank else []
    m, n, k = f"d{nb}", f"d{nb + 1}", f"d{nb + 2}"
    sc = SCALAR[ot.dtype]
    f = ot.is_float

    def body(r, a, o):
        prod = r(f"arith.{'mulf' if f else 'muli'} {a[0]}, {a[1]} : {sc}")
        return r(f"arith.{'addf' if f else 'addi'} {o[0]}, {prod} : {sc}")
    iters = ["parallel"] * (nb + 2) + ["reduction"]
    e.define(out, generic(e, nb + 3, [(e.v(x), e.ty(x), xb + [m, k]), (e.v(y), e.ty(y), yb + [k, n])],
                          [(ot, batch + [m, n], e.matmul_init(bind, ot, ot))], body, iters)[0])


RULES = {N.softmax: lower_softmax, N.log_softmax: lower_softmax, N.matmul: lower_matmul}
