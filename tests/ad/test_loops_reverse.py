"""reverseMode through `loop` and `if` (§C3) on IR built by hand, on the NumPy backend:
every cotangent against F64 central differences (kina_ad.gradcheck, rel <= 1e-6), the generated
function verified, and the shape of the reverse (one reverse loop, residuals stacked, invariants
once outside, reads at the loop index accumulated slice by slice)."""
from __future__ import annotations

import numpy as np
import pytest

from helpers import compiler
from kina.ir import If, Loop, walk
from kina.ops import compare as C, create as Cr, discrete as D, elementwise as E, gather as G, indexing as I, nn as N
from kina.ops import reduce as R, shape as S
from kina.types import TensorType
from kina.verify import verify
from kina_ad.gradcheck import TOLERANCE, grad_check, promote_f64, random_inputs
from kina_ad.transform_ad import reverse_function
from ad_loop_ir import F, I64, Spine, program, span

T, B, D_, H = 4, 2, 3, 5


def reversed_program(prog, name="f", wrt=None):
    fn = prog.functions[name]
    rev = reverse_function(prog, fn, compiler().vjps, wrt)
    return verify(prog.with_functions({**prog.functions, rev.name: rev}), compiler().ops, handles_allowed=False), rev


def assert_gradients(prog, name="f", seeds=(1, 2)):
    reversed_program(prog, name)
    for seed in seeds:
        rows = grad_check(compiler(), prog, name, seed=seed)
        assert rows, "no float parameter was checked"
        for pname, abs_err, rel_err, ok in rows:
            assert ok, f"cotangent of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e} > {TOLERANCE}), seed {seed}"


def run(prog, name, *args):
    from kina_runtime.numpy_backend import NumpyExecutable

    out = NumpyExecutable(prog, compiler().numpy_rules).all_functions[name](*args)
    return list(out) if isinstance(out, tuple) else [out]


def rnn(trip=T, transposed=False):
    """h' = tanh(h @ W + xs[t] @ U); total += sum(h'); f returns (h_T, total)."""
    blk = Spine(("t", I64), ("h", F(B, H)), ("tot", F()), ("xs", F(trip, B, D_)), ("W", F(H, H)), ("U", F(D_, H)))
    blk("x", I.index, "xs", "t", axis=0)
    if transposed:  # a loop-invariant value computed in the body
        blk("Wt", S.transpose, "W", perm=[1, 0])
        blk("a", N.matmul, "h", "Wt")
    else:
        blk("a", N.matmul, "h", "W")
    blk("b", N.matmul, "x", "U")
    blk("p", E.add, "a", "b")
    blk("h1", E.tanh, "p")
    blk("s", R.reduce_sum, "h1", axes=[0, 1])
    blk("tot1", E.add, "tot", "s")
    f = Spine(("xs", F(trip, B, D_)), ("h0", F(B, H)), ("W", F(H, H)), ("U", F(D_, H)))
    f.const("z", 0.0, F())
    f.loop(("hT", "total"), trip, ("h0", "z"), ("xs", "W", "U"), blk, ("h1", "tot1"))
    return program(f.function("f", ("hT", "total")))


def reverse_loops(rev):
    """The loops of the generated function that are reverse loops (their index is fresh, `i…`)."""
    return [b for b in rev.body if isinstance(b, Loop) and b.index.startswith("i")]


@pytest.mark.parametrize("trip", [1, 4])
def test_rnn_with_captured_weights(trip):
    assert_gradients(rnn(trip))


def test_rnn_primal_results_unchanged():
    prog = rnn()
    prog, rev = reversed_program(prog)
    xs = random_inputs(prog, prog.functions["f"], 3)
    want = run(prog, "f", *xs)
    got = run(prog, rev.name, *xs)[:2]
    for w, g in zip(want, got):
        np.testing.assert_array_equal(w, g)


def test_reverse_is_one_loop_with_stacked_residuals_and_invariants_outside():
    prog, rev = reversed_program(rnn(transposed=True))
    forward = [b for b in rev.body if isinstance(b, Loop) and b.index == "t"]
    assert len(forward) == 1 and len(reverse_loops(rev)) == 1
    (fwd,), (back,) = forward, reverse_loops(rev)
    # the invariant transpose runs once, before the loop, in both directions
    assert not any(b.op is S.transpose for b in fwd.block.body if hasattr(b, "op"))
    assert not any(b.op is S.transpose and b.args[0] in ("W", "Wt") for b in back.block.body if hasattr(b, "op"))
    # residuals are per-iteration values, stacked [T, …]; nothing of W's shape is stacked
    stacked = fwd.types[fwd.n_carries:]
    assert stacked and all(t.shape[0] == T for t in stacked)
    assert F(T, H, H) not in stacked
    # xs[t] is read again from xs in the reverse, not stored
    assert F(T, B, D_) not in stacked
    assert_gradients(rnn(transposed=True))


