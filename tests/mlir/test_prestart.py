"""The worker started ahead of a build (codegen/parallel.prestart): taken by the next big build,
never by a forked child, stopped at exit, and the build's numbers are those without it; not
started ahead where the build can fork one with its libraries loaded."""
import os
import subprocess
import sys
import time

import numpy as np
import pytest

import kina

from kina_mlir.codegen import parallel
from kina_mlir.options import CodegenOptions

pytestmark = pytest.mark.skipif(parallel.usable_cpus() < 2, reason="a worker needs two usable CPUs")

BIG = "\n" * 10_000  # an emitted module's text: only its line count matters to Worker.start


def test_the_next_big_build_takes_the_spare_and_a_small_one_leaves_it():
    options = CodegenOptions()
    parallel._SPARE.start(options)
    spare = parallel._SPARE.proc
    assert spare is not None and spare.poll() is None
    parallel._SPARE.start(options)  # one spare at a time
    assert parallel._SPARE.proc is spare
    small = parallel.Worker.start("module {}", options)
    assert small.proc is None and parallel._SPARE.proc is spare
    big = parallel.Worker.start(BIG, options)
    try:
        assert big.proc is spare and parallel._SPARE.proc is None
    finally:
        big.discard()
    parallel._SPARE.start(CodegenOptions(opt=0))
    other = parallel._SPARE.proc
    taken = parallel.Worker.start(BIG, CodegenOptions(opt=2))  # other options: a worker of its own
    try:
        assert taken.proc is not None and taken.proc is not other and parallel._SPARE.proc is other
    finally:
        taken.discard()
        parallel._SPARE.stop()
    assert other.poll() is not None


def test_a_forked_child_never_takes_its_parents_spare():
    options = CodegenOptions()
    parallel._SPARE.start(options)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report whether it could take the spare, then leave at once
        took = parallel._SPARE.take(options)
        os.write(write, b"took" if took is not None else b"none")
        os._exit(0)
    os.close(write)
    os.waitpid(pid, 0)
    assert os.read(read, 16) == b"none"  # register_at_fork dropped it in the child
    os.close(read)
    assert parallel._SPARE.proc is not None and parallel._SPARE.proc.poll() is None  # still the parent's
    parallel._SPARE.stop()


def test_the_spare_is_stopped_at_exit():
    code = ("from kina_mlir.codegen import parallel; from kina_mlir.options import CodegenOptions;"
            "parallel._SPARE.start(CodegenOptions()); print(parallel._SPARE.proc.pid, flush=True)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    pid = int(out.stdout.split()[0])
    deadline = time.time() + 10
    while _alive(pid) and time.time() < deadline:
        time.sleep(0.05)
    assert not _alive(pid)


def _alive(pid: int) -> bool:
    """Whether `pid` runs (an exited process waiting for its reaper does not)."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except OSError:
        return False


def test_prestart_leaves_the_fork_to_the_build_where_the_worker_would_be_ready(monkeypatch):
    """Forked with LLVM and the bindings loaded, a worker is ready at once, so none is started ahead
    (its fork before the front end made the front end's writes copy-on-write faults); a worker
    that has a start to make (a new Python) is."""
    import llvmlite.binding  # noqa: F401
    import torch_mlir.ir  # noqa: F401
    import torch_mlir.passmanager  # noqa: F401

    parallel._SPARE.stop()
    monkeypatch.setattr(parallel, "_forkable", lambda: True)
    parallel.prestart(CodegenOptions())
    assert parallel._SPARE.proc is None
    monkeypatch.setattr(parallel, "_forkable", lambda: False)
    parallel.prestart(CodegenOptions())
    try:
        assert parallel._SPARE.proc is not None and parallel._SPARE.proc.poll() is None
    finally:
        parallel._SPARE.stop()


# A cache miss's build in a fresh interpreter (no other test's threads, which would stop the fork):
# how many workers it started, whether the build took one started ahead, and its numbers.
MISS = r"""
import json, sys
import numpy as np
import kina
from kina_mlir.codegen import parallel
if sys.argv[2] == "loaded":  # the worker's libraries imported before the compile, as a process that built before
    import importlib
    for name in parallel.WORKER_MODULES:
        importlib.import_module(name)
spawned, taken = [], []
real, real_take = parallel._spawn, parallel._SPARE.take
parallel._spawn = lambda o: spawned.append(o) or real(o)
parallel._SPARE.take = lambda o: taken.append(real_take(o)) or taken[-1]
src = ("fn @main(a: tensor<F32, [64, 64], @host>, b: tensor<F32, [64, 64], @host>) -> tensor<F32, [64, 64], @host> {\n"
       "  let c = (a @ b).tanh() in let d = (c @ a).exp() in (d * c + a).log_softmax(axis=1)\n}")
rng = np.random.default_rng(0)
a, b = (rng.standard_normal((64, 64)).astype(np.float32) for _ in range(2))
got = kina.compile_source(src, path="p.kina", backend="native").main(a, b)
np.save(sys.argv[1], got)
print(json.dumps({"spawned": len(spawned), "taken": [t is not None for t in taken]}))
"""


@pytest.mark.parametrize("fork, libraries, ahead", [("1", "loaded", False), ("1", "fresh", True), ("0", "loaded", True)])
def test_a_cache_miss_gets_a_worker_and_the_build_gives_the_same_numbers(tmp_path, fork, libraries, ahead):
    """One worker, and the numbers of a build without one: forked by the build where its libraries
    are loaded; started ahead (prestart, on the cache miss) and taken by the build where it has a
    start to make (forked before the bindings are imported, or spawned)."""
    import json

    env = dict(os.environ, KINA_CACHE_DIR=str(tmp_path / "a"), KINA_WORKER_MIN_LINES="0", KINA_WORKER_MIN_WEIGHT="0",
               KINA_WORKER_FORK=fork)
    out = subprocess.run([sys.executable, "-c", MISS, str(tmp_path / "got.npy"), libraries], env=env, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["spawned"] == 1  # one worker: forked by the build, or started ahead and taken by it
    assert seen["taken"] == [ahead]
    env.update(KINA_CACHE_DIR=str(tmp_path / "b"), KINA_PARALLEL_CODEGEN="0")
    out = subprocess.run([sys.executable, "-c", MISS, str(tmp_path / "want.npy"), libraries], env=env, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    np.testing.assert_array_equal(np.load(tmp_path / "got.npy"), np.load(tmp_path / "want.npy"))
