"""Loops and conditionals (§C1, C2) as `scf.for` and `scf.if` on tensors: the block is
emitted once, whatever the trip count.

A `Loop` is one `scf.for %i = 0 to trip step 1` whose `iter_args` are the carries, then one
`[trip, …]` tensor per stacked output (a `tensor.empty`, whose row `%i` is written each
iteration: mlirgen.write_position, in place after bufferization), then, when
the block has checks, the error code so far. The index parameter is `%i` as an `I64[]` tensor
(`tensor.from_elements`; a read of it folds back to the scalar). An `If` is one `scf.if` on the
`i1` of its condition, each branch yielding the results (and the error code).

Kina blocks are isolated from above, MLIR's `scf` regions are not: a block's captured
parameters are bound to the outer SSA values they capture, so nothing is copied in. The error
code threads through the loop like a carry and `first_error` keeps the earliest: the code of
the first failing iteration is the one reported."""
from __future__ import annotations

from kina.ir import Bind, If, Loop
from kina.ops import elementwise as E, nn as N

from ..transforms.outline import LOOP_ATTR
from .checks import ERROR_TYPE
from .mlirgen import empty, fill, splat, tensor_ty, write_position


def _owned(e, var: str) -> str:
    """`var`'s SSA value for a loop's initial value or a block's carry or result: a splat
    constant becomes a `linalg.fill` of a fresh tensor. As an `arith.constant` it would bufferize
    to a constant global of its full size in the object (reverseMode's zero cotangent
    accumulators, [T, …]: a .so growing with T) and be copied before its first write anyway."""
    return fill(e, e.ty(var), e.splats[var]) if var in e.splats else e.v(var)


def _captured_splats(e, params, args) -> dict:
    return {p: e.splats[a] for (p, _), a in zip(params, args) if a in e.splats}


def _yield(values, types) -> str:
    if not values:
        return "scf.yield"
    return f"scf.yield {', '.join(values)} : {', '.join(map(tensor_ty, types))}"


def _indented(lines) -> str:
    return "\n".join("  " + line.replace("\n", "\n  ") for line in lines)


def _define_results(e, b, name: str, n: int) -> list[str]:
    """The SSA names of an op's `n` results, its first len(b.names) defining `b.names`."""
    ssa = [name] if n == 1 else [f"{name}#{i}" for i in range(n)]
    for var, s in zip(b.names, ssa):
        e.define(var, s)
    return ssa


def _lhs(name: str, n: int) -> str:
    return name if n == 1 else f"{name}:{n}"


def plan_accumulations(e, b: Loop) -> None:
    """`acc + x @ w` where `acc` is a carry of the loop and the product is used by that add
    alone: the matmul accumulates into the carry (its `outs`) and the add is that result. A
    reverse loop's cotangent of a captured weight is exactly this (`acc_w + hᵀ @ g`, every
    iteration): in place after bufferization, instead of a zero fill, a product and a full-size
    add per iteration. Bufferization copies the carry first if something still reads it."""
    blk = b.block
    carries, types = {p for p, _ in b.carries}, blk.types()
    uses: dict[str, int] = {}
    for x in blk.body:
        for a in x.args:
            uses[a] = uses.get(a, 0) + 1
    for r in blk.results:
        uses[r] = uses.get(r, 0) + 1
    matmuls = {x.names[0]: x for x in blk.body if isinstance(x, Bind) and x.op is N.matmul and x.types[0].is_float}
    for x in blk.body:
        if not (isinstance(x, Bind) and x.op is E.add):
            continue
        for acc, m in (x.args, x.args[::-1]):
            if acc in carries and m in matmuls and uses[m] == 1 and id(matmuls[m]) not in e.accumulate_into \
                    and types[acc] == matmuls[m].types[0]:
                e.accumulate_into[id(matmuls[m])] = acc
                e.folded[id(x)] = m
                carries.discard(acc)  # one product per carry and add
                break


