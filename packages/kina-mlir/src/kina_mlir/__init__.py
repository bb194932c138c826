"""kina-mlir: Kina IR -> MLIR on tensors -> LLVM dialect -> llvmlite -> native .so.

The folders are the pipeline (docs/architecture.md): emit/ -> pipeline.py (running transforms/)
-> translate.py -> codegen/ -> artifacts/. The MLIR bindings and llvmlite are imported on first
use, so a compile-cache hit never loads them."""
