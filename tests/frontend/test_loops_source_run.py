"""§C1, §C2 from source to numbers: programs written with `loop`, `if`, `index` and `update_index`
run on the NumPy reference backend and agree with the same computation written in plain NumPy
here (carries threaded, outputs stacked, only the taken branch run, captures through nested
blocks, generic trip counts at two sizes)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import T
from kina.hostio import KinaRuntimeError

F23 = T("F32", [2, 3])
F33 = T("F32", [3, 3])
S = T("F32", [])

RNN = f"""fn @main(xs: {T('F32', [5, 2, 3])}, h0: {F23}, w: {F33}) -> ({F23}, {S}, {T('F32', [5, 2, 3])}) {{
  let zero = full(shape=[], value=0.0, dtype=F32) in
  let (h, total, hs) = loop (h = h0, total = zero) for t < 5 {{
    let h1 = (h @ w + xs.index(t, axis=0)).tanh() in
    let y = if t == 0 {{ h1 }} else {{ h1 * 2.0 }} in
    (h1, total + y.reduce_sum(axes=[0, 1]), y)
  }} in
  (h, total, hs)
}}
"""


def run(src: str, *args, path: str = "loops.kina"):
    return kina.compile_source(src, path=path, backend="numpy").main(*args)


def rng_arrays(*shapes, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def test_an_rnn_threads_carries_and_stacks_outputs():
    xs, h0, w = rng_arrays((5, 2, 3), (2, 3), (3, 3))
    h, total, hs = run(RNN, xs, h0, w)
    want_h, want_total, want_hs = h0, np.float32(0), []
    for t in range(5):
        want_h = np.tanh(want_h @ w + xs[t])
        y = want_h if t == 0 else want_h * 2
        want_total = want_total + y.sum()
        want_hs.append(y)
    np.testing.assert_allclose(h, want_h, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(total, want_total, rtol=1e-5)
    np.testing.assert_allclose(hs, np.stack(want_hs), rtol=1e-5, atol=1e-6)
    assert hs.shape == (5, 2, 3) and hs.dtype == np.float32


def test_only_the_taken_branch_runs():
    # the else branch reads past the end of `xs`: it must never run while t < 4
    src = f"""fn @main(xs: {T('F32', [4, 3])}) -> {T('F32', [3])} {{
  let zero = full(shape=[3], value=0.0, dtype=F32) in
  loop (acc = zero) for t < 4 {{
    if t < 4 {{ acc + xs.index(t, axis=0) }} else {{ acc + xs.index(t + 10, axis=0) }}
  }}
}}
"""
    (xs,) = rng_arrays((4, 3))
    np.testing.assert_allclose(run(src, xs), xs.sum(axis=0), rtol=1e-5)


def test_an_index_out_of_range_in_a_loop_names_the_op_and_the_first_failing_iteration():
    src = f"""fn @main(xs: {T('F32', [4, 3])}) -> {T('F32', [3])} {{
  let zero = full(shape=[3], value=0.0, dtype=F32) in
  loop (acc = zero) for t < 4 {{
    acc + xs.index(t + 2, axis=0)
  }}
}}
"""
    (xs,) = rng_arrays((4, 3))
    with pytest.raises(KinaRuntimeError) as info:
        run(src, xs, path="oob.kina")
    assert "oob.kina:4:11" in str(info.value), str(info.value)
    assert "4" in str(info.value)  # t = 2 reads position 4 of a dim of 4


def test_a_decode_loop_writes_with_update_index():
    src = f"""fn @main(ids0: {T('I64', [6])}, step: {T('I64', [])}) -> {T('I64', [6])} {{
  loop (ids = ids0) for t < 5 {{
    let prev = ids.index(t, axis=0) in
    ids.update_index(prev + step, t + 1, axis=0)
  }}
}}
"""
    got = run(src, np.array([3, 0, 0, 0, 0, 0], np.int64), np.array(4, np.int64))
    np.testing.assert_array_equal(got, [3, 7, 11, 15, 19, 23])


def test_nested_loops_capture_through_each_level_and_inits_come_from_outside():
    src = f"""fn @main(x: {T('F32', [2])}, w: {T('F32', [2])}) -> ({T('F32', [2])}, {T('F32', [2])}) {{
  let (a, b) = loop (a = x, b = w) for i < 3 {{
    let inner = loop (c = a) for j < 2 {{ c * w + b }} in
    (inner, a)
  }} in
  (a, b)
}}
"""
    x, w = rng_arrays((2,), (2,))
    a, b = x, w
    for _ in range(3):
        c = a
        for _ in range(2):
            c = c * w + b
        a, b = c, a  # b starts from the outer w, then takes the previous a
    got_a, got_b = run(src, x, w)
    np.testing.assert_allclose(got_a, a, rtol=1e-5)
    np.testing.assert_allclose(got_b, b, rtol=1e-5)


def test_a_generic_trip_count_runs_at_two_sizes():
    src = f"""let cumsum = fn[T, B](xs: tensor<F32, [T, B]>) -> tensor<F32, [T, B]> {{
  let zero = full(shape=[B], value=0.0, dtype=F32) in
  let (total, sums) = loop (s = zero) for t < T {{
    let s1 = s + xs.index(t, axis=0) in
    (s1, s1)
  }} in
  sums
}} in
fn @main(a: {T('F32', [3, 2])}, b: {T('F32', [7, 4])}) -> ({T('F32', [3, 2])}, {T('F32', [7, 4])}) {{
  (cumsum(a), cumsum(b))
}}
"""
    a, b = rng_arrays((3, 2), (7, 4))
    got_a, got_b = run(src, a, b)
    np.testing.assert_allclose(got_a, np.cumsum(a, axis=0), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(got_b, np.cumsum(b, axis=0), rtol=1e-5, atol=1e-6)


def test_an_if_on_a_host_condition_picks_a_tuple():
    src = f"""fn @main(x: {T('F32', [2])}, c: {T('Bool', [])}) -> ({T('F32', [2])}, {T('F32', [2])}) {{
  let (p, q) = if c {{ (x.exp(), x) }} else {{ (x, 0.0 - x) }} in
  (p, q)
}}
"""
    (x,) = rng_arrays((2,))
    p, q = run(src, x, np.array(True))
    np.testing.assert_allclose(p, np.exp(x), rtol=1e-6)
    np.testing.assert_allclose(q, x)
    p, q = run(src, x, np.array(False))
    np.testing.assert_allclose(p, x)
    np.testing.assert_allclose(q, -x)


def test_the_docs_examples_run():
    # docs/language.md's `if` example: acc doubles while t < n, then the literal branch gives zeros
    src = f"""fn @main(x: {T('F32', [3])}, n: {T('I64', [])}) -> {T('F32', [3])} {{
  loop (acc = x) for t < 4 {{
    if t < n {{ acc * 2.0 }} else {{ 0.0 }}
  }}
}}
"""
    x = np.array([1.0, -2.0, 0.5], np.float32)
    np.testing.assert_allclose(run(src, x, np.array(4, np.int64)), x * 16)
    np.testing.assert_allclose(run(src, x, np.array(3, np.int64)), np.zeros(3))


def test_a_generic_main_loops_over_its_own_size_at_each_call():
    src = """fn @main[T, B](xs: tensor<F32, [T, B]>) -> tensor<F32, [T, B]> {
  let zero = full(shape=[B], value=0.0, dtype=F32) in
  let (s, sums) = loop (s = zero) for t < T { let s1 = s + xs.index(t, axis=0) in (s1, s1) } in
  sums
}
"""
    program = kina.compile_source(src, backend="numpy")
    for shape in ((3, 2), (9, 5)):
        (x,) = rng_arrays(shape)
        np.testing.assert_allclose(program.main(x), np.cumsum(x, axis=0), rtol=1e-5, atol=1e-6)


def test_kina_check_reports_a_keyword_used_as_a_name(tmp_path):
    import subprocess
    import sys

    f = tmp_path / "old.kina"
    f.write_text(f"fn @main(x: {T('F32', [2])}) -> {T('F32', [2])} {{\n  let loop = x in loop\n}}\n")
    r = subprocess.run([sys.executable, "-m", "kina.cli", "check", str(f)], capture_output=True, text=True)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert f"{f}:2:7: error: `loop` is a keyword now" in r.stderr, r.stderr
