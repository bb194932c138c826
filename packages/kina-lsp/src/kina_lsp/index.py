"""What is where in a checked document: every definition (functions, aliases, parameters, lets,
loop carries and indices, size variables) and every use of a name, op or handler, each with its
position, the definition it refers to and the type the checker gave it.

The walk follows the checker's scoping (§A2, §C1: a let binds in its body, a carry's initial value
is evaluated outside the loop, the index and carries bind in the loop block) with one scope dict
that each binding extends and restores, on an explicit work list: like the checker, it costs no
Python stack however deep the program nests."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from kina.diagnostics import Span
from kina.frontend import ast as A
from kina.types import TensorType, TupleType

from .analysis import Analysis
from .describe import lines_of

INDEX_TYPE = TensorType("I64", (), "host")  # a loop's index (§C1)


@dataclass(eq=False)
class Symbol:
    """A definition. `span` is its name's; `region` the span where a local is in scope."""
    name: str
    kind: str  # function | alias | param | let | carry | index | size
    path: str
    span: Span
    type: Any = None  # the checker's type (a function's: None, see `node`)
    node: Any = None  # the FnDef or AliasDef
    fn: Any = None  # the enclosing FnDef of a local
    region: Span | None = None


@dataclass(eq=False)
class Use:
    """A name, op or handler at a position of the document."""
    span: Span
    kind: str  # def | var | callee | method | binary | handler | include | loop | if
    symbol: Symbol | None = None
    type: Any = None  # the type of the expression there (a call's or op's result)
    node: Any = None  # the AST node (Method, Call, Binary, Handle, Loop, If, Include)
    name: str = ""


@dataclass
class Index:
    analysis: Analysis
    symbols: list = field(default_factory=list)  # every definition in the document and what it includes
    uses: dict = field(default_factory=dict)  # line -> [Use] in the document
    functions: dict = field(default_factory=dict)  # name -> Symbol
    aliases: dict = field(default_factory=dict)  # name -> Symbol
    locals: dict = field(default_factory=dict)  # FnDef of the document -> its parameters, lets, carries, indices
    cache: dict = field(default_factory=dict)  # answers that depend on this check only (document symbols)

    def at(self, line: int, column: int) -> Use | None:
        """The innermost use covering (line, column), 1-based (`column` may be just past a name)."""
        best = None
        for u in self.uses.get(line, ()):
            if u.span.column <= column <= u.span.end_column and (best is None or _width(u.span) <= _width(best.span)):
                best = u
        return best

    def add(self, use: Use) -> None:
        self.uses.setdefault(use.span.line, []).append(use)

    def references(self, symbol: Symbol) -> list[Span]:
        return [u.span for line in self.uses.values() for u in line if u.symbol is symbol]


def _width(s: Span) -> int:
    return (s.end_line - s.line) * 10_000 + s.end_column - s.column


def build(analysis: Analysis) -> Index:
    ix = Index(analysis)
    path = analysis.path
    for al in analysis.aliases:
        sym = Symbol(al.name, "alias", _path_of(al, analysis), al.name_span, al.type, al)
        ix.aliases[al.name] = sym
        ix.symbols.append(sym)
        if sym.path == path:
            ix.add(Use(al.name_span, "def", sym, al.type, al, al.name))
    for inc in analysis.includes:
        ix.add(Use(inc.path_span, "include", node=inc, name=inc.path))
    fns = [*analysis.fns, *([analysis.main] if analysis.main else [])]
    for fn in fns:
        sym = Symbol(fn.name, "function", fn.source.path if fn.source else path, fn.name_span, fn.result.type, fn)
        ix.functions[fn.name] = sym
        ix.symbols.append(sym)
    for fn in fns:
        own = (fn.source.path if fn.source else path) == path
        _function(ix, fn, own)
    return ix


def _path_of(al: A.AliasDef, analysis: Analysis) -> str:
    """The file defining an alias (the loader keeps aliases without their file): the one whose
    text has the alias's name at its position, the document first."""
    for src in (analysis.source, *analysis.files.values()):
        if _written(src, al.name_span, "") == al.name:
            return src.path
    return analysis.path


