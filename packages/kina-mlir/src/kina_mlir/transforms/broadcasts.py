"""A broadcast with several users is made again for each of them, before elementwise fusion.

Why: `linalg-fuse-elementwise-ops` fuses a producer into its consumer only when the consumer is
its one user, and CSE has merged equal broadcasts (the MLP-1024 step's `lr.broadcast([1024,
1024])` of both weights' SGD updates) into one with two users: it was then materialised, 4 MiB
written and read back by each update (docs/performance.md, "Step targets"). A pure broadcast (one
input, a body that yields it) costs nothing to recompute inside each consumer, so each user gets a
copy of its own, which fusion then folds away."""
from __future__ import annotations

import math


def duplicate_broadcasts(module) -> int:
    """Give each elementwise user of a multi-user pure broadcast generic of `module` (on tensors)
    a copy of it, placed just before that user, all but one where every user is one; returns
    how many copies were made. Ops are reached and made as generic Operations (the walk's,
    Operation.create), never as a dialect's OpView: making one imports the dialect's Python
    module (tests/mlir/pipeline/test_bindings_imports.py)."""
    from torch_mlir import ir

    broadcasts: dict = {}  # the result of a pure broadcast -> that op
    uses: dict = {}  # that result -> [(user, operand number)] in walk order

    def visit(operation):  # an MLIR operation, not a Kina op
        for i, v in enumerate(operation.operands):
            if v in broadcasts:
                uses.setdefault(v, []).append((operation, i))
        if operation.name == "linalg.generic" and _pure_broadcast(operation):
            broadcasts[operation.results[0]] = operation
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    made = 0
    for v, users in uses.items():
        op = broadcasts[v]
        # fusable: an elementwise generic in the same block (one in a loop's block would only be
        # hoisted again); the others (a matmul's operand, …) keep the original, else the first does
        fusable = [(u, i) for u, i in users if u.block == op.block and u.name == "linalg.generic"]
        for user, i in fusable[len(fusable) == len(users):]:
            user.operands[i] = _copy(op, user, ir).results[0]
            made += 1
    return made


def _copy(op, before, ir):
    """A copy of the pure broadcast `op` just before `before`, built from its parts."""
    with op.location:
        new = ir.Operation.create("linalg.generic", results=[r.type for r in op.results], operands=list(op.operands),
                                  attributes={n: op.attributes[n] for n in op.attributes}, regions=1,
                                  ip=ir.InsertionPoint(before))
        block = new.regions[0].blocks.append(*[a.type for a in op.regions[0].blocks[0].arguments])
        ir.Operation.create("linalg.yield", operands=[block.arguments[0]], ip=ir.InsertionPoint(block))
    return new


def _pure_broadcast(op) -> bool:
    """One input, one output, one result, a body that only yields the input's element, and fewer
    input elements than output elements (a broadcast: not a transpose, whose copies would each
    read strided, nor a copy)."""
    if len(op.operands) != 2 or len(op.results) != 1 or len(op.regions) != 1:
        return False
    src, dst = op.operands[0].type, op.results[0].type
    if not (hasattr(src, "shape") and hasattr(dst, "shape")) or not src.has_static_shape or not dst.has_static_shape:
        return False
    if math.prod(src.shape) >= math.prod(dst.shape):
        return False  # it does not expand: a transpose or a copy
    from torch_mlir import ir

    nested = []

    def visit(operation):  # the generic itself, then its body's ops, as plain Operations
        nested.append(operation)
        return ir.WalkResult.ADVANCE
    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    body = nested[1:]
    return (len(body) == 1 and body[0].name == "linalg.yield" and len(body[0].operands) == 1
            and body[0].operands[0] == op.regions[0].blocks[0].arguments[0])
