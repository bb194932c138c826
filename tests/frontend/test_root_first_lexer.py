"""kina.frontend.lexer's root-first lexer gives exactly lark's contextual lexer's tokens, trees and
diagnostics, and compiles few per-state scanners (the reason it exists: a cold compile's first
parse compiled ≈ 45 regular expressions)."""
from __future__ import annotations

import random

import pytest

from kina.frontend import tables
from kina.frontend.lexer import RootFirstLexer, install
from lark.lexer import ContextualLexer

from test_parser_tables import corpus, diagnose, dump, mutants


@pytest.fixture
def root_first():
    p = tables.load()
    assert p is not None, tables.last_status
    install(p)
    assert type(p.parser.lexer) is RootFirstLexer
    return p


@pytest.fixture
def plain():
    p = tables.load()  # lark's own lexer: load() does not install ours
    assert type(p.parser.lexer) is ContextualLexer
    return p


def scanners_built(p) -> int:
    return sum(1 for lx in {id(x): x for x in p.parser.lexer.lexers.values()}.values() if lx._scanner is not None)


def tokens(p, text: str) -> list:
    return [(t.type, str(t), t.line, t.column, t.end_line, t.end_column) for t in p.parse_interactive(text).iter_parse()]


def test_the_parser_uses_it():
    assert type(tables.parser().parser.lexer) is RootFirstLexer


def test_same_trees_and_tokens(root_first, plain):
    for name, text in corpus():
        assert dump(root_first.parse(text)) == dump(plain.parse(text)), name
        # the token stream itself, as the parser's states ask for it (the tree drops anonymous tokens)
        a, b = tokens(root_first, text), tokens(plain, text)
        assert len(a) > 10 and a == b, name


KEYWORDS_AS_NAMES = [
    # Phase 3's keywords stay names where no keyword fits (§C0)
    "fn @main(loop: tensor<F32, [2]>, for: tensor<F32, [2]>) -> tensor<F32, [2]> { loop + for }",
    "fn @main(x: tensor<F32, [2]>) -> tensor<F32, [2]> { let if = x in let else = if * if in else }",
    "fn @main(x: tensor<F32, [2]>) -> tensor<F32, [2]> { let loopy = x in loopy }",
    "fn @main(x: tensor<F32, []>) -> tensor<F32, []> { if x > 0.0 { x } else { -x } }",
]


@pytest.mark.parametrize("text", KEYWORDS_AS_NAMES)
def test_keywords_as_names(root_first, plain, text, monkeypatch):
    assert diagnose(root_first, "k", text, monkeypatch) == diagnose(plain, "k", text, monkeypatch)
    if diagnose(plain, "k", text, monkeypatch) == "ok":
        assert dump(root_first.parse(text)) == dump(plain.parse(text))


def test_same_diagnostics(root_first, plain, monkeypatch):
    rng = random.Random(23)
    checked = errors = 0
    for name, text in corpus():
        extra = [text[:i] + f" {w} " + text[i:] for w in ("loop", "for", "if", "else", "loop(")
                 for i in (rng.randrange(len(text) + 1),)]
        for m in mutants(text, rng, 10) + extra:
            a = diagnose(root_first, name, m, monkeypatch)
            assert a == diagnose(plain, name, m, monkeypatch), f"{name}: {m!r}"
            checked += 1
            errors += a.startswith("error")
    assert checked >= 150 and errors >= checked // 3  # the mutants reach the error paths


def test_few_state_scanners(root_first, plain):
    text = dict(corpus())["bench storylm"]
    root_first.parse(text)
    plain.parse(text)
    # lark compiles one expression per state visited; the root-first lexer only where it must
    assert scanners_built(plain) >= 20
    assert scanners_built(root_first) <= 8
