"""Lowerings of the elementwise ops: one linalg.generic each (fused later)."""
from __future__ import annotations

from kina.ops import elementwise as E

from ..emit.mlirgen import F32_APPROXIMATIONS, SCALAR, elementwise


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


MATH = {E.exp: "exp", E.log: "log", E.sqrt: "sqrt", E.tanh: "tanh", E.pow_: "powf", E.sin: "sin", E.cos: "cos",
        E.erf: "erf", E.rsqrt: "rsqrt"}


def lower_math(e, bind):
    name = MATH[bind.op]
    dt = e.ty(bind.names[0]).dtype
    sc = SCALAR[dt]
    approx = F32_APPROXIMATIONS.get(bind.op)
    if approx is not None:  # f32: the arith-op approximations of mlirgen (vectorisable, no libm call)
        ew(e, bind, lambda r, a: approx(r, a[0], dt))
        return
    ew(e, bind, lambda r, a: r(f"math.{name} {', '.join(a)} : {sc}"))


def lower_maximum(e, bind):
    dt = e.ty(bind.names[0]).dtype
    mop = "maximumf" if is_float(dt) else "maxsi"
    ew(e, bind, lambda r, a: r(f"arith.{mop} {a[0]}, {a[1]} : {SCALAR[dt]}"))


def lower_minimum(e, bind):
    dt = e.ty(bind.names[0]).dtype
    mop = "minimumf" if is_float(dt) else "minsi"
    ew(e, bind, lambda r, a: r(f"arith.{mop} {a[0]}, {a[1]} : {SCALAR[dt]}"))


def lower_sigmoid(e, bind):
    dt = e.ty(bind.names[0]).dtype
    sc = SCALAR[dt]

    def body(r, a):
        minus = r(f"arith.negf {a[0]} : {sc}")
        den = r(f"arith.addf {r.const(1.0, dt)}, {r(f'math.exp {minus} : {sc}')} : {sc}")
        return r(f"arith.divf {r.const(1.0, dt)}, {den} : {sc}")
    ew(e, bind, body)


def lower_log1p(e, bind):
    # log(1+x) * (x / ((1+x) - 1)) (Goldberg): exact where 1+x rounds to 1, unlike math.log1p's
    # LLVM lowering, log(1+x), which loses every digit of a tiny x. The ratio is taken first: it is
    # within an ulp of 1 for large x, where log(1+x) * x overflowed (inf from x ≈ 4e36 in F32,
    # ≈ 1e306 in F64, where the answer is below 89 / 710).
    dt = e.ty(bind.names[0]).dtype
    sc = SCALAR[dt]

    def body(r, a):
        one = r.const(1.0, dt)
        u = r(f"arith.addf {one}, {a[0]} : {sc}")
        d = r(f"arith.subf {u}, {one} : {sc}")
        log_u = r(f"math.log {u} : {sc}")
        scaled = r(f"arith.mulf {log_u}, {r(f'arith.divf {a[0]}, {d} : {sc}')} : {sc}")
        exact = r(f"arith.cmpf oeq, {d}, {r.const(0.0, dt)} : {sc}")
        # u = inf (x = inf): log(u) is the answer; the ratio would be inf*inf/inf = NaN
        inf = r(f"arith.cmpf oeq, {u}, {r.const(float('inf'), dt)} : {sc}")
        return r(f"arith.select {exact}, {a[0]}, {r(f'arith.select {inf}, {u}, {scaled} : {sc}')} : {sc}")
    ew(e, bind, body)


def lower_abs(e, bind):
    dt = e.ty(bind.names[0]).dtype
    ew(e, bind, lambda r, a: r(f"math.{'absf' if is_float(dt) else 'absi'} {a[0]} : {SCALAR[dt]}"))


