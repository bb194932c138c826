"""What several JVP families share."""
from __future__ import annotations

from kina.ops import elementwise as E


def same_op(b, bind, tangents):
    """The JVP of an op linear in its one float operand (the others discrete: ids, positions):
    the op itself on the tangent."""
    args = [t if t is not None else a for a, t in zip(bind.args, tangents)]
    return [b.op(bind.op, *args, **bind.attrs)]


def linear_all(b, bind, tangents):
    """The JVP of an op linear in all its float operands together (concat, update_slice, select's
    branches): the op on the tangents, a zero in place of a missing float one; discrete operands
    (positions, conditions) are passed as they are."""
    args = []
    for a, t in zip(bind.args, tangents):
        at = b.type(a)
        args.append(t if t is not None else b.const(0.0, at) if at.is_float else a)
    return [b.op(bind.op, *args, **bind.attrs)]


def plus(b, x, y):
    """x + y where either may be a zero tangent (None)."""
    if x is None:
        return y
    if y is None:
        return x
    return b.op(E.add, x, y)
