"""Kernel outlining: each distinct kernel is lowered and compiled once, however often it runs.

Why: a generated step repeats the same kernels. A 2-layer transformer's loss and gradients hold
534 linalg ops of which 100 are distinct (51 matmuls, 9 distinct): the layers have equal shapes,
and the backward pass repeats the forward's products with other operands. Every op used to be
lowered to LLVM and optimised at each of its sites, so compile time grew with the number of
sites, not with the number of kernels (XLA likewise calls one compiled routine per distinct dot).

When: after bufferization (between the halves of pipeline.py), when every kernel
is a statement on buffers — a tiled, vectorised loop nest (scf.for / scf.forall /
an OpenMP region) or a linalg op on memrefs, with no results but for a Kina loop's (its carries)
— and the function around it only allocates, frees and calls. Outlined
on tensors instead, a kernel returns a fresh tensor and one-shot bufferization makes each call
return an owned buffer, whose deallocation analysis is quadratic in the calls (most of a
transformer step's compile) and leaves alias checks for run time.

What: each such statement is keyed by its printed form with SSA names numbered by first use,
plus the types of the values it reads from the function around it. Each key becomes one private
function `kernel.<n>(captured…)` holding the statement (MIN_SITES: once is enough), with internal
linkage and `llvm.no_inline` (LLVM would otherwise inline small kernels back into every site, and
their compile time with them), and every site becomes a `func.call`. Captured constants (loop
bounds, padding values) are copied into the kernel, so its loops keep their static trip counts;
other captured values (buffers, scalars) are its arguments. Results are bit-identical: a kernel
runs the same instructions on the same buffers. Symbol names hold a '.', which Kina identifiers
cannot, so a kernel never collides with a program's function."""
from __future__ import annotations

import io
import re
from typing import Callable, NamedTuple

from ..bindings import run_passes, top_level_ops
from . import routines

KERNEL_PREFIX = "kernel."
# A kernel holding vector code and linalg ops still to be lowered to scalar loops (a Kina loop's
# body, outlined whole, next to the generics its schedule left scalar) is named with this suffix:
# codegen/parallel.py gives it LLVM's optimiser, which vectorised kernels skip, because at O0 the
# scalar loop nests ran 1.4x slower (the layer-loop transformer's step, docs/performance.md).
MIXED_SUFFIX = ".mixed"
ROUTINE_INFIX = "transpose"  # a transpose routine's kernel: kernel.transpose[<tile>][.edges].t<threads> (routine_kernel)
_LINALG = re.compile(r"^\s*(?:%[^=]*= )?linalg\.", re.M)
_VECTOR_OP = re.compile(r"\bvector\.")
# an SSA name; split by it, a text gives the text between names at even places, the names at odd
_NAMES = re.compile(r"(%[A-Za-z0-9_$.#-]+)")
_SYMBOL = re.compile(r"@[A-Za-z0-9_$.-]")
# statements with regions that are kernels; others with regions (scf.if around a free) stay. A
# linalg.fill is one too: left in the glue, which LLVM compiles at O0, a fill the elementwise
# schedule did not vectorise (a strided or narrow one) ran as an unoptimised scalar loop, 11 % of
# an in-graph generation at Tmax 256
KERNEL_OPS = frozenset({"scf.for", "scf.forall", "scf.parallel", "omp.parallel", "linalg.generic", "linalg.matmul",
                        "linalg.batch_matmul", "linalg.transpose", "linalg.reduce", "linalg.map", "linalg.fill"})
# The emitter marks the scf.for of a Kina loop with this unit attribute (emit/control.py). Such a
# loop is not outlined whole: the statements of its body are (as those of an scf.if), so a body's
# kernels are shared with the other sites of the same kernel and each gets the LLVM level of its
# kind (codegen/parallel.split_vectorised), and the loop itself runs in the glue. Outlined whole,
# a loop was one large function holding vector and scalar code: compiled without LLVM's
# optimiser its scalar loop nests were slow, and with it its vector code cost optimiser time for
# nothing. A pass that rebuilds the loop and drops the mark only costs that: the loop is then
# outlined whole, as any scf.for statement, and named as mixed.
LOOP_ATTR = "kina.loop"
# Statements seen at least this often become kernels. 1: every kernel statement, shared or not,
# so the function around them is only allocations, frees and calls, and codegen/parallel.py can hand
# whole kernels to a second process; a call per kernel costs no measurable run time.
MIN_SITES = 1
CONSTANT_OPS = frozenset({"arith.constant", "ub.poison"})


