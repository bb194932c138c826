"""eliminate_handlers: every `handle f(…) with H(…)` is replaced by what the
registered handler H's `eliminate` returns (new functions, placed after `f`,
and replacement bindings). A handler that leaves a `handle` behind is named;
with `check=True` (the verifier's replay after a failure) so is one whose
replacement does not verify in place of its `handle`.

Sites inside loop and `if` blocks are eliminated too, innermost first (so handlers compose, §C5): functions in
program order (a handled function precedes its users, so its own sites go first), and within
one function `map_spines` rewrites a block before the spine that holds it."""
from __future__ import annotations

from ..compiler import PluginError
from ..ir import Block, Function, Handle, Program, map_spines, walk
from ..verify import IRVerificationError, verify


def eliminate_handlers(program: Program, ctx, check: bool = False) -> Program:
    handlers = ctx.compiler.handler_table
    current = program
    added_after: dict[str, list[str]] = {}

    def eliminate(b: Handle):
        nonlocal current
        handler = handlers.get(b.handler)
        if handler is None:  # the checker rejects these; only a pass that invents handles gets here
            raise PluginError(f"`handle {b.fn} with {b.handler}` (line {b.span.line}): no handler `{b.handler}` is registered")
        new_fns, replacement = handler.eliminate(current, b, ctx)
        if any(isinstance(r, Handle) for r in walk(replacement)):
            raise PluginError(f"handler `{b.handler}` (plugin {handler.plugin}) left a `handle` in place of `{b}`")
        taken = [n for n, f in new_fns.items() if current.functions.get(n, f) is not f]
        if taken:  # it would silently not be added, and calls would reach the existing function
            raise PluginError(f"handler `{b.handler}` (plugin {handler.plugin}) generated a function `{taken[0]}`, "
                              f"but the program already has one of that name (pick one with program.function_name)")
        fresh = {n: f for n, f in new_fns.items() if n not in current.functions}
        if fresh:
            functions = dict(current.functions)
            functions.update(fresh)
            current = current.with_functions(functions)
            added_after.setdefault(b.fn, []).extend(fresh)
        return handler, list(replacement)

    for fname in list(program.functions):
        fn = current.functions[fname]
        if not any(isinstance(b, Handle) for b in walk(fn.body)):
            continue

        def rewrite(spine):
            if not any(isinstance(b, Handle) for b in spine.body):
                return spine
            body = []
            for i, b in enumerate(spine.body):
                if not isinstance(b, Handle):
                    body.append(b)
                    continue
                handler, replacement = eliminate(b)
                body.extend(replacement)
                if check:
                    _check_site(current, fname, spine, spine.with_body(body + list(spine.body[i + 1:])), b, handler, ctx)
            return spine.with_body(body)

        new_fn = map_spines(fn, rewrite)  # adds the generated functions to `current` as it goes
        current = current.with_functions({**current.functions, fname: new_fn})
    if not added_after:
        return current
    # generated functions go right after the function they came from: definitions precede uses
    ordered = {}
    generated = {n for names in added_after.values() for n in names}
    for name, f in current.functions.items():
        if name in generated:
            continue
        ordered[name] = f
        for g in added_after.get(name, []):
            ordered[g] = current.functions[g]
    return current.with_functions(ordered)


def _check_site(program: Program, fname: str, before, spine, site: Handle, handler, ctx) -> None:
    """The program with this one `handle` replaced (`before` -> `spine`) must verify (other
    handles may remain). A block is checked as a function of its own, with its parameters and
    its results' types before the replacement: blocks are isolated from above, so that is all
    it sees."""
    name = fname
    if isinstance(spine, Block):
        env = before.types()
        name = program.function_name(f"{fname}__block")
        trial = {**program.functions, name: Function(name, spine.params, spine.body, spine.results,
                                                     tuple(env[r] for r in before.results), site.span)}
    else:
        trial = {**program.functions, fname: spine}
    try:
        verify(program.with_functions(trial), ctx.compiler.ops)
    except IRVerificationError as e:
        why = str(e).replace(f"in `{name}`", f"in a block of `{fname}`") if name != fname else str(e)
        raise IRVerificationError(f"handler `{site.handler}` (plugin {handler.plugin}) replaced `{site}` with IR that "
                                  f"does not verify: {why}") from None
