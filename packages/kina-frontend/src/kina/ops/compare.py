"""Comparisons (`<` … `!=`, or `.lt` …) and `select`: the masks of Phase 2 (docs/spec.md §P3)."""
from __future__ import annotations

from .registry import Op, OpTypeError, need_numeric, same_type


def infer_compare(symbol: str):
    def infer_comparison(types, attrs):
        t = same_type(types, f"operands of `{symbol}`")
        need_numeric(t, symbol)
        return t.with_(dtype="Bool")
    return infer_comparison


BOTH = frozenset({0, 1})
lt = Op("lt", 2, infer_compare("<"), surface="lt", literal_operands=BOTH, discrete=True)
le = Op("le", 2, infer_compare("<="), surface="le", literal_operands=BOTH, discrete=True)
gt = Op("gt", 2, infer_compare(">"), surface="gt", literal_operands=BOTH, discrete=True)
ge = Op("ge", 2, infer_compare(">="), surface="ge", literal_operands=BOTH, discrete=True)
eq = Op("eq", 2, infer_compare("=="), surface="eq", literal_operands=BOTH, discrete=True)
ne = Op("ne", 2, infer_compare("!="), surface="ne", literal_operands=BOTH, discrete=True)

COMPARISONS = (lt, le, gt, ge, eq, ne)


def infer_select(types, attrs):
    c, a, b = types
    if c.dtype != "Bool":
        raise OpTypeError(f"`select` is called on a Bool mask, got {c}", 0, "make one with a comparison, e.g. `(x > 0.0).select(x, y)`")
    t = same_type([a, b], "branches of `select`")
    if c.shape != t.shape or c.placement != t.placement:
        raise OpTypeError(f"`select` mask {c} must have the shape and placement of its branches {t}", 1)
    return t


select = Op("select", 3, infer_select, surface="select", literal_operands=frozenset({1, 2}),
            literal_peers=frozenset({1, 2}), doc="a where the mask holds, else b")

OPS = (*COMPARISONS, select)
