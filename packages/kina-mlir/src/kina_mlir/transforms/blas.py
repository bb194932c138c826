"""Matmuls the tiling policy gives to OpenBLAS (transforms/tiling.py, `TilePolicy.blas`) become calls
of its `cblas_sgemm`, on buffers, before outlining.

The emitter tags such a 2-D F32 matmul `kina.blas` and no schedule touches it; after
bufferization each one is replaced by the call: its three buffers' aligned pointers plus their
offsets, their row strides as leading dimensions, beta = 1 (a linalg.matmul accumulates into its
init, whatever the init holds). OpenBLAS comes from the scipy-openblas32 wheel (its symbols
prefixed `scipy_`), linked as DT_NEEDED with an rpath like the OpenMP runtime (codegen/link.py)
and in the artifact key through CodegenOptions.blas. OpenBLAS picks its kernel for the CPU it
runs on (its DYNAMIC_ARCH build), which is what the tuner compares against Kina's own schedule.

A buffer whose last stride is not statically 1 keeps the matmul (without its tag: the plain
loops compute it), since CBLAS reads rows with unit stride."""
from __future__ import annotations

import re

BLAS_ATTR = "kina.blas"
SGEMM = "scipy_cblas_sgemm"
# CBLAS enums
ROW_MAJOR, NO_TRANS, TRANS = 101, 111, 112
SET_THREADS = "scipy_openblas_set_num_threads"
CALL = "kina.blas.sgemm"
SPLIT = "kina.blas.sgemm_split"
DECLARATIONS = (f"func.func private @{SGEMM}(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, "
                "!llvm.ptr, i32)", f"func.func private @{SET_THREADS}(i32)")
# One call: CBLAS's arguments from addresses (bytes, as index) and extents. Parsed from text, never
# built op by op: creating an `llvm.*` op from Python imports the LLVM dialect's generated Python
# module, 80-110 ms of a cold compile.
CALL_ROUTINE = f"""func.func private @{CALL}(%ta: i32, %tb: i32, %m: index, %n: index, %k: index, %a: index, %lda: index,
    %b: index, %ldb: index, %c: index, %ldc: index) attributes {{llvm.linkage = #llvm.linkage<internal>}} {{
  %one = arith.constant 1.0 : f32
  %major = arith.constant {ROW_MAJOR} : i32
  %a64 = arith.index_cast %a : index to i64
  %b64 = arith.index_cast %b : index to i64
  %c64 = arith.index_cast %c : index to i64
  %pa = llvm.inttoptr %a64 : i64 to !llvm.ptr
  %pb = llvm.inttoptr %b64 : i64 to !llvm.ptr
  %pc = llvm.inttoptr %c64 : i64 to !llvm.ptr
  %m32 = arith.index_cast %m : index to i32
  %n32 = arith.index_cast %n : index to i32
  %k32 = arith.index_cast %k : index to i32
  %lda32 = arith.index_cast %lda : index to i32
  %ldb32 = arith.index_cast %ldb : index to i32
  %ldc32 = arith.index_cast %ldc : index to i32
  func.call @{SGEMM}(%major, %ta, %tb, %m32, %n32, %k32, %one, %pa, %lda32, %pb, %ldb32, %one, %pc, %ldc32)
    : (i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32) -> ()
  return
}}"""
# OpenBLAS runs every call on the calling thread; a matmul the policy splits over threads calls
# this routine, whose scf.forall becomes an OpenMP loop like Kina's own kernels': one thread pool.
# (OpenBLAS's own pthreads beside libiomp5's spin-waiting workers on two vCPUs made the MLP-1024
# step 1.12-1.23x slower than Kina's own schedule, where its matmuls alone ran at 0.90-0.99x.)
# Each part is a run of whole 16-column (16-row) blocks of C: its columns where N >= M, else its
# rows.
SPLIT_ROUTINE = f"""func.func private @{SPLIT}(%ta: i32, %tb: i32, %m: index, %n: index, %k: index, %a: index, %lda: index,
    %b: index, %ldb: index, %c: index, %ldc: index, %parts: index) attributes {{llvm.no_inline}} {{
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %trans = arith.constant {TRANS} : i32
  %by_columns = arith.cmpi uge, %n, %m : index
  %extent = arith.select %by_columns, %n, %m : index
  %share = arith.ceildivui %extent, %parts : index
  %blocks = arith.ceildivui %share, %c16 : index
  %chunk = arith.muli %blocks, %c16 : index
  %a_t = arith.cmpi eq, %ta, %trans : i32
  %b_t = arith.cmpi eq, %tb, %trans : i32
  scf.forall (%t) in (%parts) {{
    // a part past the end is empty (CBLAS returns at once for an extent of 0): no scf.if, whose
    // blocks the OpenMP region's alloca scope could not hold once lowered to branches
    %start = arith.muli %t, %chunk : index
    %lo = arith.minui %start, %extent : index
    %end = arith.addi %lo, %chunk : index
    %hi = arith.minui %end, %extent : index
    %count = arith.subi %hi, %lo : index
    // by columns: B's columns lo..hi (its rows when transposed) and C's; else A's rows (its
    // columns when transposed) and C's
    %lo_lda = arith.muli %lo, %lda : index
    %lo_ldb = arith.muli %lo, %ldb : index
    %lo_ldc = arith.muli %lo, %ldc : index
    %a_rows = arith.select %a_t, %lo, %lo_lda : index
    %b_cols = arith.select %b_t, %lo_ldb, %lo : index
    %a_off = arith.select %by_columns, %c0, %a_rows : index
    %b_off = arith.select %by_columns, %b_cols, %c0 : index
    %c_off = arith.select %by_columns, %lo, %lo_ldc : index
    %a_bytes = arith.muli %a_off, %c4 : index
    %b_bytes = arith.muli %b_off, %c4 : index
    %c_bytes = arith.muli %c_off, %c4 : index
    %pa = arith.addi %a, %a_bytes : index
    %pb = arith.addi %b, %b_bytes : index
    %pc = arith.addi %c, %c_bytes : index
    %pm = arith.select %by_columns, %m, %count : index
    %pn = arith.select %by_columns, %count, %n : index
    func.call @{CALL}(%ta, %tb, %pm, %pn, %k, %pa, %lda, %pb, %ldb, %pc, %ldc)
      : (i32, i32, index, index, index, index, index, index, index, index, index) -> ()
  }}
  return
}}"""

