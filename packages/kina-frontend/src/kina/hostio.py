"""The host boundary, shared by every backend: bind NumPy arguments to a
function's parameters and validate them (dtype, shape, contiguity, index
bounds), raising an exception that names the parameter."""
from __future__ import annotations

import collections
import functools
from math import isfinite
import operator

import numpy as np


class KinaArgumentError(ValueError):
    """A host argument does not fit the parameter it was passed for."""


class KinaArgumentTypeError(KinaArgumentError, TypeError):
    """A host argument or a size of the wrong Python type (a str or float for a size, an object
    that is no array): a TypeError as JAX raises, and still a KinaArgumentError."""


class KinaRuntimeError(RuntimeError):
    """A compiled function failed while running: an index computed inside the
    program fell outside its range (docs/spec.md §A7), or an integer division by zero
    (§P3). Every backend reports it the same way."""


def index_error_message(op, path: str, span, lo: int, hi: int) -> str:
    """The one wording of a failed in-program index check, shared by every backend."""
    return f"`{op.surface or op.name}` at {path}:{span.line}:{span.column}: an index computed in the program is outside [{lo}, {hi}]"


def zero_division_message(op, path: str, span) -> str:
    """The one wording of an integer division by zero (`floor_div`, `mod`), shared by every backend."""
    return f"`{op.surface or op.name}` at {path}:{span.line}:{span.column}: integer division by zero"


@functools.lru_cache(maxsize=256)
def result_tuple(fn_name: str, names: tuple[str, ...]):
    """The named tuple class of a function's named results (spec §P5), one per (function, names)."""
    return collections.namedtuple(f"{fn_name}_results", names)


def pack_results(fn_name: str, outs, tuple_result: bool, names):
    """What the host API returns: one array, a plain tuple, or a named tuple when the results are named."""
    if not tuple_result:
        return outs[0]
    return result_tuple(fn_name, tuple(names))(*outs) if names else tuple(outs)


def describe_array(a) -> str:
    if isinstance(a, np.ndarray):
        return f"{a.dtype} array of shape {list(a.shape)}"
    return f"{type(a).__name__}"


def match_arguments(fn_name: str, names: list[str], args: tuple, kwargs: dict) -> list:
    """A host call's arguments in parameter order (positional ones first, then keywords), or a
    KinaArgumentError: too many, an unknown name, one given twice, one missing. Shared by every
    backend and by generic functions, so that a misbound call reads the same everywhere."""
    if len(args) > len(names):
        raise KinaArgumentError(f"`{fn_name}` takes {len(names)} argument(s), got {len(args)} positional")
    bound = dict(zip(names, args))
    for k, v in kwargs.items():
        if k not in names:
            raise KinaArgumentError(f"`{fn_name}` has no parameter `{k}` (parameters: {', '.join(names)})")
        if k in bound:
            raise KinaArgumentError(f"parameter `{k}` of `{fn_name}` given twice")
        bound[k] = v
    missing = [n for n in names if n not in bound]
    if missing:
        raise KinaArgumentError(f"`{fn_name}` is missing argument(s): {', '.join(f'`{m}`' for m in missing)}")
    return [bound[n] for n in names]


def bind_arguments(fn, args: tuple, kwargs: dict, checks: dict | None = None) -> list[np.ndarray]:
    """A host call's arguments as NumPy arrays of `fn`'s parameter types in C order (converted by
    host_array, copied to C order if needed), index parameters checked; or a KinaArgumentError
    naming the parameter."""
    values = match_arguments(fn.name, [n for n, _ in fn.params], args, kwargs)
    out = []
    for i, ((name, t), a) in enumerate(zip(fn.params, values)):
        if type(a) is not np.ndarray:
            a = host_array(fn.name, name, t, a)
        if a.dtype != t.numpy_dtype:
            raise KinaArgumentError(f"parameter `{name}` of `{fn.name}` expects dtype {t.dtype} ({t.numpy_dtype}), got {describe_array(a)}")
        if tuple(a.shape) != t.shape:
            raise KinaArgumentError(f"parameter `{name}` of `{fn.name}` expects shape {list(t.shape)} ({t}), got {describe_array(a)}")
        if not a.flags.c_contiguous:
            a = contiguous_copy(fn.name, name, a)  # identity layouts ignore strides: copy, never misread
        if checks and i in checks:
            check_index(fn.name, name, a, *checks[i])
        out.append(a)
    return out


KDLCPU = 1  # DLPack's device type of host memory


