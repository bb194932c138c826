"""Shape-generic routines: the pure transposes of a module, whatever their shapes and ranks, as calls of one kernel.

Why: a transpose vectorised per shape (transforms/elementwise.py, TRANSPOSE_ATTR) is a kernel of its own, and
each carries the AVX-512 shuffle network of a 16×16 tile, which LLVM's code generator is slow on:
the StoryLM medium step's six transposes ([128, 128], [128, 256], [512, 128] and three attention
`kᵀ`s) were a fifth of its kernels' LLVM time. (On AVX2 the tile is 8×8: ROUTINE_TILE.) Their loops differ only in bounds and strides, so
a pure transpose (its body copies its input; its batch dims in order, the last two swapped) is
instead a call to one routine that reads its sizes and strides at run time: the network is
compiled once per module (twice where some extents need the edges below). The routine is of rank
4 (SHARED_RANK) and a buffer of rank 2 or 3 is passed as a view with leading unit dims (one routine
per rank had left three networks in the medium step). Tiles are read and written exactly as
before (16 rows, shuffled, 16 rows), so results are the same bits. Extents 16 does not divide are
no obstacle: the routine moves what its whole tiles do not cover element by element (it was
masked 16×16 tiles, whose lowering cost 0.2 s of a cold compile; none of the benchmark steps but
the toy and CNN ones has such edges: docs/performance.md, "Convolutions").

When: the elementwise schedule tags such a generic ROUTINE_ATTR [rank, threads, k, j] instead of
vectorising it (AVX2 and AVX-512, whatever its extents from ROUTINE_MIN_ELEMENTS elements on;
threads > 1 where it would have split the op over
threads: the threaded routine splits at run time as the per-shape kernel did); after
bufferization the outliner (outline.py) replaces the generic by views of its two buffers of the
routine's dynamic type and a `func.call` of the routine, a kernel like the others
(codegen/parallel.py may hand it to the worker). A buffer whose innermost stride is not 1 cannot
be viewed so: its generic stays and is lowered to plain loops. A block of dims moved past another
([B, T, H, D] -> [B, H, D, T]: transpose_groups) is the same transpose once each block is viewed as
one dim, and calls the same routine; a transpose under ROUTINE_MIN_ELEMENTS keeps its own kernel."""
from __future__ import annotations

import math
import re
from functools import lru_cache

from .tiling import map_results

# [n, threads, k, j] on a pure transpose generic of rank n the outliner turns into a call (k, j:
# transpose_groups'; [n, threads] reads as the last two dims swapped)
ROUTINE_ATTR = "kina.tcall"
# A transpose this small stays a kernel of its own (a scalar "small" kernel: outline.SMALL_KERNEL_ELEMENTS,
# LLVM's optimiser skipped), cheaper to build than the routine and to call: the toy step's transposes
# of at most 32 elements ran 5-8 % slower through the routine's views and loops, and its build paid
# the routine (≈ 50 ms of CPU) for them.
ROUTINE_MIN_ELEMENTS = 4096
TILE = 16  # AVX-512's: one tile row a register
# The tile per ISA (CodegenOptions.isa; routine_tile). AVX2 has 16 registers of 8 lanes: a 16×16 tile
# is 32 of them, and LLVM's instruction selection took 58-75 ms of a build's CPU on its shuffle
# network (the MLP-1024 step's one routine, a fifth of the worker's time), where an 8×8 tile is
# MLIR's AVX2 network (elementwise.lower_transposes) in 8 registers: 469 instructions for the
# MLP-1024 step's routine against 825, 0.6-0.7x the CPU to build. Run alone, alternated in one
# process against the 16×16 routine (session 38): [1024, 1024] 0.88x, [512, 2048] 0.81x,
# [256, 1024] 0.76x, [8, 4, 64, 32] 0.87x, [8, 4, 64, 24] 0.44x (8 divides 24: no edges), the
# attention [8, 64, 4, 32] block move 1.00x; with tiles walked a line at a time (LINE; without,
# [1024, 1024] ran 1.18x). Fixed per ISA, not tuned: the tuner measures run time only.
LINE = 16  # F32 elements in a 64-byte cache line
ROUTINE_TILE = {"avx512": 16, "avx2": 8}  # the elementwise schedule tags each site with its ISA's
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


def routine_tile(isa: str) -> int:
    """The routine's tile edge on `isa` (ROUTINE_TILE; 16 for an ISA it does not name)."""
    return ROUTINE_TILE.get(isa, TILE)


