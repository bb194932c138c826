"""The hooks through which Kina's packages meet. Built-in plugins implement
them exactly like third-party ones, registered under the entry-point group `kina`."""
from __future__ import annotations

import pluggy

hookspec = pluggy.HookspecMarker("kina")
hookimpl = pluggy.HookimplMarker("kina")


@hookspec(firstresult=True)
def parse(source):
    """Source -> surface AST (kina.frontend.ast.Program)."""


@hookspec(firstresult=True)
def typecheck(program, handlers):
    """Annotate the AST with types; raise KinaError with diagnostics."""


@hookspec
def transform():
    """Return a list of kina.compiler.Pass (IR -> IR), run in `order`."""


@hookspec
def effect_handlers():
    """Return a list of handler objects (`name`, `result_type(fn_def, handle_expr)`)."""


@hookspec
def lower():
    """Return a list of kina.compiler.Stage: the `--emit` stops, each after another."""


@hookspec
def run():
    """Return a list of kina.compiler.Backend that execute an IR program."""


@hookspec
def cli_commands(subparsers):
    """Add subcommands to the `kina` CLI (argparse subparsers); set `func`."""
