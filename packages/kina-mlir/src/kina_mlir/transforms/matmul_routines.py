"""Planned matmuls as routines: functions of their own that the codegen worker schedules and
compiles from the start of a build, while this process runs its MLIR passes on the rest.

Why: a scheduled matmul is a few lines when emitted and hundreds once tiled, packed and
vectorised, and every pass after the matmul schedule (fusion, bufferization, outlining, the
lowering to LLVM) then runs on that code in the compiling process, while the worker
(codegen/parallel.py) waits for the kernels outlining hands it. Skipping the matmul schedule
made the StoryLM medium step's MLIR passes 281-333 -> 174-201 ms (docs/performance.md, "Issue 23
... session 37"). So each planned op (a named `linalg.matmul` or `linalg.batch_matmul`, or the
packed matmul's generic: transforms/tiling.py) becomes a call of a function holding only that op:

- in this module, the function keeps the op with its plan's tags replaced by ROUTINE_ATTR, which
  no schedule matches, so it stays a few lines through fusion (which does not cross a call) and
  bufferization, which writes the result in place into the third argument (its function
  boundaries: identity layouts, the result equivalent to that argument and dropped); then
  `declare` makes it a declaration: the module only calls it;
- the worker gets `definition`: the same op, tags kept, on the buffers the bufferized function
  takes (to_tensor / materialize_in_destination, bufferized in place), with the matmul schedule
  and pipeline.routine_passes (artifacts/build.hand_over). Its objects are linked like a shared
  kernel's.

A build without a worker (one CPU, KINA_PARALLEL_CODEGEN=0, a module too small) and the
`--emit` stages never extract: their matmuls are scheduled in the module as before. Identical
ops are one routine (named by a digest of the op's text)."""
from __future__ import annotations

import bisect
import hashlib
import re
from collections import Counter
from dataclasses import dataclass

from ..bindings import LoweringError
from .outline import KERNEL_PREFIX

ROUTINE_ATTR = "kina.routine"
ROUTINE_INFIX = "mm."  # kernel.mm.<digest>: outline.KERNEL_PREFIX, so the worker's object hides it (parallel._KERNEL)
# a planned op's first line as the emitter writes it (lowerings/nn.py): its SSA name, the op and
# its attribute dict, which holds a plan's tags (MatmulPlan.tag: kina.tile or kina.ptile, ...)
_START = re.compile(r"^(\s*)(%[\w.]+) = (linalg\.(?:matmul|batch_matmul|generic)) \{([^\n]*?kina\.p?tile = [^\n]*?)\}"
                    r" ins\(([^:)]*) : ([^)]*)\) outs\(([^:)]*) : ([^)]*)\)(.*)$")
_TAGS = re.compile(r"(?:, )?kina\.(?:p?tile|block|par) = \[[^\]]*\]")
_LOC = re.compile(r"\s+loc\((?:[^()]|\([^()]*\))*\)\s*$")
_RESULT = re.compile(r"\}? ?-> (tensor<[^>]*>)")


@dataclass(frozen=True)
class Routine:
    name: str
    types: tuple[str, ...]  # its three operands' tensor types: A, B, C (the result's)
    op: str  # the op, operands %ra0, %ra1, %ra2, its plan's tags kept; no location
    zero: bool = False  # C is not read: the routine writes A @ B (its callers' zero fills dropped: extract)


def _memref(tensor_type: str) -> str:
    return "memref<" + tensor_type[len("tensor<"):]


def _split(items: str) -> list[str]:
    return [x.strip() for x in items.split(",")] if items.strip() else []


def _split_types(types: str) -> list[str]:
    return [t.strip() + (">" if not t.strip().endswith(">") else "") for t in types.split(">,")]


