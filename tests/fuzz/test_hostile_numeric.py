"""The CI slice of the `hostile-numeric` family (tests/fuzz/hostile_numeric.py; scripts/fuzz.py
runs more of it): helper functions named after real symbols of libc, libm and a Kina artifact
(read from their ELF symbol tables) compile and run natively; transcendental ops over the whole
float range and F32 reductions of up to 2^24 values match float64. Everything native runs in the
pool's workers: a clash that segfaults is reported with its input, not a dead test process."""
from __future__ import annotations

import random
import sys

import pytest

from . import hostile_numeric as H

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads ELF symbol tables and /proc/self/maps (Linux only)")

# the names of issue 24's report, each also checked to be a real symbol below
REPORTED = ["memset", "_setjmp", "malloc", "free", "erff", "_mlir_ciface_main"]


def _fail(pool, jobs):
    problems = []
    for key, out in pool.map(jobs):
        if isinstance(out, list):
            problems += out
        else:  # a Crash: the worker died or hung
            problems.append(f"{key}: {getattr(out, 'detail', out)}"[:2000])
    return problems


def test_the_symbol_tables_are_read_from_the_libraries():
    syms = H.system_symbols()
    assert {"memset", "malloc", "free", "_setjmp", "memcpy"} <= set(syms["libc"]), "libc's .dynsym"
    assert {"erff", "expf", "logf", "log1p"} <= set(syms["libm"]), "libm's .dynsym"
    assert len(syms["libc"]) > 500 and len(syms["libm"]) > 200


def test_helpers_named_like_reported_and_kina_runtime_symbols_run_natively(pool):
    """The issue's names and every exported symbol of a Kina artifact (its guards, memrefCopy,
    __wrap_malloc, kina_failed_allocation) as helper names, in one program, and each reported
    name alone (a crash then names it)."""
    runtime = pool.run("fuzz.hostile_numeric.kina_runtime_names")
    assert {"memrefCopy", "kina_failed_allocation", "kina_guard_main"} <= set(runtime), runtime
    libs = set(H.system_symbols()["libc"]) | set(H.system_symbols()["libm"])
    assert set(REPORTED) - {"_mlir_ciface_main"} <= libs
    jobs = [(("all",), "fuzz.hostile_numeric.check_symbols", dict(names=list(dict.fromkeys(REPORTED + runtime))))]
    jobs += [((n,), "fuzz.hostile_numeric.check_symbols", dict(names=[n])) for n in REPORTED]
    assert _fail(pool, jobs) == []


def test_helpers_named_like_a_sample_of_libc_and_libm_symbols_run_natively(pool):
    rng = random.Random(24)
    syms = H.system_symbols()
    names = rng.sample(syms["libc"], 40) + rng.sample([n for n in syms["libm"] if n not in syms["libc"]], 24)
    jobs = [((i,), "fuzz.hostile_numeric.check_symbols", dict(names=names[i:i + 32])) for i in (0, 32)]
    assert _fail(pool, jobs) == []


def test_transcendental_ops_over_the_whole_float_range(pool):
    jobs = [((dt, op), "fuzz.hostile_numeric.check_magnitude", dict(dt=dt, op=op, seed=7))
            for dt in ("F32", "F64") for op in H.MAGNITUDE_OPS]
    assert _fail(pool, jobs) == []


def test_f32_reductions_at_large_sizes_match_float64(pool):
    jobs = [((s,), "fuzz.hostile_numeric.check_reduction", dict(seed=s)) for s in range(8)]
    assert _fail(pool, jobs) == []
