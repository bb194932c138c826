"""Load a compiled artifact (.so + manifest) and call its exports with NumPy arrays."""
from __future__ import annotations

import ctypes
import json
import os

import numpy as np

from kina.hostio import bind_arguments, check_index
from kina.types import TensorType

from .memref import Owned, descriptor_type, packed_results_type, row_major_strides

_libc = ctypes.CDLL(None)
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
            self.checks = {int(i): tuple(v) for i, v in spec.get("index_checks", {}).items()}
            self.symbol = spec["symbol"]
        except (KeyError, TypeError, ValueError) as e:
            raise ArtifactError(f"manifest entry for `{name}` is malformed: {e!r}") from None


def _descriptor(t: TensorType):
    """A descriptor whose sizes and strides are fixed once: shapes are static."""
    d = descriptor_type(t.rank)()
    for i, (size, stride) in enumerate(zip(t.shape, row_major_strides(t.shape))):
        d.sizes[i] = size
        d.strides[i] = stride
    return d


class NativeFunction:
    """One exported function. `entry` is the C interface entry as a ctypes function.

    Descriptors are built once and only their data pointers change per call;
    entries hold the GIL while they run (PyDLL / PYFUNCTYPE), so reusing them is safe."""

    def __init__(self, entry, sig: Signature):
        self.sig = sig
        self.__name__ = sig.name
        self._c = entry
        self._c.restype = None
        self._specs = [(t.numpy_dtype, t.shape) for _, t in sig.params]
        self._descs = [_descriptor(t) for _, t in sig.params]
        ranks = tuple(t.rank for t in sig.result_types)
        self._multi = len(ranks) > 1
        self._out = packed_results_type(ranks)() if self._multi else descriptor_type(ranks[0])()
        self._out_descs = [getattr(self._out, f"r{i}") for i in range(len(ranks))] if self._multi else [self._out]
        self._results = [(t.numpy_dtype, t.shape, ctypes.c_char * (t.size * t.numpy_dtype.itemsize), t.numpy_dtype.itemsize)
                         for t in sig.result_types]
        self._refs = [ctypes.byref(self._out)] + [ctypes.byref(d) for d in self._descs]

    def __call__(self, *args, **kwargs):
        if kwargs or len(args) != len(self._specs):
            args = bind_arguments(self.sig, args, kwargs, self.sig.checks)
        else:
            args = list(args)
            for i, (a, (dtype, shape)) in enumerate(zip(args, self._specs)):
                if type(a) is not np.ndarray or a.dtype != dtype or a.shape != shape or not a.flags.c_contiguous:
                    args = bind_arguments(self.sig, tuple(args), {}, self.sig.checks)  # validates (and copies) or raises
                    break
            else:
                for i, (lo, hi, why) in self.sig.checks.items():
                    check_index(self.sig.name, self.sig.params[i][0], args[i], lo, hi, why)
        inputs = set()
        for a, d in zip(args, self._descs):
            ptr = a.ctypes.data
            d.allocated = d.aligned = ptr
            inputs.add(ptr)
        self._invoke()
        owners: dict = {}
        out = tuple(self._wrap(d, spec, owners, inputs) for d, spec in zip(self._out_descs, self._results))
        return out if self.sig.tuple_result else out[0]

    def _invoke(self) -> None:
        self._c(*self._refs)

    @staticmethod
    def _wrap(desc, spec, owners, inputs):
        dtype, shape, buf_type, itemsize = spec
        allocated = desc.allocated
        buf = buf_type.from_address(desc.aligned + desc.offset * itemsize)
        if allocated in inputs:
            # a result that aliases a caller's array (the emitter prevents this): copy, never free
            return np.frombuffer(buf, dtype).reshape(shape).copy()
        owner = owners.get(allocated)
        if owner is None:
            owner = owners[allocated] = Owned(_free, allocated)
        buf._owner = owner  # freed once, when the last array over this buffer is gone
        return np.frombuffer(buf, dtype).reshape(shape)

    def __repr__(self) -> str:
        return f"<native {self.sig.name}({', '.join(p for p, _ in self.sig.params)})>"


class NativeLibrary:
    def __init__(self, so_path: str, manifest: dict, manifest_path: str | None = None):
        """Verify `manifest` (schema and its own hash; kina_runtime.manifest_check) and that
        `so_path` hashes to its `so_sha256` before the shared object is opened: a damaged
        artifact is an ArtifactError naming the file and field, never a crash."""
        from .manifest_check import ManifestError, verify_manifest, verify_so

        self.so_path, self.manifest = so_path, manifest
        where = manifest_path or f"the manifest of {so_path}"
        try:
            verify_manifest(manifest, where)
            verify_so(so_path, manifest, where)
        except ManifestError as e:
            raise ArtifactError(str(e)) from None
        try:
            # PyDLL: calls keep the GIL (toy steps are microseconds; descriptors are reused safely)
            self._lib = ctypes.PyDLL(os.path.abspath(so_path))
        except OSError as e:
            raise ArtifactError(f"cannot load {so_path}: {e}") from None
        fns = manifest["functions"]
        self.all_functions = {}
        for n, spec in fns.items():
            sig = Signature(n, spec)
            try:
                entry = getattr(self._lib, sig.symbol)
            except AttributeError:
                raise ArtifactError(f"{so_path} does not export {sig.symbol}") from None
            self.all_functions[n] = NativeFunction(entry, sig)
        self.functions = {n: f for n, f in self.all_functions.items() if not fns[n]["generated"]}


def load_artifact(so_path: str, manifest_path: str | None = None) -> NativeLibrary:
    """`kina.load`: an artifact from `kina compile --emit so -o m.so` and its manifest m.json,
    verified (schema, the manifest's hash, the .so's hash) before anything is loaded."""
    from .manifest_check import ManifestError, read_manifest

    so_path = str(so_path)
    manifest_path = manifest_path or os.path.splitext(so_path)[0] + ".json"
    try:
        manifest = read_manifest(manifest_path)
    except ManifestError as e:
        raise ArtifactError(str(e)) from None
    return NativeLibrary(so_path, manifest, manifest_path)