def _function(ix: Index, fn: A.FnDef, own: bool) -> None:
    path = fn.source.path if fn.source else ix.analysis.path
    fsym = ix.functions.get(fn.name)
    if own:
        ix.add(Use(fn.name_span, "def", fsym, fn.result.type, fn, fn.name))
    env: dict = {}
    for name, sp in fn.sizes:
        s = Symbol(name, "size", path, sp, None, fn=fn, region=fn.span)
        ix.symbols.append(s)
        env["size:" + name] = s
        if own:
            ix.add(Use(sp, "def", s, None, fn, name))
    for p in fn.params:
        sp = Span(p.span.line, p.span.column, p.span.line, p.span.column + len(p.name))
        s = Symbol(p.name, "param", path, sp, p.type, p, fn=fn, region=fn.body.span)
        ix.symbols.append(s)
        if own:
            ix.locals.setdefault(fn, []).append(s)
        env[p.name] = s
        if own:
            ix.add(Use(sp, "def", s, p.type, p, p.name))
    if own:
        _walk(ix, fn, env, path)


_RESTORE = object()


def _walk(ix: Index, fn: A.FnDef, env: dict, path: str) -> None:
    text = ix.analysis.source
    work: list = [fn.body]
    while work:
        e = work.pop()
        if isinstance(e, tuple):  # ("bind", names): enter a scope; (_RESTORE, saved): leave it
            if e[0] == "bind":
                env.update(e[1])
                continue
            for n, old in reversed(e[1]):
                if old is None:
                    env.pop(n, None)
                else:
                    env[n] = old
            continue
        if isinstance(e, A.Var):
            ix.add(Use(e.span, "var", env.get(e.name) or ix.functions.get(e.name), e.type, e, e.name))
        elif isinstance(e, A.Let):
            t = e.value.type
            s = _local(ix, e.name, "let", path, e.name_span, t, fn, e.body.span)
            work += [(_RESTORE, [(e.name, env.get(e.name))]), e.body, ("bind", {e.name: s}), e.value]
        elif isinstance(e, A.LetTuple):
            t = e.value.type
            items = t.items if isinstance(t, TupleType) else (t,) if t is not None else ()
            binds = {}
            for i, (n, sp) in enumerate(e.names):
                binds[n] = _local(ix, n, "let", path, sp, items[i] if i < len(items) else None, fn, e.body.span)
            work += [(_RESTORE, [(n, env.get(n)) for n in binds]), e.body, ("bind", binds), e.value]
        elif isinstance(e, A.Loop):
            ix.add(Use(e.keyword_span, "loop", None, e.type, e, "loop"))
            binds = {}
            for c in e.carries:
                binds[c.name] = _local(ix, c.name, "carry", path, c.name_span, c.init.type, fn, e.body_span)
            binds[e.index] = _local(ix, e.index, "index", path, e.index_span, INDEX_TYPE, fn, e.body_span)
            # the inits are evaluated outside the loop: walk them before the carries bind
            work += [(_RESTORE, [(n, env.get(n)) for n in binds]), e.body, ("bind", binds), *reversed([c.init for c in e.carries])]
        elif isinstance(e, A.If):
            ix.add(Use(e.keyword_span, "if", None, e.type, e, "if"))
            work += [e.orelse, e.then, e.cond]
        elif isinstance(e, A.Method):
            ix.add(Use(e.name_span, "method", None, e.type, e, e.name))
            work += [a for a in reversed(e.args) if isinstance(a, A.Expr)] + [e.receiver]
        elif isinstance(e, A.Call):
            name = _written(text, e.fn_span, e.fn)  # the checker renames a specialised call (step__B8)
            ix.add(Use(e.fn_span, "callee", ix.functions.get(name), e.type, e, name))
            work += [a for a in reversed(e.args) if isinstance(a, A.Expr)]
        elif isinstance(e, A.Handle):
            name = _written(text, e.fn_span, e.fn)
            ix.add(Use(e.fn_span, "callee", ix.functions.get(name), e.type, e, name))
            ix.add(Use(e.handler_span, "handler", None, e.type, e, e.handler))
            work += list(reversed(e.args))
        elif isinstance(e, A.Binary):
            ix.add(Use(e.op_span, "binary", None, e.type, e, e.op))
            work += [e.right, e.left]
        elif isinstance(e, A.Neg):
            work.append(e.operand)
        elif isinstance(e, A.TupleExpr):
            work += list(reversed(e.items))


def _local(ix: Index, name, kind, path, span, t, fn, region) -> Symbol:
    s = Symbol(name, kind, path, span, t, fn=fn, region=region)
    ix.symbols.append(s)
    ix.locals.setdefault(fn, []).append(s)
    ix.add(Use(span, "def", s, t, None, name))
    return s


def _written(source, span: Span, fallback: str) -> str:
    lines = lines_of(source)
    line = lines[span.line - 1] if 0 < span.line <= len(lines) else ""
    word = line[span.column - 1:span.end_column - 1] if span.end_line == span.line else ""
    return word or fallback


def same_file(a: str, b: str) -> bool:
    return a == b or os.path.realpath(a) == os.path.realpath(b)
