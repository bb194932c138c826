"""Kina's benchmark suite against peers (issue 9 item 4).

    uv run --group bench python benchmarks/run.py            # the full suite (JAX and matplotlib from the `bench` group)
    uv run python benchmarks/run.py --quick                  # smoke test: tiny sizes, one repetition, Kina + NumPy only
    git worktree add /tmp/kina-base REV && uv run --group bench python benchmarks/run.py --base /tmp/kina-base
                                                             # before/after: REV's compiler against this one, alternated

Cases (each timed in fresh processes, alternated between implementations, --reps times):
  toy-step          StoryLM-0's §15 SGD step (packaged storylm0_nll_step.kina, B1 T4 D4 H2 V8), NumPy arrays in and out
  train-loop-120    120 of those steps (40 epochs x 3 corpus windows), weights fed back each call
  greedy-per-token  the 32-token greedy KV-cache rollout from "once upon a time" (trained weights), per token
  greedy-in-graph-36, greedy-in-graph-256  issue 20: the same rollout with Kina's prefill and 32 steps in ONE call
                    (kina_storylm's `generate[M]`, a loop carrying the KV caches) at Tmax 36 and 256, against the
                    per-token host loops (Kina's own, NumPy by hand, JAX jit)
  medium-step       StoryLM at B8 T64 D128 H4 V256, one SGD step
  transformer-step  a 2-layer pre-LN transformer (B8 T32 D64 H4 F256 V256), mean NLL and every cotangent
  mlp-1024-step     a two-layer tanh MLP SGD step, x[256,1024] @ W1[1024,1024] @ W2[1024,1024]
  gru-step          issue 20: examples/gru-lm/gru.kina's AdamW step (B16 T32 V96 E32 H256), the recurrence ONE
                    Kina loop, against JAX lax.scan (and JAX with the loop unrolled by tracing)
  transformer-scan-step  issue 20: examples/char-transformer/transformer_scan.kina's AdamW step (B8 T128 D256,
                    4 heads, MLP 4x, L6, V96), the layers ONE loop over stacked weights [L, 12 D + 9, D], against
                    JAX lax.scan over the same stack (and unrolled)
  cold-compile-*    a fresh process with an empty KINA_CACHE_DIR: `kina.compile_*` + the first call against JAX's
                    trace + compile + first run. Each library's modules are imported before the clock: `import jax`
                    (and the peers' module) for JAX; for Kina, which imports its compiler lazily on the first
                    compile, every module an untimed compile of the same case imported, in that order (imports
                    only: nothing is compiled, created or started). Each row also reports those imports' time, and
                    the table a second ratio with them in both clocks ("import + first call") and a third with
                    Kina's inside and JAX's outside (sessions 25-30's convention). Python's bytecode cache is primed
                    by that untimed run, as an installed Python has it (--source-imports: compile every module
                    from source, which a set PYTHONDONTWRITEBYTECODE does in every fresh process)
  cold-compile-loops  the same for the GRU step and the layer-loop transformer at L 2, 6 and 12 (compile time
                    must not grow with L), against JAX's scan and unrolled versions
  jvp-mlp-1024      issue 21: the mlp-1024 loss's JVP along (v1, v2) by forwardMode, against jax.jvp
  hvp-mlp-1024      issue 21: its gradient and Hessian-vector product, forwardMode over reverseMode (§C5), against
                    jax.jvp(jax.grad(f))
  cnn-step          issue 25: a small CNN's SGD step (B32, 32x32x3, conv 3x3 -> 32, ReLU, 2x2 max pool, conv 3x3 -> 64,
                    ReLU, 2x2 max pool, dense -> 10, softmax cross-entropy) with Kina's conv/max_pool (linalg
                    convolution and pooling ops, vectorised), against jax.lax.conv_general_dilated + reduce_window
  cnn-step-im2col   the same step written as Kina programs did before convolutions existed (nine slices of the
                    padded input + concat + one matmul per convolution, reshape + reduce_max per pooling): the "before"
  dwconv-causal     a depthwise causal 1-D convolution, x [8, 512, 256], kernel 4, low 3, groups 256 (forward)
  train-cli-warm    `kina-storylm train -q` in a fresh process with a warm cache against benchmarks/numpy_train.py (each
                    run once untimed first, which also primes Python's bytecode cache, as for the cold compiles; at least
                    11 rounds whatever --reps, and the median of each round's ratio printed beside the ratio of medians);
                    also the script started and ended as the CLI's console entry is (kina.console's garbage collection)
  call-overhead     issue 23 item 4 (target <= 6 µs per call): a compiled function of 10 F32[4] arguments and 5 results
                    (result i = argument 2i + argument 2i+1, the smallest body the compiler keeps), called from Python with
                    NumPy arrays (argument checks included), and through call_buffers with Buffers in and out; each
                    sample is the mean of CALL_BATCH calls, the row its median; peers: the NumPy backend, the 5 adds
                    in NumPy by hand, jax.jit

Matmul peak (issue 23 item 2): before the medium, transformer and MLP-1024 steps, a 2048^3 F32 matmul with every
CPU, NumPy/OpenBLAS and JAX jit alternated in --reps fresh processes of 20 timed calls; its best GFLOP/s is the
run's "two-core peak", and each of those steps prints its Kina GFLOP/s as a share of it (--no-peak skips it).

Peers: Kina's NumPy backend, NumPy by hand (benchmarks/programs.py), JAX jit (when installed), PyTorch is not
written here (not installed on the development machine, so it could not be checked). Before any timing every
implementation's first result is compared with NumPy by hand (tolerances in TOL); a row that differs is
reported as a mismatch and not timed. Results: benchmarks/results/<date>.json and a PNG bar chart beside it."""
from __future__ import annotations

import argparse
import datetime
import importlib
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# The full sizes and the --quick ones (tiny: the smoke test checks the shape of the results, not times).
SIZES = {
    "full": {"medium": dict(B=8, T=64, D=128, H=4, V=256), "transformer": dict(B=8, T=32, D=64, H=4, F=256, V=256, L=2),
             "mlp": dict(N=256, D=1024), "epochs": 40, "new_tokens": 32,
             "gru": dict(B=16, T=32, V=96, E=32, H=256), "tscan": dict(B=8, T=128, V=96, L=6, H=4, Dh=64),
             "cnn": dict(B=32, S=32, C=3, C1=32, C2=64, K=10), "dwconv": dict(B=8, T=512, C=256, K=4)},
    "quick": {"medium": dict(B=1, T=4, D=8, H=2, V=8), "transformer": dict(B=1, T=4, D=8, H=2, F=8, V=8, L=2),
              "mlp": dict(N=4, D=8), "epochs": 1, "new_tokens": 4,
              "gru": dict(B=2, T=3, V=5, E=2, H=3), "tscan": dict(B=2, T=4, V=7, L=2, H=2, Dh=3),
              "cnn": dict(B=2, S=8, C=3, C1=4, C2=8, K=10), "dwconv": dict(B=2, T=16, C=8, K=4)},
}
LOOP_CASES = ("gru-step", "transformer-scan-step")  # issue 20: Kina programs of examples/ with a loop
FWD_CASES = ("jvp-mlp-1024", "hvp-mlp-1024")  # issue 21: forwardMode, and forwardMode over reverseMode
CONV_CASES = ("cnn-step", "cnn-step-im2col", "dwconv-causal")  # issue 25: convolutions
STEP_CASES = ("toy-step", "medium-step", "transformer-step", "mlp-1024-step", *LOOP_CASES, *FWD_CASES, *CONV_CASES)
# greedy cases: (window Tmax, Kina in graph)
GREEDY = {"greedy-per-token": (36, False), "greedy-in-graph-36": (36, True), "greedy-in-graph-256": (256, True)}
OVERHEAD_CASE = "call-overhead"  # issue 23 item 4: host overhead of a call
OVERHEAD_TARGET_US = 6.0
OVERHEAD_BUFFERS = "kina native call_buffers"  # the call-overhead case only: Buffers in and out
CALL_BATCH = 200  # calls per call-overhead sample (a sample of one call would mostly time the clock)
TIMED_CASES = (OVERHEAD_CASE, "toy-step", "train-loop-120", "greedy-per-token", "medium-step", "transformer-step", "mlp-1024-step",
               *LOOP_CASES, "greedy-in-graph-36", "greedy-in-graph-256", *FWD_CASES, *CONV_CASES)
