"""The MLIR Python bindings (from the torch-mlir wheel) as every stage uses them: parsing with
Kina's source positions in errors, running a pass list, applying a transform module, walking.

Walks use `Operation.walk`, which hands over plain Operations: iterating blocks would wrap each op
in its dialect's generated OpView class and import that dialect's Python module (the LLVM
dialect's alone is a fifth of a second per process) just to read names."""
from __future__ import annotations

import re

from kina.util import sigterm_held


class LoweringError(Exception):
    """MLIR rejected a module: a verifier or pass failure, with MLIR's diagnostics."""


_loaded = False


def load() -> None:
    """Import the bindings' C extensions that a build uses, once per process, with a SIGTERM held
    until they are in (kina.util.sigterm_held): the SystemExit that a compile's SIGTERM raises,
    arriving inside an extension's initialisation, crashed the process (SIGSEGV in
    torch_mlir's `_site_initialize`, leaving the compile's temporary directory behind)."""
    global _loaded
    if not _loaded:
        with sigterm_held():
            import torch_mlir._mlir_libs._mlirDialectsLLVM  # noqa: F401 - translate.py
            import torch_mlir._mlir_libs._mlirTransformInterpreter  # noqa: F401 - interpret()
            import torch_mlir.ir  # noqa: F401
            import torch_mlir.passmanager  # noqa: F401
        _loaded = True


def context():
    """A context that loads a dialect when a parsed text or a pass first needs it (MLIR's parser and
    pass manager load registered dialects on demand), not all 46 the wheel registers (GPU, SPIR-V,
    TOSA, …): 0.3 ms a context instead of 17–21 (one a build here, two in the worker), and each
    canonicalize pass gathers the patterns of fewer loaded ops. The LLVM IR is unchanged
    (docs/performance.md, "Cold compiles: the fixed costs")."""
    load()
    from torch_mlir import ir

    return ir.Context(load_on_create_dialects=[])


def parse_verified(text: str, ctx=None):
    """(context, module) of `text`, verified; LoweringError naming Kina positions otherwise. `ctx`:
    parsed in that context (a Reuse's), else in a new one."""
    ctx = ctx or context()  # loads the bindings
    from torch_mlir import ir

    with ctx:
        try:
            module = ir.Module.parse(text)
            module.operation.verify()
        except Exception as e:  # the bindings raise MLIRError with the diagnostics
            raise LoweringError(f"MLIR rejected the emitted module: {kina_locations(str(e), text)}") from None
    return ctx, module


_TEXT_POS = re.compile(r'"-":(\d+):(\d+)')
_LOC = re.compile(r'loc\("([^"]*)":(\d+):(\d+)\)')


def kina_locations(message: str, text: str) -> str:
    """`message` naming Kina source positions: verifier errors print our loc(...) as
    "file":line:col; parse errors print positions in the MLIR text, which are mapped to the loc
    of the op on that line."""
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


def textual(passes: list[str]) -> str:
    """`passes` in the textual pipeline syntax (what `mlir-opt --pass-pipeline` reads too)."""
    return "builtin.module(" + ",".join(passes) + ")"


def run_passes(passes: list[str], module, verify_each: bool = False, reuse: "Reuse | None" = None) -> None:
    """Run a list of passes (each a pass of the textual pipeline syntax) on `module` in place, in
    its context (`reuse`'s, whose pass manager for this list is built once). MLIR's verifier after
    every pass only when asked (KINA_VERIFY): it costs more than half of the pipeline's time, so
    pipeline.py verifies once, before translation."""
    from torch_mlir import passmanager

    key = (textual(passes), verify_each)
    pm = reuse.managers.get(key) if reuse is not None else None
    if pm is None:
        pm = passmanager.PassManager.parse(key[0])
        pm.enable_verifier(verify_each)
        if reuse is not None:
            reuse.managers[key] = pm
    pm.run(module.operation)


class Reuse:
    """One context for the modules a process builds one after another (a worker's chunks), with what
    each would otherwise set up again: the dialects loaded, a pass manager per pass list (built and
    its passes initialised once: canonicalize gathers its patterns then; MLIR initialises them
    again only when a new dialect was loaded) and each transform script parsed. A chunk of one
    fill cost 7.9 ms in a fresh context, 3.0 in a reused one; the StoryLM medium step's shared
    chunks 447 -> 410 ms (codegen/parallel.py, docs/performance.md). One per build, not per
    process: a context keeps every type and attribute it ever made."""

    def __init__(self):
        self.ctx = context()
        self.managers: dict = {}
        self.scripts: dict = {}


def top_level_ops(module) -> list:
    """The ops of `module`'s body as plain Operations."""
    from torch_mlir import ir

    found = []

    def visit(op):
        if op.operation.name == "builtin.module":
            return ir.WalkResult.ADVANCE
        found.append(op)
        return ir.WalkResult.SKIP
    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def contains(module, op_name: str) -> bool:
    """Whether some op of `module` is an `op_name`."""
    from torch_mlir import ir

    found = []

    def visit(operation):  # an MLIR operation, not a Kina op
        if operation.name == op_name:
            found.append(operation)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return bool(found)


def interpret(module, transform_text: str, reuse: Reuse | None = None) -> None:
    """Apply the transform module `transform_text` (its `@__transform_main`) to `module`, through
    the C extension: torch_mlir.dialects.transform would import the dialect's Python classes.
    `reuse`: the script is parsed once in its context."""
    from torch_mlir import ir
    from torch_mlir._mlir_libs._mlirTransformInterpreter import apply_named_sequence

    sched = reuse.scripts.get(transform_text) if reuse is not None else None
    if sched is None:
        sched = ir.Module.parse(transform_text)
        if reuse is not None:
            reuse.scripts[transform_text] = sched
    apply_named_sequence(module.operation, top_level_ops(sched)[0], sched.operation)


def non_llvm_ops(module) -> set[str]:
    """The names of ops that are neither LLVM's nor OpenMP's (which the translator handles)."""
    return lowered_ops(module)[0]


def lowered_ops(module) -> tuple[set[str], bool]:
    """(non_llvm_ops, whether some op is OpenMP's) of a lowered module, in one walk."""
    from torch_mlir import ir

    found, openmp = set(), [False]

    def visit(op):
        name = op.name
        if name.startswith("omp."):
            openmp[0] = True
        elif not name.startswith(("llvm.", "builtin.module")):
            found.add(name)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return found, openmp[0]
