"""Loops and conditionals compiled by kina-mlir (`scf.for` / `scf.if`) agree with the NumPy
reference backend and with NumPy written here: carries and stacked outputs, nested loops,
calls inside blocks, `if` in loops, discrete carries, `index` / `update_index` along several
axes, values that alias a parameter or a constant, and runtime errors inside blocks naming
the op's file:line:col (the first failing iteration's)."""
from __future__ import annotations

import numpy as np
import pytest

from kina.hostio import KinaRuntimeError
from kina.ops import compare as C, elementwise as E, gather as G, indexing as I, nn as N, reduce as R

from mlir_loop_ir import Spine, T, build, native, reference

F4 = T("F32", 4)


def both(program, *args):
    """(native results, reference results) as tuples of arrays."""
    got = native(program).functions["main"](*args)
    want = reference(program).functions["main"](*args)
    as_tuple = lambda r: tuple(r) if isinstance(r, tuple) else (r,)  # noqa: E731
    return as_tuple(got), as_tuple(want)


def assert_same(got, want, rtol=1e-5, atol=1e-6):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        g, w = np.asarray(g), np.asarray(w)
        assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, g.dtype, w.shape, w.dtype)
        if g.dtype.kind == "f":
            np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)
        else:
            np.testing.assert_array_equal(g, w)


def rnn_program(trip: int, b: int = 3, e: int = 5, h: int = 8):
    """h' = tanh(x_t @ W + h @ U), total += sum(h'), the h' stacked: a recurrence with a matmul."""
    s = Spine([("xs", T("F32", trip, b, e)), ("h0", T("F32", b, h)), ("w", T("F32", e, h)), ("u", T("F32", h, h))])
    z = s.const(0.0, T("F32"))

    def body(blk, t, hc, tot, xs, w, u):
        x = blk.op(I.index, xs, t, axis=0)
        h1 = blk.op(E.tanh, blk.op(E.add, blk.op(N.matmul, x, w), blk.op(N.matmul, hc, u)))
        return h1, blk.op(E.add, tot, blk.op(R.reduce_sum, h1, axes=[0, 1])), h1
    return build(s, *s.loop(trip, ["h0", z], ["xs", "w", "u"], body))