def _print(op, state) -> str:
    # one AsmState for the whole module: printing an op on its own numbers its whole function
    # again, which dominated outlining time in a step of hundreds of ops
    out = io.StringIO()
    op.print(state, file=out)
    return out.getvalue()


class Scope:
    """The values a statement may use from around it: those of its block (the function's body, or a
    Kina loop's or if's block: block arguments and the results of every statement) and of the
    blocks around that one. MLIR's AsmState names a block's values before any nested region's, and
    sibling regions reuse names, so a name that a scope holds names one value in every statement
    of that scope: no statement's inner value bears it."""

    def __init__(self, values, parent: "Scope | None" = None):
        self.values, self.parent, self._names = list(values), parent, None

    def names(self, state) -> dict:
        if self._names is None:
            self._names = dict(self.parent.names(state)) if self.parent is not None else {}
            self._names.update((v.get_name(state), v) for v in self.values)
        return self._names


def _captured(names: list[str], own: set, visible: dict) -> list:
    """Values a statement uses but does not define, in the order its text first names them:
    `names` are the SSA names in its printed form, `own` the names of its results, `visible` its
    Scope's names. Read from the text, which outlining prints anyway (walking the statement's ops
    through the bindings to find them cost a third of outlining, 25 ms of the StoryLM medium
    step's cold compile)."""
    return [visible[n] for n in dict.fromkeys(names) if n in visible and n not in own]


def _joined(pieces: list[list[str]]) -> list[str]:
    """The _NAMES split of the texts whose splits are `pieces`, joined by newlines."""
    out = list(pieces[0])
    for parts in pieces[1:]:
        out[-1] += "\n" + parts[0]
        out += parts[1:]
    return out


def _statements(module):
    """(kernel statements, constants by value, statements): the top-level statements of the
    module's functions that KERNEL_OPS names, each with its Scope; the constants those functions
    define; and how many statements they hold in all. Walked, not iterated: a block's operation
    list hands out each op's Python class, which imports its dialect's generated module."""
    from torch_mlir import ir

    found, constants, count = [], {}, [0]

    def statements(root, blocks: list) -> None:
        """Visit the statements of `root` (the module, or a Kina loop or if): of each function
        of the module, in its own scope, or of each of root's `blocks` ((block, Scope) pairs, in
        order: a walk visits the first block's statements, then the next block's)."""
        left = [(len(blk.operations), scope) for blk, scope in blocks]
        current = [None]

        def visit(op):
            name = op.name
            if op == root:
                return ir.WalkResult.ADVANCE
            if name == "func.func" and not blocks:
                if _is_kernel_function(op):
                    return ir.WalkResult.SKIP
                current[0] = Scope([a for blk in op.regions[0].blocks for a in blk.arguments])
                return ir.WalkResult.ADVANCE
            if blocks:  # the next statement of root's blocks: of the first one not yet done
                while left[0][0] == 0:
                    left.pop(0)
                left[0] = (left[0][0] - 1, left[0][1])
                current[0] = left[0][1]
            # from here on: a statement (nothing below one is visited)
            scope = current[0]
            count[0] += 1
            if scope is None:  # an op of the module ahead of every function (a global): no statement
                return ir.WalkResult.SKIP
            # (one after a function is taken for its last statement: a global, which is no kernel and
            # has no result a kernel could capture)
            scope.values.extend(op.results)
            if name in CONSTANT_OPS:
                constants[op.results[0]] = op
            elif name == "scf.if" or (name == "scf.for" and LOOP_ATTR in op.attributes):
                # a Kina loop or if stays in the glue; its blocks' statements are statements
                statements(op, [(blk, Scope(blk.arguments, scope)) for region in op.regions for blk in region.blocks])
            elif name in KERNEL_OPS:
                found.append((op, scope))
            return ir.WalkResult.SKIP
        root.walk(visit, ir.WalkOrder.PRE_ORDER)

    statements(module.operation, [])
    return found, constants, count[0]


