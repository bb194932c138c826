"""Building loop and `if` IR by hand (kina.ir's Loop, If, Block), for tests of the backends and
passes that must not depend on the parser."""
from __future__ import annotations

from kina.diagnostics import Source, Span
from kina.ir import Bind, Const, Function, Program
from kina.types import TensorType
from kina.verify import verify

from helpers import compiler

F4 = TensorType("F32", (4,))
F0 = TensorType("F32", ())
I0 = TensorType("I64", ())
B0 = TensorType("Bool", ())


def sp(line, col=3):
    return Span(line, col, line, col + 1)


def op(name, o, args, t, line=1, **attrs):
    return Bind((name,), tuple(args), (t,), sp(line), op=o, attrs=attrs)


def const(name, value, t, line=1):
    return Const((name,), (), (t,), sp(line), value=value)


def function(params, body, results, result_types, name="main", **kw):
    return Function(name, tuple(params), tuple(body), tuple(results), tuple(result_types), sp(1),
                    tuple_result=len(results) > 1, **kw)


def program(*functions, path="loops.kina", handles_allowed=False):
    """The program of these functions, verified."""
    return verify(Program({f.name: f for f in functions}, Source(path, "")), compiler().ops, handles_allowed=handles_allowed)


def numpy_main(prog, name="main"):
    from kina_runtime.numpy_backend import NumpyExecutable

    return NumpyExecutable(prog, compiler().numpy_rules).all_functions[name]
