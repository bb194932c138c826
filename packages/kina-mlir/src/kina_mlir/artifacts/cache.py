"""The compile cache: artifacts named by their key (keys.py says what it covers),
each .so beside a JSON manifest of its exports. Looking up a key needs neither
MLIR nor llvmlite.

Trust: a shared object in the cache is dlopen'ed, so whoever can write there
runs code as us. The directory must be ours and not writable by group or
others (it is created 0700), and so must every artifact in it; anything else is
refused with a one-line warning, and this process compiles into a private
temporary directory instead (also when the directory is unusable: a regular
file, read-only, immutable). Artifacts are written atomically (0700 .so, 0600
manifest). Before a hit is used, its manifest is verified (schema, its own
hash, key, file name, the .so's sha256, and the signatures of the current IR
when known: kina_runtime.manifest_check); an entry that does not verify is
deleted (if ours) and rebuilt. Hashes only detect damage: ownership and
permissions are what authenticate an artifact."""
from __future__ import annotations

import json
import os
import stat

from kina.digest import hexdigest
from kina.util import atomic_write
from kina_runtime.manifest_check import ManifestError, read_manifest, verify_index, verify_manifest, verify_so

from . import places
from .places import cache_dir, configured_dir, dir_problem, ownership_problem, private_dir, warn  # noqa: F401 (this module's API)


class Untrusted(Exception):
    """A cache file we must not load: not ours, writable by others, or not a regular file."""


class Damaged(Exception):
    """A cache entry of ours that does not verify: discarded and rebuilt."""


def so_name(key: str) -> str:
    return f"kina-{key}.so"


def paths(key: str, directory: str | None = None) -> tuple[str, str]:
    d = directory or cache_dir()
    return os.path.join(d, so_name(key)), os.path.join(d, f"kina-{key}.json")


def _verified(key: str, directory: str, expected_functions: dict | None) -> dict | None:
    """The verified manifest of `key` in `directory`; None on a plain miss; Untrusted or Damaged."""
    so, manifest_path = paths(key, directory)
    for p in (so, manifest_path):
        try:
            st = os.lstat(p)
        except FileNotFoundError:
            return None
        except OSError as e:
            raise Untrusted(f"{p} cannot be examined ({e.strerror or e})") from None
        if not stat.S_ISREG(st.st_mode):
            raise Untrusted(f"{p} is not a regular file")
        problem = ownership_problem(st)
        if problem:
            raise Untrusted(f"{p} is {problem}")
    try:
        manifest = verify_manifest(read_manifest(manifest_path), manifest_path)
        if manifest["key"] != key:
            raise ManifestError(manifest_path, "key", f"{manifest['key']!r} is not the expected {key!r}")
        if manifest["so"] != os.path.basename(so):
            raise ManifestError(manifest_path, "so", f"{manifest['so']!r} is not {os.path.basename(so)!r}")
        verify_so(so, manifest, manifest_path)
    except ManifestError as e:
        raise Damaged(str(e)) from None
    if expected_functions is not None and manifest["functions"] != expected_functions:
        differ = sorted(set(manifest["functions"]) ^ set(expected_functions)) or sorted(
            n for n in expected_functions if manifest["functions"][n] != expected_functions[n])
        raise Damaged(f"{manifest_path}: field `functions.{differ[0]}`: differs from the signature of the current IR")
    return manifest


def discard(key: str, directory: str) -> None:
    """Delete an entry's files that are ours (regular files or links, never anything else)."""
    for p in paths(key, directory):
        try:
            st = os.lstat(p)
            if st.st_uid == places._uid() and (stat.S_ISREG(st.st_mode) or stat.S_ISLNK(st.st_mode)):
                os.unlink(p)
        except OSError:
            pass


def lookup(key: str, expected_functions: dict | None = None) -> tuple[str, dict | None]:
    """(directory, manifest): where the artifact of `key` lives or is to be built, and its
    verified manifest on a hit, else None. An entry that does not verify is discarded
    (one line on stderr); an untrusted one is refused and the private directory used."""
    directory = cache_dir()
    while True:
        try:
            return directory, _verified(key, directory, expected_functions)
        except Damaged as e:
            warn(f"kina: warning: discarding a damaged cache entry ({e}); rebuilding it")
            discard(key, directory)
            return directory, None
        except Untrusted as e:
            private = private_dir()
            if directory == private:
                return directory, None
            warn(f"kina: warning: refusing the cached artifact {e}; compiling into the private directory {private} "
                 f"(remove it to use the cache again)")
            directory = private


def store(key: str, so_data: bytes, manifest: dict, directory: str | None = None) -> str:
    """Write an artifact atomically (the .so 0700, then its manifest 0600) and return the
    .so's path; if the directory cannot be written, the private directory (one line on stderr)."""
    directory = directory or cache_dir()
    while True:
        so, manifest_path = paths(key, directory)
        try:
            # not flushed to disk (a cold compile's 3-4 fsyncs, ≈ 1 ms each here): lookup verifies
            # every entry (its sealed manifest, the .so's sha256), so one a crash tore is rebuilt
            atomic_write(so, so_data, mode=0o700, durable=False)
            atomic_write(manifest_path, json.dumps(manifest, indent=1).encode(), mode=0o600, durable=False)
            return so
        except OSError as e:
            private = private_dir()
            if directory == private:
                raise
            warn(f"kina: warning: cannot write to the cache directory {directory} ({e.strerror or e}); "
                 f"compiling into the private directory {private}")
            directory = private


def sha256(data: bytes) -> str:
    return hexdigest(data)


def index_path(key: str, directory: str) -> str:
    return os.path.join(directory, f"kina-{key}.index.json")


def readable(path: str, what: str) -> bool:
    """Whether `path` exists and may be read: a regular file, ours, not writable by group or others.
    A refused one is False, as a missing one, with one line on stderr naming `what`."""
    try:
        problem = places.path_problem(path)
    except OSError:
        return False
    if problem:
        warn(f"kina: warning: ignoring {what} {path}: it {problem}")
        return False
    return True


def discard_record(path: str, what: str, error: ManifestError) -> None:
    """A damaged `what` (it did not verify): one line on stderr, then removed, for its next writer."""
    warn(f"kina: warning: discarding a damaged {what} ({error})")
    try:
        os.unlink(path)
    except OSError:
        pass


def store_record(path: str, doc: dict, directory: str) -> None:
    """Write a record (an index, a fingerprint) atomically (0600); this process's private directory
    (nothing there outlives it) or one we cannot write just gets none: a record is a shortcut."""
    if directory == places._private.get(os.getpid()):
        return
    try:
        atomic_write(path, json.dumps(doc, indent=1).encode(), mode=0o600, durable=False)  # verified when read (store)
    except OSError:
        pass


def lookup_index(key: str) -> dict | None:
    """The verified function index of `key` (exports.py), or None: missing, refused (not ours or
    writable by others: one line on stderr) or damaged (discarded). Only the configured
    directory is read: an index is a shortcut, never needed for correctness."""
    path = index_path(key, cache_dir())
    if not readable(path, "the function index"):
        return None
    try:
        index = verify_index(read_manifest(path), path)
        if index["key"] != key:
            raise ManifestError(path, "key", f"{index['key']!r} is not the expected {key!r}")
        return index
    except ManifestError as e:
        discard_record(path, "function index", e)
        return None


def store_index(key: str, index: dict) -> None:
    """Write an index (store_record)."""
    directory = cache_dir()
    store_record(index_path(key, directory), index, directory)


