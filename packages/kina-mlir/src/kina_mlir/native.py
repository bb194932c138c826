"""LLVM IR -> object (llvmlite, O1 by default, PIC) -> shared object (cc -shared … -lm)."""
from __future__ import annotations

import os
import threading
from functools import lru_cache


class NativeBuildError(Exception):
    pass


# LLVM's level when the options name none (`opt=`, `--opt`). The hot loops reach LLVM tiled and
# vectorised by MLIR (schedule.py), so LLVM's O2/O3 passes find nothing more: the benchmark steps
# (toy, medium, transformer, MLP-1024) ran at the same speed at O1, O2 and O3 with bit-identical
# results, and O1 is about a quarter less LLVM time than O3 (docs/performance.md).
DEFAULT_OPT = 1


# LLVM's code generation level for the glue around the kernels in a big build (codegen_split.py):
# the fast instruction selector and register allocator; the glue only calls, allocates and frees,
# so run time did not change (StoryLM medium and transformer steps) while its code generation
# took a third of the time at O1.
GLUE_CODEGEN_OPT = 0
# ... and LLVM's optimiser level for it: the glue reaches LLVM canonicalized by MLIR (lowering.PIPELINE
# ends with canonicalize,cse) and its only loops are MLIR-vectorised fills, so O0 changed no step's
# time (in one process, alternated calls: medium 1.837 / 1.839 ms, transformer 1.428 / 1.425,
# MLP-1024 7.33 / 7.31, toy 20 / 20 µs) and took the medium step's glue from 43 to 16 ms. (Before
# that canonicalization, O0 glue had made the medium step 17 % slower.)
GLUE_OPT = 0
# LLVM's optimiser level for the kernels MLIR vectorised (codegen_split.kernel_objects; their code
# generation stays at the build's level). They reach LLVM tiled, vectorised, canonicalized and
# CSE'd, with nothing left for its optimiser to improve: no benchmark step changed (in one
# process, alternated calls: medium 2.470 / 2.473 ms on a loaded machine, transformer 1.546 /
# 1.546, MLP-1024 7.07 / 7.05, toy 20 / 20 µs), while the medium step's kernels took 100 ms of
# optimisation instead of 6. Kernels left scalar (gathers, scatters, Bool) keep the full level:
# LLVM's loop vectoriser and LICM still help them.
VECTORISED_OPT = 0


def opt_level(options: dict) -> int:
    """The LLVM level `options` ask for (`opt`), or DEFAULT_OPT."""
    opt = options.get("opt")
    return DEFAULT_OPT if opt is None else int(opt)


@lru_cache(maxsize=4)
def _target_machine(opt: int = DEFAULT_OPT):
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(),
                                        opt=opt, reloc="pic", codemodel="default")


def target_id() -> str:
    import llvmlite.binding as llvm

    return f"{llvm.get_default_triple()}/{llvm.get_host_cpu_name()}"


def optimize(llvm_ir: str, opt: int = DEFAULT_OPT):
    """Parse, verify and run LLVM's pipeline at `opt`; returns the llvmlite module."""
    import llvmlite.binding as llvm

    tm = _target_machine(opt)
    try:
        mod = llvm.parse_assembly(llvm_ir)
        mod.verify()
    except RuntimeError as e:
        raise NativeBuildError(f"llvmlite rejected the LLVM IR: {e}") from None
    _inline_internal_entries(mod)
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    pto = llvm.create_pipeline_tuning_options(speed_level=opt)
    # No loop unrolling: MLIR has already vectorised the hot loops (schedule.py), and LLVM's
    # unroller fully unrolls constant-trip-count loops, so LLVM time grew with the shapes
    # (StoryLM medium: IR 20k -> 102k lines, 64 s at O3 + 36 s codegen). Off, run time is
    # unchanged (toolchain-notes.md) and compile time no longer scales with trip counts.
    pto.loop_unrolling = False
    pb = llvm.create_pass_builder(tm, pto)
    pm = pb.getModulePassManager()
    pm.run(mod, pb)
    return mod


def _inline_internal_entries(mod) -> None:
    """An exported function emitted with internal linkage (emit.py: a wide result struct) is
    inlined into its `_mlir_ciface_` wrapper, where LLVM splits the struct into stores."""
    import llvmlite.binding as llvm

    names = {f.name for f in mod.functions}
    for f in mod.functions:
        if not f.is_declaration and f.linkage == llvm.Linkage.internal and f"_mlir_ciface_{f.name}" in names:
            f.add_function_attribute("alwaysinline")


# LLVM's loop strength reduction (a pass of the code generator's IR pipeline, not of the optimiser)
# is switched off while Kina's objects are generated: it took a quarter of the kernels' code
# generation (StoryLM medium step: 170 -> 128 ms in one process), and the steps ran at the same
# speed without it (in one process, alternated calls: medium 1.925 / 1.922 ms, transformer 1.425 /
# 1.422, MLP-1024 8.46 / 8.46, toy 20 / 20 µs): MLIR's loops index with plain multiply-adds that
# x86 addressing absorbs. It is a process-wide LLVM option (llvmlite has no per-target-machine
# switch), so it is set around each emit_object and put back after the last one that runs, for
# other llvmlite users in the process (numba); results never depend on it, only speed.
LOOP_STRENGTH_REDUCTION = False
_lsr_lock = threading.Lock()
_lsr_users = 0


