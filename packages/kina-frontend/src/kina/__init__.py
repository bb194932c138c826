"""Kina: a statically shaped tensor language whose AD is an effect handler.

    prog = kina.compile_file("model.kina")     # default backend: native when installed
    nll, *weights = prog.step(ids, targets, …)  # or prog["step"](**arrays)
    lib = kina.load("m.so")                    # an artifact from `kina compile --emit so -o m.so`
    loss, *ws = prog.step.call_buffers(*batch, *ws)  # weights kept in native memory (kina.Buffer)

`compile_source`, `compile_file` and `load` (kina.api) and `Buffer` (kina.buffer) are imported on
first use: `import kina` stays light (no compiler, no NumPy).
"""
from __future__ import annotations

__version__ = "0.1.0"

from .diagnostics import KinaError  # noqa: E402


def __getattr__(name: str):
    """PEP 562: the host API and `Buffer`, imported on first use (then module attributes)."""
    if name in ("compile_source", "compile_file", "load"):
        from . import api

        value = getattr(api, name)
    elif name == "Buffer":
        from .buffer import Buffer as value
    else:
        raise AttributeError(f"module 'kina' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__():
    return sorted({*globals(), *__all__})


__all__ = ["compile_file", "compile_source", "load", "Buffer", "KinaError", "__version__"]
