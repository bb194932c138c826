"""Entry points and versions of installed distributions, read straight from their
`.dist-info` directories.

`importlib.metadata` answers the same questions, but importing it costs ≈ 12 ms (it pulls in
`email`, `zipfile`, `pathlib`, `csv`, …) and every compile pays it twice over: pluggy's
entry-point loading and the toolchain versions in artifact keys. This module reads the same
files in the same order for the common layout — every `sys.path` entry a directory or missing,
no import finder of its own that knows distributions — and returns None otherwise, so that
the caller asks `importlib.metadata` instead (zip files, eggs, custom finders).
tests/plugins/test_entrypoints.py checks both against `importlib.metadata` on the whole
environment."""
from __future__ import annotations

import os
import re
import sys
from functools import reduce
from importlib import import_module
from importlib.machinery import PathFinder
from typing import NamedTuple

# importlib.metadata's EntryPoint.pattern
_EP_VALUE = re.compile(r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$")


class Unsupported(Exception):
    """Something only importlib.metadata reads: the caller falls back to it."""


# Named tuples, as importlib.metadata's EntryPoint was through Python 3.10: a frozen dataclass costs
# five times as much to define, and this module is imported by every warm start.
class Dist(NamedTuple):
    """What pluggy's DistFacade offers that Kina uses: `project_name` and `version`."""
    path: str
    project_name: str
    version: str


class EntryPoint(NamedTuple):
    """What importlib.metadata.EntryPoint offers that Kina and pluggy use."""
    name: str
    value: str
    group: str
    dist: Dist

    def load(self):
        """importlib.metadata.EntryPoint.load: the module, or the attribute path after `:`."""
        m = _EP_VALUE.match(self.value)
        if m is None:
            raise ValueError(f"entry point {self.name} = {self.value!r} ({self.dist.project_name}) is malformed")
        module = import_module(m.group("module"))
        return reduce(getattr, filter(None, (m.group("attr") or "").split(".")), module)


def _normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower().replace("-", "_")


def _project(dist_dir: str) -> str:
    """The normalised project name of a `name-version.dist-info` (or `.egg-info`) directory."""
    return _normalize(os.path.basename(dist_dir).lower().rpartition(".")[0].partition("-")[0])


# (sys.path entries, each one's mtime) -> _dist_dirs' answer: a start asks for the entry points and
# three versions, each a listing of every directory on the path; a distribution installed or removed
# since changes its directory's mtime, so it is listed again.
_listed: dict[tuple, list[str]] = {}


def _dist_dirs(paths=None) -> list[str]:
    """Every `.dist-info`/`.egg-info` on `paths` (default sys.path) in importlib.metadata's
    order: path by path; within a directory, grouped by normalised name in listing order."""
    for finder in sys.meta_path:
        if getattr(finder, "find_distributions", None) is not None and finder is not PathFinder:
            raise Unsupported(f"import finder {finder!r} lists distributions")
    roots = tuple(sys.path if paths is None else paths)
    try:
        stamp = (roots, os.getcwd() if "" in roots else None,  # "": the current directory, wherever that is now
                 tuple(os.stat(r or ".").st_mtime_ns if isinstance(r, str) and os.path.isdir(r or ".") else None for r in roots))
    except OSError:
        stamp = None
    if stamp is not None and stamp in _listed:
        return list(_listed[stamp])
    out = _list_dist_dirs(roots)
    _read_once.clear()  # listed again: what the distributions hold is read again too
    if stamp is not None:
        _listed.clear()
        _listed[stamp] = out
    return list(out)


def _list_dist_dirs(roots: tuple) -> list[str]:
    out = []
    for root in roots:
        if not isinstance(root, str):
            raise Unsupported(f"sys.path entry {root!r}")
        where = root or "."
        if os.path.basename(root).lower().endswith(".egg"):
            raise Unsupported(f"egg {root}")
        try:
            children = os.listdir(where)
        except NotADirectoryError:
            raise Unsupported(f"zip file {root}") from None
        except OSError:
            if os.path.exists(where):
                raise Unsupported(f"unreadable {root}") from None
            continue  # importlib.metadata skips a missing entry too
        groups: dict[str, list[str]] = {}
        for child in children:
            low = child.lower()
            if low.endswith((".dist-info", ".egg-info")):
                groups.setdefault(_project(child), []).append(os.path.join(root, child))
        for group in groups.values():
            out.extend(group)
    return out


# (distribution path, file) -> its text, for as long as _listed's listing stands: a warm start asks
# for the entry points of two groups and three versions, each reading every distribution's files
_read_once: dict[tuple[str, str], str | None] = {}


def _read(path: str, name: str) -> str | None:
    key = (path, name)
    if key not in _read_once:
        _read_once[key] = _read_file(path, name)
    return _read_once[key]


def _read_file(path: str, name: str) -> str | None:
    try:
        with open(os.path.join(path, name) if name else path, encoding="utf-8") as fh:
            return fh.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError):
        return None


def _headers(path: str) -> dict[str, str]:
    """Name and Version from METADATA (or PKG-INFO; an old egg-info may be that file itself)."""
    text = _read(path, "METADATA") or _read(path, "PKG-INFO") or _read(path, "")
    if text is None:
        raise Unsupported(f"no metadata in {path}")
    found: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip():
            break  # the headers end at the first blank line
        key, sep, value = line.partition(":")
        if line[0] in " \t" or not sep:
            if line[0] in " \t":
                continue  # a folded header's continuation: Name and Version are never folded
            raise Unsupported(f"unusual metadata in {path}")
        found.setdefault(key.strip().lower(), value.lstrip())
    if "name" not in found or "version" not in found:
        raise Unsupported(f"no Name/Version in {path}")
    return found


def _dist(path: str) -> Dist:
    h = _headers(path)
    return Dist(path, h["name"], h["version"])


def _entry_points(dist_path: str) -> list[tuple[str, str, str]]:
    """(group, name, value) of a distribution's entry_points.txt, as importlib.metadata parses it."""
    text = _read(dist_path, "entry_points.txt") or ""
    out, group = [], None
    for line in map(str.strip, text.splitlines()):
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            group = line.strip("[]")
            continue
        if group is None:
            continue
        name, sep, value = line.partition("=")
        if not sep:
            raise Unsupported(f"malformed line {line!r} in {dist_path}/entry_points.txt")
        out.append((group, name.strip(), value.strip()))
    return out


def entry_points(group: str) -> list[EntryPoint] | None:
    """The entry points of `group` of every distribution, in the order pluggy sees them through
    `importlib.metadata.distributions()` (duplicates included); None: ask importlib.metadata."""
    try:
        out = []
        for path in _dist_dirs():
            eps = [e for e in _entry_points(path) if e[0] == group]
            if eps:
                dist = _dist(path)
                out += [EntryPoint(name, value, g, dist) for g, name, value in eps]
        return out
    except Unsupported:
        return None


def version(name: str) -> str | None:
    """importlib.metadata.version(name), or None when `name` is not installed."""
    try:
        wanted = _normalize(name)
        for path in _dist_dirs():
            if _project(path) == wanted:
                return _dist(path).version
        return None
    except Unsupported:
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as slow

        try:
            return slow(name)
        except PackageNotFoundError:
            return None
