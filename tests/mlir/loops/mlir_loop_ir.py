"""IR programs with loops and conditionals built by hand (independent of the parser), compiled
by kina-mlir to a native library and run by the NumPy reference backend.

A `Spine` builds one let-spine (a function body or a block) with every binding's type from its
op's typing rule; `loop` and `if_` build nested blocks, isolated from above like the IR wants:
the caller lists the outer values a block captures. Every binding gets its own source line
(`line=` to choose one), so a runtime error names a line a test can predict."""
from __future__ import annotations

import itertools

from kina.diagnostics import Source, Span
from kina.ir import Bind, Block, Call, Const, Function, If, Loop, Program
from kina.types import TensorType
from kina.verify import verify

from helpers import compiler


def T(dtype: str, *shape: int) -> TensorType:
    return TensorType(dtype, tuple(shape))


def span(line: int, col: int = 3) -> Span:
    return Span(line, col, line, col + 1)


class Spine:
    def __init__(self, params, functions=None, lines=None):
        self._lines = lines if lines is not None else itertools.count(10)  # a function's blocks share its lines
        self.params = list(params)
        self.types = dict(self.params)
        self.body: list = []
        self.functions = functions if functions is not None else {}
        self._names = itertools.count()

    def name(self, hint: str = "v") -> str:
        return f"{hint}{next(self._names)}"

    def _span(self, line):
        return span(line if line is not None else next(self._lines))

    def _add(self, b):
        self.body.append(b)
        self.types.update(zip(b.names, b.types))
        return b.names[0] if len(b.names) == 1 else b.names

    def op(self, op, *args, line=None, **attrs) -> str:
        out = op.infer([self.types[a] for a in args], op.full_attrs(attrs))
        return self._add(Bind((self.name(),), args, (out,), self._span(line), op=op, attrs=op.full_attrs(attrs)))

    def const(self, value, t: TensorType, line=None) -> str:
        return self._add(Const((self.name("c"),), (), (t,), self._span(line), value=value))

    def call(self, fn: Function, *args, line=None):
        self.functions[fn.name] = fn
        names = tuple(self.name("r") for _ in fn.result_types)
        return self._add(Call(names, args, fn.result_types, self._span(line), fn=fn.name))

    def loop(self, trip: int, inits, captures, body, line=None):
        """`body(block, t, *carries, *captured)` returns the new carries then the outputs."""
        params = [("p_t", T("I64"))] + [(f"p_c{i}", self.types[a]) for i, a in enumerate(inits)]
        params += [(f"p_k{i}", self.types[a]) for i, a in enumerate(captures)]
        blk = Spine(params, self.functions, self._lines)
        results = body(blk, *[p for p, _ in params])
        results = [results] if isinstance(results, str) else list(results)
        k = len(inits)
        types = [self.types[a] for a in inits] + [blk.types[r].with_(shape=(trip, *blk.types[r].shape)) for r in results[k:]]
        names = tuple(self.name("l") for _ in types)
        block = Block(tuple(params), tuple(blk.body), tuple(results))
        return self._add(Loop(names, tuple(inits) + tuple(captures), tuple(types), self._span(line), trip=trip, n_carries=k, block=block))

    def if_(self, cond: str, captures, then_body, else_body, line=None):
        """`then_body(block, *captured)` and `else_body(…)` return the branch's values."""
        params = [(f"p_k{i}", self.types[a]) for i, a in enumerate(captures)]
        blocks, types = [], None
        for fn in (then_body, else_body):
            blk = Spine(params, self.functions, self._lines)
            results = fn(blk, *[p for p, _ in params])
            results = [results] if isinstance(results, str) else list(results)
            types = [blk.types[r] for r in results]
            blocks.append(Block(tuple(params), tuple(blk.body), tuple(results)))
        names = tuple(self.name("f") for _ in types)
        return self._add(If(names, (cond, *captures), tuple(types), self._span(line), then_block=blocks[0], else_block=blocks[1]))

    def function(self, name: str, *results) -> Function:
        fn = Function(name, tuple(self.params), tuple(self.body), tuple(results), tuple(self.types[r] for r in results),
                      span(1), tuple_result=len(results) > 1)
        self.functions[name] = fn
        return fn


def build(spine: Spine, *results, path: str = "loops.kina") -> Program:
    """`main` (the spine, returning `results`) and every function it calls, verified. The source
    text is the IR's printed form: the compile cache keys a source's function index by its text."""
    main = spine.function("main", *results)
    functions = {n: f for n, f in spine.functions.items() if n != "main"}
    functions["main"] = main
    text = "\n".join(str(f) for f in functions.values())
    return verify(Program(functions, Source(path, text)), compiler().ops, handles_allowed=False)


def native(program: Program):
    """The native library of `program` (backend `native`: each function built on first call)."""
    from kina_mlir.artifacts.stages import exports_stage

    c = compiler()
    ctx = c.context(program.source)
    ctx.values["ir"] = program
    return c.backends()["native"].load(exports_stage(program, ctx), ctx)


def reference(program: Program):
    """The NumPy backend's executable of `program`."""
    return compiler().execute(program, "numpy")


def emitted(program: Program, checks: bool = True):
    from kina_mlir.emit.module import emit_module
    from kina_mlir.options import CodegenOptions

    return emit_module(program, compiler().lowerings, CodegenOptions.resolve({}), checks=checks)


def gru_program(trip: int, b: int = 16, e: int = 32, h: int = 256, stacked: bool = True, path: str = "gru.kina") -> Program:
    """A GRU recurrence over `trip` steps (one `loop`): z, r gates, candidate n, h' = n + z·(h - n);
    returns the last state and (`stacked`) every step's state [trip, b, h]."""
    from kina.ops import elementwise as E, indexing as I, nn as N

    H2, X3 = T("F32", e, h), T("F32", h, h)
    names = ["wz", "wr", "wh"]
    s = Spine([("xs", T("F32", trip, b, e)), ("h0", T("F32", b, h)), *((n, H2) for n in names),
               *((n, X3) for n in ["uz", "ur", "uh"])])

    def body(blk, t, hc, xs, wz, wr, wh, uz, ur, uh):
        x = blk.op(I.index, xs, t, axis=0)

        def gate(w, u, hv, act):
            return blk.op(act, blk.op(E.add, blk.op(N.matmul, x, w), blk.op(N.matmul, hv, u)))
        z, r = gate(wz, uz, hc, E.sigmoid), gate(wr, ur, hc, E.sigmoid)
        n = gate(wh, uh, blk.op(E.mul, r, hc), E.tanh)
        h1 = blk.op(E.add, n, blk.op(E.mul, z, blk.op(E.sub, hc, n)))
        return (h1, h1) if stacked else h1
    out = s.loop(trip, ["h0"], ["xs", *names, "uz", "ur", "uh"], body)
    return build(s, *([out] if isinstance(out, str) else out), path=path)
