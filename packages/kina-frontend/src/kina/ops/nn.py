"""softmax, log_softmax (along one axis) and batched matmul (a rank-2 side broadcasts over the other's batch dims)."""
from __future__ import annotations

from .registry import Attr, Op, OpTypeError, need_float, need_numeric, norm_axis


def infer_softmax(name):
    def infer_normalised(types, attrs):
        t = types[0]
        need_float(t, name)
        norm_axis(attrs["axis"], t.rank)
        return t
    return infer_normalised


AXIS = (Attr("axis", "int"),)
softmax = Op("softmax", 1, infer_softmax("softmax"), surface="softmax", attrs=AXIS)
log_softmax = Op("log_softmax", 1, infer_softmax("log_softmax"), surface="log_softmax", attrs=AXIS)


def infer_matmul(types, attrs):
    a, b = types
    need_numeric(a, "@")
    if a.dtype != b.dtype or a.placement != b.placement:
        raise OpTypeError(f"operands of `@` must share dtype and placement, got {a} and {b}", 1)
    if a.rank < 2 or b.rank < 2:
        raise OpTypeError(f"`@` needs operands of equal rank >= 2 (or one rank-2 side that broadcasts), got {a} and {b}", 1,
                          "add unit dims with `.reshape`")
    if a.rank != b.rank and min(a.rank, b.rank) != 2:
        raise OpTypeError(f"`@` of different ranks needs one rank-2 side ([B…, M, K] @ [K, N] or its mirror), got {a} and {b}", 1,
                          "add unit batch dims with `.reshape`")
    if a.rank == b.rank and a.shape[:-2] != b.shape[:-2]:
        raise OpTypeError(f"`@` batch dims differ: {a} and {b}", 1)
    if a.shape[-1] != b.shape[-2]:
        raise OpTypeError(f"`@` contracts a[..., m, k] with b[..., k, n]: k is {a.shape[-1]} on the left and {b.shape[-2]} on the right ({a} @ {b})", 1)
    batch = a.shape[:-2] if a.rank >= b.rank else b.shape[:-2]
    return a.with_(shape=batch + (a.shape[-2], b.shape[-1]))


matmul = Op("matmul", 2, infer_matmul, surface="matmul")


def swap_last(rank: int) -> list[int]:
    """The permutation exchanging the last two axes."""
    return list(range(rank - 2)) + [rank - 1, rank - 2]


OPS = (softmax, log_softmax, matmul)
