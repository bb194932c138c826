"""Reverse mode, source to source: `reverse_function(program, fn, vjps, wrt)`
generates `f__reverseMode`: f's let-spine (calls inlined, in loop and `if` blocks too; loop
invariants moved out of their loops), seed ones on every primal output (docs/spec.md §12.2),
then the reverse let-spine built from each op's VJP rule and, for loops and `if`s, a reverse
loop or `if` (kina_ad.control), returning (primals…, one cotangent per differentiated
parameter…) (§12.3)."""
from __future__ import annotations

from dataclasses import replace

from kina.ir import Binding, Block, Call, Function, NameSupply, Program, with_blocks
from kina.rewrites.dce import dce_function

from .builder import Builder
from .control import ReverseAD
from .hoist import hoist_invariants
from .sweep import Spine

HANDLER = "reverseMode"

__all__ = ["Builder", "HANDLER", "generated_name", "generated_once", "inline_call", "inline_calls", "origin", "reverse_function"]


def inline_calls(program: Program, fn: Function, keep_remat: bool = False) -> tuple[list[Binding], list[str], NameSupply]:
    """fn's let-spine with every call replaced by the callee's (renamed) spine, also inside
    loop and `if` blocks (a call in a block is inlined into that block: blocks are isolated).
    With `keep_remat` (reverseMode) a call marked remat (§C6) stays, renamed, for the sweep to
    recompute; without (any other user) it is a plain call and inlined like the others.

    Calls are followed with an explicit stack of frames, not recursion, so a long
    chain of functions each calling the previous one inlines at any length (blocks recurse,
    at most MAX_BLOCK_DEPTH deep). A binding taken from a callee defined in another file than
    fn records that file (Binding.path): its span holds that file's positions."""
    names = NameSupply(p for p, _ in fn.params)
    body, results = _inline(program, fn, fn, fn, names, keep_remat)
    return body, results, names


def _inline(program: Program, top: Function, owner: Function, spine, names: NameSupply, keep_remat: bool):
    """`spine` (a Function or a Block written in function `owner`) inlined into `names`."""
    body: list[Binding] = []
    # a frame: (function, its renaming env, where it is in its body, its results, the call site, the caller's env)
    stack = [(owner, {p: p for p, _ in spine.params}, iter(spine.body), spine.results, None, None)]
    results: list[str] = []
    while stack:
        f, env, rest, f_results, site, caller_env = stack[-1]
        for b in rest:
            args = tuple(env[a] for a in b.args)
            if isinstance(b, Call) and not (keep_remat and b.remat):
                callee = program.functions[b.fn]
                stack.append((callee, {p: a for (p, _), a in zip(callee.params, args)}, iter(callee.body), callee.results, b, env))
                break
            renamed = tuple(names.claim(n) for n in b.names)
            env.update(zip(b.names, renamed))
            new = replace(b, names=renamed, args=args, path=_inlined_path(program, top, f, b))
            if new.blocks:
                new = with_blocks(new, [_inline_block(program, top, f, blk, keep_remat) for blk in new.blocks])
            body.append(new)
        else:  # f is done: its results are the call's values in the caller
            stack.pop()
            results = [env[r] for r in f_results]
            if site is not None:
                caller_env.update(zip(site.names, results))
    return body, results


def inline_call(program: Program, top: Function, call: Call, names: NameSupply) -> tuple[list[Binding], list[str]]:
    """The callee's spine of `call` (written in `top`) reading the call's own arguments, renamed
    in `names`, and the names of its results: a checkpointed call recomputed (§C6). Calls
    inside it are inlined, a checkpointed call inside it stays one (nested checkpoints)."""
    params = tuple((a, None) for a in dict.fromkeys(call.args))
    return _inline(program, top, top, Block(params, (replace(call, remat=False),), call.names), names, True)


def _inline_block(program: Program, top: Function, owner: Function, blk, keep_remat: bool):
    body, results = _inline(program, top, owner, blk, NameSupply(p for p, _ in blk.params), keep_remat)
    return blk.with_body(body, results)


def _inlined_path(program: Program, fn: Function, f: Function, b: Binding) -> str | None:
    """The file of b's span inside fn: b's own record, else f's file when it is not fn's."""
    if b.path or f is fn:
        return b.path
    own = program.source.path if program.source is not None else None
    return None if (f.path or own) == (fn.path or own) else (f.path or own)


def generated_name(fn_name: str, wrt: list[str] | None, handler: str = HANDLER) -> str:
    return f"{fn_name}__{handler}" + ("" if wrt is None else "_wrt_" + "_".join(wrt))


def origin(fn_name: str, wrt: list[str] | None, handler: str = HANDLER) -> str:
    """What a generated function records as its origin: the one it was made from, and how."""
    return f"{handler}({fn_name})" if wrt is None else f"{handler}({fn_name}, wrt=[{', '.join(wrt)}])"


def generated_once(program: Program, site, handler: str, build) -> tuple[dict, str]:
    """(new functions, the name of the generated function a `handle` site calls): one per
    (f, wrt, handler), found by its origin, so that a function the user named `f__reverseMode` is
    not taken for it (the generated one then gets a free name). `build(wrt, name)` makes it when
    the program has none yet."""
    wrt = site.handler_args.get("wrt")
    wrt = list(wrt) if wrt is not None else None
    made = origin(site.fn, wrt, handler)
    name = next((n for n, f in program.functions.items() if f.origin == made), None)
    if name is not None:
        return {}, name
    name = program.function_name(generated_name(site.fn, wrt, handler))
    return {name: build(wrt, name)}, name


def reverse_function(program: Program, fn: Function, vjps, wrt: list[str] | None = None, name: str | None = None) -> Function:
    """`wrt`: the parameters whose cotangents are returned, in order (default: every float one);
    `name`: the generated function's (default `generated_name`; the handler picks a free one)."""
    wrt_params = [p for p, t in fn.params if t.is_float] if wrt is None else list(wrt)
    body, primals, names = inline_calls(program, fn, keep_remat=True)
    body = hoist_invariants(body, names)
    types = dict(fn.params)
    for b in body:
        types.update(zip(b.names, b.types))
    ad = ReverseAD(vjps, lambda call, names: inline_call(program, fn, call, names))
    bld = Builder(types, names)
    bld.span = fn.span
    sp = Spine(ad, bld, ad.activity.spine(body, wrt_params))
    for p in primals:  # seed ones on every primal output (§12.2)
        sp.accumulate(p, bld.const(1.0, types[p]))
    forward = sp.run(body)
    bld.span, bld.path = fn.span, None
    ptypes = dict(fn.params)
    grads = [sp.cots[p] if p in sp.cots else bld.const(0.0, ptypes[p]) for p in wrt_params]
    results = list(primals) + grads
    result_types = [types[p] for p in primals] + [ptypes[p] for p in wrt_params]
    new = Function(name or generated_name(fn.name, wrt), fn.params, forward + bld.body, results, result_types, fn.span, True,
                   origin(fn.name, wrt), path=fn.path)
    return dce_function(new)
