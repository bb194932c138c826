"""§D1 in one process (no MPI needed): typing and diagnostics of the collectives, world size 1
(the identity, size 1, rank 0) on every backend, the manifest's `collectives` field, and that
nothing MPI is imported or loaded outside a launcher. Under `mpiexec`: test_collectives_mpi.py."""
from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

import kina
from launch import rank_environment
from helpers import check, compiler, diagnose
from kina.ops import collective as Co

IDENTITY = """
fn @main(x: tensor<F32, [2, 3], @host>, s: tensor<F64, [], @host>)
    -> (tensor<F32, [2, 3]>, tensor<F32, [2, 3]>, tensor<F64, []>, tensor<I64, []>, tensor<I64, []>) {
  (x.all_sum(), (x * 2.0).all_mean(), s.all_mean(), world_size(), rank())
}
"""


@pytest.fixture
def identity_file(tmp_path):
    p = tmp_path / "collectives.kina"
    p.write_text(IDENTITY)
    return str(p)


@pytest.mark.parametrize("backend", ["numpy", "native", "jit"])
def test_world_size_one_is_the_identity(identity_file, backend):
    x = np.arange(6, dtype=np.float32).reshape(2, 3) - 2.5
    s = np.array(0.125)
    a, m, sm, size, rank = kina.compile_file(identity_file, backend=backend).functions["main"](x, s)
    assert np.array_equal(a, x) and np.array_equal(m, x * 2) and np.array_equal(sm, s)
    assert (int(size), int(rank)) == (1, 0) and size.dtype == np.int64


def test_the_ops_are_declared_with_their_flags():
    ops = compiler().ops
    for op in (Co.all_sum, Co.all_mean, Co.world_size, Co.rank):
        assert ops[op.name] is op and op.collective
    assert Co.rank.discrete and Co.world_size.discrete and not Co.all_sum.discrete
    c = compiler()
    for table in (c.vjps, c.jvps):
        assert Co.all_sum in table and Co.all_mean in table
    for table in (c.lowerings, c.numpy_rules):
        assert all(op in table for op in (Co.all_sum, Co.all_mean, Co.world_size, Co.rank))


def test_typing_is_the_identity():
    prog = check("fn @main(x: tensor<F64, [4, 2], @host>) -> tensor<F64, [4, 2]> { x.all_sum().all_mean() }")
    types = prog.functions["main"].types()
    assert {str(t) for t in types.values()} == {"tensor<F64, [4, 2], @host>"}


@pytest.mark.parametrize("text,message", [
    ("fn @main(x: tensor<I64, [4], @host>) -> tensor<I64, [4]> { x.all_sum() }", "`all_sum` needs a float tensor"),
    ("fn @main(x: tensor<I32, [4], @host>) -> tensor<I32, [4]> { x.all_mean() }", "`all_mean` needs a float tensor"),
    ("fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4]> { x.to(@device).all_sum().to(@host) }", "needs a @host tensor"),
    ("let rank = fn(x: tensor<F32, [4], @host>) -> tensor<F32, [4], @host> { x } in\n"
     "fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4]> { rank(x) }", "would shadow the builtin `rank(…)`"),
    ("let world_size = fn(x: tensor<F32, [4], @host>) -> tensor<F32, [4], @host> { x } in\n"
     "fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4]> { world_size(x) }", "would shadow the builtin `world_size(…)`"),
    ("fn @main(x: tensor<F32, [4], @host>) -> tensor<I64, []> { x.rank() }", "`rank` is a builtin: call it as `rank(…)`"),
])
def test_misuse_is_a_located_diagnostic(text, message):
    e = diagnose(text)
    assert message in str(e), str(e)
    assert e.diagnostics[0].span is not None


def test_the_manifest_says_whether_a_function_uses_collectives(tmp_path):
    src = tmp_path / "m.kina"
    src.write_text("let g = fn(x: tensor<F32, [4], @host>) -> tensor<F32, [4], @host> { x.all_mean() } in\n"
                   "fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4]> { g(x) + x }")
    plain = tmp_path / "p.kina"
    plain.write_text("fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4]> { x + x }")
    for s, want in ((src, True), (plain, False)):
        so = tmp_path / f"{s.stem}.so"
        r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", str(s), "--emit", "so", "-o", str(so)],
                           capture_output=True, text=True, env=rank_environment())
        assert r.returncode == 0, r.stderr
        manifest = json.loads(so.with_suffix(".json").read_text())
        main = manifest["functions"]["main"]
        assert main["collectives"] is want
        # the digest of the IR the ranks compare: machine- and build-independent, unlike the key
        assert ("collective_key" in main) is want
        x = np.arange(4, dtype=np.float32)
        assert np.array_equal(kina.load(str(so)).functions["main"](x), x + x)  # world size 1 in this process


