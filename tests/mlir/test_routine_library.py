"""The routine library (kina_mlir/artifacts/routine_library.py): this machine's shape-generic matmul
routines compiled once (`kina tune`) and linked into the builds that call them. A build with it
hands the worker declarations, not definitions, and gives the bits of a build without it (the
oracle; NumPy at rtol 1e-4 too); a library that does not verify, or that is not ours alone, is
ignored with one line on stderr and its routines compiled in the build."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest

import kina
from helpers import worker_builds
from kina_mlir.artifacts import routine_library as L
from kina_mlir.codegen import parallel
from kina_mlir.options import CodegenOptions

# two matmuls (one split over threads, one not) and a transpose the transpose routine moves
SRC = """fn @main(a: tensor<F32, [256, 256], @host>, b: tensor<F32, [256, 256], @host>, c: tensor<F32, [32, 64], @host>,
         d: tensor<F32, [64, 48], @host>, e: tensor<F32, [128, 64], @host>)
    -> (tensor<F32, [256, 256], @host>, tensor<F32, [32, 48], @host>, tensor<F32, [64, 128], @host>) {
  (a @ b, c @ d, e.transpose([1, 0]))
}
"""
SHAPES = [(256, 256), (256, 256), (32, 64), (64, 48), (128, 64)]
REAL_MATMUL_ROUTINES = parallel.Worker.matmul_routines
REAL_RESULT = parallel.Worker.result


def _inputs():
    rng = np.random.default_rng(11)
    return [rng.standard_normal(s).astype(np.float32) for s in SHAPES]


def _build(monkeypatch, cache, handed, linked=None):
    worker_builds(monkeypatch, cache)
    monkeypatch.setenv("KINA_TUNE", "0")
    monkeypatch.setattr(parallel.Worker, "matmul_routines", lambda self, passes, schedule, defs: (
        handed.extend(defs) or REAL_MATMUL_ROUTINES(self, passes, schedule, defs)))
    if linked is not None:
        monkeypatch.setattr(parallel.Worker, "result", lambda self, *a, **k: (
            linked.extend(n for n in self.linked if n in self.early_used) or REAL_RESULT(self, *a, **k)))
    a, b, c, d, e = args = _inputs()
    got = kina.compile_source(SRC, path="l.kina", backend="native").main(*args)
    np.testing.assert_allclose(got[0], a @ b, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(got[1], c @ d, rtol=1e-4, atol=1e-4)
    np.testing.assert_array_equal(got[2], e.T)
    return got


def _generic(handed, kind):
    return sorted(d.split("(")[0].split("@")[1] for d in handed if d.startswith(f"func.func {kind}@kernel.gmm."))


def _library(monkeypatch, cache) -> str:
    """This machine's library in `cache`, with the variants the program calls (found by a build
    without one), compiled for the options such a build resolves."""
    handed = []
    _build(monkeypatch, cache / "probe", handed)
    names = set(_generic(handed, ""))
    worker_builds(monkeypatch, cache)
    monkeypatch.setenv("KINA_TUNE", "0")
    options = CodegenOptions.resolve()
    path, _ = L.build(options, [v for v in L.machine_variants(options) if v.name in names], log=lambda line: None)
    return path


def test_a_build_links_the_librarys_routines_with_the_same_bits(monkeypatch, tmp_path):
    without = []
    plain = _build(monkeypatch, tmp_path / "none", without)
    assert len(_generic(without, "")) == 2 and not _generic(without, "private ")  # compiled in the build
    path = _library(monkeypatch, tmp_path / "lib")
    assert oct(os.stat(path).st_mode & 0o777) == "0o700"
    assert all(oct(os.stat(os.path.join(path, f)).st_mode & 0o777) == "0o600" for f in os.listdir(path))
    assert sorted(f[:-2] for f in os.listdir(path) if f.startswith("kernel.gmm.")) == _generic(without, "")
    handed, linked = [], []
    with_library = _build(monkeypatch, tmp_path / "lib", handed, linked)
    assert _generic(handed, "private ") == _generic(without, "") and not _generic(handed, "")  # declared only
    assert linked and all(n.startswith("kernel.transpose") for n in linked)  # the worker built no transpose routine
    for x, y in zip(plain, with_library):
        np.testing.assert_array_equal(x, y)


def _damage(path):
    obj = sorted(f for f in os.listdir(path) if f.endswith(".o"))[0]
    with open(os.path.join(path, obj), "r+b") as fh:
        fh.seek(100)
        byte = fh.read(1)
        fh.seek(100)
        fh.write(bytes([byte[0] ^ 0xFF]))
    return obj[:-2]


def _manifest_key(path):
    with open(os.path.join(path, L.MANIFEST)) as fh:
        doc = json.load(fh)
    doc["key"] = "0" * 32
    with open(os.path.join(path, L.MANIFEST), "w") as fh:
        json.dump(doc, fh)


@pytest.mark.parametrize("spoil,message", [
    (_damage, "does not match its sha256"),
    (lambda path: os.chmod(path, 0o770), "writable by group"),
    (lambda path: os.chmod(os.path.join(path, L.MANIFEST), 0o666), "writable by group and others"),
    (_manifest_key, "does not verify"),
])
def test_a_library_that_does_not_verify_is_ignored_and_its_routines_compiled(monkeypatch, tmp_path, capfd, spoil, message):
    path = _library(monkeypatch, tmp_path / "lib")
    spoiled = spoil(path)
    capfd.readouterr()
    handed = []
    _build(monkeypatch, tmp_path / "lib", handed)
    err = capfd.readouterr().err
    assert message in err and "kina: warning: ignoring the routine" in err, err
    defined = _generic(handed, "")
    if isinstance(spoiled, str) and spoiled.startswith("kernel.gmm."):
        assert defined == [spoiled]
    elif not isinstance(spoiled, str):
        assert len(defined) == 2


def test_kina_tune_routines_only_writes_the_library(tmp_path):
    env = {**os.environ, "KINA_CACHE_DIR": str(tmp_path / "cache"), "KINA_ISA": "avx2"}
    r = subprocess.run([sys.executable, "-m", "kina.cli", "tune", "--routines-only", "--quick"], env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "matmul and 4 transpose routines compiled" in r.stdout
    libs = [f for f in os.listdir(tmp_path / "cache") if f.startswith(L.PREFIX)]
    assert len(libs) == 1
    names = sorted(f for f in os.listdir(tmp_path / "cache" / libs[0]) if f.endswith(".o"))
    # the largest AVX2 tiles, packed and plain, threaded (where this machine has 2 CPUs) and not;
    # the AVX2 transpose routines (8x8 tiles)
    assert names and all(n.startswith(("kernel.gmm.p4x16x8", "kernel.gmm.m4x16x8", "kernel.transpose8.")) for n in names)


def test_one_thread_routines_serve_builds_on_one_thread_with_the_same_object():
    """A transpose routine on one thread (`.t1`) holds no loop the threads' passes convert and no
    OpenMP loop to schedule: lowered with a module on one thread's passes (pipeline.kernel_passes(1))
    or with the library's (the build's threads), it is the same object, so a build on one thread
    links the library's (Library.serves); a threaded one's loop is scheduled by those passes only,
    so it does not."""
    from kina_mlir.bindings import Reuse
    from kina_mlir.pipeline import kernel_passes
    from kina_mlir.transforms.outline import routine_kernel

    options = CodegenOptions(threads=2)
    library = L.Library("unused", {}, kernel_passes(2))
    for tile in (8, 16):
        for edges in (False, True):
            serial = routine_kernel(edges, 1, tile)
            objects = [parallel.compile_chunk(kernel_passes(t), [serial.definition(exported=True)], options, Reuse())
                       for t in (1, 2)]
            assert objects[0] == objects[1]
            assert library.serves(kernel_passes(1), serial.name) and library.serves(kernel_passes(2), serial.name)
        threaded = routine_kernel(False, 2, tile)
        assert library.serves(kernel_passes(2), threaded.name) and not library.serves(kernel_passes(1), threaded.name)
    assert not library.serves(kernel_passes(3), routine_kernel(False, 1, 8).name)  # another build's threads


def test_a_module_calling_a_threaded_routine_is_built_for_the_threads(fresh_cache):
    """The only threaded code of a module may be a transpose routine's (a transpose of at least
    par_min_transpose elements, no matmul or generic split): the module is still lowered with the
    threads' passes, the library's (its OpenMP loop scheduled as everywhere else)."""
    from kina.compiler import Compiler
    from kina.diagnostics import Source
    from kina_mlir import pipeline

    src = """fn @main(e: tensor<F32, [256, 256], @host>) -> tensor<F32, [256, 256], @host> { e.transpose([1, 0]) }"""
    emitted = Compiler().emit(Source("t.kina", src), "mlir", {"codegen": {"threads": 2}})[0]
    assert not emitted.parallel_kernels
    early = []
    pipeline.lower_to_llvm_dialect(emitted, share=lambda passes, kernels, glue: set(),
                                   prebuild=lambda passes, kernels: early.append((passes, [k.name for k in kernels])))
    assert early == [(pipeline.kernel_passes(2), ["kernel.transpose8.t2" if emitted.options.isa == "avx2" else "kernel.transpose.t2"])]
