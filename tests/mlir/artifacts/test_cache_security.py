"""The compile cache and `kina.load` as a trust boundary: what may be dlopen'ed.

1. Ownership and permissions authenticate a cached artifact: a cache directory or artifact that is
   not ours or is writable by group/others is refused (one line on stderr) and the process compiles
   into a private temporary directory; the cache directory is created 0700; artifacts are written
   atomically, 0700 (.so) / 0600 (manifest).
2. Damaged entries (truncated/empty/garbage .so, manifests of the wrong shape, a `symbol` naming
   libc's `free`, edited shapes, another key) are discarded and rebuilt, never loaded; `kina.load`
   reports them naming the file and the field.
4. An unusable KINA_CACHE_DIR (a regular file, read-only, immutable) falls back to a private directory.

Cases that crashed the process (SIGBUS from a truncated .so, abort from `free`) run in a subprocess
and assert its exit status and message; so do all cases that dlopen something damaged or planted."""
from __future__ import annotations

import ctypes
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import zlib

import numpy as np
import pytest

import kina
from helpers import T
from kina.types import shape_problem
from kina_runtime.library import ArtifactError
from kina_runtime.manifest_check import FORMAT, ManifestError, seal, verify_manifest, verify_so

F23 = T("F32", [2, 3])
SRC = f"fn @main(x: {F23}) -> {F23} {{ x.tanh() }} // cache-security victim\n"
OTHER_SRC = f"fn @main(x: {F23}) -> {F23} {{ x.exp() }} // cache-security other\n"
IS_ROOT = os.geteuid() == 0
NOBODY = 65534

# The victim: compile SRC (a cache hit if one verifies), call it, check the numbers, report.
VICTIM = """
import sys, numpy as np, kina
src = open(sys.argv[1]).read()
p = kina.compile_source(src, path="victim.kina", backend="native")
x = np.arange(6, dtype=np.float32).reshape(2, 3) / 6
y = p.main(x)
ref = getattr(np, sys.argv[2] if len(sys.argv) > 2 else "tanh")(x)
assert y.shape == (2, 3) and np.allclose(y, ref, atol=1e-6), y
print(p.info["cache"].split()[0], p.info["artifact"])
"""

# A shared object an attacker plants: its constructor runs at dlopen, as whoever loads it.
PAYLOAD_C = r"""
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
__attribute__((constructor)) static void planted(void) {
  const char *p = getenv("KINA_TEST_MARKER");
  if (p) { int fd = open(p, O_CREAT | O_WRONLY, 0600); if (fd >= 0) close(fd); }
}
void _mlir_ciface_main(void *out, void *x) { (void)out; (void)x; }
"""


