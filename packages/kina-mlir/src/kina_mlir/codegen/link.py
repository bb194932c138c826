"""Objects -> a shared object: `cc -shared` with the C guard (guard.py), the OpenMP runtime when
an object calls it, and `-Bsymbolic` (a Kina `fn step` once bound to libc's step())."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

from kina.util import atomic_write

from ..target import runtime_library
from .llvm import NativeBuildError


def uses_openmp(objs: list[bytes]) -> bool:
    """Whether the objects call the OpenMP runtime (they hold a parallel matmul)."""
    return any(b"__kmpc_fork_call" in o for o in objs)


def openmp_link_flags(objs: list[bytes]) -> list[str]:
    """Link flags for the OpenMP runtime when an object calls it (a parallel kernel: transforms/tiling.py),
    else none: an artifact without one neither links nor loads libiomp5. The runtime is named as
    DT_NEEDED (by its soname) with an rpath to the intel-openmp wheel's directory, so the dynamic
    loader brings it in with the artifact, whoever dlopens it (kina-runtime, `kina.load`);
    CodegenOptions.omp puts that directory in the artifact key."""
    if not uses_openmp(objs):
        return []
    lib = runtime_library()
    if lib is None:  # parallel code is only emitted when the runtime is there (target.default_threads)
        raise NativeBuildError("the object calls the OpenMP runtime but the intel-openmp wheel is not installed")
    d = os.path.dirname(lib)
    return [f"-L{d}", f"-l:{os.path.basename(lib)}", f"-Wl,-rpath,{d}", "-Wl,--enable-new-dtags"]


def _cc() -> str:
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        raise NativeBuildError("no C compiler driver (cc) found to link the shared object")
    return cc


class CObject:
    """C source compiled to an object in the background (`cc -c`): the guard (guard.py) depends
    only on the exported function's name and arity, so its compile is started before the MLIR
    passes and is done by link time instead of lengthening the link step."""

    def __init__(self, c_text: str):
        self._tmp = tempfile.TemporaryDirectory(prefix="kina-cc-")  # mkdtemp: 0700, ours
        source, self._obj = os.path.join(self._tmp.name, "guard.c"), os.path.join(self._tmp.name, "guard.o")
        with open(source, "w") as fh:
            fh.write(c_text)
        self._proc = subprocess.Popen([_cc(), "-c", "-fPIC", "-O2", source, "-o", self._obj],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def result(self) -> bytes:
        _, err = self._proc.communicate()
        if self._proc.returncode != 0:
            raise NativeBuildError(f"compiling the C guard failed: {err.decode(errors='replace').strip()}")
        with open(self._obj, "rb") as fh:
            return fh.read()

    def close(self) -> None:
        if self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()
        self._tmp.cleanup()


def link_shared(obj: bytes | list[bytes], out_path: str | None = None, wrap_malloc: bool = False) -> bytes:
    """Link `obj` (one object or several) into a shared object in a private temporary directory
    and return its bytes; with `out_path`, also write them there atomically (0700). The compile
    cache stores them through kina_mlir.cache.store, which also checks where they go.
    `wrap_malloc`: the objects' malloc calls go to the checked allocator of the guard object
    (guard.py, compiled by CObject), which must be one of them."""
    objs = [obj] if isinstance(obj, bytes) else list(obj)
    cc = _cc()
    with tempfile.TemporaryDirectory(prefix="kina-link-") as tmp:  # mkdtemp: 0700, ours
        so = os.path.join(tmp, "module.so")
        sources = []
        for i, data in enumerate(objs):
            sources.append(os.path.join(tmp, f"module{i}.o"))
            with open(sources[-1], "wb") as fh:
                fh.write(data)
        # -Bsymbolic: calls between our functions bind inside the .so, never to a libc
        # symbol of the same name (a Kina `fn step` once called regexp's step()).
        proc = subprocess.run([cc, "-shared", "-fPIC", "-O2", "-Wl,-Bsymbolic", *(["-Wl,--wrap=malloc"] if wrap_malloc else []), "-o", so, *sources,
                               *openmp_link_flags(objs), "-lm"], capture_output=True, text=True)
        if proc.returncode != 0:
            raise NativeBuildError(f"linking failed: {proc.stderr.strip()}")
        with open(so, "rb") as fh:
            data = fh.read()
    if out_path is not None:
        atomic_write(out_path, data, mode=0o700)
    return data
