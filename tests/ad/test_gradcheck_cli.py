"""`kina grad-check`: a table per float parameter, exit 0 when every cotangent agrees, 1 otherwise."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys

from conftest import PROGRAMS, ROOT

MLP = os.path.join(ROOT, "tests", "mlir", "emit", "programs", "tiny_mlp.kina")


def test_grad_check_table_and_exit_status():
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", MLP, "--fn", "loss", "--seed", "3"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert "F64" in lines[0] and "tolerance rel <= 1e-06" in lines[0]
    rows = {ln.split()[0]: ln for ln in lines[2:]}
    assert set(rows) == {"x", "y", "w1", "b1", "w2"} and all(ln.endswith("pass") for ln in rows.values())


def test_grad_check_on_the_s15_loss():
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", os.path.join(PROGRAMS, "storylm0_nll_step.kina"), "--fn", "storylm0_nll"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    names = [ln.split()[0] for ln in r.stdout.splitlines()[2:]]
    assert names == ["token_embedding", "causal_mask", "attention_scale", "wq", "wk", "wv", "wo", "lm_head"]


def test_grad_check_fails_on_a_wrong_rule(capsys):
    from kina.compiler import Compiler
    from kina.ops.elementwise import tanh
    from kina_ad.gradcheck import _cmd

    broken = Compiler()
    broken.vjps[tanh] = identity_vjp  # this compiler's table only: nothing global changes
    status = _cmd(argparse.Namespace(file=MLP, fn="loss", seed=0, positive=False, compiler=broken))
    out = capsys.readouterr().out
    assert status == 1 and "FAIL" in out


def test_grad_check_rejects_unknown_function():
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", MLP, "--fn", "nope"], capture_output=True, text=True)
    assert r.returncode == 1 and "no function `nope`" in r.stderr


def identity_vjp(b, bind, g):
    """A wrong VJP on purpose: passes the cotangent through unchanged."""
    return [g]
