"""The manifest of a compiled artifact: what a runtime needs to call each
exported function through MLIR's C interface (`_mlir_ciface_<name>`), the
sha256 of the .so and of the manifest itself. Its schema is checked by
kina_runtime.manifest_check."""
from __future__ import annotations

from kina.hostio import index_checks
from kina.ir import Program

from . import cache


def export_spec(program: Program, name: str) -> dict:
    """The manifest entry of function `name`."""
    f = program.functions[name]
    return {
        "symbol": f"_mlir_ciface_{name}",
        "params": [[p, t.to_json()] for p, t in f.params],
        "results": [t.to_json() for t in f.result_types],
        "tuple_result": bool(f.tuple_result or len(f.result_types) > 1),
        "generated": f.origin is not None,
        "index_checks": {str(i): list(v) for i, v in index_checks(program, name).items()},
    }


def export_specs(program: Program) -> dict:
    """The manifest's `functions`: what the cache probe compares a hit against when the IR is known."""
    return {name: export_spec(program, name) for name in program.functions}


def manifest_for(program: Program, key: str, so_name: str, so_sha256: str) -> dict:
    """The manifest of an artifact, sealed: it carries the sha256 of its .so and of itself
    (kina_runtime.manifest_check, which verifies it before the .so is loaded)."""
    from kina_runtime.manifest_check import seal

    from .native import target_id

    return seal({"format": cache.CACHE_FORMAT, "key": key, "so": so_name, "so_sha256": so_sha256,
                 "source": str(program.source.path), "target": target_id(), "functions": export_specs(program)})