COLD_CASES = ("toy-step", "medium-step", "mlp-1024-step", "cnn-step", "transformer-step")  # the slowest compile last
# cold-compile-loops: (row name, step case, size overrides); the transformer's at three depths
COLD_LOOP_CASES = (("gru", "gru-step", {}), *((f"transformer-scan L{n}", "transformer-scan-step", {"L": n}) for n in (2, 6, 12)))
LOOP_PROGRAMS = {"gru-step": os.path.join(ROOT, "examples", "gru-lm", "gru.kina"),
                 "transformer-scan-step": os.path.join(ROOT, "examples", "char-transformer", "transformer_scan.kina")}
# max |got - want| / (1 + max |want|) over every output; the loop compounds 120 steps of float32 rounding.
# The loop steps' outputs are the loss and theta, m, v after AdamW: m moves by (1 - b1) g, so a tolerance
# on m of 1e-5 is one of 1e-4 on the gradient.
TOL = {"toy-step": 1e-4, "medium-step": 1e-4, "transformer-step": 1e-4, "mlp-1024-step": 1e-4, "train-loop-120": 1e-3,
       "greedy-per-token": 0.0, "gru-step": 1e-5, "transformer-scan-step": 1e-5, "greedy-in-graph-36": 0.0,
       "greedy-in-graph-256": 0.0, "jvp-mlp-1024": 1e-4, "hvp-mlp-1024": 1e-4, "cnn-step": 1e-4, "cnn-step-im2col": 1e-4,
       "dwconv-causal": 1e-5, OVERHEAD_CASE: 0.0}
BEFORE = "kina before"  # --base TREE: "kina native" with that tree's packages (this harness, programs and inputs)
IMPLS = (BEFORE, "kina native", OVERHEAD_BUFFERS, "kina native per-token", "kina numpy backend", "numpy by hand", "jax jit", "jax jit unrolled")
UNROLLED = "jax jit unrolled"  # the loop cases only: JAX tracing the Python loop over T (or L) instead of lax.scan
PER_TOKEN = "kina native per-token"  # the in-graph cases only: Kina's own host loop, one call per token


def case_impls(case: str, impls: list[str]) -> list[str]:
    """The rows of `case` among the implementations this run has."""
    return [i for i in impls if (i != BEFORE or BASE) and (i != UNROLLED or case in LOOP_CASES) and (i != PER_TOKEN or GREEDY.get(case, (0, False))[1])
            and (i != OVERHEAD_BUFFERS or case == OVERHEAD_CASE)]
KINA = ("kina native", "kina numpy backend")
PROMPT = [1, 2, 3, 4]  # "once upon a time"


# --------------------------------------------------------------------------------------- the cases

def step_program(case: str, sz: dict, override: dict | None = None):
    """(Kina source, None for the packaged file, or (file, sizes) for a loop case; inputs; NumPy by hand;
    JAX factory; matmul FLOPs). `override`: sizes replacing the case's (the cold compiles' L)."""
    import functools

    import programs as P

    if case == "gru-step":
        m = {**sz["gru"], **(override or {})}
        rest = {k: m[k] for k in ("V", "E", "H")}
        return ((LOOP_PROGRAMS[case], m), P.gru_inputs(**m), functools.partial(P.gru_numpy, **rest),
                lambda J, unrolled=False: J.make_gru_step(**rest, unrolled=unrolled), P.gru_flops(**m))
    if case == "transformer-scan-step":
        m = {**sz["tscan"], **(override or {})}
        rest = {k: m[k] for k in ("V", "T", "L", "H", "Dh")}
        return ((LOOP_PROGRAMS[case], m), P.tscan_inputs(**m), functools.partial(P.tscan_numpy, **rest),
                lambda J, unrolled=False: J.make_tscan_step(**rest, unrolled=unrolled), P.tscan_flops(**m))

    if case == "toy-step":
        return None, P.storylm_inputs(**P.TOY), P.storylm_numpy, lambda J: J.make_storylm_step(P.TOY["H"]), P.storylm_flops(**P.TOY)
    if case == "medium-step":
        m = sz["medium"]
        return P.storylm_source(**m), P.storylm_inputs(**m), P.storylm_numpy, lambda J: J.make_storylm_step(m["H"]), P.storylm_flops(**m)
    if case == "transformer-step":
        m = sz["transformer"]
        return (P.transformer_source(**m), P.transformer_inputs(**m), P.transformer_numpy,
                lambda J: J.make_transformer_step(m["H"], m["L"]), P.transformer_flops(**m))
    if case == "mlp-1024-step":
        m = sz["mlp"]
        return P.mlp_source(**m), P.mlp_inputs(**m), P.mlp_numpy, lambda J: J.make_mlp_step(), P.mlp_flops(**m)
    if case == "jvp-mlp-1024":
        m = sz["mlp"]
        return P.jvp_source(**m), P.fwd_inputs(**m), P.jvp_numpy, lambda J: J.make_jvp_step(), P.jvp_flops(**m)
    if case == "hvp-mlp-1024":
        m = sz["mlp"]
        return P.hvp_source(**m), P.fwd_inputs(**m), P.hvp_numpy, lambda J: J.make_hvp_step(), P.hvp_flops(**m)
    if case in ("cnn-step", "cnn-step-im2col"):
        m = sz["cnn"]
        return (P.cnn_source(**m, im2col=case.endswith("im2col")), P.cnn_inputs(**m), P.cnn_numpy, lambda J: J.make_cnn_step(),
                P.cnn_flops(**m))
    if case == "dwconv-causal":
        m = sz["dwconv"]
        return P.dwconv_source(**m), P.dwconv_inputs(**m), P.dwconv_numpy, lambda J: J.make_dwconv_step(), P.dwconv_flops(**m)
    raise KeyError(case)


def kina_program(case: str, sz: dict, backend: str):
    import kina

    src = step_program(case, sz)[0] if case in STEP_CASES else None
    if case in LOOP_CASES:  # the example's generic `step`, specialised (compiled) at the case's sizes
        import types

        path, sizes = src
        return types.SimpleNamespace(step=kina.compile_file(path, backend=backend).step.specialise(**sizes))
    if src is None:
        from kina_storylm.model import program_path

        return kina.compile_file(program_path("storylm0_nll_step"), backend=backend)
    return kina.compile_source(src, f"<benchmark {case}>", backend=backend)


def corpus_windows():
    from kina_storylm.fixtures import load_corpus  # json + numpy only: the NumPy peer stays kina-free

    return list(load_corpus())


