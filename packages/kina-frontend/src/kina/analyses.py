"""Static analyses of a function's IR that every backend's host side shares, computed once per
program: the parameters that index a tensor, checked on the host before a call (`index_checks`),
and a function's peak live memory (`peak_bytes`, which kina.memory's check compares with what the
machine has). Apart from kina.hostio and kina.memory so that calling a loaded artifact, which
carries both figures in its manifest, imports no IR."""
from __future__ import annotations

import weakref

from .ir import Bind, Call, Handle, If, Loop, Program, callees_first
from .ops.elementwise import to

_INDEX_CHECKS: "weakref.WeakKeyDictionary[Program, dict]" = weakref.WeakKeyDictionary()


def index_checks(program: Program, fn_name: str) -> dict[int, tuple[int, int, str]]:
    """Parameters of fn that index a tensor (directly or through calls): param -> (lo, hi, why).
    Computed callees first, once per program (no recursion on call chains)."""
    memo = _INDEX_CHECKS.setdefault(program, {})
    for name in callees_first(program, fn_name, memo):
        memo[name] = _own_index_checks(program, name, memo)
    return memo[fn_name]


def _own_index_checks(program: Program, fn_name: str, memo: dict) -> dict[int, tuple[int, int, str]]:
    fn = program.functions[fn_name]
    found = _spine_checks(fn, memo)
    return {i: found[n] for i, (n, _) in enumerate(fn.params) if n in found}


def _spine_checks(spine, memo: dict) -> dict[str, tuple[int, int, str]]:
    """The parameters of a function body or block that index a tensor: name -> (lo, hi, why).
    A loop body runs at least once (trip >= 1), so what it checks of a capture or of a carry's
    initial value holds of the loop's operand. An `if` runs one branch: a capture is checked
    only when both branches check it, with the wider range (a guard such as
    `if i < n { x.index(i) } else { … }` must not be refused on the host; the in-program check
    still catches an out-of-range read in the branch taken). `x.to(@p)` is the identity on values
    (§A7): a check of its result is a check of x (a host parameter moved to @device to index a
    device tensor is still the index tensor passed in). Recursion is over block nesting only."""
    types = spine.types()
    params = {n for n, _ in spine.params}
    found: dict[str, tuple[int, int, str]] = {}
    moved: dict[str, str] = {}  # the result of a `to` -> the value it moved

    def note(var, lo, hi, why):
        var = moved.get(var, var)
        if var in params:
            prev = found.get(var)
            found[var] = (max(lo, prev[0]), min(hi, prev[1]), prev[2]) if prev else (lo, hi, why)
    for b in spine.body:
        if isinstance(b, Bind) and b.op is to:
            moved[b.names[0]] = moved.get(b.args[0], b.args[0])
        elif isinstance(b, (Call, Handle)):
            for j, (lo, hi, why) in memo[b.fn].items():
                note(b.args[j], lo, hi, why)
        elif isinstance(b, Bind) and b.op.index_bounds:
            op = b.op
            for j, (lo, hi) in op.index_bounds([types[a] for a in b.args], b.attrs).items():
                note(b.args[j], lo, hi, f"{op.surface or op.name} at line {b.span.line}")
        elif isinstance(b, Loop):
            inner = _spine_checks(b.block, memo)
            for (p, _), a in zip(b.block.params[1:], b.args):
                if p in inner:
                    note(a, *inner[p])
        elif isinstance(b, If):
            then_c, else_c = _spine_checks(b.then_block, memo), _spine_checks(b.else_block, memo)
            for (p, _), (q, _), a in zip(b.then_block.params, b.else_block.params, b.captures):
                if p in then_c and q in else_c:
                    (lo1, hi1, why), (lo2, hi2, _) = then_c[p], else_c[q]
                    note(a, min(lo1, lo2), max(hi1, hi2), why)
    return found


_PEAKS: "weakref.WeakKeyDictionary[Program, dict]" = weakref.WeakKeyDictionary()


def peak_bytes(program: Program, name: str) -> int:
    """Computed callees first, once per program (no recursion on call chains)."""
    memo = _PEAKS.setdefault(program, {})
    for fn_name in callees_first(program, name, memo):
        memo[fn_name] = _own_peak(program, fn_name, memo)
    return memo[name]


def _own_peak(program: Program, name: str, memo: dict) -> int:
    return _spine_peak(program.functions[name], memo)


def _spine_peak(spine, memo: dict) -> int:
    """A function body's or block's peak over its own allocations (its parameters are the
    caller's). A loop's stacked outputs are allocated with it and its body's peak adds on top
    (one iteration's values are live at a time); an `if` adds the larger branch's peak.
    Recursion is over block nesting only."""
    last_use: dict[str, int] = {}
    for i, b in enumerate(spine.body):
        for a in b.args:
            last_use[a] = i
    for r in spine.results:
        last_use[r] = len(spine.body)
    size: dict[str, int] = {}
    live = peak = 0
    for i, b in enumerate(spine.body):
        out = sum(t.size * t.numpy_dtype.itemsize for t in b.types)
        if isinstance(b, Call):
            inner = memo.get(b.fn, 0)
        elif b.blocks:
            inner = max(_spine_peak(blk, memo) for blk in b.blocks)
        else:
            inner = 0
        peak = max(peak, live + out + inner)
        for n, t in zip(b.names, b.types):
            size[n] = t.size * t.numpy_dtype.itemsize
            live += size[n]
        for a in set(b.args):
            if last_use.get(a) == i and a in size:
                live -= size.pop(a)
        for n in b.names:
            if n not in last_use and n in size:  # never used: dead at once
                live -= size.pop(n)
    return peak
