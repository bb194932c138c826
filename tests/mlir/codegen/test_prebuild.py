"""The codegen worker's idle time and fixed costs (kina_mlir.codegen.parallel): kernels known before
outlining (the transpose routines the elementwise schedule planned) are handed to the worker early
(Worker.prebuild) and built there while the compiling process still bufferizes and outlines; a build
uses them where its module calls them with the passes it shares, and builds them itself where the
worker did not deliver. The chunks a process builds share one MLIR context (bindings.Reuse): the same
objects as chunks built in fresh contexts."""
from __future__ import annotations

import io
import json
import os
from types import SimpleNamespace

import numpy as np
import pytest

import kina
from helpers import failing_worker_builds, worker_builds
from kina.compiler import Compiler
from kina.diagnostics import Source
from kina_mlir import pipeline
from kina_mlir.bindings import Reuse
from kina_mlir.codegen import parallel
from kina_mlir.codegen.parallel import EARLY, WARM, read_frame, unrecord
from kina_mlir.options import CodegenOptions
from kina_mlir.transforms import routines
from kina_mlir.transforms.outline import Kernel, routine_kernel


# the routine's mechanics on small shapes too (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("routines_for_every_size")


SHAPES = [(32, 48), (3, 32, 16), (5, 7), (3, 17, 33)]  # whole 16×16 tiles, and extents 16 does not divide
# this host's routines (their tile is the ISA's: routines.routine_tile)
ROUTINES = {routine_kernel(edges, 1, routines.routine_tile(CodegenOptions.resolve().isa)).name for edges in (False, True)}


def _t(*s):
    return f"tensor<F32, [{', '.join(map(str, s))}], @host>"


def _program() -> str:
    """Pure transposes (the routine's), and a matmul and a tanh (kernels of their own)."""
    params = ", ".join(f"x{i}: {_t(*s)}" for i, s in enumerate(SHAPES))
    outs = [_t(*(s[:-2] + (s[-1], s[-2]))) for s in SHAPES]
    perm = lambda n: ", ".join(map(str, list(range(n - 2)) + [n - 1, n - 2]))  # noqa: E731
    body = [f"x{i}.transpose([{perm(len(s))}])" for i, s in enumerate(SHAPES)]
    return (f"fn @main({params}, w: {_t(48, 32)}) -> ({', '.join(outs)}, {_t(32, 32)}) {{\n"
            f"  ({', '.join(body)}, (x0 @ w).tanh())\n}}")


def _inputs():
    rng = np.random.default_rng(0)
    return [rng.standard_normal(s).astype(np.float32) for s in [*SHAPES, (48, 32)]]


def _check(got, args) -> None:
    for x, y in zip(args[:len(SHAPES)], got):  # a transpose moves bits
        np.testing.assert_array_equal(y, np.swapaxes(x, -1, -2))
    np.testing.assert_allclose(got[-1], np.tanh(args[0] @ args[-1]), rtol=1e-4, atol=1e-5)


def test_the_planned_routines_are_those_the_outliner_calls_with_the_passes_it_shares():
    emitted = Compiler().emit(Source("t.kina", _program()), "mlir")[0]
    early, shared = [], []
    pipeline.lower_to_llvm_dialect(emitted, share=lambda passes, kernels, glue: shared.append((passes, kernels)) or set(),
                                   prebuild=lambda passes, kernels: early.append((passes, kernels)))
    assert len(early) == len(shared) == 1 and early[0][0] == shared[0][0]
    called = {k.name: k for k in shared[0][1] if k.name.startswith("kernel.transpose")}
    assert set(called) == ROUTINES and {k.name: k for k in early[0][1]} == called  # the same definitions


def _built(monkeypatch) -> list[str]:
    """Build and check _program() with a worker; returns the kernel definitions this process
    compiled (a forked worker inherits the recording, but records in its own copy), once the share
    is checked to have counted every routine as the worker's."""
    used, here = [], []
    real_share, real_chunk = parallel.Worker.share, parallel.compile_chunk
    monkeypatch.setattr(parallel.Worker, "share",
                        lambda self, *a: (lambda names: used.append(set(self.early_used)) or names)(real_share(self, *a)))
    monkeypatch.setattr(parallel, "compile_chunk", lambda p, defs, o, r=None, s=None: here.extend(defs) or real_chunk(p, defs, o, r, s))
    args = _inputs()
    _check(kina.compile_source(_program(), path="t.kina", backend="native").main(*args), args)
    assert used == [ROUTINES]
    return here


def test_a_build_uses_the_routines_its_worker_built_early(monkeypatch, tmp_path):
    worker_builds(monkeypatch, tmp_path / "cache")
    assert not any("@kernel.transpose" in d for d in _built(monkeypatch))  # the worker's, delivered


def test_routines_a_failed_worker_did_not_deliver_are_built_here(monkeypatch, tmp_path):
    failing_worker_builds(monkeypatch, tmp_path)
    assert sum("@kernel.transpose" in d for d in _built(monkeypatch)) == len(ROUTINES)  # each once, here