def trained_weights(sz: dict) -> dict:
    """StoryLM-0 after the 120-step loop (NumPy by hand): decided argmaxes for the greedy case."""
    import programs as P

    w = list(P.storylm_inputs(**P.TOY)[2:])
    for _ in range(SIZES["full"]["epochs"]):
        for ids, tg in corpus_windows():
            _, *new = P.storylm_numpy(ids, tg, *w)
            w[0], w[3], w[4], w[5], w[6], w[7] = new  # w: emb, mask, scale, wq, wk, wv, wo, lm_head, lr
    return dict(zip(("token_embedding", "wq", "wk", "wv", "wo", "lm_head"), (w[0], *w[3:8])))


def make_call(case: str, impl: str, sz: dict):
    """A zero-argument callable running one unit of the case, returning its outputs as NumPy arrays;
    and the number of units (tokens) one call covers."""
    backend = {"kina native": "native", "kina numpy backend": "numpy", OVERHEAD_BUFFERS: "native"}.get(impl)
    if case == OVERHEAD_CASE:
        return overhead_call(impl, backend), CALL_BATCH
    if case in STEP_CASES:
        _, args, by_hand, jax_factory, _ = step_program(case, sz)
        if backend:
            step = kina_program(case, sz, backend).step
            if case in CONV_CASES:  # a one-result step returns its array, the peers a 1-tuple
                return (lambda: (lambda r: r if isinstance(r, tuple) else (r,))(step(*args))), 1
            return (lambda: step(*args)), 1
        if impl == "numpy by hand":
            return (lambda: by_hand(*args)), 1
        import jax_peers as J

        f = jax_factory(J, unrolled=True) if impl == UNROLLED else jax_factory(J)
        return (lambda: [np.asarray(o) for o in J.block(f(*args))]), 1
    if case == "train-loop-120":
        import programs as P

        windows, epochs = corpus_windows(), sz["epochs"]
        ids0, tg0, emb, mask, scale, wq, wk, wv, wo, lm, lr = P.storylm_inputs(**P.TOY)
        w0 = (emb, wq, wk, wv, wo, lm)
        if backend or impl == "numpy by hand":
            step = kina_program("toy-step", sz, backend).step if backend else P.storylm_numpy
            block = None
        else:
            import jax_peers as J

            step, block = J.make_storylm_step(P.TOY["H"]), J.block

        def loop():
            w = w0
            for _ in range(epochs):
                for ids, tg in windows:
                    nll, *w = step(ids, tg, w[0], mask, scale, *w[1:], lr)
            out = (nll, *w)
            return [np.asarray(o) for o in (block(out) if block else out)]
        return loop, 1
    if case in GREEDY:
        n = sz["new_tokens"]
        tmax, in_graph = GREEDY[case]
        w = trained_weights(sz)
        if impl == PER_TOKEN:
            backend, in_graph = "native", False
        if backend:
            from kina_storylm.generate import Decoder, generate

            dec = Decoder(w, tmax, backend)
            return (lambda: [np.array(list(generate(dec, PROMPT, n, kv_cache=True, in_graph=in_graph)))]), n
        import decode

        decode.NEW = n
        if impl == "numpy by hand":
            nd = decode.NumpyDecoder(w, tmax)
            return (lambda: [np.array(nd.cached())]), n
        _, cached = decode.jax_decoder(w, tmax)
        return (lambda: [np.array(cached())]), n
    raise KeyError(case)


def overhead_call(impl: str, backend: str | None):
    """CALL_BATCH calls of the call-overhead function; returns the last call's results as arrays."""
    import programs as P

    args, batch = P.overhead_inputs(**P.OVERHEAD), range(CALL_BATCH)
    if backend:
        import kina

        f = kina.compile_source(P.overhead_source(**P.OVERHEAD), "<benchmark call-overhead>", backend=backend).main
        f(*args)  # compiled (or loaded from the cache) before the first timed call
        if impl == OVERHEAD_BUFFERS:
            f, args = f.call_buffers, [kina.Buffer.from_numpy(a) for a in args]

            def calls():
                for _ in batch:
                    out = f(*args)
                return [b.numpy() for b in out]
            return calls
    elif impl == "numpy by hand":
        f = P.overhead_numpy
    else:
        import jax_peers as J

        import jax

        f = J.make_overhead(P.OVERHEAD["R"])
        args = [jax.device_put(a) for a in args]
        J.block(f(*args))

        def calls():
            for _ in batch:
                out = J.block(f(*args))  # finished results, as Kina's calls return
            return [np.asarray(o) for o in out]
        return calls

    def calls():
        for _ in batch:
            out = f(*args)
        return list(out)
    return calls


def rel_err(got, want) -> float:
    if len(got) != len(want):
        return float("inf")
    worst = 0.0
    for g, w in zip(got, want):
        g, w = np.asarray(g, np.float64), np.asarray(w, np.float64)
        if g.shape != w.shape:
            return float("inf")
        if g.size:
            d = np.abs(g - w)
            worst = max(worst, float(np.inf if np.isnan(d).any() else d.max() / (1 + np.abs(w).max())))
    return worst


# --------------------------------------------------------------------------------------- workers

def worker_timed(spec: dict) -> dict:
    sz = SIZES[spec["size"]]
    call, units = make_call(spec["case"], spec["impl"], sz)
    t = time.perf_counter()
    first = call()  # compiles (or loads from the cache) where the implementation compiles on first use
    first_s = time.perf_counter() - t
    out = {"case": spec["case"], "impl": spec["impl"], "first_call_s": first_s}
    if spec.get("save_ref"):
        np.savez(spec["save_ref"], *[np.asarray(o) for o in first])
    if spec.get("ref"):
        with np.load(spec["ref"]) as z:
            want = [z[f"arr_{i}"] for i in range(len(z.files))]
        err = rel_err(first, want)
        out["err"], out["tol"] = err, TOL[spec["case"]]
        if not err <= TOL[spec["case"]]:
            out["mismatch"] = True
            return out
    samples, deadline = [], time.perf_counter() + spec["budget_s"]
    while len(samples) < spec["max_calls"] and (len(samples) < spec["min_calls"] or time.perf_counter() < deadline):
        t = time.perf_counter()
        call()
        samples.append((time.perf_counter() - t) * 1e3 / units)
    out["samples_ms"] = samples
    return out