def _drop_dac_override():
    """For root: lose CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH in the child, so mode bits bind it."""
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):  # PR_CAPBSET_DROP = 24
        if libc.prctl(24, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def run_victim(tmp_path, cache_dir, src=SRC, preexec_fn=None, marker=None, ref="tanh"):
    src_file = tmp_path / "victim-src.kina"
    src_file.write_text(src)
    env = dict(os.environ, KINA_CACHE_DIR=str(cache_dir))
    env.pop("KINA_NO_CACHE", None)
    if marker is not None:
        env["KINA_TEST_MARKER"] = str(marker)
    return subprocess.run([sys.executable, "-c", VICTIM, str(src_file), ref], capture_output=True, text=True, env=env,
                          preexec_fn=preexec_fn, timeout=300)


def stderr_lines(r) -> list[str]:
    return [ln for ln in r.stderr.splitlines() if ln.strip()]


def ok(r) -> tuple[str, str]:
    """(hit|miss, artifact) of a victim that exited 0 (anything else, with a signal, fails loudly)."""
    assert r.returncode == 0, f"exit status {r.returncode}\n{r.stderr[-3000:]}"
    status, artifact = r.stdout.split()
    return status, artifact


def entry(cache_dir) -> tuple[str, str]:
    (so,) = [os.path.join(cache_dir, f) for f in os.listdir(cache_dir) if f.endswith(".so")]
    return so, so[:-3] + ".json"


def build(cache_dir, src=SRC, path="victim.kina") -> tuple[str, str]:
    """Compile `src`'s `main` into `cache_dir` the way the native backend does on its first call,
    without loading it (stage `exports`, then `build`: nothing is dlopen'ed here, so damaging the
    files later cannot pull a mapping out from under this process)."""
    from kina.compiler import default_compiler
    from kina.diagnostics import Source

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("KINA_CACHE_DIR", str(cache_dir))
        exports, ctx = default_compiler().emit(Source(path, src), "exports")
        so_path, _ = exports.build("main")
    assert os.path.dirname(so_path) == str(cache_dir), ctx.info
    return so_path, so_path[:-3] + ".json"


_X = np.arange(6, dtype=np.float32).reshape(2, 3) / 6


def tagged(tag: str) -> str:
    """SRC moved down by a number of lines fixed by `tag`: an artifact of its own (function
    artifacts are keyed by their IR with its source lines; comments alone change nothing)."""
    return f"// {tag}\n" + "\n" * (1 + zlib.crc32(tag.encode()) % 100000) + SRC


def compile_here(src, path="victim.kina"):
    p = kina.compile_source(src, path=path, backend="native")
    x = np.arange(6, dtype=np.float32).reshape(2, 3) / 6
    np.testing.assert_allclose(p.main(x), np.tanh(x) if "tanh" in src else np.exp(x), atol=1e-6)
    return p


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """A cache directory holding SRC's artifact, built once; tests copy it."""
    cache = tmp_path_factory.mktemp("pristine") / "cache"
    build(cache)
    return cache


@pytest.fixture
def cache(pristine, tmp_path):
    dst = tmp_path / "cache"
    shutil.copytree(pristine, dst)  # copy2 keeps the modes; we own the copies
    return dst


@pytest.fixture(scope="module")
def payload(tmp_path_factory):
    d = tmp_path_factory.mktemp("payload")
    (d / "p.c").write_text(PAYLOAD_C)
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        pytest.skip("no C compiler to build the planted shared object")
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(d / "p.so"), str(d / "p.c")], check=True, capture_output=True)
    data = (d / "p.so").read_bytes()
    # the payload works: whoever dlopens it creates the marker
    marker = d / "control-marker"
    r = subprocess.run([sys.executable, "-c", f"import ctypes; ctypes.CDLL({str(d / 'p.so')!r})"],
                       env=dict(os.environ, KINA_TEST_MARKER=str(marker)), capture_output=True, text=True)
    assert r.returncode == 0 and marker.exists(), r.stderr
    return data


def plant(cache_dir, payload: bytes) -> str:
    """Replace the cached .so with the payload and re-seal the manifest with its sha256: every hash
    verifies, so only ownership and permissions stand between the payload and dlopen."""
    so, manifest_path = entry(cache_dir)
    m = json.loads(open(manifest_path).read())
    os.chmod(so, 0o700)
    with open(so, "wb") as fh:
        fh.write(payload)
    m["so_sha256"] = hashlib.sha256(payload).hexdigest()
    with open(manifest_path, "w") as fh:
        json.dump(seal(m), fh)
    verify_so(so, verify_manifest(json.loads(open(manifest_path).read()), manifest_path), manifest_path)
    return so


def assert_private(artifact: str, cache_dir) -> None:
    """The artifact was built in a private directory of the victim process, not in `cache_dir`."""
    d = os.path.dirname(artifact)
    assert d != str(cache_dir) and os.path.basename(d).startswith("kina-cache-")
    assert os.path.dirname(d) == tempfile.gettempdir()
    assert not os.path.exists(d), "the private directory is removed when the process exits"


# -- 1. who may write the cache ------------------------------------------------
def test_cache_dir_is_created_0700_and_artifacts_are_private(fresh_cache):
    assert not fresh_cache.exists()
    p = kina.compile_source(tagged("modes"), path="modes.kina", backend="native")
    p.main(_X)  # compiled on its first call
    assert p.info["cache"].startswith("miss") and os.path.dirname(p.info["artifact"]) == str(fresh_cache)
    st = os.stat(fresh_cache)
    assert stat.S_IMODE(st.st_mode) == 0o700 and st.st_uid == os.geteuid()
    so, manifest_path = entry(fresh_cache)
    assert stat.S_IMODE(os.stat(so).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(manifest_path).st_mode) == 0o600
    index = [f for f in os.listdir(fresh_cache) if f.endswith(".index.json")]  # the source's function index (lazy.py)
    assert len(index) == 1 and stat.S_IMODE(os.stat(fresh_cache / index[0]).st_mode) == 0o600
    record = [f for f in os.listdir(fresh_cache) if f.startswith("fingerprint-")]  # the compiler's (fingerprints.py)
    assert len(record) == 1 and stat.S_IMODE(os.stat(fresh_cache / record[0]).st_mode) == 0o600
    assert sorted(os.listdir(fresh_cache)) == sorted([os.path.basename(so), os.path.basename(manifest_path), *index, *record])  # no temp files
    m = json.loads(open(manifest_path).read())
    assert m["format"] == FORMAT and m["so"] == os.path.basename(so)
    assert m["so_sha256"] == hashlib.sha256(open(so, "rb").read()).hexdigest()
    verify_manifest(m, manifest_path)


