"""Load a compiled artifact (.so + manifest) and call its exports with NumPy arrays."""
from __future__ import annotations

import copy
import ctypes
import functools
import os
import sys
import threading
import time

import numpy as np

from kina import compilelog, distributed
from kina.buffer import Buffer
from kina.hostio import KinaRuntimeError, bind_arguments, check_index, result_tuple
from kina.memory import CHECK_ABOVE, check_fits
from kina.types import TensorType

from . import mpi
from .heap import keep_heap_for
from .manifest_check import CALL_PREFIX, FAST_PREFIX, LAYOUT_PREFIX, PTRS_PREFIX, ManifestError, read_manifest, verify_manifest, verify_so
from .memref import Owned, copied_results, descriptor_type, packed_results_type, row_major_strides

_libc = ctypes.CDLL(None)
_addressof, _char_at = ctypes.addressof, ctypes.c_char.from_buffer


def data_pointer(a: np.ndarray) -> int:
    """`a.ctypes.data`, 4× faster (0.19 against 0.81 µs: the hot path of a call takes one per
    argument) for a writable array; a read-only one takes the slow way."""
    try:
        return _addressof(_char_at(a))
    except TypeError:  # read-only (np.broadcast_to, a frombuffer of bytes)
        return a.ctypes.data
_free = _libc.free
_free.argtypes = [ctypes.c_void_p]
_free.restype = None


class ArtifactError(Exception):
    """A manifest or shared object that cannot be used."""


class Signature:
    def __init__(self, name: str, spec: dict):
        self.name = name
        try:
            self.params = [(p, TensorType.from_json(t)) for p, t in spec["params"]]
            self.result_types = [TensorType.from_json(t) for t in spec["results"]]
            self.tuple_result = bool(spec["tuple_result"])
            self.result_names = tuple(spec["result_names"]) if spec.get("result_names") else None
            self.checks = {int(i): tuple(v) for i, v in spec.get("index_checks", {}).items()}
            self.symbol = spec["symbol"]
            self.guard = spec.get("guard")
            self.error_result = bool(spec.get("error_result", False))  # an error code follows the results
            self.peak_bytes = int(spec.get("peak_bytes", 0))
            self.collectives = bool(spec.get("collectives", False))  # §D1: it talks to the other ranks
            self.collective_key = spec.get("collective_key")  # its IR's digest, which the ranks compare
        except (KeyError, TypeError, ValueError) as e:
            raise ArtifactError(f"manifest entry for `{name}` is malformed: {e!r}") from None


def _descriptor(t: TensorType):
    """A descriptor whose sizes and strides are fixed once: shapes are static."""
    d = descriptor_type(t.rank)()
    for i, (size, stride) in enumerate(zip(t.shape, row_major_strides(t.shape))):
        d.sizes[i] = size
        d.strides[i] = stride
    return d


# A plain cdecl function pointer with no declared argument types (cdecl takes any number of
# arguments; each is passed as the byref/array pointer it is). ctypes releases the GIL while
# such a call runs, unlike PyDLL / PYFUNCTYPE entries. Guarded entries (guard.py) return 1
# when an allocation failed inside the call.
_ReleasingEntry = ctypes.CFUNCTYPE(None)
_ReleasingGuard = ctypes.CFUNCTYPE(ctypes.c_int)

ERROR_CODE = TensorType("I64", ())
_NO_INPUTS = frozenset()


