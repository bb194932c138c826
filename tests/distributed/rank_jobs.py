"""The §D1 tests' jobs: a script on N ranks whose findings come back as one JSON file per rank
(the launcher interleaves the ranks' stdout within lines), killed as a whole process group past
its time limit, so a hung collective fails the test and leaves no rank behind. MPI missing: the
skip (a failure under KINA_REQUIRE_MPI) of launch.mpiexec. Not a conftest.py: a second module
named `conftest` on the path would shadow tests/conftest.py for `from conftest import ROOT`."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from dataclasses import dataclass

import pytest

from launch import mpiexec, rank_environment

HERE = os.path.dirname(os.path.abspath(__file__))


def plain_env(**extra) -> dict:
    """This process's environment without an MPI launcher's variables: a plain process."""
    return rank_environment(**extra)


@dataclass
class RankRun:
    returncode: int
    stdout: str
    stderr: str

    def records(self, directory: str) -> dict[int, dict]:
        """What each rank wrote to `directory`/result-<rank>.json, by rank."""
        out = {}
        for name in sorted(os.listdir(directory)):
            if name.startswith("result-") and name.endswith(".json"):
                with open(os.path.join(directory, name)) as fh:
                    rec = json.load(fh)
                out[rec["rank"]] = rec
        return out


def run_ranks(script: str, *args: str, n: int = 2, timeout: float = 60, env: dict | None = None) -> RankRun:
    """`mpiexec -n N python script args…`; the whole process group is killed after `timeout` s."""
    cmd = [mpiexec(), "-n", str(n), sys.executable, os.path.join(HERE, script), *args]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                         env=plain_env(**(env or {})))
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        pytest.fail(f"mpiexec -n {n} {script} {' '.join(args)} did not end within {timeout} s (a hang):\n{out[-2000:]}\n{err[-2000:]}")
    return RankRun(p.returncode, out, err)
