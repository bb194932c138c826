"""The worker pool shared by the fuzz tests (native code and crash-prone runs go there)."""
from __future__ import annotations

import os

import pytest

from .pool import Pool


@pytest.fixture(scope="session")
def pool():
    p = Pool(workers=int(os.environ.get("KINA_FUZZ_WORKERS", "2")))
    yield p
    p.close()
