"""kina-runtime: calls compiled Kina artifacts from Python with NumPy arrays.

Needs only ctypes and NumPy: it never imports MLIR or llvmlite."""
from __future__ import annotations

from .library import NativeFunction, NativeLibrary, load_artifact

__all__ = ["NativeFunction", "NativeLibrary", "load_artifact"]


def __getattr__(name: str):
    """The NumPy backend's modules on first use (PEP 562): the plugin hands them out without importing them."""
    if name == "numpy_backend":
        import kina_runtime.numpy_backend  # (`from . import` would ask this __getattr__ again)
    elif name == "numpy_collectives":
        import kina_runtime.numpy_collectives
    elif name == "numpy_conv":
        import kina_runtime.numpy_conv
    elif name == "numpy_rules":
        import kina_runtime.numpy_rules
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
