"""What VJP rules see: a let-spine under construction, its names and its types."""
from __future__ import annotations

from kina.ir import Bind, Const, NameSupply
from kina.types import TensorType


class Builder:
    """Append ops to a let-spine with inferred types (`op`, `const`); `bind` names the result."""

    def __init__(self, fn_types: dict[str, TensorType], names: NameSupply):
        self.types, self.names, self.body = dict(fn_types), names, []
        self.span = None
        self.path = None  # the file of `span` when not the function's own (Binding.path)

    def type(self, v: str) -> TensorType:
        return self.types[v]

    def op(self, op, *args: str, **attrs) -> str:
        return self.bind(self.names.fresh("r"), op, *args, **attrs)

    def bind(self, out: str, op, *args: str, **attrs) -> str:
        """`op` applied with its result named `out` (a name the caller made fresh or owns)."""
        full = op.full_attrs(attrs)
        t = op.infer([self.types[a] for a in args], full)
        self.types[out] = t
        self.body.append(Bind((out,), tuple(args), (t,), self.span, op, full, path=self.path))
        return out

    def const(self, value: float, t: TensorType) -> str:
        out = self.names.fresh("c")
        self.types[out] = t
        self.body.append(Const((out,), (), (t,), self.span, value, path=self.path))
        return out
