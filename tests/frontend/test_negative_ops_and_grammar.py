"""Located diagnostics for misuse of the Phase 2 ops and grammar (docs/spec.md §P0, §P3):
each case names the line, the text the caret must point at, and the gist."""
from __future__ import annotations

import pytest

from helpers import T, diagnose

F23, F32_, I4 = T("F32", [2, 3]), T("F32", [3, 2]), T("I64", [4])


def main(params: str, result: str, body: str) -> str:
    return f"fn @main({params}) -> {result} {{\n  {body}\n}}\n"


B23 = T("Bool", [2, 3])
CASES = [
    ("compare-chain", main(f"x: {F23}", B23, "x < x < x"), (2, "<"), "unexpected"),
    ("compare-dtypes", main(f"x: {F23}, i: {T('I64', [2, 3])}", B23, "x < i"), (2, "x < i"), "identical types"),
    ("compare-bool", main(f"m: {B23}", B23, "m == m"), (2, "m == m"), "numeric"),
    ("select-mask", main(f"x: {F23}", F23, "x.select(x, x)"), (2, "select"), "Bool mask"),
    ("select-shape", main(f"m: {T('Bool', [3])}, x: {F23}", F23, "m.select(x, x)"), (2, "x, x"), "shape"),
    ("select-two-literals", main(f"m: {B23}", F23, "m.select(1.0, 2.0)"), (2, "1.0"), "no type"),
    ("floor-div-float", main(f"x: {F23}", F23, "x.floor_div(x)"), (2, "floor_div"), "integer"),
    ("abs-bool", main(f"m: {B23}", B23, "m.abs()"), (2, "abs"), "numeric"),
    ("erf-int", main(f"i: {I4}", I4, "i.erf()"), (2, "erf"), "float"),
    ("reduce-min-axis", main(f"x: {F23}", T("F32", [2]), "x.reduce_min(axes=[2])"), (2, "axes="), "out of range"),
    ("concat-dims", main(f"x: {F23}, y: {F32_}", T("F32", [5, 3]), "x.concat(y, axis=0)"), (2, "y, axis"), "equal dims"),
    ("concat-one", main(f"x: {F23}", F23, "x.concat(axis=0)"), (2, "concat"), "at least 1"),
    ("slice-past-end", main(f"x: {F23}", T("F32", [2, 2]), "x.slice(start=[0, 2], size=[2, 2])"), (2, "size="), "outside"),
    ("slice-stride-past-end", main(f"x: {F23}", T("F32", [2, 2]), "x.slice(start=[0, 0], size=[2, 2], stride=[1, 3])"), (2, "size="), "reads index 3"),
    ("slice-rank", main(f"x: {F23}", T("F32", [2]), "x.slice(start=[0], size=[2])"), (2, "start="), "one entry per dim"),
    ("pad-negative", main(f"x: {F23}", F23, "x.pad(low=[0, -1], high=[0, 1])"), (2, "low="), ">= 0"),
    ("pad-float-int", main(f"i: {I4}", T("I64", [5]), "i.pad(low=[1], high=[0], value=0.5)"), (2, "value="), "float"),
    ("iota-tensor-arg", main(f"x: {F23}", T("I64", [3]), "iota(x, shape=[3], axis=0)"), (2, "x, shape"), "only static"),
    ("iota-axis", main(f"x: {F23}", T("I64", [3]), "iota(shape=[3], axis=1)"), (2, "axis="), "out of range"),
    ("iota-as-method", main(f"x: {F23}", F23, "x.iota(shape=[3], axis=0)"), (2, "iota"), "builtin"),
    ("full-float-for-int", main(f"x: {F23}", T("I64", [2]), "full(shape=[2], value=1.5, dtype=I64)"), (2, "value="), "float"),
    ("full-missing-value", main(f"x: {F23}", T("F32", [2]), "full(shape=[2])"), (2, "full"), "needs the argument `value`"),
    ("one-hot-float", main(f"x: {F23}", T("F32", [2, 3, 4]), "x.one_hot(depth=4)"), (2, "one_hot"), "I64"),
    ("matmul-ranks", main(f"x: {T('F32', [2, 2, 3])}, y: {T('F32', [2, 2, 3, 4])}", T("F32", [2, 2, 2, 4]), "x @ y"), (2, "x @ y"), "rank-2 side"),
    ("shadow-builtin", f"let iota = fn(x: {F23}) -> {F23} {{ x }} in\n" + main(f"x: {F23}", F23, "iota(x)"), (1, "iota"), "shadow"),
    ("static-to-function", f"let g = fn(x: {F23}) -> {F23} {{ x }} in\n" + main(f"x: {F23}", F23, "g(x, axis=0)"), (3, "axis"), "no keyword"),
]


@pytest.mark.parametrize("name,source,where,gist", CASES, ids=[c[0] for c in CASES])
def test_phase2_misuse_is_a_located_diagnostic(name, source, where, gist):
    err = diagnose(source, path=f"{name}.kina")
    d = err.diagnostics[0]
    line_no, marker = where
    line = source.split("\n")[line_no - 1]
    assert d.span.line == line_no, err.render()
    if name != "compare-chain":
        assert d.span.column == line.index(marker) + 1, err.render()
    assert gist in d.message or (d.hint and gist in d.hint), err.render()
    assert err.render().startswith(f"{name}.kina:{line_no}:{d.span.column}: error: ")


def test_comparisons_bind_looser_than_arithmetic():
    from helpers import check

    src = main(f"x: {F23}, y: {F23}", B23, "x + 1.0 * y <= -y - 2.0")
    check(src)  # parses as (x + (1.0 * y)) <= ((-y) - 2.0): a Bool result
