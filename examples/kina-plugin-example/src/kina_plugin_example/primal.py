"""A second effect handler: `handle f(x) with primal` is f's results alone.

It shows the handler contract: the typing (`result_type`, given the callee
and the handler's keyword arguments) and the elimination (`eliminate`, here a
plain call) come from the same registration."""
from __future__ import annotations

from kina.compiler import Handler
from kina.diagnostics import Diagnostic, KinaError
from kina.ir import Call


class Primal(Handler):
    name = "primal"

    def result_type(self, callee, handler_args, site, fns):
        for key, (_, span) in handler_args.items():
            raise KinaError(Diagnostic(f"handler `primal` takes no arguments, got `{key}`", span))
        return callee.result.type

    def eliminate(self, program, site, ctx):
        return {}, [Call(site.names, site.args, site.types, site.span, site.fn)]