def saved_artifact(tmp_path, name: str):
    """IDENTITY compiled by `kina compile --emit so` in a plain process (no launcher): NAME.so."""
    src = tmp_path / f"{name}.kina"
    src.write_text(IDENTITY)
    so = tmp_path / f"{name}.so"
    r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", str(src), "--emit", "so", "-o", str(so)],
                       capture_output=True, text=True, env=rank_environment())
    assert r.returncode == 0, r.stderr
    return so


def test_the_artifact_calls_mpi_through_weak_symbols_and_needs_no_libmpi(tmp_path):
    """What lets one .so run with and without mpiexec: the MPI functions are weak undefined
    symbols (null in a plain process) and libmpi is not among the libraries it needs."""
    import shutil

    if shutil.which("nm") is None or shutil.which("readelf") is None:
        pytest.skip("binutils' nm and readelf are not installed (the artifact is checked by running it above)")
    so = saved_artifact(tmp_path, "w")
    undefined = subprocess.run(["nm", "-D", "--undefined-only", str(so)], capture_output=True, text=True, check=True).stdout
    kinds = {line.split()[-1]: line.split()[0] for line in undefined.splitlines() if "MPI_" in line}
    assert kinds == {"MPI_Allreduce": "w", "MPI_Comm_rank": "w", "MPI_Comm_size": "w"}, undefined
    needed = subprocess.run(["readelf", "-d", str(so)], capture_output=True, text=True, check=True).stdout
    assert "libmpi" not in needed, needed


NO_MPI = """
import sys, numpy as np, kina
for path in sys.argv[1:]:
    for backend in ("numpy", "native", "jit"):
        fn = kina.compile_file(path, backend=backend).functions["main"]
        if path.endswith("collectives.kina"):
            fn(np.ones((2, 3), np.float32), np.array(1.0))
        else:
            fn(np.ones(4, np.float32))
maps = {line.split()[-1] for line in open("/proc/self/maps") if "libmpi" in line}
print(sorted(m for m in sys.modules if m.startswith("mpi4py")), sorted(maps))
"""


def test_no_mpi_is_imported_or_loaded_outside_a_launcher(identity_file, tmp_path):
    """A plain process runs a program with collectives and one without, on every backend: mpi4py
    is never imported and no libmpi is mapped (the collectives take the world-size-1 path)."""
    plain = tmp_path / "plain.kina"
    plain.write_text("fn @main(x: tensor<F32, [4], @host>) -> tensor<F32, [4]> { (x * x).exp() }")
    r = subprocess.run([sys.executable, "-c", NO_MPI, identity_file, str(plain)], capture_output=True, text=True,
                       env=rank_environment(), timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[] []", r.stdout


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_a_missing_mpi4py_under_a_launcher_is_one_line_naming_the_dist_group(identity_file, backend):
    """Under a launcher's environment with mpi4py hidden, a collective is a KinaRuntimeError that
    names the `dist` group, not an ImportError from inside the runtime."""
    script = ("import sys; sys.modules['mpi4py'] = None\n"  # import mpi4py now raises ImportError
              "import numpy as np, kina\n"
              "from kina.hostio import KinaRuntimeError\n"
              "try:\n"
              "    fn = kina.compile_file(sys.argv[1], backend=sys.argv[2]).functions['main']\n"
              "    fn(np.ones((2, 3), np.float32), np.array(1.0))\n"
              "except KinaRuntimeError as e:\n    print('ERR', e)\n")
    r = subprocess.run([sys.executable, "-c", script, identity_file, backend], capture_output=True, text=True, timeout=120,
                       env=rank_environment(PMI_RANK="0", PMI_SIZE="2"))
    assert r.returncode == 0, r.stderr
    line = r.stdout.strip()
    assert line.startswith("ERR ") and "\n" not in line and "uv sync --group dist" in line, r.stdout
