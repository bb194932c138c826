"""Two processes build one module's native code: a worker lowers and compiles some of its kernels.

Why: after outlining (outline.py) the rest of a cold compile — the second half of the MLIR
pipeline, translation to LLVM IR, LLVM's optimiser and code generator — is per function and
single-threaded, and this machine kind has two cores (XLA's CPU backend likewise splits its
modules for parallel codegen). The cut is made where the kernels are outlined, on buffers: the
kernels handed over leave the module as declarations and go to the worker as a module of their
own, with the pipeline's second half, so that the worker starts while this process still lowers
the rest (an earlier cut on the LLVM IR left the worker idle through lowering and translation:
0.60 s cold compile of the StoryLM medium step, 0.55 s with this one).

The worker (`python -m kina_mlir.codegen_worker OPT`) is started before the MLIR passes, so that
its start (Python, the MLIR bindings, llvmlite, the target machine) overlaps them; it reads a
payload (the pipeline's line, then the kernels' module) on stdin and writes one object file on
stdout. Its kernels are defined with external linkage in its module and hidden visibility in its
object: the linker binds the calls inside the shared object and exports nothing more. A worker
that cannot start, fails or dies only costs time: the payload is then compiled here."""
from __future__ import annotations

import os
import re
import subprocess
import sys

# below this much kernel text (characters of MLIR) nothing is handed over: a second process
# costs more than it saves (the toy step never starts one: native.WORKER_MIN_MLIR_LINES)
MIN_WEIGHT = 60_000
# This process's work per statement of the functions around the kernels (lowering, translating
# and compiling calls, allocations, frees, descriptors), in characters of kernel text: measured so
# that both processes finish about together on the StoryLM medium step (best 150-200; the
# 2-layer transformer step's best is 80-180: a static estimate cannot fit every program, and
# the medium step's cold compile is the tighter target, docs/performance.md).
GLUE_WEIGHT = 180
_KERNEL_DEFINE = re.compile(r"^define (?:dso_local )?(?=.*?@kernel\.\d+\()", re.M)


def choose(kernels, glue: int) -> set[str]:
    """The names of the kernels the worker should build: about half of the work, counting the
    glue that stays here, largest kernels first; none when there is too little."""
    weights = {k.name: len(k.body) for k in kernels}
    total = sum(weights.values())
    if total < MIN_WEIGHT:
        return set()
    half = (total + GLUE_WEIGHT * glue) / 2
    chosen, size = set(), 0
    for name, weight in sorted(weights.items(), key=lambda kv: -kv[1]):
        if size + weight <= half:
            chosen.add(name)
            size += weight
    return chosen


def payload(pipeline: str, kernels) -> str:
    """What the worker reads: the pipeline's line, then the kernels' module."""
    return pipeline + "\n" + "\n".join(k.definition(exported=True) for k in kernels)


def compile_payload(data: str, opt: int) -> bytes:
    """The object file for a payload (in the worker, or here when the worker failed)."""
    from .lowering import lower_module, parse_verified, translate_to_llvm_ir
    from .native import object_code

    pipeline, text = data.split("\n", 1)
    ctx, module = parse_verified(text)
    return object_code(hidden(translate_to_llvm_ir(lower_module(ctx, module, pipeline))), opt)


def hidden(llvm_ir: str) -> str:
    """`define hidden` for the kernels (external in the worker's module): the other object calls
    them inside the shared object, which exports nothing more."""
    return _KERNEL_DEFINE.sub("define hidden ", llvm_ir)


class Worker:
    """The second process of one build. `share` is outline.outline_kernels's callback."""

    def __init__(self, proc, opt: int):
        self.proc, self.opt, self.sent = proc, opt, None

    @classmethod
    def start(cls, mlir_text: str, opt: int) -> "Worker":
        from .native import PARALLEL_CODEGEN, WORKER_MIN_MLIR_LINES, usable_cpus

        proc = None
        if PARALLEL_CODEGEN and usable_cpus() >= 2 and mlir_text.count("\n") >= WORKER_MIN_MLIR_LINES:
            try:
                proc = subprocess.Popen([sys.executable, "-m", "kina_mlir.codegen_worker", str(opt)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            except OSError:
                proc = None
        return cls(proc, opt)

    def share(self, pipeline: str, kernels, glue: int) -> set[str]:
        """Hand about half of the work (the `kernels`, and `glue` statements that stay here) to the
        worker, with the `pipeline` that lowers the kernels; returns their names."""
        if self.proc is None:
            return set()
        names = choose(kernels, glue)
        if not names:
            return set()
        self.sent = payload(pipeline, [k for k in kernels if k.name in names])
        try:
            self.proc.stdin.write(self.sent.encode())
            self.proc.stdin.close()
        except OSError:  # it exited before reading: result() builds the payload here
            pass
        return names

    def result(self) -> list[bytes]:
        """The worker's object ([] when nothing was handed over); built here if the worker failed."""
        if self.sent is None:
            self.discard()
            return []
        out = self.proc.stdout.read()
        self.proc.stdout.close()
        ok = self.proc.wait() == 0
        return [out if ok and out else compile_payload(self.sent, self.opt)]

    def discard(self) -> None:
        """Stop and reap the process if it still runs (also on an error before result())."""
        proc = self.proc
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()
        for f in (proc.stdin, proc.stdout) if proc is not None else ():
            try:
                f.close()
            except OSError:
                pass
