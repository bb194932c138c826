"""JVPs of softmax, log_softmax and matmul."""
from __future__ import annotations

from kina.ops import elementwise as E, nn as N, reduce as Rd, shape as S

from .common import plus


def _sum_back(b, v, axis):
    """Σ_k v, broadcast back along k."""
    t = b.type(v)
    s = b.op(Rd.reduce_sum, v, axes=[axis % t.rank], keepdims=True)
    return b.op(S.broadcast, s, shape=list(t.shape))


def softmax_jvp(b, bind, ts):
    p = bind.names[0]
    return [b.op(E.mul, p, b.op(E.sub, ts[0], _sum_back(b, b.op(E.mul, ts[0], p), bind.attrs["axis"])))]


def log_softmax_jvp(b, bind, ts):
    p = b.op(N.softmax, bind.args[0], axis=bind.attrs["axis"])
    return [b.op(E.sub, ts[0], _sum_back(b, b.op(E.mul, p, ts[0]), bind.attrs["axis"]))]


def matmul_jvp(b, bind, ts):
    x, y = bind.args
    tx, ty = ts
    return [plus(b, None if tx is None else b.op(N.matmul, tx, y), None if ty is None else b.op(N.matmul, x, ty))]


RULES = {N.softmax: softmax_jvp, N.log_softmax: log_softmax_jvp, N.matmul: matmul_jvp}
