"""The fast entry of a native function (kina_mlir.codegen.guard's `kina_fast_<name>`, called by
kina_runtime.library.NativeFunction): exact C-order ndarrays of each parameter's dtype and shape are
bound in C from the argument tuple; everything else takes the Python path, which converts, copies
or refuses naming the parameter. Small results are copied into arrays the host made for the call
(format v6; the Python path's ptrs entry: into one host buffer), big ones wrapped. Since format v7 a
function whose results are copied is called through its call entry (`kina_call_<name>`), the same
binding as a Python builtin."""
from __future__ import annotations

import gc
import threading
import time

import numpy as np
import pytest

import kina
from helpers import T
from kina.hostio import KinaArgumentError, KinaRuntimeError
from kina_runtime import library

V4 = T("F32", [4])
BIG = T("F32", [64, 128])  # 32 KiB: above memref.COPY_MAX_BYTES, wrapped in place
SRC = f"""fn @main(a: {V4}, b: {V4}, w: {BIG}) -> ({V4}, {V4}, {BIG}) {{
  (a + b, a * b, w + w)
}}
"""
SMALL = f"""fn @main(a: {V4}, b: {V4}) -> ({V4}, {V4}) {{
  (a + b, a - b)
}}
"""


@pytest.fixture
def python_path(monkeypatch):
    """Calls that went through the Python path."""
    seen = []
    real = library.NativeFunction._bind_and_call
    monkeypatch.setattr(library.NativeFunction, "_bind_and_call", lambda self, *a: seen.append(1) or real(self, *a))
    return seen


def inputs():
    return np.arange(4, dtype=np.float32), np.full(4, 2, np.float32), np.arange(64 * 128, dtype=np.float32).reshape(64, 128)


def test_the_object_layout_is_probed_and_verified():
    assert library.object_layout() is not None  # CPython and NumPy here: the fast entry is used


def test_exact_arrays_take_the_fast_entry_and_big_results_are_wrapped(python_path):
    f = kina.compile_source(SRC, backend="native").main
    a, b, w = inputs()
    s, p, w2 = f(a, b, w)
    assert python_path == []
    assert f._copy is None  # 32 KiB of results: wrapped, not copied
    np.testing.assert_array_equal(s, a + b)
    np.testing.assert_array_equal(p, a * b)
    np.testing.assert_array_equal(w2, w + w)
    assert not np.shares_memory(w2, w)


def test_small_results_are_copied_into_independent_writable_arrays(python_path):
    prog = kina.compile_source(SMALL, backend="native")
    f = prog.main
    a, b, _ = inputs()
    s, d = f(a, b)
    assert f._copy is not None and python_path == []
    assert s.flags.c_contiguous and s.flags.writeable and s.flags.aligned
    s[:] = 0
    np.testing.assert_array_equal(d, a - b)  # a view of the same host buffer, not of s
    del prog, f
    gc.collect()
    np.testing.assert_array_equal(d, a - b)  # outlives the function and its library
    s2, d2 = kina.compile_source(SMALL, backend="native").main(s, d)  # fed back: C-order, exact
    np.testing.assert_array_equal(s2, d)


I4 = T("I64", [4])
CHECKED = f"""fn @main(a: {I4}, b: {I4}) -> ({I4}, {I4}) {{
  (a.floor_div(b), a + b)
}}
"""


def test_small_results_are_each_their_own_array_and_equal_the_python_path(python_path):
    """The fast entry writes each result into its own numpy.empty array (no view of a shared
    buffer, no ctypes base); the ptrs entry (the Python path) gives the same values."""
    f = kina.compile_source(SMALL, backend="native").main
    a, b, _ = inputs()
    s, d = f(a, b)
    assert python_path == [] and type(s) is np.ndarray and s.base is None and d.base is None
    assert s.flags.owndata and not np.shares_memory(s, d)
    s2, d2 = f(np.repeat(a, 2)[::2], b)  # strided: copied by the Python path, then kina_ptrs_main
    assert python_path == [1] and s2.base is not None  # a view of that path's one buffer
    for x, y in ((s, s2), (d, d2)):
        np.testing.assert_array_equal(x, y)
    assert isinstance(s, np.ndarray) and isinstance(f(a, b), tuple)


