"""The op table: every op of spec §A7 declared once, with its typing rule,
NumPy semantics (the oracle), VJP and MLIR lowering, keyed by the op's name
(JAX's primitive tables in one place). Passes look rules up here; adding an
op means one new entry, not edits to every pass."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..types import TensorType


class OpTypeError(Exception):
    """A typing rule's complaint. `where` is an operand index or an attribute name."""

    def __init__(self, message: str, where: int | str | None = None, hint: str | None = None):
        super().__init__(message)
        self.message, self.where, self.hint = message, where, hint


@dataclass(frozen=True)
class Attr:
    name: str
    kind: str  # int | ints | shape | dtype | placement | bool | float
    default: Any = None  # None: required

    @property
    def required(self) -> bool:
        return self.default is None


@dataclass
class Op:
    name: str
    arity: int  # tensor operands, receiver included
    infer: Callable[..., TensorType]  # (types, attrs) -> result type
    attrs: tuple[Attr, ...] = ()
    surface: str | None = None  # method name; None for operators and AD-internal nodes
    literal_operands: frozenset[int] = frozenset()  # operands a bare literal may fill (taking operand 0's type)
    discrete: bool = False  # result carries no cotangent (argmax, categorical)
    host_only: bool = False  # spec A8: a diagnostic on @device operands
    index_bounds: Callable | None = None  # (types, attrs) -> {operand: (lo, hi) inclusive}; checked by runtimes
    numpy: Callable | None = None  # (arrays, attrs, out_type) -> ndarray
    vjp: Callable | None = None  # (builder, bind, g) -> [cotangent var | None per operand]
    lower: Callable | None = None  # (emitter, bind) -> None; emits MLIR text
    doc: str = ""

    def def_numpy(self, fn):
        self.numpy = fn
        return fn

    def def_vjp(self, fn):
        self.vjp = fn
        return fn

    def def_lower(self, fn):
        self.lower = fn
        return fn


OPS: dict[str, Op] = {}
SURFACE: dict[str, Op] = {}
BINARY = {"+": "add", "-": "sub", "*": "mul", "/": "div", "@": "matmul"}


def register(op: Op) -> Op:
    if op.name in OPS:
        raise ValueError(f"op {op.name!r} registered twice")
    OPS[op.name] = op
    if op.surface:
        SURFACE[op.surface] = op
    return op


def defop(name: str, arity: int, infer, **kw) -> Op:
    return register(Op(name, arity, infer, **kw))


def get(name: str) -> Op:
    from . import load_builtin_ops

    load_builtin_ops()
    return OPS[name]


def surface(name: str) -> Op | None:
    from . import load_builtin_ops

    load_builtin_ops()
    return SURFACE.get(name)


# Shared typing helpers -------------------------------------------------------

def same_type(types: list[TensorType], what: str = "operands") -> TensorType:
    a = types[0]
    for i, b in enumerate(types[1:], start=1):
        if a.placement != b.placement:
            raise OpTypeError(f"{what} live on different placements: {a} and {b}", i, "move one with `.to(@host)` or `.to(@device)`")
        if a != b:
            hint = None
            if a.dtype == b.dtype and a.shape != b.shape:
                for small, big in ((b, a), (a, b)):
                    if broadcastable(small.shape, big.shape):
                        hint = f"Kina has no implicit broadcast; use `.broadcast([{', '.join(map(str, big.shape))}])` on the operand of shape {list(small.shape)}"
                        break
            elif a.dtype != b.dtype:
                hint = f"convert one side with `.cast({a.dtype})`"
            raise OpTypeError(f"{what} must have identical types, got {a} and {b}", i, hint)
    return a


def broadcastable(src, dst) -> bool:
    """A6: src right-aligned against dst, every dim equal or 1."""
    lead = len(dst) - len(src)
    return lead >= 0 and all(d == dst[lead + i] or d == 1 for i, d in enumerate(src))


def need_float(t: TensorType, opname: str, index: int = 0) -> None:
    if not t.is_float:
        raise OpTypeError(f"`{opname}` needs a float tensor (F32 or F64), got {t}", index)


def need_numeric(t: TensorType, opname: str, index: int = 0) -> None:
    if t.dtype == "Bool":
        raise OpTypeError(f"`{opname}` needs a numeric tensor, got {t}", index)


def need_int(t: TensorType, opname: str, what: str, index: int) -> None:
    if t.dtype != "I64":
        raise OpTypeError(f"`{opname}` needs {what} of dtype I64, got {t}", index)


def norm_axis(axis: int, rank: int, attr: str = "axis") -> int:
    if not -rank <= axis < rank:
        raise OpTypeError(f"axis {axis} is out of range for a rank-{rank} tensor", attr)
    return axis % rank


def drop_axis(shape, axis: int) -> tuple[int, ...]:
    return tuple(d for i, d in enumerate(shape) if i != axis)
