"""Where a nested `handle` may stand (§C5): in a loop block, an `if` branch, a carry's initial
value, a function called from a block, a generic function specialised twice; a third-party
handler (the example plugin's `primal`) inside and outside reverseMode; and a missing VJP met
only at second order, a located diagnostic at the `handle` site."""
from __future__ import annotations

import numpy as np
import pytest

import kina
from helpers import T, check, compiler, example_plugin
from kina.diagnostics import KinaError, Source
from kina_ad.gradcheck import TOLERANCE, grad_check

F2, S, B = T("F32", [2]), T("F32", []), T("Bool", [])
G = f"let g = fn(a: {F2}) -> {S} {{ (a * a * a).reduce_sum(axes=[0]) + a.sin().reduce_prod(axes=[0]) }} in\n"


def program(inner: str) -> str:
    """`f` holds `inner` (a nested `handle g` somewhere) and is itself handled by reverseMode."""
    return (G + f"let f = fn(a: {F2}, c: {B}) -> {F2} {{ {inner} }} in\n"
            + f"fn @main(x: {F2}, c: {B}) -> ({F2}, {F2}) {{\n  handle f(x, c) with reverseMode(wrt=[a])\n}}\n")


SITES = {
    "loop-block": "loop (h = a) for t < 2 { let (l, d) = handle g(h) with reverseMode in d * h }",
    "if-branch": "if c { let (l, d) = handle g(a) with reverseMode in d } else { a.tanh() }",
    "carry-init": "loop (h = (let (l, d) = handle g(a) with reverseMode in d)) for t < 2 { (h * a).sin() }",
}


def cotangents_pass(src: str, fn: str, seeds=(0, 1)):
    prog = check(src)
    for seed in seeds:
        rows = grad_check(compiler(), prog, fn, seed=seed)
        assert rows
        for pname, abs_err, rel_err, ok in rows:
            assert ok, f"cotangent of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e} > {TOLERANCE})"


@pytest.mark.parametrize("where", SITES)
def test_a_nested_site_inside_a_block_differentiates(where):
    cotangents_pass(program(SITES[where]), "f")


def test_both_branches_of_an_if_with_a_nested_site():
    """f's `if` takes either branch: compare the taken one's second derivative with numpy's."""
    m = kina.compile_source(program(SITES["if-branch"]), backend="numpy")
    x = np.array([0.3, -0.7], np.float32)
    _, gx = m.main(x, np.bool_(True))
    # f = ∇g = (3a² + cos(a_i)·sin(a_j))_i; its vjp with ones: ∂/∂a_k Σ_i f_i
    c, s = np.cos(x), np.sin(x)
    want = 6 * x + np.array([-s[0] * s[1] + c[0] * c[1], c[0] * c[1] - s[1] * s[0]])
    np.testing.assert_allclose(gx, want, rtol=1e-5)
    _, gx = m.main(x, np.bool_(False))
    np.testing.assert_allclose(gx, 1 - np.tanh(x) ** 2, rtol=1e-5)


def test_a_nested_site_reached_through_a_call_in_a_block():
    src = (G + f"let k = fn(a: {F2}) -> {F2} {{ let (l, d) = handle g(a) with reverseMode in d }} in\n"
           f"let f = fn(a: {F2}) -> {F2} {{ loop (h = a) for t < 2 {{ k(h) * 0.5 + h }} }} in\n"
           f"fn @main(x: {F2}) -> ({F2}, {F2}) {{ handle f(x) with reverseMode }}\n")
    cotangents_pass(src, "f")