def lower_sign(e, bind):
    dt = e.ty(bind.names[0]).dtype
    sc = SCALAR[dt]
    f = is_float(dt)

    def body(r, a):
        zero = r.const(0, dt)
        pos = r(f"arith.cmpf ogt, {a[0]}, {zero} : {sc}") if f else r(f"arith.cmpi sgt, {a[0]}, {zero} : {sc}")
        neg = r(f"arith.cmpf olt, {a[0]}, {zero} : {sc}") if f else r(f"arith.cmpi slt, {a[0]}, {zero} : {sc}")
        rest = a[0] if f else zero  # 0, -0 and NaN keep themselves (np.sign)
        return r(f"arith.select {pos}, {r.const(1, dt)}, {r(f'arith.select {neg}, {r.const(-1, dt)}, {rest} : {sc}')} : {sc}")
    ew(e, bind, body)


def lower_int_division(e, bind):
    """floor_div and mod with the divisor's sign (NumPy). A zero divisor is replaced by 1 here
    (the in-program check reports it) and -1 is special-cased: x86's idiv traps on INT_MIN / -1,
    and arith.divsi by zero is undefined behaviour, so neither may reach the hardware."""
    dt = e.ty(bind.names[0]).dtype
    sc = SCALAR[dt]
    want_mod = bind.op is E.mod

    def body(r, a):
        x, y = a
        zero, one, minus = r.const(0, dt), r.const(1, dt), r.const(-1, dt)
        y_zero = r(f"arith.cmpi eq, {y}, {zero} : {sc}")
        y_minus = r(f"arith.cmpi eq, {y}, {minus} : {sc}")
        odd = r(f"arith.ori {y_zero}, {y_minus} : i1")
        safe = r(f"arith.select {odd}, {one}, {y} : {sc}")
        q = r(f"arith.divsi {x}, {safe} : {sc}")
        rem = r(f"arith.remsi {x}, {safe} : {sc}")
        # round toward -inf: a nonzero remainder whose sign differs from the divisor's
        rem_nz = r(f"arith.cmpi ne, {rem}, {zero} : {sc}")
        rem_neg = r(f"arith.cmpi slt, {rem}, {zero} : {sc}")
        y_neg = r(f"arith.cmpi slt, {safe}, {zero} : {sc}")
        differ = r(f"arith.xori {rem_neg}, {y_neg} : i1")
        fix = r(f"arith.andi {rem_nz}, {differ} : i1")
        if want_mod:
            m = r(f"arith.select {fix}, {r(f'arith.addi {rem}, {safe} : {sc}')}, {rem} : {sc}")
            return r(f"arith.select {y_minus}, {zero}, {m} : {sc}")
        fq = r(f"arith.select {fix}, {r(f'arith.subi {q}, {one} : {sc}')}, {q} : {sc}")
        return r(f"arith.select {y_minus}, {r(f'arith.subi {zero}, {x} : {sc}')}, {fq} : {sc}")
    ew(e, bind, body)


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


def lower_copy(e, bind):
    ew(e, bind, lambda r, a: a[0])


def lower_to(e, bind):
    # No accelerator backend in Phase 1: a move is a copy in host memory (docs/spec.md §A8).
    ew(e, bind, lambda r, a: a[0])


RULES = {E.add: lower_arith, E.sub: lower_arith, E.mul: lower_arith, E.div: lower_arith, E.neg: lower_neg,
         E.exp: lower_math, E.log: lower_math, E.sqrt: lower_math, E.tanh: lower_math, E.pow_: lower_math,
         E.maximum: lower_maximum, E.ge_mask: lower_ge_mask, E.cast: lower_cast, E.to: lower_to,
         E.sin: lower_math, E.cos: lower_math, E.erf: lower_math, E.rsqrt: lower_math, E.sigmoid: lower_sigmoid,
         E.log1p: lower_log1p, E.abs_: lower_abs, E.sign: lower_sign, E.minimum: lower_minimum,
         E.floor_div: lower_int_division, E.mod: lower_int_division, E.stop_gradient: lower_copy}
