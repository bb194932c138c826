"""The machine Kina compiles for: its vector ISA, its usable CPUs and the OpenMP runtime.

These are read, never set: kina_mlir.options turns them into the codegen switches an artifact is
compiled with (and keyed by). The OpenMP runtime is LLVM/Intel's `__kmpc_*` ABI that MLIR's OpenMP
lowering targets (Debian's libgomp lacks it): libiomp5.so from the `intel-openmp` wheel, a
dependency of this package. An artifact that uses it names it as DT_NEEDED with an rpath to the
wheel's directory (codegen/link.py), and that directory is part of the artifact key, so a moved
environment compiles afresh instead of loading a .so whose rpath points nowhere."""
from __future__ import annotations

import os
import sys
from functools import lru_cache

from kina.digest import sha256
from kina.entrypoints import version

MAX_THREADS = 8


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))  # the CPUs this process may run on, not the host's
    except (AttributeError, OSError):
        return os.cpu_count() or 1


@lru_cache(maxsize=1)  # read once per process: the ISA, the key's CPU digest and the tuning table need it
def _cpuinfo() -> dict:
    """The first CPU's flags (a tuple) and model (a string) from /proc/cpuinfo, where it lists them."""
    out: dict = {}
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if "flags" not in out and line.startswith(("flags", "Features")):
                    out["flags"] = tuple(line.split(":", 1)[1].split())
                elif "model" not in out and line.startswith(("model name", "Model", "cpu model")):
                    out["model"] = " ".join(line.split(":", 1)[1].split())
                if len(out) == 2:
                    break
    except OSError:
        pass
    return out


def _cpuinfo_flags() -> tuple[str, ...] | None:
    return _cpuinfo().get("flags")


def cpu_model() -> str:
    """The CPU's model string ("Intel(R) Xeon(R) Processor"): a tuning table is keyed by it."""
    model = _cpuinfo().get("model")
    if model is not None:
        return model
    import platform

    return platform.processor() or platform.machine() or "unknown"


@lru_cache(maxsize=None)
def host_has(feature: str) -> bool:
    """Whether the host has `feature` ("avx512f", "avx2"): from the kernel's CPU flags where it lists
    them, so that a compile does not import llvmlite before it needs it; else from LLVM's host
    detection, which the code generator's target machine uses (tests/mlir/test_target.py checks
    they agree)."""
    flags = _cpuinfo_flags()
    if flags is not None:
        return feature in flags
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    return bool(llvm.get_host_cpu_features().get(feature, False))


def host_has_avx512() -> bool:
    """Whether the host has AVX-512F (host_has)."""
    return host_has("avx512f")


def host_isa() -> str:
    """"avx512" or "avx2": which register tiles the schedules use (transforms/tiling.py)."""
    return "avx512" if host_has_avx512() else "avx2"


@lru_cache(maxsize=1)
def cpu_flags_digest() -> str:
    """A digest of the CPU's feature flags: artifacts compiled for the host CPU are keyed by it."""
    flags = _cpuinfo_flags()
    return "unknown" if flags is None else sha256(" ".join(flags).encode()).hexdigest()[:16]


def target_id() -> str:
    """The triple and CPU name LLVM generates code for (in every manifest)."""
    import llvmlite.binding as llvm

    return f"{llvm.get_default_triple()}/{llvm.get_host_cpu_name()}"


@lru_cache(maxsize=1)
def runtime_library() -> str | None:
    """The path of libiomp5.so from the intel-openmp wheel, or None when it is not installed."""
    # the wheel installs it as data into <prefix>/lib: looked for there first, because reading
    # the wheel's RECORD is slow and a warm start (it computes artifact keys) should not pay it
    here = os.path.join(sys.prefix, "lib", "libiomp5.so")
    if os.path.exists(here):
        return os.path.realpath(here)
    from importlib.metadata import PackageNotFoundError, files

    try:
        for f in files("intel-openmp") or ():
            if f.name == "libiomp5.so":
                path = os.path.realpath(str(f.locate()))
                if os.path.exists(path):
                    return path
    except PackageNotFoundError:
        pass
    return None


def default_threads(requested: int | None) -> int:
    """The thread count parallel kernels are compiled for: `requested` (KINA_NUM_THREADS) or the
    usable CPUs, at most MAX_THREADS; 1 (no OpenMP code at all) without the runtime."""
    n = max(1, min(requested if requested is not None else usable_cpus(), MAX_THREADS))
    return n if n > 1 and runtime_library() is not None else 1


@lru_cache(maxsize=1)  # fixed for the life of a process
def toolchain_versions() -> str:
    """The versions of the two toolchains that make the code (part of artifact keys and tuning tables)."""
    out = []
    for dist in ("torch-mlir", "llvmlite"):
        v = version(dist)
        out.append(f"{dist}={'none' if v is None else v}")
    return ";".join(out)