@pytest.mark.parametrize("mode", [0o775, 0o1777], ids=["group-writable", "world-writable-sticky"])
def test_planted_so_in_a_dir_others_can_write_is_never_loaded(cache, payload, tmp_path, mode):
    os.chmod(cache, mode)  # e.g. a shared /tmp directory: anyone could have planted the .so
    planted = plant(cache, payload)
    marker = tmp_path / "pwned"
    r = run_victim(tmp_path, cache, marker=marker)
    status, artifact = ok(r)
    assert not marker.exists(), "the planted .so ran as the victim"
    assert status == "miss"
    assert_private(artifact, cache)
    (line,) = stderr_lines(r)
    assert f"not using the cache directory {cache}" in line and "writable by" in line and "private directory" in line
    assert open(planted, "rb").read() == payload  # left alone: it is not ours to judge


def test_cache_dir_owned_by_another_user_is_refused(cache, payload, tmp_path):
    marker = tmp_path / "pwned"
    if IS_ROOT:
        plant(cache, payload)
        for p in (cache, *entry(cache)):
            os.chown(p, NOBODY, NOBODY)
        target = cache
    else:
        target = "/"  # owned by root, not by us
    r = run_victim(tmp_path, target, marker=marker)
    status, artifact = ok(r)
    assert not marker.exists() and status == "miss"
    assert_private(artifact, target)
    (line,) = stderr_lines(r)
    assert "owned by uid" in line and "not by you" in line


@pytest.mark.skipif(not IS_ROOT, reason="planting a file owned by another user needs root (chown)")
def test_artifact_owned_by_another_user_is_refused_not_deleted(cache, payload, tmp_path):
    planted = plant(cache, payload)
    os.chown(planted, NOBODY, NOBODY)
    marker = tmp_path / "pwned"
    r = run_victim(tmp_path, cache, marker=marker)
    status, artifact = ok(r)
    assert not marker.exists() and status == "miss"
    assert_private(artifact, cache)
    (line,) = stderr_lines(r)
    assert f"refusing the cached artifact {planted}" in line and f"owned by uid {NOBODY}" in line
    assert os.path.exists(planted) and open(planted, "rb").read() == payload


def test_so_writable_by_others_is_refused(cache, payload, tmp_path):
    planted = plant(cache, payload)
    os.chmod(planted, 0o666)
    marker = tmp_path / "pwned"
    r = run_victim(tmp_path, cache, marker=marker)
    status, artifact = ok(r)
    assert not marker.exists() and status == "miss"
    assert_private(artifact, cache)
    (line,) = stderr_lines(r)
    assert f"refusing the cached artifact {planted} is writable by group and others (mode 0666)" in line
    assert os.path.exists(planted)


def test_manifest_writable_by_group_is_refused(fresh_cache, capfd):
    from kina_mlir.artifacts import cache as kc

    src = tagged("writable manifest")
    so, manifest_path = build(fresh_cache, src)
    os.chmod(manifest_path, 0o620)
    capfd.readouterr()
    p = compile_here(src)
    assert p.info["cache"].startswith("miss") and os.path.dirname(p.info["artifact"]) == kc.private_dir()
    err = capfd.readouterr().err
    assert f"refusing the cached artifact {manifest_path} is writable by group (mode 0620)" in err
    assert os.path.exists(so) and os.path.exists(manifest_path)


