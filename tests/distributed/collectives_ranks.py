"""One rank of the §D1 tests (test_collectives_mpi.py starts it under `mpiexec -n N`). Each mode
prints one `RESULT <json>` line holding this rank's findings; the test compares the ranks.

Modes: bits (every backend's results of collectives, as hex), derivatives (reverseMode and
forwardMode against F64 central differences of the rank-summed objective), mismatch-shape and
mismatch-program (rank 1 differs: what each rank raised), plain (a program without collectives:
whether MPI got loaded), load (kina.load of a saved artifact), abi (a library of another ABI), late and
late-init (rank 1 never makes its first call, or never initialises MPI: test_failures.py, which
reads the job's output instead)."""
from __future__ import annotations

import json
import os
import sys

import numpy as np

RANK = int(os.environ.get("PMI_RANK", "0"))  # read without MPI: mode `plain` must not load it


def report(**fields) -> None:
    # a file per rank: the launcher interleaves the ranks' stdout within lines
    with open(os.path.join(os.environ["KINA_TEST_DIR"], f"result-{RANK}.json"), "w") as fh:
        json.dump({"rank": RANK, **fields}, fh)


def compile_text(text: str, backend: str, name: str):
    import kina

    # the same name on every rank: a program's key does not depend on which rank wrote it
    directory = os.path.join(os.environ["KINA_TEST_DIR"], f"rank{RANK}")
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, name)
    with open(path, "w") as fh:
        fh.write(text)
    return kina.compile_file(path, backend=backend)


# the last two results: collectives inside a Kina loop and in both branches of an `if` whose
# condition differs between the ranks (scf.for / scf.if around the mpi ops)
BITS = """
fn @main(x: tensor<F32, [2, 3], @host>, s: tensor<F64, [], @host>)
    -> (tensor<F32, [2, 3]>, tensor<F32, [2, 3]>, tensor<F64, []>, tensor<F64, []>, tensor<I64, []>, tensor<I64, []>,
        tensor<F32, [2, 3]>, tensor<F32, [2, 3]>) {
  let looped = loop (acc = x) for t < 2 { acc.all_sum() * 0.5 } in
  let branched = if rank() == 0 { x.all_mean() } else { (x * 1.0).all_mean() } in
  (x.all_sum(), x.all_mean(), s.all_sum(), s.all_mean(), world_size(), rank(), looped, branched)
}
"""


def bits(backends: list[str]) -> None:
    rng = np.random.default_rng(RANK)
    x = rng.standard_normal((2, 3)).astype(np.float32)
    s = np.array(rng.standard_normal())
    out = {}
    for b in backends:
        res = compile_text(BITS, b, "bits.kina").functions["main"](x, s)
        out[b] = [np.asarray(r).tobytes().hex() for r in res]
    report(x=x.tobytes().hex(), s=s.tobytes().hex(), results=out)


# D1's convention: reverseMode on every rank differentiates J = Σ_r out_r with respect to this
# rank's inputs. The rank-dependent weight tells the conventions apart (an all_sum VJP of `g`
# alone, or an averaged one, gives another gradient).
OBJECTIVE_F = """
let f = fn(w: tensor<F64, [3], @host>, x: tensor<F64, [3], @host>) -> tensor<F64, [], @host> {
  let s = (w * x).all_sum() in
  let m = w.tanh().all_mean() in
  let k = rank().cast(F64) + 1.0 in
  (s * m * w).reduce_sum(axes=[0]) * k
} in
"""
DERIVATIVES = OBJECTIVE_F + """fn @main(w: tensor<F64, [3], @host>, x: tensor<F64, [3], @host>, v: tensor<F64, [3], @host>)
    -> (tensor<F64, []>, tensor<F64, [3]>, tensor<F64, []>) {
  let (y, gw) = handle f(w, x) with reverseMode(wrt=[w]) in
  let (y2, dy) = handle f(w, x, v) with forwardMode(wrt=[w]) in
  (y, gw, dy)
}
"""

OBJECTIVE = OBJECTIVE_F + """fn @main(w: tensor<F64, [3], @host>, x: tensor<F64, [3], @host>) -> tensor<F64, []> { f(w, x) }
"""


