"""The NumPy semantics of convolution and pooling (docs/spec.md §C8), channels last: a plain
reference. Every op loops over the kernel (window) offsets; at each offset it reads a strided
slice of the padded input, the positions that offset meets in every output window, and contracts
(a convolution, per group) or compares (a pooling) it. The cotangent ops are the same loops
transposed: they add into a zero padded input and crop the padding off.

F32 accumulates in F64 (as the reductions, numpy_rules._sum); results are in the op's dtype."""
from __future__ import annotations

import itertools

import numpy as np

from kina.ops import conv as Cv

from .numpy_rules import _zeros_fixed


def _acc(dtype):
    """The accumulation dtype of a float dtype."""
    return np.float64 if np.dtype(dtype) == np.float32 else np.dtype(dtype)


def _padded(x, low, high, value=0.0):
    pads = [(0, 0)] + list(zip(low, high)) + [(0, 0)]
    return np.pad(x, pads, constant_values=value)


def _offsets(kernel):
    """Every kernel offset, in row-major order."""
    return itertools.product(*(range(k) for k in kernel))


def _window(offset, out_spatial, stride, dilation):
    """The slice of the padded input that kernel `offset` reads for every output position."""
    return (slice(None),) + tuple(slice(o * d, o * d + (n - 1) * s + 1, s)
                                  for o, n, s, d in zip(offset, out_spatial, stride, dilation)) + (slice(None),)


def _conv_geometry(x_shape, kernel, p):
    out = tuple(Cv.out_size(s, k, st, lo, hi, d) for s, k, st, lo, hi, d in
                zip(x_shape[1:-1], kernel, p["stride"], p["low"], p["high"], p["dilation"]))
    padded = (x_shape[0],) + tuple(s + lo + hi for s, lo, hi in zip(x_shape[1:-1], p["low"], p["high"])) + (x_shape[-1],)
    return out, padded


def _crop(xp, x_shape, low):
    return xp[(slice(None),) + tuple(slice(lo, lo + s) for lo, s in zip(low, x_shape[1:-1])) + (slice(None),)]


def conv_numpy(xs, attrs, out):
    x, w = xs
    k = x.ndim - 2
    p = Cv.as_ints(Cv.conv_params(attrs, k))
    groups, kernel = p["groups"], w.shape[:k]
    cg, o = w.shape[-2], w.shape[-1]
    og = o // groups
    osp, _ = _conv_geometry(x.shape, kernel, p)
    acc = _acc(out.numpy_dtype)
    xp = _padded(x.astype(acc), p["low"], p["high"])
    res = np.zeros((x.shape[0],) + osp + (groups, og), dtype=acc)
    for off in _offsets(kernel):
        xs_ = xp[_window(off, osp, p["stride"], p["dilation"])].reshape((x.shape[0],) + osp + (groups, cg))
        wk = w[off].astype(acc).reshape(cg, groups, og)
        res += np.einsum("...gc,cgo->...go", xs_, wk)
    return res.reshape((x.shape[0],) + osp + (o,)).astype(out.numpy_dtype)


def conv_input_grad_numpy(xs, attrs, out):
    g, w = xs
    x_shape = tuple(out.shape)
    k = len(x_shape) - 2
    p = Cv.as_ints(Cv.conv_params(attrs, k, "conv_input_grad"))
    groups, kernel = p["groups"], w.shape[:k]
    cg, o = w.shape[-2], w.shape[-1]
    og = o // groups
    osp, padded = _conv_geometry(x_shape, kernel, p)
    acc = _acc(out.numpy_dtype)
    gg = g.astype(acc).reshape(g.shape[:-1] + (groups, og))
    dxp = np.zeros(padded, dtype=acc)
    for off in _offsets(kernel):
        wk = w[off].astype(acc).reshape(cg, groups, og)
        part = np.einsum("...go,cgo->...gc", gg, wk).reshape((x_shape[0],) + osp + (groups * cg,))
        dxp[_window(off, osp, p["stride"], p["dilation"])] += part
    return np.ascontiguousarray(_crop(dxp, x_shape, p["low"])).astype(out.numpy_dtype)


def conv_filter_grad_numpy(xs, attrs, out):
    x, g = xs
    w_shape = tuple(out.shape)
    k = x.ndim - 2
    p = Cv.as_ints(Cv.conv_params(attrs, k, "conv_filter_grad"))
    groups, kernel = p["groups"], w_shape[:k]
    cg, o = w_shape[-2], w_shape[-1]
    og = o // groups
    osp, _ = _conv_geometry(x.shape, kernel, p)
    acc = _acc(out.numpy_dtype)
    xp = _padded(x.astype(acc), p["low"], p["high"])
    gg = g.astype(acc).reshape(-1, groups, og)
    dw = np.zeros(w_shape, dtype=acc)
    for off in _offsets(kernel):
        xs_ = xp[_window(off, osp, p["stride"], p["dilation"])].reshape(-1, groups, cg)
        dw[off] = np.einsum("ngc,ngo->cgo", xs_, gg).reshape(cg, o)
    return dw.astype(out.numpy_dtype)


