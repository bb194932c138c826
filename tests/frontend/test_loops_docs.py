"""docs/language.md, "Phase 3: loops and conditionals": every example program in the section is a
complete program that the checker accepts and that lowers to IR the verifier accepts."""
from __future__ import annotations

import os
import re

import pytest

from conftest import ROOT
from helpers import check, compiler
from kina.ir import If, Loop, walk
from kina.verify import verify

SECTION = "## Phase 3: loops and conditionals"


def examples() -> list[str]:
    with open(os.path.join(ROOT, "docs", "language.md"), encoding="utf-8") as fh:
        text = fh.read()
    start = text.index(SECTION)
    end = text.index("\n## ", start + 1)
    return re.findall(r"```\n(.*?)```", text[start:end], re.S)


def test_the_section_has_an_example_per_construct():
    found = examples()
    assert len(found) >= 6  # and later parts' examples (forwardMode, §C4)
    joined = "\n".join(found)
    for construct in ("loop (h = x) for", "let (h, total, hs) = loop", "fn[T, B]", "for t < T - 1", "if t < n",
                      ".index(", ".update_index(", "with forwardMode"):
        assert construct in joined, construct


@pytest.mark.parametrize("i", range(len(examples())))
def test_each_example_checks_and_verifies(i):
    src = examples()[i]
    ir = check(src, path=f"example{i}.kina")
    verify(ir, compiler().ops, handles_allowed=False)
    assert any(isinstance(b, (Loop, If)) for f in ir.functions.values() for b in walk(f.body))
