"""Every codegen switch is part of the artifact key (kina_mlir.options.CodegenOptions.key,
kina_mlir/artifacts/keys.py): flipping one in a fresh process misses the cache and builds new
code, with no KINA_NO_CACHE or source edit; the unflipped build hits again afterwards."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import fields

import pytest

from kina_mlir.options import _ENVIRONMENT, CodegenOptions
from kina_mlir.target import host_isa, runtime_library, usable_cpus

CHILD = """
import hashlib, json
import numpy as np
import kina
SRC = '''fn @main(a: tensor<F32, [64, 64], @host>, b: tensor<F32, [64, 64], @host>)
    -> (tensor<F32, [64, 64], @host>, tensor<F32, [64, 64], @host>) {
  ((a @ b).tanh() * a, b.transpose([1, 0]))
}'''
p = kina.compile_source(SRC, path="switches.kina", backend="native")
x = np.ones((64, 64), np.float32)
p.main(x, x)
print(json.dumps({"cache": p.info["cache"], "sha": hashlib.sha256(open(p.info["artifact"], "rb").read()).hexdigest()}))
"""
WORKER = {"KINA_WORKER_MIN_LINES": "0", "KINA_WORKER_MIN_WEIGHT": "0"}  # a worker even for this small module
THREADS = {"KINA_NUM_THREADS": "2"}
# (switch, the environment it is flipped from, the flipped value); each changes this program's code
CASES = [
    ("KINA_VECTORISE", {}, "0"),
    ("KINA_OUTLINE", {}, "0"),
    ("KINA_SHARED_TRANSPOSE", {}, "0"),
    ("KINA_PARALLEL_CODEGEN", WORKER, "0"),
    ("KINA_LSR", {}, "1"),
    ("KINA_PAR_MIN_MACS", THREADS, "1"),
    ("KINA_PAR_MIN_ELEMENTS", THREADS, "1"),
    ("KINA_PAR_MIN_TRANSPOSE", THREADS, "1"),  # its 64x64 transpose calls the threaded routine
    ("KINA_WORKER_MIN_LINES", {"KINA_WORKER_MIN_WEIGHT": "0"}, "0"),
    # from a weight no module reaches (the default's 40,000 this one may: its transpose routine
    # weighs what it costs, codegen/parallel.py)
    ("KINA_WORKER_MIN_WEIGHT", {"KINA_WORKER_MIN_LINES": "0", "KINA_WORKER_MIN_WEIGHT": "1000000000"}, "0"),
    ("KINA_NUM_THREADS", {"KINA_PAR_MIN_MACS": "1"}, "1"),
]


def _build(cache: str, env: dict) -> dict:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("KINA_") or k == "KINA_VERIFY"}
    proc = subprocess.run([sys.executable, "-c", CHILD], env={**clean, "KINA_CACHE_DIR": cache, **env},
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_every_switch_has_a_variable_and_a_case():
    switches = {f.name for f in fields(CodegenOptions)} - {"opt", "threads", "omp", "isa", "tuning", "verify_each"}
    assert set(_ENVIRONMENT) == switches
    assert {v for _, v in _ENVIRONMENT.items()} | {"KINA_NUM_THREADS"} == {c[0] for c in CASES}


@pytest.mark.parametrize("switch,base,value", CASES, ids=[c[0] for c in CASES])
def test_flipping_a_switch_misses_and_builds_new_code(switch, base, value, tmp_path):
    cache = str(tmp_path)
    before = _build(cache, base)
    assert before["cache"] == "miss (compiled)"
    flipped = _build(cache, {**base, switch: value})
    assert flipped["cache"] == "miss (compiled)", f"{switch}={value} hit the artifact built without it"
    changes_code = True
    if switch == "KINA_SHARED_TRANSPOSE" and host_isa() != "avx512":
        changes_code = False  # the routine exists for AVX-512's 16x16 tiles only
    if switch in ("KINA_PAR_MIN_MACS", "KINA_PAR_MIN_ELEMENTS", "KINA_PAR_MIN_TRANSPOSE", "KINA_NUM_THREADS") and (runtime_library() is None or usable_cpus() < 2):
        changes_code = False  # no OpenMP runtime or one CPU: one thread either way
    if switch.startswith(("KINA_PARALLEL_CODEGEN", "KINA_WORKER")) and usable_cpus() < 2:
        changes_code = False  # one CPU: never a worker
    if changes_code:
        assert flipped["sha"] != before["sha"], f"{switch}={value} built the same code"
    assert _build(cache, base) == {"cache": "hit", "sha": before["sha"]}  # the unflipped key is stable


def test_options_from_python_override_the_environment(monkeypatch):
    monkeypatch.setenv("KINA_OUTLINE", "0")
    assert CodegenOptions.resolve().outline is False
    assert CodegenOptions.resolve({"codegen": {"outline": True}}).outline is True
    assert CodegenOptions.resolve({"opt": 3}).opt == 3
    with pytest.raises(ValueError, match="unknown codegen option 'outlining'"):
        CodegenOptions.resolve({"codegen": {"outlining": False}})
    assert "verify_each" not in CodegenOptions().key()
    assert CodegenOptions.from_json(CodegenOptions(threads=3).to_json()) == CodegenOptions(threads=3)
