"""Discrete ops carry no cotangent: activity analysis stops at them, so they need no rule."""
from __future__ import annotations

RULES: dict = {}
