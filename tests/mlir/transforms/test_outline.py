"""Kernel outlining (kina_mlir.transforms.outline): a kernel that a program runs at several sites is lowered
and compiled once, as a private `kernel.<n>` function called from each site; its results are
bit-identical to the inline code (the same instructions on the same buffers), and the native
code's size stops growing with the number of repeated layers."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import kina
from kina.diagnostics import Source
from kina_mlir import pipeline, translate
from kina_mlir.transforms import outline
from helpers import stack, stack_inputs as _inputs


def _t(*s, dt="F32"):
    return f"tensor<{dt}, [{', '.join(map(str, s))}], @host>"


def _llvm_ir(src: str, path: str = "stack.kina") -> str:
    from helpers import compiler

    emitted = compiler().emit(Source(path, src), "mlir")[0]
    return translate.translate_to_llvm_ir(pipeline.lower_to_llvm_dialect(emitted))


def _kernels(ir: str) -> int:
    return len(re.findall(r"^define .*@kernel\.\d+(?:\.mixed|\.small)?\(", ir, re.M))


def test_repeated_layers_share_their_kernels(monkeypatch):
    two, four = _llvm_ir(stack(2)), _llvm_ir(stack(4))
    assert _kernels(two) > 0
    # the layers' kernels (matmuls, tanh, their VJPs) are the same functions at 2 and 4 layers
    assert _kernels(four) == _kernels(two)
    # and the code around the calls grows far less than the layers: inline it doubled
    monkeypatch.setenv("KINA_OUTLINE", "0")
    four_inline = _llvm_ir(stack(4))
    assert _kernels(four_inline) == 0
    assert len(four.splitlines()) < 0.8 * len(four_inline.splitlines())


def test_kernels_are_not_inlined_back_by_llvm():
    from kina_mlir.codegen.llvm import optimize

    mod = optimize(_llvm_ir(stack(3)), 3)
    defined = [f.name for f in mod.functions if not f.is_declaration and f.name.startswith("kernel.")]
    assert defined, "LLVM inlined every kernel back into its callers"


@pytest.mark.parametrize("layers", [1, 3])
def test_outlined_code_is_bit_identical_to_inline_code(layers, monkeypatch):
    args = _inputs(layers)
    outlined = kina.compile_source(stack(layers), path="stack.kina", backend="native").main(*args)
    monkeypatch.setenv("KINA_OUTLINE", "0")  # a switch of the artifact key: a new build
    inline = kina.compile_source(stack(layers), path="stack.kina", backend="native").main(*args)
    for a, b in zip(outlined, inline):
        np.testing.assert_array_equal(a, b)
    ref = kina.compile_source(stack(layers), path="stack.kina", backend="numpy").main(*args)
    for a, b in zip(outlined, ref):
        np.testing.assert_allclose(a, b, rtol=2e-4, atol=2e-5)


@pytest.mark.parametrize("sizes", [(1, 4, 4, 2, 8), (2, 8, 16, 2, 32)], ids=["toy", "small"])
def test_storylm_steps_outlined_equal_inline(sizes, monkeypatch):
    """StoryLM steps (benchmarks/programs.py: repeated projections and their VJPs, a multi-result
    op whose second result a kernel reads, captured scalars): bit-identical with and without."""
    from helpers import load_script

    P = load_script("bench_programs", str(Path(__file__).parents[3] / "benchmarks" / "programs.py"))
    src, args = P.storylm_source(*sizes), P.storylm_inputs(*sizes)
    outlined = kina.compile_source(src, path="s.kina", backend="native").step(*args)
    monkeypatch.setenv("KINA_OUTLINE", "0")
    inline = kina.compile_source(src, path="s.kina", backend="native").step(*args)
    for a, b in zip(outlined, inline):
        np.testing.assert_array_equal(a, b)


def test_each_distinct_kernel_is_one_function(monkeypatch):
    # three distinct statements (the matmul's zero fill, the matmul, the fused tanh): three
    # kernels, each called once
    ir = _llvm_ir(f"fn @main(a: {_t(8, 8)}) -> {_t(8, 8)} {{ (a @ a).tanh() }}")
    assert _kernels(ir) == 3
    monkeypatch.setattr(outline, "MIN_SITES", 2)  # only shared statements: none here
    assert _kernels(_llvm_ir(f"fn @main(a: {_t(8, 8)}) -> {_t(8, 8)} {{ (a @ a).tanh() }}")) == 0


def test_statements_naming_module_symbols_stay_inline(monkeypatch, tmp_path):
    """The deallocation pipeline of split programs (pipeline.deallocation(parts=True)) threads ownership
    flags through loops and calls its dealloc_helper inside them: such a statement names a symbol
    of its module, so it is not outlined (a kernel is parsed, and may be compiled, apart from the
    module; outlined, the batched matmul below failed to lower)."""
    real = pipeline.deallocation
    monkeypatch.setattr(pipeline, "deallocation", lambda parts: real(True))
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path))  # a cache of its own: a patched pipeline is no switch of the key
    src = f"fn @main(a: {_t(4, 32, 16)}, b: {_t(4, 16, 32)}) -> {_t(4, 32, 32)} {{ (a @ b).tanh() }}"
    ir = _llvm_ir(src, "p.kina")
    assert _kernels(ir) > 0 and "dealloc_helper" in ir
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((4, 32, 16)).astype(np.float32), rng.standard_normal((4, 16, 32)).astype(np.float32)
    got = kina.compile_source(src, path="p.kina", backend="native").main(a, b)
    np.testing.assert_allclose(got, np.tanh(a @ b), rtol=1e-5, atol=1e-5)


def test_kernel_names_cannot_collide_with_kina_functions():
    # a Kina identifier cannot hold '.', every kernel name does
    assert "." in outline.KERNEL_PREFIX
    with pytest.raises(kina.KinaError):
        kina.compile_source(f"fn @kernel.0(a: {_t(2)}) -> {_t(2)} {{ a }}", backend="numpy")


# ------------------------------------------------------------------ parallel codegen (codegen/parallel.py)

def _worker_on(monkeypatch):
    monkeypatch.setenv("KINA_WORKER_MIN_WEIGHT", "0")
    monkeypatch.setenv("KINA_WORKER_MIN_LINES", "0")


def test_a_split_build_links_and_runs_bit_identically(monkeypatch):
    """A module big enough to split hands some kernels to a worker process, which lowers and
    compiles them while this process builds the rest (which only declares them); the two objects
    link into one shared object whose results equal the single-process build's bit for bit."""
    from kina_mlir.codegen import parallel

    _worker_on(monkeypatch)
    shared, here = [], []
    real_share, real_here = parallel.Worker.share, parallel.Worker.objects_here
    monkeypatch.setattr(parallel.Worker, "share", lambda self, *a: (lambda names: shared.extend(names) or names)(real_share(self, *a)))
    monkeypatch.setattr(parallel.Worker, "objects_here", lambda self, text: here.append(text) or real_here(self, text))
    args = _inputs(4, n=64, d=64)
    split_run = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="native").main(*args)
    assert shared and len(here) == 1  # the worker built its kernels: this process built one module
    for k in shared:
        assert re.search(rf"^declare .*@{re.escape(k)}\(", here[0], re.M) and not re.search(rf"^define .*@{re.escape(k)}\(", here[0], re.M)
    assert re.search(r"^define .*@kina\.u\.main\(", here[0], re.M)  # the glue stays here (user symbols: kina.u.)
    monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "0")
    whole = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="native").main(*args)
    for a, b in zip(split_run, whole):
        np.testing.assert_array_equal(a, b)


