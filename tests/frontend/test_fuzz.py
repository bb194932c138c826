"""Mutation fuzzing (hypothesis): damaged programs only ever produce diagnostics."""
from __future__ import annotations

import glob
import os
import re

from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import PROGRAMS
from kina.compiler import Compiler
from kina.diagnostics import KinaError, Source

SEEDS = [open(p).read() for p in sorted(glob.glob(os.path.join(PROGRAMS, "*.kina")))]
SEEDS.append("""let f = fn(a: tensor<F32, [2, 3], @host>, i: tensor<I64, [2], @host>) -> tensor<F32, [2], @host> {
  (a.exp() * a - 1.0).softmax(axis=1).take_along_axis(i, axis=1).sqrt()
} in
fn @main(a: tensor<F32, [2, 3], @host>, i: tensor<I64, [2], @host>) -> (tensor<F32, [2], @host>, tensor<F32, [2, 3], @host>) {
  let (p, g) = handle f(a, i) with reverseMode in (p, g)
}""")
TOKEN = re.compile(r"\s+|//[^\n]*|[A-Za-z_][A-Za-z0-9_]*|@\w+|[0-9.eE+-]+|->|.", re.S)
COMPILER = Compiler()


def tokens(text):
    return TOKEN.findall(text)


def must_only_diagnose(text: str) -> None:
    try:
        COMPILER.emit(Source("fuzz.kina", text), "ir")
    except KinaError as e:
        assert e.diagnostics and all(d.span.line >= 1 and d.span.column >= 1 for d in e.diagnostics)
        e.render()


@st.composite
def mutated(draw):
    toks = tokens(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["delete", "swap", "duplicate", "bytes", "replace"]))
        i = draw(st.integers(0, len(toks) - 1))
        if kind == "delete":
            del toks[i]
        elif kind == "swap":
            j = draw(st.integers(0, len(toks) - 1))
            toks[i], toks[j] = toks[j], toks[i]
        elif kind == "duplicate":
            toks.insert(i, toks[i])
        elif kind == "replace":
            toks[i] = draw(st.sampled_from(["1", "0", "-1", "1.5", "[]", "[0]", "x", "F64", "I64", "@device", "(", ")", ",", "in", "let",
                                            "handle", "with", "reverseMode", "axis=9", "axes=[]", "keepdims=true", "@", "*", "-"]))
        else:
            toks.insert(i, draw(st.binary(min_size=1, max_size=8)).decode("latin-1"))
    return "".join(toks)


@settings(max_examples=int(os.environ.get("KINA_FUZZ_EXAMPLES", "400")), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_programs_only_give_diagnostics(text):
    must_only_diagnose(text)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_only_give_diagnostics(data):
    must_only_diagnose(data.decode("utf-8", errors="replace"))
