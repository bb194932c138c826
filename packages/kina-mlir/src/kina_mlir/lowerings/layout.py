"""Lowerings of concat, slice and pad: one generic over the result, reads through
indices that stay in bounds by construction (clamped where a branch is not taken)."""
from __future__ import annotations

from kina.ops import layout as L

from ..emit.mlirgen import SCALAR, dims, generic


def lower_concat(e, bind):
    out = bind.names[0]
    ot = e.ty(out)
    k = bind.attrs["axis"]
    sc = SCALAR[ot.dtype]

    def body(r, a, o):
        i = r.index(k)
        loops = [r.index(d) for d in range(ot.rank)]
        value, offset = None, 0
        for arg in bind.args:
            t = e.ty(arg)
            n = t.shape[k]
            start = r(f"arith.constant {offset} : index")
            rel = r(f"arith.subi {i}, {start} : index")
            idx = loops[:k] + [r.clamp_index(rel, n - 1)] + loops[k + 1:]
            got = r.extract(e.v(arg), t, idx)
            if value is None:
                value = got
            else:  # past this operand's start: take it
                past = r(f"arith.cmpi sge, {i}, {start} : index")
                value = r(f"arith.select {past}, {got}, {value} : {sc}")
            offset += n
        return value
    e.define(out, generic(e, ot.rank, [], [(ot, dims(ot.rank), None)], body)[0])


def lower_slice(e, bind):
    # reads through tensor.extract, not an input indexing map: linalg would take a map like
    # `d1 + 0` as an identity and size the loops by the operand instead of the result
    x, out = bind.args[0], bind.names[0]
    xt, ot = e.ty(x), e.ty(out)
    stride = bind.attrs["stride"] or [1] * ot.rank

    def body(r, a, o):
        idx = []
        for d, (s0, st) in enumerate(zip(bind.attrs["start"], stride)):
            scaled = r(f"arith.muli {r.index(d)}, {r(f'arith.constant {st} : index')} : index")
            idx.append(r(f"arith.addi {scaled}, {r(f'arith.constant {s0} : index')} : index"))
        return r.extract(e.v(x), xt, idx)
    e.define(out, generic(e, ot.rank, [], [(ot, dims(ot.rank), None)], body)[0])


def lower_pad(e, bind):
    x, out = bind.args[0], bind.names[0]
    xt, ot = e.ty(x), e.ty(out)
    low = bind.attrs["low"]
    sc = SCALAR[ot.dtype]

    def body(r, a, o):
        inside, idx = None, []
        for d in range(ot.rank):
            lo, n = r(f"arith.constant {low[d]} : index"), r(f"arith.constant {xt.shape[d]} : index")
            rel = r(f"arith.subi {r.index(d)}, {lo} : index")
            zero = r("arith.constant 0 : index")
            ok = r(f"arith.andi {r(f'arith.cmpi sge, {rel}, {zero} : index')}, {r(f'arith.cmpi slt, {rel}, {n} : index')} : i1")
            inside = ok if inside is None else r(f"arith.andi {inside}, {ok} : i1")
            idx.append(r.clamp_index(rel, xt.shape[d] - 1))
        got = r.extract(e.v(x), xt, idx)
        if inside is None:
            return got
        return r(f"arith.select {inside}, {got}, {r.const(bind.attrs['value'], ot.dtype)} : {sc}")
    e.define(out, generic(e, ot.rank, [], [(ot, dims(ot.rank), None)], body)[0])


RULES = {L.concat: lower_concat, L.slice_: lower_slice, L.pad: lower_pad}
