"""The manifest of a compiled artifact: what a runtime needs to call each
exported function through MLIR's C interface (`_mlir_ciface_<name>`), the
sha256 of the .so and of the manifest itself. Its schema is checked by
kina_runtime.manifest_check."""
from __future__ import annotations

from kina.hostio import index_checks
from kina.ir import Program
from kina.memory import peak_bytes

from . import cache
from .checks import checked_functions
from .guard import guard_symbol
from .lowerings.nn import scratch_bytes


def export_spec(program: Program, name: str, checked: set | None = None) -> dict:
    """The manifest entry of function `name`. `checked`: the functions that return an
    error code after their results (checks.py); computed when not given."""
    f = program.functions[name]
    checked = checked_functions(program) if checked is None else checked
    return {
        "symbol": f"_mlir_ciface_{name}",
        "guard": guard_symbol(name),
        "error_result": name in checked,
        # the Kina-level estimate plus the lowering's own copies (packed matmul panels): the
        # runtime keeps this much heap mapped between calls (kina_runtime.heap)
        "peak_bytes": peak_bytes(program, name) + scratch_bytes(program, name),
        "params": [[p, t.to_json()] for p, t in f.params],
        "results": [t.to_json() for t in f.result_types],
        "tuple_result": bool(f.tuple_result or len(f.result_types) > 1),
        "result_names": list(f.result_names) if f.result_names else None,
        "generated": f.origin is not None,
        "index_checks": {str(i): list(v) for i, v in index_checks(program, name).items()},
    }


def export_specs(program: Program) -> dict:
    """The manifest's `functions`: what the cache probe compares a hit against when the IR is known."""
    checked = checked_functions(program)
    return {name: export_spec(program, name, checked) for name in program.functions}


def manifest_for(program: Program, key: str, so_name: str, so_sha256: str, errors: dict | None = None,
                 functions: dict | None = None) -> dict:
    """The manifest of an artifact, sealed: it carries the sha256 of its .so and of itself
    (kina_runtime.manifest_check, which verifies it before the .so is loaded). `functions`:
    the entries it exports (default: every function of `program`)."""
    from kina_runtime.manifest_check import seal

    from .native import target_id

    return seal({"format": cache.CACHE_FORMAT, "key": key, "so": so_name, "so_sha256": so_sha256,
                 "source": str(program.source.path), "target": target_id(), "functions": export_specs(program) if functions is None else functions,
                 "errors": {str(code): message for code, message in sorted((errors or {}).items())}})
