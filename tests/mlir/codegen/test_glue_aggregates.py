"""llvm.optimize_glue: the glue's struct results folded away before O0 code generation.

A glue function called once from the glue is inlined into its caller and the struct that carried
its results disappears (FastISel then selects the whole block); one called twice, named by a
kernel built elsewhere, marked noinline (a part of a split function) or a `_mlir_ciface_` entry
keeps its definition and its linkage. The
object computes what the unfolded one computes (oracle: the same module compiled without the
fold, both called through ctypes)."""
from __future__ import annotations

import ctypes
import re

from kina_mlir.codegen import link, llvm

# `pair` returns two descriptors-like values as one struct; `entry` calls it and the C-interface
# wrapper stores entry's struct whole, as MLIR's lowering of a multi-result function does.
GLUE = """
%pair_t = type { { ptr, i64 }, { ptr, i64 } }

define %pair_t @kina.u.pair(ptr %a, i64 %n, ptr %b, i64 %m) {
  %1 = insertvalue { ptr, i64 } undef, ptr %a, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %n, 1
  %3 = insertvalue { ptr, i64 } undef, ptr %b, 0
  %4 = insertvalue { ptr, i64 } %3, i64 %m, 1
  %5 = insertvalue %pair_t undef, { ptr, i64 } %2, 0
  %6 = insertvalue %pair_t %5, { ptr, i64 } %4, 1
  ret %pair_t %6
}

define %pair_t @kina.u.twice(ptr %a, i64 %n) {
  %1 = insertvalue { ptr, i64 } undef, ptr %a, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %n, 1
  %3 = insertvalue %pair_t undef, { ptr, i64 } %2, 0
  %4 = insertvalue %pair_t %3, { ptr, i64 } %2, 1
  ret %pair_t %4
}

define %pair_t @kina.u.entry(ptr %a, i64 %n, ptr %b, i64 %m) {
  %p = call %pair_t @kina.u.pair(ptr %b, i64 %m, ptr %a, i64 %n)
  %t1 = call %pair_t @kina.u.twice(ptr %a, i64 %n)
  %t2 = call %pair_t @kina.u.twice(ptr %b, i64 %m)
  %x = extractvalue %pair_t %p, 0
  %y = extractvalue %pair_t %t2, 1
  %q1 = insertvalue %pair_t undef, { ptr, i64 } %x, 0
  %q2 = insertvalue %pair_t %q1, { ptr, i64 } %y, 1
  ret %pair_t %q2
}

define void @_mlir_ciface_kina.u.entry(ptr %out, ptr %a, i64 %n, ptr %b, i64 %m) {
  %r = call %pair_t @kina.u.entry(ptr %a, i64 %n, ptr %b, i64 %m)
  store %pair_t %r, ptr %out, align 8
  %p = call %pair_t @kina.u.entry__part0(ptr %a, i64 %n)
  ret void
}

define %pair_t @kina.u.entry__part0(ptr %a, i64 %n) #0 {
  %1 = insertvalue { ptr, i64 } undef, ptr %a, 0
  %2 = insertvalue %pair_t undef, { ptr, i64 } %1, 0
  ret %pair_t %2
}

attributes #0 = { noinline }
"""


def defined(mod) -> dict[str, bool]:
    """Each defined function: whether it is external."""
    import llvmlite.binding as lb

    return {f.name: f.linkage == lb.Linkage.external for f in mod.functions if not f.is_declaration}


def test_a_function_called_once_is_folded_into_its_caller():
    mod = llvm.optimize_glue(GLUE)
    funcs = defined(mod)
    assert "kina.u.pair" not in funcs and "kina.u.entry" not in funcs  # inlined, then dropped
    assert funcs["kina.u.twice"]  # called twice: kept, external
    assert funcs["kina.u.entry__part0"]  # a part emit/split.py cut off: noinline, kept apart
    assert "_mlir_ciface_kina.u.entry" in funcs
    wrapper = str(mod.get_function("_mlir_ciface_kina.u.entry"))
    assert "store %pair_t" not in wrapper and "insertvalue" not in wrapper  # stored field by field


def test_a_function_a_kernel_elsewhere_calls_keeps_its_definition():
    elsewhere = "func.func @kernel.3() { func.call @kina.u.pair(...) }"
    funcs = defined(llvm.optimize_glue(GLUE, elsewhere=elsewhere))
    assert funcs["kina.u.pair"]


def run(obj: bytes, path) -> list[int]:
    path.write_bytes(link.link_shared(obj))
    lib = ctypes.CDLL(str(path))
    out = (ctypes.c_int64 * 4)()
    a, b = ctypes.c_int64(7), ctypes.c_int64(9)
    lib["_mlir_ciface_kina.u.entry"](out, ctypes.byref(a), ctypes.c_int64(3), ctypes.byref(b), ctypes.c_int64(5))
    return [out[1], out[3], out[0] == ctypes.addressof(b), out[2] == ctypes.addressof(b)]


def test_the_folded_object_computes_what_the_unfolded_one_does(tmp_path):
    folded = llvm.emit_object(llvm.optimize_glue(GLUE), 0)
    plain = llvm.emit_object(llvm.optimize(GLUE, 0), 0)
    assert run(folded, tmp_path / "folded.so") == run(plain, tmp_path / "plain.so") == [5, 5, True, True]
    assert not re.search(rb"kina\.u\.pair", folded)  # no symbol left for the folded function