def routine_body(rank: int, edges: bool = True, tile: int = TILE) -> str:
    """The routine's body (a Kernel's: reads %karg0 [..., R, C], writes %karg1 [..., C, R]), per
    batch element: the whole `tile`×`tile` tiles (16×16, or 8×8 on AVX2: routine_tile) in the loop
    order of the per-shape kernel it replaces (destination rows outermost), each a transfer_read, a
    vector.transpose (a shuffle network after elementwise.lower_transposes) and a transfer_write;
    then the columns and rows the tiles do not reach, element by element (R, C need not be
    multiples of the tile). Without `edges`, only the whole tiles: for sites whose extents the tile
    divides (docs/performance.md, "Tiles")."""
    if rank not in RANKS:
        raise ValueError(f"no transpose routine of rank {rank}")
    ty = routine_type(rank)
    tile_ty = f"memref<{tile}x{tile}xf32, strided<[?, 1], offset: ?>>"
    lines = [f"%c{i} = arith.constant {i} : index" for i in range(rank)]
    lines += [f"%c{tile} = arith.constant {tile} : index", "%pad = ub.poison : f32"]
    lines += [f"%n{i} = memref.dim %karg0, %c{i} : {ty}" for i in range(rank)]
    rows, cols = f"%n{rank - 2}", f"%n{rank - 1}"
    # the extents the whole tiles cover: R - R mod tile, C - C mod tile
    lines += [f"%rrem = arith.remui {rows}, %c{tile} : index", f"%rt = arith.subi {rows}, %rrem : index",
              f"%crem = arith.remui {cols}, %c{tile} : index", f"%ct = arith.subi {cols}, %crem : index"]
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
    ones = ", ".join(["1"] * (rank - 2) + [str(tile), str(tile)])
    units = ", ".join(["1"] * rank)
    col = "%j"
    if tile < LINE:
        # A tile narrower than a cache line reads half of each source line: the next tile of the
        # same rows (one `j` step on) came a whole column of tiles later, after the line had left
        # L1, and the [1024, 1024] transpose ran 18 % slower with 8×8 tiles than with 16×16 ones.
        # So `j` steps a line (LINE columns) and the tiles of one line's width follow each other
        # (`h`, a loop: one shuffle network in the body, not one per tile of the line).
        lines.append(f"%c{LINE} = arith.constant {LINE} : index")
        open_loop("%j", "%c0", "%ct", f"%c{LINE}")
        lines += ["  " * depth + "%jleft = arith.subi %ct, %j : index",  # the line's columns: LINE, or the last tile's
                  "  " * depth + f"%jspan = arith.minui %jleft, %c{LINE} : index"]
        open_loop("%i", "%c0", "%rt", f"%c{tile}")
        open_loop("%h", "%c0", "%jspan", f"%c{tile}")
        lines.append("  " * depth + "%jh = arith.addi %j, %h : index")
        col, loops = "%jh", 3
    else:
        open_loop("%j", "%c0", "%ct", f"%c{tile}")  # destination rows (the source's columns) outside
        open_loop("%i", "%c0", "%rt", f"%c{tile}")
        loops = 2
    pad = "  " * depth
    lines += [
        pad + f"%src = memref.subview %karg0[{', '.join(batch + ['%i', col])}] [{ones}] [{units}] : {ty} to {tile_ty}",
        pad + f"%dst = memref.subview %karg1[{', '.join(batch + [col, '%i'])}] [{ones}] [{units}] : {ty} to {tile_ty}",
        pad + f"%v = vector.transfer_read %src[%c0, %c0], %pad {{in_bounds = [true, true]}} : {tile_ty}, vector<{tile}x{tile}xf32>",
        pad + f"%t = vector.transpose %v, [1, 0] : vector<{tile}x{tile}xf32> to vector<{tile}x{tile}xf32>",
        pad + f"vector.transfer_write %t, %dst[%c0, %c0] {{in_bounds = [true, true]}} : vector<{tile}x{tile}xf32>, {tile_ty}",
    ]
    close_loops(loops)
    if not edges:
        close_loops(len(batch))
        return "\n".join(lines) + "\n  return"
    # the edges, element by element on this batch element's [R, C] and [C, R] views: the last
    # C mod tile columns of every row, then the last R mod tile rows of the whole tiles' columns (as
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

    open_loop("%ic", "%c0", rows, "%c1")  # the last C mod tile columns, every row
    open_loop("%jc", "%ct", cols, "%c1")
    element("%ic", "%jc", "c")
    close_loops(2)
    open_loop("%ir", "%rt", rows, "%c1")  # the last R mod tile rows, the whole tiles' columns
    open_loop("%jr", "%c0", "%ct", "%c1")
    element("%ir", "%jr", "r")
    close_loops(2)
    close_loops(len(batch))
    return "\n".join(lines) + "\n  return"


