"""The host API behind `kina.compile_source`, `kina.compile_file` and `kina.load` (the package
`kina` hands these out on first use, so `import kina` does not load the compiler and NumPy)."""
from __future__ import annotations

from . import compilelog
from .compiler import PluginError, default_compiler
from .diagnostics import Source
from .generic import GENERIC_FN, PARSED_FIRST, GenericProgram
from .program import CompiledProgram


def compile_program(source: Source, backend: str | None, options: dict, compiler=None):
    """A CompiledProgram, or a GenericProgram when the main function or an export is generic (§P1)."""
    c = compiler or default_compiler()
    if GENERIC_FN.search(source.text) and not PARSED_FIRST.search(source.text):
        # maybe generic helpers (§P1) beside a main that is not: what GenericProgram compiles now does
        # not need the AST (so a warm start parses nothing); the generic ones are found on first use
        return GenericProgram(c, source, backend, options, None)
    if PARSED_FIRST.search(source.text):  # maybe generic (§P1): parse to see
        ast, _ = c.emit(source, "ast", options)
        if any(f.generic for f in [*ast.fns, ast.main]):
            return GenericProgram(c, source, backend, options, ast)
    exe, ctx = compilelog.load(c, source, backend, options)
    return CompiledProgram(exe, ctx)


def load(path, compiler=None):
    """Load an artifact written by `kina compile --emit so -o PATH` (with its
    manifest PATH.json beside it); needs only a backend that loads artifacts
    (kina-runtime's `native`), not the compiler that built it."""
    c = compiler or default_compiler()
    for backend in c.all_backends.values():
        if backend.load_artifact is not None:
            exe = backend.load_artifact(str(path))
            return CompiledProgram(exe, None, {"backend": backend.name, "artifact": str(path)})
    raise PluginError("no installed backend loads compiled artifacts (install kina-runtime)")
