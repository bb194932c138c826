"""kina-ad's plugin: the reverseMode and checkpoint handlers (typing + elimination), the VJP
table, and `kina grad-check`."""
from __future__ import annotations

from kina.hookspecs import hookimpl

from .checkpoint import Checkpoint
from .gradcheck import add_command
from .handler import ReverseMode
from .vjp import RULES


@hookimpl
def register_handlers(register):
    register(ReverseMode())
    register(Checkpoint())


@hookimpl
def register_vjps(register):
    for op, rule in RULES.items():
        register(op, rule)


@hookimpl
def cli_commands(subparsers, compiler):
    add_command(subparsers)
