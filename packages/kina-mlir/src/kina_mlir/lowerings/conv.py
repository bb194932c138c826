"""Lowerings of convolution and pooling (docs/spec.md §C8), channels last.

Every op pads its input explicitly first (a fill and a strided copy into it: `_place`), then runs
one linalg convolution or pooling op on the padded tensor:

- `conv`, 1 or 2 spatial dims: `linalg.conv_{1,2}d_n(h)wc_(h)wcf` (groups 1) or
  `linalg.depthwise_conv_{1,2}d_n(h)wc_(h)wc` (groups == C == O); anything else (other groups, a
  channel multiplier, 3 spatial dims) a `linalg.generic` with the convolution's indexing maps over
  (n, s'…, g, f, k…, c).
- `conv_input_grad`: the cotangent dilated by the stride into a zero tensor (padding that may be
  negative: a crop), convolved with the spatially flipped kernel, in and out channels swapped per group.
- `conv_filter_grad`: a generic contraction over (k…, g, c, f, n, s'…) of the padded input and the
  cotangent (dW[k, c, o] = Σ x[n, s'·stride + k·dilation, c] · g[n, s', o]).
- `max_pool`/`avg_pool`: `linalg.pooling_n(h)wc_max/sum` (a generic for 3 spatial dims), avg divided
  by the window size.
- `max_pool_grad`/`max_pool_pick`: a generic reduction per window for the first maximum's offset
  (and, for pick, the value of u there); the gradient gathers, per input position, the cotangent of
  every window whose first maximum it is, from the cotangent dilated by the stride and padded.
- `avg_pool_grad`: the cotangent dilated by the stride and padded, sum-pooled with stride 1, divided.

Every convolution and pooling op is tagged with a `ConvPlan` (`kina.conv = [tiles]`) that
transforms/conv.py applies before fusion: tile so the output and kernel rows are 1 (IREE's CPU
recipe), decompose the 2-D op into a 1-D one, vectorise (MLIR's Conv1DGenerator); generics are
tiled to unit loops but the vectorised ones, their unit dims folded away, then vectorised."""
from __future__ import annotations

import math

from kina.ops import conv as C

from ..emit.mlirgen import SCALAR, dims, fill, generic, tensor_ty
from ..transforms.conv import ConvPlan

_NAMED_CONV = {1: "conv_1d_nwc_wcf", 2: "conv_2d_nhwc_hwcf"}
_NAMED_DEPTHWISE = {1: "depthwise_conv_1d_nwc_wc", 2: "depthwise_conv_2d_nhwc_hwc"}
_NAMED_POOL = {1: "pooling_nwc_{}", 2: "pooling_nhwc_{}"}
_LANES = (32, 16, 8, 4, 2, 1)  # f32 elements of a vector's last dim (two zmm at most)
_ROWS = (8, 4, 2, 1)


def _divisor(n: int, candidates) -> int:
    return next(c for c in candidates if n % c == 0)


