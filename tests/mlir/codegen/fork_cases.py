"""The forked codegen worker's cases, run by tests/mlir/codegen/test_fork.py in a pytest process of
their own (this file's name keeps the main session from collecting it): a process that has run
other tests may hold another Python thread, and then the worker is spawned, not forked. Run alone:
`uv run pytest tests/mlir/codegen/fork_cases.py`."""
from __future__ import annotations

import os
import subprocess
import sys
import threading

import numpy as np
import pytest

import kina
from helpers import stack, stack_inputs, worker_builds
from kina_mlir.codegen import parallel
from kina_mlir.options import CodegenOptions

pytestmark = [pytest.mark.skipif(parallel.usable_cpus() < 2, reason="a worker needs two usable CPUs"),
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the worker is forked on Linux only")]


def _only_thread():
    if threading.active_count() != 1:
        pytest.skip("another Python thread runs in this test process: the worker would be spawned")


def test_the_worker_is_forked_unless_switched_off_or_another_thread_runs(monkeypatch):
    _only_thread()
    proc = parallel._spawn(CodegenOptions())
    try:
        assert isinstance(proc, parallel._Forked)
    finally:
        proc.kill()
        proc.wait()
    monkeypatch.setenv("KINA_WORKER_FORK", "0")
    proc = parallel._spawn(CodegenOptions())
    assert isinstance(proc, subprocess.Popen)
    proc.kill()
    proc.wait()
    monkeypatch.delenv("KINA_WORKER_FORK")
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert not parallel._forkable()
    finally:
        stop.set()
        other.join()


def test_a_forked_worker_holds_none_of_its_parents_other_files():
    _only_thread()
    read, write = os.pipe()
    proc = parallel._spawn(CodegenOptions())
    try:
        assert isinstance(proc, parallel._Forked)
        os.close(write)
        # the child closed its copy of `write` (else this read would wait for the worker's end)
        assert os.read(read, 1) == b""
    finally:
        os.close(read)
        proc.stdin.close()
        assert proc.stdout.read() == parallel.END and proc.wait() == 0  # an empty payload: nothing built, the end marked


@pytest.mark.parametrize("fails", [False, True], ids=["serves", "dies"])
def test_a_build_with_a_forked_worker_equals_one_without(fails, monkeypatch, tmp_path):
    _only_thread()
    worker_builds(monkeypatch, tmp_path / "cache")
    parallel._SPARE.stop()  # a spare from an earlier build would be taken instead
    if fails:  # the child inherits the patched module: it dies before reading its payload
        monkeypatch.setattr(parallel, "serve", lambda *a: os._exit(3))
    kinds, built = [], []
    real_start, real_build = parallel.Worker.start.__func__, parallel.Worker._build
    monkeypatch.setattr(parallel.Worker, "start", classmethod(lambda cls, *a, **k: (lambda w: kinds.append(type(w.proc)) or w)(real_start(cls, *a, **k))))
    monkeypatch.setattr(parallel.Worker, "_build", lambda self, i: built.append(i) or real_build(self, i))
    args = stack_inputs(4, n=64, d=64)
    got = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="native").main(*args)
    assert kinds == [parallel._Forked]
    if fails:
        assert built  # what the worker never delivered was built here
    monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "0")
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache-whole"))
    whole = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="native").main(*args)
    for a, b in zip(got, whole):
        np.testing.assert_array_equal(a, b)


def test_a_fork_that_fails_spawns_the_worker_and_leaks_no_pipe(monkeypatch):
    _only_thread()

    def refused():
        raise OSError(11, "Resource temporarily unavailable")

    before = set(os.listdir("/proc/self/fd"))
    monkeypatch.setattr(os, "fork", refused)
    proc = parallel._spawn(CodegenOptions())
    try:
        assert isinstance(proc, subprocess.Popen)
    finally:
        proc.kill()
        proc.wait()
        parallel._close_pipes(proc)
    assert set(os.listdir("/proc/self/fd")) <= before
