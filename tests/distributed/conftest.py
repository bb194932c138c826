"""What the MPI tests of §D1–§D3 share: `need_mpi()` (the `dist` group's mpi4py and the mpich
wheel's `mpiexec` in this venv: a skip with a printed reason when missing, a failure instead
when KINA_REQUIRE_MPI=1, as CI sets it) and `run_ranks`, which starts a script on N local
ranks with a hard time limit (the whole process group is killed past it: a hung collective
fails the test, it never hangs the suite)."""
from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
from dataclasses import dataclass

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
MPIEXEC = os.path.join(os.path.dirname(sys.executable), "mpiexec")
# the launcher's variables (kina_runtime.mpi.LAUNCHER_VARIABLES) are removed from "plain" processes
LAUNCHER_PREFIXES = ("PMI_", "PMIX_", "OMPI_", "MPI_LOCAL", "HYDRA_")


def mpi_missing() -> str | None:
    if importlib.util.find_spec("mpi4py") is None:
        return "mpi4py is not installed (the `dist` group: uv sync --group dist)"
    if not os.access(MPIEXEC, os.X_OK):
        return f"no mpiexec beside {sys.executable} (the mpich wheel of the `dist` group: uv sync --group dist)"
    return None


def need_mpi() -> None:
    reason = mpi_missing()
    if reason is None:
        return
    if os.environ.get("KINA_REQUIRE_MPI", "").strip().lower() in ("1", "true", "yes", "on"):
        pytest.fail(f"KINA_REQUIRE_MPI is set but the MPI tests cannot run: {reason}")
    print(f"skipping an MPI test: {reason}")
    pytest.skip(reason)


def plain_env(**extra) -> dict:
    """This process's environment without any MPI launcher's variables (a plain process)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(LAUNCHER_PREFIXES)}
    env.update(extra)
    return env


@dataclass
class RankRun:
    returncode: int
    stdout: str
    stderr: str

    def records(self, directory: str) -> dict[int, dict]:
        """What the ranks wrote to `directory`/result-<rank>.json (the launcher interleaves their
        stdout within lines, so results do not travel there)."""
        out = {}
        for name in sorted(os.listdir(directory)):
            if name.startswith("result-") and name.endswith(".json"):
                with open(os.path.join(directory, name)) as fh:
                    rec = json.load(fh)
                out[rec["rank"]] = rec
        return out


def run_ranks(script: str, *args: str, n: int = 2, timeout: float = 60, env: dict | None = None) -> RankRun:
    """`mpiexec -n N python script args…`, killed (the whole process group) after `timeout` s."""
    need_mpi()
    cmd = [MPIEXEC, "-n", str(n), sys.executable, os.path.join(HERE, script), *args]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                         env=plain_env(**(env or {})))
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        pytest.fail(f"{' '.join(cmd[1:4])} {script} did not end within {timeout} s (a hang):\n{out[-2000:]}\n{err[-2000:]}")
    return RankRun(p.returncode, out, err)
