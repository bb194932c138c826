"""Verification of a compiled artifact's manifest, shared by kina-mlir's cache
probe and `kina.load`: the schema of every field, a hash of the manifest
itself (field `manifest_sha256`, computed without that field) and the sha256
of its shared object (field `so_sha256`).

Hashes detect damage (a truncated or edited file); they do not authenticate:
whoever can write an artifact can rewrite its hashes too. In the compile cache,
ownership and permissions are what authenticate an artifact (kina_mlir.cache).
Needs neither MLIR nor llvmlite."""
from __future__ import annotations

import json
import keyword
import os
import re

from kina.digest import sha256
from kina.util import NotRegularFile, open_regular
from kina.types import DTYPES, ITEMSIZE, MAX_BYTES, PLACEMENTS

# v3: result_names (docs/spec.md §P5); v4: user functions' symbols are kina.u.<name>; v5: every function
# has a fast entry FAST_PREFIX + name and PTRS_PREFIX + name (kina_mlir.codegen.guard), the host's call paths;
# v6: the fast entry copies small results into the host's tuple of result arrays, not into one buffer (an
# artifact of v5 called so would write through a tuple as if it were a buffer); v7: a function whose results
# are copied also has CALL_PREFIX + name, that entry as a Python builtin, and LAYOUT_PREFIX + name, which sets its layout
FORMAT = "kina-artifact-v7"
SYMBOL_PREFIX = "_mlir_ciface_"
# Every user function's symbol in an artifact is USER_PREFIX + its name: a dot is in no C
# identifier, so no libc, libm, MLIR-interface (`_mlir_ciface_*`, `malloc`, `memrefCopy`) or Kina
# runtime symbol (the guards, `__wrap_malloc`, `kina_failed_allocation`) can ever equal one; a
# helper named `memset`, `malloc` or `_mlir_ciface_main` was that symbol (a segfault, a link
# failure). Only the guarded entries (GUARD_PREFIX + name) are called from outside, through the
# names the manifest records.
USER_PREFIX = "kina.u."
MAX_MANIFEST_BYTES = 16 << 20

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")
_KEY = re.compile(r"[0-9a-f]{32}\Z")
_TOP_FIELDS = ("format", "key", "so", "so_sha256", "manifest_sha256", "source", "target", "functions", "errors")
_FN_FIELDS = ("symbol", "guard", "error_result", "peak_bytes", "params", "results", "tuple_result", "result_names", "generated",
              "index_checks")
# optional: an artifact written before the field existed holds no collective
# §D1: whether the function reaches all_sum, all_mean, world_size or rank, and then the digest
# of its IR that the ranks compare (kina_runtime.collective_ir.program_key)
_FN_OPTIONAL = ("collectives", "collective_key")
GUARD_PREFIX = "kina_guard_"
FAST_PREFIX = "kina_fast_"
PTRS_PREFIX = "kina_ptrs_"
CALL_PREFIX = "kina_call_"
LAYOUT_PREFIX = "kina_layout_"
_TYPE_FIELDS = ("dtype", "shape", "placement")


def user_symbol(name: str) -> str:
    """The symbol of Kina function `name` in an artifact (its C interface: SYMBOL_PREFIX + this)."""
    return USER_PREFIX + name


class ManifestError(ValueError):
    """A manifest (or the shared object it describes) that does not verify; names the file and the field."""

    def __init__(self, where: str, field: str, problem: str):
        self.where, self.field, self.problem = where, field, problem
        super().__init__(f"{where}: field `{field}`: {problem}" if field else f"{where}: {problem}")


# -- hashes ------------------------------------------------------------------
def canonical(manifest: dict) -> bytes:
    """The bytes `manifest_sha256` is computed over: every field but that one, canonical JSON."""
    body = {k: v for k, v in manifest.items() if k != "manifest_sha256"}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False).encode()


