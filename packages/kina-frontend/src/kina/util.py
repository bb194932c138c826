"""Small shared helpers."""
from __future__ import annotations

import errno
import os
import shutil
import stat
import tempfile
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


def atomic_write(path: str, data: bytes, mode: int = 0o600, through: bool = False) -> None:
    """Write `data` to `path` through a temporary file in the same directory, flushed to disk, then
    renamed over `path` (os.replace): readers see the old file or the whole new one, never a
    half-written file. The file gets `mode` (default 0600: the temporary file is created 0600 and
    only then widened, if asked). Any existing non-regular file is refused (OSError), never replaced;
    with `through` (a user's output option), a character device or FIFO is written through instead.
    No directory is created: a missing one is an OSError naming `path`."""
    if through and writes_through(path):
        with open(path, "wb") as fh:
            fh.write(data)
        return

    def write(name: str) -> None:
        with open(name, "wb") as fh:
            fh.write(data)
    atomic_write_with(path, write, mode, through)


def atomic_write_with(path: str, write: Callable[[str], None], mode: int = 0o600, through: bool = False,
                      suffix: str = "") -> None:
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
