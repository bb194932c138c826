"""MLIR on tensors -> LLVM dialect -> LLVM IR text, through the MLIR Python bindings."""
from __future__ import annotations

import re

# The pipeline of toolchain-notes.md, plus elementwise fusion on tensors first and a
# canonicalize/cse after the loops: one loop nest per fused chain instead of one per op,
# about 35% less LLVM IR (LLVM O3 time falls with it) and fewer temporaries. math.erf has no LLVM
# intrinsic: convert-math-to-libm (after math-to-llvm, which takes rsqrt first) calls erf/erff.
# Both run before convert-vector-to-llvm: math-to-libm scalarises a vectorised erf into
# vector.extract/insert around the calls, which the vector conversion must still see.
# The transform schedules of schedule.py run before it (on the emitted module: fusion would fold
# the batch collapse_shape of a batched matmul back into a 4-D generic). The vector ops they leave
# are lowered inside func.func after convert-linalg-to-loops (multi-reductions to inner
# reductions, transfers to scf, fully unrolled: the vectors are register-sized), and by
# convert-vector-to-llvm{reassociate-fp-reductions} (convert-to-llvm ignores that option; a 16×16
# vector.transpose is a shuffle network by then: schedule.lower_transposes); then
# one convert-to-llvm converts the rest (arith, cf, func with its C interfaces, memref, ub, math)
# in a single walk: the same LLVM IR up to instruction order as the eight separate conversion
# passes it replaced, in 0.10 s instead of 0.13 s for the medium step. A canonicalize and a cse on
# the LLVM dialect close it: the conversions leave every memref as a descriptor struct built with
# insertvalue and read back with extractvalue at each use (and each call passes the fields one by
# one), which MLIR folds faster than LLVM's InstCombine after a round trip through text. The LLVM
# IR shrinks to 40 % (glue) and 50 % (kernels) of its lines, and translation, llvmlite's parse and
# LLVM's passes take less time than the two passes add: StoryLM medium step, in one process,
# medians of 4 alternated runs: 493 -> 398 ms from these passes to the objects.
# With VECTORISE_ELEMENTWISE, FUSION runs between the matmul schedule and the second schedule
# (fused generics are what it vectorises); the pipeline's own fusion is then a no-op.
FUSION = "builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)"
# First, in a module with private functions (emit.emit_module: the callees of the function an
# artifact exports): results that no caller uses are removed with the work that computes them
# (reverseMode returns every cotangent; a step discards those of its data and constants: the
# MLP-1024 step's input gradient, a sixth of its matmuls; the StoryLM steps' mask and scale).
PRUNE = "builtin.module(remove-dead-values)"
PIPELINE = ("builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse,"
            "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
            "drop-equivalent-buffer-results,buffer-deallocation-pipeline,convert-bufferization-to-memref,"
            "func.func(convert-linalg-to-loops,lower-vector-multi-reduction{lowering-strategy=inner-reduction},"
            "convert-vector-to-scf{full-unroll=true}),canonicalize,cse,"
            "convert-scf-to-cf,expand-strided-metadata,lower-affine,convert-math-to-llvm,convert-math-to-libm,"
            "convert-vector-to-llvm{reassociate-fp-reductions},convert-to-llvm,reconcile-unrealized-casts,"
            "canonicalize,cse)")


# A module with split parts (split.py: a generated program thousands of bindings long) skips
# buffer-deallocation-simplification: its alias analysis is quadratic in the memrefs live across
# the calls of the split function's spine (a 5,000-step reverseMode body: 47 s of 97). Deallocs
# it would have proven unneeded are checked at run time instead; hand-written programs keep it.
PIPELINE_SPLIT = PIPELINE.replace(
    "buffer-deallocation-pipeline,",
    "expand-realloc,ownership-based-buffer-deallocation,canonicalize,bufferization-lower-deallocations,cse,canonicalize,")
assert PIPELINE_SPLIT != PIPELINE


