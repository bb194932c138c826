"""kina_mlir.codegen.llvm.emit_object generates Kina's objects without LLVM's loop strength reduction
(it cost a quarter of the kernels' code generation and no run time), and puts the process-wide
LLVM option back afterwards, so another llvmlite user in the process (numba) is unaffected."""
from __future__ import annotations

import llvmlite.binding as llvm

from helpers import race
from kina_mlir.codegen import llvm as native

# two strided accesses per iteration: LSR rewrites their address arithmetic
IR = """
define void @f(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%i1, %loop]
  %i3 = mul i64 %i, 3
  %i5 = mul i64 %i, 5
  %pa = getelementptr float, ptr %a, i64 %i3
  %pb = getelementptr float, ptr %b, i64 %i5
  %x = load float, ptr %pb
  %y = load float, ptr %pa
  %z = fadd float %x, %y
  store float %z, ptr %pa
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"""


def _foreign_object() -> bytes:
    """The object another llvmlite user gets for IR (its own target machine, O2)."""
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    tm = llvm.Target.from_default_triple().create_target_machine(cpu=llvm.get_host_cpu_name(), opt=2, reloc="pic")
    mod = llvm.parse_assembly(IR)
    mod.triple, mod.data_layout = tm.triple, str(tm.target_data)
    return tm.emit_object(mod)


def test_kina_objects_skip_lsr_and_the_option_is_put_back():
    with_lsr = _foreign_object()
    kina_obj = native.emit_object(llvm.parse_assembly(IR), 1)
    assert native._lsr_users == 0
    assert _foreign_object() == with_lsr  # the option is back: foreign code generation unchanged
    # and the switch does change this IR's code (so the comparison above can fail)
    llvm.set_option("test", "-disable-lsr=1")
    try:
        assert _foreign_object() != with_lsr
    finally:
        llvm.set_option("test", "-disable-lsr=0")
    assert kina_obj  # Kina's own object was generated with the switch on


def test_concurrent_emits_leave_the_option_back():
    with_lsr = _foreign_object()
    _, errors = race(lambda: [native.emit_object(llvm.parse_assembly(IR), 1) for _ in range(5)], 4)
    assert not errors and native._lsr_users == 0
    assert _foreign_object() == with_lsr
