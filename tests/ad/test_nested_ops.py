"""Second derivatives per op (§C5): every float op's VJP, reversed again, against F64 central
differences of its gradient (`kina grad-check --order 2`, kina_ad.gradcheck.hessian_check), and
every op a VJP rule emits has a VJP of its own, so reverse-over-reverse never meets an op
without one."""
from __future__ import annotations

import pytest

from helpers import check, compiler
from kina.ir import Bind, walk
from kina_ad.gradcheck import TOLERANCE, grad_check, hessian_check
from kina_ad.forward import forward_function
from kina_ad.transform_ad import reverse_function
from op_programs import CASES, program


@pytest.mark.parametrize("outer", ["reverseMode", "forwardMode"])
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_hessian_vector_products_match_differences_of_the_gradient(case, outer):
    """reverse-over-reverse and forward-over-reverse: the second exercises the JVP of every op a
    VJP rule emits (ScatterAdd, ScatterAlongAxis, ge_mask, update_index, …)."""
    prog = check(program(case))
    rows = hessian_check(compiler(), prog, "f", seed=1, positive=case[4], outer=outer)
    assert rows
    for pname, abs_err, rel_err, ok in rows:
        assert ok, f"{case[0]} ({outer} over reverseMode): H·v of `{pname}` off by {abs_err:.3e} (rel {rel_err:.3e} > {TOLERANCE})"


def test_every_op_an_ad_rule_emits_has_a_vjp_and_a_jvp():
    """The ops in the reverse and forward functions of every op program, and in those functions'
    own reverse and forward functions (a second order can emit ops the first did not): each is
    discrete or has both rules, so any order of handlers meets no op without one."""
    c = compiler()
    missing = {}
    for case in CASES:
        prog = check(program(case))
        f = prog.functions["f"]
        made = [reverse_function(prog, f, c.vjps), forward_function(prog, f, c.jvps)]
        for first in list(made):
            with_first = prog.with_functions({**prog.functions, first.name: first})
            made += [reverse_function(with_first, first, c.vjps, name="again"), forward_function(with_first, first, c.jvps, name="again")]
        for fn in made:
            for b in walk(fn.body):
                if isinstance(b, Bind) and not b.op.discrete:
                    for table in (c.vjps, c.jvps):
                        if b.op not in table:
                            missing.setdefault((b.op.name, table.what), case[0])
    assert not missing, f"ops emitted by AD rules without a rule ((op, table): first program): {missing}"


def test_order_two_catches_a_rule_right_only_at_first_order():
    """tanh's VJP with 1 - y² behind stop_gradient: the gradient is exact, its derivative is not."""
    from kina.compiler import Compiler
    from kina.ops.elementwise import mul, stop_gradient, sub, tanh

    def frozen_tanh_vjp(b, bind, g):
        y = b.op(stop_gradient, bind.names[0])
        return [b.op(mul, g, b.op(sub, b.const(1.0, b.type(y)), b.op(mul, y, y)))]

    broken = Compiler()
    broken.vjps[tanh] = frozen_tanh_vjp  # this compiler's table only
    prog = check(program(next(c for c in CASES if c[0] == "tanh")))
    assert all(ok for *_, ok in grad_check(broken, prog, "f", seed=1))
    assert not any(ok for *_, ok in hessian_check(broken, prog, "f", seed=1))


def test_grad_check_order_two_cli(tmp_path):
    import os
    import subprocess
    import sys

    from conftest import ROOT

    mlp = os.path.join(ROOT, "tests", "mlir", "emit", "programs", "tiny_mlp.kina")
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", mlp, "--fn", "loss", "--order", "2", "--seed", "3"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert "order 2" in lines[0] and "F64" in lines[0]
    rows = {ln.split()[0]: ln for ln in lines[2:]}
    assert set(rows) == {"x", "y", "w1", "b1", "w2"} and all(ln.endswith("pass") for ln in rows.values())
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", mlp, "--fn", "loss", "--order", "3"], capture_output=True, text=True)
    assert r.returncode != 0 and "invalid choice" in r.stderr


def test_grad_check_order_two_forward_over_reverse_cli():
    import os
    import subprocess
    import sys

    from conftest import ROOT

    mlp = os.path.join(ROOT, "tests", "mlir", "emit", "programs", "tiny_mlp.kina")
    r = subprocess.run([sys.executable, "-m", "kina.cli", "grad-check", mlp, "--fn", "loss", "--order", "2", "--outer", "forwardMode"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "forward-over-reverse" in r.stdout.splitlines()[0]
    assert [ln.split()[-1] for ln in r.stdout.splitlines()[2:]] == ["pass"] * 5
