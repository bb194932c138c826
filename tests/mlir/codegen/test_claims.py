"""The kernels a build shares with its codegen worker are claimed chunk by chunk (kina_mlir.codegen.parallel):
the worker from the front, the compiling process from the back, so each chunk is built exactly once, by
whichever process gets to it first, and a chunk a failed worker claimed is built by the compiling process."""
from __future__ import annotations

import io
import os
import stat
import sys

import numpy as np
import pytest

import kina
from kina_mlir.codegen import parallel
from kina_mlir.codegen.parallel import CHUNK_ENDS, MIN_CHUNK_WEIGHT, claim, plan, read_frame, records, unrecord, weight
from kina_mlir.options import CodegenOptions
from kina_mlir.transforms.outline import Kernel
from helpers import stack, stack_inputs, worker_builds


def _kernels(*sizes):  # vectorised kernels of these text lengths
    return [Kernel(f"kernel.{i}", (), "", "vector." + "x" * (n - 7)) for i, n in enumerate(sizes)]


def test_the_plan_shares_the_workers_half_and_a_tail_in_chunks_that_shrink_towards_the_end():
    ks = _kernels(*[40_000 - 1_000 * i for i in range(24)])
    w = {k.name: weight(k) for k in ks}
    chunks = plan(ks, 0, 0)
    flat = [n for c in chunks for n in c]
    assert len(flat) == len(set(flat)) and set(flat) < set(w)  # each kernel once; the lightest stay here
    chosen = parallel.choose(ks, 0, 0)
    assert set(flat[:len(chosen)]) == chosen  # the worker's half comes first, then the shared tail
    for part in (flat[:len(chosen)], flat[len(chosen):]):  # each heaviest first: the worker starts at the front
        assert part and part == sorted(part, key=lambda n: -w[n])
    sizes = [sum(w[n] for n in c) for c in chunks]
    assert 3 <= len(chunks) <= len(CHUNK_ENDS) and sizes[0] == max(sizes)
    assert all(s >= MIN_CHUNK_WEIGHT for s in sizes)
    # too small for a worker: nothing shared; a few small kernels: the worker's six, then as many of
    # the six left as SHARED_TAIL of their weight holds, in chunks no lighter than MIN_CHUNK_WEIGHT
    assert plan(_kernels(100, 100), 0, CodegenOptions().worker_min_weight) == []
    few = _kernels(*[3_000] * 12)
    small = plan(few, 0, 0)
    assert [n for c in small for n in c] == [f"kernel.{i}" for i in range(6 + int(parallel.SHARED_TAIL * 6 + 1e-9))]
    assert all(sum(weight(k) for k in few if k.name in c) >= MIN_CHUNK_WEIGHT for c in small)


def test_each_chunk_is_claimed_once(tmp_path):
    assert claim(str(tmp_path), 0) and not claim(str(tmp_path), 0) and claim(str(tmp_path), 1)
    # a claims directory that is gone: each process takes what it asks for (the compiling one keeps its own)
    assert claim(str(tmp_path / "gone"), 0) and claim(str(tmp_path / "gone"), 0)


def test_the_worker_stops_at_the_first_chunk_the_compiling_process_took(monkeypatch, tmp_path):
    built = []
    monkeypatch.setattr(parallel, "compile_chunk", lambda passes, defs, options, reuse=None: built.append(defs) or [f"obj {defs}".encode()])
    chunks = [[k.definition(exported=True)] for k in _kernels(9_000, 8_000, 7_000, 6_000)]
    data = parallel.payload(["canonicalize"], chunks, str(tmp_path))
    assert claim(str(tmp_path), 2)  # the compiling process came from the back as far as chunk 2
    got = parallel.compile_payload(data, CodegenOptions())
    assert sorted(got) == [0, 1] and len(built) == 2
    assert not claim(str(tmp_path), 1)  # ... and then finds chunk 1 taken
    assert unrecord(read_frame(io.BytesIO(parallel.frame(records(got))))) == got


