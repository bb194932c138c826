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

import hashlib
import os
import sys
from functools import lru_cache
from importlib.util import find_spec

from . import entrypoints

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
    h = hashlib.sha256()
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


@lru_cache(maxsize=None)
def code_hash(path: str | None) -> str:
    """Content hash of a package's files, or of a single module's (once per process).
    Every file counts (code, grammar, std library, data) except bytecode caches."""
    if not path:
        return "-"
    h = hashlib.sha256()
    if os.path.isfile(path):
        with open(path, "rb") as fh:
            h.update(fh.read())
        return h.hexdigest()[:16]
    for root, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for f in sorted(files):
            if not f.endswith((".pyc", ".pyo")):
                p = os.path.join(root, f)
                h.update(os.path.relpath(p, path).encode() + b"\0")
                with open(p, "rb") as fh:
                    h.update(fh.read())
    return h.hexdigest()[:16]
