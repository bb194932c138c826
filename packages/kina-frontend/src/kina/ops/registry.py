"""Op declarations (docs/spec.md §A7): name, arity, attributes, typing rule, surface
syntax and flags — nothing backend-specific. The rules that give an op meaning
live with their owners, in tables keyed by the `Op` object itself (JAX's
primitive tables): kina-ad's VJPs, kina-mlir's lowerings, kina-runtime's NumPy
semantics. Declaring an `Op` changes no global state; a compiler's `OpTable`
is filled through the `register_ops` hook."""
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


@dataclass(frozen=True, eq=False)  # eq=False: hashed and compared by identity, the key of every rule table
class Op:
    name: str
    arity: int  # tensor operands, receiver included
    infer: Callable[..., TensorType]  # (types, attrs) -> result type
    attrs: tuple[Attr, ...] = ()
    surface: str | None = None  # method name; None for operators and AD-internal nodes
    literal_operands: frozenset[int] = frozenset()  # operands a bare literal may fill (taking a tensor operand's type)
    literal_peers: frozenset[int] | None = None  # operands whose type a literal takes (None: any tensor operand)
    discrete: bool = False  # result carries no cotangent (argmax, categorical)
    host_only: bool = False  # spec §A8: a diagnostic on @device operands
    index_bounds: Callable | None = None  # (types, attrs) -> {operand: (lo, hi) inclusive}; checked by runtimes
    nonzero_operands: frozenset[int] = frozenset()  # integer divisors: a zero element is a runtime error
    variadic: bool = False  # `arity` is the least number of operands (concat)
    collective: bool = False  # §D1: talks to the other ranks (a program using one is marked in its manifest)
    doc: str = ""

    def takes(self, n: int) -> bool:
        """Whether `n` operands fit this op's arity."""
        return n >= self.arity if self.variadic else n == self.arity

    def full_attrs(self, given: dict) -> dict:
        """`given` with every omitted optional attribute at its default."""
        return {a.name: given.get(a.name, a.default) for a in self.attrs}

    def __repr__(self) -> str:
        return f"<op {self.name}>"


BINARY = {"+": "add", "-": "sub", "*": "mul", "/": "div", "@": "matmul",
          "<": "lt", "<=": "le", ">": "gt", ">=": "ge", "==": "eq", "!=": "ne"}


class OpTable:
    """The ops one compiler knows, by name and by method name."""

    def __init__(self):
        self.by_name: dict[str, Op] = {}
        self.by_surface: dict[str, Op] = {}
        self.provider: dict[Op, str] = {}  # op -> plugin that registered it

    def register(self, op: Op, plugin: str = "?") -> Op:
        if not isinstance(op, Op):
            raise TypeError(f"register_ops: expected a kina.ops.Op, got {op!r}")
        if op.name in self.by_name:
            raise ValueError(f"op {op.name!r} registered twice (by {self.provider[self.by_name[op.name]]} and {plugin})")
        self.by_name[op.name] = op
        self.provider[op] = plugin
        if op.surface:
            self.by_surface[op.surface] = op
        return op

    def __getitem__(self, name: str) -> Op:
        return self.by_name[name]

    def __contains__(self, op) -> bool:
        return op in self.provider

    def __iter__(self):
        return iter(self.by_name.values())

    def surface(self, name: str) -> Op | None:
        return self.by_surface.get(name)


class RuleTable(dict):
    """A package's rules for ops (VJPs, lowerings, NumPy semantics), keyed by `Op`."""

    def __init__(self, what: str):
        super().__init__()
        self.what = what
        self.provider: dict[Op, str] = {}

    def register(self, op: Op, rule: Callable, plugin: str = "?") -> Callable:
        if not isinstance(op, Op):
            raise TypeError(f"register_{self.what}: the key must be a kina.ops.Op, got {op!r}")
        if not callable(rule) or getattr(rule, "__name__", None) in ("_", "<lambda>"):
            # tracebacks, profiles and `kina plugins` name every rule
            raise ValueError(f"register_{self.what}: the rule for op {op.name!r} must be a named function, got {rule!r}")
        if op in self:
            raise ValueError(f"op {op.name!r} has two {self.what} rules (from {self.provider[op]} and {plugin})")
        self[op] = rule
        self.provider[op] = plugin
        return rule


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
    """§A6: src right-aligned against dst, every dim equal or 1."""
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
