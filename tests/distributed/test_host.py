"""§D2: kina.distributed, the host side. In one plain process every helper is the identity and
mpi4py is never imported; under `mpiexec -n 2` broadcast gives rank 0's arrays, shard each
rank's contiguous slice, and the bad cases (a batch the ranks do not divide, ranks whose arrays
differ, mpi4py missing under a launcher, a bad KINA_COLLECTIVE_TIMEOUT) are one-line errors."""
from __future__ import annotations

import re
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import kina.distributed as dist
from launch import LAUNCHER_VARIABLES, rank_environment, run_ranks


@pytest.fixture
def plain(monkeypatch):
    for name in LAUNCHER_VARIABLES:
        monkeypatch.delenv(name, raising=False)


def test_one_process_is_rank_0_of_1_and_the_helpers_are_identities(plain):
    assert (dist.rank(), dist.world_size(), dist.is_root(), dist.comm()) == (0, 1, True, None)
    batch = np.arange(12.0).reshape(6, 2)
    np.testing.assert_array_equal(dist.shard(batch), batch)
    np.testing.assert_array_equal(dist.shard(batch, axis=1), batch)
    w = {"a": np.ones(3, np.float32), "b": np.zeros((2, 2))}
    out = dist.broadcast(w)
    assert list(out) == ["a", "b"] and all(np.array_equal(out[k], w[k]) for k in w)
    assert isinstance(dist.broadcast((w["a"],)), tuple) and dist.broadcast(w["a"]).shape == (3,)
    assert dist.allreduce_mean(2.5) == 2.5
    with dist.collective("nothing"):
        pass


