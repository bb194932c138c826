"""Matmuls above CodegenOptions.par_min_macs run their outer tile loop on OpenMP threads
(transforms/tiling.py, target.py): native == NumPy backend (F32 rel ≤ 1e-5, as test_matmul_shapes) and
bit-identical to the same program compiled with KINA_NUM_THREADS=1; nothing is allocated inside a
parallel region (the malloc guard's longjmp target is per thread); the toy step and any artifact
compiled with KINA_NUM_THREADS=1 hold no OpenMP at all; several host threads may call one parallel
function at once.

The runs that must use two threads go to a subprocess with OMP_DYNAMIC=false (a user's
OMP_DYNAMIC=true would let the runtime shrink teams to one thread on a busy machine)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import kina
from kina.compiler import Compiler
from kina.diagnostics import Source
from kina_mlir.options import CodegenOptions
from kina_mlir.transforms.tiling import CHUNK_MIN_MACS, CHUNKS_PER_THREAD, TilePolicy

PAR_MIN_MACS = CodegenOptions().par_min_macs


def _policy() -> TilePolicy:
    return TilePolicy(CodegenOptions.resolve())  # KINA_NUM_THREADS as the test sets it


def matmul_attr(m, n, k, batch=1) -> str:
    plan = _policy().matmul_plan(m, n, k, batch)
    return "" if plan is None else plan.attr()

pytestmark = pytest.mark.skipif(__import__("kina_mlir.target", fromlist=["x"]).runtime_library() is None,
                                reason="the intel-openmp wheel (a kina-mlir dependency) is not installed")


def _t(shape) -> str:
    return f"tensor<F32, [{', '.join(map(str, shape))}], @host>"


def _src(batch, m, n, k) -> str:
    return f"fn @main(a: {_t((*batch, m, k))}, b: {_t((*batch, k, n))}) -> {_t((*batch, m, n))} {{ a @ b }}"


# Each splits a different dim: rows (2-D), panels of a packed B (m = 257 is prime), column blocks
# (m = 255 odd, n blocked by 256), batch elements, rows of a batched matmul (odd batch), columns of
# a batched matmul (odd batch, m = 99 odd).
SHAPES = [((), 512, 256, 128), ((), 257, 256, 256), ((), 255, 512, 248), ((8,), 128, 128, 128),
          ((3,), 256, 256, 128), ((5,), 99, 128, 272)]
IDS = [f"{'x'.join(map(str, b)) or '2d'}-{m}x{n}x{k}" for b, m, n, k in SHAPES]


def _random_shapes(count, seed=20261201):
    """Random shapes above the threshold: primes, odd and even sizes; some cannot be split."""
    rng = np.random.default_rng(seed)
    out = []
    while len(out) < count:
        batch = () if rng.random() < 0.5 else (int(rng.choice([2, 3, 7])),)
        m, n, k = (int(rng.choice([1, 97, 128, 130, 255, 256, 257, 300, 512])) for _ in range(3))
        if int(np.prod(batch or (1,))) * m * n * k >= PAR_MIN_MACS:
            out.append((batch, m, n, k))
    return out


RANDOM = _random_shapes(6)


def _attr(batch, m, n, k) -> str:
    nb = int(np.prod(batch)) if batch else 1
    if nb == 1 and _policy().packs(m, n, k):
        return _policy().packed_plan(m, n, k).tag()
    return matmul_attr(m, n, k, nb)


@pytest.mark.parametrize("batch,m,n,k", SHAPES, ids=IDS)
def test_shapes_above_the_threshold_are_split(batch, m, n, k, monkeypatch):
    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    assert int(np.prod(batch or (1,))) * m * n * k >= PAR_MIN_MACS
    assert "kina.par" in _attr(batch, m, n, k)
    monkeypatch.setenv("KINA_NUM_THREADS", "1")
    assert "kina.par" not in _attr(batch, m, n, k)


def test_small_matmuls_stay_single_threaded(monkeypatch):
    monkeypatch.setenv("KINA_NUM_THREADS", "8")
    assert "kina.par" not in matmul_attr(64, 64, 64) and "kina.par" not in matmul_attr(4, 8, 4, 2)


_CHILD = """
    import os, sys, threading
    import numpy as np
    import kina

    shapes = {shapes!r}
    split = {split!r}
    rng = np.random.default_rng(7)
    def t(s): return "tensor<F32, [" + ", ".join(map(str, s)) + "], @host>"
    progs = {{}}
    for threads in ("1", "2"):
        os.environ["KINA_NUM_THREADS"] = threads
        progs[threads] = [kina.compile_source(f"fn @main(a: {{t((*b, m, k))}}, b: {{t((*b, k, n))}}) -> {{t((*b, m, n))}} {{{{ a @ b }}}}",
                                              path="mm.kina", backend="native") for b, m, n, k in shapes]
    tasks = len(os.listdir("/proc/self/task"))
    for i, (b, m, n, k) in enumerate(shapes):
        a = rng.standard_normal((*b, m, k)).astype(np.float32)
        w = rng.standard_normal((*b, k, n)).astype(np.float32)
        one, two = progs["1"][i].main(a, w), progs["2"][i].main(a, w)
        ref = kina.compile_source(f"fn @main(a: {{t((*b, m, k))}}, b: {{t((*b, k, n))}}) -> {{t((*b, m, n))}} {{{{ a @ b }}}}",
                                  path="mm.kina", backend="numpy").main(a, w)
        assert np.array_equal(one, two), ("threads changed the result", b, m, n, k)
        np.testing.assert_allclose(two, ref, rtol=1e-5, atol=1e-5 * np.sqrt(k))
        so = open(progs["2"][i].info["artifact"], "rb").read()
        assert (b"__kmpc_fork_call" in so and b"libiomp5" in so) == (i in split), ("parallel iff split", b, m, n, k)
        so = open(progs["1"][i].info["artifact"], "rb").read()
        assert b"__kmpc" not in so and b"libiomp5" not in so, ("OpenMP with KINA_NUM_THREADS=1", b, m, n, k)
    # the runtime started a worker thread (a team of two ran)
    assert len(os.listdir("/proc/self/task")) > tasks, "no OpenMP worker thread was started"

    # several host threads call one parallel function at once (each forks its own team)
    b, m, n, k = shapes[0]
    f = progs["2"][0].main
    xs = [(rng.standard_normal((*b, m, k)).astype(np.float32), rng.standard_normal((*b, k, n)).astype(np.float32)) for _ in range(4)]
    want = [progs["1"][0].main(*x) for x in xs]
    errors = []
    def work(j):
        try:
            for _ in range({calls}):
                if not np.array_equal(f(*xs[j]), want[j]):
                    errors.append(j)
        except Exception as e:
            errors.append(repr(e))
    ts = [threading.Thread(target=work, args=(j,)) for j in range(4)]
    [x.start() for x in ts]; [x.join() for x in ts]
    assert not errors, errors
    print("ok", len(shapes))