def test_records_that_do_not_parse_are_refused():
    assert unrecord(None) is None
    assert unrecord([b"0:2", b"\x7fELF"]) is None  # fewer objects than announced
    assert unrecord([b"zero", b"\x7fELF"]) is None and unrecord([b"0:0"]) is None
    assert unrecord([]) == {}


def _worker_builds(monkeypatch, tmp_path) -> None:
    """Every build here gets a worker, and builds anew (a fresh cache)."""
    worker_builds(monkeypatch, tmp_path / "cache")


def _fake_worker(tmp_path, body: str) -> str:
    """An executable standing in for the worker's Python: it reads the payload and runs `body`."""
    script = tmp_path / "fake-python"
    script.write_text(f"#!{sys.executable}\nimport json, os, sys\np = json.load(sys.stdin)\n{body}\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return str(script)


@pytest.mark.parametrize("body", [
    # claims every chunk, then dies: the compiling process must build them all itself
    "[os.close(os.open(os.path.join(p['claims'], str(i)), os.O_CREAT | os.O_EXCL | os.O_WRONLY)) for i in range(len(p['chunks']))]\nsys.exit(1)",
    # claims nothing until the compiling process has taken every chunk: it builds them all, the worker none
    "sys.exit(0)",
], ids=["claims-all-then-dies", "claims-none"])
def test_the_compiling_process_builds_what_the_worker_did_not_deliver(monkeypatch, tmp_path, body):
    _worker_builds(monkeypatch, tmp_path)
    parallel._SPARE.stop()  # a spare real worker from an earlier build would be taken instead
    built, shared = [], []
    real_build, real_share = parallel.Worker._build, parallel.Worker.share
    monkeypatch.setattr(parallel.Worker, "_build", lambda self, i: built.append(i) or real_build(self, i))
    monkeypatch.setattr(parallel.Worker, "share", lambda self, *a: (lambda names: shared.append((len(self.chunks), self.claims)) or names)(real_share(self, *a)))
    monkeypatch.setenv("KINA_WORKER_FORK", "0")  # a new process runs sys.executable: the fake one
    monkeypatch.setattr(sys, "executable", _fake_worker(tmp_path, body))
    args = stack_inputs(4, n=64, d=64)
    got = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="native").main(*args)
    assert shared and shared[0][0] >= 1 and sorted(built) == list(range(shared[0][0]))  # every chunk, once each, here
    assert not os.path.exists(shared[0][1])  # the claims are removed with the build
    monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "0")
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache-whole"))
    whole = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="native").main(*args)
    for a, b in zip(got, whole):
        np.testing.assert_array_equal(a, b)


def test_without_a_temporary_directory_for_the_claims_everything_is_built_here(monkeypatch, tmp_path):
    import tempfile

    _worker_builds(monkeypatch, tmp_path)

    real_mkdtemp = tempfile.mkdtemp

    def refused(suffix=None, prefix=None, dir=None):  # the claims' directory only (the link has its own)
        if prefix == "kina-claims-":
            raise PermissionError("read-only temporary directory")
        return real_mkdtemp(suffix, prefix, dir)

    monkeypatch.setattr(tempfile, "mkdtemp", refused)
    shared = []
    real_share = parallel.Worker.share
    monkeypatch.setattr(parallel.Worker, "share", lambda self, *a: (lambda names: shared.append(names) or names)(real_share(self, *a)))
    args = stack_inputs(4, n=64, d=64)
    got = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="native").main(*args)
    assert shared == [set()]  # nothing shared: the build's own module defines every kernel
    ref = kina.compile_source(stack(4, n=64, d=64), path="stack.kina", backend="numpy").main(*args)
    for a, b in zip(got, ref):
        np.testing.assert_allclose(a, b, rtol=2e-4, atol=2e-5)