def test_a_small_module_with_a_threaded_matmul_gets_a_worker(monkeypatch, tmp_path):
    """A module of few lines whose matmuls are split over threads (the MLP-1024 step) is heavy all
    the same: its OpenMP kernels go to the worker. Without a threaded matmul, no worker."""
    from kina_mlir.codegen import parallel
    from kina_mlir.target import usable_cpus

    if usable_cpus() < 2:
        pytest.skip("one usable CPU: no worker (and no threads) here")
    monkeypatch.setenv("KINA_WORKER_MIN_LINES", "1000000")
    monkeypatch.setenv("KINA_WORKER_MIN_WEIGHT", "0")
    monkeypatch.setenv("KINA_PAR_MIN_MACS", str(64 ** 3))
    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path))  # built anew (the test watches the build)
    workers = []
    real_start = parallel.Worker.start.__func__
    monkeypatch.setattr(parallel.Worker, "start", classmethod(lambda cls, *a, **k: workers.append(real_start(cls, *a, **k)) or workers[-1]))
    args = _inputs(2, n=64, d=64)
    got = kina.compile_source(stack(2, n=64, d=64), path="stack.kina", backend="native").main(*args)
    assert workers and workers[-1].proc is not None and workers[-1].sent  # kernels handed over
    ref = kina.compile_source(stack(2, n=64, d=64), path="stack.kina", backend="numpy").main(*args)
    for a, b in zip(got, ref):
        np.testing.assert_allclose(a, b, rtol=2e-4, atol=2e-5)
    monkeypatch.setenv("KINA_PAR_MIN_MACS", str(1 << 40))  # no matmul split: a small module, no worker
    kina.compile_source(stack(2, n=64, d=64), path="stack.kina", backend="native").main(*args)
    assert workers[-1].proc is None


