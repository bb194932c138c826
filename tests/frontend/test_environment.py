"""One table of every KINA_* variable (kina.environment), one parsing rule, documented in
docs/configuration.md; no package reads a KINA_* variable outside it."""
from __future__ import annotations

import glob
import os
import re

import pytest

from kina import environment
from kina.environment import VARIABLES, read, table_markdown

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.parametrize("raw,want", [("1", True), ("true", True), ("YES", True), ("on", True), (" 1 ", True),
                                      ("0", False), ("false", False), ("No", False), ("off", False), ("", False)])
def test_a_flag_reads_the_same_way_everywhere(raw, want):
    for name in ("KINA_VERIFY", "KINA_NO_CACHE", "KINA_DEBUG", "KINA_LOG_COMPILES"):
        assert read(name, {name: raw}) is want, (name, raw)


def test_a_bad_value_warns_once_and_takes_the_default(capsys, monkeypatch):
    monkeypatch.setattr(environment, "_warned", set())
    assert read("KINA_NO_CACHE", {"KINA_NO_CACHE": "maybe"}) is False
    assert read("KINA_NO_CACHE", {"KINA_NO_CACHE": "maybe"}) is False
    err = capsys.readouterr().err
    assert err.count("KINA_NO_CACHE='maybe'") == 1 and "using the default" in err
    assert read("KINA_NUM_THREADS", {"KINA_NUM_THREADS": "0"}) is None  # below its minimum of 1
    assert read("KINA_NUM_THREADS", {"KINA_NUM_THREADS": "two"}) is None
    assert read("KINA_NUM_THREADS", {"KINA_NUM_THREADS": "3"}) == 3
    assert read("KINA_VECTORISE", {}) is True  # a switch that is on by default


def test_docs_hold_the_table():
    with open(os.path.join(ROOT, "docs", "configuration.md")) as fh:
        assert table_markdown() in fh.read(), "docs/configuration.md: paste kina.environment.table_markdown() again"


def test_every_kina_variable_the_sources_name_is_in_the_table():
    named, direct = set(), []
    for path in glob.glob(os.path.join(ROOT, "packages", "*", "src", "**", "*.py"), recursive=True):
        with open(path) as fh:
            text = fh.read()
        named |= set(re.findall(r"\bKINA_[A-Z0-9_]+\b", text))
        if not path.endswith("environment.py"):
            direct += [f"{path}: {m}" for m in re.findall(r"environ(?:\.get\(|\[)\s*[\"']KINA_[A-Z_]+", text)]
    assert named - set(VARIABLES) == set()
    assert not direct, "read KINA_* through kina.environment.read: " + "; ".join(direct)
