"""Load a compiled artifact (.so + manifest) and call its exports with NumPy arrays."""
from __future__ import annotations

import copy
import ctypes
import functools
import os
import threading
import time

import numpy as np

from kina import compilelog, distributed
from kina.buffer import Buffer
from kina.hostio import KinaRuntimeError, bind_arguments, check_index, pack_results
from kina.memory import check_fits
from kina.types import TensorType

from . import mpi
from .heap import keep_heap_for
from .manifest_check import ManifestError, read_manifest, verify_manifest, verify_so
from .memref import Owned, descriptor_type, packed_results_type, row_major_strides

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
    state outside the slot may be written during a call."""

    def __init__(self, entry, sig: Signature, failed_allocation=None, errors: dict | None = None):
        """`failed_allocation`: for a guarded entry (which returns 1 when an allocation failed),
        the library's `kina_failed_allocation()`; `errors`: error code -> message."""
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
        return descs, out_descs, self._entry_args(out, descs)

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
        bind_arguments, or rejected naming the parameter. Written inline, since each Python call
        level costs about as much as checking an argument."""
        wrap = self._wrap  # how each result is made: `_buffer` in the twin behind call_buffers
        specs = self._specs
        ptrs = None
        if kwargs:  # every parameter by name (step(**weights)): passed in order, like positionally
            if not args and len(kwargs) == len(specs):
                try:
                    args, kwargs = tuple([kwargs[n] for n in self._names]), {}
                except KeyError:  # an unknown name: bind_arguments names it
                    pass
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
        if ptrs is None:
            args = tuple([a.numpy() if type(a) is Buffer else a for a in args])
            kwargs = {k: a.numpy() if type(a) is Buffer else a for k, a in kwargs.items()}
            args = bind_arguments(sig, args, kwargs, sig.checks)  # validates (and copies) or raises
            ptrs = [data_pointer(a) for a in args]
        elif sig.checks:
            for i, (lo, hi, why) in sig.checks.items():
                a = args[i]
                check_index(sig.name, sig.params[i][0], a.numpy() if type(a) is Buffer else a, lo, hi, why)
        # `args` keeps the inputs alive until the entry returned
        check_fits(sig.name, sig.peak_bytes)
        slots = self._slots
        try:
            slot = slots.pop()
        except IndexError:
            slot = self._new_slot()
        descs, out_descs, entry_args = slot
        for ptr, d in zip(ptrs, descs):
            d.allocated = d.aligned = ptr
        if self._c(*entry_args):  # the guard long-jumped out of generated code: no result was made
            size = self._failed_allocation()  # thread-local in the library: this thread's failure
            slots.append(slot)
            raise MemoryError(f"`{sig.name}`: an allocation of {size} bytes failed in generated code (out of memory)")
        owners: dict = {}
        inputs = set(ptrs)
        out = tuple([wrap(d, spec, owners, inputs) for d, spec in zip(out_descs, self._results)])
        slots.append(slot)  # only now: the result descriptors have been read
        if sig.error_result:
            code, out = out[-1], out[:-1]
            code = int(code.numpy() if type(code) is Buffer else code)
            if code:  # an index computed in the program was out of range (checks.py)
                raise KinaRuntimeError(f"`{sig.name}`: {self._errors.get(code, f'runtime error {code}')}")
        return pack_results(sig.name, out, sig.tuple_result, sig.result_names)

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


class CollectiveNativeFunction(NativeFunction):
    """A function that reaches a collective, in a rank of an MPI job: its first call compares
    the program, function and argument shapes of every rank with rank 0's (kina_runtime.mpi);
    every call runs under kina.distributed's collective watchdog (a lock and a dict entry)."""

    def __init__(self, entry, sig: Signature, failed_allocation=None, errors: dict | None = None, key: str = ""):
        super().__init__(entry, sig, failed_allocation, errors)
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
    def __init__(self, so_path: str, manifest: dict, manifest_path: str | None = None):
        """Verify `manifest` (schema and its own hash; kina_runtime.manifest_check) and that
        `so_path` hashes to its `so_sha256` before the shared object is opened: a damaged
        artifact is an ArtifactError naming the file and field, never a crash."""
        self.so_path, self.manifest = so_path, manifest
        where = manifest_path or f"the manifest of {so_path}"
        try:
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
            except AttributeError:
                raise ArtifactError(f"{so_path} does not export {sig.guard}") from None
            if collective and sig.collectives:
                self.all_functions[n] = CollectiveNativeFunction(entry, sig, failed_allocation, errors, sig.collective_key or manifest["key"])
            else:
                self.all_functions[n] = NativeFunction(entry, sig, failed_allocation, errors)
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
    `exports`) yields its own artifact, which is loaded like any other. Calls before and
    after are thread-safe: racing first calls compile once (the others wait)."""

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
                    fn = NativeLibrary(so_path, manifest).all_functions[self.__name__]
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
