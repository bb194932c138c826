"""The IR passes and analyses through loop and `if` blocks (§C1, §C2), on IR built by
hand: dce inside blocks (dead code, dead stacked outputs, unused captures; carries stay),
handler elimination in blocks (innermost first, generated functions before use), the
handles-left check, weight-broadcast folding in a body, host index checks through captures,
the static peak estimate, callees_first and the example plugin's pass. Each rewrite is also run
on the NumPy backend against the IR it came from (or plain NumPy)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
import kina.frontend.plugin
import kina_ad.plugin
import kina_mlir.plugin
import kina_runtime.plugin
from block_ir import B0, F0, F4, I0, const, function, numpy_main, op, program, sp
from helpers import compiler, example_plugin, handler_plugin
from kina.compiler import Compiler, Pass, PluginError
from kina.diagnostics import Source
from kina.frontend.plugin import ir_stage
from kina.hookspecs import hookimpl
from kina.analyses import index_checks
from kina.hostio import KinaArgumentError, KinaRuntimeError
from kina.ir import Bind, Block, Call, Const, Handle, If, Loop, callees_first, map_spines, walk
from kina.analyses import peak_bytes
from kina.ops import compare as C, elementwise as E, indexing as I, nn as NN, reduce as R, shape as S
from kina.rewrites.dce import dce
from kina.rewrites.handlers import eliminate_handlers
from kina.rewrites.weight_broadcast import fold_weight_broadcasts
from kina.types import TensorType
from kina.verify import IRVerificationError, verify

BUILTINS = [kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, kina_mlir.plugin]
X54 = TensorType("F32", (5, 4))
rng = np.random.default_rng(20)


def ops_in(fn, o):
    return [b for b in walk(fn.body) if isinstance(b, Bind) and b.op is o]


def only(prog, kind):
    (b,) = [b for b in walk(prog.functions["main"].body) if isinstance(b, kind)]
    return b


# dce ---------------------------------------------------------------------------


def dead_loop_program():
    """A loop with a dead binding in its body, a stacked output nobody reads, a capture used
    only by dead code, a capture used by nothing, and a carry whose final value is dead."""
    block = Block((("t", I0), ("h", F4), ("c", F0), ("xs", X54), ("w", F4), ("spare", F4)), (
        op("x", I.index, ["xs", "t"], F4, 3, axis=0),
        op("dead", E.exp, ["w"], F4, 4),
        op("h1", E.add, ["h", "x"], F4, 5),
        op("o1", E.mul, ["h1", "w"], F4, 6),
        op("one", E.tanh, ["c"], F0, 7),
    ), ("h1", "one", "o1", "h1"))
    loop = Loop(("hT", "cT", "o1s", "hs"), ("h0", "c0", "xs", "w", "spare"), (F4, F0, X54, X54), sp(2),
                trip=5, n_carries=2, block=block)
    return program(function([("xs", X54), ("h0", F4), ("w", F4), ("spare", F4)], [const("c0", 0.5, F0), loop],
                            ("hT", "hs"), (F4, X54)))


def test_dce_cleans_a_loop_body_and_drops_dead_outputs_and_captures():
    before = dead_loop_program()
    after = verify(dce(before), compiler().ops, handles_allowed=False)
    loop = only(after, Loop)
    assert loop.names == ("hT", "cT", "hs")  # both carries stay (cT is dead outside), the dead output goes
    assert loop.captures == ("xs",) and [p for p, _ in loop.captured_params] == ["xs"]
    assert [p for p, _ in loop.block.params] == ["t", "h", "c", "xs"]
    assert [b.names[0] for b in loop.block.body] == ["x", "h1", "one"]
    assert loop.block.results == ("h1", "one", "h1")
    args = [rng.standard_normal(s).astype(np.float32) for s in [(5, 4), (4,), (4,), (4,)]]
    want = numpy_main(before)(*args)
    got = numpy_main(after)(*args)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)
    np.testing.assert_allclose(got[1], np.cumsum(args[0], axis=0) + args[1], rtol=1e-6)
    assert dce(after).functions["main"].body[1] is loop  # nothing left to do: the same binding


def dead_if_program():
    """if c { (a * b, exp(a)) } else { (a, d) } with only the first result read: the second and
    what only it needs go from both branches, and the capture `d` with them; `b` stays (then
    uses it), `e` is used by neither branch."""
    then_b = Block((("a", F4), ("b", F4), ("d", F4), ("e", F4)),
                   (op("ab", E.mul, ["a", "b"], F4, 3), op("ea", E.exp, ["a"], F4, 3)), ("ab", "ea"))
    else_b = Block((("a", F4), ("b", F4), ("d", F4), ("e", F4)), (), ("a", "d"))
    cond = If(("r", "s"), ("c", "x", "y", "z", "z"), (F4, F4), sp(2), then_block=then_b, else_block=else_b)
    return program(function([("c", B0), ("x", F4), ("y", F4), ("z", F4)], [cond], ("r",), (F4,)))


def test_dce_drops_an_if_s_dead_results_and_unused_captures():
    before = dead_if_program()
    after = verify(dce(before), compiler().ops, handles_allowed=False)
    cond = only(after, If)
    assert cond.names == ("r",) and cond.captures == ("x", "y")
    assert [p for p, _ in cond.then_block.params] == ["a", "b"] == [p for p, _ in cond.else_block.params]
    assert [b.names[0] for b in cond.then_block.body] == ["ab"] and cond.else_block.results == ("a",)
    x, y, z = (rng.standard_normal(4).astype(np.float32) for _ in range(3))
    for c in (True, False):
        np.testing.assert_array_equal(numpy_main(after)(c, x, y, z), numpy_main(before)(c, x, y, z))
    np.testing.assert_array_equal(numpy_main(after)(True, x, y, z), x * y)


def test_dce_cleans_nested_blocks_innermost_first():
    """An inner loop whose only use of a capture is dead: the outer loop's capture of it goes too."""
    inner = Block((("j", I0), ("acc", F0), ("w", F4)), (op("junk", E.exp, ["w"], F4, 5), const("one", 1.0, F0, 5),
                                                         op("acc1", E.add, ["acc", "one"], F0, 5)), ("acc1",))
    outer = Block((("i", I0), ("s", F0), ("w", F4)), (
        Loop(("n",), ("s", "w"), (F0,), sp(4), trip=3, n_carries=1, block=inner),
    ), ("n",))
    prog = program(function([("w", F4)], [const("z", 0.0, F0),
                                          Loop(("total",), ("z", "w"), (F0,), sp(3), trip=2, n_carries=1, block=outer)],
                            ("total",), (F0,)))
    after = verify(dce(prog), compiler().ops, handles_allowed=False)
    outer_loop = after.functions["main"].body[1]
    assert outer_loop.captures == () and outer_loop.block.body[0].captures == ()
    assert not ops_in(after.functions["main"], E.exp)
    assert numpy_main(after)(np.ones(4, np.float32)) == 6.0


