"""Lowerings of the elementwise ops: one linalg.generic each (fused later)."""
from __future__ import annotations

from kina.ops import elementwise as E

from ..mlirgen import SCALAR, elementwise, expf, logf, tanhf


def ew(e, bind, body):
    out = e.ty(bind.names[0])
    e.define(bind.names[0], elementwise(e, out, [(e.v(a), e.ty(a)) for a in bind.args], body))


def is_float(dt: str) -> bool:
    return dt in ("F32", "F64")


ARITH = {E.add: ("addf", "addi"), E.sub: ("subf", "subi"), E.mul: ("mulf", "muli"), E.div: ("divf", None)}


def lower_arith(e, bind):
    fop, iop = ARITH[bind.op]
    dt = e.ty(bind.names[0]).dtype
    mop = fop if is_float(dt) else iop
    ew(e, bind, lambda r, a: r(f"arith.{mop} {a[0]}, {a[1]} : {SCALAR[dt]}"))


def lower_neg(e, bind):
    dt = e.ty(bind.names[0]).dtype
    if is_float(dt):
        ew(e, bind, lambda r, a: r(f"arith.negf {a[0]} : {SCALAR[dt]}"))
    else:
        ew(e, bind, lambda r, a: r(f"arith.subi {r.const(0, dt)}, {a[0]} : {SCALAR[dt]}"))


MATH = {E.exp: "exp", E.log: "log", E.sqrt: "sqrt", E.tanh: "tanh", E.pow_: "powf"}
APPROX = {E.exp: expf, E.log: logf, E.tanh: tanhf}


def lower_math(e, bind):
    name = MATH[bind.op]
    dt = e.ty(bind.names[0]).dtype
    sc = SCALAR[dt]
    approx = APPROX.get(bind.op)
    if approx is not None:  # f32: the arith-op approximations of mlirgen (vectorisable, no libm call)
        ew(e, bind, lambda r, a: approx(r, a[0], dt))
        return
    ew(e, bind, lambda r, a: r(f"math.{name} {', '.join(a)} : {sc}"))


def lower_maximum(e, bind):
    dt = e.ty(bind.names[0]).dtype
    mop = "maximumf" if is_float(dt) else "maxsi"
    ew(e, bind, lambda r, a: r(f"arith.{mop} {a[0]}, {a[1]} : {SCALAR[dt]}"))


def lower_ge_mask(e, bind):
    dt = e.ty(bind.names[0]).dtype
    cmp = "arith.cmpf oge" if is_float(dt) else "arith.cmpi sge"

    def body(r, a):
        c = r(f"{cmp}, {a[0]}, {a[1]} : {SCALAR[dt]}")
        return r(f"arith.select {c}, {r.const(1, dt)}, {r.const(0, dt)} : {SCALAR[dt]}")
    ew(e, bind, body)


def cast_scalar(r, v, src: str, dst: str) -> str:
    s, d = SCALAR[src], SCALAR[dst]
    if src == dst:
        return v
    if dst == "Bool":
        zero = r.const(0, src)
        return r(f"arith.cmpf une, {v}, {zero} : {s}") if is_float(src) else r(f"arith.cmpi ne, {v}, {zero} : {s}")
    if src == "Bool":
        return r(f"arith.uitofp {v} : i1 to {d}") if is_float(dst) else r(f"arith.extui {v} : i1 to {d}")
    if is_float(src) and is_float(dst):
        return r(f"arith.{'extf' if dst == 'F64' else 'truncf'} {v} : {s} to {d}")
    if is_float(src):
        return saturating_fptosi(r, v, src, dst)
    if is_float(dst):
        return r(f"arith.sitofp {v} : {s} to {d}")
    return r(f"arith.{'extsi' if dst == 'I64' else 'trunci'} {v} : {s} to {d}")


def saturating_fptosi(r, v, src: str, dst: str) -> str:
    """Truncate toward zero, saturate at the integer range, NaN -> 0: arith.fptosi alone
    gives poison for NaN and out-of-range values, which LLVM may turn into anything."""
    s, d = SCALAR[src], SCALAR[dst]
    bits = 32 if dst == "I32" else 64
    limit = r.const(2.0 ** (bits - 1), src)
    neg_limit = r.const(-(2.0 ** (bits - 1)), src)
    big = r(f"arith.cmpf oge, {v}, {limit} : {s}")
    small = r(f"arith.cmpf olt, {v}, {neg_limit} : {s}")
    nan = r(f"arith.cmpf uno, {v}, {v} : {s}")
    outside = r(f"arith.ori {r(f'arith.ori {big}, {small} : i1')}, {nan} : i1")
    safe = r(f"arith.select {outside}, {r.const(0.0, src)}, {v} : {s}")
    i = r(f"arith.fptosi {safe} : {s} to {d}")
    top, bottom = r.const(2 ** (bits - 1) - 1, dst), r.const(-(2 ** (bits - 1)), dst)
    return r(f"arith.select {big}, {top}, {r(f'arith.select {small}, {bottom}, {i} : {d}')} : {d}")


def lower_cast(e, bind):
    src, dst = e.ty(bind.args[0]).dtype, e.ty(bind.names[0]).dtype
    ew(e, bind, lambda r, a: cast_scalar(r, a[0], src, dst))


def lower_to(e, bind):
    # No accelerator backend in Phase 1: a move is a copy in host memory (A8).
    ew(e, bind, lambda r, a: a[0])


RULES = {E.add: lower_arith, E.sub: lower_arith, E.mul: lower_arith, E.div: lower_arith, E.neg: lower_neg,
         E.exp: lower_math, E.log: lower_math, E.sqrt: lower_math, E.tanh: lower_math, E.pow_: lower_math,
         E.maximum: lower_maximum, E.ge_mask: lower_ge_mask, E.cast: lower_cast, E.to: lower_to}
