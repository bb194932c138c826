"""Kina: a statically shaped tensor language whose AD is an effect handler.

    prog = kina.compile_file("model.kina")     # default backend: native when installed
    nll, *weights = prog.step(ids, targets, …)  # or prog["step"](**arrays)
"""
from __future__ import annotations

__version__ = "0.1.0"

from .diagnostics import KinaError  # noqa: E402


def _compile(source, backend: str | None, options: dict):
    from .compiler import Compiler
    from .program import CompiledProgram

    exe, ctx = Compiler().load(source, backend, options)
    return CompiledProgram(exe, ctx)


def compile_source(text: str, path: str = "<source>", backend: str | None = None, **options):
    """Compile Kina source text; `backend` is `native` (default when installed), `jit` or `numpy`."""
    from .diagnostics import Source

    return _compile(Source(path, text), backend, options)


def compile_file(path, backend: str | None = None, **options):
    """Compile a .kina file (cached by content hash for native backends)."""
    from .diagnostics import Source

    return _compile(Source.read(str(path)), backend, options)


__all__ = ["compile_file", "compile_source", "KinaError", "__version__"]
