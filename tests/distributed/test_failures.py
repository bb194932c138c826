"""§D3 "failures end the job, never hang", each bounded in time: on `mpiexec -n 2`, the char
transformer training data-parallel (tiny sizes), rank 1 is SIGKILLed inside a step, raises
(launched with and without `python -m mpi4py`), or stays alive without joining the next
collective. The job ends within 10 s of the failure (the stuck rank: once KINA_COLLECTIVE_TIMEOUT
has passed) with a non-zero exit and a message naming the rank; rank 0's last checkpoint is
intact and training resumes from it to the same weights as a run never interrupted. A rank that
never makes its first call of a function with collectives (or of broadcast) ends the job the same
way: the first call's checks are collectives too, and run under the watchdog."""
from __future__ import annotations

import json
import re
import time

import numpy as np
import pytest

from launch import HERE, rank_environment, run_ranks

WORKER = str(HERE / "dp_worker.py")
STEPS = 400  # far more than run before the failure: the job must end early


def fail(kind: str, tmp_path, *, mpi4py_main=True, env=None, extra=()):
    argv = [WORKER, "--data-parallel", "--steps", str(STEPS), "--out", str(tmp_path), "--fault", f"{kind}:1:5", *extra]
    job = run_ranks(2, argv, mpi4py_main=mpi4py_main, timeout=180, env=env)
    ended = time.time()
    failed_at = re.search(r"worker: rank 1 fails \(\w+\) after step (\d+) at ([\d.]+)", job.output)
    assert failed_at, job.output
    return job, ended - float(failed_at.group(2))


def test_sigkill_of_one_rank_mid_step_ends_the_job_naming_it(tmp_path):
    job, after = fail("kill", tmp_path)
    print(f"SIGKILL: the job ended {after:.2f} s after the fault, exit {job.returncode}")
    assert job.returncode != 0 and after < 10, job.output
    # rank 0's watchdog sees rank 1's process gone; MPICH's launcher, when it reports first, names
    # the pid, which kina.distributed's start-up line maps to the rank
    pid = re.search(r"PID (\d+) RUNNING AT .*\n=\s+EXIT CODE: 9", job.output)
    by_launcher = pid and f"kina.distributed: rank 1 of 2 is pid {pid.group(1)} on" in job.output
    by_watchdog = re.search(r"kina.distributed: rank 0 of 2: rank 1 \(pid \d+\) ended while rank 0 waited in "
                            r"`step_dp[^`]*`; aborting the job", job.output)
    # or rank 0's MPI call fails first (MPICH reads rank 1's memory directly and finds it gone)
    by_error = re.search(r"kina.distributed: rank 0 of 2: MPI error in a collective \(.*\); rank 1 \(pid \d+\) has "
                         r"ended; aborting the job", job.output)
    assert by_launcher or by_watchdog or by_error, job.output


@pytest.mark.parametrize("mpi4py_main", [True, False], ids=["python -m mpi4py", "plain python"])
def test_an_exception_on_one_rank_ends_the_job_naming_it(tmp_path, mpi4py_main):
    job, after = fail("raise", tmp_path, mpi4py_main=mpi4py_main)
    print(f"exception ({'-m mpi4py' if mpi4py_main else 'plain'}): ended {after:.2f} s after, exit {job.returncode}")
    assert job.returncode != 0 and after < 10, job.output
    assert "RuntimeError: injected failure on rank 1 after step 5" in job.output
    if mpi4py_main:  # mpi4py's own handler calls MPI_Abort and MPICH names the rank, unless rank 0's
        # watchdog, seeing rank 1 end, gets the job aborted before that line is out
        assert ("(rank 1 in comm 0): application called MPI_Abort" in job.output
                or re.search(r"rank 0 of 2: rank 1 \(pid \d+\) ended while rank 0 waited", job.output)), job.output
    else:  # kina.distributed's exception hook
        assert "kina.distributed: rank 1 of 2 raised RuntimeError: injected failure on rank 1 after step 5; " \
               "aborting the job (MPI_Abort)" in job.output, job.output


