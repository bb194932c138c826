"""The NumPy reference backend through `loop` and `if` (§C1, §C2) and the `index` /
`update_index` rules, on IR built by hand (independent of the parser) and compared with plain
NumPy written here: carries threaded, outputs stacked on a new axis 0, only the taken branch
run, calls inside blocks, and runtime errors inside blocks naming the op's file:line:col (the
first failing iteration's)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from block_ir import B0, F0, F4, I0, const, function as main, numpy_main, op, program, sp
from kina.diagnostics import Span
from kina.hostio import KinaArgumentError, KinaRuntimeError
from kina.ir import Bind, Block, Call, If, Loop
from kina.ops import compare as C, elementwise as E, indexing as I, reduce as R
from kina.types import TensorType


def run(*functions, path="loops.kina"):
    return numpy_main(program(*functions, path=path))


def rnn(trip=5):
    """h_{t+1} = tanh(h_t * w + xs[t]); total += sum(h_{t+1}); outputs h_{t+1} per step."""
    xs_t = TensorType("F32", (trip, 4))
    block = Block((("t", I0), ("h", F4), ("total", F0), ("xs", xs_t), ("w", F4)), (
        op("x", I.index, ["xs", "t"], F4, 2, axis=0),
        op("hw", E.mul, ["h", "w"], F4, 3),
        op("pre", E.add, ["hw", "x"], F4, 3),
        op("h1", E.tanh, ["pre"], F4, 3),
        op("s", R.reduce_sum, ["h1"], F0, 4, axes=[0], keepdims=False),
        op("total1", E.add, ["total", "s"], F0, 4),
    ), ("h1", "total1", "h1"))
    loop = Loop(("hT", "tot", "hs"), ("h0", "z", "xs", "w"), (F4, F0, xs_t.with_(shape=(trip, 4))), sp(2),
                trip=trip, n_carries=2, block=block)
    return main([("xs", xs_t), ("h0", F4), ("w", F4)], [const("z", 0.0, F0), loop], ("hT", "tot", "hs"), (F4, F0, TensorType("F32", (trip, 4))))


def rnn_reference(xs, h0, w):
    h, total, hs = h0, np.float32(0), []
    for x in xs:
        h = np.tanh(h * w + x)
        total = total + h.sum()
        hs.append(h)
    return h, total, np.stack(hs)


def test_loop_threads_carries_and_stacks_outputs():
    rng = np.random.default_rng(0)
    xs, h0, w = (rng.standard_normal(s).astype(np.float32) for s in [(5, 4), (4,), (4,)])
    hT, tot, hs = run(rnn())(xs, h0, w)
    want = rnn_reference(xs, h0, w)
    np.testing.assert_allclose(hT, want[0], rtol=1e-6)
    np.testing.assert_allclose(tot, want[1], rtol=1e-5)
    np.testing.assert_allclose(hs, want[2], rtol=1e-6)
    assert hs.shape == (5, 4) and hs.dtype == np.float32 and tot.shape == ()


def test_single_iteration_loop():
    xs, h0, w = np.ones((1, 4), np.float32), np.zeros(4, np.float32), np.ones(4, np.float32)
    hT, tot, hs = run(rnn(trip=1))(xs, h0, w)
    np.testing.assert_allclose(hs, np.tanh(xs), rtol=1e-6)


def test_nested_loops_and_a_call_in_the_inner_body():
    """acc[i] = sum_j f(x[i, j]) with f(v) = v * v + 1, by an outer loop over rows stacking the
    inner loop's carry, and the inner loop calling f."""
    X = TensorType("F32", (3, 4))
    R3 = TensorType("F32", (3,))
    f = main([("v", F0)], [op("vv", E.mul, ["v", "v"], F0, 9), const("one", 1.0, F0, 9), op("r", E.add, ["vv", "one"], F0, 9)],
             ("r",), (F0,), name="f")
    inner = Block((("j", I0), ("acc", F0), ("row", F4)), (
        op("v", I.index, ["row", "j"], F0, 4, axis=0),
        Call(("fv",), ("v",), (F0,), sp(5), fn="f"),
        op("acc1", E.add, ["acc", "fv"], F0, 5),
    ), ("acc1",))
    outer = Block((("i", I0), ("n", I0), ("x", X), ("z", F0)), (
        op("row", I.index, ["x", "i"], F4, 3, axis=0),
        Loop(("s",), ("z", "row"), (F0,), sp(4), trip=4, n_carries=1, block=inner),
        const("one", 1, I0, 6),
        op("n1", E.add, ["n", "one"], I0, 6),
    ), ("n1", "s"))
    m = main([("x", X)], [const("z", 0.0, F0), const("n0", 0, I0),
                           Loop(("count", "sums"), ("n0", "x", "z"), (I0, R3), sp(2), trip=3, n_carries=1, block=outer)],
             ("count", "sums"), (I0, R3))
    x = np.arange(12, dtype=np.float32).reshape(3, 4) / 7
    count, sums = run(f, m)(x)
    assert count == 3 and count.dtype == np.int64
    np.testing.assert_allclose(sums, (x * x + 1).sum(axis=1), rtol=1e-6)


