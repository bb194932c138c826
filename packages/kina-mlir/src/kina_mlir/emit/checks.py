"""In-program index checks (docs/spec.md §A7): an index computed inside the program
that falls outside its op's bounds is a runtime error reported to the host,
never a silent clamped read. Reads stay clamped (memory-safe whatever the data
says); each check also reduces its index tensor to an error code, and a
function with checks returns one extra `tensor<i64>` result: 0, or the code of
the first failing check in program order. The manifest maps codes to messages
naming the op and its source line; the runtime raises KinaRuntimeError.

Indices that an op produced within their range by construction (argmax,
categorical along the same extent) are not checked. Integer divisors
(`floor_div`, `mod`: an op's `nonzero_operands`) are checked the same way:
a zero element sets the op's code.

Checks inside a loop's or an `if`'s blocks are emitted there (emit/control.py threads the code
through the loop and out of the branches); a read at the loop's own index along an axis of
`trip` positions is in range by construction."""
from __future__ import annotations

import os

from kina.hostio import index_error_message, zero_division_message
from kina.ir import Bind, Call, Loop, Program, walk
from kina.ops.discrete import argmax, categorical
from kina.types import TensorType

from .mlirgen import SCALAR, fill, generic

ERROR_TYPE = TensorType("I64", ())


class ErrorTable:
    """Error codes of one module, 1-based, with their messages."""

    def __init__(self, path: str):
        self.path = os.path.basename(path)
        self.messages: dict[int, str] = {}

    def code(self, op, span, lo: int, hi: int, path: str | None = None) -> int:
        """`path`: the file the span points into when not the module's own (an included function)."""
        code = len(self.messages) + 1
        self.messages[code] = index_error_message(op, path or self.path, span, lo, hi)
        return code

    def zero_code(self, op, span, path: str | None = None) -> int:
        code = len(self.messages) + 1
        self.messages[code] = zero_division_message(op, path or self.path, span)
        return code


def _known_range(fn) -> dict[str, tuple[int, int]]:
    """Values whose range is known from the op that made them: argmax/categorical give [0, n-1]."""
    ranges = {}
    types = fn.types()
    for b in fn.body:
        if isinstance(b, Bind) and (b.op is argmax or b.op is categorical) and "axis" in b.attrs:
            t = types[b.args[0]]
            ranges[b.names[0]] = (0, t.shape[b.attrs["axis"] % t.rank] - 1)
    return ranges


def needed_checks(fn, entry: dict | None = None) -> list[tuple[Bind, int, int, int]]:
    """(binding, operand, lo, hi) for every index operand that is not in range by construction;
    `entry`: ranges known of the spine's parameters (a loop's index lies in [0, trip - 1])."""
    types, known, out = fn.types(), {**(entry or {}), **_known_range(fn)}, []
    for b in fn.body:
        if isinstance(b, Bind) and b.op.index_bounds:
            for j, (lo, hi) in b.op.index_bounds([types[a] for a in b.args], b.attrs).items():
                r = known.get(b.args[j])
                if r is None or not (lo <= r[0] and r[1] <= hi):
                    out.append((b, j, lo, hi))
    return out


def divisor_checks(fn) -> list[tuple[Bind, int]]:
    """(binding, operand) for every integer divisor: a zero there is a runtime error, never SIGFPE."""
    return [(b, j) for b in fn.body if isinstance(b, Bind) for j in sorted(b.op.nonzero_operands)]


def spines(fn):
    """(spine, ranges known on entry) of `fn` and of every block nested in it, at any depth: a
    loop's or an `if`'s checks are its block's bindings, and `xs.index(t)` at the loop's own
    index `t` over `trip` rows needs none."""
    yield fn, {}
    for b in walk(fn.body):
        if isinstance(b, Loop):
            yield b.block, {b.index: (0, b.trip - 1)}
        else:
            yield from ((blk, {}) for blk in b.blocks)


def spine_checks(spine, entry: dict | None = None) -> list[tuple[Bind, int, int | None, int | None]]:
    """(binding, operand, lo, hi) of every check of one spine, divisors with lo = hi = None."""
    return needed_checks(spine, entry) + [(b, j, None, None) for b, j in divisor_checks(spine)]


def checked_functions(program: Program) -> set[str]:
    """Functions that return an error code: with checks of their own (in any block) or calling
    such a function (from any block)."""
    checked = {n for n, f in program.functions.items() if any(spine_checks(s, k) for s, k in spines(f))}
    calls = {n: {b.fn for b in walk(f.body) if isinstance(b, Call)} for n, f in program.functions.items()}
    changed = True
    while changed:
        changed = False
        for n in program.functions:
            if n not in checked and calls[n] & checked:
                checked.add(n)
                changed = True
    return checked


def emit_check(e, index_ssa: str, t: TensorType, lo: int, hi: int, code: int) -> str:
    """A tensor<i64>: `code` if any element of the index tensor lies outside [lo, hi], else 0."""
    def body(r, a, o):
        ok_lo = r(f"arith.cmpi sge, {a[0]}, {r.const(lo, t.dtype)} : {SCALAR[t.dtype]}")
        ok_hi = r(f"arith.cmpi sle, {a[0]}, {r.const(hi, t.dtype)} : {SCALAR[t.dtype]}")
        ok = r(f"arith.andi {ok_lo}, {ok_hi} : i1")
        bad = r(f"arith.select {ok}, {r.const(0, 'I64')}, {r.const(code, 'I64')} : i64")
        return r(f"arith.maxsi {o[0]}, {bad} : i64")
    return generic(e, t.rank, [(index_ssa, t, [f"d{i}" for i in range(t.rank)])], [(ERROR_TYPE, [], fill(e, ERROR_TYPE, 0))],
                   body, ["reduction"] * t.rank)[0]


def first_error(e, earlier: str | None, later: str) -> str:
    """The earlier code if it is set, else the later one."""
    if earlier is None:
        return later

    def body(r, a, o):
        set_ = r(f"arith.cmpi ne, {a[0]}, {r.const(0, 'I64')} : i64")
        return r(f"arith.select {set_}, {a[0]}, {a[1]} : i64")
    return generic(e, 0, [(earlier, ERROR_TYPE, []), (later, ERROR_TYPE, [])], [(ERROR_TYPE, [], None)], body)[0]



def emit_nonzero_check(e, ssa: str, t: TensorType, code: int) -> str:
    """A tensor<i64>: `code` if any element of the tensor is zero, else 0."""
    def body(r, a, o):
        zero = r(f"arith.cmpi eq, {a[0]}, {r.const(0, t.dtype)} : {SCALAR[t.dtype]}")
        bad = r(f"arith.select {zero}, {r.const(code, 'I64')}, {r.const(0, 'I64')} : i64")
        return r(f"arith.maxsi {o[0]}, {bad} : i64")
    return generic(e, t.rank, [(ssa, t, [f"d{i}" for i in range(t.rank)])], [(ERROR_TYPE, [], fill(e, ERROR_TYPE, 0))],
                   body, ["reduction"] * t.rank)[0]
