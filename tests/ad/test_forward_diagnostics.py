"""forwardMode's diagnostics (§C4), each located at the `handle` site, and the example plugin's
JVP: a plugin op without a JVP rule names the op and its plugin; a function with no float
result; a bad `wrt`; the wrong number or types of arguments (generic callees too)."""
from __future__ import annotations

import numpy as np
import pytest

import kina
import kina.frontend.plugin
import kina_ad.plugin
import kina_runtime.plugin
from forward_oracle import Case
from helpers import T, diagnose, example_plugin
from kina.compiler import Compiler
from kina.diagnostics import KinaError, Source
from kina.hookspecs import hookimpl

F3 = T("F32", [3])
I3 = T("I64", [3])


def _at(err: KinaError, src: str, needle: str, line: int):
    d = err.diagnostics[0]
    text = src.splitlines()[line - 1]
    assert (d.span.line, d.span.column) == (line, text.index(needle) + 1), (d.span, d.message)
    return d


def _site(params: str, result: str, body: str, main_params: str, main_result: str, handle: str) -> str:
    return (f"let f = fn({params}) -> {result} {{ {body} }} in\n"
            f"fn @main({main_params}) -> {main_result} {{\n  {handle}\n}}\n")


def test_no_float_result():
    src = _site(f"x: {F3}", I3, "x.cast(I64)", f"x: {F3}, t: {F3}", f"({I3}, {I3})", "handle f(x, t) with forwardMode")
    d = _at(diagnose(src), src, "f(x, t)", 3)
    assert "forwardMode needs a function with a float result" in d.message and "`f` returns" in d.message


@pytest.mark.parametrize("wrt, needle, message", [
    ("[y]", "y]", "`wrt` names `y`, which is not a parameter of `f`"),
    ("[n]", "n]", "`wrt` names `n`, a discrete parameter (tensor<I64, [3], @host>): it has no tangent"),
    ("[x, x]", "x]", "`wrt` names `x` twice"),
    ("[]", "wrt=", "`wrt` takes a non-empty list"),
])
def test_bad_wrt(wrt, needle, message):
    src = _site(f"x: {F3}, n: {I3}", F3, "x * n.cast(F32)", f"x: {F3}, n: {I3}, t: {F3}", f"({F3}, {F3})",
                f"handle f(x, n, t) with forwardMode(wrt={wrt})")
    err = diagnose(src)
    line = src.splitlines()[2]
    d = err.diagnostics[0]
    assert message in d.message
    assert d.span.line == 3 and d.span.column == line.index(needle, line.index("(wrt")) + 1


def test_unknown_handler_argument():
    src = _site(f"x: {F3}", F3, "x.exp()", f"x: {F3}, t: {F3}", f"({F3}, {F3})", "handle f(x, t) with forwardMode(order=[x])")
    assert "forwardMode takes only `wrt=[…]`, not `order`" in diagnose(src).diagnostics[0].message


@pytest.mark.parametrize("args", ["x", "x, t, t"])
def test_wrong_argument_count(args):
    src = _site(f"x: {F3}", F3, "x.exp()", f"x: {F3}, t: {F3}", f"({F3}, {F3})", f"handle f({args}) with forwardMode")
    d = _at(diagnose(src), src, "f(", 3)
    assert f"`f` handled by forwardMode takes 2 argument(s), got {len(args.split(','))}" in d.message
    assert d.hint == "1 for `f`'s parameters, then 1 that forwardMode takes"


def test_wrong_tangent_type():
    src = _site(f"x: {F3}, n: {I3}", F3, "x * n.cast(F32)", f"x: {F3}, n: {I3}, t: {T('F32', [4])}", f"({F3}, {F3})",
                "handle f(x, n, t) with forwardMode")
    d = _at(diagnose(src), src, "t)", 3)
    assert d.message == "argument 3 of `handle f(…) with forwardMode` must be tensor<F32, [3], @host>, got tensor<F32, [4], @host>"


def test_generic_callee_sizes_bind_from_the_primals_only():
    f = "let f = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> { x.exp() } in\n"
    good = f + f"fn @main(x: {F3}, t: {F3}) -> ({F3}, {F3}) {{\n  handle f(x, t) with forwardMode\n}}\n"
    out = kina.compile_source(good, backend="numpy").main(np.ones(3, np.float32), np.full(3, 2.0, np.float32))
    np.testing.assert_allclose(out[1], 2 * np.e, rtol=1e-6)
    bad = f + f"fn @main(x: {F3}, t: {T('F32', [4])}) -> ({F3}, {F3}) {{\n  handle f(x, t) with forwardMode\n}}\n"
    d = _at(diagnose(bad), bad, "t)", 3)
    assert "argument 2 of `handle f(…) with forwardMode` must be tensor<F32, [3], @host>" in d.message


def test_reverse_mode_site_is_unchanged():
    src = _site(f"x: {F3}", F3, "x.exp()", f"x: {F3}", f"({F3}, {F3})", "handle f(x, x) with reverseMode")
    d = _at(diagnose(src), src, "f(x, x)", 3)
    assert d.message == "`f` takes 1 argument(s), got 2"


SOFTPLUS = _site(f"x: {F3}", F3, "(x * 2.0).softplus()", f"x: {F3}, t: {F3}", f"({F3}, {F3})", "handle f(x, t) with forwardMode")


class SoftplusWithoutJvp:
    """The example plugin's op with its VJP and NumPy rule but no JVP."""
    __name__ = "softplus-no-jvp"

    @hookimpl
    def register_ops(self, register):
        register(example_plugin().softplus.softplus)

    @hookimpl
    def register_vjps(self, register):
        register(example_plugin().softplus.softplus, example_plugin().softplus.softplus_vjp)

    @hookimpl
    def register_numpy_rules(self, register):
        register(example_plugin().softplus.softplus, example_plugin().softplus.softplus_numpy)


def test_plugin_op_without_jvp_is_named_at_the_site():
    c = Compiler(plugins=[kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, SoftplusWithoutJvp()])
    with pytest.raises(KinaError) as info:
        c.ir(Source("softplus.kina", SOFTPLUS))
    d = _at(info.value, SOFTPLUS, "handle", 3)
    assert d.message == "forwardMode cannot differentiate `f`: op `softplus` (plugin softplus-no-jvp) has no JVP rule"
    assert "register_jvps" in d.hint and d.notes[0][1].line == 1
    assert "softplus.kina:3:" in info.value.render()
    # reverseMode, which has the VJP, still works on that compiler
    rev = SOFTPLUS.replace("x: tensor<F32, [3], @host>, t: tensor<F32, [3], @host>)", f"x: {F3})").replace("f(x, t) with forwardMode", "f(x) with reverseMode")
    c.ir(Source("softplus.kina", rev))


def test_example_plugin_jvp():
    c = Compiler(plugins=[kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, example_plugin()])
    prog = c.ir(Source("softplus.kina", SOFTPLUS))
    case = Case(c, prog, "f", seed=2)
    case.check_jvp()
    case.check_dot_product()
    x, t = np.array([-30.0, 0.5, 40.0], np.float32), np.array([1.0, -2.0, 3.0], np.float32)
    _, tangent = kina.compile_source(SOFTPLUS, backend="numpy", compiler=c).main(x, t)
    np.testing.assert_allclose(tangent, 2 * t / (1 + np.exp(-2 * x.astype(np.float64))), rtol=1e-6)