SMALL_SUFFIX = ".small"  # a scalar kernel on small buffers: LLVM's optimiser skipped (codegen/parallel.py)
# The most elements a buffer of a "small" kernel holds. Scalar kernels get LLVM's optimiser (the
# softmax and reduction loops of the StoryLM medium step want its LICM and loop vectoriser: 14 %
# slower without), but on buffers this small it has little to win and costs the most: the toy
# step's 40 scalar kernels (≤ 32 elements) were 138 ms of its cold compile's LLVM time with it and
# 63 ms without (docs/performance.md, "LLVM levels").
SMALL_KERNEL_ELEMENTS = 4096
_MEMREF_DIMS = re.compile(r"memref<((?:\d+x)*)[a-z]")


def is_small(text: str) -> bool:
    """Whether a kernel statement's text is scalar (no vector op), holds no loop of its own (a Kina
    loop's scf.for or scf.while, an OpenMP region) and no buffer over SMALL_KERNEL_ELEMENTS
    elements (a dynamic one counts as large)."""
    if _VECTOR_OP.search(text) or "scf." in text or "omp." in text or "memref<?" in text or "x?x" in text:
        return False
    for m in _MEMREF_DIMS.finditer(text):
        n = 1
        for d in m.group(1).split("x")[:-1]:
            n *= int(d)
        if n > SMALL_KERNEL_ELEMENTS:
            return False
    return True


def is_mixed(text: str) -> bool:
    """Whether a kernel statement's text holds both vector ops and linalg ops (MIXED_SUFFIX)."""
    return bool(_VECTOR_OP.search(text)) and bool(_LINALG.search(text))


def _is_kernel_function(func) -> bool:
    return "sym_name" in func.attributes and str(func.attributes["sym_name"]).strip('"').startswith(KERNEL_PREFIX)


def _normalised(parts: list[str], args) -> str:
    """The text (split by _NAMES into `parts`) with its SSA names replaced by the order in which they
    first appear (two sites are the same kernel when these agree), plus the argument types."""
    names = parts[1::2]
    first = {n: i for i, n in enumerate(dict.fromkeys(names))}
    return ("%".join(parts[0::2]) + "\0" + ",".join([str(first[n]) for n in names])
            + "".join(f"\0{v.type}" for v in args))


class Kernel(NamedTuple):
    """An outlined kernel as MLIR text: `@name(%karg0: t0, …) -> (results)` around `body`, which
    reads its arguments as %karg<i> and returns."""
    name: str
    arg_types: tuple[str, ...]
    results: str
    body: str

    def definition(self, exported: bool = False) -> str:
        """The function, internal to its module; `exported`: external linkage, for a module of
        kernels compiled elsewhere (codegen/parallel.py) and called from this one."""
        attrs = "llvm.no_inline" if exported else "llvm.no_inline, llvm.linkage = #llvm.linkage<internal>"
        visibility = "" if exported else "private "
        params = ", ".join(f"%karg{i}: {t}" for i, t in enumerate(self.arg_types))
        return f"func.func {visibility}@{self.name}({params}) -> ({self.results}) attributes {{{attrs}}} {{\n{self.body}\n}}"

    def declaration(self) -> str:
        return f"func.func private @{self.name}({', '.join(self.arg_types)}) -> ({self.results})"


def routine_kernel(edges: bool, threads: int, tile: int = routines.TILE) -> Kernel:
    """The kernel of the transpose routine for (edges, threads, tile) (routines.py), named by them, not by
    its place among a module's kernels: a worker may build it before the module is outlined
    (codegen/parallel.Worker.prebuild). The tile is in the name where it is not routines.TILE."""
    size = "" if tile == routines.TILE else str(tile)
    name = f"{KERNEL_PREFIX}{ROUTINE_INFIX}{size}{'.edges' if edges else ''}.t{threads}"
    return Kernel(name, (routines.routine_type(routines.SHARED_RANK),) * 2, "",
                  routines.threaded_routine_body(edges, threads, tile))


