"""kina-runtime's plugin: backends `native` (the default; runs stage `exports`,
each function compiled on its first call, and `kina.load`s saved artifacts) and
`numpy` (the reference interpreter on the `ir` stage), and the NumPy semantics table."""
from __future__ import annotations

from kina.compiler import Backend
from kina.hookspecs import hookimpl

import kina_runtime

from .library import LazyNativeLibrary, NativeLibrary, load_artifact


def load_native(artifact, ctx):
    ctx.info["backend"] = "native"
    if getattr(artifact, "lazy", False):  # stage `exports`: each function compiled on its first call
        return LazyNativeLibrary(artifact, eager=ctx.options.get("lazy") is False)
    return NativeLibrary(artifact.so_path, artifact.manifest)


def load_numpy(program, ctx):
    # the NumPy interpreter and its rules through the package (kina_runtime.__getattr__): imported when
    # first used, not with the plugin, so that a warm start on backend `native` loads none of them
    return kina_runtime.numpy_backend.load(program, ctx)


def load_saved(path):
    return load_artifact(path)


@hookimpl
def run(register):
    register(Backend("native", load_native, priority=10, stage="exports", stage_from="kina-mlir", load_artifact=load_saved,
                     help="compiled code called through its C entry points; each function compiled on its first call"))
    register(Backend("numpy", load_numpy, priority=0, stage="ir", help="reference interpreter (NumPy semantics of every op)"))


@hookimpl
def register_numpy_rules(register):
    rules = (kina_runtime.numpy_rules.RULES, kina_runtime.numpy_collectives.RULES, kina_runtime.numpy_conv.RULES)
    for op, rule in {k: v for table in rules for k, v in table.items()}.items():
        register(op, rule)
