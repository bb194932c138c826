"""Objects -> a shared object: `cc -shared` with the guard object (guard.py), the OpenMP runtime when
an object calls it, and `-Bsymbolic` (a Kina `fn step` once bound to libc's step())."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from functools import lru_cache

from kina.util import (atomic_write, environment_failure, sigterm_cleans_up, sigterm_held, temporary_directory_hint,
                       tool_environment_failure)

from ..target import runtime_library
from .llvm import NativeBuildError


def uses_openmp(objs: list[bytes]) -> bool:
    """Whether the objects call the OpenMP runtime (they hold a parallel matmul)."""
    return any(b"__kmpc_fork_call" in o for o in objs)


def openmp_link_flags(objs: list[bytes]) -> list[str]:
    """Link flags for the OpenMP runtime when an object calls it (a parallel kernel: transforms/tiling.py),
    else none: an artifact without one neither links nor loads libiomp5. The runtime is named as
    DT_NEEDED (by its soname) with an rpath to the intel-openmp wheel's directory, so the dynamic
    loader brings it in with the artifact, whoever dlopens it (kina-runtime, `kina.load`);
    CodegenOptions.omp puts that directory in the artifact key."""
    if not uses_openmp(objs):
        return []
    lib = runtime_library()
    if lib is None:  # parallel code is only emitted when the runtime is there (target.default_threads)
        raise NativeBuildError("the object calls the OpenMP runtime but the intel-openmp wheel is not installed")
    d = os.path.dirname(lib)
    return [f"-L{d}", f"-l:{os.path.basename(lib)}", f"-Wl,-rpath,{d}", "-Wl,--enable-new-dtags"]


def _cc() -> str:
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        raise NativeBuildError("no C compiler driver (cc) found to link the shared object")
    return cc


_linker_refused: set[str] = set()  # linker flags a link failed with and the default linker's did not


@lru_cache(maxsize=1)
def _gold() -> tuple[str, ...]:
    return ("-fuse-ld=gold",) if shutil.which("ld.gold") else ()


def _fast_linker() -> tuple[str, ...]:
    """The link flags that pick GNU gold where the system has it: `cc -shared` through gold took
    22 ms of a cold compile's link against 41 ms through ld.bfd, the same objects and flags
    (docs/performance.md, "Cold compiles: the fixed costs"). Elsewhere (no gold: binutils 2.44
    dropped it) the driver's default linker runs, as it does for good once gold refused a link
    (`link_shared`)."""
    flags = _gold()
    return () if set(flags) & _linker_refused else flags


def _flags(objs: list[bytes] | None, wrap_malloc: bool) -> list[str]:
    """`cc -shared`'s flags for objects module0.o, module1.o, … (`objs`: their bytes, for the OpenMP
    flags; None: one object, no OpenMP: what the linker's command is asked with)."""
    n = 1 if objs is None else len(objs)
    # -Bsymbolic: calls between our functions bind inside the .so, never to a libc symbol of the
    # same name (a Kina `fn step` once called regexp's step())
    return ["-shared", "-fPIC", "-O2", "-Wl,-Bsymbolic", *(["-Wl,--wrap=malloc"] if wrap_malloc else []), "-o", "module.so",
            *(f"module{i}.o" for i in range(n)), *(openmp_link_flags(objs) if objs is not None else []), "-lm"]


# The linker's own command line, asked of the driver once per process and flags (`cc -###`, which
# prints what it would run): run as the driver would run it, gold links the same .so without the
# driver, collect2 and the LTO plugin (which objects from llvmlite never need): the medium step's
# link 22.2 -> 18.8 ms (docs/performance.md, "Issue 23 ... session 33"). {(cc, linker flags,
# wrap_malloc): a running `cc -###` or the argv it printed (None: it printed nothing usable)}
_commands: dict = {}


