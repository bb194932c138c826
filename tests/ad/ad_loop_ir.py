"""Loop and `if` IR built by hand for the reverseMode tests (independent of the parser): a
spine builder that infers each binding's type with its op's typing rule, as the frontend does."""
from __future__ import annotations

from kina.diagnostics import Source, Span
from kina.ir import Bind, Block, Const, Function, If, Loop, Program
from kina.types import TensorType
from kina.verify import verify

from helpers import compiler


def F(*shape, dtype="F32"):
    return TensorType(dtype, tuple(shape))


I64 = TensorType("I64", ())


def span(line=1):
    return Span(line, 3, line, 4)


class Spine:
    """A let-spine under construction: `s("y", op, "x", axis=0)` binds y with its inferred type."""

    def __init__(self, *params):
        self.params = list(params)
        self.env = dict(params)
        self.body = []

    def __call__(self, name, op, *args, **attrs):
        full = op.full_attrs(attrs)
        t = op.infer([self.env[a] for a in args], full)
        return self._add(Bind((name,), tuple(args), (t,), span(len(self.body) + 2), op, full))

    def const(self, name, value, t):
        return self._add(Const((name,), (), (t,), span(len(self.body) + 2), value))

    def loop(self, names, trip, inits, captures, block: "Spine", results, n_carries=None):
        """`names` = loop(carries = inits) for trip captures(...) { block } with `block`'s params
        (index, carries, captures) already declared."""
        k = len(inits) if n_carries is None else n_carries
        blk = block.block(results)
        types = [t for _, t in blk.params[1:1 + k]] + [block.env[r].with_(shape=(trip,) + block.env[r].shape) for r in results[k:]]
        self._add(Loop(tuple(names), tuple(inits) + tuple(captures), tuple(types), span(len(self.body) + 2),
                       trip=trip, n_carries=k, block=blk))
        return names

    def if_(self, names, cond, captures, then: "Spine", then_results, other: "Spine", else_results):
        tb, eb = then.block(then_results), other.block(else_results)
        types = [then.env[r] for r in then_results]
        self._add(If(tuple(names), (cond,) + tuple(captures), tuple(types), span(len(self.body) + 2),
                     then_block=tb, else_block=eb))
        return names

    def _add(self, b):
        self.body.append(b)
        self.env.update(zip(b.names, b.types))
        return b.names[0] if len(b.names) == 1 else b.names

    def block(self, results) -> Block:
        return Block(tuple(self.params), tuple(self.body), tuple(results))

    def function(self, name, results) -> Function:
        return Function(name, tuple(self.params), tuple(self.body), tuple(results), tuple(self.env[r] for r in results),
                        span(1), tuple_result=len(results) > 1)


def program(*functions, path="loops.kina") -> Program:
    """The program of these functions, verified."""
    return verify(Program({f.name: f for f in functions}, Source(path, "")), compiler().ops)
