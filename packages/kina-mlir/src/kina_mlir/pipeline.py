"""Stage `llvm-mlir`: MLIR on tensors -> the LLVM dialect. The pipeline is read top to bottom in
`lower_to_llvm_dialect`; each group of MLIR passes is a list built by a named function below, and
every choice reads a fact the emitter returned (an EmittedModule) or a CodegenOptions field.

Why this order (docs/toolchain.md, "The pass pipeline"): the matmul schedule runs on the emitted
module, before fusion (which would fold a batched matmul's collapse_shape back into a 4-D
generic); fusion then gives one loop nest per fused chain, which the elementwise schedule
vectorises; bufferization and deallocation follow, then the kernels are outlined on buffers (each
distinct one lowered once) and the rest is lowered to loops, vectors and the LLVM dialect."""
from __future__ import annotations

from .bindings import LoweringError, Reuse, interpret, lowered_ops, parse_verified, run_passes
from .transforms.broadcasts import duplicate_broadcasts
from .transforms.conv import apply_conv_schedule
from .transforms.destinations import sink_empty_tensors
from .transforms.elementwise import apply_elementwise_schedule, lower_transposes
from .transforms.matmul import apply_matmul_schedule
from .transforms.matmul_routines import declare as declare_routines
from .transforms.matmul_routines import drop_unused as drop_unused_routines
from .transforms.outline import define, outline_kernels, routine_kernel


def prune() -> list[str]:
    """Results no caller uses are removed with the work behind them (a step discards the
    cotangents of its data: the MLP-1024 step's input gradient, a sixth of its matmuls). Functions
    nobody calls go first (symbol-dce: a differentiated function's forward-only original), which
    remove-dead-values would otherwise take apart: with a call of a matmul routine inside
    (transforms/matmul_routines.py), it left that call with null operands and crashed."""
    return ["symbol-dce", "remove-dead-values"]


def fusion() -> list[str]:
    return ["func.func(linalg-fuse-elementwise-ops)", "canonicalize", "cse"]


def hoisting(loops: bool) -> list[str]:
    """Work a Kina loop's block does on captured values alone (the packed panels of a weight's
    matmul, a transpose of it) runs once before the loop, not at every iteration: on tensors
    that work is pure, so loop-invariant code motion may move it. Only for modules with Kina
    loops: the others' code stays as it was. The destinations it hoists go back in the loops
    next (transforms/destinations.py)."""
    return ["loop-invariant-code-motion", "canonicalize", "cse"] if loops else []


def deallocation(parts: bool) -> list[str]:
    """MLIR's deallocation pipeline; a module with split parts skips its simplification, whose alias
    analysis is quadratic in the buffers live across the calls of a split function's spine."""
    if parts:
        return ["expand-realloc", "ownership-based-buffer-deallocation", "canonicalize",
                "bufferization-lower-deallocations", "cse", "canonicalize"]
    return ["buffer-deallocation-pipeline"]


def bufferization(parts: bool, parallel_elementwise: bool) -> list[str]:
    """Tensors -> buffers, deallocation included: bufferize, then deallocate."""
    return [*bufferize(parallel_elementwise), *deallocate(parts)]


def bufferize(parallel_elementwise: bool) -> list[str]:
    """Tensors -> buffers, none freed yet. `parallel_elementwise`: a generic split over threads but left scalar
    writes its chunk of an output its body never reads, and canonicalization gives each chunk a
    tensor.empty of its own, which would be allocated inside the OpenMP region;
    eliminate-empty-tensors makes it the chunk of the shared output again.
    allow-return-allocs-from-loops: a Kina loop's block may yield a new buffer as its carry (a
    carry's new value is rarely its old buffer written in place); without it bufferization
    rejects the loop ("Yield operand #0 is not equivalent to the corresponding iter bbArg").
    unknown-type-conversion=identity-layout-map: a loop's carries and an `if`'s results get
    identity layouts, not fully dynamic ones (`strided<[?], offset: ?>`): copying those into a
    function's result would call `memrefCopy`, which is not linked (docs/toolchain.md)."""
    return [*(["eliminate-empty-tensors"] if parallel_elementwise else []),
            "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map "
            "unknown-type-conversion=identity-layout-map allow-return-allocs-from-loops}",
            "drop-equivalent-buffer-results"]


def deallocate(parts: bool) -> list[str]:
    """Every buffer freed (deallocation) and the deallocation ops lowered."""
    return [*deallocation(parts), "convert-bufferization-to-memref"]


def kernel_cleanup() -> list[str]:
    """What the deallocation pipeline's canonicalize, cse, canonicalize did to a kernel outlined after
    it (a kernel allocates nothing, so its other passes leave it as it is): run on the kernels outlined
    before it instead (lower_to_llvm_dialect)."""
    return ["canonicalize", "cse"]


def openmp(threads: int) -> list[str]:
    """scf.forall chunks -> an OpenMP worksharing loop for the compiled thread count (nothing in
    the region allocates, so the malloc guard is never reached from a worker thread)."""
    return ["scf-forall-to-parallel", f"convert-scf-to-openmp{{num-threads={threads}}}"]


