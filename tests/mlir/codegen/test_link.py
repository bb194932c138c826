"""The link step (kina_mlir.codegen.link): GNU gold where the system has it (half of ld.bfd's time
on a cold compile's link), the driver's default linker where it has not or where gold refuses."""
from __future__ import annotations

import ctypes
import shutil

import pytest

from kina_mlir.codegen import link as L

# int kina_link_probe(int x) { return 3 * x + 1; }
IR = """define i32 @kina_link_probe(i32 %x) {
  %t = mul i32 %x, 3
  %r = add i32 %t, 1
  ret i32 %r
}
"""
# void *kina_link_probe_alloc(size_t n) { return malloc(n); }
ALLOC_IR = """declare ptr @malloc(i64)
define ptr @kina_link_probe_alloc(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}
"""


def _object(ir: str = IR) -> bytes:
    from kina_mlir.codegen.llvm import object_code

    return object_code(ir, 0)


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
    real = L._linked
    monkeypatch.setattr(L, "_linked", lambda cmd, *a: runs.append(cmd) or real(cmd, *a))
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
    obj = _object(IR + ALLOC_IR)
    assert L.link_shared([obj], wrap_malloc=False) == L.link_shared([obj], wrap_malloc=False)
    from kina_mlir.codegen.guard import guard_object, guard_source

    rt = guard_object(guard_source({}))
    assert L.link_shared([obj, rt], wrap_malloc=True) == L.link_shared([obj, rt], wrap_malloc=True)


def _gold_key(wrap_malloc: bool = True):
    return (L._cc(), L._fast_linker(), wrap_malloc)


@pytest.mark.skipif(not shutil.which("ld.gold"), reason="the system has no ld.gold")
def test_gold_runs_as_the_driver_would_run_it_and_links_the_same_bytes(tmp_path, monkeypatch):
    """The linker's command is asked of the driver once (`cc -###`) and gold is then run directly:
    the same .so, byte for byte, as `cc -shared` gives (OpenMP flags included: an object that
    calls the runtime gets them in the linker's terms)."""
    monkeypatch.setattr(L, "_linker_refused", set())
    monkeypatch.setattr(L, "_commands", {})
    objs = [_object(), _object("define i32 @kina_link_other(i32 %x) {\n  ret i32 %x\n}\n")]
    runs = []
    real = L._linked
    monkeypatch.setattr(L, "_linked", lambda cmd, *a: runs.append(cmd) or real(cmd, *a))
    direct = L.link_shared(objs, wrap_malloc=False)
    assert [cmd[0] for cmd in runs] == [shutil.which("ld.gold")] and "module1.o" in runs[0]
    assert "-plugin" not in runs[0] and not any(a.startswith("-fuse-ld") for a in runs[0])
    monkeypatch.setitem(L._commands, _gold_key(False), None)  # as if the driver had printed nothing usable
    assert L.link_shared(objs, wrap_malloc=False) == direct and L._cc() in runs[-1]
    assert _load_and_call(direct, tmp_path) == 13
    # the OpenMP runtime's flags, where the driver would put them
    argv = ["ld.gold", "-shared", "-o", "module.so", "module0.o", "-lm"]
    lib = "/opt/omp/libiomp5.so"
    monkeypatch.setattr(L, "runtime_library", lambda: lib)
    assert L._direct(argv, [b"calls __kmpc_fork_call", b"x"]) == [
        "ld.gold", "-shared", "-o", "module.so", "module0.o", "module1.o", "-L/opt/omp", "-l:libiomp5.so",
        "-rpath", "/opt/omp", "--enable-new-dtags", "-lm"]


@pytest.mark.skipif(not shutil.which("ld.gold"), reason="the system has no ld.gold")
def test_a_direct_link_that_fails_leaves_the_link_to_the_driver(tmp_path, monkeypatch):
    monkeypatch.setattr(L, "_linker_refused", set())
    key = _gold_key()
    monkeypatch.setattr(L, "_commands", {key: [shutil.which("ld.gold"), "--kina-no-such-option", "-shared", "-o", "module.so", "module0.o"]})
    from kina_mlir.codegen.guard import guard_object, guard_source

    rt = guard_object(guard_source({}))
    assert _load_and_call(L.link_shared([_object(), rt], wrap_malloc=True), tmp_path) == 13
    assert L._commands[key] is None  # the driver links alone from now on
    # objects no linker takes: a build error, and gold run directly stays (the objects were at fault)
    monkeypatch.setattr(L, "_commands", {})
    with pytest.raises(L.NativeBuildError, match="linking failed"):
        L.link_shared([b"not an object file"], wrap_malloc=True)
    assert L._commands[key] is not None


def test_a_driver_that_prints_no_collect2_line_is_not_run_around():
    assert L._gold_argv("") is None
    assert L._gold_argv(' "/usr/bin/ld.gold" -shared -o module.so module0.o\n') is None  # clang's form
    line = " /usr/lib/gcc/x86_64-linux-gnu/12/collect2 -plugin /p/liblto_plugin.so -plugin-opt=-pass-through=-lc -fuse-ld=gold -shared -o module.so module0.o -lm\n"
    got = L._gold_argv(line)
    if shutil.which("ld.gold"):
        # inputs read in views, not mapped whole (the same output, half the page faults)
        assert got == [shutil.which("ld.gold"), "--no-map-whole-files", "-shared", "-o", "module.so", "module0.o", "-lm"]


def test_meanwhile_runs_once_while_the_linker_runs_and_sees_it_end(tmp_path):
    """A build maps its function's heap while the linker runs (kina_runtime.heap.populate_for): the
    work is given a `running()` that is true as it starts and false once the linker has exited,
    and it runs once even when a link falls back to another linker."""
    import time

    seen = []

    def meanwhile(running):
        seen.append(running())
        deadline = time.monotonic() + 30
        while running() and time.monotonic() < deadline:
            time.sleep(0.001)
        seen.append(running())

    data = L.link_shared([_object()], meanwhile=meanwhile)
    assert seen == [True, False]
    assert _load_and_call(data, tmp_path) == 13
    with pytest.raises(L.NativeBuildError, match="linking failed"):  # every linker tried, the work once
        L.link_shared([b"not an object file"], meanwhile=lambda running: seen.append("again"))
    assert seen.count("again") == 1