# handler elimination ------------------------------------------------------------


def exp_fn():
    return function([("v", F4)], [op("e", E.exp, ["v"], F4, 20)], ("e",), (F4,), name="g")


def handled_in_blocks():
    """main: a loop whose body handles g (exp) with reverseMode, and an `if` in the body whose
    then branch handles g too (nested one level deeper)."""
    then_b = Block((("u", F4),), (Handle(("gy", "gg"), ("u",), (F4, F4), sp(7), fn="g", handler="reverseMode"),), ("gg",))
    else_b = Block((("u", F4),), (), ("u",))
    block = Block((("t", I0), ("acc", F4), ("xs", X54)), (
        op("x", I.index, ["xs", "t"], F4, 3, axis=0),
        Handle(("y", "gx"), ("x",), (F4, F4), sp(4), fn="g", handler="reverseMode"),
        const("zero", 0, I0, 5),
        op("first", C.eq, ["t", "zero"], B0, 5),
        If(("k",), ("first", "x"), (F4,), sp(6), then_block=then_b, else_block=else_b),
        op("acc1", E.add, ["acc", "gx"], F4, 8),
        op("acc2", E.add, ["acc1", "k"], F4, 8),
    ), ("acc2", "y"))
    loop = Loop(("accT", "ys"), ("a0", "xs"), (F4, X54), sp(2), trip=5, n_carries=1, block=block)
    main = function([("xs", X54), ("a0", F4)], [loop], ("accT", "ys"), (F4, X54))
    return program(exp_fn(), main, handles_allowed=True)


