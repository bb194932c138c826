"""The host-only warm start (kina.warm, kina_mlir.warm): a program whose compile is cached is
loaded in a fresh process without pluggy, the plugins, the front end, the IR, the op tables, the
MLIR bindings or llvmlite; anything that is not exactly what was cached (an edited source, a
tampered record, index or artifact, other tuning, a record naming another default backend) takes
the full path and computes the right numbers. Each case runs in fresh processes (the imports are
what is checked), against a cache of its own."""
from __future__ import annotations

import glob
import json
import os
import subprocess
import sys

import pytest

from helpers import T

F23 = T("F32", [2, 3])
SOURCE = (f"let sq = fn(x: {F23}) -> {F23} {{ x * x }} in\n"
          f"fn @main(x: {F23}, w: {F23}) -> {F23} {{ sq(x).tanh() + w }}\n")
# a generic helper beside a plain main (kina_storylm's decoder has this shape): found on first use
GENERIC = (f"let twice = fn[N](v: tensor<F32, [N], @host>) -> tensor<F32, [N], @host> {{ v + v }} in\n"
           f"fn @main(x: {F23}, w: {F23}) -> {F23} {{ x.tanh() + w }}\n")
# what a warm start must not import: each is only needed to parse, check or build
HEAVY = ("pluggy", "lark", "kina.ir", "kina.ops", "kina.compiler", "kina.api", "kina.frontend.parser", "kina_ad", "torch_mlir",
         "mlir", "llvmlite", "kina_mlir.artifacts.exports", "kina_mlir.emit", "kina_mlir.pipeline", "kina_mlir.plugin",
         "kina_runtime.plugin")

RUN = """
import json, sys, numpy as np, kina
path, generic, ws = sys.argv[1], sys.argv[2] == "1", int(sys.argv[3])
x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
w = np.full((2, 3), 0.5, np.float32)
p = kina.compile_file(path)
heavy_at_load = sorted(m for m in sys.modules if m.split(".")[0] in ("pluggy", "lark", "torch_mlir", "mlir", "llvmlite")
                       or m in ("kina.ir", "kina.compiler", "kina.api"))
y = p.main(x, w)
out = {"ok": bool(np.allclose(y, np.tanh(x * x if not generic else x) + ws * w, rtol=1e-6)), "cache": p.info.get("functions"),
       "type": type(p).__name__, "heavy_at_load": heavy_at_load}
try:
    p.main(x.astype(np.float64), w)
except Exception as e:
    out["bad"] = type(e).__name__ + ": " + str(e)
if generic:
    out["generic"] = bool(np.allclose(p.twice(np.arange(3, dtype=np.float32)), 2 * np.arange(3, dtype=np.float32)))
out["modules"] = sorted(m for m in sys.modules if any(m == h or m.startswith(h + ".") for h in HEAVY))
print(json.dumps(out))
""".replace("HEAVY", repr(HEAVY))


def run(path, env, generic=False, ws=1) -> dict:
    r = subprocess.run([sys.executable, "-c", RUN, str(path), "1" if generic else "0", str(ws)], capture_output=True, text=True, env=env,
                       timeout=600)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    out["stderr"] = r.stderr
    assert out["ok"], out
    assert "parameter `x`" in out["bad"] and out["bad"].startswith("KinaArgumentError"), out["bad"]  # bad arrays still raise
    return out


@pytest.fixture
def case(tmp_path):
    cache = tmp_path / "cache"
    env = {k: v for k, v in os.environ.items() if not k.startswith("KINA_")}
    env["KINA_CACHE_DIR"] = str(cache)
    src = tmp_path / "warm.kina"
    src.write_text(SOURCE)
    cold = run(src, env)
    assert cold["cache"] == {"main": "miss (compiled)"} and "kina.compiler" in cold["modules"], cold
    return src, env, cache


def is_warm(out) -> bool:
    return out["cache"] == {"main": "hit"} and out["modules"] == [] and out["heavy_at_load"] == []


def test_a_warm_start_imports_no_compiler_and_calls_the_cached_artifact(case):
    src, env, _ = case
    warm = run(src, env)
    assert is_warm(warm), warm
    assert warm["type"] == "CompiledProgram"


