"""What a build leaves behind and how it is found again: artifact keys (keys.py), the compile
cache (cache.py), manifests (manifest.py), the whole-function build (build.py) and stage
`exports`, per-function artifacts compiled on first call (exports.py)."""
from __future__ import annotations


def __getattr__(name: str):
    """The build and its manifests on first use (PEP 562): a warm start reads manifests (kina-runtime), never writes one."""
    if name == "build":
        import kina_mlir.artifacts.build  # (`from . import` would ask this __getattr__ again)
    elif name == "manifest":
        import kina_mlir.artifacts.manifest
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
