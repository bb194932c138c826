"""The compiler's stamp: a hash of what its fingerprint (`Compiler.fingerprint`) is computed from,
read from the installed entry points without importing a plugin or pluggy, so that a warm start
(kina.warm) can find the fingerprint record of the compiler it would load before loading it.

It covers, for each plugin of the `kina` entry-point group that a compiler loads (the first of
each name, as pluggy's loader takes them), its name, entry point, distribution and version and a
content hash of its top-level package's files; and the versions of Python and pluggy, which run
the hooks and order their registrations. What a plugin registers is what its code registers, so
equal stamps mean equal fingerprints (tests/mlir/artifacts/test_fingerprint_record.py compares the
two on the installed plugins)."""
from __future__ import annotations

import json
import os
import sys
import time
from functools import lru_cache
from importlib.util import find_spec

from . import entrypoints
from .digest import sha256
from .util import atomic_write, open_regular

# Bumped whenever `Compiler.fingerprint` covers something new or the stamp covers something else, so
# that no fingerprint record written before stands for a fingerprint computed another way.
STAMP_FORMAT = "kina-compiler-stamp-2"

# Options that change the program itself, so every compile cache keys on them: the entry point
# specialised and its sizes (§P1), and a hash of every included file (§P2).
PROGRAM_OPTIONS = ("specialise", "includes")


def loaded_entry_points(group: str = "kina") -> list | None:
    """The entry points of `group` that pluggy's loader registers (the first of each name), or None
    where kina.entrypoints cannot read them (importlib.metadata's layouts: no stamp there)."""
    found = entrypoints.entry_points(group)
    if found is None:
        return None
    out, names = [], set()
    for ep in found:
        if ep.name not in names:
            names.add(ep.name)
            out.append(ep)
    return out


def stamp(eps: list) -> str | None:
    """The stamp of a compiler whose plugins are these entry points (None: one cannot be located
    without importing it, so no record may stand for it)."""
    h = sha256()
    parts = [STAMP_FORMAT, sys.version, f"pluggy {entrypoints.version('pluggy') or '?'}"]
    for ep in sorted(eps, key=lambda e: e.name):
        top = ep.value.split(":")[0].split(".")[0].strip()
        try:
            spec = find_spec(top)  # a top-level name: nothing is imported
        except (ImportError, ValueError):
            return None
        if spec is None:
            return None
        parts.append(f"plugin {ep.name} = {ep.value} ({ep.dist.project_name} {ep.dist.version}) code {code_hash(package_dir(spec))}")
    for part in parts:
        h.update(part.encode("utf-8", "replace") + b"\0")
    return h.hexdigest()


def entry_point_stamp(group: str = "kina") -> str | None:
    """The stamp of `Compiler()` as this environment would load it, without loading it."""
    eps = loaded_entry_points(group)
    return None if eps is None else stamp(eps)


def package_dir(spec) -> str | None:
    """A top-level package's directory, or a single-module plugin's file (not the directory, such
    as site-packages, that holds it); None for a namespace package."""
    if spec.submodule_search_locations is not None:
        return os.path.dirname(spec.origin) if spec.origin and os.path.isfile(spec.origin) else None
    return spec.origin if spec.origin and os.path.isfile(spec.origin) else None


# A package's content hash is remembered beside its bytecode, with each file's size, mtime, ctime
# and inode, so that a start whose files all stat as recorded reads one small file instead of
# reading and hashing the package again (the five plugins' 1 MB: 3-6 ms of a 25 ms warm start).
# It is trusted as far as the .pyc files beside it, and checked more strictly: Python's default
# (timestamp) .pyc invalidation takes a source whose size and mtime are unchanged as unchanged; the
# ctime, which no user call can set back, and the inode (a file replaced) are checked too, as git's
# index does. Written only where Python writes bytecode (not under PYTHONDONTWRITEBYTECODE), never
# while a file's mtime or ctime is within RACY_S seconds (it may change again within the same
# timestamp: git's "racy" case).
MEMO = "kina-code-hash.json"
MEMO_FORMAT = "kina-code-hash-2"
RACY_S = 2.0


@lru_cache(maxsize=None)
def code_hash(path: str | None) -> str:
    """Content hash of a package's files, or of a single module's (once per process).
    Every file counts (code, grammar, std library, data) except bytecode caches."""
    if not path:
        return "-"
    if os.path.isfile(path):
        with open(path, "rb") as fh:
            return sha256(fh.read()).hexdigest()[:16]
    files = listing(path)
    memo_path = os.path.join(path, "__pycache__", MEMO)
    memo = _read_memo(memo_path)
    if memo is not None and memo.get("format") == MEMO_FORMAT and memo.get("files") == files:
        return memo["hash"]
    h = sha256(size=sum(f[1] for f in files))
    for rel, *_ in files:
        h.update(rel.encode() + b"\0")
        with open(os.path.join(path, rel), "rb") as fh:
            h.update(fh.read())
    digest = h.hexdigest()[:16]
    now = time.time()
    if not sys.dont_write_bytecode and all(now - max(f[2], f[3]) / 1e9 > RACY_S for f in files):
        _write_memo(memo_path, {"format": MEMO_FORMAT, "hash": digest, "files": files})
    return digest


def listing(path: str) -> list[list]:
    """[relative path, size, mtime_ns, ctime_ns, inode] of a package's files in the order code_hash reads them (as
    os.walk top-down lists them, sorted: a directory's files, then each subdirectory's, symbolic
    links to directories not followed); bytecode caches left out."""
    out: list[list] = []

    def visit(directory: str, prefix: str) -> None:
        with os.scandir(directory) as it:
            entries = sorted(it, key=lambda e: e.name)
        subdirs = []
        for e in entries:
            if e.is_dir():
                if e.name != "__pycache__" and not e.is_symlink():
                    subdirs.append(e)
            elif not e.name.endswith((".pyc", ".pyo")):
                s = e.stat()
                out.append([prefix + e.name, s.st_size, s.st_mtime_ns, s.st_ctime_ns, s.st_ino])
        for e in subdirs:
            visit(e.path, prefix + e.name + "/")

    visit(path, "")
    return out


def _read_memo(path: str) -> dict | None:
    """The memo as JSON, or None (missing, not a regular file, too large, unreadable, malformed)."""
    try:
        fd, info = open_regular(path)
    except OSError:
        return None
    try:
        if info.st_size > (1 << 20):
            return None
        memo = json.loads(os.read(fd, info.st_size + 1))
        return memo if isinstance(memo, dict) and isinstance(memo.get("hash"), str) else None
    except (OSError, ValueError):
        return None
    finally:
        os.close(fd)


def _write_memo(path: str, memo: dict) -> None:
    """Best effort, like Python's own bytecode cache: a read-only install keeps hashing."""
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        atomic_write(path, json.dumps(memo, separators=(",", ":")).encode(), mode=0o644, durable=False)
    except OSError:
        pass
