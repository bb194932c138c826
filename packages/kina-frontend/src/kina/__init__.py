"""Kina: a statically shaped tensor language whose AD is an effect handler.

    prog = kina.compile_file("model.kina")     # default backend: native when installed
    nll, *weights = prog.step(ids, targets, …)  # or prog["step"](**arrays)
    lib = kina.load("m.so")                    # an artifact from `kina compile --emit so -o m.so`
    loss, *ws = prog.step.call_buffers(*batch, *ws)  # weights kept in native memory (kina.Buffer)
"""
from __future__ import annotations

__version__ = "0.1.0"

from .diagnostics import KinaError  # noqa: E402


def _compile(source, backend: str | None, options: dict, compiler=None):
    import re

    from .compiler import default_compiler
    from .program import CompiledProgram

    c = compiler or default_compiler()
    if re.search(r"\bfn\s*(@main\s*)?\[|\binclude\b", source.text):  # maybe generic (§P1): parse to see
        ast, _ = c.emit(source, "ast", options)
        if any(f.generic for f in [*ast.fns, ast.main]):
            from .generic import GenericProgram

            return GenericProgram(c, source, backend, options, ast)
    exe, ctx = c.load(source, backend, options)
    return CompiledProgram(exe, ctx)


def compile_source(text: str, path: str = "<source>", backend: str | None = None, compiler=None, **options):
    """Compile Kina source text; `backend` is `native` (default when installed), `jit` or `numpy`.
    `compiler` is a kina.compiler.Compiler (default: every installed plugin). On `native`, each
    function is compiled on its first call (its own cached artifact); `lazy=False` compiles every
    exported function now."""
    from .diagnostics import Source

    return _compile(Source(path, text), backend, options, compiler)


def compile_file(path, backend: str | None = None, compiler=None, **options):
    """Compile a .kina file (cached by content hash for native backends)."""
    from .diagnostics import Source

    return _compile(Source.read(str(path)), backend, options, compiler)


def load(path, compiler=None):
    """Load an artifact written by `kina compile --emit so -o PATH` (with its
    manifest PATH.json beside it); needs only a backend that loads artifacts
    (kina-runtime's `native`), not the compiler that built it."""
    from .compiler import PluginError, default_compiler
    from .program import CompiledProgram

    c = compiler or default_compiler()
    for backend in c.all_backends.values():
        if backend.load_artifact is not None:
            exe = backend.load_artifact(str(path))
            return CompiledProgram(exe, None, {"backend": backend.name, "artifact": str(path)})
    raise PluginError("no installed backend loads compiled artifacts (install kina-runtime)")


def __getattr__(name: str):
    if name == "Buffer":  # imported on first use: `import kina` stays light
        from .buffer import Buffer

        return Buffer
    raise AttributeError(f"module 'kina' has no attribute {name!r}")


__all__ = ["compile_file", "compile_source", "load", "Buffer", "KinaError", "__version__"]
