"""Extreme programs: deep nesting, huge and overflowing shapes, out-of-range literals, and loops
and ifs at their limits (nesting 64 and 65, trip counts up to 2^63, stacked outputs past 2^62
bytes, long runs, positions computed out of range inside a loop).

`CASES` is a fixed list of (label, source) that CI checks one by one (the sizes of the issue);
`extreme_programs()` draws the same families with random sizes for the long run. A label
ending in COMPILE_ONLY is a valid program that would run for ever: checked and compiled, never run."""
from __future__ import annotations

from hypothesis import strategies as st


def T(dtype: str, shape, placement: str = "host") -> str:
    return f"tensor<{dtype}, [{', '.join(map(str, shape))}], @{placement}>"


F2 = T("F32", [2])


def main(body: str, params: str = f"x: {F2}", result: str = F2, pre: str = "") -> str:
    return f"{pre}fn @main({params}) -> {result} {{\n  {body}\n}}\n"


# --- deep nesting: each family builds a valid program of nesting depth / length n --------

def nested_minus(n):
    return main("-" * n + "x")


def nested_minus_spaced(n):
    return main("- " * n + "x")


def nested_parens(n):
    return main("(" * n + "x" + ")" * n)


def chained_methods(n):
    return main("x" + ".tanh()" * n)


def plus_chain(n):
    return main(" + ".join(["x"] * n))


def mixed_chain(n):
    return main(" - ".join(["x * x"] * n))


def sequential_lets(n):
    lets = "".join(f"let v{i} = {'x' if i == 0 else f'v{i - 1}'} + x in\n  " for i in range(n))
    return main(lets + f"v{n - 1}")


def nested_let_values(n):
    return main("let a = " * n + "x" + " in a" * n)


def nested_calls(n):
    return main("g(" * n + "x" + ")" * n, pre=f"let g = fn(a: {F2}) -> {F2} {{ a.tanh() }} in\n")


def call_chain(n):
    fns = f"let f0 = fn(a: {F2}) -> {F2} {{ a.tanh() }} in\n"
    fns += "".join(f"let f{i} = fn(a: {F2}) -> {F2} {{ f{i - 1}(a) * a }} in\n" for i in range(1, n))
    return main(f"f{n - 1}(x)", pre=fns)


def handled_deep_body(n):
    lets = "".join(f"let v{i} = {'a' if i == 0 else f'v{i - 1}'}.tanh() * a in\n  " for i in range(n))
    pre = f"let f = fn(a: {F2}) -> {F2} {{\n  {lets}v{n - 1}\n}} in\n"
    return main("let (p, g) = handle f(x) with reverseMode in p + g", pre=pre)


def wide_tuple(n):
    return main("(" + ", ".join(["x"] * n) + ")", result="(" + ", ".join([F2] * n) + ")")


def many_params(n):
    params = ", ".join(f"x{i}: {F2}" for i in range(n))
    return main(f"x{n - 1}.exp()", params=params)


def nested_neg_plus(n):
    return main("-(x + " * n + "x" + ")" * n)


def nested_loops(n):
    body = "h * 0.5 + x"
    for _ in range(n):
        body = f"loop (h = h) for t < 1 {{ {body} }}"
    return main(f"let h = x in {body}")


def nested_ifs(n):
    body = "x * 2.0"
    for _ in range(n):
        body = f"if c {{ {body} }} else {{ x }}"
    return main(body, params=f"x: {F2}, c: {T('Bool', [])}")


def nested_loops_and_ifs(n):
    body = "h.tanh()"
    for i in range(n):
        body = f"loop (h = h) for t < 1 {{ {body} }}" if i % 2 else f"if t < 1 {{ {body} }} else {{ h }}"
    return main(f"let h = x in let t = full(shape=[], value=0, dtype=I64) in {body}")


def nested_stacked_loops(n):
    """n nested loops of trip 2, each stacking the one inside it: a result of 2^n rows."""
    body, ty = "x", [2]
    for _ in range(n):
        body = f"let (h, ys) = loop (h = x) for t < 2 {{ let y = {body} in (h, y) }} in ys"
        ty = [2] + ty
    return main(body, result=T("F32", ty))


def sequential_loops(n):
    lets = "".join(f"let v{i} = loop (h = {'x' if i == 0 else f'v{i - 1}'}) for t < 2 {{ h * 0.5 + x }} in\n  " for i in range(n))
    return main(lets + f"v{n - 1}")


def long_loop_body(n):
    lets = "".join(f"let v{i} = {'h' if i == 0 else f'v{i - 1}'} * 0.5 + x in\n    " for i in range(n))
    return main(f"loop (h = x) for t < 3 {{\n    {lets}v{n - 1}\n  }}")


