"""MLIR goldens: the emitted text is compared exactly, parsed and verified by the
bindings, and accepted (and lowered) by Debian's mlir-opt-22.

Regenerate after an intended change to the emitter:
    KINA_REGEN_GOLDENS=1 uv run pytest tests/mlir/emit/test_golden.py
"""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from conftest import PROGRAMS, ROOT
from kina.compiler import Compiler
from kina.diagnostics import Source

GOLDEN_DIR = os.path.join(ROOT, "tests", "mlir", "emit", "golden")
SOURCES = {
    "storylm0_nll_step": os.path.join(PROGRAMS, "storylm0_nll_step.kina"),
    "storylm0_adamw_step": os.path.join(PROGRAMS, "storylm0_adamw_step.kina"),
    "storylm0_rollout": os.path.join(PROGRAMS, "storylm0_rollout.kina"),
    "adamw_4x8": os.path.join(PROGRAMS, "adamw_4x8.kina"),
    "tiny_mlp": os.path.join(ROOT, "tests", "mlir", "emit", "programs", "tiny_mlp.kina"),
    "loop_rnn": os.path.join(ROOT, "tests", "mlir", "emit", "programs", "loop_rnn.kina"),  # scf.for, scf.if
}
MLIR_OPT = shutil.which("mlir-opt-22")


@pytest.fixture(autouse=True)
def fixed_target(monkeypatch):
    """The goldens hold the matmul plans, whose tiles and threads are the target's: AVX-512, two
    threads and the built-in table on every host (an AVX2 host had emitted other tiles)."""
    monkeypatch.setenv("KINA_ISA", "avx512")
    monkeypatch.setenv("KINA_NUM_THREADS", "2")
    monkeypatch.setenv("KINA_TUNE", "0")


def emitted(name: str) -> str:
    return Compiler().emit(Source.read(SOURCES[name]), "mlir")[0].text


def golden_path(name: str) -> str:
    return os.path.join(GOLDEN_DIR, f"{name}.mlir")


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_emitted_mlir_equals_golden(name):
    text = emitted(name)
    if os.environ.get("KINA_REGEN_GOLDENS"):
        with open(golden_path(name), "w") as fh:
            fh.write(text)
    with open(golden_path(name)) as fh:
        assert text == fh.read(), f"{name}: emitted MLIR differs from the golden (see the module docstring to regenerate)"


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_golden_parses_and_verifies_in_the_bindings(name):
    from kina_mlir.bindings import parse_verified

    with open(golden_path(name)) as fh:
        text = fh.read()
    ctx, module = parse_verified(text)
    with ctx:
        funcs = [op for op in module.body.operations if op.operation.name == "func.func"]
        assert funcs and all("llvm.emit_c_interface" in op.operation.attributes for op in funcs)


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed (Debian mlir-22-tools; .ci/run installs it)")
@pytest.mark.parametrize("name", sorted(SOURCES))
def test_golden_accepted_by_mlir_opt(name):
    from kina_mlir.bindings import textual
    from kina_mlir.pipeline import whole_pipeline

    path = golden_path(name)
    r = subprocess.run([MLIR_OPT, path, "-o", os.devnull], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([MLIR_OPT, path, f"--pass-pipeline={textual(whole_pipeline())}"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "linalg.generic" not in r.stdout and "llvm.func" in r.stdout


def test_step_result_tuples_in_the_goldens():
    with open(golden_path("storylm0_nll_step")) as fh:
        text = fh.read()
    step = next(line for line in text.splitlines() if line.strip().startswith("func.func @kina.u.step("))
    results = step.split(") -> (")[1].split(") attributes")[0]
    # the §15 tuple, then the error code of the in-program index checks (kina_mlir.emit.checks)
    assert results.count("tensor<") == 7 + 1 and results.endswith("tensor<i64>")
    with open(golden_path("storylm0_adamw_step")) as fh:
        text = fh.read()
    step = next(line for line in text.splitlines() if line.strip().startswith("func.func @kina.u.step("))
    assert step.split(") -> (")[1].split(") attributes")[0].count("tensor<") == 19 + 1
