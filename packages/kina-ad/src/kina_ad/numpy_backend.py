"""Backend `numpy`: interprets the typed, AD-transformed IR with each op's NumPy semantics.
It is the oracle the native backend is tested against."""
from __future__ import annotations

import numpy as np

from kina.compiler import Backend
from kina.hookspecs import hookimpl
from kina.hostio import bind_arguments, index_checks
from kina.ir import Program
from kina.ops import registry as R


def evaluate(program: Program, name: str, arrays: list[np.ndarray]) -> list[np.ndarray]:
    fn = program.functions[name]
    env = {p: a for (p, _), a in zip(fn.params, arrays)}
    with np.errstate(all="ignore"):  # IEEE results (inf, nan) as the native code gives them
        for b in fn.body:
            args = [env[a] for a in b.args]
            if b.op == "call":
                outs = evaluate(program, b.attrs["fn"], args)
            elif b.op == "handle":
                raise RuntimeError(f"handler `{b.attrs['handler']}` was not transformed away (is its pass installed?)")
            else:
                op = R.get(b.op)
                outs = [op.numpy(args, b.attrs, b.types[0])]
            for n, t, v in zip(b.names, b.types, outs):
                v = np.asarray(v)
                env[n] = v.astype(t.numpy_dtype, copy=False).reshape(t.shape)
    return [env[r] for r in fn.results]


class NumpyFunction:
    def __init__(self, program: Program, name: str):
        self.program, self.name = program, name
        self.fn = program.functions[name]
        self.checks = index_checks(program, name)
        self.__name__ = name

    def __call__(self, *args, **kwargs):
        arrays = bind_arguments(self.fn, args, kwargs, self.checks)
        # copies: the interpreter never lets a result alias a caller's array
        outs = [np.array(o, copy=True) for o in evaluate(self.program, self.name, arrays)]
        return tuple(outs) if self.fn.tuple_result or len(outs) > 1 else outs[0]


class NumpyExecutable:
    def __init__(self, program: Program):
        self.program = program
        self.functions = {n: NumpyFunction(program, n) for n, f in program.functions.items() if not f.origin}


def _load(program, ctx):
    ctx.info["backend"] = "numpy"
    return NumpyExecutable(program)


@hookimpl
def run():
    return [Backend("numpy", _load, priority=0, help="reference interpreter (NumPy semantics of every op)")]
