"""The IR verifier, run between passes in tests and with KINA_VERIFY=1: every
function held under its own name, every name defined once and before use,
every binding's types what its op's typing rule (or callee) says, calls
matching their callee, results as declared, and after the `ir` stage no
`handle` left. It names the pass (and plugin) that
broke the IR, so a faulty plugin is found by name."""
from __future__ import annotations

from .ir import Bind, Call, Const, Function, Handle, Program
from .ops.registry import OpTypeError


class IRVerificationError(Exception):
    """The IR broke an invariant; the message names the function, binding and culprit."""


def verify(program: Program, ops=None, *, after: str = "", handles_allowed: bool = True) -> Program:
    """Check `program`; `ops` (an OpTable) also checks every op is registered.
    `after` names what produced the IR (e.g. "pass `dce` (plugin frontend)")."""
    where = f" after {after}" if after else ""
    for key, fn in program.functions.items():
        if fn.name != key:  # calls find functions by key, the emitter names symbols by `fn.name`
            raise IRVerificationError(f"invalid IR{where}: the program holds function `{fn.name}` under the name `{key}`")
        try:
            _verify_function(program, fn, ops, handles_allowed)
        except IRVerificationError as e:
            raise IRVerificationError(f"invalid IR{where}: in `{fn.name}`: {e}") from None
    return program


def _verify_function(program: Program, fn: Function, ops, handles_allowed: bool) -> None:
    env = {}
    for p, t in fn.params:
        if p in env:
            raise IRVerificationError(f"parameter `{p}` declared twice")
        env[p] = t
    for b in fn.body:
        for a in b.args:
            if a not in env:
                raise IRVerificationError(f"`{b}` uses `{a}` before it is defined")
        arg_types = [env[a] for a in b.args]
        if isinstance(b, Bind):
            if ops is not None and b.op not in ops:
                raise IRVerificationError(f"`{b}` applies op `{b.op.name}`, which no plugin registered")
            if len(b.names) != 1 or not b.op.takes(len(b.args)):
                raise IRVerificationError(f"`{b}`: `{b.op.name}` takes {b.op.arity} operand(s) and gives one result")
            try:
                want = (b.op.infer(arg_types, dict(b.attrs)),)
            except OpTypeError as e:
                raise IRVerificationError(f"`{b}` is ill-typed: {e.message}") from None
        elif isinstance(b, Const):
            want = b.types
            if b.args or len(b.names) != 1:
                raise IRVerificationError(f"`{b}`: a constant has no operands and one result")
        elif isinstance(b, (Call, Handle)):
            if isinstance(b, Handle) and not handles_allowed:
                raise IRVerificationError(f"`{b}`: handler `{b.handler}` left its `handle` in place (its eliminate() must remove it)")
            callee = program.functions.get(b.fn)
            if callee is None:
                raise IRVerificationError(f"`{b}` refers to the unknown function `{b.fn}`")
            if tuple(arg_types) != tuple(t for _, t in callee.params):
                raise IRVerificationError(f"`{b}` passes {_tys(arg_types)} to `{b.fn}`, which takes {_tys(t for _, t in callee.params)}")
            want = callee.result_types if isinstance(b, Call) else b.types
        else:
            raise IRVerificationError(f"unknown binding node {type(b).__name__}")
        if tuple(b.types) != tuple(want):
            raise IRVerificationError(f"`{b}` is annotated {_tys(b.types)} but computes {_tys(want)}")
        for t in b.types:
            problem = t.problem()
            if problem:
                raise IRVerificationError(f"`{b}` exceeds Kina's limits: {problem}")
        for n, t in zip(b.names, b.types):
            if n in env:
                raise IRVerificationError(f"`{n}` is defined twice")
            env[n] = t
    for r, t in zip(fn.results, fn.result_types):
        if r not in env:
            raise IRVerificationError(f"result `{r}` is never defined")
        if env[r] != t:
            raise IRVerificationError(f"result `{r}` has type {env[r]}, declared {t}")
    if len(fn.results) != len(fn.result_types):
        raise IRVerificationError(f"{len(fn.results)} result(s) but {len(fn.result_types)} result type(s)")


def _tys(types) -> str:
    return "(" + ", ".join(map(str, types)) + ")"
