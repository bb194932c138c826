"""The native host call (kina_runtime.library.NativeFunction.__call__) is one path with two ways in:
arguments that already fit (arrays of the parameter's dtype and shape in C order, Buffers of its
type) are passed as they are; anything else goes through kina.hostio.bind_arguments, which
converts it or refuses it naming the parameter. Both ways, both kinds of result (arrays from a
call, Buffers from call_buffers) and the NumPy backend must agree on every argument kind."""
from __future__ import annotations

import re

import numpy as np
import pytest

import kina
from kina.hostio import KinaArgumentError, KinaRuntimeError
from kina_runtime import library


def T(dtype: str, shape: str) -> str:
    return f"tensor<{dtype}, {shape}, @host>"


# F32/F64/I32/I64/Bool parameters, a 0-d one, an index parameter (checked on the host), a tuple
# result with an error code after it (error_result), and a generated function (f__reverseMode).
SRC = f"""let f = fn(t: {T('F32', '[3, 2]')}, ids: {T('I64', '[4]')}) -> {T('F32', '[4, 2]')} {{ t.take(ids, axis=0) }} in
fn @main(a: {T('F32', '[3, 2]')}, b: {T('F64', '[2]')}, i: {T('I32', '[2]')}, ids: {T('I64', '[4]')}, m: {T('Bool', '[2]')},
    s: {T('F32', '[]')}) -> ({T('F32', '[4, 2]')}, {T('F64', '[2]')}, {T('I32', '[2]')}, {T('Bool', '[2]')}, {T('F32', '[3, 2]')}) {{
  let (y, g) = handle f(a, ids) with reverseMode in
  (y * s.broadcast([4, 2]), m.select(b, b * b), i + i, b.cast(F32) < i.cast(F32), g)
}}
"""
# an index computed in the program: out of range is an error result, not a refused argument
TAKE = f"""fn @main(t: {T('F32', '[4, 2]')}, f: {T('F32', '[3]')}) -> {T('F32', '[3, 2]')} {{
  t.take(f.cast(I64))
}}
"""
NAMES = ["a", "b", "i", "ids", "m", "s"]


def canonical() -> dict:
    return dict(a=np.arange(6, dtype=np.float32).reshape(3, 2), b=np.array([1.5, -2.0]), i=np.array([1, -3], np.int32),
                ids=np.array([0, 2, 2, 1]), m=np.array([True, False]), s=np.array(2.5, np.float32))


def fortran(a):
    return np.asfortranarray(a)


def strided(a):
    """The same values, as a view that is not C-contiguous."""
    big = np.repeat(a[..., None], 2, axis=-1) if a.ndim else a
    return big[..., 0] if a.ndim else a


def read_only(a):
    a = a.copy()
    a.setflags(write=False)
    return a


def buffer(a):
    return kina.Buffer.from_numpy(a)


# (case, {parameter: how its canonical argument is replaced}, whether it is passed as is)
ACCEPTED = [
    ("arrays", {}, True),
    ("read-only", {n: read_only for n in NAMES}, True),
    ("buffers", {n: buffer for n in NAMES}, True),
    ("buffers-and-arrays", {"a": buffer, "ids": buffer}, True),
    ("fortran-order", {"a": fortran}, False),
    ("strided", {"a": strided, "b": strided, "ids": strided, "m": strided}, False),
    ("python-float-0d", {"s": lambda a: 2.5}, False),
    ("python-int-0d", {"s": lambda a: 2}, False),
    ("numpy-scalar-0d", {"s": lambda a: np.float32(2.5)}, False),
    ("memoryview", {"b": memoryview, "i": memoryview}, False),
    ("array-interface", {"ids": lambda a: type("A", (), {"__array__": lambda self, dtype=None, copy=None: a})()}, False),
]
REFUSED = [
    ("f32-for-f64", {"b": lambda a: a.astype(np.float32)}, "parameter `b` of `main` expects dtype F64"),
    ("i64-for-i32", {"i": lambda a: a.astype(np.int64)}, "parameter `i` of `main` expects dtype I32"),
    ("i32-for-i64", {"ids": lambda a: a.astype(np.int32)}, "parameter `ids` of `main` expects dtype I64"),
    ("int-for-bool", {"m": lambda a: a.astype(np.int8)}, "parameter `m` of `main` expects dtype Bool"),
    ("f64-for-f32-0d", {"s": lambda a: np.float64(2.5)}, "parameter `s` of `main` expects dtype F32"),
    ("wrong-shape", {"a": lambda a: a.T.copy()}, "parameter `a` of `main` expects shape [3, 2]"),
    ("wrong-buffer", {"a": lambda a: buffer(a.T.copy())}, "parameter `a` of `main` expects shape [3, 2]"),
    ("scalar-for-vector", {"b": lambda a: 1.0}, "parameter `b` of `main` expects an array"),
    ("bool-for-vector", {"m": lambda a: True}, "parameter `m` of `main` expects an array"),
    ("string-for-0d", {"s": lambda a: "x"}, "parameter `s` of `main` expects an array"),
    ("list", {"b": list}, "parameter `b` of `main` expects an array"),
    ("index-out-of-range", {"ids": lambda a: np.array([0, 3, 1, 1])}, "parameter `ids` of `main` holds index 3, outside [0, 2]"),
    ("index-out-of-range-strided", {"ids": lambda a: strided(np.array([0, 1, -1, 1]))},
     "parameter `ids` of `main` holds index -1, outside [0, 2]"),
    ("index-out-of-range-buffer", {"ids": lambda a: buffer(np.array([5, 0, 0, 0]))},
     "parameter `ids` of `main` holds index 5, outside [0, 2]"),
]


@pytest.fixture(scope="module")
def native():
    return kina.compile_source(SRC, backend="native")


