"""§C8: floor division by a positive literal in size expressions (`S / 2`): the canonical form,
evaluation, printing, the located grammar errors, equalities with `/` that the symbolic check
cannot decide (decided at each specialisation), generic entry points whose parameter types hold
`/`, and the LSP hover on such a type."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import check, compiler, diagnose
from kina.frontend.loader import load
from kina.diagnostics import Source
from kina.hostio import KinaArgumentError
from kina.sizes import Size, floordiv

H, W, N = Size.var("H"), Size.var("W"), Size.var("N")


def at(err, line: int, col: int) -> str:
    d = err.diagnostics[0]
    assert (d.span.line, d.span.column) == (line, col), err.render()
    return d.message


# canonical form: (left, right, equal symbolically?) -- True: the same canonical Size (or int);
# None: undecided (taken as equal by the symbolic check, decided at each specialisation); False: decided unequal
EQUALITIES = [
    ((H - 2) // 2 + 1, H // 2, True),
    ((H - 1) // 2 + 1, (H + 1) // 2, True),
    ((H + 4) // 2, H // 2 + 2, True),  # multiples of d come out
    ((2 * H + W) // 2, H + W // 2, True),
    ((2 * H) // 4, H // 2, True),  # reduced by the gcd with d
    ((H // 2) // 3, H // 6, True),  # nested divisions merge
    (((H + 1) // 2 + 3) // 2, (H + 7) // 4, True),
    ((-H) // 2, H // 2 - H, True),  # coefficients reduced into [0, d)
    (H * 3 // 3, H, True),
    (N * (H // 2), (H // 2) * N, True),
    ((H + 3) // 1, H + 3, True),
    (H // 2 * 2, H, None),  # even H only: decided at each specialisation
    ((H + 1) // 2, H // 2, None),
    (H // 2 + (H + 1) // 2, H, None),  # true for every H, but not by the canonical form
    (N * (H // 2), (N * H) // 2, None),
    (H // 2, H // 2 + 1, False),
    (H // 2, H, False),  # differ by more than a constant
    ((H + 1) // 2, H // 2 + 2, False),  # differ by 1 or 2, never 0
    (H // 2, 1, False),
    (H // 3, W // 3, False),
]


@pytest.mark.parametrize("left, right, equal", EQUALITIES, ids=[f"{a} vs {b}" for a, b, _ in EQUALITIES])
def test_canonical_form_and_symbolic_equality(left, right, equal):
    if equal is True:
        assert type(left) is type(right) and getattr(left, "terms", left) == getattr(right, "terms", right)
    assert (left == right) is (equal is not False) and (left != right) is (equal is False)
    if equal is not False and isinstance(left, Size) and isinstance(right, Size):
        assert hash(left) == hash(right)  # hashing agrees with the (undecided) equality


def test_constant_numerators_fold_and_bad_divisors_raise():
    assert floordiv(7, 2) == 3 and floordiv(-7, 2) == -4
    assert (H - H + 7) // 2 == 3 and isinstance((H // 2 * 2 - (H // 2) * 2), int)
    for bad in (0, -2, H):
        with pytest.raises((ValueError, TypeError)):
            H // bad


def test_subst_is_python_floor_division():
    e = (H - 1) // 2 + 1 + N * (W // 3)
    for h in range(1, 9):
        for w in (1, 5, 9):
            assert e.subst({"H": h, "W": w, "N": 4}) == (h - 1) // 2 + 1 + 4 * (w // 3)
    assert ((H // 2) // 2).subst({"H": 7}) == 1
    assert (H // 2).subst({"H": 2 * W + 1}) == W  # a partial substitution stays canonical
    assert (H // 2).names() == {"H"} and ((N * H) // 2 + W).names() == {"N", "H", "W"}


PRINTED = [
    ((H - 1) // 2 + 1, "(H + 1) / 2"),
    (H // 2, "H / 2"),
    (H // 2 * 2, "2 * (H / 2)"),
    (N * (H // 2) - 1, "N * (H / 2) - 1"),
    ((N * H + 3) // 2, "(H * N + 1) / 2 + 1"),
    (W - (H + 1) // 2, "W - (H + 1) / 2"),
    (-(H // 2) + W, "W - H / 2"),
    (((H + 1) // 2 + N) // 3, "(H + 2 * N + 1) / 6"),
    ((H // 2) * (W // 3), "(H / 2) * (W / 3)"),
]


@pytest.mark.parametrize("size, text", PRINTED, ids=[t for _, t in PRINTED])
def test_printing_is_readable_and_reparses(size, text):
    assert str(size) == text
    src = f"fn @main[H, W, N](x: tensor<F32, [H, W, N]>) -> tensor<F32, [{text}]> {{ x }}\n"
    reparsed = load(Source("<t>", src)).main.result.type.shape[0]
    assert reparsed.terms == size.terms


GENERIC_RESULT = ("fn @main[N, H](x: tensor<F32, [N, H]>) -> tensor<F32, [N, {dim}]> {{\n"
                  "  x.slice(start=[0, 0], size=[N, (H + 1) / 2], stride=[1, 2])\n}}\n")


@pytest.mark.parametrize("bad, token, message", [
    ("H / 0", "0", "division by zero in a size expression"),
    ("H / -2", "-2", "divides only by a positive integer literal, got -2"),
    ("H / N", "N", "divides only by a positive integer literal, not by the size `N`"),
    ("H / (N + 1)", "N + 1", "not by the size `N + 1`"),
    ("H @ 2", "@", "`@` is not allowed in a size expression"),
])
def test_grammar_errors_are_located(bad, token, message):
    src = GENERIC_RESULT.format(dim=bad)
    col = src.index(bad) + bad.index(token) + 1  # at the divisor (at the operator for `@`)
    err = diagnose(src)
    assert message in at(err, 1, col)


def test_written_division_in_types_static_args_and_trip_counts():
    src = ("let f = fn[N, H](x: tensor<F32, [N, H]>) -> tensor<F32, [N, H / 2 + H / 2]> {\n"
           "  let (s, h) = loop (s = x.slice(start=[0, 0], size=[N, H / 2], stride=[1, 2])) for t < (H + 1) / 2 {\n"
           "    (s + full(shape=[N, H / 2], value=H / 2, dtype=F32), s)\n"
           "  } in\n"
           "  s.concat(s, axis=1)\n"
           "} in\n"
           "fn @main(x: tensor<F32, [2, 5]>) -> tensor<F32, [2, 4]> { f(x) }\n")
    assert "f__N2_H5" in check(src).functions
    assert "f__N2_H7" in check(src.replace("[2, 5]", "[2, 7]").replace("[2, 4]", "[2, 6]")).functions


def test_generic_result_type_checks_symbolically_and_runs_at_two_specialisations():
    src = ("let half = fn[N, H](x: tensor<F32, [N, H]>) -> tensor<F32, [N, (H - 1) / 2 + 1]> {\n"
           "  x.slice(start=[0, 0], size=[N, (H + 1) / 2], stride=[1, 2])\n} in\n"
           "let pairs = fn[N, H](x: tensor<F32, [N, H]>) -> tensor<F32, [N, H / 2]> {\n"
           "  x.slice(start=[0, 0], size=[N, H / 2], stride=[1, 2]) + x.slice(start=[0, 1], size=[N, (H - 2) / 2 + 1], stride=[1, 2])\n"
           "} in\n"
           "fn @main[N, H](x: tensor<F32, [N, H]>) -> (tensor<F32, [N, (H + 1) / 2]>, tensor<F32, [N, H / 2]>) {\n"
           "  (half(x), pairs(x))\n}\n")
    check(src, stage="typed")  # the generic functions, symbolically
    prog = kina.compile_source(src, backend="numpy")
    for shape in [(2, 6), (3, 7)]:
        x = np.arange(np.prod(shape), dtype=np.float32).reshape(shape)
        a, b = prog.main(x)
        np.testing.assert_array_equal(a, x[:, ::2])
        h = shape[1] // 2
        np.testing.assert_array_equal(b, x[:, 0:2 * h:2] + x[:, 1:2 * h:2])
    assert prog.main.specialisations == [(2, 6), (3, 7)]


def undecided(h: int, r: int, result: str = "H / 2 * 2") -> str:
    return (f"let even = fn[N, H](x: tensor<F32, [N, H]>) -> tensor<F32, [N, {result}]> {{\n"
            "  x\n} in\n"
            f"fn @main(x: tensor<F32, [2, {h}]>) -> tensor<F32, [2, {r}]> {{ even(x) }}\n")


def test_an_undecided_equality_is_decided_at_each_specialisation():
    assert "even__N2_H4" in check(undecided(4, 4)).functions  # H even: H / 2 * 2 == H
    err = diagnose(undecided(3, 2))  # H odd: reported where the body's type is compared
    msg = at(err, 2, 3)
    assert "`even` is declared to return tensor<F32, [2, 2], @host> but its body has type tensor<F32, [2, 3], @host>" in msg
    assert "specialised with N=2, H=3" in msg
    # an inequality the symbolic check can decide is reported there, with the sizes as written
    err = diagnose(undecided(4, 2, "H / 2"))
    assert at(err, 2, 3) == ("`even` is declared to return tensor<F32, [N, H / 2], @host> but its body has type "
                             "tensor<F32, [N, H], @host>")


def test_undecided_equalities_in_op_rules_and_calls():
    # `+` (same_type) of [N, H] and [N, H / 2 * 2], and a generic callee's parameter: deferred
    src = ("let g = fn[N, H](x: tensor<F32, [N, H / 2 * 2]>) -> tensor<F32, [N, H / 2 * 2]> {{ x }} in\n"
           "let f = fn[N, H](x: tensor<F32, [N, H]>, y: tensor<F32, [N, H / 2 * 2]>) -> tensor<F32, [N, H]> {{\n"
           "  x + g[N, H](y)\n}} in\n"
           "fn @main(x: tensor<F32, [2, {h}]>, y: tensor<F32, [2, {h2}]>) -> tensor<F32, [2, {h}]> {{ f(x, y) }}\n")
    check(src.format(h=6, h2=6))
    err = diagnose(src.format(h=5, h2=4))
    msg = at(err, 3, 3)
    assert "tensor<F32, [2, 5], @host>" in msg and "tensor<F32, [2, 4], @host>" in msg and "H=5" in msg


def test_a_dimension_divided_to_zero_is_located():
    src = ("let f = fn[N, H](x: tensor<F32, [N, H]>) -> tensor<F32, [N, H / 2]> {\n"
           "  x.slice(start=[0, 0], size=[N, H / 2], stride=[1, 2])\n} in\n"
           "fn @main(x: tensor<F32, [2, 1]>) -> tensor<F32, [2, 1]> { let y = f(x) in x }\n")
    err = diagnose(src)
    assert "`H / 2` is 0 with N=2, H=1: every size must be >= 1" in at(err, 1, src.index("H / 2") + 1)


def test_generic_entry_point_checks_compound_dims_with_division():
    src = ("fn @main[N, H](x: tensor<F32, [N, H]>, y: tensor<F32, [N, H / 2]>) -> tensor<F32, [N, H / 2]> {\n"
           "  x.slice(start=[0, 1], size=[N, H / 2], stride=[1, 2]) + y\n}\n")
    prog = kina.compile_source(src, backend="numpy")
    x = np.arange(10, dtype=np.float32).reshape(2, 5)
    np.testing.assert_array_equal(prog.main(x, np.ones((2, 2), np.float32)), x[:, 1::2] + 1)
    assert prog.main.sizes_of((x, np.ones((2, 2), np.float32)), {}) == (2, 5)
    with pytest.raises(KinaArgumentError, match=r"parameter `y` of `main` expects shape \[2, 2\] "
                                                r"\(tensor<F32, \[N, H / 2\], @host> with N=2, H=5\), got shape \[2, 3\]"):
        prog.main(x, np.ones((2, 3), np.float32))
    with pytest.raises(KinaArgumentError, match=r"parameter `y` of `main` .* `H / 2` is 0 with N=2, H=1"):
        prog.main(x[:, :1], np.ones((2, 0), np.float32))


def test_hover_shows_a_type_with_division():
    pytest.importorskip("kina_lsp")
    from kina_lsp.analysis import analyse
    from kina_lsp.hover import hover_text
    from kina_lsp.index import build

    text = ("let even = fn[N, H](x: tensor<F32, [N, H]>) -> tensor<F32, [N, H / 2 * 2]> {\n"
            "  let y = x.slice(start=[0, 0], size=[N, (H - 1) / 2 + 1], stride=[1, 2]) in\n"
            "  x\n} in\n"
            "fn @main(x: tensor<F32, [2, 4]>) -> tensor<F32, [2, 4]> { even(x) }\n")
    c = compiler()
    a = analyse(c, "<t>", text)
    assert a.diagnostics["<t>"] == []
    lines = text.splitlines()
    ix = build(a)
    assert "let y: tensor<F32, [N, (H + 1) / 2], @host>" in hover_text(ix, c, 2, 7, lines[1])
    assert "-> tensor<F32, [N, H / 2 * 2]>" in hover_text(ix, c, 1, 6, lines[0])  # the signature as written


def test_aliases_substitute_into_divisions():
    src = ("type Half[N, H] = tensor<F32, [N, H / 2]> in\n"
           "let f = fn[N, H](x: tensor<F32, [N, 2 * H]>) -> Half[N, 2 * H + 1] {\n"
           "  x.slice(start=[0, 0], size=[N, H], stride=[1, 2])\n} in\n"
           "fn @main(x: tensor<F32, [2, 6]>) -> Half[2, 7] { f[2, 3](x) }\n")
    assert "f__N2_H3" in check(src).functions  # Half[N, 2 * H + 1] is [N, H]: (2 * H + 1) / 2 == H
    assert (2 * H + 1) // 2 == H and ((H + 1) % 2).subst({"H": 4}) == 1


def test_a_generic_strided_conv_and_pool_run_at_two_specialisations():
    src = ("let down = fn[N, H, W, C](x: tensor<F32, [N, H, W, C]>, w: tensor<F32, [3, 3, C, C]>)\n"
           "    -> tensor<F32, [N, (H - 1) / 2 + 1, (W - 1) / 2 + 1, C]> {\n"
           "  x.conv(w, stride=[2, 2], low=[1, 1], high=[1, 1])\n} in\n"
           "fn @main[N, H, W](x: tensor<F32, [N, H, W, 2]>, w: tensor<F32, [3, 3, 2, 2]>)\n"
           "    -> (tensor<F32, [N, (H + 1) / 2, (W + 1) / 2, 2]>, tensor<F32, [N, H / 2, W / 2, 2]>) {\n"
           "  (down(x, w), x.max_pool(window=[2, 2]))\n}\n")
    prog = kina.compile_source(src, backend="numpy")
    rng = np.random.default_rng(0)
    w = rng.standard_normal((3, 3, 2, 2)).astype(np.float32)
    for h, wd in [(6, 4), (7, 5)]:
        x = rng.standard_normal((2, h, wd, 2)).astype(np.float32)
        conv, pool = prog.main(x, w)
        padded = np.pad(x.astype(np.float64), [(0, 0), (1, 1), (1, 1), (0, 0)])
        ho, wo = (h - 1) // 2 + 1, (wd - 1) // 2 + 1
        want = np.zeros((2, ho, wo, 2))
        for i in range(ho):
            for j in range(wo):
                want[:, i, j] = np.einsum("nabc,abco->no", padded[:, 2 * i:2 * i + 3, 2 * j:2 * j + 3], w)
        np.testing.assert_allclose(conv, want, rtol=1e-5, atol=1e-5)
        top = x[:, :h // 2 * 2, :wd // 2 * 2].reshape(2, h // 2, 2, wd // 2, 2, 2)
        np.testing.assert_array_equal(pool, top.max(axis=(2, 4)))
