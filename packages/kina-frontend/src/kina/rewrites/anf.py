"""A-normal form: the typed AST becomes let-spines, one op per binding, spans kept."""
from __future__ import annotations

from ..diagnostics import Source
from ..frontend import ast as A
from ..ir import Bind, Function, Program
from ..types import TupleType, flat


class _Fn:
    def __init__(self):
        self.body: list[Bind] = []
        self.used: set[str] = set()
        self.counter = 0

    def fresh(self, hint: str = "t") -> str:
        while True:
            self.counter += 1
            name = f"{hint}{self.counter}" if hint == "t" else f"{hint}_{self.counter}"
            if name not in self.used:
                self.used.add(name)
                return name

    def claim(self, name: str) -> str:
        """The user's name if free, else a renamed copy (shadowing)."""
        if name not in self.used:
            self.used.add(name)
            return name
        return self.fresh(name)

    def bind(self, names, op, args, attrs, types, span) -> list[str]:
        self.body.append(Bind(tuple(names), op, tuple(args), dict(attrs), tuple(types), span))
        return list(names)


def _expr(f: _Fn, e: A.Expr, env: dict[str, str], name: str | None = None) -> list[str]:
    """Emit bindings computing e; return the IR variables holding its value(s)."""
    new = lambda: f.claim(name) if name else f.fresh()  # noqa: E731
    if isinstance(e, A.Var):
        return [env[e.name]]
    if isinstance(e, A.Num) or (isinstance(e, A.Neg) and isinstance(e.operand, A.Num)):
        value = e.value if isinstance(e, A.Num) else -e.operand.value
        return f.bind([new()], "const", [], {"value": value, "type": e.type}, [e.type], e.span)
    if isinstance(e, A.Let):
        (v,) = _expr(f, e.value, env, e.name)
        return _expr(f, e.body, {**env, e.name: v}, name)
    if isinstance(e, A.LetTuple):
        vs = _expr(f, e.value, env, None if len(e.names) > 1 else e.names[0][0])
        if isinstance(e.value, (A.Call, A.Handle)):
            # name the components after the pattern rather than t1, t2…
            renamed = [f.claim(n) for n, _ in e.names]
            last = f.body[-1]
            f.body[-1] = Bind(tuple(renamed), last.op, last.args, last.attrs, last.types, last.span)
            vs = renamed
        return _expr(f, e.body, {**env, **{n: v for (n, _), v in zip(e.names, vs)}}, name)
    if isinstance(e, A.TupleExpr):
        return [v for item in e.items for v in _expr(f, item, env)]
    if isinstance(e, A.Binary):
        l, = _expr(f, e.left, env)
        r, = _expr(f, e.right, env)
        from ..ops.registry import BINARY
        return f.bind([new()], BINARY[e.op], [l, r], {}, [e.type], e.span)
    if isinstance(e, A.Neg):
        x, = _expr(f, e.operand, env)
        return f.bind([new()], "neg", [x], {}, [e.type], e.span)
    if isinstance(e, A.Method):
        args = [v for o in e.operands for v in _expr(f, o, env)]
        return f.bind([new()], e.op, args, e.attrs, [e.type], e.span)
    if isinstance(e, (A.Call, A.Handle)):
        args = [v for a in e.args for v in _expr(f, a, env)]
        types = flat(e.type)
        names = [new()] if len(types) == 1 else [f.fresh() for _ in types]
        attrs = {"fn": e.fn} if isinstance(e, A.Call) else {"fn": e.fn, "handler": e.handler}
        return f.bind(names, "call" if isinstance(e, A.Call) else "handle", args, attrs, types, e.span)
    raise TypeError(f"ANF: unexpected node {type(e).__name__}")


def function(fn: A.FnDef) -> Function:
    f = _Fn()
    env = {}
    for p in fn.params:
        env[p.name] = f.claim(p.name)
    results = _expr(f, fn.body, env)
    return Function(fn.name, [(env[p.name], p.type) for p in fn.params], f.body, results, list(flat(fn.result.type)),
                    fn.span, tuple_result=isinstance(fn.result.type, TupleType))


def to_anf(prog: A.Program, source: Source) -> Program:
    return Program({fn.name: function(fn) for fn in [*prog.fns, prog.main]}, source)
