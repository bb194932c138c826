"""The LLVM-dialect module is canonicalized before translation (lowering.PIPELINE ends with
canonicalize,cse): a memref descriptor built with insertvalue is never read back with
extractvalue in the LLVM IR handed to llvmlite (MLIR folds what LLVM's InstCombine would, with
half the IR to translate, parse and optimise)."""
from __future__ import annotations

import re

from kina.compiler import Compiler
from kina.diagnostics import Source

_DEF = re.compile(r"^\s*(%[\w.]+) = (\w+)")
_EXTRACT = re.compile(r"= extractvalue [^%]*(%[\w.]+),")


def test_no_extractvalue_reads_an_insertvalue():
    t = "tensor<F32, [4, 64], @host>"
    src = f"fn @main(x: {t}, y: {t}) -> {t} {{ (x * y).transpose([1, 0]).transpose([1, 0]) + x.exp() @ y.transpose([1, 0]) @ x }}"
    ir = Compiler().emit(Source("d.kina", src), "llvm")[0]
    folded = 0
    for function in re.findall(r"^define .*?^}", ir, re.S | re.M):
        defs = {m.group(1): m.group(2) for m in map(_DEF.match, function.split("\n")) if m}
        reads = _EXTRACT.findall(function)
        assert not [r for r in reads if defs.get(r) == "insertvalue"]
        folded += 1
    assert folded >= 2  # the exported function and its kernels were looked at
