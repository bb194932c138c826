"""JVPs of the shape ops: each is linear, so its JVP is the op on the tangent."""
from __future__ import annotations

from kina.ops import shape as S

from .common import same_op

RULES = {S.reshape: same_op, S.transpose: same_op, S.broadcast: same_op}