def seal(manifest: dict) -> dict:
    """A copy of `manifest` with its `manifest_sha256` (re)computed."""
    out = {k: v for k, v in manifest.items() if k != "manifest_sha256"}
    out["manifest_sha256"] = sha256(canonical(out)).hexdigest()
    return out


def file_sha256(path: str) -> str:
    """sha256 of a regular file (never follows a FIFO or device into a hang)."""
    fd, info = open_regular(path)
    try:
        h = sha256(size=info.st_size)
        while chunk := os.read(fd, 1 << 20):
            h.update(chunk)
        return h.hexdigest()
    finally:
        os.close(fd)


# -- reading -----------------------------------------------------------------
def read_manifest(path: str) -> dict:
    """Parse a manifest file (any JSON); ManifestError naming the file when it cannot be read."""
    try:
        fd, _ = open_regular(path)
        with os.fdopen(fd, "rb") as fh:
            data = fh.read(MAX_MANIFEST_BYTES + 1)
    except NotRegularFile:
        raise ManifestError(path, "", "not a regular file") from None
    except OSError as e:
        raise ManifestError(path, "", f"cannot read the manifest: {e.strerror or e}") from None
    if len(data) > MAX_MANIFEST_BYTES:
        raise ManifestError(path, "", f"larger than {MAX_MANIFEST_BYTES} bytes")
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError) as e:
        raise ManifestError(path, "", f"not valid JSON ({type(e).__name__}: {str(e)[:120]})") from None


