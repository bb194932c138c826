"""Runtime errors every backend reports the same way: an index computed inside
the program out of range (KinaRuntimeError naming the op's line), a function
that cannot fit in memory, an allocation that fails (MemoryError naming the
function) — never a clamped read, a segfault or the OOM killer."""
from __future__ import annotations

import re
import subprocess
import sys

import numpy as np
import pytest

import kina
from kina.hostio import KinaRuntimeError

BACKENDS = ["numpy", "native", "jit"]
T42 = "tensor<F32, [4, 2], @host>"
TAKE = f"""let g = fn(t: {T42}, i: tensor<I64, [3], @host>) -> tensor<F32, [3, 2], @host> {{ t.take(i) }} in
fn @main(t: {T42}, f: tensor<F32, [3], @host>) -> tensor<F32, [3, 2], @host> {{
  g(t, f.cast(I64))
}}
"""


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("f", [[np.nan, 1, 2], [3.9, -0.5, 2.2], [0, 1, 3]], ids=["nan", "truncation", "edges"])
def test_in_range_computed_indices_agree(backend, f):
    t = np.arange(8, dtype=np.float32).reshape(4, 2)
    prog = kina.compile_source(TAKE, path="idx.kina", backend=backend)
    rows = np.trunc(np.nan_to_num(np.array(f, np.float64))).astype(np.int64)
    np.testing.assert_array_equal(prog.main(t, np.array(f, np.float32)), t[rows])


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("f", [[1e30, 0, 0], [-1, 0, 0], [0, 4, 0], [-np.inf, 0, 0]], ids=["huge", "negative", "one-past", "-inf"])
def test_out_of_range_computed_indices_raise(backend, f):
    t = np.arange(8, dtype=np.float32).reshape(4, 2)
    prog = kina.compile_source(TAKE, path="idx.kina", backend=backend)
    with pytest.raises(KinaRuntimeError, match=r"`take` at idx\.kina:1:\d+: an index computed in the program is outside \[0, 3\]"):
        prog.main(t, np.array(f, np.float32))
    np.testing.assert_array_equal(prog.main(t, np.zeros(3, np.float32)), t[[0, 0, 0]])  # still usable afterwards


@pytest.mark.parametrize("backend", BACKENDS)
def test_first_failing_check_in_program_order_is_reported(backend):
    src = f"""fn @main(t: {T42}, f: tensor<F32, [3], @host>) -> (tensor<F32, [3, 2], @host>, tensor<F32, [3, 2], @host>) {{
  let a = t.take(f.cast(I64)) in
  let b = t.take((f * 2.0).cast(I64)) in
  (a, b)
}}
"""
    t = np.arange(8, dtype=np.float32).reshape(4, 2)
    prog = kina.compile_source(src, path="two.kina", backend=backend)
    with pytest.raises(KinaRuntimeError, match=r"two\.kina:3:"):
        prog.main(t, np.array([0, 1, 3], np.float32))  # only the second take (2*3 = 6) is out of range
    with pytest.raises(KinaRuntimeError, match=r"two\.kina:2:"):
        prog.main(t, np.array([0, 1, 9], np.float32))  # both fail: the first is named


BIG = "fn @main(x: tensor<F32, [1], @host>) -> tensor<F32, [100000, 100000], @host> { x.broadcast([100000, 100000]) }\n"


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_function_that_cannot_fit_is_refused(backend):
    """x.broadcast([100000, 100000]) (40 GB) once segfaulted; now a MemoryError before the call, in a subprocess."""
    code = ("import numpy as np, kina\n"
            f"prog = kina.compile_source({BIG!r}, backend={backend!r})\n"
            "try:\n    prog.main(np.ones(1, np.float32))\nexcept MemoryError as e:\n    print('MemoryError:', e)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "MemoryError: `main` needs about 37.3 GiB" in r.stdout


def test_a_failed_allocation_is_a_memory_error_not_a_segfault():
    """Under an address-space limit malloc returns NULL inside generated code: the guard turns it into MemoryError."""
    code = ("import resource, numpy as np, kina\n"
            "src = 'fn @main(x: tensor<F32, [1], @host>) -> tensor<F32, [16384, 16384], @host> { x.broadcast([16384, 16384]) }'\n"
            "prog = kina.compile_source(src, backend='native', lazy=False)  # compiled now, not under the limit\n"
            "vm = next(int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmSize')) << 10\n"
            "resource.setrlimit(resource.RLIMIT_AS, (vm + (256 << 20), resource.RLIM_INFINITY))  # the 1 GiB result cannot fit\n"
            "try:\n    prog.main(np.ones(1, np.float32))\nexcept MemoryError as e:\n    print('MemoryError:', e)\n"
            "resource.setrlimit(resource.RLIMIT_AS, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))\n"
            "print('after:', prog.main(np.ones(1, np.float32)).shape)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, (r.returncode, r.stderr)
    assert re.search(r"MemoryError: `main`: an allocation of 10737418\d\d bytes failed in generated code", r.stdout), r.stdout
    assert "after: (16384, 16384)" in r.stdout  # the process goes on, and the function works once memory is there
