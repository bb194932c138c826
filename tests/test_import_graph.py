"""No import cycle anywhere in the workspace, and no function-local import of a light workspace
module (what counts as an edge, local and heavy: tests/import_graph.py). One test per package,
so `-k kina_frontend` checks one package (a cycle is reported for each package it passes through)."""
from __future__ import annotations

import glob
import os
import textwrap

import pytest
from conftest import ROOT
from import_graph import build, report

SRC_DIRS = sorted(glob.glob(os.path.join(ROOT, "packages", "*", "src")) + glob.glob(os.path.join(ROOT, "examples", "*", "src")))


def top_modules(src: str) -> set[str]:
    return {f.removesuffix(".py") for f in os.listdir(src) if os.path.isdir(os.path.join(src, f)) or f.endswith(".py")} - {"__pycache__"}


PACKAGES = {os.path.basename(os.path.dirname(src)).replace("-", "_"): top_modules(src) for src in SRC_DIRS}


@pytest.fixture(scope="module")
def graph():
    return build(SRC_DIRS, ROOT)


@pytest.mark.parametrize("package", sorted(PACKAGES))
def test_no_import_cycle_and_no_light_local_import(graph, package):
    tops = PACKAGES[package]
    problems = report(graph, lambda m: m.split(".")[0] in tops)
    assert not problems, "\n" + "\n".join(problems)


def test_the_graph_sees_the_workspace(graph):
    """Every package is read, and a known top-level edge and a known heavy module are seen."""
    assert {"kina", "kina_ad", "kina_mlir", "kina_runtime", "kina_storylm", "kina_plugin_example"} <= {m.split(".")[0] for m in graph.modules}
    assert "kina.sizes" in graph.edges()["kina.types"]
    assert "kina.frontend.parser" in graph.heavy()  # it imports lark


def write(root, files: dict[str, str]) -> str:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return str(root)


def test_the_checker_reports_a_cycle_and_a_light_local_import(tmp_path):
    src = write(tmp_path, {
        "p/a.py": "from . import b\n",
        "p/b.py": "def f():\n    from .a import thing\n",
        "p/c.py": "import os\ndef g():\n    from p import heavy_mod, d\n    import numpy\n",
        "p/d.py": "X = 1\n",
        "p/g.py": "from . import h\n",
        "p/h.py": "from . import g, i\n",
        "p/i.py": "import p.h\nimport p.i\n",
        "p/heavy_mod.py": "import lark\n",
        "p/e.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from p import a\nclass K:\n    import p.d\n",
        # a module-level __getattr__ (PEP 562) may defer a submodule in its package's __init__ only
        "p/__init__.py": "def __getattr__(name):\n    from .d import X\n    from r import y\n",
        "p/f.py": "def __getattr__(name):\n    from .d import X\n",
        "r/__init__.py": "y = 1\n",
    })
    g = build([src], src)
    lines = report(g)
    assert any(ln.endswith(f"{os.path.join('p', 'b.py')}:2: p.b imports p.a") for ln in lines), lines
    text = "\n".join(lines)
    assert "cycle: p.a -> p.b -> p.a" in text, text
    assert f"{os.path.join('p', 'a.py')}:1" in text and f"{os.path.join('p', 'b.py')}:2 (local)" in text, text
    bad = {(i.source, i.target, i.line) for i in g.bad_local_imports()}
    # b's local import of a, c's of d and e's class-body import of d; not c's of heavy_mod or numpy,
    # and nothing under TYPE_CHECKING
    assert bad == {("p.b", "p.a", 2), ("p.c", "p.d", 3), ("p.e", "p.d", 5), ("p", "r", 3), ("p.f", "p.d", 2)}, bad
    assert "p.d" in g.edges()["p"]  # a lazy attribute is an edge all the same
    assert "p.e" not in g.edges() or "p.a" not in g.edges()["p.e"]
    # every edge that closes a cycle is on a reported one, the self-loop too
    cycles = {ln for ln in lines if ln.startswith("cycle")}
    assert cycles == {"cycle: p.a -> p.b -> p.a", "cycle: p.g -> p.h -> p.g", "cycle: p.h -> p.i -> p.h", "cycle: p.i -> p.i"}, cycles


def test_the_checker_passes_a_clean_package_and_sees_heaviness_through_modules(tmp_path):
    src = write(tmp_path, {
        "q/__init__.py": "from .a import A\n",
        "q/a.py": "A = 1\n",
        "q/b.py": "from q.a import A\ndef f():\n    from . import c\n    import json\n",
        "q/c.py": "from .sub import x\n",
        "q/sub/__init__.py": "",
        "q/sub/x.py": "try:\n    import torch_mlir\nexcept ImportError:\n    pass\n",
    })
    g = build([src], src)
    assert report(g) == []
    assert g.heavy() == {"q.c", "q.sub.x"}
    assert {"q.c"} == set(g.edges()["q.b"]) - {"q.a"}
