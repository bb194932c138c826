"""Two processes build one module's native code: a worker lowers and compiles some of its kernels.

Why: after outlining (transforms/outline.py) the rest of a cold compile — the second half of the MLIR
pipeline, translation to LLVM IR, LLVM's optimiser and code generator — is per function and
single-threaded, and a machine has more than one core (XLA's CPU backend likewise splits its
modules for parallel codegen). The cut is made where the kernels are outlined, on buffers: the
kernels handed over leave the module as declarations and go to the worker as a module of their
own, with the pipeline's second half, so that the worker starts while this process still lowers
the rest (a cut on the LLVM IR would leave the worker idle through lowering and translation).

The worker is forked from this process when the build starts, where that is safe (_forkable: it
has the MLIR bindings and llvmlite loaded, so it is ready at once), else started before the front
end runs (prestart) as `python -m kina_mlir.codegen.worker OPTIONS`, whose start then overlaps the
front end and MLIR passes; it reads a
payload (the passes, a claims directory, the shared kernels in chunks: `payload`) on stdin and
writes the object files of the chunks it built on stdout (one per LLVM level and chunk,
kernel_objects; `records` framed by `frame`). Who builds which chunk is decided while both run:
the worker claims chunks from the front (the heaviest kernels), this process from the back once
its own module is built, each by creating the chunk's file in the claims directory (`claim`), so
the two end close together whatever the cost model got wrong or however late the worker started.
Its kernels are defined with external linkage in its module and hidden visibility in its object:
the linker binds the calls inside the shared object and exports nothing more. A worker that cannot
start, fails or dies only costs time: the chunks it claimed are then compiled here."""
from __future__ import annotations

import atexit
import json
import os
import re
import signal
import subprocess
import sys
import threading

from kina.environment import read

from ..bindings import Reuse, interpret, parse_verified
from ..options import CodegenOptions
from ..pipeline import kernel_passes, lower_module
from ..target import usable_cpus
from ..transforms import routines
from ..transforms.matmul_generic import NAME_PATTERN as GENERIC_MATMUL
from ..transforms.matmul_routines import ROUTINE_INFIX as MATMUL_INFIX
from ..transforms.outline import KERNEL_PREFIX, MIXED_SUFFIX, ROUTINE_INFIX, SMALL_SUFFIX
from ..translate import translate_to_llvm_ir
from . import llvm
from .llvm import GLUE_CODEGEN_OPT, GLUE_OPT, VECTORISED_OPT

# The balance's cost model, in characters of kernel text: each kernel costs KERNEL_WEIGHT more
# than its text (the per-function work of every pass, whatever its size), and each statement of
# the functions around the kernels, which stay here, GLUE_WEIGHT (fitted on the StoryLM medium and
# transformer steps: docs/performance.md, "Parallel codegen").
KERNEL_WEIGHT = 2000
GLUE_WEIGHT = 170
# A kernel split over threads (its body holds an OpenMP region) costs about this much more: the
# region is outlined and lowered to runtime calls, 13.8 ms per kernel against 7.9 for a plain
# vectorised one of the same size (measured per kind on the layer-loop transformer step, whose 63
# such kernels left the worker 0.4-0.5 s behind this process; docs/performance.md).
OMP_KERNEL_WEIGHT = 3000
# A kernel MLIR left scalar (no vector op: fills, small reductions, scalar matmuls, the deallocation
# helper) gets LLVM's optimiser, which the vectorised ones skip: about this much more per kernel
# (fitted on the CNN and StoryLM medium steps, whose post-handover CPU time in this process was
# 1.2-1.8x the worker's without it and within ±10 % with it; docs/performance.md, "Convolutions").
SCALAR_KERNEL_WEIGHT = 2000


def weight(kernel) -> int:
    """A kernel's share of the work, in the cost model's units (a transpose routine's measured:
    routines.ROUTINE_WEIGHT)."""
    routine = routines.routine_weight(kernel.body)
    if routine is not None:
        return KERNEL_WEIGHT + routine
    threaded = "omp." in kernel.body or "scf.forall" in kernel.body  # outlined before or after the threads pass
    return (KERNEL_WEIGHT + len(kernel.body) + (OMP_KERNEL_WEIGHT if threaded else 0)
            + (0 if "vector." in kernel.body or kernel.name.endswith(SMALL_SUFFIX) else SCALAR_KERNEL_WEIGHT))


def choose(kernels, glue: int, min_weight: int) -> set[str]:
    """The names of the kernels the worker should build: about half of the work, counting the
    glue that stays here, largest kernels first; none below `min_weight` (a second process would
    cost more than it saves)."""
    return _half({k.name: weight(k) for k in kernels}, glue, min_weight)


def _half(weights: dict[str, int], glue: int, min_weight: int, ahead: int = 0) -> set[str]:
    """choose, on the kernels' weights by name; `ahead`: the weight of the kernels the worker
    already has (Worker.prebuild), counted in its half."""
    if sum(weights.values()) + ahead < min_weight:
        return set()
    half = (sum(weights.values()) + GLUE_WEIGHT * glue + ahead) / 2 - ahead
    chosen, size = set(), 0
    for name in sorted(weights, key=lambda n: -weights[n]):
        if size + weights[name] <= half:
            chosen.add(name)
            size += weights[name]
    return chosen


