"""One name supply (issue 8, item 6): the names the compiler makes up — variables, the functions
a handler or the splitter generates, specialisation symbols — never take a name the program
already uses. A program may name its own functions `f__reverseMode` or `main__part0`."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import compiler, diagnose, handler_plugin
from kina.compiler import Compiler, PluginError
from kina.diagnostics import Source
from kina.ir import Call, NameSupply
from kina.verify import IRVerificationError, verify

V = "tensor<F32, [2], @host>"
USER_NAMED = f"""let f = fn(x: {V}, y: {V}) -> {V} {{ x * x * y }} in
let f__reverseMode = fn(x: {V}, y: {V}) -> ({V}, {V}, {V}) {{ (x, x, x) }} in
let f__reverseMode_wrt_y = fn(x: {V}, y: {V}) -> ({V}, {V}) {{ (y, y) }} in
fn @main(x: {V}, y: {V}) -> ({V}, {V}, {V}, {V}, {V}, {V}, {V}) {{
  let (p, gx, gy) = handle f(x, y) with reverseMode in
  let (q, gy2) = handle f(x, y) with reverseMode(wrt=[y]) in
  let (r, hx, hy) = handle f(x, y) with reverseMode in
  let (u, v, w) = f__reverseMode(x, y) in
  let (s, t) = f__reverseMode_wrt_y(x, y) in
  (p, gx, gy, gy2, hx, u, s + q - r)
}}
"""


@pytest.mark.parametrize("backend", ["numpy", "native", "jit"])
def test_a_function_named_like_a_generated_one_keeps_its_meaning(backend):
    x, y = np.array([3.0, 4.0], np.float32), np.array([0.5, 2.0], np.float32)
    p, gx, gy, gy2, hx, u, z = kina.compile_source(USER_NAMED, path="n.kina", backend=backend).main(x, y)
    np.testing.assert_allclose(p, x * x * y)
    np.testing.assert_allclose(gx, 2 * x * y)  # the generated gradient, not the user's `f__reverseMode`
    np.testing.assert_allclose(gy, x * x)
    np.testing.assert_allclose(gy2, x * x)
    np.testing.assert_allclose(hx, gx)  # the second `handle` of f reuses the generated function
    np.testing.assert_array_equal(u, x)  # the user's function is still the user's
    np.testing.assert_array_equal(z, y)


def test_generated_functions_take_free_names_and_are_made_once():
    program = compiler().ir(Source("n.kina", USER_NAMED))
    generated = {n: f.origin for n, f in program.functions.items() if f.origin}
    assert generated == {"f__reverseMode_1": "reverseMode(f)", "f__reverseMode_wrt_y_1": "reverseMode(f, wrt=[y])"}
    assert program.functions["f__reverseMode"].origin is None


def test_the_split_parts_take_free_names():
    from kina_mlir.emit.split import split_long_functions

    body = "".join(f"  let v{i + 1} = v{i} * 0.5 + x in\n" for i in range(4))
    src = (f"let main__part0 = fn(x: {V}) -> {V} {{ x * 100.0 }} in\n"
           f"fn @main(x: {V}) -> ({V}, {V}) {{\n  let v0 = x in\n{body}  (v4, main__part0(x))\n}}\n")
    program = compiler().ir(Source("s.kina", src))
    split = split_long_functions(program, segment=2, above=3)
    parts = [n for n, f in split.functions.items() if f.origin == "split(main)"]
    assert len(parts) >= 2 and "main__part0" not in parts, parts
    assert split.functions["main__part0"] is program.functions["main__part0"]
    verify(split, compiler().ops)
    x = np.array([1.0, -2.0], np.float32)
    ref = kina.compile_source(src, backend="numpy").main(x)
    np.testing.assert_allclose(compiler().execute(split, "numpy").functions["main"](x), ref, rtol=1e-6)
    np.testing.assert_allclose(ref[1], 100 * x)


def test_a_user_function_with_a_specialisation_symbol_is_located():
    src = f"""let g = fn[N](x: tensor<F32, [N], @host>) -> tensor<F32, [N], @host> {{ x * 2.0 }} in
let g__N2 = fn(x: {V}) -> {V} {{ x * 100.0 }} in
fn @main(x: {V}) -> ({V}, {V}) {{ (g(x), g__N2(x)) }}
"""
    e = diagnose(src, "g.kina")
    assert "g.kina:2:5: error: function `g__N2` has the name of `g` specialised at N=2" in str(e), str(e)


def test_the_same_names_without_the_clash_are_accepted():
    src = f"""let g = fn[N](x: tensor<F32, [N], @host>) -> tensor<F32, [N], @host> {{ x * 2.0 }} in
let g__N3 = fn(x: {V}) -> {V} {{ x * 100.0 }} in
fn @main(x: {V}) -> ({V}, {V}) {{ (g(x), g__N3(x)) }}
"""
    a, b = kina.compile_source(src, backend="numpy").main(np.array([1.0, 2.0], np.float32))
    np.testing.assert_allclose(a, [2.0, 4.0])
    np.testing.assert_allclose(b, [100.0, 200.0])


def test_a_function_called_main_is_located():
    e = diagnose(f"let main = fn(x: {V}) -> {V} {{ x * 100.0 }} in\nfn @main(x: {V}) -> {V} {{ main(x) + 1.0 }}", "m.kina")
    assert "m.kina:1:5: error: a function may not be called `main`" in str(e), str(e)


def _squat(program, site, ctx):
    taken = next(iter(program.functions))
    return {taken: program.functions[site.fn]}, [Call(site.names, site.args, site.types, site.span, taken)]


def Squatter():
    """A faulty plugin: its handler generates a function under a name the program already uses."""
    return handler_plugin("squatter", "squat", _squat)


def test_a_handler_that_generates_a_taken_name_is_named():
    import kina.frontend.plugin
    import kina_ad.plugin
    import kina_runtime.plugin

    c = Compiler(plugins=[kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, Squatter()])
    src = (f"let h = fn(x: {V}) -> {V} {{ x * 3.0 }} in\nlet f = fn(x: {V}) -> {V} {{ x.exp() }} in\n"
           f"fn @main(x: {V}) -> {V} {{ handle f(x) with squat }}")
    with pytest.raises(PluginError, match=r"handler `squat` \(plugin squatter\) generated a function `h`, but the program already has one"):
        c.emit(Source("q.kina", src), "ir")


def test_the_verifier_checks_each_function_is_held_under_its_name():
    program = compiler().ir(Source("k.kina", f"let f = fn(x: {V}) -> {V} {{ x * 3.0 }} in\nfn @main(x: {V}) -> {V} {{ f(x) }}"))
    swapped = program.with_functions({"main": program.functions["main"], "f": program.functions["main"]})
    with pytest.raises(IRVerificationError, match="holds function `main` under the name `f`"):
        verify(swapped)


def test_the_name_supply_never_repeats_or_collides():
    names = NameSupply(["t1", "y"])
    made = [names.fresh() for _ in range(3)] + [names.claim("y"), names.claim("y"), names.claim("z")]
    assert made[:3] == ["t2", "t3", "t4"] and made[5] == "z"
    assert all(n.startswith("y_") for n in made[3:5])
    assert len(set(made) | {"t1", "y"}) == len(made) + 2
