"""Collectives across the ranks of an MPI job (§D1): `all_sum`, `all_mean`, `world_size()` and
`rank()`. Outside an MPI launcher the job has one rank: the sums are the identity, the size 1,
the rank 0. Every one is flagged `collective`, which is how a compiled artifact knows it uses MPI."""
from __future__ import annotations

from ..types import TensorType
from .registry import Op, OpTypeError, need_float


def infer_reduction(opname: str):
    def infer(types, attrs):
        (t,) = types
        need_float(t, opname)
        # the ranks exchange host memory: a device operand would need a copy the program should show
        if t.placement != "host":
            raise OpTypeError(f"`{opname}` needs a @host tensor, got {t}", 0, "move it with `.to(@host)` first")
        return t
    infer.__name__ = f"infer_{opname}"
    return infer


all_sum = Op("all_sum", 1, infer_reduction("all_sum"), surface="all_sum", collective=True,
             doc="elementwise sum over every rank; every rank gets the same result")
# all_sum then a division by the world size, so both backends give the same bits
all_mean = Op("all_mean", 1, infer_reduction("all_mean"), surface="all_mean", collective=True,
              doc="all_sum(x) / world_size()")


def infer_scalar_i64(types, attrs):
    return TensorType("I64", (), "host")


world_size = Op("world_size", 0, infer_scalar_i64, surface="world_size", discrete=True, collective=True,
                doc="the number of ranks of the job (1 outside MPI)")
rank = Op("rank", 0, infer_scalar_i64, surface="rank", discrete=True, collective=True,
          doc="this process's rank, 0 … world_size()-1 (0 outside MPI)")

OPS = (all_sum, all_mean, world_size, rank)
