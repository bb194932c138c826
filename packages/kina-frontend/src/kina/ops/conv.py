"""Convolution and pooling (docs/spec.md §C8), channels last: `x: [N, S1…Sk, C]` for k = 1, 2, 3
spatial dims, `w: [K1…Kk, C/groups, O]` (JAX's ("NHWC", "HWIO", "NHWC")).

The surface ops are `conv`, `max_pool` and `avg_pool`. Their cotangents are IR-only ops that close
under differentiation, so convolutions nest (a Hessian, a JVP of a VJP): for the bilinear
B(x, w, g) = <g, conv(x, w)>, `conv_input_grad(g, w)` is ∂B/∂x and `conv_filter_grad(x, g)` is
∂B/∂w, and the VJPs of those two are again conv / conv_input_grad / conv_filter_grad. Pooling
does the same with `max_pool_grad(x, g)` (g to the first maximum of each window) and its adjoint
`max_pool_pick(x, u)` (u read at that maximum), and `avg_pool_grad` (the adjoint of `avg_pool`).
This replaces XLA's one general convolution (input dilation, negative padding, batch groups,
dimension numbers): each Kina form has one meaning and a lowering of its own.

Every list attribute has one entry per spatial dim; `[]` means the default. Output size per
spatial dim: `(S + low + high - dilation * (K - 1) - 1) / stride + 1` (floor)."""
from __future__ import annotations

from ..sizes import Size
from ..types import shape_problem, show_shape
from .registry import Attr, Op, OpTypeError

SPATIAL_RANKS = (3, 4, 5)  # [N, S…, C]: 1, 2 or 3 spatial dims


def out_size(s, k, stride, low, high, dilation):
    """The output length of one spatial dim (an int, or a Size for a generic shape)."""
    span = s + low + high - dilation * (k - 1) - 1
    return span + 1 if stride == 1 else span // stride + 1


def _all_int(*vs) -> bool:
    return all(not isinstance(v, Size) for v in vs)


def _spatial(t, opname: str, index: int = 0) -> int:
    if t.rank not in SPATIAL_RANKS:
        raise OpTypeError(f"`{opname}` needs a channels-last tensor [N, S…, C] with 1, 2 or 3 spatial dims "
                          f"(rank 3, 4 or 5), got {t}", index)
    if not t.is_float:
        raise OpTypeError(f"`{opname}` needs a float tensor (F32 or F64), got {t}", index)
    return t.rank - 2


def _lists(attrs, opname: str, k: int, defaults: dict) -> dict:
    """The per-spatial-dim lists of `attrs`, defaults filled in and ranges checked."""
    got = {}
    for name, default in defaults.items():
        v = list(attrs[name]) if attrs.get(name) else list(default)
        if len(v) != k:
            raise OpTypeError(f"`{opname}` {name} {show_shape(v)} needs one entry per spatial dim ({k})", name)
        least = 0 if name in ("low", "high") else 1
        for d in v:
            if isinstance(d, int) and d < least:
                raise OpTypeError(f"`{opname}` {name} entries must be >= {least}, got {show_shape(v)}", name)
        if name == "stride" and any(isinstance(d, Size) for d in v):
            raise OpTypeError(f"`{opname}` stride {show_shape(v)} must be integer literals: a size divides only by a "
                              "literal (docs/spec.md §C8)", name)
        got[name] = v
    return got


def _window_fits(opname: str, dims, kernel, p: dict, what: str = "kernel") -> tuple:
    """The output spatial dims, with a diagnostic for a window larger than the padded input."""
    out = []
    for d, (s, kk) in enumerate(zip(dims, kernel)):
        lo, hi, st, dil = p["low"][d], p["high"][d], p["stride"][d], p.get("dilation", [1] * len(dims))[d]
        if _all_int(s, kk, lo, hi, dil):
            extent = dil * (kk - 1) + 1
            if s + lo + hi < extent:
                # the caret under the padding when there is some, else under the kernel (the window)
                raise OpTypeError(f"`{opname}` {what} window spans {extent} along spatial dim {d} but the padded input "
                                  f"has {s + lo + hi} ({s} + low {lo} + high {hi})",
                                  "low" if lo else "high" if hi else 1 if what == "kernel" else "window")
        o = out_size(s, kk, st, lo, hi, dil)
        if isinstance(o, int) and o < 1:
            raise OpTypeError(f"`{opname}` output size {o} < 1 along spatial dim {d}", "stride")
        out.append(o)
    return tuple(out)


