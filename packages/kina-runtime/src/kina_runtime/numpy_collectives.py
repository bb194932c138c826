"""The NumPy semantics of the collectives (§D1), through mpi4py's COMM_WORLD.Allreduce under an
MPI launcher, the identity (world size 1, rank 0) in a plain process. `all_mean` is the sum
divided by the world size in the operand's dtype, the native lowering's very operations, so both
backends give the same bits."""
from __future__ import annotations

import numpy as np

from kina import distributed
from kina.ops import collective as Co

from . import mpi


def _all_sum(x: np.ndarray) -> np.ndarray:
    c = mpi.comm()
    x = np.ascontiguousarray(x)
    if c is None:
        return x.copy()
    out = np.empty_like(x)
    from mpi4py import MPI

    with distributed.collective("all_sum"):  # §D3: KINA_COLLECTIVE_TIMEOUT's watchdog
        c.Allreduce(x, out, op=MPI.SUM)
    return out


def all_sum_numpy(xs, attrs, out):
    return _all_sum(xs[0])


def all_mean_numpy(xs, attrs, out):
    size, _ = mpi.world()
    return np.divide(_all_sum(xs[0]), np.asarray(size, dtype=out.numpy_dtype))


def world_size_numpy(xs, attrs, out):
    return np.asarray(mpi.world()[0], dtype=np.int64)


def rank_numpy(xs, attrs, out):
    return np.asarray(mpi.world()[1], dtype=np.int64)


RULES = {Co.all_sum: all_sum_numpy, Co.all_mean: all_mean_numpy, Co.world_size: world_size_numpy, Co.rank: rank_numpy}
