"""The built-in op declarations (docs/spec.md §A7), one module per family. Each module
lists its ops in `OPS`; the frontend plugin registers them through
`register_ops`. Other packages import the `Op` objects to key their rules."""
from __future__ import annotations

from . import collective, compare, conv, create, discrete, elementwise, gather, indexing, layout, nn, reduce, shape, slices
from .registry import Attr, Op, OpTable, OpTypeError, RuleTable

FAMILIES = (elementwise, shape, reduce, nn, gather, discrete, slices, compare, layout, create, indexing, collective, conv)
BUILTIN_OPS = tuple(op for family in FAMILIES for op in family.OPS)

__all__ = ["Attr", "Op", "OpTable", "OpTypeError", "RuleTable", "BUILTIN_OPS", "FAMILIES"]
