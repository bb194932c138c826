"""Lowerings of the shape ops: reshape as views, transpose and broadcast as generics."""
from __future__ import annotations

import numpy as np

from kina.ops import shape as S

from ..emit.mlirgen import dims, generic, reshape as reshape_text


def lower_reshape(e, bind):
    x, out = bind.args[0], bind.names[0]
    e.define(out, reshape_text(e, e.v(x), e.ty(x), e.ty(out)))


def lower_transpose(e, bind):
    x, out, perm = bind.args[0], bind.names[0], bind.attrs["perm"]
    inv = np.argsort(perm)
    ot = e.ty(out)
    # out[j] = x[k] with k[perm[i]] = j[i]
    e.define(out, generic(e, ot.rank, [(e.v(x), e.ty(x), [f"d{inv[a]}" for a in range(ot.rank)])],
                          [(ot, dims(ot.rank), None)], lambda r, a, o: a[0])[0])


def lower_broadcast(e, bind):
    x, out = bind.args[0], bind.names[0]
    src, dst = e.ty(x), e.ty(out)
    lead = dst.rank - src.rank
    exprs = ["0" if (d == 1 and dst.shape[lead + i] != 1) else f"d{lead + i}" for i, d in enumerate(src.shape)]
    e.define(out, generic(e, dst.rank, [(e.v(x), src, exprs)], [(dst, dims(dst.rank), None)], lambda r, a, o: a[0])[0])


RULES = {S.reshape: lower_reshape, S.transpose: lower_transpose, S.broadcast: lower_broadcast}
