"""Running a script on N ranks for the data-parallel and failure tests (§D2–§D3): conftest's
`need_mpi` (a skip with a printed reason without the `dist` group, a failure under
KINA_REQUIRE_MPI) and launcher-free environment, plus what these tests need beyond conftest's
`run_ranks`: any script path, optionally without `python -m mpi4py`, stdout and stderr as one
stream (the failure messages come from either), the wall time, and a plain-process twin."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import MPIEXEC, need_mpi, plain_env

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LAUNCHER_VARIABLES = ("PMI_RANK", "PMI_SIZE", "PMIX_RANK", "OMPI_COMM_WORLD_SIZE", "MPI_LOCALNRANKS")


@dataclass
class Job:
    returncode: int
    output: str  # stdout and stderr of every rank, interleaved
    seconds: float


def rank_environment(**extra) -> dict:
    """A plain environment; one kernel thread per process (N ranks share this machine's cores)."""
    env = plain_env()
    env.setdefault("KINA_NUM_THREADS", "1")
    env.update({k: str(v) for k, v in extra.items()})
    return env


def _run(command: list[str], timeout: float, env) -> Job:
    start = time.monotonic()
    p = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                         start_new_session=True, env=rank_environment() if env is None else env)
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)  # the launcher and every rank
        out, _ = p.communicate()
        pytest.fail(f"{' '.join(command)} still ran after {timeout} s (a hang):\n{out[-3000:]}")
    return Job(p.returncode, out, time.monotonic() - start)


def run_ranks(n: int, argv: list[str], *, mpi4py_main: bool = True, timeout: float = 240, env=None) -> Job:
    """`mpiexec -n N python [-m mpi4py] ARGV…`, killed (and failed) after `timeout` seconds."""
    need_mpi()
    return _run([MPIEXEC, "-n", str(n), sys.executable, *(["-m", "mpi4py"] if mpi4py_main else []), *argv], timeout, env)


def run_plain(argv: list[str], *, timeout: float = 240, env=None) -> Job:
    """The same script in one plain process (no launcher: world size 1)."""
    return _run([sys.executable, *argv], timeout, env)
