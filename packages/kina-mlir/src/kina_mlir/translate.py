"""Stage `llvm`: the LLVM dialect -> LLVM IR text that llvmlite's older LLVM parser accepts."""
from __future__ import annotations

import re
import struct

from .bindings import LoweringError, context, non_llvm_ops
from .pipeline import LLVMDialectModule


class LLVMIR(str):
    """Stage `llvm`'s value: the LLVM IR text (a str), carrying the EmittedModule it came from."""

    def __new__(cls, text: str, emitted=None):
        self = super().__new__(cls, text)
        self.emitted = emitted
        return self

    @property
    def text(self) -> str:
        return str.__str__(self)


def translate_to_llvm_ir(llvm_dialect) -> str:
    """LLVM IR text with float constants in hex. `llvm_dialect`: an LLVMDialectModule (in memory)
    or its text."""
    from torch_mlir import ir
    # the C extension itself: torch_mlir.dialects.llvm would also import the dialect's op classes
    from torch_mlir._mlir_libs._mlirDialectsLLVM import translate_module_to_llvmir

    if isinstance(llvm_dialect, LLVMDialectModule):
        with llvm_dialect.ctx:  # lowered by us: only LLVM ops are left (checked there)
            text = translate_module_to_llvmir(llvm_dialect.module.operation)
        return hex_float_constants(text)
    with context():
        module = ir.Module.parse(llvm_dialect)
        if non_llvm_ops(module):
            raise LoweringError("refusing to translate a module with non-LLVM ops")
        text = translate_module_to_llvmir(module.operation)
    return hex_float_constants(text)


def stage(module: LLVMDialectModule, ctx) -> LLVMIR:
    """Stage `llvm`."""
    return LLVMIR(translate_to_llvm_ir(module), module.emitted)


_LITERAL = re.compile(r"(?<![\w.%@$])(?:f0x[0-9A-Fa-f]+|0x[0-9A-Fa-f]+|[-+]?(?:[0-9]+\.[0-9]*(?:e[-+]?[0-9]+)?|[0-9]+e[-+]?[0-9]+|inf|nan|qnan|snan))(?![\w.])")
_TYPE = re.compile(r"\b(half|bfloat|float|double)\b")
# a line that could hold a literal to rewrite (most float-typed lines hold none: skipped fast)
_CANDIDATE = re.compile(r"[0-9]\.|[0-9][eE][-+]?[0-9]|inf|nan|f0x")


def _hex(kind: str, literal: str) -> str | None:
    """A float literal of type `kind` in the hex form every LLVM version parses (double bits)."""
    low = literal.lower()
    if low.startswith("0x"):
        return None  # already hex
    if low.startswith("f0x"):
        bits = int(low[3:], 16)
        value = struct.unpack("<f", struct.pack("<I", bits))[0] if kind == "float" else struct.unpack("<d", struct.pack("<Q", bits))[0]
        if kind not in ("float", "double"):
            return None
    else:
        sign = -1.0 if low.startswith("-") else 1.0
        core = low.lstrip("+-")
        if core in ("nan", "qnan", "snan"):
            return "0x7FF8000000000000" if sign > 0 else "0xFFF8000000000000"
        value = sign * float("inf") if core == "inf" else float(low)
        if kind == "float":
            value = struct.unpack("<f", struct.pack("<f", value))[0]  # the float it denotes, widened exactly
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", value))[0]


def hex_float_constants(text: str) -> str:
    """Rewrite float literals after a float-typed operand to hex (LLVM 24 prints
    decimal, inf, qnan and f0x forms that llvmlite's LLVM 22 parser rejects)."""
    out = []
    for line in text.split("\n"):
        if line.startswith(("!", ";", "source_filename", "target ")) or not _CANDIDATE.search(line) or not _TYPE.search(line):
            out.append(line)
            continue
        parts = line.split('"')
        for i in range(0, len(parts), 2):  # outside string literals only
            seg = parts[i]
            pieces, last = [], 0
            for m in _LITERAL.finditer(seg):
                kinds = _TYPE.findall(seg, 0, m.start())
                if not kinds or kinds[-1] not in ("float", "double"):
                    continue
                if re.fullmatch(r"[-+]?[0-9]+", m.group(0)):
                    continue
                rep = _hex(kinds[-1], m.group(0))
                if rep is None:
                    continue
                pieces.append(seg[last:m.start()])
                pieces.append(rep)
                last = m.end()
            pieces.append(seg[last:])
            parts[i] = "".join(pieces)
        out.append('"'.join(parts))
    return "\n".join(out)
