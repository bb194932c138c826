"""docs/spec.md §C1, §C2 in the IR: ANF turns `loop` and `if` into `kina.ir.Loop` / `kina.ir.If` whose blocks
are isolated from above: the outer values a block uses are its captures, in order of first use,
received as parameters named like the surface name; names are unique within each block; the IR
verifies (kina.verify), also as `kina compile --emit ir` prints it."""
from __future__ import annotations

import subprocess
import sys

from helpers import T, check, compiler
from kina.ir import Call, Const, If, Loop, walk
from kina.verify import verify

F2 = T("F32", [2])
F23 = T("F32", [2, 3])
F33 = T("F32", [3, 3])
S = T("F32", [])
B = T("Bool", [])
I = T("I64", [])

RNN = f"""let cell = fn(x: {F23}, h: {F23}, w: {F33}) -> {F23} {{
  (h @ w + x).tanh()
}} in
fn @main(xs: {T('F32', [4, 2, 3])}, h0: {F23}, w: {F33}, unused: {F2}) -> ({F23}, {S}, {T('F32', [4, 2, 3])}) {{
  let zero = full(shape=[], value=0.0, dtype=F32) in
  let (h_T, total, hs) = loop (h = h0, total = zero) for t < 4 {{
    let x_t = xs.index(t, axis=0) in
    let h1 = cell(x_t, h, w) in
    let y = if t == 0 {{ h1 }} else {{ h1 * 2.0 + total.broadcast([2, 3]) }} in
    (h1, total + y.reduce_sum(axes=[0, 1]), y)
  }} in
  (h_T, total, hs)
}}
"""


def main(params: str, result: str, body: str) -> str:
    return f"fn @main({params}) -> {result} {{\n  {body}\n}}\n"


def only(body, kind):
    (b,) = [b for b in body if isinstance(b, kind)]
    return b


def unique_within_blocks(fn) -> None:
    """Every spine's parameters and bindings have distinct names."""
    spines = [(fn.params, fn.body)] + [(blk.params, blk.body) for b in walk(fn.body) for blk in b.blocks]
    for params, body in spines:
        names = [p for p, _ in params] + [n for b in body for n in b.names]
        assert len(names) == len(set(names)), names


def test_the_rnn_becomes_one_loop_with_captures_in_order_of_first_use():
    ir = check(RNN)
    verify(ir, compiler().ops, handles_allowed=False)
    fn = ir.functions["main"]
    loop = only(fn.body, Loop)
    assert loop.names == ("h_T", "total", "hs")  # named after the pattern
    assert loop.trip == 4 and loop.n_carries == 2
    assert loop.inits == ("h0", "zero") and loop.captures == ("xs", "w")  # `unused` is not captured
    assert loop.index == "t" and [p for p, _ in loop.carries] == ["h", "total"]
    assert [p for p, _ in loop.captured_params] == ["xs", "w"]
    assert [str(t) for _, t in loop.block.params] == [I, F23, S, T("F32", [4, 2, 3]), F33]
    assert [str(t) for t in loop.types] == [F23, S, T("F32", [4, 2, 3])]
    assert isinstance(only(loop.block.body, Call), Call) and only(loop.block.body, Call).fn == "cell"
    branch = only(loop.block.body, If)
    assert branch.names == ("y",)
    assert branch.captures == ("h1", "total")  # a block's own value and an outer carry
    assert [p for p, _ in branch.then_block.params] == [p for p, _ in branch.else_block.params] == ["h1", "total"]
    assert branch.then_block.results == ("h1",) and len(branch.else_block.body) == 4
    unique_within_blocks(fn)


def test_the_printed_ir_of_a_loop_program_verifies():
    # what `kina compile --emit ir` prints is the program kina.verify accepts
    ir = check(RNN)
    verify(ir, compiler().ops, handles_allowed=False)
    text = str(ir)
    assert "let (h_T, total, hs) = loop (h = h0, total = zero) for t < 4 captures (xs, w) {" in text
    assert "let y = if t2 captures (h1, total) {" in text
    assert f"}} : {F23}, {S}, {T('F32', [4, 2, 3])}  // 6:26" in text


def test_kina_compile_emit_ir_prints_the_loop(tmp_path):
    src = tmp_path / "rnn.kina"
    src.write_text(RNN)
    r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", "--emit", "ir", str(src)],
                       capture_output=True, text=True, env={**__import__("os").environ, "KINA_VERIFY": "1"})
    assert r.returncode == 0, r.stderr
    assert r.stdout == str(check(RNN, path=str(src)))


