"""A static estimate of a function's peak live memory: shapes are static, so
before a call the runtime can refuse, with a MemoryError naming the function,
what cannot fit (Linux overcommit would let a huge malloc succeed and the OOM
killer strike later). It walks the let-spine with liveness: every binding
allocates its results, a value dies after its last use, a call adds its
callee's peak, a loop or `if` its block's. Fusion makes the real peak lower; a backend's own temporaries
are of the same order, so the figure is an estimate, not a bound. The estimate itself is
kina.analyses.peak_bytes (it walks the IR); this module compares one with what the machine has."""
from __future__ import annotations


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
