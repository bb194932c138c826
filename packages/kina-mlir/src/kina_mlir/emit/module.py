"""Emit an IR program as MLIR text on tensors: one func.func per function,
each with llvm.emit_c_interface (docs/spec.md §12.6); spans become loc(...). Each op's text
comes from the compiler's lowering table (kina-mlir's `register_lowerings`).

The emitter returns what later stages need to know about the module as facts
(`EmittedModule`), so that no stage searches the printed text."""
from __future__ import annotations

import os
from contextlib import contextmanager
from dataclasses import dataclass

from kina.ir import Call, Const, Function, If, Loop, NameSupply, Program, walk
from kina.ops.shape import reshape
from kina_runtime.manifest_check import user_symbol as symbol

from ..options import CodegenOptions
from ..transforms.conv import ConvPlan
from ..transforms.tiling import MatmulPlan, TilePolicy
from . import control
from .checks import ERROR_TYPE, ErrorTable, checked_functions, emit_check, emit_nonzero_check, first_error, spine_checks, spines
from .mlirgen import dims, fill, generic, reshape as reshape_view, splat, tensor_ty
from .split import PART_ATTRIBUTES, split_long_functions

VIEW_OPS = {reshape}  # lowered as views of their operand's buffer


WIDE_RESULTS = 64


class MissingLoweringError(Exception):
    """An op reached the emitter without a lowering registered for it."""