def test_handles_in_loop_and_if_blocks_are_eliminated():
    prog = handled_in_blocks()
    ctx = compiler().context(prog.source)
    out = ir_stage(prog, ctx)  # every pass, and the final check that no `handle` is left anywhere
    assert list(out.functions) == ["g", "g__reverseMode", "main"]  # generated right after g, before its use
    calls = [b for b in walk(out.functions["main"].body) if isinstance(b, Call)]
    assert [c.fn for c in calls] == ["g__reverseMode", "g__reverseMode"]
    assert not any(isinstance(b, Handle) for f in out.functions.values() for b in walk(f.body))
    xs, a0 = rng.standard_normal((5, 4)).astype(np.float32), rng.standard_normal(4).astype(np.float32)
    acc, ys = numpy_main(out)(xs, a0)
    np.testing.assert_allclose(ys, np.exp(xs), rtol=1e-6)
    want = a0 + np.exp(xs).sum(axis=0) + np.exp(xs[0]) + xs[1:].sum(axis=0)
    np.testing.assert_allclose(acc, want, rtol=1e-5)


def test_elimination_rewrites_blocks_only_where_handles_are():
    prog = handled_in_blocks()
    plain = Loop(("s",), ("z", "w"), (F0,), sp(3), trip=2, n_carries=1,
                 block=Block((("t", I0), ("a", F0), ("w", F4)), (), ("a",)))
    other = function([("w", F4)], [const("z", 0.0, F0), plain], ("s",), (F0,), name="other")
    prog = prog.with_functions({**prog.functions, "other": other})
    out = eliminate_handlers(prog, compiler().context(prog.source))
    assert out.functions["other"] is other and out.functions["g"] is prog.functions["g"]


class Sneak:
    """A faulty plugin: a pass after elimination turns calls inside blocks back into handles."""
    __name__ = "sneak"

    @hookimpl
    def transform(self, register):
        def sneak(spine):
            return spine.with_body([Handle(b.names, b.args, b.types, b.span, fn=b.fn, handler="reverseMode")
                                    if isinstance(b, Call) and not hasattr(spine, "name") else b for b in spine.body])
        register(Pass("sneak", lambda p, ctx: p.map_functions(lambda f: map_spines(f, sneak)), order=950))


def test_a_handle_left_inside_a_block_is_found():
    c = Compiler(plugins=[*BUILTINS, Sneak()])
    prog = handled_in_blocks()
    with pytest.raises(IRVerificationError, match=r"`let \(y, gx\) = handle g__reverseMode\(x\) with reverseMode.*remains; "
                                                  r"handler `reverseMode` \(plugin [^)]*ad[^)]*\) must eliminate it"):
        ir_stage(prog, c.context(prog.source))


def _mistyped(program, site, ctx):
    return {}, [Const(site.names[:1], (), (TensorType("F64", (4,)),), site.span, value=0.0)]


@pytest.mark.parametrize("checking", ["1", ""])
def test_a_handler_whose_replacement_in_a_block_does_not_verify_is_named(monkeypatch, checking):
    monkeypatch.setenv("KINA_VERIFY", checking)
    c = Compiler(plugins=[*BUILTINS, handler_plugin("mistyped-handler", "mistyped", _mistyped)])
    block = Block((("t", I0), ("acc", F4), ("xs", X54)), (
        op("x", I.index, ["xs", "t"], F4, 3, axis=0),
        Handle(("y",), ("x",), (F4,), sp(4), fn="g", handler="mistyped"),
        op("acc1", E.add, ["acc", "y"], F4, 5),
    ), ("acc1",))
    main = function([("xs", X54), ("a0", F4)], [Loop(("accT",), ("a0", "xs"), (F4,), sp(2), trip=5, n_carries=1, block=block)],
                    ("accT",), (F4,))
    prog = program(exp_fn(), main, handles_allowed=True)
    with pytest.raises(IRVerificationError, match=r"handler `mistyped` \(plugin mistyped-handler\) replaced `let y = handle g\(x\) "
                                                  r"with mistyped.*does not verify: invalid IR: in a block of `main`: `let acc1 = add\(acc, y\).*ill-typed"):
        ir_stage(prog, c.context(prog.source))


