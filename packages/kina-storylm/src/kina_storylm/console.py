"""The `kina-storylm` console script: kina_storylm.cli loaded and run through kina.console (no
garbage collections over start-up's objects, none at exit)."""
from __future__ import annotations

from kina.console import console_script


def run() -> int:
    return console_script("kina_storylm.cli:main")
