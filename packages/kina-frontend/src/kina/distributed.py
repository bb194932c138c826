"""The host side of data-parallel training (§D2): which rank this is, initial weights from rank 0,
this rank's shard of a global batch, and the guards that make a failure end the whole job.

    import kina.distributed as dist
    theta = dist.broadcast(theta)                 # rank 0's initial weights on every rank
    x = dist.shard(global_x)                      # rows rank·B/N … (rank+1)·B/N − 1
    if dist.is_root(): save(checkpoint)           # rank 0 writes, every rank reads

Importable anywhere: outside an MPI launcher (no `PMI_*`/`OMPI_*` environment) there is one rank,
`mpi4py` is never imported and every helper is the identity. Under a launcher the first helper
that needs MPI imports `mpi4py.MPI` (which initialises MPI) and installs two guards (§D3):

- an exception hook: an uncaught exception on one rank prints its traceback and one line naming
  the rank, then calls `MPI_Abort`, so the other ranks, blocked in a collective, do not wait
  forever even without `python -m mpi4py`;
- every MPI error on COMM_WORLD is fatal to the job (mpi4py's default returns it, and compiled
  code would go on with a wrong sum), with a line naming the rank;
- a collective watchdog: `collective(what)` brackets a call that runs collectives (the native
  runtime and the NumPy rules wrap their calls in it); if the call has not returned after
  `KINA_COLLECTIVE_TIMEOUT` seconds (default 300) a thread prints which rank waited in what and
  aborts the job; if a rank on the same host dies meanwhile (SIGKILL, a crash), it names that
  rank and aborts at once. It works while native code runs without the GIL.

Each rank also prints `kina.distributed: rank R of N is pid P on HOST` once on stderr: a rank
killed by a signal cannot speak, and MPICH's launcher reports it by pid only.
"""
from __future__ import annotations

import contextlib
import os
import sys
import threading
import time

import numpy as np

from . import environment

TIMEOUT_VARIABLE = "KINA_COLLECTIVE_TIMEOUT"

# What a launcher sets in each rank's environment: MPICH's hydra (PMI_RANK, PMI_SIZE), Open MPI
# and other PMIx launchers (PMIX_RANK, OMPI_COMM_WORLD_SIZE). A plain MPI_* variable of the
# user's own (MPI_HOME) must not count, or a plain process would need the `dist` group.
LAUNCHER_VARIABLES = ("PMI_RANK", "PMI_SIZE", "PMIX_RANK", "OMPI_COMM_WORLD_SIZE", "MPI_LOCALNRANKS")


class DistributedError(RuntimeError):
    """A data-parallel launch that cannot work: MPI missing under a launcher, a batch the ranks do
    not divide, ranks whose arrays differ. The message is one line."""


def launched(environ=None) -> bool:
    """Whether this process runs under an MPI launcher (its environment says so)."""
    env = os.environ if environ is None else environ
    return any(env.get(name) for name in LAUNCHER_VARIABLES)


_lock = threading.Lock()
_comm = None  # mpi4py's COMM_WORLD once initialised here; None outside a launcher
_watchdog = None


def comm():
    """mpi4py's COMM_WORLD under a launcher (initialising MPI and the guards on first use), None
    in a plain process. The one place Kina imports mpi4py for the host side."""
    global _comm, _watchdog
    if _comm is not None or not launched():
        return _comm
    with _lock:
        if _comm is None:
            timeout = collective_timeout()
            try:
                with _init_watched(timeout):
                    from mpi4py import MPI
            except ImportError:
                variable = next(name for name in LAUNCHER_VARIABLES if os.environ.get(name))
                raise DistributedError(
                    f"this process runs under an MPI launcher ({variable} is set) but mpi4py is not installed: "
                    "install the dist group (uv sync --group dist)") from None
            world = MPI.COMM_WORLD
            _install_abort_hook(world)
            _install_error_handler(MPI, world)
            _watchdog = _Watchdog(world, timeout)
            import socket  # here, in a rank of an MPI job: every host call imports this module (≈ 1.5 ms of socket)

            sys.stderr.write(f"kina.distributed: rank {world.Get_rank()} of {world.Get_size()} is pid "
                             f"{os.getpid()} on {socket.gethostname()}\n")
            sys.stderr.flush()
            _comm = world
    return _comm


