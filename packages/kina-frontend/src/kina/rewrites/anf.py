"""A-normal form: the typed AST becomes let-spines, one op per binding, spans kept.

The translation is written as generators run by `ast.drive` (a child's values are
obtained by yielding its generator), and scopes are one dict extended and restored
in place, so deep nesting costs no Python stack and long let-spines stay linear."""
from __future__ import annotations

import keyword

from ..diagnostics import Source
from ..frontend import ast as A
from ..ir import Bind, Binding, Block, Call, Const, Function, Handle, If, Loop, NameSupply, Program
from ..types import TensorType, TupleType, flat

_UNBOUND = object()
INDEX_TYPE = TensorType("I64", (), "host")


class _Fn:
    """A spine being built (a function's or a block's): its bindings, names and their types."""
    def __init__(self):
        self.body: list[Binding] = []
        self.names = NameSupply()
        self.types: dict = {}

    def param(self, hint: str, t) -> str:
        name = self.names.claim(hint)
        self.types[name] = t
        return name

    def add(self, binding: Binding) -> list[str]:
        self.body.append(binding)
        self.types.update(zip(binding.names, binding.types))
        return list(binding.names)


class _BlockEnv(dict):
    """The scope of a block, which is isolated from above (kina.ir): it holds the names bound
    inside the block; a name it lacks is an outer value, looked up in the enclosing scope as it
    stands at the loop or if (which may capture it in turn) and received as a new block
    parameter named like the surface name, once per outer value, in order of first use."""

    def __init__(self, parent: dict, parent_fn: _Fn, fn: _Fn):
        super().__init__()
        self.parent, self.parent_fn, self.fn = parent, parent_fn, fn
        self.captures: dict[str, str] = {}  # outer IR name -> block parameter
        self.hints: dict[str, str] = {}  # outer IR name -> the surface name it was captured by

    def capture(self, outer: str, hint: str) -> str:
        if outer not in self.captures:
            self.captures[outer] = self.fn.param(hint, self.parent_fn.types[outer])
            self.hints[outer] = hint
        return self.captures[outer]

    def __missing__(self, name: str) -> str:
        return self.capture(self.parent[name], name)

    def params(self) -> list:
        return [(p, self.fn.types[p]) for p in self.captures.values()]


def _scoped(env: dict, names: dict, body):
    """Run the generator `body` with `names` bound in `env`, then restore `env`."""
    saved = [(n, env.get(n, _UNBOUND)) for n in names]
    env.update(names)
    try:
        return (yield body)
    finally:
        for n, old in reversed(saved):
            if old is _UNBOUND:
                del env[n]
            else:
                env[n] = old


def _expr(f: _Fn, e: A.Expr, env: dict[str, str], name: str | None = None):
    """Emit bindings computing e; return the IR variables holding its value(s)."""
    new = lambda: f.names.claim(name) if name else f.names.fresh()  # noqa: E731
    if isinstance(e, A.Var):
        return [env[e.name]]
    if isinstance(e, A.Num) or (isinstance(e, A.Neg) and isinstance(e.operand, A.Num)):
        value = e.value if isinstance(e, A.Num) else -e.operand.value
        return f.add(Const((new(),), (), (e.type,), e.span, value))
    if isinstance(e, A.Let):
        (v,) = yield _expr(f, e.value, env, e.name)
        return (yield from _scoped(env, {e.name: v}, _expr(f, e.body, env, name)))
    if isinstance(e, A.LetTuple):
        # a call, handle, loop or if bound to a pattern names its results after the pattern rather than t1, t2…
        named = _NAMED.get(type(e.value)) if getattr(e.value, "op", None) is None else None
        if named is None:
            vs = yield _expr(f, e.value, env, None if len(e.names) > 1 else e.names[0][0])
        else:
            vs = yield from named(f, e.value, env, [n for n, _ in e.names])
        return (yield from _scoped(env, {n: v for (n, _), v in zip(e.names, vs)}, _expr(f, e.body, env, name)))
    if isinstance(e, A.TupleExpr):
        out = []
        for item in e.items:
            out.extend((yield _expr(f, item, env)))
        return out
    if isinstance(e, A.Binary):
        l, = yield _expr(f, e.left, env)
        r, = yield _expr(f, e.right, env)
        return f.add(Bind((new(),), (l, r), (e.type,), e.span, e.prim, {}))
    if isinstance(e, A.Neg):
        x, = yield _expr(f, e.operand, env)
        return f.add(Bind((new(),), (x,), (e.type,), e.span, e.prim, {}))
    if isinstance(e, A.Method) or (isinstance(e, A.Call) and e.op is not None):
        args = []
        for o in e.operands:
            args.extend((yield _expr(f, o, env)))
        return f.add(Bind((new(),), tuple(args), (e.type,), e.span, e.op, e.attrs))
    if isinstance(e, (A.Call, A.Handle)):
        types = flat(e.type)
        return (yield from _call(f, e, env, [name] if name and len(types) == 1 else None))
    if isinstance(e, A.Loop):
        return (yield from _loop(f, e, env, [name] if name and not isinstance(e.type, TupleType) else None))
    if isinstance(e, A.If):
        return (yield from _if(f, e, env, [name] if name and not isinstance(e.type, TupleType) else None))
    raise TypeError(f"ANF: unexpected node {type(e).__name__}")