def long_if_branches(n):
    lets = "".join(f"let v{i} = {'x' if i == 0 else f'v{i - 1}'}.tanh() + x in\n    " for i in range(n))
    return main(f"if c {{\n    {lets}v{n - 1}\n  }} else {{\n    {lets}v{n - 1} * 2.0\n  }}", params=f"x: {F2}, c: {T('Bool', [])}")


DEEP = {
    "nested unary minus": nested_minus,
    "nested unary minus (spaced)": nested_minus_spaced,
    "nested parentheses": nested_parens,
    "chained methods": chained_methods,
    "plus chain": plus_chain,
    "minus-times chain": mixed_chain,
    "sequential lets": sequential_lets,
    "lets nested in let values": nested_let_values,
    "nested calls": nested_calls,
    "call chain through functions": call_chain,
    "reverseMode of a deep body": handled_deep_body,
    "wide tuple result": wide_tuple,
    "many parameters": many_params,
    "nested negated sums": nested_neg_plus,
    "nested loops": nested_loops,
    "nested ifs": nested_ifs,
    "nested loops and ifs": nested_loops_and_ifs,
    "nested stacking loops": nested_stacked_loops,
    "sequential loops": sequential_loops,
    "long loop body": long_loop_body,
    "long if branches": long_if_branches,
}

# --- huge and overflowing shapes and literals ------------------------------------------

HUGE_DIMS = [2**31 - 1, 2**31, 2**32, 2**53 + 1, 2**62, 2**63 - 1, 2**63, 2**64, 10**30]


def huge_shapes(full=True) -> list[tuple[str, str]]:
    out = []
    for d in HUGE_DIMS if full else [2**31, 2**53 + 1, 2**62, 2**63 - 1, 2**63, 2**64]:
        t = T("F32", [d])
        out.append((f"parameter dim {d}", main("x", params=f"x: {t}", result=t)))
        out.append((f"parameter dim {d}, exp", main("x.exp()", params=f"x: {t}", result=t)))
        out.append((f"result dim {d} by broadcast", main(f"x.broadcast([{d}])", params=f"x: {T('F32', [1])}", result=t)))
    multi = ([2**32, 2**32], [2**62, 4], [3, 2**62], [2**62 + 1, 4], [2**63 - 1, 2], [2**31, 2**31, 4], [2**64, 4], [2**21] * 3)
    for dims in multi if full else ([2**32, 2**32], [2**62 + 1, 4], [2**63 - 1, 2], [2**64, 4]):
        t = T("F32", dims)
        shape = ", ".join(map(str, dims))
        out.append((f"parameter dims {dims}", main("x", params=f"x: {t}", result=t)))
        out.append((f"reshape [4] to {dims}", main(f"x.reshape([{shape}])", params=f"x: {T('F32', [4])}", result=t)))
        out.append((f"broadcast [1] to {dims}", main(f"x.broadcast([{shape}])", params=f"x: {T('F32', [1])}", result=t)))
        out.append((f"reshape {dims} to [4]", main("x.reshape([4])", params=f"x: {t}", result=T("F32", [4]))))
    big = T("F32", [100000, 100000])
    out.append(("broadcast to [100000, 100000] (40 GB)", main("x.broadcast([100000, 100000])", params=f"x: {T('F32', [1])}", result=big)))
    out.append(("broadcast to [100000, 100000] then reduce", main("x.broadcast([100000, 100000]).reduce_sum(axes=[0, 1])",
                                                              params=f"x: {T('F32', [1])}", result=T("F32", []))))
    out.append(("broadcast to [2**31] (8 GB)", main(f"x.broadcast([{2**31}])", params=f"x: {T('F32', [1])}", result=T("F32", [2**31]))))
    out.append(("slice_dyn size 2**63", main(f"x.slice_dyn(s, axis=0, size={2**63})", params=f"x: {F2}, s: {T('I64', [])}")))
    out.append(("slice_dyn size 2**64", main(f"x.slice_dyn(s, axis=0, size={2**64})", params=f"x: {F2}, s: {T('I64', [])}")))
    for attr in (f"axis={2**63}", f"axis=-{2**63 + 1}", f"axis={2**64}", f"axis={10**30}"):
        out.append((f"softmax {attr}", main(f"x.softmax({attr})")))
        out.append((f"argmax {attr}", main(f"x.argmax({attr})", result=T("I64", []))))
    out.append(("reduce axes [2**64]", main(f"x.reduce_sum(axes=[{2**64}])", result=T("F32", []))))
    out.append(("transpose [2**64]", main(f"x.transpose([{2**64}])")))
    out.append(("take ids of dim 2**62", main("t.take(i, axis=0)", params=f"t: {F2}, i: {T('I64', [2**62])}", result=T("F32", [2**62]))))
    return out


