"""Shape-generic routines: the pure transposes of a module, whatever their shapes, as calls of one kernel per rank.

Why: a transpose vectorised per shape (transforms/elementwise.py, TRANSPOSE_ATTR) is a kernel of its own, and
each carries the AVX-512 shuffle network of a 16×16 tile, which LLVM's code generator is slow on:
the StoryLM medium step's six transposes ([128, 128], [128, 256], [512, 128] and three attention
`kᵀ`s) were a fifth of its kernels' LLVM time. Their loops differ only in bounds and strides, so
a pure transpose (its body copies its input; its batch dims in order, the last two swapped) is
instead a call to one routine per rank that reads its sizes and strides at run time: the network
is compiled once per module (twice where some extents need the edges below). Tiles are read
and written exactly as before (16 rows, shuffled, 16 rows), so results are the same bits. Extents
16 does not divide are no obstacle: the routine moves what its whole tiles do not cover element by
element (it was masked 16×16 tiles, whose lowering cost 0.2 s of a cold compile; none of the
benchmark steps but the toy and CNN ones has such edges: docs/performance.md, "Convolutions").

When: the elementwise schedule tags such a generic ROUTINE_ATTR instead of vectorising it (AVX-512,
one thread, whatever its extents); after bufferization the outliner (outline.py) replaces the generic
by `memref.cast`s of its two buffers to the routine's dynamic type and a `func.call` of the routine,
a kernel like the others (codegen/parallel.py may hand it to the worker). A buffer whose innermost
stride is not 1 cannot be cast so: its generic stays and is lowered to plain loops."""
from __future__ import annotations

import re
from functools import lru_cache

from .tiling import map_results

ROUTINE_ATTR = "kina.tcall"  # [rank] on a pure transpose generic the outliner turns into a call
TILE = 16
RANKS = (2, 3, 4)
_STRIDED = re.compile(r"^memref<([0-9x]+)xf32(?:, strided<\[([^\]]*)\](?:, offset: [^>]+)?>)?>$")


def routine_type(rank: int) -> str:
    """The routine's argument type: any sizes and strides, the innermost stride 1."""
    strides = ", ".join(["?"] * (rank - 1) + ["1"])
    return f"memref<{'?x' * rank}f32, strided<[{strides}], offset: ?>>"


def castable(memref_type: str, rank: int) -> bool:
    """Whether a buffer of this type may be cast to routine_type(rank): F32, that rank, innermost
    stride 1 (an identity layout, or strided with a last stride of 1)."""
    m = _STRIDED.match(memref_type)
    if m is None or m.group(1).count("x") + 1 != rank:
        return False
    return m.group(2) is None or m.group(2).split(",")[-1].strip() == "1"


def routine_body(rank: int, edges: bool = True) -> str:
    """The routine's body (a Kernel's: reads %karg0 [..., R, C], writes %karg1 [..., C, R]), per
    batch element: the whole 16×16 tiles in the loop order of the per-shape kernel it replaces
    (destination rows outermost), each a transfer_read, a vector.transpose (a shuffle network
    after elementwise.lower_transposes) and a transfer_write; then the columns and rows 16 does not
    reach, element by element (R, C need not be multiples of 16). Without `edges`, only the
    whole tiles: for sites whose extents 16 divides (docs/performance.md, "Tiles")."""
    if rank not in RANKS:
        raise ValueError(f"no transpose routine of rank {rank}")
    ty = routine_type(rank)
    tile = f"memref<{TILE}x{TILE}xf32, strided<[?, 1], offset: ?>>"
    lines = [f"%c{i} = arith.constant {i} : index" for i in range(rank)]
    lines += [f"%c{TILE} = arith.constant {TILE} : index", "%pad = ub.poison : f32"]
    lines += [f"%n{i} = memref.dim %karg0, %c{i} : {ty}" for i in range(rank)]
    rows, cols = f"%n{rank - 2}", f"%n{rank - 1}"
    # the extents the whole tiles cover: R - R mod 16, C - C mod 16
    lines += [f"%rrem = arith.remui {rows}, %c{TILE} : index", f"%rt = arith.subi {rows}, %rrem : index",
              f"%crem = arith.remui {cols}, %c{TILE} : index", f"%ct = arith.subi {cols}, %crem : index"]
    batch = [f"%b{i}" for i in range(rank - 2)]
    depth = 0

    def open_loop(iv, lo, hi, step):
        nonlocal depth
        lines.append("  " * depth + f"scf.for {iv} = {lo} to {hi} step {step} {{")
        depth += 1

    def close_loops(n):
        nonlocal depth
        for _ in range(n):
            depth -= 1
            lines.append("  " * depth + "}")

    for i, b in enumerate(batch):
        open_loop(b, "%c0", f"%n{i}", "%c1")
    ones = ", ".join(["1"] * (rank - 2) + [str(TILE), str(TILE)])
    units = ", ".join(["1"] * rank)
    open_loop("%j", "%c0", "%ct", f"%c{TILE}")  # destination rows (the source's columns) outside
    open_loop("%i", "%c0", "%rt", f"%c{TILE}")
    pad = "  " * depth
    lines += [
        pad + f"%src = memref.subview %karg0[{', '.join(batch + ['%i', '%j'])}] [{ones}] [{units}] : {ty} to {tile}",
        pad + f"%dst = memref.subview %karg1[{', '.join(batch + ['%j', '%i'])}] [{ones}] [{units}] : {ty} to {tile}",
        pad + f"%v = vector.transfer_read %src[%c0, %c0], %pad {{in_bounds = [true, true]}} : {tile}, vector<{TILE}x{TILE}xf32>",
        pad + f"%t = vector.transpose %v, [1, 0] : vector<{TILE}x{TILE}xf32> to vector<{TILE}x{TILE}xf32>",
        pad + f"vector.transfer_write %t, %dst[%c0, %c0] {{in_bounds = [true, true]}} : vector<{TILE}x{TILE}xf32>, {tile}",
    ]
    close_loops(2)
    if not edges:
        close_loops(len(batch))
        return "\n".join(lines) + "\n  return"
    # the edges, element by element on this batch element's [R, C] and [C, R] views: the last
    # C mod 16 columns of every row, then the last R mod 16 rows of the whole tiles' columns (as
    # masked 16×16 tiles they were 1,900 lines of LLVM IR and 0.19 s of a cold compile: the
    # CNN step's [4096, 10]; docs/performance.md, "Convolutions")
    view = "memref<?x?xf32, strided<[?, 1], offset: ?>>"
    full = ", ".join(["1"] * (rank - 2) + [rows, cols])
    zeros = ", ".join(batch + ["%c0", "%c0"])
    pad = "  " * depth
    lines += [pad + f"%src2 = memref.subview %karg0[{zeros}] [{full}] [{units}] : {ty} to {view}",
              pad + f"%dst2 = memref.subview %karg1[{zeros}] [{', '.join(['1'] * (rank - 2) + [cols, rows])}] [{units}] : {ty} to {view}"]

    def element(i, j, tag):
        p = "  " * depth
        lines.extend([p + f"%e{tag} = memref.load %src2[{i}, {j}] : {view}",
                      p + f"memref.store %e{tag}, %dst2[{j}, {i}] : {view}"])

    open_loop("%ic", "%c0", rows, "%c1")  # the last C mod 16 columns, every row
    open_loop("%jc", "%ct", cols, "%c1")
    element("%ic", "%jc", "c")
    close_loops(2)
    open_loop("%ir", "%rt", rows, "%c1")  # the last R mod 16 rows, the whole tiles' columns
    open_loop("%jr", "%c0", "%ct", "%c1")
    element("%ir", "%jr", "r")
    close_loops(2)
    close_loops(len(batch))
    return "\n".join(lines) + "\n  return"


