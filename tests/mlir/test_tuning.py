"""The per-machine tuner (kina_mlir/tuner.py, `kina tune`) and its table (kina_mlir/tuning.py).

No test depends on the CPU it runs on: the tuner's choices are made deterministic by an injected
fake measure and clock, the ISA is forced (AVX2 and AVX-512 both), and the end-to-end runs read
back whatever `kina tune` chose before checking that a compile uses it."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import numpy as np
import pytest

import kina
from kina_mlir import tuner, tuning
from kina_mlir.artifacts.keys import function_key
from kina_mlir.options import CodegenOptions
from kina_mlir.transforms.tiling import TilePolicy

BUILTIN_TILES = {"avx512": [8, 32, 1], "avx2": [4, 16, 8]}
MLP = tuner.Case("matmul", 256, 1024, 1024)


class FakeClock:
    """Advances `step` seconds per reading: budgets count readings, not the CPU's speed."""

    def __init__(self, step=0.01):
        self.t, self.step = 0.0, step

    def __call__(self):
        self.t += self.step
        return self.t


def fake_measure(times: dict, default=1.0, log=None):
    """Seconds per candidate from `times` ({json of params subset: seconds}, the first that matches),
    else `default`."""
    def measure(case, params):
        if log is not None:
            log.append(dict(params))
        for want, s in times.items():
            if all(params.get(k) == v for k, v in json.loads(want).items()):
                return s
        return default
    return measure


def _tuner(isa, measure, **kw):
    return tuner.Tuner(isa=isa, threads=2, measure=measure, clock=FakeClock(), **kw)


