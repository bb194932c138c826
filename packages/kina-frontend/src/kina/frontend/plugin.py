"""The frontend's built-in plugin: parse, typecheck, the built-in op
declarations, the ast/typed/anf/ir stages, and the passes it owns (handler
elimination and dead-code elimination).

The AST, the loader, the type checker and the rewrites are reached through their packages
(`kina.frontend.ast`, `kina.rewrites.dce`, … : PEP 562 attributes), imported when a stage or hook
first runs them, not with the plugin: a warm start (every function's artifact found through the
source's index, the compiler's fingerprint read from its record) runs none of them."""
from __future__ import annotations

import kina.frontend
import kina.rewrites

from ..compiler import Pass, Stage, verify_enabled
from ..hookspecs import hookimpl
from ..ir import Handle, Program, walk
from ..ops import BUILTIN_OPS
from ..verify import IRVerificationError, verify


@hookimpl
def parse(source, compiler):
    return kina.frontend.loader.load(source)  # the file and everything it includes (§P2)


@hookimpl
def typecheck(program, compiler):
    return kina.frontend.typecheck.typecheck(program, compiler)


@hookimpl
def register_ops(register):
    for op in BUILTIN_OPS:
        register(op)


def parse_stage(source, ctx):
    return ctx.compiler.pm.hook.parse(source=source, compiler=ctx.compiler)


def typed_stage(program, ctx):
    if isinstance(program, kina.frontend.ast.Program):
        program.specialise = ctx.options.get("specialise")  # §P1: an entry point and its sizes
    return ctx.compiler.pm.hook.typecheck(program=program, compiler=ctx.compiler)


def anf_stage(program, ctx):
    ir = kina.rewrites.anf.to_anf(program, ctx.source)
    if verify_enabled():
        verify(ir, ctx.compiler.ops, after="A-normal form")
    return ir


def ir_stage(program, ctx):
    """Every transform pass in order; the verifier after each one (KINA_VERIFY=1)
    and always at the end, when no `handle` may be left. Whichever check fails,
    the error names the first pass (and, for handler elimination, the handler)
    whose output does not verify, with the plugin that registered it."""
    ops, checking = ctx.compiler.ops, verify_enabled()
    trail = []  # (pass, its input, its output): the IR is immutable, so keeping them is free
    for p in ctx.compiler.passes():
        out = p.run(program, ctx)
        if not isinstance(out, Program):
            raise IRVerificationError(f"pass `{p.name}` (plugin {p.plugin}) returned {type(out).__name__}, not an ir.Program")
        out = out.with_functions(out.functions, f"pass {p.name}")
        trail.append((p, program, out))
        program = out
        if checking:
            try:
                verify(program, ops)
            except IRVerificationError:
                blame(trail, ctx)
                raise
    left = [b for f in program.functions.values() for b in walk(f.body) if isinstance(b, Handle)]  # in blocks too
    if left:
        h = ctx.compiler.handler_table.get(left[0].handler)
        who = f"handler `{left[0].handler}` (plugin {h.plugin})" if h else f"handler `{left[0].handler}`"
        raise IRVerificationError(f"invalid IR after the transform passes: `{left[0]}` remains; {who} must eliminate it")
    try:
        return verify(program, ops, after="the transform passes", handles_allowed=False)
    except IRVerificationError:
        blame(trail, ctx)  # without KINA_VERIFY nothing was checked between passes: find the culprit now
        raise


def blame(trail, ctx) -> None:
    """Raise naming the first pass whose output does not verify (only on the error path:
    the passes' outputs are kept, so nothing is recomputed except a faulty handler's site)."""
    ops = ctx.compiler.ops
    for p, before, after in trail:
        try:
            verify(after, ops)
        except IRVerificationError as e:
            if p.run is kina.rewrites.handlers.eliminate_handlers:  # one of several plugins' handlers: replay site by site
                kina.rewrites.handlers.eliminate_handlers(before, ctx, check=True)
            raise IRVerificationError(str(e).replace("invalid IR", f"invalid IR after pass `{p.name}` (plugin {p.plugin})", 1)) from None


def dump_ast(program) -> str:
    return kina.frontend.ast.dump(program)


def dump_typed(program) -> str:
    return kina.frontend.ast.dump(program, typed=True)


@hookimpl
def transform(register):
    rewrites = kina.rewrites
    register(Pass("fold_weight_broadcasts", rewrites.weight_broadcast.fold_weight_broadcasts, order=40))
    register(Pass("eliminate_handlers", rewrites.handlers.eliminate_handlers, order=100))
    register(Pass("dce", rewrites.dce.dce, order=900))


@hookimpl
def lower(register):
    register(Stage("ast", "", parse_stage, dump_ast, label="parse", help="the parsed surface AST"))
    register(Stage("typed", "ast", typed_stage, dump_typed, label="typecheck", help="the AST with every type"))
    register(Stage("anf", "typed", anf_stage, str, label="anf", help="A-normal form: one op per let"))
    register(Stage("ir", "anf", ir_stage, str, label="transforms", help="after every transform pass (handlers eliminated)"))
