"""Deep and long programs (docs/language.md, "Limits"; docs/reliability.md, "Program size").

Nesting used to exhaust Python's stack (RecursionError, exit 2) at about 400 unary minus,
300 chained method calls, 250 `+` terms or 500 lets: in lark's recursive transformer, the
checker, A-normal form and the AST dump. Every frontend pass now keeps an explicit stack;
expressions nest up to `MAX_NESTING` levels and past it get a located diagnostic; let-spines
are unlimited and cost linear time."""
from __future__ import annotations

import gc
import os
import subprocess
import sys
import time

import numpy as np
import pytest

from helpers import T, check, compiler, diagnose
from kina.frontend import parser

KINA = [sys.executable, "-m", "kina.cli"]
F2 = T("F32", [2])


def kina(*args, cwd=None):
    return subprocess.run([*KINA, *args], capture_output=True, text=True, cwd=cwd, timeout=900)


def program(body: str, fns: str = "") -> str:
    return f"{fns}fn @main(x: {F2}) -> {F2} {{\n{body}\n}}\n"


def lets(n: int) -> str:
    return "\n".join(["let v0 = x in"] + [f"  let v{i} = v{i - 1} + x in" for i in range(1, n)] + [f"  v{n - 1}"])


# The reports: each of these was exit 2 (RecursionError) from `kina check`.
ORIGINAL = {
    "neg400.kina": program("-" * 400 + "x"),
    "chain300.kina": program("x" + ".exp()" * 300),
    "plus250.kina": program(" + ".join(["x"] * 250)),
    "lets500.kina": program(lets(500)),
}


