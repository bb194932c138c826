"""The `checkpoint` handler (§C6, `jax.checkpoint`): `handle f(args) with checkpoint` has the
value of `f(args)`. Its elimination is that call, marked rematerialise (`kina.ir.Call.remat`):
an enclosing reverseMode stores the call's arguments instead of the residuals inside `f` and
recomputes `f` in the reverse pass (kina_ad.sweep); everything else runs it as a plain call."""
from __future__ import annotations

from kina.compiler import Handler
from kina.diagnostics import Diagnostic, KinaError
from kina.ir import Call

HANDLER = "checkpoint"


class Checkpoint(Handler):
    name = HANDLER

    def result_type(self, fn, handler_args: dict, site, fns: dict):
        for key, (_, span) in handler_args.items():
            raise KinaError(Diagnostic(f"checkpoint takes no arguments, not `{key}`", span,
                                       "write `handle f(x) with checkpoint`; to choose what is differentiated, "
                                       "give `wrt` to the enclosing reverseMode"))
        return fn.result.type

    def eliminate(self, program, site, ctx):
        return {}, [Call(site.names, site.args, site.types, site.span, site.fn, remat=True, path=site.path)]
