"""The codegen worker forked from the compiling process (codegen/parallel._fork): used on Linux while
no other Python thread runs, unless KINA_WORKER_FORK=0; it holds none of its parent's other files,
runs none of its exit handlers, a fork that fails spawns the worker instead, and a forked worker
that fails only costs time (its chunks are built by the compiling process), as a spawned one. The
cases that fork from the test process itself are in fork_cases.py, run here in a fresh pytest
process: one that has run other tests may hold another Python thread, where Kina spawns."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap

import pytest

from conftest import ROOT
from kina_mlir.codegen import parallel

pytestmark = [pytest.mark.skipif(parallel.usable_cpus() < 2, reason="a worker needs two usable CPUs"),
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the worker is forked on Linux only")]


def test_the_fork_cases_pass_in_a_fresh_process():
    cases = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fork_cases.py")
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs", cases],
                         capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]
    # every case ran, none skipped (fork_cases.py: four tests, one of them parametrised twice)
    assert "skipped" not in out.stdout and re.search(r"\b5 passed\b", out.stdout), out.stdout[-2000:]


def test_a_forked_worker_runs_none_of_its_parents_exit_handlers(tmp_path):
    log = tmp_path / "exits"
    code = textwrap.dedent(f"""
        import atexit, os
        from kina_mlir.codegen import parallel
        from kina_mlir.options import CodegenOptions
        atexit.register(lambda: open({str(log)!r}, "a").write(f"{{os.getpid()}}\\n"))
        proc = parallel._spawn(CodegenOptions())
        assert isinstance(proc, parallel._Forked), proc
        proc.stdin.close()
        assert proc.stdout.read() == parallel.END and proc.wait() == 0
        print(os.getpid())
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert log.read_text().split() == [out.stdout.split()[0]]  # the parent's handler, once
