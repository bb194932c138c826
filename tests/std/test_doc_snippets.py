"""Every ```kina block of docs/jax-users.md and docs/language.md is a complete program that
type-checks (a generic @main is also specialised, at size 3 for each of its variables), and the
standard library files check on their own as program prefixes."""
from __future__ import annotations

import os
import re

import pytest

from helpers import compiler
from kina.diagnostics import Source
from kina.frontend.loader import LIBRARY_ROOT

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = ["docs/jax-users.md", "docs/language.md"]


def blocks(doc: str):
    with open(os.path.join(ROOT, doc)) as fh:
        text = fh.read()
    return re.findall(r"^```kina\n(.*?)^```", text, re.S | re.M)


SNIPPETS = [(doc, i, code) for doc in DOCS for i, code in enumerate(blocks(doc))]


def test_the_docs_hold_kina_blocks():
    counts = {doc: len(blocks(doc)) for doc in DOCS}
    assert counts["docs/jax-users.md"] >= 6 and counts["docs/language.md"] >= 1, counts


@pytest.mark.parametrize("doc,i,code", SNIPPETS, ids=[f"{d.split('/')[-1]}-{i}" for d, i, _ in SNIPPETS])
def test_snippet_type_checks(doc, i, code, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # includes resolve beside the snippet, then in the library root
    src = Source(f"{doc}#kina-{i}", code)
    ir = compiler().emit(src, "ir")[0]
    generic = re.search(r"fn @main\[([^\]]*)\]", code)
    if generic:
        sizes = {v.strip(): 3 for v in generic.group(1).split(",")}
        ir = compiler().emit(src, "ir", {"specialise": {"entry": "main", "sizes": sizes}})[0]
        assert any(name.startswith("main__") for name in ir.functions)
    else:
        assert "main" in ir.functions


@pytest.mark.parametrize("name", sorted(os.listdir(os.path.join(LIBRARY_ROOT, "std"))))
def test_std_file_checks_as_an_include(name):
    src = Source("std_check.kina", f'include "std/{name}" in\nfn @main(x: tensor<F32, [1]>) -> tensor<F32, [1]> {{ x }}\n')
    compiler().emit(src, "ir")