# What the watcher of MPI_Init runs: it waits for its stdin to close (MPI_Init returned, or this
# rank ended) and, past the timeout, names the rank and SIGKILLs it, which has the launcher end the job.
_INIT_WATCHER = """import os, select, sys
pid, timeout, message = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
if not select.select([sys.stdin], [], [], timeout)[0]:
    sys.stderr.write(message + "\\n"); sys.stderr.flush(); os.kill(pid, 9)
"""


@contextlib.contextmanager
def _init_watched(timeout: float):
    """MPI_Init (the import of mpi4py.MPI) waits, under MPICH, until every rank has called it, and
    holds the GIL meanwhile: no thread of this process can watch it, so a small process does (one
    Python start-up per rank, once). Skipped when mpi4py.MPI is imported already (MPI is up)."""
    if "mpi4py.MPI" in sys.modules:
        yield
        return
    import subprocess

    env = os.environ
    me = next((env[k] for k in ("PMI_RANK", "PMIX_RANK", "OMPI_COMM_WORLD_RANK") if env.get(k)), "?")
    size = next((f" of {env[k]}" for k in ("PMI_SIZE", "OMPI_COMM_WORLD_SIZE") if env.get(k)), "")
    message = (f"kina.distributed: rank {me}{size} (pid {os.getpid()}) waited more than {timeout:g} s in MPI_Init "
               f"({TIMEOUT_VARIABLE}): some rank never initialised MPI; ending the job")
    watcher = subprocess.Popen([sys.executable, "-I", "-S", "-c", _INIT_WATCHER, str(os.getpid()), str(timeout), message],
                               stdin=subprocess.PIPE)
    try:
        yield
    finally:
        watcher.stdin.close()
        watcher.wait()


def rank() -> int:
    """This process's rank, 0 … world_size() − 1 (0 outside a launcher)."""
    world = comm()
    return 0 if world is None else world.Get_rank()


def world_size() -> int:
    """The number of ranks of the job (1 outside a launcher)."""
    world = comm()
    return 1 if world is None else world.Get_size()


def is_root() -> bool:
    """Rank 0: the one that writes checkpoints, plots and the log."""
    return rank() == 0


def shard(batch, axis: int = 0):
    """This rank's contiguous slice of a global batch along `axis`: rows r·B/N … (r+1)·B/N − 1 of
    B, for rank r of N (a copy, C-contiguous). B must be a multiple of N."""
    if isinstance(axis, (bool, np.bool_)) or not isinstance(axis, (int, np.integer)):
        raise DistributedError(f"shard: axis must be an int, got {axis!r} ({type(axis).__name__})")
    batch = np.asarray(batch)
    n, r = world_size(), rank()
    if not -batch.ndim <= axis < batch.ndim:
        raise DistributedError(f"shard: axis {axis} is out of range for a batch of rank {batch.ndim}")
    size = batch.shape[axis]
    if size % n:
        raise DistributedError(f"shard: a global batch of {size} along axis {axis} does not divide over {n} ranks "
                               f"(use a batch that is a multiple of {n})")
    part = size // n
    return np.ascontiguousarray(np.take(batch, np.arange(r * part, (r + 1) * part), axis=axis))


def broadcast(arrays):
    """Rank 0's arrays on every rank (initial weights): one array (0-d included), or a list, tuple
    or dict of them, returned in the same form and shapes. The results are new C-contiguous arrays
    on every rank, rank 0 included: the caller's arrays are never written to (MPI_Bcast receives in
    place, and a rank's own initial values being overwritten behind its back, on every rank but 0,
    would be a trap). Every rank passes arrays of the same shapes and dtypes as rank 0's (its own
    initial values, discarded); a rank whose shapes differ is an error naming it."""
    if isinstance(arrays, dict):
        keys = list(arrays)
        values = broadcast([arrays[k] for k in keys])
        return dict(zip(keys, values))
    if not isinstance(arrays, (list, tuple)):
        return broadcast([arrays])[0]
    values = [np.array(a, order="C") for a in arrays]  # a copy; unlike np.ascontiguousarray, keeps 0-d as 0-d
    world = comm()
    if world is None or world.Get_size() == 1:
        return type(arrays)(values)
    signatures = allgather([(a.shape, a.dtype.str) for a in values], "broadcast")
    for r, theirs in enumerate(signatures):
        if theirs != signatures[0]:
            raise DistributedError(f"broadcast: rank {r}'s arrays {_describe(theirs)} differ from rank 0's "
                                   f"{_describe(signatures[0])}")
    with collective("broadcast"):
        for a in values:
            world.Bcast(a, root=0)
    return type(arrays)(values)


