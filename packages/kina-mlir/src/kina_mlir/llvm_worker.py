"""`python -m kina_mlir.llvm_worker OPT`: LLVM IR on stdin -> object code on stdout.

The second process of a parallel native build (native.objects): it optimises and generates code
for one half of a split module (llvm_split.py) while the compiling process does the other."""
from __future__ import annotations

import sys


def main() -> int:
    from .native import _target_machine, object_code

    opt = int(sys.argv[1])
    _target_machine(opt)  # ready before the IR arrives: it was started ahead of the MLIR passes
    ir = sys.stdin.buffer.read().decode()
    if ir:  # an empty input: the module did not split after all
        sys.stdout.buffer.write(object_code(ir, opt))
        sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
