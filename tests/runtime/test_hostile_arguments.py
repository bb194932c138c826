"""Host arguments that lie or do not fit (issue "Hostile input, round 3", classes 3b and 6): each is a
Python exception naming the parameter (or the size), TypeError/ValueError as JAX raises, never
NumPy's own message and never a read outside the argument's buffer."""
from __future__ import annotations

import re

import numpy as np
import pytest

import kina
from kina.hostio import KinaArgumentError, KinaArgumentTypeError

FIXED = "fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4], @host> { x.exp() }\n"
ONE = "fn @main(x: tensor<F32, [1], @host>) -> tensor<F32, [1], @host> { x.exp() }\n"
GENERIC = "fn @main[B](x: tensor<F32, [B], @host>) -> tensor<F32, [B], @host> { x.exp() }\n"


class LyingShape(np.ndarray):
    """One float32 of buffer that claims to hold four."""

    @property
    def shape(self):
        return (4,)


class LyingDtype(np.ndarray):
    """Four bytes of int8 that claim to be four float32s (16 bytes)."""

    @property
    def dtype(self):
        return np.dtype(np.float32)


def lying_shape():
    return np.ones(1, np.float32).view(LyingShape)


def lying_dtype():
    return np.ones(4, np.int8).view(LyingDtype)


@pytest.fixture(scope="module")
def fixed():
    return kina.compile_source(FIXED, backend="numpy")


@pytest.fixture(scope="module")
def generic():
    return kina.compile_source(GENERIC, backend="numpy")


@pytest.mark.parametrize("make,real", [(lying_shape, "float32 array of shape [1]"), (lying_dtype, "int8 array of shape [4]")])
def test_a_subclass_is_read_by_its_real_buffer(fixed, make, real):
    with pytest.raises(KinaArgumentError, match=r"parameter `x` of `main` expects .*got " + re.escape(real)):
        fixed.main(make())


def test_a_lying_subclass_binds_no_size_on_a_generic_function(generic):
    with pytest.raises(KinaArgumentError, match=r"parameter `x` of `main` expects"):
        generic.main(lying_dtype())
    assert generic.main(lying_shape()).shape == (1,)  # B = 1, the real length, not the claimed 4
    assert (4,) not in generic.main.specialisations


def test_native_never_reads_past_a_lying_buffer():
    """The native entry takes a pointer: trusting the lie read 12 bytes past the buffer (or segfaulted)."""
    prog = kina.compile_source(FIXED, backend="native")
    for make in (lying_shape, lying_dtype):
        with pytest.raises(KinaArgumentError, match="parameter `x` of `main`"):
            prog.main(make())
    honest = np.arange(4, dtype=np.float32).view(LyingDtype)  # a subclass that tells the truth still works
    np.testing.assert_allclose(prog.main(honest), np.exp(np.arange(4, dtype=np.float32)), rtol=1e-6)


class DeviceStr:
    def __dlpack__(self, **kw):
        return np.ones(1, np.float32).__dlpack__()

    def __dlpack_device__(self):
        return ("cpu", 0)


class DeviceEmpty(DeviceStr):
    def __dlpack_device__(self):
        return ()


class ArrayList:
    def __array__(self, *args, **kwargs):
        return [1.0]


@pytest.mark.parametrize("value,error,gist", [
    (2**200, KinaArgumentError, "a 201-bit int overflows F32"),
    (-2**200, KinaArgumentError, "a 201-bit int overflows F32"),
    (10**400, KinaArgumentError, "overflows F32"),
    (1e39, KinaArgumentError, r"1e\+39 overflows F32"),
    (DeviceStr(), KinaArgumentTypeError, r"__dlpack_device__\(\) returned \('cpu', 0\)"),
    (DeviceEmpty(), KinaArgumentTypeError, r"__dlpack_device__\(\) returned \(\)"),
    (ArrayList(), KinaArgumentTypeError, r"ArrayList.__array__ gave no array"),
    (object(), KinaArgumentTypeError, "expects an array"),
], ids=["2**200", "-2**200", "10**400", "1e39", "dlpack-device-str", "dlpack-device-empty", "array-list", "object"])
def test_odd_host_values_name_the_parameter(value, error, gist):
    prog = kina.compile_source(ONE, backend="numpy")
    with pytest.raises(error, match=gist) as info:
        prog.main(value)
    assert "parameter `x` of `main`" in str(info.value)
    assert isinstance(info.value, TypeError) == (error is KinaArgumentTypeError)


def test_python_scalars_in_range_still_fill_the_parameter():
    prog = kina.compile_source(ONE, backend="numpy")
    assert prog.main(2**100)[0] == pytest.approx(np.float32(np.inf))  # 1.3e30 fits F32; exp overflows to inf
    assert prog.main(float("inf"))[0] == np.inf
    assert prog.main(True)[0] == pytest.approx(np.e)


def test_a_huge_broadcast_view_is_a_memory_error_naming_the_parameter(generic):
    """2^40 rows of a broadcast view (no memory) would be copied to C order: NumPy's own MemoryError
    ("Unable to allocate 4.00 TiB") named nothing."""
    with pytest.raises(MemoryError, match=r"parameter `x` of `main[^`]*`: .*not in C order"):
        generic.main(np.broadcast_to(np.float32(1), (2**40,)))


class FakeShape:
    """An object whose `.shape` claims 2^62 elements and whose buffer holds one."""

    shape = (2**62,)

    def __array__(self, *args, **kwargs):
        return np.ones(1, np.float32)


def test_a_generic_function_reads_shapes_from_the_buffer(generic):
    assert generic.main(FakeShape()).shape == (1,)


@pytest.mark.parametrize("value,error", [("3", KinaArgumentTypeError), (3.0, KinaArgumentTypeError), (True, KinaArgumentTypeError),
                                         (None, KinaArgumentTypeError), (0, KinaArgumentError), (-1, KinaArgumentError)])
def test_specialise_takes_int_sizes_only(generic, value, error):
    before = generic.main.compiles
    with pytest.raises(error, match="`main`: size `B` must be"):
        generic.main.specialise(B=value)
    assert generic.main.compiles == before  # refused before compiling anything


def test_specialise_takes_numpy_integers(generic):
    assert generic.main.specialise(B=np.int64(3)) is generic.main.specialise(B=3)