def test_reads_at_the_loop_index_accumulate_one_slice_per_iteration():
    """O(T): the cotangent of xs (read at t) is added into one [B, D] slice per iteration; no
    add of xs's full size runs in the reverse loop."""
    _, rev = reversed_program(rnn())
    (back,) = reverse_loops(rev)
    full = F(T, B, D_)
    adds = [b for b in walk(back.block.body) if getattr(b, "op", None) is E.add]
    assert adds and all(b.types[0] != full for b in adds)
    writes = [b for b in back.block.body if getattr(b, "op", None) is I.update_index]
    assert len(writes) == 1 and writes[0].types[0] == full
    # nothing of xs's size is made inside the reverse loop either (no zeros + scatter)
    assert not any(b.types[0] == full for b in back.block.body if b is not writes[0])


def stacked_outputs():
    """ys[t] = h' * v per step; the loss reads the stacked ys only (h_T unused)."""
    blk = Spine(("t", I64), ("h", F(B, H)), ("xs", F(T, B, H)), ("w", F(B, H)), ("v", F(B, H)))
    blk("x", I.index, "xs", "t", axis=0)
    blk("hw", E.mul, "h", "w")
    blk("p", E.add, "hw", "x")
    blk("h1", E.tanh, "p")
    blk("y", E.mul, "h1", "v")
    f = Spine(("xs", F(T, B, H)), ("h0", F(B, H)), ("w", F(B, H)), ("v", F(B, H)), ("target", F(T, B, H)))
    f.loop(("hT", "ys"), T, ("h0",), ("xs", "w", "v"), blk, ("h1", "y"))
    f("d", E.sub, "ys", "target")
    f("sq", E.mul, "d", "d")
    f("loss", R.reduce_sum, "sq", axes=[0, 1, 2])
    return program(f.function("f", ("loss",)))


def test_stacked_outputs_with_a_loss_on_them():
    assert_gradients(stacked_outputs())


def capture_as_output():
    """A block result that is a capture (stacked w per step) and a carry kept as it is."""
    blk = Spine(("t", I64), ("h", F(H)), ("k", F(H)), ("w", F(H)))
    blk("h1", E.mul, "h", "w")
    f = Spine(("h0", F(H)), ("k0", F(H)), ("w", F(H)))
    f.loop(("hT", "kT", "ws"), T, ("h0", "k0"), ("w",), blk, ("h1", "k", "w"))
    f("s", R.reduce_sum, "ws", axes=[0, 1])
    f("m", E.mul, "kT", "hT")
    return program(f.function("f", ("s", "m")))


def test_capture_as_output_and_unchanged_carry():
    assert_gradients(capture_as_output())


def take_at_t():
    """rows read with `take` at t and at an id read from a discrete capture at t."""
    blk = Spine(("t", I64), ("h", F(H)), ("emb", F(T, H)), ("table", F(7, H)), ("ids", F(T, dtype="I64")))
    blk("row", G.take, "emb", "t")
    blk("id", I.index, "ids", "t", axis=0)
    blk("tok", G.take, "table", "id")
    blk("a", E.mul, "h", "row")
    blk("b", E.add, "a", "tok")
    blk("h1", E.tanh, "b")
    f = Spine(("emb", F(T, H)), ("table", F(7, H)), ("ids", F(T, dtype="I64")), ("h0", F(H)))
    f.loop(("hT",), T, ("h0",), ("emb", "table", "ids"), blk, ("h1",))
    return program(f.function("f", ("hT",)))


def test_take_at_the_index_and_at_read_ids():
    prog = take_at_t()
    assert_gradients(prog)
    _, rev = reversed_program(prog)
    (back,) = reverse_loops(rev)
    assert not any(getattr(b, "op", None) is G.scatter_add for b in back.block.body)


