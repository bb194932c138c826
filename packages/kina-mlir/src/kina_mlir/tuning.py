"""The tuning table: per kernel class, the parameters `kina tune` measured fastest on this machine.

A `TuningTable` maps a kernel class to parameters; `TilePolicy` (transforms/tiling.py) asks it
before its built-in table, and takes an entry only where it is valid for the op at hand (register
tiles must still divide the shape), so a table can make code slower but never wrong. The classes
(`kernel_class`): a matmul by dtype and size bucket (m, n, k rounded up to powers of two:
`matmul:F32:m256:n1024:k1024`), a batched matmul with its batch bucket too, and one class each for
the elementwise schedule (`elementwise`), transposes (`transpose`) and convolutions (`conv`).
The parameters (`PARAMS`): a matmul's register tiles (tm, tn, tk), cache blocks (bn, bk; 0 not
blocked), packed B panels on or off, threads on or off; the elementwise vector width's maximum;
the transpose tile; the convolution's lane and row maxima.

The table is measured by kina_mlir/tuner.py (`kina tune`) and stored as JSON in the cache
directory (artifacts/cache.py), one file per machine: its name is a hash of the CPU model, the
CPU's feature flags, the ISA tiles are chosen for, the toolchain (torch-mlir, llvmlite) and
`TUNER_VERSION` (bumped when the classes or parameters change). Not the compiler's fingerprint:
that changes with every edit of a plugin's files, and a table only chooses among parameters the
current schedules check, so an old table is at worst slower. Written atomically, 0600; read only
if the directory and the file are ours and not writable by group or others, and verified: the
format, every machine field, every class and parameter, and the digest of the choices. Anything
else is ignored whole with one line on stderr naming the field: a table is never half-trusted.

`CodegenOptions.resolve` reads it (unless `KINA_TUNE=0`) into the option `tuning`, the canonical
JSON of the choices, whose digest is in every artifact key: a retune that changes a choice
rebuilds. Pure Python: no MLIR, no llvmlite (a warm start reads it)."""
from __future__ import annotations

import json
import os
import stat
from functools import lru_cache

from kina.digest import sha256
from kina.util import atomic_write

from .artifacts.places import configured_dir, ownership_problem, warn
from .target import cpu_flags_digest, cpu_model, toolchain_versions

FORMAT = "kina-tuning-1"
TUNER_VERSION = 1
KINDS = ("matmul", "batch_matmul", "elementwise", "transpose", "conv")
DTYPES = ("F32", "F64", "BF16", "F16", "I32", "I64")