def test_a_payload_larger_than_the_pipe_is_written_by_a_thread(monkeypatch, tmp_path):
    """The payload normally fits the widened pipe and is written at once; one that does not is
    written by a thread while this process lowers on, with the same result."""
    from kina_mlir.codegen import parallel

    _worker_on(monkeypatch)
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path))  # built anew (the test watches the build)
    threads = []
    real_share = parallel.Worker.share

    def share(self, *a):
        self.pipe_size = 0  # as if widening had been refused and the payload were huge
        names = real_share(self, *a)
        threads.append(self.writer)
        return names
    monkeypatch.setattr(parallel.Worker, "share", share)
    args = _inputs(4, n=64, d=64)
    got = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="native").main(*args)
    assert threads and threads[0] is not None
    ref = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="numpy").main(*args)
    for a, b in zip(got, ref):
        np.testing.assert_allclose(a, b, rtol=2e-4, atol=2e-5)


def test_the_worker_imports_only_what_it_needs():
    """The worker starts on a cold compile's critical path: it imports the MLIR bindings and
    llvmlite, not the frontend's compiler, plugins or runtime (kina.compiler alone: 14 ms), nor
    NumPy (test_a_split_build_links_and_runs_bit_identically builds with it)."""
    import subprocess
    import sys

    env = {k: v for k, v in __import__("os").environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    from kina_mlir.codegen.parallel import END
    from kina_mlir.options import CodegenOptions

    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "kina_mlir.codegen.worker", CodegenOptions().to_json()],
                          input=b"", capture_output=True, env=env, timeout=120)
    assert proc.returncode == 0 and proc.stdout == END  # an empty payload: nothing to build, the end marked
    imported = {line.rsplit("|", 1)[1].strip() for line in proc.stderr.decode().splitlines() if line.startswith("import time:")}
    assert {"torch_mlir.ir", "llvmlite.binding", "kina_mlir.pipeline"} <= imported
    assert not imported & {"kina.compiler", "pluggy", "kina_runtime", "lark", "kina_mlir.artifacts.exports"}, imported
    # numpy: torch_mlir.ir tries it for builders Kina never uses; the worker blocks it (≈ 45 ms),
    # so the attempt is logged but none of NumPy's modules is loaded
    assert not [n for n in imported if n.startswith("numpy.")], imported


@pytest.mark.parametrize("python", ["/nonexistent/python", "/bin/false"], ids=["cannot-start", "exits-1"])
def test_a_failing_worker_only_costs_time(monkeypatch, python, tmp_path):
    import sys

    _worker_on(monkeypatch)
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path))  # built anew: the worker must be started
    monkeypatch.setenv("KINA_WORKER_FORK", "0")  # a new process runs sys.executable: the failing one
    monkeypatch.setattr(sys, "executable", python)
    args = _inputs(2)
    got = kina.compile_source(stack(2), path="stack.kina", backend="native").main(*args)
    ref = kina.compile_source(stack(2), path="stack.kina", backend="numpy").main(*args)
    for a, b in zip(got, ref):
        np.testing.assert_allclose(a, b, rtol=2e-4, atol=2e-5)


