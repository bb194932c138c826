"""Negative programs: each must give one located diagnostic (line, column, gist),
rendered with file:line:col, the source line and a caret."""
from __future__ import annotations

import pytest

from helpers import T, diagnose

F2 = T("F32", [2])
F3 = T("F32", [3])
F23 = T("F32", [2, 3])
I4 = T("I64", [4])


def main(params: str, result: str, body: str) -> str:
    return f"fn @main({params}) -> {result} {{\n  {body}\n}}\n"


# (name, source, (line, marker on that line where the caret must be), gist of the message)
CASES = [
    ("unknown-name", main(f"x: {F2}", F2, "y"), (2, "y"), "unknown name `y`"),
    ("did-you-mean", main(f"xs: {F2}", F2, "xz"), (2, "xz"), "did you mean `xs`"),
    ("add-shape-mismatch", main(f"x: {F2}, y: {F3}", F2, "x + y"), (2, "x + y"), "tensor<F32, [2], @host> and tensor<F32, [3], @host>"),
    ("add-dtype-mismatch", main(f"x: {F2}, y: {T('F64', [2])}", F2, "x + y"), (2, "x + y"), "identical types"),
    ("add-placement-mismatch", main(f"x: {F2}", F2, "let d = x.to(@device) in x + d"), (2, "x + d"), "different placements"),
    ("float-literal-int", main(f"x: {T('I64', [2])}", T("I64", [2]), "x + 1.5"), (2, "1.5"), "float literal"),
    ("literal-alone", main(f"x: {F2}", F2, "1.0"), (2, "1.0"), "has no type"),
    ("two-literals", main(f"x: {F2}", F2, "1.0 + 2.0"), (2, "1.0"), "has no type"),
    ("int-division", main(f"x: {T('I64', [2])}", T("I64", [2]), "x / x"), (2, "x / x"), "needs a float"),
    ("unknown-method", main(f"x: {F2}", F2, "x.expp()"), (2, "expp"), "unknown method `.expp`"),
    ("static-kind", main(f"x: {F23}", F23, "x.reshape(F32)"), (2, "F32"), "expects a shape"),
    ("reshape-volume", main(f"x: {F23}", T("F32", [5]), "x.reshape([5])"), (2, "[5]"), "cannot reshape"),
    ("transpose-perm", main(f"x: {F23}", F23, "x.transpose([0, 0])"), (2, "[0, 0]"), "not a permutation"),
    ("broadcast-incompatible", main(f"x: {F3}", T("F32", [2, 4]), "x.broadcast([2, 4])"), (2, "[2, 4]"), "cannot broadcast"),
    ("broadcast-lower-rank", main(f"x: {F23}", F3, "x.broadcast([3])"), (2, "[3]"), "lower-rank"),
    ("reduce-axis-range", main(f"x: {F23}", F2, "x.reduce_sum(axes=[2])"), (2, "axes=[2]"), "out of range"),
    ("reduce-axis-repeat", main(f"x: {F23}", T("F32", []), "x.reduce_sum(axes=[0, 0])"), (2, "axes="), "repeat"),
    ("unknown-kwarg", main(f"x: {F23}", F23, "x.softmax(dim=1)"), (2, "dim=1"), "has no argument `dim`"),
    ("missing-kwarg", main(f"x: {F23}", F23, "x.softmax()"), (2, "softmax"), "needs the argument `axis`"),
    ("matmul-rank", main(f"x: {F23}, y: {F3}", F2, "x @ y"), (2, "x @ y"), "equal rank"),
    ("matmul-k", main(f"x: {F23}, y: {T('F32', [4, 5])}", T("F32", [2, 5]), "x @ y"), (2, "x @ y"), "k is 3 on the left and 4"),
    ("take-ids-dtype", main(f"t: {T('F32', [8, 4])}, i: {T('I32', [4])}", T("F32", [4, 4]), "t.take(i, axis=0)"), (2, "i, axis"), "ids of dtype I64"),
    ("take-axis", main(f"t: {T('F32', [8, 4])}, i: {I4}", T("F32", [4, 4]), "t.take(i, axis=1)"), (2, "axis=1"), "only axis=0"),
    ("tal-shape", main(f"x: {T('F32', [2, 3, 5])}, i: {T('I64', [2, 4])}", T("F32", [2, 4]), "x.take_along_axis(i, axis=2)"), (2, "i, axis"), "without axis 2"),
    ("tal-device", main(f"x: {T('F32', [2, 5])}, i: {T('I64', [2])}", T("F32", [2]),
                        "let d = x.to(@device) in let j = i.to(@device) in let p = d.take_along_axis(j, axis=1) in p.to(@host)"),
     (2, "take_along_axis"), "host-only in Phase 1"),
    ("argmax-axis", main(f"x: {F23}", T("I64", [2]), "x.argmax(axis=2)"), (2, "axis=2"), "out of range"),
    ("call-unknown", main(f"x: {F2}", F2, "g(x)"), (2, "g(x)"), "cannot call `g`"),
    ("call-arity", f"let f = fn(a: {F2}) -> {F2} {{ a }} in\n" + main(f"x: {F2}", F2, "f(x, x)"), (3, "f(x"), "takes 1 argument(s), got 2"),
    ("call-arg-type", f"let f = fn(a: {F2}) -> {F2} {{ a }} in\n" + main(f"x: {F3}", F2, "f(x)"), (3, "x)"), "argument `a` of `f` must be"),
    ("fn-as-value", f"let f = fn(a: {F2}) -> {F2} {{ a }} in\n" + main(f"x: {F2}", F2, "f"), (3, "f"), "is a function, not a value"),
    ("result-mismatch", main(f"x: {F3}", F2, "x.exp()"), (2, "x.exp"), "declared to return"),
    ("tuple-not-tail", main(f"x: {F2}", F2, "let t = (x, x) in x"), (2, "(x, x)"), "only be the result"),
    ("let-binds-tuple", f"let f = fn(a: {F2}) -> ({F2}, {F2}) {{ (a, a) }} in\n" + main(f"x: {F2}", F2, "let t = f(x) in t"),
     (3, "f(x)"), "binds the tuple"),
    ("lettuple-arity", f"let f = fn(a: {F2}) -> ({F2}, {F2}, {F2}) {{ (a, a, a) }} in\n" + main(f"x: {F2}", F2, "let (p, q) = f(x) in p"),
     (3, "let (p"), "binds 2 names but the value has 3"),
    ("duplicate-param", main(f"x: {F2}, x: {F2}", F2, "x"), (1, "x: tensor<F32, [2], @host>)"), "declared twice"),
    ("duplicate-fn", f"let f = fn(a: {F2}) -> {F2} {{ a }} in\nlet f = fn(a: {F2}) -> {F2} {{ a }} in\n" + main(f"x: {F2}", F2, "x"),
     (2, "f = fn"), "defined twice"),
    ("main-device-param", main(f"x: {T('F32', [2], 'device')}", T("F32", [2], "device"), "x"), (1, "x:"), "must be @host"),
    ("unknown-handler", f"let f = fn(a: {F2}) -> {F2} {{ a.exp() }} in\n" + main(f"x: {F2}", f"({F2}, {F2})", "handle f(x) with sidewaysMode"),
     (3, "sidewaysMode"), "registered handlers: checkpoint, forwardMode, reverseMode"),
    ("handle-int-result", f"let f = fn(a: {F2}) -> {T('I64', [2])} {{ a.cast(I64) }} in\n"
     + main(f"x: {F2}", f"({T('I64', [2])}, {F2})", "handle f(x) with reverseMode"), (3, "f(x)"), "result is a float tensor"),
    ("handle-unknown-fn", main(f"x: {F2}", f"({F2}, {F2})", "handle g(x) with reverseMode"), (2, "g(x)"), "cannot handle `g`"),
    ("missing-in", f"let f = fn(a: {F2}) -> {F2} {{ a }}\n" + main(f"x: {F2}", F2, "x"), (2, "fn @main"), "expected 'in'"),
    ("bad-character", main(f"x: {F2}", F2, "x $ x"), (2, "$"), "unexpected character '$'"),
    ("zero-dim", main(f"x: {T('F32', [0])}", F2, "x"), (1, "0]"), "every dimension must be >= 1"),
    ("unknown-dtype", "fn @main(x: tensor<F16, [2], @host>) -> tensor<F32, [2], @host> { x }\n", (1, "F16"), "expected a dtype"),
    ("missing-main", f"let f = fn(a: {F2}) -> {F2} {{ a }} in\n", (1, "in"), "unexpected end of file"),
    ("cast-missing-dtype", main(f"x: {F2}", F2, "x.cast()"), (2, "cast"), "needs the argument `dtype`"),
    ("too-many-statics", main(f"x: {F23}", T("F32", [6]), "x.reshape([6], [1])"), (2, "[1]"), "no further static argument"),
    ("kwarg-twice", main(f"x: {F23}", F23, "x.softmax(axis=1, axis=0)"), (2, "axis=0"), "given twice"),
    ("categorical-u", main(f"p: {F23}, u: {F3}", T("I64", [2]), "p.categorical(u, axis=1)"), (2, "u, axis"), "draws u must have type"),
    ("update-slice-start", main(f"c: {T('F32', [4, 3])}, n: {F23}, s: {T('I64', [1])}", T("F32", [4, 3]), "c.update_slice(n, s, axis=0)"),
     (2, "s, axis"), "start must be an I64[] scalar"),
    ("recursion", f"let f = fn(a: {F2}) -> {F2} {{ f(a) }} in\n" + main(f"x: {F2}", F2, "f(x)"), (1, "f(a)"), "cannot call `f`"),
    ("bool-arith", main(f"x: {T('Bool', [2])}", T("Bool", [2]), "x + x"), (2, "x + x"), "needs a numeric tensor"),
    ("exp-of-int", main(f"x: {T('I64', [2])}", T("I64", [2]), "x.exp()"), (2, "exp"), "needs a float tensor"),
    ("empty-file", "", (1, ""), "empty program"),
    ("binary-garbage", "fn @main\x00\x01\x02", (1, "\x00"), "binary data"),
    ("unexpected-token", main(f"x: {F2}", F2, "x + + x"), (2, "+ x"), "unexpected `+`"),
]