# The kernels shared with the worker are cut into chunks at these shares of their weight, which the
# two processes claim from either end (Worker): smaller towards the end, where the processes meet,
# and none lighter than MIN_CHUNK_WEIGHT, because a chunk costs a module of its own: ≈ 8 ms in a
# new context (context and parse 1.5, passes 1.7, translation 0.5, two LLVM modules 4; six equal
# chunks made the MLP-1024 step's build 40 ms longer than one module), 3 ms since a process's chunks
# share one (bindings.Reuse): 20,000 then, 10,000 now (a last chunk of seven kernels, ≈ 60 ms, had
# the StoryLM medium step's compile wait 40-56 ms for it).
CHUNK_ENDS = (0.4, 0.55, 0.67, 0.77, 0.85, 0.92, 1.0)
MIN_CHUNK_WEIGHT = 10_000
# This share of the weight of the kernels this process would keep (choose) is shared too, at the
# end that this process claims from first: a worker done early takes it. 0.5 while the worker was a
# new Python process, which started late; 0.2 once it was forked, ready from the start, while each
# chunk this process built instead of keeping its kernels in its own module cost a module of its
# own (8 ms); 0.5 again since chunks share a context (3 ms): against 0.2, paired ratios of 12
# alternated rounds, the StoryLM medium step's cold compile 0.94-0.96x, MLP-1024's 0.95-0.99x (0.8:
# 0.91-0.97x and 1.00x, the transformer's 0.96x; 1.0, everything shared: medium 1.04x).
SHARED_TAIL = 0.5


def plan(kernels, glue: int, min_weight: int, ahead: int = 0) -> list[list[str]]:
    """The kernels both processes may build, as chunks in the order the worker claims them (this
    process claims from the other end): the worker's half (choose; `ahead`: _half's), heaviest
    first, then the heavier SHARED_TAIL of the rest; [] when the module is too small for a worker.
    Why claimed and not fixed: a fixed split by the cost model left the MLP-1024 step's compile
    waiting 50-115 ms for its worker (matmul kernels cost more than their weight, and the worker
    may start late)."""
    weights = {k.name: weight(k) for k in kernels}
    chosen = _half(weights, glue, min_weight, ahead)
    if not chosen:
        return []
    by_weight = sorted(weights, key=lambda n: -weights[n])
    rest = [n for n in by_weight if n not in chosen]
    tail, moved, most = [], 0, SHARED_TAIL * sum(weights[n] for n in rest)
    for name in rest:
        if moved + weights[name] > most:
            break
        tail.append(name)
        moved += weights[name]
    shared = [n for n in by_weight if n in chosen] + tail
    total = sum(weights[n] for n in shared)
    chunks, done, size, end = [[]], 0, 0, 0
    for name in shared:
        middle = done + weights[name] / 2
        if size >= MIN_CHUNK_WEIGHT and middle > CHUNK_ENDS[end] * total and total - done >= MIN_CHUNK_WEIGHT:
            chunks.append([])  # this kernel's middle is past the chunk's end
            size = 0
        while end < len(CHUNK_ENDS) - 1 and middle > CHUNK_ENDS[end] * total:
            end += 1
        chunks[-1].append(name)
        done += weights[name]
        size += weights[name]
    return chunks


def payload(passes: list[str], chunks: list[list[str]], claims: str) -> str:
    """What the worker reads: the passes that lower the kernels, the directory where each chunk is
    claimed, and the chunks (each a list of kernel definitions, Kernel.definition(exported=True)),
    as one JSON document."""
    return json.dumps({"passes": passes, "claims": claims, "chunks": chunks})


