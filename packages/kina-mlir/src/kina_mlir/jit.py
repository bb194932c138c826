"""Backend `jit`: MLIR's in-process ExecutionEngine on the `llvm-mlir` stage.

A second native runner over the same host boundary as `native`: it shows that
`lower` and `run` are swappable. It imports the MLIR bindings (only when used)."""
from __future__ import annotations

import ctypes

from kina_runtime.library import NativeFunction, Signature

from .manifest import export_spec


class JitFunction(NativeFunction):
    """The engine hands out MLIR's packed wrapper: one `void**` holding a pointer
    to each argument of the C interface entry (the result pointer first)."""

    def __init__(self, entry, sig):
        super().__init__(entry, sig)
        self._ptrs = [ctypes.pointer(self._out)] + [ctypes.pointer(d) for d in self._descs]
        self._packed = (ctypes.c_void_p * len(self._ptrs))(*(ctypes.addressof(p) for p in self._ptrs))

    def _invoke(self) -> None:
        self._c(self._packed)


class JitExecutable:
    def __init__(self, llvm_dialect_text: str, program, opt_level: int = 3):
        from torch_mlir import ir
        from torch_mlir.execution_engine import ExecutionEngine

        self._ctx = ir.Context()
        with self._ctx:
            self._module = ir.Module.parse(llvm_dialect_text)
            self._engine = ExecutionEngine(self._module, opt_level=opt_level)
        self.functions, self.all_functions = {}, {}
        for name, f in program.functions.items():
            spec = export_spec(program, name)
            address = self._engine.raw_lookup(spec["symbol"])
            fn = JitFunction(ctypes.PYFUNCTYPE(None, ctypes.c_void_p)(address), Signature(name, spec))
            fn._engine = self._engine  # the code lives as long as a function that calls it
            self.all_functions[name] = fn
            if f.origin is None:
                self.functions[name] = fn


def load(llvm_dialect_text: str, ctx):
    ctx.info["backend"] = "jit"
    return JitExecutable(llvm_dialect_text, ctx.values["ir"], int(ctx.options.get("opt", 3)))
