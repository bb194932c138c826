"""The native backend's host boundary, compile cache, --emit stages and failure modes."""
from __future__ import annotations

import json
import re
import os
import subprocess
import sys

import numpy as np
import pytest

import kina
from conftest import PROGRAMS
from helpers import T, compiler_with_lowering
from kina.hostio import KinaArgumentError

F23 = T("F32", [2, 3])


def native(src, path="rt.kina"):
    return kina.compile_source(src, path=path, backend="native")


def test_positional_and_keyword_calls_and_items():
    prog = native(f"let f = fn(x: {F23}, y: {F23}) -> {F23} {{ x * y + 1.0 }} in\nfn @main(x: {F23}) -> {F23} {{ f(x, x) }}")
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(prog.f(x, x), x * x + 1)
    np.testing.assert_array_equal(prog["f"](y=x, x=x), x * x + 1)
    y = x[::-1].copy()  # every parameter by name takes the positional fast path, in parameter order
    np.testing.assert_array_equal(prog.f(y=y, x=x), prog.f(x, y))
    np.testing.assert_array_equal(prog.f(y=np.asfortranarray(y), x=x), prog.f(x, y))  # copied to C order: slow path
    with pytest.raises(KinaArgumentError, match="no parameter `z`"):
        prog.f(x=x, z=x)
    with pytest.raises(KinaArgumentError, match="given twice"):
        prog.f(x, x=x)
    np.testing.assert_array_equal(prog.main(x), x * x + 1)
    with pytest.raises(AttributeError, match="exported: f, main"):
        prog.nope


@pytest.mark.parametrize("bad,match", [
    (lambda x: x.astype(np.float64), "parameter `x` of `f` expects dtype F32"),
    (lambda x: x.reshape(3, 2), r"parameter `x` of `f` expects shape \[2, 3\]"),
    (lambda x: x.tolist(), "parameter `x` of `f` expects an array"),
])
def test_wrong_arrays_name_the_parameter(bad, match):
    prog = native(f"let f = fn(x: {F23}, y: {F23}) -> {F23} {{ x * y }} in\nfn @main(x: {F23}) -> {F23} {{ f(x, x) }}")
    x = np.ones((2, 3), np.float32)
    with pytest.raises(KinaArgumentError, match=match):
        prog.f(bad(x), x)
    with pytest.raises(KinaArgumentError, match=match):
        prog.f(y=x, x=bad(x))
    with pytest.raises(KinaArgumentError, match="missing argument"):
        prog.f(x)
    with pytest.raises(KinaArgumentError, match="no parameter `z`"):
        prog.f(x, x, z=x)


def test_non_contiguous_inputs_are_copied_not_misread():
    prog = native(f"fn @main(x: {F23}) -> {F23} {{ x * 2.0 }}")
    big = np.arange(12, dtype=np.float32).reshape(3, 4)
    view = big[:2, 1:]  # strided view
    np.testing.assert_array_equal(prog.main(view), view * 2)
    tview = np.arange(6, dtype=np.float32).reshape(3, 2).T
    np.testing.assert_array_equal(prog.main(tview), tview * 2)


def test_index_bounds_are_checked_before_the_call():
    src = f"""let g = fn(t: {T('F32', [4, 2])}, ids: {T('I64', [3])}) -> {T('F32', [3, 2])} {{ t.take(ids, axis=0) }} in
fn @main(t: {T('F32', [4, 2])}, ids: {T('I64', [3])}, x: {T('F32', [2, 5])}, i: {T('I64', [2])}, c: {T('F32', [6, 2])}, n: {T('F32', [2, 2])}, s: {T('I64', [])})
  -> ({T('F32', [3, 2])}, {T('F32', [2])}, {T('F32', [6, 2])}) {{
  (g(t, ids), x.take_along_axis(i, axis=1), c.update_slice(n, s, axis=0))
}}"""
    args = dict(t=np.ones((4, 2), np.float32), ids=np.array([0, 3, 1]), x=np.ones((2, 5), np.float32), i=np.array([4, 0]),
                c=np.zeros((6, 2), np.float32), n=np.ones((2, 2), np.float32), s=np.array(4))
    for backend in ("numpy", "native"):
        prog = kina.compile_source(src, backend=backend)
        prog.main(**args)
        for name, value, msg in [("ids", np.array([0, 4, 1]), "index 4, outside [0, 3]"), ("ids", np.array([-1, 0, 0]), "index -1"),
                                 ("i", np.array([5, 0]), "index 5, outside [0, 4]"), ("s", np.array(5), "index 5, outside [0, 4]")]:
            with pytest.raises(KinaArgumentError, match=re.escape(f"parameter `{name}` of `main` holds {msg}")):
                prog.main(**{**args, name: value})


