"""The surface AST. Every node carries a source span; the checker fills `type`."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generator

from ..diagnostics import Span
from ..types import TensorType, Type


@dataclass(eq=False)
class Node:
    span: Span


@dataclass(eq=False)
class TypeAst(Node):
    type: Type


@dataclass(eq=False)
class Param(Node):
    name: str
    type: TensorType


@dataclass(eq=False)
class FnDef(Node):
    name: str
    params: list[Param]
    result: TypeAst
    body: "Expr"
    name_span: Span
    sizes: list = field(default_factory=list)  # §P1: [(size variable, Span)], empty when not generic
    source: Any = None  # the Source of the file that defines it (set by the loader; includes differ)
    symbol: str | None = None  # the name the IR gives it: a specialisation's is step__B8_T64

    @property
    def generic(self) -> bool:
        return bool(self.sizes)


@dataclass(eq=False)
class AliasRef:
    """`Mat[4, N]` where a type is expected: resolved by the loader (§P2)."""
    name: str
    args: list  # [(int | Size, Span)]
    span: Span


@dataclass(eq=False)
class AliasDef(Node):
    name: str
    params: list  # [(size variable, Span)]
    type: Any  # TensorType (or an AliasRef before resolution)
    name_span: Span


@dataclass(eq=False)
class Include(Node):
    path: str
    path_span: Span


@dataclass(eq=False)
class Program(Node):
    fns: list[FnDef]
    main: FnDef | None  # None in an included file (a program prefix) and when a generic @main is not specialised
    aliases: list = field(default_factory=list)  # [AliasDef]
    includes: list = field(default_factory=list)  # [Include]
    files: dict = field(default_factory=dict)  # loader: real path -> Source of every included file
    specialise: Any = None  # {"entry": name, "sizes": {var: int}, "only": bool}: set by the typed stage
    tree: Any = None  # the parse tree this AST was built from (for fresh copies)
    spare: dict = field(default_factory=dict)  # loader.fresh: unused fresh copies of functions, per file


@dataclass(eq=False)
class Expr(Node):
    type: Type | None = field(default=None, init=False)


@dataclass(eq=False)
class Var(Expr):
    name: str


@dataclass(eq=False)
class Num(Expr):
    value: float | int
    is_float: bool


@dataclass(eq=False)
class Let(Expr):
    name: str
    name_span: Span
    value: Expr
    body: Expr


@dataclass(eq=False)
class LetTuple(Expr):
    names: list[tuple[str, Span]]
    value: Expr
    body: Expr


@dataclass(eq=False)
class Handle(Expr):
    fn: str
    fn_span: Span
    args: list[Expr]
    handler: str
    handler_span: Span
    handler_args: dict = field(default_factory=dict)  # keyword -> (Static, Span), e.g. wrt=[w, b]
    sizes: list | None = None  # §P1 explicit size application `f[4](x)`: [(int | Size, Span)]
    handler_values: dict = field(default_factory=dict, init=False)  # keyword -> value, as the handler typed it


@dataclass(eq=False)
class Binary(Expr):
    op: str  # + - * / @
    left: Expr
    right: Expr
    op_span: Span
    prim: Any = field(default=None, init=False)  # the Op, resolved by the checker


@dataclass(eq=False)
class Neg(Expr):
    operand: Expr
    prim: Any = field(default=None, init=False)


@dataclass(eq=False)
class Static(Node):
    """A static argument: a shape/int list, int, float, dtype, placement or bool."""
    kind: str  # shape | int | float | dtype | placement | bool | names
    value: Any


@dataclass(eq=False)
class Method(Expr):
    receiver: Expr
    name: str
    name_span: Span
    args: list[Expr | Static]
    kwargs: dict[str, tuple[Static, Span]]
    op: Any = field(default=None, init=False)  # the Op, resolved by the checker
    attrs: dict = field(default_factory=dict, init=False)
    operands: list[Expr] = field(default_factory=list, init=False)


@dataclass(eq=False)
class Call(Expr):
    fn: str
    fn_span: Span
    args: list  # tensors; a builtin call (`iota(…)`, `full(…)`) may also have Static arguments
    kwargs: dict = field(default_factory=dict)  # keyword -> (Static, Span): builtins only
    sizes: list | None = None  # §P1 explicit size application `f[4](x)`: [(int | Size, Span)]
    op: Any = field(default=None, init=False)  # the Op when this calls a builtin, resolved by the checker
    attrs: dict = field(default_factory=dict, init=False)
    operands: list[Expr] = field(default_factory=list, init=False)


@dataclass(eq=False)
class SizeLit(Node):
    """A size expression in a static argument (`.reshape([N * T, D])`, `size=T`): parser only."""
    value: Any  # Size


@dataclass(eq=False)
class TupleExpr(Expr):
    items: list[Expr]


@dataclass(eq=False)
class Carry(Node):
    """`h = h0` in a loop header: `init` is evaluated in the enclosing scope (§C1)."""
    name: str
    name_span: Span
    init: Expr


@dataclass(eq=False)
class Loop(Expr):
    """`loop (c = init, …) for index < trip { body }` (§C1). `trip` is as written (an int
    or a Size); the checker sets `trip_value`, an int once the function is specialised."""
    keyword_span: Span
    carries: list[Carry]
    index: str
    index_span: Span
    trip: Any  # int | Size
    trip_span: Span
    body: Expr
    body_span: Span  # the braces
    trip_value: Any = field(default=None, init=False)


@dataclass(eq=False)
class If(Expr):
    """`if cond { then } else { orelse }` (§C2)."""
    keyword_span: Span
    cond: Expr
    then: Expr
    then_span: Span
    orelse: Expr
    else_span: Span


def drive(root: Generator):
    """Run a computation over a deep tree without recursion. The computation is written
    as generators: to compute a child, a generator yields the child's generator and
    receives its result; `drive` keeps the pending generators on an explicit stack, so
    the depth of the tree costs heap, not Python's (or C's) stack. An exception raised
    in any generator propagates out of `drive`."""
    stack, value = [root], None
    while stack:
        try:
            child = stack[-1].send(value)
        except StopIteration as done:
            stack.pop()
            value = done.value
        else:
            stack.append(child)
            value = None
    return value


def show_static(s: Static) -> str:
    if s.kind in ("shape", "names"):
        return "[" + ", ".join(str(v) for v, _ in s.value) + "]"
    if s.kind == "bool":
        return "true" if s.value else "false"
    if s.kind == "placement":
        return f"@{s.value}"
    return str(s.value)


MAX_INDENT = 64  # deeper levels print at this indentation with their depth, e.g. `[1234] Neg`


def _pad(indent: int) -> str:
    return "  " * indent if indent <= MAX_INDENT else "  " * MAX_INDENT + f"[{indent}] "


def dump(node, indent: int = 0, typed: bool = False) -> str:
    """A readable tree (`--emit ast` / `--emit typed`). A let's body continues at the let's own
    indentation (a let-spine reads top to bottom, as in `--emit anf`). Built with an explicit
    work list, so any depth prints, in time and space linear in the program."""
    lines: list[str] = []
    work: list = [(node, indent)]
    while work:
        item = work.pop()
        if isinstance(item, str):
            lines.append(item)
            continue
        n, level = item
        head, children = _dump_node(n, level, typed)
        if head is not None:
            lines.append(head)
        work.extend(reversed(children))
    return "\n".join(lines)


def _dump_node(node, indent: int, typed: bool):
    """(the node's own line or None, what follows it: (child, indent) pairs and literal lines)."""
    pad = _pad(indent)
    if isinstance(node, Program):
        return None, [(f, indent) for f in [*node.fns, *([node.main] if node.main else [])]]
    if isinstance(node, FnDef):
        ps = ", ".join(f"{p.name}: {p.type}" for p in node.params)
        sizes = "[" + ", ".join(n for n, _ in node.sizes) + "]" if node.sizes and not node.symbol else ""
        return f"{pad}fn {node.symbol or node.name}{sizes}({ps}) -> {node.result.type}", [(node.body, indent + 1)]
    ty = f"  : {node.type}" if typed and getattr(node, "type", None) is not None else ""
    loc = f"  @{node.span.line}:{node.span.column}"
    if isinstance(node, Var):
        return f"{pad}Var {node.name}{ty}{loc}", []
    if isinstance(node, Num):
        return f"{pad}Num {node.value!r}{ty}{loc}", []
    if isinstance(node, Let):
        return f"{pad}Let {node.name}{loc}", [(node.value, indent + 1), f"{pad}in", (node.body, indent)]
    if isinstance(node, LetTuple):
        names = ", ".join(n for n, _ in node.names)
        return f"{pad}LetTuple ({names}){loc}", [(node.value, indent + 1), f"{pad}in", (node.body, indent)]
    if isinstance(node, Handle):
        hargs = ", ".join(f"{k}={show_static(v)}" for k, (v, _) in node.handler_args.items())
        return f"{pad}Handle {node.fn} with {node.handler}{f'({hargs})' if hargs else ''}{ty}{loc}", [(a, indent + 1) for a in node.args]
    if isinstance(node, Binary):
        return f"{pad}Binary {node.op}{ty}{loc}", [(node.left, indent + 1), (node.right, indent + 1)]
    if isinstance(node, Neg):
        return f"{pad}Neg{ty}{loc}", [(node.operand, indent + 1)]
    if isinstance(node, Method):
        statics = [show_static(a) for a in node.args if isinstance(a, Static)]
        statics += [f"{k}={show_static(s)}" for k, (s, _) in node.kwargs.items()]
        exprs = [a for a in node.args if not isinstance(a, Static)]
        return f"{pad}Method .{node.name}({', '.join(statics)}){ty}{loc}", [(x, indent + 1) for x in [node.receiver, *exprs]]
    if isinstance(node, Call):
        statics = [show_static(a) for a in node.args if isinstance(a, Static)]
        statics += [f"{k}={show_static(s)}" for k, (s, _) in node.kwargs.items()]
        shown = f"({', '.join(statics)})" if statics else ""
        return f"{pad}Call {node.fn}{shown}{ty}{loc}", [(a, indent + 1) for a in node.args if not isinstance(a, Static)]
    if isinstance(node, TupleExpr):
        return f"{pad}Tuple{ty}{loc}", [(a, indent + 1) for a in node.items]
    if isinstance(node, Loop):
        trip = node.trip if node.trip_value is None else node.trip_value
        inits = []
        for c in node.carries:
            inits += [f"{_pad(indent + 1)}carry {c.name} =", (c.init, indent + 2)]
        return f"{pad}Loop for {node.index} < {trip}{ty}{loc}", [*inits, f"{_pad(indent + 1)}do", (node.body, indent + 2)]
    if isinstance(node, If):
        return f"{pad}If{ty}{loc}", [(node.cond, indent + 1), f"{_pad(indent + 1)}then", (node.then, indent + 2),
                                     f"{_pad(indent + 1)}else", (node.orelse, indent + 2)]
    return f"{pad}{type(node).__name__}", []
