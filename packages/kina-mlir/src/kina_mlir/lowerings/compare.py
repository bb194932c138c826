"""Lowerings of the comparisons (ordered predicates; `!=` is unordered, so NaN != NaN as in NumPy) and select."""
from __future__ import annotations

from kina.ops import compare as C

from ..emit.mlirgen import SCALAR
from .elementwise import ew, is_float

PREDICATES = {C.lt: ("olt", "slt"), C.le: ("ole", "sle"), C.gt: ("ogt", "sgt"), C.ge: ("oge", "sge"),
              C.eq: ("oeq", "eq"), C.ne: ("une", "ne")}


def lower_compare(e, bind):
    dt = e.ty(bind.args[0]).dtype
    fp, ip = PREDICATES[bind.op]
    cmp = f"arith.cmpf {fp}" if is_float(dt) else f"arith.cmpi {ip}"
    ew(e, bind, lambda r, a: r(f"{cmp}, {a[0]}, {a[1]} : {SCALAR[dt]}"))


def lower_select(e, bind):
    sc = SCALAR[e.ty(bind.names[0]).dtype]
    ew(e, bind, lambda r, a: r(f"arith.select {a[0]}, {a[1]}, {a[2]} : {sc}"))


RULES = {**{op: lower_compare for op in C.COMPARISONS}, C.select: lower_select}
