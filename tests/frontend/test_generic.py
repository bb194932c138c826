"""§P1 (size variables, generic functions) and §P2 aliases in the frontend: the symbolic check,
specialisation to IR, and every diagnostic (located, naming what the spec asks)."""
from __future__ import annotations

import pytest

from helpers import check, compiler, diagnose
from kina.diagnostics import Source
from kina.sizes import Size

LAYER = ("let layer = fn[N, I, O](x: tensor<F32, [N, I]>, w: tensor<F32, [I, O]>) -> tensor<F32, [N, O]> {\n"
         "  x @ w\n} in\n")


def main(params: str, result: str, body: str, sizes: str = "") -> str:
    return f"fn @main{sizes}({params}) -> {result} {{\n  {body}\n}}\n"


def at(err, line: int, col: int) -> str:
    d = err.diagnostics[0]
    assert (d.span.line, d.span.column) == (line, col), err.render()
    return d.message


def test_size_polynomials_normalise():
    N, T = Size.var("N"), Size.var("T")
    assert N * T == T * N and hash(N * T) == hash(T * N)
    assert (N + 1) * T == T + N * T
    assert N * T - T * N + 2 == 2 and isinstance(N - N, int)
    assert N != T and N * T != N + T and N != 1
    assert str(2 * N * T - 1) == "2 * N * T - 1"
    assert (N * T).subst({"N": 3, "T": 4}) == 12


def test_generic_call_specialises_per_shape():
    ir = check(LAYER + "let two = fn(a: tensor<F32, [4, 3]>, b: tensor<F32, [2, 3]>, w: tensor<F32, [3, 5]>) "
               "-> (tensor<F32, [4, 5]>, tensor<F32, [2, 5]>) {\n  (layer(a, w), layer(b, w))\n} in\n"
               + main("x: tensor<F32, [4, 3]>, w: tensor<F32, [3, 5]>", "tensor<F32, [4, 5]>", "layer(x, w)"))
    assert set(ir.functions) == {"layer__N4_I3_O5", "layer__N2_I3_O5", "two", "main"}
    assert str(ir.functions["layer__N2_I3_O5"].result_types[0]) == "tensor<F32, [2, 5], @host>"
    calls = [b.fn for b in ir.functions["main"].body if hasattr(b, "fn")]
    assert calls == ["layer__N4_I3_O5"]  # the same sizes: one specialisation, shared


def test_sizes_compared_as_polynomials_and_used_in_static_args():
    ir = check("let flat = fn[N, T, D](x: tensor<F32, [N, T, D]>) -> tensor<F32, [T * N, D]> {\n"
               "  x.reshape([N * T, D]).broadcast([1, T * N, D]).reshape([T * N, D])\n} in\n"
               + main("x: tensor<F32, [2, 3, 4]>", "tensor<F32, [6, 4]>", "flat(x)"))
    shapes = [dict(b.attrs)["shape"] for b in ir.functions["flat__N2_T3_D4"].body]
    assert shapes == [[6, 4], [1, 6, 4], [6, 4]]


def test_explicit_size_application():
    src = ("let h = fn[N, H, D](x: tensor<F32, [N, H * D]>) -> tensor<F32, [N, H, D]> {\n  x.reshape([N, H, D])\n} in\n"
           + main("x: tensor<F32, [2, 12]>", "tensor<F32, [2, 4, 3]>", "h[2, 4, 3](x)"))
    ir = check(src)
    assert "h__N2_H4_D3" in ir.functions
    err = diagnose(src.replace("h[2, 4, 3](x)", "h(x)"))
    msg = at(err, 5, 3)
    assert "`H`, `D`" in msg and "not bound" in msg and "h[N, H, D]" in err.diagnostics[0].hint
    err = diagnose(src.replace("h[2, 4, 3](x)", "h[2, 4](x)"))
    assert "`h` takes 3 size(s) [N, H, D], got 2" in at(err, 5, 3)
    err = diagnose(src.replace("h[2, 4, 3](x)", "h[2, 5, 3](x)"))  # 5 * 3 != 12
    assert "argument `x` of `h` must be tensor<F32, [2, 15], @host>" in at(err, 5, 14)
    err = diagnose(src.replace("h[2, 4, 3](x)", "h[2, 0, 3](x)"))
    assert "size 0 given for `H` of `h`" in at(err, 5, 8)


