"""Extreme programs (deep nesting, huge and overflowing shapes, out-of-range literals, computed
indices): located diagnostics, artifacts or clean runtime errors — never exit 2, an escaping
exception or a signal.

Every case runs `check`, `compile --emit ir`, `compile_source` and `run --backend numpy` through
`kina.cli.main` inside a pool worker (memory-limited: deep recursion or a huge allocation can
only kill the worker, which is reported with the input). The cases of NATIVE also run
`compile --emit so` and `run --backend native`, as a separate job; scripts/fuzz.py runs every
case natively."""
from __future__ import annotations

import re

import pytest

from .extremes import COMPILE_ONLY, cases
from .pool import to_result

CASES = cases()

# natively in CI: one case per kind of failure seen, plus controls that must pass
NATIVE = {
    "broadcast to [100000, 100000] (40 GB)", "broadcast to [100000, 100000] then reduce",
    "result dim 4611686018427387904 by broadcast", "broadcast [1] to [9223372036854775807, 2]",
    "result dim 9007199254740993 by broadcast",  # scripts/fuzz.py: the manifest schema refused a shape the language allows
    "parameter dim 9223372036854775808", "reshape [4] to [4611686018427387905, 4]",
    "I32 + 2147483648", "I64 + 18446744073709551616", "F32 * 1e39", "F32 + 100…(401 digits)",
    "take ids = argmax over 7 rows of a 2-row table", "slice_dyn start computed",
    "nested parentheses ×1000", "I64 + 9223372036854775807", "F64 * 1e400", "F32 * 1e-400",
    "nested loops ×64", "nested ifs ×64", "nested stacking loops ×10", f"trip count {2**63 - 1}{COMPILE_ONLY}",
    f"stacked output of {2**59} rows of F32[2]", "stacked output of 20000 rows", "index inside a loop at a computed position out of range",
    "update_index inside a loop past the end at its last iteration",
}


def slug(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9*.]+", "-", label.replace("×", "x").replace("…", "")).strip("-")


@pytest.fixture(scope="module")
def outcomes(pool):
    """All cases at once through the pool (both workers busy), then one assertion per case."""
    # native jobs first: the restarts after their crashes overlap with the frontend jobs
    jobs = [((label, "native"), "fuzz.harness.check_native", dict(source=src, label=label, name=f"n{i}", run=runnable(label)))
            for i, (label, src) in enumerate(CASES) if label in NATIVE]
    jobs += [((label, "frontend"), "fuzz.harness.check_everything", dict(source=src, label=label, name=f"x{i}", run=runnable(label)))
             for i, (label, src) in enumerate(CASES)]
    sources = dict(CASES)
    results = {}
    for (label, part), out in pool.map(jobs):
        results.setdefault(label, []).append(to_result(out, sources[label], label, mode=part))
    return results


def runnable(label: str) -> bool:
    return not label.endswith(COMPILE_ONLY)


def test_native_selection_names_real_cases():
    assert NATIVE <= {label for label, _ in CASES}


@pytest.mark.parametrize("label", [label for label, _ in CASES], ids=[slug(label) for label, _ in CASES])
def test_extreme_program(outcomes, label):
    failures = [f for r in outcomes[label] for f in r.failures]
    assert not failures, "\n\n".join(f.report() for f in failures)
