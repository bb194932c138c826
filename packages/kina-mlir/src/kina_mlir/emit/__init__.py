"""Stage `mlir`: Kina IR -> MLIR text on tensors (module.py), with the text helpers the op
lowerings share (mlirgen.py), the in-program index checks (checks.py) and the splitting of very
long functions (split.py). Its value is an `EmittedModule`: the text and the facts later stages
decide by."""