INT_LITERALS = ["2147483647", "2147483648", "4294967296", "9223372036854775807", "9223372036854775808", "18446744073709551616",
                "1" + "0" * 30, "1" + "0" * 400, "9" * 5000]
FLOAT_LITERALS = ["3.4028235e38", "3.5e38", "1e39", "1e308", "1e309", "1e400", "1e-46", "1e-400", "1e99999", "0.0000000001e-330"]


CI_INT_LITERALS = ["2147483647", "2147483648", "9223372036854775807", "9223372036854775808", "18446744073709551616",
                   "1" + "0" * 400, "9" * 5000]
CI_FLOAT_LITERALS = ["3.4028235e38", "1e39", "1e308", "1e400", "1e-400"]


def huge_literals(full=True) -> list[tuple[str, str]]:
    out = []
    for dt in ("I32", "I64", "F32", "F64"):
        t = T(dt, [2])
        for lit in INT_LITERALS if full else CI_INT_LITERALS:
            short = lit if len(lit) < 25 else f"{lit[:3]}…({len(lit)} digits)"
            out.append((f"{dt} + {short}", main(f"x + {lit}", params=f"x: {t}", result=t)))
            if full:
                out.append((f"{dt} - -{short}", main(f"x - -{lit}", params=f"x: {t}", result=t)))
        if dt in ("F32", "F64"):
            for lit in FLOAT_LITERALS if full else CI_FLOAT_LITERALS:
                out.append((f"{dt} * {lit}", main(f"x * {lit}", params=f"x: {t}", result=t)))
                if full:
                    out.append((f"{dt}.pow({lit})", main(f"x.pow({lit})", params=f"x: {t}", result=t)))
                    out.append((f"{dt}.maximum(-{lit})", main(f"x.maximum(-{lit})", params=f"x: {t}", result=t)))
    out.append(("dim literal of 5000 digits", main("x", params=f"x: {T('F32', ['9' * 5000])}", result=T("F32", ["9" * 5000]))))
    out.append(("axis literal of 5000 digits", main(f"x.softmax(axis={'9' * 5000})")))
    out.append(("name of 100000 characters", main("n" * 100000, params=f"{'n' * 100000}: {F2}")))
    return out


def computed_indices() -> list[tuple[str, str]]:
    """Valid programs whose index operands are computed (not parameters the host boundary checks)."""
    t23, x7, s = T("F32", [2, 3]), T("F32", [7]), T("F32", [])
    return [
        ("take ids = argmax over 7 rows of a 2-row table",
         main("t.take(x.argmax(axis=0), axis=0)", params=f"t: {t23}, x: {x7}", result=T("F32", [3]))),
        ("take ids = huge computed index",
         main("t.take((x * 1000000000000.0).cast(I64), axis=0)", params=f"t: {t23}, x: {x7}", result=T("F32", [7, 3]))),
        ("take ids = negative computed index",
         main("t.take((x * -1000000.0 - 5.0).cast(I64), axis=0)", params=f"t: {t23}, x: {x7}", result=T("F32", [7, 3]))),
        ("take_along_axis indices computed",
         main("t.take_along_axis((x * 1000000000.0).cast(I64), axis=1)", params=f"t: {t23}, x: {T('F32', [2])}", result=T("F32", [2]))),
        ("slice_dyn start computed",
         main("t.slice_dyn((s * 1000000000.0).cast(I64), axis=1, size=2)", params=f"t: {t23}, s: {s}", result=T("F32", [2, 2]))),
        ("update_slice start computed",
         main("t.update_slice(t, (s * 1000000000.0).cast(I64), axis=1)", params=f"t: {t23}, s: {s}", result=t23)),
    ]


COMPILE_ONLY = " (compile only)"
CAPS = {"nested stacking loops": 16}  # 2^n iterations and rows: beyond, a run takes for ever


