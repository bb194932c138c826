"""docs/spec.md §C1, §C2: the types of `loop` and `if`, symbolically in generic functions and at each
specialisation, and every misuse as one located diagnostic (line:col, the gist, both types)."""
from __future__ import annotations

import pytest

from helpers import T, check, compiler, diagnose
from kina.frontend import ast as A
from kina.frontend.typecheck import MAX_BLOCK_DEPTH
from kina.ir import Loop, walk
from kina.verify import verify

F2 = T("F32", [2])
F3 = T("F32", [3])
F42 = T("F32", [4, 2])
S = T("F32", [])
B = T("Bool", [])
I = T("I64", [])
ZERO = "full(shape=[], value=0.0, dtype=F32)"


def main(params: str, result: str, body: str) -> str:
    return f"fn @main({params}) -> {result} {{\n  {body}\n}}\n"


def typed(src: str):
    return check(src, stage="typed")


def node(src: str, kind):
    """The first `kind` node of @main's body (a let-spine walked to its tail and values)."""
    e = typed(src).main.body
    while not isinstance(e, kind):
        e = e.value if isinstance(e, (A.Let, A.LetTuple)) and isinstance(e.value, kind) else e.body
    return e


def test_one_carry_and_no_output_is_the_bare_value():
    e = node(main(f"x: {F2}", F2, "loop (h = x) for t < 5 { h * 2.0 }"), A.Loop)
    assert str(e.type) == F2 and e.trip_value == 5


def test_carries_then_stacked_outputs():
    src = main(f"xs: {F42}, h0: {F2}", f"({F2}, {S}, {T('F32', [4, 2])}, {T('F32', [4])})",
               f"let (h, total, hs, ss) = loop (h = h0, total = {ZERO}) for t < 4 {{\n"
               "    let h1 = h + xs.index(t, axis=0) in\n"
               "    (h1, total + h1.reduce_sum(axes=[0]), h1, h1.reduce_sum(axes=[0]))\n"
               "  } in (h, total, hs, ss)")
    e = node(src, A.Loop)
    assert [str(t) for t in e.type.items] == [F2, S, T("F32", [4, 2]), T("F32", [4])]


def test_the_index_is_i64_at_host_and_shadows_an_outer_name():
    # the outer `t` is F32; inside the block `t` is the index
    src = main(f"x: {F2}, t: {F2}", F2, "let y = loop (h = x) for t < 3 { h + t.cast(F32).broadcast([2]) } in y + t")
    check(src)
    e = node(src, A.Loop)
    var_t = e.body.right.receiver.receiver
    assert isinstance(var_t, A.Var) and str(var_t.type) == I


def test_carries_shadow_outer_names_and_start_from_the_outer_scope():
    # `b = a` starts from the *outer* a (an F32[3]), not from the carry a (F32[2])
    src = main(f"x: {F2}, a: {F3}", f"({F2}, {F3})", "let (a, b) = loop (a = x, b = a) for t < 2 { (a.exp(), b) } in (a, b)")
    e = node(src, A.Loop)
    assert [str(t) for t in e.type.items] == [F2, F3]


def test_an_if_has_its_branches_type_and_a_literal_branch_takes_the_others():
    e = node(main(f"x: {F2}, c: {B}", F2, "if c { 1.5 } else { x }"), A.If)
    assert str(e.type) == F2 and str(e.then.type) == F2
    e = node(main(f"x: {F2}, c: {B}", F2, "if c { x } else { -2.0 }"), A.If)
    assert str(e.orelse.type) == F2 and e.orelse.operand.value == 2.0
    e = node(main(f"x: {F2}, y: {F3}, c: {B}", f"({F2}, {F3})", "if c { (x, y) } else { (x.exp(), y) }"), A.If)
    assert [str(t) for t in e.type.items] == [F2, F3]


def test_an_if_condition_may_compare_the_index():
    check(main(f"x: {F2}", F2, "loop (h = x) for t < 4 { if t == 0 { h } else { h * 0.5 } }"))


def test_calls_and_handles_in_blocks_are_allowed_and_specialised():
    # `step` is generic and called only inside a loop body: its specialisation must be made
    src = ("let step = fn[N](h: tensor<F32, [N]>) -> tensor<F32, [N]> { (h * h).reduce_sum(axes=[0]).broadcast([N]) } in\n"
           f"let loss = fn(h: {F2}) -> {S} {{ (h * h).reduce_sum(axes=[0]) }} in\n"
           + main(f"x: {F2}", f"({F2}, {F2})",
                  "loop (h = x, g = x) for t < 3 {\n"
                  "    let (l, dh) = handle loss(h) with reverseMode in\n"
                  "    if t == 1 { (step(h), dh) } else { (h, g + dh) }\n"
                  "  }"))
    anf = check(src, stage="anf")
    assert "step__N2" in anf.functions
    kinds = {type(b).__name__ for b in walk(anf.functions["main"].body)}
    assert {"Loop", "If", "Call", "Handle"} <= kinds
    ir = check(src)  # the handlers pass reaches the `handle` inside the loop block
    verify(ir, compiler().ops, handles_allowed=False)
    assert "loss__reverseMode" in ir.functions and "step__N2" in ir.functions


