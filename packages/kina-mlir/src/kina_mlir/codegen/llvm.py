"""LLVM IR -> object code, through llvmlite (position-independent, for the host CPU).

The levels: the hot loops reach LLVM tiled, vectorised, canonicalized and CSE'd by MLIR, so
LLVM's optimiser has little left to do, and where it has nothing (the glue around the kernels,
the kernels MLIR vectorised) it is skipped; kernels left scalar (gathers, scatters, Bool) keep
the build's level, where LLVM's loop vectoriser and LICM still help. No benchmark step ran
slower for any of these choices (docs/performance.md, "LLVM levels")."""
from __future__ import annotations

import re
import threading
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from ..options import DEFAULT_OPT


class NativeBuildError(Exception):
    pass


# the glue only calls, allocates and frees: the fast instruction selector and register allocator
GLUE_CODEGEN_OPT = 0
# ... and no optimiser: it arrives canonicalized by MLIR, its only loops are MLIR-vectorised fills
GLUE_OPT = 0
# the kernels MLIR vectorised: nothing left for LLVM's optimiser (their code generation keeps the build's level)
VECTORISED_OPT = 0



@lru_cache(maxsize=4)
def target_machine(opt: int = DEFAULT_OPT):
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(),
                                        opt=opt, reloc="pic", codemodel="default")



def optimize(llvm_ir: str, opt: int = DEFAULT_OPT, prepare=None):
    """Parse, verify and run LLVM's pipeline at `opt`; returns the llvmlite module. `prepare(mod)`,
    if given, runs on the parsed module first and returns whether to end the pipeline with
    GlobalDCE and InstCombine (optimize_glue)."""
    import llvmlite.binding as llvm

    tm = target_machine(opt)
    mod = _parse(llvm_ir, tm)
    _inline_internal_entries(mod)
    fold = prepare(mod) if prepare is not None else False
    pto = llvm.create_pipeline_tuning_options(speed_level=opt)
    # No loop unrolling: MLIR has already vectorised the hot loops, and LLVM's unroller fully
    # unrolls constant-trip-count loops, so compile time would grow with the shapes.
    pto.loop_unrolling = False
    pb = llvm.create_pass_builder(tm, pto)
    pm = pb.getModulePassManager()
    if fold:
        pm.add_global_dead_code_eliminate_pass()
        pm.add_instruction_combine_pass()
    pm.run(mod, pb)
    return mod


def _parse(llvm_ir: str, tm):
    """The llvmlite module of `llvm_ir`, verified, for `tm`'s target."""
    import llvmlite.binding as llvm

    try:
        mod = llvm.parse_assembly(llvm_ir)
        mod.verify()
    except RuntimeError as e:
        raise NativeBuildError(f"llvmlite rejected the LLVM IR: {e}") from None
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    return mod


def _inline_internal_entries(mod) -> None:
    """An exported function emitted with internal linkage (emit/module.py: a wide result struct) is
    inlined into its `_mlir_ciface_` wrapper, where LLVM splits the struct into stores."""
    import llvmlite.binding as llvm

    names = {f.name for f in mod.functions}
    for f in mod.functions:
        if not f.is_declaration and f.linkage == llvm.Linkage.internal and f"_mlir_ciface_{f.name}" in names:
            f.add_function_attribute("alwaysinline")


# A reference to a global in LLVM IR text: @name or @"name"; a call instruction and its callee.
_GLOBAL_REF = re.compile(r'@("[^"]+"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)')
_CALL = re.compile(r"\s*(%\S+ = )?(tail |musttail |notail )?call ")
_CALLEE = re.compile(r'call [^@]*@("[^"]+"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)\(')


