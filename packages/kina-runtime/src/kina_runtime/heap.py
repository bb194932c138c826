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
without it the [512, 512] panels of tests/runtime/test_heap.py faulted 128 pages per call)."""
from __future__ import annotations

import ctypes
import os
import platform
import threading

M_TOP_PAD = -2  # glibc malloc.h
M_MMAP_THRESHOLD = -3
TOP_PAD_CAP = 256 << 20  # memory a process may keep mapped and unused on our behalf
MMAP_THRESHOLD_MAX = 32 << 20  # glibc's DEFAULT_MMAP_THRESHOLD_MAX on 64-bit

_lock = threading.Lock()
_pad = 0


def _mallopt():
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc" or "MALLOC_TOP_PAD_" in os.environ:
        return None
    fn = getattr(ctypes.CDLL(None), "mallopt", None)
    if fn is not None:
        fn.argtypes, fn.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return fn


_MALLOPT = _mallopt()


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
            _MALLOPT(M_MMAP_THRESHOLD, min(max(int(peak_bytes), 128 << 10), MMAP_THRESHOLD_MAX))
        return _pad