def _lanes(e, n: int, dtype: str) -> int:
    cands = tuple(c for c in _LANES if c <= e.tiling.conv_lanes)  # the policy's maximum (transforms/tiling.py)
    if dtype == "F64":
        cands = tuple(c // 2 for c in cands if c > 1)
    return _divisor(n, cands + (1,))


def _rows(e, n: int) -> int:
    return _divisor(n, tuple(c for c in _ROWS if c <= e.tiling.conv_rows) + (1,))


def _dense(v) -> str:
    return f"dense<[{', '.join(map(str, v))}]> : tensor<{len(v)}xi64>"


def _expand(e, ssa: str, t, shape, groups) -> str:
    if tuple(shape) == tuple(t.shape):
        return ssa
    return e.op(f"tensor.expand_shape {ssa} {groups} output_shape [{', '.join(map(str, shape))}] : "
                f"{tensor_ty(t)} into {tensor_ty(t.with_(shape=tuple(shape)))}")


def _collapse(e, ssa: str, t, shape, groups) -> str:
    if tuple(shape) == tuple(t.shape):
        return ssa
    return e.op(f"tensor.collapse_shape {ssa} {groups} : {tensor_ty(t)} into {tensor_ty(t.with_(shape=tuple(shape)))}")


def _split_last(rank: int) -> str:
    """Reassociation of [a…, b] <-> [a…, b1, b2]."""
    return "[" + ", ".join([f"[{i}]" for i in range(rank - 1)] + [f"[{rank - 1}, {rank}]"]) + "]"


def _place(e, src: str, st, dst_t, offsets, strides, value) -> str:
    """A tensor of type dst_t ([N, D…, C]) filled with `value`, with src ([N, S…, C]) written at
    spatial position offsets[d] + j·strides[d] for its element j (a dilation by the stride and a
    padding; a negative padding crops src)."""
    k = st.rank - 2
    if tuple(dst_t.shape) == tuple(st.shape) and all(o == 0 for o in offsets) and all(s == 1 for s in strides):
        return src
    base = fill(e, dst_t, value)
    lo, cnt = [], []
    for s, d, off, stv in zip(st.shape[1:-1], dst_t.shape[1:-1], offsets, strides):
        j0 = max(0, (-off + stv - 1) // stv)  # the first element at a position >= 0
        j1 = min(s - 1, (d - 1 - off) // stv) if d - 1 - off >= 0 else -1  # the last one < d
        if j1 < j0:
            return base
        lo.append(j0)
        cnt.append(j1 - j0 + 1)
    n, c = st.shape[0], st.shape[-1]
    part_t = st.with_(shape=(n, *cnt, c))
    part = src
    if tuple(cnt) != tuple(st.shape[1:-1]):
        part = e.op(f"tensor.extract_slice {src}[0, {', '.join(map(str, lo))}, 0] [{n}, {', '.join(map(str, cnt))}, {c}] "
                    f"[{', '.join(['1'] * (k + 2))}] : {tensor_ty(st)} to {tensor_ty(part_t)}")
    starts = [off + j * stv for off, j, stv in zip(offsets, lo, strides)]
    window = (f"[0, {', '.join(map(str, starts))}, 0] [{n}, {', '.join(map(str, cnt))}, {c}] "
              f"[1, {', '.join(map(str, strides))}, 1]")
    view = e.op(f"tensor.extract_slice {base}{window} : {tensor_ty(dst_t)} to {tensor_ty(part_t)}")
    # a copying generic (not linalg.copy, which the schedules would leave scalar), vectorised over
    # its last two dims; the schedule runs before canonicalization, which would erase it
    cl = c if c <= 64 else _divisor(c, (64, 32, 16, 8, 4, 2, 1))
    rows = 1 if cl < c else next(r for r in range(min(cnt[-1], max(1, 256 // cl)), 0, -1) if cnt[-1] % r == 0)
    plan = ConvPlan("generic", (1,) * k + (rows, cl), False)
    copied = generic(e, k + 2, [(part, part_t, dims(k + 2))], [(part_t, dims(k + 2), view)], lambda r, a, out: a[0],
                     attrs=_tagged(e, plan))[0]
    return e.op(f"tensor.insert_slice {copied} into {base}{window} : {tensor_ty(part_t)} into {tensor_ty(dst_t)}")


def _pad(e, x: str, xt, low, high, value) -> tuple[str, object]:
    pt = xt.with_(shape=(xt.shape[0], *(s + lo + hi for s, lo, hi in zip(xt.shape[1:-1], low, high)), xt.shape[-1]))
    return _place(e, x, xt, pt, low, [1] * len(low), value), pt


def _tagged(e, plan: ConvPlan) -> str:
    e.plan(plan)
    return plan.tag()


# -- convolutions ------------------------------------------------------------------------------

def _conv(e, xp: str, xt, w: str, wt, ot, stride, dilation, groups: int) -> str:
    """out[n, s', g·Og + f] = Σ_{k, c} xp[n, s'·stride + k·dilation, g·Cg + c] · w[k, c, g·Og + f]
    on an already padded xp."""
    k = xt.rank - 2
    cin, cg, o = xt.shape[-1], wt.shape[-2], wt.shape[-1]
    sc = SCALAR[ot.dtype]
    zero = fill(e, ot, 0.0)
    osp = ot.shape[1:-1]
    owt = _rows(e, osp[-1])
    attrs = f"dilations = {_dense(dilation)}, strides = {_dense(stride)}"
    if k in _NAMED_CONV and groups == 1:
        if k == 2:
            # the kernel columns a loop inside the channel steps (the same order of the FMAs as
            # unrolled, a third of the code; docs/performance.md, "Convolutions")
            tiles, order = [1, 1, owt, _lanes(e, o, ot.dtype), 1, 1, _ct(cin)], (0, 1, 2, 3, 4, 6, 5)
        else:
            tiles, order = [1, owt, _lanes(e, o, ot.dtype), 0, _ct(cin)], ()
        extents = (xt.shape[0], *osp, o, *wt.shape[:k], cin)  # its loops: n, s'…, f, k…, c
        par = _par(e, extents, [(0, 1), (k + 1, tiles[k + 1])])
        plan = ConvPlan(_NAMED_CONV[k], tuple(tiles), k == 2, order, par)
        return e.op(f"linalg.{plan.kind} {{{attrs}, {_tagged(e, plan)}}} ins({xp}, {w} : {tensor_ty(xt)}, {tensor_ty(wt)}) "
                    f"outs({zero} : {tensor_ty(ot)}) -> {tensor_ty(ot)}")
    if k in _NAMED_DEPTHWISE and groups == cin and cg == 1 and o == cin:
        w2t = wt.with_(shape=wt.shape[:k] + (o,))
        w2 = _collapse(e, w, wt, w2t.shape, "[" + ", ".join([f"[{i}]" for i in range(k)] + [f"[{k}, {k + 1}]"]) + "]")
        tiles = [1] + [1] * (k - 1) + [owt, _lanes(e, o, ot.dtype)] + [1] * (k - 1) + [0]
        extents = (xt.shape[0], *osp, o, *wt.shape[:k])  # its loops: n, s'…, c, k…
        plan = ConvPlan(_NAMED_DEPTHWISE[k], tuple(tiles), k == 2, (), _par(e, extents, [(0, 1), (k + 1, tiles[k + 1])]))
        return e.op(f"linalg.{plan.kind} {{{attrs}, {_tagged(e, plan)}}} ins({xp}, {w2} : {tensor_ty(xt)}, {tensor_ty(w2t)}) "
                    f"outs({zero} : {tensor_ty(ot)}) -> {tensor_ty(ot)}")
    # the generic: loops (n, s'1…s'k, g, f, k1…kk, c); x as [N, S…, G, Cg], w as [K…, Cg, G, Og],
    # out as [N, S'…, G, Og]
    og = o // groups
    x5t = xt.with_(shape=xt.shape[:-1] + (groups, cg))
    w5t = wt.with_(shape=wt.shape[:-1] + (groups, og))
    o5t = ot.with_(shape=ot.shape[:-1] + (groups, og))
    x5 = _expand(e, xp, xt, x5t.shape, _split_last(xt.rank))
    w5 = _expand(e, w, wt, w5t.shape, _split_last(wt.rank))
    z5 = _expand(e, zero, ot, o5t.shape, _split_last(ot.rank))
    n_loops = 2 * k + 4
    sp = dims(k, 1)
    gd, fd = f"d{k + 1}", f"d{k + 2}"
    kd = dims(k, k + 3)
    cd = f"d{2 * k + 3}"
    xin = ["d0"] + [f"{s} * {st} + {kk} * {dl}" for s, kk, st, dl in zip(sp, kd, stride, dilation)] + [gd, cd]
    # the last output row vectorises along with the lanes when the stride leaves its map a dim
    owt_g = owt if stride[-1] == 1 else 1
    tiles = (1,) + (1,) * (k - 1) + (owt_g, 1, _lanes(e, og, ot.dtype)) + (1,) * k + (_ct(cg),)
    extents = (xt.shape[0], *osp, groups, og, *wt.shape[:k], cg)  # its loops, as above
    plan = ConvPlan("generic", tiles, False, (), _par(e, extents, [(0, 1), (k + 1, 1), (k + 2, tiles[k + 2])]))

    def body(r, a, out):
        return r(f"arith.addf {out[0]}, {r(f'arith.mulf {a[0]}, {a[1]} : {sc}')} : {sc}")
    res = generic(e, n_loops, [(x5, x5t, xin), (w5, w5t, kd + [cd, gd, fd])], [(o5t, ["d0"] + sp + [gd, fd], z5)], body,
                  ["parallel"] * (k + 3) + ["reduction"] * (k + 1), attrs=_tagged(e, plan))[0]
    return _collapse(e, res, o5t, ot.shape, _split_last(ot.rank))


def _par(e, extents, candidates) -> tuple[int, ...] | None:
    """The threads' chunks of a convolution with these loop extents (TilePolicy.par_sizes: the first
    candidate (loop, unit) that splits evenly; its multiply-adds decide whether to split at all)."""
    return e.tiling.par_sizes(extents, candidates, math.prod(extents))


def _ct(c: int) -> int:
    """The input channels one vectorised step contracts."""
    return c if c <= 8 else _divisor(c, (8, 4, 2, 1))


def lower_conv(e, bind):
    x, w = bind.args
    xt, wt, ot = e.ty(x), e.ty(w), e.ty(bind.names[0])
    k = xt.rank - 2
    p = C.as_ints(C.conv_params(bind.attrs, k))
    xp, pt = _pad(e, e.v(x), xt, p["low"], p["high"], 0.0)
    e.define(bind.names[0], _conv(e, xp, pt, e.v(w), wt, ot, p["stride"], p["dilation"], p["groups"]))


def lower_conv_input_grad(e, bind):
    """dx = the cotangent dilated by the stride, padded by (K-1)·dilation - low before (S + (K-1)·dilation
    long in all), convolved (stride 1) with the flipped kernel, channels swapped per group."""
    g, w = bind.args
    gt, wt, xt = e.ty(g), e.ty(w), e.ty(bind.names[0])
    k = xt.rank - 2
    p = C.as_ints(C.conv_params(bind.attrs, k, "conv_input_grad"))
    kern = wt.shape[:k]
    groups = p["groups"]
    cg, o = wt.shape[-2], wt.shape[-1]
    og = o // groups
    span = [(kk - 1) * d for kk, d in zip(kern, p["dilation"])]
    gpt = gt.with_(shape=(gt.shape[0], *(s + sp for s, sp in zip(xt.shape[1:-1], span)), o))
    gp = _place(e, e.v(g), gt, gpt, [sp - lo for sp, lo in zip(span, p["low"])], p["stride"], 0.0)
    # w'[k, f, g·Cg + c] = w[K-1-k, c, g·Og + f]
    w5t = wt.with_(shape=kern + (cg, groups, og))
    wf5t = wt.with_(shape=kern + (og, groups, cg))
    wft = wt.with_(shape=kern + (og, groups * cg))
    w5 = _expand(e, e.v(w), wt, w5t.shape, _split_last(wt.rank))
    kd = dims(k)
    fd, gd, cd = f"d{k}", f"d{k + 1}", f"d{k + 2}"
    flipped = generic(e, k + 3, [(w5, w5t, [f"{kk - 1} - {d}" for kk, d in zip(kern, kd)] + [cd, gd, fd])],
                      [(wf5t, kd + [fd, gd, cd], None)], lambda r, a, out: a[0])[0]
    wf = _collapse(e, flipped, wf5t, wft.shape, _split_last(wt.rank))
    e.define(bind.names[0], _conv(e, gp, gpt, wf, wft, xt, [1] * k, p["dilation"], groups))


def lower_conv_filter_grad(e, bind):
    """dW[k, c, g·Og + f] = Σ_{n, s'} xp[n, s'·stride + k·dilation, g·Cg + c] · g[n, s', g·Og + f]: a
    generic over (k…, g, c, f, n, s'…), vectorised over f (and c, and the last kernel dim)."""
    x, g = bind.args
    xt, gt, wt = e.ty(x), e.ty(g), e.ty(bind.names[0])
    k = xt.rank - 2
    p = C.as_ints(C.conv_params(bind.attrs, k, "conv_filter_grad"))
    groups = p["groups"]
    kern = wt.shape[:k]
    cg, o = wt.shape[-2], wt.shape[-1]
    og = o // groups
    sc = SCALAR[wt.dtype]
    xp, pt = _pad(e, e.v(x), xt, p["low"], p["high"], 0.0)
    x5t = pt.with_(shape=pt.shape[:-1] + (groups, cg))
    g5t = gt.with_(shape=gt.shape[:-1] + (groups, og))
    w5t = wt.with_(shape=kern + (cg, groups, og))
    x5 = _expand(e, xp, pt, x5t.shape, _split_last(pt.rank))
    g5 = _expand(e, e.v(g), gt, g5t.shape, _split_last(gt.rank))
    z5 = fill(e, w5t, 0.0)
    kd = dims(k)
    gd, cd, fd, nd = f"d{k}", f"d{k + 1}", f"d{k + 2}", f"d{k + 3}"
    sp = dims(k, k + 4)
    xin = [nd] + [f"{s} * {st} + {kk} * {dl}" for s, kk, st, dl in zip(sp, kd, p["stride"], p["dilation"])] + [gd, cd]
    # a tile is an outer-product update acc[c, f] += x[r, c] · g[r, f] over a vectorised reduction
    # r: the batch (a plain dim of both operands), else the last output column at stride 1
    nt = next((d for d in (8, 4, 2) if xt.shape[0] % d == 0), 1)
    st = 1 if nt > 1 or p["stride"][-1] != 1 else next((d for d in (8, 4, 2) if gt.shape[-2] % d == 0), 1)
    ct = cg if cg <= 8 else _rows(e, cg)
    tiles = (1,) * k + (1, ct, _lanes(e, og, wt.dtype), nt) + (1,) * (k - 1) + (st,)
    # split over the output's channels (c, then f: its parallel loops; the batch is reduced over)
    extents = (*kern, groups, cg, og, gt.shape[0], *gt.shape[1:-1])
    plan = ConvPlan("generic", tiles, False, (), _par(e, extents, [(k + 1, ct), (k + 2, tiles[k + 2]), (k, 1)]))

    def body(r, a, out):
        return r(f"arith.addf {out[0]}, {r(f'arith.mulf {a[0]}, {a[1]} : {sc}')} : {sc}")
    res = generic(e, 2 * k + 4, [(x5, x5t, xin), (g5, g5t, [nd] + sp + [gd, fd])], [(w5t, kd + [cd, gd, fd], z5)], body,
                  ["parallel"] * (k + 3) + ["reduction"] * (k + 1), attrs=_tagged(e, plan))[0]
    e.define(bind.names[0], _collapse(e, res, w5t, wt.shape, _split_last(wt.rank)))


# -- pooling -----------------------------------------------------------------------------------

def _pool(e, xp: str, xt, ot, window, stride, kind: str) -> str:
    """kind "max" or "sum" over each window of the padded xp."""
    k = xt.rank - 2
    sc = SCALAR[ot.dtype]
    init = fill(e, ot, -math.inf if kind == "max" else 0.0)
    owt = _rows(e, ot.shape[-2])
    lanes = _lanes(e, ot.shape[-1], ot.dtype)
    if k in _NAMED_POOL:
        wint = ot.with_(shape=tuple(window))
        win = e.op(f"tensor.empty() : {tensor_ty(wint)}")
        tiles = (1,) + (1,) * (k - 1) + (owt, lanes) + (1,) * (k - 1) + (0,)
        plan = ConvPlan(_NAMED_POOL[k].format(kind), tiles, k == 2)
        return e.op(f"linalg.{plan.kind} {{dilations = {_dense([1] * k)}, strides = {_dense(stride)}, {_tagged(e, plan)}}} "
                    f"ins({xp}, {win} : {tensor_ty(xt)}, {tensor_ty(wint)}) outs({init} : {tensor_ty(ot)}) -> {tensor_ty(ot)}")
    sp, cd, kd = dims(k, 1), f"d{k + 1}", dims(k, k + 2)
    xin = ["d0"] + [f"{s} * {st} + {kk}" for s, kk, st in zip(sp, kd, stride)] + [cd]
    tiles = (1,) * k + (owt if stride[-1] == 1 else 1, lanes) + (1,) * k
    plan = ConvPlan("generic", tiles, False)
    op = "maximumf" if kind == "max" else "addf"
    return generic(e, 2 * k + 2, [(xp, xt, xin), _window(e, xt, window, kd)], [(ot, ["d0"] + sp + [cd], init)],
                   lambda r, a, out: r(f"arith.{op} {a[0]}, {out[0]} : {sc}"),
                   ["parallel"] * (k + 2) + ["reduction"] * k, attrs=_tagged(e, plan))[0]


def _divide(e, ssa: str, t, by: int) -> str:
    sc = SCALAR[t.dtype]
    return generic(e, t.rank, [(ssa, t, dims(t.rank))], [(t, dims(t.rank), None)],
                   lambda r, a, out: r(f"arith.divf {a[0]}, {r.const(float(by), t.dtype)} : {sc}"))[0]


def lower_pool(kind: str):
    def lower(e, bind):
        (x,) = bind.args
        xt, ot = e.ty(x), e.ty(bind.names[0])
        k = xt.rank - 2
        p = C.as_ints(C.pool_params(bind.attrs, k, bind.op.name))
        xp, pt = _pad(e, e.v(x), xt, p["low"], p["high"], -math.inf if kind == "max" else 0.0)
        r = _pool(e, xp, pt, ot, p["window"], p["stride"], kind)
        e.define(bind.names[0], r if kind == "max" else _divide(e, r, ot, math.prod(p["window"])))
    return lower


def lower_avg_pool_grad(e, bind):
    """dx[i] = Σ over the windows holding i of g / |window|: g dilated by the stride and padded by
    K-1-low before, sum-pooled with stride 1."""
    (g,) = bind.args
    gt, xt = e.ty(g), e.ty(bind.names[0])
    k = xt.rank - 2
    p = C.as_ints(C.pool_params(bind.attrs, k, "avg_pool_grad"))
    win = p["window"]
    gpt = gt.with_(shape=(gt.shape[0], *(s + kk - 1 for s, kk in zip(xt.shape[1:-1], win)), gt.shape[-1]))
    gp = _place(e, e.v(g), gt, gpt, [kk - 1 - lo for kk, lo in zip(win, p["low"])], p["stride"], 0.0)
    r = _pool(e, gp, gpt, xt, win, [1] * k, "sum")
    e.define(bind.names[0], _divide(e, r, xt, math.prod(win)))


def _window(e, t, window, kd) -> tuple:
    """A shape-only operand [K…] read at the window loops kd (it gives linalg their extents)."""
    wt = t.with_(shape=tuple(window))
    return (e.op(f"tensor.empty() : {tensor_ty(wt)}"), wt, list(kd))


def _flat(r, first: int, window) -> str:
    """The row-major offset in the window of loops first… (an index)."""
    flat = None
    for j, kk in enumerate(window):
        i = r.index(first + j)
        if flat is not None:
            scaled = r(f"arith.muli {flat}, {r(f'arith.constant {kk} : index')} : index")
            i = r(f"arith.addi {scaled}, {i} : index")
        flat = i
    return flat


def _first_max(e, xp: str, pt, ot, window, stride, extra: tuple[str, object] | None = None) -> list[str]:
    """Per window of the padded xp: its maximum, the row-major offset (as a float) of the first
    position holding it, and (with `extra` = (u, type), padded like xp) u at that position."""
    k = pt.rank - 2
    sc = SCALAR[ot.dtype]
    sp, cd, kd = dims(k, 1), f"d{k + 1}", dims(k, k + 2)
    xin = ["d0"] + [f"{s} * {st} + {kk}" for s, kk, st in zip(sp, kd, stride)] + [cd]
    oidx = ["d0"] + sp + [cd]
    ins = [(xp, pt, xin)] + ([(extra[0], extra[1], xin)] if extra else []) + [_window(e, pt, window, kd)]
    outs = [(ot, oidx, fill(e, ot, -math.inf)), (ot, oidx, fill(e, ot, -1.0))]
    if extra:
        outs.append((ot, oidx, fill(e, ot, 0.0)))

    def body(r, a, out):
        flat = _flat(r, k + 2, window)
        first = r(f"arith.cmpi eq, {flat}, {r('arith.constant 0 : index')} : index")
        fl = r(f"arith.sitofp {r(f'arith.index_cast {flat} : index to i64')} : i64 to {sc}")
        take = r(f"arith.ori {r(f'arith.cmpf ogt, {a[0]}, {out[0]} : {sc}')}, {first} : i1")
        got = [r(f"arith.select {take}, {a[0]}, {out[0]} : {sc}"), r(f"arith.select {take}, {fl}, {out[1]} : {sc}")]
        if extra:
            got.append(r(f"arith.select {take}, {a[1]}, {out[2]} : {sc}"))
        return got
    tiles = (1,) * k + (_rows(e, ot.shape[-2]) if stride[-1] == 1 else 1, _lanes(e, ot.shape[-1], ot.dtype)) + (1,) * k
    plan = ConvPlan("generic", tiles, False)
    return generic(e, 2 * k + 2, ins, outs, body, ["parallel"] * (k + 2) + ["reduction"] * k, attrs=_tagged(e, plan))


def lower_max_pool_pick(e, bind):
    x, u = bind.args
    xt, ot = e.ty(x), e.ty(bind.names[0])
    k = xt.rank - 2
    p = C.as_ints(C.pool_params(bind.attrs, k, "max_pool_pick"))
    xp, pt = _pad(e, e.v(x), xt, p["low"], p["high"], -math.inf)
    up, _ = _pad(e, e.v(u), xt, p["low"], p["high"], 0.0)
    e.define(bind.names[0], _first_max(e, xp, pt, ot, p["window"], p["stride"], (up, pt))[2])


def lower_max_pool_grad(e, bind):
    """dx[i] = Σ_{k'} gp[i + k'] · (ip[i + k'] == flat(K-1-k')): gp and ip the cotangent and the first
    maxima's offsets dilated by the stride and padded by K-1-low before (offset -1 elsewhere)."""
    x, g = bind.args
    xt, gt = e.ty(x), e.ty(g)
    k = xt.rank - 2
    sc = SCALAR[xt.dtype]
    p = C.as_ints(C.pool_params(bind.attrs, k, "max_pool_grad"))
    win = p["window"]
    xp, pt = _pad(e, e.v(x), xt, p["low"], p["high"], -math.inf)
    idx = _first_max(e, xp, pt, gt, win, p["stride"])[1]
    gpt = gt.with_(shape=(gt.shape[0], *(s + kk - 1 for s, kk in zip(xt.shape[1:-1], win)), gt.shape[-1]))
    offsets = [kk - 1 - lo for kk, lo in zip(win, p["low"])]
    gp = _place(e, e.v(g), gt, gpt, offsets, p["stride"], 0.0)
    ip = _place(e, idx, gt, gpt, offsets, p["stride"], -1.0)
    sp, cd, kd = dims(k, 1), f"d{k + 1}", dims(k, k + 2)
    gin = ["d0"] + [f"{s} + {kk}" for s, kk in zip(sp, kd)] + [cd]
    last = math.prod(win) - 1

    def body(r, a, out):
        flat = _flat(r, k + 2, win)
        want = r(f"arith.subi {r(f'arith.constant {last} : index')}, {flat} : index")
        fl = r(f"arith.sitofp {r(f'arith.index_cast {want} : index to i64')} : i64 to {sc}")
        hit = r(f"arith.cmpf oeq, {a[1]}, {fl} : {sc}")
        return r(f"arith.addf {out[0]}, {r(f'arith.select {hit}, {a[0]}, {r.const(0.0, xt.dtype)} : {sc}')} : {sc}")
    tiles = (1,) * k + (_rows(e, xt.shape[-2]), _lanes(e, xt.shape[-1], xt.dtype)) + (1,) * k
    plan = ConvPlan("generic", tiles, False)
    e.define(bind.names[0], generic(e, 2 * k + 2, [(gp, gpt, gin), (ip, gpt, gin), _window(e, gpt, win, kd)], [(xt, ["d0"] + sp + [cd], fill(e, xt, 0.0))],
                                    body, ["parallel"] * (k + 2) + ["reduction"] * k, attrs=_tagged(e, plan))[0])


RULES = {C.conv: lower_conv, C.conv_input_grad: lower_conv_input_grad, C.conv_filter_grad: lower_conv_filter_grad,
         C.max_pool: lower_pool("max"), C.avg_pool: lower_pool("sum"), C.avg_pool_grad: lower_avg_pool_grad,
         C.max_pool_grad: lower_max_pool_grad, C.max_pool_pick: lower_max_pool_pick}