_MEMREF = re.compile(r"memref<(\d+)x(\d+)xf32(?:, strided<\[(?:\?|\d+), 1\](?:, offset: (?:\?|\d+))?>)?>$")


def unit_stride_2d(memref_type: str) -> tuple[int, int] | None:
    """The static extents of a 2-D F32 memref whose rows have unit stride, else None."""
    m = _MEMREF.match(memref_type)
    return (int(m.group(1)), int(m.group(2))) if m else None


def blas_sites(module) -> list:
    """The `kina.blas` linalg.matmul ops of `module` (on buffers)."""
    from torch_mlir import ir

    found = []

    def visit(op):
        if op.name == "linalg.matmul" and BLAS_ATTR in op.attributes:
            found.append(op)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return found


def call_blas(module) -> int:
    """Replace each `kina.blas` matmul of `module` by a cblas_sgemm call (of SPLIT_ROUTINE where its
    tag asks for more than one thread); returns how many."""
    from torch_mlir import ir

    calls, split = 0, False
    for op in blas_sites(module):
        dims = [unit_stride_2d(str(v.type)) for v in op.operands]
        if len(dims) != 3 or None in dims:
            del op.attributes[BLAS_ATTR]  # the plain loops
            continue
        parts = ir.IntegerAttr(op.attributes[BLAS_ATTR]).value if isinstance(op.attributes[BLAS_ATTR], ir.IntegerAttr) else 1
        split |= parts > 1
        _sgemm(op, dims, parts)
        calls += 1
    if calls:
        # parsed together (a call is verified against its callee), then moved into the module
        parsed = ir.Module.parse("\n".join((*DECLARATIONS, CALL_ROUTINE, *((SPLIT_ROUTINE,) if split else ()))))
        top = ir.InsertionPoint.at_block_begin(module.body)
        for fn in list(parsed.body.operations):
            top.insert(fn.detach_from_parent())
    return calls


def transposed(op) -> tuple[bool, bool]:
    """Whether the matmul reads A, B transposed (through its indexing maps: lowerings/nn.py)."""
    maps = [str(m) for m in op.attributes["indexing_maps"]] if "indexing_maps" in op.attributes else []
    return (len(maps) == 3 and maps[0].endswith("(d2, d0)>"), len(maps) == 3 and maps[1].endswith("(d1, d2)>"))


def _sgemm(op, dims, parts: int) -> None:
    from torch_mlir import ir

    ta, tb = transposed(op)
    (m, n), k = dims[2], dims[0][0 if ta else 1]
    index, i32 = ir.IndexType.get(), ir.IntegerType.get_signless(32)

    def const(ty, value):
        return ir.Operation.create("arith.constant", results=[ty], attributes={"value": ir.IntegerAttr.get(ty, value)}).results[0]

    def create(name, ty, *operands):
        return ir.Operation.create(name, results=[ty], operands=list(operands)).results[0]

    def call(callee, operands, results=()):
        return ir.Operation.create("func.call", results=list(results), operands=operands,
                                   attributes={"callee": ir.FlatSymbolRefAttr.get(callee)}).results

    with ir.InsertionPoint(op), op.location:
        four = const(index, 4)
        operands = []
        for v in op.operands:  # A, B, C: the address of element [0, 0] in bytes, and the row stride
            meta = ir.Operation.create("memref.extract_strided_metadata", operands=[v],
                                       results=[ir.Type.parse("memref<f32>"), index, index, index, index, index])
            base = create("memref.extract_aligned_pointer_as_index", index, v)
            operands += [create("arith.addi", index, base, create("arith.muli", index, meta.results[1], four)), meta.results[4]]
        call(SET_THREADS, [const(i32, 1)])  # OpenBLAS computes on the calling thread (SPLIT_ROUTINE says why)
        call(SPLIT if parts > 1 else CALL, [const(i32, TRANS if ta else NO_TRANS), const(i32, TRANS if tb else NO_TRANS),
                                            const(index, m), const(index, n), const(index, k), *operands,
                                            *((const(index, parts),) if parts > 1 else ())])
    op.erase()
