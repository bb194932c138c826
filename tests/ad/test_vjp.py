"""Per-op VJPs against central finite differences in F64 (rel <= 1e-6), the §10
closed form, the AD nodes of §14.4, and AD diagnostics."""
from __future__ import annotations

import numpy as np
import pytest

from helpers import T, check, compiler, diagnose
from kina.ir import Bind, Call, Handle
from kina_ad.gradcheck import TOLERANCE, grad_check
from op_programs import CASES, program


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_vjp_matches_finite_differences(case):
    prog = check(program(case), f"{case[0]}.kina")
    rows = grad_check(compiler(), prog, "f", seed=1, positive=case[4])
    assert rows, "no float parameter was checked"
    for pname, abs_err, rel_err, ok in rows:
        assert ok, f"{case[0]}: cotangent of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e} > {TOLERANCE})"


def test_grad_check_catches_a_wrong_vjp():
    """The check can fail: break exp's VJP (in one compiler's table) and watch it."""
    from kina.compiler import Compiler
    from kina.ops.elementwise import exp

    broken = Compiler()
    broken.vjps[exp] = identity_vjp
    prog = check(program(next(c for c in CASES if c[0] == "exp")))
    assert not all(ok for *_, ok in grad_check(broken, prog, "f", seed=1))


def test_closed_form_s10():
    """Seed ones on nll: g_logits = softmax(logits) - one_hot(targets)."""
    import kina

    case = next(c for c in CASES if c[0] == "nll-tail")
    prog = kina.compile_source(program(case), backend="numpy")
    rng = np.random.default_rng(3)
    logits = rng.standard_normal((1, 4, 8)).astype(np.float32)
    targets = rng.integers(0, 8, (1, 4))
    nll, g = prog.main(logits, targets)
    z = np.exp(logits - logits.max(axis=2, keepdims=True))
    expected = z / z.sum(axis=2, keepdims=True) - np.eye(8, dtype=np.float32)[targets]
    np.testing.assert_allclose(g, expected, rtol=1e-5, atol=1e-6)


def test_unused_parameter_gets_zero_cotangent():
    import kina

    case = next(c for c in CASES if c[0] == "unused-param")
    prog = kina.compile_source(program(case), backend="numpy")
    x = np.ones((2, 3), np.float32)
    _, gx, gy = prog.main(x, x)
    assert np.all(gy == 0) and np.all(gx != 0)


def test_take_with_repeated_ids_accumulates():
    import kina

    src = f"""let f = fn(t: {T('F32', [3, 2])}, ids: {T('I64', [4])}) -> {T('F32', [4, 2])} {{ t.take(ids, axis=0) }} in
fn @main(t: {T('F32', [3, 2])}, ids: {T('I64', [4])}) -> ({T('F32', [4, 2])}, {T('F32', [3, 2])}) {{
  let (y, g) = handle f(t, ids) with reverseMode in (y, g)
}}"""
    for backend in ("numpy", "native"):
        _, g = kina.compile_source(src, backend=backend).main(np.zeros((3, 2), np.float32), np.array([2, 0, 2, 2]))
        np.testing.assert_array_equal(g, [[1, 1], [0, 0], [3, 3]])


def _s15_ir():
    import os

    from conftest import PROGRAMS

    with open(os.path.join(PROGRAMS, "storylm0_nll_step.kina")) as fh:
        return check(fh.read(), "storylm0_nll_step.kina")


def test_s15_loss_contains_scatter_nodes_after_transform_ad():
    prog = _s15_ir()
    rev = prog.functions["storylm0_nll__reverseMode"]
    ops = [b.op.name for b in rev.body if isinstance(b, Bind)]
    assert "ScatterAlongAxis" in ops and "ScatterAdd" in ops
    assert rev.origin == "reverseMode(storylm0_nll)"
    # the handle became a call to the generated function
    assert any(isinstance(b, Call) and b.fn == rev.name for b in prog.functions["step"].body)
    assert not any(isinstance(b, Handle) for f in prog.functions.values() for b in f.body)


F2 = T("F32", [2])


def test_unknown_handler_lists_registered_ones():
    err = diagnose(f"let f = fn(a: {F2}) -> {F2} {{ a }} in\nfn @main(x: {F2}) -> ({F2}, {F2}) {{ handle f(x) with fwd }}")
    message = err.diagnostics[0].message
    assert "unknown effect handler `fwd`; registered handlers: " in message
    assert {"reverseMode", "forwardMode", "checkpoint"} <= set(message.split("registered handlers: ")[1].split(", "))


def test_handled_name_must_be_top_level_fn():
    src = f"fn @main(x: {F2}) -> ({F2}, {F2}) {{ let h = x in handle h(x) with reverseMode }}"
    d = diagnose(src).diagnostics[0]
    assert "cannot handle `h`" in d.message and (d.span.line, d.span.column) == (1, src.index("h(x)") + 1)


def identity_vjp(b, bind, g):
    """A wrong VJP on purpose: passes the cotangent through unchanged."""
    return [g]
