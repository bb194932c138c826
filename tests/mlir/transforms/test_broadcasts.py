"""transforms/broadcasts.py: a pure broadcast with several elementwise users gets a copy of its own
per user, so that elementwise fusion folds each into its user instead of materialising it once
(the MLP-1024 step's learning rate, broadcast to [1024, 1024] for both weights' updates); a
transpose, a copy and a matmul user get none; native results equal NumPy's."""
from __future__ import annotations

import numpy as np

import kina

_MAPS = """#id = affine_map<(d0, d1) -> (d0, d1)>
#one = affine_map<(d0, d1) -> (0, 0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
"""


def _generic(name, ins, in_maps, body):
    """One elementwise linalg.generic over [4, 8]: `ins` (ssa, type) read through `in_maps`."""
    args = ", ".join(f"%{n}_{i}: f32" for i, n in enumerate(["x"] * len(ins))) + ", %o: f32"
    return (f"    %{name} = linalg.generic {{indexing_maps = [{', '.join([*in_maps, '#id'])}], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} ins({', '.join(s for s, _ in ins)} : "
            f"{', '.join(t for _, t in ins)}) outs(%e : tensor<4x8xf32>) {{\n    ^bb0({args}):\n{body}\n    }} -> tensor<4x8xf32>\n")


def _module(src_ssa, src_ty, src_map, users: str) -> str:
    bcast = _generic("b", [(src_ssa, src_ty)], [src_map], "      linalg.yield %x_0 : f32")
    mul = "      %m = arith.mulf %x_0, %x_1 : f32\n      linalg.yield %m : f32"
    u1 = _generic("u1", [("%b", "tensor<4x8xf32>"), ("%a", "tensor<4x8xf32>")], ["#id", "#id"], mul)
    u2 = _generic("u2", [("%b", "tensor<4x8xf32>"), ("%c", "tensor<4x8xf32>")], ["#id", "#id"], mul)
    mm = ("    %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>\n"
          "    %mm = linalg.matmul ins(%b, %bt : tensor<4x8xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>\n")
    return f"""{_MAPS}func.func @f(%s: tensor<1x1xf32>, %t: tensor<8x4xf32>, %a: tensor<4x8xf32>, %c: tensor<4x8xf32>, %bt: tensor<8x4xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x4xf32>) {{
    %e = tensor.empty() : tensor<4x8xf32>
    %e2 = tensor.empty() : tensor<4x4xf32>
    %zero = arith.constant 0.0 : f32
{bcast}{u1}{u2}{mm if 'mm' in users else '    %mm = tensor.empty() : tensor<4x4xf32>' + chr(10)}    return %u1, %u2, %mm : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x4xf32>
}}
"""


def _run(text):
    from kina_mlir import pipeline as P
    from kina_mlir.bindings import parse_verified, run_passes
    from kina_mlir.transforms.broadcasts import duplicate_broadcasts

    ctx, module = parse_verified(text)
    with ctx:
        made = duplicate_broadcasts(module)
        module.operation.verify()
        run_passes(P.fusion(), module)
        return made, str(module)


def test_a_broadcast_is_made_again_for_each_elementwise_user_and_fused():
    made, out = _run(_module("%s", "tensor<1x1xf32>", "#one", ""))
    assert made == 1
    # fused: each user reads the 1x1 input itself; no generic is left whose body only yields
    assert out.count("linalg.generic") == 2, out
    assert out.count("ins(%arg0, ") == 2 and "tensor<1x1xf32>, tensor<4x8xf32>) outs" in out, out


def test_a_matmul_user_gets_no_copy():
    made, out = _run(_module("%s", "tensor<1x1xf32>", "#one", "mm"))
    assert made == 2  # both elementwise users; the matmul keeps the original
    assert "linalg.matmul" in out


def test_a_transpose_is_not_copied():
    made, _ = _run(_module("%t", "tensor<8x4xf32>", "#tr", ""))
    assert made == 0


def test_two_updates_sharing_a_broadcast_learning_rate_match_numpy():
    t = "tensor<F32, [64, 32], @host>"
    src = f"""fn @main(w1: {t}, w2: {t}, g1: {t}, g2: {t}, lr: tensor<F32, [1, 1], @host>) -> ({t}, {t}) {{
  (w1 - lr.broadcast([64, 32]) * g1, w2 - lr.broadcast([64, 32]) * g2)
}}"""
    rng = np.random.default_rng(5)
    w1, w2, g1, g2 = (rng.standard_normal((64, 32)).astype(np.float32) for _ in range(4))
    lr = np.array([[0.1]], np.float32)
    n1, n2 = kina.compile_source(src, path="sgd2.kina", backend="native").main(w1, w2, g1, g2, lr)
    np.testing.assert_array_equal(n1, w1 - lr * g1)
    np.testing.assert_array_equal(n2, w2 - lr * g2)
