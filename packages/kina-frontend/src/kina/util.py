"""Small shared helpers."""
from __future__ import annotations

import os
import tempfile


def atomic_write(path: str, data: bytes, mode: int = 0o600) -> None:
    """Write via a temporary file in the same directory, flushed to disk, then
    renamed over `path` (os.replace): readers see the old file or the whole new
    one, never a half-written file. The file gets `mode` (default 0600: the
    temporary file is created 0600 and only then widened, if asked)."""
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