def test_nesting_to_the_limit_is_accepted():
    body = "x"
    for _ in range(MAX_BLOCK_DEPTH):
        body = f"loop (h = x) for t < 2 {{ {body} }}"
    ir = check(main(f"x: {F2}", F2, body))
    assert sum(isinstance(b, Loop) for b in walk(ir.functions["main"].body)) == MAX_BLOCK_DEPTH


def test_generic_trip_count_is_symbolic_then_specialised():
    src = ("let run = fn[T, B](xs: tensor<F32, [T, B]>, h0: tensor<F32, [B]>) -> (tensor<F32, [B]>, tensor<F32, [T - 1, B]>) {\n"
           "  let (h, ys) = loop (h = h0) for t < T - 1 { let h1 = h + xs.index(t + 1, axis=0) in (h1, h1 * 2.0) } in\n"
           "  (h, ys)\n} in\n"
           + main(f"a: {T('F32', [3, 2])}, b: {T('F32', [6, 5])}, h: {F2}, g: {T('F32', [5])}",
                  f"({T('F32', [2, 2])}, {T('F32', [5, 5])})",
                  "let (h1, y1) = run(a, h) in let (h2, y2) = run(b, g) in (y1, y2)"))
    prog = typed(src)
    by_symbol = {f.symbol: f for f in prog.fns}
    assert set(by_symbol) == {"run__T3_B2", "run__T6_B5"}
    for sym, trip, rows in (("run__T3_B2", 2, "[2, 2]"), ("run__T6_B5", 5, "[5, 5]")):
        loop = by_symbol[sym].body.value
        assert loop.trip_value == trip and str(loop.type.items[1]) == f"tensor<F32, {rows}, @host>"
    ir = check(src)
    assert [b.trip for b in ir.functions["run__T6_B5"].body if isinstance(b, Loop)] == [5]


def test_the_symbolic_check_sees_a_symbolic_leading_dim():
    # checked once, symbolically: the stacked output is [T * 2, N], which the result must match
    src = ("let run = fn[T, N](h0: tensor<F32, [N]>) -> tensor<F32, [T * 2, N]> {\n"
           "  let (h, ys) = loop (h = h0) for t < 2 * T { (h, h) } in ys\n} in\n"
           + main(f"h: {F2}", T("F32", [6, 2]), "run[3, 2](h)"))
    check(src)
    bad = src.replace("-> tensor<F32, [T * 2, N]>", "-> tensor<F32, [T, N]>")
    err = diagnose(bad)
    d = err.diagnostics[0]
    assert (d.span.line, "declared to return") == (2, "declared to return") and "tensor<F32, [2 * T, N], @host>" in d.message, err.render()


def test_a_trip_count_below_one_at_a_specialisation_names_the_sizes():
    src = ("let run = fn[T, B](xs: tensor<F32, [T, B]>, h0: tensor<F32, [B]>) -> tensor<F32, [B]> {\n"
           "  loop (h = h0) for t < T - 1 { h + xs.index(t, axis=0) }\n} in\n"
           + main(f"a: {T('F32', [1, 2])}, h: {F2}", F2, "run(a, h)"))
    err = diagnose(src, path="trip.kina")
    d = err.diagnostics[0]
    assert (d.span.line, d.span.column) == (2, src.split("\n")[1].index("T - 1") + 1), err.render()
    assert "the trip count `T - 1` is 0 with T=1, B=2" in d.message and "specialised with T=1, B=2" in d.message
    assert "called at trip.kina:5:3" in d.message, err.render()