def extract(text: str, zero=None) -> tuple[str, list[Routine]]:
    """`text` (an emitted module) with each planned op replaced by a call of its routine, and the
    routines (each once); the text unchanged and [] when it has none. An op whose operands are
    not two inputs and one output stays as it is.

    `zero(routine)`: whether a routine may be given C uninitialised when its caller only fills it
    with zeros (the matmul's own fill, emit/mlirgen.fill): such a call gets the routine's `zero`
    form and the fill becomes the allocation it filled. A fill before a threaded matmul was a
    serial pass over C (11 MiB in the MLP-1024 step, 5 % of its time) and a first touch of every
    page on one thread; the generic routines start their first block of k from zeros instead
    (matmul_generic.py)."""
    lines = text.split("\n")
    out, routines, functions = [], {}, []
    placed: dict[int, int] = {}  # a line of `text` -> its index in `out`
    edits: dict[int, str | None] = {}  # lines of `text` replaced (None: dropped) once all are placed
    scopes = _Scopes(lines) if zero is not None else None
    i = 0
    while i < len(lines):
        m = _START.match(lines[i])
        ins, in_types = (_split(m.group(5)), _split_types(m.group(6))) if m else ([], [])
        outs, out_types = (_split(m.group(7)), _split_types(m.group(8))) if m else ([], [])
        if not m or len(ins) != 2 or len(outs) != 1 or len(in_types) != 2 or len(out_types) != 1:
            placed[i] = len(out)
            out.append(lines[i])
            i += 1
            continue
        end = i
        if m.group(3) == "linalg.generic":  # its region, to the line closing it: `} -> tensor<…> loc(…)`
            while end + 1 < len(lines) and not lines[end].lstrip().startswith("} -> "):
                end += 1
        loc = _LOC.search(lines[end])
        suffix = lines[end][loc.start():] if loc else ""
        op_lines = [f"%rr = {m.group(3)} {{{m.group(4)}}} ins(%ra0, %ra1 : {', '.join(in_types)}) "
                    f"outs(%ra2 : {out_types[0]}){m.group(9)}", *lines[i + 1:end + 1]]
        if loc:
            op_lines[-1] = _LOC.sub("", op_lines[-1])
        result = _RESULT.search(op_lines[-1])
        if result is None or result.group(1) != out_types[0]:
            for k in range(i, end + 1):
                placed[k] = len(out)
                out.append(lines[k])
            i = end + 1
            continue
        body = _canonical("\n".join(op_lines))
        types = (*in_types, out_types[0])
        fill = _zero_fill(outs[0], i, scopes) if scopes is not None else None
        zeroed = fill is not None and zero(Routine("", types, body, True))
        if zeroed:
            edits.update(fill)
        digest = hashlib.sha256((body + "|" + "|".join(types) + ("|zero" if zeroed else "")).encode()).hexdigest()[:16]
        routine = routines.get(digest)
        if routine is None:
            routine = Routine(f"{KERNEL_PREFIX}{ROUTINE_INFIX}{digest}", types, body, zeroed)
            routines[digest] = routine
            functions.append(_local(routine))
        out.append(f"{m.group(1)}{m.group(2)} = func.call @{routine.name}({', '.join(ins + outs)}) : "
                   f"({', '.join(types)}) -> {types[2]}{suffix}")
        i = end + 1
    for k, line in edits.items():
        out[placed[k]] = line
    out = [line for line in out if line is not None]
    at = next((k for k, line in enumerate(out) if line.startswith("module")), None)
    if not routines or at is None:
        return text, []
    return "\n".join([*out[:at + 1], *functions, *out[at + 1:]]), list(routines.values())


_NAME = re.compile(r"%[\w.]+")
_DEF = re.compile(r"^\s*(%[\w.]+) = (.*)$")
_DEF_START = re.compile(r"^[ \t]*(%[\w.]+) = ", re.M)
_VIEW = re.compile(r"tensor\.(?:collapse|expand)_shape (%[\w.]+) ")
_FILL = re.compile(r"linalg\.fill ins\((%[\w.]+) : f32\) outs\((%[\w.]+) : (tensor<[^>]*>)\) -> (tensor<[^>]*>)(.*)$")
_ZERO = re.compile(r"arith\.constant (?:0x00000000|0\.0+e\+00) : f32\b")
_FRESH = re.compile(r"(?:bufferization\.alloc_tensor\(\)|tensor\.empty\(\)) : tensor<[^>]*>")


class _Scopes:
    """SSA names by function (each `func.func` names its values anew), worked out for a function
    when first asked: how often each name occurs, and the line defining each one-result value on a
    line of its own."""

    def __init__(self, lines: list[str]):
        self.lines = lines
        self.starts = [k for k, line in enumerate(lines) if line.lstrip().startswith("func.func ")] or [0]
        self._names: dict[int, tuple[Counter, dict[str, int]]] = {}  # a function's first line -> (uses, definitions)

    def of_line(self, k: int) -> int:
        """The first line of the function holding line `k`."""
        return self.starts[max(0, bisect.bisect_right(self.starts, k) - 1)]

    def names(self, scope: int) -> tuple[Counter, dict[str, int]]:
        """The function beginning at line `scope`: each name's occurrences, and its definitions' lines."""
        if scope not in self._names:
            i = bisect.bisect_right(self.starts, scope)
            text = "\n".join(self.lines[scope:self.starts[i] if i < len(self.starts) else len(self.lines)])
            found, pos, line = {}, 0, scope
            for m in _DEF_START.finditer(text):
                line += text.count("\n", pos, m.start())
                pos = m.start()
                found[m.group(1)] = line
            self._names[scope] = (Counter(_NAME.findall(text)), found)
        return self._names[scope]