def counter_loop(trip, then_line=5, else_line=7):
    """y_t = if t == 0 { a[0] * 2 } else { y_{t-1} + a[t] }, an `if` inside a loop, beside an I64
    carry `ids` written with update_index (ids[t] = t * t)."""
    A = TensorType("F32", (trip,))
    ids_t = TensorType("I64", (trip,))
    then_b = Block((("y", F0), ("a", F0)), (const("two", 2.0, F0, then_line), op("r", E.mul, ["a", "two"], F0, then_line)), ("r",))
    else_b = Block((("y", F0), ("a", F0)), (op("r", E.add, ["y", "a"], F0, else_line),), ("r",))
    block = Block((("t", I0), ("y", F0), ("ids", ids_t), ("av", A)), (
        op("a", I.index, ["av", "t"], F0, 3, axis=0),
        const("zero", 0, I0, 4),
        op("first", C.eq, ["t", "zero"], B0, 4),
        If(("y1",), ("first", "y", "a"), (F0,), sp(4), then_block=then_b, else_block=else_b),
        op("tt", E.mul, ["t", "t"], I0, 8),
        op("ids1", I.update_index, ["ids", "tt", "t"], ids_t, 8, axis=0),
    ), ("y1", "ids1", "y1"))
    m = main([("av", A), ("ids0", ids_t)], [const("y0", 0.0, F0),
             Loop(("y", "ids", "ys"), ("y0", "ids0", "av"), (F0, ids_t, A), sp(2), trip=trip, n_carries=2, block=block)],
             ("y", "ids", "ys"), (F0, ids_t, A))
    return m


def test_if_in_a_loop_and_a_discrete_carry():
    a = np.array([1.5, -2.0, 4.0, 0.25], np.float32)
    y, ids, ys = run(counter_loop(4))(a, np.full(4, -1, np.int64))
    want, acc = [], None
    for t, v in enumerate(a):
        acc = v * 2 if t == 0 else acc + v
        want.append(acc)
    np.testing.assert_allclose(ys, want, rtol=1e-6)
    np.testing.assert_allclose(y, want[-1], rtol=1e-6)
    np.testing.assert_array_equal(ids, np.arange(4) ** 2)
    assert ids.dtype == np.int64


