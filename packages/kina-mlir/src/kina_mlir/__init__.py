"""kina-mlir: Kina IR -> MLIR on tensors -> LLVM dialect -> llvmlite -> native .so.

Only `emit` runs without the MLIR bindings; `lowering` and `native` import
torch_mlir and llvmlite lazily, so a compile-cache hit never loads them."""
