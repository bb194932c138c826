"""Shared test set-up: a fresh compile cache per session (so compilation is tested, not only cache
hits), and the IR verifier between passes."""
from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("KINA_CACHE_DIR", tempfile.mkdtemp(prefix="kina-test-cache-"))
# the IR verifier runs after every pass in every test (users opt in with KINA_VERIFY=1)
os.environ.setdefault("KINA_VERIFY", "1")
# the built-in tiles, whatever tuning table the cache directory holds (tests/mlir/test_tuning.py turns it on)
os.environ.setdefault("KINA_TUNE", "0")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, "packages", "kina-storylm", "src", "kina_storylm", "programs")
FIXTURES = os.path.join(ROOT, "tests", "mlir", "emit", "fixtures", "storylm0")


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def routines_for_every_size(monkeypatch):
    """Pure transposes of any size call the shared transpose routine, for the tests of its
    mechanics on small shapes (a build keeps one under ROUTINE_MIN_ELEMENTS a kernel of its own:
    tests/mlir/transforms/test_transpose_routine.py, test_small_transposes_keep_their_own_kernels)."""
    from kina_mlir.transforms import routines

    monkeypatch.setattr(routines, "ROUTINE_MIN_ELEMENTS", 0)