def object_layout() -> tuple[int, ...] | None:
    """What an artifact's fast entry reads of Python objects (kina_mlir.codegen.guard, `kina_bind`):
    the offset of a tuple's items and of `ob_type`, numpy.ndarray's address, the offsets of an
    ndarray's data, nd, dimensions, descr and flags fields (NumPy's PyArrayObject_fields, after
    the object header) and its C-contiguous flag. Each is checked against what Python and NumPy
    report for sample tuples and arrays (C and Fortran order, 0-d, a strided view, each dtype);
    None where any differs (another interpreter or NumPy layout): calls then take the Python path."""
    head = object.__basicsize__  # PyObject_HEAD, whose last field is ob_type
    layout = (tuple.__basicsize__, head - 8, id(np.ndarray), head, head + 8, head + 16, head + 40, head + 48, 1)
    if sys.byteorder != "little" or ctypes.sizeof(ctypes.c_void_p) != 8 or tuple.__itemsize__ != 8:
        return None
    word = ctypes.c_int64.from_address
    try:
        base = np.arange(24, dtype=np.float32).reshape(4, 6)
        samples = [base, np.asfortranarray(base.astype(np.float64)), np.array(3, np.int32), base[:, ::2], np.zeros((2, 0), bool),
                   np.ones(5, np.int64)]
        for a in samples:
            t = (a, base)
            if word(id(t) + layout[0]).value != id(a) or word(id(t) + layout[0] + 8).value != id(base):
                return None
            if (word(id(a) + layout[1]).value != id(np.ndarray) or word(id(a) + layout[3]).value != a.ctypes.data
                    or ctypes.c_int.from_address(id(a) + layout[4]).value != a.ndim or word(id(a) + layout[6]).value != id(a.dtype)
                    or bool(ctypes.c_int.from_address(id(a) + layout[7]).value & layout[8]) != a.flags.c_contiguous):
                return None
            dims = word(id(a) + layout[5]).value
            if a.ndim and tuple((ctypes.c_int64 * a.ndim).from_address(dims)) != a.shape:
                return None
    except (ValueError, TypeError, OverflowError):
        return None
    return layout


_LAYOUT = object_layout()
_ReleasingFast = ctypes.CFUNCTYPE(ctypes.c_int)
_py_object, _ndarray, _empty = ctypes.py_object, np.ndarray, np.empty


class _MethodDef(ctypes.Structure):
    """CPython's PyMethodDef."""
    _fields_ = [("ml_name", ctypes.c_char_p), ("ml_meth", ctypes.c_void_p), ("ml_flags", ctypes.c_int), ("ml_doc", ctypes.c_char_p)]


_METH_FASTCALL = 0x0080
try:
    _new_builtin = ctypes.pythonapi.PyCFunction_NewEx
    _new_builtin.restype, _new_builtin.argtypes = ctypes.py_object, [ctypes.c_void_p, ctypes.py_object, ctypes.c_void_p]
except AttributeError:  # not CPython: the ctypes fast entry serves
    _new_builtin = None
# The layouts the fast and call entries read (kina_bind's `L`: _LAYOUT, then the address of each
# parameter's dtype), by those dtypes (kept with them, so that no id is reused): never freed, since
# an artifact loaded twice in a process holds the last one its call entry was given
_layouts: dict = {}


def entry_layout(dtypes: tuple):
    """The layout of a function whose parameters have these dtypes (needs _LAYOUT)."""
    key = tuple(map(id, dtypes))
    if key not in _layouts:
        _layouts[key] = (ctypes.c_int64 * (len(_LAYOUT) + len(key)))(*_LAYOUT, *key), dtypes
    return _layouts[key][0]


def call_entry(address: int, layout_setter, dtypes: tuple, n: int):
    """An artifact's call entry (kina_mlir.codegen.guard's CALL, `kina_call_<name>`) as a Python
    builtin, its layout set; None where there is no layout or no CPython API. `n`: its parameters.
    Its self is the tuple of the codes it returns (0 .. n + 1) and, last, its method definition, which
    the builtin points to and so must outlive it."""
    if _LAYOUT is None or _new_builtin is None:
        return None
    layout_setter.restype, layout_setter.argtypes = None, [ctypes.c_void_p]
    layout_setter(ctypes.addressof(entry_layout(dtypes)))
    definition = _MethodDef(b"kina_call", address, _METH_FASTCALL, None)
    return _new_builtin(ctypes.addressof(definition), (*range(n + 2), definition), None)


def gil_releasing(entry, guarded: bool = False):
    """`entry` (any ctypes function pointer, or an address) as a call that releases the GIL.
    The generated code keeps no mutable globals (allocation failure is recorded thread-locally),
    so entries may run in several threads at once as long as each call has its own descriptors."""
    address = entry if isinstance(entry, int) else ctypes.cast(entry, ctypes.c_void_p).value
    return (_ReleasingGuard if guarded else _ReleasingEntry)(address)


