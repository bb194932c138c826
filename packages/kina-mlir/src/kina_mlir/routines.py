"""Shape-generic routines: one kernel for every pure 16×16-tiled transpose of a module, whatever its shape.

Why: a transpose vectorised per shape (schedule.py, TRANSPOSE_ATTR) is a kernel of its own, and
each carries the AVX-512 shuffle network of a 16×16 tile, which LLVM's code generator is slow on:
the StoryLM medium step's six transposes ([128, 128], [128, 256], [512, 128] and three attention
`kᵀ`s) were a fifth of its kernels' LLVM time. Their loops differ only in bounds and strides, so
a pure transpose (its body copies its input; its batch dims in order, the last two swapped) is
instead a call to one routine per rank that reads its sizes and strides at run time: the network
is compiled once per module. Tiles are read and written exactly as before (16 rows, shuffled, 16
rows), so results are the same bits.

When: the elementwise schedule tags such a generic ROUTINE_ATTR instead of vectorising it (a 16×16
tile on AVX-512, one thread); after bufferization the outliner (outline.py) replaces the generic
by `memref.cast`s of its two buffers to the routine's dynamic type and a `func.call` of the routine,
a kernel like the others (codegen_split.py may hand it to the worker). A buffer whose innermost
stride is not 1 cannot be cast so: its generic stays and is lowered to plain loops."""
from __future__ import annotations

import re

SHARED_TRANSPOSE = True  # off: every transpose is vectorised per shape, as before (schedule.py)
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


def routine_body(rank: int) -> str:
    """The routine's body (a Kernel's: reads %karg0 [..., R, C], writes %karg1 [..., C, R]): the
    loops of the per-shape kernel it replaces, destination rows outermost, with bounds read from
    the buffers; each tile a transfer_read, a vector.transpose (a shuffle network after
    schedule.lower_transposes) and a transfer_write."""
    ty = routine_type(rank)
    tile = f"memref<{TILE}x{TILE}xf32, strided<[?, 1], offset: ?>>"
    if rank not in RANKS:
        raise ValueError(f"no transpose routine of rank {rank}")
    lines = [f"%c{i} = arith.constant {i} : index" for i in range(rank)]
    lines += [f"%c{TILE} = arith.constant {TILE} : index", "%pad = ub.poison : f32"]
    lines += [f"%n{i} = memref.dim %karg0, %c{i} : {ty}" for i in range(rank)]
    loops = [(f"%b{i}", f"%n{i}", "%c1") for i in range(rank - 2)]
    # destination rows (the source's columns) outside, destination columns inside
    loops += [("%j", f"%n{rank - 1}", f"%c{TILE}"), ("%i", f"%n{rank - 2}", f"%c{TILE}")]
    for depth, (iv, bound, step) in enumerate(loops):
        lines.append("  " * depth + f"scf.for {iv} = %c0 to {bound} step {step} {{")
    pad = "  " * len(loops)
    batch = [f"%b{i}" for i in range(rank - 2)]
    ones = ", ".join(["1"] * (rank - 2) + [str(TILE), str(TILE)])
    units = ", ".join(["1"] * rank)
    lines += [
        pad + f"%src = memref.subview %karg0[{', '.join(batch + ['%i', '%j'])}] [{ones}] [{units}] : {ty} to {tile}",
        pad + f"%dst = memref.subview %karg1[{', '.join(batch + ['%j', '%i'])}] [{ones}] [{units}] : {ty} to {tile}",
        pad + f"%v = vector.transfer_read %src[%c0, %c0], %pad {{in_bounds = [true, true]}} : {tile}, vector<{TILE}x{TILE}xf32>",
        pad + f"%t = vector.transpose %v, [1, 0] : vector<{TILE}x{TILE}xf32> to vector<{TILE}x{TILE}xf32>",
        pad + f"vector.transfer_write %t, %dst[%c0, %c0] {{in_bounds = [true, true]}} : vector<{TILE}x{TILE}xf32>, {tile}",
    ]
    for depth in reversed(range(len(loops))):
        lines.append("  " * depth + "}")
    return "\n".join(lines) + "\n  return"


def is_pure_transpose(op, maps: list[str], n: int) -> bool:
    """Whether the generic `op` (maps: its indexing maps' text) copies an F32 input to its output
    with the batch dims in order and the last two swapped (what the routine of rank n computes)."""
    from torch_mlir import ir

    from .schedule import map_results

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
    return (len(body) == 1 and body[0].name == "linalg.yield" and len(body[0].operands) == 1
            and body[0].operands[0] == block.arguments[0])


def site_rank(op) -> int | None:
    """The routine rank of a statement tagged ROUTINE_ATTR whose two buffers can be cast, else None."""
    if op.operation.name != "linalg.generic" or ROUTINE_ATTR not in op.attributes:
        return None
    rank = int(str(op.attributes[ROUTINE_ATTR]).strip("[]").split(":")[0])
    operands = list(op.operands)
    if len(operands) != 2 or not all(castable(str(v.type), rank) for v in operands):
        return None
    return rank


def call_routine(op, name: str, rank: int) -> None:
    """Replace the tagged generic `op` (on buffers, no results) by a call of routine `name`."""
    from torch_mlir import ir

    ty = ir.Type.parse(routine_type(rank))
    with ir.InsertionPoint(op), op.location:
        args = [ir.Operation.create("memref.cast", results=[ty], operands=[v]).results[0] for v in op.operands]
        ir.Operation.create("func.call", results=[], operands=args, attributes={"callee": ir.FlatSymbolRefAttr.get(name)})
    op.erase()
