"""The NumPy semantics of every built-in op: the reference the native backend
is tested against. A rule is `rule(arrays, attrs, out_type) -> ndarray`."""
from __future__ import annotations

import numpy as np

import math

from kina.ops import compare as C, create as Cr, discrete as D, elementwise as E, gather as G, indexing as I, layout as L, nn as N, reduce as Rd, shape as S, slices as Sl


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


# maximum/minimum are IEEE 754-2019's maximum/minimum, as natively (arith.maximumf) and in JAX:
# NaN propagates and -0 < +0. np.maximum returns its second argument on a tie, so
# np.maximum(0.0, -0.0) is -0.0; among zeros the sum is the maximum (+0 unless both are -0) and
# minus the sum of the negations the minimum (docs/language.md, "Ties and signed zeros").
def _zeros_fixed(r, a, b, sign: float):
    if r.dtype.kind != "f":
        return r
    both = (a == 0) & (b == 0)
    if not np.any(both):
        return r
    z = sign * ((sign * a) + (sign * b))
    return np.where(both, z, r).astype(r.dtype)


def maximum_numpy(xs, attrs, out):
    return _zeros_fixed(np.maximum(xs[0], xs[1]), xs[0], xs[1], 1.0)


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


def _sum(x, attrs):
    """NumPy sums pairwise only along the contiguous axis: along the others it adds one row at a
    time, so an F32 sum over 2^25 rows of ones stops at 2^24. F32 accumulates in F64 here (the
    reference is at least as accurate as native's blocked sums, lowerings/reduce.py), from -0, the
    identity of IEEE addition (a sum of -0s is -0, as natively; a `dtype` makes NumPy start at +0)."""
    if x.dtype.kind != "f":
        return np.sum(x, **_axes(attrs))
    return np.sum(x, **_axes(attrs), dtype=np.float64 if x.dtype == np.float32 else None, initial=-0.0)


def reduce_sum_numpy(xs, attrs, out):
    return np.asarray(_sum(xs[0], attrs)).astype(out.numpy_dtype)


def _extreme_zero(r, x, attrs, want_negative: bool):
    """np.max / np.min's result with a zero given the sign IEEE's maximum / minimum give it: the
    maximum of zeros is -0 only when every zero is -0, the minimum -0 when any is."""
    if x.dtype.kind != "f" or not np.any(r == 0):
        return r
    zeros = (x == 0) & (np.signbit(x) == want_negative)
    hit = np.any(zeros, **_axes(attrs))
    signed = -0.0 if want_negative else 0.0
    other = 0.0 if want_negative else -0.0
    return np.where(r == 0, np.where(hit, signed, other), r).astype(r.dtype)


def reduce_max_numpy(xs, attrs, out):
    r = np.max(xs[0], **_axes(attrs))
    return np.asarray(_extreme_zero(r, xs[0], attrs, False)).astype(out.numpy_dtype)


def reduce_mean_numpy(xs, attrs, out):
    x = xs[0]
    if x.dtype.kind != "f":
        return np.mean(x, **_axes(attrs)).astype(out.numpy_dtype)
    count = int(np.prod([x.shape[a] for a in attrs["axes"]]))
    return np.asarray(_sum(x, attrs) / count).astype(out.numpy_dtype)


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


# one position of an axis (§C1); the position is in range here (checked before the op runs)

def index_numpy(xs, attrs, out):
    x, i = xs
    return np.take(x, int(i), axis=attrs["axis"] % x.ndim)


def update_index_numpy(xs, attrs, out):
    x, v, i = xs
    k = attrs["axis"] % x.ndim
    res = np.array(x, copy=True)
    res[(slice(None),) * k + (int(i),)] = v
    return res


# Phase 2 elementwise ------------------------------------------------------------

def sin_numpy(xs, attrs, out):
    return np.sin(xs[0])


def cos_numpy(xs, attrs, out):
    return np.cos(xs[0])


_ERF = np.vectorize(math.erf, otypes=[np.float64])


def erf_numpy(xs, attrs, out):
    return _ERF(xs[0].astype(np.float64)) if xs[0].size else xs[0]


def sigmoid_numpy(xs, attrs, out):
    one = out.numpy_dtype.type(1)
    return one / (one + np.exp(-xs[0]))