def outline_kernels(module, share: Callable[[list[Kernel], int], set[str]] | None = None, min_sites: int | None = None,
                    before_deallocation: bool = False, later: list[Kernel] | None = None) -> int:
    """Outline the kernel statements of `module` (on buffers), one function per distinct
    statement seen at least `min_sites` (default MIN_SITES) times, in place; returns how many kernels were made. A
    module with a single kernel statement, and no pure transpose for routines.py, is left as it
    is (nothing to share or to split).
    `share(kernels, glue)`: the names of the kernels that another module will define
    (codegen/parallel.py; `glue`: how many statements stay in the functions around them); `module`
    only declares those.
    `before_deallocation`: the module is not deallocated yet (pipeline.py); it is left as it is
    (0) unless deallocation would leave every kernel statement as it is: none allocates, and each
    result of one is a buffer it started from (kept_buffers).
    `later`: the kernels not shared go to this list, and `module` only declares them (define
    adds their definitions): deallocation then runs on the glue alone (a threaded
    transpose routine's OpenMP loop does not survive it, and its canonicalizations cost time)."""
    from torch_mlir import ir

    found, constants, glue = _statements(module)  # each kernel statement becomes a call
    statements = [op for op, _ in found]
    through = {}  # id(statement) -> its initial buffers, which its results are
    if before_deallocation:
        for op in statements:
            inits = kept_buffers(op) if len(op.results) else []
            if inits is None or allocates(op):
                return 0
            if inits:
                through[id(op)] = inits
    keys = [routines.site_routine(op) for op in statements]
    routine_sites = [(op, key) for op, key in zip(statements, keys) if key is not None]
    if routine_sites:  # pure transposes: calls of one routine per rank (routines.py)
        statements = [op for op, key in zip(statements, keys) if key is None]
    elif len(statements) < 2:
        return 0
    scope_of = {id(op): scope for op, scope in found}
    for op in statements:
        if op.operation.name == "linalg.fill":
            scope_of[id(op)].values.extend(_flatten_fill(op))
    state = ir.AsmState(module.operation)
    groups: dict[str, list] = {}
    printed = {}  # id(constant) -> its text and _NAMES split: a constant copied into many kernels is printed once
    for op in statements:
        text = _vector_fill(op, state) or _print(op, state)
        parts = _NAMES.split(text)  # one regex pass: the names for _captured, the key, the kernel's text
        captured = _captured(parts[1::2], {r.get_name(state) for r in op.results}, scope_of[id(op)].names(state))
        copied = [constants[v] for v in captured if v in constants]
        args = [v for v in captured if v not in constants]
        if copied:
            for o in copied:
                if id(o) not in printed:
                    constant = _print(o, state)
                    printed[id(o)] = (constant, _NAMES.split(constant))
            text = "\n".join([*(printed[id(o)][0] for o in copied), text])
            parts = _joined([*(printed[id(o)][1] for o in copied), parts])
        if _SYMBOL.search(text):
            # it names a symbol of the module (a call to bufferization's dealloc_helper, a
            # memref.global): a kernel is parsed, and may be compiled, apart from the module
            continue
        groups.setdefault(_normalised(parts, args), []).append((op, text, args, parts))
    kernels, calls = [], []
    for sites in groups.values():
        if len(sites) < (MIN_SITES if min_sites is None else min_sites):
            continue
        op, text, args, parts = sites[0]
        suffix = MIXED_SUFFIX if is_mixed(text) else SMALL_SUFFIX if is_small(text + " " + " ".join(str(a.type) for a in args)) else ""
        name = f"{KERNEL_PREFIX}{len(kernels)}{suffix}"
        kernels.append(_kernel(name, parts, args, [] if id(op) in through else list(op.results), state))
        calls += [(name, site) for site in sites]
    routine_names = {}
    for key in sorted({key[1:] for _, key in routine_sites}):  # (edges, threads, tile)
        kernels.append(routine_kernel(*key))
        routine_names[key] = kernels[-1].name
    if not kernels:
        return 0
    elsewhere = share(kernels, glue) if share is not None else set()
    if later is not None:  # defined once deallocation is done (define); declared until then
        later += [k for k in kernels if k.name not in elsewhere]
        elsewhere = {k.name for k in kernels}
    _append(module, "\n".join(k.declaration() if k.name in elsewhere else k.definition() for k in kernels))
    # A Kina loop (scf.for on buffers) has results, which a later kernel may take as arguments:
    # `args` were collected before any site was replaced, so each is mapped to the call result
    # that replaced it, and the replaced statements are erased only once every call exists.
    replaced = {}
    for name, (op, _, args, _) in calls:
        with ir.InsertionPoint(op), op.location:
            results = [] if id(op) in through else [r.type for r in op.results]
            call = ir.Operation.create("func.call", results=results,
                                       operands=[replaced.get(a, a) for a in args],
                                       attributes={"callee": ir.FlatSymbolRefAttr.get(name)})
        for old, new in zip(op.results, through.get(id(op)) or call.results):
            new = replaced.get(new, new)
            old.replace_all_uses_with(new)
            replaced[old] = new
    for _, (op, *_) in calls:
        op.erase()
    for op, (rank, *key) in routine_sites:
        routines.call_routine(op, routine_names[tuple(key)], rank)
    return len(kernels)


