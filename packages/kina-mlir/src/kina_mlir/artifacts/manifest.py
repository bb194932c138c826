"""The manifest of a compiled artifact: what a runtime needs to call each
exported function through its guard and MLIR's C interface (`_mlir_ciface_kina.u.<name>`), the
sha256 of the .so and of the manifest itself. Its schema is checked by
kina_runtime.manifest_check."""
from __future__ import annotations

from kina.analyses import index_checks, peak_bytes
from kina.ir import Program
from kina_runtime.manifest_check import SYMBOL_PREFIX, seal, user_symbol
from kina_runtime.collective_ir import program_key, uses_collectives

from ..codegen.guard import guard_symbol
from ..emit.checks import checked_functions
from ..lowerings.nn import scratch_bytes
from ..target import target_id
from .keys import CACHE_FORMAT


def export_spec(program: Program, name: str, tiling, checked: set | None = None) -> dict:
    """The manifest entry of function `name`; `tiling`: the build's TilePolicy (the packed
    matmul panels it allocates count in its peak memory). `checked`: the functions that return an
    error code after their results (emit/checks.py); computed when not given."""
    f = program.functions[name]
    checked = checked_functions(program) if checked is None else checked
    collectives = uses_collectives(program, name)
    spec = {
        "symbol": SYMBOL_PREFIX + user_symbol(name),
        "guard": guard_symbol(name),
        "error_result": name in checked,
        # the Kina-level estimate plus the lowering's own copies (packed matmul panels): the
        # runtime keeps this much heap mapped between calls (kina_runtime.heap)
        "peak_bytes": peak_bytes(program, name) + scratch_bytes(program, name, tiling),
        "params": [[p, t.to_json()] for p, t in f.params],
        "results": [t.to_json() for t in f.result_types],
        "tuple_result": bool(f.tuple_result or len(f.result_types) > 1),
        "result_names": list(f.result_names) if f.result_names else None,
        "generated": f.origin is not None,
        "index_checks": {str(i): list(v) for i, v in index_checks(program, name).items()},
        # the runtime loads MPI before this function's artifact only when set (§D1)
        "collectives": collectives,
    }
    if collectives:  # what the ranks compare at its first call (kina_runtime.mpi.check_same_call)
        spec["collective_key"] = program_key(program, name)
    return spec


def export_specs(program: Program, tiling) -> dict:
    """The manifest's `functions`: what the cache probe compares a hit against when the IR is known."""
    checked = checked_functions(program)
    return {name: export_spec(program, name, tiling, checked) for name in program.functions}


def manifest_for(program: Program, key: str, so_name: str, so_sha256: str, tiling, errors: dict | None = None,
                 functions: dict | None = None) -> dict:
    """The manifest of an artifact, sealed: it carries the sha256 of its .so and of itself
    (kina_runtime.manifest_check, which verifies it before the .so is loaded). `functions`:
    the entries it exports (default: every function of `program`)."""
    return seal({"format": CACHE_FORMAT, "key": key, "so": so_name, "so_sha256": so_sha256,
                 "source": str(program.source.path), "target": target_id(), "functions": export_specs(program, tiling) if functions is None else functions,
                 "errors": {str(code): message for code, message in sorted((errors or {}).items())}})
