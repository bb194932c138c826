"""Every program of the spec type-checks, and ANF gives one op per let with spans kept."""
from __future__ import annotations

import glob
import os

import pytest

from conftest import PROGRAMS
from helpers import T, check
from kina.ir import Bind, Const, Program
from kina.types import TensorType, TupleType

SPEC_PROGRAMS = sorted(glob.glob(os.path.join(PROGRAMS, "*.kina")))

# Snippets of Part A and B written out as whole programs.
SNIPPETS = {
    "s9-nll-forward": f"""fn @main(logits: {T('F32', [1, 4, 8])}, targets: {T('I64', [1, 4])}) -> {T('F32', [1, 4])} {{
  let log_probs = logits.log_softmax(axis=2) in
  let picked = log_probs.take_along_axis(targets, axis=2) in
  let nll = -picked in
  nll
}}""",
    "a4-nested-expressions": f"""// comments, nesting, precedence, unary minus, keyword statics
fn @main(x: {T('F32', [2, 3])}, y: {T('F32', [2, 3])}) -> {T('F32', [])} {{
  (-x * y + x / y.exp() - 2.5e-1 * x).reduce_sum(axes=[0, 1], keepdims=false)
}}""",
    "a4-static-args": f"""fn @main(x: {T('F32', [4, 4])}) -> ({T('F64', [1, 4, 4])}, {T('F32', [4, 1])}, {T('I64', [4])}) {{
  let a = x.reshape([1, 4, 4]).cast(F64) in
  let b = x.reduce_max(axes=[1], keepdims=true) in
  let c = x.to(@device).to(@host).argmax(axis=1) in
  (a, b, c)
}}""",
    "s17-s18-s19": f"""fn @main(p: {T('F32', [2, 8])}, u: {T('F32', [2])}, cache: {T('F32', [1, 6, 4])}, new: {T('F32', [1, 2, 4])}, start: {T('I64', [])}) -> ({T('I64', [2])}, {T('I64', [2])}, {T('F32', [1, 6, 4])}) {{
  (p.argmax(axis=1), p.softmax(axis=1).categorical(u, axis=1), cache.update_slice(new, start, axis=1))
}}""",
    "trailing-commas-and-literals": f"""let f = fn(a: {T('I64', [3])},) -> {T('I64', [3])} {{ a * 2 + 1 - -3 }} in
fn @main(a: {T('I64', [3])}) -> {T('I64', [3])} {{ f(a) }}""",
    "single-param-handle-2-tuple": f"""let f = fn(a: {T('F32', [3])}) -> {T('F32', [3])} {{ a.tanh() }} in
fn @main(a: {T('F32', [3])}) -> ({T('F32', [3])}, {T('F32', [3])}) {{
  let (y, g) = handle f(a) with reverseMode in (y, g)
}}""",
}


@pytest.mark.parametrize("path", SPEC_PROGRAMS, ids=[os.path.basename(p) for p in SPEC_PROGRAMS])
def test_spec_program_typechecks_and_transforms(path):
    with open(path) as fh:
        prog = check(fh.read(), path)
    assert isinstance(prog, Program) and "main" in prog.functions


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_snippet_typechecks(name):
    check(SNIPPETS[name], f"{name}.kina")


def _typed(name):
    with open(os.path.join(PROGRAMS, name)) as fh:
        return check(fh.read(), name, stage="ir")


def test_s15_step_result_is_the_seven_tensor_tuple():
    prog = _typed("storylm0_nll_step.kina")
    step = prog.functions["step"]
    assert [t.shape for t in step.result_types] == [(1, 4), (8, 4), (4, 4), (4, 4), (4, 4), (4, 4), (4, 8)]
    assert all(t.dtype == "F32" and t.placement == "host" for t in step.result_types)
    assert prog.functions["main"].result_types == step.result_types


def test_reverse_mode_result_type_filters_discrete_parameters():
    from kina.frontend import ast as A
    from kina.frontend.parser import parse
    from kina.diagnostics import Source
    from kina.compiler import Compiler

    with open(os.path.join(PROGRAMS, "storylm0_nll_step.kina")) as fh:
        src = Source("s15.kina", fh.read())
    c = Compiler()
    typed = c.pm.hook.typecheck(program=parse(src), compiler=c)
    handle = typed.fns[1].body.value  # let (nll, g_emb, …) = handle … in …
    assert isinstance(handle, A.Handle)
    assert isinstance(handle.type, TupleType)
    shapes = [t.shape for t in handle.type.items]
    # (nll, g_emb, g_mask, g_scale, g_wq, g_wk, g_wv, g_wo, g_lm): no cotangent for token_ids / targets
    assert shapes == [(1, 4), (8, 4), (1, 1, 4, 4), (1, 1, 1, 1), (4, 4), (4, 4), (4, 4), (4, 4), (4, 8)]


def test_s25_step_result_is_the_19_tensor_tuple():
    prog = _typed("storylm0_adamw_step.kina")
    assert len(prog.functions["step"].result_types) == 19
    assert len(prog.functions["main"].result_types) == 19


def test_anf_one_op_per_let_with_spans():
    src = SNIPPETS["a4-nested-expressions"]
    prog = check(src, "nested.kina", stage="anf")
    body = prog.functions["main"].body
    ops = [b.op.name if isinstance(b, Bind) else type(b).__name__ for b in body]
    assert ops.count("mul") == 2 and ops.count("Const") == 1 and "exp" in ops and "reduce_sum" in ops
    names = [n for b in body for n in b.names]
    assert len(names) == len(set(names))
    defined = {"x", "y"}
    for b in body:  # every argument is a variable defined before
        assert all(a in defined for a in b.args)
        defined.update(b.names)
        assert b.span.line in (3,)
    lines = src.split("\n")
    exp = next(b for b in body if isinstance(b, Bind) and b.op.name == "exp")
    assert lines[exp.span.line - 1][exp.span.column - 1:].startswith("y.exp()")


def test_anf_keeps_user_names_and_renames_shadowing():
    src = f"""fn @main(x: {T('F32', [2])}) -> {T('F32', [2])} {{
  let y = x.exp() in let y = y * y in y
}}"""
    body = check(src, stage="anf").functions["main"].body
    assert [b.names[0] for b in body] == ["y", "y_1"]
    assert body[1].args == ("y", "y")


def test_splat_literal_takes_the_other_operand_type():
    src = f"""fn @main(b1: {T('F32', [1, 1])}) -> {T('F32', [1, 1])} {{ 1.0 - b1 }}"""
    body = check(src, stage="anf").functions["main"].body
    assert isinstance(body[0], Const) and body[0].value == 1.0 and body[0].types[0] == TensorType("F32", (1, 1))


def test_every_op_is_documented():
    from conftest import ROOT
    from helpers import compiler

    with open(os.path.join(ROOT, "docs", "language.md")) as fh:
        doc = fh.read()
    for op in compiler().ops:
        assert f"`{op.name}`" in doc, f"op {op.name} is missing from docs/language.md"