def _append(module, text: str, passes: list[str] | None = None) -> None:
    """Append the functions of `text` to `module`, after running `passes` on them alone. Built as
    text (each statement's printed form under its function's names) and parsed: cloning through
    the bindings would import every dialect's generated Python classes to wrap the clones (linalg's
    alone is a large part of a cold compile)."""
    from torch_mlir import ir

    parsed = ir.Module.parse(text)  # alive until its functions are moved: freeing it frees them
    if passes:
        run_passes(passes, parsed)
    for func in top_level_ops(parsed):
        module.body.append(func)


def define(module, kernels: list[Kernel], passes: list[str]) -> None:
    """Replace the declarations of these kernels in `module` with their definitions (outline_kernels'
    `later`), after running `passes` on the kernels alone."""
    names = {k.name for k in kernels}
    for op in top_level_ops(module):
        if op.operation.name == "func.func" and str(op.attributes["sym_name"]).strip('"') in names:
            op.erase()
    _append(module, "\n".join(k.definition() for k in kernels), passes)


# ops inside a statement that deallocation would have to see: the buffers it allocates are freed
# there (an outlined kernel is never deallocated), and bufferization's own ops are lowered there
_DEALLOCATED = frozenset({"memref.alloc", "memref.realloc"})


def allocates(op) -> bool:
    """Whether a kernel statement allocates (or holds a bufferization op) inside: then it can only
    be outlined after deallocation, which frees its buffers in it."""
    from torch_mlir import ir

    if op.name.startswith("linalg."):  # a payload of scalar ops, or none
        return False
    found = []

    def visit(inner):
        name = inner.name
        if name in _DEALLOCATED or name.startswith("bufferization."):
            found.append(name)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    op.operation.walk(visit)
    return bool(found)


def kept_buffers(op) -> list | None:
    """For an scf.for statement whose every result is its initial buffer, yielded back unchanged
    (directly, or as the result of an scf.for or scf.if inside it that yields back that block
    argument: a tiled reduction's loops, a scatter's bounds check, before canonicalization folds
    them), those initial buffers; else None. Outlined before deallocation, such a statement's call
    has no results and its results' uses take the buffers: a call's results would be taken as
    owned by the caller, and freed."""
    from torch_mlir import ir

    if op.operation.name != "scf.for":
        return None
    yields = []  # (an scf.for or scf.if, what one of its blocks yields)

    def visit(inner):
        if inner.name == "scf.yield":
            yields.append((inner.parent, list(inner.operands)))
        return ir.WalkResult.ADVANCE
    op.operation.walk(visit)
    loop = op.operation
    n = len(loop.results)
    inits = list(loop.operands)[3:3 + n]
    return inits if all(_kept(yields, loop, i, inits[i]) for i in range(n)) else None


def _kept(yields: list, parent, j: int, arg) -> bool:
    """Whether result `j` of `parent` (an scf.for or scf.if inside a statement whose scf.yield ops
    are `yields`) is `arg`."""
    outs = [values for p, values in yields if p == parent]
    if parent.name == "scf.for":  # starts from arg and yields its block argument back
        inner = parent.regions[0].blocks[0].arguments[j + 1]  # after the induction variable
        return (len(outs) == 1 and _same(yields, list(parent.operands)[3 + j], arg)  # lb, ub, step, inits
                and _same(yields, outs[0][j], inner))
    return parent.name == "scf.if" and len(outs) == 2 and all(_same(yields, values[j], arg) for values in outs)


def _same(yields: list, value, arg) -> bool:
    """Whether `value` is `arg`, passed through the loops and ifs inside the statement."""
    if value == arg:
        return True
    for parent, _ in yields:
        for j, result in enumerate(parent.results):
            if result == value:
                return _kept(yields, parent, j, arg)
    return False


# a static buffer with the identity layout: its elements are contiguous
_CONTIGUOUS = re.compile(r"^memref<((?:\d+x)+)([a-z0-9]+)>$")


