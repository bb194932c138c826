"""The native toolchain's imports, begun in a background thread when a build is likely (a cache
probe missed), so that they overlap the frontend's parse and typecheck instead of lengthening the
build: the MLIR bindings (a large shared library and its dialect registrations: 35 ms on a quiet
machine, 100–200 ms while other processes start) and llvmlite's binding layer with its target
machines (20–70 ms). Most of that time is spent outside the interpreter (dlopen, LLVM's calls
through ctypes), so the frontend goes on meanwhile; a build that needs a module first waits on
Python's import lock for the thread's import instead of starting another. Nothing here changes
what is compiled: the imports and the target machines are the ones the build would make."""
from __future__ import annotations

import os
import threading

from .codegen.llvm import target_machine
from .options import DEFAULT_OPT

_LOCK = threading.Lock()
_THREAD: threading.Thread | None = None


def _warm() -> None:
    try:
        from torch_mlir import ir, passmanager  # noqa: F401

        ir.Context()  # the first context registers the dialects
        target_machine(DEFAULT_OPT)
    except Exception:  # noqa: BLE001 - the build imports them again and reports what fails there
        pass


def preload() -> None:
    """Begin the imports in a daemon thread, once per process."""
    global _THREAD
    with _LOCK:
        if _THREAD is None:
            _THREAD = threading.Thread(target=_warm, name="kina-preload", daemon=True)
            _THREAD.start()


def _join_before_fork() -> None:
    # a fork while the thread holds a module's import lock would leave that lock held in the
    # child forever (the next import of the module there would hang): wait for the imports first
    thread = _THREAD
    if thread is not None and thread.is_alive() and thread is not threading.current_thread():
        thread.join()


def _new_lock_in_child() -> None:
    global _LOCK
    _LOCK = threading.Lock()


os.register_at_fork(before=_join_before_fork, after_in_child=_new_lock_in_child)
