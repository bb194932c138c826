"""JVPs of the gathers and of the scatters their VJPs emit (so that handlers nest): linear in the gathered or
scattered values, the ids are discrete."""
from __future__ import annotations

from kina.ops import gather as G

from .common import same_op

RULES = {G.take: same_op, G.take_along_axis: same_op, G.scatter_add: same_op, G.scatter_along_axis: same_op}
