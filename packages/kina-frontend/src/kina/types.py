"""Kina types: tensor<DT, [d…], @P> and flat tuples of tensors (docs/spec.md §A2)."""
from __future__ import annotations

# (`from math import …`: the frontend names no MLIR dialect, and `math` is one)
from math import inf, isinf, log10, prod
from dataclasses import dataclass

import numpy as np

from .sizes import Size, is_symbolic, subst

DTYPES = ("F32", "F64", "I32", "I64", "Bool")
FLOAT_DTYPES = ("F32", "F64")
INT_DTYPES = ("I32", "I64")
PLACEMENTS = ("host", "device")
NUMPY_DTYPES = {"F32": np.float32, "F64": np.float64, "I32": np.int32, "I64": np.int64, "Bool": np.bool_}
ITEMSIZE = {"F32": 4, "F64": 8, "I32": 4, "I64": 8, "Bool": 1}

# Limits (docs/language.md, "Limits"). Every tensor holds at most 2^62 bytes, so its byte size,
# its volume, every dimension and every element or byte offset fit a signed 64-bit integer with
# room to spare (the native code indexes with i64; NumPy and the runtime use int64 sizes).
MAX_BYTES = 2 ** 62
INT_RANGE = {"I32": (-2 ** 31, 2 ** 31 - 1), "I64": (-2 ** 63, 2 ** 63 - 1)}
FLOAT_MAX = {"F32": float(np.finfo(np.float32).max), "F64": float(np.finfo(np.float64).max)}
STATIC_INT_RANGE = INT_RANGE["I64"]  # static integer arguments (axis, size, perm, shapes)
# NumPy's NPY_MAXDIMS: no host array, result or NumPy-backend value of a higher rank can exist;
# native compile time is superlinear in rank past it (an identity: 1.0 s at 64, 1.5 s at 200,
# 15 s at 500, 57 s at 1000; docs/language.md, "Limits")
MAX_RANK = 64


def volume(shape) -> int:
    """The exact number of elements (Python ints: never wraps; a polynomial for a generic shape)."""
    return prod(d if isinstance(d, Size) else int(d) for d in shape)


def shape_problem(shape, dtype: str | None = None) -> str | None:
    """Why `shape` (of `dtype`; the widest, 8 bytes, when None) is not a valid tensor shape, or None.
    Every dimension must be >= 1 and the tensor at most MAX_BYTES bytes; the product is
    computed exactly and stops as soon as it is too big (a huge list never makes a huge int)."""
    itemsize = ITEMSIZE.get(dtype, 8)
    if len(shape) > MAX_RANK:
        return (f"rank {len(shape)} is not allowed: a tensor has at most {MAX_RANK} dimensions "
                "(NumPy's limit: no host array of a higher rank exists)")
    if is_symbolic(shape):  # a generic shape: its constant dims now, the rest at each specialisation
        shape = [d for d in shape if not isinstance(d, Size)]
        return next((f"dimension {show_int(d)} is not allowed: every dimension must be >= 1" for d in shape if d < 1), None)
    for d in shape:
        if d < 1:
            return f"dimension {show_int(d)} is not allowed: every dimension must be >= 1"
    total = itemsize
    for d in shape:
        total *= d
        if total > MAX_BYTES:
            what = f"{dtype} elements" if dtype else "elements"
            return (f"shape {show_shape(shape)} is too large: {_approx(shape)} {what} take more than 2^62 bytes "
                    "(the largest tensor Kina allows)")
    return None


def show_int(v: int) -> str:
    """An integer for a message, shortened when huge (and never str() of a number past Python's digit limit)."""
    if -10 ** 60 < v < 10 ** 60:
        return str(v)
    return f"{'-' if v < 0 else ''}~10^{int(log10(abs(v)))}"


def show_shape(shape) -> str:
    if len(shape) > 12:
        return "[" + ", ".join(show_int(d) for d in shape[:12]) + f", … ({len(shape)} dims)]"
    return "[" + ", ".join(show_int(d) for d in shape) + "]"


def _approx(shape) -> str:
    """The exact volume when short, else its order of magnitude."""
    digits = sum(log10(d) for d in shape)
    return str(volume(shape)) if digits < 24 else f"~10^{int(digits)}"


def literal_problem(value, dtype: str) -> str | None:
    """Why the literal `value` does not fit `dtype`, or None. Integers must lie in the I32/I64
    range; float values must stay finite in F32/F64 after rounding to nearest (values too small
    round to 0, as in C). Bool takes no numeric literal (the checker says so)."""
    if dtype in INT_RANGE:
        lo, hi = INT_RANGE[dtype]
        if isinstance(value, float) or not lo <= value <= hi:
            return f"integer literal {show_int(value)} is out of range for {dtype} ({lo} to {hi})"
        return None
    if dtype in FLOAT_MAX:
        try:
            f = float(value)
        except OverflowError:
            f = inf
        if isinf(f) or (dtype == "F32" and isinf(_to_f32(f))):
            shown = show_int(value) if isinstance(value, int) else repr(value)
            return f"literal {shown} overflows {dtype} (largest finite value {FLOAT_MAX[dtype]:.8g})"
    return None


def _to_f32(f: float) -> float:
    with np.errstate(over="ignore"):
        return float(np.float32(f))


@dataclass(frozen=True)
class TensorType:
    """tensor<DT, [d…], @P>: a dtype, a static (or generic) shape and a placement."""
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
        """The number of elements, exactly (Python ints; np.prod would wrap)."""
        return volume(self.shape)

    @property
    def nbytes(self) -> int:
        return self.size * ITEMSIZE[self.dtype]

    def problem(self) -> str | None:
        """Why this type exceeds Kina's limits (a dimension < 1, more than 2^62 bytes), or None."""
        return shape_problem(self.shape, self.dtype)

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
    """A flat tuple of tensor types (a function's results)."""
    items: tuple[TensorType, ...]

    def __str__(self) -> str:
        return "(" + ", ".join(map(str, self.items)) + ")"


Type = TensorType | TupleType


def flat(t: Type) -> tuple[TensorType, ...]:
    return t.items if isinstance(t, TupleType) else (t,)


def subst_type(t: Type, env: dict) -> Type:
    """`t` with every size expression evaluated under `env` (name -> int or Size)."""
    if isinstance(t, TupleType):
        return TupleType(tuple(subst_type(i, env) for i in t.items))
    if isinstance(t, TensorType) and is_symbolic(t.shape):
        return t.with_(shape=tuple(subst(d, env) for d in t.shape))
    return t