# (name, source, (line, marker on that line where the caret must be), gists of the message)
CASES = [
    ("carry-type", main(f"x: {F2}", F2, "loop (h = x) for t < 3 { h.reduce_sum(axes=[0]) }"), (2, "h.reduce"),
     ["carry `h`", S, f"the carry is {F2}"]),
    ("carry-type-in-tuple", main(f"x: {F2}", f"({F2}, {F2})", "loop (a = x, b = x) for t < 3 { (a, b.cast(F64)) }"), (2, "b.cast"),
     ["carry `b`", T("F64", [2]), F2]),
    ("carry-placement", main(f"x: {F2}", F2, "let d = x.to(@device) in let e = loop (h = d) for t < 3 { h.to(@host) } in e.to(@host)"),
     (2, "h.to(@host) }"), ["carry `h`", T("F32", [2], "device"), F2]),
    ("carry-literal", main(f"x: {F2}", F2, "loop (h = 0.0) for t < 3 { h }"), (2, "0.0"), ["bare literal", "full(shape=[]"]),
    ("carry-negative-literal", main(f"x: {F2}", F2, "loop (h = -1) for t < 3 { h }"), (2, "-1"), ["bare literal"]),
    ("carry-twice", main(f"x: {F2}", F2, "loop (h = x, h = x) for t < 3 { (h, h) }"), (2, "h = x)"), ["two carries are named `h`"]),
    ("carry-is-index", main(f"x: {F2}", F2, "loop (t = x) for t < 3 { t }"), (2, "t < 3"), ["index `t` has the name of a carry"]),
    ("too-few-values", main(f"x: {F2}", F2, "let (a, b) = loop (a = x, b = x, c = x) for t < 3 { (a, b) } in a"), (2, "(a, b) }"),
     ["gives 2 values", "for 3 carries (a, b, c)"]),
    ("too-few-one", main(f"x: {F2}", F2, "let (a, b) = loop (a = x, b = x) for t < 3 { a } in a"), (2, "a } in"),
     ["gives 1 value", "for 2 carries"]),
    ("trip-zero", main(f"x: {F2}", F2, "loop (h = x) for t < 0 { h }"), (2, "0 {"), ["trip count is 0", "at least once"]),
    ("trip-negative", main(f"x: {F2}", F2, "loop (h = x) for t < -2 { h }"), (2, "-2"), ["trip count is -2"]),
    ("trip-folds-to-zero", main(f"x: {F2}", F2, "loop (h = x) for t < 2 - 2 { h }"), (2, "2 - 2"), ["trip count is 0"]),
    ("trip-tensor", main(f"x: {F2}, n: {I}", F2, "loop (h = x) for t < n { h }"), (2, "n {"), ["trip count is a size", "`n` is a tensor"]),
    ("trip-unknown-size", main(f"x: {F2}", F2, "loop (h = x) for t < N { h }"), (2, "N {"), ["unknown size variable `N`"]),
    ("trip-too-large", main(f"x: {F2}", F2, "loop (h = x) for t < 9223372036854775808 { h }"), (2, "9223"), ["too large", "I64"]),
    ("trip-float", main(f"x: {F2}", F2, "loop (h = x) for t < 2.0 { h }"), (2, ".0"), ["unexpected `.`", "'{'"]),
    ("stacked-too-large", main(f"x: {F2}", F2, "let (h, ys) = loop (h = x) for t < 4611686018427387904 { (h, h) } in h"),
     (2, "h) } in"), ["stacking this per-iteration output", "[4611686018427387904, 2]"]),
    ("loop-tuple-let", main(f"x: {F2}", F2, "let y = loop (h = x) for t < 2 { (h, h) } in y"), (2, "loop"),
     ["`let y` binds the tuple", f"({F2}, {T('F32', [2, 2])})"]),
    ("loop-tuple-operand", main(f"x: {F2}", F2, "x + (loop (a = x, b = x) for t < 2 { (a, b) })"), (2, "loop"),
     ["expected a tensor, got the tuple"]),
    ("if-tuple-argument", f"let f = fn(a: {F2}) -> {F2} {{ a }} in\n" + main(f"x: {F2}, c: {B}", F2, "f(if c { (x, x) } else { (x, x) })"),
     (3, "if c"), ["expected a tensor, got the tuple"]),
    ("tuple-in-block-not-tail", main(f"x: {F2}", F2, "loop (h = x) for t < 2 { let p = (h, h) in h }"), (2, "(h, h)"),
     ["only be the result"]),
    ("cond-not-bool", main(f"x: {F2}", F2, "if x { x } else { x }"), (2, "x {"), [f"must be {B}", F2]),
    ("cond-rank", main(f"x: {F2}, c: {T('Bool', [2])}", F2, "if c { x } else { x }"), (2, "c {"), [f"must be {B}", "reduce it"]),
    ("cond-device", main(f"x: {F2}, c: {B}", F2, "if c.to(@device) { x } else { x }"), (2, "c.to"), [T("Bool", [], "device")]),
    ("branch-types", main(f"x: {F2}, y: {F3}, c: {B}", F2, "if c { x } else { let z = y in z }"), (2, "z }"),
     ["different types", f"then branch gives {F2}", f"else branch {F3}"]),
    ("branch-tuple-vs-tensor", main(f"x: {F2}, c: {B}", f"({F2}, {F2})", "if c { (x, x) } else { x }"), (2, "x }"),
     [f"({F2}, {F2})", f"else branch {F2}"]),
    ("two-literal-branches", main(f"x: {F2}, c: {B}", F2, "if c { 1.0 } else { 2.0 }"), (2, "1.0"), ["both branches", "bare literals"]),
    ("literal-branch-bad-dtype", main(f"x: {T('I64', [2])}, c: {B}", T("I64", [2]), "if c { 1.5 } else { x }"), (2, "1.5"),
     ["float literal 1.5"]),
    ("unknown-name-in-block", main(f"x: {F2}", F2, "loop (h = x) for t < 2 { h + hh }"), (2, "hh"), ["unknown name `hh`"]),
    ("carry-out-of-scope", main(f"x: {F2}", F2, "let y = loop (h = x) for t < 2 { h } in (h)"), (2, "h)"),
     ["unknown name `h`"]),
    ("index-axis", main(f"xs: {F42}, x: {F2}", F2, "loop (h = x) for t < 2 { xs.index(t, axis=2) }"), (2, "axis=2"),
     ["out of range"]),
    ("index-position-type", main(f"xs: {F42}, i: {T('I32', [])}", F2, "xs.index(i, axis=0)"), (2, "i, axis"), ["I64[] scalar", "I32"]),
    ("index-rank0", main(f"s: {S}", S, "loop (h = s) for t < 2 { h.index(t, axis=0) }"), (2, "index(t"), ["rank >= 1"]),
    ("update-index-value", main(f"xs: {F42}, v: {F3}", F42, "loop (a = xs) for t < 4 { a.update_index(v, t, axis=0) }"),
     (2, "v, t"), ["writes a value of type", F2, F3]),
    ("update-index-position", main(f"xs: {F42}, v: {F2}, p: {T('I64', [1])}", F42, "xs.update_index(v, p, axis=0)"), (2, "p, axis"),
     ["I64[] scalar"]),
]