# Every OpenMP loop hands out its iterations (a kernel's chunks: transforms/tiling.py) to the threads
# as they come free instead of in fixed shares: a split matmul has CHUNKS_PER_THREAD chunks per
# thread, and a loop of one chunk per thread runs as before. A transform script, not a walk of the
# module from Python (a cold compile's module has thousands of ops).
# In a list of passes (lower_module, a worker's payload): apply DYNAMIC_SCHEDULES at this point.
DYNAMIC_SCHEDULES_STEP = "kina-dynamic-schedules"
DYNAMIC_SCHEDULES = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["omp.wsloop"]} in %root : (!transform.any_op) -> !transform.any_op
    %dynamic = transform.param.constant #omp<schedulekind dynamic> -> !transform.any_param
    transform.annotate %loops "schedule_kind" = %dynamic : !transform.any_op, !transform.any_param
    transform.yield
  }
}"""


def loops_and_vectors() -> list[str]:
    """Linalg -> loops; the schedules' vector ops -> inner reductions and fully unrolled
    transfers (the vectors are register-sized)."""
    return ["func.func(convert-linalg-to-loops,lower-vector-multi-reduction{lowering-strategy=inner-reduction},"
            "convert-vector-to-scf{full-unroll=true})", "canonicalize", "cse"]


def to_llvm() -> list[str]:
    """Everything left -> the LLVM dialect. math-to-libm after math-to-llvm (which takes rsqrt)
    and both before vector-to-llvm, which must still see the extracts math-to-libm leaves around a
    vectorised erf; one convert-to-llvm for the rest (arith, cf, func with its C interfaces,
    memref, ub, omp); canonicalize and cse fold the memref descriptors' insertvalue/extractvalue
    chains before translation (half the LLVM IR)."""
    return ["convert-scf-to-cf", "expand-strided-metadata", "lower-affine", "convert-math-to-llvm", "convert-math-to-libm",
            "convert-vector-to-llvm{reassociate-fp-reductions}", "convert-to-llvm", "reconcile-unrealized-casts",
            "canonicalize", "cse"]


def routine_passes(threads: int) -> list[str]:
    """What a matmul routine gets in the worker after its schedule (transforms/matmul_routines.py):
    the clean-up and bufferization the module's matmuls get before outlining (fusion's canonicalize
    and cse; bufferize, in place into its third argument), then a kernel's passes."""
    return ["canonicalize", "cse", "one-shot-bufferize{unknown-type-conversion=identity-layout-map}", *kernel_passes(threads)]


class LLVMDialectModule:
    """Stage `llvm-mlir`'s value: a module in the LLVM dialect, handed to the next stage in memory
    (no print and re-parse); `str()` prints it for `--emit llvm-mlir`. `emitted`: the
    EmittedModule it came from; `openmp`: whether it holds OpenMP regions (jit loads the runtime);
    `reuse`: the bindings.Reuse of its context, if it was lowered with one."""

    def __init__(self, ctx, module, emitted=None, openmp: bool = False, reuse=None):
        self.ctx, self.module, self.emitted, self.openmp, self.reuse = ctx, module, emitted, openmp, reuse

    def __str__(self) -> str:
        with self.ctx:
            return str(self.module)


def _step(what: str, run, *args):
    try:
        return run(*args)
    except LoweringError:
        raise
    except Exception as e:
        raise LoweringError(f"{what} failed: {e}") from None


