"""Long programs compile in time linear in their size and run correctly: long
functions are split into parts before emission (kina_mlir.split), and call
chains are walked without recursion (index checks, peak memory, the NumPy backend)."""
from __future__ import annotations

import numpy as np

import kina
from kina.diagnostics import Source
from kina_mlir.split import SEGMENT, SPLIT_ABOVE, split_long_functions

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
