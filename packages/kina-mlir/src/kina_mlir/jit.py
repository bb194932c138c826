"""Backend `jit`: MLIR's in-process ExecutionEngine on the `llvm-mlir` stage.

A second native runner over the same host boundary as `native`: it shows that
`lower` and `run` are swappable. It imports the MLIR bindings (only when used).
Its allocations call libc's malloc directly (no C guard is linked into the
engine): the static peak-memory check applies, a NULL from malloc is not caught."""
from __future__ import annotations

import ctypes

from kina_runtime.library import NativeFunction, Signature

from .checks import checked_functions
from .manifest import export_spec
from . import native


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
    def __init__(self, llvm_dialect_text: str, program, opt_level: int = native.DEFAULT_OPT, errors: dict | None = None):
        from torch_mlir import ir
        from torch_mlir.execution_engine import ExecutionEngine

        from .lowering import LLVMDialectModule
        from .threads import runtime_library

        if isinstance(llvm_dialect_text, LLVMDialectModule):  # handed over in memory by stage llvm-mlir
            self._ctx, self._module = llvm_dialect_text.ctx, llvm_dialect_text.module
            openmp = llvm_dialect_text.openmp
        else:
            self._ctx = ir.Context()
            with self._ctx:
                self._module = ir.Module.parse(llvm_dialect_text)
            openmp = "omp.parallel" in llvm_dialect_text
        with self._ctx:
            # a parallel matmul (schedule.py) calls the OpenMP runtime: the engine loads it itself
            libs = [runtime_library()] if openmp and runtime_library() else []
            self._engine = ExecutionEngine(self._module, opt_level=opt_level, shared_libs=libs)
        self.functions, self.all_functions = {}, {}
        checked = checked_functions(program)
        for name, f in program.functions.items():
            spec = export_spec(program, name, checked)
            address = self._engine.raw_lookup(spec["symbol"])
            fn = JitFunction(address, Signature(name, spec), errors=errors)  # called with the GIL released
            fn._engine = self._engine  # the code lives as long as a function that calls it
            self.all_functions[name] = fn
            if f.origin is None:
                self.functions[name] = fn


def load(llvm_dialect_text: str, ctx):
    ctx.info["backend"] = "jit"
    return JitExecutable(llvm_dialect_text, ctx.values["ir"], native.opt_level(ctx.options), ctx.values.get("errors"))
