"""kina-runtime: calls compiled Kina artifacts from Python with NumPy arrays.

Needs only ctypes and NumPy: it never imports MLIR or llvmlite."""
from .library import NativeFunction, NativeLibrary, load_artifact

__all__ = ["NativeFunction", "NativeLibrary", "load_artifact"]
