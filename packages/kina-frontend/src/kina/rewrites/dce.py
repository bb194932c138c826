"""Dead-code elimination: drop bindings no result depends on (every op is pure, and so are loops and ifs).

Through blocks (§C1, §C2): a kept loop keeps its carries but loses the per-iteration outputs
nobody reads (and so their computation in the body, and their `[trip, …]` stacks); a kept `if`
loses its unread results from both branches. Then its blocks are cleaned with what is left as
their results, and a captured value the blocks no longer use is dropped from the operands and
the block parameters: it would otherwise keep an outer value (a weight, a big input) alive.
Recursion is over block nesting only (at most MAX_BLOCK_DEPTH deep), never over a spine's length."""
from __future__ import annotations

from dataclasses import replace

from ..ir import Block, Call, Function, If, Loop, Program, walk


def dce_function(fn: Function) -> Function:
    return _dce_spine(fn, fn.results)


def _dce_spine(spine, results):
    live = set(results)
    kept = []
    for b in reversed(spine.body):
        if not any(n in live for n in b.names):
            continue
        if isinstance(b, Loop):
            b = _dce_loop(b, live)
        elif isinstance(b, If):
            b = _dce_if(b, live)
        kept.append(b)
        live.update(b.args)
    kept.reverse()
    if tuple(results) == spine.results and len(kept) == len(spine.body) and all(x is y for x, y in zip(kept, spine.body)):
        return spine
    return spine.with_body(kept, results)


def _uses(blk: Block) -> set[str]:
    used = set(blk.results)
    for b in blk.body:
        used.update(b.args)
    return used


def _dce_loop(b: Loop, live: set) -> Loop:
    k = b.n_carries
    outs = [i for i in range(k, len(b.names)) if b.names[i] in live]
    keep = list(range(k)) + outs
    blk = b.block
    blk = _dce_spine(blk, [blk.results[i] for i in keep])
    used = _uses(blk)
    caps = [j for j, (p, _) in enumerate(b.captured_params) if p in used]
    if len(keep) == len(b.names) and len(caps) == len(b.captures) and blk is b.block:
        return b
    params = blk.params[:1 + k] + tuple(b.captured_params[j] for j in caps)
    return replace(b, names=tuple(b.names[i] for i in keep), types=tuple(b.types[i] for i in keep),
                   args=b.inits + tuple(b.captures[j] for j in caps), block=replace(blk, params=params))


def _dce_if(b: If, live: set) -> If:
    keep = [i for i, n in enumerate(b.names) if n in live]
    then_b = _dce_spine(b.then_block, [b.then_block.results[i] for i in keep])
    else_b = _dce_spine(b.else_block, [b.else_block.results[i] for i in keep])
    used_then, used_else = _uses(then_b), _uses(else_b)
    caps = [j for j, ((p, _), (q, _)) in enumerate(zip(then_b.params, else_b.params)) if p in used_then or q in used_else]
    if len(keep) == len(b.names) and len(caps) == len(b.captures) and then_b is b.then_block and else_b is b.else_block:
        return b
    return replace(b, names=tuple(b.names[i] for i in keep), types=tuple(b.types[i] for i in keep),
                   args=(b.cond,) + tuple(b.captures[j] for j in caps),
                   then_block=replace(then_b, params=tuple(then_b.params[j] for j in caps)),
                   else_block=replace(else_b, params=tuple(else_b.params[j] for j in caps)))


def dce(program: Program, ctx=None) -> Program:
    """Dead bindings of every function; and, for a program specialised for one entry point only
    (`kina compile --sizes`, `fn.specialise(…)`: §P1's request with `only`), the functions that
    entry no longer reaches: after handler elimination the handled functions are inlined into the
    generated ones, and compiling them anyway was ≈ 7 % of the GRU step's cold compile."""
    program = program.map_functions(dce_function)
    request = (ctx.options.get("specialise") if ctx is not None else None) or {}
    if not request.get("only") or not program.functions:
        return program
    entry = list(program.functions)[-1]  # callees first: the requested entry comes last (typecheck.monomorphic)
    reached, stack = {entry}, [entry]
    while stack:
        for b in walk(program.functions[stack.pop()].body):
            if isinstance(b, Call) and b.fn not in reached:
                reached.add(b.fn)
                stack.append(b.fn)
    if len(reached) == len(program.functions):
        return program
    return program.with_functions({n: f for n, f in program.functions.items() if n in reached},
                                  note=f"dce: dropped {len(program.functions) - len(reached)} function(s) the entry does not reach")