def test_only_the_taken_branch_runs():
    """The untaken branch divides by zero: `if` must not evaluate it (unlike `select`)."""
    then_b = Block((("n", I0), ("d", I0)), (op("q", E.floor_div, ["n", "d"], I0, 3),), ("q",))
    else_b = Block((("n", I0), ("d", I0)), (), ("n",))
    m = main([("c", B0), ("n", I0), ("d", I0)],
             [If(("r",), ("c", "n", "d"), (I0,), sp(2), then_block=then_b, else_block=else_b)], ("r",), (I0,))
    f = run(m, path="branch.kina")
    assert f(False, 7, 0) == 7
    assert f(True, 7, 2) == 3
    with pytest.raises(KinaRuntimeError, match=r"`floor_div` at branch\.kina:3:3: integer division by zero"):
        f(True, 7, 0)


def test_index_out_of_range_in_iteration_3_names_the_op_once():
    """xs.index(t + off): with off = 2 and 5 rows, iteration 3 reads row 5 — the error is that
    iteration's, at the op's line and column, never a clipped read."""
    X = TensorType("F32", (5, 2))
    block = Block((("t", I0), ("acc", TensorType("F32", (2,))), ("xs", X), ("off", I0)), (
        op("j", E.add, ["t", "off"], I0, 3),
        Bind(("row",), ("xs", "j"), (TensorType("F32", (2,)),), Span(4, 17, 4, 40), op=I.index, attrs={"axis": 0}),
        op("acc1", E.add, ["acc", "row"], TensorType("F32", (2,)), 5),
    ), ("acc1", "j"))
    m = main([("xs", X), ("off", I0), ("a0", TensorType("F32", (2,)))],
             [Loop(("acc", "js"), ("a0", "xs", "off"), (TensorType("F32", (2,)), TensorType("I64", (4,))), sp(2),
                   trip=4, n_carries=1, block=block)],
             ("acc", "js"), (TensorType("F32", (2,)), TensorType("I64", (4,))))
    f = run(m, path="rnn.kina")
    xs = np.arange(10, dtype=np.float32).reshape(5, 2)
    acc, js = f(xs, 1, np.zeros(2, np.float32))
    np.testing.assert_allclose(acc, xs[1:5].sum(axis=0))
    np.testing.assert_array_equal(js, [1, 2, 3, 4])
    with pytest.raises(KinaRuntimeError, match=r"^`index` at rnn\.kina:4:17: an index computed in the program is outside \[0, 4\] \(it holds 5\)$"):
        f(xs, 2, np.zeros(2, np.float32))
    np.testing.assert_allclose(f(xs, 0, np.zeros(2, np.float32))[0], xs[:4].sum(axis=0))  # usable afterwards


@pytest.mark.parametrize("axis", [0, 1, -1])
def test_index_and_update_index_rules(axis):
    rng = np.random.default_rng(axis + 5)
    X = TensorType("F32", (3, 4))
    x = rng.standard_normal((3, 4)).astype(np.float32)
    k = axis % 2
    row_t = TensorType("F32", (4,) if k == 0 else (3,))
    m = main([("x", X), ("i", I0), ("v", row_t)], [
        op("r", I.index, ["x", "i"], row_t, 2, axis=axis),
        op("u", I.update_index, ["x", "v", "i"], X, 3, axis=axis),
    ], ("r", "u"), (row_t, X))
    f = run(m)
    v = rng.standard_normal(row_t.shape).astype(np.float32)
    for i in range(x.shape[k]):
        r, u = f(x, i, v)
        np.testing.assert_array_equal(r, np.take(x, i, axis=k))
        want = x.copy()
        want[(i, slice(None)) if k == 0 else (slice(None), i)] = v
        np.testing.assert_array_equal(u, want)
    with pytest.raises(KinaArgumentError, match=r"parameter `i` of `main` holds index 9"):
        f(x, 9, v)  # a parameter position is checked on the host, before the program runs


# source-level programs --------------------------------------------------------------


def T(dtype, shape):
    return f"tensor<{dtype}, [{', '.join(map(str, shape))}]>"


