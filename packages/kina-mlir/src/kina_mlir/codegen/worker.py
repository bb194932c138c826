"""`python -m kina_mlir.codegen.worker OPTIONS`: a payload of kernels on stdin -> object code on
stdout (parallel.frame: each object its length, then it). OPTIONS: the build's CodegenOptions as
JSON. The second process of a parallel native build (parallel.py)."""
from __future__ import annotations

import sys

# This process never uses NumPy, and torch_mlir.ir imports it only to register attribute builders
# for the generated dialect classes, which Kina does not use (it is optional there): blocking it
# shortens the worker's start, which overlaps the compiling process's MLIR passes.
sys.modules.setdefault("numpy", None)

from ..options import CodegenOptions  # noqa: E402 (after the block above)
from ..pipeline import warm_up  # noqa: E402
from .llvm import target_machine  # noqa: E402
from .parallel import compile_payload, frame  # noqa: E402


def main() -> int:
    options = CodegenOptions.from_json(sys.argv[1])
    # ready before the payload arrives (the worker is started ahead of the MLIR passes)
    target_machine(options.opt)
    warm_up()
    data = sys.stdin.buffer.read().decode()
    if data:  # empty: nothing was handed over after all
        sys.stdout.buffer.write(frame(compile_payload(data, options)))
        sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
