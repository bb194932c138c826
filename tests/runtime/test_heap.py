"""kina_runtime.heap: a native function's temporaries stay mapped from one call to the next
(glibc's M_TOP_PAD raised to twice its static peak), instead of the heap top being given back
to the kernel at every return and page-faulted in again."""
from __future__ import annotations

import os
import platform
import subprocess
import sys

import pytest

from kina_runtime import heap

GLIBC = platform.system() == "Linux" and platform.libc_ver()[0] == "glibc"

# Three [256, 512] F32 temporaries (1.5 MiB of static peak); minor page faults per call after
# three warm-up calls.
FAULTS = r"""
import resource, numpy as np, kina
src = '''fn @main(x: tensor<F32, [256, 512]>, w: tensor<F32, [512, 512]>) -> tensor<F32, [256, 8]> {
  let h = (x @ w).tanh() in
  let g = (h @ w).tanh() + h in
  (g @ w).slice(start=[0, 0], size=[256, 8])
}'''
f = kina.compile_source(src, backend="native").main
rng = np.random.default_rng(0)
x = rng.standard_normal((256, 512)).astype(np.float32)
w = (rng.standard_normal((512, 512)) * 0.05).astype(np.float32)
for _ in range(3):
    f(x, w)
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(20):
    f(x, w)
print((resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before) / 20)
"""