def optimize_glue(llvm_ir: str, opt: int = GLUE_OPT, elsewhere: str = ""):
    """The glue's module, ready for code generation at GLUE_CODEGEN_OPT (O0, whose fast instruction
    selector handles its calls, allocations and address arithmetic), with the aggregates that
    selector cannot take folded away first.

    A Kina function with several results returns them as one LLVM struct of memref descriptors
    (insertvalue after insertvalue, then `ret`), its caller takes them apart (extractvalue), and the
    C interface's wrapper stores its entry's struct whole. FastISel handles none of the three, and
    a block it cannot finish goes to SelectionDAG whole: the transformer step's glue is one
    1,868-instruction block ending in a struct of 40 descriptors, which took 130-180 ms of
    instruction selection (SelectionDAG on a huge block) where the same block without the
    struct took 29 ms. So a glue function called exactly once, from the glue (never by name from a
    kernel here or in `elsewhere`, the worker's payload), not a `_mlir_ciface_` entry and not
    `noinline` (the parts emit/split.py cuts a long function into stay apart), is made internal
    and always-inlined into its caller; then InstCombine folds each extractvalue of an
    insertvalue and splits the wrapper's struct store into its fields. The transformer's glue:
    116-160 -> 59-73 ms of LLVM, the medium step's 29-42 -> 20-23 (docs/performance.md, "LLVM
    levels"). The code is the same calls in the same order; only how results travel between
    them changes. All of it in one parse and one pass pipeline: the O0 pipeline's always-inliner,
    then GlobalDCE and InstCombine (`optimize`'s `prepare`).
    Not done: giving what stays an aggregate (an MLIR n-D vector is an LLVM array of vectors, as in
    the toy step's glue) blocks of its own in the text: a split block must also be renamed in its
    successors' phis, which text cannot do safely (LLVM's parser aborted on one such module)."""
    import llvmlite.binding as llvm

    counts: Counter = Counter()
    calls: Counter = Counter()
    for line in llvm_ir.split("\n"):
        if line.startswith("define "):
            continue  # its own name
        names = _GLOBAL_REF.findall(line)
        counts.update(n.strip('"') for n in names)
        if names and _CALL.match(line):
            callee = _CALLEE.search(line)
            if callee:
                calls[callee.group(1).strip('"')] += 1
    outside = {n.strip('"') for n in _GLOBAL_REF.findall(elsewhere)} if elsewhere else set()

    def mark(mod) -> bool:
        """Mark the functions to fold (the O0 pipeline's always-inliner then inlines them); whether
        there is a struct to fold: one such function, or a C wrapper's store."""
        folded = False
        for f in mod.functions:
            name = f.name
            if f.is_declaration:
                continue
            if name.startswith("_mlir_ciface_"):
                folded = True
            elif (name not in outside and counts[name] == 1 and calls[name] == 1
                    and b"noinline" not in b" ".join(f.attributes).split()):
                f.linkage = llvm.Linkage.internal
                f.add_function_attribute("alwaysinline")
                folded = True
        return folded
    return optimize(llvm_ir, opt, prepare=mark)


# LLVM's loop strength reduction (a pass of the code generator, not of the optimiser) is off
# while Kina's objects are generated unless CodegenOptions.lsr: a quarter of the kernels' code
# generation, and MLIR's loops index with plain multiply-adds that x86 addressing absorbs. It is a
# process-wide LLVM option (llvmlite has no per-target-machine switch), so it is set around each
# emit_object and put back after the last one that runs, for other llvmlite users in the process.
_lsr_lock = threading.Lock()
_lsr_users = 0


def emit_object(mod, opt: int = DEFAULT_OPT, lsr: bool = False) -> bytes:
    global _lsr_users
    if lsr or opt == 0:  # O0 runs no LSR anyway
        return target_machine(opt).emit_object(mod)
    import llvmlite.binding as llvm

    with _lsr_lock:
        _lsr_users += 1
        if _lsr_users == 1:
            llvm.set_option("kina", "-disable-lsr=1")
    try:
        return target_machine(opt).emit_object(mod)
    finally:
        with _lsr_lock:
            _lsr_users -= 1
            if _lsr_users == 0:
                llvm.set_option("kina", "-disable-lsr=0")


def object_code(llvm_ir: str, opt: int = DEFAULT_OPT, lsr: bool = False) -> bytes:
    return emit_object(optimize(llvm_ir, opt), opt, lsr)


@dataclass(frozen=True)
class ObjectCode:
    """Stage `obj`'s value: the object's bytes, and the EmittedModule it came from."""
    data: bytes
    emitted: object = None


def stage(llvm_ir, ctx) -> ObjectCode:
    """Stage `obj`: the whole module at the build's level."""
    options = llvm_ir.emitted.options
    with ctx.timing("LLVM opt"):
        mod = optimize(llvm_ir.text, options.opt)
    with ctx.timing("codegen"):
        return ObjectCode(emit_object(mod, options.opt, options.lsr), llvm_ir.emitted)