def test_atomic_write_never_leaves_a_half_written_file(tmp_path, monkeypatch):
    from kina.util import atomic_write

    target = tmp_path / "a.so"
    atomic_write(str(target), b"old", mode=0o700)
    assert target.read_bytes() == b"old" and stat.S_IMODE(target.stat().st_mode) == 0o700

    def fail(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", fail)  # the write fails after some bytes are out
    with pytest.raises(OSError, match="No space"):
        atomic_write(str(target), b"new" * 100000, mode=0o700)
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["a.so"]  # the temporary file is gone
    monkeypatch.undo()
    atomic_write(str(tmp_path / "m.json"), b"{}")
    assert stat.S_IMODE((tmp_path / "m.json").stat().st_mode) == 0o600


def test_a_cache_dir_that_fails_at_write_time_falls_back(fresh_cache, monkeypatch, capfd):
    from kina_mlir.artifacts import cache as kc

    real = kc.atomic_write

    def refuse(path, data, mode=0o600, **kw):
        if os.path.dirname(path) == str(fresh_cache):
            raise OSError(28, "No space left on device")
        return real(path, data, mode, **kw)

    monkeypatch.setattr(kc, "atomic_write", refuse)
    p = kina.compile_source(tagged("enospc"), path="enospc.kina", backend="native")
    p.main(_X)
    assert os.path.dirname(p.info["artifact"]) == kc.private_dir()
    assert os.listdir(fresh_cache) == []
    err = capfd.readouterr().err
    assert f"cannot write to the cache directory {fresh_cache} (No space left on device)" in err


# -- 2. damaged entries are rebuilt, never loaded -----------------------------
def _edit(fn):
    def damage(so, manifest_path):
        m = json.loads(open(manifest_path).read())
        fn(m)
        with open(manifest_path, "w") as fh:
            json.dump(m, fh)
    return damage


def _write(which, data):
    def damage(so, manifest_path):
        with open(so if which == "so" else manifest_path, "wb") as fh:
            fh.write(data)
    return damage


def _truncate_half(so, manifest_path):
    os.truncate(so, os.path.getsize(so) // 2)


DAMAGE = {  # name: (damage, the field the message names); the originals: SIGBUS, abort, internal errors, bad views
    "so-truncated-to-half": (_truncate_half, "so_sha256"),
    "so-empty": (_write("so", b""), "so_sha256"),
    "so-garbage": (_write("so", b"\x7fELF" + bytes(range(256)) * 8), "so_sha256"),
    "manifest-list": (_write("json", b"[1,2,3]"), "(top level)"),
    "manifest-not-json": (_write("json", b"{\"format\": "), "not valid JSON"),
    "manifest-deep": (_write("json", b"[" * 100000), "not valid JSON"),
    "manifest-no-functions": (_edit(lambda m: m.pop("functions")), "field `functions`: missing"),
    "manifest-null-entry": (_edit(lambda m: m["functions"].update(main=None)), "field `functions.main`"),
    "manifest-unknown-dtype": (_edit(lambda m: m["functions"]["main"]["params"][0][1].update(dtype="F16")),
                               "field `functions.main.params[0][1].dtype`: 'F16' is not one of"),
    "symbol-free": (_edit(lambda m: m["functions"]["main"].update(symbol="free")), "field `functions.main.symbol`: 'free'"),
    "result-shape-edited": (_edit(lambda m: m["functions"]["main"]["results"][0].update(shape=[200, 300])),
                            "field `manifest_sha256`"),
    "param-shape-edited": (_edit(lambda m: m["functions"]["main"]["params"][0][1].update(shape=[200, 3])),
                           "field `manifest_sha256`"),
    "old-format": (_edit(lambda m: m.update(format="kina-artifact-v1")), "field `format`"),
}


CRASHES = ("so-truncated-to-half", "so-garbage", "symbol-free")  # SIGBUS, the loader, abort: subprocess only


@pytest.mark.parametrize("name", CRASHES)
def test_crashing_cache_entry_is_discarded_and_rebuilt(cache, tmp_path, name):
    damage, field = DAMAGE[name]
    so, manifest_path = entry(cache)
    damage(so, manifest_path)
    r = run_victim(tmp_path, cache)
    status, artifact = ok(r)  # exit status 0: no SIGBUS, no abort, no internal error
    assert status == "miss" and artifact == so
    (line,) = stderr_lines(r)
    assert "discarding a damaged cache entry" in line and "rebuilding" in line and field in line, line
    m = verify_manifest(json.loads(open(manifest_path).read()), manifest_path)  # the rebuilt entry verifies
    verify_so(so, m, manifest_path)
    assert stat.S_IMODE(os.stat(so).st_mode) == 0o700 and stat.S_IMODE(os.stat(manifest_path).st_mode) == 0o600
    r = run_victim(tmp_path, cache)
    assert ok(r) == ("hit", so) and r.stderr == ""


@pytest.mark.parametrize("name", [n for n in DAMAGE if n not in CRASHES])
def test_damaged_cache_entry_is_discarded_and_rebuilt(fresh_cache, capfd, name):
    damage, field = DAMAGE[name]
    src = tagged(f"damaged: {name}")
    so, manifest_path = build(fresh_cache, src)
    damage(so, manifest_path)
    capfd.readouterr()
    p = compile_here(src)  # right shapes, right numbers
    assert p.info["cache"] == "miss (compiled)" and p.info["artifact"] == so
    lines = [ln for ln in capfd.readouterr().err.splitlines() if ln.strip()]
    assert len(lines) == 1 and "discarding a damaged cache entry" in lines[0] and field in lines[0], lines
    verify_so(so, verify_manifest(json.loads(open(manifest_path).read()), manifest_path), manifest_path)
    assert compile_here(src).info["cache"] == "hit"


def test_another_programs_artifact_under_this_key_is_rebuilt(fresh_cache, tmp_path, capfd):
    """Both files of another key (with valid hashes) copied over this key's: the key differs."""
    src = tagged("key")
    so, manifest_path = build(fresh_cache, src)
    oso, omanifest = build(tmp_path / "other", OTHER_SRC)
    m = json.loads(open(omanifest).read())
    m["so"] = os.path.basename(so)
    with open(manifest_path, "w") as fh:
        json.dump(seal(m), fh)
    shutil.copyfile(oso, so)
    capfd.readouterr()
    assert compile_here(src).info["cache"] == "miss (compiled)"  # and computes tanh, not exp
    assert "field `key`" in capfd.readouterr().err


def test_probe_compares_signatures_with_the_ir_when_known(fresh_cache, capfd):
    """A manifest edited and re-sealed (hashes consistent) still differs from the current IR."""
    from kina.compiler import default_compiler
    from kina.diagnostics import Source
    from kina_mlir.artifacts import cache as kc

    src = tagged("probe")
    so, manifest_path = build(fresh_cache, src, "probe.kina")
    exports, _ = default_compiler().emit(Source("probe.kina", src), "exports")
    key, expected = exports.key("main"), {"main": exports.spec("main")}
    assert kc.lookup(key, expected)[1] is not None and kc.lookup(key)[1] is not None  # intact: a hit, with or without the IR
    m = json.loads(open(manifest_path).read())
    m["functions"]["main"]["params"][0][1]["shape"] = [1, 3]  # would read past a [1, 3] caller's array
    with open(manifest_path, "w") as fh:
        json.dump(seal(m), fh)
    capfd.readouterr()
    assert kc.lookup(key, expected)[1] is None
    assert "field `functions.main`: differs from the signature of the current IR" in capfd.readouterr().err
    assert not os.path.exists(so) and not os.path.exists(manifest_path)  # ours: deleted, to be rebuilt


# -- kina.load: verify, cannot rebuild ----------------------------------------
LOADER = """
import sys, numpy as np, kina
from kina_runtime.library import ArtifactError
try:
    lib = kina.load(sys.argv[1])
except ArtifactError as e:
    print(e, file=sys.stderr)
    sys.exit(3)
x = np.arange(6, dtype=np.float32).reshape(2, 3) / 6
y = lib.main(x)
assert y.shape == (2, 3) and np.allclose(y, np.tanh(x), atol=1e-6), y
print("ok")
"""


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    d = tmp_path_factory.mktemp("saved")
    (d / "m.kina").write_text(SRC)
    r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", str(d / "m.kina"), "--emit", "so", "-o", str(d / "m.so")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return d


@pytest.fixture
def artifact(saved, tmp_path):
    for f in ("m.so", "m.json"):
        shutil.copy2(saved / f, tmp_path / f)
    return tmp_path / "m.so", tmp_path / "m.json"


def test_saved_manifest_names_and_hashes_its_so(artifact):
    so, manifest_path = artifact
    m = verify_manifest(json.loads(manifest_path.read_text()), str(manifest_path))
    assert m["so"] == "m.so" and m["so_sha256"] == hashlib.sha256(so.read_bytes()).hexdigest()
    r = subprocess.run([sys.executable, "-c", LOADER, str(so)], capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr


@pytest.mark.parametrize("name", list(DAMAGE))
def test_kina_load_of_a_damaged_artifact_names_the_file_and_field(artifact, name):
    damage, field = DAMAGE[name]
    so, manifest_path = artifact
    damage(str(so), str(manifest_path))
    if name in CRASHES:
        r = subprocess.run([sys.executable, "-c", LOADER, str(so)], capture_output=True, text=True)
        assert r.returncode == 3, f"exit status {r.returncode}\n{r.stderr[-3000:]}"  # not SIGBUS, not abort
        (message,) = stderr_lines(r)
    else:
        with pytest.raises(ArtifactError) as e:
            kina.load(so)
        message = str(e.value)
    named = str(so) if field == "so_sha256" else str(manifest_path)
    assert message.startswith(f"{named}:") and field in message, message
    if field == "so_sha256":
        assert f"field `so_sha256` of {manifest_path}" in message


def test_kina_load_in_process_raises_artifact_error(artifact):
    so, manifest_path = artifact
    manifest_path.write_text("[1, 2, 3]")
    with pytest.raises(ArtifactError, match=r"m\.json: field `\(top level\)`: expected a JSON object, got list"):
        kina.load(so)
    manifest_path.unlink()
    with pytest.raises(ArtifactError, match=r"m\.json: cannot read the manifest"):
        kina.load(so)


# -- the schema, field by field ------------------------------------------------
def _valid() -> dict:
    def t(dtype="I64"):
        return {"dtype": dtype, "shape": [2], "placement": "host"}
    return seal({"format": FORMAT, "key": "0" * 32, "so": "m.so", "so_sha256": "a" * 64, "source": "m.kina", "target": "x86_64",
                 "functions": {"main": {"symbol": "_mlir_ciface_kina.u.main", "guard": "kina_guard_main", "error_result": True,
                                        "peak_bytes": 64, "params": [["ids", t()], ["w", t("F32")]],
                                        "results": [t("F32"), t()], "tuple_result": True, "result_names": ["loss", "ids"], "generated": False,
                                        "index_checks": {"0": [0, 7, "gather at line 1"]}}},
                 "errors": {"1": "`take` at m.kina:1:5: an index computed in the program is outside [0, 7]"}})


@pytest.mark.parametrize("edit,field", [
    (lambda m: m.pop("key"), "field `key`: missing"),
    (lambda m: m["functions"]["main"].update(guard="free"), "field `functions.main.guard`: 'free' is not 'kina_guard_main'"),
    (lambda m: m["functions"]["main"].update(peak_bytes=-1), "field `functions.main.peak_bytes`"),
    (lambda m: m["functions"]["main"].update(error_result=1), "field `functions.main.error_result`"),
    (lambda m: m.update(errors={"0": "x"}), "field `errors.0`"),
    (lambda m: m.update(errors=[]), "field `errors`: expected an object"),
    (lambda m: m.update(extra=1), "field `extra`: unknown field"),
    (lambda m: m.update(key="zz"), "field `key`"),
    (lambda m: m.update(so="../evil.so"), "field `so`"),
    (lambda m: m.update(so_sha256=None), "field `so_sha256`: expected a string, got null"),
    (lambda m: m.update(functions={}), "field `functions`"),
    (lambda m: m.update(functions=[1]), "field `functions`"),
    (lambda m: m["functions"].update({"a b": m["functions"]["main"]}), "field `functions.a b`"),
    (lambda m: m["functions"]["main"].update(symbol="_mlir_ciface_other"), "field `functions.main.symbol`"),
    (lambda m: m["functions"]["main"].pop("generated"), "field `functions.main.generated`: missing"),
    (lambda m: m["functions"]["main"].update(generated="no"), "field `functions.main.generated`"),
    (lambda m: m["functions"]["main"].update(tuple_result=False), "field `functions.main.tuple_result`"),
    (lambda m: m["functions"]["main"].update(results=[]), "field `functions.main.results`"),
    (lambda m: m["functions"]["main"].pop("result_names"), "field `functions.main.result_names`: missing"),
    (lambda m: m["functions"]["main"].update(result_names=["loss"]), "field `functions.main.result_names`"),
    (lambda m: m["functions"]["main"].update(result_names=["loss", "loss"]), "field `functions.main.result_names`"),
    (lambda m: m["functions"]["main"].update(result_names=["loss", "_ids"]), "field `functions.main.result_names[1]`"),
    (lambda m: m["functions"]["main"].update(result_names=["loss", "a b"]), "field `functions.main.result_names[1]`"),
    (lambda m: m["functions"]["main"].update(params=[["ids"]]), "field `functions.main.params[0]`"),
    (lambda m: m["functions"]["main"]["params"][1].__setitem__(0, "ids"), "field `functions.main.params[1][0]`"),
    (lambda m: m["functions"]["main"]["params"][0][1].update(shape=[0]), "field `functions.main.params[0][1].shape[0]`"),
    (lambda m: m["functions"]["main"]["params"][0][1].update(shape=[True]), "field `functions.main.params[0][1].shape[0]`"),
    (lambda m: m["functions"]["main"]["params"][0][1].update(shape="2"), "field `functions.main.params[0][1].shape`"),
    (lambda m: m["functions"]["main"]["params"][0][1].update(shape=[1 << 30] * 3), "field `functions.main.params[0][1].shape`"),
    (lambda m: m["functions"]["main"]["params"][0][1].update(placement="gpu"), "field `functions.main.params[0][1].placement`"),
    (lambda m: m["functions"]["main"]["results"][1].pop("placement"), "field `functions.main.results[1].placement`: missing"),
    (lambda m: m["functions"]["main"]["index_checks"].update({"2": [0, 1, "x"]}), "field `functions.main.index_checks.2`"),
    (lambda m: m["functions"]["main"]["index_checks"].update({"0": [5, 1, "x"]}), "field `functions.main.index_checks.0`"),
])
def test_schema_names_the_field(edit, field):
    m = _valid()
    verify_manifest(m, "m.json")
    edit(m)
    with pytest.raises(ManifestError) as e:
        verify_manifest(seal(m), "m.json")  # re-sealed: the schema, not the hash, rejects it
    assert str(e.value).startswith("m.json: ") and field in str(e.value)
    with pytest.raises(ManifestError):  # and unsealed, too
        verify_manifest(m, "m.json")


@pytest.mark.parametrize("dtype,shape", [
    ("F32", [2**53 + 1]),  # found by scripts/fuzz.py: accepted by `kina check`, then refused as "damaged" on every build
    ("F32", [2**60]), ("F32", [2**60 + 1]), ("I64", [2**59]), ("I64", [2**59 + 1]), ("Bool", [2**62]), ("Bool", [2**31, 2**31]),
    ("F64", [1] * 33), ("F32", [1] * 64), ("I32", [3] * 40), ("F32", [2**21] * 3),
])
def test_schema_accepts_exactly_the_shapes_the_language_does(dtype, shape):
    """A type `kina check` accepts must verify, or its artifact is discarded and rebuilt forever (exit 2)."""
    m = _valid()
    m["functions"]["main"]["results"][0] = {"dtype": dtype, "shape": shape, "placement": "host"}
    if shape_problem(shape, dtype) is None:
        verify_manifest(seal(m), "m.json")
    else:
        with pytest.raises(ManifestError, match=r"field `functions\.main\.results\[0\]\.shape`: more than \d+ bytes"):
            verify_manifest(seal(m), "m.json")


def test_an_edit_without_resealing_fails_the_manifest_hash():
    m = _valid()
    m["functions"]["main"]["index_checks"]["0"][1] = 1 << 40  # widen an index range
    with pytest.raises(ManifestError, match="m.json: field `manifest_sha256`: does not match"):
        verify_manifest(m, "m.json")


# -- 4. an unusable KINA_CACHE_DIR ---------------------------------------------
def _fallback(tmp_path, target, problem, preexec_fn=None):
    r = run_victim(tmp_path, target, preexec_fn=preexec_fn)
    status, artifact = ok(r)
    assert status == "miss"
    assert_private(artifact, target)
    (line,) = stderr_lines(r)
    assert line.startswith(f"kina: warning: not using the cache directory {target}: it {problem}"), line
    assert "compiling into the private directory" in line


def _fallback_here(monkeypatch, capfd, target, problem, tag):
    from kina_mlir.artifacts import cache as kc

    monkeypatch.setenv("KINA_CACHE_DIR", str(target))
    capfd.readouterr()
    p = compile_here(tagged(f"fallback: {tag}"))
    assert p.info["cache"] == "miss (compiled)" and os.path.dirname(p.info["artifact"]) == kc.private_dir()
    lines = [ln for ln in capfd.readouterr().err.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith(f"kina: warning: not using the cache directory {target}: it {problem}"), lines
    assert "compiling into the private directory" in lines[0]


def test_cache_dir_that_is_a_regular_file(tmp_path, monkeypatch, capfd):
    f = tmp_path / "cachefile"
    f.write_text("not a directory")
    _fallback_here(monkeypatch, capfd, f, "is not a directory", "file")
    assert f.read_text() == "not a directory"
    _fallback_here(monkeypatch, capfd, f / "sub", "cannot be created (Not a directory)", "under a file")


def test_read_only_cache_dir(tmp_path):
    """In a subprocess: root must lose CAP_DAC_OVERRIDE for mode bits to bind it."""
    ro = tmp_path / "ro"
    ro.mkdir(mode=0o500)
    try:
        _fallback(tmp_path, ro, "is not writable", _drop_dac_override if IS_ROOT else None)
    finally:
        os.chmod(ro, 0o700)


def test_immutable_cache_dir(fresh_cache, monkeypatch, capfd):
    fresh_cache.mkdir(mode=0o700)
    chattr = shutil.which("chattr")
    if not chattr or subprocess.run([chattr, "+i", str(fresh_cache)], capture_output=True).returncode != 0:
        pytest.skip("cannot make a directory immutable here (chattr +i needs CAP_LINUX_IMMUTABLE and ext4/xfs/btrfs)")
    try:
        _fallback_here(monkeypatch, capfd, fresh_cache, "is not writable", "immutable")
    finally:
        subprocess.run([chattr, "-i", str(fresh_cache)], check=True)


def test_private_dir_serves_the_whole_process(tmp_path, monkeypatch, capfd):
    from kina_mlir.artifacts import cache as kc

    f = tmp_path / "cachefile"
    f.write_text("")
    monkeypatch.setenv("KINA_CACHE_DIR", str(f))
    a = compile_here(tagged("private"))
    b = compile_here(tagged("private"))
    assert a.info["cache"].startswith("miss") and b.info["cache"] == "hit"
    assert a.info["artifact"] == b.info["artifact"] and os.path.dirname(a.info["artifact"]) == kc.private_dir()
    st = os.stat(kc.private_dir())
    assert stat.S_IMODE(st.st_mode) == 0o700 and st.st_uid == os.geteuid()
    assert capfd.readouterr().err.count("not using the cache directory") <= 1  # once per process


class _Exports:
    """A third-party stage `exports` handing out one saved artifact (`verified` as given, else undeclared)."""
    lazy = True

    def __init__(self, so, manifest, **verified):
        self._so, self._manifest, self.info, self.exported = str(so), manifest, {}, ["main"]
        self.__dict__.update(verified)

    def names(self):
        return ["main"]

    def spec(self, name):
        return self._manifest["functions"][name]

    def build(self, name):
        return self._so, self._manifest


def test_a_lazy_function_verifies_what_an_exports_does_not_say_it_verified(artifact):
    from kina_runtime.library import LazyNativeLibrary
    so, manifest_path = artifact
    manifest = json.loads(manifest_path.read_text())
    with open(so, "r+b") as fh:  # one byte changed: the hash in the manifest no longer matches
        fh.seek(100)
        b = fh.read(1)
        fh.seek(100)
        fh.write(bytes([b[0] ^ 0xFF]))
    with pytest.raises(ArtifactError, match="so_sha256"):
        LazyNativeLibrary(_Exports(so, manifest)).functions["main"].compile()
    with pytest.raises(ArtifactError, match="so_sha256"):
        LazyNativeLibrary(_Exports(so, manifest, verified=False)).functions["main"].compile()
