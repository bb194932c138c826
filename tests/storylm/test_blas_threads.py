"""`kina-storylm` runs its arithmetic in Kina's compiled steps: NumPy's OpenBLAS gets one thread
unless the user set OPENBLAS_NUM_THREADS (its thread pool cost a warm `train` 60-70 ms on a 2-vCPU
machine and would spin beside Kina's OpenMP threads; docs/performance.md, "Host overhead")."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

PROBE = "import os, kina_storylm.cli; print(os.environ.get('OPENBLAS_NUM_THREADS'))"


@pytest.mark.parametrize("given, expected", [(None, "1"), ("3", "3")], ids=["unset", "the user's"])
def test_the_cli_gives_openblas_one_thread_unless_the_user_chose(given, expected):
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    if given is not None:
        env["OPENBLAS_NUM_THREADS"] = given
    r = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split()[0] == expected


THREADS = "import os, {module}; print(len(os.listdir('/proc/self/task')))"


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="counts threads through Linux's /proc")
def test_numpy_starts_no_blas_threads_under_the_cli():
    """Set after NumPy's import the variable would do nothing: the CLI must set it before."""
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}

    def threads(module):
        r = subprocess.run([sys.executable, "-c", THREADS.format(module=module)], env=env, capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stderr
        return int(r.stdout.split()[-1])
    plain = threads("numpy")
    if plain == 1:
        pytest.skip("OpenBLAS starts no thread pool here (one usable CPU): nothing to compare")
    assert threads("kina_storylm.cli") == 1
