"""Stage `mlir`: Kina IR -> MLIR text on tensors (module.py), with the text helpers the op
lowerings share (mlirgen.py), the in-program index checks (checks.py) and the splitting of very
long functions (split.py). Its value is an `EmittedModule`: the text and the facts later stages
decide by."""
from __future__ import annotations


def __getattr__(name: str):
    """The emitter on first use (PEP 562): a warm start imports only checks.py."""
    if name == "module":
        import kina_mlir.emit.module  # (`from . import` would ask this __getattr__ again)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
