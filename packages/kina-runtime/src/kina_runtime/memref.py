"""MLIR's ranked memref descriptor, {allocated, aligned, offset, sizes[r], strides[r]}."""
from __future__ import annotations

import ctypes
from functools import lru_cache

import numpy as np

from kina.types import TensorType


@lru_cache(maxsize=None)
def descriptor_type(rank: int):
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


@lru_cache(maxsize=None)
def packed_results_type(ranks: tuple[int, ...]):
    """The ≥2-result packed struct of descriptors, in result order (§12.6)."""
    fields = [(f"r{i}", descriptor_type(r)) for i, r in enumerate(ranks)]
    return type(f"Results{len(ranks)}", (ctypes.Structure,), {"_fields_": fields})


def row_major_strides(shape) -> list[int]:
    strides, acc = [], 1
    for d in reversed(shape):
        strides.append(acc)
        acc *= d
    return strides[::-1]


def fill_descriptor(desc, array: np.ndarray) -> None:
    ptr = array.ctypes.data
    desc.allocated = ptr
    desc.aligned = ptr
    desc.offset = 0
    if array.ndim:
        for i, (d, s) in enumerate(zip(array.shape, row_major_strides(array.shape))):
            desc.sizes[i] = d
            desc.strides[i] = s


class _Owned:
    """Exposes callee-allocated memory to NumPy; frees `allocated` once, when the
    last array viewing it is gone."""

    def __init__(self, free, allocated: int):
        self._free, self.allocated = free, allocated

    def __del__(self):
        if self.allocated:
            self._free(ctypes.c_void_p(self.allocated))
            self.allocated = 0


class _View:
    def __init__(self, owner: _Owned, address: int, t: TensorType):
        self.owner = owner
        self.__array_interface__ = {"shape": t.shape, "typestr": t.numpy_dtype.str, "data": (address, False), "version": 3}


def wrap_result(desc, t: TensorType, free, owners: dict, inputs: list[tuple[int, int]]) -> np.ndarray:
    """A NumPy array over a result buffer, without copying when the callee owns it."""
    address = desc.aligned + desc.offset * t.numpy_dtype.itemsize
    nbytes = t.size * t.numpy_dtype.itemsize
    allocated = desc.allocated
    if any(lo <= allocated < hi for lo, hi in inputs):
        # aliases a caller's array (never expected): copy, and never free an input
        return np.array(np.ctypeslib.as_array((ctypes.c_char * nbytes).from_address(address)).view(t.numpy_dtype).reshape(t.shape), copy=True)
    owner = owners.get(allocated)
    if owner is None:
        owner = owners[allocated] = _Owned(free, allocated)
    return np.asarray(_View(owner, address, t))