# A routine's share of a build's work in codegen/parallel.py's cost model (characters of kernel
# text, ≈ 1.7 ms per 1,000): its text is short, but the shuffle network of its 16×16 tile expands
# in lowering: ≈ 50 ms of CPU (lowering + translation + LLVM, measured alone on the CNN step's
# rank-2 routines), with the element-by-element edges a little more. Weighed by their text
# (4,300 units), the CNN step's routine stayed in the main process and kept the worker idle
# (docs/performance.md, "Convolutions").
ROUTINE_WEIGHT = {False: 25_000, True: 27_000}


@lru_cache(maxsize=1)
def _routine_bodies() -> dict[str, bool]:
    return {routine_body(rank, edges): edges for rank in RANKS for edges in (False, True)}


def routine_weight(body: str) -> int | None:
    """ROUTINE_WEIGHT for a kernel body that is one of the routines, else None."""
    edges = _routine_bodies().get(body)
    return None if edges is None else ROUTINE_WEIGHT[edges]


def is_pure_transpose(op, maps: list[str], n: int) -> bool:
    """Whether the generic `op` (maps: its indexing maps' text) copies an F32 input to its output
    with the batch dims in order and the last two swapped (what the routine of rank n computes)."""
    from torch_mlir import ir

    if n not in RANKS or len(maps) != 2:
        return False
    dims = [f"d{i}" for i in range(n)]
    if [map_results(m) for m in maps] != [dims[:-2] + [dims[-1], dims[-2]], dims]:
        return False
    block = op.regions[0].blocks[0]
    if [str(a.type) for a in block.arguments] != ["f32", "f32"]:
        return False
    body = []

    def visit(o):
        body.append(o)
        return ir.WalkResult.ADVANCE
    op.walk(visit)
    body = body[:-1]  # post-order: the generic itself comes last
    return (len(body) == 1 and body[0].operation.name == "linalg.yield" and len(body[0].operands) == 1
            and body[0].operands[0] == block.arguments[0])


def site_routine(op) -> tuple[int, bool] | None:
    """(rank, edges) of the routine for a statement tagged ROUTINE_ATTR whose two buffers can be
    cast (edges: 16 does not divide its last two extents), else None."""
    if op.operation.name != "linalg.generic" or ROUTINE_ATTR not in op.attributes:
        return None
    rank = int(str(op.attributes[ROUTINE_ATTR]).strip("[]").split(":")[0])
    operands = list(op.operands)
    if len(operands) != 2 or not all(castable(str(v.type), rank) for v in operands):
        return None
    extents = [int(e) for e in _STRIDED.match(str(operands[0].type)).group(1).split("x")[-2:]]
    return rank, any(e % TILE for e in extents)


def call_routine(op, name: str, rank: int) -> None:
    """Replace the tagged generic `op` (on buffers, no results) by a call of routine `name`."""
    from torch_mlir import ir

    ty = ir.Type.parse(routine_type(rank))
    with ir.InsertionPoint(op), op.location:
        args = [ir.Operation.create("memref.cast", results=[ty], operands=[v]).results[0] for v in op.operands]
        ir.Operation.create("func.call", results=[], operands=args, attributes={"callee": ir.FlatSymbolRefAttr.get(name)})
    op.erase()
