"""Completion and signature help. Both read the text before the cursor (what is being typed
never parses) and take types and signatures from the index of the last check that parsed."""
from __future__ import annotations

import re
from dataclasses import dataclass

from kina.frontend import ast as A

from . import describe as D
from .index import Index

KEYWORDS = ("let", "in", "fn", "handle", "with", "tensor", "type", "include", "loop", "for", "if", "else", "true", "false")
DTYPES = ("F32", "F64", "I32", "I64", "Bool")
_LET = re.compile(r"\blet\s+(?:\(([^)]*)\)|([A-Za-z_]\w*))")
_PARAM = re.compile(r"([A-Za-z_]\w*)\s*:\s*(?:tensor\b|[A-Z]\w*)")
_CARRY = re.compile(r"(?:\bloop\s*\(|,)\s*([A-Za-z_]\w*)\s*=(?!=)")
_INDEX = re.compile(r"\bfor\s+([A-Za-z_]\w*)\s*<")
_FN_START = re.compile(r"=\s*fn\b|\bfn\s+@main")
_SIZES = re.compile(r"\bfn\s*(?:@main\s*)?\[([^\]]*)\]")


@dataclass
class Item:
    label: str
    kind: str  # method | function | variable | keyword | size | handler | keyword-arg | type | builtin
    detail: str = ""
    doc: str = ""
    snippet: str | None = None  # LSP snippet syntax
    include: str | None = None  # an std file to include for it


TAIL = 4000  # characters before the cursor that decide the context (an expression being typed is shorter)


def context(before: str) -> tuple[str, str]:
    """(what is being completed, the partial word): `method`, `handler`, `kwarg:<op>`, or `name`."""
    before = before[-TAIL:]
    m = re.search(r"\.\s*([A-Za-z_]\w*)?$", before)
    if m and not re.search(r"\d\.$", before):
        return "method", m.group(1) or ""
    m = re.search(r"\bwith\s+([A-Za-z_]\w*)?$", before)
    if m:
        return "handler", m.group(1) or ""
    word = re.search(r"[A-Za-z_]\w*$", before)
    partial = word.group() if word else ""
    call = open_call(before[: len(before) - len(partial)])
    if call is not None and call[0] == "method" and re.search(r"[(,]\s*$", before[: len(before) - len(partial)]):
        return f"kwarg:{call[1]}", partial
    return "name", partial


def complete(ix: Index | None, compiler, text_before: str, std: Index | None) -> list[Item]:
    what, partial = context(text_before)
    ops = compiler.ops
    if what == "method":
        return [_op_item(op) for name, op in sorted(ops.by_surface.items()) if op.arity]
    if what == "handler":
        return [Item(n, "handler", "effect handler", D.handler_doc(h)) for n, h in sorted(compiler.handler_table.items())]
    items: list[Item] = []
    if what.startswith("kwarg:"):
        op = ops.surface(what[6:])
        if op is not None:
            items += [Item(f"{a.name}=", "keyword-arg", D.attr_param(a), D.op_doc(op), snippet=f"{a.name}=$0") for a in op.attrs]
    items += names_in_scope(ix, text_before)
    items += [Item(n, "size", "size variable") for n in sizes_in_scope(text_before)]
    defined = set(ix.functions) if ix is not None else set()
    if ix is not None:
        items += function_items(ix)
    if std is not None:
        for name, sym in std.functions.items():
            if name not in defined:
                items.append(Item(name, "function", D.fn_signature(sym.node), D.fn_doc(sym.node), snippet=f"{name}($0)",
                                  include=std_file(sym.path)))
    items += [Item(op.surface, "builtin", D.op_signature(op), D.op_doc(op), snippet=f"{op.surface}($0)")
              for op in ops.by_surface.values() if op.arity == 0]
    items += [Item(k, "keyword") for k in KEYWORDS] + [Item(d, "keyword", "dtype") for d in DTYPES]
    if partial:  # what the client would show anyway; the client asks again as the word grows
        low = partial.lower()
        items = [i for i in items if i.label.lower().startswith(low)]
    return items


def function_items(ix: Index) -> list[Item]:
    """The functions and aliases a check knows: the same for every completion until the next check."""
    if "fn-items" not in ix.cache:
        ix.cache["fn-items"] = [Item(name, "function", D.fn_signature(sym.node), D.fn_doc(sym.node), snippet=f"{name}($0)")
                                for name, sym in ix.functions.items() if name != "main"] \
            + [Item(n, "type", D.alias_signature(s.node)) for n, s in ix.aliases.items()]
    return ix.cache["fn-items"]


def std_file(path: str) -> str:
    return "std/" + path.replace("\\", "/").rsplit("/std/", 1)[-1]


