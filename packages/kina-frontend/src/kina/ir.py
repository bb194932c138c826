"""Kina IR: functions as let-spines in A-normal form. Immutable: a pass builds
new nodes (`dataclasses.replace`, `Function.with_body`) and never edits its input.

A binding is one of four node types:
  Bind    an op application      let y = exp(x)
  Const   a splat literal (§A5)   let c = const 1.0 : tensor<…>
  Call    a call                 let (a, b) = call f(x)
  Handle  an effect              let (a, b) = handle f(x) with H(k=v)   (gone after the `ir` stage)"""
from __future__ import annotations

import os

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Mapping

from .diagnostics import Source, Span
from .ops.registry import Op
from .types import TensorType


class FrozenList(list):
    """A list-valued attribute (`perm=[1, 0]`) that cannot change in place: equal to, printed and
    serialised as the list it was made from, so rules read it as before, but a pass that edits it
    raises instead of changing its input (and the typed AST it was copied from)."""

    def _immutable(self, *args, **kwargs):
        raise TypeError("IR attribute values are immutable: build a new list (e.g. `list(attrs[k])`)")

    append = extend = insert = remove = pop = clear = sort = reverse = _immutable
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _immutable

    def __reduce__(self):
        return FrozenList, (list(self),)


def _frozen(value):
    return FrozenList(_frozen(v) for v in value) if isinstance(value, list) else value


def frozen_attrs(attrs: Mapping | None) -> Mapping:
    return MappingProxyType({k: _frozen(v) for k, v in (attrs or {}).items()})


@dataclass(frozen=True, eq=False)
class Binding:
    names: tuple[str, ...]
    args: tuple[str, ...]
    types: tuple[TensorType, ...]
    span: Span
    # The file `span` points into when it is not the enclosing function's: a binding that
    # reverseMode's call inlining took from a function of an included file (or an op its VJP made).
    path: str | None = field(default=None, kw_only=True)

    def __post_init__(self):
        for attr in ("names", "args", "types"):  # a list handed in would stay editable
            object.__setattr__(self, attr, tuple(getattr(self, attr)))

    def file(self, fn: "Function", program_path: str) -> str:
        """The base name of the file its span points into (runtime errors, MLIR locations)."""
        return os.path.basename(self.path) if self.path else fn.file(program_path)

    def _lhs(self) -> str:
        return self.names[0] if len(self.names) == 1 else "(" + ", ".join(self.names) + ")"

    def _tail(self) -> str:
        return f" : {', '.join(map(str, self.types))}  // {self.span.line}:{self.span.column}"


@dataclass(frozen=True, eq=False)
class Bind(Binding):
    """One op application; `op` is the Op object itself (rule tables key on it)."""
    op: Op
    attrs: Mapping = field(default_factory=frozen_attrs)

    def __post_init__(self):
        super().__post_init__()
        object.__setattr__(self, "attrs", frozen_attrs(self.attrs))

    def __str__(self) -> str:
        at = (" {" + ", ".join(f"{k}={_fmt(v)}" for k, v in self.attrs.items()) + "}") if self.attrs else ""
        return f"let {self._lhs()} = {self.op.name}({', '.join(self.args)}){at}{self._tail()}"


@dataclass(frozen=True, eq=False)
class Const(Binding):
    value: float | int

    def __str__(self) -> str:
        return f"let {self._lhs()} = const {{value={_fmt(self.value)}}}{self._tail()}"


@dataclass(frozen=True, eq=False)
class Call(Binding):
    fn: str

    def __str__(self) -> str:
        return f"let {self._lhs()} = call {self.fn}({', '.join(self.args)}){self._tail()}"


@dataclass(frozen=True, eq=False)
class Handle(Binding):
    fn: str
    handler: str
    handler_args: Mapping = field(default_factory=frozen_attrs)  # the handler's keyword arguments, e.g. wrt

    def __post_init__(self):
        super().__post_init__()
        object.__setattr__(self, "handler_args", frozen_attrs(self.handler_args))

    def __str__(self) -> str:
        hargs = "(" + ", ".join(f"{k}={_fmt(v)}" for k, v in self.handler_args.items()) + ")" if self.handler_args else ""
        return f"let {self._lhs()} = handle {self.fn}({', '.join(self.args)}) with {self.handler}{hargs}{self._tail()}"