def _describe(signature) -> str:
    return "[" + ", ".join(f"{np.dtype(d).name}{list(s)}" for s, d in signature) + "]"


def allgather(value, what: str) -> list:
    """Every rank's `value` (anything picklable), by rank, on every rank: what the ranks compare
    before they go on together (shapes, a checkpoint's digest). Watched as `what`, so a rank that
    never comes ends the job instead of leaving the others waiting. [value] with one rank."""
    world = comm()
    if world is None or world.Get_size() == 1:
        return [value]
    with collective(what):
        return world.allgather(value)


def allreduce_mean(value: float) -> float:
    """The mean of a host float over the ranks (the held-out loss of each rank's windows)."""
    world = comm()
    if world is None or world.Get_size() == 1:
        return float(value)
    with collective("allreduce_mean"):
        return world.allreduce(float(value)) / world.Get_size()


# ---- failures -------------------------------------------------------------------------------

def collective_timeout() -> float:
    """KINA_COLLECTIVE_TIMEOUT in seconds (default 300): how long one call that runs collectives
    may take before the job is aborted. A value that is not a positive number is ignored with one
    warning naming it (kina.environment's rule: a typo must not stop a training run)."""
    return float(environment.read(TIMEOUT_VARIABLE))


def _install_abort_hook(world) -> None:
    previous = sys.excepthook

    def abort_on_exception(kind, value, tb):
        previous(kind, value, tb)
        if world.Get_size() == 1:
            return  # no peer to leave waiting
        _abort(world, f"rank {world.Get_rank()} of {world.Get_size()} raised {kind.__name__}: {_one_line(value)}; "
                      f"aborting the job (MPI_Abort)")

    sys.excepthook = abort_on_exception


def _abort(world, message: str) -> None:
    """The one way a rank ends the job: its line on stderr, then MPI_Abort."""
    sys.stderr.write(f"kina.distributed: {message}\n")
    sys.stderr.flush()
    # MPI_Abort has the launcher kill every rank at once, and hydra's proxy may not have forwarded
    # the line just written: about 1 run in 6 of an MPI error ended with no message naming the rank
    time.sleep(0.1)
    world.Abort(1)
    # not on to MPI_Finalize, which would wait for the others: MPICH's MPI_Abort may return to an
    # error handler before the launcher ends the rank
    os._exit(1)


def _install_error_handler(MPI, world) -> None:
    """mpi4py gives COMM_WORLD MPI_ERRORS_RETURN (errors become Python exceptions), but compiled
    code calls MPI_Allreduce on the same communicator and does not look at the return code: an
    error there (a peer that died mid-transfer) would leave a wrong sum in a step that goes on.
    Every MPI error on COMM_WORLD is fatal to the job instead, with a line naming this rank and, if
    one ended, the rank on this host that is gone."""

    def fatal(comm, code):
        me, n = world.Get_rank(), world.Get_size()
        try:  # MPICH's string is a stack: the last line is the cause
            what = MPI.Get_error_string(code).strip().splitlines()[-1].strip(" .:")
        except Exception:  # an error code the library cannot describe
            what = f"error code {code}"
        peers = (_watchdog.peers if _watchdog is not None else None) or ()
        dead, until = [], time.monotonic() + 0.2
        while peers and not dead and time.monotonic() < until:  # a killed peer may still be exiting
            dead = [(r, pid) for r, pid in peers if _gone(pid)]
            if not dead:
                time.sleep(0.01)
        cause = f"; rank {dead[0][0]} (pid {dead[0][1]}) has ended" if dead else ""
        _abort(world, f"rank {me} of {n}: MPI error in a collective ({what}){cause}; aborting the job (MPI_Abort)")

    world.Set_errhandler(MPI.Comm.Create_errhandler(fatal))