def test_conflicting_size_names_variable_sizes_and_positions():
    err = diagnose(LAYER + main("x: tensor<F32, [4, 3]>, w: tensor<F32, [5, 2]>", "tensor<F32, [4, 2]>", "layer(x, w)"))
    assert at(err, 5, 12) == ("size variable `I` of `layer` is bound to 3 by argument 1 (`x`) "
                              "and to 5 by argument 2 (`w`)")
    err = diagnose(LAYER + main("x: tensor<F32, [4, 3]>, w: tensor<F32, [3, 2]>", "tensor<F32, [4, 2]>", "layer[5, 3, 2](x, w)"))
    assert "`N` of `layer` is bound to 5 given explicitly and to 4 by argument 1 (`x`)" in at(err, 5, 18)


def test_unbound_size_variable_in_a_type():
    err = diagnose(main("x: tensor<F32, [N]>", "tensor<F32, [4]>", "x"))
    assert at(err, 1, 26) == "unknown size variable `N`"
    err = diagnose("let f = fn[N](x: tensor<F32, [N, K]>) -> tensor<F32, [N, K]> { x } in\n"
                   + main("x: tensor<F32, [4]>", "tensor<F32, [4]>", "x"))
    assert at(err, 1, 34) == "unknown size variable `K`"


def test_uncalled_generic_function_is_checked():
    err = diagnose("let g = fn[N, M](x: tensor<F32, [N]>, y: tensor<F32, [M]>) -> tensor<F32, [N]> {\n  x + y\n} in\n"
                   + main("x: tensor<F32, [4]>", "tensor<F32, [4]>", "x"))
    assert "tensor<F32, [N], @host> and tensor<F32, [M], @host>" in at(err, 2, 3)
    err = diagnose("let g = fn[N, T](x: tensor<F32, [N, T]>) -> tensor<F32, [N]> {\n  x.reshape([N])\n} in\n"
                   + main("x: tensor<F32, [4]>", "tensor<F32, [4]>", "x"))
    assert "(N * T elements) to [N] (N elements)" in at(err, 2, 13)


def test_size_below_one_after_specialisation_names_the_sizes():
    src = ("let shrink = fn[T](x: tensor<F32, [T]>) -> tensor<F32, [T - 1]> {\n"
           "  x.slice_dyn(x.reduce_sum(axes=[0]).cast(I64), axis=0, size=T - 1)\n} in\n")
    assert "shrink__T3" in check(src + main("x: tensor<F32, [3]>", "tensor<F32, [2]>", "shrink(x)")).functions
    err = diagnose(src + main("x: tensor<F32, [1]>", "tensor<F32, [1]>", "let y = shrink(x) in x"))
    msg = at(err, 1, 57)
    assert "`T - 1` is 0 with T=1" in msg and "specialised with T=1" in msg and "called at test.kina:5:11" in msg


def test_generic_main_specialised_by_option_and_symbol_names():
    src = LAYER + main("x: tensor<F32, [B, T]>, w: tensor<F32, [T, 2]>", "tensor<F32, [B, 2]>", "layer(x, w)", "[B, T]")
    c = compiler()
    ir, _ = c.emit(Source("g.kina", src), "ir", {"specialise": {"entry": "main", "sizes": {"B": 8, "T": 64}}})
    assert list(ir.functions) == ["layer__N8_I64_O2", "main__B8_T64"]
    ir, _ = c.emit(Source("g.kina", src), "ir")  # not specialised: nothing to compile, but checked
    assert list(ir.functions) == []
    with pytest.raises(Exception) as e:
        c.emit(Source("g.kina", src), "ir", {"specialise": {"entry": "main", "sizes": {"B": 8}}})
    assert "missing size T" in str(e.value)
    with pytest.raises(Exception) as e:
        c.emit(Source("g.kina", src), "ir", {"specialise": {"entry": "main", "sizes": {"B": 0, "T": 3}}})
    assert "`B` is 0 with B=0, T=3" in str(e.value) and "g.kina:4:" in str(e.value)