def derivatives(backend: str) -> None:
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    n = comm.Get_size()
    rng = np.random.default_rng(10 + RANK)
    w, x, v = (rng.standard_normal(3) for _ in range(3))
    step = compile_text(DERIVATIVES, backend, "d.kina").functions["main"]
    f = compile_text(OBJECTIVE, backend, "obj.kina").functions["main"]
    y, gw, dy = step(w, x, v)

    def total(w_here):  # J: every rank evaluates its output, summed over the ranks
        return comm.allreduce(float(f(w_here, x)), op=MPI.SUM)
    h = 1e-6
    # ∂J/∂w_r[i] for every rank r and element i: all ranks evaluate, rank r perturbs its own w
    fd_grad = np.zeros(3)
    for r in range(n):
        for i in range(3):
            e = np.zeros(3)
            if r == RANK:
                e[i] = h
            d = (total(w + e) - total(w - e)) / (2 * h)
            if r == RANK:
                fd_grad[i] = d
    # dJ along every rank's tangent v_r at once, against Σ_r of the forwardMode tangents
    fd_dir = (total(w + h * v) - total(w - h * v)) / (2 * h)
    jvp_sum = comm.allreduce(float(dy), op=MPI.SUM)
    report(grad=gw.tolist(), fd_grad=fd_grad.tolist(), jvp=jvp_sum, fd_jvp=fd_dir, y=float(y))


SHAPES = """
let f = fn[N](x: tensor<F32, [N], @host>) -> tensor<F32, [N], @host> { x.all_sum() } in
fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4]> { f(x) }
"""


def mismatch(kind: str, backend: str) -> None:
    from kina.hostio import KinaRuntimeError

    if kind == "program" and RANK == 1:  # another program: a different size in the source
        text = SHAPES.replace("[4]", "[5]")
        x = np.ones(5, np.float32)
    else:
        text = SHAPES
        x = np.ones(4, np.float32)
    fn = compile_text(text, backend, "mm.kina").functions["main"]
    if kind == "shape" and RANK == 1:
        x = np.ones((2, 2), np.float32)  # a wrong shape for this rank only
    try:
        fn(x)
    except KinaRuntimeError as e:
        report(error=str(e))
    else:
        report(error=None)


def load(path: str) -> None:
    """kina.load of a saved artifact (compiled in a plain process): MPI is loaded before it."""
    import kina

    x = np.full((2, 3), RANK + 1, np.float32)
    a, m, sm, size, rank = kina.load(path).functions["main"](x, np.array(float(RANK)))
    report(sum=a.tolist(), mean=m.tolist(), s_mean=float(sm), size=int(size), rank_=int(rank))


def abi() -> None:
    """A libmpi of another ABI (here: a soname MPICH's is not) is a one-line error."""
    from kina.hostio import KinaRuntimeError
    from kina_runtime import mpi

    mpi.MPICH_SONAME = "libmpi.so.40"  # Open MPI's soname: not what mpi4py loaded here
    try:
        mpi.load_libmpi()
    except KinaRuntimeError as e:
        report(error=str(e))
    else:
        report(error=None)


LATE = """
fn @main(x: tensor<F32, [3], @host>) -> tensor<F32, [3]> { x.all_mean() }
"""


def late(what: str, init: bool) -> None:
    """Rank 1 sleeps instead of its first call (of `main` compiled for backend `what`, or of
    kina.distributed.broadcast); rank 0 makes it and must not wait past KINA_COLLECTIVE_TIMEOUT.
    With `init`, rank 1 sleeps before MPI is initialised, so rank 0 waits in MPI_Init itself."""
    import time

    import kina.distributed as dist

    if what == "broadcast":
        call = lambda: dist.broadcast(np.ones(3, np.float32))
    else:
        fn = compile_text(LATE, what, "late.kina").functions["main"]
        call = lambda: fn(np.ones(3, np.float32))
    if not init:
        dist.rank()  # MPI_Init on every rank
    if RANK == 1:
        time.sleep(3600)
    print(f"rank {RANK} makes its first call at {time.time():.3f}", flush=True)
    call()
    print(f"rank {RANK} returned from its first call", flush=True)


PLAIN = """
fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4]> { (x * x).exp() }
"""


def plain(backends: list[str]) -> None:
    for b in backends:
        compile_text(PLAIN, b, "plain.kina").functions["main"](np.ones(4, np.float32))
    maps = [line.split()[-1] for line in open("/proc/self/maps") if "libmpi" in line]
    report(mpi4py=any(m.startswith("mpi4py") for m in sys.modules), libmpi=sorted(set(maps)))


if __name__ == "__main__":
    mode, rest = sys.argv[1], sys.argv[2:]
    if mode == "bits":
        bits(rest)
    elif mode == "derivatives":
        derivatives(rest[0])
    elif mode.startswith("mismatch-"):
        mismatch(mode.split("-", 1)[1], rest[0])
    elif mode == "plain":
        plain(rest)
    elif mode == "load":
        load(rest[0])
    elif mode == "abi":
        abi()
    elif mode in ("late", "late-init"):
        late(rest[0], mode == "late-init")
    else:
        raise SystemExit(f"unknown mode {mode!r}")
