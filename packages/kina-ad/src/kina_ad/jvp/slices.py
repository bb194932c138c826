"""JVPs of update_slice (the tangents written the same way) and slice_dyn (the tangent's slice)."""
from __future__ import annotations

from kina.ops import slices as Sl

from .common import linear_all, same_op

RULES = {Sl.update_slice: linear_all, Sl.slice_dyn: same_op}