def test_the_worker_builds_early_items_first_and_delivers_them_under_negative_indices(monkeypatch, tmp_path):
    monkeypatch.setattr(parallel, "compile_chunk", lambda passes, defs, options, reuse=None: [f"{passes[0]}:{d}".encode() for d in defs])
    item = json.dumps({"passes": ["a"], "kernels": ["k1", "k2"]}).encode()
    early = EARLY + len(item).to_bytes(8, "little") + item
    payload = parallel.payload(["b"], [["c0"], ["c1"]], str(tmp_path)).encode()

    def served(data: bytes) -> bytes:
        out = io.BytesIO()
        parallel.serve(io.BytesIO(data), out, CodegenOptions())
        return out.getvalue()
    warmed = []
    monkeypatch.setattr(parallel, "warm_up", lambda options, reuse: warmed.append(reuse))
    assert unrecord(read_frame(io.BytesIO(served(early + payload)))) == {-1: [b"a:k1"], -2: [b"a:k2"], 0: [b"b:c0"], 1: [b"b:c1"]}
    assert unrecord(read_frame(io.BytesIO(served(early)))) == {-1: [b"a:k1"], -2: [b"a:k2"]}  # no payload followed
    assert served(b"") == parallel.END  # nothing handed over: nothing built, the end marked
    assert not warmed  # a spare no build took does not warm up ...
    (tmp_path / "again").mkdir()
    again = parallel.payload(["b"], [["c0"], ["c1"]], str(tmp_path / "again")).encode()  # claims not yet made
    assert unrecord(read_frame(io.BytesIO(served(WARM + early + again)))) == {-1: [b"a:k1"], -2: [b"a:k2"], 0: [b"b:c0"], 1: [b"b:c1"]}
    assert len(warmed) == 1 and served(WARM) == parallel.END and len(warmed) == 2  # ... one that a build took does


def test_early_kernels_are_the_workers_only_with_the_passes_the_module_shares(tmp_path):
    """Lowered with other passes (the kernels were outlined after deallocation after all), an early
    kernel is shared like any other; with the same passes it is the worker's, outside the chunks."""
    routine = Kernel("kernel.transpose.t1", (), "", "vector.transpose")
    other = Kernel("kernel.0", (), "", "vector." + "x" * 50_000)

    def worker(min_weight: int = 0):
        r, w = os.pipe()
        out_r, out_w = os.pipe()
        os.close(out_w)
        proc = SimpleNamespace(stdin=open(w, "wb"), stdout=open(out_r, "rb"), poll=lambda: None, kill=lambda: None, wait=lambda: 0)
        return parallel.Worker(proc, CodegenOptions(worker_min_weight=min_weight)), open(r, "rb")

    w, sent = worker(10**9)  # a module too small for a second process: nothing shared, early kernels included
    try:
        w.prebuild(["canonicalize", "cse"], [routine])
        assert w.share(["canonicalize", "cse"], [routine, other], 0) == set() and not w.early_used and w.sent is None
    finally:
        w.discard()
        sent.close()
    for passes, expected in ((["canonicalize", "cse"], {"kernel.transpose.t1"}), (["cse"], set())):
        w, sent = worker()
        try:
            w.prebuild(["canonicalize", "cse"], [routine])
            names = w.share(passes, [routine, other], 0)
            assert w.early_used == expected and expected <= names
            assert all("kernel.transpose.t1" not in d for chunk in w.chunks for d in chunk) == bool(expected)
            w.proc.stdin.close()
            data = sent.read()
            assert data.startswith(EARLY) and json.loads(data[9:9 + int.from_bytes(data[1:9], "little")])["kernels"] == [
                routine.definition(exported=True)]
        finally:
            w.discard()
            sent.close()


def test_chunks_built_in_one_context_are_the_chunks_built_in_fresh_ones():
    emitted = Compiler().emit(Source("t.kina", _program()), "mlir")[0]
    shared = []
    pipeline.lower_to_llvm_dialect(emitted, share=lambda passes, kernels, glue: shared.append((passes, kernels)) or set())
    passes, kernels = shared[0]
    chunks = [[k.definition(exported=True) for k in kernels[i::3]] for i in range(3)]
    options = CodegenOptions.resolve()
    fresh = [parallel.compile_chunk(passes, c, options) for c in chunks]
    reuse = Reuse()
    assert parallel.compile_chunk(passes, chunks[0], options, reuse) == fresh[0]
    managers = dict(reuse.managers)
    assert managers and [parallel.compile_chunk(passes, c, options, reuse) for c in chunks[1:]] == fresh[1:]
    assert all(reuse.managers[k] is pm for k, pm in managers.items())  # each pass list's manager built once


@pytest.mark.parametrize("threads", [1, 2])
def test_the_workers_warm_up_kernel_builds_with_a_builds_passes(threads):
    options = CodegenOptions.resolve({"threads": threads})
    reuse = Reuse()
    parallel.warm_up(options, reuse)
    assert reuse.managers  # its pass managers are the ones the build's kernels get
