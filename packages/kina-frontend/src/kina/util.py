"""Small shared helpers."""
from __future__ import annotations

import errno
import os
import stat
import tempfile


def _kind(st: os.stat_result) -> str | None:
    """What a non-regular file is, in words; None for a regular file or a character device."""
    mode = st.st_mode
    for test, kind in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISBLK, "a block device")):
        if test(mode):
            return kind
    return None


def is_character_device(path: str) -> bool:
    try:
        return stat.S_ISCHR(os.stat(path).st_mode)
    except OSError:
        return False


def output_problem(path: str, devices: bool = True) -> str | None:
    """Why `path` cannot take an output, or None. A regular file is replaced whole and a character
    device (/dev/null, a terminal) is written through by atomic_write (`devices=False`: by a writer
    that cannot, refused too); anything else that exists there is refused, never replaced, and so is
    a path whose directory does not exist."""
    try:
        st = os.stat(path)
        kind = _kind(st) or (None if devices or not stat.S_ISCHR(st.st_mode) else "a character device")
    except FileNotFoundError:
        kind = None
        parent = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(parent):
            return f"directory {parent} does not exist"
    except OSError as e:
        return f"cannot be examined ({e.strerror or e})"
    return None if kind is None else f"is {kind}, not a file; refusing to replace it"


def atomic_write(path: str, data: bytes, mode: int = 0o600) -> None:
    """Write via a temporary file in the same directory, flushed to disk, then
    renamed over `path` (os.replace): readers see the old file or the whole new
    one, never a half-written file. The file gets `mode` (default 0600: the
    temporary file is created 0600 and only then widened, if asked). A character
    device at `path` is written through instead (the rename would replace the
    device node); any other non-regular file is refused (OSError), never replaced."""
    try:
        st = os.stat(path)
    except OSError:
        st = None
    if st is not None and stat.S_ISCHR(st.st_mode):
        with open(path, "wb") as fh:
            fh.write(data)
        return
    kind = None if st is None else _kind(st)
    if kind is not None:
        raise OSError(errno.EINVAL, f"{path} is {kind}, not a file; refusing to replace it")
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".kina-tmp-")
    try:
        with os.fdopen(fd, "wb") as fh:
            if mode != 0o600:
                os.fchmod(fh.fileno(), mode)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