RNN = f"""fn @main(xs: {T('F32', [6, 2, 3])}, h0: {T('F32', [2, 3])}, w: {T('F32', [3, 3])})
    -> ({T('F32', [2, 3])}, {T('F32', [])}, {T('F32', [6, 2, 3])}) {{
  let zero = full(shape=[], value=0.0, dtype=F32) in
  let (h, total, hs) = loop (h = h0, total = zero) for t < 6 {{
    let h1 = (h @ w + xs.index(t, axis=0)).tanh() in
    (h1, total + h1.reduce_sum(axes=[0, 1]), h1)
  }} in
  (h, total, hs)
}}
"""


def test_source_loop_with_carries_and_stacked_outputs():
    rng = np.random.default_rng(1)
    xs, h0, w = (rng.standard_normal(s).astype(np.float32) for s in [(6, 2, 3), (2, 3), (3, 3)])
    h, total, hs = kina.compile_source(RNN, path="rnn.kina", backend="numpy").main(xs, h0, w)
    want_h, want_total, want_hs = h0, np.float32(0), []
    for x in xs:
        want_h = np.tanh(want_h @ w + x)
        want_total += want_h.sum()
        want_hs.append(want_h)
    np.testing.assert_allclose(h, want_h, rtol=1e-5)
    np.testing.assert_allclose(total, want_total, rtol=1e-5)
    np.testing.assert_allclose(hs, np.stack(want_hs), rtol=1e-5)


NESTED = f"""let sq = fn(v: {T('F32', [])}) -> {T('F32', [])} {{ v * v }} in
fn @main(x: {T('F32', [3, 4])}) -> ({T('F32', [])}, {T('F32', [3])}) {{
  let zero = full(shape=[], value=0.0, dtype=F32) in
  let (all, rows) = loop (all = zero) for i < 3 {{
    let row = x.index(i, axis=0) in
    let s = loop (acc = zero) for j < 4 {{ acc + sq(row.index(j, axis=0)) }} in
    (all + s, s)
  }} in
  (all, rows)
}}
"""


def test_source_nested_loops_calling_a_function():
    x = (np.arange(12, dtype=np.float32).reshape(3, 4) - 5) / 3
    total, rows = kina.compile_source(NESTED, path="nested.kina", backend="numpy").main(x)
    np.testing.assert_allclose(rows, (x * x).sum(axis=1), rtol=1e-6)
    np.testing.assert_allclose(total, (x * x).sum(), rtol=1e-6)


IF_IN_LOOP = f"""fn @main(x: {T('F32', [3])}, n: {T('I64', [])}) -> ({T('F32', [3])}, {T('F32', [5, 3])}) {{
  loop (acc = x) for t < 5 {{
    let next = if t < n {{ acc * 2.0 }} else {{ acc - x }} in
    (next, next)
  }}
}}
"""


@pytest.mark.parametrize("n", [0, 2, 5])
def test_source_if_in_a_loop(n):
    x = np.array([1.0, -0.5, 3.0], np.float32)
    acc, accs = kina.compile_source(IF_IN_LOOP, path="if.kina", backend="numpy").main(x, n)
    want, a = [], x
    for t in range(5):
        a = a * 2 if t < n else a - x
        want.append(a)
    np.testing.assert_allclose(accs, np.stack(want), rtol=1e-6)
    np.testing.assert_allclose(acc, want[-1], rtol=1e-6)


DECODE = f"""fn @main(logits: {T('F32', [6, 5])}, ids0: {T('I64', [6])}) -> ({T('I64', [6])}, {T('I64', [])}) {{
  let zero = full(shape=[], value=0, dtype=I64) in
  loop (ids = ids0, count = zero) for t < 6 {{
    let id = logits.index(t, axis=0).argmax(axis=0) in
    let hit = if id == 2 {{ count + 1 }} else {{ count }} in
    (ids.update_index(id, t, axis=0), hit)
  }}
}}
"""


