"""Running a script on N ranks for the tests of §D2–§D3: the venv's `mpiexec` (the mpich wheel of
the `dist` group), a bounded wall time, the output and the time it took. Without MPI a test
skips with the reason printed, and fails instead where KINA_REQUIRE_MPI is set (.ci/run sets it,
as KINA_REQUIRE_UV for the fresh-venv tests)."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LAUNCHER_VARIABLES = ("PMI_RANK", "PMI_SIZE", "PMIX_RANK", "OMPI_COMM_WORLD_SIZE", "MPI_LOCALNRANKS")


def mpiexec() -> str:
    """The venv's mpiexec, or a skip (a failure under KINA_REQUIRE_MPI) saying what is missing."""
    launcher = Path(sys.executable).parent / "mpiexec"
    missing = [what for what, ok in (("mpi4py", importlib.util.find_spec("mpi4py") is not None),
                                     (f"mpiexec beside {sys.executable} (the mpich wheel)", launcher.exists())) if not ok]
    if missing:
        reason = f"MPI tests need the dist group (uv sync --group dist): {', '.join(missing)} not installed"
        if os.environ.get("KINA_REQUIRE_MPI"):
            pytest.fail(f"{reason}, but KINA_REQUIRE_MPI is set")
        print(reason)
        pytest.skip(reason)
    return str(launcher)


@dataclass
class Job:
    returncode: int
    output: str  # stdout and stderr of every rank, interleaved
    seconds: float


def rank_environment(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in LAUNCHER_VARIABLES}
    env.setdefault("KINA_NUM_THREADS", "1")  # N ranks on this machine's cores: one thread each
    env.update({k: str(v) for k, v in extra.items()})
    return env


def run_ranks(n: int, argv: list[str], *, mpi4py_main: bool = True, timeout: float = 240, env=None) -> Job:
    """`mpiexec -n N python [-m mpi4py] ARGV…`, killed (and failed) after `timeout` seconds."""
    command = [mpiexec(), "-n", str(n), sys.executable, *(["-m", "mpi4py"] if mpi4py_main else []), *argv]
    start = time.monotonic()
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout,
                              env=rank_environment() if env is None else env, cwd=ROOT)
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        pytest.fail(f"{' '.join(command)} still ran after {timeout} s (a hang):\n{out[-3000:]}")
    return Job(done.returncode, done.stdout, time.monotonic() - start)


def run_plain(argv: list[str], *, timeout: float = 240, env=None) -> Job:
    """The same script in one plain process (no launcher: world size 1)."""
    start = time.monotonic()
    done = subprocess.run([sys.executable, *argv], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=timeout, env=rank_environment() if env is None else env, cwd=ROOT)
    return Job(done.returncode, done.stdout, time.monotonic() - start)