def as_ints(p: dict) -> dict:
    """conv_params'/pool_params' answer for a backend: every entry a plain int (a bind reaches a
    backend specialised, so no entry is a Size)."""
    return {k: [int(d) for d in v] if isinstance(v, list) else int(v) for k, v in p.items()}


CONV_ATTRS = (Attr("stride", "shape", []), Attr("low", "shape", []), Attr("high", "shape", []),
              Attr("dilation", "shape", []), Attr("groups", "int", 1))


def conv_params(attrs, k: int, opname: str = "conv") -> dict:
    """stride, low, high, dilation (per spatial dim) and groups of a conv-family bind, defaults filled in."""
    p = _lists(attrs, opname, k, {"stride": [1] * k, "low": [0] * k, "high": [0] * k, "dilation": [1] * k})
    g = attrs.get("groups", 1)
    if isinstance(g, int) and g < 1:
        raise OpTypeError(f"`{opname}` groups must be >= 1, got {g}", "groups")
    p["groups"] = g
    return p


def _check_kernel(opname: str, x, w, p, wi: int = 1) -> None:
    k = x.rank - 2
    if w.dtype != x.dtype or w.placement != x.placement:
        raise OpTypeError(f"`{opname}` input and kernel must share dtype and placement, got {x} and {w}", wi)
    if w.rank != x.rank:
        raise OpTypeError(f"`{opname}` kernel must be [K1…K{k}, C/groups, O] (rank {x.rank} for {x}), got {w}", wi)
    c, cg, o, groups = x.shape[-1], w.shape[-2], w.shape[-1], p["groups"]
    if _all_int(c, groups) and c % groups:
        raise OpTypeError(f"`{opname}` input channels {c} are not divisible by groups {groups}", "groups")
    if cg * groups != c:
        raise OpTypeError(f"`{opname}` kernel {w} takes {cg} input channels per group; with groups {groups} the input "
                          f"must have {cg * groups} channels, got {x} with {c}", wi)
    if _all_int(o, groups) and o % groups:
        raise OpTypeError(f"`{opname}` output channels {o} (the kernel's last dim) are not divisible by groups {groups}", wi)


def _result(t, shape, opname: str, where):
    out = t.with_(shape=tuple(shape))
    problem = shape_problem(out.shape, out.dtype)
    if problem:
        raise OpTypeError(f"`{opname}` result: {problem}", where)
    return out


def infer_conv(types, attrs):
    x, w = types
    k = _spatial(x, "conv")
    p = conv_params(attrs, k)
    _check_kernel("conv", x, w, p)
    spatial = _window_fits("conv", x.shape[1:-1], w.shape[:-2], p)
    return _result(x, (x.shape[0],) + spatial + (w.shape[-1],), "conv", "stride")


conv = Op("conv", 2, infer_conv, surface="conv", attrs=CONV_ATTRS,
          doc="x[N, S…, C] conv w[K…, C/groups, O] -> [N, S'…, O]; zero padding low/high, stride, dilation, groups")


def infer_conv_input_grad(types, attrs):
    g, w = types
    shape = tuple(attrs["shape"])
    x = g.with_(shape=shape)
    k = _spatial(x, "conv_input_grad")
    p = conv_params(attrs, k, "conv_input_grad")
    _check_kernel("conv_input_grad", x, w, p)
    want = (shape[0],) + _window_fits("conv_input_grad", shape[1:-1], w.shape[:-2], p) + (w.shape[-1],)
    if g.shape != want:
        raise OpTypeError(f"`conv_input_grad` cotangent {g} does not match the convolution of {x} by {w} ({show_shape(want)})", 0)
    return x


conv_input_grad = Op("conv_input_grad", 2, infer_conv_input_grad, attrs=CONV_ATTRS + (Attr("shape", "shape"),),
                     doc="the cotangent of conv's input: g[N, S'…, O], w -> [N, S…, C] of `shape` (a transposed convolution)")


def infer_conv_filter_grad(types, attrs):
    x, g = types
    kshape = tuple(attrs["shape"])
    k = _spatial(x, "conv_filter_grad")
    p = conv_params(attrs, k, "conv_filter_grad")
    w = x.with_(shape=kshape)
    _check_kernel("conv_filter_grad", x, w, p)
    if g.dtype != x.dtype or g.placement != x.placement:
        raise OpTypeError(f"`conv_filter_grad` input and cotangent must share dtype and placement, got {x} and {g}", 1)
    want = (x.shape[0],) + _window_fits("conv_filter_grad", x.shape[1:-1], kshape[:-2], p) + (kshape[-1],)
    if g.shape != want:
        raise OpTypeError(f"`conv_filter_grad` cotangent {g} does not match the convolution of {x} by {w} ({show_shape(want)})", 1)
    return w


