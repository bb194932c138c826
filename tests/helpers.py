"""Helpers shared by test modules."""
from __future__ import annotations

from kina.compiler import Compiler
from kina.diagnostics import KinaError, Source


def check(text: str, path: str = "test.kina", stage: str = "ir"):
    return Compiler().emit(Source(path, text), stage)[0]


def diagnose(text: str, path: str = "test.kina", stage: str = "ir") -> KinaError:
    try:
        check(text, path, stage)
    except KinaError as e:
        return e
    raise AssertionError("expected a diagnostic, the program was accepted")


def T(dtype: str, shape, placement: str = "host") -> str:
    return f"tensor<{dtype}, [{', '.join(map(str, shape))}], @{placement}>"