def _flatten_fill(op) -> list:
    """A fill of a contiguous buffer fills it as one dimension of any length (a memref.collapse_shape
    and a memref.cast in the glue), so that the fills of one value share a kernel whatever their
    shapes: the CNN step's 25 fills (each a kernel of its own, 0.19 s of CPU time to compile in
    all) became 6 (docs/performance.md, "Convolutions"). The same stores, in one loop."""
    from torch_mlir import ir

    out = op.operands[1]
    m = _CONTIGUOUS.match(str(out.type))
    if m is None:
        return []
    dims = m.group(1)[:-1].split("x")
    flat_ty = ir.Type.parse(f"memref<{'x'.join(dims) if len(dims) == 1 else _product(dims)}x{m.group(2)}>")
    any_ty = ir.Type.parse(f"memref<?x{m.group(2)}>")
    with ir.InsertionPoint(op), op.location:
        flat = out
        if len(dims) > 1:
            flat = ir.Operation.create("memref.collapse_shape", results=[flat_ty], operands=[out], attributes={
                "reassociation": ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(ir.IntegerType.get_signless(64), i)
                                                                     for i in range(len(dims))])])}).results[0]
        cast = ir.Operation.create("memref.cast", results=[any_ty], operands=[flat]).results[0]
    op.operands[1] = cast
    return [flat, cast] if flat is not out else [cast]  # new values of the fill's scope


# A flattened fill (_flatten_fill) of elements of these sizes is outlined as vector stores of
# FILL_BYTES a step and a scalar tail (_vector_fill). As linalg.fill it was a scalar loop that only
# LLVM's optimiser made fast (a memset, or its loop vectoriser), 7-15 ms of LLVM for each distinct
# fill value (the MLP-1024 step's three fill kernels ≈ 36 ms of CPU); vectorised here it skips
# the optimiser as the other vectorised kernels do (codegen/parallel.split_vectorised). Not i1:
# a vector of i1 is stored bit-packed, a memref of i1 holds bytes.
FILL_BYTES = 64
_FILL_ELEMENT_BYTES = {"i8": 1, "i16": 2, "f16": 2, "bf16": 2, "i32": 4, "f32": 4, "i64": 8, "f64": 8}
_FLAT = re.compile(r"^memref<\?x([a-z0-9]+)>$")


def _vector_fill(op, state) -> str | None:
    """The text of a flattened fill (memref<?xT>) as vector stores and a scalar tail, under the
    fill's own names for its value and buffer; None for any other statement."""
    if op.operation.name != "linalg.fill":
        return None
    value, buffer = op.operands[0], op.operands[1]
    m = _FLAT.match(str(buffer.type))
    if m is None or m.group(1) not in _FILL_ELEMENT_BYTES:
        return None
    t, v, b = m.group(1), value.get_name(state), buffer.get_name(state)
    w = FILL_BYTES // _FILL_ELEMENT_BYTES[t]
    return f"""%fill.c0 = arith.constant 0 : index
%fill.c1 = arith.constant 1 : index
%fill.w = arith.constant {w} : index
%fill.n = memref.dim {b}, %fill.c0 : memref<?x{t}>
%fill.tail = arith.remui %fill.n, %fill.w : index
%fill.body = arith.subi %fill.n, %fill.tail : index
%fill.v = vector.broadcast {v} : {t} to vector<{w}x{t}>
scf.for %fill.i = %fill.c0 to %fill.body step %fill.w {{
  vector.store %fill.v, {b}[%fill.i] : memref<?x{t}>, vector<{w}x{t}>
}}
scf.for %fill.j = %fill.body to %fill.n step %fill.c1 {{
  memref.store {v}, {b}[%fill.j] : memref<?x{t}>
}}"""


def _product(dims) -> str:
    n = 1
    for d in dims:
        n *= int(d)
    return str(n)


def _kernel(name: str, parts: list[str], args, results, state) -> Kernel:
    """@name(args…) -> results { constants; statement; return results }, from the statement's text
    split by _NAMES."""
    # arguments get names of their own: a result of a multi-result op prints as %7#1
    rename = {v.get_name(state): f"%karg{i}" for i, v in enumerate(args)}
    if rename:  # whole names only (%1 is not a prefix of %12 or %1#0): _NAMES splits at whole names
        parts = list(parts)
        for i in range(1, len(parts), 2):
            parts[i] = rename.get(parts[i], parts[i])
    text = "".join(parts)
    types = ", ".join(str(r.type) for r in results)
    ret = f"return {', '.join(r.get_name(state) for r in results)} : {types}" if results else "return"
    return Kernel(name, tuple(str(v.type) for v in args), types, f"{text}\n  {ret}")
