"""kina-ad's plugin: the reverseMode and forwardMode handlers (typing + elimination), the VJP
and JVP tables, and `kina grad-check`."""
from __future__ import annotations

from kina.hookspecs import hookimpl

from .forward_handler import ForwardMode
from .gradcheck import add_command
from .handler import ReverseMode
from .jvp import RULES as JVP_RULES
from .vjp import RULES


@hookimpl
def register_handlers(register):
    register(ReverseMode())
    register(ForwardMode())


@hookimpl
def register_vjps(register):
    for op, rule in RULES.items():
        register(op, rule)


@hookimpl
def register_jvps(register):
    for op, rule in JVP_RULES.items():
        register(op, rule)


@hookimpl
def cli_commands(subparsers, compiler):
    add_command(subparsers)