def test_handle_of_a_generic_function_with_wrt():
    src = ("let loss = fn[N, I](x: tensor<F32, [N, I]>, w: tensor<F32, [I, 2]>) -> tensor<F32, []> {\n"
           "  (x @ w).reduce_sum(axes=[0, 1])\n} in\n"
           + main("x: tensor<F32, [B, 3]>, w: tensor<F32, [3, 2]>", "(tensor<F32, []>, tensor<F32, [3, 2]>)",
                  "let (l, gw) = handle loss(x, w) with reverseMode(wrt=[w]) in (l, gw)", "[B]"))
    ir, _ = compiler().emit(Source("h.kina", src), "ir", {"specialise": {"entry": "main", "sizes": {"B": 5}}})
    assert "loss__N5_I3" in ir.functions and any("reverseMode" in n for n in ir.functions)
    err = diagnose(src.replace("wrt=[w]", "wrt=[q]"))
    assert "`wrt` names `q`" in at(err, 5, 57)


def test_axes_keep_integers():
    err = diagnose(main("x: tensor<F32, [B, 3]>", "tensor<F32, [3]>", "x.reduce_sum(axes=[B])", "[B]"))
    assert "`axes` of `.reduce_sum` takes integers" in at(err, 2, 21)


def test_type_aliases_and_optional_placement():
    ir = check("type Mat[N, M] = tensor<F32, [N, M]> in\ntype V = tensor<F32, [3], @host> in\n"
               "let f = fn[A](x: Mat[A, 3], v: V) -> Mat[A, 3] {\n  x + v.broadcast([A, 3])\n} in\n"
               + main("x: Mat[2, 3], v: V", "Mat[2, 3]", "f(x, v)"))
    assert str(ir.functions["main"].params[0][1]) == "tensor<F32, [2, 3], @host>"
    assert "f__A2" in ir.functions


@pytest.mark.parametrize("use, line, col, gist", [
    ("x: Mat[2]", 2, 13, "type alias `Mat` takes 2 sizes [N, M], got 1"),
    ("x: Mat[2, 3, 4]", 2, 13, "type alias `Mat` takes 2 sizes [N, M], got 3"),
    ("x: Foo[2]", 2, 13, "unknown type `Foo`"),
])
def test_alias_diagnostics(use, line, col, gist):
    err = diagnose("type Mat[N, M] = tensor<F32, [N, M]> in\n" + main(use, "tensor<F32, [2]>", "x"))
    assert gist in at(err, line, col)


def test_alias_body_names_only_its_sizes_and_is_defined_once():
    err = diagnose("type Mat[N] = tensor<F32, [N, M]> in\n" + main("x: Mat[2]", "tensor<F32, [2]>", "x"))
    assert "unknown size variable `M`" in at(err, 1, 31)
    err = diagnose("type V = tensor<F32, [2]> in\ntype V = tensor<F32, [3]> in\n" + main("x: V", "V", "x"))
    assert "`V` is defined twice: at test.kina:1:6 and at test.kina:2:6" in at(err, 2, 6)


def test_size_variable_declared_twice():
    err = diagnose("let f = fn[N, N](x: tensor<F32, [N]>) -> tensor<F32, [N]> { x } in\n"
                   + main("x: tensor<F32, [4]>", "tensor<F32, [4]>", "x"))
    assert "size variable `N` is declared twice" in at(err, 1, 15)


def test_non_generic_programs_unchanged():
    # `type` stays usable as a name; wrt=[…] still reads as names
    ir = check("let f = fn(type: tensor<F32, [2]>) -> tensor<F32, [2]> { type * 2.0 } in\n"
               + main("x: tensor<F32, [2]>", "tensor<F32, [2]>", "f(x)"))
    assert list(ir.functions) == ["f", "main"]


def test_long_chain_of_generic_functions_uses_no_python_stack():
    n = 400  # deeper than Python's recursion limit if each specialisation recursed into the next
    src = "let f0 = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> { x } in\n"
    src += "".join(f"let f{i} = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> {{ f{i - 1}(x) }} in\n" for i in range(1, n))
    ir = check(src + main("x: tensor<F32, [3]>", "tensor<F32, [3]>", f"f{n - 1}(x)"), stage="anf")
    assert len(ir.functions) == n + 1 and list(ir.functions)[0] == "f0__N3"
