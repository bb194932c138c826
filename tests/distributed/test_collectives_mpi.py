"""§D1 under `mpiexec -n 2` (the mpich wheel's, from the `dist` group; skipped with a printed
reason without it, failed when KINA_REQUIRE_MPI=1): the same bits on every rank and backend,
VJP and JVP against F64 central differences of the rank-summed objective, the mismatch check,
and that a program without collectives loads no MPI even under a launcher. Each test is one
job of collectives_ranks.py, bounded in time by launch.run_ranks."""
from __future__ import annotations

import numpy as np
import pytest

from launch import HERE, records, rank_environment, run_ranks


@pytest.fixture
def ranks(tmp_path):
    def run(*args, n=2, timeout=60):
        # plain `python`: mode `plain` checks that nothing imported mpi4py, which `-m mpi4py` does
        job = run_ranks(n, [str(HERE / "collectives_ranks.py"), *args], mpi4py_main=False, timeout=timeout,
                        env=rank_environment(KINA_TEST_DIR=tmp_path))
        assert job.returncode == 0, job.output[-3000:]
        found = records(tmp_path)
        assert sorted(found) == list(range(n)), job.output[-3000:]
        return found
    return run


def _f32(hexed, shape=()):
    return np.frombuffer(bytes.fromhex(hexed), np.float32).reshape(shape)


def _f64(hexed):
    return np.frombuffer(bytes.fromhex(hexed), np.float64)[0]


def test_the_same_bits_on_every_rank_and_backend(ranks):
    backends = ["numpy", "native", "jit"]
    rec = ranks("bits", *backends)
    first = rec[0]["results"]["numpy"]
    for r in (0, 1):
        for b in backends:
            got = rec[r]["results"][b]
            assert got[:5] == first[:5] and got[6:] == first[6:], (r, b)  # all but rank()
            assert np.frombuffer(bytes.fromhex(got[5]), np.int64)[0] == r
    # two ranks: the sum is x0 + x1 in one rounding, the mean that sum / 2
    x0, x1 = _f32(rec[0]["x"], (2, 3)), _f32(rec[1]["x"], (2, 3))
    assert np.array_equal(_f32(first[0], (2, 3)), x0 + x1)
    assert np.array_equal(_f32(first[1], (2, 3)), (x0 + x1) / np.float32(2))
    s = _f64(rec[0]["s"]) + _f64(rec[1]["s"])
    assert _f64(first[2]) == s and _f64(first[3]) == s / 2
    assert np.frombuffer(bytes.fromhex(first[4]), np.int64)[0] == 2
    # in the loop: (x0 + x1) · 0.5, then (that + that) · 0.5, the same; in the `if`: the mean
    assert np.array_equal(_f32(first[6], (2, 3)), (x0 + x1) * np.float32(0.5))
    assert np.array_equal(_f32(first[7], (2, 3)), (x0 + x1) / np.float32(2))


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_vjp_and_jvp_match_central_differences_of_the_rank_summed_objective(ranks, backend):
    rec = ranks("derivatives", backend)
    for r in (0, 1):
        np.testing.assert_allclose(rec[r]["grad"], rec[r]["fd_grad"], rtol=1e-6, atol=1e-8)
        assert rec[r]["jvp"] == pytest.approx(rec[r]["fd_jvp"], rel=1e-6)
    # the ranks' gradients differ (rank-weighted objective): each is of J, not of its own output
    assert not np.allclose(rec[0]["grad"], rec[1]["grad"])


@pytest.mark.parametrize("kind,backend", [("shape", "numpy"), ("program", "numpy"), ("shape", "native"), ("program", "native"),
                                          ("shape", "jit")])
def test_a_rank_that_differs_from_rank_0_is_an_error_naming_it(ranks, kind, backend):
    rec = ranks(f"mismatch-{kind}", backend)
    for r in (0, 1):
        err = rec[r]["error"]
        assert err is not None and "rank 1 of 2" in err and "\n" not in err, rec
        assert ("float32[2, 2]" in err) if kind == "shape" else ("different program" in err)


def test_a_program_without_collectives_loads_no_mpi_under_a_launcher(ranks):
    rec = ranks("plain", "numpy", "native")
    for r in (0, 1):
        assert rec[r]["mpi4py"] is False and rec[r]["libmpi"] == [], rec[r]


def test_kina_load_of_a_saved_artifact_joins_the_job(ranks, tmp_path):
    """The .so compiled in a plain process (where it runs as world size 1) sums across ranks when
    loaded under mpiexec: the runtime makes libmpi global before it (the manifest says so)."""
    from test_collectives import saved_artifact

    rec = ranks("load", str(saved_artifact(tmp_path, "saved")))
    for r in (0, 1):
        assert rec[r]["sum"] == [[3.0] * 3] * 2 and rec[r]["mean"] == [[3.0] * 3] * 2  # 1 + 2, and (2 + 4) / 2
        assert rec[r]["s_mean"] == 0.5  # (0 + 1) / 2
        assert (rec[r]["size"], rec[r]["rank_"]) == (2, r)


def test_a_library_of_another_abi_is_a_one_line_error(ranks):
    rec = ranks("abi")
    for r in (0, 1):
        err = rec[r]["error"]
        assert err is not None and "\n" not in err and "MPICH ABI" in err and "uv sync --group dist" in err, err


def test_four_ranks_oversubscribed(ranks):
    """-n 4 on two cores: a tiny program, the sums agree on every rank (the order of a
    4-way sum is MPICH's, the same on every rank)."""
    rec = ranks("bits", "numpy", "native", n=4, timeout=60)
    first = rec[0]["results"]["numpy"]
    for r in range(4):
        for b in ("numpy", "native"):
            assert rec[r]["results"][b][:5] == first[:5], (r, b)
    xs = [_f32(rec[r]["x"], (2, 3)) for r in range(4)]
    np.testing.assert_allclose(_f32(first[0], (2, 3)), sum(xs), rtol=1e-6)
