"""What `kina.compile_*` and `kina.load` return: exported functions as attributes and items."""
from __future__ import annotations


class FunctionLookup:
    """`prog["f"]` and `prog.f` over `self.functions`, with the exported names in the error."""

    def __getitem__(self, name: str):
        functions = self.functions
        try:
            return functions[name]
        except KeyError:
            raise KeyError(f"no exported function {name!r}; exported: {', '.join(functions)}") from None

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self[name]
        except KeyError as e:
            raise AttributeError(str(e)) from None


class CompiledProgram(FunctionLookup):
    def __init__(self, executable, ctx, info: dict | None = None):
        self._exe = executable
        # ctx.info itself: a native function compiled on its first call reports its artifact there
        self.info = ctx.info if ctx is not None else dict(info or {})
        self._ir = ctx.values.get("ir") if ctx is not None else None
        self.timings = ctx.timings if ctx is not None else []  # (label, seconds, part) of each stage and build

    @property
    def ir(self):
        """The program's IR (on a warm start of backend `native`, computed when first asked for)."""
        if self._ir is None and getattr(self._exe, "exports", None) is not None:
            self._ir = self._exe.exports.program
        return self._ir

    @property
    def functions(self) -> dict:
        return self._exe.functions

    def __repr__(self) -> str:
        return f"<CompiledProgram {', '.join(self._exe.functions)} ({self.info.get('backend', '?')})>"
