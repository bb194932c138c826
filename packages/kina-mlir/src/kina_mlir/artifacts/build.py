"""One function's artifact, built top to bottom: emit, MLIR passes (with a worker process taking
part of the kernels), translation, LLVM, link, store. The stages `mlir`, `llvm-mlir`, `llvm`,
`obj` and `so` run the same steps one `--emit` stop at a time."""
from __future__ import annotations

from kina.ir import Program
from kina.util import collection_paused
from kina_runtime.heap import populate_for

from ..codegen.guard import GUARD_OPT, guard_object, program_guard_source
from ..codegen.link import link_shared, probe_linker
from ..codegen.parallel import Worker
from ..emit.module import emit_module
from ..options import CodegenOptions
from ..pipeline import lower_to_llvm_dialect, routine_passes
from ..transforms import matmul_generic, matmul_routines
from ..transforms.matmul import matmul_schedule
from ..transforms.tiling import TilePolicy
from ..translate import translate_to_llvm_ir
from . import cache, routine_library
from .manifest import export_spec, manifest_for


@collection_paused()  # the build's objects live until it ends (kina.util.collection_paused)
def compile_function(sub: Program, name: str, key: str, codegen: CodegenOptions, lowerings, directory: str | None,
                     timing) -> tuple[str, dict]:
    """Build `name` (with its callees, `sub`) into one artifact exporting only `name`, store it
    in the cache and return (so_path, manifest). `timing(label)`: a context manager timing a step."""
    with timing(f"{name}: emit"):
        emitted = emit_module(sub, lowerings, codegen, exported={name})
    # started now, done by the time they are needed: the linker's command line and a worker for
    # about half of the kernels (codegen/parallel.py)
    probe_linker()
    worker = Worker.start(emitted.text, codegen, heavy=emitted.parallel_kernels, warm=False)
    # this machine's routines compiled once (kina tune), for the worker to link instead of building
    worker.library = routine_library.load(codegen) if worker.proc is not None else None
    emitted = hand_over(emitted, worker)  # the worker schedules the matmuls from now
    if not emitted.routines:
        worker.warm()
    try:
        # the guard, built by the worker while it waits for the kernels (else here, meanwhile below)
        guard_source = program_guard_source(sub, [name])
        guard_there = worker.early_object(guard_source, GUARD_OPT)
        with timing(f"{name}: MLIR passes"):
            # the worker starts on its kernels; without one, the kernels are outlined after deallocation
            module = lower_to_llvm_dialect(emitted, share=worker.share if worker.proc is not None else None, prebuild=worker.prebuild)
        with timing(f"{name}: translate"):
            llvm_ir = translate_to_llvm_ir(module)  # the module handed over in memory
        guard = []

        def build_guard():  # while the worker builds its last chunk, if it still does
            if not guard_there:
                guard.append(guard_object(guard_source))
        with timing(f"{name}: LLVM opt + codegen"):
            obj = [*worker.objects_here(llvm_ir), *worker.result(module.reuse, meanwhile=build_guard)]
        tiling = TilePolicy(codegen)
        spec = export_spec(sub, name, tiling)
        with timing(f"{name}: link"):
            # the function is built for a call: as long as the linker runs, its heap is mapped in
            data = link_shared([*obj, *guard, *emitted.prebuilt], wrap_malloc=True,
                               meanwhile=lambda running: populate_for(spec["peak_bytes"], running))
    finally:  # on an error before result(), or in it
        worker.discard()
    manifest = manifest_for(sub, key, cache.so_name(key), cache.sha256(data), tiling, emitted.errors,
                            functions={name: spec})
    return cache.store(key, data, manifest, directory), manifest


def hand_over(emitted, worker):
    """`emitted` with its planned matmuls as routines that `worker` builds, handed over now
    (transforms/matmul_routines.py), or `emitted` as it is: no worker, no outlining, no planned
    matmul, or the worker did not take them."""
    import dataclasses

    options = emitted.options
    if worker.proc is None or not options.outline or not emitted.matmul_plans:
        return emitted
    # a routine with a generic variant writes C from zeros itself (its callers' fills dropped)
    text, found = matmul_routines.extract(emitted.text, zero=lambda r: matmul_generic.generic_call(r) is not None)
    if not found:
        return emitted
    threads = options.threads if any(p.par is not None for p in emitted.matmul_plans) else 1
    library = worker.library
    definitions, scheduled, prebuilt = matmul_generic.definitions(found, library.object if library else None)
    # the schedule only where a routine keeps its per-shape definition
    schedule = matmul_schedule(emitted.matmul_plans) if scheduled else None
    if not worker.matmul_routines(routine_passes(threads), schedule, definitions):
        return emitted
    return dataclasses.replace(emitted, text=text, routines=tuple(found), prebuilt=tuple(prebuilt))
