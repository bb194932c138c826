"""A static estimate of a function's peak live memory: shapes are static, so
before a call the runtime can refuse, with a MemoryError naming the function,
what cannot fit (Linux overcommit would let a huge malloc succeed and the OOM
killer strike later). It walks the let-spine with liveness: every binding
allocates its results, a value dies after its last use, a call adds its
callee's peak, a loop or `if` its block's. Fusion makes the real peak lower; a backend's own temporaries
are of the same order, so the figure is an estimate, not a bound."""
from __future__ import annotations

import weakref

from .ir import Call, Program, callees_first

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


def available_bytes() -> int | None:
    """MemAvailable plus free swap (Linux), or None where it cannot be read."""
    try:
        with open("/proc/meminfo") as fh:
            info = {line.split(":")[0]: int(line.split()[1]) * 1024 for line in fh if line.split()[1:2]}
    except (OSError, ValueError, IndexError):
        return None
    if "MemAvailable" not in info:
        return None
    return info["MemAvailable"] + info.get("SwapFree", 0)


# Below this a call is not checked: reading /proc/meminfo costs more than a toy step.
CHECK_ABOVE = 256 << 20


def check_fits(fn_name: str, peak: int) -> None:
    """Raise MemoryError, naming the function, when its static peak exceeds what the machine has."""
    if peak <= CHECK_ABOVE:
        return
    avail = available_bytes()
    if avail is not None and peak > avail:
        raise MemoryError(f"`{fn_name}` needs about {_gib(peak)} at its peak (static estimate from its shapes), "
                          f"more than the {_gib(avail)} this machine has available")


def _gib(n: int) -> str:
    return f"{n / 2**30:.1f} GiB"
