"""VJPs of the collectives (§D1). Reverse mode on every rank differentiates Σ_r (rank r's seeded
outputs): every rank's output of `all_sum` is seeded, so the cotangent of its operand is the sum
of the cotangents over the ranks (psum's transpose under jax.pmap). `world_size` and `rank` are
discrete: activity analysis stops at them."""
from __future__ import annotations

from kina.ops import collective as Co


def all_sum_vjp(b, bind, g):
    return [b.op(Co.all_sum, g)]


def all_mean_vjp(b, bind, g):
    # all_mean = all_sum / N, linear: its transpose is all_sum(g) / N, that is all_mean(g)
    return [b.op(Co.all_mean, g)]


RULES = {Co.all_sum: all_sum_vjp, Co.all_mean: all_mean_vjp}
