"""Running a script on N ranks for the tests of §D1–§D3: the venv's `mpiexec` (the mpich wheel of
the `dist` group), a launcher-free environment, a bounded wall time (the launcher's whole process
group is killed past it: a hang fails the test and leaves no rank behind), the output of every
rank as one stream (failure messages come from stdout or stderr) and the time it took. Without
MPI a test skips with the reason printed, and fails instead where KINA_REQUIRE_MPI is set
(.ci/run sets it, as KINA_REQUIRE_UV for the fresh-venv tests). The one launcher of the MPI tests;
not a conftest.py: a second module named `conftest` on the path would shadow tests/conftest.py for
`from conftest import ROOT`."""
from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
# removed from the ranks' environment: a test process is never a rank itself
LAUNCHER_PREFIXES = ("PMI_", "PMIX_", "OMPI_", "MPI_LOCAL", "HYDRA_")
LAUNCHER_VARIABLES = ("PMI_RANK", "PMI_SIZE", "PMIX_RANK", "OMPI_COMM_WORLD_SIZE", "MPI_LOCALNRANKS")


def mpiexec() -> str:
    """The venv's mpiexec, or a skip (a failure under KINA_REQUIRE_MPI) saying what is missing."""
    launcher = Path(sys.executable).parent / "mpiexec"
    missing = [what for what, ok in (("mpi4py", importlib.util.find_spec("mpi4py") is not None),
                                     (f"mpiexec beside {sys.executable} (the mpich wheel)", os.access(launcher, os.X_OK)))
               if not ok]
    if missing:
        reason = f"MPI tests need the dist group (uv sync --group dist): {', '.join(missing)} not installed"
        if os.environ.get("KINA_REQUIRE_MPI", "").strip().lower() in ("1", "true", "yes", "on"):
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
    """A plain environment; one kernel thread per process (N ranks share this machine's cores)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(LAUNCHER_PREFIXES)}
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
    return _run([mpiexec(), "-n", str(n), sys.executable, *(["-m", "mpi4py"] if mpi4py_main else []), *argv], timeout, env)


def run_plain(argv: list[str], *, timeout: float = 240, env=None) -> Job:
    """The same script in one plain process (no launcher: world size 1)."""
    return _run([sys.executable, *argv], timeout, env)


def records(directory) -> dict[int, dict]:
    """What each rank wrote to `directory`/result-<rank>.json (collectives_ranks.report), by rank:
    the launcher interleaves the ranks' stdout within lines, so findings come back as files."""
    out = {}
    for path in sorted(Path(directory).glob("result-*.json")):
        rec = json.loads(path.read_text())
        out[rec["rank"]] = rec
    return out
