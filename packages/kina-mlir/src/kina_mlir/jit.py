"""Backend `jit`: MLIR's in-process ExecutionEngine on the `llvm-mlir` stage.

A second native runner over the same host boundary as `native`: it shows that
`lower` and `run` are swappable. It imports the MLIR bindings (only when used).
Its allocations call libc's malloc directly (no C guard is linked into the
engine): the static peak-memory check applies, a NULL from malloc is not caught."""
from __future__ import annotations

import ctypes

from kina_runtime.library import NativeFunction, Signature

from .artifacts.manifest import export_spec
from .emit.checks import checked_functions
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
        self.functions, self.all_functions = {}, {}
        checked = checked_functions(program)
        tiling = TilePolicy(emitted.options)
        for name, f in program.functions.items():
            spec = export_spec(program, name, tiling, checked)
            address = self._engine.raw_lookup(spec["symbol"])
            fn = JitFunction(address, Signature(name, spec), errors=errors)  # called with the GIL released
            fn._engine = self._engine  # the code lives as long as a function that calls it
            self.all_functions[name] = fn
            if f.origin is None:
                self.functions[name] = fn


def load(lowered: LLVMDialectModule, ctx):
    ctx.info["backend"] = "jit"
    return JitExecutable(lowered)
