"""Host interop (docs/spec.md §P6): DLPack, __array__ and buffer-protocol objects are accepted without
a copy where the layout matches (the native call sees the caller's data pointer), other
dtypes are rejected naming the parameter, Python scalars fill rank-0 and all-ones shapes."""
from __future__ import annotations

import array
import re

import numpy as np
import pytest

import kina
from kina.hostio import KinaArgumentError

SRC = """fn @main(x: tensor<F32, [3], @host>, s: tensor<F32, [], @host>, i: tensor<I64, [1, 1], @host>) -> tensor<F32, [3], @host> {
  x * s.broadcast([3]) + i.cast(F32).reshape([1]).broadcast([3])
}
"""
BACKENDS = ["numpy", "native"]


class DLPackOnly:
    """An object that offers its memory only through DLPack (NumPy's own __dlpack__ underneath)."""

    def __init__(self, a):
        self.a = a

    def __dlpack__(self, **kw):
        return self.a.__dlpack__(**kw)

    def __dlpack_device__(self):
        return self.a.__dlpack_device__()


class OnDevice(DLPackOnly):
    def __dlpack_device__(self):
        return (2, 0)  # kDLCUDA


class ArrayOnly:
    def __init__(self, a):
        self.a = a

    def __array__(self, dtype=None, copy=None):
        return self.a


def native_pointers(fn):
    """Wrap a native function's C entries to record the data pointers its arguments are passed by: those its
    input descriptors carry, or (the artifact's pointer entry, kina_ptrs_<name>) its pointer array holds."""
    seen = []
    inner, ptrs = fn._c, fn._ptrs

    def recording_entry(*entry_args):
        seen.append([a._obj.aligned for a in entry_args[1:]])
        return inner(*entry_args)

    def recording_ptrs(out, array, dst):
        seen.append(list(array)[:fn._n])
        return ptrs(out, array, dst)
    fn._c = recording_entry
    if ptrs is not None:
        fn._ptrs = recording_ptrs
    return seen


def test_numpy_dlpack_reaches_the_native_call_without_a_copy():
    x = np.arange(3, dtype=np.float32)
    s = np.array(2.0, np.float32)
    i = np.ones((1, 1), np.int64)
    fn = kina.compile_source(SRC, backend="native").main.compile()  # the loaded function (compiled on first call otherwise)
    seen = native_pointers(fn)
    out = fn(DLPackOnly(x), memoryview(s), ArrayOnly(i))
    np.testing.assert_array_equal(out, x * 2 + 1)
    assert seen == [[x.ctypes.data, s.ctypes.data, i.ctypes.data]]


@pytest.mark.parametrize("backend", BACKENDS)
def test_buffers_and_python_scalars(backend):
    fn = kina.compile_source(SRC, backend=backend).main
    np.testing.assert_array_equal(fn(memoryview(array.array("f", [1, 2, 3])), 2.0, 5), [7, 9, 11])
    np.testing.assert_array_equal(fn(np.ones(3, np.float32), 3, np.int64(-1)), [2, 2, 2])  # an int for a float param


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("args,gist", [
    ((DLPackOnly(np.ones(3)), 1.0, 1), "parameter `x` of `main` expects dtype F32"),
    ((memoryview(array.array("d", [1, 2, 3])), 1.0, 1), "parameter `x` of `main` expects dtype F32"),
    ((np.ones(3, np.float32), 1.0, 1.5), "parameter `i` of `main` is tensor<I64, [1, 1], @host>: a Python float"),
    ((np.ones(3, np.float32), 1.0, 2 ** 70), "parameter `i` of `main`"),
    ((np.ones(3, np.float32), 1e300, 1), "parameter `s` of `main` is tensor<F32, [], @host>: 1e+300 overflows F32"),
    ((1.0, 1.0, 1), "parameter `x` of `main` expects an array"),
    ((np.ones(3, np.float32), [1.0], 1), "parameter `s` of `main` expects an array"),
    ((OnDevice(np.ones(3, np.float32)), 1.0, 1), "parameter `x` of `main` expects a host (CPU) array"),
], ids=["dlpack-f64", "buffer-f64", "float-for-int", "int-range", "f32-overflow", "scalar-for-vector", "list", "device"])
def test_rejections_name_the_parameter(backend, args, gist):
    fn = kina.compile_source(SRC, backend=backend).main
    with pytest.raises(KinaArgumentError, match=re.escape(gist)):
        fn(*args)


def test_torch_cpu_tensors():
    torch = pytest.importorskip("torch", reason="PyTorch is not installed: the torch interop test needs it")
    x = torch.arange(3, dtype=torch.float32)
    fn = kina.compile_source(SRC, backend="native").main.compile()  # the loaded function (compiled on first call otherwise)
    seen = native_pointers(fn)
    np.testing.assert_array_equal(fn(x, torch.tensor(2.0), torch.ones((1, 1), dtype=torch.int64)), [1, 3, 5])
    assert seen[0][0] == x.data_ptr()
    with pytest.raises(KinaArgumentError, match="parameter `x`"):
        fn(x.double(), 2.0, 1)


def test_jax_arrays():
    jnp = pytest.importorskip("jax.numpy", reason="JAX is not installed: the jax interop test needs it")
    fn = kina.compile_source(SRC, backend="native").main.compile()  # the loaded function (compiled on first call otherwise)
    np.testing.assert_array_equal(fn(jnp.arange(3, dtype=jnp.float32), 2.0, 1), [1, 3, 5])
    with pytest.raises(KinaArgumentError, match="parameter `i`"):
        fn(jnp.arange(3, dtype=jnp.float32), 2.0, jnp.ones((1, 1), dtype=jnp.float32))