class NativeFunction:
    """One exported function. `entry` is the C interface entry as a ctypes function.

    Thread-safe and reentrant: descriptors are built once per *call slot* and only their data
    pointers change per call; a call takes a slot from a free list (`list.pop`, atomic), sets
    its input pointers, runs the entry with the GIL released, wraps its results and puts the
    slot back (`list.append`). Concurrent calls therefore never share a descriptor: there are
    as many slots as there have ever been simultaneous calls. The GIL is *not* held across
    set-pointers / call / wrap (a thread switch can happen between any two bytecodes), so no
    state outside the slot may be written during a call. The call entry (`_call`, for copied
    results) takes no slot: its descriptors live on its own C stack, its results in the arrays made
    for the call."""

    def __init__(self, entry, sig: Signature, failed_allocation=None, errors: dict | None = None, fast=None, ptrs=None,
                 call=None):
        """`failed_allocation`: for a guarded entry (which returns 1 when an allocation failed),
        the library's `kina_failed_allocation()`; `errors`: error code -> message; `fast`: the
        artifact's fast entry of this function (kina_mlir.codegen.guard), when it has one; `ptrs`: its
        entry taking data pointers, which the Python path calls after its checks; `call`: (address
        of its call entry, the ctypes function setting that entry's layout), where its results are copied."""
        self.sig = sig
        self.__name__ = sig.name
        keep_heap_for(sig.peak_bytes)  # its temporaries stay mapped from one call to the next
        self._entry = entry  # keeps the library (or engine) that owns the code referenced
        self._failed_allocation = failed_allocation
        self._c = gil_releasing(entry, guarded=failed_allocation is not None)
        self._errors = errors or {}
        self._specs = [(t.numpy_dtype, t.shape) for _, t in sig.params]
        self._names = tuple(p for p, _ in sig.params)
        c_results = list(sig.result_types) + ([ERROR_CODE] if sig.error_result else [])
        self._ranks = tuple(t.rank for t in c_results)
        self._results = [(t.numpy_dtype, t.shape, ctypes.c_char * (t.size * t.numpy_dtype.itemsize), t.numpy_dtype.itemsize,
                          t, (t.numpy_dtype, t.shape)) for t in c_results]
        self._slots: list = []  # free call slots; a call that finds none builds one (_new_slot)
        self._n = len(sig.params)
        self._single = not sig.tuple_result
        self._tuple = result_tuple(sig.name, tuple(sig.result_names)) if sig.tuple_result and sig.result_names else tuple
        self._check_fits = sig.peak_bytes > CHECK_ABOVE
        self._checks = sig.checks
        self._plain_results = not sig.error_result and self._tuple is tuple
        # The fast and call entries: an exact ndarray of each parameter's dtype and shape in C order
        # is bound by the artifact's C (no Python per argument); results small enough are copied by
        # the call entry into arrays this call makes with numpy.empty (`_empties`: (shape, dtype) of
        # each; returned as they are, one ndarray a result and no ctypes object: a view of a ctypes
        # buffer costs twice an empty array), else wrapped as the Python path wraps them. The Python
        # path's ptrs entry copies them into one buffer (`_copy`: its ctypes type; `_copied`:
        # (shape, dtype, offset) of each).
        self._fast = self._copy = self._ptrs = self._empties = None
        if ptrs is not None:
            self._ptrs = _ReleasingFast(ptrs if isinstance(ptrs, int) else ctypes.cast(ptrs, ctypes.c_void_p).value)
        if fast is not None and _LAYOUT is not None:
            self._fast = _ReleasingFast(fast if isinstance(fast, int) else ctypes.cast(fast, ctypes.c_void_p).value)
            self._dtypes = tuple(t.numpy_dtype for _, t in sig.params)  # the objects whose addresses the layout holds
            self._layout = entry_layout(self._dtypes)
        copied = copied_results(c_results) if fast is not None or ptrs is not None else None
        if copied is not None:
            self._empties = tuple((t.shape, t.numpy_dtype) for t in c_results) if self._fast is not None else None
            self._copy = ctypes.c_char * copied[1]
            self._copied = [(t.shape, t.numpy_dtype, off, t, (t.numpy_dtype, t.shape)) for t, off in zip(c_results, copied[0])]
        # The call entry: the fast entry as a builtin, for copied results (call_entry); None: the ctypes one
        self._call = None if call is None or self._empties is None else call_entry(*call, self._dtypes, self._n)

    def _new_slot(self):
        """(input descriptors, result descriptors, entry arguments): everything one call writes."""
        descs = [_descriptor(t) for _, t in self.sig.params]
        ranks = self._ranks
        if len(ranks) > 1:
            out = packed_results_type(ranks)()
            out_descs = [getattr(out, f"r{i}") for i in range(len(ranks))]
        else:
            out = descriptor_type(ranks[0])()
            out_descs = [out]
        return descs, out_descs, self._entry_args(out, descs), ctypes.byref(out), (ctypes.c_int64 * max(len(descs), 1))()

    def _entry_args(self, out, descs) -> tuple:
        """The C interface entry's arguments: a pointer to the result(s), then one per input."""
        return (ctypes.byref(out), *(ctypes.byref(d) for d in descs))

    compiled = True  # (a LazyNativeFunction becomes one of these once compiled)

    def compile(self) -> "NativeFunction":
        return self

    def __call__(self, *args, **kwargs):
        """The one host call path. An array of the parameter's dtype and shape in C order (e.g. an
        earlier result), or a kina.Buffer of its type, is passed as is, positionally or with every
        parameter by name; anything else is validated (and copied to C order if needed) by
        bind_arguments, or rejected naming the parameter. Arrays passed positionally are bound by
        the artifact's fast entry, in C; what it does not take (another type, dtype, shape or
        order, a Buffer, a subclass) comes here. Written inline, since each Python call level
        costs about as much as checking an argument."""
        if self._check_fits:
            check_fits(self.sig.name, self.sig.peak_bytes)
        if kwargs and not args and len(kwargs) == self._n:  # every parameter by name (step(**weights)): in order
            try:
                args, kwargs = tuple([kwargs[n] for n in self._names]), {}
            except KeyError:  # an unknown name: bind_arguments names it
                pass
        call = self._call
        if call is not None and not kwargs and len(args) == self._n and (not args or type(args[0]) is not Buffer):
            if not self._checks or self._indices_fit(args):
                res = tuple([_empty(shape, dtype) for shape, dtype in self._empties])
                rc = call(args, res)
                if rc == 0:  # bound and run, the results copied into `res`
                    if self._wrap is not _plain_wrap:  # call_buffers: Buffers over those arrays
                        return self._finish(args, [Buffer(data_pointer(a), t, a, bspec) for a, (_, _, _, t, bspec) in zip(res, self._copied)])
                    if self._plain_results:
                        return res[0] if self._single else res
                    return self._finish(args, list(res))
                if rc == 1:
                    return self._failed()
            fast = None  # not bound (rc 2 + its index): the Python path converts, copies or refuses it
        else:
            fast = self._fast
        slots = self._slots
        try:
            slot = slots.pop()
        except IndexError:
            slot = self._new_slot()
        if (fast is not None and not kwargs and len(args) == self._n and (not args or type(args[0]) is not Buffer)
                and (not self._checks or self._slot_indices_fit(args, slot))):
            rc = fast(slot[3], _py_object(args), self._layout)
            if rc <= 0:  # bound and run: rc -1 when a result is an argument's memory (never copied, see _wrap)
                return self._finish(args, self._take(slot, None, _NO_INPUTS if rc == 0 else {data_pointer(a) for a in args}))
            if rc == 1:
                slots.append(slot)
                return self._failed()
        return self._bind_and_call(slot, args, kwargs)

    def _indices_fit(self, args) -> bool:
        """Before the fast entry: each index parameter's values in range (KinaArgumentError naming it if
        not); False when one is not an array of its dtype and shape (the Python path binds and checks it)."""
        sig = self.sig
        for i, (lo, hi, why) in sig.checks.items():
            a, (dtype, shape) = args[i], self._specs[i]
            if type(a) is not np.ndarray or a.dtype != dtype or a.shape != shape:
                return False
            check_index(sig.name, sig.params[i][0], a, lo, hi, why)
        return True

    def _slot_indices_fit(self, args, slot) -> bool:
        """_indices_fit, `slot` put back when it raises."""
        try:
            return self._indices_fit(args)
        except BaseException:
            self._slots.append(slot)
            raise

    def _bind_and_call(self, slot, args, kwargs):
        """The Python path: arguments checked here (and by bind_arguments), the guarded entry called."""
        specs = self._specs
        ptrs = None
        if not kwargs and len(args) == len(specs):
            ptrs = []
            for a, spec in zip(args, specs):
                if type(a) is np.ndarray:
                    if a.dtype != spec[0] or a.shape != spec[1] or not a.flags.c_contiguous:
                        ptrs = None
                        break
                    try:  # data_pointer, inline
                        ptrs.append(_addressof(_char_at(a)))
                    except TypeError:  # read-only
                        ptrs.append(a.ctypes.data)
                elif type(a) is Buffer and a.spec == spec:
                    ptrs.append(a.ptr)
                else:
                    ptrs = None
                    break
        sig = self.sig
        slots = self._slots
        if ptrs is None:
            try:
                args = tuple([a.numpy() if type(a) is Buffer else a for a in args])
                kwargs = {k: a.numpy() if type(a) is Buffer else a for k, a in kwargs.items()}
                args = bind_arguments(sig, args, kwargs, sig.checks)  # validates (and copies) or raises
            except BaseException:
                slots.append(slot)
                raise
            ptrs = [data_pointer(a) for a in args]
        elif sig.checks:
            try:
                for i, (lo, hi, why) in sig.checks.items():
                    a = args[i]
                    check_index(sig.name, sig.params[i][0], a.numpy() if type(a) is Buffer else a, lo, hi, why)
            except BaseException:
                slots.append(slot)
                raise
        if self._ptrs is not None:  # the descriptors built, and small results copied, in C
            arr = slot[4]
            arr[:len(ptrs)] = ptrs
            copy = self._copy
            dst = copy() if copy is not None else None
            rc = self._ptrs(slot[3], arr, dst)
            if rc == 1:
                slots.append(slot)
                return self._failed()
            return self._finish(args, self._take(slot, dst, _NO_INPUTS if rc == 0 else set(ptrs)))
        descs, out_descs, entry_args, _, _ = slot
        for ptr, d in zip(ptrs, descs):
            d.allocated = d.aligned = ptr
        if self._c(*entry_args):  # the guard long-jumped out of generated code: no result was made
            slots.append(slot)
            return self._failed()
        owners: dict = {}
        inputs = set(ptrs)
        wrap = self._wrap
        out = [wrap(d, spec, owners, inputs) for d, spec in zip(out_descs, self._results)]
        slots.append(slot)  # only now: the result descriptors have been read
        return self._finish(args, out)

    def _take(self, slot, dst, inputs) -> list:
        """The results of the call made with `slot`: views of `dst` where the entry copied them there,
        else the callee's memory wrapped (`inputs`: the arguments' data pointers a result may alias)."""
        if dst is not None:
            self._slots.append(slot)
            if self._wrap is _plain_wrap:
                return [_ndarray(shape, dtype, dst, off) for shape, dtype, off, _, _ in self._copied]
            base = _addressof(dst)  # call_buffers: Buffers over the host buffer, which their owner keeps alive
            return [Buffer(base + off, t, dst, bspec) for _, _, off, t, bspec in self._copied]
        wrap = self._wrap
        owners: dict = {}
        out = [wrap(d, spec, owners, inputs) for d, spec in zip(slot[1], self._results)]
        self._slots.append(slot)  # only now: the result descriptors have been read
        return out

    def _failed(self):
        size = self._failed_allocation()  # thread-local in the library: this thread's failure
        raise MemoryError(f"`{self.sig.name}`: an allocation of {size} bytes failed in generated code (out of memory)")

    def _finish(self, args, out: list):
        """After the entry returned: the error code, the results packed. (`args` kept the inputs alive.)"""
        sig = self.sig
        if sig.error_result:
            code = out.pop()
            code = int(code.numpy() if type(code) is Buffer else code)
            if code:  # an index computed in the program was out of range (checks.py)
                raise KinaRuntimeError(f"`{sig.name}`: {self._errors.get(code, f'runtime error {code}')}")
        if self._single:
            return out[0]
        return self._tuple(out) if self._tuple is tuple else self._tuple(*out)

    def call_buffers(self, *args, **kwargs):
        """Like a call, but the results are kina.Buffer handles on the callee's memory (no NumPy
        array is made) and a Buffer argument is passed by its pointer: weights kept in native
        memory across calls (kina/buffer.py)."""
        return self._buffer_calls(*args, **kwargs)

    @functools.cached_property
    def _buffer_calls(self):
        """`__call__` of this function with Buffer results: of a shallow copy (the same entry,
        signature and call slots) whose `_wrap` is `_buffer`, so both kinds of call take one path."""
        twin = copy.copy(self)
        twin._wrap = self._buffer
        return twin.__call__

    @staticmethod
    def _buffer(desc, spec, owners, inputs):
        dtype, shape, buf_type, itemsize, t, bspec = spec
        allocated = desc.allocated
        ptr = desc.aligned + desc.offset * itemsize
        if allocated in inputs:  # aliases an argument (the emitter prevents this): copy, never free
            a = np.frombuffer(buf_type.from_address(ptr), dtype).reshape(shape).copy()
            return Buffer(a.ctypes.data, t, a, bspec)
        owner = owners.get(allocated)
        if owner is None:
            owner = owners[allocated] = Owned(_free, allocated)
        return Buffer(ptr, t, owner, bspec)

    @staticmethod
    def _wrap(desc, spec, owners, inputs):
        dtype, shape, buf_type, itemsize, _, _ = spec
        allocated = desc.allocated
        buf = buf_type.from_address(desc.aligned + desc.offset * itemsize)
        if allocated in inputs:
            # a result that aliases a caller's array (the emitter prevents this): copy, never free
            return np.ndarray(shape, dtype, buf).copy()
        owner = owners.get(allocated)
        if owner is None:
            owner = owners[allocated] = Owned(_free, allocated)
        buf._owner = owner  # freed once, when the last array over this buffer is gone
        return np.ndarray(shape, dtype, buf)

    def __repr__(self) -> str:
        return f"<native {self.sig.name}({', '.join(p for p, _ in self.sig.params)})>"