def _zero_fill(c: str, at: int, scopes: _Scopes) -> dict[int, str | None] | None:
    """The edits that give the matmul on line `at` uninitialised memory for its C operand `c` in
    place of zeros: `c` is a +0.0 `linalg.fill` seen through reshapes, each value read only on the
    way here (the fill becomes an allocation; the tensor it filled, read by nothing else, is
    dropped); else None."""
    lines = scopes.lines
    uses, definitions = scopes.names(scopes.of_line(at))
    name = c
    while uses[name] == 2:  # its definition and the one reader
        k = definitions.get(name)
        if k is None:
            return None
        rhs = _DEF.match(lines[k]).group(2)
        view = _VIEW.match(rhs)
        if view:
            name = view.group(1)
            continue
        fill = _FILL.match(rhs)
        if fill is None or fill.group(3) != fill.group(4):
            return None
        value = definitions.get(fill.group(1))
        if value is None or not _ZERO.match(_DEF.match(lines[value]).group(2)):
            return None
        indent = lines[k][:len(lines[k]) - len(lines[k].lstrip())]
        edits = {k: f"{indent}{name} = bufferization.alloc_tensor() : {fill.group(3)}{fill.group(5)}"}
        dest = definitions.get(fill.group(2))
        if dest is not None and uses[fill.group(2)] == 2 and _FRESH.match(_DEF.match(lines[dest]).group(2)):
            edits[dest] = None
        return edits
    return None


def _canonical(body: str) -> str:
    """`body` with its region's SSA names numbered in order (%v0, %v1, ...): the same op emitted
    twice is one routine."""
    names: dict[str, str] = {}

    def rename(m):
        n = m.group(0)
        if n in ("%rr", "%ra0", "%ra1", "%ra2"):
            return n
        return names.setdefault(n, f"%v{len(names)}")
    return _NAME.sub(rename, body)


# a named op's generic form (its indexing maps and iterators): _local
_GENERIC = {"linalg.matmul": (["(d0, d2)", "(d2, d1)", "(d0, d1)"], 3),
            "linalg.batch_matmul": (["(d0, d1, d3)", "(d0, d3, d2)", "(d0, d1, d2)"], 4)}


def _local(r: Routine) -> str:
    """The routine as this module holds it until `declare`: the op with ROUTINE_ATTR in place of
    its plan's tags, which no schedule matches; a named op as its generic, which the split of
    unplanned named matmuls (matmul._PLAIN) does not match either (split, its result was no
    longer the third argument's buffer once bufferized)."""
    a, b, c = r.types
    name = r.op.split(" ", 3)[2]
    if name in _GENERIC:
        maps, n = _GENERIC[name]
        scalar = c[c.rindex("x") + 1:-1]
        iters = ", ".join(['"parallel"'] * (n - 1) + ['"reduction"'])
        dims = ", ".join(f"d{i}" for i in range(n))
        op = (f"%rr = linalg.generic {{{ROUTINE_ATTR}, indexing_maps = [{', '.join(f'affine_map<({dims}) -> {m}>' for m in maps)}], "
              f"iterator_types = [{iters}]}} ins(%ra0, %ra1 : {a}, {b}) outs(%ra2 : {c}) {{\n"
              f"    ^bb0(%x: {scalar}, %y: {scalar}, %z: {scalar}):\n"
              f"      %p = arith.mulf %x, %y : {scalar}\n      %s = arith.addf %z, %p : {scalar}\n"
              f"      linalg.yield %s : {scalar}\n    }} -> {c}")
    else:
        head, rest = r.op.split("{", 1)
        attrs, rest = rest.split("}", 1)
        kept = _TAGS.sub("", attrs).strip().strip(",").strip()
        op = f"{head}{{{ROUTINE_ATTR}{', ' + kept if kept else ''}}}{rest}"
    return (f"  func.func private @{r.name}(%ra0: {a}, %ra1: {b}, %ra2: {c}) -> {c} {{\n{_zeros(r, '    ')}    "
            f"{_from_zeros(r, op)}\n    return %rr : {c}\n  }}")


def _zeros(r: Routine, indent: str) -> str:
    """A `zero` routine's own fill of C (%rz), which its callers no longer make: the same result
    whatever C held."""
    if not r.zero:
        return ""
    c = r.types[2]
    return (f"{indent}%rz0 = arith.constant 0.000000e+00 : f32\n"
            f"{indent}%rz = linalg.fill ins(%rz0 : f32) outs(%ra2 : {c}) -> {c}\n")


