"""The benchmark suite's smoke test (benchmarks/run.py --quick, bounded): the shape of the results,
never the times. Bounded: --quick (tiny sizes, one repetition, Kina and NumPy peers only) and only
the toy step, whose packaged program the StoryLM tests compile into the session's cache anyway;
`uv run python benchmarks/run.py --quick` runs every case. Issue 20's loop cases (the GRU and the
layer-loop transformer steps, in-graph generation) run quick in a test of their own: their rows
passing the reference check is an oracle check of the NumPy-by-hand backward passes (BPTT, the
layer loop's backward) against Kina's reverseMode on both backends."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUN = os.path.join(ROOT, "benchmarks", "run.py")
ROWS = ("kina native", "kina numpy backend", "numpy by hand")


def test_quick_suite_writes_results_of_the_documented_shape(tmp_path):
    out = tmp_path / "r.json"
    proc = subprocess.run([sys.executable, RUN, "--quick", "--case", "toy-step", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    r = json.loads(out.read_text())
    assert r["schema"] == "kina-bench/1" and r["quick"] is True and r["reps"] == 1
    assert {"Model name", "cpus"} <= set(r["machine"]) and "numpy" in r["versions"]
    assert [c["case"] for c in r["cases"]] == ["toy-step"]
    for c in r["cases"]:
        assert set(c["rows"]) == set(ROWS), c["rows"]  # --quick: no JAX row even where JAX is installed
        for name, row in c["rows"].items():
            assert "status" not in row, (c["case"], name, row)
            assert row["err"] <= row["tol"] == r["tolerances"][c["case"]]
            assert row["n"] == 1 and 0 < row["p10"] <= row["median"] <= row["p90"]
        assert set(c["ratios"]) == {"kina native", "kina numpy backend"}
        assert set(c["ratios"]["kina native"]) == {"kina numpy backend", "numpy by hand"}
        for k, peers in c["ratios"].items():
            for p, v in peers.items():
                assert abs(v - c["rows"][k]["median"] / c["rows"][p]["median"]) < 1e-12
        assert f"{c['case']}  (" in proc.stdout  # each case is printed with its ratios
    assert (tmp_path / "r.png").stat().st_size > 1000


def test_a_peer_that_computes_something_else_is_reported_and_not_timed():
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    try:
        import run
    finally:
        sys.path.pop(0)
    import numpy as np

    want = [np.ones((2, 3), np.float32), np.zeros(4, np.float32)]
    assert run.rel_err([w.copy() for w in want], want) == 0.0
    assert run.rel_err([want[0] * (1 + 1e-3), want[1]], want) > run.TOL["toy-step"]
    assert run.rel_err([want[0]], want) == float("inf")                         # an output missing
    assert run.rel_err([want[0].T, want[1]], want) == float("inf")              # a wrong shape
    assert run.rel_err([want[0] * np.nan, want[1]], want) == float("inf")       # NaN never passes


LOOP_ROWS = {"gru-step": ROWS, "transformer-scan-step": ROWS,
             "greedy-in-graph-36": ("kina native", "kina native per-token", "kina numpy backend", "numpy by hand")}


@pytest.mark.slow
def test_quick_loop_cases_pass_the_reference_check(tmp_path):
    out = tmp_path / "loops.json"
    cases = [a for c in LOOP_ROWS for a in ("--case", c)]
    proc = subprocess.run([sys.executable, RUN, "--quick", *cases, "--out", str(out), "--no-plot"],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    r = json.loads(out.read_text())
    assert [c["case"] for c in r["cases"]] == list(LOOP_ROWS)
    for c in r["cases"]:
        assert set(c["rows"]) == set(LOOP_ROWS[c["case"]]), c["rows"]
        for name, row in c["rows"].items():
            assert "status" not in row, (c["case"], name, row)
            assert row["err"] <= row["tol"] == r["tolerances"][c["case"]]
    assert r["tolerances"]["gru-step"] == r["tolerances"]["transformer-scan-step"] == 1e-5
    assert r["cases"][2]["unit"] == "ms per token"


def test_the_cases_rows_and_a_wrong_case_name():
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    try:
        import run
    finally:
        sys.path.pop(0)
    every = list(run.IMPLS)
    assert run.case_impls("gru-step", every) == ["kina native", "kina numpy backend", "numpy by hand", "jax jit", "jax jit unrolled"]
    assert run.case_impls("greedy-in-graph-256", every) == ["kina native", "kina native per-token", "kina numpy backend",
                                                           "numpy by hand", "jax jit"]
    assert run.case_impls("medium-step", every) == ["kina native", "kina numpy backend", "numpy by hand", "jax jit"]
    with pytest.raises(SystemExit):
        run.main(["--quick", "--case", "gru-stpe"])


def test_before_after_alternates_a_base_tree_and_charts_after_over_before(tmp_path):
    """--base: the base tree's compiler as row `kina before` beside this one's, in every kind of case
    (timed, whole-process, cold); here the base is this very tree, so both rows must agree exactly
    in what they compute, and each cold row must have compiled in a cache of its own."""
    out = tmp_path / "ab.json"
    proc = subprocess.run([sys.executable, RUN, "--quick", "--base", ROOT, "--case", "toy-step", "--case", "cold-compile-toy",
                           "--out", str(out)], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    r = json.loads(out.read_text())
    assert r["base"]["tree"] == ROOT and r["base"]["commit"] == r["base"]["after_commit"]
    step, cold = r["cases"]
    assert set(step["rows"]) == {"kina before", "kina native"}  # peers left out
    assert step["rows"]["kina before"]["err"] == step["rows"]["kina native"]["err"] <= step["rows"]["kina native"]["tol"]
    assert set(cold["rows"]) == {"kina before", "kina native"}
    # a cold row sharing the other's cache would load its artifact instead of compiling (≈ 0.1 s, no codegen)
    assert cold["rows"]["kina before"]["cpu"]["median"] > 0.5 * cold["rows"]["kina native"]["cpu"]["median"]
    # the compiler's modules (lark, the MLIR bindings, llvmlite: hundreds) are imported before the clock, as
    # `import jax` is for JAX, and reported beside it
    for row in cold["rows"].values():
        assert row["with_imports"]["median"] > row["median"] and row["modules_imported_in_clock"] < 20, row
    assert set(cold["ratios_with_imports"]) == set(cold["ratios_kina_imports_only"]) == {"kina before", "kina native"}
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    try:
        import run
    finally:
        sys.path.pop(0)
    ratio, lo, hi = run.before_after(step)
    assert lo <= ratio <= hi and ratio == step["rows"]["kina native"]["median"] / step["rows"]["kina before"]["median"]
    assert (tmp_path / "ab-before-after.png").stat().st_size > 1000


def test_base_that_is_not_a_checkout_is_refused(tmp_path):
    proc = subprocess.run([sys.executable, RUN, "--quick", "--base", str(tmp_path), "--case", "toy-step"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "no packages/ directory" in proc.stderr


def test_cold_profile_names_where_a_cold_compile_goes(tmp_path):
    """benchmarks/cold_profile.py (issue 23 item 3's profile): the build's stages, the MLIR passes
    inside their pipeline steps, LLVM's modules, and the imports timed alone."""
    out = tmp_path / "profile.json"
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "cold_profile.py"), "toy-step", "--reps", "1",
                           "--json", str(out)], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    for line in ("total: compile + first call", "parse", "MLIR passes", "the matmul schedule", "one-shot-bufferize",
                 "LLVM opt + codegen", "optimise at O0", "link", "import the MLIR bindings"):
        assert re.search(rf"^\s+\d+\.\d  {re.escape(line)}", proc.stdout, re.M), (line, proc.stdout)
    r = json.loads(out.read_text())
    parts = r["parts"]
    assert r["case"] == "toy-step" and "MLIR passes/the matmul schedule" in parts and r["imports"]
    assert any(k.startswith("MLIR passes/") and k.count("/") == 2 for k in parts)  # a pass inside its step
    assert parts["imports before the clock (not in the total)"] > 0  # the compiler's modules, as run.py's cold compiles
    stages = sum(v for k, v in parts.items() if "/" not in k and not k.startswith(("total", "the codegen worker", "imports before")))
    assert abs(stages - parts["total: compile + first call"]) < 1e-6  # the top-level lines add up to the total
    inner = sum(v for k, v in parts.items() if k.startswith("MLIR passes/") and k.count("/") == 1)
    assert inner <= parts["MLIR passes"] * 1.05  # the steps are parts of the stage
