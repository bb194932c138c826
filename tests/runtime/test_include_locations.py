"""A runtime error inside a function of an included file names that file and its own positions
(not the including program's name with the included file's line numbers), on both backends;
so does MLIR's location of every op of an included function."""
from __future__ import annotations

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
    pick = mlir[mlir.index("@pick"):mlir.index("@main")] if mlir.index("@pick") < mlir.index("@main") else mlir[mlir.index("@pick"):]
    assert 'loc("lib.kina":3:' in pick and '"prog.kina"' not in pick