def test_a_plain_process_never_imports_mpi4py():
    code = ("import sys, numpy as np, kina.distributed as d\n"
            "d.rank(); d.world_size(); d.broadcast([np.ones(2)]); d.shard(np.ones(4))\n"
            "with d.collective('x'): pass\n"
            "assert 'mpi4py' not in sys.modules, 'mpi4py imported'\nprint('ok')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=rank_environment(), timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_shard_refuses_a_batch_the_ranks_do_not_divide(plain, monkeypatch):
    monkeypatch.setattr(dist, "world_size", lambda: 4)
    monkeypatch.setattr(dist, "rank", lambda: 1)
    np.testing.assert_array_equal(dist.shard(np.arange(8)), [2, 3])
    np.testing.assert_array_equal(dist.shard(np.arange(16).reshape(2, 8), axis=1), [[2, 3], [10, 11]])
    with pytest.raises(dist.DistributedError, match=r"^shard: a global batch of 6 along axis 0 does not divide over 4 ranks"):
        dist.shard(np.arange(6))
    with pytest.raises(dist.DistributedError, match="axis 2 is out of range"):
        dist.shard(np.arange(8), axis=2)
    np.testing.assert_array_equal(dist.shard(np.arange(8), axis=np.int64(0)), [2, 3])


@pytest.mark.parametrize("axis", [1.5, "0", True, None, np.float64(0)])
def test_shard_refuses_an_axis_that_is_not_an_int(plain, axis):
    with pytest.raises(dist.DistributedError, match=rf"^shard: axis must be an int, got {re.escape(repr(axis))} "
                                                    rf"\({type(axis).__name__}\)$"):
        dist.shard(np.arange(8), axis=axis)


def test_broadcast_keeps_every_shape_and_never_writes_to_the_callers_arrays(plain):
    """0-d stays 0-d (np.ascontiguousarray would make it [1]); one array, a tuple, a list and a
    dict come back in their form, as new arrays (under MPI, rank 1's would be received into)."""
    scalar, vector, matrix = np.array(2.5, np.float32), np.arange(3.0), np.ones((2, 2), np.int64)
    one = dist.broadcast(scalar)
    assert one.shape == () and one.dtype == np.float32 and one == 2.5 and one is not scalar
    assert dist.broadcast(vector).shape == (3,)
    t = dist.broadcast((scalar, vector))
    assert isinstance(t, tuple) and [a.shape for a in t] == [(), (3,)]
    lst = dist.broadcast([matrix, scalar])
    assert isinstance(lst, list) and [a.shape for a in lst] == [(2, 2), ()]
    d = dist.broadcast({"s": scalar, "m": matrix.T})
    assert [a.shape for a in d.values()] == [(), (2, 2)] and d["m"].flags.c_contiguous
    np.testing.assert_array_equal(d["m"], matrix.T)
    for got, given in ((one, scalar), (t[1], vector), (lst[0], matrix)):
        assert not np.shares_memory(got, given)


@pytest.mark.parametrize("value", ["abc", "0", "-1", "inf", "nan"])
def test_a_bad_collective_timeout_warns_once_naming_it_and_takes_300_seconds(monkeypatch, capsys, value):
    from kina import environment

    monkeypatch.setattr(environment, "_warned", set())
    monkeypatch.setenv("KINA_COLLECTIVE_TIMEOUT", value)
    assert dist.collective_timeout() == 300.0 and dist.collective_timeout() == 300.0
    err = capsys.readouterr().err
    assert err.count(f"ignoring KINA_COLLECTIVE_TIMEOUT={value!r} (not a positive number of seconds)") == 1


def test_the_collective_timeout_defaults_to_300_seconds(monkeypatch):
    monkeypatch.delenv("KINA_COLLECTIVE_TIMEOUT", raising=False)
    assert dist.collective_timeout() == 300.0
    monkeypatch.setenv("KINA_COLLECTIVE_TIMEOUT", "2.5")
    assert dist.collective_timeout() == 2.5


def test_mpi4py_missing_under_a_launcher_is_one_line():
    code = ("import sys\nsys.modules['mpi4py'] = None  # as if the dist group were not installed\n"
            "import kina.distributed as d\n"
            "try:\n    d.rank()\nexcept d.DistributedError as e:\n    print(e)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env=rank_environment(PMI_RANK=0, PMI_SIZE=1))
    assert done.stdout.strip() == ("this process runs under an MPI launcher (PMI_RANK is set) but mpi4py is not "
                                   "installed: install the dist group (uv sync --group dist)"), done.stderr


RANKS_SCRIPT = textwrap.dedent("""
    import numpy as np
    import kina.distributed as d
    r, n = d.rank(), d.world_size()
    w = d.broadcast({"theta": np.full((2, 3), 10.0 + r, np.float32), "step": np.array([r], np.int64)})
    print(f"rank {r}/{n} broadcast {w['theta'][0, 0]} {w['step'][0]} shard {d.shard(np.arange(8)).tolist()}", flush=True)
    try:
        d.shard(np.arange(7))
    except d.DistributedError as e:
        print(f"rank {r} shard error: {e}", flush=True)
    try:
        d.broadcast([np.zeros(3 + r)])
    except d.DistributedError as e:
        print(f"rank {r} broadcast error: {e}", flush=True)
    print(f"rank {r} mean {d.allreduce_mean(float(r))}", flush=True)
    mine = (np.array(7.0 + r), np.arange(3.0) + r)
    s, v = d.broadcast(mine)
    print(f"rank {r} 0-d broadcast {s.shape} {float(s)} {v.tolist()}; own {float(mine[0])} {mine[1].tolist()}", flush=True)
""")


def test_broadcast_and_shard_on_two_ranks(tmp_path):
    script = tmp_path / "ranks.py"
    script.write_text(RANKS_SCRIPT)
    job = run_ranks(2, [str(script)], timeout=60)
    assert job.returncode == 0, job.output
    out = job.output
    for r, half in ((0, [0, 1, 2, 3]), (1, [4, 5, 6, 7])):
        assert f"rank {r}/2 broadcast 10.0 0 shard {half}" in out  # rank 0's values everywhere
        assert f"rank {r} shard error: shard: a global batch of 7 along axis 0 does not divide over 2 ranks" in out
        assert (f"rank {r} broadcast error: broadcast: rank 1's arrays [float64[4]] differ from rank 0's "
                f"[float64[3]]") in out
        assert f"rank {r} mean 0.5" in out
        # rank 0's values in their shapes; every rank's own arrays left as they were
        assert f"rank {r} 0-d broadcast () 7.0 [0.0, 1.0, 2.0]; own {7.0 + r} {[0.0 + r, 1.0 + r, 2.0 + r]}" in out
        assert f"kina.distributed: rank {r} of 2 is pid " in out


def test_an_mpi_error_is_fatal_and_names_the_rank(tmp_path):
    """mpi4py leaves COMM_WORLD returning errors, which compiled code does not look at: Kina makes
    every MPI error there end the job, naming the rank (here rank 1 raises one by hand)."""
    script = tmp_path / "error.py"
    script.write_text("import time\nfrom mpi4py import MPI\nimport kina.distributed as d\n"
                      "if d.rank() == 1:\n    d.comm().Call_errhandler(MPI.ERR_OTHER)\n"
                      "else:\n    time.sleep(30)\nprint('still running', flush=True)\n")
    job = run_ranks(2, [str(script)], timeout=60)
    assert job.returncode != 0 and job.seconds < 20 and "still running" not in job.output, job.output
    assert "kina.distributed: rank 1 of 2: MPI error in a collective (" in job.output
    assert "aborting the job (MPI_Abort)" in job.output