_SSA = re.compile(r"%([A-Za-z0-9_]+)")  # a value's name in the routines' own text
SHARED_RANK = 4  # every site calls the rank-4 routine: one shuffle network per module (per edge kind)


def threaded_routine_body(edges: bool, threads: int, tile: int = TILE) -> str:
    """The rank-4 routine, split over `threads` OpenMP threads where `threads` > 1: each runs
    routine_body(4, edges) on its chunk of the first batch dim with an extent ≥ `threads`, or,
    where neither has one (a rank-2 or small site, viewed with unit batch dims), of the
    destination rows (the source's columns) in whole 16-row tiles: the split each per-shape
    kernel made, chosen at run time so that all sites share one network (a threaded per-shape
    transpose carried its own: the MLP-1024 step's two took 29 ms each of the worker's
    instruction selection). A chunk of a whole-tile routine is whole tiles too."""
    if threads < 2:
        return routine_body(SHARED_RANK, edges, tile)
    ty = routine_type(SHARED_RANK)
    # the serial body inlined on each thread's chunk, its values renamed apart from the wrapper's
    serial = routine_body(SHARED_RANK, edges, tile).rsplit("\n  return", 1)[0]
    serial = _SSA.sub(lambda m: {"karg0": "%sin", "karg1": "%sout"}.get(m.group(1), f"%s_{m.group(1)}"), serial)
    lines = [f"%c{i} = arith.constant {i} : index" for i in range(4)]
    lines += [f"%c{tile} = arith.constant {tile} : index", f"%cT = arith.constant {threads} : index",
              f"%nt = llvm.mlir.constant({threads} : i32) : i32"]
    lines += [f"%m{i} = memref.dim %karg0, %c{i} : {ty}" for i in range(4)]
    lines += [f"%d{i} = memref.dim %karg1, %c{i} : {ty}" for i in range(4)]
    lines += ["%split0 = arith.cmpi uge, %d0, %cT : index",  # the first batch dim, else the second,
              "%big1 = arith.cmpi uge, %d1, %cT : index",  # else the destination rows
              "%true = arith.constant true",
              "%not0 = arith.xori %split0, %true : i1",
              "%split1 = arith.andi %not0, %big1 : i1",
              "%either = arith.ori %split0, %split1 : i1",
              "%split2 = arith.xori %either, %true : i1",
              "%ext01 = arith.select %split0, %d0, %d1 : index",
              "%ext = arith.select %either, %ext01, %d2 : index",
              f"%step = arith.select %split2, %c{tile}, %c1 : index",
              "%per = arith.ceildivui %ext, %cT : index",
              "%units = arith.ceildivui %per, %step : index",
              "%chunk = arith.muli %units, %step : index",
              "omp.parallel num_threads(%nt : i32) {",
              "  omp.wsloop {",
              "    omp.loop_nest (%w) : index = (%c0) to (%cT) step (%c1) {",
              "      %lo0 = arith.muli %w, %chunk : index",
              "      %lo = arith.minui %lo0, %ext : index",
              "      %hi0 = arith.addi %lo, %chunk : index",
              "      %hi = arith.minui %hi0, %ext : index",
              "      %len = arith.subi %hi, %lo : index"]
    for i, cond in enumerate(("%split0", "%split1", "%split2")):  # offsets and sizes per dim
        lines += [f"      %o{i} = arith.select {cond}, %lo, %c0 : index",
                  f"      %ld{i} = arith.select {cond}, %len, %d{i} : index"]
    lines += ["      %ls0 = arith.select %split0, %len, %m0 : index",
              "      %ls1 = arith.select %split1, %len, %m1 : index",
              "      %ls3 = arith.select %split2, %len, %m3 : index",  # destination rows: source columns
              f"      %sin = memref.subview %karg0[%o0, %o1, %c0, %o2] [%ls0, %ls1, %m2, %ls3] [1, 1, 1, 1] : {ty} to {ty}",
              f"      %sout = memref.subview %karg1[%o0, %o1, %o2, %c0] [%ld0, %ld1, %ld2, %d3] [1, 1, 1, 1] : {ty} to {ty}"]
    lines += ["      " + line for line in serial.split("\n")]
    lines += ["      omp.yield", "    }", "  }", "  omp.terminator", "}"]
    return "\n".join(lines) + "\n  return"


