"""Where a cold compile's time goes (issue 23 item 3): one benchmark case compiled in a fresh process
with an empty cache (this machine's tuning tables and routine library copied in, as benchmarks/run.py's cold compiles do).

    uv run python benchmarks/cold_profile.py medium-step [--reps 3]

Every module an untimed first compile of the case imported is imported before the clock, as benchmarks/run.py's
cold compiles do (its own line, not in the total). Prints, per part, the median over --reps fresh processes of this
process's wall time:
  - the front end's stages and the build's (`kina compile --timings`' labels);
  - inside "MLIR passes": each schedule, pass group and outlining step of kina_mlir.pipeline, and inside
    each the MLIR passes it runs (one PassManager per pass, so a group's time is split by pass);
  - inside "LLVM opt + codegen": each llvmlite optimise / object emission, by module and level, and
    the shared kernels: the chunks this process claimed and built (their passes and LLVM inside),
    then the wait for the worker's;
  - the largest of those imports (lark, the MLIR bindings, llvmlite), timed alone in another fresh process;
and the codegen worker's CPU seconds (it runs beside this process: its time is on the critical path
only where this process waits for it, after the chunks it built itself)."""
from __future__ import annotations

import argparse
import collections
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def child(case: str, imports: list[str]) -> dict:
    """One cold compile, instrumented; returns {part: seconds}, parts named "stage", "stage/step"
    or "stage/step/pass" in the order they first ran, and the modules it imported. `imports`: modules
    imported before the clock, as benchmarks/run.py's cold compiles do (those an earlier compile of
    the case imported)."""
    sys.path.insert(0, HERE)
    import run as R

    src, args, _, _, _ = R.step_program(case, R.SIZES["full"], None)
    before = set(sys.modules)
    t = time.perf_counter()
    R.import_modules(imports)
    imported_s = time.perf_counter() - t
    parts: dict = collections.Counter()
    where = ["MLIR passes"]  # the step a pass runs in

    def timed(label, fn, step: bool = False):
        def wrapper(*a, **k):
            name = label(*a, **k) if callable(label) else label
            parts[name] += 0.0  # its place in the order: before the passes it runs
            outer = where[-1]
            if step:
                where.append(name)
            t = time.perf_counter()
            try:
                return fn(*a, **k)
            finally:
                parts[name] += time.perf_counter() - t
                if step:
                    where.pop()
                assert where[-1] == outer
        return wrapper

    import kina
    import kina_mlir.bindings as B
    import kina_mlir.pipeline as P
    from kina_mlir.codegen import llvm, parallel

    def run_passes(passes, module, verify_each=False, reuse=None):  # one pass at a time, each timed (a Reuse's managers unused)
        from torch_mlir import passmanager

        for p in passes:
            pm = passmanager.PassManager.parse(B.textual([p]))
            pm.enable_verifier(verify_each)
            t = time.perf_counter()
            pm.run(module.operation)
            parts[f"{where[-1]}/{p.split('{')[0][:60]}"] += time.perf_counter() - t

    P.run_passes = run_passes
    step = P._step
    P._step = lambda what, fn, *a: timed(f"MLIR passes/{what}", step, True)(what, fn, *a)
    P.lower_module = timed("MLIR passes/after outlining: transposes, the glue's passes", P.lower_module, True)
    P.parse_verified = timed("MLIR passes/parse + verify the emitted text", P.parse_verified)
    def llvm_step() -> str:  # LLVM's work in a chunk built here is a part of that chunk's line
        return where[-1] if where[-1].startswith("LLVM") else "LLVM opt + codegen"

    llvm.optimize = timed(lambda ir, opt=1, prepare=None: f"{llvm_step()}/optimise at O{opt}, a module of {ir.count(chr(10))} lines", llvm.optimize)
    llvm.emit_object = timed(lambda mod, opt=1, lsr=False: f"{llvm_step()}/objects at O{opt}", llvm.emit_object)
    # the shared kernels: the chunks this process claimed (their MLIR passes and LLVM inside), then the wait
    parallel.Worker.result = timed("LLVM opt + codegen/the shared kernels: chunks built here, then the wait for the worker's",
                                   parallel.Worker.result, True)
    parallel.Worker._build = timed(lambda self, i: f"{where[-1]}/chunks built here", parallel.Worker._build, True)
    kids0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    if src is None:  # the toy step: StoryLM-0's packaged program
        from kina_storylm.model import program_path

        prog = kina.compile_file(program_path("storylm0_nll_step"))
    else:
        prog = kina.compile_source(src, f"<profile {case}>")
    prog.step(*args)
    total = time.perf_counter() - t0
    stages = {}
    for label, seconds, part in prog.timings:
        name = label.split(": ", 1)[-1]  # "step: MLIR passes": the function's name dropped
        stages[name] = stages.get(name, 0.0) + seconds
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = {"imports before the clock (not in the total)": imported_s, "total: compile + first call": total, **stages,
           "the first call itself, loading and the rest": total - sum(stages.values()),
           "the codegen worker's CPU (beside this process)": kids.ru_utime + kids.ru_stime - kids0.ru_utime - kids0.ru_stime}
    out.update(parts)
    return out, R.modules_since(before)