@pytest.mark.parametrize("isa", ["avx512", "avx2"])
def test_the_tuner_picks_the_fastest_candidate_for_a_forced_isa(isa):
    tm, tn, tk = BUILTIN_TILES[isa]
    faster_tiles = [tm // 2, tn, tk]
    seen = []
    t = _tuner(isa, fake_measure({json.dumps({"tiles": faster_tiles, "blocks": [128, 128]}): 0.4,
                                   json.dumps({"tiles": faster_tiles}): 0.5}, log=seen))
    r = t.tune_case(MLP, deadline=1e9)
    assert r.builtin["tiles"] == BUILTIN_TILES[isa] and r.builtin["blocks"] == [256, 256]
    assert seen[0] == r.builtin  # the built-in plan is measured first
    assert r.chosen["tiles"] == faster_tiles and r.chosen["blocks"] == [128, 128]
    assert r.chosen_s == 0.4 and r.builtin_s == 1.0
    # every candidate is valid for the table, around the built-in choice, one parameter at a time
    for i, cand in enumerate(seen):
        tuning.check_choices({MLP.cls: cand})
        assert i == 0 or any(sum(cand[p] != prev[p] for p in cand) <= 1 for prev in seen[:i])
    assert any(c["tiles"] == [tm, tn // 2, tk] for c in seen)


def test_noise_keeps_the_built_in_choice_and_a_wrong_candidate_never_wins():
    slightly = _tuner("avx512", fake_measure({json.dumps({"tiles": [4, 32, 1]}): 0.99}))
    assert slightly.tune_case(MLP, 1e9).chosen["tiles"] == [8, 32, 1]  # 1 % is within MARGIN
    # a candidate whose results differ (measure None) is rejected, however fast
    def measure(case, params):
        return None if params["tiles"] == [4, 32, 1] else 1.0
    r = _tuner("avx512", measure).tune_case(MLP, 1e9)
    assert r.chosen["tiles"] == [8, 32, 1] and r.rejected and r.rejected[0]["tiles"] == [4, 32, 1]


def test_a_faster_candidate_must_be_confirmed_against_the_best_measured_again():
    calls = []

    def measure(case, params):  # [4, 32, 1] looks fast once, then as slow as the built-in
        calls.append(params["tiles"])
        return 0.5 if params["tiles"] == [4, 32, 1] and calls.count([4, 32, 1]) == 1 else 1.0
    r = _tuner("avx512", measure).tune_case(MLP, 1e9)
    assert r.chosen["tiles"] == [8, 32, 1]
    assert calls[:4] == [[8, 32, 1], [4, 32, 1], [8, 32, 1], [4, 32, 1]]


def test_a_choice_that_the_last_pairs_against_the_built_in_do_not_confirm_is_dropped():
    """Each stage compares its candidate with that stage's best; the choice is timed against the
    built-in plan once more, alternately, and kept only if it is faster there too."""
    calls = []

    def measure(case, params):  # [4, 32, 1] wins its stage, then is slower than the built-in
        calls.append(params["tiles"])
        if params["tiles"] == [4, 32, 1]:
            return 0.5 if calls.count([4, 32, 1]) <= 1 + tuner.PAIRS else 1.2
        return 1.0
    r = _tuner("avx512", measure).tune_case(MLP, 1e9)
    assert r.chosen == r.builtin and r.chosen_s == r.builtin_s == 1.0
    assert calls.count([4, 32, 1]) == 1 + 2 * tuner.PAIRS  # compiled, its stage's pairs, the last pairs


def test_a_candidate_is_judged_by_alternated_pairs_not_by_one_slow_moment():
    calls = []

    def measure(case, params):  # [4, 32, 1] is 20 % faster, but its first timing fell in a slow moment
        calls.append(params["tiles"])
        if params["tiles"] == [4, 32, 1]:
            return 3.0 if calls.count([4, 32, 1]) == 1 else 0.8
        return 1.0
    r = _tuner("avx512", measure).tune_case(MLP, 1e9)
    assert r.chosen["tiles"] == [4, 32, 1]
    # compiled and timed once, then PAIRS alternated (best, candidate) timings
    assert calls[:2 + 2 * tuner.PAIRS] == [[8, 32, 1], [4, 32, 1]] + [[8, 32, 1], [4, 32, 1]] * tuner.PAIRS


def test_one_fast_pair_of_three_does_not_win():
    seen = {"n": 0}

    def measure(case, params):  # [4, 32, 1] is faster in one alternated pair only
        if params["tiles"] == [4, 32, 1]:
            seen["n"] += 1
            return 0.5 if seen["n"] == 2 else 1.0
        return 1.0
    assert tuner.PAIRS == 3
    assert _tuner("avx512", measure).tune_case(MLP, 1e9).chosen["tiles"] == [8, 32, 1]


def test_threads_are_not_tuned_when_told_not_to():
    seen = []
    t = _tuner("avx512", fake_measure({}, log=seen))
    t.tune_threads = False
    r = t.tune_case(MLP, 1e9)
    assert all(c["par"] == r.builtin["par"] for c in seen)
    seen.clear()
    _tuner("avx512", fake_measure({}, log=seen)).tune_case(MLP, 1e9)
    assert any(c["par"] != r.builtin["par"] for c in seen)


def test_the_budget_bounds_a_run():
    t = tuner.Tuner(isa="avx512", threads=2, measure=fake_measure({}), clock=FakeClock(step=1.0), budget_s=5, class_budget_s=3)
    choices, results, seconds = t.tune(tuner.DEFAULT_CASES)
    assert results and not results[0].complete and results[0].tried <= 3
    assert len(results) < len(tuner.DEFAULT_CASES)  # the rest keep the built-in tiles
    assert set(choices) == {r.cls for r in results}


def test_every_default_class_has_candidates_for_both_isas():
    for isa in ("avx512", "avx2"):
        policy = TilePolicy(CodegenOptions(isa=isa, threads=2))
        for case in tuner.DEFAULT_CASES:
            base = case.builtin(policy)
            tuning.check_choices({case.cls: base})
            stages = case.stages(base, isa, 2)
            assert stages, case.cls
            for param, values in stages:
                assert values and all(v != base[param] for v in values)


def test_kernel_classes_bucket_sizes_by_powers_of_two():
    assert tuning.kernel_class("matmul", "F32", 256, 1000, 1024) == "matmul:F32:m256:n1024:k1024"
    assert tuning.kernel_class("batch_matmul", "F32", 64, 64, 32, 24) == "batch_matmul:F32:b32:m64:n64:k32"
    assert tuning.kernel_class("elementwise") == "elementwise"


# -- the table: the policy, the key, the file -------------------------------------------------
def _options(isa="avx512", choices=None, threads=2):
    return CodegenOptions(isa=isa, threads=threads, tuning=tuning.canonical(choices or {}))


@pytest.mark.parametrize("isa", ["avx512", "avx2"])
def test_the_policy_asks_the_table_first_and_falls_back_where_it_does_not_fit(isa):
    cls = tuning.kernel_class("matmul", "F32", 256, 1024, 1024)
    tuned = {cls: {"tiles": [2, 16, 2], "blocks": [128, 0], "pack": False, "par": False},
             "elementwise": {"width": 16}, "transpose": {"tile": 8}, "conv": {"lanes": 8, "rows": 2}}
    p, builtin = TilePolicy(_options(isa, tuned)), TilePolicy(_options(isa))
    assert p.matmul_plan(256, 1024, 1024) == ("matmul", (2, 16, 2), (0, 128, 0), None)
    assert not p.packs(256, 1024, 1024) and builtin.packs(256, 1024, 1024)
    assert builtin.matmul_plan(256, 1024, 1024).tiles == tuple(BUILTIN_TILES[isa])
    # the same bucket, a shape the tuned tiles do not divide: the built-in rule
    assert p.matmul_plan(255, 1024, 1024).tiles == builtin.matmul_plan(255, 1024, 1024).tiles
    # another class: untouched
    assert p.matmul_plan(64, 64, 64) == builtin.matmul_plan(64, 64, 64)
    assert p.vector_width(["(d0, d1) -> (d0, d1)"] * 2, [(8, 1024)] * 2, False, p.vec_widths) == 16
    # four registers an operand: 64 f32 lanes with AVX-512, 32 with AVX2
    assert builtin.vector_width(["(d0, d1) -> (d0, d1)"] * 2, [(8, 1024)] * 2, False, builtin.vec_widths) == {"avx512": 64, "avx2": 32}[isa]
    assert (p.transpose_t, p.conv_lanes, p.conv_rows) == (8, 8, 2)


def test_the_table_digest_is_in_the_artifact_key():
    a = _options(choices={"elementwise": {"width": 16}})
    b = _options(choices={"elementwise": {"width": 32}})
    none = _options()

    def key(o):
        return function_key("main", "h", "p.kina", o, "fp")
    assert len({key(a), key(b), key(none)}) == 3
    assert key(a) == key(_options(choices={"elementwise": {"width": 16}}))
    assert none.key()["tuning"] == "" and len(a.key()["tuning"]) == 16


def _write(tmp_path, isa="avx512", choices=None, edit=None):
    doc = tuning.document(choices or {"matmul:F32:m64:n64:k64": {"tiles": [4, 32, 1]}}, isa)
    if edit:
        edit(doc)
    path = tuning.table_path(isa, str(tmp_path))
    tuning.write(path, doc)
    return path


def test_the_table_round_trips_owner_only(tmp_path, monkeypatch):
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("KINA_TUNE", "1")  # tests/conftest.py turns it off for every other test
    os.chmod(tmp_path, 0o700)
    path = _write(tmp_path)
    assert oct(os.stat(path).st_mode & 0o777) == "0o600"
    assert tuning.read(path, "avx512") == {"matmul:F32:m64:n64:k64": {"tiles": [4, 32, 1]}}
    o = CodegenOptions.resolve({"codegen": {"isa": "avx512"}})
    assert json.loads(o.tuning) == {"matmul:F32:m64:n64:k64": {"tiles": [4, 32, 1]}}
    assert TilePolicy(o).matmul_plan(64, 64, 64).tiles == (4, 32, 1)
    # the other ISA's table is another file: none here
    assert CodegenOptions.resolve({"codegen": {"isa": "avx2"}}).tuning == ""
    # KINA_TUNE=0: the built-in plan
    monkeypatch.setenv("KINA_TUNE", "0")
    o = CodegenOptions.resolve({"codegen": {"isa": "avx512"}})
    assert o.tuning == "" and TilePolicy(o).matmul_plan(64, 64, 64).tiles == (8, 32, 1)


def _set(path, value):
    def edit(doc):
        node = doc
        for p in path[:-1]:
            node = node[p]
        node[path[-1]] = value
    return edit


@pytest.mark.parametrize("edit,field", [
    (_set(["machine", "cpu"], "Some Other CPU"), "machine.cpu"),
    (_set(["machine", "flags"], "0123456789abcdef"), "machine.flags"),
    (_set(["machine", "tuner"], 0), "machine.tuner"),
    (_set(["format"], "kina-tuning-0"), "format"),
    (_set(["digest"], "0" * 16), "digest"),
    (_set(["entries", "matmul:F32:m64:n64:k64", "params", "tiles"], [3, 32, 1]), "entries.matmul:F32:m64:n64:k64.params.tiles"),
    (_set(["entries", "matmul:F32:m64:n64:k64", "params", "width"], 16), "entries.matmul:F32:m64:n64:k64.params.width"),
    (_set(["entries", "mystery:F32"], {"params": {"tile": 8}}), "entries.mystery:F32"),
    (_set(["entries", "matmul:F32:m63:n64:k64"], {"params": {"tiles": [4, 32, 1]}}), "entries.matmul:F32:m63:n64:k64"),
])
def test_a_foreign_or_malformed_table_is_refused_naming_the_field(tmp_path, capsys, edit, field):
    path = _write(tmp_path, edit=edit)
    assert tuning.read(path, "avx512") is None
    err = capsys.readouterr().err
    assert f"field `{field}`" in err and "ignoring the tuning table" in err


def test_an_unreadable_group_writable_or_foreign_owned_table_is_refused(tmp_path, capsys, monkeypatch):
    os.chmod(tmp_path, 0o700)
    path = _write(tmp_path)
    with open(path, "r+") as fh:
        fh.write("{not json")
    assert tuning.read(path, "avx512") is None
    assert "is not JSON" in capsys.readouterr().err
    path = _write(tmp_path)
    os.chmod(path, 0o620)
    assert tuning.read(path, "avx512") is None
    assert "writable by group" in capsys.readouterr().err
    os.chmod(path, 0o600)
    os.chmod(tmp_path, 0o770)
    assert tuning.read(path, "avx512") is None
    assert "in a directory writable by group" in capsys.readouterr().err
    os.chmod(tmp_path, 0o700)
    monkeypatch.setattr("kina_mlir.artifacts.places._uid", lambda: os.geteuid() + 1)
    assert tuning.read(path, "avx512") is None
    assert "not by you" in capsys.readouterr().err


def test_kina_isa_forces_the_isa(capsys):
    assert CodegenOptions.resolve(environ={"KINA_ISA": "avx2"}).isa == "avx2"
    assert CodegenOptions.resolve(environ={"KINA_ISA": "AVX512"}).isa == "avx512"
    host = CodegenOptions.resolve(environ={}).isa
    assert CodegenOptions.resolve(environ={"KINA_ISA": "sse9"}).isa == host
    assert "ignoring KINA_ISA='sse9'" in capsys.readouterr().err


# -- end to end: `kina tune --quick`, then a compile that uses its table ----------------------
SRC = "fn @main(a: tensor<F32, [64, 64], @host>, b: tensor<F32, [64, 64], @host>) -> tensor<F32, [64, 64], @host> { (a @ b).tanh() + a }"


def _kina(args, env, cwd):
    clean = {k: v for k, v in os.environ.items() if not k.startswith("KINA_")}
    return subprocess.run([sys.executable, "-m", "kina.cli", *args], env={**clean, **env}, cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def _tile_tags(mlir: str) -> list[str]:
    return re.findall(r"kina\.tile = \[([0-9, ]+)\]", mlir)


@pytest.mark.parametrize("isa", ["avx512", "avx2"])
def test_kina_tune_quick_end_to_end(tmp_path, isa):
    cache = tmp_path / "cache"
    env = {"KINA_CACHE_DIR": str(cache), "KINA_ISA": isa}
    r = _kina(["tune", "--quick", "--budget", "120"], env, tmp_path)
    assert r.returncode == 0, r.stderr
    assert "matmul:F32:m64:n64:k64: built-in" in r.stdout and "wrote" in r.stdout
    files = [f for f in os.listdir(cache) if f.startswith("tuning-")]
    assert len(files) == 1 and oct(os.stat(cache / files[0]).st_mode & 0o777) == "0o600"
    doc = json.loads((cache / files[0]).read_text())
    chosen = doc["entries"]["matmul:F32:m64:n64:k64"]["params"]["tiles"]
    (tmp_path / "p.kina").write_text(SRC)
    tuned = _kina(["compile", "p.kina", "--emit", "mlir"], env, tmp_path)
    assert tuned.returncode == 0, tuned.stderr
    assert _tile_tags(tuned.stdout) == [", ".join(map(str, chosen))]
    builtin = _kina(["compile", "p.kina", "--emit", "mlir"], {**env, "KINA_TUNE": "0"}, tmp_path)
    assert _tile_tags(builtin.stdout) == [", ".join(map(str, BUILTIN_TILES[isa]))]
    show = _kina(["tune", "--show"], env, tmp_path)
    assert show.returncode == 0 and "m64:n64:k64" in show.stdout


def test_a_tuned_table_is_used_by_the_next_compile_and_results_equal_numpy(tmp_path, monkeypatch):
    """A table whose choice differs from the built-in (made deterministic by a fake measure):
    a compile after it carries the tuned tiles, KINA_TUNE=0 the built-in ones; the native results
    equal the NumPy backend's either way, and retuning rebuilds (the key changes)."""
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("KINA_TUNE", "1")
    monkeypatch.setenv("KINA_ISA", "avx512")
    measure = fake_measure({json.dumps({"tiles": [4, 32, 1]}): 0.5})
    path, doc, _ = tuner.run(tuner.QUICK_CASES, isa="avx512", log=lambda line: None, measure=measure, clock=FakeClock())
    assert doc["entries"]["matmul:F32:m64:n64:k64"]["params"]["tiles"] == [4, 32, 1]
    rng = np.random.default_rng(1)
    a, b = (rng.standard_normal((64, 64)).astype(np.float32) for _ in range(2))
    want = kina.compile_source(SRC, path="p.kina", backend="numpy").main(a, b)
    tuned = kina.compile_source(SRC, path="p.kina", backend="native")
    np.testing.assert_allclose(tuned.main(a, b), want, rtol=1e-5, atol=1e-5)
    emitted = _kina(["compile", "p.kina", "--emit", "mlir"], {"KINA_CACHE_DIR": str(tmp_path), "KINA_ISA": "avx512"}, _src_dir(tmp_path))
    assert _tile_tags(emitted.stdout) == ["4, 32, 1"]
    monkeypatch.setenv("KINA_TUNE", "0")
    builtin = kina.compile_source(SRC, path="p.kina", backend="native")
    np.testing.assert_allclose(builtin.main(a, b), want, rtol=1e-5, atol=1e-5)
    assert builtin.info["cache"] == "miss (compiled)"  # the table's digest is in the key
    assert builtin.info["artifact"] != tuned.info["artifact"]


def _src_dir(tmp_path):
    d = tmp_path / "src"
    d.mkdir(exist_ok=True)
    (d / "p.kina").write_text(SRC)
    return d


PROGRAM = """fn @main(a: tensor<F32, [64, 48], @host>, b: tensor<F32, [48, 64], @host>, q: tensor<F32, [4, 16, 8], @host>)
    -> (tensor<F32, [64, 64], @host>, tensor<F32, [4, 16, 16], @host>) {
  (a @ b, q @ q.transpose([0, 2, 1]))
}
"""


def test_kina_tune_file_takes_the_programs_matmul_classes(tmp_path):
    (tmp_path / "p.kina").write_text(PROGRAM)
    cases = tuner.program_cases(str(tmp_path / "p.kina"))
    assert [c.cls for c in cases] == ["matmul:F32:m64:n64:k64", "batch_matmul:F32:b4:m16:n16:k8"]
    assert (cases[0].m, cases[0].n, cases[0].k) == (64, 64, 48)  # the program's own shape represents its class
    (tmp_path / "none.kina").write_text("fn @main(a: tensor<F32, [4], @host>) -> tensor<F32, [4], @host> { a * a }")
    r = _kina(["tune", "none.kina"], {"KINA_CACHE_DIR": str(tmp_path / "cache")}, tmp_path)
    assert r.returncode == 0 and "nothing to tune" in r.stdout
    r = _kina(["tune", "missing.kina"], {"KINA_CACHE_DIR": str(tmp_path / "cache")}, tmp_path)
    assert r.returncode == 1 and "missing.kina: cannot read" in r.stderr


MIXED = """fn @main(a: tensor<F32, [64, 64], @host>, b: tensor<F32, [64, 64], @host>, q: tensor<F32, [4, 16, 8], @host>,
          x: tensor<F32, [2, 8, 8, 16], @host>, w: tensor<F32, [3, 3, 16, 32], @host>)
    -> (tensor<F32, [64, 64], @host>, tensor<F32, [4, 16, 16], @host>, tensor<F32, [2, 8, 8, 32], @host>) {
  ((a @ b).tanh() * a.transpose([1, 0]) + b, q @ q.transpose([0, 2, 1]), x.conv(w, low=[1, 1], high=[1, 1]))
}
"""


@pytest.mark.parametrize("isa", ["avx512", "avx2"])
def test_results_equal_numpy_under_a_table_that_changes_every_class(isa):
    choices = {tuning.kernel_class("matmul", "F32", 64, 64, 64): {"tiles": [2, 16, 2], "blocks": [32, 32], "par": True},
               tuning.kernel_class("batch_matmul", "F32", 16, 16, 8, 4): {"tiles": [4, 8, 2], "par": True},
               "elementwise": {"width": 8}, "transpose": {"tile": 16}, "conv": {"lanes": 8, "rows": 2}}
    rng = np.random.default_rng(2)
    args = [rng.standard_normal(s).astype(np.float32) for s in ((64, 64), (64, 64), (4, 16, 8), (2, 8, 8, 16), (3, 3, 16, 32))]
    want = kina.compile_source(MIXED, path="mixed.kina", backend="numpy").main(*args)
    for table in (choices, {}):
        got = kina.compile_source(MIXED, path="mixed.kina", backend="native", codegen={"isa": isa, "tuning": table}).main(*args)
        for g, w_ in zip(got, want):
            np.testing.assert_allclose(g, w_, rtol=2e-5, atol=2e-5)
    from kina.compiler import default_compiler
    from kina.diagnostics import Source

    emitted, _ = default_compiler().emit(Source("mixed.kina", MIXED), "mlir", {"codegen": {"isa": isa, "tuning": choices}})
    assert "tile = [2, 16, 2], kina.block = [0, 32, 32]" in emitted.text and "tile = [4, 8, 2]" in emitted.text
    assert "kina.conv = [1, 1, 2, 8, " in emitted.text  # rows 2, lanes 8


def test_a_run_updates_this_machines_table_and_fresh_starts_over(tmp_path, monkeypatch):
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache"))
    quiet = {"log": lambda line: None, "clock": FakeClock(), "isa": "avx512"}
    elementwise = (tuner.Case("elementwise", shape=(8, 64)),)
    path, _, _ = tuner.run(tuner.QUICK_CASES, measure=fake_measure({json.dumps({"tiles": [4, 32, 1]}): 0.5}), **quiet)
    _, doc, _ = tuner.run(elementwise, measure=fake_measure({json.dumps({"width": 16}): 0.5}), **quiet)
    table = tuning.read(path, "avx512")
    assert set(table) == {"matmul:F32:m64:n64:k64", "elementwise"}
    assert table["matmul:F32:m64:n64:k64"]["tiles"] == [4, 32, 1] and table["elementwise"] == {"width": 16}
    assert doc["entries"]["matmul:F32:m64:n64:k64"]["builtin_ms"] == 1000.0  # its measurements kept too
    tuner.run(elementwise, measure=fake_measure({}), merge=False, **quiet)
    assert tuning.read(path, "avx512") == {"elementwise": {"width": 64}}


@pytest.mark.parametrize("busy, tuned", [(1.6, False), (0.1, True)])
def test_other_work_now_decides_whether_threads_are_tuned(tmp_path, monkeypatch, busy, tuned):
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(tuner, "_load", lambda: busy)
    monkeypatch.setattr(tuner, "usable_cpus", lambda: 2)
    seen, lines = [], []
    tuner.run((MLP,), measure=fake_measure({}, log=seen), clock=FakeClock(), isa="avx512", threads=2, log=lines.append)
    assert any(c["par"] != seen[0]["par"] for c in seen) == tuned
    assert any("other work keeps" in line for line in lines) == (not tuned)


def test_busy_cpus_are_measured_over_a_window_not_the_load_average(tmp_path, monkeypatch):
    stat = tmp_path / "stat"
    # user nice system idle iowait irq softirq steal: 300 of 1000 ticks busy over the window
    stat.write_text("cpu  1000 0 1000 8000 0 0 0 0\ncpu0 1 1 1 1\n")
    monkeypatch.setattr(tuner, "PROC_STAT", str(stat))
    monkeypatch.setattr(tuner.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(tuner.os, "getloadavg", lambda: (9.0, 9.0, 9.0))  # a minute of someone's past
    monkeypatch.setattr(tuner.time, "sleep", lambda s: stat.write_text("cpu  1200 0 1100 8650 50 0 0 400\n"))
    assert tuner._load() == pytest.approx(2 * 300 / 1000)
    monkeypatch.setattr(tuner, "PROC_STAT", str(tmp_path / "missing"))
    assert tuner._load() == 9.0  # no /proc/stat: the load average