def loop_limits(full=True) -> list[tuple[str, str]]:
    """Trip counts at and past I64, stacked outputs at and past 2^62 bytes, long runs, and
    positions computed out of range inside a loop (a clean runtime error)."""
    out = []
    carry = "loop (h = x) for t < {n} {{ h * 0.5 + x }}"
    for n in (2**31, 2**62, 2**63 - 1):
        out.append((f"trip count {n}{COMPILE_ONLY}", main(carry.format(n=n))))
    for n in (2**63, 2**64, 10**30, "9" * 500) if full else (2**63, 10**30):
        out.append((f"trip count {str(n)[:20]}", main(carry.format(n=n))))
    out.append(("trip count 0", main(carry.format(n=0))))
    out.append(("trip count -1", main(carry.format(n=-1))))
    stacked = "let (h, ys) = loop (h = x) for t < {n} {{ (h, h) }} in ys"
    for n in (2**59, 2**60, 2**61, 2**62) if full else (2**59, 2**61):
        out.append((f"stacked output of {n} rows of F32[2]", main(stacked.format(n=n), result=T("F32", [n, 2]))))
    for n in (100000,) if full else (20000,):
        out.append((f"loop of {n} trips", main(carry.format(n=n))))
        out.append((f"stacked output of {n} rows", main(stacked.format(n=n), result=T("F32", [n, 2]))))
    t23 = T("F32", [2, 3])
    out.append(("index inside a loop at a computed position out of range",
                main("loop (h = x) for t < 3 { h + xs.index((s * 1000000000.0).cast(I64) + t, axis=0).slice(start=[0], size=[2], stride=[1]) }",
                     params=f"x: {F2}, xs: {t23}, s: {T('F32', [])}")))
    out.append(("update_index inside a loop past the end at its last iteration",
                main("loop (h = xs) for t < 3 { h.update_index(h.index(t, axis=0) * 2.0, t + 1, axis=0) }",
                     params=f"xs: {T('F32', [3, 2])}", result=T("F32", [3, 2]))))
    out.append(("index in the branch an if takes, out of range",
                main("if s > 0.0 { xs.index((s * 1000000000.0).cast(I64), axis=0) } else { xs.index(full(shape=[], value=0, dtype=I64), axis=0) }",
                     params=f"xs: {T('F32', [3, 2])}, s: {T('F32', [])}")))
    return out


# The fixed CI list: the sizes of the issue (≈400 nested minus, 300 chained calls, 250 `+` terms,
# 500 lets), 5,000 lets, and a bit beyond; the full list (scripts/fuzz.py) goes further.
CI_SIZES = {"nested unary minus": [400], "nested unary minus (spaced)": [1000], "nested parentheses": [1000],
            "chained methods": [300], "plus chain": [250], "minus-times chain": [500], "sequential lets": [500, 5000],
            "lets nested in let values": [500], "nested calls": [500], "call chain through functions": [100],
            "reverseMode of a deep body": [500], "wide tuple result": [500], "many parameters": [500],
            "nested negated sums": [500], "nested loops": [64, 65], "nested ifs": [64, 65], "nested loops and ifs": [64, 65],
            "nested stacking loops": [10], "sequential loops": [200], "long loop body": [500], "long if branches": [300]}
FULL_SIZES = {"nested unary minus": [400, 1000, 5000, 20000], "nested unary minus (spaced)": [1000, 5000],
              "nested parentheses": [1000, 5000, 20000], "chained methods": [300, 1000, 3000], "plus chain": [250, 1000, 5000],
              "minus-times chain": [500, 2000], "sequential lets": [500, 2000, 5000], "lets nested in let values": [500, 2000],
              "nested calls": [500, 2000], "call chain through functions": [100, 500], "reverseMode of a deep body": [500, 2000],
              "wide tuple result": [500, 2000], "many parameters": [500, 2000], "nested negated sums": [500, 2000],
              "nested loops": [10, 64, 65, 200], "nested ifs": [10, 64, 65, 1000], "nested loops and ifs": [63, 64, 65, 66],
              "nested stacking loops": [5, 16], "sequential loops": [200, 1000], "long loop body": [500, 3000],
              "long if branches": [300, 2000]}


def deep_cases(full=True) -> list[tuple[str, str]]:
    sizes = FULL_SIZES if full else CI_SIZES
    return [(f"{family} ×{n}", DEEP[family](n)) for family, ns in sizes.items() for n in ns]


def cases(full=False) -> list[tuple[str, str]]:
    """The fixed extreme cases: CI's compact list, or (full=True) the whole matrix."""
    return deep_cases(full) + huge_shapes(full) + huge_literals(full) + computed_indices() + loop_limits(full)


@st.composite
def extreme_programs(draw) -> tuple[str, str]:
    """A random family and size (deep), or one of the huge shape / literal cases."""
    if draw(st.booleans()):
        family = draw(st.sampled_from(sorted(DEEP)))
        n = draw(st.sampled_from([1, 2, 3, 5, 10, 20, 50, 100, 150, 200, 250, 299, 300, 301, 350, 399, 400, 401, 450, 500, 600,
                                  800, 999, 1000, 1001, 1500, 2000, 3000, 5000]))
        n = min(n, CAPS.get(family, n))
        return f"{family} ×{n}", DEEP[family](n)
    return draw(st.sampled_from(huge_shapes() + huge_literals() + computed_indices() + loop_limits()))
