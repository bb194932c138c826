"""§P1: a size used as a value. `full(shape=[], value=Dh, dtype=F32)` holds the size Dh (any size
expression: `N * D`, `D + 1`), in a generic function specialised at two shapes; numpy and native."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import check

PROGRAM = """
let scale = fn[N, D](x: tensor<F32, [N, D]>) -> tensor<F32, [N, D]> {
  x * full(shape=[], value=D, dtype=F32).rsqrt().broadcast([N, D])
} in
let sizes = fn[N, D](x: tensor<F32, [N, D]>) -> (tensor<F32, []>, tensor<I64, [2]>, tensor<F64, [N]>) {
  (full(shape=[], value=N * D, dtype=F32),
   full(shape=[2], value=D + 1, dtype=I64),
   full(shape=[N], value=N - 1, dtype=F64))
} in
fn @main(a: tensor<F32, [2, 4]>, b: tensor<F32, [3, 9]>) -> (tensor<F32, [2, 4]>, tensor<F32, [3, 9]>) {
  (scale(a), scale(b))
}
"""


@pytest.fixture(scope="module", params=["numpy", "native"])
def prog(request, tmp_path_factory):
    path = tmp_path_factory.mktemp("sizes") / "sizes.kina"
    path.write_text(PROGRAM)
    return kina.compile_file(str(path), backend=request.param)


def test_size_as_value_in_two_specialisations(prog):
    a = np.arange(8, dtype=np.float32).reshape(2, 4)
    b = np.ones((3, 9), np.float32)
    sa, sb = prog.main(a, b)
    np.testing.assert_allclose(sa, a / 2.0, rtol=1e-6)   # 1/sqrt(4)
    np.testing.assert_allclose(sb, b / 3.0, rtol=1e-6)   # 1/sqrt(9)


@pytest.mark.parametrize("N,D", [(2, 3), (1, 1)])  # N - 1 = 0: a value, not a dim
def test_size_expressions_as_values_of_each_dtype(prog, N, D):
    total, ints, floats = prog.sizes(np.zeros((N, D), np.float32))
    assert total.dtype == np.float32 and total.shape == () and total == N * D
    assert ints.dtype == np.int64 and list(ints) == [D + 1, D + 1]
    assert floats.dtype == np.float64 and list(floats) == [N - 1] * N


def test_specialised_ir_holds_the_integer():
    ir = check(PROGRAM)
    values = [dict(b.attrs)["value"] for b in ir.functions["scale__N3_D9"].body if getattr(b, "op", None)
              and b.op.name == "full"]
    assert values == [9] and isinstance(values[0], int)
