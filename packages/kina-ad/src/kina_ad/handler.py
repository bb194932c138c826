"""The `reverseMode` handler: its typing (docs/spec.md §12, §P4 `wrt`) and its elimination
(a generated `f__reverseMode` function called in place of the `handle`)."""
from __future__ import annotations

from kina.compiler import Handler
from kina.diagnostics import Diagnostic, KinaError
from kina.frontend import ast as A
from kina.ir import Call
from kina.types import TupleType, flat

from .transform_ad import HANDLER, generated_name, origin, reverse_function


def _handles(e):
    """Every Handle and Call node inside an expression."""
    stack = [e]
    while stack:
        n = stack.pop()
        if isinstance(n, A.Handle) or (isinstance(n, A.Call) and n.op is None):  # not a builtin call
            yield n
        for attr in ("value", "body", "left", "right", "operand", "receiver", "cond", "then", "orelse"):  # loop and if blocks too
            child = getattr(n, attr, None)
            if isinstance(child, A.Expr):
                stack.append(child)
        for attr in ("args", "items", "operands"):
            stack.extend(c for c in getattr(n, attr, []) or [] if isinstance(c, A.Expr))
        stack.extend(c.init for c in getattr(n, "carries", ()))


class ReverseMode(Handler):
    name = HANDLER

    def result_type(self, fn: A.FnDef, handler_args: dict, site: A.Handle, fns: dict) -> TupleType:
        for t in flat(fn.result.type):
            if not t.is_float:
                raise KinaError(Diagnostic(
                    f"reverseMode needs a function whose result is a float tensor or a flat tuple of float tensors; `{fn.name}` returns {fn.result.type}",
                    site.fn_span))
        self._no_nesting(fn, fn, fns, set())
        wrt = self._wrt(fn, handler_args, site)
        params = {p.name: p.type for p in fn.params}
        cots = [params[w] for w in wrt] if wrt is not None else [p.type for p in fn.params if p.type.is_float]
        return TupleType(tuple(flat(fn.result.type)) + tuple(cots))

    @staticmethod
    def _wrt(fn: A.FnDef, handler_args: dict, site) -> list[str] | None:
        return wrt_names(fn, handler_args, HANDLER, "cotangent")

    def _no_nesting(self, root, fn, fns, seen):
        """No `handle` in `root` or in any function it reaches through calls (depth first,
        with an explicit stack: a long chain of calls must not exhaust Python's stack)."""
        seen.add(fn.name)
        stack = [(fn, _handles(fn.body))]
        while stack:
            current, found = stack[-1]
            for n in found:
                if isinstance(n, A.Handle) and n.handler != "checkpoint":  # a checkpoint is a marked call by then (§C6)
                    via = "" if current is root else f" (reached through a call to `{current.name}`)"
                    raise KinaError(Diagnostic(
                        f"`{root.name}` is handled by reverseMode but contains a nested `handle`{via}: handler AD is Phase 2 (§12.5)", n.span))
                if n.fn in fns and n.fn not in seen:
                    seen.add(n.fn)
                    stack.append((fns[n.fn], _handles(fns[n.fn].body)))
                    break
            else:
                stack.pop()

    def eliminate(self, program, site, ctx):
        wrt = site.handler_args.get("wrt")
        wrt = list(wrt) if wrt is not None else None
        # one generated function per (f, wrt), found by its origin: a function the user named
        # `f__reverseMode` is not it, and the generated one then takes a free name
        made = origin(site.fn, wrt)
        name = next((n for n, f in program.functions.items() if f.origin == made), None)
        new = {}
        if name is None:
            name = program.function_name(generated_name(site.fn, wrt))
            new[name] = reverse_function(program, program.functions[site.fn], ctx.compiler.vjps, wrt, name)
        return new, [Call(site.names, site.args, site.types, site.span, name)]


def wrt_names(fn: A.FnDef, handler_args: dict, handler: str, what: str) -> list[str] | None:
    """The parameters named by `handler(wrt=[…])` (None without `wrt`), checked: `what` is what
    each gets (a cotangent, a tangent), which a discrete parameter has none of."""
    for key, (_, span) in handler_args.items():
        if key != "wrt":
            raise KinaError(Diagnostic(f"{handler} takes only `wrt=[…]`, not `{key}`", span))
    if "wrt" not in handler_args:
        return None
    static, span = handler_args["wrt"]
    floats = [p.name for p in fn.params if p.type.is_float]
    listing = f"`{fn.name}`'s float parameters: {', '.join(floats) or 'none'}"
    if static.kind != "names" or not static.value:
        raise KinaError(Diagnostic(f"`wrt` takes a non-empty list of parameter names, e.g. wrt=[{', '.join(floats[:2])}]", span, listing))
    params = {p.name: p.type for p in fn.params}
    seen = []
    for name, nspan in static.value:
        if name not in params:
            raise KinaError(Diagnostic(f"`wrt` names `{name}`, which is not a parameter of `{fn.name}`", nspan, listing))
        if not params[name].is_float:
            raise KinaError(Diagnostic(f"`wrt` names `{name}`, a discrete parameter ({params[name]}): it has no {what}", nspan, listing))
        if name in seen:
            raise KinaError(Diagnostic(f"`wrt` names `{name}` twice", nspan, listing))
        seen.append(name)
    return seen
