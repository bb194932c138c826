"""Keep the heap that one native call needs between calls (glibc only).

Native code mallocs its temporaries and frees them before returning. glibc gives the top of the
heap back to the kernel whenever more than its trim threshold (dynamically twice the largest
block freed so far) lies free there, so a function whose temporaries add up to tens of MiB grew
the heap, shrank it at return and page-faulted every page in again on the next call: the
char-transformer example's training step spent ~40 % of its time in the kernel doing that
(43 s instead of 25 s for 1000 steps). `M_TOP_PAD` is what glibc keeps above the top when it
trims; raising it to twice the largest static peak (`peak_bytes` of the manifest) of the
functions loaded so far, capped at TOP_PAD_CAP, keeps one call's temporaries mapped for the next
call. Twice: blocks freed in the middle of the heap leave holes, so its top climbs past the peak
(that step, a 28.5 MB peak, still faulted with a 32 MiB pad and stopped at 48 MiB).
The setting is process-wide and only ever raised; a `MALLOC_TOP_PAD_` in the environment
(glibc's own tunable) is left as the user set it.

Setting M_TOP_PAD also freezes glibc's mmap threshold (normally raised to the largest block
freed so far, from 128 KiB): a temporary above the frozen value is mmapped and unmapped at every
call, page-faulting in again however much top pad is kept, and whether that happens depended on
what the process had freed before the first call. So the threshold is raised with the pad, to
the static peak (at most glibc's own maximum, 32 MiB on 64 bits): a temporary of one call comes
from the heap and stays mapped. The peak is the manifest's, which counts the lowering's own
copies too (kina_mlir.lowerings.nn.scratch_bytes: a packed weight panel is not a Kina value;
without it the [512, 512] panels of tests/runtime/test_heap.py faulted 128 pages per call).

A function's first call still page-faults its heap in: the MLP-1024 step's 6,700 first touches
took its first call from 26 to 41-50 ms, a sixth of its cold compile. `populate_for`, which a
build runs while the linker runs (kina_mlir.artifacts.build: the compiling thread only waits
there), maps that heap in advance: it grows the heap by the static peak in blocks below the mmap
threshold, has the kernel map their pages writable a MiB at a time (`MADV_POPULATE_WRITE`, Linux
5.14; no data is written) until the linker exits, and frees them into the kept top pad,
where the first call's allocations find them, lowest first. Measured from the last kernel built
to the end of the first call (8 alternated cold compiles each): 77.4 ms without, 70.6 with (the
first call 25-33 ms, the link, now sharing the CPU with it, 21-40 instead of 19-29; 4 MiB at a
time, which overran the link more, 73.2 against 74.6; docs/performance.md, "Issue 23 ...
session 41"). Huge pages were measured twice and not kept: this kernel compacts memory on a huge
page's fault, and populating the same 40 MiB so took 70 ms."""
from __future__ import annotations

import ctypes
import os
import platform
import threading
from functools import lru_cache

M_TOP_PAD = -2  # glibc malloc.h
M_MMAP_THRESHOLD = -3
TOP_PAD_CAP = 256 << 20  # memory a process may keep mapped and unused on our behalf
MMAP_THRESHOLD_MAX = 32 << 20  # glibc's DEFAULT_MMAP_THRESHOLD_MAX on 64-bit

MADV_POPULATE_WRITE = 23  # Linux 5.14 (asm-generic/mman-common.h)
POPULATE_MIN = 4 << 20  # a smaller peak's first touches cost the first call under a millisecond
POPULATE_STEP = 1 << 20  # ~0.5 ms of the kernel's work: how far it may overrun the linker

_lock = threading.Lock()
_pad = 0
_populated = 0  # the largest peak whose heap populate_for mapped


def _mallopt():
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc" or "MALLOC_TOP_PAD_" in os.environ:
        return None
    fn = getattr(ctypes.CDLL(None), "mallopt", None)
    if fn is not None:
        fn.argtypes, fn.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return fn


_MALLOPT = _mallopt()


@lru_cache(maxsize=1)
def _libc_calls():
    """(malloc, free, madvise) of the process's libc through ctypes, or None where there is no
    mallopt to keep what they map (not glibc, MALLOC_TOP_PAD_ given)."""
    if _MALLOPT is None:
        return None
    libc = ctypes.CDLL(None, use_errno=True)
    malloc, free, madvise = libc.malloc, libc.free, getattr(libc, "madvise", None)
    if madvise is None:
        return None
    malloc.argtypes, malloc.restype = [ctypes.c_size_t], ctypes.c_void_p
    free.argtypes, free.restype = [ctypes.c_void_p], None
    madvise.argtypes, madvise.restype = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int], ctypes.c_int
    return malloc, free, madvise


def _mmap_threshold(peak_bytes: int) -> int:
    """The mmap threshold keep_heap_for sets with the pad for this peak: blocks below it stay in the heap."""
    return min(max(int(peak_bytes), 128 << 10), MMAP_THRESHOLD_MAX)


def keep_heap_for(peak_bytes: int) -> int:
    """Raise glibc's top pad to min(2 peak_bytes, TOP_PAD_CAP) if it is lower; returns the pad
    now set by this module (0 when nothing is set: not glibc, or MALLOC_TOP_PAD_ given)."""
    global _pad
    if _MALLOPT is None:
        return 0
    want = min(2 * max(int(peak_bytes), 0), TOP_PAD_CAP)
    with _lock:
        if want > _pad and _MALLOPT(M_TOP_PAD, want) == 1:  # mallopt returns 1 on success
            _pad = want
            _MALLOPT(M_MMAP_THRESHOLD, _mmap_threshold(peak_bytes))
        return _pad


def populate_for(peak_bytes: int, go_on=None) -> int:
    """Map in advance the heap a first call of this static peak will touch (see the module's
    docstring), block after block from the lowest, which the call's first allocations take, while
    `go_on()` says so (a build: while its linker runs; the static peak overestimates what a call
    touches, and mapping what it does not touch only costs). Returns the bytes whose pages the
    kernel mapped, 0 when nothing was done (a peak under POPULATE_MIN or over what the pad keeps,
    one already populated, not glibc, a kernel without MADV_POPULATE_WRITE). Best effort: it never
    raises."""
    global _populated
    calls = _libc_calls()
    pad = keep_heap_for(peak_bytes)
    want = min(int(peak_bytes), pad // 2)
    if calls is None or want < POPULATE_MIN or want <= _populated:
        return 0
    malloc, free, madvise = calls
    page = os.sysconf("SC_PAGESIZE")
    # as large as glibc keeps in the heap (below the mmap threshold keep_heap_for set): a block that
    # fits a hole left in the heap would map pages the call's own large blocks never take
    block = min(want, _mmap_threshold(peak_bytes) // 2)
    with _lock:
        blocks, mapped = [], 0
        try:
            while len(blocks) * block < want:
                p = malloc(block)
                if not p:
                    break
                blocks.append(p)
            pieces = []  # each block's whole pages, in POPULATE_STEP pieces, lowest first
            for p in sorted(blocks):
                start, end = -(-p // page) * page, (p + block) // page * page
                pieces += [(a, min(a + POPULATE_STEP, end)) for a in range(start, end, POPULATE_STEP)]
            for start, end in pieces:
                if go_on is not None and not go_on():
                    break
                if madvise(start, end - start, MADV_POPULATE_WRITE) != 0:
                    break  # EINVAL: a kernel before 5.14; ENOMEM: no memory for it now
                mapped += end - start
        finally:
            for p in blocks:
                free(p)
        if mapped:
            _populated = want
        return mapped
