"""The host boundary without copies: results fed back as inputs are passed by pointer, and
`call_buffers` keeps tensors in native memory (kina.Buffer) across calls with the same numbers."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import T
from kina.hostio import KinaArgumentError
from kina_storylm.model import decoder_args, patterned_init, program, scalar

F23 = T("F32", [2, 3])
WEIGHTS = ("token_embedding", "wq", "wk", "wv", "wo", "lm_head")


@pytest.fixture(scope="module")
def step():
    return program("storylm0_nll_step", "native").step


def _args(w, k):
    ids = np.array([[(k + j) % 6 + 1 for j in range(4)]])
    return dict(token_ids=ids, targets=(ids % 6) + 1, **decoder_args(w, 4), lr=scalar(0.05))


def _input_pointers(fn) -> list[int]:
    """The data pointers the last call through the Python path passed: written into its call slot's
    pointer array for the artifact's pointer entry (kina_ptrs_<name>), else into its input descriptors."""
    fn.compile()  # (a lazy function becomes the loaded one)
    descs, _, _, _, ptrs = fn._slots[-1]
    return list(ptrs)[:len(descs)] if fn._ptrs is not None else [d.aligned for d in descs]


def test_results_fed_back_are_passed_without_copies(step, monkeypatch):
    """The Python path (the artifact's fast entries switched off) passes each fed-back result by its pointer."""
    w = dict(patterned_init())
    args = _args(w, 0)
    names = [n for n, _ in step.sig.params]
    step.compile()  # (a lazy function becomes the loaded one)
    monkeypatch.setattr(step, "_call", None)
    monkeypatch.setattr(step, "_fast", None)
    monkeypatch.setattr(step, "_ptrs", None)
    for _ in range(3):
        out = step(**args)
        args.update(zip(WEIGHTS, out[1:]))  # the results themselves become the next inputs
        step(*[args[n] for n in names])
        ptrs = _input_pointers(step)
        for name in WEIGHTS:
            assert ptrs[names.index(name)] == args[name].ctypes.data, name  # no copy of a fed-back result
    t = args["wq"].T.copy().T  # Fortran order: must be copied to C order, and still read right
    args["wq"] = t
    step(*[args[n] for n in names])
    assert _input_pointers(step)[names.index("wq")] != t.ctypes.data


def test_results_fed_back_take_the_fast_entry(step, monkeypatch):
    """Results fed back positionally are bound by the artifact's fast entry (in C, by pointer: it has no
    way to copy), never by the Python path; a Fortran-order array is not, and is still read right."""
    fn = step.compile()
    assert fn._fast is not None
    w = dict(patterned_init())
    args = _args(w, 0)
    names = [n for n, _ in step.sig.params]
    positional = [args[n] for n in names]
    want = step(*positional)
    python_path = []
    original = type(fn)._bind_and_call
    monkeypatch.setattr(type(fn), "_bind_and_call", lambda self, *a: python_path.append(1) or original(self, *a))
    for _ in range(3):
        out = step(*[args[n] for n in names])
        args.update(zip(WEIGHTS, out[1:]))
    assert python_path == []
    positional[names.index("wq")] = np.asfortranarray(positional[names.index("wq")])
    got = step(*positional)
    assert python_path == [1]
    assert all(np.array_equal(g, e) for g, e in zip(got, want))


def test_call_buffers_matches_numpy_calls_and_copies_nothing(step):
    names = [n for n, _ in step.sig.params]
    w0 = dict(patterned_init())
    arrays = _args(w0, 1)
    buffers = {n: kina.Buffer.from_numpy(a) for n, a in arrays.items()}
    assert all(buffers[n].ptr == arrays[n].ctypes.data for n in names)  # C-contiguous: wrapped, not copied
    for k in range(4):
        want = step(*[arrays[n] for n in names])
        got = step.call_buffers(*[buffers[n] for n in names])
        assert all(isinstance(b, kina.Buffer) for b in got)
        for g, e in zip(got, want):
            np.testing.assert_array_equal(g.numpy(), e)  # the same numbers, bit for bit
        arrays.update(zip(WEIGHTS, want[1:]))
        buffers.update(zip(WEIGHTS, got[1:]))
        step.call_buffers(*[buffers[n] for n in names])
        ptrs = _input_pointers(step)
        assert all(ptrs[names.index(n)] == buffers[n].ptr for n in WEIGHTS)  # fed back by pointer
    view = buffers["wq"].numpy()
    assert view.ctypes.data == buffers["wq"].ptr and buffers["wq"].numpy() is view and view.shape == (4, 4)
    mixed = step.call_buffers(*[arrays[n] if n == "lr" else buffers[n] for n in names])  # arrays and Buffers mix
    np.testing.assert_array_equal(mixed[0].numpy(), step(*[arrays[n] for n in names])[0])


def test_a_buffer_of_the_wrong_type_names_the_parameter():
    p = kina.compile_source(f"fn @main(x: {F23}) -> {F23} {{ x * 2.0 }}", path="buf.kina", backend="native")
    with pytest.raises(KinaArgumentError, match="parameter `x` of `main` expects shape"):
        p.main.call_buffers(kina.Buffer.from_numpy(np.ones((3, 2), np.float32)))
    with pytest.raises(KinaArgumentError, match="parameter `x` of `main` expects dtype F32"):
        p.main(kina.Buffer.from_numpy(np.ones((2, 3), np.float64)))
    x = kina.Buffer.from_numpy(np.ones((2, 3), np.float32))
    np.testing.assert_array_equal(p.main(x), np.full((2, 3), 2, np.float32))  # a Buffer in a plain call


def test_index_parameters_are_checked_in_buffers_too():
    src = f"fn @main(t: {T('F32', [4, 2])}, i: {T('I64', [3])}) -> {T('F32', [3, 2])} {{ t.take(i) }}"
    p = kina.compile_source(src, path="bufidx.kina", backend="native")
    t = kina.Buffer.from_numpy(np.arange(8, dtype=np.float32).reshape(4, 2))
    with pytest.raises(KinaArgumentError, match="parameter `i` of `main` holds index 7"):
        p.main.call_buffers(t, kina.Buffer.from_numpy(np.array([0, 7, 1])))
    np.testing.assert_array_equal(p.main.call_buffers(t, kina.Buffer.from_numpy(np.array([3, 0, 1]))).numpy(),
                                  np.arange(8, dtype=np.float32).reshape(4, 2)[[3, 0, 1]])


def test_buffers_outlive_their_siblings_and_are_freed_once():
    """Results share one owner per allocation: a view kept after its Buffer is gone stays valid."""
    import gc

    src = f"fn @main(x: {F23}) -> ({F23}, {F23}) {{ (x * 2.0, x.exp()) }}"
    p = kina.compile_source(src, path="bufown.kina", backend="native")
    x = np.ones((2, 3), np.float32)
    a, b = p.main.call_buffers(x)
    view = a.numpy()
    del a, b
    gc.collect()
    for _ in range(50):
        p.main.call_buffers(x)  # reuse of freed memory would overwrite `view`
    np.testing.assert_array_equal(view, np.full((2, 3), 2, np.float32))
