"""The frontend's built-in plugin: parse, typecheck and the ast/typed/anf/ir stages."""
from __future__ import annotations

from ..compiler import Compiler, Pass, Stage
from ..hookspecs import hookimpl
from ..rewrites.anf import to_anf
from ..rewrites.dce import dce
from . import ast as A
from .parser import parse as parse_source
from .typecheck import typecheck as check


@hookimpl
def parse(source):
    return parse_source(source)


@hookimpl
def typecheck(program, handlers):
    return check(program, handlers)


def _parse(source, ctx):
    return Compiler().pm.hook.parse(source=source)


def _typed(program, ctx):
    c = Compiler()
    return c.pm.hook.typecheck(program=program, handlers=c.handlers())


def _anf(program, ctx):
    return to_anf(program, ctx.source)


def _transformed(program, ctx):
    for p in Compiler().passes():
        program = p.run(program, ctx.options)
        program.notes.append(f"pass {p.name}")
    return program


@hookimpl
def transform():
    return [Pass("dce", dce, order=900)]


@hookimpl
def lower():
    return [
        Stage("ast", "", _parse, A.dump, help="the parsed surface AST"),
        Stage("typed", "ast", _typed, lambda p: A.dump(p, typed=True), help="the AST with every type"),
        Stage("anf", "typed", _anf, str, help="A-normal form: one op per let"),
        Stage("ir", "anf", _transformed, str, help="after every transform pass (AD included)"),
    ]