def test_take_with_repeated_ids_in_a_loop():
    prog, rev = reversed_program(take_at_t())
    rng = np.random.default_rng(0)
    emb, table, h0 = rng.standard_normal((T, H)), rng.standard_normal((7, H)), rng.standard_normal(H)
    ids = np.array([3, 3, 0, 3])
    out = run(promote_f64(prog), rev.name, emb, table, ids, h0)
    g_table = out[2]
    assert np.all(g_table[[1, 2, 4, 5, 6]] == 0) and np.all(g_table[3] != 0) and np.all(g_table[0] != 0)


def nested():
    """An outer loop over T whose body runs an inner loop over 3 steps (with stacked outputs)."""
    inner = Spine(("s", I64), ("g", F(B, H)), ("W", F(H, H)), ("x", F(B, H)))
    inner("a", N.matmul, "g", "W")
    inner("b", E.add, "a", "x")
    inner("g1", E.tanh, "b")
    inner("o", E.mul, "g1", "g")
    outer = Spine(("t", I64), ("h", F(B, H)), ("xs", F(T, B, H)), ("W", F(H, H)), ("v", F(H)))
    outer("x", I.index, "xs", "t", axis=0)
    outer.loop(("hn", "os"), 3, ("h",), ("W", "x"), inner, ("g1", "o"))
    outer("vb", S.broadcast, "v", shape=[B, H])
    outer("h1", E.mul, "hn", "vb")
    outer("q", R.reduce_sum, "os", axes=[0])
    f = Spine(("xs", F(T, B, H)), ("h0", F(B, H)), ("W", F(H, H)), ("v", F(H)))
    f.loop(("hT", "qs"), T, ("h0",), ("xs", "W", "v"), outer, ("h1", "q"))
    f("l", R.reduce_sum, "qs", axes=[0, 1, 2])
    return program(f.function("f", ("hT", "l")))


def test_nested_loops():
    prog = nested()
    assert_gradients(prog)
    _, rev = reversed_program(prog)
    (back,) = reverse_loops(rev)
    assert any(isinstance(b, Loop) for b in back.block.body), "the inner loop is reversed inside the outer reverse loop"


def if_in_loop(data_dependent=False):
    """then: h' = h * w + x; else: h' = tanh(h + x) masked by select (a Bool residual)."""
    blk = Spine(("t", I64), ("h", F(H)), ("xs", F(T, H)), ("w", F(H)))
    blk("x", I.index, "xs", "t", axis=0)
    if data_dependent:
        blk("hs", R.reduce_sum, "h", axes=[0])
        blk("zero", E.sub, "hs", "hs")
        blk("c", C.gt, "hs", "zero")
    else:
        blk.const("two", 2, I64)
        blk("c", C.lt, "t", "two")
    then = Spine(("h_", F(H)), ("x_", F(H)), ("w_", F(H)))
    then("m", E.mul, "h_", "w_")
    then("r", E.add, "m", "x_")
    other = Spine(("h_", F(H)), ("x_", F(H)), ("w_", F(H)))
    other("p", E.add, "h_", "x_")
    other("th", E.tanh, "p")
    other.const("z", 0.0, F(H))
    other("pos", C.gt, "p", "z")
    other("r", C.select, "pos", "th", "p")
    blk.if_(("h1",), "c", ("h", "x", "w"), then, ("r",), other, ("r",))
    f = Spine(("xs", F(T, H)), ("h0", F(H)), ("w", F(H)))
    f.loop(("hT",), T, ("h0",), ("xs", "w"), blk, ("h1",))
    return program(f.function("f", ("hT",)))


@pytest.mark.parametrize("data_dependent", [False, True])
def test_if_in_a_loop(data_dependent):
    prog = if_in_loop(data_dependent)
    assert_gradients(prog, seeds=(1, 2, 3, 4))
    _, rev = reversed_program(prog)
    (back,) = reverse_loops(rev)
    (rif,) = [b for b in back.block.body if isinstance(b, If)]
    # the condition is saved: stacked by the forward loop, read at t by the reverse one
    fwd = next(b for b in rev.body if isinstance(b, Loop) and b.index == "t")
    assert rif.cond == "c" and "c" in fwd.block.results[fwd.n_carries:]
    assert any(b.names == ("c",) and b.op is I.index for b in back.block.body if hasattr(b, "op"))


