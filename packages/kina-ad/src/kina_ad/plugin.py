"""kina-ad's plugin: the reverseMode, forwardMode and checkpoint handlers (typing +
elimination), the VJP and JVP tables, and `kina grad-check`. Each hook reaches its module
through the package (`kina_ad.handler`, …), imported when the hook first runs, not with the plugin."""
from __future__ import annotations

from kina.hookspecs import hookimpl

import kina_ad


@hookimpl
def register_handlers(register):
    register(kina_ad.handler.ReverseMode())
    register(kina_ad.forward_handler.ForwardMode())
    register(kina_ad.checkpoint.Checkpoint())


@hookimpl
def register_vjps(register):
    for op, rule in kina_ad.vjp.RULES.items():
        register(op, rule)


@hookimpl
def register_jvps(register):
    for op, rule in kina_ad.jvp.RULES.items():
        register(op, rule)


@hookimpl
def cli_commands(subparsers, compiler):
    kina_ad.gradcheck.add_command(subparsers)
