"""What a hover, a completion item or a signature says: signatures with types as the checker
has them (symbolic sizes in generic functions), and one line of documentation — an op's
`doc` (kina/ops/*), else the first line of the module that declares it; a function's comment
block above its `let … = fn`; a handler's class docstring."""
from __future__ import annotations

import inspect
import re

from kina.frontend import ast as A
from kina.ops.registry import Op

ATTR_KINDS = {"int": "int", "ints": "[int, …]", "shape": "[d0, d1, …]", "dtype": "dtype", "placement": "@host | @device",
              "bool": "bool", "float": "float"}


def show_default(value) -> str:
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(map(str, value)) + "]"
    if isinstance(value, str) and value in ("host", "device"):
        return "@" + value
    return str(value)


def attr_param(a) -> str:
    kind = ATTR_KINDS.get(a.kind, a.kind)
    return f"{a.name}: {kind}" if a.required else f"{a.name}: {kind} = {show_default(a.default)}"


def op_params(op: Op) -> list[str]:
    """The parameters a user writes: tensor operands after the receiver, then the attributes."""
    first = 1 if op.arity else 0
    tensors = [f"x{i}" for i in range(first, op.arity)]
    if op.variadic:
        tensors.append("…")
    return tensors + [attr_param(a) for a in op.attrs]


def op_signature(op: Op) -> str:
    name = op.surface or op.name
    prefix = "." if op.arity else ""
    return f"{prefix}{name}({', '.join(op_params(op))})"


def op_doc(op: Op) -> str:
    if op.doc:
        return op.doc
    module = inspect.getmodule(op.infer)
    doc = (module.__doc__ or "").strip() if module else ""
    return doc.split("\n")[0] if doc else ""


_LINES: dict = {}  # id(Source) -> (its text, its lines): a 2,000-line file is split once, not per request


def lines_of(source) -> list[str]:
    cached = _LINES.get(id(source))
    if cached is None or cached[0] is not source.text:
        if len(_LINES) > 64:
            _LINES.clear()
        cached = _LINES[id(source)] = (source.text, source.text.split("\n"))
    return cached[1]


def written(source, span) -> str:
    """The source text of `span`, on one line (a type as the user wrote it: `Rows[N, D]`, `H * Dh`)."""
    if source is None:
        return ""
    lines = lines_of(source)[span.line - 1:span.end_line]
    if not lines:
        return ""
    if len(lines) == 1:
        text = lines[0][span.column - 1:span.end_column - 1]
    else:
        text = " ".join([lines[0][span.column - 1:], *lines[1:-1], lines[-1][:span.end_column - 1]])
    return re.sub(r"\s+", " ", text).strip()


def param_text(fn: A.FnDef, p: A.Param) -> str:
    """`x: Rows[N, D]` as written, with the checker's type after it when the two read differently."""
    text = written(fn.source, p.span) or f"{p.name}: {p.type}"
    return text if text.replace(" ", "") == f"{p.name}:{p.type}".replace(" ", "") else f"{text}  -- {p.type}"


def fn_params(fn: A.FnDef) -> list[str]:
    return [written(fn.source, p.span) or f"{p.name}: {p.type}" for p in fn.params]


def fn_result(fn: A.FnDef) -> str:
    return written(fn.source, fn.result.span) or str(fn.result.type)


def fn_signature(fn: A.FnDef) -> str:
    """Kept on the FnDef (it lives as long as the check that made it): completion lists every function."""
    sig = fn.__dict__.get("_lsp_signature")
    if sig is None:
        sig = fn.__dict__["_lsp_signature"] = _fn_signature(fn)
    return sig


def _fn_signature(fn: A.FnDef) -> str:
    sizes = "[" + ", ".join(n for n, _ in fn.sizes) + "]" if fn.sizes else ""
    name = "@main" if fn.name == "main" else fn.name
    return f"fn {name}{sizes}({', '.join(fn_params(fn))}) -> {fn_result(fn)}"


def fn_doc(fn: A.FnDef) -> str:
    """The first sentence of the `//` comment block right above the function (std/nn.kina's style)."""
    if fn.source is None:
        return ""
    lines = lines_of(fn.source)
    i, block = fn.span.line - 2, []
    while i >= 0 and lines[i].strip().startswith("//"):
        block.insert(0, lines[i].strip()[2:].strip())
        i -= 1
    text = " ".join(b for b in block if b)
    m = re.search(r"(?<=[.!?])\s+(?=[A-Z(`])", text)
    return text[:m.start()] if m else text


def handler_doc(handler) -> str:
    doc = inspect.getdoc(type(handler)) or ""
    return doc.split("\n\n")[0].replace("\n", " ") if doc else ""


def alias_signature(al: A.AliasDef) -> str:
    sizes = "[" + ", ".join(n for n, _ in al.params) + "]" if al.params else ""
    return f"type {al.name}{sizes} = {al.type}"


def code(text: str) -> str:
    return f"```kina\n{text}\n```"
