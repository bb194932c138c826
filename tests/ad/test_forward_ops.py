"""forwardMode per op (§C4): every case of tests/op_programs.py, its JVP against F64 central
differences along a random tangent and the dot-product test against reverseMode; the JVP of each
case's reverseMode function too (forward-over-reverse), which exercises the JVPs of the ops the
VJPs emit (ScatterAdd, ScatterAlongAxis, ge_mask, update_index, …)."""
from __future__ import annotations

import pytest

from forward_oracle import Case
from helpers import T, check, compiler
from kina_ad.forward import forward_function
from kina_ad.transform_ad import reverse_function
from op_programs import CASES, program

F = lambda *s: T("F32", s)  # noqa: E731

# ops the op_programs cases do not reach: (name, params, result, body, positive)
EXTRA = [
    ("index", [("x", F(4, 3)), ("i", T("I64", []))], F(3), "x.index(i, axis=0).exp()", False),
    ("update-index", [("x", F(4, 3)), ("v", F(3)), ("i", T("I64", []))], F(4, 3), "x.update_index(v.exp(), i, axis=0) * x", False),
    ("cast-f32", [("x", T("F64", [2, 3]))], F(2, 3), "(x * x).cast(F32)", False),
]
ALL = CASES + EXTRA


def _case(case, of_reverse=False, of_forward=False):
    prog = check(program(case), f"{case[0]}.kina")
    name = "f"
    if of_reverse:
        rev = reverse_function(prog, prog.functions["f"], compiler().vjps)
        prog = prog.with_functions({**prog.functions, rev.name: rev})
        name = rev.name
    if of_forward:
        fwd = forward_function(prog, prog.functions["f"], compiler().jvps)
        prog = prog.with_functions({**prog.functions, fwd.name: fwd})
        name = fwd.name
    return Case(compiler(), prog, name, seed=1, positive=case[4])


@pytest.mark.parametrize("case", ALL, ids=[c[0] for c in ALL])
def test_jvp_matches_finite_differences(case):
    _case(case).check_jvp()


@pytest.mark.parametrize("case", ALL, ids=[c[0] for c in ALL])
def test_jvp_is_the_transpose_of_the_vjp(case):
    _case(case).check_dot_product()


@pytest.mark.parametrize("case", ALL, ids=[c[0] for c in ALL])
def test_forward_over_reverse_matches_finite_differences(case):
    _case(case, of_reverse=True).check_jvp()


@pytest.mark.parametrize("case", ALL, ids=[c[0] for c in ALL])
def test_forward_over_forward_matches_finite_differences(case):
    """the JVP of each case's forwardMode function: reaches the JVPs of the ops JVP rules emit
    (max_pool_pick, which only forward rules and second-order reverse emit)"""
    _case(case, of_forward=True).check_jvp()


def test_the_cases_reach_every_jvp_rule():
    """Each rule kina-ad registers is run by some case above (directly, forward-over-reverse or
    forward-over-forward)."""
    jvps = compiler().jvps
    reached = set()

    class Recording(dict):
        def __getitem__(self, op):
            reached.add(op)
            return dict.__getitem__(self, op)
    for case in ALL:
        for of_reverse, of_forward in ((False, False), (True, False), (False, True)):
            c = _case(case, of_reverse, of_forward)
            forward_function(c.program, c.fn, Recording(jvps))
    own = {op for op, p in jvps.provider.items() if p.startswith("ad (kina-ad")}
    assert not {op.name for op in own - reached}


def test_every_vjp_of_kina_ad_has_a_jvp():
    c = compiler()
    vjp_ops = {op for op, p in c.vjps.provider.items() if p.startswith("ad (kina-ad")}
    assert vjp_ops, "no VJP registered by kina-ad"
    assert not {op.name for op in vjp_ops if op not in c.jvps}
    from kina.ops import elementwise as E, gather as G
    for internal in (G.scatter_add, G.scatter_along_axis, E.ge_mask):  # emitted by VJP rules: nested AD differentiates them
        assert internal in c.jvps and c.jvps.provider[internal].startswith("ad (kina-ad")


def test_a_wrong_jvp_is_caught():
    """The oracles can fail: a compiler whose exp JVP drops the factor exp(x)."""
    from kina.compiler import Compiler
    from kina.ops.elementwise import exp

    broken = Compiler()
    broken.jvps[exp] = tangent_passthrough
    prog = check(program(next(c for c in CASES if c[0] == "exp")))
    with pytest.raises(AssertionError):
        Case(broken, prog, "f", seed=1).check_jvp()
    with pytest.raises(AssertionError):
        Case(broken, prog, "f", seed=1).check_dot_product()


def tangent_passthrough(b, bind, ts):
    return [ts[0]]
