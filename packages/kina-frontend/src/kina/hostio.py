"""The host boundary, shared by every backend: bind NumPy arguments to a
function's parameters and validate them (dtype, shape, contiguity, index
bounds), raising an exception that names the parameter."""
from __future__ import annotations

import collections
import functools
import weakref

import numpy as np

from .ir import Bind, Call, Function, Handle, Program, callees_first


class KinaArgumentError(ValueError):
    """A host argument does not fit the parameter it was passed for."""


class KinaRuntimeError(RuntimeError):
    """A compiled function failed while running: an index computed inside the
    program fell outside its range (spec A7), or an integer division by zero
    (P3). Every backend reports it the same way."""


def index_error_message(op, path: str, span, lo: int, hi: int) -> str:
    """The one wording of a failed in-program index check, shared by every backend."""
    return f"`{op.surface or op.name}` at {path}:{span.line}:{span.column}: an index computed in the program is outside [{lo}, {hi}]"


def zero_division_message(op, path: str, span) -> str:
    """The one wording of an integer division by zero (`floor_div`, `mod`), shared by every backend."""
    return f"`{op.surface or op.name}` at {path}:{span.line}:{span.column}: integer division by zero"


@functools.lru_cache(maxsize=256)
def result_tuple(fn_name: str, names: tuple[str, ...]):
    """The named tuple class of a function's named results (spec P5), one per (function, names)."""
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


_INDEX_CHECKS: "weakref.WeakKeyDictionary[Program, dict]" = weakref.WeakKeyDictionary()


def index_checks(program: Program, fn_name: str) -> dict[int, tuple[int, int, str]]:
    """Parameters of fn that index a tensor (directly or through calls): param -> (lo, hi, why).
    Computed callees first, once per program (no recursion on call chains)."""
    memo = _INDEX_CHECKS.setdefault(program, {})
    for name in callees_first(program, fn_name, memo):
        memo[name] = _own_index_checks(program, name, memo)
    return memo[fn_name]


def _own_index_checks(program: Program, fn_name: str, memo: dict) -> dict[int, tuple[int, int, str]]:
    fn = program.functions[fn_name]
    types = fn.types()
    pindex = {n: i for i, (n, _) in enumerate(fn.params)}
    found: dict[int, tuple[int, int, str]] = {}

    def note(var, lo, hi, why):
        if var in pindex:
            i = pindex[var]
            prev = found.get(i)
            found[i] = (max(lo, prev[0]), min(hi, prev[1]), prev[2]) if prev else (lo, hi, why)
    for b in fn.body:
        if isinstance(b, (Call, Handle)):
            for j, (lo, hi, why) in memo[b.fn].items():
                note(b.args[j], lo, hi, why)
        elif isinstance(b, Bind) and b.op.index_bounds:
            op = b.op
            for j, (lo, hi) in op.index_bounds([types[a] for a in b.args], b.attrs).items():
                note(b.args[j], lo, hi, f"{op.surface or op.name} at line {b.span.line}")
    return found


def bind_arguments(fn: Function, args: tuple, kwargs: dict, checks: dict | None = None) -> list[np.ndarray]:
    names = [n for n, _ in fn.params]
    if len(args) > len(names):
        raise KinaArgumentError(f"`{fn.name}` takes {len(names)} argument(s), got {len(args)} positional")
    bound = dict(zip(names, args))
    for k, v in kwargs.items():
        if k not in names:
            raise KinaArgumentError(f"`{fn.name}` has no parameter `{k}` (parameters: {', '.join(names)})")
        if k in bound:
            raise KinaArgumentError(f"parameter `{k}` of `{fn.name}` given twice")
        bound[k] = v
    missing = [n for n in names if n not in bound]
    if missing:
        raise KinaArgumentError(f"`{fn.name}` is missing argument(s): {', '.join(f'`{m}`' for m in missing)}")
    out = []
    for i, (name, t) in enumerate(fn.params):
        a = bound[name]
        if not isinstance(a, np.ndarray):
            if isinstance(a, np.generic):
                a = np.asarray(a)
            else:
                raise KinaArgumentError(f"parameter `{name}` of `{fn.name}` expects a NumPy array {t}, got {describe_array(a)}")
        if a.dtype != t.numpy_dtype:
            raise KinaArgumentError(f"parameter `{name}` of `{fn.name}` expects dtype {t.dtype} ({t.numpy_dtype}), got {describe_array(a)}")
        if tuple(a.shape) != t.shape:
            raise KinaArgumentError(f"parameter `{name}` of `{fn.name}` expects shape {list(t.shape)} ({t}), got {describe_array(a)}")
        if not a.flags.c_contiguous:
            a = np.ascontiguousarray(a)  # identity layouts ignore strides: copy, never misread
        if checks and i in checks:
            check_index(fn.name, name, a, *checks[i])
        out.append(a)
    return out


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