def test_callee_never_mutates_caller_arrays():
    src = f"""fn @main(c: {T('F32', [5, 3])}, n: {T('F32', [2, 3])}, s: {T('I64', [])}, g: {T('F32', [4, 3])}, ids: {T('I64', [4])})
  -> ({T('F32', [5, 3])}, {T('F32', [5, 3])}) {{
  (c.update_slice(n, s, axis=0), c * 1.0)
}}"""
    prog = native(src)
    c = np.arange(15, dtype=np.float32).reshape(5, 3)
    keep = c.copy()
    a, b = prog.main(c, np.full((2, 3), -1, np.float32), np.array(1), np.zeros((4, 3), np.float32), np.zeros(4, np.int64))
    np.testing.assert_array_equal(c, keep)
    assert a[1, 0] == -1 and a[0, 0] == 0 and a[3, 0] == 9


def test_results_that_alias_params_constants_or_each_other():
    src = f"""fn @main(x: {F23}) -> ({F23}, {F23}, {T('F32', [3, 2])}, {F23}, {T('F32', [6])}, {T('F32', [6])}) {{
  let y = x.exp() in
  let r = y.reshape([6]) in
  (x, x, x.reshape([3, 2]), 2.0 - x + x - x + x - 2.0 + 7.0 - 7.0 + 3.0 - 3.0, r, y.reshape([6]))
}}"""
    prog = native(src)
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    for _ in range(200):  # a double free or a freed input would crash or corrupt here
        out = prog.main(x)
    np.testing.assert_array_equal(out[0], x)
    np.testing.assert_array_equal(out[1], x)
    np.testing.assert_array_equal(out[2], x.reshape(3, 2))
    np.testing.assert_allclose(out[4], np.exp(x).reshape(6), rtol=1e-6)
    np.testing.assert_allclose(out[5], np.exp(x).reshape(6), rtol=1e-6)
    out[0][0, 0] = 42  # results are the caller's own arrays
    assert x[0, 0] == 0 and out[1][0, 0] == 0


def _rss_kib() -> int:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="needs /proc to read the resident set size")
def test_results_are_freed_exactly_once_no_leak():
    src = f"""fn @main(x: {T('F32', [64, 64])}) -> ({T('F32', [64, 64])}, {T('F32', [64, 64])}) {{ (x.exp(), x.softmax(axis=1)) }}"""
    prog = native(src)
    x = np.zeros((64, 64), np.float32)
    for _ in range(500):
        prog.main(x)
    before = _rss_kib()
    for _ in range(5000):  # 2 x 16 KiB a call: a leak would grow RSS by ~160 MiB
        prog.main(x)
    assert _rss_kib() - before < 20 * 1024


def test_cache_hit_and_manifest(fresh_cache):
    src = f"fn @main(x: {F23}) -> {F23} {{ x.tanh() }}"
    x = np.ones((2, 3), np.float32)
    a = native(src)
    assert "cache" not in a.info  # nothing is compiled before a function's first call
    a.main(x)
    assert a.info["cache"].startswith("miss") and a.info["functions"] == {"main": a.info["cache"]}
    b = native(src)
    b.main(x)
    assert b.info["cache"] == "hit" and b.info["artifact"] == a.info["artifact"]
    assert str(fresh_cache) in a.info["artifact"]
    manifest = json.loads(open(os.path.splitext(a.info["artifact"])[0] + ".json").read())
    assert manifest["functions"]["main"]["params"] == [["x", {"dtype": "F32", "shape": [2, 3], "placement": "host"}]]
    assert manifest["functions"]["main"]["symbol"] == "_mlir_ciface_kina.u.main"  # user symbols are private (manifest_check.USER_PREFIX)
    c = native(src.replace("x.tanh()", "x.exp()"))
    c.main(x)
    assert c.info["artifact"] != a.info["artifact"]


def test_warm_start_imports_neither_mlir_nor_llvmlite(fresh_cache):
    path = os.path.join(PROGRAMS, "adamw_4x8.kina")
    code = ("import sys, numpy as np, kina\n"
            f"p = kina.compile_file({path!r})\n"
            "z = np.zeros((4, 8), np.float32); s = np.ones((1, 1), np.float32) * 0.5\n"
            "p.main(z, z, z, z, s, s, s, s, s, s, s)\n"
            "print(p.info['cache'].split()[0], 'torch_mlir' in sys.modules, 'llvmlite' in sys.modules)\n")
    env = dict(os.environ, KINA_CACHE_DIR=str(fresh_cache))
    cold = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    warm = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert cold.stdout.split() == ["miss", "True", "True"], cold.stderr
    assert warm.stdout.split() == ["hit", "False", "False"], warm.stderr


@pytest.mark.parametrize("stage,check", [
    ("mlir", lambda b: b"linalg.generic" in b and b"llvm.emit_c_interface" in b),
    ("llvm-mlir", lambda b: b"llvm.func" in b and b"linalg." not in b and b"func.func" not in b and b"arith." not in b),
    ("llvm", lambda b: b"define" in b and b"_mlir_ciface_kina.u.main" in b),
    ("obj", lambda b: b[:4] == b"\x7fELF"),
    ("so", lambda b: b[:4] == b"\x7fELF"),
])
def test_emit_every_native_stage(stage, check, tmp_path):
    out = tmp_path / f"out.{stage}"
    r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", os.path.join(PROGRAMS, "adamw_4x8.kina"), "--emit", stage, "-o", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert check(out.read_bytes())


