"""The link step (kina_mlir.codegen.link): GNU gold where the system has it (half of ld.bfd's time
on a cold compile's link), the driver's default linker where it has not or where gold refuses."""
from __future__ import annotations

import ctypes
import shutil

import pytest

from kina_mlir.codegen import link as L

C = "int kina_link_probe(int x) { return 3 * x + 1; }\n"


def _object() -> bytes:
    guard = L.CObject(C)
    try:
        return guard.result()
    finally:
        guard.close()


def _load_and_call(data: bytes, directory) -> int:
    directory.mkdir(exist_ok=True)
    path = directory / "probe.so"  # one path per library: dlopen caches by path
    path.write_bytes(data)
    return ctypes.CDLL(str(path)).kina_link_probe(4)


@pytest.mark.skipif(not shutil.which("ld.gold"), reason="the system has no ld.gold")
def test_gold_links_where_the_system_has_it(tmp_path, monkeypatch):
    monkeypatch.setattr(L, "_linker_refused", set())
    data = L.link_shared([_object()])
    assert b"gold 1." in data  # gold's .note.gnu.gold-version: ld.bfd writes none
    assert _load_and_call(data, tmp_path) == 13


def test_a_refused_fast_linker_costs_one_link_then_is_not_tried_again(tmp_path, monkeypatch):
    monkeypatch.setattr(L, "_gold", lambda: ("-fuse-ld=kina-no-such-linker",))
    monkeypatch.setattr(L, "_linker_refused", set())
    runs = []
    real = L.subprocess.run
    monkeypatch.setattr(L.subprocess, "run", lambda cmd, **kw: runs.append(cmd) or real(cmd, **kw))
    data = L.link_shared([_object()])
    assert _load_and_call(data, tmp_path) == 13
    assert [("-fuse-ld=kina-no-such-linker" in cmd) for cmd in runs] == [True, False]
    assert L._fast_linker() == ()
    runs.clear()
    assert _load_and_call(L.link_shared([_object()]), tmp_path / "again") == 13
    assert len(runs) == 1 and "-fuse-ld=kina-no-such-linker" not in runs[0]


def test_a_link_that_fails_with_both_linkers_is_a_build_error(monkeypatch):
    monkeypatch.setattr(L, "_linker_refused", set())
    with pytest.raises(L.NativeBuildError, match="linking failed"):
        L.link_shared([b"not an object file"])


def test_two_links_of_the_same_objects_are_byte_identical():
    """Two processes that build one key at once (MPI ranks sharing a cache) each store the .so: the
    bytes must not depend on the link's scratch directory (gold writes the output's name into the
    version definitions of a .so that wraps malloc; named by its absolute path, two builds differed
    and a rank loaded the other's .so under its own manifest's hash)."""
    guard = L.CObject(C + "#include <stdlib.h>\nvoid *kina_link_probe_alloc(size_t n) { return malloc(n); }\n")
    try:
        obj = guard.result()
    finally:
        guard.close()
    assert L.link_shared([obj], wrap_malloc=False) == L.link_shared([obj], wrap_malloc=False)
    from kina_mlir.codegen.guard import RUNTIME
    runtime = L.CObject(RUNTIME)
    try:
        rt = runtime.result()
    finally:
        runtime.close()
    assert L.link_shared([obj, rt], wrap_malloc=True) == L.link_shared([obj, rt], wrap_malloc=True)