def test_a_rank_stuck_alive_ends_the_job_once_the_collective_timeout_passes(tmp_path):
    timeout = 3
    job, after = fail("hang", tmp_path, env=rank_environment(KINA_COLLECTIVE_TIMEOUT=timeout))
    print(f"stuck rank: ended {after:.2f} s after the fault (timeout {timeout} s), exit {job.returncode}")
    # rank 0 may enter step 6 (arming its watch) a moment before rank 1 reports its fault
    assert job.returncode != 0 and timeout - 0.5 <= after < timeout + 10, job.output
    assert re.search(rf"kina.distributed: rank 0 of 2 waited more than {timeout} s in .*KINA_COLLECTIVE_TIMEOUT\); "
                     r"aborting the job", job.output), job.output


def never_calls(tmp_path, mode: str, what: str, timeout=3):
    """collectives_ranks.py's `mode` (rank 1 sleeps instead of its first call) with the collective
    timeout set: the job, and how long after rank 0's call it ended."""
    job = run_ranks(2, [str(HERE / "collectives_ranks.py"), mode, what], timeout=120,
                    env=rank_environment(KINA_COLLECTIVE_TIMEOUT=timeout, KINA_TEST_DIR=tmp_path))
    ended = time.time()
    called = re.search(r"rank 0 makes its first call at ([\d.]+)", job.output)
    assert called, job.output
    after = ended - float(called.group(1))
    print(f"{mode} {what}: the job ended {after:.2f} s after rank 0's call (timeout {timeout} s), exit {job.returncode}")
    assert job.returncode != 0 and timeout - 0.5 <= after < timeout + 7, job.output
    assert "returned from its first call" not in job.output
    return job


@pytest.mark.parametrize("what", ["native", "numpy", "broadcast"])
def test_a_rank_that_never_makes_its_first_call_ends_the_job_once_the_timeout_passes(tmp_path, what):
    """MPI is up on both ranks; rank 1 sleeps before its first call of a compiled function with
    all_mean (whose program and shapes check, an allgather, comes first) or of broadcast (its
    shapes' allgather). Rank 0's watchdog learns the peers inside the watch as well."""
    job = never_calls(tmp_path, "late", what)
    where = "broadcast" if what == "broadcast" else "the first call of `main`"
    assert f"kina.distributed: rank 0 of 2 waited more than 3 s in {where} (KINA_COLLECTIVE_TIMEOUT); " \
           "aborting the job" in job.output, job.output


@pytest.mark.parametrize("what", ["native", "broadcast"])
def test_a_rank_that_never_initialises_mpi_ends_the_job_once_the_timeout_passes(tmp_path, what):
    """Rank 1 sleeps before MPI_Init: rank 0's first call initialises MPI, which under MPICH waits
    for every rank, holding the GIL; kina.distributed's watcher process ends it."""
    job = never_calls(tmp_path, "late-init", what)
    assert re.search(r"kina.distributed: rank 0 of 2 \(pid \d+\) waited more than 3 s in MPI_Init "
                     r"\(KINA_COLLECTIVE_TIMEOUT\): some rank never initialised MPI; ending the job", job.output), job.output


def test_rank_0s_checkpoint_is_intact_and_training_resumes_from_it(tmp_path):
    steps = 20
    ck = tmp_path / "ck.npz"
    killed = run_ranks(2, [WORKER, "--data-parallel", "--steps", str(steps), "--out", str(tmp_path), "--save", str(ck),
                           "--save-every", "5", "--fault", "kill:1:12"], timeout=180)
    assert killed.returncode != 0 and "worker: rank 1 fails (kill) after step 12" in killed.output, killed.output
    with np.load(ck) as f:  # the last one rank 0 wrote: step 10, or 15 when the kill lands late
        done = json.loads(str(f["meta"]))["step"]
        assert done in (10, 15) and f["theta"].dtype == np.float32, done
    resumed, whole = tmp_path / "resumed", tmp_path / "whole"
    resumed.mkdir(), whole.mkdir()
    job = run_ranks(2, [WORKER, "--data-parallel", "--steps", str(steps), "--out", str(resumed), "--resume", str(ck)],
                    timeout=180)
    assert job.returncode == 0, job.output
    job = run_ranks(2, [WORKER, "--data-parallel", "--steps", str(steps), "--out", str(whole)], timeout=180)
    assert job.returncode == 0, job.output
    a, b = np.load(resumed / "rank0.npz"), np.load(whole / "rank0.npz")
    assert len(a["losses"]) == steps - done
    np.testing.assert_array_equal(a["losses"], b["losses"][done:])
    np.testing.assert_array_equal(a["theta"], b["theta"])  # bit for bit the uninterrupted run
