"""Hover text and definitions at a position: from the index of the last check, and for what the
index has no use of (an alias or a size variable in a type, a name in a file that no longer
parses) from the word under the cursor."""
from __future__ import annotations

import re

from kina.frontend import ast as A
from kina.types import TupleType

from . import describe as D
from .index import Index, Symbol, Use

KIND_WORD = {"param": "parameter", "let": "let", "carry": "loop carry", "index": "loop index", "size": "size variable"}
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def word_at(line_text: str, column: int) -> tuple[str, int, int] | None:
    """The identifier covering 1-based `column` (or ending just before it): (word, start, end)."""
    for m in WORD.finditer(line_text):
        if m.start() + 1 <= column <= m.end() + 1:
            return m.group(), m.start() + 1, m.end() + 1
    return None


def enclosing_fn(ix: Index, line: int):
    for fn in [*ix.analysis.fns, *([ix.analysis.main] if ix.analysis.main else [])]:
        if fn.source is not None and fn.source.path == ix.analysis.path and fn.span.line <= line <= fn.span.end_line:
            return fn
    return None


def lookup(ix: Index, line: int, column: int, line_text: str) -> tuple[Use | None, Symbol | None]:
    """The use at the position and the definition it refers to (a size variable or alias found by its word)."""
    use = ix.at(line, column)
    if use is not None:
        return use, use.symbol
    w = word_at(line_text, column)
    if w is None:
        return None, None
    word = w[0]
    fn = enclosing_fn(ix, line)
    if fn is not None:
        for s in ix.symbols:
            if s.kind == "size" and s.fn is fn and s.name == word:
                return None, s
    if word in ix.aliases:
        return None, ix.aliases[word]
    if word in ix.functions:
        return None, ix.functions[word]
    return None, None


def hover_text(ix: Index, compiler, line: int, column: int, line_text: str) -> str | None:
    use, sym = lookup(ix, line, column, line_text)
    if use is None:
        return symbol_text(sym) if sym is not None else None
    node = use.node
    if use.kind in ("def", "var"):
        if sym is None:
            return D.code(f"{use.name}: {use.type}") if use.type is not None else None
        text = symbol_text(sym)
        if use.kind == "var" and use.type is not None and sym.kind != "function" and use.type != sym.type:
            text += "\n\n" + D.code(f"{use.name}: {use.type}")
        return text
    if use.kind == "callee":
        if sym is not None:
            text = symbol_text(sym)
            if use.type is not None and use.type != sym.node.result.type:
                text += "\n\nhere: " + D.code(f"{use.name}(…): {use.type}")
            if isinstance(node, A.Handle):
                text = D.code(f"handle {use.name}(…) with {node.handler}: {use.type}") + "\n\n" + text
            return text
        op = compiler.ops.surface(use.name)
        if op is not None:
            return _op_text(op, use.type)
        return None
    if use.kind == "method":
        op = node.op or compiler.ops.surface(use.name)
        if op is None:
            return D.code(f".{use.name}: unknown method")
        receiver = getattr(node.receiver, "type", None)
        return _op_text(op, use.type, receiver)
    if use.kind == "binary":
        op = node.prim
        head = D.code(f"{use.name}: {use.type}") if use.type is not None else D.code(use.name)
        return head + (f"\n\n`{op.name}`" + (f": {D.op_doc(op)}" if D.op_doc(op) else "") if op is not None else "")
    if use.kind == "handler":
        handler = compiler.handler_table.get(use.name)
        doc = D.handler_doc(handler) if handler is not None else "unknown handler"
        return D.code(f"with {use.name}: {use.type}") + (f"\n\n{doc}" if doc else "")
    if use.kind == "loop":
        carries = "\n".join(f"  {c.name}: {c.init.type}" for c in node.carries)
        trip = node.trip if node.trip_value is None else node.trip_value
        return D.code(f"loop for {node.index} < {trip}: {use.type}\ncarries:\n{carries}")
    if use.kind == "if":
        return D.code(f"if: {use.type}") + f"\n\nthe condition: `{getattr(node.cond, 'type', None)}`"
    if use.kind == "include":
        return f"include `{use.name}`"
    return None


def _op_text(op, result, receiver=None) -> str:
    lines = [D.op_signature(op)]
    if receiver is not None:
        lines.append(f"receiver: {receiver}")
    if result is not None:
        lines.append(f"result:   {result}")
    doc = D.op_doc(op)
    return D.code("\n".join(lines)) + (f"\n\n{doc}" if doc else "")


def symbol_text(sym: Symbol) -> str:
    if sym.kind == "function":
        doc = D.fn_doc(sym.node)
        return D.code(D.fn_signature(sym.node)) + (f"\n\n{doc}" if doc else "")
    if sym.kind == "alias":
        return D.code(D.alias_signature(sym.node))
    if sym.kind == "size":
        return D.code(f"size variable {sym.name}") + f"\n\nof `{D.fn_signature(sym.fn)}`"
    t = sym.type
    if sym.kind == "param" and sym.node is not None:
        as_written = D.written(sym.fn.source, sym.node.span)
        if as_written and as_written.replace(" ", "") != f"{sym.name}:{t}".replace(" ", ""):
            return D.code(f"parameter {as_written}\n{sym.name}: {t}")
    shown = f"{KIND_WORD.get(sym.kind, sym.kind)} {sym.name}: {t if t is not None else '(not typed: see the diagnostics)'}"
    if isinstance(t, TupleType):
        shown += f"  ({len(t.items)} components)"
    return D.code(shown)
