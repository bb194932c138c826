"""kina-lsp's plugin: the `kina lsp` subcommand (a language server over stdio, docs/editors.md)."""
from __future__ import annotations

from kina.hookspecs import hookimpl


@hookimpl
def cli_commands(subparsers, compiler):
    p = subparsers.add_parser("lsp", help="run the Kina language server over stdio (docs/editors.md)")
    p.add_argument("--stdio", action="store_true", help="speak LSP over stdin/stdout (the default and only transport)")
    p.set_defaults(func=_cmd)


def _cmd(args) -> int:
    # pygls is imported only when the server runs: every other `kina` command starts without it
    from .features import serve

    serve(args.compiler)
    return 0