def test_a_checked_function_takes_the_fast_entry_and_its_error_code_is_not_a_result(python_path):
    """A result tuple with the error code after it (emit/checks.py): the code is read, not returned."""
    f = kina.compile_source(CHECKED, backend="native").main
    a, b = np.arange(4, dtype=np.int64), np.array([1, 2, 3, -1], np.int64)
    out = f(a, b)
    assert python_path == [] and f.sig.error_result and len(out) == 2
    np.testing.assert_array_equal(out[0], a // b)
    np.testing.assert_array_equal(out[1], a + b)
    with pytest.raises(KinaRuntimeError, match="floor_div"):
        f(a, np.array([1, 0, 1, 1], np.int64))  # the code set: raised, no result returned
    assert python_path == []


class Lying(np.ndarray):
    @property
    def shape(self):
        return (4,)


@pytest.mark.parametrize("change, fast", [
    (lambda a: a, True),
    (lambda a: a.copy().view(Lying), False),  # a subclass: the Python path reads its real layout
    (lambda a: np.repeat(a, 2)[::2], False),  # not C-contiguous: copied by the Python path
    (lambda a: a.astype(">f4"), False),  # refused, naming the parameter
    (lambda a: a[:3], False),  # refused
    (lambda a: np.asarray(a).reshape(1, 4), False),  # rank 2: refused
    (lambda a: kina.Buffer.from_numpy(a), False),  # a Buffer: by its pointer, in Python
])
def test_what_the_fast_entry_does_not_bind_takes_the_python_path(python_path, change, fast):
    f = kina.compile_source(SMALL, backend="native").main
    a, b, _ = inputs()
    x = change(a)
    try:
        s, _ = f(x, b)
    except KinaArgumentError as e:
        assert "parameter `a` of `main`" in str(e)
    else:
        np.testing.assert_array_equal(s, a + b)
    assert python_path == ([] if fast else [1])


def test_call_buffers_with_arrays_takes_the_fast_entry(python_path):
    f = kina.compile_source(SMALL, backend="native").main
    a, b, _ = inputs()
    s, d = f.call_buffers(a, b)
    assert isinstance(s, kina.Buffer) and python_path == []
    np.testing.assert_array_equal(s.numpy(), a + b)
    np.testing.assert_array_equal(d.numpy(), a - b)


def test_copied_results_take_the_call_entry_a_builtin(python_path, monkeypatch):
    """A function whose results are copied is called through its call entry (`kina_call_<name>`, a
    Python builtin: no ctypes conversion, no call slot), never through the ctypes fast entry."""
    f = kina.compile_source(SMALL, backend="native").main
    f.compile()
    assert type(f._call).__name__ == "builtin_function_or_method"
    monkeypatch.setattr(f, "_fast", lambda *a: pytest.fail("the ctypes fast entry was called"))
    a, b, _ = inputs()
    s, d = f(a, b)
    np.testing.assert_array_equal(s, a + b)
    np.testing.assert_array_equal(d, a - b)
    assert python_path == [] and f._slots == []
    s2, _ = f(np.repeat(a, 2)[::2], b)  # strided: refused by the call entry, copied by the Python path
    assert python_path == [1]
    np.testing.assert_array_equal(s2, a + b)
    with pytest.raises(KinaArgumentError, match="parameter `b` of `main`"):
        f(a, b[:3])


def test_the_call_entry_declines_a_malformed_call():
    """Called other than as f(args, res) it runs nothing and returns its own self, the codes tuple (never
    a crash); it keeps what it points to alive."""
    f = kina.compile_source(SMALL, backend="native").main
    f.compile()
    a, b, _ = inputs()
    codes = f._call.__self__
    assert codes[:-1] == (0, 1, 2, 3)  # and its method definition
    assert f._call() is codes and f._call((a, b)) is codes and f._call((a, b), (), None) is codes
    call = f._call
    del f
    gc.collect()
    assert call((a, b), (np.empty(4, np.float32), np.empty(4, np.float32))) == 0  # outlives its function


def test_the_call_entry_releases_the_gil_while_the_function_runs():
    """Another Python thread runs while a call is in generated code (as with the ctypes entries): the
    main thread's counting loop goes on inside the calls' time spans."""
    src = """fn @main(x: tensor<F32, [64]>) -> tensor<F32, [64]> {
  loop (acc = x) for t < 10000000 { acc * 0.99999 + 0.00001 }
}
"""
    f = kina.compile_source(src, backend="native").main
    x = np.ones(64, np.float32)
    want = f(x)
    assert f._call is not None
    spans, done = [], threading.Event()

    def calls():
        for _ in range(3):
            start = time.perf_counter()
            np.testing.assert_array_equal(f(x), want)
            spans.append((start, time.perf_counter()))
        done.set()
    worker = threading.Thread(target=calls)
    ticks = []
    worker.start()
    while not done.is_set():
        ticks.append(time.perf_counter())
    worker.join()
    # the middle half of each span: a call that held the GIL let the loop run only around it (the
    # worker's Python before and after, up to a switch interval of 5 ms)
    assert len(spans) == 3 and min(b - a for a, b in spans) > 0.03, "the body is too short to tell"
    inside = [sum(1 for t in ticks if a + (b - a) / 4 < t < b - (b - a) / 4) for a, b in spans]
    assert min(inside) > 100, (inside, len(ticks), spans)
