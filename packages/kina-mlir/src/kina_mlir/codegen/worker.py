"""`python -m kina_mlir.codegen.worker OPTIONS`: a payload of kernels on stdin -> the object code
of the chunks this process claimed on stdout (parallel.records, framed by parallel.frame: each item
its length, then it). OPTIONS: the build's CodegenOptions as
JSON. The second process of a parallel native build (parallel.py), where it is not forked from
the compiling process (which then runs parallel.serve in the child)."""
from __future__ import annotations

import atexit
import os
import sys

# This process never uses NumPy, and torch_mlir.ir imports it only to register attribute builders
# for the generated dialect classes, which Kina does not use (it is optional there): blocking it
# shortens the worker's start, which overlaps the compiling process's MLIR passes.
sys.modules.setdefault("numpy", None)

from ..options import CodegenOptions  # noqa: E402 (after the block above)
from .parallel import serve  # noqa: E402


def main() -> int:
    serve(sys.stdin.buffer, sys.stdout.buffer, CodegenOptions.from_json(sys.argv[1]))
    return 0


def _exit_now(code: int) -> None:
    """Exit with `code` once the atexit handlers ran and the output is flushed, skipping the
    interpreter's teardown (every module, the MLIR bindings, LLVM's static destructors): 20-25 ms
    after the objects were written, during which the compiling process, waiting for this one's
    end of output and exit status, sat idle (the MLP-1024 step's cold compile waits for its worker)."""
    run_exit_handlers = getattr(atexit, "_run_exitfuncs", None)
    if run_exit_handlers is None:  # not CPython: the usual exit, teardown included
        sys.exit(code)
    run_exit_handlers()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


if __name__ == "__main__":
    _exit_now(main())  # an exception exits the usual way, with its traceback and status 1