def test_nested_blocks_capture_through_every_level():
    # the inner loop uses `w` from the function: the outer loop captures it, the inner captures it from the outer
    src = main(f"x: {F2}, w: {F2}, v: {F2}", F2,
               "loop (a = x) for i < 3 { let b = a * v in loop (c = b) for j < 2 { c * w + b } }")
    ir = check(src)
    verify(ir, compiler().ops, handles_allowed=False)
    outer = only(ir.functions["main"].body, Loop)
    assert outer.captures == ("v", "w")
    inner = only(outer.block.body, Loop)
    assert inner.inits == ("b",) and inner.captures == ("w", "b")
    assert [p for p, _ in inner.captured_params] == ["w", "b"]
    unique_within_blocks(ir.functions["main"])


def test_both_branches_take_every_capture_in_one_order():
    src = main(f"c: {B}, a: {F2}, b: {F2}, d: {F2}", F2, "if c { a.exp() + d } else { b + d + a }")
    ir = check(src)
    verify(ir, compiler().ops, handles_allowed=False)
    branch = only(ir.functions["main"].body, If)
    assert branch.cond == "c" and branch.captures == ("a", "d", "b")
    assert [p for p, _ in branch.then_block.params] == ["a", "d", "b"]  # `b` unused in the then branch, still a parameter
    assert [p for p, _ in branch.else_block.params] == ["a", "d", "b"]


def test_inner_names_shadow_and_stay_unique_within_the_block():
    # `w` is captured, then a block binding also wants the name `w`: it gets a variant
    src = main(f"x: {F2}, w: {F2}", F2, "loop (h = x) for t < 2 { let y = h * w in let w = y + 1.0 in w * y }")
    ir = check(src)
    loop = only(ir.functions["main"].body, Loop)
    assert loop.captures == ("w",)
    names = [p for p, _ in loop.block.params] + [n for b in loop.block.body for n in b.names]
    assert names[:3] == ["t", "h", "w"] and any(n.startswith("w_") for n in names)
    verify(ir, compiler().ops, handles_allowed=False)


def test_a_name_bound_in_the_block_before_its_use_is_not_captured():
    src = main(f"x: {F2}, w: {F2}", F2, "loop (h = x) for t < 2 { let w = h.exp() in w }")
    loop = only(check(src).functions["main"].body, Loop)
    assert loop.captures == ()


def test_carry_inits_are_outer_values_and_the_bare_form_is_one_value():
    src = main(f"x: {F2}, a: {F2}", F2, "let (a, b) = loop (a = x, b = a) for t < 2 { (b, a) } in a + b")
    loop = only(check(src).functions["main"].body, Loop)
    assert loop.inits == ("x", "a") and loop.captures == ()
    assert loop.block.results == ("b", "a")
    src = main(f"x: {F2}", F2, "let y = loop (h = x) for t < 5 { h * 2.0 } in y")
    loop = only(check(src).functions["main"].body, Loop)
    assert loop.names == ("y",) and [str(t) for t in loop.types] == [F2]
    const = only(loop.block.body, Const)  # the literal is made inside the block
    assert str(const.types[0]) == F2


def test_a_block_may_end_in_an_outer_value_or_a_parameter():
    src = main(f"x: {F2}, w: {F2}, c: {B}", f"({F2}, {T('F32', [3, 2])})",
               "let (h, ws) = loop (h = x) for t < 3 { (h, w) } in let z = if c { w } else { x } in (z, ws)")
    ir = check(src)
    verify(ir, compiler().ops, handles_allowed=False)
    loop = only(ir.functions["main"].body, Loop)
    assert loop.block.results == ("h", "w") and loop.captures == ("w",)


def test_loops_in_generic_functions_are_in_each_specialisation():
    src = ("let run = fn[T](xs: tensor<F32, [T, 2]>) -> tensor<F32, [2]> {\n"
           "  loop (h = xs.index(full(shape=[], value=0, dtype=I64), axis=0)) for t < T { h + xs.index(t, axis=0) }\n} in\n"
           + main(f"a: {T('F32', [3, 2])}, b: {T('F32', [7, 2])}", F2, "run(a) + run(b)"))
    ir = check(src)
    verify(ir, compiler().ops, handles_allowed=False)
    assert [only(ir.functions[f].body, Loop).trip for f in ("run__T3", "run__T7")] == [3, 7]