def rsqrt_numpy(xs, attrs, out):
    return out.numpy_dtype.type(1) / np.sqrt(xs[0])


def log1p_numpy(xs, attrs, out):
    return np.log1p(xs[0])


def abs_numpy(xs, attrs, out):
    return np.abs(xs[0])


def sign_numpy(xs, attrs, out):
    # sign(-0) is -0, as natively and jnp.sign (np.sign gives +0)
    x = xs[0]
    return np.where(x == 0, x, np.sign(x)) if x.dtype.kind == "f" else np.sign(x)


def minimum_numpy(xs, attrs, out):
    return _zeros_fixed(np.minimum(xs[0], xs[1]), xs[0], xs[1], -1.0)


def floor_div_numpy(xs, attrs, out):
    # the divisor is nonzero here (checked before the op runs); x // -1 is -x, wrapping at INT_MIN
    x, y = xs
    safe = np.where(y == -1, 1, y)
    return np.where(y == -1, np.negative(x), np.floor_divide(x, safe))


def mod_numpy(xs, attrs, out):
    x, y = xs
    safe = np.where(y == -1, 1, y)
    return np.where(y == -1, 0, np.remainder(x, safe))


def stop_gradient_numpy(xs, attrs, out):
    return np.array(xs[0], copy=True)


COMPARE = {C.lt: np.less, C.le: np.less_equal, C.gt: np.greater, C.ge: np.greater_equal, C.eq: np.equal, C.ne: np.not_equal}


def compare_numpy(op):
    def comparison_numpy(xs, attrs, out):
        return COMPARE[op](xs[0], xs[1])
    comparison_numpy.__name__ = f"{op.name}_numpy"
    return comparison_numpy


def select_numpy(xs, attrs, out):
    return np.where(xs[0], xs[1], xs[2])


def reduce_min_numpy(xs, attrs, out):
    r = np.min(xs[0], **_axes(attrs))
    return np.asarray(_extreme_zero(r, xs[0], attrs, True)).astype(out.numpy_dtype)


def reduce_prod_numpy(xs, attrs, out):
    return np.prod(xs[0], dtype=out.numpy_dtype, **_axes(attrs))


# layout and creation ---------------------------------------------------------

def concat_numpy(xs, attrs, out):
    return np.concatenate(xs, axis=attrs["axis"])


def slice_numpy(xs, attrs, out):
    stride = attrs["stride"] or [1] * len(out.shape)
    window = tuple(slice(s, s + (n - 1) * st + 1, st) for s, n, st in zip(attrs["start"], attrs["size"], stride))
    return np.ascontiguousarray(xs[0][window])


def pad_numpy(xs, attrs, out):
    return np.pad(xs[0], list(zip(attrs["low"], attrs["high"])), constant_values=out.numpy_dtype.type(attrs["value"]))


def iota_numpy(xs, attrs, out):
    k = attrs["axis"]
    line = np.arange(out.shape[k], dtype=out.numpy_dtype).reshape([-1 if i == k else 1 for i in range(len(out.shape))])
    return np.ascontiguousarray(np.broadcast_to(line, out.shape))


def full_numpy(xs, attrs, out):
    return np.full(out.shape, attrs["value"], dtype=out.numpy_dtype)


def one_hot_numpy(xs, attrs, out):
    return (xs[0][..., None] == np.arange(attrs["depth"])).astype(out.numpy_dtype)


RULES = {
    E.sin: sin_numpy, E.cos: cos_numpy, E.erf: erf_numpy, E.sigmoid: sigmoid_numpy, E.rsqrt: rsqrt_numpy,
    E.log1p: log1p_numpy, E.abs_: abs_numpy, E.sign: sign_numpy, E.minimum: minimum_numpy,
    E.floor_div: floor_div_numpy, E.mod: mod_numpy, E.stop_gradient: stop_gradient_numpy,
    **{op: compare_numpy(op) for op in C.COMPARISONS}, C.select: select_numpy,
    Rd.reduce_min: reduce_min_numpy, Rd.reduce_prod: reduce_prod_numpy,
    L.concat: concat_numpy, L.slice_: slice_numpy, L.pad: pad_numpy,
    Cr.iota: iota_numpy, Cr.full: full_numpy, Cr.one_hot: one_hot_numpy,

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
    I.index: index_numpy, I.update_index: update_index_numpy,
}
