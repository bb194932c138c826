"""The reverse sweep over one let-spine (a function's body or a block's): cotangents flow from
the results back to the parameters, each `Bind` through its op's VJP rule, each `Loop` and `If`
through the reverse loop / `if` that kina_ad.control builds for it, each checkpointed `Call`
through its callee recomputed (kina_ad.remat)."""
from __future__ import annotations

from kina.ir import Bind, Call, If, Loop
from kina.ops.elementwise import add
from kina.ops.gather import take
from kina.ops.indexing import index, update_index


class MissingRule(NotImplementedError):
    """An active op without a VJP rule; the handler reports it at its `handle` site."""

    def __init__(self, op, span, path):
        super().__init__(f"op `{op.name}` has no VJP rule (no plugin registered one through register_vjps)")
        self.op, self.span, self.path = op, span, path


class Spine:
    """One spine being reversed: `bld` collects the reverse bindings (and knows every name's
    type), `active` are its active names, `cots` the cotangent reached so far per name."""

    def __init__(self, ad, bld, active: set[str]):
        self.ad, self.bld, self.active, self.cots = ad, bld, active, {}

    def accumulate(self, v: str, g: str) -> None:
        # fan-out: a value used twice gets the sum, added as each contribution arrives (same
        # order and association as summing at the end) so one partial sum is live, not one
        # contribution per use (a parameter used in every step of a long body)
        self.cots[v] = self.bld.op(add, self.cots[v], g) if v in self.cots else g

    def run(self, body) -> list:
        """Sweep `body` backwards (after seeding `cots`); returns the forward body, in which a
        reversed loop or `if` also gives the residuals its reverse reads."""
        slots = [[b] for b in body]
        for k in range(len(body) - 1, -1, -1):
            b = body[k]
            if isinstance(b, Bind):
                self.bind(b)
            elif isinstance(b, Loop):
                slots[k] = self.ad.loop(self, b)
            elif isinstance(b, If):
                slots[k] = self.ad.if_(self, b)
            elif isinstance(b, Call):  # only checkpointed calls are left: recomputed here (§C6)
                self.ad.call(self, b)
        return [x for slot in slots for x in slot]

    def bind(self, b: Bind) -> None:
        out = b.names[0]
        if out not in self.cots or out not in self.active:
            return
        bld = self.bld
        bld.span, bld.path = b.span, b.path
        g = self.cots[out]
        read = self.slice_read(b)
        if read is not None and read[0] in self.cots and read[0] in self.active:
            # g lands in one slice of a cotangent that exists already (a loop's accumulator of a
            # captured `xs` read at t): add into that slice instead of adding a scatter of g into
            # zeros, so that a T-step loop costs O(T) in the reverse pass, not O(T^2)
            x, i, axis = read
            acc = self.cots[x]
            summed = bld.op(add, bld.op(index, acc, i, axis=axis), g)
            self.cots[x] = bld.op(update_index, acc, summed, i, axis=axis)
            return
        rule = self.ad.vjps.get(b.op)
        if rule is None:
            raise MissingRule(b.op, b.span, b.path)
        for a, ga in zip(b.args, rule(bld, b, g)):
            if ga is not None and a in self.active:
                self.accumulate(a, ga)

    def slice_read(self, b: Bind):
        """(operand, position, axis) when `b` reads one position of one axis: `index`, or `take`
        with a single I64 id (rank 0), else None."""
        if b.op is index:
            return b.args[0], b.args[1], b.attrs["axis"]
        if b.op is take:
            ids = self.bld.type(b.args[1])
            if ids.rank == 0 and ids.dtype == "I64":
                return b.args[0], b.args[1], 0
        return None