def test_nesting_beyond_the_limit_is_located():
    body = "h"
    for _ in range(MAX_BLOCK_DEPTH + 1):
        body = f"if c {{ {body} }} else {{ h }}"
    src = main(f"h: {F2}, c: {B}", F2, body)
    err = diagnose(src)
    d = err.diagnostics[0]
    # the innermost `if` is the 65th: the first `if` of the line is the outermost
    col = [i for i in range(len(src.split("\n")[1])) if src.split("\n")[1].startswith("if c", i)][MAX_BLOCK_DEPTH] + 1
    assert (d.span.line, d.span.column) == (2, col), err.render()
    assert f"more than {MAX_BLOCK_DEPTH} loops and ifs" in d.message and "function of its own" in d.hint


def test_a_call_resets_the_nesting_count():
    # nesting is per function: a block may call a function whose body nests again
    inner = "h"
    for _ in range(MAX_BLOCK_DEPTH):
        inner = f"loop (h = h) for t < 2 {{ {inner} }}"
    src = f"let f = fn(h: {F2}) -> {F2} {{ {inner} }} in\n" + main(f"x: {F2}", F2, "loop (h = x) for t < 2 { f(h) }")
    check(src)


@pytest.mark.parametrize("name,source,where,gists", CASES, ids=[c[0] for c in CASES])
def test_loop_and_if_diagnostics(name, source, where, gists):
    err = diagnose(source, path=f"{name}.kina")
    assert len(err.diagnostics) == 1
    d = err.diagnostics[0]
    line_no, marker = where
    line = source.split("\n")[line_no - 1]
    assert (d.span.line, d.span.column) == (line_no, line.index(marker) + 1), err.render()
    for gist in gists:
        assert gist in d.message or (d.hint and gist in d.hint), err.render()
    assert err.render().startswith(f"{name}.kina:{line_no}:{d.span.column}: error: ")


def test_initial_values_and_conditions_are_outside_the_blocks():
    # 70 loops nested through their carries' initial values, 70 ifs through their conditions:
    # no block stands inside another, so the nesting limit does not apply
    body = "x"
    for _ in range(MAX_BLOCK_DEPTH + 6):
        body = f"loop (h = {body}) for t < 2 {{ h }}"
    check(main(f"x: {F2}", F2, body))
    cond = "c"
    for _ in range(MAX_BLOCK_DEPTH + 6):
        cond = f"(if {cond} {{ c }} else {{ c }})"
    check(main(f"x: {F2}, c: {B}", F2, f"if {cond} {{ x }} else {{ x }}"))
