"""Static `slice` starts given by size expressions (§P1, §P2; issue 24, class 8): a generic
`patch[DY, DX]` or `layer[I]` helper checks once symbolically and decides its bounds at each
specialisation, with a located diagnostic there; a bound the sizes cannot change is decided in
the symbolic check already."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import diagnose

PATCH = """let patch = fn[DY, DX](img: tensor<F32, [16, 16]>) -> tensor<F32, [4, 4]> {
  img.slice(start=[DY + 6, DX], size=[4, 4], stride=[1, 1])
} in
let layer = fn[I, L, D](w: tensor<F32, [L, D, D]>) -> tensor<F32, [D, D]> {
  w.slice(start=[I, 0, 0], size=[1, D, D], stride=[1, 1, 1]).reshape([D, D])
} in
fn @main(img: tensor<F32, [16, 16]>, w: tensor<F32, [3, 2, 2]>) -> (tensor<F32, [4, 4]>, tensor<F32, [2, 2]>) {
  (patch[2, 3](img) + patch[6, 12](img), layer[2, 3, 2](w) - layer[1, 3, 2](w))
}
"""


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_generic_patch_and_layer_helpers_with_size_expression_starts(backend):
    img = np.arange(256, dtype=np.float32).reshape(16, 16)
    w = np.arange(12, dtype=np.float32).reshape(3, 2, 2)
    p, l = kina.compile_source(PATCH, path="patch.kina", backend=backend).main(img, w)
    np.testing.assert_array_equal(p, img[8:12, 3:7] + img[12:16, 12:16])
    np.testing.assert_array_equal(l, w[2] - w[1])


def test_an_out_of_range_specialisation_is_located_at_the_slice_and_names_the_sizes():
    e = diagnose(PATCH.replace("patch[6, 12](img)", "patch[7, 12](img)"))
    d = e.diagnostics[0]
    assert d.span.line == 2 and "`slice` reads index 16 along dim 0 (start 13 + (4 - 1) * stride 1)" in d.message
    assert "specialised with DY=7, DX=12, called at test.kina:8:" in d.message


def test_a_bound_the_sizes_cannot_change_is_rejected_symbolically():
    """start N - 2 and size 4 on a dim N read index N + 1 for every N: an error without any call."""
    src = """let tail = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [4]> {
  x.slice(start=[N - 2], size=[4], stride=[1])
} in
fn @main(x: tensor<F32, [2]>) -> tensor<F32, [2]> { x }
"""
    d = diagnose(src).diagnostics[0]
    assert d.span.line == 2 and "`slice` reads index N + 1 along dim 0" in d.message


def test_a_negative_start_from_a_size_expression_is_located_at_the_specialisation():
    src = """let back = fn[K](x: tensor<F32, [8]>) -> tensor<F32, [2]> {
  x.slice(start=[K - 3], size=[2], stride=[1])
} in
fn @main(x: tensor<F32, [8]>) -> tensor<F32, [2]> { back[1](x) }
"""
    d = diagnose(src).diagnostics[0]
    assert d.span.line == 2 and "`slice` start -2 along dim 0 is negative" in d.message and "K=1" in d.message
    for k, want in ((3, [0.0, 1.0]), (5, [2.0, 3.0])):  # start 0 is a start like any other
        ok = kina.compile_source(src.replace("back[1]", f"back[{k}]"), path="ok.kina", backend="numpy")
        np.testing.assert_array_equal(ok.main(np.arange(8, dtype=np.float32)), want)
