"""Big convolutions (≥ CodegenOptions.par_min_macs multiply-adds) run on OpenMP threads, one chunk per
thread (or CHUNKS_PER_THREAD), split over a parallel loop: the batch for a convolution and its input
gradient (named or generic), the output's channels for the filter gradient. Bit-identical to
KINA_NUM_THREADS=1, equal to the NumPy backend; small ones stay single-threaded."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from kina_mlir.options import CodegenOptions
from kina_mlir.transforms.tiling import TilePolicy

pytestmark = pytest.mark.skipif(__import__("kina_mlir.target", fromlist=["x"]).runtime_library() is None,
                                reason="the intel-openmp wheel (a kina-mlir dependency) is not installed")


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


def _grads(x, w, conv) -> str:
    """The loss Σ conv(x, w) · u and its gradients in x and w (conv_input_grad, conv_filter_grad)."""
    return f"""let loss = fn(x: {x}, w: {w}) -> tensor<F32, [], @host> {{
  ({conv}).tanh().reduce_sum(axes=[0, 1, 2, 3])
}} in
fn @main(x: {x}, w: {w}) -> (tensor<F32, [], @host>, {x}, {w}) {{
  handle loss(x, w) with reverseMode(wrt=[x, w])
}}
"""


# [8, 32, 32, 16] * [3, 3, 16, 32]: 37.7 M multiply-adds for each of the three convolutions
PROGRAMS = {
    "named": ((8, 32, 32, 16), (3, 3, 16, 32), "x.conv(w, low=[1, 1], high=[1, 1])"),
    "grouped": ((8, 32, 32, 16), (3, 3, 8, 32), "x.conv(w, low=[1, 1], high=[1, 1], groups=2)"),
    "depthwise": ((16, 64, 64, 32), (3, 3, 1, 32), "x.conv(w, low=[1, 1], high=[1, 1], groups=32)"),
}

_CHILD = """
    import sys
    import numpy as np
    import kina
    sys.path.insert(0, {here!r})
    from threads_child import at_one_and_two_threads
    programs = {programs!r}
    rng = np.random.default_rng(7)
    for name, (src, xs, ws) in programs.items():
        x = (rng.standard_normal(xs) * 0.3).astype(np.float32)
        w = (rng.standard_normal(ws) * 0.3).astype(np.float32)
        out, threaded = at_one_and_two_threads(src, name, x, w)
        assert threaded == {{"1": False, "2": True}}, (name, threaded)
        ref = kina.compile_source(src, path=name + ".kina", backend="numpy").main(x, w)
        for a, b, r in zip(out["1"], out["2"], ref):
            assert np.array_equal(a, b), ("threads changed the result", name)
            np.testing.assert_allclose(b, r, rtol=2e-4, atol=2e-3)
    print("ok", len(programs))
