"""Shape-generic matmul routines: a planned F32 matmul routine (matmul_routines.py) defined as a
call of one routine per register tile that reads its sizes at run time.

Why: each planned matmul's routine was scheduled for its own shape (transforms/matmul.py: tiled,
vectorised, bufferized, lowered), and a build paid MLIR's passes and LLVM's code generation once
per distinct shape: the MLP-1024 step's two routines (the same tiles, two shapes) cost its
codegen worker 97-106 ms of CPU. What the schedule makes of a 2-D matmul is a fixed loop nest
around a register tile; only the bounds and the cache block depend on the shape. So the routine
here is that loop nest written once, with the matmul's sizes read off its buffers and the cache
block and thread split passed in, and the per-shape routine is a wrapper casting its buffers to
dynamic sizes and calling it: one routine per (kind, tiles, threaded), and a wrapper of a few
lines per shape. Being shape-generic, the routines are compiled once per machine by `kina tune`
(artifacts/routine_library.py) and linked into the builds that call them.

Same bits: the loops are the schedule's, in its order (thread chunks; packed panels or cache
blocks of columns; blocks of k; row tiles; column tiles; k, unrolled by the tile), and each
output element is the same chain of FMAs in increasing k from its value in C: what the
schedule's contraction lowered to outer products computes (tests/mlir/transforms/
test_matmul_generic.py compares both, bit for bit).

Which routines: a plan (kina.tile / kina.ptile, kina.block, kina.par) on F32 operands of
- a named `linalg.matmul` (A [M, K] @ B [K, N] -> C [M, N]), or
- the packed matmul's generic (A [M, K] @ Bp [N/tn, K, tn] -> C [M, N/tn, tn]: tiling.py),
whose tiles divide it (the plan's promise), with more than one row a tile. Batched matmuls, other
element types and one-row tiles (an odd M: the schedule's contraction of one row is not lowered to
a chain of FMAs, and its bits differ) keep their per-shape routine. The plan's sizes are the
wrapper's constants: the generic routine trusts them (each divides what it tiles), as the schedule
trusted its plan."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .matmul_routines import Routine, _memref, definition as per_shape
from .outline import KERNEL_PREFIX

GENERIC_INFIX = "gmm."  # kernel.gmm.<variant>: hidden like every kernel (outline.KERNEL_PREFIX)
NAME_PATTERN = r"gmm\.[pm]\d+x\d+x\d+(?:\.par)?"  # a variant's name after KERNEL_PREFIX (codegen/parallel._KERNEL)
_PACKED_MAPS = ("affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, "
                "affine_map<(d0, d1, d2, d3) -> (d1, d0, d2)>")
# a generic routine's arguments after A, B and C: the cache blocks (bn, bk), the thread chunks
# of the chunked dims (panels and rows packed, rows and columns plain), and whether C is ignored on
# entry (1: the first block of k starts from zeros, for a `zero` routine: matmul_routines.extract)
SCALARS = ("bn", "bk", "ch0", "ch1", "zero")
_TAGS = re.compile(r"kina\.(p?)tile = \[(\d+), (\d+), (\d+)\], kina\.block = \[(\d+), (\d+), (\d+)\]"
                   r"(?:, kina\.par = \[([^\]]*)\])?")
_SHAPE = re.compile(r"^tensor<([0-9x]+)xf32>$")
_BODY = re.compile(r"\^bb0\(%(\w+): f32, %(\w+): f32, %(\w+): f32\):\s*%(\w+) = arith\.mulf %\1, %\2 : f32\s*"
                   r"%(\w+) = arith\.addf %\3, %\4 : f32\s*linalg\.yield %\5 : f32\s*\}")


@dataclass(frozen=True)
class Variant:
    """One generic routine: `packed` (B in panels) or plain, its register tiles, threaded or not."""
    packed: bool
    tiles: tuple[int, int, int]
    threaded: bool

    @property
    def name(self) -> str:
        tm, tn, tk = self.tiles
        return f"{KERNEL_PREFIX}{GENERIC_INFIX}{'p' if self.packed else 'm'}{tm}x{tn}x{tk}{'.par' if self.threaded else ''}"

    def types(self) -> tuple[str, str, str]:
        tn = self.tiles[1]
        if self.packed:
            return "memref<?x?xf32>", f"memref<?x?x{tn}xf32>", f"memref<?x?x{tn}xf32>"
        return "memref<?x?xf32>", "memref<?x?xf32>", "memref<?x?xf32>"

    def signature(self) -> str:
        """Its arguments: A, B, C, then SCALARS."""
        a, b, c = self.types()
        return ", ".join([f"%a: {a}", f"%b: {b}", f"%c: {c}", *(f"%{n}: index" for n in SCALARS)])

    def call_type(self) -> str:
        return f"({', '.join([*self.types(), *['index'] * len(SCALARS)])}) -> ()"


@dataclass(frozen=True)
class Call:
    """A routine as a call of its variant: the constants the wrapper passes."""
    variant: Variant
    bn: int
    bk: int
    chunks: tuple[int, int]
    zero: bool = False


def generic_call(r: Routine) -> Call | None:
    """How routine `r` calls a generic routine, or None: it keeps its per-shape schedule."""
    m = _TAGS.search(r.op)
    shapes = [_SHAPE.match(t) for t in r.types]
    if m is None or not all(shapes):
        return None
    a_shape, b_shape, c_shape = (tuple(int(x) for x in s.group(1).split("x")) for s in shapes)
    if len(a_shape) != 2:  # a batched matmul
        return None
    ma, ka = a_shape
    tiles = tuple(int(x) for x in m.group(2, 3, 4))
    tm, tn, tk = tiles
    _, bn, bk = (int(x) for x in m.group(5, 6, 7))
    par = tuple(int(x) for x in m.group(8).split(",")) if m.group(8) else None
    op = r.op.split(" ", 3)[2]
    if op == "linalg.generic":
        if _PACKED_MAPS not in r.op or _BODY.search(r.op) is None or len(b_shape) != 3 or len(c_shape) != 3:
            return None
        panels, kb, t = b_shape
        if (kb, t) != (ka, tn) or c_shape != (ma, panels, tn) or bn != 0:
            return None
        extents, units = (panels, ma), (1, tm)
    elif op == "linalg.matmul":
        if len(b_shape) != 2 or b_shape[0] != ka or c_shape != (ma, b_shape[1]):
            return None
        n = b_shape[1]
        if n % tn or (bn and (n % bn or bn % tn)):
            return None
        extents, units = (ma, n), (tm, bn or tn)
    else:
        return None
    if ma % tm or ka % tk or (bk and (ka % bk or bk % tk)):
        return None
    if tm == 1:  # one row: the schedule's contraction is not lowered to FMA rows, so its bits differ
        return None
    if par is None:
        chunks = extents
    else:
        chunks = tuple(p or e for p, e in zip(par[:2], extents))
        if any(e % c or c % u for e, c, u in zip(extents, chunks, units)):
            return None
    # the schedule's unblocked dims are one block: k whole, columns the chunk's (packed: unused)
    return Call(Variant(op == "linalg.generic", tiles, par is not None), bn or chunks[1], bk or ka, chunks, r.zero)


def wrapper(r: Routine, call: Call) -> str:
    """The per-shape routine as a call of its variant (exported, as matmul_routines.definition)."""
    statics = [_memref(t) for t in r.types]
    dyn = call.variant.types()
    lines = [f"func.func @{r.name}(%m0: {statics[0]}, %m1: {statics[1]}, %m2: {statics[2]}) attributes {{llvm.no_inline}} {{"]
    lines += [f"  %d{i} = memref.cast %m{i} : {s} to {d}" for i, (s, d) in enumerate(zip(statics, dyn))]
    values = (call.bn, call.bk, *call.chunks, int(call.zero))
    lines += [f"  %{n} = arith.constant {v} : index" for n, v in zip(SCALARS, values)]
    lines.append(f"  func.call @{call.variant.name}({', '.join(['%d0', '%d1', '%d2', *(f'%{n}' for n in SCALARS)])}) : "
                 f"{call.variant.call_type()}")
    lines += ["  return", "}"]
    return "\n".join(lines)


def definitions(routines: list[Routine], prebuilt=None) -> tuple[list[str], bool, list[bytes]]:
    """What the worker builds for `routines`: each a wrapper of its variant or, where it has none,
    its per-shape definition; each variant once, defined, or declared where `prebuilt(name)` gives
    its object (the routine library: artifacts/routine_library.py). Also whether any routine is
    per-shape (they need the matmul schedule) and the prebuilt objects, to be linked."""
    out, variants, scheduled = [], {}, False
    for r in routines:
        call = generic_call(r)
        if call is None:
            out.append(per_shape(r))
            scheduled = True
            continue
        variants.setdefault(call.variant.name, call.variant)
        out.append(wrapper(r, call))
    objects = []
    for v in variants.values():
        obj = prebuilt(v.name) if prebuilt is not None else None
        out.append(definition(v) if obj is None else declaration(v))
        if obj is not None:
            objects.append(obj)
    return out, scheduled, objects


def declaration(v: Variant) -> str:
    return f"func.func private @{v.name}{v.call_type().split(' -> ')[0]}"


def definition(v: Variant) -> str:
    """The generic routine: the schedule's loop nest over sizes read at run time."""
    tm, tn, tk = v.tiles
    vec = f"vector<{tn}xf32>"
    a_t, b_t, c_t = v.types()
    out = [f"func.func @{v.name}({v.signature()}) attributes {{llvm.no_inline}} {{"]
    emit = out.append
    for c in sorted({*range(max(tm, tk)), 1, tm, tk, tn, *(u * tn for u in range(tk))}):
        emit(f"  %c{c} = arith.constant {c} : index")
    if v.packed:
        emit(f"  %bf = memref.collapse_shape %b [[0], [1, 2]] : {b_t} into memref<?x?xf32>")
    emit(f"  %k = memref.dim %a, %c1 : {a_t}")
    emit("  %zf = arith.cmpi ne, %zero, %c0 : index")
    emit(f"  %zv = arith.constant dense<0.000000e+00> : {vec}")
    ind = "  "
    if v.threaded:  # a grid of chunks over the chunked dims: (panels, rows) packed, (rows, columns) plain
        emit(f"  %e0 = memref.dim {'%b' if v.packed else '%a'}, %c0 : {b_t if v.packed else a_t}")
        emit(f"  %e1 = memref.dim {'%a, %c0 : ' + a_t if v.packed else '%b, %c1 : ' + b_t}")
        emit("  %g0 = arith.divui %e0, %ch0 : index")
        emit("  %g1 = arith.divui %e1, %ch1 : index")
        emit("  %gn = arith.muli %g0, %g1 : index")
        emit("  scf.forall (%g) in (%gn) {")
        ind = "    "
        emit(f"{ind}%q0 = arith.divui %g, %g1 : index")
        emit(f"{ind}%q1 = arith.remui %g, %g1 : index")
        emit(f"{ind}%s0 = arith.muli %q0, %ch0 : index")
        emit(f"{ind}%s1 = arith.muli %q1, %ch1 : index")
    else:  # one chunk: the whole of both dims
        emit("  %s0 = arith.constant 0 : index")
        emit("  %s1 = arith.constant 0 : index")
    emit(f"{ind}%z0 = arith.addi %s0, %ch0 : index")
    emit(f"{ind}%z1 = arith.addi %s1, %ch1 : index")
    i1 = ind + "  "
    if v.packed:  # panels, then blocks of k, rows, k
        rows = ("%s1", "%z1")
        emit(f"{ind}scf.for %p = %s0 to %z0 step %c1 {{")
    else:  # blocks of columns, blocks of k, rows, columns, k
        rows = ("%s0", "%z0")
        emit(f"{ind}scf.for %jb = %s1 to %z1 step %bn {{")
        emit(f"{i1}%je = arith.addi %jb, %bn : index")
    emit(f"{i1}scf.for %kb = %c0 to %k step %bk {{")
    i2 = i1 + "  "
    emit(f"{i2}%ke = arith.addi %kb, %bk : index")
    emit(f"{i2}%first = arith.cmpi eq, %kb, %c0 : index")
    emit(f"{i2}%fresh = arith.andi %first, %zf : i1")
    emit(f"{i2}scf.for %i = {rows[0]} to {rows[1]} step %c{tm} {{")
    i3 = i2 + "  "
    for r in range(tm):
        emit(f"{i3}%i{r} = arith.addi %i, %c{r} overflow<nsw, nuw> : index")
    if v.packed:
        i4, close = i3, 0
    else:
        emit(f"{i3}scf.for %j = %jb to %je step %c{tn} {{")
        i4, close = i3 + "  ", 1
    where = (lambda r: f"%c[%i{r}, %p, %c0] : {c_t}, {vec}") if v.packed else (lambda r: f"%c[%i{r}, %j] : {c_t}, {vec}")
    # the accumulators' start: C, or zeros in the first block of k of a `zero` call (the same
    # +0.0 a fill would have stored, so the same bits)
    vecs = ", ".join([vec] * tm)
    emit(f"{i4}%x:{tm} = scf.if %fresh -> ({vecs}) {{")
    emit(f"{i4}  scf.yield {', '.join(['%zv'] * tm)} : {vecs}")
    emit(f"{i4}}} else {{")
    for r in range(tm):
        emit(f"{i4}  %l{r} = vector.load {where(r)}")
    emit(f"{i4}  scf.yield {', '.join(f'%l{r}' for r in range(tm))} : {vecs}")
    emit(f"{i4}}}")
    accs = ", ".join(f"%y{r} = %x#{r}" for r in range(tm))
    emit(f"{i4}%acc:{tm} = scf.for %kk = %kb to %ke step %c{tk} iter_args({accs}) -> ({', '.join([vec] * tm)}) {{")
    i5 = i4 + "  "
    cur = [f"%y{r}" for r in range(tm)]
    if v.packed:  # panel rows at kk·tn + u·tn of a flat panel: one shift an iteration, not one a row
        emit(f"{i5}%kt = arith.muli %kk, %c{tn} overflow<nsw, nuw> : index")
    for u in range(tk):
        emit(f"{i5}%k{u} = arith.addi %kk, %c{u} overflow<nsw, nuw> : index")
        if v.packed:
            emit(f"{i5}%o{u} = arith.addi %kt, %c{u * tn} overflow<nsw, nuw> : index")
        brow = f"%bf[%p, %o{u}] : memref<?x?xf32>, {vec}" if v.packed else f"%b[%k{u}, %j] : {b_t}, {vec}"
        emit(f"{i5}%b{u} = vector.load {brow}")
        for r in range(tm):
            emit(f"{i5}%a{u}_{r} = memref.load %a[%i{r}, %k{u}] : {a_t}")
            emit(f"{i5}%s{u}_{r} = vector.broadcast %a{u}_{r} : f32 to {vec}")
            emit(f"{i5}%f{u}_{r} = vector.fma %s{u}_{r}, %b{u}, {cur[r]} : {vec}")
            cur[r] = f"%f{u}_{r}"
    emit(f"{i5}scf.yield {', '.join(cur)} : {', '.join([vec] * tm)}")
    emit(f"{i4}}}")
    for r in range(tm):
        emit(f"{i4}vector.store %acc#{r}, {where(r)}")
    if close:
        emit(f"{i3}}}")
    emit(f"{i2}}}")  # rows
    emit(f"{i1}}}")  # k blocks
    emit(f"{ind}}}")  # panels / column blocks
    if v.threaded:
        emit("  }")
    emit("  return")
    emit("}")
    return "\n".join(out)
