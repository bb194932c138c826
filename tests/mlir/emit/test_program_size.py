"""Long programs compile in time linear in their size and run correctly: long
functions are split into parts before emission (kina_mlir.emit.split), and call
chains are walked without recursion (index checks, peak memory, the NumPy backend)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from kina.diagnostics import Source
from kina_mlir.emit.split import SEGMENT, SPLIT_ABOVE, split_long_functions

H = "tensor<F32, [2, 3], @host>"


def chain(n: int) -> str:
    body = "".join(f"  let v{i + 1} = v{i} * 0.999 + x in\n" for i in range(n))
    return f"fn @main(x: {H}) -> {H} {{\n  let v0 = x in\n{body}  v{n}\n}}\n"


def test_long_function_is_split_and_agrees_with_numpy():
    n = SPLIT_ABOVE // 2 + 1  # two bindings per let: past the split threshold
    src = chain(n)
    from helpers import compiler

    program = compiler().ir(Source("c.kina", src))
    split = split_long_functions(program)
    parts = [f for f in split.functions if f.startswith("main__part")]
    assert len(parts) == -(-len(program.functions["main"].body) // SEGMENT)
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    native = kina.compile_source(src, path="c.kina", backend="native").main(x)
    np.testing.assert_allclose(native, kina.compile_source(src, backend="numpy").main(x), rtol=1e-5)


def test_a_long_call_chain_compiles_and_runs():
    n = 1050  # past Python's default recursion limit of 1,000
    fns = [f"let f0 = fn(x: {H}, i: tensor<I64, [2], @host>) -> {H} {{ x.take(i) * 1.0 }} in\n"]
    fns += [f"let f{k} = fn(x: {H}, i: tensor<I64, [2], @host>) -> {H} {{ f{k - 1}(x, i) + 1.0 }} in\n" for k in range(1, n)]
    src = "".join(fns) + f"fn @main(x: {H}, i: tensor<I64, [2], @host>) -> {H} {{ f{n - 1}(x, i) }}\n"
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    i = np.array([1, 0], np.int64)
    prog = kina.compile_source(src, path="calls.kina", backend="native")
    np.testing.assert_allclose(prog.main(x, i), x[[1, 0]] + (n - 1), rtol=1e-6)
    # the NumPy backend's interpreter too (it recursed per call: RecursionError, exit 2; found by scripts/fuzz.py)
    ref = kina.compile_source(src, path="calls.kina", backend="numpy")
    np.testing.assert_allclose(ref.main(x, i), x[[1, 0]] + (n - 1), rtol=1e-6)
    try:
        prog.main(x, np.array([2, 0], np.int64))
    except kina.hostio.KinaArgumentError as e:  # checked through 1,050 calls, naming the parameter
        assert "parameter `i`" in str(e)
    else:
        raise AssertionError("an out-of-range index was accepted")


def test_a_heavy_chain_of_approximations_is_split_by_weight():
    # 300 chained f32 tanh are 300 bindings but ~25,000 ops in one fused loop body: elementwise
    # fusion is quadratic in that (1,000 of them: 17 s of a 25 s compile, found by scripts/fuzz.py)
    from helpers import compiler
    from kina_mlir.emit.split import SEGMENT_WEIGHT, WEIGHT_ABOVE, binding_weights

    n = 300
    src = f"fn @main(x: {H}) -> {H} {{ x{'.tanh()' * n} }}\n"
    program = compiler().ir(Source("t.kina", src))
    main = program.functions["main"]
    weights = binding_weights(main)
    assert len(main.body) < SPLIT_ABOVE < WEIGHT_ABOVE < sum(weights)
    split = split_long_functions(program)
    parts = [split.functions[f] for f in split.functions if f.startswith("main__part")]
    assert len(parts) >= sum(weights) // (SEGMENT_WEIGHT + max(weights))
    assert all(sum(binding_weights(p)) <= SEGMENT_WEIGHT + max(weights) for p in parts)
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    native = kina.compile_source(src, path="t.kina", backend="native").main(x)
    np.testing.assert_allclose(native, kina.compile_source(src, backend="numpy").main(x), rtol=1e-5, atol=1e-6)


def test_heavy_if_branches_and_loop_bodies_are_split_inside_their_blocks():
    # a block is one binding of its spine, so a function holding one heavy `if` had no cut: 400-let
    # `.tanh()` branches took 51 s, 800 timed out in scripts/fuzz.py (fusion quadratic in a branch);
    # the blocks' own spines are split now, their parts taking the block's params (index, carries)
    from helpers import compiler
    from kina.hostio import KinaRuntimeError
    from kina.ir import Bind, Call, If, Loop, walk
    from kina_mlir.emit.split import SEGMENT_WEIGHT, WEIGHT_ABOVE, binding_weights

    n = 300
    lets = "".join(f"let v{i} = {'h' if i == 0 else f'v{i - 1}'}.tanh() + x in\n    " for i in range(n))
    src = (f"fn @main(x: {H}, c: tensor<Bool, [], @host>) -> {H} {{\n"
           f"  let y = if c {{\n    let h = x in {lets}v{n - 1}\n  }} else {{\n    let h = x * 0.5 in {lets}v{n - 1} * 2.0\n  }} in\n"
           f"  loop (h = y) for t < 3 {{\n    {lets}v{n - 1} * 0.25 + t.cast(F32).broadcast([2, 3])\n  }}\n}}\n")
    program = compiler().ir(Source("b.kina", src))
    main = program.functions["main"]
    blocks = [blk for b in walk(main.body) if isinstance(b, (If, Loop)) for blk in b.blocks]
    assert len(blocks) == 3 and all(WEIGHT_ABOVE < sum(binding_weights(blk)) for blk in blocks)
    split = split_long_functions(program)
    new_blocks = [blk for b in split.functions["main"].body if isinstance(b, (If, Loop)) for blk in b.blocks]
    assert all(all(isinstance(b, Call) for b in blk.body) and len(blk.body) >= 4 for blk in new_blocks)
    parts = [split.functions[f] for f in split.functions if f.startswith("main__part")]
    most = max(w for blk in blocks for w in binding_weights(blk))
    assert all(sum(binding_weights(p)) <= SEGMENT_WEIGHT + most for p in parts)
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    native = kina.compile_source(src, path="b.kina", backend="native")
    numpy = kina.compile_source(src, backend="numpy")
    for c in (True, False):
        np.testing.assert_allclose(native.main(x, c), numpy.main(x, c), rtol=1e-5, atol=1e-6)
    # an in-program index check inside a part of a loop body reports through the part, the loop and the entry
    src = (f"fn @main(x: {H}, k: tensor<I64, [], @host>) -> {H} {{\n  loop (h = x) for t < 2 {{\n    {lets}"
           f"let r = v{n - 1}.index(k + t, axis=0) in v{n - 1} * 0.25 + r.broadcast([2, 3])\n  }}\n}}\n")
    split = split_long_functions(compiler().ir(Source("k.kina", src)))
    assert any(isinstance(b, Bind) and b.op.name == "index" for f in split.functions if f.startswith("main__part")
               for b in split.functions[f].body)
    native, numpy = kina.compile_source(src, path="k.kina", backend="native"), kina.compile_source(src, path="k.kina", backend="numpy")
    np.testing.assert_allclose(native.main(x, 0), numpy.main(x, 0), rtol=1e-5, atol=1e-6)
    for f in (native, numpy):
        with pytest.raises(KinaRuntimeError, match=rf"`index` at k\.kina:{n + 3}:\d+: an index computed in the program is outside \[0, 1\]"):
            f.main(x, 1)  # k + t = 2 at t = 1


def test_a_long_reverse_mode_body_splits_into_small_parts():
    # every forward value waits for the backward pass, so no cut has few values live across;
    # parts are bounded by what they take and return instead, and cotangents are accumulated as
    # they arrive (one partial sum live, not a 1,000-input sum at the end)
    from helpers import compiler
    from kina_mlir.emit.split import MAX_INTERFACE

    n = 600
    lets = "".join(f"let v{i} = {'a' if i == 0 else f'v{i - 1}'}.tanh() * a in\n  " for i in range(n))
    src = (f"let f = fn(a: {H}) -> {H} {{\n  {lets}v{n - 1}\n}} in\n"
           f"fn @main(x: {H}) -> {H} {{\n  let (p, g) = handle f(x) with reverseMode in p + g\n}}\n")
    program = compiler().ir(Source("r.kina", src))
    split = split_long_functions(program)
    parts = [split.functions[f] for f in split.functions if f.startswith("f__reverseMode__part")]
    assert len(parts) >= len(program.functions["f__reverseMode"].body) // SEGMENT
    assert all(len(p.params) + len(p.results) <= MAX_INTERFACE + 2 for p in parts)
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    native = kina.compile_source(src, path="r.kina", backend="native").main(x)
    np.testing.assert_allclose(native, kina.compile_source(src, backend="numpy").main(x), rtol=1e-4, atol=1e-6)


def test_a_wide_result_tuple_is_returned_correctly():
    # more than emit.WIDE_RESULTS results: the entry is internal and inlined into its C wrapper
    # (LLVM's codegen was quadratic in the returned struct: 2,000 results took 52 s)
    from kina_mlir.emit.module import WIDE_RESULTS

    n = WIDE_RESULTS * 2
    src = (f"fn @main(x: {H}) -> ({', '.join([H] * n)}) {{\n  ("
           + ", ".join(f"x * {float(i)}" for i in range(n)) + ")\n}\n")
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    results = kina.compile_source(src, path="w.kina", backend="native").main(x)
    assert len(results) == n
    for i, r in enumerate(results):
        np.testing.assert_array_equal(r, x * np.float32(i))