def cpu_seconds() -> float:
    """User + system CPU of this process and of its children that have exited (Kina's codegen worker):
    on a shared machine a cold compile's wall time mostly measures the other jobs."""
    import resource

    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def import_modules(names) -> None:
    """Import `names` in order (the modules an earlier cold compile imported: modules_since)."""
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - one the compile made by other means (an extension's submodule)
            pass


def modules_since(before: set) -> list[str]:
    """The modules imported since `before` (a set of sys.modules' names), in the order they were."""
    return [m for m in sys.modules if m not in before and not m.startswith("__")]


def worker_cold(spec: dict) -> dict:
    """A fresh process with an empty cache: the clock starts after the library's modules are imported
    (`import jax`; for Kina, spec["imports"]: the modules an earlier compile of the case imported)."""
    before = set(sys.modules)
    t = time.perf_counter()
    if spec["impl"] == "kina native":
        import kina  # noqa: F401 - imports nothing more (its compiler is imported on the first compile)

        import_modules(spec.get("imports", ()))
    else:
        import jax  # noqa: F401
        import jax_peers  # noqa: F401
    import_s = time.perf_counter() - t
    imported = set(sys.modules)
    out = _worker_cold(spec)
    out["cpu_s"] = cpu_seconds() - spec["_cpu0"]
    out["import_s"] = import_s
    if "_compile_cpu" in spec:
        out["compile_cpu_s"] = spec["_compile_cpu"]
    # what the clock's compile imported itself (the next runs import these first, in this order)
    out["new_modules"] = modules_since(before)
    out["clock_modules"] = modules_since(imported)  # imported inside the clock
    return out


def _worker_cold(spec: dict) -> dict:
    case, sz = spec["case"], SIZES[spec["size"]]
    src, args, _, jax_factory, _ = step_program(case, sz, spec.get("override"))
    if spec["impl"] == "kina native" and case in LOOP_CASES:
        import kina

        path, sizes = src
        spec["_cpu0"] = cpu_seconds()
        t0 = time.perf_counter()
        step = kina.compile_file(path).step.specialise(**sizes)  # the compile (specialise builds the .so)
        t1 = time.perf_counter()
        spec["_compile_cpu"] = cpu_seconds() - spec["_cpu0"]
        first = step(*args)
        t2 = time.perf_counter()
        return {"case": case, "impl": "kina native", "compile_s": t1 - t0, "total_s": t2 - t0,
                "modules": sorted(m for m in ("torch_mlir", "llvmlite", "jax") if m in sys.modules), "outputs": len(first)}
    if spec["impl"] == "kina native":
        import kina

        if src is None:
            from kina_storylm.model import program_path  # kina_storylm.model imports kina and numpy only

            path = program_path("storylm0_nll_step")
        spec["_cpu0"] = cpu_seconds()
        t0 = time.perf_counter()
        prog = kina.compile_file(path) if src is None else kina.compile_source(src, f"<benchmark {case}>")
        t1 = time.perf_counter()
        first = prog.step(*args)
        t2 = time.perf_counter()
        return {"case": case, "impl": "kina native", "compile_s": t1 - t0, "total_s": t2 - t0,
                "modules": sorted(m for m in ("torch_mlir", "llvmlite", "jax") if m in sys.modules), "outputs": len(first)}
    import jax  # noqa: F401
    import jax_peers as J

    spec["_cpu0"] = cpu_seconds()
    t0 = time.perf_counter()
    f = jax_factory(J, unrolled=True) if spec["impl"] == UNROLLED else jax_factory(J)
    J.block(f(*args))
    return {"case": case, "impl": spec["impl"], "total_s": time.perf_counter() - t0}


# --base TREE: {"tree", "pythonpath", "cache"}; empty without it
BASE: dict = {}


def base_env(env: dict, cold: bool = False) -> dict:
    """`env` running the base tree's packages (first on PYTHONPATH; the installed entry points name the
    same modules). Timed runs get their own cache: two compilers' artifacts and indexes never meet."""
    out = dict(env, PYTHONPATH=os.pathsep.join(p for p in (BASE["pythonpath"], env.get("PYTHONPATH")) if p))
    if not cold:
        out["KINA_CACHE_DIR"] = BASE["cache"]
    return out


def row_tables(impl: str) -> list[str] | None:
    """The tuning tables a row's fresh cache gets: with --base-tables, the base tree's own for row
    `kina before` (a table of a newer tuner may hold a parameter the base tree does not know, and it
    would refuse the whole table); else None, this machine's."""
    return tuning_tables(BASE["tables"]) if impl == BEFORE and BASE.get("tables") else None


PEAK_N = 2048  # the square F32 matmul whose GFLOP/s stands for the machine's peak (issue 23 item 2)
PEAK_CASES = ("medium-step", "transformer-step", "mlp-1024-step")  # the steps issue 23 item 2 states against it


def worker_peak(spec: dict) -> dict:
    """GFLOP/s of an N×N×N F32 matmul with every CPU (OpenBLAS through NumPy, or JAX's jit):
    a warm-up, then `calls` timed calls; the median and the best."""
    n = spec.get("n", PEAK_N)
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((n, n), np.float32), rng.standard_normal((n, n), np.float32)
    if spec["impl"] == "jax jit":
        import jax

        f = jax.jit(lambda x, y: x @ y)
        a, b = jax.device_put(a), jax.device_put(b)
        call = lambda: f(a, b).block_until_ready()  # noqa: E731
    else:
        call = lambda: a @ b  # noqa: E731
    for _ in range(3):
        call()
    ts = []
    for _ in range(spec.get("calls", 20)):
        t = time.perf_counter()
        call()
        ts.append(time.perf_counter() - t)
    flop = 2.0 * n ** 3
    return {"impl": spec["impl"], "n": n, "gflops": [flop / t / 1e9 for t in ts]}


def measure_peak(env: dict, impls: list[str], reps: int) -> dict:
    """The machine's measured peak in this run: `reps` fresh processes per implementation,
    alternated, each `calls` timed calls; per implementation the median and the best GFLOP/s."""
    env = {k: v for k, v in env.items() if k not in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "OMP_NUM_THREADS")}
    samples: dict[str, list[float]] = {i: [] for i in impls}
    for _ in range(reps):
        for impl in impls:
            r = run_worker({"mode": "peak", "impl": impl, "case": "matmul-peak"}, env)
            if "error" not in r:
                samples[impl].extend(r["gflops"])
    out = {"n": PEAK_N, "threads": len(os.sched_getaffinity(0)), "rows": {}}
    for impl, s in samples.items():
        if s:
            out["rows"][impl] = {"median": float(np.median(s)), "max": float(np.max(s)), "n": len(s)}
    best = [r["max"] for r in out["rows"].values()]
    out["peak_gflops"] = max(best) if best else None
    return out


