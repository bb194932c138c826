"""Destinations back in their loops: after loop-invariant code motion, each `tensor.empty` that
it hoisted out of a Kina loop's block (an scf.for) is made again just before each op in the
loop that uses it.

Why: a tensor.empty has no operands, so loop-invariant-code-motion always hoists it, and one
tensor.empty outside the loop is ONE buffer after bufferization: the op writing it (a fused
generic, a stacked row, a carry's new value) overwrites it at every iteration, so bufferization
copied it into a fresh buffer before each yield (2 MB an iteration in the layer-loop
transformer's reverse loop, docs/performance.md, "Issue 20"). Made in the loop, it is a buffer
allocated there, which the loop may yield. Linalg fills are kept in the loop by the emitter
instead (emit/mlirgen.fill), since a fill's region cannot be remade without the linalg
dialect's Python classes, whose import is a large part of a cold compile."""
from __future__ import annotations


def sink_empty_tensors(module) -> int:
    """Remake the hoisted tensor.empty ops of `module` (on tensors) before their users in other
    blocks, in place; returns how many uses moved. Ops are reached as generic Operations (the
    walk's), never as a dialect's OpView."""
    from torch_mlir import ir

    empties: dict = {}  # the result of a tensor.empty -> that op
    uses: list = []  # (user, operand number, value) in another block than the tensor.empty's
    kept: set = set()  # tensor.empty results still used in their own block

    def visit(operation):  # an MLIR operation, not a Kina op
        if operation.name == "tensor.empty":
            empties[operation.results[0]] = operation
            return ir.WalkResult.ADVANCE
        for i, v in enumerate(operation.operands):
            origin = empties.get(v)
            if origin is not None:
                if operation.block != origin.block:
                    uses.append((operation, i, v))
                else:
                    kept.add(v)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    for user, i, v in uses:
        with ir.InsertionPoint(user), user.location:
            user.operands[i] = ir.Operation.create("tensor.empty", results=[v.type]).results[0]
    for v in {v for _, _, v in uses} - kept:  # every use remade: the hoisted op is dead
        empties[v].erase()
    return len(uses)
