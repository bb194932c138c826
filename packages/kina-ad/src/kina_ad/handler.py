"""The `reverseMode` handler: its typing (docs/spec.md §12, §P4 `wrt`) and its elimination
(a generated `f__reverseMode` function called in place of the `handle`).

Handlers compose (§C5): the handled function may contain `handle` sites of its own, at any
depth. Elimination goes innermost first (kina.rewrites.handlers), so by the time this site is
eliminated those are calls of generated functions, and reversing them is reversing plain code
(reverse-over-reverse: every op a VJP rule emits has a VJP of its own)."""
from __future__ import annotations

from kina.compiler import Handler, PluginError
from kina.diagnostics import Diagnostic, KinaError
from kina.frontend import ast as A
from kina.ir import Call, Handle, walk
from kina.types import TupleType, flat

from .sweep import MissingRule
from .transform_ad import HANDLER, generated_once, reverse_function


class ReverseMode(Handler):
    name = HANDLER

    def result_type(self, fn: A.FnDef, handler_args: dict, site: A.Handle, fns: dict) -> TupleType:
        for t in flat(fn.result.type):
            if not t.is_float:
                raise KinaError(Diagnostic(
                    f"reverseMode needs a function whose result is a float tensor or a flat tuple of float tensors; `{fn.name}` returns {fn.result.type}",
                    site.fn_span))
        wrt = self._wrt(fn, handler_args, site)
        params = {p.name: p.type for p in fn.params}
        cots = [params[w] for w in wrt] if wrt is not None else [p.type for p in fn.params if p.type.is_float]
        return TupleType(tuple(flat(fn.result.type)) + tuple(cots))

    @staticmethod
    def _wrt(fn: A.FnDef, handler_args: dict, site) -> list[str] | None:
        return wrt_names(fn, handler_args, HANDLER, "cotangent")

    def eliminate(self, program, site, ctx):
        def build(wrt, name):
            pending = _pending_handle(program, site.fn)
            if pending is not None:  # it would be inlined as it is and reversed as if it were not there
                raise PluginError(f"reverseMode of `{site.fn}` (line {site.span.line}) met `{pending}`, which is not "
                                  f"eliminated yet: handled functions must have their own sites eliminated first (§C5)")
            try:
                return reverse_function(program, program.functions[site.fn], ctx.compiler.vjps, wrt, name)
            except MissingRule as e:
                raise KinaError(_missing_vjp(e, site, ctx.compiler)) from None
        new, name = generated_once(program, site, HANDLER, build)
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


def _pending_handle(program, fname: str):
    """A `handle` left in `fname` or in a function it reaches through calls (None: there is none)."""
    seen, stack = {fname}, [fname]
    while stack:
        for b in walk(program.functions[stack.pop()].body):
            if isinstance(b, Handle):
                return b
            if isinstance(b, Call) and b.fn not in seen:
                seen.add(b.fn)
                stack.append(b.fn)
    return None


def _missing_vjp(e: MissingRule, site, compiler) -> Diagnostic:
    plugin = compiler.ops.provider.get(e.op, "an unknown plugin")
    notes = [(f"`{e.op.name}` is applied here", e.span)] if e.span is not None and e.path == site.path else []
    return Diagnostic(f"reverseMode of `{site.fn}` needs a VJP rule for op `{e.op.name}` (from plugin {plugin}), "
                      f"and no plugin registered one through register_vjps", site.span,
                      "a VJP rule is registered with the `register_vjps` hook; ops are differentiated through it", notes)
