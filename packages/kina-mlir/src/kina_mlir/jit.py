"""Backend `jit`: MLIR's in-process ExecutionEngine on the `llvm-mlir` stage.

A second native runner over the same host boundary as `native`: it shows that
`lower` and `run` are swappable. It imports the MLIR bindings (only when used).
Its allocations call libc's malloc directly (no C guard is linked into the
engine): the static peak-memory check applies, a NULL from malloc is not caught."""
from __future__ import annotations

import ctypes

from kina_runtime.library import CollectiveNativeFunction, NativeFunction, Signature
from kina_runtime.collective_ir import program_key, uses_collectives
from kina_runtime.mpi import load_libmpi, under_launcher

from .artifacts.manifest import export_spec
from .emit.checks import checked_functions
from .lowerings.collective import DECLARATIONS as MPI_FUNCTIONS
from .pipeline import LLVMDialectModule
from .target import runtime_library
from .transforms.tiling import TilePolicy


class JitFunction(NativeFunction):
    """The engine hands out MLIR's packed wrapper: one `void**` holding a pointer
    to each argument of the C interface entry (the result pointer first).

    Each call slot (see NativeFunction) has its own packed array and pointers, so
    concurrent calls share nothing; the entry runs with the GIL released."""

    def _entry_args(self, out, descs) -> tuple:
        ptrs = [ctypes.pointer(out)] + [ctypes.pointer(d) for d in descs]
        packed = (ctypes.c_void_p * len(ptrs))(*(ctypes.addressof(p) for p in ptrs))
        packed._ptrs = ptrs  # packed holds bare addresses: keep what they point at alive
        return (packed,)


class JitCollectiveFunction(CollectiveNativeFunction):
    """A JitFunction that uses collectives in a rank of an MPI job: the ranks' first-call check
    (kina_runtime.library.CollectiveNativeFunction), with the engine's packed arguments."""

    _entry_args = JitFunction._entry_args


class _Address:
    """What raw_register_runtime reads a symbol's address from (its `value`)."""

    def __init__(self, value: int):
        self.value = value


def _allreduce_alone(send, recv, count, datatype, op, comm):
    # one rank: the sum is a copy; an MPICH datatype handle holds its size in bits 8-15
    ctypes.memmove(recv, send, count * ((datatype >> 8) & 0xFF))
    return 0


def _size_alone(comm, size):
    size[0] = 1
    return 0


def _rank_alone(comm, rank):
    rank[0] = 0
    return 0


_C_INT_P = ctypes.POINTER(ctypes.c_int)
# kept for the life of the process: the engines' code may call them at any time
_ALONE = {
    "MPI_Allreduce": ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int)(_allreduce_alone),
    "MPI_Comm_size": ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, _C_INT_P)(_size_alone),
    "MPI_Comm_rank": ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, _C_INT_P)(_rank_alone),
}


def bind_mpi_symbols(engine) -> None:
    """The engine's linker (RuntimeDyld) aborts the process on an unresolved symbol, weak or not,
    so the weak MPI functions of the collectives (lowerings/collective.py) cannot stay null here
    as they do in a .so: under a launcher they are libmpi's; in a plain process they are the
    one-rank functions above (a copy, size 1, rank 0), the semantics of the null branch."""
    lib = load_libmpi()  # None outside a launcher
    for symbol in MPI_FUNCTIONS:
        fn = getattr(lib, symbol) if lib is not None else _ALONE[symbol]
        engine.raw_register_runtime(symbol, _Address(ctypes.cast(fn, ctypes.c_void_p).value))


class JitExecutable:
    def __init__(self, lowered: LLVMDialectModule):
        from torch_mlir.execution_engine import ExecutionEngine

        emitted = lowered.emitted
        program, errors = emitted.program, emitted.errors
        self._ctx, self._module = lowered.ctx, lowered.module
        with self._ctx:
            # a parallel kernel calls the OpenMP runtime: the engine loads it itself
            libs = [runtime_library()] if lowered.openmp and runtime_library() else []
            self._engine = ExecutionEngine(self._module, opt_level=emitted.options.opt, shared_libs=libs)
            if uses_collectives(program):
                bind_mpi_symbols(self._engine)
        self.functions, self.all_functions = {}, {}
        checked = checked_functions(program)
        tiling = TilePolicy(emitted.options)

        for name, f in program.functions.items():
            spec = export_spec(program, name, tiling, checked)
            address = self._engine.raw_lookup(spec["symbol"])
            if spec["collectives"] and under_launcher():
                fn = JitCollectiveFunction(address, Signature(name, spec), errors=errors, key=program_key(program, name))
            else:
                fn = JitFunction(address, Signature(name, spec), errors=errors)  # called with the GIL released
            fn._engine = self._engine  # the code lives as long as a function that calls it
            self.all_functions[name] = fn
            if f.origin is None:
                self.functions[name] = fn


def load(lowered: LLVMDialectModule, ctx):
    ctx.info["backend"] = "jit"
    return JitExecutable(lowered)
