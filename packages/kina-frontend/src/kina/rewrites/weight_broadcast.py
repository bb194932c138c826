"""Fold a weight's broadcast into its matmul: `x @ w.reshape([1, K, N]).broadcast([B, K, N])`
becomes the broadcast matmul `x @ w` (docs/spec.md §P3: `[B…, M, K] @ [K, N]`).

Why: Phase 1 had no broadcast matmul, so StoryLM-0 and the programs written after it apply a
rank-2 weight to a batch by broadcasting it to `[B, K, N]` first. Taken literally that
materialises B copies of the weight, runs B small products instead of one `[B·M, K] @ [K, N]`,
and — worse — differentiates into B per-batch weight gradients (and B transposed weight copies)
that are then summed over the batch: in the StoryLM medium step the broadcast projections and
their gradients were a quarter of the run time. The broadcast matmul computes the same function;
its VJP is one `xᵀ @ g` over all rows (XLA's algebraic simplifier makes the same rewrite).

The rewrite runs before reverseMode (order 40, before plugins' passes at 50; handlers are eliminated at 100), so the
derivative is taken of the folded form. It applies when the right operand of a matmul is a
broadcast of a tensor whose dims before the last two are all 1 and whose last two it keeps, with
the same rank (found by the fuzzer: `a @ a.broadcast([1, 1, 7])` widens the matrix); the
weight is that tensor's own rank-2 source when it is a reshape of one, else a new reshape.
Values change only by float rounding (a different order of the same sums in the gradient).
Loop and `if` bodies are folded too (`map_spines`); a broadcast is folded only where it is
made in the same spine as its matmul (a block sees outer values as its parameters)."""
from __future__ import annotations

from ..ir import Bind, Function, NameSupply, Program, map_spines
from ..ops.nn import matmul
from ..ops.shape import broadcast, reshape
from ..types import TensorType


def fold_function(fn: Function) -> Function:
    return map_spines(fn, fold_spine)


def fold_spine(spine):
    """One function body or block (names are unique within it: fresh ones come from its own)."""
    defs = {n: b for b in spine.body if isinstance(b, Bind) for n in b.names}
    types = spine.types()
    names = NameSupply(set(types))
    body, changed = [], False
    for b in spine.body:
        weight = _folded_weight(b, defs, types) if isinstance(b, Bind) and b.op is matmul else None
        if weight is None:
            body.append(b)
            continue
        source, shape = weight
        if shape is not None:  # no rank-2 source to reuse: reshape the broadcast operand
            name = names.fresh("w")
            t = types[source]
            body.append(Bind((name,), (source,), (TensorType(t.dtype, tuple(shape), t.placement),), b.span,
                             path=b.path, op=reshape, attrs={"shape": list(shape)}))
            source = name
        body.append(Bind(b.names, (b.args[0], source), b.types, b.span, path=b.path, op=matmul, attrs=b.attrs))
        changed = True
    return spine.with_body(body) if changed else spine


def _folded_weight(b: Bind, defs: dict, types: dict):
    """(weight name, None) or (name, [K, N] to reshape it to) when b's right operand is a folded
    broadcast; else None."""
    a, w = b.args
    bc = defs.get(w)
    if bc is None or bc.op is not broadcast:
        return None
    (x,) = bc.args
    tx, ta, tw = types[x], types[a], types[w]
    if tx.rank != tw.rank or tx.rank < 3 or any(d != 1 for d in tx.shape[:-2]) or ta.rank != tx.rank:
        return None
    if tx.shape[-2:] != tw.shape[-2:]:
        return None  # the broadcast also widens the matrix itself: not a weight shared by the batch
    src = defs.get(x)
    if src is not None and src.op is reshape and types[src.args[0]].rank == 2:
        return src.args[0], None
    return x, list(tx.shape[-2:])


def fold_weight_broadcasts(program: Program, ctx=None) -> Program:
    return program.map_functions(fold_function)
