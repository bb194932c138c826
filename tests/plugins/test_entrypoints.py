"""kina.entrypoints reads what importlib.metadata reads, in the same order, without importing it:
checked against importlib.metadata on every distribution of this environment and on made-up
ones; where it cannot tell (a zip file on sys.path), the plugin manager falls back to pluggy's
own loader and loads the same plugins."""
from __future__ import annotations

import importlib.metadata as md
import os
import subprocess
import sys
import zipfile

import pluggy

from kina import entrypoints as E
from kina import hookspecs
from kina.plugins import PluginManager, describe, plugin_manager

from conftest import ROOT


def reference(group: str) -> list[tuple]:
    """pluggy's view: every distribution in importlib.metadata's order, its entry points of `group`."""
    return [(ep.name, ep.value, ep.group, dist.metadata["name"], dist.version)
            for dist in md.distributions() for ep in dist.entry_points if ep.group == group]


def ours(group: str) -> list[tuple] | None:
    found = E.entry_points(group)
    return None if found is None else [(e.name, e.value, e.group, e.dist.project_name, e.dist.version) for e in found]


def all_groups() -> set[str]:
    return {ep.group for dist in md.distributions() for ep in dist.entry_points}


def test_every_group_of_this_environment_matches_importlib_metadata():
    groups = all_groups()
    assert "kina" in groups and "console_scripts" in groups
    for group in sorted(groups):
        assert ours(group) == reference(group), group


def test_every_version_matches_importlib_metadata():
    names = {dist.metadata["name"] for dist in md.distributions()}
    assert {"kina-frontend", "lark", "pluggy", "numpy"} <= names
    for name in sorted(names):
        for spelling in {name, name.upper(), name.replace("-", "_"), name.replace("_", "-").replace(".", "-")}:
            assert E.version(spelling) == md.version(spelling), spelling
    assert E.version("no-such-distribution-kina") is None


def make_dist(where, dirname: str, metadata: str, entry_points: str | None):
    d = where / dirname
    d.mkdir()
    (d / "METADATA").write_text(metadata)
    if entry_points is not None:
        (d / "entry_points.txt").write_text(entry_points)


def test_made_up_distributions_match(tmp_path, monkeypatch):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    make_dist(a, "Zeta_Pkg-1.0.dist-info", "Metadata-Version: 2.1\nName: Zeta.Pkg\nVersion: 1.0\nSummary: x\n folded\n\nbody: no\n",
              "# a comment\n\n[kina_test]\n  first = zeta.mod : attr.sub [extra]  \nsecond=zeta.other\n[other]\nx = y\n")
    make_dist(a, "alpha-2.dist-info", "Name: alpha\nversion: 2.0b1\n", "[kina_test]\nfirst = alpha.shadowed\n")
    make_dist(a, "noeps-3.dist-info", "Name: noeps\nVersion: 3\nVersion: 4\n", None)  # the first header counts
    make_dist(b, "zeta_pkg-9.dist-info", "Name: zeta-pkg\nVersion: 9\n", "[kina_test]\nthird = zeta9\n")
    (b / "old-1.egg-info").write_text("Metadata-Version: 1.0\nName: old\nVersion: 1\n")  # an old egg-info file
    monkeypatch.setattr(sys, "path", [str(a), str(tmp_path / "missing"), str(b), *sys.path])
    assert ours("kina_test") == reference("kina_test") and len(reference("kina_test")) == 4
    assert ours("other") == reference("other")
    for name in ("zeta-pkg", "Zeta.Pkg", "alpha", "noeps", "old"):
        assert E.version(name) == md.version(name), name
    first = E.entry_points("kina_test")[0]
    assert (first.name, first.value) == ("first", "zeta.mod : attr.sub [extra]")


def test_a_zip_on_sys_path_falls_back_to_pluggy(tmp_path, monkeypatch):
    z = tmp_path / "plugins.zip"
    with zipfile.ZipFile(z, "w") as f:
        f.writestr("x.py", "")
    monkeypatch.setattr(sys, "path", [*sys.path, str(z)])
    assert E.entry_points("kina") is None
    assert E.version("lark") == md.version("lark")  # answered by importlib.metadata
    expected = describe(pluggy_manager())
    calls = []
    real = pluggy.PluginManager.load_setuptools_entrypoints
    monkeypatch.setattr(pluggy.PluginManager, "load_setuptools_entrypoints",
                        lambda self, group, name=None: calls.append(group) or real(self, group, name))
    assert describe(plugin_manager()) == expected
    assert calls == ["kina"]  # pluggy's own loader ran


def pluggy_manager() -> pluggy.PluginManager:
    pm = pluggy.PluginManager("kina")
    pm.add_hookspecs(hookspecs)
    pm.load_setuptools_entrypoints("kina")
    return pm


def test_the_plugin_manager_loads_what_pluggy_loads():
    ours_pm, theirs = plugin_manager(), pluggy_manager()
    assert [n for n, _ in ours_pm.list_name_plugin()] == [n for n, _ in theirs.list_name_plugin()]  # same order
    assert describe(ours_pm) == describe(theirs)
    assert {n for n, _ in ours_pm.list_name_plugin()} >= {"frontend", "ad", "mlir", "runtime"}
    labels = dict((n, d) for n, d, _ in describe(ours_pm))
    assert labels["frontend"] == f"kina-frontend {md.version('kina-frontend')}"


def test_blocked_and_named_plugins_as_in_pluggy():
    pm = PluginManager("kina")
    pm.add_hookspecs(hookspecs)
    pm.set_blocked("mlir")
    assert pm.load_setuptools_entrypoints("kina", name="frontend") == 1
    assert pm.load_setuptools_entrypoints("kina") == 3  # ad, lsp, runtime: frontend is loaded, mlir blocked
    assert sorted(n for n, p in pm.list_name_plugin() if p is not None) == ["ad", "frontend", "lsp", "runtime"]


def test_a_cold_compile_never_imports_importlib_metadata(tmp_path):
    code = ("import sys, kina\n"
            "p = kina.compile_source('fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { x.exp() }', '<t>')\n"
            "import numpy as np\n"
            "p.main(np.ones(2, np.float32))\n"
            "print('importlib.metadata' in sys.modules)\n")
    env = dict(os.environ, KINA_CACHE_DIR=str(tmp_path))  # an empty cache: a cold compile
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1] == "False"


def test_a_distribution_installed_or_removed_since_the_last_listing_is_seen(tmp_path, monkeypatch):
    """The listing of sys.path is kept between calls only while no directory on it has changed."""
    import shutil

    monkeypatch.syspath_prepend(str(tmp_path))
    assert E.version("kina-made-up") is None
    assert E.version("kina-made-up") is None  # listed once, kept
    info = tmp_path / "kina_made_up-1.2.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: kina-made-up\nVersion: 1.2\n")
    assert E.version("kina-made-up") == "1.2" == md.version("kina-made-up")
    shutil.rmtree(info)
    assert E.version("kina-made-up") is None