def emit_object(mod, opt: int = DEFAULT_OPT) -> bytes:
    global _lsr_users
    if LOOP_STRENGTH_REDUCTION or opt == 0:  # O0 runs no LSR anyway
        return _target_machine(opt).emit_object(mod)
    import llvmlite.binding as llvm

    with _lsr_lock:
        _lsr_users += 1
        if _lsr_users == 1:
            llvm.set_option("kina", "-disable-lsr=1")
    try:
        return _target_machine(opt).emit_object(mod)
    finally:
        with _lsr_lock:
            _lsr_users -= 1
            if _lsr_users == 0:
                llvm.set_option("kina", "-disable-lsr=0")


def object_code(llvm_ir: str, opt: int = DEFAULT_OPT) -> bytes:
    return emit_object(optimize(llvm_ir, opt), opt)


# A second process builds some of a big module's kernels (codegen_split.py): this machine kind has
# two cores.
PARALLEL_CODEGEN = True
# An emitted MLIR module shorter than this does not start a worker (codegen_split.MIN_WEIGHT of
# kernels would not be reached) and is compiled as one LLVM module: a few ops do not; the StoryLM
# steps' 1,700 lines, toy sizes or not, do.
WORKER_MIN_MLIR_LINES = 600


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))  # the CPUs this process may run on, not the host's
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def uses_openmp(objs: list[bytes]) -> bool:
    """Whether the objects call the OpenMP runtime (they hold a parallel matmul)."""
    return any(b"__kmpc_fork_call" in o for o in objs)


def openmp_link_flags(objs: list[bytes]) -> list[str]:
    """Link flags for the OpenMP runtime when an object calls it (a parallel matmul: schedule.py),
    else none: an artifact without one neither links nor loads libiomp5. The runtime is named as
    DT_NEEDED (by its soname) with an rpath to the intel-openmp wheel's directory, so the dynamic
    loader brings it in with the artifact, whoever dlopens it (kina-runtime, `kina.load`);
    threads.key_options puts that directory in the artifact key."""
    if not uses_openmp(objs):
        return []
    from .threads import runtime_library

    lib = runtime_library()
    if lib is None:  # parallel code is only emitted when the runtime is there (threads.parallel_threads)
        raise NativeBuildError("the object calls the OpenMP runtime but the intel-openmp wheel is not installed")
    d = os.path.dirname(lib)
    return [f"-L{d}", f"-l:{os.path.basename(lib)}", f"-Wl,-rpath,{d}", "-Wl,--enable-new-dtags"]


# shutil, subprocess and tempfile are imported where they are used: the codegen worker
# (codegen_split.py) imports this module for object_code only, on a cold compile's critical path.
def _cc() -> str:
    import shutil

    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        raise NativeBuildError("no C compiler driver (cc) found to link the shared object")
    return cc


class CObject:
    """C source compiled to an object in the background (`cc -c`): the guard (guard.py) depends
    only on the exported function's name and arity, so its compile is started before the MLIR
    passes and is done by link time (≈ 40 ms of the link step of a cold compile)."""

    def __init__(self, c_text: str):
        import subprocess
        import tempfile

        self._tmp = tempfile.TemporaryDirectory(prefix="kina-cc-")  # mkdtemp: 0700, ours
        source, self._obj = os.path.join(self._tmp.name, "guard.c"), os.path.join(self._tmp.name, "guard.o")
        with open(source, "w") as fh:
            fh.write(c_text)
        self._proc = subprocess.Popen([_cc(), "-c", "-fPIC", "-O2", source, "-o", self._obj],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def result(self) -> bytes:
        _, err = self._proc.communicate()
        if self._proc.returncode != 0:
            raise NativeBuildError(f"compiling the C guard failed: {err.decode(errors='replace').strip()}")
        with open(self._obj, "rb") as fh:
            return fh.read()

    def close(self) -> None:
        if self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()
        self._tmp.cleanup()


def link_shared(obj: bytes | list[bytes], out_path: str | None = None, wrap_malloc: bool = False) -> bytes:
    """Link `obj` (one object or several) into a shared object in a private temporary directory
    and return its bytes; with `out_path`, also write them there atomically (0700). The compile
    cache stores them through kina_mlir.cache.store, which also checks where they go.
    `wrap_malloc`: the objects' malloc calls go to the checked allocator of the guard object
    (guard.py, compiled by CObject), which must be one of them."""
    import subprocess
    import tempfile

    objs = [obj] if isinstance(obj, bytes) else list(obj)
    cc = _cc()
    with tempfile.TemporaryDirectory(prefix="kina-link-") as tmp:  # mkdtemp: 0700, ours
        so = os.path.join(tmp, "module.so")
        sources = []
        for i, data in enumerate(objs):
            sources.append(os.path.join(tmp, f"module{i}.o"))
            with open(sources[-1], "wb") as fh:
                fh.write(data)
        # -Bsymbolic: calls between our functions bind inside the .so, never to a libc
        # symbol of the same name (a Kina `fn step` once called regexp's step()).
        proc = subprocess.run([cc, "-shared", "-fPIC", "-O2", "-Wl,-Bsymbolic", *(["-Wl,--wrap=malloc"] if wrap_malloc else []), "-o", so, *sources,
                               *openmp_link_flags(objs), "-lm"], capture_output=True, text=True)
        if proc.returncode != 0:
            raise NativeBuildError(f"linking failed: {proc.stderr.strip()}")
        with open(so, "rb") as fh:
            data = fh.read()
    if out_path is not None:
        from kina.util import atomic_write

        atomic_write(out_path, data, mode=0o700)
    return data