def test_a_handler_leaving_its_handle_inside_a_loop_it_made_is_named():
    """The replacement is a loop whose body still holds the `handle`: found at any depth."""
    def wrap(program, site, ctx):
        blk = Block((("t", I0), ("v", F4)), (Handle(site.names, ("v",), site.types, site.span, fn=site.fn, handler=site.handler),),
                    site.names)
        return {}, [Loop(site.names, site.args, site.types, site.span, trip=1, n_carries=1, block=blk)]
    c = Compiler(plugins=[*BUILTINS, handler_plugin("wrapping-handler", "wrapping", wrap)])
    main = function([("x", F4)], [Handle(("y",), ("x",), (F4,), sp(2), fn="g", handler="wrapping")], ("y",), (F4,))
    prog = program(exp_fn(), main, handles_allowed=True)
    with pytest.raises(PluginError, match=r"handler `wrapping` \(plugin wrapping-handler\) left a `handle`"):
        ir_stage(prog, c.context(prog.source))


# weight-broadcast folding ---------------------------------------------------------


def test_weight_broadcasts_fold_inside_a_loop_body():
    B, M, K, N = 2, 3, 4, 5
    XS = TensorType("F32", (6, B, M, K))
    W = TensorType("F32", (K, N))
    Y = TensorType("F32", (B, M, N))
    block = Block((("t", I0), ("acc", Y), ("xs", XS), ("w", W)), (
        op("x", I.index, ["xs", "t"], TensorType("F32", (B, M, K)), 3, axis=0),
        op("w3", S.reshape, ["w"], TensorType("F32", (1, K, N)), 4, shape=[1, K, N]),
        op("wb", S.broadcast, ["w3"], TensorType("F32", (B, K, N)), 4, shape=[B, K, N]),
        op("y", NN.matmul, ["x", "wb"], Y, 5),
        op("acc1", E.add, ["acc", "y"], Y, 6),
    ), ("acc1",))
    prog = program(function([("xs", XS), ("w", W), ("a0", Y)],
                            [Loop(("accT",), ("a0", "xs", "w"), (Y,), sp(2), trip=6, n_carries=1, block=block)], ("accT",), (Y,)))
    folded = verify(fold_weight_broadcasts(prog), compiler().ops, handles_allowed=False)
    (mm,) = ops_in(folded.functions["main"], NN.matmul)
    assert mm.args == ("x", "w")  # the broadcast matmul on the captured rank-2 weight
    xs, w, a0 = (rng.standard_normal(s).astype(np.float32) for s in [(6, B, M, K), (K, N), (B, M, N)])
    np.testing.assert_allclose(numpy_main(folded)(xs, w, a0), a0 + (xs @ w).sum(axis=0), rtol=1e-5)
    folded = verify(dce(folded), compiler().ops, handles_allowed=False)
    assert not ops_in(folded.functions["main"], S.broadcast)


# host index checks ------------------------------------------------------------------


def indexing_program():
    """Parameters reaching index operands inside blocks: `i` captured by a loop and read at its
    top level; `j` read in one branch of an `if` only (a guard); `k` in both branches, along
    axes of different lengths; `n` a carry's initial value read as an index; `m` through a call
    in the body."""
    pick = function([("xs", X54), ("q", I0)], [op("r", I.index, ["xs", "q"], F4, 30, axis=0)], ("r",), (F4,), name="pick")
    then_b = Block((("xs", X54), ("j", I0), ("k", I0)), (op("a", I.index, ["xs", "j"], F4, 6, axis=0),
                                                      op("b", I.index, ["xs", "k"], F4, 6, axis=0),
                                                      op("ab", E.add, ["a", "b"], F4, 6)), ("ab",))
    else_b = Block((("xs", X54), ("j", I0), ("k", I0)), (op("col", I.index, ["xs", "k"], TensorType("F32", (5,)), 7, axis=1),
                                                      op("cs", R.reduce_sum, ["col"], F0, 7, axes=[0], keepdims=False),
                                                      op("r4", S.broadcast, ["cs"], F4, 7, shape=[4])), ("r4",))
    block = Block((("t", I0), ("acc", F4), ("n", I0), ("xs", X54), ("i", I0), ("c", B0), ("j", I0), ("k", I0), ("m", I0)), (
        op("x", I.index, ["xs", "i"], F4, 3, axis=0),
        op("xn", I.index, ["xs", "n"], F4, 4, axis=0),
        Call(("xm",), ("xs", "m"), (F4,), sp(5), fn="pick"),
        If(("y",), ("c", "xs", "j", "k"), (F4,), sp(6), then_block=then_b, else_block=else_b),
        op("s1", E.add, ["acc", "x"], F4, 8), op("s2", E.add, ["s1", "xn"], F4, 8),
        op("s3", E.add, ["s2", "xm"], F4, 8), op("s4", E.add, ["s3", "y"], F4, 8),
    ), ("s4", "n"))
    loop = Loop(("accT", "nT"), ("a0", "n", "xs", "i", "c", "j", "k", "m"), (F4, I0), sp(2), trip=2, n_carries=2, block=block)
    return program(pick, function([("xs", X54), ("a0", F4), ("i", I0), ("c", B0), ("j", I0), ("k", I0), ("n", I0), ("m", I0)],
                                  [loop], ("accT",), (F4,)))


