"""MLIR -> MLIR, the parts of stage `llvm-mlir` that are Kina's own: the tiling policy
(tiling.py) apart from the schedules that apply it (matmul.py, elementwise.py), kernel outlining
(outline.py) and the shape-generic transpose routine (routines.py). pipeline.py runs them, in
order, between MLIR's passes."""
