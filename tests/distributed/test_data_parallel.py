"""§D3 "same trajectory", in CI: the char transformer (tiny sizes, 40 steps) on `mpiexec -n 2`
with B/2 windows per rank and all_mean of the gradients inside the compiled step, against one
process on the global batch B: the first step's averaged gradient within 1e-6 relative norm per
parameter tensor, every step's loss within 1e-3 relative, the held-out loss within 1 %, and the
weights bitwise equal across the ranks after every step. The ≥ 200-step run at the example's
own sizes is the documented command of docs/distributed.md."""
from __future__ import annotations

import re

import numpy as np
import pytest

from launch import HERE, ROOT, records, run_plain, run_ranks

STEPS, BATCH = 40, 8
WORKER = str(HERE / "dp_worker.py")


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    ref, dp = tmp_path_factory.mktemp("single"), tmp_path_factory.mktemp("ranks")
    one = run_plain([WORKER, "--steps", str(STEPS), "--batch", str(BATCH), "--out", str(ref)])
    assert one.returncode == 0, one.output
    two = run_ranks(2, [WORKER, "--data-parallel", "--steps", str(STEPS), "--batch", str(BATCH), "--out", str(dp)])
    assert two.returncode == 0, two.output
    load = lambda d, r: dict(np.load(d / f"rank{r}.npz"))
    return load(ref, 0), [load(dp, 0), load(dp, 1)]


def parameter_blocks(theta):
    import importlib.util

    spec = importlib.util.spec_from_file_location("ct_train", ROOT / "examples" / "char-transformer" / "train.py")
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    vocab = len(set(train.load_text()))
    return train.unpack(theta, vocab, 16)


def test_the_ranks_ran_as_two(runs):
    single, ranks = runs
    assert int(single["world"]) == 1 and [int(r["world"]) for r in ranks] == [2, 2]
    assert len(single["losses"]) == STEPS and all(len(r["losses"]) == STEPS for r in ranks)


def test_first_step_gradients_match_the_global_batch_per_tensor(runs):
    single, ranks = runs
    g1 = parameter_blocks(single["grad"])
    for r in ranks:
        g2 = parameter_blocks(r["grad"])
        for name, ref in g1.items():
            err = np.linalg.norm(g2[name] - ref) / np.linalg.norm(ref)
            assert err <= 1e-6, f"{name}: ‖g_2 − g_1‖/‖g_1‖ = {err:.2e}"
    np.testing.assert_array_equal(ranks[0]["grad"], ranks[1]["grad"])


def test_every_loss_within_1e_3_relative(runs):
    single, ranks = runs
    rel = np.abs(ranks[0]["losses"] - single["losses"]) / np.abs(single["losses"])
    print(f"largest relative loss difference over {STEPS} steps: {rel.max():.2e}")
    assert rel.max() <= 1e-3
    np.testing.assert_array_equal(ranks[0]["losses"], ranks[1]["losses"])  # all_mean'd: one loss


def test_the_held_out_loss_within_1_percent(runs):
    single, ranks = runs
    assert abs(float(ranks[0]["held"]) / float(single["held"]) - 1) <= 0.01
    assert float(ranks[0]["held"]) == float(ranks[1]["held"])


def test_weights_bitwise_equal_across_ranks_after_every_step(runs):
    _, ranks = runs
    assert list(ranks[0]["hashes"]) == list(ranks[1]["hashes"])
    np.testing.assert_array_equal(ranks[0]["theta"], ranks[1]["theta"])
    assert len(set(ranks[0]["hashes"])) == STEPS  # the weights did change at every step


def test_a_batch_the_ranks_do_not_divide_is_one_line(tmp_path):
    job = run_ranks(2, [str(ROOT / "examples" / "char-transformer" / "train.py"), "--data-parallel", "--batch", "7",
                        "--steps", "1"], timeout=60)
    assert job.returncode != 0
    assert "--batch 7: a global batch must be a positive multiple of the 2 ranks" in job.output
    assert "Traceback" not in job.output


def load_train():
    import importlib.util

    spec = importlib.util.spec_from_file_location("ct_train_main", ROOT / "examples" / "char-transformer" / "train.py")
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    return train


TINY = ["--batch", "4", "--context", "8", "--heads", "1", "--head-dim", "4", "--sample", "0", "--every", "2"]


def test_resume_refuses_another_setting_and_a_damaged_checkpoint(tmp_path, capsys):
    train = load_train()
    ck = tmp_path / "ck.npz"
    train.main([*TINY, "--steps", "4", "--save", str(ck)])
    with pytest.raises(SystemExit, match=r"^--resume .*ck.npz: it was written with steps=4, this run has steps=6$"):
        train.main([*TINY, "--steps", "6", "--resume", str(ck)])
    with pytest.raises(SystemExit, match=r"^--resume .*ck.npz: it was written with batch=4, this run has batch=8$"):
        train.main([*TINY[:1], "8", *TINY[2:], "--steps", "4", "--resume", str(ck)])
    ck.write_bytes(b"not a zip")
    with pytest.raises(SystemExit, match=r"^--resume .*ck.npz: not a readable checkpoint"):
        train.main([*TINY, "--steps", "4", "--resume", str(ck)])
    with pytest.raises(SystemExit, match=r"^--save .*: directory .* does not exist$"):
        train.main([*TINY, "--steps", "4", "--save", str(tmp_path / "no" / "ck.npz")])


