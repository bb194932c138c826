"""The compile cache: artifacts named by a content hash of (source, the
compiler's fingerprint — every plugin, pass, handler, op, rule and the code of
every plugin package —, toolchain versions, options, target), each .so beside a
JSON manifest of its exports. Looking up a key needs neither MLIR nor llvmlite."""
from __future__ import annotations

import hashlib
import json
import os
import platform
from functools import lru_cache
from importlib.metadata import PackageNotFoundError, version

CACHE_FORMAT = "kina-artifact-v1"


def cache_dir() -> str:
    env = os.environ.get("KINA_CACHE_DIR")
    if env:
        return env
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "kina")


@lru_cache(maxsize=1)  # fixed for the life of a process
def _versions() -> str:
    out = []
    for dist in ("torch-mlir", "llvmlite"):
        try:
            out.append(f"{dist}={version(dist)}")
        except PackageNotFoundError:
            out.append(f"{dist}=none")
    return ";".join(out)


@lru_cache(maxsize=1)
def _cpu_flags() -> str:
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith(("flags", "Features")):
                    return hashlib.sha256(line.encode()).hexdigest()[:16]
    except OSError:
        pass
    return "unknown"


def artifact_key(source_text: str, options: dict, fingerprint: str) -> str:
    h = hashlib.sha256()
    for part in (CACHE_FORMAT, source_text, fingerprint, _versions(), json.dumps(options, sort_keys=True, default=str),
                 platform.machine(), platform.system(), _cpu_flags()):
        h.update(part.encode("utf-8", "replace"))
        h.update(b"\0")
    return h.hexdigest()[:32]


def paths(key: str) -> tuple[str, str]:
    d = cache_dir()
    return os.path.join(d, f"kina-{key}.so"), os.path.join(d, f"kina-{key}.json")


def lookup(key: str) -> dict | None:
    so, manifest = paths(key)
    if not (os.path.exists(so) and os.path.exists(manifest)):
        return None
    try:
        with open(manifest) as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return None  # a damaged manifest is a miss; the rebuild replaces it
    if data.get("format") != CACHE_FORMAT:
        return None
    return data