def test_index_checks_reach_through_captures_but_not_into_one_branch():
    prog = indexing_program()
    checks = index_checks(prog, "main")
    params = [p for p, _ in prog.functions["main"].params]
    got = {params[i]: (lo, hi) for i, (lo, hi, _) in checks.items()}
    # k: [0, 4] in then, [0, 3] in else: only what fails in both branches is refused on the host
    assert got == {"i": (0, 4), "n": (0, 4), "m": (0, 4), "k": (0, 4)}
    f = numpy_main(prog)
    xs, a0 = np.arange(20, dtype=np.float32).reshape(5, 4), np.zeros(4, np.float32)
    ok = f(xs, a0, 1, False, 99, 1, 2, 3)  # j out of range, but its branch is not taken
    np.testing.assert_allclose(ok, 2 * (xs[1] + xs[2] + xs[3] + xs[:, 1].sum()))
    with pytest.raises(KinaArgumentError, match=r"parameter `i` of `main` holds index 5, outside \[0, 4\] \(index at line 3\)"):
        f(xs, a0, 5, False, 0, 1, 2, 3)
    with pytest.raises(KinaArgumentError, match=r"parameter `m` of `main` holds index -1, outside \[0, 4\] \(index at line 30\)"):
        f(xs, a0, 0, False, 0, 1, 2, -1)
    np.testing.assert_allclose(f(xs, a0, 0, True, 0, 4, 0, 0), 2 * (4 * xs[0] + xs[4]))  # k = 4 is fine in `then`
    with pytest.raises(KinaRuntimeError, match=r"`index` at loops\.kina:7:3: .* outside \[0, 3\] \(it holds 4\)"):
        f(xs, a0, 0, False, 0, 4, 0, 0)  # ... and out of range in `else`: caught in the program


MOVED_POSITIONS = """\
let h = fn(xs: tensor<F32, [2, 3], @device>, i: tensor<I64, [], @host>, j: tensor<I64, [], @host>) -> tensor<F32, [2, 3], @device> {
  let jd = j.to(@device) in
  loop (c = xs) for t < 3 {
    let u = c.update_index(c.reduce_max(axes=[0, 1]).broadcast([2]), i.to(@device).to(@host).to(@device), axis=1) in
    if t < 1 { u } else { u.update_index(c.index(jd, axis=0), jd, axis=0) }
  }
} in
fn @main(x: tensor<F32, [2, 3], @host>, i: tensor<I64, [], @host>, j: tensor<I64, [], @host>) -> tensor<F32, [2, 3], @host> {
  h(x.to(@device), i, j).to(@host)
}
"""


def test_index_checks_see_through_placement_moves():
    """`to` is the identity on values (§A7): a host parameter moved to @device (here through three
    moves) to index a device tensor is checked on the host, through the call and the loop; one
    moved, then read in one branch only, is not (fuzz loop #60: `i` went unchecked)."""
    f = kina.compile_source(MOVED_POSITIONS, path="moved.kina", backend="numpy")
    assert {k: v[:2] for k, v in index_checks(f.ir, "main").items()} == {1: (0, 2)}
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    want = x.copy()
    want[:, 2] = 5  # (the branch from t = 1 writes row j of c back: no change)
    np.testing.assert_array_equal(f.main(x, 2, 1), want)
    with pytest.raises(KinaArgumentError, match=r"parameter `i` of `main` holds index -1, outside \[0, 2\] \(update_index at line 4\)"):
        f.main(x, -1, 1)
    with pytest.raises(KinaRuntimeError, match=r"`index` at moved\.kina:5:42: .* outside \[0, 1\] \(it holds 2\)"):
        f.main(x, 0, 2)  # j: caught in the program


# memory, call order, plugins ----------------------------------------------------------