_plain_wrap = NativeFunction._wrap


class CollectiveNativeFunction(NativeFunction):
    """A function that reaches a collective, in a rank of an MPI job: its first call compares
    the program, function and argument shapes of every rank with rank 0's (kina_runtime.mpi);
    every call runs under kina.distributed's collective watchdog (a lock and a dict entry)."""

    def __init__(self, entry, sig: Signature, failed_allocation=None, errors: dict | None = None, key: str = "", fast=None,
                 ptrs=None, call=None):
        super().__init__(entry, sig, failed_allocation, errors, fast, ptrs, call)
        self._unchecked = [key]  # one list, shared with the call_buffers twin (a shallow copy)

    def _check(self, args, kwargs) -> None:
        if not self._unchecked:  # every call after the first (no exception raised and caught per call)
            return
        try:
            key = self._unchecked.pop()
        except IndexError:  # checked already (by the twin, or a racing first call)
            return
        mpi.check_same_call(key, self.sig.name, args, kwargs)

    def __call__(self, *args, **kwargs):
        self._check(args, kwargs)
        with distributed.collective(f"`{self.sig.name}`"):  # §D3: KINA_COLLECTIVE_TIMEOUT's watchdog
            return NativeFunction.__call__(self, *args, **kwargs)

    def call_buffers(self, *args, **kwargs):
        self._check(args, kwargs)
        with distributed.collective(f"`{self.sig.name}`"):
            return NativeFunction.call_buffers(self, *args, **kwargs)


