"""The `reverseMode` handler's typing (§12): flatten, filter discrete parameters."""
from __future__ import annotations

from kina.diagnostics import Diagnostic, KinaError
from kina.frontend import ast as A
from kina.types import TupleType, flat


def _handles(e):
    """Every Handle and Call node inside an expression."""
    stack = [e]
    while stack:
        n = stack.pop()
        if isinstance(n, (A.Handle, A.Call)):
            yield n
        for attr in ("value", "body", "left", "right", "operand", "receiver"):
            child = getattr(n, attr, None)
            if isinstance(child, A.Expr):
                stack.append(child)
        for attr in ("args", "items", "operands"):
            stack.extend(c for c in getattr(n, attr, []) or [] if isinstance(c, A.Expr))


class ReverseMode:
    name = "reverseMode"

    def result_type(self, fn: A.FnDef, expr: A.Handle, fns: dict | None = None) -> TupleType:
        for t in flat(fn.result.type):
            if not t.is_float:
                raise KinaError(Diagnostic(
                    f"reverseMode needs a function whose result is a float tensor or a flat tuple of float tensors; `{fn.name}` returns {fn.result.type}",
                    expr.fn_span))
        self._no_nesting(fn, fn, fns or {}, set())
        cots = [p.type for p in fn.params if p.type.is_float]
        return TupleType(tuple(flat(fn.result.type)) + tuple(cots))

    def _no_nesting(self, root, fn, fns, seen):
        seen.add(fn.name)
        for n in _handles(fn.body):
            if isinstance(n, A.Handle):
                via = "" if fn is root else f" (reached through a call to `{fn.name}`)"
                raise KinaError(Diagnostic(
                    f"`{root.name}` is handled by reverseMode but contains a nested `handle`{via}: handler AD is Phase 2 (§12.5)", n.span))
            if n.fn in fns and n.fn not in seen:
                self._no_nesting(root, fns[n.fn], fns, seen)
