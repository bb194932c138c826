"""Kina: a statically shaped tensor language whose AD is an effect handler.

    prog = kina.compile_file("model.kina")     # default backend: native when installed
    nll, *weights = prog.step(ids, targets, …)  # or prog["step"](**arrays)
    lib = kina.load("m.so")                    # an artifact from `kina compile --emit so -o m.so`
    loss, *ws = prog.step.call_buffers(*batch, *ws)  # weights kept in native memory (kina.Buffer)

`compile_source` and `compile_file` first try a host-only warm start (kina.warm: a program whose
compile is cached is loaded without the compiler), then compile through kina.api; `load` (kina.api),
`Buffer` (kina.buffer), `KinaError` and `Source` (kina.diagnostics) are imported on first use:
`import kina` imports nothing (kina.console, the console scripts' start, loads the CLIs' modules
with the garbage collector off: kina.diagnostics' dataclasses among them).
"""
from __future__ import annotations

__version__ = "0.1.0"


def compile_source(text: str, path: str = "<source>", backend: str | None = None, compiler=None, **options):
    """Compile Kina source text; `backend` is `native` (default when installed), `jit` or `numpy`.
    `compiler` is a kina.compiler.Compiler (default: every installed plugin). The front end (parse,
    type check, transforms) runs now, so errors are raised here (a warm start of a program compiled
    before parses nothing: its functions come from the cache). On `numpy` and `jit` the program is
    compiled now; on `native` each function is compiled on its first call (its own cached artifact),
    and `lazy=False` compiles every exported function now. Generic functions are specialised on
    each new set of sizes (§P1). `KINA_LOG_COMPILES=1` logs every compile (kina.compilelog)."""
    return _compile(__getattr__("Source")(path, text), backend, compiler, options)


def compile_file(path, backend: str | None = None, compiler=None, **options):
    """Compile a .kina file, as compile_source (cached by content hash for native backends)."""
    return _compile(__getattr__("Source").read(str(path)), backend, compiler, options)


def _compile(source, backend, compiler, options: dict):  # source: a kina.diagnostics.Source
    if compiler is None:
        program = __getattr__("warm").start(source, backend, options, _default_compiler)
        if program is not None:
            return program
    return __getattr__("api").compile_program(source, backend, options, compiler)


def _default_compiler():
    return __getattr__("compiler").default_compiler()


def __getattr__(name: str):
    """PEP 562: the host API, the compiler and `Buffer`, imported on first use (then module attributes)."""
    if name == "api":
        import kina.api as value  # (`from . import` would ask this __getattr__ again)
    elif name == "warm":
        import kina.warm as value
    elif name == "compiler":
        import kina.compiler as value
    elif name == "load":
        import kina.api

        value = kina.api.load
    elif name == "Buffer":
        from .buffer import Buffer as value
    elif name in ("KinaError", "Source"):
        from . import diagnostics

        value = getattr(diagnostics, name)
    else:
        raise AttributeError(f"module 'kina' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__():
    return sorted({*globals(), *__all__})


__all__ = ["compile_file", "compile_source", "load", "Buffer", "KinaError", "__version__"]
