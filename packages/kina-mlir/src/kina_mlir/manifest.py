"""The manifest of a compiled artifact: what a runtime needs to call each
exported function through MLIR's C interface (`_mlir_ciface_<name>`)."""
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


def manifest_for(program: Program, key: str, so_name: str) -> dict:
    from .native import target_id

    fns = {name: export_spec(program, name) for name in program.functions}
    return {"format": cache.CACHE_FORMAT, "key": key, "so": so_name, "source": program.source.path,
            "target": target_id(), "functions": fns}
