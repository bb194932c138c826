"""Float broadcast matmul on the native backend (§P3): `x[B…, M, K] @ w[K, N]` with more than one
batch element (the std attention's projections) and its mirror `[M, K] @ [B…, K, N]`, against
NumPy F64; a shape large enough to take the packed-panel path too."""
from __future__ import annotations

import numpy as np
import pytest

import kina

CASES = [((2, 3, 4), (4, 5)), ((2, 2, 3, 4), (4, 3)), ((3, 2), (2, 2, 4)), ((4, 64, 32), (32, 64))]


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_float_broadcast_matmul(backend):
    params = ", ".join(f"a{i}: tensor<F32, {list(x)}>, b{i}: tensor<F32, {list(w)}>" for i, (x, w) in enumerate(CASES))
    outs = [np.broadcast_shapes(x[:-2], w[:-2]) + (x[-2], w[-1]) for x, w in CASES]
    result = ", ".join(f"tensor<F32, {list(o)}>" for o in outs)
    body = ", ".join(f"a{i} @ b{i}" for i in range(len(CASES)))
    prog = kina.compile_source(f"fn @main({params}) -> ({result}) {{ ({body}) }}\n", backend=backend)
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(s).astype(np.float32) for pair in CASES for s in pair]
    for got, x, w in zip(prog.main(*args), args[::2], args[1::2]):
        np.testing.assert_allclose(got, x.astype(np.float64) @ w, rtol=1e-5, atol=1e-5)