def claim(claims: str, index: int) -> bool:
    """Whether this process takes chunk `index`: the first of the two to create its file does
    (O_EXCL: atomic on a local file system). A claim that cannot be made at all (the directory is
    gone) is taken: the compiling process then builds the chunk itself and prefers what it built
    (Worker.result), so the worst is a chunk built twice."""
    try:
        os.close(os.open(os.path.join(claims, str(index)), os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        return True
    except FileExistsError:
        return False
    except OSError:
        return True


def compile_chunk(passes: list[str], definitions: list[str], options: CodegenOptions, reuse: Reuse | None = None,
                  schedule: str | None = None) -> list[bytes]:
    """The object files for one chunk of kernels (in the worker, or here); `reuse`: the context, pass
    managers and scripts of the chunks built before it in this process and build (bindings.Reuse);
    `schedule`: a transform script applied before the passes (the matmul routines' schedule)."""
    ctx, module = parse_verified("\n".join(definitions), reuse.ctx if reuse is not None else None)
    if schedule is not None:
        with ctx:
            interpret(module, schedule, reuse)
    llvm_ir = translate_to_llvm_ir(lower_module(ctx, module, passes, options.verify_each, reuse=reuse))
    return kernel_objects(hidden(llvm_ir), options)


# What the worker reads: WARM (a build took it: warm_up), any number of EARLY items (this byte, the
# item's length in 8 bytes little-endian, then its JSON: {"passes": [...], "kernels": [definition,
# ...]}: Worker.prebuild), then the payload (JSON, `payload`) to the end of its input.
WARM = b"W"
EARLY = b"E"


def serve(inp, out, options: CodegenOptions) -> None:
    """The worker's work: read its input from `inp` (binary: WARM, EARLY items, then a payload to its end),
    write the objects it built to `out` (in `python -m kina_mlir.codegen.worker`, or a forked
    worker: _fork): each early kernel's under the index -1, -2, … (in the order they came), each
    chunk's under its own."""
    # ready before its input arrives: LLVM's target and an MLIR context (a spawned worker imports
    # llvmlite and the bindings here; forked, it has them)
    llvm.target_machine(options.opt)
    reuse, built = Reuse(), {}
    head = inp.read(1)
    if head == WARM:
        warm_up(options, reuse)
        head = inp.read(1)
    while head == EARLY:  # built while the compiling process still bufferizes and outlines
        size = int.from_bytes(inp.read(8), "little")
        item = json.loads(inp.read(size))
        if item.get("llvm") is not None:  # LLVM IR as it is (the build's guard: Worker.early_object)
            built[-1 - len(built)] = [llvm.object_code(item["llvm"], item["opt"])]
        elif item.get("group"):  # the matmul routines: one module, one index
            built[-1 - len(built)] = compile_chunk(item["passes"], item["kernels"], options, reuse, item.get("schedule"))
        else:
            for definition in item["kernels"]:
                built[-1 - len(built)] = compile_chunk(item["passes"], [definition], options, reuse)
        head = inp.read(1)
    data = (head + inp.read()).decode()
    if data:  # empty: nothing was handed over after all
        built.update(compile_payload(data, options, reuse))
    # written once every chunk is built (a pipe filled by the first chunk's objects would stop this
    # process from claiming the next), and ended by END: the compiling process reads up to it, not
    # to this process's exit
    out.write(frame(records(built)))
    out.flush()


# A kernel of the kinds a build has (a loop split over threads, vector arithmetic, a reduction, a
# math call, a fill): compiled by the worker once a build takes it, before its kernels arrive (warm_up).
WARM_KERNEL = """func.func @kernel.0(%karg0: memref<64x32xf32>, %karg1: memref<f32>) -> () attributes {llvm.no_inline} {
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c16 = arith.constant 16 : index
%c32 = arith.constant 32 : index
%z = arith.constant 0.0 : f32
%p = ub.poison : f32
linalg.fill ins(%z : f32) outs(%karg1 : memref<f32>)
scf.forall (%t) in (2) {  // scf.for over %t where the build has one thread
  %i = affine.apply affine_map<(d0) -> (d0 * 32)>(%t)
  scf.for %j = %c0 to %c32 step %c1 {
    %r = arith.addi %i, %j : index
    %v = vector.transfer_read %karg0[%r, %c0], %p {in_bounds = [true]} : memref<64x32xf32>, vector<16xf32>
    %e = math.exp %v : vector<16xf32>
    %f = vector.fma %e, %v, %v : vector<16xf32>
    %s = vector.reduction <add>, %f : vector<16xf32> into f32
    memref.store %s, %karg0[%r, %c16] : memref<64x32xf32>
    vector.transfer_write %f, %karg0[%r, %c0] {in_bounds = [true]} : vector<16xf32>, memref<64x32xf32>
  }
}
  return
}"""


def warm_up(options: CodegenOptions, reuse: Reuse) -> None:
    """Build WARM_KERNEL (objects discarded) in `reuse`'s context, with the passes a build's kernels
    get: what a process pays once, on its first kernel (loading the dialects, registering passes
    and translations, LLVM's first code generation), is paid before the worker's kernels arrive,
    while the compiling process runs its MLIR passes. A forked worker's first kernel (the MLP-1024
    step's threaded transpose routine) took 130 ms of which ~80 were that; the same routine after
    this, 47-52 ms. On WARM, which a build sends when it takes the worker: a spare warming up at once
    beside a build too small for a worker made that build ~40 ms slower (a 64x64 program's cold
    compile, medians of 10: 426 against 382 ms; docs/performance.md, "Issue 23 ... session 33")."""
    text = WARM_KERNEL
    if options.threads < 2:  # no threads' conversion in the passes: a plain loop
        text = text.replace("scf.forall (%t) in (2) {", "scf.for %t = %c0 to %c1 step %c1 {")
    compile_chunk(kernel_passes(options.threads), [text], options, reuse)


def compile_payload(data: str, options: CodegenOptions, reuse: Reuse | None = None) -> dict[int, list[bytes]]:
    """The worker's part of a payload: each chunk it claims, front to back, until one is taken by
    the compiling process (which claims from the back); {chunk index: its objects}. `reuse`: the
    worker's context (compile_chunk)."""
    p = json.loads(data)
    out, reuse = {}, reuse or Reuse()
    for i, definitions in enumerate(p["chunks"]):
        if not claim(p["claims"], i):
            break
        out[i] = compile_chunk(p["passes"], definitions, options, reuse)
    return out


def records(chunks: dict[int, list[bytes]]) -> list[bytes]:
    """The worker's chunks as frame's items: each chunk's index and object count ("3:2"), then its objects."""
    return [item for i, objects in chunks.items() for item in (f"{i}:{len(objects)}".encode(), *objects)]


def unrecord(items: list[bytes] | None) -> dict[int, list[bytes]] | None:
    """records' chunks back; None when they do not parse (a worker that wrote something else)."""
    if items is None:
        return None
    out, at = {}, 0
    try:
        while at < len(items):
            i, n = (int(x) for x in items[at].decode().split(":"))
            if n < 1 or at + 1 + n > len(items):
                return None
            out[i] = items[at + 1:at + 1 + n]
            at += 1 + n
    except ValueError:
        return None
    return out


# The end of a worker's output: a length of 0. Why a mark and not the end of the pipe: the pipe
# ends when the worker has exited, and a forked worker's exit (unmapping what it shares with this
# process) came 15-17 ms after its last write, which the MLP-1024 step's cold compile waited for.
END = bytes(8)


def frame(objects: list[bytes]) -> bytes:
    """Objects as the worker writes them: each its length (8 bytes, little-endian), then it; then END."""
    return b"".join(len(o).to_bytes(8, "little") + o for o in objects) + END


def read_frame(stream) -> list[bytes] | None:
    """frame's objects read from `stream` up to END, without waiting for its end; None when it
    ends first (the worker died, or wrote something else)."""
    objects = []
    while True:
        head = stream.read(8)
        if len(head) < 8:
            return None
        n = int.from_bytes(head, "little")
        if n == 0:
            return objects
        data = stream.read(n)
        if len(data) < n:
            return None
        objects.append(data)


_DEFINE = re.compile(r'^define (?:(?:internal|private|dso_local|hidden) )*(.*?)@"?([^"(]+)"?\((.*)$')
# a kernel (numbered, or a transpose routine's: outline.routine_kernel), or (after `..`) one of its OpenMP helpers
_KERNEL = re.compile(rf"^{re.escape(KERNEL_PREFIX)}(?:\d+(?:{re.escape(MIXED_SUFFIX)}|{re.escape(SMALL_SUFFIX)})?"
                     rf"|{ROUTINE_INFIX}\d*(?:\.edges)?\.t\d+|{re.escape(MATMUL_INFIX)}[0-9a-f]+|{GENERIC_MATMUL})(?:\.\..*)?$")


def _hidden_definition(line: str, m) -> str:
    """A kernel's `define` line (matched by _DEFINE) with its linkage replaced by hidden
    visibility: called from the other object of the same shared object, exported by neither."""
    return "define hidden " + line[m.start(1):]


def _definitions(llvm_ir: str) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """(common lines, [(name, lines) of each function definition]) of printed LLVM IR: a
    definition runs from a line `define …` to the next line `}`; everything else (types,
    constants, declarations, attributes, metadata) is common."""
    common, definitions, current = [], [], None
    for line in llvm_ir.split("\n"):
        if current is None:
            if line.startswith("define "):
                current = [line]
                definitions.append((_DEFINE.match(line).group(2), current))
            else:
                common.append(line)
        else:
            current.append(line)
            if line == "}":
                current = None
    if current is not None:
        raise ValueError("unterminated function definition in the LLVM IR")
    return common, definitions


def split_glue(llvm_ir: str) -> tuple[str, str] | None:
    """(glue, kernels): this process's module as two, so that the glue (the functions around the
    kernels: calls, allocations, descriptors) gets LLVM's O0 (llvm.GLUE_OPT, GLUE_CODEGEN_OPT)
    while the kernels get their own levels (kernel_objects); None without both. The common lines
    are copied into both, where what a module does not use costs nothing."""
    glue, kernels = _glue_and_kernels(llvm_ir)
    return (glue, kernels) if glue is not None and kernels is not None else None


def _glue_and_kernels(llvm_ir: str) -> tuple[str | None, str | None]:
    """split_glue's two modules, each None where the module defines no such function."""
    common, definitions = _definitions(llvm_ir)
    glue, kernels = [], []
    for name, lines in definitions:
        if _KERNEL.match(name):  # a kernel (or its OpenMP helper) moves, called from the glue
            if ".." not in name:
                m = _DEFINE.match(lines[0])
                glue.append("declare hidden " + lines[0][m.start(1):lines[0].rindex("{")].rstrip())
                lines = [_hidden_definition(lines[0], m), *lines[1:]]
            kernels += lines
        else:
            glue += lines
    return ("\n".join(common + glue) if glue else None), ("\n".join(common + kernels) if kernels else None)


_VECTOR = re.compile(r"<\d+ x ")
_GENERIC = re.compile(rf"^{re.escape(KERNEL_PREFIX)}{GENERIC_MATMUL}$")


def split_vectorised(llvm_ir: str) -> tuple[str, str]:
    """(vectorised, scalar): a module of kernels as two, by whether MLIR vectorised them (their
    IR holds vector types; a kernel goes with its OpenMP helpers). A kernel named with
    outline.MIXED_SUFFIX holds scalar loop nests too and goes with the scalar ones; one named with
    outline.SMALL_SUFFIX (scalar, on small buffers) goes with the vectorised ones, which skip
    LLVM's optimiser. Either may hold no function."""
    common, definitions = _definitions(llvm_ir)
    groups: dict[str, list[list[str]]] = {}
    for name, lines in definitions:
        groups.setdefault(name.split("..")[0], []).append(lines)
    sides: tuple[list[str], list[str]] = ([], [])  # (scalar, vectorised)
    defined: tuple[dict, dict] = ({}, {})  # each side's functions: name -> its define line
    for name, parts in groups.items():
        lines = [line for part in parts for line in part]
        # a generic matmul routine's sizes and strides are read at run time: its addressing needs
        # LLVM's optimiser (hoisting, strength reduction), as scalar loop nests do
        mixed = name.endswith(MIXED_SUFFIX) or _GENERIC.match(name) is not None
        small = name.endswith(SMALL_SUFFIX)
        vector = small or (not mixed and any(_VECTOR.search(line) for line in lines))
        sides[vector].extend(lines)
        defined[vector][name] = parts[0][0]
    # a function one side calls and the other defines is declared where it is called: a generic
    # matmul routine's wrapper (matmul_generic.py: no vector of its own) calls it across
    out = []
    for side in (True, False):
        text = "\n".join(sides[side])
        calls = [line for name, line in defined[not side].items() if f"@{name}(" in text]
        out.append("\n".join(common + [_declaration(line) for line in calls] + sides[side]))
    return out[0], out[1]


def _declaration(define: str) -> str:
    """A `declare hidden` line for the function a `define` line (_DEFINE) begins."""
    m = _DEFINE.match(define)
    return "declare hidden " + define[m.start(1):define.rindex("{")].rstrip()


def kernel_objects(llvm_ir: str, options: CodegenOptions) -> list[bytes]:
    """The objects of a module of kernels: the kernels MLIR vectorised at LLVM's optimiser level
    llvm.VECTORISED_OPT (and code generation at the build's level), the others at the build's."""
    opt = options.opt
    vectorised, scalar = split_vectorised(llvm_ir)
    objects = []
    if "\ndefine " in vectorised:
        objects.append(llvm.emit_object(llvm.optimize(vectorised, min(opt, VECTORISED_OPT)), opt, options.lsr))
    if "\ndefine " in scalar:
        objects.append(llvm.object_code(scalar, opt, options.lsr))
    return objects


def hidden(llvm_ir: str) -> str:
    """The worker's LLVM IR with its kernels (external in its module, not their OpenMP helpers)
    defined with hidden visibility (_hidden_definition)."""
    lines = llvm_ir.split("\n")
    for i, line in enumerate(lines):
        m = _DEFINE.match(line) if line.startswith("define ") else None
        if m and _KERNEL.match(m.group(2)) and ".." not in m.group(2):
            lines[i] = _hidden_definition(line, m)
    return "\n".join(lines)


def module_objects(llvm_ir: str, options: CodegenOptions, elsewhere: str = "") -> list[bytes]:
    """A module's objects: the glue apart from the kernels (split_glue, at llvm.GLUE_OPT and
    GLUE_CODEGEN_OPT), else one. Small builds too: a small module can hold heavy kernels (the
    MLP-1024 step's threaded matmuls: its one module at O1 took 400 ms of LLVM, split 277 ms, the
    same code run time), and the split costs a second module's few milliseconds where there is
    little to gain. What a build keeps in its own process (Worker.objects_here) and stage `so`.
    `elsewhere`: the text of kernels built in another process (their references to glue functions
    keep those functions whole: llvm.optimize_glue)."""
    opt, lsr = options.opt, options.lsr
    glue, kernels = _glue_and_kernels(llvm_ir)
    # no kernel here but some `elsewhere`: every kernel was handed to the other process, and the
    # module is all glue (it had been built at the kernels' level, O1: the toy step's glue 170 ms
    # of LLVM where O0 takes ≈ 40); with no kernel anywhere (nothing outlined), it is built whole
    if glue is None or (kernels is None and not elsewhere):
        return [llvm.object_code(llvm_ir, opt, lsr)]
    return [llvm.emit_object(llvm.optimize_glue(glue, min(opt, GLUE_OPT), (kernels or "") + "\n" + elsewhere), min(opt, GLUE_CODEGEN_OPT), lsr),
            *(kernel_objects(kernels, options) if kernels else [])]


# the pipe to the worker is widened to this (Linux: F_SETPIPE_SZ; 1 MiB is the default ceiling
# for unprivileged processes) so that a payload is written at once
PIPE_SIZE = 1 << 20


def _widen_pipe(fd: int) -> int:
    """The capacity of pipe `fd` after asking for PIPE_SIZE (64 KiB where that is refused)."""
    import fcntl

    try:
        return fcntl.fcntl(fd, getattr(fcntl, "F_SETPIPE_SZ", 1031), PIPE_SIZE)
    except OSError:
        try:
            return fcntl.fcntl(fd, getattr(fcntl, "F_GETPIPE_SZ", 1032))
        except OSError:
            return 0


class Worker:
    """The second process of one build. `share` is transforms/outline.outline_kernels's callback."""

    def __init__(self, proc, options: CodegenOptions):
        self.proc, self.options, self.sent, self.writer = proc, options, None, None
        self.pipe_size = _widen_pipe(proc.stdin.fileno()) if proc is not None else 0
        self.passes, self.chunks, self.claims = [], [], None  # chunks: each a list of kernel definitions
        self.reuse = None  # the chunks built here: one context (bindings.Reuse)
        # prebuild's: its passes and {kernel name: definition} in the order handed over; share's
        # choice among them: the names this module calls
        self.early, self.early_used = None, set()
        self.units = 0  # the early kernels handed over so far, as the worker numbers them (-1 - unit)
        self.early_at = 0  # the unit of prebuild's first kernel
        self.matmuls = None  # matmul_routines': (their unit, passes, schedule, definitions)
        self.delivered = False  # its output was read to END (result)
        # the routine library (artifacts/routine_library.Library), set by the build: prebuild takes
        # the early kernels it holds from it ({name: object}), and they count as early kernels
        self.library, self.linked = None, {}
        self.extra = {}  # early_object's: {unit: (LLVM IR, level)}

    @classmethod
    def start(cls, mlir_text: str, options: CodegenOptions, heavy: bool = False, warm: bool = True) -> "Worker":
        """A worker for a module of this text, when it is big enough (options.worker_min_lines) or
        `heavy` (it has matmuls split over threads: a few lines of MLIR, but their OpenMP kernels
        took the MLP-1024 step's 0.16 s of LLVM code generation, which the worker now takes: cold
        0.86 -> 0.72 s, medians of 8 alternated on a quiet machine), and the options and CPUs allow
        one: the spare one prestart() began, if any. `warm`: it warms up now (else: `warm`)."""
        _reap_exited()
        proc = None
        big = mlir_text.count("\n") >= options.worker_min_lines or heavy
        if options.parallel_codegen and usable_cpus() >= 2 and big:
            proc = _SPARE.take(options) or _spawn(options)
        worker = cls(proc, options)
        if warm:
            worker.warm()
        return worker

    def warm(self) -> None:
        """Have it build its warm-up kernel (warm_up) before anything else it is handed. A spare no
        build takes stays idle (its warm-up beside a small build slowed it), and a build that hands
        it matmul routines first does not ask (they pay the one-time costs themselves)."""
        self._send(WARM)

    def _send(self, data: bytes) -> bool:
        """Write `data` to the worker now (a few bytes or KB: the pipe takes them at once); whether it could."""
        if self.proc is None:
            return False
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
            return True
        except OSError:  # it exited: nothing was handed over
            return False

    def objects_here(self, llvm_ir: str) -> list[bytes]:
        """This process's objects for its module `llvm_ir` (module_objects)."""
        return module_objects(llvm_ir, self.options, self.sent or "")

    def prebuild(self, passes: list[str], kernels) -> None:
        """Hand the worker kernels known before outlining, to be lowered with `passes` (the transpose
        routines the elementwise schedule planned: pipeline.lower_to_llvm_dialect): it builds them
        while this process still bufferizes and outlines. Until `share` it has nothing else to do
        (the StoryLM medium step: 0.2-0.4 s), and a routine is among the costliest kernels (the
        MLP-1024 step's threaded one: 45-55 ms of CPU). `share` uses those the module calls, when it
        lowers its kernels with the same passes; the others cost the worker's idle time only."""
        if self.proc is None or self.early is not None or not kernels:
            return
        if self.library is not None:
            for k in kernels:
                obj = self.library.object(k.name) if self.library.serves(passes, k.name) else None
                if obj is not None:
                    self.linked[k.name] = obj
            kernels = [k for k in kernels if k.name not in self.linked]
            if not kernels:
                self.early = (passes, {})
                return
        definitions = {k.name: k.definition(exported=True) for k in kernels}
        item = json.dumps({"passes": passes, "kernels": list(definitions.values())}).encode()
        if self._send(EARLY + len(item).to_bytes(8, "little") + item):
            self.early, self.early_at = (passes, definitions), self.units
            self.units += len(definitions)

    def early_object(self, llvm_ir: str, opt: int) -> bool:
        """Hand the worker a module of LLVM IR to build at level `opt` while it has nothing else to
        do (the build's guard: its kernels come once this process has outlined them); whether it
        took it. Its object is among result()'s: the worker's, or built here if it fails."""
        if self.proc is None:
            return False
        item = json.dumps({"llvm": llvm_ir, "opt": opt}).encode()
        if not self._send(EARLY + len(item).to_bytes(8, "little") + item):
            return False
        self.extra[self.units] = (llvm_ir, opt)
        self.units += 1
        return True

    def matmul_routines(self, passes: list[str], schedule: str, definitions: list[str]) -> bool:
        """Hand the worker the module's matmul routines (transforms/matmul_routines.py), to be
        scheduled with `schedule` and lowered with `passes` as one module, from the start of the
        build; whether it took them (else the module keeps its matmuls). Their objects are always
        among result()'s: the worker's, or built here if it fails."""
        if self.proc is None or self.matmuls is not None or not definitions:
            return False
        item = json.dumps({"passes": passes, "kernels": definitions, "schedule": schedule, "group": True}).encode()
        if not self._send(EARLY + len(item).to_bytes(8, "little") + item):
            return False
        self.matmuls = (self.units, passes, schedule, definitions)
        self.units += 1
        return True

    def share(self, passes: list[str], kernels, glue: int) -> set[str]:
        """Share about half of the work and more (the `kernels`, and `glue` statements that stay
        here; plan) with the worker, with the `passes` that lower the kernels; returns their names:
        this module only declares them. The worker claims chunks of them from the front, this
        process from the back once its own module is built (result). Kernels it was handed
        before (prebuild) with the same passes are its too, outside the chunks."""
        if self.proc is None:
            return set()
        named = {k.name: k for k in kernels}
        if sum(weight(k) for k in kernels) < self.options.worker_min_weight:
            return set()  # too small for a second process: the kernels it was handed early too are built here
        if self.early is not None and self.early[0] == passes:
            self.early_used = {n for n in [*self.early[1], *self.linked] if n in named}
        # the early kernels count as the worker's: the one it was handed in the MLP-1024 step
        # (its threaded transpose routine) was still being built when the kernels were shared,
        # and with its weight left out the compile waited 24-43 ms for the worker
        chunks = plan([k for k in kernels if k.name not in self.early_used], glue, self.options.worker_min_weight,
                      sum(weight(named[n]) for n in self.early_used if n not in self.linked))
        if not chunks and not self.early_used:
            return set()
        import tempfile  # here: the worker, which imports this module too, never needs it

        try:
            self.claims = tempfile.mkdtemp(prefix="kina-claims-")
        except OSError:  # no writable temporary directory: everything is built here (the early kernels too)
            self.early_used = set()
            return set()
        self.passes = passes
        self.chunks = [[named[n].definition(exported=True) for n in chunk] for chunk in chunks]
        early = [d for n, d in self.early[1].items() if n in self.early_used] if self.early else []
        self.sent = "\n".join([*(d for chunk in self.chunks for d in chunk), *early])
        data = payload(passes, self.chunks, self.claims).encode()
        if len(data) <= self.pipe_size:  # the pipe holds it all: written at once, never blocks
            self._write(data)
        else:
            # written by a thread, which needs the GIL for every chunk the worker drains while
            # this process lowers on (a 100 KB payload through a 64 KiB pipe reached the worker
            # late that way)
            self.writer = threading.Thread(target=self._write, args=(data,), daemon=True)
            self.writer.start()
        return {n for chunk in chunks for n in chunk} | self.early_used

    def _write(self, data: bytes) -> None:
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.close()
        except OSError:  # it exited before reading: result() builds the payload here
            pass

    def result(self, reuse: Reuse | None = None, meanwhile=None) -> list[bytes]:
        """The shared kernels' objects ([] when nothing was shared): the chunks this process claims
        from the back until it meets one the worker took, then the worker's; a chunk the worker
        claimed but did not deliver (it failed or died) is built here, in `reuse`'s context (the
        module's: its dialects loaded, and the pass managers of its last passes, which a chunk
        runs too) or a new one. `meanwhile()`: work of this process's own, run once it has claimed
        what it could, while the worker still builds (the build's guard object)."""
        self.reuse = reuse
        if self.sent is None and self.matmuls is None and not self.extra:
            self.discard()
            if meanwhile is not None:
                meanwhile()
            return []
        here = {}
        for i in reversed(range(len(self.chunks))):
            if not claim(self.claims, i):
                break
            here[i] = self._build(i)
        if meanwhile is not None:
            meanwhile()
        if self.sent is None:  # only early items: an empty payload, and the worker writes them
            self._write(b"")
        items = read_frame(self.proc.stdout)
        if self.writer is not None:
            self.writer.join()
        if items is None:  # no END: it died, or is dying; what it built is built here
            self.proc.wait()
        else:
            self.delivered = True
        there = unrecord(items) or {}
        objects = []
        for i in range(len(self.chunks)):
            objects += here.get(i) or there.get(i) or self._build(i)
        for i, (name, definition) in enumerate(self.early[1].items() if self.early else ()):
            if name in self.early_used:
                objects += there.get(-1 - self.early_at - i) or compile_chunk(self.early[0], [definition], self.options, self._reuse())
        objects += [obj for name, obj in self.linked.items() if name in self.early_used]
        for unit, (llvm_ir, opt) in self.extra.items():
            objects += there.get(-1 - unit) or [llvm.object_code(llvm_ir, opt)]
        if self.matmuls is not None:
            unit, passes, schedule, definitions = self.matmuls
            objects += there.get(-1 - unit) or compile_chunk(passes, definitions, self.options, self._reuse(), schedule)
        return objects

    def _build(self, index: int) -> list[bytes]:
        return compile_chunk(self.passes, self.chunks[index], self.options, self._reuse())

    def _reuse(self) -> Reuse:
        if self.reuse is None:
            self.reuse = Reuse()
        return self.reuse

    def discard(self) -> None:
        """Stop and reap the process if it still runs (also on an error before result()), and
        remove the claims. One that delivered its objects is exiting on its own: it is reaped
        later (_reap_exited), not waited for."""
        proc = self.proc
        if proc is not None and self.delivered and proc.poll() is None:
            _EXITING.append(proc)
        elif proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()
        if self.writer is not None:
            self.writer.join()  # its write failed when the process died
        if proc is not None:
            _close_pipes(proc)
        if self.claims is not None:
            import shutil

            shutil.rmtree(self.claims, ignore_errors=True)
            self.claims = None


# Workers that delivered their objects and were still exiting when their build ended: reaped
# without waiting when the next worker starts, and at exit.
_EXITING: list = []


def _reap_exited() -> None:
    _EXITING[:] = [proc for proc in _EXITING if proc.poll() is None]


def _close_pipes(proc) -> None:
    for f in (proc.stdin, proc.stdout):
        try:
            f.close()
        except OSError:
            pass


def _spawn(options: CodegenOptions):
    """A worker: forked from this process where that is safe (_forkable), else a new Python
    running `python -m kina_mlir.codegen.worker`; None when neither starts."""
    if _forkable():
        try:
            return _fork(options)
        except OSError:
            pass
    try:
        return subprocess.Popen([sys.executable, "-m", "kina_mlir.codegen.worker", options.to_json()],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    except OSError:
        return None


def _forkable() -> bool:
    """Whether to fork the worker: on Linux, unless KINA_WORKER_FORK is off, while this process runs
    no other Python thread (whose locks a child would inherit held) and has not initialised MPI.
    Why: a new Python process was ready 0.13-0.28 s after it started (Python, then loading LLVM's
    and MLIR's libraries: 50 and 30 ms alone), while the MLP-1024 step shares its kernels ~0.1 s
    into the build; a forked one has them loaded (docs/performance.md, "Issue 23 ... session 32")."""
    return (sys.platform.startswith("linux") and threading.active_count() == 1 and bool(read("KINA_WORKER_FORK"))
            and "mpi4py.MPI" not in sys.modules)  # an MPI rank (MPI_Init done) is not forked


class _Forked:
    """A forked worker, as much of a subprocess.Popen as Worker and _Spare use."""

    def __init__(self, pid: int, stdin, stdout):
        self.pid, self.stdin, self.stdout, self.returncode = pid, stdin, stdout, None

    def poll(self):
        return self._reap(os.WNOHANG)

    def wait(self):
        return self._reap(0)

    def _reap(self, flags: int):
        """Its exit code, once os.waitpid with `flags` reaped it (None while it runs)."""
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, flags)
            except ChildProcessError:  # reaped elsewhere (a SIGCHLD handler): it is gone
                pid, status = self.pid, None
            if pid:
                self.returncode = -1 if status is None else os.waitstatus_to_exitcode(status)
        return self.returncode

    def kill(self) -> None:
        if self.poll() is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def _fork(options: CodegenOptions) -> _Forked:
    """A worker forked from this process, running serve on two pipes; everything else it
    inherited is closed (a copy of another worker's pipe would keep that one from its end of input),
    its stderr is /dev/null (as a spawned worker's), and it leaves by os._exit, never returning
    into this process's code or running its exit handlers."""
    payload_r, payload_w = os.pipe()
    objects_r, objects_w = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        for fd in (payload_r, payload_w, objects_r, objects_w):
            os.close(fd)
        raise
    if pid == 0:  # the child
        code = 1
        try:
            os.dup2(payload_r, 0)
            os.dup2(objects_w, 1)
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 2)
            os.closerange(3, os.sysconf("SC_OPEN_MAX") if hasattr(os, "sysconf") else 65536)
            with open(0, "rb", closefd=False) as inp, open(1, "wb", closefd=False) as out:
                serve(inp, out, options)
            code = 0
        finally:
            os._exit(code)
    os.close(payload_r)
    os.close(objects_w)
    return _Forked(pid, open(payload_w, "wb"), open(objects_r, "rb"))


class _Spare:
    """At most one worker started ahead of the build that will take it. A worker's start (Python,
    the MLIR bindings, llvmlite, its target machine: 0.2-0.4 s of CPU) overlapped only the MLIR
    passes when it was started after the emitter, and a GRU step shares its kernels 0.2 s into
    those passes: the worker was not ready. Started when the cache misses (before the front end
    runs), it is ready by then. A build too small for a worker leaves it for the next one; it is
    stopped at exit, and a forked child drops its parent's (_forget_in_child)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.proc, self.options = None, None

    def start(self, options: CodegenOptions) -> None:
        if not (options.parallel_codegen and usable_cpus() >= 2):
            return
        key = options.to_json()
        with self.lock:
            if self._usable() and self.options == key:
                return
            self._stop()
            self.proc, self.options = _spawn(options), key

    def take(self, options: CodegenOptions):
        with self.lock:
            if not (self._usable() and self.options == options.to_json()):
                return None
            proc, self.proc = self.proc, None
            return proc

    def stop(self) -> None:
        with self.lock:
            self._stop()

    def _usable(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def _stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is not None:
            proc.kill()  # idle, holding nothing: not waited for to finish its start and read end of input
            proc.wait()
            _close_pipes(proc)


_SPARE = _Spare()
atexit.register(_SPARE.stop)


def _forget_in_child() -> None:
    # a forked child: the parent's spare is not its own, and the lock may have been held by a
    # thread that does not exist here
    _SPARE.lock = threading.Lock()
    _SPARE.proc = None


os.register_at_fork(after_in_child=_forget_in_child)


# What a forked worker uses at once (serve: LLVM's target machine, an MLIR context): loaded here, a
# worker forked when the build asks for it is as ready as one forked ahead.
WORKER_MODULES = ("llvmlite.binding", "torch_mlir.ir", "torch_mlir.passmanager")


def prestart(options: CodegenOptions) -> None:
    """Start a worker for a build that is likely to follow (the function index missed): taken by
    the next big build (Worker.start), else stopped at exit. Not where this process would fork it
    with its libraries loaded (WORKER_MODULES): forked here, before the front end, the worker made
    every page the front end then wrote a copy-on-write fault in this process (the MLP-1024 step's
    cold front end: 2,220 minor faults against 317 without a worker, 52-111 ms against 35-42),
    while the build forks one as ready in 5 ms (docs/performance.md, "Issue 23 ... session 41").
    A worker spawned as a new Python, or forked before the bindings are imported, has a start to
    make, which the front end overlaps."""
    if _forkable() and all(m in sys.modules for m in WORKER_MODULES):
        return
    _SPARE.start(options)
