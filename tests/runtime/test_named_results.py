"""Named results (docs/spec.md §P5): a body ending in a tuple of distinct plain names returns a
named tuple on every backend, from a saved artifact too; the manifest records the
names; `kina run --out` saves each result under its name."""
from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

import kina

V = "tensor<F32, [2], @host>"
S = "tensor<F32, [], @host>"


def prog(tail: str, lets: str = "") -> str:
    return f"""let f = fn(x: {V}) -> ({V}, {S}) {{
  let doubled = x * 2.0 in let total = x.reduce_sum(axes=[0]) in (doubled, total)
}} in
fn @main(x: {V}) -> ({V}, {S}, {V}) {{
  let (loss, tot) = f(x) in let nll = x.exp() in let _hidden = x in let count = x in {lets}{tail}
}}
"""


NAMED = prog("(loss, tot, nll)")
X = np.array([0.5, -1.0], np.float32)


@pytest.mark.parametrize("backend", ["numpy", "native", "jit"])
def test_a_tuple_of_plain_names_gives_a_named_tuple(backend):
    out = kina.compile_source(NAMED, path="named.kina", backend=backend).main(X)
    assert out._fields == ("loss", "tot", "nll")
    np.testing.assert_allclose(out.loss, X * 2)
    np.testing.assert_allclose(out.nll, np.exp(X), rtol=1e-6)
    loss, tot, nll = out  # still a tuple
    assert tot.shape == ()


@pytest.mark.parametrize("tail", ["(loss, tot, nll * 1.0)", "(loss, tot, _hidden)", "(loss, tot, count)", "(nll, tot, nll)"],
                         ids=["expression", "underscore", "tuple-method", "repeated"])
def test_anything_else_stays_a_plain_tuple(tail):
    for backend in ("numpy", "native"):
        out = kina.compile_source(prog(tail), path="plain.kina", backend=backend).main(X)
        assert type(out) is tuple and len(out) == 3


def test_the_manifest_records_the_names_and_a_loaded_artifact_uses_them(tmp_path):
    src = tmp_path / "named.kina"
    src.write_text(NAMED)
    so = tmp_path / "m.so"
    r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", str(src), "--emit", "so", "-o", str(so)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    manifest = json.loads((tmp_path / "m.json").read_text())
    assert manifest["functions"]["main"]["result_names"] == ["loss", "tot", "nll"]
    assert manifest["functions"]["f"]["result_names"] == ["doubled", "total"]
    out = kina.load(str(so)).main(X)
    assert out._fields == ("loss", "tot", "nll")


def test_kina_run_saves_each_result_under_its_name(tmp_path):
    src = tmp_path / "named.kina"
    src.write_text(NAMED)
    np.savez(tmp_path / "in.npz", x=X)
    for text, keys in ((NAMED, ["loss", "tot", "nll"]), (prog("(loss, tot, nll * 1.0)"), ["result_0", "result_1", "result_2"])):
        src.write_text(text)
        r = subprocess.run([sys.executable, "-m", "kina.cli", "run", str(src), "--inputs", str(tmp_path / "in.npz"),
                            "--out", str(tmp_path / "out.npz"), "--backend", "numpy"], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        with np.load(tmp_path / "out.npz") as z:
            assert sorted(z.files) == sorted(keys)
            np.testing.assert_allclose(z[keys[0]], X * 2)
        assert f"{keys[2]}: float32 [2]" in r.stdout
