"""A cold compile imports none of the MLIR dialects' generated Python classes but the builtin
one: every stage reads the module through plain Operations (kina_mlir/bindings.py), because
wrapping an op or attribute in its dialect's class imports that dialect's Python module (linalg's
alone is a large part of a cold compile)."""
from __future__ import annotations

import os
import subprocess
import sys

CHILD = """
import numpy as np
import kina
t = "tensor<F32, [64, 64], @host>"
p = kina.compile_source(f"fn @main(a: {t}, b: {t}) -> {t} {{ ((a @ b).tanh() * a).softmax(axis=1) + b.transpose([1, 0]) }}",
                        path="imports.kina", backend="native")
x = np.ones((64, 64), np.float32)
p.main(x, x)
assert p.info["cache"].startswith("miss"), p.info
"""


def test_a_cold_compile_imports_no_generated_dialect_module(tmp_path):
    env = {**os.environ, "KINA_CACHE_DIR": str(tmp_path), "KINA_NUM_THREADS": "2", "KINA_PAR_MIN_ELEMENTS": "1"}
    proc = subprocess.run([sys.executable, "-X", "importtime", "-c", CHILD], env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    imported = {line.rsplit("|", 1)[1].strip() for line in proc.stderr.splitlines() if line.startswith("import time:")}
    dialects = {m for m in imported if m.startswith("torch_mlir.dialects.") and not m.startswith("torch_mlir.dialects._")}
    assert dialects <= {"torch_mlir.dialects.builtin"}, sorted(dialects)