# A routine's share of a build's work in codegen/parallel.py's cost model (characters of kernel
# text, ≈ 1.7 ms per 1,000): its text is short, but the shuffle network of its 16×16 tile expands
# in lowering: ≈ 50 ms of CPU (lowering + translation + LLVM, measured alone on the CNN step's
# rank-2 routines), with the element-by-element edges a little more. Weighed by their text
# (4,300 units), the CNN step's routine stayed in the main process and kept the worker idle
# (docs/performance.md, "Convolutions").
ROUTINE_WEIGHT = {False: 25_000, True: 27_000}
# An 8×8 tile's (ROUTINE_TILE on AVX2): 0.6-0.7x the CPU of the 16×16 one to build, the MLP-1024
# step's threaded whole-tile routine alone, fresh processes alternated (session 38). Set by the
# build's wall time, not that ratio: 17,000 / 19,000 left the worker fewer chunks and the MLP-1024
# step's cold compile read 1.041x and 1.034x against these (8 and 14 alternated rounds).
ROUTINE_WEIGHT_8 = {False: 14_000, True: 16_000}
THREADED_ROUTINE_WEIGHT = 3_000  # more, for a threaded one's OpenMP region (parallel.OMP_KERNEL_WEIGHT)


_THREADS = re.compile(r"^%cT = arith.constant (\d+) : index$", re.M)  # a threaded body's thread count
_TILE = re.compile(r"vector<(\d+)x\1xf32>")  # a body's tile


@lru_cache(maxsize=None)
def _routine_bodies(threads: int, tile: int) -> dict[str, int]:
    """The routines' bodies for `threads` (1: every rank's serial one) and `tile`, and their weights."""
    weights = ROUTINE_WEIGHT_8 if tile == 8 else ROUTINE_WEIGHT
    if threads > 1:
        return {threaded_routine_body(edges, threads, tile): weights[edges] + THREADED_ROUTINE_WEIGHT
                for edges in (False, True)}
    return {routine_body(rank, edges, tile): weights[edges] for rank in RANKS for edges in (False, True)}


def routine_weight(body: str) -> int | None:
    """The cost-model weight of a kernel body that is one of the routines, else None."""
    m, t = _THREADS.search(body), _TILE.search(body)
    if t is None:
        return None
    return _routine_bodies(int(m.group(1)) if m else 1, int(t.group(1))).get(body)


def transpose_groups(maps: list[str], n: int) -> tuple[int, int] | None:
    """(k, j) where the two maps (input, output) move a block of dims past another: the output's
    loops d0..d{n-1} in order, the input's the k batch dims, then d{j}..d{n-1}, then d{k}..d{j-1}.
    Viewed with each block as one dim (both buffers contiguous), that is a transpose of the last
    two dims of a rank k + 2 buffer, which the routine computes: (n - 2, n - 1) for the last two
    dims swapped, (1, 3) for attention's [B, T, H, D] -> [B, H, D, T] (its heads split and merged:
    scalar loops per shape before, 15-17 ms of LLVM each). None otherwise, or where k + 2 is above
    SHARED_RANK."""
    if len(maps) != 2 or n < 2:
        return None
    dims = [f"d{i}" for i in range(n)]
    src, dst = (map_results(m) for m in maps)
    if dst != dims:
        return None
    for k in range(min(n - 1, SHARED_RANK - 1)):
        for j in range(k + 1, n):
            if src == dims[:k] + dims[j:] + dims[k:j]:
                return k, j
    return None


def collapsed(shape, k: int, j: int, n: int) -> tuple[int, ...]:
    """The input's shape (its dims in the input map's order) viewed as transpose_groups' rank k + 2
    buffer [batch..., the block moved first, the other]."""
    cut = k + n - j
    return (*shape[:k], math.prod(shape[k:cut]), math.prod(shape[cut:]))


def copies_input(op) -> bool:
    """Whether the two-operand F32 generic `op`'s body only yields its input."""
    from torch_mlir import ir

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


def _tag(op) -> tuple[int, int, int, int, int]:
    """(n, threads, k, j, tile) of a generic tagged ROUTINE_ATTR ([n, threads], [n, threads, k, j] or
    [n, threads, k, j, tile]; k, j: transpose_groups', n - 2 and n - 1 for the last two dims
    swapped; tile: TILE where the tag has none)."""
    tag = [int(v.split(":")[0]) for v in str(op.attributes[ROUTINE_ATTR]).strip("[]").split(",")]
    n = tag[0]
    return (n, (tag[1] if len(tag) > 1 else 1), (tag[2] if len(tag) > 3 else n - 2), (tag[3] if len(tag) > 3 else n - 1),
            (tag[4] if len(tag) > 4 else TILE))


