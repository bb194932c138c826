"""The routine library: this machine's shape-generic matmul routines (transforms/matmul_generic.py),
compiled once per machine by `kina tune` and linked into every build that calls them.

Why: a build's planned matmuls call generic routines, one per register tile, and compiling those
(MLIR's passes, then LLVM's optimiser and code generation: 40-60 ms of CPU each) was a part of
every cold compile, the MLP-1024 step's largest after the compiling process's own passes. JAX's
first call compiles no matmul either: XLA's CPU runtime calls kernels compiled into jaxlib. With
the library, a build compiles only its routines' wrappers (a cast and a call each) and links the
objects it names; a variant the library lacks is compiled in the build, as without one.

What: `routines-<key>/` in the cache directory, one object per variant (`<name>.o`, hidden
symbols: linked into a build's shared object, exported by none) and `manifest.json`
({"format", "key", "objects": {name: sha256}, "manifest_sha256"}). The key is an artifact key
(keys.artifact_key) of the kina-mlir package's code hash, the toolchain, the codegen options
(not the tuning table's choices, nor the worker's thresholds: a variant is the same code whatever
the table picks and whoever builds it) and the machine (architecture, CPU flags): another compiler, option or CPU names another directory. The
variants: every register tile the ISA's built-in candidates (tiling.TILES) and this machine's
tuning table can give an F32 matmul, packed and plain, threaded (with more than one thread) and
not: 96 on AVX2, 48 on AVX-512; and the transpose routines (transforms/routines.py, shape-generic
already), with and without edges, on one thread and on the build's: 4. A build's worker takes its
transpose routines from the library where they were lowered with the passes the build gives them
(Worker.prebuild).

Trust, as for artifacts (cache.py): the directory, its manifest and each object must be ours,
regular (the directory a directory) and not writable by group or others; the manifest must verify
(format, key, its own hash) and each object its sha256 when read. A library that does not is
ignored with one line on stderr (its variants compiled in the build); only `kina tune` writes one,
into a private temporary directory renamed into place, so a build never sees half of one."""
from __future__ import annotations

import json
import os
import shutil
import tempfile
import time

from kina.stamps import code_hash
from kina_runtime.manifest_check import ManifestError, read_manifest, seal

from ..bindings import Reuse
from ..codegen.parallel import compile_chunk
from ..options import CodegenOptions
from ..pipeline import kernel_passes, routine_passes
from ..transforms.matmul_generic import Variant, definition
from ..transforms.outline import routine_kernel
from ..transforms.routines import routine_tile
from ..transforms.tiling import TILES
from . import places
from .cache import cache_dir, sha256
from .keys import artifact_key

FORMAT = "kina-routines-1"
# options that cannot change a variant's object: which tiles a build picks, and how it shares work
_NOT_KEYED = ("tuning", "worker_min_lines", "worker_min_weight")
PREFIX = "routines-"
MANIFEST = "manifest.json"


def library_key(options: CodegenOptions) -> str:
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the kina_mlir package
    build = {k: v for k, v in options.key().items() if k not in _NOT_KEYED}
    return artifact_key(f"routine library\0{code_hash(here)}", build, "")


def library_dir(options: CodegenOptions) -> str:
    return os.path.join(cache_dir(), PREFIX + library_key(options))


def machine_variants(options: CodegenOptions) -> list[Variant]:
    """Every variant a build on this machine may call (the module's doc)."""
    tms, tns, tks = TILES[options.isa]
    tiles = {(m, n, k) for m in tms for n in tns for k in tks if m > 1}  # one-row tiles: per shape (matmul_generic)
    try:
        chosen = json.loads(options.tuning or "{}")
    except ValueError:
        chosen = {}
    tiles |= {tuple(p["tiles"]) for p in chosen.values() if isinstance(p, dict) and isinstance(p.get("tiles"), list)}
    threaded = (False, True) if options.threads > 1 else (False,)
    return [Variant(packed, t, th) for t in sorted(tiles) for packed in (True, False) for th in threaded]


def machine_transposes(options: CodegenOptions) -> list:
    """The transpose routines (outline.routine_kernel: shape-generic already) a build may call: with
    and without edges, on one thread and on the build's, the ISA's tile."""
    tile = routine_tile(options.isa)
    return [routine_kernel(edges, t, tile) for edges in (False, True) for t in sorted({1, options.threads})]