def test_peak_bytes_counts_stacked_outputs_and_the_body():
    V = TensorType("F32", (1000,))
    big = TensorType("F32", (3000,))
    block = Block((("t", I0), ("h", V)), (op("h1", E.add, ["h", "h"], V, 3),), ("h1", "h1"))
    loop = Loop(("hT", "hs"), ("x",), (V, TensorType("F32", (10, 1000))), sp(2), trip=10, n_carries=1, block=block)
    prog = program(function([("x", V)], [loop], ("hT", "hs"), (V, TensorType("F32", (10, 1000)))))
    assert peak_bytes(prog, "main") == 4000 + 40000 + 4000  # the loop's results, then one iteration's h1
    then_b = Block((("u", V),), (op("w", S.broadcast, ["u"], TensorType("F32", (3, 1000)), 5, shape=[3, 1000]),
                                 op("r", S.reshape, ["w"], big, 5, shape=[3000]),
                                 op("s", R.reduce_sum, ["r"], F0, 5, axes=[0], keepdims=False)), ("s",))
    else_b = Block((("u", V),), (op("s", R.reduce_sum, ["u"], F0, 6, axes=[0], keepdims=False),), ("s",))
    prog = program(function([("c", B0), ("x", V)], [If(("y",), ("c", "x"), (F0,), sp(4), then_block=then_b, else_block=else_b)],
                            ("y",), (F0,)))
    assert peak_bytes(prog, "main") == 4 + 12000 + 12000  # the larger branch: w and r live together


def test_callees_first_finds_calls_inside_blocks():
    prog = indexing_program()
    assert callees_first(prog, "main") == ["pick", "main"]


def test_the_example_pass_rewrites_inside_a_loop_body():
    passes = example_plugin().passes
    block = Block((("t", I0), ("h", F4)), (op("a", E.neg, ["h"], F4, 3), op("b", E.neg, ["a"], F4, 3),
                                           op("h1", E.tanh, ["b"], F4, 4)), ("h1",))
    prog = program(function([("x", F4)], [Loop(("hT",), ("x",), (F4,), sp(2), trip=3, n_carries=1, block=block)], ("hT",), (F4,)))
    out = verify(dce(passes.remove_double_negation(prog, None)), compiler().ops, handles_allowed=False)
    assert not ops_in(out.functions["main"], E.neg) and out.notes[-1] == "example: removed 1 double negation(s)"
    x = rng.standard_normal(4).astype(np.float32)
    np.testing.assert_allclose(numpy_main(out)(x), np.tanh(np.tanh(np.tanh(x))), rtol=1e-6)


# the same, from source ----------------------------------------------------------------------

F23 = "tensor<F32, [2, 3]>"
XS6 = "tensor<F32, [6, 2, 3]>"


def emit_ir(src, compiler_=None, path="p.kina"):
    return (compiler_ or compiler()).emit(Source(path, src), "ir")[0]


HANDLED = f"""let step = fn(h: {F23}, x: {F23}) -> {F23} {{ (h * 0.5 + x).tanh() }} in
fn @main(xs: {XS6}, h0: {F23}) -> ({F23}, {XS6}) {{
  loop (h = h0) for t < 6 {{
    let x = xs.index(t, axis=0) in
    let (h1, gh, gx) = handle step(h, x) with reverseMode in
    if t == 0 {{ (h1, gh) }} else {{ (h1, gx) }}
  }}
}}
"""


def test_source_handle_in_a_loop_body_is_eliminated():
    ir = emit_ir(HANDLED)
    assert list(ir.functions) == ["step", "step__reverseMode", "main"]
    assert not any(isinstance(b, Handle) for f in ir.functions.values() for b in walk(f.body))
    xs = np.random.default_rng(4).standard_normal((6, 2, 3)).astype(np.float32)
    h0 = np.full((2, 3), 0.3, np.float32)
    h, gs = kina.compile_source(HANDLED, path="h.kina", backend="numpy").main(xs, h0)
    want_h, want_g = h0, []
    for t, x in enumerate(xs):
        y = np.tanh(want_h * 0.5 + x)
        dy = 1 - y * y  # the cotangent of each output is one
        want_g.append(dy * 0.5 if t == 0 else dy)
        want_h = y
    np.testing.assert_allclose(h, want_h, rtol=1e-5)
    np.testing.assert_allclose(gs, np.stack(want_g), rtol=1e-5)


