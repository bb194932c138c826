"""The compiler's fingerprint as artifact keys use it (keys.py, item 3), read from a record in the
cache directory on a warm start instead of computed.

Computing `Compiler.fingerprint` runs every plugin's registration hooks (every op, rule, handler
and pass), which imports most of the compiler; a warm start needs none of that otherwise. So the
first compile of a process whose compiler was loaded from the installed entry points writes
`fingerprint-<stamp>.json` (0600, atomically) beside the artifacts, and later processes with the
same stamp (kina.stamps) read it. The stamp covers each plugin's name, entry point, distribution
and version and a hash of its package's code, and the versions of Python and pluggy: an edited
plugin source, another version of a distribution, a plugin added or removed each give another
stamp, hence no record, hence the fingerprint computed (and recorded) anew.

The record also names the compiler's default backend (what its plugins register, so the stamp
decides it as it decides the fingerprint): a host-only warm start (kina_mlir.warm), which loads no
plugin, serves a program that names no backend only when that is `native`.

A record is trusted as an artifact is (cache.py): ours, a regular file, not writable by group or
others, in the configured directory; anything else is ignored (one line on stderr) and the
fingerprint computed. One that does not verify (not JSON, another format or stamp, no 64-digit hex
fingerprint, a wrong digest) is removed and rewritten. A compiler given its plugins in code
(`Compiler(plugins=…)`, `Compiler(pm)`) and `KINA_NO_CACHE=1` never use a record."""
from __future__ import annotations

import os
import re

from kina.environment import flag
from kina_runtime.manifest_check import ManifestError, read_manifest, seal

from . import cache
from .cache import cache_dir

FORMAT = "kina-fingerprint-v2"
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")

_read: dict[tuple[str, str], str] = {}  # (directory, stamp) -> fingerprint: one read a process
_FIELDS = {"format", "stamp", "fingerprint", "default_backend", "manifest_sha256"}


def record_path(stamp: str, directory: str) -> str:
    return os.path.join(directory, f"fingerprint-{stamp[:32]}.json")


def fingerprint(compiler) -> str:
    """`compiler.fingerprint`, from its record when one verifies (see the module's doc)."""
    stamp = getattr(compiler, "stamp", None) if getattr(compiler, "from_entry_points", False) else None
    if stamp is None or flag("KINA_NO_CACHE"):
        return compiler.fingerprint
    directory = cache_dir()
    known = _read.get((directory, stamp))
    if known is not None:
        return known
    computed = compiler.__dict__.get("fingerprint")  # this process computed it already (cached_property)
    doc = _load(record_path(stamp, directory), stamp)
    if doc is not None and computed in (None, doc["fingerprint"]):
        value = doc["fingerprint"]
    else:  # none yet, or one that disagrees with what was just computed: (re)written
        value = compiler.fingerprint
        default = next(iter(compiler.backends()), "")
        _store(record_path(stamp, directory), stamp, value, default, directory)
    _read[(directory, stamp)] = value
    return value


def recorded(stamp: str) -> dict | None:
    """The verified record of `stamp` in the configured cache directory ({"fingerprint",
    "default_backend", …}), or None: missing, refused or damaged (as `fingerprint` treats them).
    For a warm start that has no compiler to compute the fingerprint with."""
    if flag("KINA_NO_CACHE"):
        return None
    return _load(record_path(stamp, cache_dir()), stamp)


def _load(path: str, stamp: str) -> dict | None:
    if not cache.readable(path, "the fingerprint record"):
        return None
    try:
        doc = read_manifest(path)
        if not isinstance(doc, dict) or set(doc) != _FIELDS:
            raise ManifestError(path, "", "not a fingerprint record")
        if doc["format"] != FORMAT or doc["stamp"] != stamp:
            raise ManifestError(path, "stamp", "written for another format or compiler")
        if not isinstance(doc["fingerprint"], str) or not _HEX64.match(doc["fingerprint"]):
            raise ManifestError(path, "fingerprint", "not a sha256 in hex")
        if not isinstance(doc["default_backend"], str):
            raise ManifestError(path, "default_backend", "not a backend name")
        if seal(doc) != doc:
            raise ManifestError(path, "manifest_sha256", "does not match the record")
        return doc
    except ManifestError as e:
        cache.discard_record(path, "fingerprint record", e)
        return None


def _store(path: str, stamp: str, value: str, default_backend: str, directory: str) -> None:
    cache.store_record(path, seal({"format": FORMAT, "stamp": stamp, "fingerprint": value, "default_backend": default_backend}),
                       directory)
