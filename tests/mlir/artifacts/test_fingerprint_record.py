"""The fingerprint record (kina_mlir.artifacts.fingerprints): a warm start reads the compiler's
fingerprint from the cache instead of running every plugin's registration hooks.

What it must keep: the record holds exactly what the plugins compute; any change to a plugin's code,
entry point or distribution version, or to the plugin set, gives another stamp, hence no record, hence the fingerprint computed
(tests/plugins/test_extension_points.py::test_a_one_byte_change_to_a_compiler_module_misses_the_cache
edits the frontend's and kina-mlir's code between fresh processes, which read and write records); a
damaged, foreign or untrusted record is never used; a compiler given its plugins in code never uses one."""
from __future__ import annotations

import json
import os
import stat
import subprocess
import sys

import numpy as np
import pytest

import kina.compiler as kc
import kina.frontend.plugin
import kina_ad.plugin
import kina_mlir.plugin
import kina_runtime.plugin
from helpers import T
from kina.compiler import Compiler
from kina_mlir.artifacts import fingerprints
from kina_mlir.artifacts.cache import cache_dir

BUILTINS = [kina.frontend.plugin, kina_ad.plugin, kina_mlir.plugin, kina_runtime.plugin]
REGISTRATIONS = {"transform", "register_handlers", "register_ops", "register_vjps", "register_jvps", "register_lowerings",
                 "register_numpy_rules"}


@pytest.fixture
def hooks_run(monkeypatch):
    """The registration hooks a compiler ran."""
    seen = []
    real = Compiler._collect
    monkeypatch.setattr(Compiler, "_collect", lambda self, hook, register: seen.append(hook) or real(self, hook, register))
    return seen


@pytest.fixture
def fresh(fresh_cache, monkeypatch):
    monkeypatch.setattr(fingerprints, "_read", {})  # what a new process has read: nothing
    return fresh_cache


def record_of(c: Compiler) -> str:
    return fingerprints.record_path(c.stamp, cache_dir())


def test_the_record_holds_what_the_plugins_compute_and_a_warm_compiler_runs_no_registration(fresh, hooks_run):
    first = Compiler()
    assert fingerprints.fingerprint(first) == first.fingerprint  # a miss: computed, then recorded
    path = record_of(first)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert REGISTRATIONS <= set(hooks_run)
    fingerprints._read.clear()
    hooks_run.clear()
    warm = Compiler()
    assert warm.stamp == first.stamp
    assert fingerprints.fingerprint(warm) == first.fingerprint
    assert not REGISTRATIONS & set(hooks_run), hooks_run  # read, not computed
    assert warm.fingerprint == first.fingerprint  # and what it computes when asked is the same
    with open(path) as fh:
        doc = json.load(fh)
    assert doc["fingerprint"] == first.fingerprint and doc["default_backend"] == next(iter(first.backends())) == "native"


def test_the_stamp_changes_with_a_plugins_code_version_entry_point_or_the_plugin_set(monkeypatch):
    import types

    import kina.stamps as ks

    base = Compiler()
    assert base.stamp == ks.entry_point_stamp()  # what kina.warm computes without loading a plugin
    bumped = Compiler()
    bumped.pm._kina_entry_points = [ep._replace(dist=ep.dist._replace(version="9")) if ep.name == "ad" else ep
                                    for ep in bumped.pm._kina_entry_points]
    assert bumped.stamp != base.stamp
    moved = Compiler()
    moved.pm._kina_entry_points = [ep._replace(value="kina_ad.other") if ep.name == "ad" else ep
                                   for ep in moved.pm._kina_entry_points]
    assert moved.stamp != base.stamp

    real = ks.code_hash
    monkeypatch.setattr(ks, "code_hash", lambda path: real(path) + ("-edited" if path and path.endswith("kina_ad") else ""))
    assert Compiler().stamp != base.stamp  # kina-ad's files hash differently

    monkeypatch.setattr(ks, "code_hash", real)
    fewer = Compiler()
    fewer.pm.unregister(name="lsp")  # a plugin fewer (its hook, `kina lsp`, with it)
    assert fewer.stamp != base.stamp
    more = Compiler()
    more.pm.register(types.ModuleType("kina_extra_plugin"), name="extra")  # one registered in code: no stamp, so no record
    assert more.stamp is None and Compiler(plugins=BUILTINS).stamp is None


