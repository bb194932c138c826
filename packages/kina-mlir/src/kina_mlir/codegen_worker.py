"""`python -m kina_mlir.codegen_worker OPT VERIFY`: a payload of kernels on stdin -> object code on stdout
(codegen_split.frame: each object its length, then it).

The second process of a parallel native build (codegen_split.py): it lowers, translates, optimises
and compiles the kernels handed to it while the compiling process does the rest of the module."""
from __future__ import annotations

import sys

# This process never uses NumPy, and torch_mlir.ir imports it only to register attribute builders
# for the generated dialect classes, which Kina does not use (it is optional there): blocking it
# saves ≈ 45 ms of the worker's start, which overlaps the compiling process's MLIR passes.
sys.modules.setdefault("numpy", None)


def main() -> int:
    from .codegen_split import compile_payload, frame
    from .lowering import warm_up
    from .native import _target_machine

    opt, verify_each = int(sys.argv[1]), sys.argv[2:] == ["1"]  # VERIFY: KINA_VERIFY's answer
    # ready before the payload arrives (the worker is started ahead of the MLIR passes)
    _target_machine(opt)
    warm_up()
    data = sys.stdin.buffer.read().decode()
    if data:  # empty: nothing was handed over after all
        sys.stdout.buffer.write(frame(compile_payload(data, opt, verify_each)))
        sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