def _pow2(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x > 0 and x & (x - 1) == 0


def _block(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and (x == 0 or (_pow2(x) and x <= 4096))


def _tiles(v) -> bool:
    return (isinstance(v, list) and len(v) == 3 and all(_pow2(x) for x in v)
            and v[0] <= 16 and v[1] <= 64 and v[2] <= 16)


# parameter -> (kinds it belongs to, its check)
PARAMS = {
    "tiles": (("matmul", "batch_matmul"), _tiles),
    "blocks": (("matmul", "batch_matmul"), lambda v: isinstance(v, list) and len(v) == 2 and all(_block(x) for x in v)),
    "pack": (("matmul",), lambda v: isinstance(v, bool)),
    "par": (("matmul", "batch_matmul"), lambda v: isinstance(v, bool)),
    "width": (("elementwise",), lambda v: _pow2(v) and 4 <= v <= 64),
    "tile": (("transpose",), lambda v: v in (4, 8, 16)),
    "lanes": (("conv",), lambda v: _pow2(v) and v <= 32),
    "rows": (("conv",), lambda v: _pow2(v) and v <= 8),
}


def bucket(x: int) -> int:
    """The power of two ≥ x: the size bucket a dim falls in."""
    return 1 << max(0, int(x) - 1).bit_length()


def kernel_class(kind: str, dtype: str = "F32", m: int = 0, n: int = 0, k: int = 0, batch: int = 1) -> str:
    """The class key of a kernel: `matmul:F32:m256:n1024:k1024`, `batch_matmul:F32:b32:m64:n64:k32`,
    or the kind alone for the elementwise, transpose and conv schedules."""
    if kind == "matmul":
        return f"matmul:{dtype}:m{bucket(m)}:n{bucket(n)}:k{bucket(k)}"
    if kind == "batch_matmul":
        return f"batch_matmul:{dtype}:b{bucket(batch)}:m{bucket(m)}:n{bucket(n)}:k{bucket(k)}"
    return kind


def _class_problem(name) -> str | None:
    if not isinstance(name, str):
        return "is not a string"
    parts = name.split(":")
    kind = parts[0]
    if kind not in KINDS:
        return f"names no kernel kind ({', '.join(KINDS)})"
    want = {"matmul": "mnk", "batch_matmul": "bmnk"}.get(kind, "")
    if not want:
        return None if len(parts) == 1 else "takes no size bucket"
    if len(parts) != 2 + len(want) or parts[1] not in DTYPES:
        return f"is not {kind}:DTYPE:{':'.join(c + 'SIZE' for c in want)}"
    for letter, part in zip(want, parts[2:]):
        if not part.startswith(letter) or not part[1:].isdigit() or not _pow2(int(part[1:])) or int(part[1:]) > 1 << 40:
            return f"has a bad size bucket {part[:20]!r} (a power of two after {letter!r})"
    return None


class TableError(Exception):
    """A tuning table that must not be used: `field` names what is wrong."""

    def __init__(self, path: str, field: str, why: str):
        super().__init__(f"{path}: field `{field}`: {why}")
        self.field = field


def check_choices(choices, path: str = "<tuning>") -> dict:
    """`choices` ({class: {param: value}}) if every class and parameter is valid; else TableError."""
    if not isinstance(choices, dict):
        raise TableError(path, "entries", "is not an object")
    for name, params in choices.items():
        problem = _class_problem(name)
        if problem:
            raise TableError(path, f"entries.{str(name)[:60]}", problem)
        kind = name.split(":")[0]
        if not isinstance(params, dict) or not params:
            raise TableError(path, f"entries.{name}.params", "is not a non-empty object")
        for p, v in params.items():
            if p not in PARAMS or kind not in PARAMS[p][0]:
                raise TableError(path, f"entries.{name}.params.{str(p)[:30]}", f"is not a parameter of {kind}")
            if not PARAMS[p][1](v):
                raise TableError(path, f"entries.{name}.params.{p}", f"{json.dumps(v)[:40]} is out of range")
    return choices


def canonical(choices: dict) -> str:
    """The canonical JSON of the choices: what CodegenOptions.tuning holds and the key hashes."""
    return json.dumps(choices, sort_keys=True, separators=(",", ":")) if choices else ""


def digest(text: str) -> str:
    return sha256(text.encode()).hexdigest()[:16] if text else ""


class TuningTable:
    """Kernel class -> chosen parameters, from the canonical text (CodegenOptions.tuning)."""

    def __init__(self, choices: dict | None = None):
        self.choices = choices or {}

    @staticmethod
    @lru_cache(maxsize=16)
    def from_text(text: str) -> "TuningTable":
        return TuningTable(check_choices(json.loads(text)) if text else {})

    def get(self, kind: str, dtype: str = "F32", m: int = 0, n: int = 0, k: int = 0, batch: int = 1) -> dict:
        return self.choices.get(kernel_class(kind, dtype, m, n, k, batch), {})

    def __bool__(self) -> bool:
        return bool(self.choices)


# -- the file ------------------------------------------------------------------------------
def machine(isa: str) -> dict:
    """What a table is valid for; every field must equal the current one for it to be used."""
    return {"cpu": cpu_model(), "flags": cpu_flags_digest(), "isa": isa, "toolchain": toolchain_versions(),
            "tuner": TUNER_VERSION}


@lru_cache(maxsize=4)  # the machine is fixed for the life of a process
def table_name(isa: str) -> str:
    m = machine(isa)
    return "tuning-" + sha256(json.dumps(m, sort_keys=True).encode()).hexdigest()[:16] + ".json"


def table_path(isa: str, directory: str | None = None) -> str:
    return os.path.join(directory or configured_dir(), table_name(isa))


def document(choices: dict, isa: str, measured: dict | None = None, seconds: float | None = None) -> dict:
    """The JSON a table file holds: the machine, the choices, what was measured, and the digest."""
    text = canonical(check_choices(choices))
    return {"format": FORMAT, "machine": machine(isa), "entries": {c: {"params": p, **(measured or {}).get(c, {})}
                                                                    for c, p in sorted(choices.items())},
            "seconds": seconds, "digest": digest(text)}


def verify(doc, path: str, isa: str) -> dict:
    """The choices of a table file's JSON, or TableError naming the first bad field."""
    if not isinstance(doc, dict):
        raise TableError(path, "(top level)", "is not an object")
    if doc.get("format") != FORMAT:
        raise TableError(path, "format", f"{json.dumps(doc.get('format'))[:40]} is not {FORMAT!r}")
    m = doc.get("machine")
    if not isinstance(m, dict):
        raise TableError(path, "machine", "is not an object")
    for field, want in machine(isa).items():
        if m.get(field) != want:
            raise TableError(path, f"machine.{field}", f"{json.dumps(m.get(field))[:60]} is not this machine's {json.dumps(want)[:60]}")
    entries = doc.get("entries")
    if not isinstance(entries, dict):
        raise TableError(path, "entries", "is not an object")
    choices = {}
    for name, entry in entries.items():
        if not isinstance(entry, dict) or "params" not in entry:
            raise TableError(path, f"entries.{str(name)[:60]}", "has no params")
        choices[name] = entry["params"]
    check_choices(choices, path)
    if doc.get("digest") != digest(canonical(choices)):
        raise TableError(path, "digest", "does not match the entries")
    return choices


def write(path: str, doc: dict) -> None:
    """Atomically, 0600 (the directory is made 0700 if missing)."""
    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
    atomic_write(path, (json.dumps(doc, indent=1) + "\n").encode(), mode=0o600)


def _warn(message: str) -> None:
    warn(message)


def read(path: str, isa: str) -> dict | None:
    """The verified choices of the table at `path`, or None: missing (silently), or refused with
    one line on stderr (not ours, writable by others, not a regular file, malformed, foreign)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        _warn(f"kina: warning: ignoring the tuning table {path}: it cannot be examined ({e.strerror or e}); using the built-in tiles")
        return None
    try:
        problem = "is not a regular file" if not stat.S_ISREG(st.st_mode) else ownership_problem(st)
        if problem is None:
            problem = ownership_problem(os.stat(os.path.dirname(path)))
            problem = problem and f"is in a directory {problem}"
        if problem:
            _warn(f"kina: warning: ignoring the tuning table {path}: it {problem}; using the built-in tiles")
            return None
        return _read_verified(path, isa, st.st_mtime_ns, st.st_size, st.st_ino)
    except TableError as e:
        _warn(f"kina: warning: ignoring the tuning table ({e}); using the built-in tiles (run `kina tune` to remake it)")
        return None


@lru_cache(maxsize=8)  # a warm start reads the table once per process unless it changes
def _read_verified(path: str, isa: str, mtime_ns: int, size: int, ino: int) -> dict:
    try:
        with open(path, "rb") as fh:
            doc = json.loads(fh.read(1 << 20).decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise TableError(path, "(top level)", f"is not JSON ({str(e)[:60]})") from None
    return verify(doc, path, isa)


def current(isa: str) -> str:
    """The canonical choices of this machine's table in the configured cache directory ("" if none)."""
    choices = read(table_path(isa), isa)
    return _canonical_cached(id(choices), choices) if choices else ""


_last: list = [None, None, ""]  # (id, object, text) of the last choices made canonical


def _canonical_cached(ident: int, choices: dict) -> str:
    if _last[0] != ident or _last[1] is not choices:  # the object is kept, so its id is not reused
        _last[:] = [ident, choices, canonical(choices)]
    return _last[2]
