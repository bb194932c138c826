"""Highlighting: the Pygments lexer (found through its `pygments.lexers` entry point, as
documentation tools find it) on every `.kina` file of the repository, and the VS Code folder:
valid JSON, a TextMate grammar that gives every keyword of grammar.lark a keyword scope, and an
extension that launches `kina lsp`."""
from __future__ import annotations

import glob
import json
import os
import re

import pytest
from pygments.lexers import find_lexer_class_for_filename, get_lexer_by_name
from pygments.token import Error, Keyword, Name

from .conftest import ROOT

GRAMMAR = os.path.join(ROOT, "packages", "kina-frontend", "src", "kina", "frontend", "grammar.lark")
VSCODE = os.path.join(ROOT, "editors", "vscode")
PROGRAMS = sorted(p for p in glob.glob(os.path.join(ROOT, "**", "*.kina"), recursive=True)
                  if "/.venv/" not in p and "/node_modules/" not in p)


def grammar_keywords() -> set[str]:
    """The words of grammar.lark: quoted keywords in its rules, the names NAME excludes, the
    dtypes, placements and @main."""
    text = open(GRAMMAR, encoding="utf-8").read()
    words = set(re.findall(r'"([a-z]+)"', text))
    excluded = re.search(r"NAME: /\(\?!\(([a-z|]+)\)", text)
    words |= set(excluded.group(1).split("|"))
    words |= set(re.search(r"DTYPE\.2: /\(([A-Za-z0-9|]+)\)", text).group(1).split("|"))
    words |= set(re.findall(r'"(@[a-z]+)"', text))
    return words


def test_the_keyword_list_is_read_from_the_grammar():
    words = grammar_keywords()
    assert {"let", "in", "fn", "handle", "with", "tensor", "type", "include", "loop", "for", "if", "else",
            "true", "false", "F32", "Bool", "@main", "@host", "@device"} <= words


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: os.path.relpath(p, ROOT))
def test_the_lexer_lexes_every_program_without_error_tokens(path):
    lexer = get_lexer_by_name("kina")
    text = open(path, encoding="utf-8").read()
    tokens = list(lexer.get_tokens(text))
    errors = [(v, i) for i, (t, v) in enumerate(tokens) if t in Error]
    assert not errors, errors[:5]
    assert "".join(v for _, v in tokens) == (text if text.endswith("\n") else text + "\n")  # Pygments ends in a newline


def test_the_lexer_is_registered_for_the_file_extension_and_marks_errors():
    assert find_lexer_class_for_filename("model.kina").__name__ == "KinaLexer"
    lexer = get_lexer_by_name("kina")
    tokens = list(lexer.get_tokens("let x = y ~ z in"))
    assert (Error, "~") in tokens  # a character Kina has no use for is an error: the test above can fail
    kinds = dict((v, t) for t, v in lexer.get_tokens("let f = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> { x.exp() } in"))
    assert kinds["f"] in Name.Function and kinds["exp"] in Name.Function and kinds["F32"] in Keyword.Type
    for word in grammar_keywords():
        kind = next(t for t, v in lexer.get_tokens(word) if v.strip())
        assert kind in Keyword or kind in Name.Function or kind in Name.Decorator, (word, kind)


def _json(name: str):
    with open(os.path.join(VSCODE, name), encoding="utf-8") as f:
        return json.load(f)


def _patterns(grammar: dict):
    """(regex, scope) of every `match` rule, in the order the root's includes try them."""
    repo = grammar["repository"]
    out = []

    def walk(rule):
        if "include" in rule:
            walk(repo[rule["include"].lstrip("#")])
        elif "patterns" in rule and "match" not in rule:
            for r in rule["patterns"]:
                walk(r)
        elif "match" in rule:
            scopes = [rule.get("name", "")] + [c["name"] for c in rule.get("captures", {}).values()]
            out.append((rule["match"], scopes))
    for r in grammar["patterns"]:
        walk(r)
    return out


def test_the_textmate_grammar_is_valid_and_scopes_every_keyword():
    grammar = _json("syntaxes/kina.tmLanguage.json")
    assert grammar["scopeName"] == "source.kina"
    patterns = _patterns(grammar)
    for word in grammar_keywords():
        first = next(((rx, scopes) for rx, scopes in patterns if re.match(rx, word)), None)
        assert first is not None, f"no rule matches {word}"
        rx, scopes = first
        assert re.match(rx, word).group() == word, (word, rx)
        assert any(s.startswith(("keyword", "storage", "support.type", "constant.language", "entity.name.function.main"))
                   for s in scopes if s), (word, scopes)
    markdown = _json("syntaxes/kina.markdown.tmLanguage.json")
    assert markdown["patterns"][0]["include"] == "#kina-code-block"


def test_the_vscode_extension_launches_kina_lsp():
    package = _json("package.json")
    _json("language-configuration.json")
    lang = package["contributes"]["languages"][0]
    assert lang["id"] == "kina" and ".kina" in lang["extensions"]
    for g in package["contributes"]["grammars"]:
        assert os.path.isfile(os.path.join(VSCODE, g["path"]))
    assert package["contributes"]["configuration"]["properties"]["kina.server.command"]["default"] == ["kina", "lsp"]
    main = open(os.path.join(VSCODE, package["main"]), encoding="utf-8").read()
    assert '"server.command"' in main and "TransportKind.stdio" in main
