"""JVPs of the collectives (§D1): both are linear, so the tangent is the same collective of the
operand's tangent (every rank's tangent enters the sum)."""
from __future__ import annotations

from kina.ops import collective as Co

from .common import same_op


def all_sum_jvp(b, bind, tangents):
    return same_op(b, bind, tangents)


def all_mean_jvp(b, bind, tangents):
    return same_op(b, bind, tangents)


RULES = {Co.all_sum: all_sum_jvp, Co.all_mean: all_mean_jvp}
