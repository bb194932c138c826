"""docs/spec.md §C0: the grammar of `loop … for … < …` and `if … else`, their precedence, their spans,
the AST dumps, and the diagnostic for a program that uses one of the new keywords as a name."""
from __future__ import annotations

import re

import pytest

from helpers import T, check, diagnose
from kina.diagnostics import Source
from kina.frontend import ast as A
from kina.frontend.parser import parse

F2 = T("F32", [2])
F32_ = T("F32", [3, 2])
S = T("F32", [])


def main(params: str, result: str, body: str) -> str:
    return f"fn @main({params}) -> {result} {{\n  {body}\n}}\n"


def body_of(text: str) -> A.Expr:
    return parse(Source("t.kina", text)).main.body


def test_loop_parses_with_carries_index_trip_and_spans():
    src = main(f"x: {F2}", F2, "loop (h = x, c = x.exp()) for step < 7 { (h, c) }")
    e = body_of(src)
    assert isinstance(e, A.Loop)
    assert [c.name for c in e.carries] == ["h", "c"] and e.index == "step" and e.trip == 7
    assert isinstance(e.carries[1].init, A.Method) and isinstance(e.body, A.TupleExpr)
    line = src.split("\n")[1]
    assert (e.keyword_span.line, e.keyword_span.column) == (2, line.index("loop") + 1)
    assert e.carries[1].name_span.column == line.index("c =") + 1
    assert e.index_span.column == line.index("step") + 1
    assert e.trip_span.column == line.index("7") + 1
    assert e.body_span.column == line.index("{ (h") + 1


def test_trip_count_is_a_size_expression():
    e = body_of(main(f"x: {F2}", F2, "loop (h = x) for t < N * 2 - 1 { h }"))
    assert str(e.trip) == "2 * N - 1"
    assert body_of(main(f"x: {F2}", F2, "loop (h = x) for t < (3 + 4) * 2 { h }")).trip == 14


def test_if_parses_with_spans():
    src = main(f"x: {F2}, c: {T('Bool', [])}", F2, "if c { x } else { x.exp() }")
    e = body_of(src)
    assert isinstance(e, A.If) and isinstance(e.cond, A.Var) and isinstance(e.orelse, A.Method)
    line = src.split("\n")[1]
    assert e.then_span.column == line.index("{ x }") + 1 and e.else_span.column == line.index("{ x.exp") + 1


@pytest.mark.parametrize("body", [
    "let y = loop (h = x) for t < 2 { h } in y",                       # a let value
    "x + (if c { x } else { x })",                                    # an operand, in parentheses
    "(loop (h = x) for t < 2 { h }).exp()",                           # a method receiver, in parentheses
    "f(if c { x } else { x }, loop (h = x) for t < 2 { h })",         # call arguments
    "if c { if c { x } else { x } } else { loop (h = x) for t < 2 { h } }",  # block tails
    "loop (h = if c { x } else { x }) for t < 2 { h }",               # a carry's initial value
])
def test_loop_and_if_sit_where_let_and_handle_do(body):
    src = f"let f = fn(a: {F2}, b: {F2}) -> {F2} {{ a + b }} in\n" + main(f"x: {F2}, c: {T('Bool', [])}", F2, body)
    check(src)


@pytest.mark.parametrize("body,marker,gist", [
    ("x + if c { x } else { x }", "if", "an `if` used as an operand needs parentheses"),
    ("x * loop (h = x) for t < 2 { h }", "loop", "a `loop` used as an operand needs parentheses"),
    ("-if c { x } else { x }", "if", "needs parentheses"),
    ("loop (h = x) for t < 2 { h }.exp()", ".exp", "unexpected `.`"),
    ("if c { x } else { x } + x", "+ x", "unexpected `+`"),
])
def test_as_an_operand_they_need_parentheses(body, marker, gist):
    src = main(f"x: {F2}, c: {T('Bool', [])}", F2, body)
    err = diagnose(src)
    d = err.diagnostics[0]
    assert (d.span.line, d.span.column) == (2, src.split("\n")[1].index(marker) + 1), err.render()
    assert gist in d.message, err.render()


def test_a_value_named_like_a_keyword_in_an_operand_is_located():
    src = main(f"x: {F2}", F2, "x + else")
    d = diagnose(src).diagnostics[0]
    assert (d.span.line, d.span.column) == (2, 7) and "`else` is a keyword now" in d.message


def test_the_header_less_than_is_not_a_comparison():
    # `t < 3` in the header binds the index; the block may compare the index with `<` itself
    ir = check(main(f"x: {F2}", F2, "loop (h = x) for t < 3 { if t < 1 { h } else { h * 2.0 } }"))
    (loop,) = ir.functions["main"].body
    assert loop.trip == 3