conv_filter_grad = Op("conv_filter_grad", 2, infer_conv_filter_grad, attrs=CONV_ATTRS + (Attr("shape", "shape"),),
                      doc="the cotangent of conv's kernel: x[N, S…, C], g[N, S'…, O] -> [K…, C/groups, O] of `shape`")


POOL_ATTRS = (Attr("window", "shape"), Attr("stride", "shape", []), Attr("low", "shape", []), Attr("high", "shape", []))


def pool_params(attrs, k: int, opname: str) -> dict:
    """window, stride (default: the window), low, high of a pooling bind, checked."""
    window = list(attrs["window"])
    if len(window) != k:
        raise OpTypeError(f"`{opname}` window {show_shape(window)} needs one entry per spatial dim ({k})", "window")
    if any(isinstance(d, int) and d < 1 for d in window):
        raise OpTypeError(f"`{opname}` window entries must be >= 1, got {show_shape(window)}", "window")
    p = _lists(attrs, opname, k, {"stride": window, "low": [0] * k, "high": [0] * k})
    p["window"] = window
    for side in ("low", "high"):
        for d, (pad, win) in enumerate(zip(p[side], window)):
            if _all_int(pad, win) and pad >= win:
                # a window of padding alone would pool only padding (-inf for max_pool)
                raise OpTypeError(f"`{opname}` {side} padding {pad} along spatial dim {d} must be smaller than the "
                                  f"window ({win})", side)
    return p


def _pool_out(x, attrs, opname: str):
    k = _spatial(x, opname)
    p = pool_params(attrs, k, opname)
    spatial = _window_fits(opname, x.shape[1:-1], p["window"], p, "pooling")
    return (x.shape[0],) + spatial + (x.shape[-1],)


def infer_pool(opname: str):
    def infer_pooling(types, attrs):
        (x,) = types
        return _result(x, _pool_out(x, attrs, opname), opname, "stride")
    return infer_pooling


max_pool = Op("max_pool", 1, infer_pool("max_pool"), surface="max_pool", attrs=POOL_ATTRS,
              doc="the maximum of each window over the spatial dims (padding is -inf)")
avg_pool = Op("avg_pool", 1, infer_pool("avg_pool"), surface="avg_pool", attrs=POOL_ATTRS,
              doc="the mean of each window over the spatial dims (padding is 0 and counts: count_include_pad)")


def _pair(opname: str, x, y):
    if y.dtype != x.dtype or y.placement != x.placement:
        raise OpTypeError(f"`{opname}` operands must share dtype and placement, got {x} and {y}", 1)


def infer_max_pool_grad(types, attrs):
    x, g = types
    want = _pool_out(x, attrs, "max_pool_grad")
    _pair("max_pool_grad", x, g)
    if g.shape != want:
        raise OpTypeError(f"`max_pool_grad` cotangent {g} does not match the pooling of {x} ({show_shape(want)})", 1)
    return x


max_pool_grad = Op("max_pool_grad", 2, infer_max_pool_grad, attrs=POOL_ATTRS,
                   doc="g of each window added at the first maximum of x in it (the cotangent of max_pool)")


def infer_max_pool_pick(types, attrs):
    x, u = types
    want = _pool_out(x, attrs, "max_pool_pick")
    _pair("max_pool_pick", x, u)
    if u.shape != x.shape:
        raise OpTypeError(f"`max_pool_pick` reads a tensor of the input's shape {x}, got {u}", 1)
    return x.with_(shape=want)


max_pool_pick = Op("max_pool_pick", 2, infer_max_pool_pick, attrs=POOL_ATTRS,
                   doc="u read at the first maximum of x in each window (max_pool's JVP; the adjoint of max_pool_grad in g)")


def infer_avg_pool_grad(types, attrs):
    (g,) = types
    shape = tuple(attrs["shape"])
    x = g.with_(shape=shape)
    want = _pool_out(x, attrs, "avg_pool_grad")
    if g.shape != want:
        raise OpTypeError(f"`avg_pool_grad` cotangent {g} does not match the pooling of {x} ({show_shape(want)})", 0)
    return x


avg_pool_grad = Op("avg_pool_grad", 1, infer_avg_pool_grad, attrs=POOL_ATTRS + (Attr("shape", "shape"),),
                   doc="each g / window size spread over its window's input positions (the cotangent of avg_pool)")

OPS = (conv, conv_input_grad, conv_filter_grad, max_pool, avg_pool, max_pool_grad, max_pool_pick, avg_pool_grad)
