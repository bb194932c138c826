"""Kina IR: functions as let-spines in A-normal form. Immutable: a pass builds
new nodes (`dataclasses.replace`, `Function.with_body`) and never edits its input.

A binding is one of six node types:
  Bind    an op application      let y = exp(x)
  Const   a splat literal (§A5)   let c = const 1.0 : tensor<…>
  Call    a call                 let (a, b) = call f(x)        (`{remat}` when checkpointed, §C6)
  Handle  an effect              let (a, b) = handle f(x) with H(k=v)   (gone after the `ir` stage)
  Loop    a counted loop (C1)    let (h, ys) = loop (h = h0) for t < 32 captures (w) { … }
  If      a conditional (C2)     let y = if c captures (a, b) { … } else { … }

`Loop` and `If` hold nested let-spines (`Block`s) that are *isolated from above* (a compiler
region whose uses of outer values are made operands): a block sees only its own parameters (a loop's
index and carries, then the captured values; an `if` branch's captured values), never an outer
name. So a pass that renames a function's values (call inlining, AD) rewrites a loop's operands
and leaves its block alone, and the verifier checks a block with its parameters alone. Names are
unique within one block (its parameters and bindings), not across blocks. `walk` visits every
binding at any depth; `map_spines` rebuilds every spine of a function innermost first: a pass
that looks only at `fn.body` would silently skip loop bodies."""
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


def frozen_attrs(attrs: Mapping | None = None) -> Mapping:
    return MappingProxyType({k: _frozen(v) for k, v in (attrs or {}).items()})


@dataclass(frozen=True, eq=False)
class Binding:
    blocks = ()  # the nested spines (Loop, If); a class attribute, not a field
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
    # left by `handle f(x) with checkpoint` (§C6): reverseMode stores this call's arguments, not
    # its residuals, and recomputes it in the reverse pass; every other pass treats it as a plain
    # call (`dataclasses.replace` keeps it; a pass that builds a new Call from an old must pass it on)
    remat: bool = field(default=False, kw_only=True)

    def __str__(self) -> str:
        mark = " {remat}" if self.remat else ""
        return f"let {self._lhs()} = call {self.fn}({', '.join(self.args)}){mark}{self._tail()}"


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


class _Spine:
    """What a function and a block share: a let-spine over `params`, ending in `results`."""

    def types(self) -> dict[str, TensorType]:
        env = dict(self.params)
        for b in self.body:
            env.update(zip(b.names, b.types))
        return env

    def with_body(self, body, results=None):
        return replace(self, body=tuple(body), results=tuple(self.results if results is None else results))


@dataclass(frozen=True, eq=False)
class Block(_Spine):
    """A nested let-spine: `params` are bound on entry (for a loop: the index, the carries, then
    the captured values; for an `if` branch: the captured values), `results` are its value."""
    params: tuple[tuple[str, TensorType], ...]
    body: tuple[Binding, ...]
    results: tuple[str, ...]

    def __post_init__(self):
        for attr in ("params", "body", "results"):
            object.__setattr__(self, attr, tuple(getattr(self, attr)))

    def lines(self, head: str) -> list[str]:
        out = [head + " {"]
        for b in self.body:
            out += ["  " + line for line in str(b).split("\n")]
        out.append("  " + (self.results[0] if len(self.results) == 1 else "(" + ", ".join(self.results) + ")"))
        out.append("}")
        return out


def _captures(params, args) -> str:
    return ", ".join(p if p == a else f"{p} = {a}" for (p, _), a in zip(params, args))


@dataclass(frozen=True, eq=False)
class Loop(Binding):
    """`loop (c = init, …) for t < trip { … }` (§C1). `args` are the carries' initial values
    then the captured outer values; `block.params` are the index (I64[]), the carries, then the
    captures, in that order. The block's first `n_carries` results are the new carries, the rest
    per-iteration outputs; `types` are the carries' types then the outputs stacked `[trip, …]`."""
    trip: int
    n_carries: int
    block: Block

    @property
    def blocks(self):
        return (self.block,)

    @property
    def inits(self) -> tuple[str, ...]:
        return self.args[:self.n_carries]

    @property
    def captures(self) -> tuple[str, ...]:
        return self.args[self.n_carries:]

    @property
    def index(self) -> str:
        return self.block.params[0][0]

    @property
    def carries(self) -> tuple[tuple[str, TensorType], ...]:
        return self.block.params[1:1 + self.n_carries]

    @property
    def captured_params(self) -> tuple[tuple[str, TensorType], ...]:
        return self.block.params[1 + self.n_carries:]

    def __str__(self) -> str:
        carries = ", ".join(f"{p} = {a}" for (p, _), a in zip(self.carries, self.inits))
        caps = _captures(self.captured_params, self.captures)
        head = f"let {self._lhs()} = loop ({carries}) for {self.index} < {self.trip}" + (f" captures ({caps})" if caps else "")
        lines = self.block.lines(head)
        lines[-1] += self._tail()
        return "\n".join(lines)


