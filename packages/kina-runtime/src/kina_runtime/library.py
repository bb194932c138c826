"""Load a compiled artifact (.so + manifest) and call its exports with NumPy arrays."""
from __future__ import annotations

import ctypes
import json
import os

import numpy as np

from kina.hostio import bind_arguments
from kina.types import TensorType

from .memref import descriptor_type, fill_descriptor, packed_results_type, wrap_result

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


class NativeFunction:
    """One exported function. `entry` is the C interface entry: a ctypes function
    from a loaded .so, or an address (the in-process JIT hands out addresses)."""

    def __init__(self, entry, sig: Signature):
        self.sig = sig
        self.__name__ = sig.name
        if isinstance(entry, int):
            entry = ctypes.CFUNCTYPE(None)(entry)
        self._c = entry
        self._c.restype = None
        self._arg_types = [descriptor_type(t.rank) for _, t in sig.params]
        ranks = tuple(t.rank for t in sig.result_types)
        self._multi = len(ranks) > 1
        self._out_type = packed_results_type(ranks) if self._multi else descriptor_type(ranks[0])

    def __call__(self, *args, **kwargs):
        arrays = bind_arguments(self.sig, args, kwargs, self.sig.checks)
        descs = []
        for arr, dt in zip(arrays, self._arg_types):
            d = dt()
            fill_descriptor(d, arr)
            descs.append(d)
        out = self._out_type()
        self._invoke(out, descs)
        inputs = [(a.ctypes.data, a.ctypes.data + max(a.nbytes, 1)) for a in arrays]
        owners: dict = {}
        if self._multi:
            results = tuple(wrap_result(getattr(out, f"r{i}"), t, _free, owners, inputs) for i, t in enumerate(self.sig.result_types))
        else:
            results = (wrap_result(out, self.sig.result_types[0], _free, owners, inputs),)
        return results if self.sig.tuple_result else results[0]

    def _invoke(self, out, descs) -> None:
        self._c(ctypes.byref(out), *(ctypes.byref(d) for d in descs))

    def __repr__(self) -> str:
        return f"<native {self.sig.name}({', '.join(p for p, _ in self.sig.params)})>"


class NativeLibrary:
    def __init__(self, so_path: str, manifest: dict):
        self.so_path, self.manifest = so_path, manifest
        try:
            self._lib = ctypes.CDLL(os.path.abspath(so_path))
        except OSError as e:
            raise ArtifactError(f"cannot load {so_path}: {e}") from None
        fns = manifest.get("functions")
        if not isinstance(fns, dict):
            raise ArtifactError(f"manifest of {so_path} has no `functions` table")
        self.all_functions = {}
        for n, spec in fns.items():
            sig = Signature(n, spec)
            try:
                entry = getattr(self._lib, sig.symbol)
            except AttributeError:
                raise ArtifactError(f"{so_path} does not export {sig.symbol}") from None
            self.all_functions[n] = NativeFunction(entry, sig)
        self.functions = {n: f for n, f in self.all_functions.items() if not fns[n].get("generated")}


def load_artifact(so_path: str, manifest_path: str | None = None) -> NativeLibrary:
    manifest_path = manifest_path or os.path.splitext(so_path)[0] + ".json"
    try:
        with open(manifest_path) as fh:
            manifest = json.load(fh)
    except (OSError, ValueError) as e:
        raise ArtifactError(f"cannot read manifest {manifest_path}: {e}") from None
    return NativeLibrary(so_path, manifest)
