"""JVP of select: the condition is discrete, the tangent picks between the branches' tangents."""
from __future__ import annotations

from kina.ops import compare as C

from .common import linear_all

RULES = {C.select: linear_all}