def test_an_edited_source_takes_the_full_path(case):
    src, env, _ = case
    src.write_text(SOURCE + "// edited\n")  # the same IR: the full path runs, and finds the same artifact
    edited = run(src, env)
    assert "kina.compiler" in edited["modules"] and edited["cache"] == {"main": "hit"}, edited
    src.write_text(SOURCE.replace("+ w", "+ w + w"))  # another program: compiled
    out = run(src, env, ws=2)
    assert "kina.compiler" in out["modules"] and out["cache"] == {"main": "miss (compiled)"}, out
    assert is_warm(run(src, env, ws=2))  # and the edited program is warm in turn


def test_a_tuning_table_written_since_takes_the_full_path(case):
    """This machine's tuning choice is in the key: a table written after the first run (`kina tune`)
    gives another key, so the artifact built without it is not used; KINA_TUNE=0 gives the first back."""
    from kina_mlir import target, tuning

    src, env, cache = case
    isa = target.host_isa()
    tuning.write(tuning.table_path(isa, str(cache)), tuning.document({"matmul:F32:m64:n64:k64": {"tiles": [4, 32, 1]}}, isa))
    tuned = run(src, env)
    assert "kina.compiler" in tuned["modules"] and tuned["cache"] == {"main": "miss (compiled)"}, tuned
    assert is_warm(run(src, env))
    assert is_warm(run(src, {**env, "KINA_TUNE": "0"}))  # the built-in tiles: the first run's artifact


def fingerprint_record(cache) -> str:
    (path,) = glob.glob(os.path.join(cache, "fingerprint-*.json"))
    return path


@pytest.mark.parametrize("damage", ["default_backend", "fingerprint", "not json", "group writable"])
def test_a_tampered_fingerprint_record_takes_the_full_path(case, damage):
    src, env, cache = case
    path = fingerprint_record(cache)
    with open(path) as fh:
        doc = json.load(fh)
    if damage == "not json":
        data = "{"
    else:
        doc.update({"default_backend": "numpy"} if damage == "default_backend" else {"fingerprint": "0" * 64} if damage == "fingerprint" else {})
        data = json.dumps(doc)  # the seal no longer matches what was changed
    with open(path, "w") as fh:
        fh.write(data)
    if damage == "group writable":
        os.chmod(path, 0o660)
    out = run(src, env)
    assert "kina.compiler" in out["modules"] and out["cache"] == {"main": "hit"}, out  # the full path, then the same artifact
    assert ("ignoring the fingerprint record" if damage == "group writable" else "damaged fingerprint record") in out["stderr"]


def test_a_record_naming_another_default_backend_is_not_served(case):
    """A record that verifies but whose compiler's default backend is not `native` (a plugin that
    registers a better one would give that): a program naming no backend takes the full path."""
    from kina_runtime.manifest_check import seal

    src, env, cache = case
    path = fingerprint_record(cache)
    with open(path) as fh:
        doc = json.load(fh)
    doc = seal({k: v for k, v in doc.items() if k != "manifest_sha256"} | {"default_backend": "other"})
    with open(path, "w") as fh:
        json.dump(doc, fh)
    out = run(src, env)
    assert "kina.compiler" in out["modules"], out


def test_a_tampered_index_or_artifact_is_discarded_and_rebuilt(case):
    src, env, cache = case
    (index,) = glob.glob(os.path.join(cache, "*.index.json"))
    with open(index) as fh:
        doc = json.load(fh)
    doc["functions"]["main"]["spec"]["params"][0][0] = "y"  # another signature, the digest left as it was
    with open(index, "w") as fh:
        json.dump(doc, fh)
    out = run(src, env)
    assert "kina.compiler" in out["modules"] and "damaged function index" in out["stderr"], out
    assert is_warm(run(src, env))  # the full path wrote the index again
    for so in glob.glob(os.path.join(cache, "kina-*.so")):
        with open(so, "r+b") as fh:
            fh.seek(100)
            fh.write(b"\0\1\2\3")
    out = run(src, env)  # the index is fine; the artifact is not: discarded, rebuilt by the compiler
    assert out["cache"] == {"main": "miss (compiled)"} and "discarding a damaged cache entry" in out["stderr"], out
    assert "kina.compiler" in out["modules"], out


def test_generic_helpers_beside_a_plain_main_load_the_compiler_only_when_used(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("KINA_")}
    env["KINA_CACHE_DIR"] = str(tmp_path / "cache")
    src = tmp_path / "generic.kina"
    src.write_text(GENERIC)
    run(src, env, generic=True)
    warm = run(src, env, generic=True)  # `twice` is specialised after `main` ran warm: the compiler then
    assert warm["type"] == "GenericProgram" and warm["cache"]["main"] == "hit" and warm["heavy_at_load"] == [], warm
    assert warm["generic"], warm