IMPORTS = """
import time, json
import numpy  # the benchmark's inputs are NumPy arrays: imported before the clock
out = {}
for name, stmt in (("import lark", "import lark"), ("import the MLIR bindings", "import torch_mlir.ir"),
                   ("import llvmlite + initialise LLVM", "import llvmlite.binding as b; b.initialize_native_target(); b.initialize_native_asmprinter()")):
    t = time.perf_counter(); exec(stmt); out[name] = time.perf_counter() - t
print(json.dumps(out))
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("case", nargs="?", default="medium-step")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--json", help="also write the medians there: {case, reps, parts: {label: ms}, imports: {label: ms}}; "
                                   "a part's label is its line's, prefixed with the lines it is part of and '/'")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        parts, modules = child(a.case, json.loads(os.environ.get("KINA_PROFILE_IMPORTS", "[]")))
        print(json.dumps({"parts": parts, "modules": modules}))
        return 0
    sys.path.insert(0, HERE)
    from run import fresh_cache

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    runs, imports, modules = [], [], []
    tmp = tempfile.mkdtemp(prefix="kina-cold-profile-")
    try:
        for rep in range(a.reps + 1):  # the first primes Python's bytecode cache and names the modules, untimed
            cache = fresh_cache(os.path.join(tmp, str(rep)))
            p = subprocess.run([sys.executable, __file__, a.case, "--child"], capture_output=True, text=True,
                               env=dict(env, KINA_CACHE_DIR=cache, KINA_PROFILE_IMPORTS=json.dumps(modules)))
            if p.returncode:
                sys.exit(p.stderr[-3000:])
            q = subprocess.run([sys.executable, "-c", IMPORTS], env=env, capture_output=True, text=True)
            out = json.loads(p.stdout.strip().splitlines()[-1])
            if rep:
                runs.append(out["parts"])
                imports.append(json.loads(q.stdout.strip().splitlines()[-1]))
            else:
                modules = out["modules"]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{a.case}: cold compile, medians of {a.reps} fresh processes (ms)")
    med = {label: 1e3 * statistics.median(r.get(label, 0.0) for r in runs) for label in runs[0]}
    for label, ms in med.items():
        if "/" in label:
            continue
        print(f"  {ms:8.1f}  {label}")
        for sub, sub_ms in med.items():
            if sub.startswith(label + "/"):
                depth = sub.count("/")
                print(f"  {'':{4 * depth}}{sub_ms:8.1f}  {sub.split('/', depth)[-1]}")
    imported = {label: 1e3 * statistics.median(r[label] for r in imports) for label in imports[0]}
    if a.json:
        with open(a.json, "w") as fh:
            json.dump({"case": a.case, "reps": a.reps, "parts": med, "imports": imported}, fh, indent=1)
    print("first imports, timed alone in a fresh process (before the clock above, with the rest of the compiler's modules):")
    for label, ms in imported.items():
        print(f"  {ms:8.1f}  {label}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