def _faults_per_call(env_extra: dict) -> float:
    env = {k: v for k, v in os.environ.items() if k != "MALLOC_TOP_PAD_"}
    env.update(env_extra)
    out = subprocess.run([sys.executable, "-c", FAULTS], env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    return float(out.stdout.strip().splitlines()[-1])


def test_repeated_calls_do_not_fault_their_temporaries_in_again():
    if not GLIBC:
        print("skipped: not glibc; kina_runtime.heap sets nothing there")
        pytest.skip("not glibc: kina_runtime.heap only tunes glibc's malloc")
    kept = _faults_per_call({})
    # MALLOC_TOP_PAD_ set by the user: heap.py stands back, glibc's default pad (128 KiB) applies
    default = _faults_per_call({"MALLOC_TOP_PAD_": "131072"})
    print(f"minor page faults per call: {kept} with heap.py, {default} with glibc's default top pad")
    pages = 3 * 256 * 512 * 4 // 4096  # the temporaries' pages: 384
    assert kept < 10
    assert default > pages  # each call faulted its temporaries in again (902 measured)


def test_keep_heap_for_only_raises_and_is_capped(monkeypatch):
    calls = []
    monkeypatch.setattr(heap, "_MALLOPT", lambda param, value: calls.append((param, value)) or 1)
    monkeypatch.setattr(heap, "_pad", 0)
    assert heap.keep_heap_for(3 << 20) == 6 << 20
    assert heap.keep_heap_for(1 << 20) == 6 << 20  # never lowered
    assert heap.keep_heap_for(1 << 40) == heap.TOP_PAD_CAP
    # the mmap threshold follows the pad (setting M_TOP_PAD freezes glibc's dynamic threshold)
    assert calls == [(heap.M_TOP_PAD, 6 << 20), (heap.M_MMAP_THRESHOLD, 3 << 20),
                     (heap.M_TOP_PAD, heap.TOP_PAD_CAP), (heap.M_MMAP_THRESHOLD, heap.MMAP_THRESHOLD_MAX)]
    monkeypatch.setattr(heap, "_MALLOPT", None)  # not glibc, or MALLOC_TOP_PAD_ given
    assert heap.keep_heap_for(1 << 30) == 0


# A function with 16 MiB of static peak ([1024, 1024] F32 temporaries), built in one process and
# loaded from the cache in another, which counts its first call's minor page faults with and without
# populate_for first (the linker's window, where a build calls it, is left out: its length varies).
FIRST_CALL = r"""
import glob, json, os, resource, sys
import numpy as np, kina
from kina_runtime import heap
src = '''fn @main(x: tensor<F32, [1024, 1024]>, w: tensor<F32, [1024, 1024]>) -> tensor<F32, [8, 8]> {
  let h = (x @ w).tanh() in
  let g = (h @ w).tanh() + h in
  (g @ w).slice(start=[0, 0], size=[8, 8])
}'''
f = kina.compile_source(src, backend="native").main
if sys.argv[1] == "build":
    f.compile()
    raise SystemExit(0)
rng = np.random.default_rng(0)
x = rng.standard_normal((1024, 1024)).astype(np.float32)
w = (rng.standard_normal((1024, 1024)) * 0.03).astype(np.float32)
f.compile()  # a cache hit: nothing is linked, nothing populated
(peak,) = [fn["peak_bytes"] for m in glob.glob(os.path.join(os.environ["KINA_CACHE_DIR"], "kina-*.json"))
           if not m.endswith(".index.json") for fn in json.load(open(m))["functions"].values()]
mapped = heap.populate_for(peak) if sys.argv[1] == "populate" else 0
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
f(x, w)
print(peak, mapped, resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
"""


def test_populate_for_maps_the_first_calls_heap_in_advance(tmp_path):
    if not GLIBC:
        print("skipped: not glibc; kina_runtime.heap sets nothing there")
        pytest.skip("not glibc: kina_runtime.heap only tunes glibc's malloc")
    env = {k: v for k, v in os.environ.items() if k != "MALLOC_TOP_PAD_"}
    env["KINA_CACHE_DIR"] = str(tmp_path)

    def run(mode):
        out = subprocess.run([sys.executable, "-c", FIRST_CALL, mode], env=env, capture_output=True, text=True, timeout=600)
        assert out.returncode == 0, out.stderr
        return [int(v) for v in out.stdout.split()] if mode != "build" else None

    run("build")
    peak, _, plain = run("plain")
    _, mapped, populated = run("populate")
    print(f"first call's minor faults: {plain} as it is, {populated} after populate_for ({mapped >> 20} MiB mapped, peak {peak >> 20} MiB)")
    if mapped == 0:
        pytest.skip("this kernel has no MADV_POPULATE_WRITE (Linux 5.14): populate_for maps nothing")
    assert peak >= 12 << 20
    assert plain > 1000  # 2 fresh [1024, 1024] temporaries at least: 2,048 pages
    assert populated < plain / 5


def test_populate_for_stops_when_told_and_skips_what_it_cannot_keep(monkeypatch):
    calls = []
    monkeypatch.setattr(heap, "_populated", 0)
    monkeypatch.setattr(heap, "_MALLOPT", lambda param, value: 1)
    monkeypatch.setattr(heap, "_pad", 0)
    addresses = iter(range(1 << 30, 1 << 40, 8 << 20))
    fake = (lambda n: next(addresses), lambda p: calls.append(("free", p)),
            lambda start, length, advice: calls.append(("madvise", start, length, advice)) or 0)
    monkeypatch.setattr(heap, "_libc_calls", lambda: fake)
    assert heap.populate_for(1 << 20) == 0  # under POPULATE_MIN: its first touches cost little
    assert calls == []
    budget = iter([True, True, False])
    mapped = heap.populate_for(16 << 20, lambda: next(budget))
    advised = [c for c in calls if c[0] == "madvise"]
    assert len(advised) == 2 and mapped == sum(c[2] for c in advised)  # stopped before the third step
    assert all(c[3] == heap.MADV_POPULATE_WRITE and c[2] <= heap.POPULATE_STEP for c in advised)
    assert advised[0][1] < advised[1][1]  # lowest first
    freed = sum(c[0] == "free" for c in calls)
    assert freed == 2  # 8 MiB blocks (half the mmap threshold): every one given back to the heap
    calls.clear()
    assert heap.populate_for(16 << 20) == 0 and calls == []  # that peak's heap is mapped already
    monkeypatch.setattr(heap, "_libc_calls", lambda: None)  # not glibc, MALLOC_TOP_PAD_ given
    assert heap.populate_for(64 << 20) == 0
