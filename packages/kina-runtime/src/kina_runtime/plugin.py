"""kina-runtime's plugin: backends `native` (the default; runs stage `exports`,
each function compiled on its first call, and `kina.load`s saved artifacts) and
`numpy` (the reference interpreter on the `ir` stage), and the NumPy semantics table."""
from __future__ import annotations

from kina.compiler import Backend
from kina.hookspecs import hookimpl

from . import numpy_backend
from .library import LazyNativeLibrary, NativeLibrary, load_artifact
from .numpy_collectives import RULES as COLLECTIVE_RULES
from .numpy_conv import RULES as CONV_RULES
from .numpy_rules import RULES


def load_native(artifact, ctx):
    ctx.info["backend"] = "native"
    if getattr(artifact, "lazy", False):  # stage `exports`: each function compiled on its first call
        return LazyNativeLibrary(artifact, eager=ctx.options.get("lazy") is False)
    return NativeLibrary(artifact.so_path, artifact.manifest)


def load_numpy(program, ctx):
    return numpy_backend.load(program, ctx)


def load_saved(path):
    return load_artifact(path)


@hookimpl
def run(register):
    register(Backend("native", load_native, priority=10, stage="exports", stage_from="kina-mlir", load_artifact=load_saved,
                     help="compiled code called through its C entry points; each function compiled on its first call"))
    register(Backend("numpy", load_numpy, priority=0, stage="ir", help="reference interpreter (NumPy semantics of every op)"))


@hookimpl
def register_numpy_rules(register):
    for op, rule in {**RULES, **COLLECTIVE_RULES, **CONV_RULES}.items():
        register(op, rule)