def probe_linker(wrap_malloc: bool = True) -> None:
    """Ask the driver for the linker's command line in the background (a build, before its MLIR
    passes: the answer is there by link time)."""
    key = (_cc(), _fast_linker(), wrap_malloc)
    if key in _commands or key[1] != ("-fuse-ld=gold",):  # only gold: another linker is left to the driver
        return
    try:
        _commands[key] = subprocess.Popen([key[0], *key[1], "-###", *_flags(None, wrap_malloc)], stdin=subprocess.DEVNULL,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    except OSError:
        _commands[key] = None


def _linker_argv(key) -> list[str] | None:
    """The command `cc -###` printed for `key`, as gold's own argv (collect2 and the plugin left
    out); None when there is none (no gold, an unexpected driver)."""
    if key not in _commands:  # not asked ahead (a stage run alone): asked now
        probe_linker(key[2])
    found = _commands.get(key)
    if isinstance(found, subprocess.Popen):
        _, err = found.communicate()
        found = _commands[key] = _gold_argv(err) if found.returncode == 0 else None
    return found


def _gold_argv(printed: str) -> list[str] | None:
    """ld.gold's argv from the collect2 line of `cc -fuse-ld=gold -###`'s output."""
    import shlex

    gold = shutil.which("ld.gold")
    lines = [line for line in printed.splitlines() if line.startswith(" ") and "collect2" in line.split(" ", 2)[1]]
    if gold is None or len(lines) != 1:
        return None
    # --no-map-whole-files: gold maps each input whole by default, libc's and the OpenMP runtime's
    # 2-3 MB included, and page-faults through them; read in views, a cold compile's link touched
    # 936 pages instead of 1,892, 17-20 ms instead of 23-25 (the same bytes out)
    argv, out, skip = shlex.split(lines[0])[1:], [gold, "--no-map-whole-files"], False
    for a in argv:
        if skip:
            skip = False
        elif a == "-plugin":
            skip = True  # and its path
        elif not (a.startswith("-plugin-opt=") or a.startswith("-fuse-ld=")):
            out.append(a)
    return out if out.count("module0.o") == 1 and "module.so" in out else None


def _direct(argv: list[str], objs: list[bytes]) -> list[str]:
    """`argv` (_linker_argv's, for one object) for these objects: module0.o becomes every object and
    the OpenMP flags (in the linker's terms: -Wl,a,b is a, b), where the driver would have put them."""
    extra = [x for f in openmp_link_flags(objs) for x in (f[4:].split(",") if f.startswith("-Wl,") else [f])]
    i = argv.index("module0.o")
    return [*argv[:i], *(f"module{j}.o" for j in range(len(objs))), *extra, *argv[i + 1:]]


def _build_failure(stderr: str, what: str) -> Exception:
    """A failed cc: a full TMPDIR or disk is the machine's problem (one line, exit 1), anything else ours."""
    env = tool_environment_failure(stderr, what, temporary_directory_hint())
    return env if env is not None else NativeBuildError(f"{what} failed: {stderr.strip()}")


class _Scratch:
    """A private temporary directory (mkdtemp: 0700, ours), removed on close, on any exception and on
    SIGTERM (kina.util.sigterm_cleans_up, from the main thread); a full TMPDIR is an
    EnvironmentFailure naming it."""

    def __init__(self, prefix: str):
        self._term = sigterm_cleans_up()
        self._term.__enter__()
        try:
            with sigterm_held():  # the directory exists only once its finalizer does
                self._tmp = tempfile.TemporaryDirectory(prefix=prefix)
        except OSError as e:
            self._term.__exit__(None, None, None)
            raise environment_failure(e, "cannot create a temporary directory", temporary_directory_hint()) or e
        self.name = self._tmp.name

    def write(self, name: str, data: bytes | str) -> str:
        path = os.path.join(self.name, name)
        try:
            with open(path, "wb" if isinstance(data, bytes) else "w") as fh:
                fh.write(data)
        except OSError as e:
            raise environment_failure(e, "cannot write the compiler's temporary files", temporary_directory_hint()) or e
        return path

    def close(self) -> None:
        try:
            self._tmp.cleanup()
        finally:
            self._term.__exit__(None, None, None)


def _linked(argv: list[str], cwd: str, meanwhile) -> subprocess.CompletedProcess:
    """Run the linker `argv` in `cwd`, calling `meanwhile(running)` (if given) as it starts: `running()`
    says whether it still runs."""
    with sigterm_held():
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, cwd=cwd)
        try:
            if meanwhile is not None:
                meanwhile(lambda: proc.poll() is None)
        finally:
            out, err = proc.communicate()
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)


def link_shared(obj: bytes | list[bytes], out_path: str | None = None, wrap_malloc: bool = False, meanwhile=None) -> bytes:
    """Link `obj` (one object or several) into a shared object in a private temporary directory
    and return its bytes; with `out_path`, also write them there atomically (0700). The compile
    cache stores them through kina_mlir.cache.store, which also checks where they go.
    `wrap_malloc`: the objects' malloc calls go to the checked allocator of the guard object
    (guard.guard_object), which must be one of them. `meanwhile(running)`: work for this thread
    while the first linker it starts runs, which `running()` says (a build maps its function's heap
    until the linker is done: kina_runtime.heap.populate_for)."""
    objs = [obj] if isinstance(obj, bytes) else list(obj)
    cc = _cc()
    tmp = _Scratch("kina-link-")
    try:
        so = os.path.join(tmp.name, "module.so")
        for i, data in enumerate(objs):
            tmp.write(f"module{i}.o", data)
        # A SIGTERM waits for the link (tens of ms): one during the fork left a linker writing
        # into the directory. Files named relative to the scratch directory, the link's working
        # directory: gold writes the output's name into the .so (its version definitions), and a
        # temporary directory's name there made two builds of one key differ, so that two
        # processes building it at once (MPI ranks sharing a cache) each found the other's .so
        # under their own manifest (tests/mlir/codegen/test_link.py checks builds are byte-identical).
        flags = _flags(objs, wrap_malloc)
        fast = _fast_linker()
        key = (cc, fast, wrap_malloc)
        argv = _linker_argv(key) if fast else None
        proc = None
        if argv is not None:  # gold as the driver would run it
            proc, meanwhile = _linked(_direct(argv, objs), tmp.name, meanwhile), None
            if proc.returncode != 0:  # the driver decides
                proc = None
        if proc is None:
            proc, meanwhile = _linked([cc, *fast, *flags], tmp.name, meanwhile), None
            if argv is not None and proc.returncode == 0:  # it links what gold run directly did not: alone from now on
                _commands[key] = None
        if proc.returncode != 0 and fast:
            # a gold that cannot link what the default linker can (a CC that does not know
            # -fuse-ld=gold, a broken install) costs one link, not the build: the default
            # linker decides, and links alone from then on in this process
            proc = _linked([cc, *flags], tmp.name, meanwhile)
            if proc.returncode == 0:
                _linker_refused.update(fast)
        if proc.returncode != 0:
            raise _build_failure(proc.stderr, "linking")
        with open(so, "rb") as fh:
            data = fh.read()
    finally:
        tmp.close()
    if out_path is not None:
        atomic_write(out_path, data, mode=0o700)
    return data
