"""One check of one document: the real loader and checker of kina-frontend, run on the editor's
text, going on past the first error so that every function that checks gets its types.

`kina check` stops at the first diagnostic; an editor wants the types of everything else too.
So the program is checked as `kina check` does (`Checker.program`), and when that stops in a
function, the functions after it are checked one by one on the same checker (each sees the
functions above it, the failing one included: its signature is all a caller needs). Nothing
here compiles, runs a backend or touches the compile cache: only parse and typecheck."""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from kina.diagnostics import Diagnostic, KinaError, Source, Span
from kina.frontend import ast as A
from kina.frontend.loader import load, resolve_include
from kina.frontend import parser as _parser
from kina.frontend.parser import parse
from kina.frontend.typecheck import Checker
from kina.sizes import Size

MAX_DIAGNOSTICS = 50  # per document: past this the rest are the same mistake again
_CALLED_AT = re.compile(r"called at (?P<path>.+?):(?P<line>\d+):(?P<col>\d+)\)")


@dataclass
class Analysis:
    """What one check of a document found. `fns` are the AST functions as written (the checker's
    symbolic pass annotated them: generic functions keep their size variables), included ones first."""
    path: str
    source: Source
    program: A.Program | None = None  # None when the document does not parse
    fns: list = field(default_factory=list)
    main: A.FnDef | None = None
    aliases: list = field(default_factory=list)
    includes: list = field(default_factory=list)  # this document's own `include`s
    files: dict = field(default_factory=dict)  # real path -> Source of every included file
    diagnostics: dict = field(default_factory=dict)  # path -> [Diagnostic]
    internal: list = field(default_factory=list)  # exceptions that were not diagnostics (a frontend bug)

    def add(self, path: str, diagnostic: Diagnostic) -> None:
        found = self.diagnostics.setdefault(path, [])
        if len(found) < MAX_DIAGNOSTICS and not any(d.span == diagnostic.span and d.message == diagnostic.message for d in found):
            found.append(diagnostic)


def analyse(compiler, path: str, text: str) -> Analysis:
    source = Source(path, text)
    result = Analysis(path, source)
    result.diagnostics[path] = []
    try:
        prog = load(source, prefix=True)
    except KinaError as e:
        _report(result, e)
        return result
    except Exception as e:  # noqa: BLE001 - the server must survive a frontend bug; it is logged
        result.internal.append(e)
        return result
    finally:
        _forget(text)
    result.program = prog
    result.fns, result.main, result.aliases = list(prog.fns), prog.main, list(prog.aliases)
    result.files = {os.path.realpath(p): s for p, (s, _) in prog.files.items() if p != path}
    result.includes = list(prog.includes)  # the document's own: the loader keeps them on its program
    try:
        _check(compiler, prog, result)
    except Exception as e:  # noqa: BLE001
        result.internal.append(e)
    return result


def _forget(text: str) -> None:
    """Drop the document's parse tree from the parser's cache of trees by source text (a compile
    parses one text many times; an editor sends each text once, and a tree is ~90 times its text
    in memory). The included files' trees (std/) stay cached; the program keeps its own tree."""
    _parser.forget(text)


def _check(compiler, prog: A.Program, result: Analysis) -> None:
    checker = Checker(compiler)
    checker.prog = prog
    fns, main = result.fns, result.main
    failed = None
    if main is not None:
        try:
            checker.program(prog)
            return
        except KinaError as e:
            _report(result, e)
        rest = [f for f in fns if f.name not in checker.fns]
        if not rest:  # it stopped in @main (or a specialisation it asked for): drain what is left
            _drain(checker, result)
            return
        failed = rest[0]
        checker.fns[failed.name] = failed
    for fn in fns:
        if fn.name in checker.fns:
            continue
        _one(checker, fn, result)
        checker.fns.setdefault(fn.name, fn)
    if main is not None and failed is not None:
        _one(checker, main, result)
    _drain(checker, result)


def _one(checker: Checker, fn: A.FnDef, result: Analysis) -> None:
    try:
        checker.function(fn, {n: Size.var(n, sp) for n, sp in fn.sizes})
    except KinaError as e:
        _report(result, e)


def _drain(checker: Checker, result: Analysis) -> None:
    """Specialisations the checked code asked for (a generic callee at concrete sizes): each one's
    diagnostic is reported, and the rest are still checked."""
    for _ in range(10_000):
        if not checker.pending:
            return
        try:
            checker.drain()
        except KinaError as e:
            _report(result, e)


def _report(result: Analysis, error: KinaError) -> None:
    where = error.source.path if error.source is not None else result.path
    for d in error.diagnostics:
        result.add(where, d)
        if where != result.path:
            result.add(result.path, _echo(result, where, d))


def _echo(result: Analysis, where: str, d: Diagnostic) -> Diagnostic:
    """A diagnostic in an included file, shown in the document too: at the call that caused it
    when the message names one in the document, else at the `include` that leads to that file."""
    m = _CALLED_AT.search(d.message)
    if m and os.path.realpath(m["path"]) == os.path.realpath(result.path):
        line, col = int(m["line"]), int(m["col"])
        word = re.match(r"[A-Za-z_0-9]*", result.source.line_text(line)[col - 1:])
        return Diagnostic(d.message, Span(line, col, line, col + max(1, len(word[0]))), d.hint)
    span = _include_leading_to(result, where)
    name = os.path.basename(where)
    return Diagnostic(f"in the included file {name}, line {d.span.line}: {d.message}", span, d.hint)


def _include_leading_to(result: Analysis, where: str) -> Span:
    target = os.path.realpath(where)
    includes = result.includes
    if result.program is None:  # the include failed to load: find it in the document's own parse
        try:
            includes = parse(result.source).includes
        except KinaError:
            includes = []
    for inc in includes:
        found = resolve_include(inc.path, result.source)
        if found is not None and os.path.realpath(found) == target:
            return inc.path_span
    return includes[0].path_span if includes else Span(1, 1, 1, 2)