class NativeLibrary:
    def __init__(self, so_path: str, manifest: dict, manifest_path: str | None = None, verified: bool = False):
        """Verify `manifest` (schema and its own hash; kina_runtime.manifest_check) and that
        `so_path` hashes to its `so_sha256` before the shared object is opened: a damaged
        artifact is an ArtifactError naming the file and field, never a crash. `verified`: the
        caller has just done exactly that (a stage `exports` whose `verified` is True), so the
        file is not read and hashed a second time."""
        self.so_path, self.manifest = so_path, manifest
        where = manifest_path or f"the manifest of {so_path}"
        try:
            if not verified:
                verify_manifest(manifest, where)
                verify_so(so_path, manifest, where)
        except ManifestError as e:
            raise ArtifactError(str(e)) from None
        collective = mpi.under_launcher() and any(spec.get("collectives") for spec in manifest["functions"].values())
        if collective:  # before the artifact: its weak MPI symbols resolve at load time (§D1)
            mpi.load_libmpi()
        try:
            self._lib = ctypes.CDLL(os.path.abspath(so_path))
            failed_allocation = self._lib.kina_failed_allocation
        except (OSError, AttributeError) as e:
            raise ArtifactError(f"cannot load {so_path}: {e}") from None
        failed_allocation.restype, failed_allocation.argtypes = ctypes.c_uint64, []
        errors = {int(k): v for k, v in manifest["errors"].items()}
        fns = manifest["functions"]
        self.all_functions = {}
        for n, spec in fns.items():
            sig = Signature(n, spec)
            try:
                entry = getattr(self._lib, sig.guard)  # the guarded entry around the C interface's
                fast = getattr(self._lib, FAST_PREFIX + n)  # the host's fast path (format v5 on)
                ptrs = getattr(self._lib, PTRS_PREFIX + n, None)
                call = None
                if copied_results([*sig.result_types, *([ERROR_CODE] if sig.error_result else [])]) is not None:  # format v7 on
                    call = ctypes.cast(getattr(self._lib, CALL_PREFIX + n), ctypes.c_void_p).value, getattr(self._lib, LAYOUT_PREFIX + n)
            except AttributeError as e:
                raise ArtifactError(f"{so_path} does not export {sig.guard}, {FAST_PREFIX + n} or {CALL_PREFIX + n} ({e})") from None
            if collective and sig.collectives:
                self.all_functions[n] = CollectiveNativeFunction(entry, sig, failed_allocation, errors, sig.collective_key or manifest["key"],
                                                                   fast=fast, ptrs=ptrs, call=call)
            else:
                self.all_functions[n] = NativeFunction(entry, sig, failed_allocation, errors, fast, ptrs, call)
        self.functions = {n: f for n, f in self.all_functions.items() if not fns[n]["generated"]}


