"""Backend `numpy`: interprets the IR with each op's NumPy semantics (the
compiler's `numpy_rules` table). It is the oracle the native backend is tested against."""
from __future__ import annotations

import numpy as np

from kina.hostio import KinaRuntimeError, bind_arguments, first_out_of_range, index_checks, index_error_message, pack_results, zero_division_message
from kina.ir import Bind, Call, Const, Program
from kina.memory import check_fits, peak_bytes


class MissingRuleError(Exception):
    """An op reached the interpreter without NumPy semantics registered for it."""


class _Frame:
    """One function being evaluated: its bindings, the values so far and the next binding."""
    __slots__ = ("fn", "types", "env", "pc")

    def __init__(self, program: Program, name: str, arrays):
        self.fn = program.functions[name]
        self.types = self.fn.types()
        self.env = {p: a for (p, _), a in zip(self.fn.params, arrays)}
        self.pc = 0

    def bind(self, b, outs) -> None:
        for n, t, v in zip(b.names, b.types, outs):
            v = np.asarray(v)
            self.env[n] = v.astype(t.numpy_dtype, copy=False).reshape(t.shape)
        self.pc += 1


def evaluate(program: Program, rules, name: str, arrays: list[np.ndarray]) -> list[np.ndarray]:
    # calls are frames on a list, not Python recursion: generated code chains thousands of calls
    stack = [_Frame(program, name, arrays)]
    with np.errstate(all="ignore"):  # IEEE results (inf, nan) as the native code gives them
        while True:
            frame = stack[-1]
            if frame.pc == len(frame.fn.body):
                results = [frame.env[r] for r in frame.fn.results]
                stack.pop()
                if not stack:
                    return results
                stack[-1].bind(stack[-1].fn.body[stack[-1].pc], results)
                continue
            b = frame.fn.body[frame.pc]
            args = [frame.env[a] for a in b.args]
            if isinstance(b, Const):
                outs = [np.full(b.types[0].shape, b.value, dtype=b.types[0].numpy_dtype)]
            elif isinstance(b, Call):
                stack.append(_Frame(program, b.fn, args))
                continue
            elif isinstance(b, Bind):
                if b.op.index_bounds:
                    _check_indices(b.file(frame.fn, program.source.path), b, args, [frame.types[a] for a in b.args])
                for j in b.op.nonzero_operands:
                    if not np.all(args[j]):
                        raise KinaRuntimeError(zero_division_message(b.op, b.file(frame.fn, program.source.path), b.span))
                rule = rules.get(b.op)
                if rule is None:
                    raise MissingRuleError(f"op `{b.op.name}` has no NumPy semantics (no plugin registered one through register_numpy_rules)")
                outs = [rule(args, b.attrs, b.types[0])]
            else:
                raise MissingRuleError(f"`{b}` was not eliminated before execution")
            frame.bind(b, outs)


def _check_indices(path: str, b: Bind, args, arg_types) -> None:
    """An out-of-range index is a runtime error, never a wrapped or clipped read (§A7)."""
    for j, (lo, hi) in b.op.index_bounds(arg_types, b.attrs).items():
        bad = first_out_of_range(args[j], lo, hi)
        if bad is not None:
            raise KinaRuntimeError(index_error_message(b.op, path, b.span, lo, hi) + f" (it holds {bad})")


class NumpyFunction:
    def __init__(self, program: Program, rules, name: str):
        self.program, self.rules, self.name = program, rules, name
        self.fn = program.functions[name]
        self.checks = index_checks(program, name)
        self.peak = peak_bytes(program, name)
        self.__name__ = name

    def __call__(self, *args, **kwargs):
        arrays = bind_arguments(self.fn, args, kwargs, self.checks)
        check_fits(self.name, self.peak)
        # copies: the interpreter never lets a result alias a caller's array
        outs = [np.array(o, copy=True) for o in evaluate(self.program, self.rules, self.name, arrays)]
        return pack_results(self.name, outs, self.fn.tuple_result or len(outs) > 1, self.fn.result_names)


class NumpyExecutable:
    def __init__(self, program: Program, rules):
        self.program = program
        self.all_functions = {n: NumpyFunction(program, rules, n) for n in program.functions}
        self.functions = {n: f for n, f in self.all_functions.items() if not program.functions[n].origin}


def load(program, ctx):
    ctx.info["backend"] = "numpy"
    return NumpyExecutable(program, ctx.compiler.numpy_rules)