@dataclass(frozen=True, eq=False)
class If(Binding):
    """`if c { … } else { … }` (§C2). `args` are the condition (Bool[]) then the captured
    values; both branches take the captures as their parameters, in that order, and end in
    values of `types`."""
    then_block: Block
    else_block: Block

    @property
    def blocks(self):
        return (self.then_block, self.else_block)

    @property
    def cond(self) -> str:
        return self.args[0]

    @property
    def captures(self) -> tuple[str, ...]:
        return self.args[1:]

    def __str__(self) -> str:
        caps = _captures(self.then_block.params, self.captures)
        lines = self.then_block.lines(f"let {self._lhs()} = if {self.cond}" + (f" captures ({caps})" if caps else ""))
        rest = self.else_block.lines("else")
        lines[-1] += " " + rest[0]
        lines += rest[1:]
        lines[-1] += self._tail()
        return "\n".join(lines)


def walk(body):
    """Every binding of a spine and of the blocks nested in it, at any depth, in program order
    (a binding before the bindings of its blocks). Iterative: nesting costs no Python stack."""
    stack = [iter(body)]
    while stack:
        b = next(stack[-1], None)
        if b is None:
            stack.pop()
            continue
        yield b
        for blk in reversed(b.blocks):
            stack.append(iter(blk.body))


def with_blocks(b: Binding, blocks) -> Binding:
    """`b` with its nested blocks replaced (in the order of `b.blocks`)."""
    if isinstance(b, Loop):
        (block,) = blocks
        return replace(b, block=block)
    if isinstance(b, If):
        then_block, else_block = blocks
        return replace(b, then_block=then_block, else_block=else_block)
    return b


def map_spines(fn, rewrite):
    """Apply `rewrite(spine)` to every spine of `fn` (a Function or a Block), innermost first:
    the blocks of a binding are rewritten before the spine that holds it. `rewrite` takes an
    object with `.params`, `.body`, `.results` (a Function or a Block) and returns one of the
    same kind (e.g. via `.with_body`). The one helper a pass needs to reach loop and `if` bodies."""
    # post-order over (spine, its blocks' rewritten forms) with an explicit stack
    def rebuilt(spine, new_blocks_of):
        body = [with_blocks(b, new_blocks_of[id(b)]) if b.blocks and any(
            x is not y for x, y in zip(new_blocks_of[id(b)], b.blocks)) else b for b in spine.body]
        changed = any(x is not y for x, y in zip(body, spine.body))
        return rewrite(spine.with_body(body) if changed else spine)

    stack = [(fn, None, [b for b in fn.body if b.blocks], 0, {})]
    result = None
    while stack:
        spine, parent, holders, i, done = stack[-1]
        if i < sum(len(b.blocks) for b in holders):
            flat_blocks = [(b, blk) for b in holders for blk in b.blocks]
            owner, blk = flat_blocks[i]
            stack[-1] = (spine, parent, holders, i + 1, done)
            stack.append((blk, owner, [b for b in blk.body if b.blocks], 0, {}))
            continue
        stack.pop()
        new = rebuilt(spine, {id(b): done[id(b)] for b in holders})
        if not stack:
            result = new
        else:
            parent_done = stack[-1][4]
            parent_done.setdefault(id(parent), []).append(new)
    return result


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
class Function(_Spine):
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

    def __str__(self) -> str:
        ps = ", ".join(f"{n}: {t}" for n, t in self.params)
        rt = self.result_types[0] if len(self.result_types) == 1 else "(" + ", ".join(map(str, self.result_types)) + ")"
        origin = f"  // generated by {self.origin}" if self.origin else ""
        lines = [f"fn {'@main' if self.name == 'main' else self.name}({ps}) -> {rt} {{{origin}"]
        for b in self.body:
            lines += ["  " + line for line in str(b).split("\n")]
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
        for b in reversed(list(walk(program.functions[fn_name].body))):
            if isinstance(b, (Call, Handle)) and b.fn not in seen:
                stack.append((b.fn, False))
    return order

