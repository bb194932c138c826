"""A Pygments lexer for Kina, registered under the `pygments.lexers` entry point (documentation
tools highlight ```` ```kina ```` blocks with it). Its words are grammar.lark's (§C0 for the
Phase 3 keywords); tests/lsp/test_highlighting.py lexes every `.kina` file with no Error token."""
from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String, Whitespace

KEYWORDS = ("let", "in", "fn", "handle", "with", "type", "include", "loop", "for", "if", "else")
CONSTANTS = ("true", "false")
DTYPES = ("F32", "F64", "I32", "I64", "Bool")


class KinaLexer(RegexLexer):
    name = "Kina"
    aliases = ["kina"]
    filenames = ["*.kina"]
    mimetypes = ["text/x-kina"]

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"//[^\n]*", Comment.Single),
            (r'"[^"\n]*"', String.Double),
            (r"(let)(\s+)([A-Za-z_]\w*)(\s*)(=)(\s*)(fn)\b",
             bygroups(Keyword.Declaration, Whitespace, Name.Function, Whitespace, Operator, Whitespace, Keyword.Declaration)),
            (r"(type)(\s+)([A-Za-z_]\w*)", bygroups(Keyword.Declaration, Whitespace, Name.Class)),
            (r"@main\b", Name.Function),
            (r"@(host|device)\b", Name.Decorator),
            (words(KEYWORDS, suffix=r"\b"), Keyword),
            (r"tensor\b", Keyword.Type),
            (words(DTYPES, suffix=r"\b"), Keyword.Type),
            (words(CONSTANTS, suffix=r"\b"), Keyword.Constant),
            (r"(\.)(\s*)([A-Za-z_]\w*)", bygroups(Punctuation, Whitespace, Name.Function.Magic)),
            (r"[0-9]+\.[0-9]+([eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+", Number.Float),
            (r"[0-9]+", Number.Integer),
            (r"([A-Za-z_]\w*)(?=\s*(\[[^\]\n]*\]\s*)?\()", Name.Function),
            (r"[A-Z]\w*", Name.Class),  # size variables and type aliases are capitalised by convention
            (r"[A-Za-z_]\w*", Name),
            (r"->|<=|>=|==|!=|[-+*/@<>=]", Operator),
            (r"[(){}\[\],:]", Punctuation),
        ],
    }
