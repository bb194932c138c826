"""Lowerings of the collectives (§D1) through MLIR's `mpi` dialect: `mpi.comm_world`,
`mpi.allreduce` on the bufferized operand, `mpi.comm_size` / `mpi.comm_rank`, which
convert-to-llvm turns into calls of MPI_Allreduce, MPI_Comm_size and MPI_Comm_rank with MPICH's
ABI constants.

The MPI functions are declared here, in the LLVM dialect and `extern_weak`, before the dialect's
lowering runs: it reuses a declaration of the name it calls (getOrDefineFunction), so the
weak linkage survives and the artifact links without `-lmpi`. Each collective branches on its
function's address: null (no libmpi global in the process, as in any plain process) is world
size 1, where the sums are the identity and the rank is 0; so one .so runs with and without
`mpiexec`. The runtime makes libmpi global before loading an artifact that uses collectives
under a launcher (kina_runtime.mpi.load_libmpi)."""
from __future__ import annotations

from kina.ops import collective as Co

from ..emit.mlirgen import SCALAR, elementwise, tensor_ty

# the MPICH-ABI signatures MLIR's MPIToLLVM gives these functions (handles are i32)
DECLARATIONS = {
    "MPI_Allreduce": "llvm.func extern_weak @MPI_Allreduce(!llvm.ptr, !llvm.ptr, i32, i32, i32, i32) -> i32",
    "MPI_Comm_size": "llvm.func extern_weak @MPI_Comm_size(i32, !llvm.ptr) -> i32",
    "MPI_Comm_rank": "llvm.func extern_weak @MPI_Comm_rank(i32, !llvm.ptr) -> i32",
}


def memref_ty(t) -> str:
    dims = "".join(f"{d}x" for d in t.shape)
    return f"memref<{dims}{SCALAR[t.dtype]}>"


def linked(e, symbol: str) -> str:
    """An i1: whether the weak MPI function `symbol` resolved (libmpi is global in the process)."""
    e.declare(symbol, DECLARATIONS[symbol])
    address = e.op(f"llvm.mlir.addressof @{symbol} : !llvm.ptr")
    null = e.op("llvm.mlir.zero : !llvm.ptr")
    return e.op(f'llvm.icmp "ne" {address}, {null} : !llvm.ptr')


def all_sum_of(e, x: str, t) -> str:
    """all_sum of the tensor `x` of type `t`: MPI_Allreduce into a fresh buffer, or `x` itself
    when MPI is absent."""
    has = linked(e, "MPI_Allreduce")
    tt, mt = tensor_ty(t), memref_ty(t)
    src, dst, comm, out = e.fresh("send"), e.fresh("recv"), e.fresh("comm"), e.fresh("summed")
    # `restrict`: the buffer the sum was written to is this tensor's alone, as bufferization requires
    return e.op("\n".join([
        f"scf.if {has} -> ({tt}) {{",
        f"  {src} = bufferization.to_buffer {x} read_only : {tt} to {mt}",
        f"  {dst} = memref.alloc() {{alignment = 64 : i64}} : {mt}",
        f"  {comm} = mpi.comm_world : !mpi.comm",
        f"  mpi.allreduce({src}, {dst}, MPI_SUM, {comm}) : {mt}, {mt}",
        f"  {out} = bufferization.to_tensor {dst} restrict writable : {mt} to {tt}",
        f"  scf.yield {out} : {tt}",
        "} else {",
        f"  scf.yield {x} : {tt}",
        "}"]))


def world_scalar(e, which: str) -> str:
    """An i64: MPI_Comm_size (which="size") or MPI_Comm_rank of COMM_WORLD; 1 or 0 without MPI."""
    symbol = "MPI_Comm_size" if which == "size" else "MPI_Comm_rank"
    has = linked(e, symbol)
    comm, err, v, v64, alone = e.fresh("comm"), e.fresh("retval"), e.fresh(which), e.fresh(which), e.fresh()
    return e.op("\n".join([
        f"scf.if {has} -> (i64) {{",
        f"  {comm} = mpi.comm_world : !mpi.comm",
        f"  {err}, {v} = mpi.comm_{which}({comm}) : !mpi.retval, i32",
        f"  {v64} = arith.extsi {v} : i32 to i64",
        f"  scf.yield {v64} : i64",
        "} else {",
        f"  {alone} = arith.constant {1 if which == 'size' else 0} : i64",
        f"  scf.yield {alone} : i64",
        "}"]))


def lower_all_sum(e, bind):
    x = bind.args[0]
    e.define(bind.names[0], all_sum_of(e, e.v(x), e.ty(x)))


def lower_all_mean(e, bind):
    x = bind.args[0]
    t = e.ty(x)
    summed = all_sum_of(e, e.v(x), t)
    sc = SCALAR[t.dtype]
    size = e.op(f"arith.sitofp {world_scalar(e, 'size')} : i64 to {sc}")
    # a division, as the NumPy rule divides: the same bits on both backends
    e.define(bind.names[0], elementwise(e, t, [(summed, t)], lambda r, a: r(f"arith.divf {a[0]}, {size} : {sc}")))


def lower_world_size(e, bind):
    e.define(bind.names[0], e.op(f"tensor.from_elements {world_scalar(e, 'size')} : tensor<i64>"))


def lower_rank(e, bind):
    e.define(bind.names[0], e.op(f"tensor.from_elements {world_scalar(e, 'rank')} : tensor<i64>"))


RULES = {Co.all_sum: lower_all_sum, Co.all_mean: lower_all_mean, Co.world_size: lower_world_size, Co.rank: lower_rank}