def test_verifier_error_names_the_kina_file_and_line():
    from kina.ops.elementwise import tanh
    from kina_mlir.bindings import LoweringError

    # a deliberately broken lowering that parses but fails the verifier (sizes do not match)
    def lower_tanh_broken(e, b):
        e.define(b.names[0], e.op(f"tensor.splat {e.op(f'tensor.extract {e.v(b.args[0])}[] : tensor<2x3xf32>')} : tensor<2x3xf32>"))
    c = compiler_with_lowering(tanh, lower_tanh_broken)
    p = kina.compile_source(f"fn @main(x: {F23}) -> {F23} {{\n  x.tanh()\n}}", path="broken.kina", backend="native", compiler=c)
    with pytest.raises(LoweringError, match=r"broken\.kina:2:3"):
        p.main(np.ones((2, 3), np.float32))  # compiled on its first call


def test_mlir_parse_errors_point_back_at_kina_source():
    from kina.ops.elementwise import tanh
    from kina_mlir.bindings import LoweringError

    def lower_tanh_mistyped(e, b):
        e.define(b.names[0], e.op("arith.constant dense<1> : tensor<2x3xi32>"))
    c = compiler_with_lowering(tanh, lower_tanh_mistyped)
    with pytest.raises(LoweringError, match=r"at broken2\.kina:3:3"):  # lazy=False: every function compiled at load
        kina.compile_source(f"fn @main(x: {F23}) -> {F23} {{\n  let y = x * x in\n  y.tanh()\n}}", path="broken2.kina",
                            backend="native", compiler=c, lazy=False)


def test_leftover_ops_are_an_error_not_a_segfault(monkeypatch, tmp_path):
    from kina_mlir import pipeline

    # without math-to-llvm (and math-to-libm, which would turn math.sqrt into a libm call), and
    # convert-to-llvm told to leave the math dialect alone
    passes = [p for p in pipeline.to_llvm() if p not in ("convert-math-to-llvm", "convert-math-to-libm")]
    passes = [("convert-to-llvm{filter-dialects=arith,cf,func,memref,ub}" if p == "convert-to-llvm" else p) for p in passes]
    monkeypatch.setattr(pipeline, "to_llvm", lambda: passes)
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path))  # a cache of its own: a patched pipeline is no switch of the key
    p = native(f"fn @main(x: {F23}) -> {F23} {{ x.sqrt() }}")
    with pytest.raises(pipeline.LoweringError, match="math.sqrt"):  # (f32 tanh is arith ops now)
        p.main.compile()


def test_results_of_earlier_calls_stay_intact():
    """Descriptors are reused between calls; results are not."""
    prog = native(f"fn @main(x: {F23}) -> ({F23}, {F23}) {{ (x * 2.0, x.exp()) }}")
    x = np.ones((2, 3), np.float32)
    first = prog.main(x)
    second = prog.main(x * 3)
    np.testing.assert_array_equal(first[0], np.full((2, 3), 2, np.float32))
    np.testing.assert_array_equal(second[0], np.full((2, 3), 6, np.float32))
    assert first[0].ctypes.data != second[0].ctypes.data
    del second
    np.testing.assert_array_equal(first[0] + 0, np.full((2, 3), 2, np.float32))


def test_threads_calling_one_function_get_their_own_results():
    from concurrent.futures import ThreadPoolExecutor

    prog = native(f"fn @main(x: {F23}) -> {F23} {{ x * 2.0 }}")
    xs = [np.full((2, 3), i, np.float32) for i in range(64)]
    with ThreadPoolExecutor(4) as pool:
        outs = list(pool.map(prog.main, xs))
    for i, o in enumerate(outs):
        assert np.all(o == 2 * i)


def test_data_pointer_equals_numpy_for_views_and_read_only_arrays():
    from kina_runtime.library import data_pointer

    a = np.arange(40, dtype=np.float32).reshape(8, 5)
    ro = a.copy()
    ro.flags.writeable = False
    for v in (a, a[2:], a[1:3], a[:, 1:], a.T, ro, np.broadcast_to(a, (2, 8, 5)), np.frombuffer(b"x" * 16, np.float32)):
        assert data_pointer(v) == v.ctypes.data
    prog = native(f"fn @main(x: {F23}) -> {F23} {{ x * 2.0 }}")
    x = np.arange(12, dtype=np.float32).reshape(4, 3)[1:3]  # a C-contiguous view at an offset
    np.testing.assert_array_equal(prog.main(x), x * 2)
    x.flags.writeable = False  # read-only: the slow way to its pointer, same result
    np.testing.assert_array_equal(prog.main(x), x * 2)
    out = prog.main(prog.main(x))  # a result fed back: a writable array over native memory
    assert out.flags.writeable and out.flags.c_contiguous
    np.testing.assert_array_equal(out, x * 4)