def load_artifact(so_path: str, manifest_path: str | None = None) -> NativeLibrary:
    """`kina.load`: an artifact from `kina compile --emit so -o m.so` and its manifest m.json,
    verified (schema, the manifest's hash, the .so's hash) before anything is loaded."""
    so_path = str(so_path)
    manifest_path = manifest_path or os.path.splitext(so_path)[0] + ".json"
    try:
        manifest = read_manifest(manifest_path)
    except ManifestError as e:
        raise ArtifactError(str(e)) from None
    return NativeLibrary(so_path, manifest, manifest_path)


class LazyNativeFunction:
    """A function compiled on its first call: `exports.build(name)` (kina-mlir's stage
    `exports`) yields its own artifact, which is loaded like any other (verified first, unless
    the exports value says `verified = True`: its build verifies every cache hit itself). Calls
    before and after are thread-safe: racing first calls compile once (the others wait)."""

    def __init__(self, exports, name: str):
        self._exports, self.__name__ = exports, name
        self._fn: NativeFunction | None = None
        self._lock = threading.Lock()
        self._sig: Signature | None = None

    @property
    def sig(self) -> Signature:
        if self._fn is not None:
            return self._fn.sig
        if self._sig is None:
            self._sig = Signature(self.__name__, self._exports.spec(self.__name__))
        return self._sig

    @property
    def compiled(self) -> bool:
        return self._fn is not None

    def compile(self) -> NativeFunction:
        """Build (or fetch from the cache) and load this function now; returns the loaded function."""
        fn = self._fn
        if fn is None:
            with self._lock:
                fn = self._fn
                if fn is None:
                    start = time.perf_counter()
                    so_path, manifest = self._exports.build(self.__name__)
                    compilelog.log(self.__name__, time.perf_counter() - start, "native",
                                   self._exports.info.get("functions", {}).get(self.__name__))
                    verified = getattr(self._exports, "verified", False)
                    fn = NativeLibrary(so_path, manifest, verified=verified).all_functions[self.__name__]
                    fn._fn = fn
                    self._fn = fn
                    # Become the loaded function, so later calls skip this wrapper (one Python call
                    # level and an argument repack per call). Its state is set before the class
                    # changes: a thread still inside this class's methods finds `_fn` and uses it.
                    self.__dict__.update(fn.__dict__)
                    self.__class__ = type(fn)
        return fn

    def __call__(self, *args, **kwargs):
        return (self._fn or self.compile())(*args, **kwargs)

    def call_buffers(self, *args, **kwargs):
        """See NativeFunction.call_buffers."""
        return (self._fn or self.compile()).call_buffers(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<native {self.__name__}({', '.join(p for p, _ in self.sig.params)}){'' if self._fn else ' (not compiled yet)'}>"


class LazyNativeLibrary:
    """The functions of an `exports` value, each compiled on its first call."""

    def __init__(self, exports, eager: bool = False):
        self.exports = exports
        self.all_functions = {n: LazyNativeFunction(exports, n) for n in exports.names()}
        self.functions = {n: self.all_functions[n] for n in exports.exported}
        if eager:
            for f in self.functions.values():
                f.compile()