"""


def _child(shapes, split, calls=20, **env) -> subprocess.CompletedProcess:
    code = textwrap.dedent(_CHILD.format(shapes=shapes, split=split, calls=calls))
    full = {**os.environ, "OMP_DYNAMIC": "false", **env}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, env=full)


def test_parallel_path_is_bit_identical_and_thread_safe(fresh_cache, monkeypatch):
    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    shapes = SHAPES + RANDOM
    split = {i for i, s in enumerate(shapes) if "kina.par" in _attr(*s)}
    assert split >= set(range(len(SHAPES)))
    proc = _child(shapes, split)
    assert proc.returncode == 0 and f"ok {len(shapes)}" in proc.stdout, proc.stdout + proc.stderr


def test_no_allocation_inside_a_parallel_region(monkeypatch):
    """Every call in an outlined OpenMP region goes to the runtime or an LLVM intrinsic: never
    malloc (whose failure would longjmp to a guard on another thread's stack) nor free."""
    from kina.compiler import Compiler
    from kina.diagnostics import Source

    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    for batch, m, n, k in SHAPES:
        llvm = Compiler().emit(Source("mm.kina", _src(batch, m, n, k)), "llvm")[0]
        regions = re.findall(r"^define internal void @[\w.]*omp_par[\w.]*\(.*?^}", llvm, re.S | re.M)
        assert regions, (batch, m, n, k)
        for body in regions:
            callees = set(re.findall(r"call [^@]*@([\w.$]+)\(", body))
            assert callees and all(c.startswith(("__kmpc_", "llvm.")) for c in callees), callees


def test_toy_step_links_no_openmp(fresh_cache, monkeypatch):
    from kina_storylm.model import decoder_args, patterned_init, program_path, scalar

    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    prog = kina.compile_file(program_path("storylm0_nll_step"), backend="native")
    ids = np.array([[1, 2, 3, 4]])
    prog.step(token_ids=ids, targets=(ids % 6) + 1, **decoder_args(patterned_init(), 4), lr=scalar(0.05))
    so = open(prog.info["artifact"], "rb").read()
    assert b"__kmpc" not in so and b"libiomp5" not in so


def test_a_packed_matmul_splits_its_panels_first(monkeypatch):
    """Threads take B's panels (dim 0 of the packed generic), so each reads only its share of
    packed B; the rows only where the panels do not divide among the threads. AVX-512's tiles and
    built-in table (a plan, never run): with AVX2's 16-wide panels the odd case falls under the
    threading threshold."""
    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    monkeypatch.setenv("KINA_ISA", "avx512")
    monkeypatch.setenv("KINA_TUNE", "0")
    policy = _policy()
    plan = policy.packed_plan(256, 1024, 1024)  # big: CHUNKS_PER_THREAD chunks a thread
    assert plan.par == (1024 // plan.tiles[1] // (2 * CHUNKS_PER_THREAD), 0, 0, 0)
    odd = policy.packed_plan(256, 3 * plan.tiles[1], 1024)  # three panels for two threads (and under CHUNK_MIN_MACS)
    assert odd.par == (0, 128, 0, 0)


def test_big_matmuls_have_more_chunks_than_threads_on_dynamic_loops(monkeypatch):
    """From CHUNK_MIN_MACS a split matmul has CHUNKS_PER_THREAD chunks a thread, handed out as
    threads come free: every OpenMP loop is scheduled dynamically (pipeline.DYNAMIC_SCHEDULES)."""
    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    policy = _policy()
    m, n, k = 512, 512, 512  # 2^27 MACs: rows in 8 chunks
    assert m * n * k >= CHUNK_MIN_MACS
    assert policy.matmul_plan(m, n, k).par == (m // (2 * CHUNKS_PER_THREAD), 0, 0)
    assert policy.matmul_plan(512, 256, 128, 1).par in (None, (256, 0, 0))  # small: one chunk a thread
    src = f"fn @main(a: {_t((m, k))}, b: {_t((k, n))}) -> {_t((m, n))} {{ a @ b }}"
    lowered = str(Compiler().emit(Source("t.kina", src), "llvm-mlir", {"codegen": {"threads": 2, "tuning": ""}})[0])
    loops = re.findall(r"omp\.wsloop[^{]*", lowered)
    assert loops and all("schedule(dynamic)" in w for w in loops), loops
