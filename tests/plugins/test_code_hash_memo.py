"""kina.stamps.code_hash's memo beside the bytecode, and kina.digest's SHA-256.

The memo may only ever save the hashing: the stamp is the same with or without it (oracle: the
package's files hashed with hashlib in os.walk's sorted order, as code_hash always did), a file
whose size or mtime changed is hashed again, and a memo that is damaged, not a regular file, or
written for other files is ignored."""
from __future__ import annotations

import hashlib
import json
import os
import sys
import time

import pytest

from kina import digest, stamps
from kina_runtime.manifest_check import file_sha256

OLD = 1_600_000_000  # an mtime long past: not "racy"


def oracle(path: str) -> str:
    h = hashlib.sha256()
    for root, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for f in sorted(files):
            if not f.endswith((".pyc", ".pyo")):
                p = os.path.join(root, f)
                h.update(os.path.relpath(p, path).encode() + b"\0")
                with open(p, "rb") as fh:
                    h.update(fh.read())
    return h.hexdigest()[:16]


@pytest.fixture
def pkg(tmp_path, monkeypatch):
    root = tmp_path / "kina_memo_pkg"
    (root / "sub" / "deeper").mkdir(parents=True)
    (root / "__pycache__").mkdir()
    files = {"__init__.py": "x = 1\n", "a.py": "a = 2\n", "sub/b.kina": "fn @main() {}\n", "sub/deeper/c.json": "{}",
             "__pycache__/ignored.pyc": "bytecode"}
    for rel, text in files.items():
        (root / rel).write_text(text)
        os.utime(root / rel, (OLD, OLD))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(stamps, "RACY_S", 0.0)  # os.utime just set every ctime to now
    stamps.code_hash.cache_clear()
    yield root
    stamps.code_hash.cache_clear()


def fresh_hash(path) -> str:
    stamps.code_hash.cache_clear()  # what a new process sees
    return stamps.code_hash(str(path))


def memo_of(path):
    return path / "__pycache__" / stamps.MEMO


def test_the_memo_is_written_then_read_and_the_hash_is_the_oracles(pkg):
    want = oracle(str(pkg))
    assert fresh_hash(pkg) == want
    memo = json.loads(memo_of(pkg).read_text())
    assert memo["hash"] == want and [f[0] for f in memo["files"]] == ["__init__.py", "a.py", "sub/b.kina", "sub/deeper/c.json"]
    memo["hash"] = "0123456789abcdef"  # proof that a second start reads the memo instead of hashing
    memo_of(pkg).write_text(json.dumps(memo))
    assert fresh_hash(pkg) == "0123456789abcdef"


@pytest.mark.parametrize("change", ["content", "content, mtime put back", "mtime", "replaced", "new file", "removed file"])
def test_a_changed_file_is_hashed_again(pkg, change):
    fresh_hash(pkg)
    if change == "content":  # same size, another mtime
        (pkg / "a.py").write_text("a = 3\n")
        os.utime(pkg / "a.py", (OLD + 5, OLD + 5))
    elif change == "content, mtime put back":  # same size and mtime: the ctime differs
        time.sleep(0.01)
        (pkg / "a.py").write_text("a = 3\n")
        os.utime(pkg / "a.py", (OLD, OLD))
    elif change == "replaced":  # another inode (the ctime moves too, but the inode alone would do)
        (pkg / "new").write_text("a = 3\n")
        os.utime(pkg / "new", (OLD, OLD))
        os.replace(pkg / "new", pkg / "a.py")
    elif change == "mtime":
        os.utime(pkg / "sub" / "b.kina", (OLD + 5, OLD + 5))
    elif change == "new file":
        (pkg / "sub" / "new.py").write_text("")
    else:
        (pkg / "a.py").unlink()
    assert fresh_hash(pkg) == oracle(str(pkg))


def test_recently_modified_files_and_no_bytecode_write_no_memo(pkg, monkeypatch):
    monkeypatch.setattr(stamps, "RACY_S", 2.0)
    (pkg / "a.py").write_text("a = 4\n")  # mtime now: may change again within the same tick
    assert fresh_hash(pkg) == oracle(str(pkg)) and not memo_of(pkg).exists()
    os.utime(pkg / "a.py", (OLD, OLD))  # an old mtime, but the ctime is now: still racy
    assert fresh_hash(pkg) == oracle(str(pkg)) and not memo_of(pkg).exists()
    monkeypatch.setattr(stamps, "RACY_S", 0.0)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # PYTHONDONTWRITEBYTECODE
    assert fresh_hash(pkg) == oracle(str(pkg)) and not memo_of(pkg).exists()


@pytest.mark.parametrize("bad", ["not json", "a list", "no hash", "a directory", "a fifo", "other files"])
def test_a_bad_memo_is_ignored(pkg, bad):
    want = oracle(str(pkg))
    memo = memo_of(pkg)
    if bad == "not json":
        memo.write_text("{oops")
    elif bad == "a list":
        memo.write_text("[1, 2]")
    elif bad == "no hash":
        memo.write_text(json.dumps({"format": stamps.MEMO_FORMAT, "files": stamps.listing(str(pkg))}))
    elif bad == "a directory":
        memo.mkdir()
    elif bad == "a fifo":
        os.mkfifo(memo)  # never read into a hang
    else:
        memo.write_text(json.dumps({"format": stamps.MEMO_FORMAT, "hash": "0123456789abcdef", "files": [["a.py", 1, 2, 3, 4]]}))
    assert fresh_hash(pkg) == want


@pytest.mark.parametrize("n", [0, 1, 1000, digest.LARGE, digest.LARGE + 1, 3 * digest.LARGE])
def test_digest_is_hashlibs_sha256_either_side_of_large(tmp_path, n):
    data = bytes(range(256)) * (n // 256) + b"x" * (n % 256)
    assert digest.sha256(data).hexdigest() == digest.hexdigest(data) == hashlib.sha256(data).hexdigest()
    h = digest.sha256(size=n)
    h.update(data[: n // 2])
    h.update(data[n // 2:])
    assert h.hexdigest() == hashlib.sha256(data).hexdigest()
    (tmp_path / "f").write_bytes(data)
    assert file_sha256(str(tmp_path / "f")) == hashlib.sha256(data).hexdigest()


def test_open_regular_refuses_fifos_and_directories_without_blocking(tmp_path):
    from kina.util import NotRegularFile, open_regular

    (tmp_path / "f").write_bytes(b"abc")
    fd, info = open_regular(str(tmp_path / "f"))
    try:
        assert info.st_size == 3 and os.read(fd, 10) == b"abc"
    finally:
        os.close(fd)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)  # no writer: a blocking open would hang here
    for path in (fifo, tmp_path):
        with pytest.raises(NotRegularFile):
            open_regular(str(path))
    with pytest.raises(NotRegularFile):
        file_sha256(str(fifo))
