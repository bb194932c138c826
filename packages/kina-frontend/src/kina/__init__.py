"""Kina: a statically shaped tensor language whose AD is an effect handler.

    prog = kina.compile_file("model.kina")     # default backend: native when installed
    nll, *weights = prog.step(ids, targets, …)  # or prog["step"](**arrays)
"""
from __future__ import annotations

__version__ = "0.1.0"

from .diagnostics import KinaError  # noqa: E402


def compile_source(text: str, path: str = "<source>", backend: str | None = None, **options):
    from .compiler import Compiler
    from .diagnostics import Source
    from .program import CompiledProgram

    exe, ctx = Compiler().load(Source(path, text), backend, options)
    return CompiledProgram(exe, ctx)


def compile_file(path: str, backend: str | None = None, **options):
    from .diagnostics import Source
    from .program import CompiledProgram
    from .compiler import Compiler

    exe, ctx = Compiler().load(Source.read(str(path)), backend, options)
    return CompiledProgram(exe, ctx)


__all__ = ["compile_file", "compile_source", "KinaError", "__version__"]
