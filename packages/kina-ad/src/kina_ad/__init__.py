"""kina-ad: reverse-mode AD as the `reverseMode` effect handler, and the NumPy reference backend.

The submodules that the plugin's hooks hand to the compiler are attributes loaded on first use
(PEP 562): every compiler loads the plugin, but a warm start, which reads the compiler's
fingerprint from its record (kina_mlir.artifacts.fingerprints), runs none of these hooks and so
imports none of kina-ad."""
from __future__ import annotations


def __getattr__(name: str):
    if name == "checkpoint":
        import kina_ad.checkpoint  # (`from . import` would ask this __getattr__ again)
    elif name == "forward_handler":
        import kina_ad.forward_handler
    elif name == "gradcheck":
        import kina_ad.gradcheck
    elif name == "handler":
        import kina_ad.handler
    elif name == "jvp":
        import kina_ad.jvp
    elif name == "vjp":
        import kina_ad.vjp
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]  # the import set it
