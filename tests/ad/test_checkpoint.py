"""`handle f(x) with checkpoint` (§C6): the value of f(x); under an enclosing reverseMode the
gradients of the program without the checkpoint (F32, NumPy backend), and F64 central
differences (kina_ad.gradcheck); the forward loop of a checkpointed layer loop stacks only the
layers' inputs; JAX's `jax.checkpoint` where JAX is installed."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import numpy as np
import pytest

import kina
from conftest import ROOT
from helpers import check, compiler, diagnose
from kina.ir import Call, Loop, walk
from kina.analyses import peak_bytes
from kina_ad.gradcheck import TOLERANCE, grad_check

# one checkpointed call at the top level of the differentiated function
TOP = """
let layer = fn(h: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>) -> tensor<F32, [2, 4]> {
  let a = (h @ w).tanh() in
  (a * a + h).sin()
} in
let loss = fn(x: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>) -> tensor<F32, []> {
  let y = handle layer(x, w) with checkpoint in
  (y * y).reduce_sum(axes=[0, 1])
} in
fn @main(x: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>) -> (tensor<F32, []>, tensor<F32, [2, 4]>, tensor<F32, [4, 4]>) {
  let (l, gx, gw) = handle loss(x, w) with reverseMode in
  (l, gx, gw)
}
"""

# a layer loop over stacked weights whose body is checkpointed (Flax's nn.remat in nn.scan), with wrt
LAYERS = """
let block = fn(h: tensor<F32, [3, 4]>, w1: tensor<F32, [4, 8]>, w2: tensor<F32, [8, 4]>) -> tensor<F32, [3, 4]> {
  let a = (h @ w1).tanh() in
  h + (a * a) @ w2
} in
let deep = fn(x: tensor<F32, [3, 4]>, w1s: tensor<F32, [3, 4, 8]>, w2s: tensor<F32, [3, 8, 4]>, s: tensor<F32, [4]>) -> tensor<F32, []> {
  let h = loop (h = x) for l < 3 {
    handle block(h, w1s.index(l, axis=0), w2s.index(l, axis=0)) with checkpoint
  } in
  (h * s.broadcast([3, 4])).sin().reduce_sum(axes=[0, 1])
} in
fn @main(x: tensor<F32, [3, 4]>, w1s: tensor<F32, [3, 4, 8]>, w2s: tensor<F32, [3, 8, 4]>, s: tensor<F32, [4]>)
    -> (tensor<F32, []>, tensor<F32, [3, 4, 8]>, tensor<F32, [3, 8, 4]>, tensor<F32, [3, 4]>) {
  let (l, g1, g2, gx) = handle deep(x, w1s, w2s, s) with reverseMode(wrt=[w1s, w2s, x]) in
  (l, g1, g2, gx)
}
"""

# checkpoints inside a checkpointed function, a tuple-valued one, one whose callee loops, and
# one in an `if` branch inside a loop
NESTED = """
let cell = fn(h: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>) -> tensor<F32, [2, 4]> {
  (h @ w).tanh()
} in
let pair = fn(h: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>) -> (tensor<F32, [2, 4]>, tensor<F32, []>) {
  let a = handle cell(h, w) with checkpoint in
  let b = handle cell(a * h, w) with checkpoint in
  (b.sin(), (a * b).reduce_sum(axes=[0, 1]))
} in
let rnn = fn(h0: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>) -> tensor<F32, [2, 4]> {
  loop (h = h0) for t < 3 {
    let c = handle cell(h, w) with checkpoint in
    c + h * 0.5
  }
} in
let net = fn(x: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>, u: tensor<F32, [4, 4]>) -> tensor<F32, []> {
  let (p, q) = handle pair(x, w) with checkpoint in
  let r = handle rnn(p, u) with checkpoint in
  let z = loop (z = r) for t < 2 {
    if t < 1 {
      let (z1, n) = handle pair(z, u) with checkpoint in
      z1 * n.broadcast([2, 4])
    } else { z.cos() }
  } in
  (z * z).reduce_sum(axes=[0, 1]) + q
} in
fn @main(x: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>, u: tensor<F32, [4, 4]>)
    -> (tensor<F32, []>, tensor<F32, [2, 4]>, tensor<F32, [4, 4]>, tensor<F32, [4, 4]>) {
  let (l, gx, gw, gu) = handle net(x, w, u) with reverseMode in
  (l, gx, gw, gu)
}
"""

PROGRAMS = {"top": (TOP, "loss"), "layers": (LAYERS, "deep"), "nested": (NESTED, "net")}


def plain(src: str) -> str:
    """The same program without its checkpoints (each a plain call)."""
    out = re.sub(r"handle (\w+\(.*?\)) with checkpoint", r"\1", src)
    assert "checkpoint" not in out
    return out


def inputs(src, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1, 1, t.shape).astype(t.numpy_dtype) for _, t in check(src).functions["main"].params]


@pytest.mark.parametrize("name", PROGRAMS)
def test_gradients_equal_the_program_without_checkpoint(name):
    src, _ = PROGRAMS[name]
    args = inputs(src)
    got = kina.compile_source(src, f"{name}.kina", backend="numpy").main(*args)
    want = kina.compile_source(plain(src), f"{name}_plain.kina", backend="numpy").main(*args)
    assert len(got) == len(want) == len(check(src).functions["main"].results)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", PROGRAMS)
def test_cotangents_match_central_differences(name):
    src, fn = PROGRAMS[name]
    prog = check(src, f"{name}.kina")
    assert any(isinstance(b, Call) and b.remat for b in walk(prog.functions[fn].body))
    rows = grad_check(compiler(), prog, fn, seed=1)
    assert rows
    for pname, abs_err, rel_err, ok in rows:
        assert ok, f"{name}: cotangent of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e} > {TOLERANCE})"


def test_native_matches_numpy():
    args = inputs(NESTED, seed=2)
    want = kina.compile_source(NESTED, "nested.kina", backend="numpy").main(*args)
    got = kina.compile_source(NESTED, "nested.kina", backend="native").main(*args)
    for w, g in zip(want, got):
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-5)


def test_outside_reverse_mode_it_is_the_call_marked_remat():
    src = TOP[:TOP.index("fn @main")] + """fn @main(x: tensor<F32, [2, 4]>, w: tensor<F32, [4, 4]>) -> tensor<F32, [2, 4]> {
  handle layer(x, w) with checkpoint
}
"""
    prog = check(src)
    (b,) = prog.functions["main"].body
    assert isinstance(b, Call) and b.fn == "layer" and b.remat
    assert "call layer(x, w) {remat}" in str(prog)
    x, w = inputs(src)
    a = np.tanh(x @ w)
    np.testing.assert_allclose(kina.compile_source(src, backend="numpy").main(x, w), np.sin(a * a + x), rtol=1e-6)
    assert not any(isinstance(b, Call) and b.remat for b in walk(check(plain(src)).functions["main"].body))


def test_the_forward_loop_stacks_only_the_layer_input():
    """With the body checkpointed, the forward loop's only residual is the carry h (the weights
    are read again at the index): the reverse loop recomputes the block from it. Without, it
    also stacks the block's intermediates."""
    def saved(src):
        prog = check(src)
        rev = next(f for f in prog.functions.values() if f.origin and f.origin.startswith("reverseMode(deep"))
        fwd = next(b for b in rev.body if isinstance(b, Loop))
        return [t.shape for t in fwd.types[fwd.n_carries:]]
    assert saved(LAYERS) == [(3, 3, 4)]
    without = saved(plain(LAYERS))
    assert len(without) > 1 and (3, 3, 8) in without