@pytest.mark.parametrize("word", ["loop", "for", "if", "else"])
@pytest.mark.parametrize("where,template", [
    ("let", "fn @main(x: {F2}) -> {F2} {{\n  let {w} = x in {w}\n}}\n"),
    ("parameter", "fn @main({w}: {F2}) -> {F2} {{\n  x\n}}\n"),
    ("function", "let {w} = fn(a: {F2}) -> {F2} {{ a }} in\nfn @main(x: {F2}) -> {F2} {{ x }}\n"),
    ("carry", "fn @main(x: {F2}) -> {F2} {{\n  loop ({w} = x) for t < 2 {{ x }}\n}}\n"),
    ("index", "fn @main(x: {F2}) -> {F2} {{\n  loop (h = x) for {w} < 2 {{ h }}\n}}\n"),
    ("tuple pattern", "fn @main(x: {F2}) -> {F2} {{\n  let (a, {w}) = (x, x) in a\n}}\n"),
])
def test_a_new_keyword_used_as_a_name_is_located(word, where, template):
    src = template.format(w=word, F2=F2)
    marked = template.format(w="\0", F2=F2)  # where the (first) name stands
    line = marked[:marked.index("\0")].count("\n") + 1
    col = marked.index("\0") - (marked.rfind("\n", 0, marked.index("\0")) + 1) + 1
    err = diagnose(src, path="kw.kina", stage="ast")
    d = err.diagnostics[0]
    assert (d.span.line, d.span.column) == (line, col), err.render()
    assert f"`{word}` is a keyword now" in d.message and "cannot be a name" in d.message, err.render()
    assert d.hint == f"rename it, e.g. `{word}_`"
    assert err.render().startswith(f"kw.kina:{line}:{col}: error: ")


def test_names_that_only_start_with_a_keyword_are_names():
    check(main(f"loops: {F2}, format: {F2}, iffy: {F2}, elsewhere: {F2}", F2, "loops + format + iffy + elsewhere"))


def test_untyped_and_typed_dumps_show_loops_and_ifs():
    src = main(f"x: {F2}, c: {T('Bool', [])}", F2, "loop (h = x) for t < 3 { if c { h } else { h.exp() } }")
    ast = check(src, stage="ast")
    text = A.dump(ast)
    assert "Loop for t < 3  @2:3" in text and "carry h =" in text and "  do" in text
    col = src.split("\n")[1].index("if c") + 1
    assert f"If  @2:{col}" in text and "    then" in text and "    else" in text
    typed = A.dump(check(src, stage="typed"), typed=True)
    assert f"Loop for t < 3  : {F2}  @2:3" in typed and f"If  : {F2}  @2:{col}" in typed


def test_a_deep_dump_keeps_its_literal_lines_aligned():
    # beyond MAX_INDENT levels the dump prints the depth; the `carry`/`do` lines follow the same rule
    body = "x"
    for _ in range(40):
        body = f"loop (h = {body}) for t < 2 {{ h }}"
    text = A.dump(check(main(f"x: {F2}", F2, body), stage="ast"))
    deep = [line for line in text.split("\n") if "carry h =" in line and "[" in line]
    assert deep and all(re.fullmatch(r" {128}\[\d+\] carry h =", line) for line in deep), deep[:2]


@pytest.mark.parametrize("body,marker,gist", [
    ("if c { x }", "}\n", "unexpected `}`; expected 'else'"),  # at the `}` closing @main
    ("loop (h = x) for t { h }", "{ h", "expected '<'"),
    ("loop h = x for t < 2 { h }", "h =", "expected '('"),
    ("loop () for t < 2 { x }", ")", "expected a name"),
    # only what may follow a trip count: LALR's merged lookaheads also offered `,` `)` `]` (from shapes)
    ("loop (h = x) for t < 2 h", "h\n", "expected '*', '/' or '@', '+', '-', '{'"),
    ("if c x else y", "x else", "unexpected name `x`"),
])
def test_malformed_headers_are_located(body, marker, gist):
    src = main(f"x: {F2}, c: {T('Bool', [])}", F2, body)
    err = diagnose(src, stage="ast")
    d = err.diagnostics[0]
    # the marker's first place after line 1; a marker ending a line: its last place
    start = src.rindex(marker) if marker.endswith("\n") else src.index("\n") + 1 + src[src.index("\n") + 1:].index(marker)
    line = src[:start].count("\n") + 1
    col = start - (src.rfind("\n", 0, start) + 1) + 1
    assert (d.span.line, d.span.column) == (line, col), err.render()
    assert gist in d.message, err.render()


def test_the_expected_tokens_of_an_error_deep_in_a_long_spine_are_exact():
    # 20,000 lets open on the parser's stack: the acceptable tokens are found on the state stack
    # alone (no copy of the parse so far), and only tokens that really fit are listed
    src = main(f"x: {F2}", F2, "let a = x in " * 20_000 + "a a")
    d = diagnose(src, stage="ast").diagnostics[0]
    assert d.message == ("unexpected name `a`; expected '(', '*', '/' or '@', '+', '-', '.', '[', '}', "
                         "a comparison (< <= > >= == !=)"), d.message