def test_a_damaged_foreign_or_untrusted_record_is_not_used(fresh, capfd):
    c = Compiler()
    want = c.fingerprint
    path = record_of(Compiler())
    fake = "0" * 64
    cases = [
        b"not json",
        json.dumps({"format": fingerprints.FORMAT, "stamp": c.stamp, "fingerprint": fake, "default_backend": "native",
                    "manifest_sha256": "1" * 64}).encode(),
        json.dumps(fingerprints.seal({"format": fingerprints.FORMAT, "stamp": "other", "fingerprint": fake, "default_backend": "native"})).encode(),
        json.dumps(fingerprints.seal({"format": "kina-fingerprint-v1", "stamp": c.stamp, "fingerprint": fake})).encode(),
        json.dumps(fingerprints.seal({"format": fingerprints.FORMAT, "stamp": c.stamp, "fingerprint": "x", "default_backend": "native"})).encode(),
        json.dumps(fingerprints.seal({"format": fingerprints.FORMAT, "stamp": c.stamp, "fingerprint": fake, "default_backend": 3})).encode(),
    ]
    for data in cases:
        fingerprints._read.clear()
        with open(path, "wb") as fh:
            fh.write(data)
        assert fingerprints.fingerprint(Compiler()) == want, data
        with open(path) as fh:
            assert json.load(fh)["fingerprint"] == want  # discarded and written anew
    assert "damaged fingerprint record" in capfd.readouterr().err

    fingerprints._read.clear()
    with open(path, "w") as fh:  # well formed, but writable by others: whoever wrote it is not trusted
        json.dump(fingerprints.seal({"format": fingerprints.FORMAT, "stamp": c.stamp, "fingerprint": fake, "default_backend": "native"}), fh)
    os.chmod(path, 0o666)
    assert fingerprints.fingerprint(Compiler()) == want
    assert "ignoring the fingerprint record" in capfd.readouterr().err


def test_a_compiler_given_its_plugins_or_no_cache_uses_no_record(fresh, monkeypatch, hooks_run):
    c = Compiler(plugins=BUILTINS)
    assert fingerprints.fingerprint(c) == c.fingerprint
    assert not [f for f in os.listdir(cache_dir()) if f.startswith("fingerprint-")]
    monkeypatch.setenv("KINA_NO_CACHE", "1")
    d = Compiler()
    assert fingerprints.fingerprint(d) == d.fingerprint and not [f for f in os.listdir(cache_dir()) if f.startswith("fingerprint-")]


F23 = T("F32", [2, 3])
# What a warm start imports of the compiler: none of these (each one is only needed to build something).
NOT_WARM = ("kina_ad.handler", "kina_ad.vjp", "kina_ad.jvp", "kina.frontend.ast", "kina.frontend.loader", "kina.frontend.typecheck",
            "kina.rewrites.anf", "kina.rewrites.dce", "kina_runtime.numpy_backend", "kina_runtime.numpy_rules", "kina_mlir.jit",
            "kina_mlir.tuner", "kina_mlir.emit.module", "kina_mlir.lowerings", "kina_mlir.pipeline", "kina_mlir.translate",
            "kina_mlir.codegen.llvm", "kina_mlir.codegen.link", "kina_mlir.codegen.parallel", "kina_mlir.artifacts.build",
            "kina_mlir.artifacts.manifest", "importlib.metadata")


def test_a_warm_start_reads_the_record_and_imports_no_registration_or_front_end(fresh):
    src = f"fn @main(x: {F23}) -> {F23} {{ x.tanh() + x }} // fingerprint record\n"
    code = (f"import sys, numpy as np, kina\n"
            f"p = kina.compile_source({src!r}, 'record.kina', backend='native')\n"
            f"y = p.main(np.ones((2, 3), np.float32))\n"
            f"assert np.allclose(y, np.tanh(1) + 1), y\n"
            f"print(sorted(m for m in {NOT_WARM!r} if m in sys.modules))\n")
    env = dict(os.environ, KINA_CACHE_DIR=str(fresh))
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env) for _ in range(2)]
    assert all(r.returncode == 0 for r in runs), runs[-1].stderr
    cold, warm = (r.stdout.strip().splitlines()[-1] for r in runs)
    for built in ("kina_ad.vjp", "kina.frontend.typecheck", "kina_mlir.pipeline", "kina_mlir.artifacts.build"):
        assert built in cold, cold  # the cold run computed the fingerprint and compiled
    assert warm == "[]", warm
    assert [f for f in os.listdir(fresh) if f.startswith("fingerprint-")]


def test_a_record_that_disagrees_with_the_computed_fingerprint_is_rewritten(fresh):
    c = Compiler()
    want = c.fingerprint  # computed in this process first
    path = record_of(c)
    with open(path, "w") as fh:
        json.dump(fingerprints.seal({"format": fingerprints.FORMAT, "stamp": c.stamp, "fingerprint": "0" * 64,
                                     "default_backend": "native"}), fh)
    os.chmod(path, 0o600)
    assert fingerprints.fingerprint(c) == want
    with open(path) as fh:
        assert json.load(fh)["fingerprint"] == want
