"""The matmul schedule: every float matmul the emitter planned (transforms/tiling.py) is cache-
blocked, tiled into register blocks, vectorised and lowered to outer products (FMA rows), by a
transform-dialect module applied to the emitted module before any pass.

Before fusion, because fusion folds a batched matmul's batch `collapse_shape` back into a 4-D
generic that no longer matches. One `transform.sequence` with `failures(suppress)` per plan: a
plan that fails to apply leaves valid, unvectorised IR for the plain loops, never a failed
compile. Batched matmuls are generalised and tiled over the batch dim first, then the unit batch
dim is folded away, leaving a 2-D contraction for the same recipe (tiling the batched op directly
vectorises badly)."""
from __future__ import annotations

from ..bindings import interpret
from .tiling import MatmulPlan

ANY = "!transform.any_op"


def _outer(src, dst, outer):
    if not any(outer):
        return f"\n      {dst} = transform.cast {src} : {ANY} to {ANY}"
    sizes = ", ".join(map(str, outer))
    n = sum(1 for s in outer if s)
    loops = ", ".join([ANY] * n)
    return f"""
      {dst}, %ol:{n} = transform.structured.tile_using_for {src} tile_sizes [{sizes}] : ({ANY}) -> ({ANY}, {loops})"""


def forall(src, dst, par):
    """Split `src` into threads' chunks (scf.forall); `dst`: the op inside, scheduled as before."""
    if par is None:
        return f"\n      {dst} = transform.cast {src} : {ANY} to {ANY}"
    return f"""
      {dst}, %pf = transform.structured.tile_using_forall {src} tile_sizes [{', '.join(map(str, par))}] : ({ANY}) -> ({ANY}, {ANY})"""


def _matmul_sequence(plan: MatmulPlan) -> str:
    kind, (tm, tn, tk), outer, par = plan
    match = f'%mm0 = transform.structured.match ops{{["linalg.{kind}"]}} attributes {{{plan.tag()}}} in %m : ({ANY}) -> {ANY}'
    if kind == "matmul":
        return f"""
    transform.sequence %root : {ANY} failures(suppress) {{
    ^bb0(%m: {ANY}):
      {match}
      transform.foreach %mm0 : {ANY} {{
      ^bb1(%mm: {ANY}):{forall("%mm", "%mp", par)}{_outer("%mp", "%mo", outer)}
      %t, %l:3 = transform.structured.tile_using_for %mo tile_sizes [{tm}, {tn}, {tk}] : ({ANY}) -> ({ANY}, {ANY}, {ANY}, {ANY})
      transform.structured.vectorize %t : {ANY}{_mark("%pf" if par else "%ol#0" if any(outer) else "%l#0")}
      }}
    }}"""
    # one batched matmul at a time: split off the batch loop, fold its unit batch dim away
    # (patterns applied to that loop only), then the 2-D recipe on the generic left inside it;
    # a packed matmul is already a generic whose first loop (the panel) plays the batch
    gen = ("%g = transform.cast %onep : {0} to {0}" if kind == "generic" else
           "%g = transform.structured.generalize %onep : ({0}) -> {0}").format(ANY)
    return f"""
    transform.sequence %root : {ANY} failures(suppress) {{
    ^bb0(%m: {ANY}):
      {match}
      transform.foreach %mm0 : {ANY} {{
      ^bb1(%one: {ANY}):{forall("%one", "%onep", par)}
        {gen}
        %bt, %bl = transform.structured.tile_using_for %g tile_sizes [1, 0, 0, 0] : ({ANY}) -> ({ANY}, {ANY})
        transform.apply_patterns to %bl {{
          transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices
        }} : {ANY}
        %mm2 = transform.structured.match ops{{["linalg.generic"]}} in %bl : ({ANY}) -> {ANY}{_outer("%mm2", "%mo", outer)}
        %t, %l:3 = transform.structured.tile_using_for %mo tile_sizes [{tm}, {tn}, {tk}] : ({ANY}) -> ({ANY}, {ANY}, {ANY}, {ANY})
        transform.structured.vectorize %t : {ANY}{_mark("%pf" if par else "%bl")}
      }}
    }}"""


# The outermost loop of each scheduled matmul carries this unit attribute (until the loop is
# lowered), so that the contractions are lowered by walking the matmuls' loops, not whole functions:
# over the StoryLM transformer step's functions that walk took 30 of its matmul schedule's 60 ms.
MATMUL_LOOP = "kina.matmul"


def _mark(handle: str) -> str:
    return f"""
      transform.annotate {handle} "{MATMUL_LOOP}" : {ANY}"""