def deep_functions(n: int) -> str:
    """One function per way of nesting, each `n` levels deep."""
    fn = lambda name, body: f"let {name} = fn(x: {F2}) -> {F2} {{\n{body}\n}} in\n"  # noqa: E731
    letval = "x"
    for i in range(n):
        letval = f"let w{i} = ({letval}) in w{i}"
    return (fn("neg", "-" * n + "x") + fn("chain", "x" + ".tanh()" * n) + fn("plus", " + ".join(["x"] * n))
            + fn("call", "neg(" * n + "x" + ")" * n) + fn("letval", letval) + fn("mixed", "-(x * " * (n // 2) + "x" + ")" * (n // 2)))


DEEP_MAIN = "  neg(chain(plus(call(letval(mixed(x))))))"


def chained_calls(n: int) -> str:
    """`n` functions, each calling the previous one, handled by reverseMode (inlined by the AD pass)."""
    fns = [f"let f0 = fn(a: {F2}) -> {F2} {{ a * a }} in"]
    fns += [f"let f{i} = fn(a: {F2}) -> {F2} {{ f{i - 1}(a) + a }} in" for i in range(1, n)]
    return "\n".join(fns) + f"\nfn @main(x: {F2}) -> ({F2}, {F2}) {{\n  let (y, g) = handle f{n - 1}(x) with reverseMode in (y, g)\n}}\n"


def test_original_deep_inputs_check(tmp_path):
    files = dict(ORIGINAL, **{"calls2000.kina": chained_calls(2_000)})
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    r = kina("check", "--transforms", *files, cwd=tmp_path)  # parse, check, ANF, AD, every pass, the verifier
    assert r.returncode == 0, r.stderr[-3000:]
    assert all(f"{name}: ok" in r.stdout for name in files), r.stdout
    assert "RecursionError" not in r.stderr and "internal" not in r.stderr


def test_10000_levels_compile(tmp_path):
    (tmp_path / "deep.kina").write_text(program(DEEP_MAIN, deep_functions(10_000)))
    r = kina("compile", "deep.kina", "--emit", "ir", cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stdout.count(" = tanh(") == 10_000 and r.stdout.count(" = add(") >= 9_999


def test_10000_levels_dump():
    from kina.diagnostics import Source
    from kina.frontend import ast as A

    n = 10_000
    fns = f"let neg = fn(x: {F2}) -> {F2} {{\n{'-' * n}x\n}} in\nlet chain = fn(x: {F2}) -> {F2} {{\nx{'.exp()' * n}\n}} in\n"
    typed = compiler().emit(Source("deep.kina", program("  neg(chain(x))", fns)), "typed")[0]
    lines = A.dump(typed, typed=True).split("\n")
    assert len(lines) > 2 * n and max(len(line) for line in lines) < 400  # indentation stops growing: linear output
    assert sum(f"[{n + 1}] Var x" in line for line in lines) == 2  # a body sits at indentation 1
    spine = A.dump(compiler().emit(Source("l.kina", program(lets(2_000))), "ast")[0]).split("\n")
    assert max(len(line) for line in spine) < 100  # a let's body continues at the let's indentation


def test_nesting_past_the_limit_is_a_located_diagnostic(tmp_path):
    n = parser.MAX_NESTING + 1
    (tmp_path / "too_deep.kina").write_text(program("  " + "-" * n + "x"))
    r = kina("check", "too_deep.kina", cwd=tmp_path)
    assert r.returncode == 1, r.stderr[-2000:]
    assert f"too_deep.kina:2:{3 + n}: error: expression nested too deeply: more than {parser.MAX_NESTING:,} levels" in r.stderr
    assert "^" in r.stderr and "Traceback" not in r.stderr and len(r.stderr) < 2000


def test_nesting_limit_boundary(monkeypatch):
    monkeypatch.setattr(parser, "MAX_NESTING", 50)
    check(program("-" * 50 + "x"))
    check(program(" + ".join(["x"] * 51)))  # 50 binary nodes, then the operand
    err = diagnose(program("-" * 51 + "x"))
    assert "nested too deeply" in err.render() and err.diagnostics[0].span.column == 52
    assert "nested too deeply" in diagnose(program("x" + ".exp()" * 51)).render()
    assert "nested too deeply" in diagnose(program(" + ".join(["x"] * 52))).render()
    check(program(lets(500)))  # a let-spine is not nesting: its length is unlimited


def tree_of_lets(leaves: int):
    """A let-spine of 2 * leaves lets: `leaves` scaled copies of x summed pairwise, then one more
    let; and the same sums in NumPy (same order, float32) for `x`."""
    body, vals, level, k = [], [], [], 0
    x = np.array([1.5, -3.25], np.float32)
    for j in range(leaves):
        c = float(j % 7 + 1)
        body.append(f"  let v{k} = x * {c} in" if j % 2 else f"  let v{k} = x - {c} in")
        vals.append(x * np.float32(c) if j % 2 else x - np.float32(c))
        level.append(k)
        k += 1
    while len(level) > 1:
        nxt = []
        for a, b in zip(level[0::2], level[1::2]):
            body.append(f"  let v{k} = v{a} + v{b} in")
            vals.append(vals[a] + vals[b])
            nxt.append(k)
            k += 1
        level = nxt + level[len(level) - len(level) % 2:]
    body.append(f"  let out = v{level[0]} * 0.5 in\n  out")
    return program("\n".join(body)), len(body), x, vals[level[0]] * np.float32(0.5)


def test_5000_let_function_compiles_to_a_shared_object_and_runs(tmp_path):
    """Generated code writes long let-spines: 5,000 lets through `kina compile --emit so`, then
    run. (A tree-shaped data flow: a 5,000-long chain of elementwise ops compiles too, but
    kina-mlir's elementwise fusion takes minutes on it; docs/reliability.md, "Program size".)"""
    src, n, x, want = tree_of_lets(2_500)
    assert n == 5_000
    (tmp_path / "long.kina").write_text(src)
    env = dict(os.environ, KINA_CACHE_DIR=str(tmp_path / "cache"))
    r = subprocess.run([*KINA, "compile", "long.kina", "--emit", "so", "-o", "long.so"], capture_output=True, text=True,
                       cwd=tmp_path, env=env, timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    import kina

    lib = kina.load(str(tmp_path / "long.so"))
    np.testing.assert_allclose(lib.main(x), want, rtol=1e-6)


def _frontend_seconds(n: int) -> float:
    from kina.diagnostics import Source

    src = Source("t.kina", program(lets(n)))
    best = float("inf")
    # the cyclic collector's full passes walk every object of the test process (the whole suite's,
    # in CI: 0.45 s against 0.19 s alone for the 4,000 lets), which says nothing about the checker
    gc.collect()
    gc.disable()
    try:
        for _ in range(3):
            t = time.perf_counter()
            compiler().emit(src, "ir")
            best = min(best, time.perf_counter() - t)
    finally:
        gc.enable()
    return best


def test_frontend_time_is_linear_in_lets():
    """Checker and ANF used to copy the scope at every let (quadratic); the AST dump built
    nested strings. 8x the lets must cost well under 64x (quadratic) the time."""
    small, large = _frontend_seconds(500), _frontend_seconds(4_000)
    assert large < 20 * small, (small, large)


def test_parameter_and_result_counts_are_limited_with_located_diagnostics():
    from kina.frontend import typecheck

    f2 = T("F32", [2])
    n = typecheck.MAX_PARAMS
    params = ", ".join(f"x{i}: {f2}" for i in range(n))
    check(f"fn @main({params}) -> {f2} {{ x{n - 1} }}\n")
    err = diagnose(f"fn @main({params}, extra: {f2}) -> {f2} {{ extra }}\n")
    d = err.diagnostics[0]
    assert f"takes more than {n:,} parameters ({n + 1:,})" in d.message
    assert d.span.column == len(f"fn @main({params}, ") + 1  # at the first parameter past the limit
    m = typecheck.MAX_RESULTS
    check(f"fn @main(x: {f2}) -> ({', '.join([f2] * m)}) {{ ({', '.join(['x'] * m)}) }}\n")
    err = diagnose(f"fn @main(x: {f2}) -> ({', '.join([f2] * (m + 1))}) {{ ({', '.join(['x'] * (m + 1))}) }}\n")
    assert f"returns more than {m:,} results ({m + 1:,})" in err.diagnostics[0].message
    assert err.diagnostics[0].span.column == len(f"fn @main(x: {f2}) -> ") + 1