def test_static_peak_of_the_checkpointed_layer_loop_is_lower():
    """A bounded version of the benchmark (benchmarks/checkpoint.py): 12 layers of a wide MLP
    block, static peak of the gradient function (kina.analyses.peak_bytes)."""
    src = LAYERS.replace("[3, 4, 8]", "[12, 32, 128]").replace("[3, 8, 4]", "[12, 128, 32]").replace("[4, 8]", "[32, 128]") \
        .replace("[8, 4]", "[128, 32]").replace("[3, 4]", "[512, 32]").replace("[4]", "[32]").replace("l < 3", "l < 12")

    def peak(text):
        prog = check(text)
        return peak_bytes(prog, "main")
    with_cp, without = peak(src), peak(plain(src))
    assert with_cp < 0.4 * without, (with_cp, without)


def test_handler_arguments_are_a_located_diagnostic():
    src = TOP.replace("with checkpoint in", "with checkpoint(wrt=[w]) in")
    e = diagnose(src)
    d = e.diagnostics[0]
    assert "checkpoint takes no arguments, not `wrt`" in d.message
    assert d.span.line == 7 and src.splitlines()[6][d.span.column - 1:].startswith("wrt")


def test_kina_plugins_lists_the_handler():
    r = subprocess.run([sys.executable, "-m", "kina.cli", "plugins"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    line = next(ln for ln in r.stdout.splitlines() if ln.startswith("handlers:"))
    assert "checkpoint" in line.split() and "reverseMode," in line.split()


def test_jax_checkpoint_reference():
    jax = pytest.importorskip("jax", reason="JAX is not installed: the jax.checkpoint oracle is skipped (F64 differences still ran)")
    jnp = jax.numpy
    x, w1s, w2s, s = inputs(LAYERS, seed=5)

    @jax.checkpoint
    def block(h, w1, w2):
        a = jnp.tanh(h @ w1)
        return h + (a * a) @ w2

    def deep(x, w1s, w2s):
        h, _ = jax.lax.scan(lambda h, ws: (block(h, *ws), None), x, (w1s, w2s))
        return jnp.sin(h * s).sum()
    val, (g1, g2, gx) = jax.value_and_grad(deep, argnums=(1, 2, 0))(x, w1s, w2s)
    got = kina.compile_source(LAYERS, backend="numpy").main(x, w1s, w2s, s)
    np.testing.assert_allclose(got[0], val, rtol=1e-5)
    for g, w in zip(got[1:], (g1, g2, gx)):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-4, atol=1e-5)


def test_the_language_reference_example():
    """docs/language.md, "Phase 3: checkpoint (§C6)": its program checks, its layer body is a
    marked call, and its gradients are those of the same program without the checkpoint."""
    with open(os.path.join(ROOT, "docs", "language.md"), encoding="utf-8") as fh:
        text = fh.read()
    start = text.index("## Phase 3: checkpoint")
    (src,) = re.findall(r"```\n(.*?)```", text[start:text.index("\n## ", start + 1)], re.S)
    assert any(isinstance(b, Call) and b.remat for b in walk(check(src).functions["deep"].body))
    args = inputs(src, seed=3)
    got = kina.compile_source(src, backend="numpy").main(*args)
    want = kina.compile_source(plain(src), backend="numpy").main(*args)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


def test_the_benchmark_smoke_run(capsys):
    """benchmarks/checkpoint.py --quick: tiny sizes, both programs native, gradients compared."""
    from helpers import load_script

    bench = load_script("checkpoint_benchmark", os.path.join(ROOT, "benchmarks", "checkpoint.py"))
    assert bench.main(["--quick"]) == 0
    out = capsys.readouterr().out
    ratio = float(re.search(r"memory ratio ([0-9.]+)", out).group(1))
    assert 0 < ratio < 1 and "time ratio of medians" in out


def test_other_users_of_inline_calls_see_a_plain_call():
    """kina_ad.transform_ad.inline_calls keeps the marked call only for reverseMode (keep_remat);
    any other transform (forwardMode) gets the callee inlined, as for an unmarked call."""
    from kina_ad.transform_ad import inline_calls

    prog = check(TOP)
    plain_body, _, _ = inline_calls(prog, prog.functions["loss"])
    assert not any(isinstance(b, Call) for b in walk(plain_body))
    assert [b.op.name for b in plain_body][:2] == ["matmul", "tanh"]
    kept, _, _ = inline_calls(prog, prog.functions["loss"], keep_remat=True)
    assert isinstance(kept[0], Call) and kept[0].remat and kept[0].fn == "layer"
