"""The `kina` command line: check, compile --emit, plugins, run; exit codes; no tracebacks."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

from conftest import PROGRAMS

KINA = [sys.executable, "-m", "kina.cli"]
GOOD = os.path.join(PROGRAMS, "adamw_4x8.kina")


def kina(*args, **kw):
    return subprocess.run([*KINA, *args], capture_output=True, text=True, **kw)


def test_check_ok_and_failure(tmp_path):
    bad = tmp_path / "bad.kina"
    bad.write_text("fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> {\n  x + y\n}\n")
    ok = kina("check", GOOD)
    assert ok.returncode == 0 and "ok" in ok.stdout
    r = kina("check", GOOD, str(bad))
    assert r.returncode == 1
    assert f"{bad}:2:7: error: unknown name `y`" in r.stderr
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("content", [b"", b"\x00\xff\xfe garbage \x01", b"\xff" * 100, "fn @main(".encode()])
def test_check_garbage_never_tracebacks(tmp_path, content):
    f = tmp_path / "g.kina"
    f.write_bytes(content)
    r = kina("check", str(f))
    assert r.returncode == 1
    assert "error:" in r.stderr and "Traceback" not in r.stderr


def test_check_missing_file():
    r = kina("check", "/nonexistent/x.kina")
    assert r.returncode == 1 and "cannot read" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("stage,needle", [("ast", "Method .broadcast([4, 8])"), ("typed", ": tensor<F32, [4, 8], @host>"),
                                          ("anf", "let m_next = add(")])
def test_compile_emit_frontend_stages(stage, needle, tmp_path):
    r = kina("compile", GOOD, "--emit", stage)
    assert r.returncode == 0, r.stderr
    assert needle in r.stdout
    out = tmp_path / f"out.{stage}"
    r = kina("compile", GOOD, "--emit", stage, "-o", str(out))
    assert r.returncode == 0 and needle in out.read_text()


def test_compile_unknown_stage_lists_installed():
    r = kina("compile", GOOD, "--emit", "nonsense")
    assert r.returncode == 1
    for stage in ("ast", "typed", "anf", "ir", "mlir", "so"):
        assert stage in r.stderr


def test_plugins_lists_builtin_plugins_and_hooks():
    r = kina("plugins")
    assert r.returncode == 0
    lines = {ln.split()[0]: ln for ln in r.stdout.splitlines() if ln.strip() and not ln.startswith(("stages", "passes", "handlers", "backends", "ops"))}
    assert "parse" in lines["frontend"] and "typecheck" in lines["frontend"]
    assert "register_handlers" in lines["ad"] and "register_vjps" in lines["ad"]
    assert "run" in lines["runtime"] and "register_numpy_rules" in lines["runtime"]
    assert "lower" in lines["mlir"] and "register_lowerings" in lines["mlir"] and "run" in lines["mlir"]
    assert "eliminate_handlers(100)" in r.stdout and "handlers: reverseMode" in r.stdout


def _inputs(path, **arrays):
    np.savez(path, **arrays)
    return str(path)


def test_run_by_parameter_name(tmp_path):
    rng = np.random.default_rng(0)
    w, g = (rng.standard_normal((4, 8)).astype(np.float32) for _ in range(2))
    z = np.zeros((4, 8), np.float32)
    s = lambda v: np.full((1, 1), v, np.float32)  # noqa: E731
    arrays = dict(w=w, g=g, m=z, v=z, lr=s(1e-3), beta1=s(0.9), beta2=s(0.999), eps=s(1e-8), weight_decay=s(0.01), beta1_t=s(0.9), beta2_t=s(0.999))
    inp = _inputs(tmp_path / "in.npz", **arrays)
    for backend in ("numpy", "native"):
        out = tmp_path / f"out-{backend}.npz"
        r = kina("run", GOOD, "--inputs", inp, "--out", str(out), "--backend", backend)
        assert r.returncode == 0, r.stderr
        assert "result_0: float32 [4, 8]" in r.stdout
        with np.load(out) as res:
            assert sorted(res.files) == ["result_0", "result_1", "result_2"]
    if True:
        with np.load(tmp_path / "out-numpy.npz") as a, np.load(tmp_path / "out-native.npz") as b:
            for k in a.files:
                np.testing.assert_allclose(a[k], b[k], rtol=1e-5, atol=1e-7)
    r = kina("run", GOOD, "--inputs", inp)
    assert "backend: native" in r.stdout and "artifact:" in r.stdout and "cache: hit" in r.stdout

    bad = dict(arrays)
    bad["g"] = bad["g"].astype(np.float64)
    r = kina("run", GOOD, "--inputs", _inputs(tmp_path / "b1.npz", **bad))
    assert r.returncode == 1 and "parameter `g`" in r.stderr and "dtype F32" in r.stderr
    bad = dict(arrays)
    bad["m"] = np.zeros((8, 4), np.float32)
    r = kina("run", GOOD, "--inputs", _inputs(tmp_path / "b2.npz", **bad))
    assert r.returncode == 1 and "parameter `m`" in r.stderr and "shape [4, 8]" in r.stderr
    bad = dict(arrays)
    del bad["eps"]
    r = kina("run", GOOD, "--inputs", _inputs(tmp_path / "b3.npz", **bad))
    assert r.returncode == 1 and "missing argument(s): `eps`" in r.stderr
    bad = dict(arrays, extra=z)
    r = kina("run", GOOD, "--inputs", _inputs(tmp_path / "b4.npz", **bad))
    assert r.returncode == 1 and "no parameter `extra`" in r.stderr
    assert "Traceback" not in r.stderr
