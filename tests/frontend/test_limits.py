"""Limits (docs/language.md, "Limits"): every tensor fits 2^62 bytes, literals fit their
dtype, static integers fit I64. Programs past a limit get one located diagnostic from
`kina check`, never a crash later (np.prod used to wrap, MLIR and struct.pack used to
raise, native code used to segfault)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from helpers import T, check, diagnose

KINA = [sys.executable, "-m", "kina.cli"]
F2 = T("F32", [2])


def kina(*args, cwd=None):
    return subprocess.run([*KINA, *args], capture_output=True, text=True, cwd=cwd, timeout=600)


def main(params: str, result: str, body: str) -> str:
    return f"fn @main({params}) -> {result} {{\n  {body}\n}}\n"


# The original crash reports, verbatim in spirit: each passed `kina check` and then crashed.
# (file, source, (line, marker the caret must point at), gist of the diagnostic)
CRASHES = [
    # np.prod wrapped 4611686018427387905 * 4 to 4: the checker accepted, the .so segfaulted
    ("reshape_wraps.kina", main(f"x: {T('F32', [4])}", T("F32", [4]),
                                "let y = x.reshape([4611686018427387905, 4]) in\n  y.reshape([4])"),
     (2, "[4611686018427387905, 4]"), "take more than 2^62 bytes"),
    # a dimension >= 2^63: exit 2 from the MLIR parser ("invalid dimension")
    ("dim_2_63.kina", main(f"x: {T('F32', [9223372036854775808])}", T("F32", [9223372036854775808]), "x"),
     (1, "9223372036854775808]"), "dimension 9223372036854775808 is too large"),
    # an I32 literal out of range: silently wrapped (or rejected by MLIR) after the checker said ok
    ("i32_literal.kina", main(f"x: {T('I32', [2])}", T("I32", [2]), "x + 3000000000"),
     (2, "3000000000"), "integer literal 3000000000 is out of range for I32"),
    ("i64_literal.kina", main(f"x: {T('I64', [2])}", T("I64", [2]), "x * 9223372036854775808"),
     (2, "9223372036854775808"), "out of range for I64"),
    ("i64_negative.kina", main(f"x: {T('I64', [2])}", T("I64", [2]), "x - -9223372036854775809"),
     (2, "-9223372036854775809"), "out of range for I64"),
    # an F32 literal past FLT_MAX: "OverflowError: float too large to pack with f format", exit 2
    ("f32_overflow.kina", main(f"x: {F2}", F2, "x * 1e39"), (2, "1e39"), "literal 1e+39 overflows F32"),
    # a float literal past F64: float() gave inf without a word
    ("f64_overflow.kina", main(f"x: {T('F64', [2])}", T("F64", [2]), "x * 1e999"), (2, "1e999"), "overflows F64"),
    # more digits than int() converts (ValueError, exit 2)
    ("huge_int.kina", main(f"x: {T('F64', [2])}", T("F64", [2]), "x + " + "9" * 5000), (2, "9999"), "5000 digits is too large"),
]


def test_crash_inputs_get_located_diagnostics(tmp_path):
    paths = []
    for name, src, _, _ in CRASHES:
        (tmp_path / name).write_text(src)
        paths.append(name)
    r = kina("check", *paths, cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    assert "Traceback" not in r.stderr and "internal compiler error" not in r.stderr
    for name, src, (line, marker), gist in CRASHES:
        col = src.split("\n")[line - 1].index(marker) + 1
        assert f"{name}:{line}:{col}: error: " in r.stderr, (name, r.stderr)
        block = r.stderr[r.stderr.index(f"{name}:{line}:{col}: error: "):]
        assert gist in block.split("\n")[0], (name, block[:300])
        shown, caret = block.split("\n")[1:3]  # long lines are shown as a window around the caret
        assert shown[caret.index("^"):].startswith(marker[:4]), (name, block[:600])


def test_reshape_volume_overflow_stops_before_native_code(tmp_path):
    """The segfaulting input, through the command that crashed: exit 1 and a diagnostic, no .so."""
    name, src, _, _ = CRASHES[0]
    (tmp_path / name).write_text(src)
    r = kina("compile", name, "--emit", "so", "-o", "m.so", cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    assert f"{name}:2:21: error: cannot reshape tensor<F32, [4], @host>" in r.stderr
    assert not (tmp_path / "m.so").exists()


def test_literal_overflow_stops_before_mlir(tmp_path):
    name, src, _, _ = CRASHES[5]
    (tmp_path / name).write_text(src)
    r = kina("compile", name, "--emit", "mlir", cwd=tmp_path)
    assert r.returncode == 1 and "overflows F32" in r.stderr and "internal" not in r.stderr, r.stderr


# -- the same rules in process: every op's typing and every static argument ------------------

OVERSIZED = [
    ("broadcast", main(f"x: {F2}", F2, "let a = x.broadcast([4611686018427387905, 2]) in x"),
     "[4611686018427387905", "cannot broadcast"),
    ("broadcast-exact-limit", main(f"x: {F2}", F2, "let a = x.broadcast([576460752303423489, 2]) in x"),
     "[576460752303423489", "more than 2^62 bytes"),
    ("take-result", main(f"x: {F2}, i: {T('I64', [536870912, 1073741824])}, t: {T('F32', [1073741824, 16])}", F2,
                         "let a = t.take(i, axis=0) in x"), "take(", "the result of `.take` would be"),
    ("matmul-result", main(f"a: {T('F32', [1152921504606846976, 1])}, b: {T('F32', [1, 1152921504606846976])}", F2,
                           "let c = a @ b in c.reshape([2])"), "a @ b", "the result of `@` would be"),
    ("cast-grows", main(f"a: {T('I32', [1152921504606846976])}", T("F64", [1]),
                        "let c = a.cast(F64) in c.reduce_sum(axes=[0], keepdims=true)"), "cast(", "F64 elements take more than"),
    ("declared-volume", main(f"x: {T('F32', [4294967296, 4294967296])}", F2, "x"), "[4294967296, 4294967296]", "too large"),
    ("declared-dim-zero", main(f"x: {T('F32', [2, 0])}", F2, "x"), "0]", "every dimension must be >= 1"),
    ("slice-size", main(f"x: {T('F32', [2, 3])}, s: {T('I64', [])}", T("F32", [2, 1]), "x.slice_dyn(s, axis=1, size=18446744073709551617)"),
     "18446744073709551617", "`size` of `.slice_dyn`: 18446744073709551617 is out of range"),
    ("axis-huge", main(f"x: {T('F32', [2, 3])}", T("F32", [2, 3]), "x.softmax(axis=-99999999999999999999999)"),
     "-99999999999999999999999", "out of range"),
    ("axes-huge", main(f"x: {T('F32', [2, 3])}", T("F32", [2]), "x.reduce_sum(axes=[18446744073709551617])"),
     "18446744073709551617", "`axes` of `.reduce_sum`"),
    ("perm-huge", main(f"x: {T('F32', [2, 3])}", T("F32", [3, 2]), "x.transpose([1, 18446744073709551616])"),
     "18446744073709551616", "`perm` of `.transpose`"),
    ("reshape-huge-target", main(f"x: {F2}", F2, "x.reshape([9223372036854775807, 9223372036854775807, 2])"),
     "[9223372036854775807", "cannot reshape"),
    ("int-to-f64-overflow", main(f"x: {T('F64', [2])}", T("F64", [2]), "x + 1" + "0" * 320), "1000", "overflows F64"),
    ("i32-negative", main(f"x: {T('I32', [2])}", T("I32", [2]), "x + -2147483649"), "-2147483649", "out of range for I32"),
    ("f32-call-argument", f"let f = fn(a: {F2}, b: {F2}) -> {F2} {{ a + b }} in\n" + main(f"x: {F2}", F2, "f(x, 4e38)"),
     "4e38", "overflows F32"),
]


@pytest.mark.parametrize("name,src,marker,gist", OVERSIZED, ids=[c[0] for c in OVERSIZED])
def test_limits_are_located_diagnostics(name, src, marker, gist):
    err = diagnose(src, f"{name}.kina")
    (d,) = err.diagnostics
    assert gist in d.message, d.message
    line = src.split("\n")[d.span.line - 1]
    assert line[d.span.column - 1:].startswith(marker), (line, d.span, marker)
    text = err.render()
    assert f"{name}.kina:{d.span.line}:{d.span.column}: error:" in text and "^" in text
    assert len(text) < 2000  # huge numbers are shortened, never printed in full


BOUNDARIES = [
    main(f"x: {T('I32', [2])}", T("I32", [2]), "x * -2147483648 + 2147483647"),
    main(f"x: {T('I64', [2])}", T("I64", [2]), "x * -9223372036854775808 + 9223372036854775807"),
    main(f"x: {F2}", F2, "x * 3.4028235e38 + 1e-50 - 340282346638528859811704183484516925440"),
    main(f"x: {T('F64', [2])}", T("F64", [2]), "x * 1e308 + 1e39"),
    main(f"x: {T('F32', [1])}", T("F32", [1]), "let a = x.broadcast([1152921504606846976]) in a.reduce_sum(axes=[0], keepdims=true)"),
    main(f"x: {T('Bool', [4611686018427387904])}", T("Bool", [4611686018427387904]), "x"),
]


@pytest.mark.parametrize("src", BOUNDARIES)
def test_values_at_the_limits_are_accepted(src):
    check(src, stage="ir")


def test_boundary_literals_keep_their_values():
    import numpy as np

    import kina

    src = main(f"x: {T('I32', [2])}, y: {T('I64', [2])}", f"({T('I32', [2])}, {T('I64', [2])})",
               "(x * 0 + -2147483648, y * 0 - 9223372036854775807 - 1)")
    prog = kina.compile_source(src, "b.kina", backend="numpy")
    a, b = prog.main(np.zeros(2, np.int32), np.zeros(2, np.int64))
    assert a.tolist() == [-2 ** 31] * 2 and b.tolist() == [-2 ** 63] * 2


def test_tensor_size_is_exact():
    from kina.types import TensorType

    t = TensorType("F32", (4611686018427387905, 4))
    assert t.size == 4611686018427387905 * 4  # np.prod(int64) gave 4
    assert "more than 2^62 bytes" in t.problem()
    assert TensorType("F32", (2 ** 30, 2 ** 30)).problem() is None  # exactly 2^62 bytes
    assert TensorType("F32", (2 ** 30, 2 ** 30 + 1)).problem() is not None


def test_verifier_rejects_oversized_ir():
    """A pass that builds an oversized tensor is caught by name, not by native code."""
    from kina.diagnostics import NO_SPAN, Source
    from kina.ir import Bind, Function, Program
    from kina.ops.gather import scatter_add
    from kina.verify import IRVerificationError, verify
    from kina.types import TensorType

    g, ids = TensorType("F32", (2, 2)), TensorType("I64", (2,))
    huge = TensorType("F32", (2 ** 61, 2))
    b = Bind(("s",), ("g", "i"), (huge,), NO_SPAN, scatter_add, {"shape": [2 ** 61, 2]})
    fn = Function("main", (("g", g), ("i", ids)), (b,), ("s",), (huge,), NO_SPAN)
    with pytest.raises(IRVerificationError, match="scatter target"):
        verify(Program({"main": fn}, Source("p.kina", "")))
