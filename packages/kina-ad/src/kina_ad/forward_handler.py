"""The `forwardMode` handler (§C4): `handle f(x, w, tx, tw) with forwardMode` is `jax.jvp`.
Its typing (the site takes f's arguments, then one tangent per float parameter or per `wrt`
name; it gives f's results, then one tangent per float result) and its elimination (a
generated `f__forwardMode` called in place of the `handle`)."""
from __future__ import annotations

from kina.compiler import Handler
from kina.diagnostics import Diagnostic, KinaError
from kina.frontend import ast as A
from kina.ir import Call
from kina.types import TupleType, flat

from .forward import HANDLER, MissingJVP, forward_function
from .handler import wrt_names
from .transform_ad import generated_once


class ForwardMode(Handler):
    name = HANDLER

    def site_params(self, fn: A.FnDef, handler_args: dict, site: A.Handle, fns: dict) -> list:
        self._float_result(fn, site)
        wrt = wrt_names(fn, handler_args, HANDLER, "tangent")
        params = {p.name: p.type for p in fn.params}
        tangents = [params[w] for w in wrt] if wrt is not None else [p.type for p in fn.params if p.type.is_float]
        return [p.type for p in fn.params] + tangents

    def result_type(self, fn: A.FnDef, handler_args: dict, site: A.Handle, fns: dict) -> TupleType:
        self._float_result(fn, site)
        results = flat(fn.result.type)
        return TupleType(tuple(results) + tuple(t for t in results if t.is_float))

    @staticmethod
    def _float_result(fn: A.FnDef, site) -> None:
        if not any(t.is_float for t in flat(fn.result.type)):
            raise KinaError(Diagnostic(
                f"forwardMode needs a function with a float result (whose tangent it gives); `{fn.name}` returns {fn.result.type}",
                site.fn_span))

    def eliminate(self, program, site, ctx):
        def build(wrt, name):
            try:
                return forward_function(program, program.functions[site.fn], ctx.compiler.jvps, wrt, name)
            except MissingJVP as e:
                op = e.bind.op
                plugin = ctx.compiler.ops.provider.get(op, "?")
                notes = [("the op is applied here", e.bind.span)] if e.bind.path is None else []
                raise KinaError(Diagnostic(
                    f"forwardMode cannot differentiate `{site.fn}`: op `{op.name}` (plugin {plugin}) has no JVP rule",
                    site.span, "the op's plugin must register one through the `register_jvps` hook", notes)) from None
        new, name = generated_once(program, site, HANDLER, build)  # one per (f, wrt), as reverseMode's
        return new, [Call(site.names, site.args, site.types, site.span, name)]
