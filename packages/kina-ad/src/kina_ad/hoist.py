"""Loop-invariant code motion before reverse mode (§C3: "loop-invariant residuals are
computed once outside the loop, not stacked").

A binding of a loop's block whose operands all depend only on the captured values (not on the
index nor the carries) computes the same value at every iteration: it moves in front of the
loop and its value becomes a new capture. Then every value the reverse body needs from the
forward block is a capture (passed to the reverse loop as it is), the index (recomputed), a
constant (copied) or a value that varies (stacked). Hoisting is safe because a loop runs at
least once (trip >= 1): a moved binding ran in the first iteration anyway. Constants stay in
the block (a splat costs nothing to rebuild); one that a moved binding reads is copied out.
Inner loops first, so an invariant of an inner loop that is also invariant in the outer one
moves out of both. Nothing moves out of an `if` branch: it runs only when taken."""
from __future__ import annotations

from dataclasses import replace

from kina.ir import Const, If, Loop, NameSupply, with_blocks


def names_of(spine) -> list[str]:
    """Every name a spine (a Block or a Function) defines at its own level."""
    return [p for p, _ in spine.params] + [n for b in spine.body for n in b.names]


def hoist_invariants(body, names: NameSupply) -> list:
    """`body` (a spine whose fresh names come from `names`) with every loop's invariants moved out."""
    out = []
    for b in body:
        if isinstance(b, Loop):
            inner = hoist_invariants(b.block.body, NameSupply(names_of(b.block)))
            moved, b = hoist_out(replace(b, block=b.block.with_body(inner)), names)
            out += moved
        elif isinstance(b, If):
            b = with_blocks(b, [blk.with_body(hoist_invariants(blk.body, NameSupply(names_of(blk)))) for blk in b.blocks])
        out.append(b)
    return out


def hoist_out(b: Loop, names: NameSupply):
    """(the bindings moved in front of `b`, renamed in `names`; `b` without them)."""
    blk = b.block
    outer = dict(zip((p for p, _ in b.captured_params), b.captures))  # block name -> its outer value
    consts = {}
    moved, kept, hoisted = [], [], []
    for x in blk.body:
        if isinstance(x, Const):
            consts[x.names[0]] = x
            kept.append(x)
        elif all(a in outer or a in consts for a in x.args):
            args = tuple(outer[a] if a in outer else _copy_const(consts[a], names, outer, moved) for a in x.args)
            renamed = tuple(names.claim(n) for n in x.names)
            moved.append(replace(x, names=renamed, args=args))
            outer.update(zip(x.names, renamed))
            hoisted += zip(x.names, x.types, renamed)
        else:
            kept.append(x)
    if not moved:
        return [], b
    used = set(blk.results).union(a for x in kept for a in x.args)
    new_caps = [(n, t, o) for n, t, o in hoisted if n in used]
    params = blk.params + tuple((n, t) for n, t, _ in new_caps)
    block = replace(blk, params=params, body=tuple(kept))
    return moved, replace(b, args=b.args + tuple(o for _, _, o in new_caps), block=block)


def _copy_const(c: Const, names: NameSupply, outer: dict, moved: list) -> str:
    """The outer copy of a block constant that a moved binding reads (made once)."""
    n = c.names[0]
    if n not in outer:
        outer[n] = names.claim(n)
        moved.append(replace(c, names=(outer[n],)))
    return outer[n]
