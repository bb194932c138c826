"""What requests answer with, apart from hovers and completions: a Span as an LSP range, the
document's symbols, and the uses of a name the AST keeps only resolved (aliases, size variables)."""
from __future__ import annotations

import os
import re

from lsprotocol import types as T

from kina.diagnostics import Source, Span

from .describe import alias_signature, fn_signature, lines_of
from .index import Index


def to_range(span: Span, source: Source, codec) -> T.Range:
    """A Span (1-based lines, code-point columns, exclusive end) as an LSP range, in the code
    units the client and server agreed on (UTF-16 unless the client offers another)."""
    lines = lines_of(source)

    def pos(line: int, col: int) -> T.Position:
        line = min(max(line, 1), len(lines))
        col = min(max(col - 1, 0), len(lines[line - 1]))
        return codec.position_to_client_units(lines, T.Position(line=line - 1, character=col))

    return T.Range(start=pos(span.line, span.column), end=pos(span.end_line, span.end_column))


def read_source(path: str) -> Source:
    try:
        return Source.read(path)
    except OSError:
        return Source(path, "")


def symbols_of(ix: Index, codec) -> list[T.DocumentSymbol]:
    """The document's functions and type aliases (not those of the files it includes)."""
    own = os.path.realpath(ix.analysis.path)
    source = ix.analysis.source
    out = []
    for sym in [*ix.aliases.values(), *ix.functions.values()]:
        if os.path.realpath(sym.path) != own:
            continue
        node = sym.node
        kind = T.SymbolKind.Function if sym.kind == "function" else T.SymbolKind.TypeParameter
        detail = fn_signature(node) if sym.kind == "function" else alias_signature(node)
        out.append(T.DocumentSymbol(name="@main" if sym.name == "main" else sym.name, kind=kind, detail=detail,
                                    range=to_range(node.span, source, codec), selection_range=to_range(sym.span, source, codec)))
    return out


def word_uses(ix: Index, sym) -> list[Span]:
    """Every occurrence of an alias's or a size variable's name in the document (a size variable's
    only inside its function), outside comments and strings."""
    source = ix.analysis.source
    lines = source.text.split("\n")
    first, last = 1, len(lines)
    if sym.kind == "size" and sym.fn is not None:
        first, last = sym.fn.span.line, sym.fn.span.end_line
    out = []
    pattern = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(sym.name)}(?![A-Za-z0-9_])")
    for n in range(first, last + 1):
        code = re.sub(r'//.*|"[^"\n]*"', lambda m: " " * len(m.group()), lines[n - 1])
        for m in pattern.finditer(code):
            span = Span(n, m.start() + 1, n, m.end() + 1)
            if span != sym.span:
                out.append(span)
    return out