RESUME_SCRIPT = """
import importlib.util, json, os, sys
import numpy as np
import kina.distributed as d
spec = importlib.util.spec_from_file_location("ct_train", sys.argv[1])
train = importlib.util.module_from_spec(spec)
spec.loader.exec_module(train)
r, found = d.rank(), {}
os.makedirs(f"{sys.argv[2]}/rank{r}")
os.chdir(f"{sys.argv[2]}/rank{r}")  # each rank's own disk: the same relative paths, other files
config = dict(batch=4, context=2, vocab=3, width=2, layers=1, steps=10, lr=1e-2, b1=0.9, b2=0.99, eps=1e-8, wd=0.01, seed=0)
theta = np.arange(80, dtype=np.float32).reshape(40, 2)  # the shape of vocab 3, context 2, width 2, 1 layer
state = dict(theta=theta, m=theta * 0, v=theta * 0, step=5, rng={"state": 1}, curve=[[5, 2.5]], recent=[2.5])
train.save_checkpoint("same.npz", config, state)
train.save_checkpoint("stale.npz", config, dict(state, step=5 - r))  # rank 1's copy is older
if r == 0:
    train.save_checkpoint("gone.npz", config, state)
for name in ("same.npz", "stale.npz", "gone.npz"):
    try:
        found[name] = f"step {train.load_checkpoint(name, config, compare_ranks=True)['step']}"
    except train.CheckpointError as e:
        found[name] = str(e)
with open(f"{sys.argv[2]}/result-{r}.json", "w") as fh:  # the launcher interleaves the ranks' lines
    json.dump({"rank": r, **found}, fh)
"""


def test_resume_on_two_ranks_refuses_ranks_that_read_another_checkpoint(tmp_path):
    """Every rank reads the checkpoint; they compare a SHA-256 of the restored state: one whose
    file is another (a stale copy on its own disk) or unreadable is named, on every rank."""
    script = tmp_path / "resume.py"
    script.write_text(RESUME_SCRIPT)
    job = run_ranks(2, [str(script), str(ROOT / "examples" / "char-transformer" / "train.py"), str(tmp_path)], timeout=120)
    assert job.returncode == 0, job.output
    found = records(tmp_path)
    assert sorted(found) == [0, 1], job.output
    for r in (0, 1):
        assert found[r]["same.npz"] == "step 5", found
        assert re.fullmatch(r"--resume stale.npz: rank 1 of 2 read another checkpoint than rank 0 \(SHA-256 of the "
                            r"restored state [0-9a-f]{12}… against [0-9a-f]{12}…\): every rank must read the same file "
                            r"\(a shared file system\)", found[r]["stale.npz"]), found
        assert found[r]["gone.npz"].startswith("rank 1 of 2: --resume gone.npz: not a readable checkpoint ("), found


def test_the_scan_program_trains_data_parallel_too():
    """transformer_scan.kina has its step_dp as well: 2 ranks and one process print the same
    training loss after 2 steps (to 1e-3)."""
    argv = [str(ROOT / "examples" / "char-transformer" / "train.py"), "--scan", "--layers", "1", *TINY, "--steps", "2"]
    one = run_plain(argv, timeout=180)
    two = run_ranks(2, [*argv, "--data-parallel"], timeout=180)
    assert one.returncode == 0 and two.returncode == 0, one.output + two.output
    loss = lambda out: float(re.search(r"step     2  training loss ([\d.]+)", out).group(1))
    assert abs(loss(two.output) / loss(one.output) - 1) <= 1e-3
    assert two.output.count("held-out loss") == 1  # rank 0 alone prints


def test_data_parallel_without_mpi4py_under_a_launcher_is_one_line(tmp_path):
    """As if the dist group were missing in a rank (a launcher's PMI_* environment, mpi4py not
    importable): one line naming the group, no traceback."""
    import subprocess
    import sys

    from launch import rank_environment

    code = ("import runpy, sys\nsys.modules['mpi4py'] = None\n"
            f"sys.argv = ['train.py', '--data-parallel', '--steps', '1']\n"
            f"runpy.run_path({str(ROOT / 'examples' / 'char-transformer' / 'train.py')!r}, run_name='__main__')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env=rank_environment(PMI_RANK=0, PMI_SIZE=1))
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip() == ("--data-parallel: this process runs under an MPI launcher (PMI_RANK is set) but "
                                   "mpi4py is not installed: install the dist group (uv sync --group dist)")