# Threads (schedule.PAR_MIN_MACS, threads.py): a module with a parallel matmul (its forall loops,
# bufferized in place into subviews of the shared output) turns each scf.forall into an
# scf.parallel and then an OpenMP worksharing loop for the thread count it was compiled for, before
# the loops are lowered to cf; convert-to-llvm then makes the region LLVM (the omp dialect's own
# conversion interface: the same LLVM IR, byte for byte, as a separate convert-openmp-to-llvm, which
# cost 12 ms of a walk over the whole module on the StoryLM medium step; its body is outlined
# into a function that libiomp5's __kmpc_fork_call runs on each thread). Nothing inside the region
# allocates: the tiles are subviews of the operands and the vector accumulators live in registers
# (tests/runtime/test_parallel_matmul.py checks that no malloc is called from an outlined region),
# so the malloc guard (guard.py), whose longjmp target is per thread, is never reached from a worker.
# A module without one runs PIPELINE unchanged.
def pipeline_for(text: str, threads: int, parallel: bool = False) -> str:
    """`parallel`: the elementwise schedule split some generics over threads (schedule.py)."""
    from .schedule import PAR_ATTR
    from .split import PART_ATTRIBUTES

    pipeline = PIPELINE_SPLIT if PART_ATTRIBUTES in text else PIPELINE
    if threads < 2 or (PAR_ATTR not in text and not parallel):
        return pipeline
    if parallel:
        # A generic split over threads but left scalar writes its chunk of an output its body
        # never reads; canonicalization gives each chunk a tensor.empty of its own, which would be
        # allocated inside the region (and copied out). eliminate-empty-tensors makes it the
        # chunk of the shared output again (0.04 s on the transformer step: only when needed).
        pipeline = pipeline.replace("one-shot-bufferize{", "eliminate-empty-tensors,one-shot-bufferize{", 1)
    return pipeline.replace("convert-bufferization-to-memref,", "convert-bufferization-to-memref,scf-forall-to-parallel,"
                            f"convert-scf-to-openmp{{num-threads={threads}}},")


# The second schedule of schedule.py (elementwise and reduction generics along their contiguous dim).
VECTORISE_ELEMENTWISE = True
# One function per repeated kernel (outline.py), outlined where the pipeline has bufferized
# everything (and made OpenMP regions) but not yet lowered loops and vectors.
OUTLINE_KERNELS = True
_LOOPS = ",func.func(convert-linalg-to-loops,"


def split_at_buffers(pipeline: str) -> tuple[str, str]:
    """`pipeline` as two pipelines: up to bufferized code, and from there to the LLVM dialect."""
    cut = pipeline.index(_LOOPS)
    return pipeline[:cut] + ")", "builtin.module(" + pipeline[cut + 1:]


class LoweringError(Exception):
    """MLIR rejected a module: a verifier or pass failure, with MLIR's diagnostics."""


def _context():
    from torch_mlir import ir

    return ir.Context()


def parse_verified(text: str):
    from torch_mlir import ir

    ctx = _context()
    with ctx:
        try:
            module = ir.Module.parse(text)
            module.operation.verify()
        except Exception as e:  # the bindings raise MLIRError with the diagnostics
            raise LoweringError(f"MLIR rejected the emitted module: {_kina_locations(str(e), text)}") from None
    return ctx, module


_TEXT_POS = re.compile(r'"-":(\d+):(\d+)')
_LOC = re.compile(r'loc\("([^"]*)":(\d+):(\d+)\)')


def _kina_locations(message: str, text: str) -> str:
    """Name Kina source positions: verifier errors print our loc(...) as
    "file":line:col; parse errors print positions in the MLIR text, which we map
    to the loc of the op on that line."""
    message = _LOC.sub(lambda m: f"{m.group(1)}:{m.group(2)}:{m.group(3)}", message)
    message = re.sub(r'"([^"]+\.kina)":(\d+):(\d+)', r"\1:\2:\3", message)
    lines = text.split("\n")

    def at(m):
        n = int(m.group(1))
        for line in lines[n - 1: n + 200]:
            loc = _LOC.search(line)
            if loc:
                return f"{m.group(0)} (at {loc.group(1)}:{loc.group(2)}:{loc.group(3)})"
        return m.group(0)
    return _TEXT_POS.sub(at, message)


class LLVMDialectModule:
    """A module in the LLVM dialect, handed to the next stage in memory (no print and
    re-parse); `str()` prints it for `--emit llvm-mlir`. `openmp`: whether the pipeline made
    OpenMP regions (a parallel matmul), so the jit backend loads the runtime."""

    def __init__(self, ctx, module, openmp: bool = False):
        self.ctx, self.module, self.openmp = ctx, module, openmp

    def __str__(self) -> str:
        with self.ctx:
            return str(self.module)