def emit_loop(e, b: Loop) -> None:
    blk, k = b.block, b.n_carries
    plan_accumulations(e, b)
    stacked = list(b.types[k:])
    checked = e.errors is not None and e.needs_error(blk)
    loc = e.loc
    inits = [_owned(e, a) for a in b.inits] + [empty(e, t) for t in stacked]
    types = [t for _, t in b.carries] + stacked
    if checked:
        inits.append(e.err if e.err is not None else splat(e, ERROR_TYPE, 0))
        types.append(ERROR_TYPE)
    c0, c1, trip = (e.op(f"arith.constant {v} : index") for v in (0, 1, b.trip))
    iv = e.fresh("i")
    iters = [e.fresh("iter") for _ in types]
    ssa = {p: e.v(a) for (p, _), a in zip(b.captured_params, b.captures)}
    ssa.update({p: it for (p, _), it in zip(b.carries, iters)})
    with e.scope(blk, ssa, iters[-1] if checked else None, _captured_splats(e, b.captured_params, b.captures)) as lines:
        e.loc = loc
        i64 = e.op(f"arith.index_cast {iv} : index to i64")
        e.define(b.index, e.op(f"tensor.from_elements {i64} : {tensor_ty(ERROR_TYPE)}"))
        e.loop_depth += 1
        try:
            e.emit_spine(blk.body)
            e.loc = loc
            new = [_owned(e, r) for r in blk.results[:k]]
            new += [write_position(e, acc, t, e.v(y), 0, iv) for y, acc, t in zip(blk.results[k:], iters[k:], stacked)]
        finally:
            e.loop_depth -= 1
        if checked:
            new.append(e.err)
        lines.append(f"{_yield(new, types)} {loc}")
    args = ", ".join(f"{it} = {init}" for it, init in zip(iters, inits))
    head = f"scf.for {iv} = {c0} to {trip} step {c1}" + (f" iter_args({args}) -> ({', '.join(map(tensor_ty, types))})" if types else "")
    name = e.fresh("loop")
    text = f"{head} {{\n{_indented(lines)}\n}} {{{LOOP_ATTR}}}"  # the outliner's mark (transforms/outline.py)
    if not types:
        e.lines.append(f"{text} {loc}")
        return
    e.op(text, name=_lhs(name, len(types)))
    ssa_out = _define_results(e, b, name, len(types))
    if checked:
        e.err = ssa_out[-1]


def emit_if(e, b: If) -> None:
    checked = e.errors is not None and any(e.needs_error(blk) for blk in b.blocks)
    loc = e.loc
    types = list(b.types) + ([ERROR_TYPE] if checked else [])
    outer_err = e.err
    if checked and outer_err is None:
        outer_err = splat(e, ERROR_TYPE, 0)
    cond = e.op(f"tensor.extract {e.v(b.cond)}[] : {tensor_ty(e.ty(b.cond))}")
    captured = [e.v(a) for a in b.captures]
    branches = []
    for blk in b.blocks:
        ssa = {p: s for (p, _), s in zip(blk.params, captured)}
        with e.scope(blk, ssa, outer_err if checked else None, _captured_splats(e, blk.params, b.captures)) as lines:
            e.emit_spine(blk.body)
            e.loc = loc
            results = [_owned(e, r) for r in blk.results] + ([e.err] if checked else [])
            lines.append(f"{_yield(results, types)} {loc}")
        branches.append(_indented(lines))
    name = e.fresh("if")
    arrow = f" -> ({', '.join(map(tensor_ty, types))})" if types else ""
    text = f"scf.if {cond}{arrow} {{\n{branches[0]}\n}} else {{\n{branches[1]}\n}}"
    e.op(text, name=_lhs(name, len(types)))
    ssa_out = _define_results(e, b, name, len(types))
    if checked:
        e.err = ssa_out[-1]
