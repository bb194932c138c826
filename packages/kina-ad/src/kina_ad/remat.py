"""The reverse of a checkpointed call (§C6, `jax.checkpoint`): the forward spine keeps the call
(its values, not the residuals inside the callee), and the reverse spine recomputes the callee
from the call's arguments, then sweeps that recomputation back with the call's cotangents.

So what the reverse pass reads of the forward pass is the call's arguments alone: in a loop body,
kina_ad.control stacks those that vary (a layer's input) and captures the invariant ones (the
weights), where without the checkpoint it would stack every residual of the callee. A
checkpointed call inside the callee stays a call in the recomputation, and is recomputed again
when the sweep reaches it (nested checkpoints)."""
from __future__ import annotations

from kina.ir import Call

from .builder import Builder
from .hoist import hoist_invariants
from .sweep import Spine


def reverse_call(ad, sp: Spine, b: Call) -> None:
    """Append to `sp.bld` the recomputation of `b` and its reverse; accumulate the cotangents
    of `b`'s arguments in `sp`."""
    outs = {n for n in b.names if n in sp.cots and n in sp.active}
    active_args = [a for a in dict.fromkeys(b.args) if a in sp.active]
    if not outs or not active_args:
        return
    if ad.inline_call is None:
        raise NotImplementedError(f"a checkpointed call of `{b.fn}` needs the program to recompute it from")
    bld = sp.bld
    body, results = ad.inline_call(b, bld.names)
    body = hoist_invariants(body, bld.names)
    for x in body:
        bld.types.update(zip(x.names, x.types))
    # the reverse of the recomputation is built apart: it must follow the recomputed forward
    # (which a reversed loop extends with its residuals) in the reverse spine
    rev = Builder({}, bld.names)
    rev.types = bld.types
    rev.span, rev.path = b.span, b.path
    inner = Spine(ad, rev, ad.activity.spine(body, active_args))
    for r, n in zip(results, b.names):
        if n in outs and r in inner.active:
            inner.accumulate(r, sp.cots[n])
    forward = inner.run(body)
    bld.span, bld.path = b.span, b.path
    bld.body += forward + rev.body
    for a in active_args:
        if a in inner.cots:
            sp.accumulate(a, inner.cots[a])
