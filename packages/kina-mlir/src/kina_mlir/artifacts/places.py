"""Where the compile cache lives and whether a place there may be trusted: the configured
directory, the ownership and permission rules, the private fallback, one-line warnings. Light (no
kina-runtime, no NumPy): the codegen worker and the tuning table (kina_mlir.tuning) read it."""
from __future__ import annotations

import atexit
import os
import shutil
import stat
import sys
import tempfile

from kina.environment import read


def configured_dir() -> str:
    """$KINA_CACHE_DIR, else $XDG_CACHE_HOME/kina, else ~/.cache/kina."""
    env = read("KINA_CACHE_DIR")
    if env:
        return os.path.abspath(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.abspath(os.path.join(base, "kina"))


_warned: set[str] = set()


def warn(message: str) -> None:
    """One line on stderr, once per process for the same message."""
    if message not in _warned:
        _warned.add(message)
        print(message, file=sys.stderr, flush=True)


_private: dict[int, str] = {}  # pid -> this process's private cache directory


def private_dir() -> str:
    """A directory only this process uses (tempfile.mkdtemp: 0700, ours), removed at exit."""
    pid = os.getpid()
    if pid not in _private:
        path = _private[pid] = tempfile.mkdtemp(prefix="kina-cache-")
        atexit.register(lambda: os.getpid() == pid and shutil.rmtree(path, ignore_errors=True))
    return _private[pid]


def _uid() -> int:
    return os.geteuid()


def ownership_problem(st: os.stat_result) -> str | None:
    """Why a file or directory with this stat must not be trusted, or None."""
    uid = _uid()
    if st.st_uid != uid:
        return f"owned by uid {st.st_uid}, not by you (uid {uid})"
    writable = [who for who, bit in (("group", stat.S_IWGRP), ("others", stat.S_IWOTH)) if st.st_mode & bit]
    if writable:
        return f"writable by {' and '.join(writable)} (mode {stat.S_IMODE(st.st_mode):04o})"
    return None


def path_problem(path: str, directory: bool = False) -> str | None:
    """Why the file at `path` (a directory where `directory`) must not be trusted, or None: not of
    that kind (links included), or ownership_problem. OSError where it cannot be examined (missing)."""
    st = os.lstat(path)
    if not (stat.S_ISDIR if directory else stat.S_ISREG)(st.st_mode):
        return "is not a directory" if directory else "is not a regular file"
    return ownership_problem(st)


def dir_problem(path: str) -> str | None:
    """Why `path` cannot serve as the cache directory (after creating it 0700 if missing), or None."""
    try:
        os.makedirs(path, mode=0o700)
        os.chmod(path, 0o700)  # ours, just made: 0700 whatever the umask
    except FileExistsError:
        pass
    except OSError as e:
        return f"cannot be created ({e.strerror or e})"
    try:
        st = os.stat(path)
        link = os.lstat(path)
    except OSError as e:
        return f"cannot be read ({e.strerror or e})"
    if not stat.S_ISDIR(st.st_mode):
        return "is not a directory"
    if stat.S_ISLNK(link.st_mode) and link.st_uid != _uid():
        return f"is a symbolic link owned by uid {link.st_uid}, not by you (uid {_uid()})"
    problem = ownership_problem(st)
    if problem:
        return f"is {problem}"
    if not os.access(path, os.W_OK | os.X_OK):
        return "is not writable (read-only or immutable)"
    return None


def cache_dir() -> str:
    """The directory to read and write artifacts in: the configured one if it is safe and
    usable, else (with a one-line warning) this process's private temporary directory."""
    path = configured_dir()
    problem = dir_problem(path)
    if problem is None:
        return path
    private = private_dir()
    warn(f"kina: warning: not using the cache directory {path}: it {problem}; compiling into the private directory {private}")
    return private
