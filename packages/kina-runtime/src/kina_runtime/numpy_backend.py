"""Backend `numpy`: interprets the IR with each op's NumPy semantics (the
compiler's `numpy_rules` table). It is the oracle the native backend is tested against."""
from __future__ import annotations

import numpy as np

from kina.analyses import index_checks, peak_bytes
from kina.hostio import KinaRuntimeError, bind_arguments, first_out_of_range, index_error_message, pack_results, zero_division_message
from kina.ir import Bind, Call, Const, If, Loop, Program
from kina.memory import check_fits

from . import collective_ir, mpi


class MissingRuleError(Exception):
    """An op reached the interpreter without NumPy semantics registered for it."""


class _Frame:
    """One spine being evaluated (a function's body, or one run of a loop or `if` block): its
    bindings, the values so far and the next binding. `fn` is the function the spine belongs
    to (the file its spans point into)."""
    __slots__ = ("spine", "fn", "types", "env", "pc")

    def __init__(self, spine, fn, types, arrays):
        self.spine, self.fn, self.types = spine, fn, types
        self.env = {p: a for (p, _), a in zip(spine.params, arrays)}
        self.pc = 0

    def bind(self, b, outs) -> None:
        for n, t, v in zip(b.names, b.types, outs):
            v = np.asarray(v)
            self.env[n] = v.astype(t.numpy_dtype, copy=False).reshape(t.shape)
        self.pc += 1


class _LoopRun:
    """A `Loop` in progress, between its frame and the frames of its iterations: the carries
    so far and the per-iteration outputs, stacked along a new axis 0 when the last one ends."""
    __slots__ = ("loop", "frame", "captures", "carries", "outputs", "t")

    def __init__(self, loop: Loop, frame: _Frame, args):
        self.loop, self.frame = loop, frame
        self.carries, self.captures = args[:loop.n_carries], args[loop.n_carries:]
        self.outputs: list[list[np.ndarray]] = [[] for _ in loop.types[loop.n_carries:]]
        self.t = 0

    def iteration(self, types) -> _Frame:
        index = np.array(self.t, dtype=np.int64)
        return _Frame(self.loop.block, self.frame.fn, types, [index, *self.carries, *self.captures])

    def finish_iteration(self, results) -> bool:
        """Take one iteration's block results; True when that was the last iteration."""
        k = self.loop.n_carries
        self.carries = results[:k]
        for acc, v in zip(self.outputs, results[k:]):
            acc.append(v)
        self.t += 1
        return self.t == self.loop.trip

    def results(self) -> list[np.ndarray]:
        return [*self.carries, *(np.stack(acc) for acc in self.outputs)]


def evaluate(program: Program, rules, name: str, arrays: list[np.ndarray]) -> list[np.ndarray]:
    # calls and blocks are frames on a list, not Python recursion: generated code chains
    # thousands of calls, and a loop body may itself call functions
    # id(spine) -> its value types, computed once (a block runs once per iteration); the program
    # holds every spine while this runs, so the ids stay theirs
    types_of: dict[int, dict] = {}

    def types(spine):
        t = types_of.get(id(spine))
        if t is None:
            t = types_of[id(spine)] = spine.types()
        return t

    fn0 = program.functions[name]
    stack: list = [_Frame(fn0, fn0, types(fn0), arrays)]
    with np.errstate(all="ignore"):  # IEEE results (inf, nan) as the native code gives them
        while True:
            frame = stack[-1]
            if frame.pc == len(frame.spine.body):
                results = [frame.env[r] for r in frame.spine.results]
                stack.pop()
                if not stack:
                    return results
                parent = stack[-1]
                if isinstance(parent, _LoopRun):
                    if not parent.finish_iteration(results):
                        stack.append(parent.iteration(types(parent.loop.block)))
                        continue
                    stack.pop()
                    results = parent.results()
                    parent = stack[-1]
                parent.bind(parent.spine.body[parent.pc], results)
                continue
            b = frame.spine.body[frame.pc]
            args = [frame.env[a] for a in b.args]
            if isinstance(b, Const):
                outs = [np.full(b.types[0].shape, b.value, dtype=b.types[0].numpy_dtype)]
            elif isinstance(b, Call):
                callee = program.functions[b.fn]
                stack.append(_Frame(callee, callee, types(callee), args))
                continue
            elif isinstance(b, Loop):
                run = _LoopRun(b, frame, args)
                stack += [run, run.iteration(types(b.block))]
                continue
            elif isinstance(b, If):
                block = b.then_block if bool(args[0]) else b.else_block
                stack.append(_Frame(block, frame.fn, types(block), args[1:]))
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
        # §D1: the ranks compare programs and shapes before this function's first collective
        self.unchecked = mpi.under_launcher() and collective_ir.uses_collectives(program, name)

    def __call__(self, *args, **kwargs):
        if self.unchecked:
            mpi.check_same_call(collective_ir.program_key(self.program, self.name), self.name, args, kwargs)
            self.unchecked = False
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