def test_a_generic_function_specialised_twice():
    """Each specialisation of `gn` has its own inner reverseMode function, made before the outer."""
    src = f"""
let loss = fn[N](x: tensor<F32, [N]>) -> {S} {{ (x * x * x).reduce_sum(axes=[0]) }} in
let gn = fn[N](x: tensor<F32, [N]>) -> {S} {{
  let (l, g) = handle loss(x) with reverseMode in
  (g * g).reduce_sum(axes=[0])
}} in
fn @main(x: tensor<F32, [3]>, y: tensor<F32, [5]>) -> ({S}, tensor<F32, [3]>, {S}, tensor<F32, [5]>) {{
  let (a, ga) = handle gn(x) with reverseMode in
  let (b, gb) = handle gn(y) with reverseMode in
  (a, ga, b, gb)
}}
"""
    prog = check(src)
    origins = {f.origin for f in prog.functions.values() if f.origin}
    assert {"reverseMode(loss__N3)", "reverseMode(gn__N3)", "reverseMode(loss__N5)", "reverseMode(gn__N5)"} <= origins
    x, y = np.array([1, -2, 0.5], np.float32), np.linspace(-1, 1, 5).astype(np.float32)
    a, ga, b, gb = kina.compile_source(src, backend="numpy").main(x, y)
    # Σ (3x²)² = 9 Σ x⁴, its gradient 36 x³
    np.testing.assert_allclose([a, b], [9 * np.sum(x ** 4), 9 * np.sum(y ** 4)], rtol=1e-6)
    np.testing.assert_allclose(ga, 36 * x ** 3, rtol=1e-6)
    np.testing.assert_allclose(gb, 36 * y ** 3, rtol=1e-6, atol=1e-6)


def with_example_plugin():
    import kina.frontend.plugin
    import kina_ad.plugin
    import kina_runtime.plugin
    from kina.compiler import Compiler

    return Compiler(plugins=[kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, example_plugin()])


PRIMAL_INSIDE = G + f"""let f = fn(a: {F2}) -> {S} {{
  let l = handle g(a.softplus()) with primal in
  l * l
}} in
fn @main(x: {F2}) -> ({S}, {F2}) {{ handle f(x) with reverseMode }}
"""

PRIMAL_OUTSIDE = G + f"""let f = fn(a: {F2}) -> {F2} {{
  let (l, d) = handle g(a.softplus()) with reverseMode in
  d
}} in
fn @main(x: {F2}) -> {F2} {{ handle f(x) with primal }}
"""

# primal, around reverseMode, inside reverseMode: three handlers deep, two of them ours
PRIMAL_BETWEEN = G + f"""let f = fn(a: {F2}) -> {F2} {{
  let (l, d) = handle g(a) with reverseMode in
  d.softplus()
}} in
let p = fn(a: {F2}) -> {F2} {{ handle f(a) with primal }} in
fn @main(x: {F2}) -> ({F2}, {F2}) {{ handle p(x) with reverseMode }}
"""


def test_primal_handler_nested_inside_and_outside_reverse_mode():
    c = with_example_plugin()
    softplus = lambda v: np.logaddexp(0.0, v)  # noqa: E731
    sig = lambda v: 1 / (1 + np.exp(-v))  # noqa: E731
    x = np.array([0.4, -1.1], np.float32)

    def grad_g(a):
        return 3 * a * a + np.cos(a) * np.sin(a)[::-1]

    def run(src):
        prog = c.emit(Source("nested.kina", src), "ir")[0]
        assert all(f.origin is None or "primal" not in f.origin for f in prog.functions.values())
        return c.execute(prog, "numpy").functions["main"], prog

    main, prog = run(PRIMAL_INSIDE)
    y, gx = main(x)
    a = softplus(x)
    l = np.sum(a ** 3) + np.prod(np.sin(a))
    np.testing.assert_allclose(y, l * l, rtol=1e-5)
    np.testing.assert_allclose(gx, 2 * l * grad_g(a) * sig(x), rtol=1e-5)
    for pname, _, rel, ok in grad_check(c, prog, "f", seed=2):
        assert ok, f"{pname}: rel {rel:.3e}"

    main, _ = run(PRIMAL_OUTSIDE)
    np.testing.assert_allclose(main(x), grad_g(softplus(x)), rtol=1e-5)

    main, prog = run(PRIMAL_BETWEEN)
    y, gx = main(x)
    np.testing.assert_allclose(y, softplus(grad_g(x)), rtol=1e-5)
    for pname, _, rel, ok in grad_check(c, prog, "p", seed=2):
        assert ok, f"{pname}: rel {rel:.3e}"


