"""kina-ad's plugin: the reverseMode handler, the transform_ad pass and `kina grad-check`."""
from __future__ import annotations

from kina.compiler import Pass
from kina.hookspecs import hookimpl

from .handler import ReverseMode
from .transform_ad import transform_ad


@hookimpl
def effect_handlers():
    return [ReverseMode()]


@hookimpl
def transform():
    return [Pass("transform_ad", transform_ad, order=100)]


@hookimpl
def cli_commands(subparsers):
    from .gradcheck import add_command

    add_command(subparsers)