def test_source_discrete_carries():
    rng = np.random.default_rng(3)
    logits = rng.standard_normal((6, 5)).astype(np.float32)
    logits[[1, 4], 2] = 9.0
    ids, count = kina.compile_source(DECODE, path="decode.kina", backend="numpy").main(logits, np.full(6, -1, np.int64))
    np.testing.assert_array_equal(ids, logits.argmax(axis=1))
    assert count == (logits.argmax(axis=1) == 2).sum() >= 2 and count.dtype == np.int64


RUNAWAY = f"""fn @main(xs: {T('F32', [5, 2])}, off: {T('F32', [])}) -> {T('F32', [2])} {{
  let z = full(shape=[2], value=0.0, dtype=F32) in
  loop (acc = z) for t < 4 {{
    let j = t + off.cast(I64) in
    acc + xs.index(j, axis=0)
  }}
}}
"""


def test_source_runtime_error_in_iteration_3_names_the_op():
    """off = 2: iterations 0-2 read rows 2-4, iteration 3 reads row 5 of 5 (a computed index:
    not checked on the host). The message is the in-program one, at `index`'s line:col."""
    f = kina.compile_source(RUNAWAY, path="runaway.kina", backend="numpy")
    xs = np.arange(10, dtype=np.float32).reshape(5, 2)
    np.testing.assert_allclose(f.main(xs, np.float32(1)), xs[1:5].sum(axis=0))
    col = RUNAWAY.splitlines()[4].index("xs.index") + 1
    with pytest.raises(KinaRuntimeError, match=rf"^`index` at runaway\.kina:5:{col}: an index computed in the program is outside \[0, 4\] \(it holds 5\)$"):
        f.main(xs, np.float32(2))


DIVIDE = f"""fn @main(n: {T('I64', [])}, d: {T('I64', [])}) -> {T('I64', [])} {{
  if d != 0 {{ n.floor_div(d) }} else {{ n }}
}}
"""


def test_source_if_runs_only_the_taken_branch():
    f = kina.compile_source(DIVIDE, path="div.kina", backend="numpy")
    assert f.main(7, 2) == 3 and f.main(7, 0) == 7


def test_source_nesting_at_the_limit_through_every_pass():
    """64 nested blocks (the frontend's limit), alternating loops and ifs, each adding one:
    every pass and the interpreter get through without exhausting anything."""
    depth = 64
    head, tail = [], []
    for d in range(depth):
        if d % 2 == 0:
            head.append(f"loop (a = a) for i{d} < 1 {{")
        else:
            head.append(f"if i{d - 1} < 1 {{")
        tail.append("}" if d % 2 == 0 else "} else { a }")
    body = " ".join(head) + " a + 1.0 " + " ".join(reversed(tail))
    src = f"fn @main(a: {T('F32', [2])}) -> {T('F32', [2])} {{ {body} }}\n"
    out = kina.compile_source(src, path="deep.kina", backend="numpy").main(np.zeros(2, np.float32))
    np.testing.assert_array_equal(out, [1.0, 1.0])


def test_a_long_call_chain_inside_a_loop_body():
    """A loop body calling f0 -> f1 -> … -> f2999 (the last adds one): calls are interpreter
    frames, not Python recursion, inside blocks as outside."""
    n = 3000
    fns = [main([("v", F0)], [const("one", 1.0, F0), op("r", E.add, ["v", "one"], F0)], ("r",), (F0,), name=f"f{n - 1}")]
    for i in reversed(range(n - 1)):
        fns.append(main([("v", F0)], [Call(("r",), ("v",), (F0,), sp(1), fn=f"f{i + 1}")], ("r",), (F0,), name=f"f{i}"))
    block = Block((("t", I0), ("a", F0)), (Call(("a1",), ("a",), (F0,), sp(3), fn="f0"),), ("a1",))
    m = main([("x", F0)], [Loop(("y",), ("x",), (F0,), sp(2), trip=2, n_carries=1, block=block)], ("y",), (F0,))
    assert run(*fns, m)(np.float32(0.5)) == 2.5
