"""OpenMP worksharing loops take their chunks dynamically.

convert-scf-to-openmp makes each split kernel's scf.parallel an `omp.wsloop` with the static
schedule: thread i runs the i-th share of the chunks whatever happens to the others. On a shared
machine a thread that loses its time slice then holds the region's barrier while the other spins
(the MLP-1024 step spent a quarter of its CPU samples in libiomp5's barrier wait with another job
beside it). With the dynamic schedule each thread takes the next chunk as it finishes one, and the
tiling policy cuts a split kernel into several chunks per thread (tiling.CHUNKS_PER_THREAD), so a
late thread's chunks go to the one that is running; XLA's CPU backend shares its GEMM blocks
through Eigen's work-stealing pool for the same reason. Which chunk runs where never changes a
result: chunks write disjoint parts of the outputs.

Applied to each outlined kernel's text (transforms/outline.py), which is parsed anyway: setting the
attribute through the bindings would make a Python object of the omp dialect's attribute class,
which imports that dialect's generated module. A module built with KINA_OUTLINE=0 keeps the static
schedule."""
from __future__ import annotations

import re

# an omp.wsloop as MLIR prints it, with no schedule clause among the clauses before its region
_WSLOOP = re.compile(r"\bomp\.wsloop(?=(?:(?!schedule\()[^{\n])*\{)")


def dynamic(text: str) -> str:
    """`text` (printed MLIR) with every omp.wsloop that names no schedule given the dynamic one."""
    return _WSLOOP.sub("omp.wsloop schedule(dynamic)", text) if "omp.wsloop" in text else text