def top_level_if(flag: bool):
    then = Spine(("a", F(B, H)), ("w", F(H, H)))
    then("m", N.matmul, "a", "w")
    then("r", E.tanh, "m")
    other = Spine(("a", F(B, H)), ("w", F(H, H)))
    other("r", E.mul, "a", "a")
    f = Spine(("x", F(B, H)), ("w", F(H, H)))
    f.const("one", 1.0, F())
    f.const("zero", 0.0, F())
    f("c", C.gt if flag else C.lt, "one", "zero")
    f.if_(("y",), "c", ("x", "w"), then, ("r",), other, ("r",))
    f("l", R.reduce_sum, "y", axes=[0, 1])
    return program(f.function("f", ("l",)))


@pytest.mark.parametrize("flag", [True, False])
def test_if_outside_loops_takes_each_branch(flag):
    prog = top_level_if(flag)
    assert_gradients(prog)
    prog, rev = reversed_program(prog)
    x, w = random_inputs(prog, prog.functions["f"], 0)
    _, gx, gw = run(prog, rev.name, x, w)
    if flag:
        assert np.any(gw != 0)
    else:
        np.testing.assert_allclose(gx, 2 * x, rtol=1e-6)
        assert np.all(gw == 0)


def discrete_carry():
    """An I64 counter carried next to h picks the rows; argmax ids stacked as a discrete output."""
    blk = Spine(("t", I64), ("h", F(H)), ("n", I64), ("xs", F(T, H)), ("w", F(H)))
    blk.const("one", 1, I64)
    blk("n1", E.add, "n", "one")
    blk("x", I.index, "xs", "n", axis=0)
    blk("hw", E.mul, "h", "w")
    blk("p", E.add, "hw", "x")
    blk("h1", E.sin, "p")
    blk("am", D.argmax, "h1", axis=0)
    f = Spine(("xs", F(T, H)), ("h0", F(H)), ("w", F(H)))
    f.const("n0", 0, I64)
    f.loop(("hT", "nT", "ams"), T, ("h0", "n0"), ("xs", "w"), blk, ("h1", "n1", "am"))
    return program(f.function("f", ("hT",)))


def test_discrete_carry_and_output():
    prog = discrete_carry()
    assert_gradients(prog)
    _, rev = reversed_program(prog)
    (back,) = reverse_loops(rev)
    assert all(t.is_float for t in back.types), "an I64 carry has no cotangent"


def test_wrt_one_weight():
    prog = rnn()
    prog, rev = reversed_program(prog, wrt=["W"])
    (back,) = reverse_loops(rev)
    # the carries' cotangents and W's accumulator only (none for xs, U)
    assert back.types == (F(B, H), F(), F(H, H))
    full, _ = reversed_program(rnn())
    xs = random_inputs(prog, prog.functions["f"], 4)
    g_w = run(prog, rev.name, *xs)[2]
    np.testing.assert_allclose(g_w, run(full, "f__reverseMode", *xs)[4], rtol=1e-6)


def update_index_buffer():
    """A carried buffer written at t with update_index and read back at t-1 (index of a carry)."""
    blk = Spine(("t", I64), ("buf", F(T, H)), ("h", F(H)), ("w", F(H)))
    blk("hw", E.mul, "h", "w")
    blk("h1", E.tanh, "hw")
    blk("buf1", I.update_index, "buf", "h1", "t", axis=0)
    blk("old", I.index, "buf1", "t", axis=0)
    blk("h2", E.add, "h1", "old")
    f = Spine(("buf0", F(T, H)), ("h0", F(H)), ("w", F(H)))
    f.loop(("bufT", "hT"), T, ("buf0", "h0"), ("w",), blk, ("buf1", "h2"))
    f("sq", E.mul, "bufT", "bufT")
    f("l", R.reduce_sum, "sq", axes=[0, 1])
    return program(f.function("f", ("l", "hT")))


def test_update_index_and_index_of_a_carry():
    assert_gradients(update_index_buffer())


def index_ops_outside_loops():
    f = Spine(("x", F(3, H)), ("v", F(3)), ("k", I64))
    f("row", I.index, "x", "k", axis=0)
    f("col", I.index, "x", "k", axis=1)
    f("x2", I.update_index, "x", "v", "k", axis=1)
    f("sq", E.mul, "x2", "x2")
    f("l", R.reduce_sum, "sq", axes=[0, 1])
    return program(f.function("f", ("row", "col", "l")))