def _fmt(v) -> str:
    if isinstance(v, TensorType):
        return str(v)
    if isinstance(v, bool):
        return "true" if v else "false"
    return repr(v) if not isinstance(v, (list, tuple)) else "[" + ", ".join(map(str, v)) + "]"


class NameSupply:
    """The one source of fresh IR names: `fresh(hint)` is hint + a counter, and
    no name is ever handed out twice or collides with one already used."""

    def __init__(self, used=()):
        self.used = set(used)
        self.counter = 0

    def fresh(self, hint: str = "t") -> str:
        while True:
            self.counter += 1
            name = f"{hint}{self.counter}"
            if name not in self.used:
                self.used.add(name)
                return name

    def claim(self, name: str) -> str:
        """`name` itself if free, else a numbered variant (`y`, `y_1`)."""
        if name not in self.used:
            self.used.add(name)
            return name
        return self.fresh(f"{name}_")


@dataclass(frozen=True, eq=False)
class Function:
    name: str
    params: tuple[tuple[str, TensorType], ...]
    body: tuple[Binding, ...]
    results: tuple[str, ...]
    result_types: tuple[TensorType, ...]
    span: Span
    tuple_result: bool = False  # declared as a tuple type
    origin: str | None = None  # e.g. "reverseMode(storylm0_nll)" for generated functions
    result_names: tuple[str, ...] | None = None  # named results (spec §P5): the host gets a named tuple
    path: str | None = None  # the file defining it when not the program's own (an include): spans are its positions

    def file(self, program_path: str) -> str:
        """The base name of the file its spans point into (runtime errors, MLIR locations)."""
        return os.path.basename(self.path or program_path)

    def __post_init__(self):
        for attr in ("params", "body", "results", "result_types"):
            object.__setattr__(self, attr, tuple(getattr(self, attr)))

    def types(self) -> dict[str, TensorType]:
        env = dict(self.params)
        for b in self.body:
            env.update(zip(b.names, b.types))
        return env

    def with_body(self, body, results=None) -> "Function":
        return replace(self, body=tuple(body), results=tuple(self.results if results is None else results))

    def __str__(self) -> str:
        ps = ", ".join(f"{n}: {t}" for n, t in self.params)
        rt = self.result_types[0] if len(self.result_types) == 1 else "(" + ", ".join(map(str, self.result_types)) + ")"
        origin = f"  // generated by {self.origin}" if self.origin else ""
        lines = [f"fn {'@main' if self.name == 'main' else self.name}({ps}) -> {rt} {{{origin}"]
        lines += [f"  {b}" for b in self.body]
        lines.append("  " + (self.results[0] if len(self.results) == 1 else "(" + ", ".join(self.results) + ")"))
        lines.append("}")
        return "\n".join(lines)


@dataclass(frozen=True, eq=False)
class Program:
    functions: Mapping[str, Function]
    source: Source
    notes: tuple[str, ...] = ()  # what passes did, for --emit dumps

    def __post_init__(self):
        object.__setattr__(self, "functions", MappingProxyType(dict(self.functions)))
        object.__setattr__(self, "notes", tuple(self.notes))

    def with_functions(self, functions: Mapping[str, Function], note: str | None = None) -> "Program":
        return replace(self, functions=functions, notes=self.notes + ((note,) if note else ()))

    def function_name(self, hint: str) -> str:
        """A name for a function a pass generates: `hint` itself unless the program already has a
        function of that name (the user may write `f__reverseMode`), then a numbered variant."""
        return NameSupply(self.functions).claim(hint)

    def map_functions(self, fn, note: str | None = None) -> "Program":
        """A new program with `fn(Function) -> Function` applied to every function."""
        return self.with_functions({n: fn(f) for n, f in self.functions.items()}, note)

    def __str__(self) -> str:
        return "\n\n".join(str(f) for f in self.functions.values()) + "\n"


def callees_first(program: Program, name: str, done: set | dict = ()) -> list[str]:
    """`name` and every function it reaches through calls or handles, each after its
    callees (post-order), skipping those in `done`. Iterative: call chains of any length."""
    order, seen = [], set(done)
    stack = [(name, False)]
    while stack:
        fn_name, expanded = stack.pop()
        if expanded:
            order.append(fn_name)
            continue
        if fn_name in seen or fn_name not in program.functions:
            continue
        seen.add(fn_name)
        stack.append((fn_name, True))
        for b in reversed(program.functions[fn_name].body):
            if isinstance(b, (Call, Handle)) and b.fn not in seen:
                stack.append((b.fn, False))
    return order