def test_a_vjp_missing_only_at_second_order_is_located_at_the_outer_site():
    """Without ScatterAdd's VJP, the gradient through `take` still works; its gradient is a
    diagnostic at the outer `handle`, naming the op and the plugin that declared it."""
    from kina.compiler import Compiler
    from kina.ops.gather import scatter_add

    inner = f"""let e = fn(t: tensor<F32, [3, 2]>, ids: tensor<I64, [2]>) -> {S} {{ t.take(ids).exp().reduce_sum(axes=[0, 1]) }} in
let pen = fn(t: tensor<F32, [3, 2]>, ids: tensor<I64, [2]>) -> {S} {{
  let (l, gt) = handle e(t, ids) with reverseMode in
  (gt * gt).reduce_sum(axes=[0, 1])
}} in
"""
    first = inner + f"fn @main(t: tensor<F32, [3, 2]>, ids: tensor<I64, [2]>) -> {S} {{ pen(t, ids) }}\n"
    second = inner + f"fn @main(t: tensor<F32, [3, 2]>, ids: tensor<I64, [2]>) -> ({S}, tensor<F32, [3, 2]>) {{\n  handle pen(t, ids) with reverseMode\n}}\n"
    c = Compiler()
    del c.vjps[scatter_add]  # this compiler's table only
    c.emit(Source("first.kina", first), "ir")
    with pytest.raises(KinaError) as err:
        c.emit(Source("second.kina", second), "ir")
    d = err.value.diagnostics[0]
    assert "`ScatterAdd`" in d.message and "frontend" in d.message and "reverseMode of `pen`" in d.message, d.message
    line = second.split("\n").index("  handle pen(t, ids) with reverseMode") + 1
    assert d.span.line == line, err.value.render() if hasattr(err.value, "render") else d
    assert "Traceback" not in str(d)


def test_a_plugin_op_without_a_vjp_is_located_at_the_site():
    from kina.compiler import Compiler
    from kina.hookspecs import hookimpl

    plugin = example_plugin()

    class WithoutVJPs:
        """The example plugin's ops and handlers, but no VJP table."""
        __name__ = "example-without-vjps"

        @hookimpl
        def register_ops(self, register):
            plugin.register_ops(register)

        @hookimpl
        def register_numpy_rules(self, register):
            plugin.register_numpy_rules(register)

    import kina.frontend.plugin
    import kina_ad.plugin
    import kina_runtime.plugin

    c = Compiler(plugins=[kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, WithoutVJPs()])
    src = (f"let f = fn(a: {F2}) -> {S} {{ a.softplus().reduce_sum(axes=[0]) }} in\n"
           f"fn @main(x: {F2}) -> ({S}, {F2}) {{ handle f(x) with reverseMode }}\n")
    with pytest.raises(KinaError) as err:
        c.emit(Source("plugin.kina", src), "ir")
    d = err.value.diagnostics[0]
    assert "`softplus`" in d.message and "example-without-vjps" in d.message and d.span.line == 2, d.message
    assert d.notes and d.notes[0][1].line == 1


def test_an_outer_site_refuses_a_callee_whose_own_sites_remain():
    """Elimination goes innermost first; were a pass to reorder it, reverseMode would inline the
    inner `handle` as if it were not there: it names the site left instead."""
    from dataclasses import replace
    from types import SimpleNamespace

    from kina.compiler import PluginError
    from kina.ir import Call, Handle
    from kina_ad.handler import ReverseMode

    src = (G + f"let k = fn(a: {F2}) -> {S} {{ g(a) * 2.0 }} in\n"
           f"let f = fn(a: {F2}) -> {S} {{ k(a) }} in\n"
           f"fn @main(x: {F2}) -> ({S}, {F2}) {{ handle f(x) with reverseMode }}\n")
    prog = check(src)
    k = prog.functions["k"]
    call = next(b for b in k.body if isinstance(b, Call))
    left = Handle(call.names, call.args, call.types, call.span, "g", "reverseMode")
    fns = {n: f for n, f in prog.functions.items() if f.origin is None}  # the generated one would be reused
    prog = prog.with_functions({**fns, "k": replace(k, body=tuple(left if b is call else b for b in k.body))})
    site = Handle(("y", "gx"), ("x",), prog.functions["main"].result_types, call.span, "f", "reverseMode")
    with pytest.raises(PluginError, match="reverseMode of `f`.*handle g.*not eliminated yet"):
        ReverseMode().eliminate(prog, site, SimpleNamespace(compiler=compiler()))
