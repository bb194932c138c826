"""What the threads tests' child processes share (they run in a fresh interpreter, so that
KINA_NUM_THREADS is read anew): a program compiled and run at one and at two threads."""
from __future__ import annotations

import os

import kina


def at_one_and_two_threads(src: str, name: str, *args) -> tuple[dict, dict]:
    """({"1": outputs, "2": outputs}, {"1": threaded?, "2": threaded?}): whether each build's shared
    object calls the OpenMP runtime."""
    out, threaded = {}, {}
    for threads in ("1", "2"):
        os.environ["KINA_NUM_THREADS"] = threads
        p = kina.compile_source(src, path=name + ".kina", backend="native")
        out[threads] = p.main(*args)
        with open(p.info["artifact"], "rb") as fh:
            threaded[threads] = b"__kmpc_fork_call" in fh.read()
    return out, threaded
