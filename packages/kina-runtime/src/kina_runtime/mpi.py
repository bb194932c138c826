"""MPI for the collectives of §D1, loaded only when needed.

A program that uses no collective never reaches this module's imports of mpi4py. One that does
runs unchanged in a plain process (world size 1: the collectives are the identity); only under
an MPI launcher (`mpiexec`, which sets the PMI / PMIx environment of its ranks) is `mpi4py.MPI`
imported, which calls MPI_Init. The native backend then makes `libmpi` global
(`load_libmpi`), so that the weak MPI symbols of an artifact loaded afterwards resolve to it.

Before the first collective of a function runs on more than one rank, `check_same_call` has
every rank compare its program key, function and argument shapes with rank 0's: a mismatch is
a KinaRuntimeError naming the rank, on every rank, where it would otherwise be a hang or a
silently wrong sum. Like every blocking MPI call Kina makes, it runs under kina.distributed's
collective watchdog (KINA_COLLECTIVE_TIMEOUT), so a rank that never makes the call ends the job
instead of leaving the others waiting in the allgather."""
from __future__ import annotations

import ctypes
import os
import threading

from kina import distributed
from kina.hostio import KinaRuntimeError

# the MPICH ABI that MLIR's `mpi` dialect lowers to (its MPI_COMM_WORLD, MPI_FLOAT, MPI_SUM constants)
MPICH_SONAME = "libmpi.so.12"
MPICH_ABI_FAMILIES = ("MPICH", "Intel(R) MPI", "MVAPICH", "CRAY MPICH")

MISSING = ("this program uses collectives (all_sum, all_mean, world_size, rank) and runs under an MPI launcher, "
           "but mpi4py or the mpich wheel is not installed: install the `dist` group (uv sync --group dist)")

_lock = threading.Lock()
_comm = None  # COMM_WORLD once imported; False: not under a launcher
_libmpi = None


# whether this process is a rank started by an MPI launcher: kina.distributed's one rule
under_launcher = distributed.launched


def comm():
    """mpi4py's COMM_WORLD under a launcher (imported, and MPI initialised, on the first call),
    None in a plain process."""
    global _comm
    if _comm is None:
        with _lock:
            if _comm is None:
                try:  # MPI_Init (watched) and the guards: MPI_Abort on an uncaught exception, the watchdog
                    _comm = distributed.comm() or False
                except distributed.DistributedError:  # mpi4py missing under a launcher
                    raise KinaRuntimeError(MISSING) from None
    return _comm or None


def world() -> tuple[int, int]:
    """(world size, this rank): (1, 0) outside a launcher."""
    c = comm()
    return (1, 0) if c is None else (c.Get_size(), c.Get_rank())


def load_libmpi():
    """Make the MPI library that mpi4py loaded global (RTLD_GLOBAL), so that the weak MPI
    symbols of a native artifact loaded afterwards resolve to it; None outside a launcher.
    It must be the MPICH ABI, which the artifact's constants assume: anything else is a
    one-line KinaRuntimeError, never a call with the wrong handles."""
    global _libmpi
    if _libmpi is not None:
        return _libmpi
    if comm() is None:
        return None
    with _lock:
        if _libmpi is None:
            try:  # the library mpi4py already loaded, by soname, now global
                lib = ctypes.CDLL(MPICH_SONAME, mode=os.RTLD_NOLOAD | os.RTLD_GLOBAL)
            except OSError:
                raise KinaRuntimeError(f"the MPI library mpi4py loaded is not {MPICH_SONAME} (MPICH ABI), which native "
                                       f"collectives are compiled for ({library_version()}): install the `mpich` wheel "
                                       f"(uv sync --group dist)") from None
            version = _version_of(lib)
            if not any(f in version for f in MPICH_ABI_FAMILIES):
                raise KinaRuntimeError(f"{MPICH_SONAME} is not an MPICH-ABI library ({version}): native collectives need MPICH's ABI")
            _libmpi = lib
    return _libmpi


def library_version() -> str:
    from mpi4py import MPI

    return MPI.Get_library_version().splitlines()[0].strip()


def _version_of(lib) -> str:
    buf = ctypes.create_string_buffer(8192)  # MPI_MAX_LIBRARY_VERSION_STRING is 8192 in MPICH
    n = ctypes.c_int(0)
    if lib.MPI_Get_library_version(buf, ctypes.byref(n)) != 0:
        return "MPI_Get_library_version failed"
    return buf.value.decode(errors="replace").splitlines()[0].strip()


def _describe(a) -> str:
    shape = getattr(a, "shape", None)
    dtype = getattr(a, "dtype", None)
    if shape is None:
        return type(a).__name__
    return f"{dtype}{list(shape)}"


def check_same_call(key: str, function: str, args: tuple, kwargs: dict) -> None:
    """Every rank's (program key, function, argument dtypes and shapes) against rank 0's, before
    the first collective of `function` runs. Called by every rank (it is itself a collective):
    each raises the same KinaRuntimeError naming the first rank that differs, so none is left
    waiting in a sum the others never join. Nothing is checked with one rank."""
    c = comm()
    if c is None or c.Get_size() == 1:
        return
    mine = {"program": key, "function": function,
            "arguments": [_describe(a) for a in args] + [f"{k}={_describe(v)}" for k, v in sorted(kwargs.items())]}
    every = distributed.allgather(mine, f"the first call of `{function}`")  # watched: a rank may never call
    root = every[0]
    for r, theirs in enumerate(every):
        if theirs == root:
            continue
        if theirs["program"] != root["program"]:
            what = f"a different program (key {theirs['program'][:16]} against rank 0's {root['program'][:16]})"
        elif theirs["function"] != root["function"]:
            what = f"`{theirs['function']}` where rank 0 calls `{root['function']}`"
        else:
            what = f"`{function}` with arguments ({', '.join(theirs['arguments'])}) where rank 0 passes ({', '.join(root['arguments'])})"
        raise KinaRuntimeError(f"collective mismatch: rank {r} of {len(every)} calls {what}; every rank must run the same "
                               f"program on the same shapes (§D1)")
