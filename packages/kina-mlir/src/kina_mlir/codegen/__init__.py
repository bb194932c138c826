"""Stages `obj` and `so`'s native half: LLVM IR -> objects (llvm.py: llvmlite, optimisation and
code generation levels), the second process that compiles part of a big module's kernels
(parallel.py, worker.py), and linking with the C guard into a shared object (link.py, guard.py)."""