def _names(f: _Fn, e: A.Expr, pattern: list[str] | None) -> tuple[str, ...]:
    types = flat(e.type)
    return tuple(f.names.claim(n) for n in pattern) if pattern else tuple(f.names.fresh() for _ in types)


def _loop(f: _Fn, e: A.Loop, env, pattern: list[str] | None):
    inits = []
    for c in e.carries:  # in the enclosing scope, before the loop (§C1)
        inits.extend((yield _expr(f, c.init, env)))
    g = _Fn()
    inner = _BlockEnv(env, f, g)
    index = g.param(e.index, INDEX_TYPE)
    carries = [(g.param(c.name, f.types[v]), c.name) for c, v in zip(e.carries, inits)]
    inner.update({c: p for p, c in carries})
    inner[e.index] = index
    results = yield _expr(g, e.body, inner)
    params = [(index, INDEX_TYPE), *((p, g.types[p]) for p, _ in carries), *inner.params()]
    block = Block(params, g.body, results)
    return f.add(Loop(_names(f, e, pattern), (*inits, *inner.captures), tuple(flat(e.type)), e.span,
                      trip=e.trip_value, n_carries=len(inits), block=block))


def _if(f: _Fn, e: A.If, env, pattern: list[str] | None):
    cond, = yield _expr(f, e.cond, env)
    g_then, g_else = _Fn(), _Fn()
    then_env = _BlockEnv(env, f, g_then)
    then_results = yield _expr(g_then, e.then, then_env)
    else_env = _BlockEnv(env, f, g_else)
    for outer, hint in then_env.hints.items():  # both branches take every capture, in one order
        else_env.capture(outer, hint)
    else_results = yield _expr(g_else, e.orelse, else_env)
    for outer, hint in else_env.hints.items():
        then_env.capture(outer, hint)
    then_block = Block(then_env.params(), g_then.body, then_results)
    else_block = Block(else_env.params(), g_else.body, else_results)
    return f.add(If(_names(f, e, pattern), (cond, *then_env.captures), tuple(flat(e.type)), e.span,
                    then_block=then_block, else_block=else_block))


def _call(f: _Fn, e, env, pattern: list[str] | None):
    args = []
    for a in e.args:
        args.extend((yield _expr(f, a, env)))
    args = tuple(args)
    types = tuple(flat(e.type))
    names = tuple(f.names.claim(n) for n in pattern) if pattern else \
        ((f.names.fresh(),) if len(types) == 1 else tuple(f.names.fresh() for _ in types))
    if isinstance(e, A.Call):
        return f.add(Call(names, args, types, e.span, e.fn))
    return f.add(Handle(names, args, types, e.span, e.fn, e.handler, e.handler_values))


_NAMED = {A.Call: _call, A.Handle: _call, A.Loop: _loop, A.If: _if}

TUPLE_METHODS = frozenset({"count", "index"})


def result_names(fn: A.FnDef) -> tuple[str, ...] | None:
    """docs/spec.md §P5: a body that ends, as written, in a tuple of distinct plain names (none starting
    with `_`, none a tuple method or a Python keyword) names the results; else None."""
    tail = fn.body
    while isinstance(tail, (A.Let, A.LetTuple)):
        tail = tail.body
    if not isinstance(tail, A.TupleExpr) or not all(isinstance(i, A.Var) for i in tail.items):
        return None
    names = tuple(i.name for i in tail.items)
    if len(set(names)) != len(names) or any(n.startswith("_") or n in TUPLE_METHODS or keyword.iskeyword(n) for n in names):
        return None
    return names


def function(fn: A.FnDef) -> Function:
    f = _Fn()
    env = {}
    for p in fn.params:
        env[p.name] = f.param(p.name, p.type)
    results = A.drive(_expr(f, fn.body, env))
    return Function(fn.symbol or fn.name, tuple((env[p.name], p.type) for p in fn.params), tuple(f.body), tuple(results),
                    tuple(flat(fn.result.type)), fn.span, tuple_result=isinstance(fn.result.type, TupleType),
                    result_names=result_names(fn), path=fn.source.path if fn.source is not None else None)


def to_anf(prog: A.Program, source: Source) -> Program:
    fns = [*prog.fns, *([prog.main] if prog.main is not None else [])]
    return Program({fn.symbol or fn.name: function(fn) for fn in fns}, source)
