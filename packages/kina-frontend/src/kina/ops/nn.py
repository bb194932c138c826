"""softmax, log_softmax (max-subtracted) and batched matmul."""
from __future__ import annotations

import numpy as np

from .mlirgen import SCALAR, fill, generic
from .registry import Attr, OpTypeError, defop, drop_axis, need_float, need_numeric, norm_axis


def _infer_softmax(name):
    def infer(types, attrs):
        t = types[0]
        need_float(t, name)
        norm_axis(attrs["axis"], t.rank)
        return t
    return infer


AXIS = (Attr("axis", "int"),)
softmax = defop("softmax", 1, _infer_softmax("softmax"), surface="softmax", attrs=AXIS)
log_softmax = defop("log_softmax", 1, _infer_softmax("log_softmax"), surface="log_softmax", attrs=AXIS)


@softmax.def_numpy
def _(xs, attrs, out):
    x, k = xs[0], attrs["axis"]
    z = np.exp(x - np.max(x, axis=k, keepdims=True))
    return z / np.sum(z, axis=k, keepdims=True)


@log_softmax.def_numpy
def _(xs, attrs, out):
    x, k = xs[0], attrs["axis"]
    shifted = x - np.max(x, axis=k, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=k, keepdims=True))


def _sum_back(b, v, axis):
    """Σ_k v, broadcast back along k."""
    t = b.type(v)
    s = b.op("reduce_sum", v, axes=[axis % t.rank], keepdims=True)
    return b.op("broadcast", s, shape=list(t.shape))


@softmax.def_vjp
def _(b, bind, g):
    p = bind.names[0]
    return [b.op("mul", p, b.op("sub", g, _sum_back(b, b.op("mul", g, p), bind.attrs["axis"])))]


@log_softmax.def_vjp
def _(b, bind, g):
    p = b.op("softmax", bind.args[0], axis=bind.attrs["axis"])
    return [b.op("sub", g, b.op("mul", p, _sum_back(b, g, bind.attrs["axis"])))]


def _lower_softmax(log: bool):
    def lower(e, bind):
        x, out = bind.args[0], bind.names[0]
        t = e.ty(x)
        k = bind.attrs["axis"] % t.rank
        sc = SCALAR[t.dtype]
        red_t = t.with_(shape=drop_axis(t.shape, k))
        full = [f"d{i}" for i in range(t.rank)]
        part = [f"d{i}" for i in range(t.rank) if i != k]
        iters = ["reduction" if i == k else "parallel" for i in range(t.rank)]
        m = generic(e, t.rank, [(e.v(x), t, full)], [(red_t, part, fill(e, red_t, -np.inf))],
                    lambda r, a, o: r(f"arith.maximumf {a[0]}, {o[0]} : {sc}"), iters)[0]
        def shifted_exp(r, a):
            return r(f"math.exp {r(f'arith.subf {a[0]}, {a[1]} : {sc}')} : {sc}")

        s = generic(e, t.rank, [(e.v(x), t, full), (m, red_t, part)], [(red_t, part, fill(e, red_t, 0.0))],
                    lambda r, a, o: r(f"arith.addf {shifted_exp(r, a)}, {o[0]} : {sc}"), iters)[0]
        if log:
            def body(r, a, o):
                shifted = r(f"arith.subf {a[0]}, {a[1]} : {sc}")
                return r(f"arith.subf {shifted}, {r(f'math.log {a[2]} : {sc}')} : {sc}")
        else:
            def body(r, a, o):
                return r(f"arith.divf {shifted_exp(r, a)}, {a[2]} : {sc}")
        e.define(out, generic(e, t.rank, [(e.v(x), t, full), (m, red_t, part), (s, red_t, part)], [(t, full, None)], body)[0])
    return lower


softmax.lower = _lower_softmax(False)
log_softmax.lower = _lower_softmax(True)


def _infer_matmul(types, attrs):
    a, b = types
    need_numeric(a, "@")
    if a.dtype != b.dtype or a.placement != b.placement:
        raise OpTypeError(f"operands of `@` must share dtype and placement, got {a} and {b}", 1)
    if a.rank < 2 or a.rank != b.rank:
        raise OpTypeError(f"`@` needs operands of equal rank >= 2, got {a} and {b}", 1,
                          "add unit batch dims with `.reshape`")
    if a.shape[:-2] != b.shape[:-2]:
        raise OpTypeError(f"`@` batch dims differ: {a} and {b}", 1)
    if a.shape[-1] != b.shape[-2]:
        raise OpTypeError(f"`@` contracts a[..., m, k] with b[..., k, n]: k is {a.shape[-1]} on the left and {b.shape[-2]} on the right ({a} @ {b})", 1)
    return a.with_(shape=a.shape[:-1] + (b.shape[-1],))


matmul = defop("matmul", 2, _infer_matmul, surface="matmul")
matmul.numpy = lambda xs, attrs, out: np.matmul(xs[0], xs[1])


def _swap_last(t):
    return list(range(t.rank - 2)) + [t.rank - 1, t.rank - 2]


@matmul.def_vjp
def _(b, bind, g):
    x, y = bind.args
    tx, ty = b.type(x), b.type(y)
    return [b.op("matmul", g, b.op("transpose", y, perm=_swap_last(ty))),
            b.op("matmul", b.op("transpose", x, perm=_swap_last(tx)), g)]


@matmul.def_lower
def _(e, bind):
    x, y = bind.args
    out = bind.names[0]
    ot = e.ty(out)
    nb = ot.rank - 2
    batch = [f"d{i}" for i in range(nb)]
    m, n, k = f"d{nb}", f"d{nb + 1}", f"d{nb + 2}"
    sc = SCALAR[ot.dtype]
    f = ot.is_float

    def body(r, a, o):
        prod = r(f"arith.{'mulf' if f else 'muli'} {a[0]}, {a[1]} : {sc}")
        return r(f"arith.{'addf' if f else 'addi'} {o[0]}, {prod} : {sc}")
    iters = ["parallel"] * (nb + 2) + ["reduction"]
    e.define(out, generic(e, nb + 3, [(e.v(x), e.ty(x), batch + [m, k]), (e.v(y), e.ty(y), batch + [k, n])],
                          [(ot, batch + [m, n], fill(e, ot, 0))], body, iters)[0])