# pooling -----------------------------------------------------------------------

def _pool(attrs, k, opname):
    p = Cv.as_ints(Cv.pool_params(attrs, k, opname))
    p["dilation"] = [1] * k
    return p


def _pool_geometry(x_shape, p):
    return _conv_geometry(x_shape, p["window"], p)


def _windows(xp, osp, p):
    """[|window|, N, S'…, C]: each window offset's view of the padded input, row-major."""
    return np.stack([xp[_window(off, osp, p["stride"], p["dilation"])] for off in _offsets(p["window"])])


def _first_max(x, p, osp):
    """The row-major position in its window of the first maximum of x in each window (NaN counts
    as the maximum, the first NaN wins: np.argmax, Kina's argmax); padding (-inf) never wins
    against a real element, and every window holds one (padding < window)."""
    xp = _padded(x, p["low"], p["high"], -np.inf)
    return np.argmax(_windows(xp, osp, p), axis=0)


def max_pool_numpy(xs, attrs, out):
    x = xs[0]
    p = _pool(attrs, x.ndim - 2, "max_pool")
    osp, _ = _pool_geometry(x.shape, p)
    xp = _padded(x, p["low"], p["high"], -np.inf)
    res = None
    for off in _offsets(p["window"]):
        v = xp[_window(off, osp, p["stride"], p["dilation"])]
        # IEEE maximum (NaN propagates, -0 < +0), as `maximum`
        res = v.copy() if res is None else _zeros_fixed(np.maximum(res, v), res, v, 1.0)
    return np.ascontiguousarray(res).astype(out.numpy_dtype)


def max_pool_grad_numpy(xs, attrs, out):
    x, g = xs
    p = _pool(attrs, x.ndim - 2, "max_pool_grad")
    osp, padded = _pool_geometry(x.shape, p)
    first = _first_max(x, p, osp)
    acc = _acc(out.numpy_dtype)
    dxp = np.zeros(padded, dtype=acc)
    for j, off in enumerate(_offsets(p["window"])):
        dxp[_window(off, osp, p["stride"], p["dilation"])] += np.where(first == j, g.astype(acc), 0.0)
    return np.ascontiguousarray(_crop(dxp, x.shape, p["low"])).astype(out.numpy_dtype)


def max_pool_pick_numpy(xs, attrs, out):
    x, u = xs
    p = _pool(attrs, x.ndim - 2, "max_pool_pick")
    osp, _ = _pool_geometry(x.shape, p)
    first = _first_max(x, p, osp)
    up = _windows(_padded(u, p["low"], p["high"]), osp, p)
    return np.take_along_axis(up, first[None], axis=0)[0].astype(out.numpy_dtype)


def avg_pool_numpy(xs, attrs, out):
    x = xs[0]
    p = _pool(attrs, x.ndim - 2, "avg_pool")
    osp, _ = _pool_geometry(x.shape, p)
    acc = _acc(out.numpy_dtype)
    xp = _padded(x.astype(acc), p["low"], p["high"])
    res = np.zeros((x.shape[0],) + osp + (x.shape[-1],), dtype=acc)
    for off in _offsets(p["window"]):
        res += xp[_window(off, osp, p["stride"], p["dilation"])]
    return (res / int(np.prod(p["window"]))).astype(out.numpy_dtype)


def avg_pool_grad_numpy(xs, attrs, out):
    g = xs[0]
    x_shape = tuple(out.shape)
    p = _pool(attrs, len(x_shape) - 2, "avg_pool_grad")
    osp, padded = _pool_geometry(x_shape, p)
    acc = _acc(out.numpy_dtype)
    share = g.astype(acc) / int(np.prod(p["window"]))
    dxp = np.zeros(padded, dtype=acc)
    for off in _offsets(p["window"]):
        dxp[_window(off, osp, p["stride"], p["dilation"])] += share
    return np.ascontiguousarray(_crop(dxp, x_shape, p["low"])).astype(out.numpy_dtype)


RULES = {
    Cv.conv: conv_numpy, Cv.conv_input_grad: conv_input_grad_numpy, Cv.conv_filter_grad: conv_filter_grad_numpy,
    Cv.max_pool: max_pool_numpy, Cv.max_pool_grad: max_pool_grad_numpy, Cv.max_pool_pick: max_pool_pick_numpy,
    Cv.avg_pool: avg_pool_numpy, Cv.avg_pool_grad: avg_pool_grad_numpy,
}