def test_recurrence_with_carries_and_stacked_outputs():
    rng = np.random.default_rng(0)
    trip, b, e, h = 7, 3, 5, 8
    xs, h0 = rng.standard_normal((trip, b, e)).astype(np.float32), rng.standard_normal((b, h)).astype(np.float32)
    w, u = (rng.standard_normal(s).astype(np.float32) * 0.3 for s in [(e, h), (h, h)])
    got, want = both(rnn_program(trip, b, e, h), xs, h0, w, u)
    assert_same(got, want)
    hc, hs = h0, []  # and NumPy written here, in F64
    for x in xs.astype(np.float64):
        hc = np.tanh(x @ w + hc @ u)
        hs.append(hc)
    np.testing.assert_allclose(got[2], np.stack(hs), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(got[1], np.sum(hs), rtol=1e-4)


def test_single_iteration_and_rank0_outputs():
    s = Spine([("x", F4)])
    z = s.const(0.0, T("F32"))

    def body(blk, t, acc, x):
        v = blk.op(R.reduce_sum, x, axes=[0])
        return blk.op(E.add, acc, v), v, t
    got, want = both(build(s, *s.loop(1, [z], ["x"], body)), np.arange(4, dtype=np.float32))
    assert_same(got, want)
    assert got[1].shape == (1,) and got[2].dtype == np.int64 and got[2].tolist() == [0]


def test_nested_loops_with_a_call_in_the_inner_block():
    """acc[i] = sum_j f(x[i, j]) with f(v) = v * v + 1; the outer loop also counts in an I64 carry."""
    f = Spine([("v", T("F32"))])
    fv = f.op(E.add, f.op(E.mul, "v", "v"), f.const(1.0, T("F32")))
    fn = f.function("f", fv)
    s = Spine([("x", T("F32", 3, 4))])
    z, n0 = s.const(0.0, T("F32")), s.const(0, T("I64"))

    def outer(blk, i, n, x, z):
        row = blk.op(I.index, x, i, axis=0)

        def inner(b2, j, acc, row):
            return b2.op(E.add, acc, b2.call(fn, b2.op(I.index, row, j, axis=0)))
        total = blk.loop(4, [z], [row], inner)
        return blk.op(E.add, n, blk.const(1, T("I64"))), total
    x = np.arange(12, dtype=np.float32).reshape(3, 4) / 7
    got, want = both(build(s, *s.loop(3, [n0], ["x", z], outer)), x)
    assert_same(got, want)
    assert got[0] == 3
    np.testing.assert_allclose(got[1], (x * x + 1).sum(axis=1), rtol=1e-6)


def if_in_loop_program(trip: int):
    """y_t = if t == 0 { a[0] * 2 } else { y_{t-1} + a[t] }, beside an I64 carry written with
    update_index (ids[t] = t * t) and a Bool carry (whether some y was negative)."""
    s = Spine([("a", T("F32", trip)), ("ids0", T("I64", trip))])
    y0, neg0 = s.const(0.0, T("F32")), s.const(False, T("Bool"))

    def body(blk, t, y, ids, neg, a):
        at = blk.op(I.index, a, t, axis=0)
        first = blk.op(C.eq, t, blk.const(0, T("I64")))
        y1 = blk.if_(first, [y, at], lambda b, y, at: b.op(E.mul, at, b.const(2.0, T("F32"))),
                     lambda b, y, at: b.op(E.add, y, at))
        ids1 = blk.op(I.update_index, ids, blk.op(E.mul, t, t), t, axis=0)
        neg1 = blk.op(C.select, blk.op(C.lt, y1, blk.const(0.0, T("F32"))), blk.const(True, T("Bool")), neg)
        return y1, ids1, neg1, y1
    return build(s, *s.loop(trip, [y0, "ids0", neg0], ["a"], body))


def test_if_in_a_loop_with_discrete_carries():
    a = np.array([1.5, -2.0, -4.0, 0.25, 3.0], np.float32)
    got, want = both(if_in_loop_program(5), a, np.full(5, -1, np.int64))
    assert_same(got, want)
    np.testing.assert_array_equal(got[1], np.arange(5) ** 2)
    assert got[2] == True  # noqa: E712 (a NumPy bool)
    np.testing.assert_allclose(got[3], np.cumsum(a) + a[0], rtol=1e-6)


@pytest.mark.parametrize("axis", [0, 1, -1, 2])
def test_index_and_update_index_along_an_axis_in_a_loop(axis):
    """Each iteration reads position t along `axis` (stacked as an output: a strided view when
    axis > 0) and writes 2·that into a carried copy at the same position."""
    shape = (3, 4, 5)
    k = axis % 3
    trip = shape[k]
    s = Spine([("x", T("F32", *shape))])

    def body(blk, t, acc, x):
        r = blk.op(I.index, x, t, axis=axis)
        return blk.op(I.update_index, acc, blk.op(E.mul, r, blk.const(2.0, blk.types[r])), t, axis=axis), r
    x = np.random.default_rng(axis + 3).standard_normal(shape).astype(np.float32)
    got, want = both(build(s, *s.loop(trip, ["x"], ["x"], body)), x)
    assert_same(got, want)
    np.testing.assert_array_equal(got[0], 2 * x)
    np.testing.assert_array_equal(got[1], np.moveaxis(x, k, 0))


@pytest.mark.parametrize("axis", [0, 1])
def test_index_and_update_index_at_a_parameter_position(axis):
    """Outside a loop: the read (a view of the parameter along axis 0) returned as a result, the
    write into a copy of the read-only parameter."""
    n = 3 if axis == 1 else 4
    s = Spine([("x", T("F32", 3, 4)), ("i", T("I64")), ("v", T("F32", n))])
    r = s.op(I.index, "x", "i", axis=axis)
    u = s.op(I.update_index, "x", "v", "i", axis=axis)
    p = build(s, r, u)
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    v = -np.arange(1, n + 1, dtype=np.float32)
    for i in range(x.shape[axis]):
        got, want = both(p, x, np.int64(i), v)
        assert_same(got, want)
    np.testing.assert_array_equal(x, np.arange(12, dtype=np.float32).reshape(3, 4))  # the input is not written


def test_results_that_alias_parameters_or_constants():
    """A carry never changed (its result is the initial parameter), a carry set to a captured
    parameter, a constant initial value, an `if` returning a captured parameter: each result a
    buffer of its own (the host frees each)."""
    s = Spine([("x", F4), ("c", T("Bool"))])
    one = s.const(1.0, F4)

    def body(blk, t, same, other, konst, x):
        return same, x, konst
    a, b, k = s.loop(3, ["x", one, one], ["x"], body)
    y = s.if_("c", ["x", a], lambda blk, x, a: x, lambda blk, x, a: blk.op(E.neg, a))
    p = build(s, a, b, k, y, "x")
    x = np.arange(4, dtype=np.float32)
    lib = native(p).functions["main"]
    for c in (True, False, True):
        got = lib(x, np.bool_(c))
        assert_same(got, (x, x, np.ones(4, np.float32), x if c else -x, x))
        assert all(np.shares_memory(g, x) is False for g in got)
    np.testing.assert_array_equal(x, np.arange(4, dtype=np.float32))


def test_only_the_taken_branch_runs():
    """The untaken branch divides by zero: `if` must not evaluate it (unlike `select`)."""
    s = Spine([("c", T("Bool")), ("n", T("I64")), ("d", T("I64"))])
    r = s.if_("c", ["n", "d"], lambda b, n, d: b.op(E.floor_div, n, d, line=3), lambda b, n, d: n, line=2)
    f = native(build(s, r, path="branch.kina")).functions["main"]
    assert f(np.bool_(False), np.int64(7), np.int64(0)) == 7
    assert f(np.bool_(True), np.int64(7), np.int64(2)) == 3
    with pytest.raises(KinaRuntimeError, match=r"`floor_div` at branch\.kina:3:3: integer division by zero"):
        f(np.bool_(True), np.int64(7), np.int64(0))


def errors_program():
    """Iteration t reads xs.index(t + off) (line 4) and take(ids[t]) (line 6) and divides by
    d[t] (line 7): each fails at a different iteration depending on the arguments."""
    s = Spine([("xs", T("F32", 5, 2)), ("off", T("I64")), ("ids", T("I64", 4)), ("d", T("I64", 4)), ("a0", T("F32", 2))])

    def body(blk, t, acc, xs, off, ids, d):
        row = blk.op(I.index, xs, blk.op(E.add, t, off, line=3), axis=0, line=4)
        idt = blk.op(I.index, ids, t, axis=0, line=5)
        picked = blk.op(G.take, xs, idt, line=6)
        q = blk.op(E.floor_div, idt, blk.op(I.index, d, t, axis=0), line=7)
        return blk.op(E.add, blk.op(E.add, acc, row), picked), q
    return build(s, *s.loop(4, ["a0"], ["xs", "off", "ids", "d"], body, line=2), path="rnn.kina")


def test_runtime_errors_in_a_loop_name_the_first_failing_iteration():
    p = errors_program()
    f, ref = native(p).functions["main"], reference(p).functions["main"]
    xs = np.arange(10, dtype=np.float32).reshape(5, 2)
    ok_ids, ok_d, a0 = np.array([0, 4, 2, 1]), np.array([1, 2, 3, 4]), np.zeros(2, np.float32)
    assert_same(f(xs, np.int64(1), ok_ids, ok_d, a0), ref(xs, np.int64(1), ok_ids, ok_d, a0))
    cases = [
        ((2, ok_ids, ok_d), r"`index` at rnn\.kina:4:3: an index computed in the program is outside \[0, 4\]"),  # iteration 3
        ((0, np.array([0, 1, 7, 1]), ok_d), r"`take` at rnn\.kina:6:3"),  # iteration 2
        ((0, ok_ids, np.array([1, 0, 3, 4])), r"`floor_div` at rnn\.kina:7:3: integer division by zero"),  # iteration 1
        # the first failing iteration wins, not the first failing op of the block: take fails at 1, index at 3
        ((2, np.array([0, 9, 2, 1]), ok_d), r"`take` at rnn\.kina:6:3"),
        ((2, ok_ids, np.array([1, 2, 3, 0])), r"`index` at rnn\.kina:4:3"),  # index at 3, division at 3 later in the block
    ]
    for (off, ids, d), message in cases:
        args = (xs, np.int64(off), ids, d, a0)
        with pytest.raises(KinaRuntimeError, match=message):
            f(*args)
        with pytest.raises(KinaRuntimeError, match=message):
            ref(*args)
    assert_same(f(xs, np.int64(0), ok_ids, ok_d, a0), ref(xs, np.int64(0), ok_ids, ok_d, a0))  # usable afterwards


def test_a_checked_call_inside_a_loop_reports_its_error():
    g = Spine([("x", T("F32", 3)), ("i", T("I64"))])
    gfn = g.function("g", g.op(I.index, "x", "i", axis=0, line=30))
    s = Spine([("x", T("F32", 3)), ("js", T("I64", 4))])
    z = s.const(0.0, T("F32"))

    def body(blk, t, acc, x, js):
        return blk.op(E.add, acc, blk.call(gfn, x, blk.op(I.index, js, t, axis=0)))
    p = build(s, s.loop(4, [z], ["x", "js"], body), path="calls.kina")
    f = native(p).functions["main"]
    x = np.array([1, 2, 4], np.float32)
    assert f(x, np.array([0, 1, 2, 2])) == 11
    with pytest.raises(KinaRuntimeError, match=r"`index` at calls\.kina:30:3"):
        f(x, np.array([0, 1, 3, 2]))


def test_errors_in_a_nested_loop_and_in_a_branch():
    """An inner loop reads x[i, js[j]] (line 40); an `if` in the outer block divides by d[i]
    only when flag[i] (line 50): the code of the first failing (i, j) in program order wins."""
    s = Spine([("x", T("F32", 3, 4)), ("js", T("I64", 2)), ("d", T("I64", 3)), ("flag", T("Bool", 3))])
    z, n0 = s.const(0.0, T("F32")), s.const(0, T("I64"))

    def outer(blk, i, acc, n, x, js, d, flag):
        row = blk.op(I.index, x, i, axis=0)

        def inner(b2, j, a, row, js):
            return b2.op(E.add, a, b2.op(I.index, row, b2.op(I.index, js, j, axis=0), axis=0, line=40))
        total = blk.loop(2, [acc], [row, js], inner)
        di, fi = blk.op(I.index, d, i, axis=0), blk.op(I.index, flag, i, axis=0)
        q = blk.if_(fi, [n, di], lambda b, n, di: b.op(E.floor_div, n, di, line=50), lambda b, n, di: n)
        return total, blk.op(E.add, q, blk.const(5, T("I64")))
    p = build(s, *s.loop(3, [z, n0], ["x", "js", "d", "flag"], outer), path="nest.kina")
    f, ref = native(p).functions["main"], reference(p).functions["main"]
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    ok = (np.array([0, 3]), np.array([1, 2, 0]), np.array([True, True, False]))
    got = f(x, *ok)
    assert_same(got, ref(x, *ok))
    np.testing.assert_allclose(got[0], x[:, [0, 3]].sum())
    cases = [
        ((np.array([0, 4]), *ok[1:]), r"`index` at nest\.kina:40:3"),  # (i 0, j 1)
        ((ok[0], np.array([1, 0, 0]), ok[2]), r"`floor_div` at nest\.kina:50:3"),  # i 1
        ((ok[0], ok[1], np.array([True, True, True])), r"`floor_div` at nest\.kina:50:3"),  # i 2
        # both fail at i 0: the inner loop's read comes first in the block
        ((np.array([0, 4]), np.array([0, 2, 1]), ok[2]), r"`index` at nest\.kina:40:3"),
    ]
    for args, message in cases:
        with pytest.raises(KinaRuntimeError, match=message):
            f(x, *args)
        with pytest.raises(KinaRuntimeError, match=message):
            ref(x, *args)
    assert f(x, *ok)[1] == ref(x, *ok)[1]


def test_a_split_function_keeps_each_loop_whole():
    """emit/split.py cuts a long spine between bindings: a loop is one binding (its block is never
    cut), its captures are what the part takes."""
    from kina.ir import Loop
    from kina_mlir.emit.split import split_long_functions

    s = Spine([("x", F4), ("w", F4)])
    v = "x"
    for _ in range(4):
        v = s.op(E.mul, s.op(E.add, v, "w"), "w")

    def body(blk, t, h, w, v):
        return blk.op(E.tanh, blk.op(E.add, blk.op(E.mul, h, w), v)), h
    hT, hs = s.loop(6, [v], ["w", v], body)
    out = hT
    for _ in range(4):
        out = s.op(E.sub, s.op(E.mul, out, "w"), v)
    p = build(s, out, hs)
    split = split_long_functions(p, segment=3, above=6)
    parts = [f for n, f in split.functions.items() if n.startswith("main__part")]
    holders = [f for f in parts if any(isinstance(b, Loop) for b in f.body)]
    assert len(parts) >= 3 and len(holders) == 1
    assert next(b for b in holders[0].body if isinstance(b, Loop)).block is p.functions["main"].body[8].block
    x, w = np.linspace(-1, 1, 4, dtype=np.float32), np.full(4, 0.7, np.float32)
    got = native(split).functions["main"](x, w)
    assert_same(got, reference(p).functions["main"](x, w))


def test_a_carry_reset_to_a_constant_is_then_written_in_place():
    """Even iterations reset the carry to a constant (a read-only global after bufferization),
    odd ones keep the written copy: the next write must not land in the constant."""
    s = Spine([("x", F4), ("v", T("F32"))])

    def body(blk, t, a, x, v):
        b = blk.op(I.update_index, a, v, t, axis=0)
        even = blk.op(C.eq, blk.op(E.mod, t, blk.const(2, T("I64"))), blk.const(0, T("I64")))
        return blk.if_(even, [b], lambda bb, b: bb.const(5.0, F4), lambda bb, b: b), b
    p = build(s, *s.loop(4, ["x"], ["x", "v"], body))
    f = native(p).functions["main"]
    for v in (1.0, 2.0):  # the second call sees the constant unchanged
        got = f(np.zeros(4, np.float32), np.float32(v))
        assert_same(got, reference(p).functions["main"](np.zeros(4, np.float32), np.float32(v)))
        np.testing.assert_array_equal(got[0], [5, 5, 5, v])
