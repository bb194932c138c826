"""JVPs of index (the tangent read at i) and update_index (the tangents written at i)."""
from __future__ import annotations

from kina.ops import indexing as I

from .common import linear_all, same_op

RULES = {I.index: same_op, I.update_index: linear_all}
