"""A-normal form: the typed AST becomes let-spines, one op per binding, spans kept.

The translation is written as generators run by `ast.drive` (a child's values are
obtained by yielding its generator), and scopes are one dict extended and restored
in place, so deep nesting costs no Python stack and long let-spines stay linear."""
from __future__ import annotations

import keyword

from ..diagnostics import Source
from ..frontend import ast as A
from ..ir import Bind, Binding, Call, Const, Function, Handle, NameSupply, Program
from ..types import TupleType, flat

_UNBOUND = object()


class _Fn:
    def __init__(self):
        self.body: list[Binding] = []
        self.names = NameSupply()

    def add(self, binding: Binding) -> list[str]:
        self.body.append(binding)
        return list(binding.names)


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
        # a call or handle bound to a pattern names its results after the pattern rather than t1, t2…
        pattern = [n for n, _ in e.names] if isinstance(e.value, (A.Call, A.Handle)) and getattr(e.value, "op", None) is None else None
        vs = (yield _expr(f, e.value, env, None if len(e.names) > 1 else e.names[0][0])) if pattern is None \
            else (yield from _call(f, e.value, env, pattern))
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
    raise TypeError(f"ANF: unexpected node {type(e).__name__}")


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
        env[p.name] = f.names.claim(p.name)
    results = A.drive(_expr(f, fn.body, env))
    return Function(fn.symbol or fn.name, tuple((env[p.name], p.type) for p in fn.params), tuple(f.body), tuple(results),
                    tuple(flat(fn.result.type)), fn.span, tuple_result=isinstance(fn.result.type, TupleType),
                    result_names=result_names(fn), path=fn.source.path if fn.source is not None else None)


def to_anf(prog: A.Program, source: Source) -> Program:
    fns = [*prog.fns, *([prog.main] if prog.main is not None else [])]
    return Program({fn.symbol or fn.name: function(fn) for fn in fns}, source)