class FunctionEmitter:
    """The `e` that op lowerings receive (see kina_mlir.mlirgen)."""

    def __init__(self, fn: Function, filename: str, lowerings, tiling: TilePolicy, errors: ErrorTable | None = None,
                 checked: frozenset = frozenset(), private: bool = False):
        self.fn, self.filename, self.lowerings, self.private = fn, filename, lowerings, private
        self.tiling = tiling  # what a lowering asks how to tile an op (transforms/tiling.py)
        self.matmul_plans: list[MatmulPlan] = []  # what the matmul schedule applies
        self.conv_plans: list[ConvPlan] = []  # what the convolution schedule applies
        self.errors, self.checked = errors, checked
        self.checks = {}  # binding -> [(operand, lo, hi)] of the checks it needs (lo None: a divisor)
        for spine, entry in spines(fn) if errors is not None else ():
            for b, j, lo, hi in spine_checks(spine, entry):
                self.checks.setdefault(id(b), []).append((j, lo, hi))
        self.err: str | None = None  # SSA of the error code so far
        self.types = fn.types()
        self.ssa: dict[str, str] = {}
        self.splats: dict[str, float | int] = {}  # values of this scope that are splat constants (Const)
        # a loop's `acc + a @ b` into a carry `acc` (emit/control.py): the matmul's binding -> the
        # carry it starts from, and the add's binding -> the matmul's result it is
        self.accumulate_into: dict[int, str] = {}
        self.folded: dict[int, str] = {}
        self.lines: list[str] = []
        self.loop_depth = 0  # how many Kina loops' blocks enclose what is being emitted (mlirgen.fill)
        self.names = NameSupply()
        self.loc = ""
        self.declarations: dict[str, str] = {}  # symbol -> a module-level op (lowerings/collective.py's weak MPI functions)

    def declare(self, symbol: str, text: str) -> None:
        """A module-level declaration a lowering needs (once per module, whichever functions ask)."""
        self.declarations[symbol] = text

    def fresh(self, hint: str = "") -> str:
        return self.names.fresh(f"%_{hint}")

    def v(self, var: str) -> str:
        return self.ssa[var]

    def ty(self, var: str):
        return self.types[var]

    def define(self, var: str, ssa: str) -> None:
        self.ssa[var] = ssa

    def plan(self, plan: MatmulPlan | ConvPlan | None) -> MatmulPlan | ConvPlan | None:
        """Record the schedule of an op a lowering emits with `plan.tag()` (None: no schedule)."""
        if isinstance(plan, ConvPlan):
            self.conv_plans.append(plan)
        elif plan is not None:
            self.matmul_plans.append(plan)
        return plan

    def op(self, text: str, name: str | None = None) -> str:
        name = name or self.fresh()
        self.lines.append(f"{name} = {text} {self.loc}")
        return name

    def emit(self) -> str:
        fn = self.fn
        args = []
        for pname, t in fn.params:
            ssa = f"%{pname}"
            self.ssa[pname] = ssa
            # callers' arrays are read-only: bufferization copies instead of writing in place
            args.append(f"{ssa}: {tensor_ty(t)} {{bufferization.writable = false}}")
        defs = {b.names[i]: b for b in fn.body for i in range(len(b.names))}
        self.emit_spine(fn.body)
        self.loc = f'loc("{self.filename}":{fn.span.line}:{fn.span.column})'
        results = [self.v(r) for r in self._fresh_results(defs)]
        result_types = list(fn.result_types)
        if fn.name in self.checked:
            results.append(self.err if self.err is not None else splat(self, ERROR_TYPE, 0))
            result_types.append(ERROR_TYPE)
        rtypes = ", ".join(tensor_ty(t) for t in result_types)
        visibility = ""
        if (fn.origin or "").startswith("split("):
            attrs = PART_ATTRIBUTES  # split parts (split.py) stay separate functions in LLVM: that is why they exist
        elif self.private:
            # called only from this module: no C interface, and pipeline.prune() may drop results
            # that no caller uses (a gradient the step discards) with the work behind them
            attrs, visibility = "", "private "
        else:
            attrs = "llvm.emit_c_interface"
            if len(result_types) > WIDE_RESULTS:
                # LLVM's codegen is quadratic in a returned struct's size (2,000 results: 52 s);
                # internal, codegen/llvm.optimize inlines it into its C wrapper: plain stores (10 s)
                attrs += ", llvm.linkage = #llvm.linkage<internal>"
        attributes = f" attributes {{{attrs}}}" if attrs else ""
        head = f"  func.func {visibility}@{symbol(fn.name)}({', '.join(args)}) -> ({rtypes}){attributes} {{"
        body = ["    " + line.replace("\n", "\n    ") for line in self.lines]
        ret = f"    func.return {', '.join(results)} : {rtypes} {self.loc}"
        return "\n".join([head, *body, ret, f"  }} {self.loc}"])

    def emit_spine(self, body) -> None:
        """The bindings of one spine (the function's or a block's) in the current scope."""
        for b in body:
            file = self.file_of(b)
            self.loc = f'loc("{file}":{b.span.line}:{b.span.column})'
            if isinstance(b, Const):
                self.define(b.names[0], splat(self, b.types[0], b.value))
                self.splats[b.names[0]] = b.value
            elif isinstance(b, Call):
                self.call(b)
            elif isinstance(b, Loop):
                control.emit_loop(self, b)
            elif isinstance(b, If):
                control.emit_if(self, b)
            elif id(b) in self.folded:
                self.define(b.names[0], self.v(self.folded[id(b)]))
            else:
                rule = self.lowerings.get(b.op)
                if rule is None:
                    raise MissingLoweringError(f"op `{b.op.name}` has no MLIR lowering (no plugin registered one through register_lowerings)")
                rule(self, b)
                for j, lo, hi in self.checks.get(id(b), ()):
                    arg, t = self.v(b.args[j]), self.ty(b.args[j])
                    if lo is None:  # a divisor
                        check = emit_nonzero_check(self, arg, t, self.errors.zero_code(b.op, b.span, file))
                    else:
                        check = emit_check(self, arg, t, lo, hi, self.errors.code(b.op, b.span, lo, hi, file))
                    self.err = first_error(self, self.err, check)

    def matmul_init(self, bind, t, view) -> str:
        """The tensor a matmul lowering accumulates into, of type `view` (its 2-D or batched form
        of the result type `t`): zeros, or the loop carry that `bind`'s result is added to."""
        acc = self.accumulate_into.get(id(bind))
        return fill(self, view, 0, own=True) if acc is None else reshape_view(self, self.v(acc), t, view)

    def file_of(self, b) -> str:
        return os.path.basename(b.path) if b.path else self.filename  # an op inlined from an include

    @contextmanager
    def scope(self, block, ssa: dict[str, str], err: str | None, splats: dict | None = None):
        """Emit into a block: its own names (blocks are isolated from above: `ssa` binds its
        parameters, `splats` those that capture a splat constant), its own lines and error code;
        yields the lines, restores the outer scope."""
        outer = (self.ssa, self.types, self.lines, self.err, self.loc, self.splats)
        self.ssa, self.types, self.lines, self.err, self.splats = dict(ssa), block.types(), [], err, dict(splats or {})
        try:
            yield self.lines
        finally:
            self.ssa, self.types, self.lines, self.err, self.loc, self.splats = outer

    def needs_error(self, block) -> bool:
        """Whether `block` (at any depth) has a check or calls a function returning an error code."""
        return any(id(b) in self.checks or (isinstance(b, Call) and b.fn in self.checked) for b in walk(block.body))

    def call(self, b: Call) -> None:
        checked = b.fn in self.checked  # the callee returns an error code after its results
        types = list(b.types) + ([ERROR_TYPE] if checked else [])
        callee_types = ", ".join(tensor_ty(t) for t in types)
        arg_types = ", ".join(tensor_ty(self.types[a]) for a in b.args)
        base = self.fresh("call")
        lhs = base if len(types) == 1 else f"{base}:{len(types)}"
        self.op(f"func.call @{symbol(b.fn)}({', '.join(self.v(a) for a in b.args)}) : ({arg_types}) -> ({callee_types})", name=lhs)
        for i, n in enumerate(b.names):
            self.define(n, base if len(types) == 1 else f"{base}#{i}")
        if checked:
            self.err = first_error(self, self.err, f"{base}#{len(b.names)}")

    def _fresh_results(self, defs) -> list[str]:
        """Every result must own a fresh heap buffer (the host frees each one):
        results that are parameters, constants, or views of those or of an
        earlier result get an explicit copy."""
        out, roots = [], set()
        for i, r in enumerate(self.fn.results):
            root = r
            while root in defs and getattr(defs[root], "op", None) in VIEW_OPS:
                root = defs[root].args[0]
            static = root not in defs or isinstance(defs[root], Const)
            if static or root in roots:
                t = self.types[r]
                copy = f"{r}.copy{i}"
                self.ssa[copy] = generic(self, t.rank, [(self.v(r), t, dims(t.rank))], [(t, dims(t.rank), None)], lambda rg, a, o: a[0])[0]
                out.append(copy)
            else:
                out.append(r)
            roots.add(root)
        return out


