"""A context of kina_mlir.bindings loads a dialect when the text or a pass first needs it, not every
dialect the wheel registers (loading all 46 took 17–21 ms a context, and every canonicalize pass
gathers the patterns of every loaded op). Nothing else changes: the lowered LLVM IR is the same as
with every dialect loaded."""
from __future__ import annotations

import kina_mlir.bindings as B
from kina.compiler import default_compiler
from kina.diagnostics import Source

# A matmul, a transpose, a reduction and a broadcast: linalg, tensor, arith, math, vector, scf and
# memref on the way down, and OpenMP where KINA_NUM_THREADS allows.
PROGRAM = """fn @main(a: tensor<F32, [64, 64], @host>, b: tensor<F32, [64, 64], @host>) -> tensor<F32, [64, 64], @host> {
  ((a @ b).tanh() * a).softmax(axis=1) + b.transpose([1, 0])
}"""


def test_a_new_context_has_no_dialect_loaded_but_the_builtin_ones():
    ctx = B.context()
    assert not ctx.is_dialect_loaded("linalg") and not ctx.is_dialect_loaded("gpu")
    assert ctx.is_registered_operation("linalg.matmul") is False  # known to the registry, not loaded yet


def test_parsing_loads_what_the_text_uses_and_no_more():
    ctx, _ = B.parse_verified("func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> { %y = math.tanh %x : tensor<4xf32>\n return %y : tensor<4xf32> }")
    assert ctx.is_dialect_loaded("math") and ctx.is_dialect_loaded("func")
    assert not ctx.is_dialect_loaded("gpu") and not ctx.is_dialect_loaded("spirv")


def test_the_llvm_ir_is_the_one_a_context_with_every_dialect_gives(monkeypatch):
    def llvm_ir():
        return str(default_compiler().emit(Source("lazy.kina", PROGRAM), "llvm", {})[0])

    lazy = llvm_ir()
    from torch_mlir import ir

    made = []

    def every_dialect():  # the wheel's default
        B.load()
        made.append(ir.Context())
        return made[-1]

    monkeypatch.setattr(B, "context", every_dialect)
    monkeypatch.setattr("kina_mlir.translate.context", every_dialect)
    assert llvm_ir() == lazy
    assert made and made[0].is_dialect_loaded("gpu")