def _from_zeros(r: Routine, op: str) -> str:
    return op.replace("outs(%ra2 :", "outs(%rz :", 1) if r.zero else op


def definition(r: Routine) -> str:
    """The routine on buffers, as the worker builds it (exported: this module declares it)."""
    a, b, c = r.types
    ma, mb, mc = _memref(a), _memref(b), _memref(c)
    return (f"func.func @{r.name}(%m0: {ma}, %m1: {mb}, %m2: {mc}) attributes {{llvm.no_inline}} {{\n"
            f"  %ra0 = bufferization.to_tensor %m0 restrict : {ma} to {a}\n"
            f"  %ra1 = bufferization.to_tensor %m1 restrict : {mb} to {b}\n"
            f"  %ra2 = bufferization.to_tensor %m2 restrict writable : {mc} to {c}\n"
            f"{_zeros(r, '  ')}  {_from_zeros(r, r.op)}\n"
            f"  bufferization.materialize_in_destination %rr in restrict writable %m2 : ({c}, {mc}) -> ()\n"
            f"  return\n}}")


def declared_type(r: Routine) -> str:
    """The function type bufferization gives the routine in this module (identity layouts, the
    result written into the third argument and dropped)."""
    return f"({', '.join(_memref(t) for t in r.types)}) -> ()"


# ops without side effects on tensors: a routine call whose result only they read, and nothing reads
# theirs, is dead (drop_unused)
_PURE_PREFIXES = ("tensor.", "linalg.", "arith.")


def drop_unused(module, routines: list[Routine]) -> int:
    """Erase the calls of routines whose result nothing needs (a gradient a step discards, read
    only by a reshape nothing reads), with those readers; returns how many calls. A routine is
    pure, but MLIR cannot know that of a call, and an inline matmul whose result was unused was
    erased as dead code (after pipeline.prune dropped the results of a function nobody reads)."""
    from torch_mlir import ir

    callees = {f"@{r.name}" for r in routines}
    calls, needed = [], {}

    def is_call(o) -> bool:
        return o.name == "func.call" and str(o.attributes["callee"]) in callees

    def users(o) -> list:
        return [use.owner.operation for r in o.results for use in r.uses]

    def is_needed(o) -> bool:  # o, or something reading its results, has an effect
        if o not in needed:
            needed[o] = True  # a cycle (through a loop's region) counts as needed
            # an op without results (a region's yield, a store) is needed: its effect is elsewhere
            removable = is_call(o) or (o.name.startswith(_PURE_PREFIXES) and len(o.results) > 0)
            needed[o] = not removable or any(is_needed(u) for u in users(o))
        return needed[o]

    def visit(op):
        if is_call(op.operation):
            calls.append(op.operation)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    dead = [o for o in calls if not is_needed(o)]
    doomed: list = []  # the dead calls and everything reading them, each once
    todo = list(dead)
    while todo:
        o = todo.pop()
        if o not in doomed:
            doomed.append(o)
            todo.extend(users(o))
    while doomed:  # readers first: an op is erased once nothing reads it
        free = [o for o in doomed if not users(o)]
        if not free:
            raise RuntimeError("dead matmul routine calls read in a cycle")
        for o in free:
            doomed.remove(o)
            o.erase()
    if dead:
        module.operation.verify()  # a wrong erasure fails here, located, not in a later pass
    return len(dead)


def declare(module, routines: list[Routine]) -> None:
    """Make the routines of `module` (bufferized) declarations: the worker defines them. One that
    bufferized to another type than declared_type's was changed by `remove-dead-values`, which
    changes a private function's signature only where every call of it was dead (pipeline.prune),
    and drop_unused erased those calls: it is erased (still called, it is a LoweringError)."""
    from torch_mlir import ir

    wanted = {r.name: declared_type(r) for r in routines}
    changed = []
    for op in list(module.body.operations):
        if op.operation.name != "func.func":
            continue
        name = ir.StringAttr(op.attributes["sym_name"]).value
        if name not in wanted:
            continue
        got = str(ir.TypeAttr(op.attributes["function_type"]).value)
        if got != wanted[name]:
            changed.append((name, op))
            continue
        decl = ir.Operation.parse(f"func.func private @{name}{got.split(' -> ')[0]}")
        ir.InsertionPoint(op).insert(decl)
        op.erase()
    if changed:
        called = set()

        def visit(o):
            if o.operation.name == "func.call":
                called.add(str(o.operation.attributes["callee"])[1:])
            return ir.WalkResult.ADVANCE
        module.operation.walk(visit)
        for name, op in changed:
            if name in called:
                raise LoweringError(f"matmul routine {name} is called but bufferized to another type than {wanted[name]}")
            op.erase()
