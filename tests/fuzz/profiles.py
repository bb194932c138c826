"""Hypothesis profiles of the fuzz tests and each test's number of examples.

    fuzz-ci    (default) derandomized, small budgets: the whole tests/fuzz directory adds
               about a minute to `uv run pytest` on a 2-core machine
    fuzz-long  random seeds, large budgets (scripts/fuzz.py has its own, larger, counts)

Pick one with KINA_FUZZ_PROFILE=fuzz-long; HYPOTHESIS_SEED-style reproduction works as usual
(`--hypothesis-seed=N`)."""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

COMMON = dict(deadline=None, database=None, print_blob=True, suppress_health_check=list(HealthCheck))
settings.register_profile("fuzz-ci", derandomize=True, **COMMON)
settings.register_profile("fuzz-long", derandomize=False, **COMMON)

PROFILE = os.environ.get("KINA_FUZZ_PROFILE", "fuzz-ci")
BUDGETS = {
    "fuzz-ci": {"valid": 40, "mutants": 200, "native": 6, "oracle-backends": 8, "oracle-grad": 30,
                "loop-valid": 20, "loop-defects": 25, "loop-mutants": 40, "loop-native": 3, "loop-oracle-backends": 3,
                "loop-oracle-grad": 12, "hostile-host": 40, "hostile-outputs": 20},
    "fuzz-long": {"valid": 2000, "mutants": 5000, "native": 200, "oracle-backends": 500, "oracle-grad": 1000,
                  "loop-valid": 1000, "loop-defects": 1000, "loop-mutants": 2000, "loop-native": 150, "loop-oracle-backends": 300,
                  "loop-oracle-grad": 500, "hostile-host": 2000, "hostile-outputs": 500},
}


def budget(name: str) -> settings:
    """The settings for one fuzz test: the profile's, with that test's number of examples."""
    return settings(settings.get_profile(PROFILE), max_examples=BUDGETS[PROFILE][name])
