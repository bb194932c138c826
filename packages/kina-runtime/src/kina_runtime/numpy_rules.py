"""The NumPy semantics of every built-in op: the reference the native backend
is tested against. A rule is `rule(arrays, attrs, out_type) -> ndarray`."""
from __future__ import annotations

import numpy as np

from kina.ops import discrete as D, elementwise as E, gather as G, nn as N, reduce as Rd, shape as S, slices as Sl


# elementwise -----------------------------------------------------------------

def add_numpy(xs, attrs, out):
    return np.add(xs[0], xs[1])


def sub_numpy(xs, attrs, out):
    return np.subtract(xs[0], xs[1])


def mul_numpy(xs, attrs, out):
    return np.multiply(xs[0], xs[1])


def div_numpy(xs, attrs, out):
    return np.divide(xs[0], xs[1])


def neg_numpy(xs, attrs, out):
    return np.negative(xs[0])


def exp_numpy(xs, attrs, out):
    return np.exp(xs[0])


def log_numpy(xs, attrs, out):
    return np.log(xs[0])


def sqrt_numpy(xs, attrs, out):
    return np.sqrt(xs[0])


def tanh_numpy(xs, attrs, out):
    return np.tanh(xs[0])


def pow_numpy(xs, attrs, out):
    return np.power(xs[0], xs[1])


def maximum_numpy(xs, attrs, out):
    return np.maximum(xs[0], xs[1])


def ge_mask_numpy(xs, attrs, out):
    return (xs[0] >= xs[1]).astype(out.numpy_dtype)


def cast_numpy(xs, attrs, out):
    x = xs[0]
    if x.dtype.kind == "f" and out.dtype in ("I32", "I64"):
        # Kina's float -> integer cast (docs/language.md): truncate toward zero, saturate at
        # the dtype's range, NaN -> 0 — defined for every input, on every backend
        info = np.iinfo(out.numpy_dtype)
        t = np.trunc(x.astype(np.float64))
        big, small, nan = t >= 2.0 ** (info.bits - 1), t < -(2.0 ** (info.bits - 1)), np.isnan(t)
        safe = np.where(big | small | nan, 0.0, t).astype(out.numpy_dtype)
        return np.where(big, info.max, np.where(small, info.min, safe)).astype(out.numpy_dtype)
    return x.astype(out.numpy_dtype)


def to_numpy(xs, attrs, out):
    return np.array(xs[0], copy=True)


# shape -----------------------------------------------------------------------

def reshape_numpy(xs, attrs, out):
    return xs[0].reshape(out.shape)


def transpose_numpy(xs, attrs, out):
    return np.ascontiguousarray(np.transpose(xs[0], attrs["perm"]))


def broadcast_numpy(xs, attrs, out):
    return np.ascontiguousarray(np.broadcast_to(xs[0], out.shape))


# reductions ------------------------------------------------------------------

def _axes(attrs):
    return {"axis": tuple(attrs["axes"]), "keepdims": attrs["keepdims"]}


def reduce_sum_numpy(xs, attrs, out):
    return np.sum(xs[0], **_axes(attrs)).astype(out.numpy_dtype)


def reduce_max_numpy(xs, attrs, out):
    return np.max(xs[0], **_axes(attrs)).astype(out.numpy_dtype)


def reduce_mean_numpy(xs, attrs, out):
    return np.mean(xs[0], **_axes(attrs)).astype(out.numpy_dtype)


# nn --------------------------------------------------------------------------

def softmax_numpy(xs, attrs, out):
    x, k = xs[0], attrs["axis"]
    z = np.exp(x - np.max(x, axis=k, keepdims=True))
    return z / np.sum(z, axis=k, keepdims=True)


def log_softmax_numpy(xs, attrs, out):
    x, k = xs[0], attrs["axis"]
    shifted = x - np.max(x, axis=k, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=k, keepdims=True))


def matmul_numpy(xs, attrs, out):
    return np.matmul(xs[0], xs[1])


# gathers and scatters --------------------------------------------------------

def take_numpy(xs, attrs, out):
    return xs[0][xs[1]]


def scatter_add_numpy(xs, attrs, out):
    g, ids = xs
    acc = np.zeros(out.shape, dtype=out.numpy_dtype)
    np.add.at(acc, ids, g)
    return acc


def take_along_axis_numpy(xs, attrs, out):
    x, idx = xs
    k = attrs["axis"] % x.ndim
    return np.take_along_axis(x, np.expand_dims(idx, k), k).squeeze(k)


def scatter_along_axis_numpy(xs, attrs, out):
    g, idx = xs
    k = attrs["axis"] % len(out.shape)
    acc = np.zeros(out.shape, dtype=out.numpy_dtype)
    np.put_along_axis(acc, np.expand_dims(idx, k), np.expand_dims(g, k), k)
    return acc


# discrete --------------------------------------------------------------------

def argmax_numpy(xs, attrs, out):
    # np.argmax: first index among ties; NaN counts as the maximum (first NaN wins).
    return np.argmax(xs[0], axis=attrs["axis"]).astype(np.int64)


def categorical_numpy(xs, attrs, out):
    # Inverse CDF (§18): smallest i with cumsum[i] > u * total, total = cumsum[-1];
    # sequential cumsum in the operand dtype, exactly as the native lowering sums.
    p, u = xs
    k = attrs["axis"] % p.ndim
    c = np.cumsum(p, axis=k, dtype=p.dtype)
    total = np.take(c, [-1], axis=k)
    thresh = (np.expand_dims(u, k) * total).astype(p.dtype)
    count = np.sum(c <= thresh, axis=k)
    return np.minimum(count, p.shape[k] - 1).astype(np.int64)


# KV-cache slices -------------------------------------------------------------

def _window(k, rank, start, size):
    return tuple(slice(int(start), int(start) + size) if i == k else slice(None) for i in range(rank))


def update_slice_numpy(xs, attrs, out):
    cache, new, start = xs
    k = attrs["axis"] % cache.ndim
    res = np.array(cache, copy=True)
    res[_window(k, cache.ndim, start, new.shape[k])] = new
    return res


def slice_dyn_numpy(xs, attrs, out):
    x, start = xs
    k = attrs["axis"] % x.ndim
    return np.array(x[_window(k, x.ndim, start, attrs["size"])])


RULES = {
    E.add: add_numpy, E.sub: sub_numpy, E.mul: mul_numpy, E.div: div_numpy, E.neg: neg_numpy, E.exp: exp_numpy,
    E.log: log_numpy, E.sqrt: sqrt_numpy, E.tanh: tanh_numpy, E.pow_: pow_numpy, E.maximum: maximum_numpy,
    E.ge_mask: ge_mask_numpy, E.cast: cast_numpy, E.to: to_numpy,
    S.reshape: reshape_numpy, S.transpose: transpose_numpy, S.broadcast: broadcast_numpy,
    Rd.reduce_sum: reduce_sum_numpy, Rd.reduce_max: reduce_max_numpy, Rd.reduce_mean: reduce_mean_numpy,
    N.softmax: softmax_numpy, N.log_softmax: log_softmax_numpy, N.matmul: matmul_numpy,
    G.take: take_numpy, G.scatter_add: scatter_add_numpy, G.take_along_axis: take_along_axis_numpy,
    G.scatter_along_axis: scatter_along_axis_numpy,
    D.argmax: argmax_numpy, D.categorical: categorical_numpy,
    Sl.update_slice: update_slice_numpy, Sl.slice_dyn: slice_dyn_numpy,
}