"""


def test_big_convolutions_and_their_gradients_split_over_threads_bit_identically(fresh_cache):
    programs = {n: (_grads(_t(*xs), _t(*ws), conv), xs, ws) for n, (xs, ws, conv) in PROGRAMS.items()}
    code = textwrap.dedent(_CHILD.format(programs=programs, here=os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "OMP_DYNAMIC": "false"}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == 0 and f"ok {len(PROGRAMS)}" in proc.stdout, proc.stdout + proc.stderr


@pytest.mark.parametrize("isa", ["avx2", "avx512"])
def test_each_plan_splits_a_parallel_loop(isa, monkeypatch):
    """On two threads, with either ISA's built-in tiles: the forward convolution and its input
    gradient (a convolution of the cotangent with the flipped kernel, the same plan here) by the
    batch, the filter gradient (a reduction over the batch) by its input channels, a grouped one's
    by its groups; a small convolution not at all."""
    from kina.compiler import Compiler
    from kina.diagnostics import Source
    from kina_mlir.emit.module import emit_module

    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    options = CodegenOptions.resolve({"codegen": {"tuning": "", "isa": isa}})
    assert TilePolicy(options).threads == 2
    compiler = Compiler()

    def split(name, x, w, conv):
        program = compiler.emit(Source(f"{name}.kina", _grads(_t(*x), _t(*w), conv)), "ir")[0]
        return {(p.kind, p.par) for p in emit_module(program, compiler.lowerings, options).conv_plans if p.par}
    # named: loops [n, oh, ow, f, kh, kw, c], the filter gradient's [kh, kw, g, c, f, n, oh, ow]
    assert split("named", *PROGRAMS["named"]) == {("conv_2d_nhwc_hwcf", (4, 0, 0, 0, 0, 0, 0)),
                                                 ("generic", (0, 0, 0, 8, 0, 0, 0, 0))}
    # grouped (generics): [n, oh, ow, g, f, kh, kw, c] by the batch; the filter gradient by its groups
    assert split("grouped", *PROGRAMS["grouped"]) == {("generic", (4, 0, 0, 0, 0, 0, 0, 0)),
                                                     ("generic", (0, 0, 1, 0, 0, 0, 0, 0))}
    assert split("small", (1, 8, 8, 4), (3, 3, 4, 4), PROGRAMS["named"][2]) == set()


def test_a_split_convolution_is_still_vectorised_in_each_thread(monkeypatch):
    """The threads' region of the forward convolution holds its vector FMAs: the schedule applied
    inside the split (a plan that failed to apply would leave scalar loops, silently slow)."""
    import re

    from kina.compiler import Compiler
    from kina.diagnostics import Source

    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    x, w, conv = PROGRAMS["named"]
    src = f"fn @main(x: {_t(*x)}, w: {_t(*w)}) -> {_t(8, 32, 32, 32)} {{ {conv} }}"
    llvm = Compiler().emit(Source("forward.kina", src), "llvm")[0]
    regions = re.findall(r"^define internal void @[\w.]*omp_par[\w.]*\(.*?^}", llvm, re.S | re.M)
    assert any(re.search(r"@llvm\.(?:fma|fmuladd)\.v\d+f32", body) for body in regions), [body[:200] for body in regions]


def test_a_split_and_an_unsplit_convolution_of_the_same_tiles_in_one_module(monkeypatch, fresh_cache):
    """Two plans that differ only in their split (a big and a small batch, the same kernel): each op
    gets its own schedule (their plans were once compared None < tuple while ordering the script)."""
    import numpy as np

    import kina

    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    big, small, w = (8, 32, 32, 16), (1, 32, 32, 16), (3, 3, 16, 32)
    src = (f"fn @main(x: {_t(*big)}, y: {_t(*small)}, w: {_t(*w)}) -> ({_t(8, 32, 32, 32)}, {_t(1, 32, 32, 32)}) {{\n"
           "  (x.conv(w, low=[1, 1], high=[1, 1]), y.conv(w, low=[1, 1], high=[1, 1]))\n}\n")
    rng = np.random.default_rng(3)
    args = [rng.standard_normal(s).astype(np.float32) for s in (big, small, w)]
    got = kina.compile_source(src, path="two.kina", backend="native").main(*args)
    want = kina.compile_source(src, path="two.kina", backend="numpy").main(*args)
    for g, e in zip(got, want):
        np.testing.assert_allclose(g, e, rtol=2e-4, atol=2e-3)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_no_allocation_inside_a_convolutions_parallel_region(name, monkeypatch):
    """The threads' regions of a convolution's gradient program call only the OpenMP runtime and
    LLVM intrinsics: no malloc, so the guard's long jump is never taken on a worker thread."""
    import re

    from kina.compiler import Compiler
    from kina.diagnostics import Source

    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    x, w, conv = PROGRAMS[name]
    llvm = Compiler().emit(Source(f"{name}.kina", _grads(_t(*x), _t(*w), conv)), "llvm")[0]
    regions = re.findall(r"^define internal void @[\w.]*omp_par[\w.]*\(.*?^}", llvm, re.S | re.M)
    assert regions, name
    for body in regions:
        callees = set(re.findall(r"call [^@]*@([\w.$]+)\(", body))
        assert all(c.startswith(("__kmpc_", "llvm.")) for c in callees), (name, callees)