@dataclass(frozen=True)
class EmittedModule:
    """Stage `mlir`'s value: the module's text and the facts later stages decide by."""
    text: str
    program: Program  # the IR it was emitted from (before splitting): manifests and guards
    options: CodegenOptions
    errors: dict  # error code -> message, for the manifest (emit/checks.py)
    private: frozenset  # functions private to the module: pipeline.prune() runs when there are some
    parts: bool  # split parts (emit/split.py): the pipeline's deallocation passes differ
    matmul_plans: frozenset  # the MatmulPlans of its scheduled matmuls
    loops: bool = False  # whether it holds Kina loops (scf.for of a Loop): the pipeline hoists invariant work
    conv_plans: frozenset = frozenset()  # the ConvPlans of its convolution and pooling ops
    routines: tuple = ()  # its planned matmuls as routines a worker builds (transforms/matmul_routines.py)
    prebuilt: tuple = ()  # the objects of the generic routines they call, from the routine library (artifacts/routine_library.py)

    @property
    def parallel_kernels(self) -> bool:
        """Whether some planned matmul or convolution is split over threads (the pipeline then makes OpenMP)."""
        return any(p.par is not None for p in (*self.matmul_plans, *self.conv_plans))

    def __str__(self) -> str:
        return self.text


def emit_module(program: Program, lowerings, options: CodegenOptions, exported=None, checks: bool = True) -> EmittedModule:
    """The module of `program`; `checks`: in-program index checks are emitted and their messages
    collected (emit/checks.py). `exported`: the functions the host calls (default: every one);
    the others are private to the module. Functions too long to compile quickly are split first."""
    errors = ErrorTable(program.source.path) if checks else None
    split = split_long_functions(program)
    filename = os.path.basename(split.source.path)
    checked = frozenset(checked_functions(split)) if errors is not None else frozenset()
    tiling = TilePolicy(options)
    emitters = [FunctionEmitter(f, f.file(filename), lowerings, tiling, errors, checked, exported is not None and f.name not in exported)
                for f in split.functions.values()]
    funcs = [e.emit() for e in emitters]
    declarations = {s: d for e in emitters for s, d in e.declarations.items()}
    return EmittedModule(
        text="module {\n" + "".join(f"  {d}\n" for _, d in sorted(declarations.items())) + "\n".join(funcs) + "\n}\n", program=program, options=options,
        errors=dict(errors.messages) if errors is not None else {},
        private=frozenset(e.fn.name for e in emitters if e.private and not (e.fn.origin or "").startswith("split(")),
        parts=any((f.origin or "").startswith("split(") for f in split.functions.values()),
        matmul_plans=frozenset(p for e in emitters for p in e.matmul_plans),
        conv_plans=frozenset(p for e in emitters for p in e.conv_plans),
        loops=any(isinstance(b, Loop) for f in split.functions.values() for b in walk(f.body)))


def stage(program: Program, ctx) -> EmittedModule:
    """Stage `mlir`."""
    return emit_module(program, ctx.compiler.lowerings, CodegenOptions.resolve(ctx.options))
