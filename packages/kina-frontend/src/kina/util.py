"""Small shared helpers."""
from __future__ import annotations

import errno
import gc
import os
import shutil
import signal
import stat
import tempfile
import threading
from contextlib import contextmanager
from typing import Callable


def _kind(st: os.stat_result) -> str | None:
    """What a file that is neither regular nor writable through is, in words (None otherwise)."""
    mode = st.st_mode
    for test, kind in ((stat.S_ISDIR, "a directory"), (stat.S_ISSOCK, "a socket"), (stat.S_ISBLK, "a block device")):
        if test(mode):
            return kind
    return None


def _stat(path: str) -> os.stat_result | None:
    try:
        return os.stat(path)
    except OSError:
        return None


def writes_through(path: str) -> bool:
    """Whether an output at `path` is written through rather than renamed into place: a character
    device (/dev/null, a terminal, /dev/stdout) or a FIFO (a named pipe, `>(cmd)`). Renaming a file
    over either would replace the node itself, as root even /dev/null."""
    st = _stat(path)
    return st is not None and (stat.S_ISCHR(st.st_mode) or stat.S_ISFIFO(st.st_mode))


def output_problem(path: str) -> str | None:
    """Why `path` cannot take an output, or None. A regular file is replaced whole; a character
    device or a FIFO is written through (a FIFO's open waits for its reader, as `cat > fifo` does);
    a directory, socket or block device is refused, never replaced, and so is a path whose
    directory does not exist (no directory is created)."""
    if not path:
        return "empty output path"
    try:
        st = os.stat(path)
    except FileNotFoundError:
        parent = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(parent):
            return f"directory {parent} does not exist"
        return None
    except OSError as e:
        return f"cannot be examined ({e.strerror or e})"
    kind = _kind(st)
    return None if kind is None else f"is {kind}, not a file; refusing to replace it"


def atomic_write(path: str, data: bytes, mode: int = 0o600, through: bool = False, durable: bool = True) -> None:
    """Write `data` to `path` through a temporary file in the same directory, flushed to disk, then
    renamed over `path` (os.replace): readers see the old file or the whole new one, never a
    half-written file. The file gets `mode` (default 0600: the temporary file is created 0600 and
    only then widened, if asked). Any existing non-regular file is refused (OSError), never replaced;
    with `through` (a user's output option), a character device or FIFO is written through instead.
    No directory is created: a missing one is an OSError naming `path`. `durable=False` skips the
    flush to disk (fsync): for files every reader verifies (the compile cache's artifacts, indexes
    and records: a write a crash loses costs a rebuild, never a wrong load), where a user's output
    keeps it."""
    if through and writes_through(path):
        with open(path, "wb") as fh:
            fh.write(data)
        return

    def write(name: str) -> None:
        with open(name, "wb") as fh:
            fh.write(data)
    atomic_write_with(path, write, mode, through, durable=durable)


class NotRegularFile(OSError):
    """open_regular's refusal: the path is a FIFO, a device, a directory or a socket."""