def test_index_and_update_index_vjps():
    assert_gradients(index_ops_outside_loops())


def call_in_loop():
    """A call inside a block is inlined into the block."""
    from kina.ir import Call

    cell = Spine(("a", F(H)), ("b", F(H)))
    cell("m", E.mul, "a", "b")
    cell("r", E.tanh, "m")
    cell_fn = cell.function("cell", ("r",))
    blk = Spine(("t", I64), ("h", F(H)), ("w", F(H)))
    blk._add(Call(("h1",), ("h", "w"), (F(H),), span(2), "cell"))
    f = Spine(("h0", F(H)), ("w", F(H)))
    f.loop(("hT",), T, ("h0",), ("w",), blk, ("h1",))
    return program(cell_fn, f.function("f", ("hT",)))


def test_call_inside_a_loop_is_inlined():
    from kina.ir import Call

    prog = call_in_loop()
    assert_gradients(prog)
    _, rev = reversed_program(prog)
    assert not any(isinstance(b, Call) for b in walk(rev.body))


def inactive_paths():
    """A carry starting from a constant (inactive init) but fed by w; a loop no cotangent reaches."""
    blk = Spine(("t", I64), ("h", F(H)), ("w", F(H)))
    blk("hw", E.mul, "h", "w")
    blk("h1", E.add, "hw", "w")
    dead = Spine(("t", I64), ("g", F(H)), ("w", F(H)))
    dead("g1", E.mul, "g", "w")
    f = Spine(("w", F(H)))
    f.const("h0", 0.5, F(H))
    f.loop(("hT",), T, ("h0",), ("w",), blk, ("h1",))
    f.loop(("gT",), T, ("h0",), ("w",), dead, ("g1",))
    f("a", D.argmax, "gT", axis=0)
    return program(f.function("f", ("hT",)))


def test_inactive_inits_and_loops_no_cotangent_reaches():
    prog = inactive_paths()
    assert_gradients(prog)
    _, rev = reversed_program(prog)
    assert len(reverse_loops(rev)) == 1


def test_jax_scan_reference():
    jax = pytest.importorskip("jax", reason="JAX is not installed: the jax.lax.scan oracle is skipped (F64 differences still ran)")
    jnp = jax.numpy
    jax.config.update("jax_enable_x64", True)
    prog = promote_f64(rnn())
    prog, rev = reversed_program(prog)
    args = random_inputs(prog, prog.functions["f"], 5)

    def f(xs, h0, W, U):
        def step(carry, x):
            h, tot = carry
            h1 = jnp.tanh(h @ W + x @ U)
            return (h1, tot + h1.sum()), None
        (h, tot), _ = jax.lax.scan(step, (h0, 0.0), xs)
        return h.sum() + tot
    want = jax.grad(f, argnums=(0, 1, 2, 3))(*args)
    got = run(prog, rev.name, *args)[2:]
    for w, g in zip(want, got):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-10, atol=1e-12)


def loop_in_if_in_if(flag: bool):
    """A loop inside an `if` branch, inside another `if`'s branch."""
    body = Spine(("t", I64), ("h", F(H)), ("w", F(H)))
    body("hw", E.mul, "h", "w")
    body("h1", E.sin, "hw")
    inner_then = Spine(("a", F(H)), ("w", F(H)))
    inner_then.loop(("r",), 3, ("a",), ("w",), body, ("h1",))
    inner_else = Spine(("a", F(H)), ("w", F(H)))
    inner_else("r", E.mul, "a", "w")
    outer_then = Spine(("a", F(H)), ("w", F(H)), ("c2", TensorType("Bool", ())))
    outer_then.if_(("y",), "c2", ("a", "w"), inner_then, ("r",), inner_else, ("r",))
    outer_then("r", E.tanh, "y")
    outer_else = Spine(("a", F(H)), ("w", F(H)), ("c2", TensorType("Bool", ())))
    outer_else("r", E.add, "a", "w")
    f = Spine(("x", F(H)), ("w", F(H)))
    f.const("one", 1.0, F())
    f.const("zero", 0.0, F())
    f("c", C.gt, "one", "zero")
    f("c2", C.gt if flag else C.lt, "one", "zero")
    f.if_(("z",), "c", ("x", "w", "c2"), outer_then, ("r",), outer_else, ("r",))
    return program(f.function("f", ("z",)))


