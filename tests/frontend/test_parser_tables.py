"""The stored LALR tables (kina/frontend/grammar_tables.json) are current, are what the parser
loads, and parse exactly as tables built from grammar.lark do: the same trees with the same
positions and the same diagnostics. A stale or damaged file falls back to building."""
from __future__ import annotations

import glob
import json
import os
import random
import subprocess
import sys

import lark
import pytest

from kina.diagnostics import KinaError, Source
from kina.frontend import parser as P
from kina.frontend import tables

from conftest import ROOT

REGENERATE = "uv run python -m kina.frontend.tables"


@pytest.fixture(scope="module")
def built():
    return tables.build()


@pytest.fixture(scope="module")
def loaded():
    p = tables.load()
    assert p is not None, f"the stored tables were not loaded: {tables.last_status}; run `{REGENERATE}`"
    return p


def packaged() -> str:
    with open(tables.TABLES, encoding="utf-8") as fh:
        return fh.read()


def test_stored_tables_are_current():
    assert tables.generate() == packaged(), f"grammar_tables.json is stale: run `{REGENERATE}`"


def test_generation_does_not_depend_on_the_process():
    # lark numbers states in set-iteration order; the canonical renumbering must hide it
    code = "import sys; from kina.frontend import tables; sys.stdout.write(tables.generate())"
    outs = {subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONHASHSEED=seed),
                           capture_output=True, text=True, check=True).stdout for seed in ("1", "2")}
    assert outs == {packaged()}


def test_parser_loads_the_stored_tables():
    p = tables.parser()
    assert tables.last_status == "loaded"
    assert isinstance(p, lark.Lark)


def test_loaded_tables_equal_built_ones(loaded, built):
    assert tables.serialise(loaded) == tables.serialise(built)


def corpus() -> list[tuple[str, str]]:
    files = [f for f in glob.glob(os.path.join(ROOT, "**", "*.kina"), recursive=True) if f"{os.sep}." not in f]
    out = []
    for f in sorted(files):
        with open(f, encoding="utf-8", errors="replace") as fh:
            out.append((os.path.relpath(f, ROOT), fh.read()))
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    try:
        import programs as B
    finally:
        sys.path.pop(0)
    out.append(("bench storylm", B.storylm_source(8, 64, 128, 4, 256)))
    out.append(("bench transformer", B.transformer_source(8, 32, 64, 4, 256, 256, 2)))
    return out


def dump(tree) -> list:
    """A tree with every node's and token's kind, text and full position."""
    out, work = [], [tree]
    while work:
        node = work.pop()
        if isinstance(node, lark.Tree):
            m = node.meta
            pos = None if m.empty else (m.line, m.column, m.end_line, m.end_column, m.start_pos, m.end_pos)
            out.append(("tree", node.data, len(node.children), pos))
            work.extend(reversed(node.children))
        elif isinstance(node, lark.Token):
            out.append(("token", node.type, str(node), node.line, node.column, node.end_line, node.end_column, node.start_pos))
        else:
            out.append(("other", repr(node)))
    return out


def diagnose(parser, name: str, text: str, monkeypatch) -> str:
    monkeypatch.setattr(P, "_parser", lambda: parser)
    try:
        P.parse(Source(name, text))
    except KinaError as e:
        return f"error: {e}"
    return "ok"


def test_same_trees(loaded, built):
    programs = corpus()
    assert len(programs) >= 10
    for name, text in programs:
        assert dump(loaded.parse(text)) == dump(built.parse(text)), name


def mutants(text: str, rng: random.Random, n: int) -> list[str]:
    out = []
    for _ in range(n):
        i = rng.randrange(len(text) + 1)
        kind = rng.randrange(3)
        if kind == 0:
            out.append(text[:i])  # truncated
        elif kind == 1:
            out.append(text[:i] + rng.choice(["$", ")", "let", "{", ",", "@", "1.5e", "->", "in", "\"x"]) + text[i:])
        else:
            out.append(text[:i] + text[i + rng.randrange(1, 6):])  # a few characters deleted
    return out


def test_same_diagnostics(loaded, built, monkeypatch):
    rng = random.Random(9)
    checked = errors = 0
    for name, text in corpus():
        for m in mutants(text, rng, 16):
            a, b = diagnose(loaded, name, m, monkeypatch), diagnose(built, name, m, monkeypatch)
            assert a == b, f"{name}: {m!r}"
            checked += 1
            errors += a.startswith("error")
    assert checked >= 160 and errors >= checked // 2  # the mutants do reach the error paths


def test_edited_grammar_falls_back_to_building(monkeypatch):
    edited = tables.grammar_text() + "\n// an edit the stored tables do not know about\n"
    assert tables.load(edited) is None and tables.last_status == "stale grammar"
    monkeypatch.setattr(tables, "grammar_text", lambda: edited)
    p = tables.parser()
    assert tables.last_status == "built (stale grammar)"
    assert isinstance(p, lark.Lark) and p.parse("fn @main() -> tensor<F32, []> { 1.0 }")


def test_other_lark_version_falls_back(monkeypatch):
    monkeypatch.setattr(lark, "__version__", "0.0.1")
    assert tables.load() is None and tables.last_status == "stale lark version"


@pytest.mark.parametrize("damage, status", [("", "unreadable"), ("{", "unreadable"), ("[]", "unreadable"), ("null", "unreadable"),
                                            ('{"format": 1}', "stale grammar, lark version, options")])
def test_damaged_tables_fall_back(damage, status):
    assert tables.load(tables=damage) is None and tables.last_status.startswith(status)


def test_tables_with_damaged_content_fall_back():
    doc = json.loads(packaged())
    del doc["data"]["parser"]
    assert tables.load(tables=json.dumps(doc)) is None and tables.last_status.startswith("unreadable")


def test_check_command_reports_current():
    r = subprocess.run([sys.executable, "-m", "kina.frontend.tables", "--check"], capture_output=True, text=True)
    assert r.returncode == 0 and "current" in r.stdout
