"""MLIR's ranked memref descriptor, {allocated, aligned, offset, sizes[r], strides[r]}."""
from __future__ import annotations

import ctypes
from functools import lru_cache



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


# A function whose results add up to at most this many bytes has them copied into one host buffer
# by its fast entry (kina_mlir.codegen.guard): one ndarray per result, no ctypes object or finaliser;
# above it, a copy costs more than wrapping the callee's memory.
COPY_MAX_BYTES = 16 << 10
COPY_ALIGN = 64  # each copied result starts on a cache line


def copied_results(results) -> tuple[list[int], int] | None:
    """(offset of each result in the host buffer, the buffer's size) when `results` (the C results'
    TensorTypes, an error code included) are copied by the fast entry, else None."""
    offsets, at = [], 0
    for t in results:
        offsets.append(at)
        at += -(-t.size * t.numpy_dtype.itemsize // COPY_ALIGN) * COPY_ALIGN
    return (offsets, max(at, COPY_ALIGN)) if at <= COPY_MAX_BYTES else None


def row_major_strides(shape) -> list[int]:
    strides, acc = [], 1
    for d in reversed(shape):
        strides.append(acc)
        acc *= d
    return strides[::-1]


class Owned:
    """Owns a callee-allocated buffer; frees `allocated` (never `aligned`) exactly once,
    when the last array viewing it is gone."""

    __slots__ = ("_free", "allocated")

    def __init__(self, free, allocated: int):
        self._free, self.allocated = free, allocated

    def __del__(self):
        if self.allocated:
            self._free(self.allocated)
            self.allocated = 0