def run_passes(pipeline: str, module, verify_each: bool | None = None) -> None:
    """Run a textual pass pipeline on `module` in place (in its context). MLIR's verifier runs
    after every pass only with KINA_VERIFY=1 (as Kina's own passes: the tests set it): it took
    more than half of the pipeline's time (≈ 3 ms per pass on the StoryLM medium step, 130 ms of
    230), so by default lower_to_llvm_dialect verifies once, at the end. `verify_each`: given
    (the codegen worker: kina.compiler and its imports would cost it 14 ms), or KINA_VERIFY's."""
    from torch_mlir import passmanager

    if verify_each is None:
        from kina.compiler import verify_enabled

        verify_each = verify_enabled()
    pm = passmanager.PassManager.parse(pipeline)
    pm.enable_verifier(verify_each)
    pm.run(module.operation)


def lower_to_llvm_dialect(text: str, share=None) -> LLVMDialectModule:
    """`text` lowered to the LLVM dialect. `share(pipeline, kernels, glue)`: kernels another
    process lowers with `pipeline` (codegen_split.Worker.share); this module only declares them."""
    ctx, module = parse_verified(text)
    with ctx:
        from . import schedule

        parallel = False
        if "func.func private @" in text:
            try:
                run_passes(PRUNE, module)
            except Exception as e:
                raise LoweringError(f"removing unused results failed: {e}") from None
        try:
            schedule.apply(module, text)
            if VECTORISE_ELEMENTWISE:
                # fuse first, then vectorise the fused generics (schedule.apply_elementwise)
                run_passes(FUSION, module)
                parallel = schedule.apply_elementwise(module)
        except Exception as e:
            raise LoweringError(f"the transform schedule failed: {e}") from None
        try:
            from .threads import parallel_threads

            pipeline = rest = pipeline_for(text, parallel_threads(), parallel)
            if OUTLINE_KERNELS:  # on buffers, between the two halves (outline.py)
                on_buffers, rest = split_at_buffers(pipeline)
                run_passes(on_buffers, module)
                from .outline import outline_kernels

                outline_kernels(module, None if share is None else lambda kernels, glue: share(rest, kernels, glue))
        except Exception as e:
            raise LoweringError(f"lowering to the LLVM dialect failed: {e}") from None
    return lower_module(ctx, module, rest, openmp="convert-scf-to-openmp" in pipeline)


def lower_module(ctx, module, pipeline: str, openmp: bool = False, verify_each: bool | None = None) -> LLVMDialectModule:
    """Run `pipeline` on `module` (in `ctx`); check that only LLVM ops are left."""
    with ctx:
        try:
            from .schedule import lower_transposes

            lower_transposes(module)  # after outlining (when on): once per distinct kernel
            run_passes(pipeline, module, verify_each)
            module.operation.verify()  # what reaches the translator is valid, checked or not between passes
        except Exception as e:
            raise LoweringError(f"lowering to the LLVM dialect failed: {e}") from None
        leftovers = _non_llvm_ops(module)
        if leftovers:
            # the translator segfaults on these; stop with a clear internal error instead
            raise LoweringError("ops left after lowering to the LLVM dialect (the pipeline missed them): " + ", ".join(sorted(leftovers)))
    return LLVMDialectModule(ctx, module, openmp=openmp)


def warm_up() -> None:
    """Import the bindings and register their dialects and passes (a worker, before its input)."""
    ctx, module = parse_verified("module {}")
    with ctx:
        run_passes(FUSION, module, False)


def to_llvm_dialect(text: str) -> str:
    return str(lower_to_llvm_dialect(text))


def top_level_ops(module) -> list:
    """The ops of `module`'s body as plain Operations: wrapping one in its OpView class (as
    `module.body.operations` does) imports its dialect's generated Python classes (the transform
    dialect's: 5 ms per process)."""
    from torch_mlir import ir

    found = []

    def visit(op):
        if op.operation.name == "builtin.module":
            return ir.WalkResult.ADVANCE
        found.append(op)
        return ir.WalkResult.SKIP
    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def _non_llvm_ops(module) -> set[str]:
    # Operation.walk hands the callback plain Operations: iterating blocks would wrap each op in
    # its dialect's OpView class and import that dialect's generated Python module (the llvm
    # dialect's alone: 0.2 s of a cold compile) just to read op names.
    from torch_mlir import ir

    found = set()

    def visit(op):
        name = op.name
        # omp.* (a parallel matmul's region): translated to LLVM IR by the OpenMP translation
        if not name.startswith(("llvm.", "omp.", "builtin.module")):
            found.add(name)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return found


