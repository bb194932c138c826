"""The three validation scripts, run as the user runs them (exit status 0, every check printed)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT

SCRIPTS = ["validate_nll_decoder_train.py", "validate_train.py", "validate_decoder_adamw.py"]


@pytest.mark.slow
@pytest.mark.parametrize("script", SCRIPTS)
def test_validation_script_passes(script):
    r = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", script)], capture_output=True, text=True)
    print(r.stdout)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "[FAIL]" not in r.stdout and "[PASS]" in r.stdout
