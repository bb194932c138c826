"""The IR verifier, run between passes in tests and with KINA_VERIFY=1: every
function held under its own name, every name defined once and before use,
every binding's types what its op's typing rule (or callee) says, calls
matching their callee, results as declared, and after the `ir` stage no
`handle` left. A loop or `if` block is checked as a spine of its own, seeing only its
parameters (blocks are isolated from above, kina.ir): the index `I64[]`, carries whose new
values keep their types, stacked outputs `[trip, …]`, a `Bool[]` condition, branches of the
binding's types. It names the pass (and plugin) that
broke the IR, so a faulty plugin is found by name."""
from __future__ import annotations

from .ir import Bind, Block, Call, Const, Function, Handle, If, Loop, Program, with_blocks
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
    _verify_spine(program, fn, ops, handles_allowed, "")


def _verify_spine(program: Program, spine, ops, handles_allowed: bool, where: str) -> None:
    """A function's or a block's let-spine; `where` says which block, for the message."""
    env = {}
    for p, t in spine.params:
        if p in env:
            raise IRVerificationError(f"parameter `{p}`{where} declared twice")
        env[p] = t
    for b in spine.body:
        for a in b.args:
            if a not in env:
                raise IRVerificationError(f"`{_head(b)}`{where} uses `{a}` before it is defined")
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
            # a handler may add arguments after the callee's own (forwardMode's tangents, §C4)
            passed = arg_types[:len(callee.params)] if isinstance(b, Handle) else arg_types
            if tuple(passed) != tuple(t for _, t in callee.params):
                raise IRVerificationError(f"`{b}` passes {_tys(arg_types)} to `{b.fn}`, which takes {_tys(t for _, t in callee.params)}")
            want = callee.result_types if isinstance(b, Call) else b.types
        elif isinstance(b, Loop):
            want = _verify_loop(program, b, arg_types, ops, handles_allowed, where)
        elif isinstance(b, If):
            want = _verify_if(program, b, arg_types, ops, handles_allowed, where)
        else:
            raise IRVerificationError(f"unknown binding node {type(b).__name__}")
        if tuple(b.types) != tuple(want):
            raise IRVerificationError(f"`{_head(b)}` is annotated {_tys(b.types)} but computes {_tys(want)}")
        for t in b.types:
            problem = t.problem()
            if problem:
                raise IRVerificationError(f"`{_head(b)}` exceeds Kina's limits: {problem}")
        for n, t in zip(b.names, b.types):
            if n in env:
                raise IRVerificationError(f"`{n}`{where} is defined twice")
            env[n] = t
    for r, t in zip(spine.results, _result_types(spine, env)):
        if r not in env:
            raise IRVerificationError(f"result `{r}`{where} is never defined")
        if t is not None and env[r] != t:
            raise IRVerificationError(f"result `{r}` has type {env[r]}, declared {t}")
    if isinstance(spine, Function) and len(spine.results) != len(spine.result_types):
        raise IRVerificationError(f"{len(spine.results)} result(s) but {len(spine.result_types)} result type(s)")


def _result_types(spine, env):
    return spine.result_types if isinstance(spine, Function) else [None] * len(spine.results)


def _block_types(blk: Block) -> list:
    env = blk.types()
    return [env.get(r) for r in blk.results]


def _verify_loop(program, b: Loop, arg_types, ops, handles_allowed, where) -> tuple:
    head, k, blk = _head(b), b.n_carries, b.block
    inner = f"{where} in the loop `{head}`"
    if not isinstance(b.trip, int) or isinstance(b.trip, bool) or b.trip < 1:
        raise IRVerificationError(f"`{head}`: the trip count must be an integer >= 1, got {b.trip!r}")
    if not 0 < k <= len(b.args) or len(blk.params) != 1 + len(b.args):
        raise IRVerificationError(f"`{head}`: {len(b.args)} operand(s) with {k} carries need {1 + len(b.args)} block parameters "
                                  f"(the index, the carries, the captures), got {len(blk.params)}")
    index_t = blk.params[0][1]
    if index_t.dtype != "I64" or index_t.rank != 0:
        raise IRVerificationError(f"`{head}`: the index `{blk.params[0][0]}` must be I64[], got {index_t}")
    for (p, t), a, at in zip(blk.params[1:], b.args, arg_types):
        if t != at:
            raise IRVerificationError(f"`{head}`: block parameter `{p}` has type {t} but its operand `{a}` is {at}")
    _verify_spine(program, blk, ops, handles_allowed, inner)
    got = _block_types(blk)
    if len(got) < k:
        raise IRVerificationError(f"`{head}`: the block gives {len(got)} value(s) for {k} carries")
    for (p, t), g in zip(blk.params[1:1 + k], got):
        if g != t:
            raise IRVerificationError(f"`{head}`: carry `{p}` is {t} but the block's new value is {g}")
    return tuple(t for _, t in blk.params[1:1 + k]) + tuple(g.with_(shape=(b.trip,) + tuple(g.shape)) for g in got[k:])


def _verify_if(program, b: If, arg_types, ops, handles_allowed, where) -> tuple:
    head = _head(b)
    if not arg_types or arg_types[0].dtype != "Bool" or arg_types[0].rank != 0:
        raise IRVerificationError(f"`{head}`: the condition must be Bool[], got {arg_types[0] if arg_types else 'nothing'}")
    want = None
    for name, blk in (("then", b.then_block), ("else", b.else_block)):
        if len(blk.params) != len(b.args) - 1:
            raise IRVerificationError(f"`{head}`: the {name} branch takes {len(blk.params)} parameter(s) for {len(b.args) - 1} capture(s)")
        for (p, t), a, at in zip(blk.params, b.args[1:], arg_types[1:]):
            if t != at:
                raise IRVerificationError(f"`{head}`: {name}-branch parameter `{p}` has type {t} but its operand `{a}` is {at}")
        _verify_spine(program, blk, ops, handles_allowed, f"{where} in the {name} branch of `{head}`")
        got = tuple(_block_types(blk))
        if want is not None and got != want:
            raise IRVerificationError(f"`{head}`: the branches give {_tys(want)} and {_tys(got)}")
        want = got
    return want


def _head(b) -> str:
    """A binding's first line. A loop or `if` is printed with its blocks emptied: the first line
    is the same, and printing the nested blocks at every level would cost depth² per verify."""
    if b.blocks:
        b = with_blocks(b, [blk.with_body(()) for blk in b.blocks])
    return str(b).split("\n")[0]


def _tys(types) -> str:
    return "(" + ", ".join(map(str, types)) + ")"
