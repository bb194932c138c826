"""Every codegen switch of kina-mlir, in one frozen object passed explicitly to the stages.

`CodegenOptions.resolve(options)` is called where a build starts from the compile's options (the
stage `mlir`, an `Exports`, and the cache probes that compute the same key first): each field
comes from the compile's options (`opt=`, `--opt`; `codegen={"outline": False, …}` from Python),
else from its `KINA_*` variable (kina.environment, docs/configuration.md), else its default. `key()` is part of every
artifact key (artifacts/keys.py), so flipping any switch misses the cache and builds new code.
`verify_each` is not in the key: it only checks, and never changes what is built."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace

from kina.environment import read

from . import target, tuning
from .artifacts.places import warn

ISAS = ("avx512", "avx2")


def _isa(forced: str | None) -> str:
    """KINA_ISA if it names one of ISAS (else one line on stderr), else the host's."""
    if forced:
        if forced.lower() in ISAS:
            return forced.lower()
        warn(f"kina: warning: ignoring KINA_ISA={forced[:40]!r} (not one of {', '.join(ISAS)}); using the host's ({target.host_isa()})")
    return target.host_isa()

# LLVM's level when the options name none. The hot loops reach LLVM tiled and vectorised by MLIR,
# so O2/O3 find nothing more: docs/performance.md, "LLVM levels".
DEFAULT_OPT = 1

# field -> its KINA_* variable
_ENVIRONMENT = {
    "vectorise": "KINA_VECTORISE",
    "outline": "KINA_OUTLINE",
    "shared_transpose": "KINA_SHARED_TRANSPOSE",
    "parallel_codegen": "KINA_PARALLEL_CODEGEN",
    "lsr": "KINA_LSR",
    "par_min_macs": "KINA_PAR_MIN_MACS",
    "par_min_elements": "KINA_PAR_MIN_ELEMENTS",
    "par_min_transpose": "KINA_PAR_MIN_TRANSPOSE",
    "worker_min_lines": "KINA_WORKER_MIN_LINES",
    "worker_min_weight": "KINA_WORKER_MIN_WEIGHT",
}


@dataclass(frozen=True)
class CodegenOptions:
    """The switches of native code generation; the artifact key covers all but verify_each (key)."""
    opt: int = DEFAULT_OPT  # LLVM's level: scalar kernels' optimiser, every part's code generation
    threads: int = 1  # what parallel kernels are split for; 1: no OpenMP code
    omp: str | None = None  # the OpenMP runtime's path when threads > 1 (its rpath is in the .so)
    isa: str = "avx2"  # "avx512" or "avx2": register and transpose tiles (transforms/tiling.py)
    vectorise: bool = True  # the elementwise schedule (transforms/elementwise.py)
    outline: bool = True  # one function per distinct kernel (transforms/outline.py)
    shared_transpose: bool = True  # pure transposes call one routine per rank (transforms/routines.py)
    parallel_codegen: bool = True  # a worker process compiles part of the kernels (codegen/parallel.py)
    lsr: bool = False  # LLVM's loop strength reduction (codegen/llvm.py)
    par_min_macs: int = 1 << 24  # a matmul doing this many multiply-adds is split over threads
    par_min_elements: int = 1 << 18  # an elementwise kernel this big is split over threads (docs/performance.md, "Issue 20")
    # a pure transpose this big calls the threaded transpose routine (prebuilt: docs/performance.md, "session 42")
    par_min_transpose: int = 1 << 16
    worker_min_lines: int = 600  # a smaller emitted module never starts the worker
    worker_min_weight: int = 40_000  # kernels lighter than this are not shared with it
    tuning: str = ""  # the tuning table's choices, canonical JSON (kina_mlir/tuning.py; "": the built-in tiles)
    verify_each: bool = False  # MLIR's verifier after every pass (KINA_VERIFY); not in the key

    @classmethod
    def resolve(cls, options: dict | None = None, environ=None) -> "CodegenOptions":
        options = options or {}
        given = dict(options.get("codegen") or {})
        unknown = sorted(set(given) - {f.name for f in fields(cls)})
        if unknown:
            raise ValueError(f"unknown codegen option {unknown[0]!r}; known: {', '.join(f.name for f in fields(cls))}")
        values = {name: read(var, environ) for name, var in _ENVIRONMENT.items()}
        opt = options.get("opt")
        values["opt"] = DEFAULT_OPT if opt is None else int(opt)
        values["isa"] = _isa(read("KINA_ISA", environ))
        values["verify_each"] = read("KINA_VERIFY", environ)
        values.update(given)
        if isinstance(values.get("tuning"), dict):  # {class: params} from Python: checked, made canonical
            values["tuning"] = tuning.canonical(tuning.check_choices(values["tuning"]))
        if "threads" not in given:
            values["threads"] = target.default_threads(read("KINA_NUM_THREADS", environ))
        if "tuning" not in given:  # this machine's table for the ISA, unless KINA_TUNE=0
            values["tuning"] = tuning.current(values["isa"]) if read("KINA_TUNE", environ) else ""
        if values["threads"] > 1 and "omp" not in given:
            values["omp"] = target.runtime_library()
        return cls(**values)

    def key(self) -> dict:
        """What an artifact key covers of these options: every field but verify_each (the tuning
        table's choices by their digest)."""
        out = asdict(self)
        del out["verify_each"]
        out["tuning"] = tuning.digest(self.tuning)
        return out

    def with_(self, **changes) -> "CodegenOptions":
        return replace(self, **changes)

    def to_json(self) -> str:
        """For the codegen worker's command line (codegen/worker.py)."""
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "CodegenOptions":
        return cls(**json.loads(text))