@pytest.mark.parametrize("name,source,where,gist", CASES, ids=[c[0] for c in CASES])
def test_negative_program(name, source, where, gist):
    err = diagnose(source, path=f"{name}.kina")
    assert len(err.diagnostics) == 1
    d = err.diagnostics[0]
    line_no, marker = where
    line = source.split("\n")[line_no - 1]
    assert d.span.line == line_no, err.render()
    if name == "missing-main":  # end of file: the caret sits just past the last token
        assert d.span.column == len(line.rstrip()) + 1, err.render()
    else:
        assert d.span.column == line.index(marker) + 1, err.render()
    assert gist in d.message or (d.hint and gist in d.hint), err.render()
    rendered = err.render()
    assert rendered.startswith(f"{name}.kina:{line_no}:{d.span.column}: error: ")
    assert "^" in rendered.split("\n")[2]


def test_there_are_at_least_40_negative_programs():
    assert len(CASES) >= 40


def test_mismatch_suggests_broadcast():
    err = diagnose(main(f"x: {F23}, y: {T('F32', [3])}", F23, "x + y"))
    assert "broadcast" in err.diagnostics[0].hint
    assert "[2, 3]" in err.diagnostics[0].hint


def test_caret_under_span():
    src = main(f"x: {F2}, y: {F3}", F2, "x + y")
    out = diagnose(src).render().split("\n")
    assert out[1] == "    x + y"
    assert out[2] == "    ^~~~~"