_LITERAL = re.compile(r"(?<![\w.%@$])(?:f0x[0-9A-Fa-f]+|0x[0-9A-Fa-f]+|[-+]?(?:[0-9]+\.[0-9]*(?:e[-+]?[0-9]+)?|[0-9]+e[-+]?[0-9]+|inf|nan|qnan|snan))(?![\w.])")
_TYPE = re.compile(r"\b(half|bfloat|float|double)\b")
# a line that could hold a literal to rewrite (most float-typed lines hold none: skipped fast)
_CANDIDATE = re.compile(r"[0-9]\.|[0-9][eE][-+]?[0-9]|inf|nan|f0x")


def translate_to_llvm_ir(llvm_dialect) -> str:
    """LLVM IR text that llvmlite's older parser accepts (float constants in hex).
    `llvm_dialect`: a LLVMDialectModule (in memory) or its text."""
    from torch_mlir import ir
    # the C extension itself: torch_mlir.dialects.llvm would also import the dialect's generated
    # op classes (0.2 s per fresh process) for this one function
    from torch_mlir._mlir_libs._mlirDialectsLLVM import translate_module_to_llvmir

    if isinstance(llvm_dialect, LLVMDialectModule):
        with llvm_dialect.ctx:  # lowered by us: only LLVM ops are left (checked there)
            text = translate_module_to_llvmir(llvm_dialect.module.operation)
        return hex_float_constants(text)
    with _context():
        module = ir.Module.parse(llvm_dialect)
        if _non_llvm_ops(module):
            raise LoweringError("refusing to translate a module with non-LLVM ops")
        text = translate_module_to_llvmir(module.operation)
    return hex_float_constants(text)


def _hex(kind: str, literal: str) -> str | None:
    """A float literal of type `kind` in the hex form every LLVM version parses (double bits)."""
    import struct

    low = literal.lower()
    if low.startswith("0x"):
        return None  # already hex
    if low.startswith("f0x"):
        bits = int(low[3:], 16)
        value = struct.unpack("<f", struct.pack("<I", bits))[0] if kind == "float" else struct.unpack("<d", struct.pack("<Q", bits))[0]
        if kind not in ("float", "double"):
            return None
    else:
        sign = -1.0 if low.startswith("-") else 1.0
        core = low.lstrip("+-")
        if core in ("nan", "qnan", "snan"):
            return "0x7FF8000000000000" if sign > 0 else "0xFFF8000000000000"
        value = sign * float("inf") if core == "inf" else float(low)
        if kind == "float":
            value = struct.unpack("<f", struct.pack("<f", value))[0]  # the float it denotes, widened exactly
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", value))[0]


def hex_float_constants(text: str) -> str:
    """Rewrite float literals after a float-typed operand to hex (LLVM 24 prints
    decimal, inf, qnan and f0x forms that llvmlite's LLVM 22 parser rejects)."""
    out = []
    for line in text.split("\n"):
        if line.startswith(("!", ";", "source_filename", "target ")) or not _CANDIDATE.search(line) or not _TYPE.search(line):
            out.append(line)
            continue
        parts = line.split('"')
        for i in range(0, len(parts), 2):  # outside string literals only
            seg = parts[i]
            pieces, last = [], 0
            for m in _LITERAL.finditer(seg):
                kinds = _TYPE.findall(seg, 0, m.start())
                if not kinds or kinds[-1] not in ("float", "double"):
                    continue
                if re.fullmatch(r"[-+]?[0-9]+", m.group(0)):
                    continue
                rep = _hex(kinds[-1], m.group(0))
                if rep is None:
                    continue
                pieces.append(seg[last:m.start()])
                pieces.append(rep)
                last = m.end()
            pieces.append(seg[last:])
            parts[i] = "".join(pieces)
        out.append('"'.join(parts))
    return "\n".join(out)
