"""A runtime error inside a function of an included file names that file and its own positions
(not the including program's name with the included file's line numbers), on both backends;
so does MLIR's location of every op of an included function."""
from __future__ import annotations

import re

import numpy as np
import pytest

import kina
from helpers import compiler
from kina.diagnostics import Source
from kina.hostio import KinaRuntimeError

LIB = ("// a library\n"
       "let pick = fn(t: tensor<F32, [3]>, i: tensor<I64, [1]>) -> tensor<F32, [1]> {\n"
       "  t.take(i * 2, axis=0)\n"
       "} in\n")
MAIN = ('include "lib.kina" in\n'
        "fn @main(t: tensor<F32, [3]>, i: tensor<I64, [1]>) -> tensor<F32, [1]> { pick(t, i) }\n")


@pytest.fixture
def main_path(tmp_path):
    (tmp_path / "lib.kina").write_text(LIB)
    (tmp_path / "prog.kina").write_text(MAIN)
    return str(tmp_path / "prog.kina")


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_runtime_error_in_an_included_function_names_its_file(main_path, backend):
    prog = kina.compile_file(main_path, backend=backend)
    t = np.arange(3, dtype=np.float32)
    np.testing.assert_array_equal(prog.main(t, np.array([1])), [2.0])
    with pytest.raises(KinaRuntimeError) as e:
        prog.main(t, np.array([2]))
    assert "lib.kina:3:" in str(e.value) and "prog.kina" not in str(e.value), str(e.value)


def test_mlir_locations_of_an_included_function(main_path):
    mlir = str(compiler().emit(Source.read(main_path), "mlir")[0])
    pick = mlir[mlir.index("@kina.u.pick"):mlir.index("@kina.u.main")] if mlir.index("@kina.u.pick") < mlir.index("@kina.u.main") else mlir[mlir.index("@kina.u.pick"):]
    assert 'loc("lib.kina":3:' in pick and '"prog.kina"' not in pick


# reverseMode inlines every call of the differentiated function: here `loss` (the program's own)
# calls `pick` of lib2.kina, whose ops then sit in `loss__reverseMode_wrt_t`, a function of
# prog2.kina. They (and the VJP ops made from them) keep lib2.kina's name with its positions;
# before, they were reported as prog2.kina with lib2.kina's line numbers.
LIB2 = ("// a library\n"
        "//\n"
        "//\n"
        "let pick = fn(t: tensor<F32, [3]>, i: tensor<I64, [1]>) -> tensor<F32, []> {\n"
        "  (t.take(i * 2, axis=0) * t.take(i, axis=0)).reduce_sum(axes=[0])\n"
        "} in\n")
MAIN2 = ('include "lib2.kina" in\n'
         "let loss = fn(t: tensor<F32, [3]>, i: tensor<I64, [1]>) -> tensor<F32, []> { pick(t, i) * 2.0 } in\n"
         "fn @main(t: tensor<F32, [3]>, i: tensor<I64, [1]>) -> (tensor<F32, []>, tensor<F32, [3]>) {\n"
         "  handle loss(t, i) with reverseMode(wrt=[t])\n"
         "}\n")


@pytest.fixture
def ad_path(tmp_path):
    (tmp_path / "lib2.kina").write_text(LIB2)
    (tmp_path / "prog2.kina").write_text(MAIN2)
    return str(tmp_path / "prog2.kina")


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_runtime_error_in_an_included_function_inlined_by_reverse_mode_names_its_file(ad_path, backend):
    prog = kina.compile_file(ad_path, backend=backend)
    t = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    loss, g = prog.main(t, np.array([1]))
    assert float(loss) == 2 * 3.0 * 2.0
    np.testing.assert_array_equal(g, [0.0, 6.0, 4.0])
    with pytest.raises(KinaRuntimeError) as e:
        prog.main(t, np.array([2]))
    assert "lib2.kina:5:" in str(e.value) and "prog2.kina" not in str(e.value), str(e.value)


def test_mlir_locations_of_an_included_function_inlined_by_reverse_mode(ad_path):
    mlir = str(compiler().emit(Source.read(ad_path), "mlir")[0])
    assert 'loc("lib2.kina":5:' in mlir
    assert not re.search(r'"prog2\.kina":[5-9]', mlir), "a lib2.kina position named as prog2.kina"
    assert 'loc("prog2.kina":2:' in mlir  # loss's own `* 2.0` keeps the program's name