def _op_item(op) -> Item:
    required = [a for a in op.attrs if a.required]
    tensors = [f"${{{i}:x{i}}}" for i in range(1, op.arity)]
    kws = [f"{a.name}=${{{len(tensors) + j + 1}}}" for j, a in enumerate(required)]
    return Item(op.surface, "method", D.op_signature(op), D.op_doc(op), snippet=f"{op.surface}({', '.join(tensors + kws)})$0")


def fn_text_start(before: str) -> int:
    """Where the function being typed starts in `before` (its `= fn` or `fn @main`): looked for
    in the last TAIL * 8 characters first (a 2,000-line file is not scanned on every keystroke)."""
    for lo in (max(0, len(before) - TAIL * 8), 0):
        last = None
        for m in _FN_START.finditer(before, lo):
            last = m
        if last is not None:
            return last.start()
        if lo == 0:
            break
    return 0


def names_in_scope(ix: Index | None, before: str) -> list[Item]:
    """The parameters, lets, carries and loop indices written above the cursor in its function,
    typed from the last check where it knew them (a let being typed has no type yet)."""
    body = before[fn_text_start(before):]
    body = re.sub(r"//[^\n]*", "", body)
    names: list[str] = []
    for m in _PARAM.finditer(body):
        names.append(m.group(1))
    for m in _LET.finditer(body):
        names += [n.strip() for n in m.group(1).split(",")] if m.group(1) else [m.group(2)]
    names += [m.group(1) for m in _CARRY.finditer(body)] + [m.group(1) for m in _INDEX.finditer(body)]
    types = {}
    if ix is not None:
        line = before.count("\n") + 1
        for fn, symbols in ix.locals.items():
            if fn.span.line <= line <= fn.span.end_line + 1:
                for s in symbols:
                    types.setdefault(s.name, s.type)
    seen, out = set(), []
    for n in reversed(names):  # the nearest binding of a name first
        if n and n not in seen and n.isidentifier():
            seen.add(n)
            t = types.get(n)
            out.append(Item(n, "variable", str(t) if t is not None else ""))
    return out


def sizes_in_scope(before: str) -> list[str]:
    """The size variables of the function being typed (`fn[N, D](…)`)."""
    start = fn_text_start(before)
    found = list(_SIZES.finditer(before, start))
    if not found:
        return []
    return [n.strip() for n in found[-1].group(1).split(",") if n.strip().isidentifier()]


# -- signature help ------------------------------------------------------------

def open_call(before: str) -> tuple[str, str, int, str] | None:
    """The call whose parentheses the cursor is in: (kind, name, argument index, the argument so far);
    kind is `method`, `applied` (a function or builtin) or `handled` (`handle f(…)`)."""
    depth, commas, i = 0, 0, len(before) - 1
    stop = max(0, len(before) - 4000)
    while i >= stop:
        c = before[i]
        if c in ")]}":
            depth += 1
        elif c in "([{":
            if depth == 0:
                if c != "(":
                    if c == "{":
                        return None
                    i -= 1
                    continue  # inside `[…]` of a call's argument: keep looking for its `(`
                head = before[max(0, i - 300):i].rstrip()  # a name and its `[sizes]`: anchored searches stay short
                head = re.sub(r"\[[^\[\]]*\]$", "", head).rstrip()  # f[4](…): an explicit size application
                m = re.search(r"([A-Za-z_]\w*)$", head)
                if not m:
                    return None
                name = m.group(1)
                pre = head[: m.start()].rstrip()
                kind = "method" if pre.endswith(".") else "handled" if pre.endswith("handle") else "applied"
                arg = before[i + 1:]
                arg = arg[arg.rfind(",") + 1:] if commas else arg
                return kind, name, commas, arg.strip()
            depth -= 1
        elif c == "," and depth == 0:
            commas += 1
        i -= 1
    return None


@dataclass
class Signature:
    label: str
    params: list[str]
    doc: str
    active: int


def signature(ix: Index | None, compiler, before: str, std: Index | None) -> Signature | None:
    call = open_call(before)
    if call is None:
        return None
    kind, name, index, arg = call
    op = compiler.ops.surface(name)
    if kind == "method" or (kind == "applied" and op is not None and op.arity == 0 and not (ix and name in ix.functions)):
        if op is None:
            return None
        params = D.op_params(op)
        active = index
        key = re.match(r"([A-Za-z_]\w*)\s*=", arg)
        if key:
            active = next((i for i, p in enumerate(params) if p.startswith(key.group(1) + ":")), index)
        return Signature(D.op_signature(op), params, D.op_doc(op), min(active, len(params) - 1) if params else 0)
    fn = None
    for source in (ix, std):
        if source is not None and name in source.functions:
            fn = source.functions[name].node
            break
    if not isinstance(fn, A.FnDef):
        return None
    params = D.fn_params(fn)
    return Signature(D.fn_signature(fn), params, D.fn_doc(fn), min(index, max(len(params) - 1, 0)))