@pytest.mark.parametrize("flag", [True, False])
def test_loop_in_an_if_in_an_if(flag):
    assert_gradients(loop_in_if_in_if(flag))


def carry_shuffles():
    """Carries swapped each step, one reset to a captured value, a capture passed twice."""
    blk = Spine(("t", I64), ("a", F(H)), ("b", F(H)), ("r", F(H)), ("w", F(H)), ("w2", F(H)))
    blk("ab", E.mul, "a", "w2")
    blk("b1", E.add, "b", "ab")
    blk("rr", E.mul, "r", "a")
    f = Spine(("a0", F(H)), ("b0", F(H)), ("r0", F(H)), ("w", F(H)))
    f.loop(("aT", "bT", "rT", "rs"), T, ("a0", "b0", "r0"), ("w", "w"), blk, ("b1", "a", "w", "rr"))
    f("m", E.mul, "aT", "bT")
    f("s", R.reduce_sum, "rs", axes=[0, 1])
    return program(f.function("f", ("m", "rT", "s")))


def test_swapped_carries_reset_carries_and_a_capture_passed_twice():
    assert_gradients(carry_shuffles())


def invariant_blocks():
    """A loop whose body holds an `if` and a loop that read only captured values: both move out."""
    then = Spine(("w_", F(H)),)
    then("r", E.exp, "w_")
    other = Spine(("w_", F(H)),)
    other("r", E.sin, "w_")
    inner = Spine(("s", I64), ("g", F(H)), ("w_", F(H)))
    inner("g1", E.mul, "g", "w_")
    blk = Spine(("t", I64), ("h", F(H)), ("w", F(H)), ("c", TensorType("Bool", ())))
    blk.if_(("e",), "c", ("w",), then, ("r",), other, ("r",))
    blk.loop(("p",), 2, ("w",), ("w",), inner, ("g1",))
    blk("a", E.mul, "h", "e")
    blk("h1", E.add, "a", "p")
    f = Spine(("h0", F(H)), ("w", F(H)))
    f.const("one", 1.0, F())
    f.const("zero", 0.0, F())
    f("c", C.gt, "one", "zero")
    f.loop(("hT",), T, ("h0",), ("w", "c"), blk, ("h1",))
    return program(f.function("f", ("hT",)))


def test_invariant_if_and_loop_move_out_of_the_loop():
    prog = invariant_blocks()
    assert_gradients(prog)
    _, rev = reversed_program(prog)
    fwd = next(b for b in rev.body if isinstance(b, Loop) and b.index == "t")
    assert not any(b.blocks for b in fwd.block.body), "the invariant if and loop run once, before the loop"
    assert fwd.types[fwd.n_carries:] == (F(T, H),), "only h is stacked (for the mul by e)"


NATIVE_CASES = [("rnn", ()), ("rnn", (T, True)), ("stacked_outputs", ()), ("capture_as_output", ()), ("take_at_t", ()),
                ("nested", ()), ("if_in_loop", (False,)), ("if_in_loop", (True,)), ("top_level_if", (True,)),
                ("top_level_if", (False,)), ("discrete_carry", ()), ("update_index_buffer", ()), ("index_ops_outside_loops", ()),
                ("call_in_loop", ()), ("inactive_paths", ()), ("loop_in_if_in_if", (True,)), ("loop_in_if_in_if", (False,)),
                ("carry_shuffles", ()), ("invariant_blocks", ())]


@pytest.mark.parametrize("case,args", NATIVE_CASES, ids=lambda v: v if isinstance(v, str) else "-".join(map(str, v)) or "_")
def test_native_matches_numpy(case, args):
    """The generated function, as `main`, on the native backend against the NumPy one."""
    from dataclasses import replace

    from kina.diagnostics import Source
    from kina.ir import Program
    from kina_mlir.artifacts.stages import exports_stage

    _, rev = reversed_program(globals()[case](*args))
    main = replace(rev, name="main", origin=None)
    prog = verify(Program({"main": main}, Source("loops.kina", str(main))), compiler().ops, handles_allowed=False)
    c = compiler()
    ctx = c.context(prog.source)
    ctx.values["ir"] = prog
    native = c.backends()["native"].load(exports_stage(prog, ctx), ctx).all_functions["main"]
    xs = random_inputs(prog, main, 0)
    want = run(prog, "main", *xs)
    got = native(*xs)
    for w, g in zip(want, got if isinstance(got, tuple) else [got]):
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-5)
