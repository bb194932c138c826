"""What `kina.compile_*` returns: exported functions as attributes and items."""
from __future__ import annotations


class CompiledProgram:
    def __init__(self, executable, ctx):
        self._exe = executable
        self.info = dict(ctx.info)
        self.ir = ctx.values.get("ir")

    @property
    def functions(self) -> dict:
        return self._exe.functions

    def __getitem__(self, name: str):
        try:
            return self._exe.functions[name]
        except KeyError:
            raise KeyError(f"no exported function {name!r}; exported: {', '.join(self._exe.functions)}") from None

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self[name]
        except KeyError as e:
            raise AttributeError(str(e)) from None

    def __repr__(self) -> str:
        return f"<CompiledProgram {', '.join(self._exe.functions)} ({self.info.get('backend', '?')})>"
