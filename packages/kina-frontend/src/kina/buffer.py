"""`kina.Buffer`: a tensor kept in native memory across calls.

`f.call_buffers(*args)` (backends `native` and `jit`) takes Buffers or NumPy arrays and returns
Buffers: a Buffer argument is passed by its pointer (its type was checked when it was made, so
a call only compares its shape and dtype), and a result is the callee's own allocation, not
wrapped in a NumPy array. Feeding a step's results back as its next inputs therefore copies
nothing and builds nothing per tensor:

    ws = [kina.Buffer.from_numpy(w) for w in weights]
    for batch in batches:
        loss, *ws = step.call_buffers(*batch, *ws)
    weights = [w.numpy() for w in ws]          # views of the native memory, no copy

`Buffer.numpy()` is a view (no copy) that keeps the memory alive; the memory is freed once,
when the Buffer and every view of it are gone. Like `jax.jit(donate_argnums=…)`, passing
a Buffer hands its memory to the call for reading only: compiled code never writes to its
inputs, so a Buffer may be passed again, to any function."""
from __future__ import annotations

import numpy as np

from .types import NUMPY_DTYPES, TensorType

_KINA_DTYPES = {np.dtype(v): k for k, v in NUMPY_DTYPES.items()}


class Buffer:
    __slots__ = ("ptr", "type", "spec", "_owner", "_array")

    def __init__(self, ptr: int, type: TensorType, owner, spec: tuple | None = None):
        """`owner`: what keeps the `type.size` elements at `ptr` alive (and frees them when it is
        collected); `spec`: (numpy dtype, shape) of `type`, when the caller has it at hand."""
        self.ptr, self.type, self._owner = ptr, type, owner
        self.spec = spec or (type.numpy_dtype, type.shape)  # what a call compares with its parameter
        self._array = None

    @classmethod
    def from_numpy(cls, a, type: TensorType | None = None) -> "Buffer":
        """A Buffer over `a`'s memory (no copy when `a` is C-contiguous).
        Compiled code never writes to it; writing to `a` afterwards changes what later calls read."""
        a = np.asarray(a, order="C")  # not np.ascontiguousarray, which makes a 0-d array 1-d
        if type is None:
            if a.dtype not in _KINA_DTYPES:
                raise ValueError(f"no Kina dtype holds {a.dtype} (Kina has {', '.join(NUMPY_DTYPES)})")
            type = TensorType(_KINA_DTYPES[a.dtype], tuple(a.shape))
        elif a.dtype != type.numpy_dtype or a.shape != type.shape:
            raise ValueError(f"a {a.dtype} array of shape {list(a.shape)} is not a {type}")
        return cls(a.ctypes.data, type, a)

    @property
    def shape(self) -> tuple[int, ...]:
        return self.type.shape

    @property
    def dtype(self) -> np.dtype:
        return self.type.numpy_dtype

    def numpy(self) -> np.ndarray:
        """The tensor as a NumPy array over the same memory (made once; no copy)."""
        a = self._array
        if a is None:
            owner = self._owner
            if isinstance(owner, np.ndarray):
                a = owner
            else:
                a = np.asarray(_View(self.ptr, self.type, owner))
            self._array = a
        return a

    def __repr__(self) -> str:
        return f"<kina.Buffer {self.type} at {self.ptr:#x}>"


class _View:
    """The array interface of a Buffer's memory; the array made from it keeps `owner` alive."""

    __slots__ = ("__array_interface__", "owner")

    def __init__(self, ptr: int, t: TensorType, owner):
        self.owner = owner
        self.__array_interface__ = {"data": (ptr, False), "shape": t.shape, "typestr": t.numpy_dtype.str, "version": 3}
