"""lowering.hex_float_constants: the LLVM IR text handed to llvmlite (whose parser is older than
the MLIR translator's printer) has every float literal in hex, and nothing else changed."""
from __future__ import annotations

def test_float_literals_become_hex_and_nothing_else_changes():
    from kina_mlir.translate import hex_float_constants

    ir = "\n".join([
        "  %1 = fadd float %0, 1.500000e+00",
        "  %2 = fmul double 2.5, %1",
        "  %3 = select i1 %c, float 0x7FF0000000000000, float inf",
        "  %4 = fadd float %3, -nan",
        "  %5 = add i64 %x, 1000",
        "  %6 = fadd <2 x float> %v, <float 1.0e+00, float f0x3F800000>",
        '  call void @f(ptr @"1.5 float")',
        "  %7 = fadd float %5, %6",
    ])
    out = hex_float_constants(ir).split("\n")
    assert out[0] == "  %1 = fadd float %0, 0x3FF8000000000000"
    assert out[1] == "  %2 = fmul double 0x4004000000000000, %1"
    assert out[2] == "  %3 = select i1 %c, float 0x7FF0000000000000, float 0x7FF0000000000000"
    assert out[3] == "  %4 = fadd float %3, 0xFFF8000000000000"
    assert out[4] == "  %5 = add i64 %x, 1000"  # integers stay
    assert out[5] == "  %6 = fadd <2 x float> %v, <float 0x3FF0000000000000, float 0x3FF0000000000000>"
    assert out[6] == '  call void @f(ptr @"1.5 float")'  # string literals stay
    assert out[7] == "  %7 = fadd float %5, %6"