def lower_to_llvm_dialect(emitted, share=None, prebuild=None) -> LLVMDialectModule:
    """The emitted module lowered to the LLVM dialect. `share(passes, kernels, glue)`: kernels
    another process lowers with `passes` (codegen/parallel.py); this module only declares them.
    `prebuild(passes, kernels)`: kernels known before outlining (the transpose routines the
    elementwise schedule planned), which that process may build with the passes `share` will get
    while this one still bufferizes and outlines (Worker.prebuild).

    With a `share`, the kernels are outlined before deallocation (outline_kernels'
    before_deallocation) where that is safe: the deallocation pipeline, whose canonicalizations and
    alias analysis took a quarter of the MLIR time before outlining (the StoryLM medium step: 59 ms
    on the whole module, 23 on the module without the shared kernels), then runs on the glue and the
    kernels kept here, and the other process gets its kernels that much earlier, with what
    deallocation and the threads did to them as passes of their own."""
    options = emitted.options
    verify = options.verify_each
    reuse = Reuse()  # the last passes' managers, for the kernels built here after the module (Worker.result)
    ctx, module = parse_verified(emitted.text, reuse.ctx)
    with ctx:
        if emitted.private:
            _step("removing unused results", run_passes, prune(), module, verify)
        if emitted.routines:
            _step("unused matmul routines", drop_unused_routines, module, emitted.routines)
        _step("the convolution schedule", apply_conv_schedule, module, emitted.conv_plans)
        # with routines too (no matmul left to schedule here): its clean-up's CSE is what lets fusion
        # put a weight's transpose into the packing of its panels (skipped, the Hessian-vector
        # product's step copied w2 transposed in plain loops: 1.10x; docs/performance.md)
        _step("the matmul schedule", apply_matmul_schedule, module, emitted.matmul_plans)
        parallel_elementwise, planned = False, set()
        if options.vectorise:
            _step("broadcasts for each user", duplicate_broadcasts, module)
            _step("fusion", run_passes, fusion(), module, verify)
            parallel_elementwise = _step("the elementwise schedule", apply_elementwise_schedule, module, options, planned)
        # a threaded transpose routine counts (its own OpenMP loop, built with the threads' passes:
        # those the routine library's was; on one thread's it would be built here, its loop unscheduled)
        threaded_routines = any(t > 1 for _, t, _ in planned)  # planned: (edges, threads, tile)
        threads = options.threads if (emitted.parallel_kernels or parallel_elementwise or threaded_routines) else 1
        rest = [*loops_and_vectors(), *to_llvm()]
        early = kernel_passes(threads)
        if options.outline and share is not None and prebuild is not None and planned:
            prebuild(early, [routine_kernel(*key) for key in sorted(planned)])
        to_buffers = bufferize(parallel_elementwise and threads > 1)
        if emitted.loops:  # loop-invariant work out of the loops, and their destinations back in
            _step("hoisting", run_passes, [*fusion(), *hoisting(True)], module, verify)
            _step("remaking destinations in the loops", sink_empty_tensors, module)
        else:
            to_buffers = [*fusion(), *to_buffers]
        _step("bufferization", run_passes, to_buffers, module, verify)
        if emitted.routines:  # defined by the worker (transforms/matmul_routines.py)
            _step("matmul routines declared", declare_routines, module, emitted.routines)
        outlined, kept = 0, []
        if options.outline and share is not None:
            outlined = _step("outlining kernels before deallocation", outline_kernels, module,
                             lambda kernels, glue: share(early, kernels, glue), None, True, kept)
        _step("deallocation", run_passes, deallocate(emitted.parts), module, verify)
        if kept:  # the kernels kept here, as deallocation would have left them
            _step("the kernels kept here", define, module, kept, kernel_cleanup())
        if threads > 1:
            _step("threads", run_passes, openmp(threads), module, verify)
            _step("dynamic schedules", interpret, module, DYNAMIC_SCHEDULES)
        if options.outline and not outlined:
            handover = None if share is None else (lambda kernels, glue: share(rest, kernels, glue))
            _step("outlining kernels", outline_kernels, module, handover)
    return lower_module(ctx, module, rest, verify, emitted=emitted, reuse=reuse)


def lower_module(ctx, module, passes: list[str], verify_each: bool = False, emitted=None, reuse=None) -> LLVMDialectModule:
    """Run `passes` on `module` (in `ctx`; DYNAMIC_SCHEDULES_STEP among them applies DYNAMIC_SCHEDULES),
    after lowering its 16×16 transposes to shuffle networks
    (once per distinct kernel, after outlining); check that only LLVM and OpenMP ops are left,
    because the translator would crash on any other. Whether it holds OpenMP regions is read off
    the same walk: the schedules' and a threaded transpose routine's alike. `reuse`: a
    bindings.Reuse whose context is `ctx` (the pass managers and scripts are its)."""
    with ctx:
        try:
            lower_transposes(module, reuse)
            segment: list[str] = []
            for name in [*passes, None]:  # None: the end, where the last segment runs
                if name is None or name == DYNAMIC_SCHEDULES_STEP:
                    if segment:
                        run_passes(segment, module, verify_each, reuse)
                    if name is not None:
                        interpret(module, DYNAMIC_SCHEDULES, reuse)
                    segment = []
                else:
                    segment.append(name)
            module.operation.verify()  # what reaches the translator is valid, checked or not between passes
        except Exception as e:
            raise LoweringError(f"lowering to the LLVM dialect failed: {e}") from None
        leftovers, openmp = lowered_ops(module)
        if leftovers:
            raise LoweringError("ops left after lowering to the LLVM dialect (the pipeline missed them): " + ", ".join(sorted(leftovers)))
    return LLVMDialectModule(ctx, module, emitted, openmp, reuse)


def kernel_passes(threads: int) -> list[str]:
    """The passes of kernels outlined before deallocation (lower_to_llvm_dialect's `early`): what
    deallocation's canonicalizations would have done to them, the threads' conversion where the
    module runs on `threads` > 1, then the rest of the pipeline."""
    on_threads = [*openmp(threads), DYNAMIC_SCHEDULES_STEP] if threads > 1 else []
    return [*kernel_cleanup(), *on_threads, *loops_and_vectors(), *to_llvm()]


def stage(emitted, ctx) -> LLVMDialectModule:
    """Stage `llvm-mlir`."""
    return lower_to_llvm_dialect(emitted)


def whole_pipeline(parts: bool = False) -> list[str]:
    """Every MLIR pass a module without schedules, threads or outlining goes through, in order
    (what `mlir-opt --pass-pipeline` runs on a golden: tests/mlir/emit/test_golden.py)."""
    return [*fusion(), *bufferization(parts, False), *loops_and_vectors(), *to_llvm()]
