"""§P2 includes: resolution (beside the including file, then the library root with std/),
nesting, each file once, cycles and duplicate definitions naming both files, diagnostics
at the included file's own positions, and the compile-cache key covering included files."""
from __future__ import annotations

import os

import numpy as np
import pytest

import kina
from helpers import compiler
from kina.diagnostics import KinaError, Source
from kina.frontend.loader import LIBRARY_ROOT

F2 = "tensor<F32, [2]>"


def write(path, text: str) -> str:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as fh:
        fh.write(text)
    return str(path)


def fn(name: str, body: str = "x * 2.0") -> str:
    return f"let {name} = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> {{ {body} }} in\n"


def emit(path: str, stage: str = "ir", options=None):
    return compiler().emit(Source.read(path), stage, options)[0]


def error_of(path: str) -> KinaError:
    with pytest.raises(KinaError) as e:
        emit(path)
    return e.value


def test_nested_includes_resolve_relative_to_the_including_file(tmp_path):
    write(tmp_path / "lib" / "inner.kina", fn("double"))
    write(tmp_path / "lib" / "outer.kina", 'include "inner.kina" in\n' + fn("quad", "double(double(x))"))
    main = write(tmp_path / "m.kina", f'include "lib/outer.kina" in\nfn @main(x: {F2}) -> {F2} {{ quad(x) }}\n')
    ir = emit(main)
    assert {"double__N2", "quad__N2", "main"} <= set(ir.functions)
    out = kina.compile_file(main, backend="numpy").main(np.array([1.0, -3.0], np.float32))
    np.testing.assert_array_equal(out, [4.0, -12.0])


def test_diamond_include_checks_each_file_once(tmp_path):
    write(tmp_path / "d.kina", fn("base"))
    write(tmp_path / "b.kina", 'include "d.kina" in\n' + fn("left", "base(x)"))
    write(tmp_path / "c.kina", 'include "d.kina" in\n' + fn("right", "base(x) + x"))
    main = write(tmp_path / "a.kina", f'include "b.kina" in\ninclude "c.kina" in\nfn @main(x: {F2}) -> {F2} {{ left(x) + right(x) }}\n')
    assert "base__N2" in emit(main).functions


def test_std_library_from_the_library_root(tmp_path):
    assert os.path.isfile(os.path.join(LIBRARY_ROOT, "std", "nn.kina"))
    main = write(tmp_path / "m.kina", 'include "std/nn.kina" in\n'
                 "fn @main[B](x: tensor<F32, [B, 3]>, w: tensor<F32, [3, 2]>, b: tensor<F32, [2]>) -> tensor<F32, [B, 2]> {\n"
                 "  relu(linear(x, w, b))\n}\n")
    prog = kina.compile_file(main, backend="numpy")
    rng = np.random.default_rng(0)
    x, w, b = (rng.standard_normal(s).astype(np.float32) for s in [(5, 3), (3, 2), (2,)])
    np.testing.assert_allclose(prog.main(x, w, b), np.maximum(x @ w + b, 0), rtol=1e-6, atol=1e-6)


def test_include_from_compile_source_is_relative_to_the_current_directory(tmp_path, monkeypatch):
    write(tmp_path / "inc.kina", fn("double"))
    monkeypatch.chdir(tmp_path)
    prog = kina.compile_source(f'include "inc.kina" in\nfn @main(x: {F2}) -> {F2} {{ double(x) }}\n', backend="numpy")
    np.testing.assert_array_equal(prog.main(np.ones(2, np.float32)), [2.0, 2.0])


def test_include_cycle_names_both_files(tmp_path):
    x = write(tmp_path / "x.kina", 'include "y.kina" in\n' + fn("fx"))
    y = write(tmp_path / "y.kina", 'include "x.kina" in\n' + fn("fy"))
    main = write(tmp_path / "m.kina", f'include "x.kina" in\nfn @main(a: {F2}) -> {F2} {{ a }}\n')
    err = error_of(main)
    d = err.diagnostics[0]
    assert err.source.path == y and (d.span.line, d.span.column) == (1, 9)
    assert f"include cycle: {y} includes {os.path.join(str(tmp_path), 'x.kina')}" in d.message and x in d.message


