"""The convolution schedule: every convolution and pooling op the emitter tagged with a ConvPlan
(lowerings/conv.py) is tiled, decomposed and vectorised by a transform-dialect module applied to the
emitted module before fusion, like the matmuls (transforms/matmul.py).

As IREE does for CPUs: a 2-D named convolution or pooling is tiled so its output row and kernel
row loops are 1 (`tiles`: one per loop, 0 leaves a loop whole), `transform.structured.decompose`
rewrites the tile into the 1-D op, which MLIR's Conv1DGenerator vectorises: per kernel column, a
vector.contract of an [ow, c] input slab and a [c, f] kernel slab (an FMA per output row and lane
group once lowered to outer products), or an elementwise FMA / max for depthwise and pooling ops. A
generic (grouped or 3-D convolutions, the filter gradient, the first-maximum reductions) is tiled
to unit loops except the vectorised ones, its unit dims folded away (which leaves a projected
permutation per operand), and vectorised elementwise. Afterwards the accumulators' reads and
writes are hoisted out of the reduction loops, so they stay in registers. A plan with `par` is
first split into one chunk per thread (an scf.forall over a parallel loop, as a split matmul is:
the batch, or the filter gradient's input or output channels), each chunk scheduled as before, so
the results are bit-identical to one thread.

One `transform.sequence` with `failures(suppress)` per plan: a plan that fails to apply leaves
valid scalar loops, never a failed compile."""
from __future__ import annotations

from typing import NamedTuple

from ..bindings import interpret
from .matmul import contraction_cleanup, forall

ANY = "!transform.any_op"
CONV_ATTR = "kina.conv"
ORDER_ATTR = "kina.conv_order"
PAR_ATTR = "kina.conv_par"


class ConvPlan(NamedTuple):
    """`kind` the linalg op ("conv_2d_nhwc_hwcf", …, or "generic"), `tiles` one size per loop of
    it (0: not tiled), `decompose` whether the tile is a 2-D op to rewrite as a 1-D one, `order`
    the tile loops' nesting (a permutation of the op's loops; () their own order), `par` the
    threads' chunks (scf.forall tile sizes over its loops, TilePolicy.par_sizes; None: one thread)."""
    kind: str
    tiles: tuple[int, ...]
    decompose: bool
    order: tuple[int, ...] = ()
    par: tuple[int, ...] | None = None

    def tag(self) -> str:
        order = f", {ORDER_ATTR} = [{', '.join(map(str, self.order))}]" if self.order else ""
        par = f", {PAR_ATTR} = [{', '.join(map(str, self.par))}]" if self.par else ""
        return f"{CONV_ATTR} = [{', '.join(map(str, self.tiles))}]{order}{par}"


def _sequence(plan: ConvPlan) -> str:
    n = sum(1 for t in plan.tiles if t)
    loops = ", ".join([ANY] * n)
    match = f'%c0 = transform.structured.match ops{{["linalg.{plan.kind}"]}} attributes {{{plan.tag()}}} in %m : ({ANY}) -> {ANY}'
    order = f" interchange = [{', '.join(map(str, plan.order))}]" if plan.order else ""
    tile = (f"%t, %l:{n} = transform.structured.tile_using_for %c tile_sizes [{', '.join(map(str, plan.tiles))}]{order} : "
            f"({ANY}) -> ({ANY}, {loops})")
    if plan.kind == "generic":
        rest = f"""
        transform.apply_patterns to %l#0 {{
          transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices
        }} : {ANY}
        %g = transform.structured.match ops{{["linalg.generic"]}} in %l#0 : ({ANY}) -> {ANY}
        transform.structured.vectorize %g : {ANY}"""
    elif plan.decompose:
        rest = f"""
        %d = transform.structured.decompose %t : ({ANY}) -> {ANY}
        transform.structured.vectorize %d : {ANY}"""
    else:
        rest = f"""
        transform.structured.vectorize %t : {ANY}"""
    return f"""
    transform.sequence %root : {ANY} failures(suppress) {{
    ^bb0(%m: {ANY}):
      {match}
      transform.foreach %c0 : {ANY} {{
      ^bb1(%c1: {ANY}):{forall("%c1", "%c", plan.par)}
        {tile}{rest}
      }}
    }}"""


HOIST_ROUNDS = 4  # loop levels an accumulator is hoisted through (the filter gradient's n, s'…)

_CLEANUP = contraction_cleanup(HOIST_ROUNDS)


def conv_schedule(plans) -> str | None:
    if not plans:
        return None
    # ordered for a deterministic script (a split and an unsplit plan may share their tiles: par None sorts first)
    body = "".join(_sequence(p) for p in sorted(set(plans), key=lambda p: (p.kind, p.tiles, p.decompose, p.order, p.par or ())))
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: {ANY} {{transform.readonly}}) {{{body}
{_CLEANUP}
    transform.yield
  }}
}}"""


def apply_conv_schedule(module, plans) -> None:
    text = conv_schedule(plans)
    if text is not None:
        interpret(module, text)