def site_routine(op) -> tuple[int, bool, int, int] | None:
    """(rank, edges, threads, tile) of the routine for a statement tagged ROUTINE_ATTR whose two buffers
    can be cast (edges: the tile does not divide its last two extents, as viewed), else None. A site
    whose blocks are several dims (transpose_groups) takes buffers of identity layout only: each
    block is then contiguous, one dim of the view."""
    if op.operation.name != "linalg.generic" or ROUTINE_ATTR not in op.attributes:
        return None
    n, threads, k, j, tile = _tag(op)
    types = [str(v.type) for v in op.operands]
    grouped = (k, j) != (n - 2, n - 1)
    if len(types) != 2 or not all(castable(t, n) and not (grouped and _STRIDED.match(t).group(2)) for t in types):
        return None
    return k + 2, any(e % tile for e in collapsed(_shape(types[0]), k, j, n)[-2:]), threads, tile


def _shape(memref_type: str) -> tuple[int, ...]:
    """The shape of a buffer `castable` accepted."""
    return tuple(int(e) for e in _STRIDED.match(memref_type).group(1).split("x"))


def call_routine(op, name: str, rank: int) -> None:
    """Replace the tagged generic `op` (on buffers, no results) by a call of routine `name`, of
    rank SHARED_RANK, viewed as a transpose of rank `rank` (site_routine's): a buffer of lower rank
    is viewed with leading unit dims (its base, offset, sizes and strides, reinterpreted), and a
    block of dims (transpose_groups) as one dim (its sizes' product, its last dim's stride)."""
    from torch_mlir import ir

    ty = ir.Type.parse(routine_type(SHARED_RANK))
    index = ir.IndexType.get()
    dynamic = ir.ShapedType.get_dynamic_size()
    n, _, k, j, _ = _tag(op)
    grouped = (k, j) != (n - 2, n - 1)

    def const(value: int):
        return ir.Operation.create("arith.constant", results=[index], attributes={"value": ir.IntegerAttr.get(index, value)}).results[0]

    with ir.InsertionPoint(op), op.location:
        args = []
        for i, v in enumerate(op.operands):
            if rank == SHARED_RANK and not grouped:
                args.append(ir.Operation.create("memref.cast", results=[ty], operands=[v]).results[0])
                continue
            meta = ir.Operation.create("memref.extract_strided_metadata", operands=[v],
                                       results=[ir.Type.parse("memref<f32>"), index, *[index] * (2 * n)])
            base, offset = meta.results[0], meta.results[1]
            sizes, strides = list(meta.results[2:2 + n]), list(meta.results[2 + n:])
            if grouped:  # identity layouts (site_routine): the view's sizes and strides are known
                shape = _shape(str(v.type))
                view = collapsed(shape, k, j, n) if i == 0 else collapsed(shape, k, k + n - j, n)
                # row-major strides (kina_runtime.memref.row_major_strides' rule; the codegen worker,
                # which imports this module, must not import the runtime, and a function-local
                # import of it breaks the workspace's import rules: tests/test_import_graph.py)
                row = [1] * len(view)
                for d in range(len(view) - 2, -1, -1):
                    row[d] = row[d + 1] * view[d + 1]
                sizes, strides = [const(e) for e in view], [const(e) for e in row]
            one = const(1)
            pad = SHARED_RANK - rank  # unit dims: any stride; the outer one's keeps the view plain
            view = ir.Operation.create(
                "memref.reinterpret_cast", results=[ty],
                operands=[base, offset, *[one] * pad, *sizes, *[strides[0]] * pad, *strides[:-1]],
                attributes={"static_offsets": ir.DenseI64ArrayAttr.get([dynamic]),
                            "static_sizes": ir.DenseI64ArrayAttr.get([dynamic] * SHARED_RANK),
                            "static_strides": ir.DenseI64ArrayAttr.get([dynamic] * (SHARED_RANK - 1) + [1]),
                            "operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 1, SHARED_RANK, SHARED_RANK - 1])})
            args.append(view.results[0])
        ir.Operation.create("func.call", results=[], operands=args, attributes={"callee": ir.FlatSymbolRefAttr.get(name)})
    op.erase()