# -- schema ------------------------------------------------------------------
def _kind(v) -> str:
    return "null" if v is None else type(v).__name__


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class _Checker:
    def __init__(self, where: str):
        self.where = where

    def fail(self, field: str, problem: str):
        raise ManifestError(self.where, field, problem)

    def obj(self, v, field: str, fields: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
        if not isinstance(v, dict):
            self.fail(field or "(top level)", f"expected a JSON object, got {_kind(v)}")
        missing = [f for f in fields if f not in v]
        if missing:
            self.fail(f"{field}.{missing[0]}" if field else missing[0], "missing")
        extra = sorted(k for k in v if k not in fields and k not in optional)
        if extra:
            self.fail(f"{field}.{extra[0]}" if field else extra[0], "unknown field")
        return v

    def string(self, v, field: str, pattern: re.Pattern | None = None, what: str = "") -> str:
        if not isinstance(v, str):
            self.fail(field, f"expected a string, got {_kind(v)}")
        if pattern is not None and not pattern.match(v):
            self.fail(field, f"{v[:80]!r} is not {what}")
        return v

    def boolean(self, v, field: str) -> bool:
        if not isinstance(v, bool):
            self.fail(field, f"expected true or false, got {_kind(v)}")
        return v

    def tensor_type(self, v, field: str) -> None:
        self.obj(v, field, _TYPE_FIELDS)
        if v["dtype"] not in DTYPES:
            self.fail(f"{field}.dtype", f"{str(v['dtype'])[:40]!r} is not one of {', '.join(DTYPES)}")
        if v["placement"] not in PLACEMENTS:
            self.fail(f"{field}.placement", f"{str(v['placement'])[:40]!r} is not one of {', '.join(PLACEMENTS)}")
        shape = v["shape"]
        if not isinstance(shape, list):
            self.fail(f"{field}.shape", f"expected a list of sizes, got {_kind(shape)}")
        # the language's own bound (kina.types.shape_problem), not a tighter one: every type `kina check`
        # accepts must verify here, or its artifact would be rebuilt and refused forever. No rank bound
        # either (the language has none); MAX_MANIFEST_BYTES bounds it.
        nbytes = ITEMSIZE[v["dtype"]]
        for i, d in enumerate(shape):
            if not _is_int(d) or d < 1:
                self.fail(f"{field}.shape[{i}]", f"expected an integer >= 1, got {d!r}"[:120])
            nbytes *= d
            if nbytes > MAX_BYTES:
                self.fail(f"{field}.shape", f"more than {MAX_BYTES} bytes (the largest tensor Kina allows)")

    def function(self, name: str, spec) -> None:
        f = f"functions.{name}"
        self.obj(spec, f, _FN_FIELDS, _FN_OPTIONAL)
        if "collectives" in spec:
            self.boolean(spec["collectives"], f"{f}.collectives")
        if "collective_key" in spec:
            self.string(spec["collective_key"], f"{f}.collective_key", _HEX64, "a sha256 in hex")
        symbol = self.string(spec["symbol"], f"{f}.symbol")
        if symbol != SYMBOL_PREFIX + user_symbol(name):
            self.fail(f"{f}.symbol", f"{symbol[:80]!r} is not {SYMBOL_PREFIX + user_symbol(name)!r}")
        guard = self.string(spec["guard"], f"{f}.guard")
        if guard != GUARD_PREFIX + name:
            self.fail(f"{f}.guard", f"{guard[:80]!r} is not {GUARD_PREFIX + name!r}")
        self.boolean(spec["error_result"], f"{f}.error_result")
        if not _is_int(spec["peak_bytes"]) or spec["peak_bytes"] < 0:
            self.fail(f"{f}.peak_bytes", f"expected an integer >= 0, got {spec['peak_bytes']!r}"[:120])
        params = spec["params"]
        if not isinstance(params, list):
            self.fail(f"{f}.params", f"expected a list, got {_kind(params)}")
        seen = set()
        for i, p in enumerate(params):
            pf = f"{f}.params[{i}]"
            if not isinstance(p, list) or len(p) != 2:
                self.fail(pf, "expected [name, type]")
            self.string(p[0], f"{pf}[0]", _IDENT, "an identifier")
            if p[0] in seen:
                self.fail(f"{pf}[0]", f"parameter {p[0]!r} appears twice")
            seen.add(p[0])
            self.tensor_type(p[1], f"{pf}[1]")
        results = spec["results"]
        if not isinstance(results, list) or not results:
            self.fail(f"{f}.results", f"expected a non-empty list, got {_kind(results) if not isinstance(results, list) else 'an empty list'}")
        for i, t in enumerate(results):
            self.tensor_type(t, f"{f}.results[{i}]")
        if self.boolean(spec["tuple_result"], f"{f}.tuple_result") is False and len(results) > 1:
            self.fail(f"{f}.tuple_result", f"false, but there are {len(results)} results")
        names = spec["result_names"]
        if names is not None:
            if not isinstance(names, list) or len(names) != len(results) or len(results) < 2 and not spec["tuple_result"]:
                self.fail(f"{f}.result_names", f"expected null or one name per result ({len(results)})")
            for i, n in enumerate(names):
                self.string(n, f"{f}.result_names[{i}]", _IDENT, "an identifier")
                if n.startswith("_") or keyword.iskeyword(n) or n in ("count", "index"):
                    self.fail(f"{f}.result_names[{i}]", f"{n[:40]!r} cannot name a tuple field")
            if len(set(names)) != len(names):
                self.fail(f"{f}.result_names", "a name appears twice")
        self.boolean(spec["generated"], f"{f}.generated")
        checks = spec["index_checks"]
        if not isinstance(checks, dict):
            self.fail(f"{f}.index_checks", f"expected an object, got {_kind(checks)}")
        for k, v in checks.items():
            cf = f"{f}.index_checks.{k[:20]}"
            if not re.fullmatch(r"0|[1-9][0-9]{0,5}", k) or int(k) >= len(params):
                self.fail(cf, f"{k[:20]!r} is not the position of a parameter (0..{len(params) - 1})")
            if not isinstance(v, list) or len(v) != 3 or not _is_int(v[0]) or not _is_int(v[1]) or not isinstance(v[2], str):
                self.fail(cf, "expected [lo, hi, reason]")
            if v[0] > v[1]:
                self.fail(cf, f"empty range [{v[0]}, {v[1]}]")

    def manifest(self, m) -> None:
        if not isinstance(m, dict):
            self.fail("(top level)", f"expected a JSON object, got {_kind(m)}")
        if m.get("format") != FORMAT:
            self.fail("format", f"{str(m.get('format'))[:40]!r} is not {FORMAT!r} (missing, damaged, or written by another version: recompile)")
        self.obj(m, "", _TOP_FIELDS)
        self.string(m["key"], "key", _KEY, "a 32-digit hex key")
        so = self.string(m["so"], "so")
        if not so or so in (".", "..") or "/" in so or "\\" in so or "\0" in so:
            self.fail("so", f"{so[:80]!r} is not a file name")
        self.string(m["so_sha256"], "so_sha256", _HEX64, "a sha256 in hex")
        self.string(m["manifest_sha256"], "manifest_sha256", _HEX64, "a sha256 in hex")
        self.string(m["source"], "source")
        self.string(m["target"], "target")
        fns = m["functions"]
        if not isinstance(fns, dict) or not fns:
            self.fail("functions", f"expected a non-empty object, got {_kind(fns) if not isinstance(fns, dict) else 'an empty one'}")
        for name, spec in fns.items():
            if not _IDENT.match(name):
                self.fail(f"functions.{name[:40]}", "the name is not an identifier")
            self.function(name, spec)
        errors = m["errors"]
        if not isinstance(errors, dict):
            self.fail("errors", f"expected an object, got {_kind(errors)}")
        for k, v in errors.items():
            if not re.fullmatch(r"[1-9][0-9]{0,8}", k) or not isinstance(v, str):
                self.fail(f"errors.{k[:20]}", "expected a positive code mapped to a message")


def verify_manifest(manifest, where: str) -> dict:
    """Check every field of `manifest` against the schema, then its own hash.
    Returns it unchanged; raises ManifestError naming `where` and the field."""
    _Checker(where).manifest(manifest)
    if sha256(canonical(manifest)).hexdigest() != manifest["manifest_sha256"]:
        raise ManifestError(where, "manifest_sha256", "does not match the manifest's contents (edited or damaged)")
    return manifest


def verify_so(so_path: str, manifest: dict, where: str) -> None:
    """The shared object's sha256 must equal the (verified) manifest's `so_sha256`."""
    try:
        digest = file_sha256(so_path)
    except OSError as e:
        raise ManifestError(so_path, "", f"cannot read the shared object: {e.strerror or e}") from None
    if digest != manifest["so_sha256"]:
        raise ManifestError(so_path, "", f"does not match field `so_sha256` of {where} (truncated, damaged or replaced)")


INDEX_FORMAT = "kina-exports-v1"


def verify_index(index, where: str) -> dict:
    """The index of a program's functions (kina_mlir.lazy: each function's artifact key and
    manifest entry, so that a warm start needs no frontend): schema, then its own hash."""
    c = _Checker(where)
    if not isinstance(index, dict) or index.get("format") != INDEX_FORMAT:
        c.fail("format", f"not {INDEX_FORMAT!r} (missing, damaged, or written by another version)")
    c.obj(index, "", ("format", "key", "functions", "manifest_sha256"))
    c.string(index["key"], "key", _KEY, "a 32-digit hex key")
    c.string(index["manifest_sha256"], "manifest_sha256", _HEX64, "a sha256 in hex")
    fns = index["functions"]
    if not isinstance(fns, dict) or not fns:
        c.fail("functions", "expected a non-empty object")
    for name, entry in fns.items():
        if not _IDENT.match(name):
            c.fail(f"functions.{name[:40]}", "the name is not an identifier")
        c.obj(entry, f"functions.{name}", ("key", "exported", "spec"))
        c.string(entry["key"], f"functions.{name}.key", _KEY, "a 32-digit hex key")
        c.boolean(entry["exported"], f"functions.{name}.exported")
        c.function(name, entry["spec"])
    if sha256(canonical(index)).hexdigest() != index["manifest_sha256"]:
        raise ManifestError(where, "manifest_sha256", "does not match the index's contents (edited or damaged)")
    return index