def test_self_include_is_a_cycle(tmp_path):
    main = write(tmp_path / "m.kina", f'include "m.kina" in\nfn @main(a: {F2}) -> {F2} {{ a }}\n')
    assert "include cycle" in error_of(main).diagnostics[0].message


def test_duplicate_definition_names_both_files(tmp_path):
    lib = write(tmp_path / "lib.kina", fn("double"))
    main = write(tmp_path / "m.kina", 'include "lib.kina" in\n' + fn("double") + f"fn @main(a: {F2}) -> {F2} {{ double(a) }}\n")
    err = error_of(main)
    assert err.source.path == main
    assert err.diagnostics[0].message == f"`double` is defined twice: at {lib}:1:5 and at {main}:2:5"


def test_diagnostic_in_an_included_file_uses_its_own_positions(tmp_path):
    lib = write(tmp_path / "lib.kina", "// a library\n" + fn("broken", "x + nope"))
    main = write(tmp_path / "m.kina", f'include "lib.kina" in\nfn @main(a: {F2}) -> {F2} {{ a }}\n')
    err = error_of(main)  # an uncalled generic function in an included file is still checked
    assert err.source.path == lib and err.render().startswith(f"{lib}:2:67: error: unknown name `nope`")


def test_specialisation_error_in_an_included_file(tmp_path):
    lib = write(tmp_path / "lib.kina", "let pairs = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N - 1]> {\n"
                "  x.slice_dyn(x.reduce_sum(axes=[0]).cast(I64), axis=0, size=N - 1)\n} in\n")
    main = write(tmp_path / "m.kina", f'include "lib.kina" in\nfn @main(a: tensor<F32, [1]>) -> tensor<F32, [1]> {{ let p = pairs(a) in a }}\n')
    err = error_of(main)
    assert err.source.path == lib and err.diagnostics[0].span.line == 1
    assert f"specialised with N=1, called at {main}:2:" in err.diagnostics[0].message


def test_missing_include_and_main_in_an_included_file(tmp_path):
    main = write(tmp_path / "m.kina", f'include "nowhere.kina" in\nfn @main(a: {F2}) -> {F2} {{ a }}\n')
    err = error_of(main)
    assert "cannot find the included file \"nowhere.kina\"" in err.diagnostics[0].message
    assert (err.diagnostics[0].span.line, err.diagnostics[0].span.column) == (1, 9)
    lib = write(tmp_path / "withmain.kina", f"fn @main(a: {F2}) -> {F2} {{ a }}\n")
    main2 = write(tmp_path / "m2.kina", f'include "withmain.kina" in\nfn @main(a: {F2}) -> {F2} {{ a }}\n')
    err = error_of(main2)
    assert err.source.path == lib and "program prefix" in err.diagnostics[0].message


def test_cache_key_covers_included_files(tmp_path):
    lib = write(tmp_path / "lib.kina", fn("scale", "x * 2.0"))
    main = write(tmp_path / "m.kina", f'include "lib.kina" in\nfn @main(a: {F2}) -> {F2} {{ scale(a) }}\n')
    c = compiler()
    key1 = c.context(Source.read(main)).options["includes"]
    assert c.context(Source.read(main)).options["includes"] == key1
    a = np.array([1.0, 2.0], np.float32)
    first = kina.compile_file(main, backend="native")
    np.testing.assert_array_equal(first.main(a), [2.0, 4.0])
    write(tmp_path / "lib.kina", fn("scale", "x * 3.0"))  # main's own text is unchanged
    assert c.context(Source.read(main)).options["includes"] != key1
    second = kina.compile_file(main, backend="native")
    np.testing.assert_array_equal(second.main(a), [3.0, 6.0])  # compiled on its first call
    assert second.info["functions"]["main"].startswith("miss")
