"""Big elementwise, reduction and copy generics (CodegenOptions.par_min_elements) run their first loop
on OpenMP threads, one chunk per thread: bit-identical to KINA_NUM_THREADS=1, equal to the NumPy
backend, nothing allocated inside a parallel region, small ones single-threaded."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap

import pytest

from kina_mlir.options import CodegenOptions
from kina_mlir.transforms.tiling import TilePolicy

PAR_MIN_ELEMENTS = CodegenOptions().par_min_elements

pytestmark = pytest.mark.skipif(__import__("kina_mlir.target", fromlist=["x"]).runtime_library() is None,
                                reason="the intel-openmp wheel (a kina-mlir dependency) is not installed")


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


N = 1024  # [N, N]: PAR_MIN_ELEMENTS elements
PROGRAMS = {
    # vectorised: an SGD update; a softmax along the contiguous dim (first loop parallel, rows split)
    "sgd": f"fn @main(w: {_t(N, N)}, g: {_t(N, N)}) -> {_t(N, N)} {{ w - g * 0.05 }}",
    "softmax": f"fn @main(w: {_t(N, N)}, g: {_t(N, N)}) -> {_t(N, N)} {{ (w + g).softmax(axis=1) }}",
    "row-sums": f"fn @main(w: {_t(N, N)}, g: {_t(N, N)}) -> {_t(N, 1)} {{ (w * g).reduce_sum(axes=[1], keepdims=true) }}",
    # the scalar path: a transpose
    "transpose": f"fn @main(w: {_t(N, N)}, g: {_t(N, N)}) -> {_t(N, N)} {{ w.transpose([1, 0]) + g }}",
    # a batch of transposes (vectorised 16x16 or 8x8 tiles inside each thread's chunk)
    "batch-transpose": f"fn @main(w: {_t(N, N)}, g: {_t(4, 512, 512)}) -> {_t(4, 512, 512)} {{ g.transpose([0, 2, 1]) * 2.0 }}",
    # odd first dim: cannot be split evenly, stays single-threaded
    "odd": f"fn @main(w: {_t(N + 1, N)}, g: {_t(N + 1, N)}) -> {_t(N + 1, N)} {{ w - g * 0.05 }}",
}
SPLIT = {"sgd", "softmax", "row-sums", "transpose", "batch-transpose"}

_CHILD = """
    import sys
    import numpy as np
    import kina
    sys.path.insert(0, {here!r})
    from threads_child import at_one_and_two_threads
    programs, split = {programs!r}, {split!r}
    rng = np.random.default_rng(5)
    for name, src in programs.items():
        rows = 1025 if name == "odd" else 1024
        w = rng.standard_normal((rows, 1024)).astype(np.float32)
        g = rng.standard_normal((4, 512, 512) if name == "batch-transpose" else (rows, 1024)).astype(np.float32)
        out, threaded = at_one_and_two_threads(src, name, w, g)
        assert threaded == {{"1": False, "2": name in split}}, (name, threaded)
        ref = kina.compile_source(src, path=name + ".kina", backend="numpy").main(w, g)
        assert np.array_equal(out["1"], out["2"]), ("threads changed the result", name)
        np.testing.assert_allclose(out["2"], ref, rtol=1e-5, atol=1e-5)
    print("ok", len(programs))
"""


def test_big_generics_split_over_threads_bit_identically(fresh_cache):
    code = textwrap.dedent(_CHILD.format(programs=PROGRAMS, split=SPLIT, here=os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "OMP_DYNAMIC": "false"}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == 0 and f"ok {len(PROGRAMS)}" in proc.stdout, proc.stdout + proc.stderr


def test_no_allocation_inside_a_parallel_region(monkeypatch):
    from kina.compiler import Compiler
    from kina.diagnostics import Source

    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    for name in sorted(SPLIT):
        llvm = Compiler().emit(Source(f"{name}.kina", PROGRAMS[name]), "llvm")[0]
        regions = re.findall(r"^define internal void @[\w.]*omp_par[\w.]*\(.*?^}", llvm, re.S | re.M)
        assert regions, name
        for body in regions:
            callees = set(re.findall(r"call [^@]*@([\w.$]+)\(", body))
            assert all(c.startswith(("__kmpc_", "llvm.")) for c in callees), (name, callees)


def test_small_generics_stay_single_threaded(monkeypatch):
    from kina.compiler import Compiler
    from kina.diagnostics import Source

    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    n = int(PAR_MIN_ELEMENTS ** 0.5) // 2
    src = f"fn @main(w: {_t(n, n)}, g: {_t(n, n)}) -> {_t(n, n)} {{ w - g * 0.05 }}"
    assert "__kmpc_fork_call" not in Compiler().emit(Source("small.kina", src), "llvm")[0]


@pytest.mark.parametrize("shape,perm", [((1024, 512), (1, 0)), ((2, 256, 1024), (0, 2, 1)), ((520, 1000), (1, 0)),
                                        ((8, 4, 64, 32), (0, 1, 3, 2))], ids=["2d", "batched", "no-16-tiles", "small"])
def test_transposes_equal_numpy(shape, perm, fresh_cache):
    """Vectorised (2-D, batched; small ones too with AVX-512), and scalar (extents no tile
    divides) transposes."""
    import numpy as np

    import kina

    out = tuple(shape[p] for p in perm)
    src = f"fn @main(x: {_t(*shape)}) -> {_t(*out)} {{ x.transpose([{', '.join(map(str, perm))}]) }}"
    x = np.random.default_rng(1).standard_normal(shape).astype(np.float32)
    np.testing.assert_array_equal(kina.compile_source(src, path="t.kina", backend="native").main(x), x.transpose(perm))


def test_avx512_transposes_are_shuffles_not_element_moves(monkeypatch):
    """With AVX-512 a 16×16 tile is transposed by MLIR's shuffle_16x16 network (a few dozen
    shufflevectors), not one extract and one insert per element (512 per tile: that lowering had
    cost the StoryLM medium step 0.4 s of LLVM time, so small transposes used to stay scalar);
    every transpose whose last two extents 16 divides is vectorised, however small. AVX-512's
    tiles on any host: the LLVM IR is read, never run."""
    from kina.compiler import Compiler
    from kina.diagnostics import Source
    monkeypatch.setenv("KINA_ISA", "avx512")
    monkeypatch.setenv("KINA_TUNE", "0")
    policy = TilePolicy(CodegenOptions.resolve())
    assert policy.isa == "avx512"
    assert policy.transpose_tile(["(d0, d1) -> (d1, d0)", "(d0, d1) -> (d0, d1)"], [(64, 32), (32, 64)], 4) == 16
    src = f"fn @main(x: {_t(8, 4, 64, 32)}) -> {_t(8, 4, 32, 64)} {{ x.transpose([0, 1, 3, 2]) }}"
    ir = Compiler().emit(Source("t.kina", src), "llvm")[0]
    assert "shufflevector" in ir
    # (the shared routine's masked edge tiles build their masks with a few dozen insertelements;
    # the per-element lowering was 512 per tile)
    assert ir.count("extractelement") + ir.count("insertelement") < 128