def run_worker(spec: dict, env: dict, timeout: float = 1800) -> dict:
    if spec["impl"] == BEFORE:  # the same harness and programs, the base tree's compiler
        spec, env = {**spec, "impl": "kina native"}, base_env(env, cold=spec.get("mode") == "cold")
    proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--worker", json.dumps(spec)], env=env,
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        return {"case": spec["case"], "impl": spec["impl"], "error": (proc.stderr or proc.stdout)[-2000:]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


# --------------------------------------------------------------------------------------- statistics, report

def stats(samples: list[float]) -> dict:
    a = np.asarray(samples)
    return {"median": float(np.median(a)), "p10": float(np.percentile(a, 10)), "p90": float(np.percentile(a, 90)), "n": int(a.size)}


def ratios(rows: dict) -> dict:
    """Every Kina row's median over every other row's median (< 1: Kina faster)."""
    return {k: {p: rows[k]["median"] / rows[p]["median"] for p in rows if p != k and "median" in rows[p]}
            for k in rows if k.startswith("kina") and "median" in rows[k]}


def machine() -> dict:
    info = {"platform": platform.platform(), "python": platform.python_version(), "cpus": os.cpu_count()}
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        for key in ("Model name", "CPU(s)", "Thread(s) per core", "Core(s) per socket", "Hypervisor vendor", "L2 cache", "L3 cache"):
            m = re.search(rf"^{re.escape(key)}:\s*(.+)$", out, re.M)
            if m:
                info[key] = m.group(1).strip()
    except OSError:
        pass
    # the tuning tables in effect (docs/performance.md, "Tuning"); KINA_TUNE=0 ignores them
    info["tuning_tables"] = [os.path.basename(t) for t in tuning_tables()]
    info["KINA_TUNE"] = os.environ.get("KINA_TUNE", "")
    # this compiler's routine library (`kina tune`: the generic matmul and transpose routines the
    # cold compiles link instead of compiling): whether the run had it
    info["routine_library"] = routine_library_state()
    try:
        info["loadavg_start"] = open("/proc/loadavg").read().split()[:3]
    except OSError:
        pass
    return info


def versions() -> dict:
    from importlib import metadata

    out = {}
    for d in ("numpy", "jax", "jaxlib", "llvmlite", "torch-mlir", "torch", "kina-frontend", "kina-mlir", "kina-runtime"):
        try:
            out[d] = metadata.version(d)
        except metadata.PackageNotFoundError:
            pass
    try:
        out["kina git"] = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    except OSError:
        pass
    return out


def print_peak(p: dict) -> None:
    print(f"\nmatmul peak ({p['n']}x{p['n']}x{p['n']} F32, {p['threads']} threads; GFLOP/s)")
    for impl, r in p["rows"].items():
        print(f"  {impl:<22} median {r['median']:7.1f}  best {r['max']:7.1f}  n={r['n']}")


def fmt_ms(ms: float) -> str:
    return f"{ms * 1e3:.1f} µs" if ms < 1 else f"{ms:.2f} ms" if ms < 1000 else f"{ms / 1e3:.2f} s"


def print_case(c: dict) -> None:
    print(f"\n{c['case']}  ({c['unit']})" + (f"  [{c['flops'] / 1e9:.3f} GFLOP of matmul{' and convolution' if c['case'] in CONV_CASES else ''} per call]" if c.get("flops") else ""))
    if c.get("target"):
        print(f"  target: {c['target']}")
    if c.get("kina_share_of_peak"):
        print(f"  kina native: {100 * c['kina_share_of_peak']:.0f} % of this run's matmul peak (the best GFLOP/s above)")
    for impl, r in c["rows"].items():
        if "median" not in r:
            print(f"  {impl:<22} {r.get('status', 'no result')}")
            continue
        extra = f"  {c['flops'] / (r['median'] * 1e-3) / 1e9:6.2f} GFLOP/s" if c.get("flops") and c["unit"] == "ms per call" else ""
        err = f"  err {r['err']:.1e} (tol {r['tol']:.0e})" if "err" in r else ""
        if "cpu" in r:
            extra += f"  CPU median {fmt_ms(r['cpu']['median'])}"
        if "with_imports" in r:
            extra += f"  (with its imports {fmt_ms(r['with_imports']['median'])})"
        if "compile_only" in r:
            extra += f"  (compile alone {fmt_ms(r['compile_only']['median'])}" + (
                f", CPU {fmt_ms(r['compile_only_cpu']['median'])})" if "compile_only_cpu" in r else ")")
        print(f"  {impl:<22} median {fmt_ms(r['median']):>10}  p10 {fmt_ms(r['p10']):>10}  p90 {fmt_ms(r['p90']):>10}  n={r['n']:<5}{extra}{err}")
    for key, what in (("ratios", ""), ("ratios_with_imports", ", import + first call"),
                      ("ratios_kina_imports_only", ", Kina's imports in its clock, JAX's not")):
        for k, rs in c.get(key, {}).items():
            if rs:
                print(f"  {k} ÷ " + ", ".join(f"{p}: {v:.2f}x" for p, v in rs.items()) + what)
    for k, v in c.get("paired", {}).items():
        print(f"  {k} ÷ numpy script, the median of each round's ratio: {v:.2f}x")


def plot(results: dict, path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # whole-process train rows share the colour of the implementation they run
    alias = {"kina-storylm train (native)": "kina native", "kina-storylm train (numpy backend)": "kina numpy backend",
             "numpy script": "numpy by hand", BEFORE_CLI: BEFORE}
    cases = [c for c in results["cases"] if any("median" in r for r in c["rows"].values())]
    rows = [{alias.get(k, k): v for k, v in c["rows"].items()} for c in cases]
    impls = [i for i in IMPLS if any(i in r for r in rows)]
    fig, ax = plt.subplots(figsize=(max(8, 1.1 * len(cases)), 4.8))
    width = 0.8 / max(1, len(impls))
    for j, impl in enumerate(impls):
        xs, ys, lo, hi = [], [], [], []
        for i, r in enumerate(rows):
            r = r.get(impl, {})
            if "median" in r:
                xs.append(i + (j - (len(impls) - 1) / 2) * width)
                ys.append(r["median"])
                lo.append(r["median"] - r["p10"])
                hi.append(r["p90"] - r["median"])
        if xs:
            ax.bar(xs, ys, width, yerr=[lo, hi], capsize=2, label=impl)
    ax.set_yscale("log")
    ax.set_xticks(range(len(cases)))
    ax.set_xticklabels([c["case"].replace("cold-compile ", "cold ") for c in cases], fontsize=7, rotation=25, ha="right")
    ax.set_ylabel("median ms per call (per token; per process for train)\nwhiskers: p10-p90", fontsize=8)
    ax.set_title(f"Kina benchmarks {results['date']} ({results['machine'].get('Model name', '?')}, shared machine)", fontsize=9)
    ax.legend(fontsize=7)
    ax.grid(True, axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def before_after(c: dict) -> tuple[float, float, float] | None:
    """After / before of a case's medians, and the ratio's spread as (after p10 / before p90, after p90 /
    before p10): the widest the two rows' p10-p90 ranges allow."""
    after = c["rows"].get("kina native") or c["rows"].get("kina-storylm train (native)") or {}
    before = c["rows"].get(BEFORE) or c["rows"].get(BEFORE_CLI) or {}
    if "median" not in after or "median" not in before:
        return None
    return after["median"] / before["median"], after["p10"] / before["p90"], after["p90"] / before["p10"]


def plot_before_after(results: dict, path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    pairs = [(c["case"].replace("cold-compile ", "cold "), r) for c in results["cases"] if (r := before_after(c))]
    fig, ax = plt.subplots(figsize=(max(8, 0.7 * len(pairs)), 4.8))
    xs = range(len(pairs))
    ys = [r[0] for _, r in pairs]
    ax.bar(xs, ys, 0.6, yerr=[[r[0] - r[1] for _, r in pairs], [r[2] - r[0] for _, r in pairs]], capsize=2,
           color=["tab:green" if y <= 1 else "tab:red" for y in ys])
    ax.axhline(1.0, color="black", lw=0.8)
    ax.set_xticks(list(xs))
    ax.set_xticklabels([n for n, _ in pairs], fontsize=7, rotation=30, ha="right")
    ax.set_ylabel("after / before (median; < 1 faster)\nwhiskers: after p10 / before p90 .. after p90 / before p10", fontsize=8)
    base = results.get("base", {})
    ax.set_title(f"Kina {base.get('after_commit', '?')} against {base.get('commit', '?')}, alternated "
                 f"({results['machine'].get('Model name', '?')})", fontsize=9)
    ax.grid(True, axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def git_head(tree: str) -> str:
    p = subprocess.run(["git", "-C", tree, "rev-parse", "--short=12", "HEAD"], capture_output=True, text=True)
    return p.stdout.strip() or "?"


# --------------------------------------------------------------------------------------- the driver

def save(results: dict, path: str) -> None:
    """Written after every case (a run stopped half-way keeps what it measured), atomically."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path + ".part", "w") as fh:
        json.dump(results, fh, indent=1)
    os.replace(path + ".part", path)


def available(module: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(module) is not None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="smoke test: tiny sizes, one repetition, Kina and NumPy peers only")
    ap.add_argument("--reps", type=int, default=None, help="fresh processes per (case, implementation) (default 3; --quick 1)")
    ap.add_argument("--cold-reps", type=int, default=None, help="fresh processes per cold compile (default: --reps)")
    ap.add_argument("--source-imports", action="store_true",
                    help="cold compiles keep PYTHONDONTWRITEBYTECODE (if set): every module is compiled from source "
                         "in every process, unlike an installed Python, which caches bytecode after the first import")
    ap.add_argument("--budget", type=float, default=None, help="seconds of timed calls per process (default 2; --quick 0)")
    ap.add_argument("--max-calls", type=int, default=None, help="timed calls per process at most (default 1000; --quick 1)")
    ap.add_argument("--case", action="append",
                    help="only these cases (repeatable): " + ", ".join(TIMED_CASES + ("cold-compile", "cold-compile-loops", "train-cli-warm"))
                         + "; cold-compile-NAME: one row of cold-compile (NAME: " + ", ".join(c.removesuffix("-step") for c in COLD_CASES) + ")")
    ap.add_argument("--out", help="results JSON (default benchmarks/results/<date>.json); the PNG goes beside it")
    ap.add_argument("--no-plot", action="store_true")
    ap.add_argument("--blas-threads", default="1",
                    help="OPENBLAS_NUM_THREADS/MKL_NUM_THREADS of the NumPy-computing rows (NumPy by hand, Kina's NumPy "
                         "backend; default 1: a multithreaded OpenBLAS spin-waits on a loaded 2-vCPU machine and runs up to "
                         "10x slower); `default` leaves the environment as it is")
    ap.add_argument("--base", metavar="TREE",
                    help="before/after: a checkout of another commit (git worktree add /tmp/kina-base REV); every case "
                         "alternates that tree's compiler (row `kina before`) with this one's (`kina native`) in fresh "
                         "processes, peers left out (the cold compiles keep JAX's first call, train-cli-warm the NumPy script, "
                         "its reference); a second "
                         "chart, *-before-after.png, plots after / before per case")
    ap.add_argument("--base-tables", metavar="DIR",
                    help="with --base: the tuning tables the base tree reads (default: this machine's, which a base "
                         "tree from before a tuning parameter was added refuses whole)")
    ap.add_argument("--no-peak", dest="peak", action="store_false",
                    help="skip the matmul peak (a 2048^3 F32 matmul, NumPy/OpenBLAS and JAX with every CPU) measured "
                         "before the medium, transformer and MLP-1024 steps (issue 23 item 2)")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if HERE not in sys.path:  # programs.py, jax_peers.py, decode.py
        sys.path.insert(0, HERE)
    if a.worker:
        spec = json.loads(a.worker)
        mode = spec.get("mode")
        print(json.dumps(worker_cold(spec) if mode == "cold" else worker_peak(spec) if mode == "peak" else worker_timed(spec)))
        return 0

    size = "quick" if a.quick else "full"
    reps = a.reps or (1 if a.quick else 3)
    budget = a.budget if a.budget is not None else (0.0 if a.quick else 2.0)
    max_calls = a.max_calls or (1 if a.quick else 1000)
    min_calls = 1 if a.quick else 5
    wanted = set(a.case or (*TIMED_CASES, "cold-compile", "cold-compile-loops", "train-cli-warm"))
    one_cold = {f"cold-compile-{c.removesuffix('-step')}" for c in COLD_CASES}  # one row of cold-compile
    unknown = wanted - {*TIMED_CASES, "cold-compile", "cold-compile-loops", "train-cli-warm", *one_cold}
    if unknown:
        ap.error(f"unknown --case {', '.join(sorted(unknown))}")
    impls = [i for i in IMPLS if not (a.quick and i.startswith("jax")) and i != BEFORE]
    notes = []
    if "jax jit" in impls and not available("jax"):
        impls = [i for i in impls if not i.startswith("jax")]
        notes.append("JAX not installed (run with `uv run --group bench`): its rows are omitted")
    jax_rows = [i for i in impls if i.startswith("jax")]  # the cold compiles' peers
    if a.base:
        packages = os.path.join(a.base, "packages")
        if not os.path.isdir(packages):
            ap.error(f"--base {a.base}: no packages/ directory there (a checkout of Kina is expected)")
        if a.base_tables and not tuning_tables(a.base_tables):
            ap.error(f"--base-tables {a.base_tables}: no tuning-*.json there")
        BASE["tables"] = a.base_tables
        BASE.update(tree=os.path.abspath(a.base), cache=fresh_cache(tempfile.mkdtemp(prefix="kina-bench-base-cache-"), row_tables(BEFORE)),
                    pythonpath=os.pathsep.join(os.path.join(packages, p, "src") for p in sorted(os.listdir(packages))
                                               if os.path.isdir(os.path.join(packages, p, "src"))))
        impls = [BEFORE, "kina native"]
        notes.append(f"before/after: `kina before` is {BASE['tree']} ({git_head(BASE['tree'])}), `kina native` this tree "
                     f"({git_head(ROOT)}); peers left out but JAX's first call in the cold compiles")
    if not available("torch"):
        notes.append("PyTorch not installed: no PyTorch rows")
    else:
        notes.append("PyTorch is installed but has no transcription here yet: no PyTorch rows")
    date = datetime.datetime.now(datetime.timezone.utc)
    out_path = a.out or os.path.join(HERE, "results", date.strftime("%Y-%m-%d") + ("-quick" if a.quick else "") + ".json")
    results = {"schema": "kina-bench/1", "date": date.strftime("%Y-%m-%dT%H:%M:%SZ"), "quick": a.quick, "size": size,
               "sizes": SIZES[size], "reps": reps, "cold_reps": a.cold_reps or reps, "budget_s": budget, "max_calls": max_calls, "machine": machine(),
               "versions": versions(), "notes": notes, "tolerances": TOL, "cases": [],
               "env": {k: os.environ[k] for k in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS", "XLA_FLAGS", "KINA_VERIFY")
                       if k in os.environ}}
    results["blas_threads_numpy_rows"] = a.blas_threads
    if BASE:
        results["base"] = {"tree": BASE["tree"], "commit": git_head(BASE["tree"]), "after_commit": git_head(ROOT)}
    results["cold_imports"] = "from source" if a.source_imports else "bytecode cache primed by one untimed run"
    notes.append(f"routine library: {results['machine']['routine_library']}")
    for n in notes:
        print(f"({n})")
    tmp = tempfile.mkdtemp(prefix="kina-bench-")
    try:
        env = dict(os.environ)  # timed cases compile outside the clock, into the usual cache; cold ones get an empty one
        numpy_env = env if a.blas_threads == "default" else dict(env, OPENBLAS_NUM_THREADS=a.blas_threads, MKL_NUM_THREADS=a.blas_threads)

        def env_of(impl: str) -> dict:  # Kina native and JAX keep the environment (their own threads)
            return numpy_env if impl in ("numpy by hand", "kina numpy backend") else env
        if not a.quick and a.peak and not BASE and any(c in wanted for c in PEAK_CASES):
            results["peak"] = measure_peak(env, ["numpy by hand", *[i for i in impls if i == "jax jit"]], reps)
            print_peak(results["peak"])
            save(results, out_path)
        for case in (c for c in TIMED_CASES if c in wanted):
            unit = "ms per token" if case in GREEDY else "ms per call"
            entry = {"case": case, "unit": unit, "rows": {}}
            if case == OVERHEAD_CASE:
                entry["target"] = (f"kina native <= {OVERHEAD_TARGET_US:g} µs per call (issue 23 item 4): 10 F32[4] arguments, "
                                   f"5 results, no-op body, argument checks included; mean of {CALL_BATCH} calls a sample")
            if case in STEP_CASES:
                entry["flops"] = step_program(case, SIZES[size])[4]
            ref = os.path.join(tmp, f"{case}.npz")
            # a loop case's slowest rows (the NumPy backend runs the loop in Python) take seconds a call
            base = {"case": case, "size": size, "budget_s": budget, "max_calls": max_calls,
                    "min_calls": min(min_calls, 3) if case in LOOP_CASES else min_calls}
            r = run_worker({**base, "impl": "numpy by hand", "save_ref": ref, "budget_s": 0, "max_calls": 0, "min_calls": 0}, numpy_env)
            if "error" in r:
                entry["rows"]["numpy by hand"] = {"status": "error", "error": r["error"]}
                results["cases"].append(entry)
                print_case(entry)
                continue
            samples = {i: [] for i in case_impls(case, impls)}
            for _ in range(reps):  # alternate implementations, each in a fresh process
                for impl in samples:
                    if samples[impl] is None:
                        continue
                    r = run_worker({**base, "impl": impl, "ref": ref}, env_of(impl))
                    row = entry["rows"].setdefault(impl, {})
                    if "error" in r or r.get("mismatch"):
                        row.update(status="error" if "error" in r else "mismatch: not timed", **{k: r[k] for k in ("error", "err", "tol") if k in r})
                        samples[impl] = None
                        continue
                    row.update(err=r["err"], tol=r["tol"])
                    row.setdefault("first_call_s", []).append(r["first_call_s"])
                    samples[impl].extend(r["samples_ms"])
            for impl, s in samples.items():
                if s:
                    entry["rows"][impl].update(stats(s))
            entry["ratios"] = ratios(entry["rows"])
            if (case in PEAK_CASES and results.get("peak", {}).get("peak_gflops")
                    and "median" in entry["rows"].get("kina native", {})):
                gf = entry["flops"] / (entry["rows"]["kina native"]["median"] * 1e-3) / 1e9
                entry["kina_share_of_peak"] = gf / results["peak"]["peak_gflops"]
            results["cases"].append(entry)
            print_case(entry)
            save(results, out_path)
        if "train-cli-warm" in wanted:  # whole processes: Python's bytecode cache as an installed Python has it (see cold compiles)
            bytecode = (lambda e: e) if a.source_imports else (lambda e: {k: v for k, v in e.items() if k != "PYTHONDONTWRITEBYTECODE"})
            results["cases"].append(train_cli(bytecode(env), bytecode(numpy_env), reps, SIZES[size]["epochs"], bool(BASE)))
            print_case(results["cases"][-1])
            save(results, out_path)
        cold_env = env if a.source_imports else {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
        cold = []  # (row name, step case, size overrides, implementations)
        if "cold-compile" in wanted:
            cold += [(c.removesuffix("-step"), c, {}, [*([BEFORE] if BASE else []), "kina native", *jax_rows[:1]]) for c in (("toy-step",) if a.quick else COLD_CASES)]
        else:
            cold += [(c.removesuffix("-step"), c, {}, [*([BEFORE] if BASE else []), "kina native", *jax_rows[:1]]) for c in COLD_CASES
                     if f"cold-compile-{c.removesuffix('-step')}" in wanted]
        if "cold-compile-loops" in wanted:
            cold += [(n, c, o, [*([BEFORE] if BASE else []), "kina native", *jax_rows]) for n, c, o in (COLD_LOOP_CASES[:2] if a.quick else COLD_LOOP_CASES)]
        for name, case, override, cold_impls in cold:
            results["cases"].append(cold_case(name, case, override, cold_impls, size, a.cold_reps or reps, a.source_imports,
                                              cold_env, tmp))
            print_case(results["cases"][-1])
            save(results, out_path)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    try:
        results["machine"]["loadavg_end"] = open("/proc/loadavg").read().split()[:3]
    except OSError:
        pass
    save(results, out_path)
    print(f"\nresults: {out_path}")
    if not a.no_plot:
        png = os.path.splitext(out_path)[0] + ".png"
        plot(results, png)
        print(f"chart:   {png}")
        if BASE:
            png = os.path.splitext(out_path)[0] + "-before-after.png"
            plot_before_after(results, png)
            print(f"chart:   {png}")
    # a case the base tree cannot run (a newer op, a newer API) is reported, not a failure of this tree
    bad = [c["case"] for c in results["cases"] for k, r in c["rows"].items() if "status" in r and k not in (BEFORE, BEFORE_CLI)]
    if bad:
        print(f"errors or mismatches in: {', '.join(sorted(set(bad)))}")
        return 1
    return 0


def tuning_tables(d: str | None = None) -> list[str]:
    """The tuning tables (`kina tune`) in `d`, by default this machine's (the configured cache directory)."""
    from kina_mlir.artifacts.cache import configured_dir

    d = d or configured_dir()
    try:
        return sorted(os.path.join(d, f) for f in os.listdir(d) if f.startswith("tuning-") and f.endswith(".json"))
    except OSError:
        return []


def routine_libraries(d: str | None = None) -> list[str]:
    """The routine libraries (`kina tune`: kina_mlir/artifacts/routine_library.py) in `d`, by default this
    machine's: the shape-generic matmul routines, compiled once per machine."""
    from kina_mlir.artifacts.cache import configured_dir

    d = d or configured_dir()
    try:  # routine_library.PREFIX, spelled out: a --base tree's kina_mlir may have no such module
        return sorted(os.path.join(d, f) for f in os.listdir(d) if f.startswith("routines-"))
    except OSError:
        return []


def routine_library_state() -> str:
    """The routine library this tree's compiler would read: its directory's name, or why there is none."""
    from kina_mlir.artifacts import routine_library
    from kina_mlir.options import CodegenOptions

    path = routine_library.library_dir(CodegenOptions.resolve())
    if not os.path.isdir(path):
        return "none for this compiler: cold compiles build their routines (`kina tune --routines-only` makes it)"
    return os.path.basename(path)


def fresh_cache(path: str, tables: list[str] | None = None) -> str:
    """An empty cache directory holding only this machine's tuning tables (or `tables`) and routine
    libraries: tuning is done once per machine, like an install, and a cold compile is measured with it
    done (issue 23, item 3). A tree that knows no library (a --base tree's) ignores it."""
    os.makedirs(path, mode=0o700, exist_ok=True)
    for table in tuning_tables() if tables is None else tables:
        dst = os.path.join(path, os.path.basename(table))
        shutil.copyfile(table, dst)
        os.chmod(dst, 0o600)
    for library in routine_libraries():
        shutil.copytree(library, os.path.join(path, os.path.basename(library)))
    return path


def slug(impl: str) -> str:
    """A row's name as a directory name: each row's fresh cache is its own ("kina before" and "kina native"
    must not share one)."""
    return re.sub(r"[^a-z0-9]+", "-", impl)


def cold_case(name: str, case: str, override: dict, impls: list[str], size: str, reps: int, source_imports: bool,
              env: dict, tmp: str) -> dict:
    """Fresh processes with empty caches, alternating implementations, each `reps` times."""
    entry = {"case": f"cold-compile {name}", "unit": "ms, compile + first call", "rows": {}}
    if override:
        entry["sizes"] = override
    samples = {i: [] for i in impls}
    cpu = {i: [] for i in impls}
    compile_only, compile_cpu = [], []
    tag = re.sub(r"[^A-Za-z0-9]+", "-", name)
    spec = {"mode": "cold", "case": case, "size": size, "override": override}
    imported, in_clock = {i: [] for i in impls}, {}
    # an untimed run per implementation: it names the modules a compile imports (each timed run imports
    # them before its clock, as `import jax` does JAX's) and primes the bytecode cache (with
    # --source-imports PYTHONDONTWRITEBYTECODE stays set, so nothing is primed)
    modules = {}
    for impl in impls:
        r = run_worker({**spec, "impl": impl}, dict(env, KINA_CACHE_DIR=fresh_cache(os.path.join(tmp, f"prime-{tag}-{slug(impl)}"), row_tables(impl))))
        modules[impl] = r.get("new_modules", [])
    for rep in range(reps):
        for impl in impls:
            if samples[impl] is None:
                continue
            r = run_worker({**spec, "impl": impl, "imports": modules[impl]},
                           dict(env, KINA_CACHE_DIR=fresh_cache(os.path.join(tmp, f"cold-{tag}-{rep}-{slug(impl)}"), row_tables(impl))))
            if "error" in r:
                entry["rows"][impl] = {"status": "error", "error": r["error"]}
                samples[impl] = None
                continue
            samples[impl].append(r["total_s"] * 1e3)
            imported[impl].append((r["import_s"] + r["total_s"]) * 1e3)
            in_clock[impl] = max(in_clock.get(impl, 0), len(r["clock_modules"]))
            cpu[impl].append(r["cpu_s"] * 1e3)
            if "compile_s" in r and impl == "kina native":
                compile_only.append(r["compile_s"] * 1e3)
            if "compile_cpu_s" in r and impl == "kina native":
                compile_cpu.append(r["compile_cpu_s"] * 1e3)
    for impl, s in samples.items():
        if s:
            entry["rows"].setdefault(impl, {}).update(stats(s), cpu=stats(cpu[impl]), with_imports=stats(imported[impl]),
                                                      modules_imported_in_clock=in_clock[impl])
    if compile_only and "kina native" in entry["rows"]:
        entry["rows"]["kina native"]["compile_only"] = stats(compile_only)
        if compile_cpu:
            entry["rows"]["kina native"]["compile_only_cpu"] = stats(compile_cpu)
    entry["ratios"] = ratios(entry["rows"])
    with_imports = {k: {"median": r["with_imports"]["median"]} for k, r in entry["rows"].items() if "with_imports" in r}
    entry["ratios_with_imports"] = ratios(with_imports)
    # sessions 25-30's convention: Kina's imports inside its clock, JAX's outside
    entry["ratios_kina_imports_only"] = ratios({k: with_imports[k] if k.startswith("kina") else entry["rows"][k]
                                                for k in with_imports if "median" in entry["rows"].get(k, {})})
    return entry


BEFORE_CLI = "kina-storylm train (before)"
GC_SCRIPT = "numpy script (started as kina.console starts the CLI)"


# whole processes of ≈ 0.2 s: three were too few (session 28's before/after read 1.17x at n = 3
# where 20 alternated pairs gave 0.98x)
TRAIN_CLI_MIN_REPS = 11


def console_entry(tree: str) -> str:
    """What the installed `kina-storylm` script runs, for the entry `tree` declares (its pyproject's
    [project.scripts]): the base tree's may name a module the installed one does not (kina_storylm.cli:main
    before kina_storylm.console:run)."""
    import tomllib

    with open(os.path.join(tree, "packages", "kina-storylm", "pyproject.toml"), "rb") as fh:
        module, _, name = tomllib.load(fh)["project"]["scripts"]["kina-storylm"].partition(":")
    return f"import sys; from {module} import {name}; sys.argv[0] = 'kina-storylm'; sys.exit({name}())"


def train_cli(env: dict, numpy_env: dict, reps: int, epochs: int, before: bool = False) -> dict:
    """Wall time of whole processes: the CLI with a warm cache against the NumPy script (`before`: the
    base tree's CLI against this one's, the script kept as the reference both are checked with)."""
    # the installed console script, as a user runs `kina-storylm` (`-m` would add runpy's import)
    script = os.path.join(os.path.dirname(sys.executable), "kina-storylm")
    cli = [sys.executable, script] if os.path.isfile(script) else [sys.executable, "-m", "kina_storylm.cli"]
    train = [*cli, "train", "-q", "--epochs", str(epochs)]
    cmds = {"kina-storylm train (native)": (train, env),
            "kina-storylm train (numpy backend)": ([*train, "--backend", "numpy"], numpy_env),
            "numpy script": ([sys.executable, os.path.join(HERE, "numpy_train.py"), "--epochs", str(epochs)], numpy_env),
            # the same script started and ended as the CLI is (kina.console: no collections over start-up's
            # objects, none at exit), to show what of the CLI's ratio is that and what is Kina's own work
            GC_SCRIPT: ([sys.executable, "-c", f"import sys; sys.path.insert(0, {HERE!r}); sys.argv[0] = 'numpy_train.py'; "
                         "from kina.console import console_script; sys.exit(console_script('numpy_train:main'))",
                         "--epochs", str(epochs)], numpy_env)}
    if before:
        base_cli = [sys.executable, "-c", console_entry(BASE["tree"]), "train", "-q", "--epochs", str(epochs)]
        cmds = {BEFORE_CLI: (base_cli, base_env(env)), "kina-storylm train (native)": cmds["kina-storylm train (native)"],
                "numpy script": cmds["numpy script"], GC_SCRIPT: cmds[GC_SCRIPT]}
    entry = {"case": "train-cli-warm", "unit": "ms per process (warm cache)", "rows": {}}

    def run(cmd_env):
        t = time.perf_counter()
        p = subprocess.run(cmd_env[0], env=cmd_env[1], capture_output=True, text=True, timeout=1800)
        return (time.perf_counter() - t) * 1e3, p

    outputs, samples = {}, {k: [] for k in cmds}
    for name, cmd in cmds.items():  # warms the cache and records what each one prints
        _, p = run(cmd)
        final = re.search(r"corpus sum-NLL after:\s+(\S+)", p.stdout)
        greedy = re.search(r"^greedy: (.*)$", p.stdout, re.M)
        if p.returncode != 0 or not final or not greedy:
            entry["rows"][name] = {"status": "error", "error": (p.stderr or p.stdout)[-2000:]}
            samples[name] = None
            continue
        outputs[name] = (float(final.group(1)), greedy.group(1))
    want = outputs.get("numpy script")
    for name, got in outputs.items():
        err = abs(got[0] - want[0]) / (1 + abs(want[0])) if want else float("inf")
        ok = want is not None and got[1] == want[1] and err <= 1e-3
        entry["rows"][name] = {"err": err, "tol": 1e-3, "final_nll": got[0], "greedy": got[1]}
        if not ok:
            entry["rows"][name]["status"] = "mismatch: not timed"
            samples[name] = None
    for _ in range(max(reps, TRAIN_CLI_MIN_REPS)):
        for name, cmd in cmds.items():
            if samples[name] is not None:
                samples[name].append(run(cmd)[0])
    for name, s in samples.items():
        if s:
            entry["rows"][name].update(stats(s))
    entry["ratios"] = ratios(entry["rows"])
    # the processes run in turn, one of each per round: the median of each round's ratio to the
    # script is steadier than the ratio of medians when the machine's speed drifts between rounds
    script = samples.get("numpy script")
    if script:
        entry["paired"] = {name: statistics.median(x / y for x, y in zip(s, script))
                           for name, s in samples.items() if s and name != "numpy script"}
    return entry


if __name__ == "__main__":
    sys.exit(main())
