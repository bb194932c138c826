"""Whole programs (docs/spec.md §P2): the file, what it includes (depth-first, each file once),
and its type aliases expanded, so the checker sees one list of functions.

An include is resolved relative to the including file (for `compile_source`, the
current directory), then relative to the library root, the directory of the `kina`
package, which holds `std/`. Every definition keeps the Source of its own file, so a
diagnostic inside an included file names that file's positions."""
from __future__ import annotations

import hashlib
import os
from functools import lru_cache

from ..diagnostics import Diagnostic, KinaError, Source, Span
from ..sizes import Size, Unbound
from ..types import TensorType, TupleType, subst_type
from . import ast as A

LIBRARY_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # .../kina, holding std/


def _parse(source: Source) -> A.Program:
    # lark is imported on the first parse, not with the plugin: a warm start (every function's
    # artifact found through the source's index) never parses and skips its ≈ 10 ms import
    from .parser import parse

    return parse(source)


# Read-only ASTs for `include_digest`, which looks only at includes: it runs before every stage
# chain (three per generic compile) and never hands its ASTs on, since the checker annotates an
# AST in place (`load` builds its own). Keyed by path and text, so an edited file is read again.
@lru_cache(maxsize=64)
def _digest_ast(path: str, text: str) -> A.Program:
    return _parse(Source(path, text))


def _parse_for_digest(source: Source) -> A.Program:
    return _digest_ast(source.path, source.text)


def _err(msg: str, span: Span, source: Source, hint: str | None = None) -> KinaError:
    return KinaError(Diagnostic(msg, span, hint), source)


def _where(source: Source, span: Span) -> str:
    return f"{source.path}:{span.line}:{span.column}"


def resolve_include(path: str, including: Source) -> str | None:
    base = os.path.dirname(including.path) if not including.path.startswith("<") else os.getcwd()
    for root in (base, LIBRARY_ROOT):
        candidate = os.path.join(root, path)
        if os.path.isfile(candidate):
            return candidate
    return None


def _files(prog: A.Program, source: Source, parse=_parse) -> list[tuple[Source, A.Program]]:
    """Every file `prog` includes, transitively, in definition order (a file before the files that
    include it), each once; the including file last. A cycle is a diagnostic naming both files."""
    order: list[tuple[Source, A.Program]] = []
    done: set[str] = set()
    real = os.path.realpath(source.path) if not source.path.startswith("<") else source.path
    # an explicit stack of (source, program, next include index): includes may nest deeply
    stack = [(source, prog, 0)]
    active = [real]
    while stack:
        src, p, i = stack.pop()
        if i == len(p.includes):
            order.append((src, p))
            done.add(active.pop())
            continue
        stack.append((src, p, i + 1))
        inc = p.includes[i]
        path = resolve_include(inc.path, src)
        if path is None:
            raise _err(f"cannot find the included file \"{inc.path}\" (looked beside {src.path} and in the library root {LIBRARY_ROOT})",
                       inc.path_span, src)
        key = os.path.realpath(path)
        if key in active:
            raise _err(f"include cycle: {src.path} includes {path}, which (directly or through other files) includes {src.path}",
                       inc.path_span, src)
        if key in done:
            continue  # every file is checked once
        try:
            inc_src = Source.read(path)
        except OSError as e:
            raise _err(f"cannot read the included file {path}: {e.strerror}", inc.path_span, src) from None
        inc_prog = parse(inc_src)
        if inc_prog.main is not None:
            raise _err(f"an included file is a program prefix (`type … in`, `let … = fn … in`); {path} defines `fn @main`, "
                       f"included from {_where(src, inc.path_span)}", inc_prog.main.name_span, inc_src)
        stack.append((inc_src, inc_prog, 0))
        active.append(key)
    return order