DEAD_CAPTURE = f"""fn @main(xs: {XS6}, h0: {F23}, w: {F23}, v: {F23}) -> {F23} {{
  let (h, unused) = loop (h = h0) for t < 6 {{
    let wasted = (w * v).exp() in
    let h1 = (h + xs.index(t, axis=0)).tanh() in
    (h1, wasted + h1)
  }} in
  h
}}
"""


def test_source_dce_drops_a_capture_only_dead_code_used():
    anf = compiler().emit(Source("d.kina", DEAD_CAPTURE), "anf")[0]
    ir = emit_ir(DEAD_CAPTURE)
    (before,) = [b for b in anf.functions["main"].body if isinstance(b, Loop)]
    (after,) = [b for b in ir.functions["main"].body if isinstance(b, Loop)]
    assert sorted(before.captures) == ["v", "w", "xs"] and after.captures == ("xs",)
    assert after.names == ("h",) and not ops_in(ir.functions["main"], E.exp)
    rng = np.random.default_rng(5)
    xs, h0, w, v = (rng.standard_normal(s).astype(np.float32) for s in [(6, 2, 3), (2, 3), (2, 3), (2, 3)])
    want = h0
    for x in xs:
        want = np.tanh(want + x)
    np.testing.assert_allclose(kina.compile_source(DEAD_CAPTURE, backend="numpy").main(xs, h0, w, v), want, rtol=1e-5)


GUARDED = f"""fn @main(xs: tensor<F32, [5, 3]>, i: tensor<I64, []>, j: tensor<I64, []>) -> tensor<F32, [3]> {{
  let z = full(shape=[3], value=0.0, dtype=F32) in
  loop (acc = z) for t < 2 {{
    let row = xs.index(i, axis=0) in
    acc + row + (if j < 5 {{ xs.index(j, axis=0) }} else {{ z }})
  }}
}}
"""


def test_source_host_checks_through_a_capture_but_not_a_guarded_branch():
    f = kina.compile_source(GUARDED, path="g.kina", backend="numpy")
    xs = np.arange(15, dtype=np.float32).reshape(5, 3)
    np.testing.assert_allclose(f.main(xs, 1, 9), 2 * xs[1])  # j = 9 is guarded: not refused
    np.testing.assert_allclose(f.main(xs, 1, 4), 2 * (xs[1] + xs[4]))
    with pytest.raises(KinaArgumentError, match=r"parameter `i` of `main` holds index 5, outside \[0, 4\] \(index at line 4\)"):
        f.main(xs, 5, 0)


LOOPED_NEGATIONS = f"""fn @main(x: {F23}) -> {F23} {{
  loop (h = x) for t < 3 {{
    let a = -h in
    let b = -a in
    (b * 0.5).exp()
  }}
}}
"""


def test_source_the_example_plugin_pass_applies_in_a_loop_body():
    c = Compiler(plugins=[*BUILTINS, example_plugin()])
    ir = emit_ir(LOOPED_NEGATIONS, c)
    assert "example: removed 1 double negation(s)" in ir.notes
    assert not ops_in(ir.functions["main"], E.neg)
    x = np.random.default_rng(6).standard_normal((2, 3)).astype(np.float32)
    want = x
    for _ in range(3):
        want = np.exp(want * 0.5)
    np.testing.assert_allclose(kina.compile_source(LOOPED_NEGATIONS, backend="numpy", compiler=c).main(x), want, rtol=1e-6)


def test_the_verifier_names_a_broken_loop_by_its_first_line():
    """The message shows the loop's header (printed with its block emptied, at any depth)."""
    inner = Block((("j", I0), ("a", F4)), (op("a1", R.reduce_sum, ["a"], F0, 4, axes=[0], keepdims=False),), ("a1",))
    outer = Block((("i", I0), ("h", F4)), (Loop(("g",), ("h",), (F4,), sp(3), trip=2, n_carries=1, block=inner),), ("g",))
    main = function([("x", F4)], [Loop(("hT",), ("x",), (F4,), sp(2), trip=3, n_carries=1, block=outer)], ("hT",), (F4,))
    with pytest.raises(IRVerificationError, match=r"in `main`: `let g = loop \(a = h\) "
                                                  r"for j < 2 \{`: carry `a` is tensor<F32, \[4\], @host> but the block's new value is "
                                                  r"tensor<F32, \[\], @host>$"):
        program(main)