# After vectorising: drop unit leading dims, turn mulf + multi_reduction into vector.contract,
# hoist the accumulator's read/write out of the reduction loops (`hoist_rounds` times: one round
# per loop level it must leave; a matmul's m/n loops nest twice, the conv filter gradient's n, s'…
# four times), and lower each contraction to outer products (broadcast + FMA rows).
def contraction_cleanup(hoist_rounds: int, marked: bool = False) -> str:
    """`marked`: the contractions are lowered in the loops marked MATMUL_LOOP, else in every
    function. (The other steps stay on whole functions: walking only the marked loops, they left
    some packed matmuls' accumulators in their loops.)"""
    hoist = f"""
    transform.foreach %loops : {ANY} {{
    ^bb0(%lp: {ANY}):
      transform.loop.hoist_loop_invariant_subsets %lp : {ANY}
    }}"""
    lowered = (f'%lowered = transform.structured.match ops{{["scf.for", "scf.forall"]}} attributes {{{MATMUL_LOOP}}} in %root : ({ANY}) -> {ANY}'
               if marked else f"%lowered = transform.cast %funcs : {ANY} to {ANY}")
    return f"""
    %funcs = transform.structured.match ops{{["func.func"]}} in %root : ({ANY}) -> {ANY}
    transform.foreach %funcs : {ANY} {{
    ^bb0(%f: {ANY}):
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
    }} : {ANY}
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
    }} : {ANY}
    transform.apply_cse to %f : {ANY}
    %loops = transform.structured.match ops{{["scf.for"]}} in %f : ({ANY}) -> {ANY}{hoist * hoist_rounds}
    }}
    {lowered}
    transform.foreach %lowered : {ANY} {{
    ^bb0(%t: {ANY}):
    transform.apply_patterns to %t {{
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
    }} : {ANY}
    }}"""


_CLEANUP = contraction_cleanup(2, marked=True)


def matmul_schedule(plans) -> str | None:
    """The transform module for the matmuls the emitter planned, or None when there are none."""
    if not plans:
        return None
    body = "".join(_matmul_sequence(p) for p in sorted(set(plans), key=lambda p: (p.kind, p.tiles, p.blocks, p.par or ())))
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: {ANY} {{transform.readonly}}) {{{body}
{_CLEANUP}
    transform.yield
  }}
}}"""


# A matmul with no plan (no register tiles divide its sizes, e.g. N = 2 for attention
# probabilities @ values) is still a named linalg.(batch_)matmul when fusion runs. When its
# operands come through a collapse_shape (batch dims, or unit leading dims, folded away), fusion's
# reshape propagation folds that reshape, turning the matmul into a generic, and then fuses its
# elementwise producer into it: the producer (softmax's exp and divide) recomputed for every
# output column, in one scalar loop nest (softmax @ v, [1, 2, 256, 256] @ [1, 2, 256, 2]: 2.7 ms
# where softmax alone takes 0.4 ms). Splitting off its first loop (batch, or rows) first keeps it
# a named op on slices, which fusion leaves alone, so the producer stays a generic of its own
# that the elementwise schedule vectorises.
_PLAIN = f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: {ANY} {{transform.readonly}}) {{
    transform.sequence %root : {ANY} failures(suppress) {{
    ^bb0(%m: {ANY}):
      %bm = transform.structured.match ops{{["linalg.batch_matmul"]}} in %m : ({ANY}) -> {ANY}
      transform.foreach %bm : {ANY} {{
      ^bb1(%one: {ANY}):
        %bt, %bl = transform.structured.tile_using_for %one tile_sizes [1, 0, 0, 0] : ({ANY}) -> ({ANY}, {ANY})
      }}
      %mm = transform.structured.match ops{{["linalg.matmul"]}} in %m : ({ANY}) -> {ANY}
      transform.foreach %mm : {ANY} {{
      ^bb1(%one: {ANY}):
        %rt, %rl = transform.structured.tile_using_for %one tile_sizes [1, 0, 0] : ({ANY}) -> ({ANY}, {ANY})
      }}
    }}
    transform.yield
  }}
}}"""


def apply_matmul_schedule(module, plans) -> None:
    """Schedule the planned matmuls of `module` in place, in the current context; then split the
    first loop off each matmul left named (unplanned: see _PLAIN)."""
    text = matmul_schedule(plans)
    if text is not None:
        interpret(module, text)
    # applied whether or not a named matmul is left (its matches are then empty): two walks of the
    # module from Python to find out cost more (10 ms of the StoryLM medium step's compile) than
    # the interpreter's matching in C++
    interpret(module, _PLAIN)