@pytest.fixture(scope="module")
def reference():
    return kina.compile_source(SRC, backend="numpy")


@pytest.fixture
def binds(monkeypatch):
    """How many calls went through bind_arguments."""
    seen = []
    real = library.bind_arguments

    def spy(*a, **k):
        seen.append(1)
        return real(*a, **k)
    monkeypatch.setattr(library, "bind_arguments", spy)
    return seen


def arguments(change: dict) -> dict:
    args = canonical()
    return {n: change[n](a) if n in change else a for n, a in args.items()}


def plain(args: dict) -> dict:
    """The arguments with each Buffer as its array (the NumPy backend takes no Buffers)."""
    return {n: a.numpy() if isinstance(a, kina.Buffer) else a for n, a in args.items()}


def numpy_of(results):
    return [r.numpy() if isinstance(r, kina.Buffer) else r for r in results]


def assert_same(got, want):
    assert len(got) == len(want)
    for g, w in zip(numpy_of(got), want):
        assert type(g) is np.ndarray and g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("case,change,as_is", ACCEPTED, ids=[c[0] for c in ACCEPTED])
def test_accepted_arguments_agree_both_ways(native, reference, binds, case, change, as_is):
    fn = native.main.compile()
    want = reference.main(**plain(arguments(change)))
    calls = [
        lambda: fn(*arguments(change).values()),
        lambda: fn(**arguments(change)),
        lambda: fn.call_buffers(*arguments(change).values()),
        lambda: fn.call_buffers(**arguments(change)),
    ]
    for call in calls:
        binds.clear()
        got = call()
        assert type(got) is tuple
        assert_same(got, want)
        assert len(binds) == (0 if as_is else 1), "passed as is" if as_is else "converted by bind_arguments"
    buffers = fn.call_buffers(**canonical())
    assert all(isinstance(b, kina.Buffer) for b in buffers)
    assert all(type(r) is np.ndarray for r in fn(**canonical()))


@pytest.mark.parametrize("case,change,message", REFUSED, ids=[c[0] for c in REFUSED])
def test_refused_arguments_raise_the_same_error_both_ways(native, reference, case, change, message):
    fn = native.main.compile()
    calls = [
        lambda: reference.main(**plain(arguments(change))),
        lambda: fn(*arguments(change).values()),
        lambda: fn(**arguments(change)),
        lambda: fn.call_buffers(*arguments(change).values()),
        lambda: fn.call_buffers(**arguments(change)),
    ]
    errors = []
    for call in calls:
        with pytest.raises(KinaArgumentError, match=re.escape(message)) as e:
            call()
        errors.append((type(e.value), str(e.value)))
    assert len(set(errors)) == 1, errors


@pytest.mark.parametrize("args,kwargs,message", [
    ((), {"a": 1}, "`main` is missing argument(s): `b`, `i`, `ids`, `m`, `s`"),
    ((1,) * 7, {}, "`main` takes 6 argument(s), got 7 positional"),
    ((), {**canonical(), "z": 1}, "`main` has no parameter `z` (parameters: a, b, i, ids, m, s)"),
    ((), {**{k: v for k, v in canonical().items() if k != "s"}, "z": 1}, "`main` has no parameter `z`"),
    (tuple(canonical().values())[:1], {"a": canonical()["a"]}, "parameter `a` of `main` given twice"),
], ids=["missing", "too-many", "unknown-name", "unknown-name-same-count", "twice"])
def test_misbound_calls_raise_the_same_error_both_ways(native, reference, args, kwargs, message):
    fn = native.main.compile()
    errors = []
    for call in (reference.main, fn, fn.call_buffers):
        with pytest.raises(KinaArgumentError, match=re.escape(message)) as e:
            call(*args, **kwargs)
        errors.append(str(e.value))
    assert len(set(errors)) == 1, errors


def test_generated_function_agrees_both_ways(native, reference, binds):
    fn = native._exe.all_functions["f__reverseMode"].compile()
    assert "f__reverseMode" not in native.functions
    a, ids = canonical()["a"], canonical()["ids"]
    want = reference._exe.all_functions["f__reverseMode"](a, ids)
    for args, as_is in [((a, ids), True), ((buffer(a), buffer(ids)), True), ((fortran(a), strided(ids)), False),
                        ((a.tolist(), ids), False)]:
        for call in (fn, fn.call_buffers):
            binds.clear()
            if isinstance(args[0], list):
                with pytest.raises(KinaArgumentError, match=re.escape("parameter `t` of `f__reverseMode` expects an array")):
                    call(*args)
            else:
                assert_same(call(*args), want)
            assert len(binds) == (0 if as_is else 1)
    with pytest.raises(KinaArgumentError, match=re.escape("parameter `ids` of `f__reverseMode` holds index 3")):
        fn(a, np.array([3, 0, 0, 0]))


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_error_results_raise_the_same_error_both_ways(backend):
    fn = kina.compile_source(TAKE, path="take.kina", backend=backend).main
    t = np.arange(8, dtype=np.float32).reshape(4, 2)
    calls = [lambda f: fn(t, f), lambda f: fn(t=t, f=f), lambda f: fn(fortran(t), strided(f))]
    if backend == "native":
        calls += [lambda f: fn.call_buffers(t, f), lambda f: fn.call_buffers(buffer(t), buffer(f))]
    for call in calls:
        got = call(np.array([3, 0, 1], np.float32))
        np.testing.assert_array_equal(numpy_of([got])[0], t[[3, 0, 1]])
        with pytest.raises(KinaRuntimeError, match=re.escape("`take` at take.kina:2:") + r"\d+" +
                           re.escape(": an index computed in the program is outside [0, 3]")):
            call(np.array([0, 4, 0], np.float32))
