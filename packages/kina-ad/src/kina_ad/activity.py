"""Activity analysis (which values carry cotangents), through loop and `if` blocks (§C3).

A value is active when it is a float that depends on a differentiated parameter through ops
that are not discrete. Through a `Loop`: a captured value is active inside the block when its
outer operand is; a carry when its initial value is or when its new value is (a fixpoint: the
new value may depend on another carry); the loop's final carries and stacked outputs are active
when the block's results are. Through an `If`: the captures as for a loop, a result when either
branch's is. The answer for a block depends only on which of its operands are active, so it is
remembered per (block, active operands): the reverse sweep asks again for every block it reverses."""
from __future__ import annotations

from kina.ir import Bind, Call, If, Loop


class Activity:
    def __init__(self):
        self._memo = {}

    def spine(self, body, active_params) -> set[str]:
        """The active names of a let-spine whose active parameters are `active_params`."""
        active = set(active_params)
        for b in body:
            if isinstance(b, Bind):
                if not b.op.discrete and any(a in active for a in b.args):
                    active.update(n for n, t in zip(b.names, b.types) if t.is_float)
            elif isinstance(b, Call):  # only a checkpointed call is left (§C6); the sweep looks inside
                if any(a in active for a in b.args):
                    active.update(n for n, t in zip(b.names, b.types) if t.is_float)
            elif isinstance(b, Loop):
                carries, inner = self.loop(b, active)
                k = b.n_carries
                active.update(b.names[j] for j in carries)
                active.update(n for n, r, t in zip(b.names[k:], b.block.results[k:], b.types[k:]) if t.is_float and r in inner)
            elif isinstance(b, If):
                then_active, else_active = self.if_(b, active)
                active.update(n for n, r1, r2, t in zip(b.names, b.then_block.results, b.else_block.results, b.types)
                              if t.is_float and (r1 in then_active or r2 in else_active))
        return active

    def loop(self, b: Loop, outer_active) -> tuple[frozenset[int], set[str]]:
        """The positions of the active carries and the block's active names."""
        key = (id(b.block), frozenset(i for i, a in enumerate(b.args) if a in outer_active))
        if key in self._memo:
            return self._memo[key][1:]
        k, blk = b.n_carries, b.block
        floats = [t.is_float for _, t in b.carries]
        caps = {p for (p, t), a in zip(b.captured_params, b.captures) if a in outer_active and t.is_float}
        carries = frozenset(j for j in range(k) if floats[j] and b.inits[j] in outer_active)
        while True:
            inner = self.spine(blk.body, caps | {b.carries[j][0] for j in carries})
            grown = carries | {j for j in range(k) if floats[j] and blk.results[j] in inner}
            if grown == carries:
                break
            carries = frozenset(grown)
        self._memo[key] = (b.block, carries, inner)  # the block is held so that its id stays its own
        return carries, inner

    def if_(self, b: If, outer_active) -> tuple[set[str], set[str]]:
        """Each branch's active names."""
        key = (id(b.then_block), frozenset(i for i, a in enumerate(b.args) if a in outer_active))
        if key in self._memo:
            return self._memo[key][1:]
        out = []
        for blk in b.blocks:
            caps = {p for (p, t), a in zip(blk.params, b.captures) if a in outer_active and t.is_float}
            out.append(self.spine(blk.body, caps))
        self._memo[key] = (b.then_block, *out)
        return tuple(out)
