"""Backend `native` compiles each function on its first call, into an artifact of its own keyed by
its IR (source lines included): an unused function is never compiled, editing one function
rebuilds only what depends on it, messages name the current lines, and racing first calls
compile once. Also `kina compile --timings`."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import kina
from helpers import T, race
from kina.hostio import KinaRuntimeError

F23 = T("F32", [2, 3])
X = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)


def three(a_body: str = "x.tanh()", lead: str = "") -> str:
    """`a` and `b` independent, `main` calling both; `lead` shifts every line down."""
    return f"""{lead}let a = fn(x: {F23}) -> {F23} {{
  {a_body}
}} in
let b = fn(x: {F23}) -> {F23} {{
  let y = x.exp() in y * y
}} in
fn @main(x: {F23}) -> {F23} {{
  a(x) + b(x)
}}
"""


def sos(cache) -> list[str]:
    return sorted(f for f in os.listdir(cache) if f.endswith(".so")) if os.path.isdir(cache) else []


def test_nothing_compiles_before_a_call_and_unused_functions_never(fresh_cache):
    p = kina.compile_source(three(), path="lazy.kina", backend="native")
    assert sos(fresh_cache) == [] and not any(f.compiled for f in p.functions.values())
    assert p.b.sig.params[0][0] == "x"  # signatures are known without compiling
    np.testing.assert_allclose(p.b(X), np.exp(X) ** 2, rtol=1e-6)
    assert p.info["functions"] == {"b": "miss (compiled)"} and len(sos(fresh_cache)) == 1
    assert not p.a.compiled and not p.main.compiled  # unused so far: never compiled
    np.testing.assert_allclose(p.main(X), np.tanh(X) + np.exp(X) ** 2, rtol=1e-6)  # every top-level fn callable (§A3)
    assert p.info["functions"] == {"b": "miss (compiled)", "main": "miss (compiled)"} and len(sos(fresh_cache)) == 2
    assert p._exe.exports.compiled == ["b", "main"]


def test_editing_one_function_recompiles_only_what_depends_on_it(fresh_cache):
    before = kina.compile_source(three(), path="lazy.kina", backend="native")
    for f in before.functions.values():
        f(X)
    after = kina.compile_source(three("let t = x.tanh() in t * 2.0"), path="lazy.kina", backend="native")
    np.testing.assert_allclose(after.a(X), np.tanh(X) * 2, rtol=1e-6)
    np.testing.assert_allclose(after.b(X), np.exp(X) ** 2, rtol=1e-6)
    np.testing.assert_allclose(after.main(X), np.tanh(X) * 2 + np.exp(X) ** 2, rtol=1e-6)
    # `b` is untouched (same IR, same lines): a hit; `a` and its caller `main` are rebuilt
    assert after.info["functions"] == {"a": "miss (compiled)", "b": "hit", "main": "miss (compiled)"}
    assert after._exe.exports.compiled == ["a", "main"]


TAKE = f"""let pick = fn(t: {T('F32', [4, 2])}, f: {T('F32', [3])}) -> {T('F32', [3, 2])} {{
  t.take(f.cast(I64))
}} in
fn @main(t: {T('F32', [4, 2])}, f: {T('F32', [3])}) -> {T('F32', [3, 2])} {{ pick(t, f) }}
"""


def test_messages_carry_the_current_line_numbers(fresh_cache):
    """The same function moved down two lines: a new artifact whose message names the new line."""
    t, bad = np.arange(8, dtype=np.float32).reshape(4, 2), np.array([0, 9, 0], np.float32)
    for lead, line in (("", 2), ("// moved\n\n", 4)):
        p = kina.compile_source(lead + TAKE, path="moved.kina", backend="native")
        with pytest.raises(KinaRuntimeError, match=rf"`take` at moved\.kina:{line}:"):
            p.main(t, bad)
        assert p.info["functions"] == {"main": "miss (compiled)"}


def test_racing_first_calls_compile_once(fresh_cache):
    p = kina.compile_source(three(lead="// race\n"), path="race.kina", backend="native")
    results, errors = race(lambda: p.main(X), 6)
    assert not errors, errors
    assert len(results) == 6 and all(np.allclose(r, np.tanh(X) + np.exp(X) ** 2, rtol=1e-6) for r in results)
    assert p._exe.exports.compiled == ["main"] and len(sos(fresh_cache)) == 1


def test_lazy_false_compiles_every_exported_function_at_load(fresh_cache):
    p = kina.compile_source(three(lead="// eager\n"), path="eager.kina", backend="native", lazy=False)
    assert all(f.compiled for f in p.functions.values()) and len(sos(fresh_cache)) == 3


def test_compile_timings_name_every_stage(tmp_path):
    src = tmp_path / "t.kina"
    src.write_text(three(lead="// timings\n"))
    r = subprocess.run([sys.executable, "-m", "kina.cli", "compile", str(src), "--emit", "so", "-o", str(tmp_path / "m.so"), "--timings"],
                       capture_output=True, text=True, env=dict(os.environ, KINA_CACHE_DIR=str(tmp_path / "cache")))
    assert r.returncode == 0, r.stderr
    rows = r.stderr.split("timings:\n", 1)[1].splitlines()
    labels = [ln.rsplit(None, 2)[0].strip() for ln in rows]
    # stage `so` makes its objects as the cached build does (glue apart from kernels), timed inside it
    for stage in ("parse", "typecheck", "transforms", "emit", "MLIR passes", "translate", "LLVM opt + codegen", "link", "total"):
        assert stage in labels, (stage, r.stderr)
    assert all(float(ln.split()[-2]) >= 0 and ln.endswith(" ms") for ln in rows)


WARM_MODULES = ("lark", "torch_mlir", "llvmlite", "importlib.metadata")


def test_a_warm_start_imports_no_parser_nor_toolchain(fresh_cache):
    """What a warm start skips, it does not import either (lark alone is ≈ 10 ms, 60+ ms without bytecode)."""
    src = three(lead="// imports\n")
    code = (f"import sys, numpy as np, kina\n"
            f"p = kina.compile_source({src!r}, 'imports.kina', backend='native')\n"
            f"p.main(np.ones((2, 3), np.float32))\n"
            f"print(sorted(m for m in {WARM_MODULES!r} if m in sys.modules))\n")
    env = dict(os.environ, KINA_CACHE_DIR=str(fresh_cache))
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env) for _ in range(2)]
    assert all(r.returncode == 0 for r in runs), runs[-1].stderr
    cold, warm = (r.stdout.strip().splitlines()[-1] for r in runs)
    assert cold == str(["lark", "llvmlite", "torch_mlir"])  # the cold run parses and compiles
    assert warm == "[]"


def test_a_warm_start_reads_the_function_index_not_the_source(fresh_cache, capfd):
    src = three(lead="// warm\n")
    kina.compile_source(src, path="warm.kina", backend="native").main(X)
    (index,) = [f for f in os.listdir(fresh_cache) if f.endswith(".index.json")]
    warm = kina.compile_source(src, path="warm.kina", backend="native")
    np.testing.assert_allclose(warm.main(X), np.tanh(X) + np.exp(X) ** 2, rtol=1e-6)
    assert warm.info["functions"] == {"main": "hit"} and warm._exe.exports._program is None  # no frontend ran
    np.testing.assert_allclose(warm.a(X), np.tanh(X), rtol=1e-6)  # a miss: the IR is computed then
    assert warm.info["functions"]["a"] == "miss (compiled)" and warm._exe.exports._program is not None
    with open(fresh_cache / index, "r+") as fh:  # damaged: discarded (one line), the frontend runs
        fh.seek(40)
        fh.write("X")
    capfd.readouterr()
    again = kina.compile_source(src, path="warm.kina", backend="native")
    again.main(X)
    assert again.info["functions"] == {"main": "hit"}
    err = capfd.readouterr().err
    assert "discarding a damaged function index" in err and index in err