def host_array(fn_name: str, param: str, t, a) -> np.ndarray:
    """Spec §P6: a NumPy view of a host argument that is not an ndarray, without a copy where the
    object exposes its memory (DLPack, __array__, the buffer protocol); Python scalars for rank-0
    and all-ones shapes. Dtypes are never converted here: `bind_arguments` rejects a mismatch."""
    where = f"parameter `{param}` of `{fn_name}`"
    if isinstance(a, np.ndarray):
        return real_layout(a)
    if isinstance(a, np.generic):  # a NumPy scalar keeps its dtype (checked after) and fills an all-ones shape
        return np.asarray(a).reshape(t.shape) if all(d == 1 for d in t.shape) else np.asarray(a)
    if isinstance(a, (bool, int, float)):
        return scalar_array(where, t, a)
    if hasattr(a, "__dlpack__"):
        device = dlpack_device(where, a)
        if device != KDLCPU:
            raise KinaArgumentError(f"{where} expects a host (CPU) array {t}, got {type(a).__name__} on a device "
                                    f"(DLPack device type {device}); copy it to the CPU first")
        try:
            return real_layout(np.from_dlpack(a))
        except (TypeError, ValueError, BufferError, RuntimeError) as e:
            if not hasattr(a, "__array__"):
                raise KinaArgumentError(f"{where}: cannot read {type(a).__name__} through DLPack ({e})") from None
    if hasattr(a, "__array__"):
        try:
            return real_layout(np.asarray(a))
        except (TypeError, ValueError, BufferError) as e:  # e.g. `__array__` returning a list
            raise KinaArgumentTypeError(f"{where}: {type(a).__name__}.__array__ gave no array ({e})") from None
    try:
        view = memoryview(a)
    except TypeError:
        raise KinaArgumentTypeError(f"{where} expects an array {t} (NumPy, DLPack, __array__ or a buffer), got {describe_array(a)}") from None
    try:
        return real_layout(np.asarray(view))
    except (TypeError, ValueError) as e:
        raise KinaArgumentError(f"{where}: cannot read the buffer of {type(a).__name__} ({e})") from None


def scalar_array(where: str, t, value) -> np.ndarray:
    """A Python bool/int/float for a parameter of rank 0 or shape [1, …, 1], in the parameter's dtype."""
    shown = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else f"a {value.bit_length()}-bit int"
    if any(d != 1 for d in t.shape):
        raise KinaArgumentError(f"{where} expects an array {t}, got the Python {type(value).__name__} {shown} "
                                "(a scalar fits only rank-0 and all-ones shapes)")
    if t.dtype == "Bool":
        if not isinstance(value, bool):
            raise KinaArgumentError(f"{where} is {t}: expected a Python bool, got {type(value).__name__} {value!r}")
    elif isinstance(value, float) and t.dtype in ("I32", "I64"):
        raise KinaArgumentError(f"{where} is {t}: a Python float ({value!r}) is not converted to an integer")
    elif t.dtype in ("I32", "I64"):
        info = np.iinfo(t.numpy_dtype)
        if not info.min <= value <= info.max:
            raise KinaArgumentError(f"{where} is {t}: {shown} is outside its range [{info.min}, {info.max}]")
    else:
        try:  # a Python int has no bound: float(10**400) raises, and np.isfinite(2**200) is a TypeError
            value = float(value)
        except OverflowError:
            value = None
        if value is None or (isfinite(value) and abs(value) > float(np.finfo(t.numpy_dtype).max)):
            raise KinaArgumentError(f"{where} is {t}: {shown} overflows {t.dtype}")
    return np.full(t.shape, value, dtype=t.numpy_dtype)


def real_layout(a: np.ndarray) -> np.ndarray:
    """`a` as a plain ndarray with the shape, strides and dtype of its buffer: a subclass's `.shape`
    or `.dtype` may be a property that lies, and code reading the memory must never trust one."""
    return a if type(a) is np.ndarray else np.ndarray.view(a, np.ndarray)


def dlpack_device(where: str, a) -> int:
    """The DLPack device type `a.__dlpack_device__()` reports (host memory when it has none)."""
    if not hasattr(a, "__dlpack_device__"):
        return KDLCPU
    device = a.__dlpack_device__()
    try:
        kind, _ = device
        return operator.index(kind)
    except (TypeError, ValueError):
        raise KinaArgumentTypeError(f"{where}: {type(a).__name__}.__dlpack_device__() returned {device!r}, "
                                    "not a (device type, device id) pair of ints") from None


def contiguous_copy(fn_name: str, param: str, a: np.ndarray) -> np.ndarray:
    try:
        return np.ascontiguousarray(a)
    except MemoryError:  # a broadcast view of 2^40 rows: NumPy's own MemoryError names no parameter
        raise MemoryError(f"parameter `{param}` of `{fn_name}`: its {describe_array(a)} ({a.nbytes:,} bytes) "
                          "is not in C order, and the copy to C order does not fit in memory") from None


def first_out_of_range(a: np.ndarray, lo: int, hi: int):
    """The first value of `a` outside [lo, hi], or None (small arrays scan as Python ints: faster)."""
    values = a.ravel().tolist() if a.size <= 256 else [a.min(), a.max()]
    if values and (min(values) < lo or max(values) > hi):
        return next(v for v in a.ravel().tolist() if v < lo or v > hi)
    return None


def check_index(fn_name: str, param: str, a: np.ndarray, lo: int, hi: int, why: str) -> None:
    """Every value of an index parameter must lie in [lo, hi]: never a silent out-of-bounds read."""
    bad = first_out_of_range(a, lo, hi)
    if bad is not None:
        raise KinaArgumentError(f"parameter `{param}` of `{fn_name}` holds index {bad}, outside [{lo}, {hi}] ({why})")
