"""Packages install on their own, and a third-party plugin joins the pipeline
through its entry point: each scenario in a fresh virtual environment."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from conftest import ROOT

UV = shutil.which("uv")
PKG = {name: os.path.join(ROOT, "packages", name) for name in ("kina-frontend", "kina-ad", "kina-runtime", "kina-mlir")}
EXAMPLE = os.path.join(ROOT, "examples", "kina-plugin-example")
F2 = "tensor<F32, [2], @host>"
PROGRAM = f"""fn @main(x: {F2}) -> {F2} {{
  let a = -x in
  let b = -a in
  b.exp()
}}
"""
HANDLED = f"""let f = fn(a: {F2}) -> {F2} {{ a.exp() }} in
fn @main(x: {F2}) -> ({F2}, {F2}) {{ handle f(x) with reverseMode }}
"""
SOFTPLUS = f"""let f = fn(x: {F2}) -> {F2} {{ x.softplus() }} in
let g = fn(x: {F2}) -> {F2} {{ (x * 3.0).softplus() }} in
fn @main(x: {F2}) -> ({F2}, {F2}, {F2}) {{
  let (y, gx) = handle f(x) with reverseMode in
  let p = handle g(x) with primal in
  (y, gx, p)
}}
"""


def make_venv(tmp_path_factory, *packages):
    if UV is None:
        if os.environ.get("KINA_REQUIRE_UV"):  # set by .ci/run, which installs uv: never skipped there
            pytest.fail("uv is not on PATH but KINA_REQUIRE_UV is set: the fresh-venv tests cannot run")
        pytest.skip("uv is not on PATH: cannot build a fresh virtual environment")
    d = tmp_path_factory.mktemp("venv")
    env = dict(os.environ)
    env.pop("VIRTUAL_ENV", None)
    env.pop("UV_PROJECT_ENVIRONMENT", None)
    # the interpreter running the tests: under Python 3.12 or 3.13 the fresh venvs are too
    subprocess.run([UV, "venv", str(d / "v"), "--python", sys.executable, "-q"], check=True, env=env)
    subprocess.run([UV, "pip", "install", "-q", "--python", str(d / "v" / "bin" / "python"), *packages], check=True, env=env)
    return d / "v" / "bin", env


def installed(venv) -> set[str]:
    """The distributions in a venv, as `uv pip list` names them."""
    bindir, env = venv
    r = subprocess.run([UV, "pip", "list", "--format", "freeze", "--python", str(bindir / "python")], capture_output=True, text=True,
                       env=env, check=True)
    return {ln.split("==")[0].split(" @ ")[0].strip().lower() for ln in r.stdout.splitlines() if ln.strip()}


def run(venv, exe, *args, cwd=None, extra_env=None):
    bindir, env = venv
    return subprocess.run([str(bindir / exe), *args], capture_output=True, text=True, env={**env, **(extra_env or {})}, cwd=cwd)


@pytest.fixture(scope="module")
def frontend_only(tmp_path_factory):
    return make_venv(tmp_path_factory, PKG["kina-frontend"])


@pytest.fixture(scope="module")
def without_mlir(tmp_path_factory):
    return make_venv(tmp_path_factory, PKG["kina-frontend"], PKG["kina-ad"], PKG["kina-runtime"])


@pytest.fixture(scope="module")
def runtime_only(tmp_path_factory):
    return make_venv(tmp_path_factory, PKG["kina-runtime"])  # and what it depends on: kina-frontend, numpy


@pytest.fixture(scope="module")
def everything(tmp_path_factory):
    return make_venv(tmp_path_factory, *PKG.values(), EXAMPLE)


@pytest.mark.slow
def test_frontend_installs_alone_and_checks(frontend_only, tmp_path):
    prog = tmp_path / "p.kina"
    prog.write_text(PROGRAM)
    r = run(frontend_only, "kina", "check", str(prog))
    assert r.returncode == 0 and "ok" in r.stdout, r.stderr
    handled = tmp_path / "h.kina"
    handled.write_text(HANDLED)
    r = run(frontend_only, "kina", "check", str(handled))  # no kina-ad here: no handler registered, and the diagnostic says so
    assert r.returncode == 1 and "unknown effect handler `reverseMode`" in r.stderr and "kina-ad" in r.stderr
    r = run(frontend_only, "kina", "plugins")
    assert "frontend" in r.stdout and "ad " not in r.stdout
    r = run(frontend_only, "kina", "run", str(prog))
    assert r.returncode == 1 and "no backend is installed" in r.stderr and "Traceback" not in r.stderr


NOT_NEEDED = {"kina-mlir", "torch-mlir", "llvmlite"}


@pytest.mark.slow
def test_without_kina_mlir_numpy_runs_end_to_end(without_mlir, tmp_path):
    assert {"kina-frontend", "kina-ad", "kina-runtime"} <= installed(without_mlir)
    assert not installed(without_mlir) & NOT_NEEDED
    handled = tmp_path / "h.kina"
    handled.write_text(HANDLED)
    inputs = tmp_path / "in.npz"
    np.savez(inputs, x=np.array([0.0, 1.0], np.float32))
    r = run(without_mlir, "kina", "run", str(handled), "--inputs", str(inputs))
    assert r.returncode == 0, r.stderr
    assert "backend `native` needs stage `exports`" in r.stderr and "(install kina-mlir)" in r.stderr and "using `numpy`" in r.stderr
    assert len([ln for ln in r.stderr.splitlines() if ln.strip()]) == 1  # one line of note, nothing else
    assert "backend: numpy" in r.stdout and "2.71828" in r.stdout
    # the Python API too, twice in one process (the second compile once failed with "unknown stage 'so'")
    script = ("import numpy as np, kina\n"
              f"for _ in range(2):\n    p = kina.compile_file({str(handled)!r})\n"
              "    y, g = p.main(np.array([0.0, 1.0], np.float32))\n"
              "print(p.info['backend'], float(y[1]), float(g[1]))\n")
    r = run(without_mlir, "python", "-c", script)
    assert r.returncode == 0, r.stderr
    backend, y1, g1 = r.stdout.split()
    assert backend == "numpy" and abs(float(y1) - np.e) < 1e-5 and abs(float(g1) - np.e) < 1e-5
    assert r.stderr.count("note: backend `native`") == 1


@pytest.mark.slow
def test_a_saved_artifact_loads_with_the_runtime_alone(runtime_only, tmp_path):
    # an artifact compiled elsewhere (here: this workspace, which has kina-mlir) ...
    handled = tmp_path / "h.kina"
    handled.write_text(HANDLED)
    so = tmp_path / "m.so"
    # the environment running the tests (`uv run` would sync the project's own, and could replace the
    # one running these tests when UV_PROJECT_ENVIRONMENT points at it)
    subprocess.run([sys.executable, "-c", "import sys; from kina.cli import main; sys.exit(main(sys.argv[1:]))",
                    "compile", str(handled), "--emit", "so", "-o", str(so)], cwd=ROOT, check=True, capture_output=True)
    assert (tmp_path / "m.json").exists()  # the manifest, written beside m.so
    # ... loads in a venv holding only kina-runtime and what it depends on (no compiler, not even kina-ad)
    have = installed(runtime_only)
    assert "kina-runtime" in have and not have & (NOT_NEEDED | {"kina-ad"}), have
    script = ("import importlib.util, numpy as np, kina\n"
              "assert all(importlib.util.find_spec(m) is None for m in ('torch_mlir', 'llvmlite', 'kina_mlir', 'kina_ad'))\n"
              f"lib = kina.load({str(so)!r})\n"
              "y, g = lib.main(np.array([0.0, 1.0], np.float32))\n"
              "print(lib.info['backend'], float(y[1]), float(g[1]))\n")
    r = run(runtime_only, "python", "-c", script)
    assert r.returncode == 0, r.stderr
    backend, y1, g1 = r.stdout.split()
    assert backend == "native" and abs(float(y1) - np.e) < 1e-5 and abs(float(g1) - np.e) < 1e-5


@pytest.mark.slow
def test_third_party_plugin_on_every_backend_and_grad_check(everything, tmp_path):
    r = run(everything, "kina", "plugins")
    assert r.returncode == 0
    row = next(ln for ln in r.stdout.splitlines() if ln.startswith("example"))
    assert "kina-plugin-example 0.1.0" in row
    for hook in ("transform", "register_ops", "register_vjps", "register_jvps", "register_lowerings", "register_numpy_rules", "register_handlers"):
        assert hook in row
    assert "remove_double_negation(50)" in r.stdout and "primal" in r.stdout
    prog = tmp_path / "p.kina"
    prog.write_text(PROGRAM)
    anf = run(everything, "kina", "compile", str(prog), "--emit", "anf").stdout
    ir = run(everything, "kina", "compile", str(prog), "--emit", "ir").stdout
    assert anf.count("= neg(") == 2
    assert "neg(" not in ir and "exp(x)" in ir
    sp = tmp_path / "softplus.kina"
    sp.write_text(SOFTPLUS)
    inputs = tmp_path / "in.npz"
    x = np.array([-2.0, 0.5], np.float32)
    np.savez(inputs, x=x)
    outs = {}
    for backend in ("numpy", "native", "jit"):
        out = tmp_path / f"{backend}.npz"
        r = run(everything, "kina", "run", str(sp), "--inputs", str(inputs), "--backend", backend, "--out", str(out),
                extra_env={"KINA_CACHE_DIR": str(tmp_path / "cache")})
        assert r.returncode == 0, r.stderr
        with np.load(out) as data:
            outs[backend] = [data[k] for k in ("y", "gx", "p")]  # named results (docs/spec.md §P5) are saved by name
    xd = x.astype(np.float64)
    for backend, (y, gx, p) in outs.items():
        np.testing.assert_allclose(y, np.logaddexp(0, xd), rtol=1e-6, err_msg=backend)
        np.testing.assert_allclose(gx, 1 / (1 + np.exp(-xd)), rtol=1e-6, err_msg=backend)
        np.testing.assert_allclose(p, np.logaddexp(0, 3 * xd), rtol=1e-6, err_msg=backend)
    r = run(everything, "kina", "grad-check", str(sp), "--fn", "g")
    assert r.returncode == 0 and "pass" in r.stdout, r.stdout + r.stderr