def open_regular(path: str) -> tuple[int, os.stat_result]:
    """A read-only descriptor of `path` and its stat, where it is a regular file; NotRegularFile
    where it is not. Opened without blocking, so a FIFO or a device is refused, never read into
    a hang (a cache or package directory is not trusted to hold only files). The caller closes it."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", path)
    except BaseException:
        os.close(fd)
        raise
    return fd, info


def atomic_write_with(path: str, write: Callable[[str], None], mode: int = 0o600, through: bool = False,
                      suffix: str = "", durable: bool = True) -> None:
    """atomic_write for a writer that makes the file itself from a name (safetensors' save_file,
    matplotlib's savefig): `write(name)` gets the temporary file's name, ending in `suffix` for
    writers that go by the extension. A device or FIFO (`through`) gets the bytes of a private
    temporary file copied in. On any error or interrupt the temporary file is removed; errors name
    `path`, never the temporary file."""
    st = _stat(path)
    if st is not None and not stat.S_ISREG(st.st_mode):
        special = stat.S_ISCHR(st.st_mode) or stat.S_ISFIFO(st.st_mode)
        if not (through and special):
            kind = _kind(st) or ("a character device" if stat.S_ISCHR(st.st_mode) else "a FIFO")
            raise OSError(errno.EINVAL, f"is {kind}, not a file; refusing to replace it", path)
        with tempfile.TemporaryDirectory(prefix="kina-out-") as tmp:
            name = os.path.join(tmp, "out" + suffix)
            write(name)
            with open(name, "rb") as src, open(path, "wb") as dst:
                shutil.copyfileobj(src, dst)
        return
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".kina-tmp-", suffix=suffix)
    except OSError as e:  # /proc, a missing or read-only directory: name the output, not the temporary
        raise OSError(e.errno, f"cannot create a file in {directory} ({e.strerror})", path) from None
    try:
        os.close(fd)
        if mode != 0o600:
            os.chmod(tmp, mode)
        write(tmp)
        if durable:
            fd = os.open(tmp, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        os.replace(tmp, path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError) and e.filename == tmp:
            raise OSError(e.errno, e.strerror, path) from None
        raise


# errno values that describe the machine, not the program or the compiler
ENVIRONMENT_ERRNOS = {errno.ENOSPC: "no space left on device", errno.EDQUOT: "disk quota exceeded",
                      errno.EROFS: "read-only file system", errno.EMFILE: "too many open files",
                      errno.ENFILE: "too many open files in the system"}


class EnvironmentFailure(OSError):
    """The machine refused what a compile needs (a full TMPDIR or disk, a quota, a read-only
    file system): said in one line naming the problem and the place, exit 1, not an internal error."""


def environment_failure(e: OSError, what: str, hint: str = "") -> EnvironmentFailure | None:
    """`e` as an EnvironmentFailure saying what was being done, or None when it is no such failure."""
    if isinstance(e, EnvironmentFailure):
        return e
    problem = ENVIRONMENT_ERRNOS.get(e.errno)
    if problem is None:
        return None
    where = f" ({e.filename})" if e.filename else ""
    return EnvironmentFailure(e.errno, f"{what}: {problem}{where}{'; ' + hint if hint else ''}")


def tool_environment_failure(stderr: str, what: str, hint: str = "") -> EnvironmentFailure | None:
    """The same for a tool (cc, ld) that failed writing its own temporary files: found in its message."""
    for code, problem in ENVIRONMENT_ERRNOS.items():
        if os.strerror(code) in stderr:
            line = next(ln.strip() for ln in stderr.splitlines() if os.strerror(code) in ln)
            return EnvironmentFailure(code, f"{what}: {problem} ({line}){'; ' + hint if hint else ''}")
    return None


def temporary_directory_hint() -> str:
    """Where the compiler's temporary files go: Python falls back to /tmp when TMPDIR is unusable,
    the C compiler does not, so TMPDIR is named when it is set."""
    where = os.environ.get("TMPDIR") or tempfile.gettempdir()
    return f"temporary files go to {where}: free space there or set TMPDIR to another directory"


def _exit_on_sigterm(signum, frame):
    if sigterm_cleans_up._depth == 0:
        # left installed by an exit in another thread (signal.signal works only in the main
        # thread; handlers run there): nothing is held, so die of the signal as by default
        signal.signal(signum, signal.SIG_DFL)
        signal.raise_signal(signum)
        return
    sigterm_cleans_up._received = True
    if sigterm_cleans_up._held:  # sigterm_held: raised when the hold ends
        sigterm_cleans_up._pending = True
        return
    raise SystemExit(128 + signum)  # the shell's status for a SIGTERM death; `finally` and `with` blocks run


class sigterm_held:
    """sigterm_cleans_up's SystemExit put off (in the main thread, where handlers run) while a
    temporary directory or a child process is made and recorded for cleanup: raised between mkdtemp
    (or the fork) and the assignment that records it, it left the directory behind, or a C compiler
    still writing into it while it was removed. Raised when the outermost hold ends."""

    def __enter__(self):
        self._mine = _in_main_thread()
        if self._mine:
            sigterm_cleans_up._held += 1
        return self

    def __exit__(self, *exc):
        if not self._mine:
            return False
        cls = sigterm_cleans_up
        cls._held -= 1
        if cls._held == 0 and cls._pending:
            cls._pending = False
            raise SystemExit(128 + signal.SIGTERM)
        return False


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


class sigterm_cleans_up:
    """While a compile holds temporary files and directories (kina-link-*, kina-claims-*), SIGTERM raises
    SystemExit(143) instead of killing the process outright, so that they are removed. Installed only
    from the main thread (where Python runs signal handlers) and only over the default disposition:
    a handler of the user's own, or SIG_IGN, is left as it is. Reentrant; the previous handler is put
    back when the outermost one exits. One entered in the main thread may be exited in another
    (a scratch directory closed there): signal.signal is refused outside the main thread, so the
    handler stays, and a SIGTERM with nothing held then kills the process as the default would."""

    _depth = 0
    _received = False  # a SIGTERM arrived: raised again on the way out if something swallowed it
    _held = 0  # sigterm_held blocks entered (main thread)
    _pending = False  # a SIGTERM arrived during one: raised when the outermost ends
    _lock = threading.Lock()  # _depth: an exit in another thread races the main thread's enters

    def __enter__(self):
        self._mine = _in_main_thread()
        if not self._mine:
            return self
        cls = sigterm_cleans_up
        with cls._lock:
            if cls._depth == 0:
                current = signal.getsignal(signal.SIGTERM)
                cls._installed = current == signal.SIG_DFL or current is _exit_on_sigterm  # (ours, left by a thread)
                if current == signal.SIG_DFL:
                    signal.signal(signal.SIGTERM, _exit_on_sigterm)
            cls._depth += 1
        return self

    def __exit__(self, *exc):
        if not self._mine:
            return False
        cls = sigterm_cleans_up
        main = _in_main_thread()
        with cls._lock:
            cls._depth -= 1
            if cls._depth == 0 and cls._installed and main and signal.getsignal(signal.SIGTERM) is _exit_on_sigterm:
                signal.signal(signal.SIGTERM, signal.SIG_DFL)
        if cls._received and exc[0] is None:
            # raised where Python only prints an exception (a __del__, a weakref callback): the
            # temporaries are gone by now, so end the process as the signal asked (from another
            # thread, a SystemExit would end only that thread: the signal goes to the main one again)
            if not main:
                signal.raise_signal(signal.SIGTERM)
                return False
            raise SystemExit(128 + signal.SIGTERM)
        return False


@contextmanager
def collection_paused():
    """Python's cyclic garbage collector off while a compile runs, and put back as it was after.
    A compile makes tens of thousands of objects that live until it ends (parse trees, the IR, the
    MLIR bindings' handles) and frees them by reference count; meanwhile the collector walks them
    again and again, and a full collection over everything the process holds came in the middle of
    the StoryLM medium step's cold compile: 50 ms of its ~950 (57 ms of collections in all; 0 in
    the MLP-1024 step's, whose compile makes fewer: docs/performance.md, "Issue 23 ... session 35").
    The cycles a compile leaves are collected by the next collection after it. Nested or
    concurrent compiles: only the outermost, which found the collector on, turns it on again."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