def _one_line(value) -> str:
    text = str(value).strip().splitlines()
    return text[0] if text else "(no message)"


PEER_POLL = 0.02  # seconds between looks at the peers' processes while a collective runs


def _gone(pid: int) -> bool:
    """Whether process `pid` of this host has ended or is ending: no longer there, a zombie, or
    without its memory (a process killed by a signal drops it first, which is when MPICH's direct
    reads from it start to fail)."""
    try:
        with open(f"/proc/{pid}/status", "rb") as fh:
            status = fh.read()
    except OSError:
        return True
    state = status.split(b"State:", 1)[1].split()[0] if b"State:" in status else b"?"
    return state in (b"Z", b"X") or b"VmRSS:" not in status


class _Watchdog:
    """One daemon thread that aborts the job when a bracketed call outlives the timeout, or when a
    rank on this host dies while this one waits (a rank killed by a signal cannot say so itself,
    and MPICH's launcher names it by pid only, when it gets the chance). Arming and disarming take a
    lock and, rarely, a notify: microseconds against a training step."""

    def __init__(self, world, timeout: float):
        self.world, self.timeout = world, timeout
        self.cond = threading.Condition()
        self.armed: dict[int, tuple[float, str]] = {}
        self.next_id = 0
        self.thread = None
        self.peers: list[tuple[int, int]] | None = None  # (rank, pid) of the other ranks on this host
        self.learning = threading.Lock()

    def learn_peers(self) -> None:
        """Every rank's host and pid, once: an allgather, so called where every rank calls it (the
        first collective call, which all ranks make), and only while armed: a rank that never gets
        there must not leave the others in it past the timeout. Until it returns the dead-peer
        check has no peers to look at."""
        with self.learning:  # two threads' first calls must not make two allgathers
            if self.peers is None:
                import socket  # only under MPI (see _comm)

                me, host = self.world.Get_rank(), socket.gethostname()
                every = self.world.allgather((host, os.getpid()))  # mpi4py releases the GIL while it waits
                self.peers = [(r, pid) for r, (h, pid) in enumerate(every) if h == host and r != me]

    def arm(self, what: str) -> int:
        with self.cond:
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="kina-collective-watchdog", daemon=True)
                self.thread.start()
            self.next_id += 1
            first = not self.armed
            self.armed[self.next_id] = (time.monotonic() + self.timeout, what)
            if first:
                self.cond.notify()
            return self.next_id

    def disarm(self, token: int) -> None:
        with self.cond:
            self.armed.pop(token, None)

    def _run(self) -> None:
        me, n = self.world.Get_rank(), self.world.Get_size()
        with self.cond:
            while True:
                if not self.armed:
                    self.cond.wait()
                    continue
                deadline, what = min(self.armed.values())
                left = deadline - time.monotonic()
                dead = [(r, pid) for r, pid in self.peers or () if _gone(pid)]
                if dead:
                    r, pid = dead[0]
                    message = (f"rank {me} of {n}: rank {r} (pid {pid}) ended while rank {me} waited in {what}; "
                               f"aborting the job (MPI_Abort)")
                    break
                if left > 0:
                    self.cond.wait(min(left, PEER_POLL))
                    continue
                message = (f"rank {me} of {n} waited more than {self.timeout:g} s in {what} ({TIMEOUT_VARIABLE}); "
                           f"aborting the job (MPI_Abort)")
                break
        _abort(self.world, message)


@contextlib.contextmanager
def _watched(what: str):
    token = _watchdog.arm(what)  # the deadline first: learning the peers is itself an allgather
    try:
        if _watchdog.peers is None:
            _watchdog.learn_peers()
        yield
    finally:
        _watchdog.disarm(token)


def collective(what: str):
    """A context manager around one call that runs collectives (`what` names it in the message):
    the watchdog aborts the job if the call outlives KINA_COLLECTIVE_TIMEOUT. A no-op with one
    rank."""
    world = comm()
    if world is None or world.Get_size() == 1:
        return contextlib.nullcontext()
    return _watched(what)
