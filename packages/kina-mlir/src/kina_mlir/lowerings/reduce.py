"""Lowerings of the reductions: a reduction generic into a filled accumulator; float sums and
means in blocks (`blocked_sum`)."""
from __future__ import annotations

import math

import numpy as np

from kina.ops import reduce as Rd

from ..emit.mlirgen import SCALAR, fill, generic, reshape, tensor_ty
from ..transforms.tiling import VEC_WIDTHS

KIND = {Rd.reduce_sum: "sum", Rd.reduce_mean: "mean", Rd.reduce_max: "max", Rd.reduce_min: "min", Rd.reduce_prod: "prod"}

# A float sum adds at most BLOCK values in one sequential chain into one accumulator (a vector
# lane is a chain of its own): its error grows with the chain, so one generic over 2^26 values of
# 0.1 gave a mean of 0.10099 and 2^32 ones summed to 2^30 (64 lanes, each stopping at 2^24 in F32).
# Longer reductions are blocked, as NumPy's pairwise sum is (blocks of 128 over 8 accumulators:
# chains of 16): the longest reduced axis is split into [n / block, block], each block summed
# (a chain of BLOCK per lane), and the partial sums reduced the same way, log_block(n) levels of
# which only the first reads the input. Measured on 2^26 copies of 0.1: chains of 16 give NumPy's
# mean (0.10000002), of 32 0.09999996, of 64 0.09999991, of 128 0.10000016.
BLOCK = 16


def chain(shape, axes, widths=VEC_WIDTHS) -> int:
    """How many values one accumulator adds in sequence when one generic reduces `axes`: the
    elementwise schedule vectorises a reduced innermost axis w lanes wide, the widest of `widths`
    (the build's TilePolicy.vec_widths: ISA and tuning) that divides it (transforms/tiling.py)."""
    count = math.prod(shape[a] for a in axes)
    last = len(shape) - 1
    if last in axes:
        return count // lanes(shape[last], widths)
    return count


def lanes(extent: int, widths=VEC_WIDTHS) -> int:
    return next((w for w in widths if extent % w == 0), 1)


def reduce_once(e, ssa, t, axes, kind):
    """One generic reducing `axes` of `ssa` (type t); the result and its type (axes dropped)."""
    flat_t = t.with_(shape=Rd.reduced_shape(t.shape, axes, False))
    # -0 is the identity of IEEE addition (+0 is not: +0 + -0 = +0): a sum of -0s is -0, as in NumPy
    init = {"sum": -0.0 if t.is_float else 0, "prod": 1, "max": -np.inf if t.is_float else np.iinfo(t.numpy_dtype).min,
            "min": np.inf if t.is_float else np.iinfo(t.numpy_dtype).max}[kind]
    acc = fill(e, flat_t, init)
    sc = SCALAR[t.dtype]

    def body(r, a, o):
        if kind == "max":
            return r(f"arith.{'maximumf' if t.is_float else 'maxsi'} {a[0]}, {o[0]} : {sc}")
        if kind == "min":
            return r(f"arith.{'minimumf' if t.is_float else 'minsi'} {a[0]}, {o[0]} : {sc}")
        if kind == "prod":
            return r(f"arith.{'mulf' if t.is_float else 'muli'} {a[0]}, {o[0]} : {sc}")
        return r(f"arith.{'addf' if t.is_float else 'addi'} {a[0]}, {o[0]} : {sc}")
    iters = ["reduction" if i in axes else "parallel" for i in range(t.rank)]
    res = generic(e, t.rank, [(ssa, t, [f"d{i}" for i in range(t.rank)])],
                  [(flat_t, [f"d{i}" for i in range(t.rank) if i not in axes], acc)], body, iters)[0]
    return res, flat_t


def along(e, ssa, t, k, start, size):
    """Positions [start, start + size) of axis k (a view)."""
    offs = ["0"] * t.rank
    offs[k] = str(start)
    sizes = list(t.shape)
    sizes[k] = size
    part = t.with_(shape=tuple(sizes))
    text = f"[{', '.join(offs)}] [{', '.join(map(str, sizes))}] [{', '.join(['1'] * t.rank)}]"
    return e.op(f"tensor.extract_slice {ssa}{text} : {tensor_ty(t)} to {tensor_ty(part)}"), part


def blocked_sum(e, ssa, t, axes):
    """The float sum over `axes` of `ssa` (type t) with no chain longer than BLOCK (above); the
    result and its type (axes dropped)."""
    axes = sorted(axes)
    widths = e.tiling.vec_widths
    if chain(t.shape, axes, widths) <= BLOCK:
        return reduce_once(e, ssa, t, axes, "sum")
    k = max(axes, key=lambda a: (t.shape[a], a))
    n = t.shape[k]
    block = BLOCK * (lanes(n, widths) if k == t.rank - 1 else 1)
    if n <= block:  # this axis alone is short enough: reduce it, then the others
        part, pt = reduce_once(e, ssa, t, [k], "sum")
        return blocked_sum(e, part, pt, [a - (a > k) for a in axes if a != k])
    q, rem = divmod(n, block)
    main, mt = along(e, ssa, t, k, 0, q * block) if rem else (ssa, t)
    split = mt.with_(shape=mt.shape[:k] + (q, block) + mt.shape[k + 1:])
    groups = [[i] for i in range(k)] + [[k, k + 1]] + [[i + 1] for i in range(k + 1, t.rank)]
    groups_txt = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"
    blocks = e.op(f"tensor.expand_shape {main} {groups_txt} output_shape [{', '.join(map(str, split.shape))}] "
                  f": {tensor_ty(mt)} into {tensor_ty(split)}")
    partial, part_t = reduce_once(e, blocks, split, [k + 1], "sum")  # axis k now counts the blocks
    total, tt = blocked_sum(e, partial, part_t, axes)
    if not rem:
        return total, tt
    tail, tail_t = along(e, ssa, t, k, q * block, rem)
    rest, _ = blocked_sum(e, tail, tail_t, axes)
    sc = SCALAR[t.dtype]
    ident = [f"d{i}" for i in range(tt.rank)]
    return generic(e, tt.rank, [(total, tt, ident), (rest, tt, ident)], [(tt, ident, None)],
                   lambda r, a, o: r(f"arith.addf {a[0]}, {a[1]} : {sc}"))[0], tt


def lower_reduce(e, bind):
    kind = KIND[bind.op]
    x, out = bind.args[0], bind.names[0]
    t, ot = e.ty(x), e.ty(out)
    axes = list(bind.attrs["axes"])
    if kind in ("sum", "mean") and t.is_float:
        res, flat_t = blocked_sum(e, e.v(x), t, axes)
    else:
        res, flat_t = reduce_once(e, e.v(x), t, axes, "sum" if kind == "mean" else kind)
    if kind == "mean":
        sc = SCALAR[t.dtype]
        count = math.prod(t.shape[a] for a in axes)
        res = generic(e, flat_t.rank, [(res, flat_t, [f"d{i}" for i in range(flat_t.rank)])],
                      [(flat_t, [f"d{i}" for i in range(flat_t.rank)], None)],
                      lambda r, a, o: r(f"arith.divf {a[0]}, {r.const(count, t.dtype)} : {sc}"))[0]
    e.define(out, reshape(e, res, flat_t, ot))


RULES = {Rd.reduce_sum: lower_reduce, Rd.reduce_max: lower_reduce, Rd.reduce_mean: lower_reduce,
         Rd.reduce_min: lower_reduce, Rd.reduce_prod: lower_reduce}
