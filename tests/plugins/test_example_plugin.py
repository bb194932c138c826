"""Packages install on their own, and a third-party plugin joins the pipeline through its entry point."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from conftest import ROOT

UV = shutil.which("uv")
PROGRAM = """fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> {
  let a = -x in
  let b = -a in
  b.exp()
}
"""
HANDLED = """let f = fn(a: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { a.exp() } in
fn @main(x: tensor<F32, [2], @host>) -> (tensor<F32, [2], @host>, tensor<F32, [2], @host>) { handle f(x) with reverseMode }
"""


@pytest.fixture(scope="module")
def venv(tmp_path_factory):
    if UV is None:
        pytest.skip("uv is not on PATH: cannot build a fresh virtual environment")
    d = tmp_path_factory.mktemp("venv")
    env = dict(os.environ)
    env.pop("VIRTUAL_ENV", None)
    subprocess.run([UV, "venv", str(d / "v"), "--python", "3.11", "-q"], check=True, env=env)
    py = str(d / "v" / "bin" / "python")
    subprocess.run([UV, "pip", "install", "-q", "--python", py, os.path.join(ROOT, "packages", "kina-frontend")], check=True, env=env)
    return d / "v" / "bin", env


def kina(venv, *args, cwd=None):
    bindir, env = venv
    return subprocess.run([str(bindir / "kina"), *args], capture_output=True, text=True, env=env, cwd=cwd)


@pytest.mark.slow
def test_frontend_installs_alone_and_checks(venv, tmp_path):
    prog = tmp_path / "p.kina"
    prog.write_text(PROGRAM)
    r = kina(venv, "check", str(prog))
    assert r.returncode == 0 and "ok" in r.stdout, r.stderr
    handled = tmp_path / "h.kina"
    handled.write_text(HANDLED)
    r = kina(venv, "check", str(handled))  # no kina-ad here: no handler registered, and the diagnostic says so
    assert r.returncode == 1 and "unknown effect handler `reverseMode`" in r.stderr and "kina-ad" in r.stderr
    r = kina(venv, "plugins")
    assert "frontend" in r.stdout and "ad " not in r.stdout
    r = kina(venv, "run", str(prog))
    assert r.returncode == 1 and "no backend is installed" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.slow
def test_third_party_pass_runs_and_is_listed(venv, tmp_path):
    bindir, env = venv
    subprocess.run([UV, "pip", "install", "-q", "--python", str(bindir / "python"), os.path.join(ROOT, "examples", "kina-plugin-example")],
                   check=True, env=env)
    r = kina(venv, "plugins")
    assert r.returncode == 0
    row = next(ln for ln in r.stdout.splitlines() if ln.startswith("example"))
    assert "kina-plugin-example 0.1.0" in row and "transform" in row
    assert "remove_double_negation(50)" in r.stdout
    prog = tmp_path / "p.kina"
    prog.write_text(PROGRAM)
    anf = kina(venv, "compile", str(prog), "--emit", "anf").stdout
    ir = kina(venv, "compile", str(prog), "--emit", "ir").stdout
    assert anf.count("= neg(") == 2
    assert "neg(" not in ir and "exp(x)" in ir
