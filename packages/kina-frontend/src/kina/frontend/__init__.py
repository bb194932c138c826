"""Surface syntax: grammar, AST, parser and type checker.

The AST, the loader and the type checker are attributes loaded on first use (PEP 562): the
compiler and the frontend plugin reach them without importing them, so a warm start, which parses
and type-checks nothing, imports none of them."""
from __future__ import annotations


def __getattr__(name: str):
    if name == "ast":
        import kina.frontend.ast  # (`from . import` would ask this __getattr__ again)
    elif name == "loader":
        import kina.frontend.loader
    elif name == "typecheck":
        import kina.frontend.typecheck
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
