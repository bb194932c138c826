"""VJPs of softmax, log_softmax and matmul."""
from __future__ import annotations

import numpy as np

from kina.ops import elementwise as E, nn as N, reduce as Rd, shape as S


def _sum_back(b, v, axis):
    """Σ_k v, broadcast back along k."""
    t = b.type(v)
    s = b.op(Rd.reduce_sum, v, axes=[axis % t.rank], keepdims=True)
    return b.op(S.broadcast, s, shape=list(t.shape))


def softmax_vjp(b, bind, g):
    p = bind.names[0]
    return [b.op(E.mul, p, b.op(E.sub, g, _sum_back(b, b.op(E.mul, g, p), bind.attrs["axis"])))]


def log_softmax_vjp(b, bind, g):
    p = b.op(N.softmax, bind.args[0], axis=bind.attrs["axis"])
    return [b.op(E.sub, g, b.op(E.mul, p, _sum_back(b, g, bind.attrs["axis"])))]


def matmul_vjp(b, bind, g):
    x, y = bind.args
    tx, ty = b.type(x), b.type(y)
    if tx.rank > ty.rank:  # [B…, M, K] @ [K, N]: g_y sums over the batch, as one [K, B·M] @ [B·M, N]
        rows = int(np.prod(tx.shape[:-1]))
        x2 = b.op(S.reshape, x, shape=[rows, tx.shape[-1]])
        g2 = b.op(S.reshape, g, shape=[rows, ty.shape[-1]])
        return [b.op(N.matmul, g, b.op(S.transpose, y, perm=[1, 0])),
                b.op(N.matmul, b.op(S.transpose, x2, perm=[1, 0]), g2)]
    if ty.rank > tx.rank:  # [M, K] @ [B…, K, N]: g_x sums the per-batch products
        per_batch = b.op(N.matmul, g, b.op(S.transpose, y, perm=N.swap_last(ty.rank)))
        return [b.op(Rd.reduce_sum, per_batch, axes=list(range(ty.rank - 2)), keepdims=False),
                b.op(N.matmul, b.op(S.transpose, x, perm=[1, 0]), g)]
    return [b.op(N.matmul, g, b.op(S.transpose, y, perm=N.swap_last(ty.rank))),
            b.op(N.matmul, b.op(S.transpose, x, perm=N.swap_last(tx.rank)), g)]


RULES = {N.softmax: softmax_vjp, N.log_softmax: log_softmax_vjp, N.matmul: matmul_vjp}