def load(source: Source, prefix: bool = False) -> A.Program:
    """`prefix`: the file may be a program prefix without `fn @main` (an included file, as the
    language server checks `std/nn.kina` on its own); `main` is then None."""
    prog = _parse(source)
    if prog.main is None and not prefix:
        end = source.text.rstrip()
        line = end.count("\n") + 1
        col = len(end) - (end.rfind("\n") + 1) + 1
        raise _err("unexpected end of file: a Kina program needs `fn @main(...) -> ... { ... }` (only an included file may leave it out)",
                   Span(line, col, line, col + 1), source)
    files = _files(prog, source) if prog.includes else [(source, prog)]
    aliases: dict[str, tuple[A.AliasDef, Source]] = {}
    defined: dict[str, tuple[A.Node, Source]] = {}
    fns: list[A.FnDef] = []
    for src, p in files:
        for al in p.aliases:
            _unique(defined, al.name, al, al.name_span, src, "type")
            al.type = _expand(al.type, aliases, src, {n for n, _ in al.params})
            aliases[al.name] = (al, src)
        for fn in p.fns:
            _unique(defined, fn.name, fn, fn.name_span, src, "function")
            resolve_types(fn, aliases, src)
            fns.append(fn)
    if prog.main is not None:
        resolve_types(prog.main, aliases, source)
    prog.fns = fns
    generic = (prog.main is not None and prog.main.generic) or any(f.generic for f in fns)
    # the parse trees are kept only to copy generic functions (a large plain program does not pay for them)
    prog.files = {src.path: (src, p.tree if generic else None) for src, p in files}
    if not generic:
        prog.tree = None
    prog.aliases = [a for a, _ in aliases.values()]
    return prog


def _unique(defined: dict, name: str, node, span: Span, src: Source, what: str) -> None:
    if name in defined:
        first, first_src = defined[name]
        first_span = getattr(first, "name_span", first.span)
        raise _err(f"`{name}` is defined twice: at {_where(first_src, first_span)} and at {_where(src, span)}", span, src,
                   "a name may be defined once across a program and everything it includes")
    defined[name] = (node, src)


def resolve_types(fn: A.FnDef, aliases: dict, src: Source) -> None:
    """Expand aliases in `fn`'s signature and record its file (an unknown size variable in a
    signature is the checker's diagnostic: it knows the sizes in scope)."""
    fn.source = src
    for p in fn.params:
        p.type = _expand(p.type, aliases, src, None)
    fn.result.type = _expand(fn.result.type, aliases, src, None)


def _expand(t, aliases: dict, src: Source, variables: set | None):
    if isinstance(t, TupleType):
        return TupleType(tuple(_expand(i, aliases, src, variables) for i in t.items))
    if isinstance(t, A.AliasRef):
        if t.name not in aliases:
            known = ", ".join(sorted(aliases)) or "none"
            raise _err(f"unknown type `{t.name}` (type aliases defined: {known})", t.span, src,
                       "write `tensor<DT, [dims], @host>` or define it with `type Name[N] = tensor<…> in` at the top")
        al, _ = aliases[t.name]
        if len(t.args) != len(al.params):
            want = "[" + ", ".join(n for n, _ in al.params) + "]"
            raise _err(f"type alias `{t.name}` takes {len(al.params)} size{'s' if len(al.params) != 1 else ''} {want if al.params else ''}"
                       f", got {len(t.args)}".replace("  ,", ","), t.span, src)
        env = {n: v for (n, _), (v, _) in zip(al.params, t.args)}
        t = subst_type(al.type, env)
    if variables is not None and isinstance(t, TensorType):  # an alias body names only its own sizes
        for d in t.shape:
            for v in (d.names() if isinstance(d, Size) else ()):
                if v not in variables:
                    raise _err(f"unknown size variable `{v}` in type alias: declare it, e.g. `type Name[{v}] = …`", d.span or Span(1, 1, 1, 2), src)
    return t


def fresh(prog: A.Program, fn: A.FnDef) -> A.FnDef:
    """A new AST of `fn` (from its file's parse tree) with its signature resolved."""
    src, tree = prog.files.get(fn.source.path, (fn.source, None)) if fn.source else (None, None)
    # one rebuild of a file yields an unused copy of each of its functions: keep the rest for later
    # requests, so specialising n different functions of a file rebuilds it once, not n times
    spare = prog.spare.setdefault(src.path if src else None, {})
    key = "@main" if fn.name == "main" else fn.name
    if key not in spare:
        from .parser import rebuild

        copy = rebuild(tree if tree is not None else prog.tree)
        spare.update({f.name: f for f in copy.fns})
        if copy.main is not None:
            spare["@main"] = copy.main
    found = spare.pop(key)
    aliases = {a.name: (a, src) for a in prog.aliases}
    resolve_types(found, aliases, fn.source)
    return found


def include_digest(source: Source) -> str | None:
    """A hash of every file `source` includes (the compile-cache key covers them), or None."""
    prog = _parse_for_digest(source)
    if not prog.includes:
        return None
    h = hashlib.sha256()
    for src, _ in _files(prog, source, _parse_for_digest)[:-1]:
        h.update(os.path.realpath(src.path).encode() + b"\0" + src.text.encode("utf-8", "replace") + b"\0")
    return h.hexdigest()