class Library:
    """A verified library: the names it holds, and each object read (and checked) on demand.
    `kernel_passes`: the passes its transpose routines were lowered with (a build's kernels', on
    its threads): a build whose early kernels get others compiles its own (`serves`)."""

    def __init__(self, path: str, objects: dict[str, str], kernel_passes: list[str]):
        self.path, self.objects, self.kernel_passes = path, objects, kernel_passes

    def serves(self, passes: list[str], name: str) -> bool:
        """Whether a build lowering transpose routine `name` with `passes` gets this library's
        object: its own passes, or a module on one thread's (pipeline.kernel_passes(1), a module
        without threaded kernels: the transformer step's) for a routine on one thread (`.t1`),
        which holds no loop for the threads' passes to convert and no OpenMP loop to schedule, so
        both lists give it the same object (tests/mlir/test_routine_library.py). A threaded one
        differs there: its loop's schedule (pipeline.DYNAMIC_SCHEDULES)."""
        return passes == self.kernel_passes or (passes == kernel_passes(1) and name.endswith(".t1"))

    def object(self, name: str) -> bytes | None:
        """The object of variant `name`, or None: not in the library, or it does not verify (one
        line on stderr; the build compiles the variant)."""
        digest = self.objects.get(name)
        if digest is None:
            return None
        path = os.path.join(self.path, name + ".o")
        problem = _problem(path)
        data = None
        if problem is None:
            try:
                with open(path, "rb") as fh:
                    data = fh.read()
            except OSError as e:
                problem = f"cannot be read ({e.strerror or e})"
        if problem is None and sha256(data) != digest:
            problem = "does not match its sha256 in the manifest"
        if problem is not None:
            places.warn(f"kina: warning: ignoring the routine {path}: it {problem}; compiling it in the build")
            return None
        return data


def _problem(path: str, directory: bool = False) -> str | None:
    """places.path_problem, with a path that cannot be examined as a problem too."""
    try:
        return places.path_problem(path, directory)
    except FileNotFoundError:
        return "is missing"
    except OSError as e:
        return f"cannot be examined ({e.strerror or e})"


def load(options: CodegenOptions) -> Library | None:
    """This machine's library for `options`, verified, or None (none built, or refused)."""
    key = library_key(options)
    path = os.path.join(cache_dir(), PREFIX + key)
    if not os.path.lexists(path):
        return None
    problem = _problem(path, directory=True)
    manifest = os.path.join(path, MANIFEST)
    if problem is None:
        problem = _problem(manifest)
    if problem is None:
        try:
            return Library(path, _verified(read_manifest(manifest), manifest, key), kernel_passes(options.threads))
        except ManifestError as e:
            problem = f"does not verify ({e})"
    places.warn(f"kina: warning: ignoring the routine library {path}: it {problem}; its routines are compiled in each build "
                f"(`kina tune` remakes it)")
    return None


def _verified(doc, path: str, key: str) -> dict[str, str]:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ManifestError(path, "format", f"not {FORMAT!r}")
    if set(doc) != {"format", "key", "objects", "manifest_sha256"}:
        raise ManifestError(path, "", "unexpected fields")
    if doc["key"] != key:
        raise ManifestError(path, "key", "built for another compiler, option or machine")
    objects = doc["objects"]
    if not isinstance(objects, dict) or not all(isinstance(k, str) and isinstance(v, str) and "/" not in k
                                                and not k.startswith(".") for k, v in objects.items()):
        raise ManifestError(path, "objects", "not a map of routine names to sha256s")
    if seal(doc) != doc:
        raise ManifestError(path, "manifest_sha256", "does not match the manifest")
    return objects


def build(options: CodegenOptions, variants: list[Variant] | None = None, log=print, transposes: list | None = None) -> tuple[str, float]:
    """Compile `variants` (default: machine_variants) and `transposes` (outline.Kernel; default:
    machine_transposes) and install them as this machine's library for `options` (replacing one
    there): (its path, seconds)."""
    t0 = time.perf_counter()
    variants = machine_variants(options) if variants is None else variants
    transposes = machine_transposes(options) if transposes is None else transposes
    units = [(v.name, routine_passes(options.threads if v.threaded else 1), definition(v)) for v in variants]
    units += [(k.name, kernel_passes(options.threads), k.definition(exported=True)) for k in transposes]
    directory, key = cache_dir(), library_key(options)
    final = os.path.join(directory, PREFIX + key)
    tmp = tempfile.mkdtemp(prefix=".routines-", dir=directory)  # 0700, ours
    try:
        reuse, objects = Reuse(), {}
        for name, passes, text in units:
            built = compile_chunk(passes, [text], options, reuse)
            if len(built) != 1:
                raise RuntimeError(f"routine {name}: {len(built)} objects, expected 1")
            fd = os.open(os.path.join(tmp, name + ".o"), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as fh:
                fh.write(built[0])
            objects[name] = sha256(built[0])
        doc = seal({"format": FORMAT, "key": key, "objects": objects})
        fd = os.open(os.path.join(tmp, MANIFEST), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as fh:
            json.dump(doc, fh, indent=1)
        if os.path.lexists(final):  # an older build of the same key (a damaged one, or a retune)
            old = tempfile.mkdtemp(prefix=".routines-old-", dir=directory)
            os.rename(final, os.path.join(old, "lib"))
            shutil.rmtree(old, ignore_errors=True)
        os.rename(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    seconds = time.perf_counter() - t0
    log(f"kina tune: {len(variants)} matmul and {len(transposes)} transpose routines compiled in {seconds:.1f} s; wrote {final}")
    return final, seconds