def test_the_split_balances_and_skips_small_modules():
    from kina_mlir.codegen.parallel import GLUE_WEIGHT, KERNEL_WEIGHT, choose
    from kina_mlir.options import CodegenOptions
    from kina_mlir.transforms.outline import Kernel

    MIN_WEIGHT = CodegenOptions().worker_min_weight

    def kernels(*sizes):  # vectorised kernels (no SCALAR_KERNEL_WEIGHT)
        return [Kernel(f"kernel.{i}", (), "", "vector." + "x" * (n - 7)) for i, n in enumerate(sizes)]

    assert choose(kernels(MIN_WEIGHT // 4, MIN_WEIGHT // 4), 0, MIN_WEIGHT) == set()  # too little to pay for a process
    big = MIN_WEIGHT
    assert choose(kernels(big, big, big, big), 0, MIN_WEIGHT) == {"kernel.0", "kernel.1"}  # half, without glue
    # the glue staying here counts: more kernels go to the worker
    assert choose(kernels(big, big, big, big), -(-2 * (big + KERNEL_WEIGHT) // GLUE_WEIGHT), MIN_WEIGHT) == {"kernel.0", "kernel.1", "kernel.2"}
    # each kernel costs KERNEL_WEIGHT besides its text: twenty small kernels outweigh one large
    # one of the same text, so the worker gets the large one and fewer than half of the small
    chosen = choose(kernels(big, *[big // 20] * 20), 0, MIN_WEIGHT)
    assert "kernel.0" in chosen and len(chosen) - 1 < 10
    assert choose(kernels(big, big), 100 * big, MIN_WEIGHT) == {"kernel.0", "kernel.1"}  # a heavy glue keeps no kernel here


def test_a_kernel_split_over_threads_weighs_more():
    from kina_mlir.codegen.parallel import KERNEL_WEIGHT, OMP_KERNEL_WEIGHT, choose, weight
    from kina_mlir.transforms.outline import Kernel

    vec = "vector." + "x" * 9_993
    plain, threaded = Kernel("kernel.0", (), "", vec), Kernel("kernel.1", (), "", "omp.parallel {" + vec[:-14])
    assert weight(plain) == KERNEL_WEIGHT + 10_000 and weight(threaded) == weight(plain) + OMP_KERNEL_WEIGHT
    # four kernels of one size go two and two; when one of them is threaded, it and one other
    # are more than half, so the worker gets it alone
    others = [Kernel(f"kernel.{i}", (), "", vec) for i in range(2, 4)]
    assert len(choose([plain, Kernel("kernel.1", (), "", vec), *others], 0, 0)) == 2
    assert choose([plain, threaded, *others], 0, 0) == {"kernel.1"}


def test_scalar_kernels_and_transpose_routines_weigh_what_they_cost():
    from kina_mlir.codegen.parallel import KERNEL_WEIGHT, SCALAR_KERNEL_WEIGHT, weight
    from kina_mlir.transforms import routines
    from kina_mlir.transforms.outline import Kernel

    body = "linalg.fill ins(%c : f32) outs(%karg0 : memref<?xf32>)"
    assert weight(Kernel("kernel.0", (), "", body)) == KERNEL_WEIGHT + len(body) + SCALAR_KERNEL_WEIGHT
    for edges in (False, True):  # a routine's short text expands in lowering: weighed as measured
        k = Kernel("kernel.1", (), "", routines.routine_body(2, edges))
        assert weight(k) == KERNEL_WEIGHT + routines.ROUTINE_WEIGHT[edges]
    assert routines.ROUTINE_WEIGHT[True] > routines.ROUTINE_WEIGHT[False] > len(routines.routine_body(2, True))


def test_fills_of_any_shape_share_a_kernel_per_value(monkeypatch):
    """Fills of contiguous buffers are collapsed to one dimension of dynamic length before
    outlining: one kernel per fill value, whatever the shapes; the results are the same."""
    src = f"""fn @main(a: {_t(4, 6)}, b: {_t(3, 5, 7)}) -> ({_t(4, 6)}, {_t(3, 5, 7)}) {{
  (a.reduce_sum(axes=[1], keepdims=true).broadcast([4, 6]) + a, b.reduce_sum(axes=[2], keepdims=true).broadcast([3, 5, 7]) * b)
}}"""
    seen = []
    real = pipeline.outline_kernels

    def capture(module, share=None):
        n = real(module, share)
        seen.append(str(module))
        return n
    monkeypatch.setattr(pipeline, "outline_kernels", capture)
    _llvm_ir(src, "fills.kina")
    # the two sums' zero fills ([4, 1] and [3, 5, 1]): one kernel, on a buffer of any length, as
    # vector stores (outline.FILL_BYTES a step) and a scalar tail
    fills = re.findall(r"vector\.store %\w+, %\w+\[%\w+\] : (memref<[^>]*>), vector<16xf32>", seen[0])
    assert fills == ["memref<?xf32>"] and "linalg.fill" not in seen[0]
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((4, 6)).astype(np.float32), rng.standard_normal((3, 5, 7)).astype(np.float32)
    ra, rb = kina.compile_source(src, "fills.kina").main(a, b)
    np.testing.assert_allclose(ra, a.sum(1, keepdims=True) + a, rtol=1e-6)
    np.testing.assert_allclose(rb, b.sum(2, keepdims=True) * b, rtol=1e-6)


@pytest.mark.parametrize("dt", ["F32", "F64", "I64", "I32"])
def test_vector_fills_cover_every_length(dt):
    """A reduction's init fill (0 for a sum, the lowest value for a max) on buffers whose length is
    below, at, above and far above a vector step, with a tail or none: the results are NumPy's
    (a tail left unfilled, or filled twice from the wrong index, would change them)."""
    rng = np.random.default_rng(1)
    np_dt = {"F32": np.float32, "F64": np.float64, "I64": np.int64, "I32": np.int32}[dt]
    for n in (1, 7, 8, 15, 16, 17, 33, 1000):
        src = f"""fn @main(a: {_t(n, 3, dt=dt)}) -> ({_t(n, dt=dt)}, {_t(n, dt=dt)}) {{
  (a.reduce_sum(axes=[1]), a.reduce_max(axes=[1]))
}}"""
        a = (rng.standard_normal((n, 3)) * 50).astype(np_dt) - (100 if dt[0] == "I" else 0)
        s_, m = kina.compile_source(src, f"fill{dt}{n}.kina").main(a)
        np.testing.assert_allclose(s_, a.sum(1), rtol=1e-6)
        np.testing.assert_array_equal(m, a.max(1))


def test_the_glue_is_compiled_apart_bit_identically(monkeypatch, tmp_path):
    """This process compiles the glue (main) apart from its kernels, at LLVM O0 with the fast
    instruction selector, with a worker or without one; the kernels are hidden definitions there,
    declared in the glue; the results are the same either way, and the NumPy backend's."""
    from kina_mlir.codegen import llvm, parallel
    from kina_mlir.codegen.guard import GUARD_OPT
    from kina_mlir.options import DEFAULT_OPT

    glue, kernels = parallel.split_glue(_llvm_ir(stack(2)))
    assert re.search(r"^define .*@kina\.u\.main\(", glue, re.M) and not re.search(r"^define .*@kernel", glue, re.M)
    names = re.findall(r"^define hidden .*?@(kernel\.\d+(?:\.small)?)\(", kernels, re.M)
    assert names and all(re.search(rf"^declare hidden .*@{re.escape(k)}\(", glue, re.M) for k in names)
    assert not re.search(r"^define .*@kina\.u\.main\(", kernels, re.M)
    llvm.optimize(glue), llvm.optimize(kernels)  # both parse and verify
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path))  # built anew (the test watches the build)
    monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "0")
    calls, levels = [], []
    real, real_opt = llvm.emit_object, llvm.optimize
    monkeypatch.setattr(llvm, "emit_object", lambda mod, opt=1, lsr=False: calls.append(opt) or real(mod, opt, lsr))
    monkeypatch.setattr(llvm, "optimize", lambda ir, opt=1, **kw: levels.append(opt) or real_opt(ir, opt, **kw))
    args = _inputs(2)
    monkeypatch.setenv("KINA_WORKER_MIN_LINES", "0")
    apart = kina.compile_source(stack(2), path="stack.kina", backend="native").main(*args)
    # the last: the guard (codegen/guard.py, built at its own level)
    assert calls == [llvm.GLUE_CODEGEN_OPT, DEFAULT_OPT, GUARD_OPT]
    # neither the glue nor the kernels MLIR vectorised are optimised by LLVM (the matmuls' zero
    # fills among them: outline._vector_fill; scalar kernels would be, at the build's level)
    assert levels == [llvm.GLUE_OPT, llvm.VECTORISED_OPT, GUARD_OPT]
    monkeypatch.setenv("KINA_WORKER_MIN_LINES", str(10**9))
    alone = kina.compile_source(stack(2), path="stack.kina", backend="native").main(*args)
    assert calls[3:] == calls[:3] and levels[3:] == levels[:3]
    ref = kina.compile_source(stack(2), path="stack.kina", backend="numpy").main(*args)
    for a, b, r in zip(apart, alone, ref):
        np.testing.assert_array_equal(a, b)
        np.testing.assert_allclose(a, r, rtol=2e-4, atol=2e-5)


def test_a_module_whose_kernels_were_all_handed_over_is_built_as_glue(monkeypatch):
    """Where the worker took every kernel, this process's module defines none: it is glue all the
    same, built at O0 (it was built at the kernels' level, O1: the toy step's glue 170 ms of LLVM
    where O0 takes 40); with no kernels anywhere (nothing outlined) a module stays whole, at the
    build's level."""
    from kina_mlir.codegen import llvm, parallel
    from kina_mlir.options import DEFAULT_OPT, CodegenOptions

    glue, kernels = parallel.split_glue(_llvm_ir(stack(2)))
    assert parallel.split_glue(glue) is None  # declarations only
    optimised, emitted = [], []
    real, real_glue = llvm.emit_object, llvm.optimize_glue
    monkeypatch.setattr(llvm, "emit_object", lambda mod, opt=1, lsr=False: emitted.append(opt) or real(mod, opt, lsr))
    monkeypatch.setattr(llvm, "optimize_glue", lambda ir, opt=0, elsewhere="": optimised.append((opt, elsewhere)) or real_glue(ir, opt, elsewhere))
    monkeypatch.setattr(llvm, "object_code", lambda ir, opt=1, lsr=False: emitted.append(("whole", opt)) or b"")
    options = CodegenOptions.resolve()
    assert len(parallel.module_objects(glue, options, elsewhere=kernels)) == 1
    assert optimised == [(llvm.GLUE_OPT, "\n" + kernels)] and emitted == [llvm.GLUE_CODEGEN_OPT]
    plain = _llvm_ir("fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4], @host> { x * 2.0 }", "p.kina")
    emitted.clear()
    parallel.module_objects(plain, options)
    assert emitted == [("whole", DEFAULT_OPT)]


def test_worker_kernels_are_hidden_definitions():
    from kina_mlir.codegen.parallel import hidden

    ir = ("define void @kernel.3(ptr %0) {\n}\ndefine internal void @kernel.3..omp_par(ptr %0) {\n}\n"
          "define void @main() {\n}\ndefine dso_local void @kernel.12() {\n}\n")
    assert hidden(ir).splitlines()[::2] == ["define hidden void @kernel.3(ptr %0) {", "define internal void @kernel.3..omp_par(ptr %0) {",
                                          "define void @main() {", "define hidden void @kernel.12() {"]


def test_small_modules_start_no_worker():
    from kina_mlir.codegen.parallel import Worker

    from helpers import compiler

    emitted = compiler().emit(Source("p.kina", f"fn @main(a: {_t(8, 8)}) -> {_t(8, 8)} {{ (a @ a).tanh() }}"), "mlir")[0]
    worker = Worker.start(emitted.text, emitted.options)
    assert worker.proc is None and worker.share([], [], 0) == set() and worker.result() == []


GATHER = """fn @main(table: tensor<F32, [256, 32], @host>, ids: tensor<I64, [16], @host>, w: tensor<F32, [32, 32], @host>)
    -> tensor<F32, [16, 32], @host> {
  let e = table.take(ids, axis=0) in (e @ w).tanh() + e
}"""


def test_scalar_kernels_keep_llvms_optimiser_and_equal_one_module(monkeypatch):
    """Kernels MLIR vectorised are optimised at llvm.VECTORISED_OPT, those it left scalar (a
    gather) at the build's level; the objects give the numbers of the module compiled whole."""
    from kina_mlir.codegen import llvm, parallel
    from kina_mlir.options import DEFAULT_OPT, CodegenOptions

    ir = _llvm_ir(GATHER, "g.kina")
    _, kernels = parallel.split_glue(ir) or (None, ir)
    vectorised, scalar = parallel.split_vectorised(kernels)
    assert re.search(r"^define .*@kernel", vectorised, re.M) and re.search(r"^define .*@kernel", scalar, re.M)
    assert "x float>" in vectorised and not re.search(r"<\d+ x ", "".join(
        line for line in scalar.split("\n") if not line.startswith(("declare", "attributes", "!"))))
    levels = []
    real_opt = llvm.optimize
    monkeypatch.setattr(llvm, "optimize", lambda ir_, opt=1, **kw: levels.append(opt) or real_opt(ir_, opt, **kw))
    assert len(parallel.kernel_objects(kernels, CodegenOptions(opt=DEFAULT_OPT))) == 2
    assert levels == [llvm.VECTORISED_OPT, DEFAULT_OPT]
    monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "0")
    rng = np.random.default_rng(2)
    args = [rng.standard_normal((256, 32)).astype(np.float32), rng.integers(0, 256, 16),
            rng.standard_normal((32, 32)).astype(np.float32)]
    monkeypatch.setenv("KINA_WORKER_MIN_LINES", "0")
    apart = kina.compile_source(GATHER, path="g.kina", backend="native").main(*args)
    monkeypatch.setenv("KINA_WORKER_MIN_LINES", str(10**9))
    whole = kina.compile_source(GATHER, path="g.kina", backend="native").main(*args)
    np.testing.assert_array_equal(apart, whole)


def test_worker_objects_are_framed_and_a_torn_frame_is_rebuilt_here():
    import io

    from kina_mlir.codegen.parallel import END, frame, read_frame

    objects = [b"\x7fELF one", b"\x7fELF two, longer"]
    assert read_frame(io.BytesIO(frame(objects))) == objects
    # read up to END, not to the end of the stream (the worker's exit): what follows is not waited for
    assert read_frame(io.BytesIO(frame(objects) + b"more")) == objects and frame([]) == END
    assert read_frame(io.BytesIO(frame(objects)[:-3])) is None  # the worker died writing: built here
    assert read_frame(io.BytesIO(frame(objects)[:-8])) is None  # ... or before its END
    assert read_frame(io.BytesIO(b"")) is None and read_frame(io.BytesIO(END)) == []



def test_a_kina_loops_body_is_outlined_statement_by_statement():
    """A Kina loop (its scf.for marked outline.LOOP_ATTR by the emitter) stays in the glue and the
    statements of its body are kernels: the vectorised ones (the tanh) are compiled with the
    vectorised kernels, the scalar ones (the concat of two slices, read through tensor.extract)
    with the scalar kernels, which get LLVM's optimiser. Outlined whole, the loop was one kernel
    holding both."""
    from kina_mlir.codegen import parallel

    src = f"""fn @main(x: {_t(64, 128)}) -> {_t(64, 128)} {{
  let y = loop (h = x) for i < 4 {{
    let t = (h * 0.5).tanh() in
    t.slice(start=[0, 64], size=[64, 64]).concat(t.slice(start=[0, 0], size=[64, 64]), axis=1)
  }} in
  y * x
}}"""
    ir = _llvm_ir(src, "mixed.kina")
    glue, kernels = parallel.split_glue(ir)
    assert re.search(r"^define .*@kina\.u\.main\(", glue, re.M) and "br " in glue  # the loop's branches are the glue's
    assert outline.MIXED_SUFFIX not in kernels  # no kernel holds the whole loop
    vectorised, scalar = parallel.split_vectorised(kernels)
    assert re.search(r"^define .*@kernel\.\d+\(", vectorised, re.M) and re.search(r"^define .*@kernel\.\d+\(", scalar, re.M)
    rng = np.random.default_rng(3)
    x = rng.standard_normal((64, 128)).astype(np.float32)
    got = kina.compile_source(src, path="mixed.kina", backend="native").main(x)
    want = x
    for _ in range(4):
        t = np.tanh(want * 0.5)
        want = np.concatenate([t[:, 64:], t[:, :64]], axis=1)
    np.testing.assert_allclose(got, want * x, rtol=1e-5, atol=1e-6)


def test_a_mixed_kernel_goes_with_the_scalar_ones():
    """A kernel statement holding vector ops and linalg ops still to become scalar loops (a Kina
    loop whose mark a pass dropped, outlined whole) is named with outline.MIXED_SUFFIX and gets
    LLVM's optimiser with the scalar kernels."""
    from kina_mlir.codegen import parallel

    assert outline.is_mixed("%0 = vector.transfer_read %a\nlinalg.generic {") and not outline.is_mixed("vector.fma")
    assert not outline.is_mixed("linalg.generic {")
    ir = ("define void @kernel.0.mixed(ptr %0) {\n  %v = load <4 x float>, ptr %0\n}\n"
          "define void @kernel.1(ptr %0) {\n  %v = load <4 x float>, ptr %0\n}\n")
    vectorised, scalar = parallel.split_vectorised(ir)
    assert "@kernel.0.mixed(" in scalar and "@kernel.1(" in vectorised and "@kernel.0.mixed(" not in vectorised
    # a function called across is declared where it is called (a generic matmul routine's wrapper)
    ir = ir.replace("define void @kernel.1(ptr %0) {\n", "define void @kernel.1(ptr %0) {\n  call void @kernel.0.mixed(ptr %0)\n")
    vectorised, scalar = parallel.split_vectorised(ir)
    assert "declare hidden void @kernel.0.mixed(ptr %0)" in vectorised and "declare" not in scalar


def test_a_small_scalar_kernel_skips_llvms_optimiser_and_gives_the_same_numbers(monkeypatch):
    """A scalar kernel on buffers of at most outline.SMALL_KERNEL_ELEMENTS elements (and no loop
    of its own) is named with outline.SMALL_SUFFIX and compiled with the vectorised kernels, which
    skip LLVM's optimiser; a larger one keeps it."""
    from kina_mlir.codegen import parallel

    assert outline.is_small("%0 = linalg.generic ins(%a : memref<16x32xf32>) outs(%b : memref<16xf32>)")
    assert not outline.is_small("linalg.generic ins(%a : memref<64x128xf32>)")  # 8192 elements
    assert not outline.is_small("%v = vector.transfer_read %a : memref<4xf32>")  # vectorised already
    assert not outline.is_small("scf.for %i = %c0 to %c4 step %c1 { memref.load %a : memref<4xf32> }")
    assert not outline.is_small("linalg.generic ins(%a : memref<?x4xf32>)") and not outline.is_small("memref<4x?xf32>")
    small = GATHER.replace("[256, 32]", "[16, 8]").replace("[32, 32]", "[8, 8]").replace("[16, 32]", "[16, 8]")
    ir = _llvm_ir(small, "s.kina")
    _, kernels = parallel.split_glue(ir) or (None, ir)
    vectorised, scalar = parallel.split_vectorised(kernels)
    assert re.search(rf"^define .*@kernel\.\d+{re.escape(outline.SMALL_SUFFIX)}\(", vectorised, re.M)
    assert outline.SMALL_SUFFIX not in scalar
    _, big = parallel.split_glue(_llvm_ir(GATHER, "g.kina"))
    gather = [n for n in re.findall(r"^define hidden .*?@(kernel\.[0-9a-z.]+)\(", parallel.split_vectorised(big)[1], re.M)]
    assert gather and not any(n.endswith(outline.SMALL_SUFFIX) for n in gather)  # a table of 8192 elements
    rng = np.random.default_rng(4)
    args = [rng.standard_normal((16, 8)).astype(np.float32), rng.integers(0, 16, 16), rng.standard_normal((8, 8)).astype(np.float32)]
    got = kina.compile_source(small, path="s.kina", backend="native").main(*args)
    e = args[0][args[1]]
    np.testing.assert_allclose(got, np.tanh(e @ args[2]) + e, rtol=1e-5, atol=1e-6)
