"""Kina types: tensor<DT, [d…], @P> and flat tuples of tensors (spec A2)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

DTYPES = ("F32", "F64", "I32", "I64", "Bool")
FLOAT_DTYPES = ("F32", "F64")
INT_DTYPES = ("I32", "I64")
PLACEMENTS = ("host", "device")
NUMPY_DTYPES = {"F32": np.float32, "F64": np.float64, "I32": np.int32, "I64": np.int64, "Bool": np.bool_}


@dataclass(frozen=True)
class TensorType:
    dtype: str
    shape: tuple[int, ...]
    placement: str = "host"

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def is_float(self) -> bool:
        return self.dtype in FLOAT_DTYPES

    @property
    def numpy_dtype(self):
        return np.dtype(NUMPY_DTYPES[self.dtype])

    @property
    def size(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64))

    def with_(self, **kw) -> "TensorType":
        d = {"dtype": self.dtype, "shape": self.shape, "placement": self.placement}
        d.update(kw)
        d["shape"] = tuple(d["shape"])
        return TensorType(**d)

    def __str__(self) -> str:
        return f"tensor<{self.dtype}, [{', '.join(map(str, self.shape))}], @{self.placement}>"

    def to_json(self) -> dict:
        return {"dtype": self.dtype, "shape": list(self.shape), "placement": self.placement}

    @staticmethod
    def from_json(d: dict) -> "TensorType":
        return TensorType(d["dtype"], tuple(d["shape"]), d.get("placement", "host"))


@dataclass(frozen=True)
class TupleType:
    items: tuple[TensorType, ...]

    def __str__(self) -> str:
        return "(" + ", ".join(map(str, self.items)) + ")"


Type = TensorType | TupleType


def flat(t: Type) -> tuple[TensorType, ...]:
    return t.items if isinstance(t, TupleType) else (t,)
