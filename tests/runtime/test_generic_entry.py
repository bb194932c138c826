"""§P1 in the host API: generic entry points specialise on the shapes they are called with
(one compile per distinct set of sizes, cached on disk by the specialisation), log with
KINA_LOG_COMPILES=1, compile once under a racing first call, keep at most 64 per entry
point in memory; `kina compile --sizes` specialises ahead of time."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

import kina
from helpers import race
from kina import generic
from kina.hostio import KinaArgumentError

MLP = """
type Mat[R, C] = tensor<F32, [R, C]> in
let mlp = fn[N, I, H, O](x: Mat[N, I], w1: Mat[I, H], b1: tensor<F32, [H]>, w2: Mat[H, O], b2: tensor<F32, [O]>)
    -> Mat[N, O] {
  let h = ((x @ w1) + b1.broadcast([N, H])).maximum(0.0) in
  (h @ w2) + b2.broadcast([N, O])
} in
let total = fn[N, I, H, O](x: Mat[N, I], w1: Mat[I, H], b1: tensor<F32, [H]>, w2: Mat[H, O], b2: tensor<F32, [O]>)
    -> tensor<F32, []> {
  mlp(x, w1, b1, w2, b2).reduce_sum(axes=[0, 1])
} in
fn @main[B](x: Mat[B, 4], w1: Mat[4, 8], b1: tensor<F32, [8]>, w2: Mat[8, 3], b2: tensor<F32, [3]>)
    -> (Mat[B, 3], tensor<F32, [8, 3]>) {
  let (t, g2) = handle total(x, w1, b1, w2, b2) with reverseMode(wrt=[w2]) in
  (mlp(x, w1, b1, w2, b2), g2)
}
"""


def weights(rng):
    return [rng.standard_normal(s).astype(np.float32) for s in [(4, 8), (8,), (8, 3), (3,)]]


def oracle(x, w1, b1, w2, b2):
    h = np.maximum(x.astype(np.float64) @ w1 + b1, 0)
    return h @ w2 + b2, h.T @ np.ones((x.shape[0], 3))  # d sum(h @ w2 + b2) / d w2


@pytest.fixture
def mlp_file(tmp_path):
    path = tmp_path / "mlp.kina"
    path.write_text(MLP)
    return str(path)


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_generic_mlp_at_two_shapes_equals_numpy(mlp_file, backend):
    prog = kina.compile_file(mlp_file, backend=backend)
    rng = np.random.default_rng(1)
    w = weights(rng)
    for batch in (5, 2, 5):
        x = rng.standard_normal((batch, 4)).astype(np.float32)
        out, g2 = prog.main(x, *w)
        want, want_g2 = oracle(x, *w)
        np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-5)  # F32 against an F64 oracle
        np.testing.assert_allclose(g2, want_g2, rtol=1e-5, atol=1e-5)
    assert prog.main.compiles == 2 and prog.main.specialisations == [(2,), (5,)]
    # a generic helper is exported too, specialised on its own arguments
    x = rng.standard_normal((3, 4)).astype(np.float32)
    np.testing.assert_allclose(prog.mlp(x, *w), oracle(x, *w)[0], rtol=1e-5, atol=1e-5)
    assert prog.mlp.specialisations == [(3, 4, 8, 3)]


def test_log_compiles_one_line_per_specialisation_and_disk_cache(mlp_file, monkeypatch, capsys, fresh_cache):
    monkeypatch.setenv("KINA_LOG_COMPILES", "1")
    rng = np.random.default_rng(2)
    w = weights(rng)
    prog = kina.compile_file(mlp_file, backend="native")
    for batch in (3, 3, 6):
        prog.main(rng.standard_normal((batch, 4)).astype(np.float32), *w)
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2, lines
    assert lines[0].startswith("kina: compiled main[B=3] as main__B3 in ") and "s (backend native, cache miss" in lines[0]
    assert lines[1].startswith("kina: compiled main[B=6] as main__B6 in ")
    again = kina.compile_file(mlp_file, backend="native")  # a new program: the on-disk cache has B=3
    again.main(rng.standard_normal((3, 4)).astype(np.float32), *w)
    assert "cache hit" in capsys.readouterr().err
    monkeypatch.delenv("KINA_LOG_COMPILES")
    kina.compile_file(mlp_file, backend="numpy").main.specialise(B=4)
    assert capsys.readouterr().err == ""


def test_racing_first_calls_compile_once(mlp_file):
    prog = kina.compile_file(mlp_file, backend="numpy")
    w = weights(np.random.default_rng(3))
    x = np.ones((7, 4), np.float32)
    results, errors = race(lambda: prog.main(x, *w)[0], 8)
    assert not errors and len(results) == 8
    assert prog.main.compiles == 1
    for r in results[1:]:
        np.testing.assert_array_equal(r, results[0])


def test_at_most_n_specialisations_in_memory(mlp_file, monkeypatch):
    monkeypatch.setattr(generic, "MAX_SPECIALISATIONS", 3)
    prog = kina.compile_file(mlp_file, backend="numpy")
    for b in (1, 2, 3, 1, 4):  # 1 is used again, so 2 is the least recently used when 4 arrives
        prog.main.specialise(B=b)
    assert prog.main.specialisations == [(3,), (1,), (4,)]
    assert prog.main.compiles == 4
    prog.main.specialise(B=2)
    assert prog.main.compiles == 5
    assert generic.MAX_SPECIALISATIONS == 3 and len(prog.main.specialisations) == 3


def test_host_errors_name_the_parameter_and_sizes(mlp_file):
    prog = kina.compile_file(mlp_file, backend="numpy")
    w = weights(np.random.default_rng(4))
    with pytest.raises(KinaArgumentError, match=r"parameter `x` of `main` expects rank 2"):
        prog.main(np.ones(4, np.float32), *w)
    with pytest.raises(KinaArgumentError, match=r"parameter `x` of `main` has a dimension of size 0 for `B`"):
        prog.main(np.ones((0, 4), np.float32), *w)
    with pytest.raises(KinaArgumentError, match=r"size variable `I` of `mlp` is bound to 4 by argument 1 \(`x`\) "
                                                r"and to 5 by argument 2 \(`w1`\)"):
        prog.mlp(np.ones((2, 4), np.float32), np.ones((5, 8), np.float32), *w[1:])
    with pytest.raises(KinaArgumentError, match=r"parameter `w1` of `main` expects shape \[4, 8\]"):
        prog.main(np.ones((2, 4), np.float32), np.ones((4, 9), np.float32), *w[1:])
    with pytest.raises(KinaArgumentError, match=r"takes the sizes B; missing: B"):
        prog.main.specialise()


def test_compile_sizes_ahead_of_time(mlp_file, tmp_path):
    r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", mlp_file, "--sizes", "B=8", "--emit", "ir"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "fn @main__B8(x: tensor<F32, [8, 4], @host>" in r.stdout or "fn main__B8(x: tensor<F32, [8, 4], @host>" in r.stdout
    assert "mlp__N8_I4_H8_O3" in r.stdout
    for bad, gist in [("B", "NAME=INT pairs"), ("B=8,T=2", "unknown size T"), ("B=0", "`B` must be between 1 and 2^62, got 0")]:
        r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", mlp_file, "--sizes", bad, "--emit", "ir"],
                           capture_output=True, text=True)
        assert r.returncode != 0 and gist in r.stderr and "Traceback" not in r.stderr, r.stderr


def test_compile_sizes_warms_the_cache_for_the_same_call(mlp_file, tmp_path, fresh_cache, monkeypatch, capsys):
    out = tmp_path / "m.so"
    r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", mlp_file, "--sizes", "B=6", "--emit", "so", "-o", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0 and "cache: miss" in r.stderr, r.stderr
    assert "main__B6" in kina.load(str(out)).functions
    monkeypatch.setenv("KINA_LOG_COMPILES", "1")
    prog = kina.compile_file(mlp_file, backend="native")
    prog.main(np.ones((6, 4), np.float32), *weights(np.random.default_rng(5)))
    assert "as main__B6 in" in capsys.readouterr().err and prog.info["cache"] == "hit"


def test_kina_run_specialises_a_generic_main(mlp_file, tmp_path):
    rng = np.random.default_rng(6)
    w1, b1, w2, b2 = weights(rng)
    x = rng.standard_normal((3, 4)).astype(np.float32)
    np.savez(tmp_path / "in.npz", x=x, w1=w1, b1=b1, w2=w2, b2=b2)
    r = subprocess.run([sys.executable, "-m", "kina.cli", "run", mlp_file, "--inputs", str(tmp_path / "in.npz"),
                        "--backend", "numpy", "--out", str(tmp_path / "out.npz")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with np.load(tmp_path / "out.npz") as res:
        np.testing.assert_allclose(res["result_0"], oracle(x, w1, b1, w2, b2)[0], rtol=1e-5, atol=1e-5)


def test_python_scalars_bind_no_size(tmp_path):
    """Spec §P6: a Python scalar fills a rank-0 (or all-ones) parameter of a generic function and binds no size."""
    src = tmp_path / "scale.kina"
    src.write_text("fn @main[N](x: tensor<F32, [N]>, s: tensor<F32, []>) -> tensor<F32, [N]> { x * s.broadcast([N]) }\n")
    for backend in ("numpy", "native"):
        prog = kina.compile_file(str(src), backend=backend)
        np.testing.assert_array_equal(prog.main(np.arange(3, dtype=np.float32), 2.0), [0.0, 2.0, 4.0])
        np.testing.assert_array_equal(prog.main(np.ones(5, np.float32), 3), [3.0] * 5)
    bad = tmp_path / "bad.kina"
    bad.write_text("fn @main[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> { x }\n")
    with pytest.raises(kina.hostio.KinaArgumentError, match="parameter `x` of `main` expects an array"):
        kina.compile_file(str(bad), backend="numpy").main(2.0)


@pytest.mark.parametrize("backend", ["numpy", "native"])
def test_misbound_calls_read_as_for_a_specialisation(mlp_file, backend):
    """kina.hostio.match_arguments binds a generic call's arguments before its sizes are known, and
    every specialisation's after: the same errors, only the function's name differs."""
    prog = kina.compile_file(mlp_file, backend=backend)
    w1, b1, w2, b2 = weights(np.random.default_rng(7))
    x = np.ones((2, 4), np.float32)
    special = prog.main.specialise(B=2)
    name = special.__name__
    for args, kwargs, message in [
        ((x, w1, b1, w2, b2, b2), {}, "`main` takes 5 argument(s), got 6 positional"),
        ((x, w1, b1, w2), {"b3": b2}, "`main` has no parameter `b3` (parameters: x, w1, b1, w2, b2)"),
        ((x, w1, b1, w2, b2), {"x": x}, "parameter `x` of `main` given twice"),
        ((x, w1), {"b2": b2}, "`main` is missing argument(s): `b1`, `w2`"),
    ]:
        with pytest.raises(KinaArgumentError) as generic_error:
            prog.main(*args, **kwargs)
        with pytest.raises(KinaArgumentError) as special_error:
            special(*args, **kwargs)
        assert str(generic_error.value) == message
        assert str(special_error.value) == message.replace("`main`", f"`{name}`")


def test_a_warm_start_of_generic_helpers_beside_a_plain_main_parses_nothing(tmp_path):
    """kina-storylm's decoder (`generate[M]` beside plain `prefill`, `step`, `main`): on a warm start
    its plain functions load from the cache without the parser (lark is not even imported); the
    generic one is found, by a parse, when first asked for."""
    import os

    code = """if True:
        import sys
        from kina_storylm.generate import decode_program
        prog = decode_program()
        prog.step.compile()
        print("lark" in sys.modules)
        prog.generate
        print("lark" in sys.modules, sorted(prog.functions))
    """
    env = dict(os.environ, KINA_CACHE_DIR=str(tmp_path))
    runs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600) for _ in range(2)]
    assert all(r.returncode == 0 for r in runs), runs[-1].stderr
    names = "['generate', 'greedy', 'main', 'prefill', 'sample', 'step', 'step_sample']"
    assert runs[1].stdout.split("\n")[:2] == ["False", f"True {names}"]
