"""Kernel outlining (transforms/outline.py) of Kina loops: on buffers a loop is an scf.for with
results (its carries), and a later kernel may take them as arguments. Each call must take the
result of the call that replaced the loop, never the erased loop's (which once left an unlinked
operand and crashed the next pass)."""
from __future__ import annotations

from kina_mlir.bindings import parse_verified, run_passes
from kina_mlir.pipeline import loops_and_vectors, to_llvm
from kina_mlir.transforms.outline import outline_kernels

# two loops on buffers: the second reads the first's result (as reverseMode's reverse loop reads
# the forward loop's stacked residuals), then a linalg op reads the second's
MODULE = """
func.func @main(%a: memref<4xf32>, %out: memref<4xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %a[%i] : memref<4xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %t = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %s) -> (f32) {
    %v = memref.load %a[%i] : memref<4xf32>
    %n = arith.mulf %acc, %v : f32
    memref.store %n, %out[%i] : memref<4xf32>
    scf.yield %n : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %t : f32
    linalg.yield %y : f32
  }
  return %t : f32
}
"""


def test_a_kernel_taking_a_loop_result_calls_with_the_replacing_call_result():
    ctx, module = parse_verified(MODULE)
    with ctx:
        assert outline_kernels(module) == 3
        module.operation.verify()  # an unlinked operand fails here
        text = str(module)
        main = text[text.index("func.func @main"):]
        main = main[:main.index("\n  }\n")]
        calls = [line.strip() for line in main.splitlines() if "call @kernel." in line]
        assert len(calls) == 3
        first, second = calls[0].split(" = ")[0], calls[1].split(" = ")[0]
        assert f"({first}," in calls[1] or f", {first}" in calls[1] or f"({first})" in calls[1]
        assert second in calls[2]
        run_passes([*loops_and_vectors(), *to_llvm()], module)


# A Kina loop (left in the glue, its body's statements outlined one by one) followed by a kernel
# statement whose inner values the printer names as the loop's (sibling regions reuse names:
# %arg2, %arg3 and the numbers after the function's own values)
SIBLINGS = """
func.func @main(%a: memref<4xf32>, %out: memref<4xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f32) {
    %k = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %acc) -> (f32) {
      %v = memref.load %a[%j] : memref<4xf32>
      %w = arith.addf %b, %v : f32
      %x = arith.index_cast %i : index to i64
      %y = arith.sitofp %x : i64 to f32
      %n = arith.addf %w, %y : f32
      scf.yield %n : f32
    }
    scf.yield %k : f32
  } {kina.loop}
  %t = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %s) -> (f32) {
    %v = memref.load %a[%i] : memref<4xf32>
    %n = arith.mulf %acc, %v : f32
    memref.store %n, %out[%i] : memref<4xf32>
    scf.yield %n : f32
  }
  return %t : f32
}
"""


def _walked_captures(op) -> set:
    """The oracle: every operand of the statement's ops that none of them defines (an IR walk)."""
    from torch_mlir import ir

    inner, defined = [], set()

    def visit(o):
        inner.append(o)
        defined.update(o.results)
        for region in o.regions:
            for block in region.blocks:
                defined.update(block.arguments)
        return ir.WalkResult.ADVANCE
    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return {v for o in inner for v in o.operands if v not in defined}


def test_captured_values_read_from_the_text_are_those_an_ir_walk_finds(monkeypatch):
    from kina_mlir.transforms import outline

    ctx, module = parse_verified(SIBLINGS)
    with ctx:
        assert "%arg2" in str(module).split("{kina.loop}")[1]  # the names are reused, as the test needs
        statements, _, _ = outline._statements(module)
        assert len(statements) == 2  # the loop inside the Kina loop, and the one after it
        walked = [_walked_captures(op) for op, _ in statements]  # in the order outlining reads them
        seen = []
        read = outline._captured

        def checked(text, own, visible):
            got = read(text, own, visible)
            assert set(got) == walked[len(seen)]
            seen.append(got)
            return got
        monkeypatch.setattr(outline, "_captured", checked)
        assert outline_kernels(module) == 2
        assert len(seen) == 2
        module.operation.verify()
        run_passes([*loops_and_vectors(), *to_llvm()], module)
