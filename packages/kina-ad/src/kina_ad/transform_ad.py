"""Reverse mode, source to source: `reverse_function(program, fn, vjps, wrt)`
generates `f__reverseMode`: f's let-spine (calls inlined), seed ones on every
primal output (docs/spec.md §12.2), then the reverse let-spine built from each op's VJP
rule, returning (primals…, one cotangent per differentiated parameter…) (§12.3)."""
from __future__ import annotations

from kina.ir import Bind, Binding, Call, Const, Function, NameSupply, Program
from kina.ops.elementwise import add
from kina.rewrites.dce import dce_function
from kina.types import TensorType

HANDLER = "reverseMode"


class Builder:
    """What VJP rules see: append ops to a let-spine with inferred types."""

    def __init__(self, fn_types: dict[str, TensorType], names: NameSupply):
        self.types, self.names, self.body = dict(fn_types), names, []
        self.span = None
        self.path = None  # the file of `span` when not the function's own (Binding.path)

    def type(self, v: str) -> TensorType:
        return self.types[v]

    def op(self, op, *args: str, **attrs) -> str:
        full = op.full_attrs(attrs)
        t = op.infer([self.types[a] for a in args], full)
        out = self.names.fresh("r")
        self.types[out] = t
        self.body.append(Bind((out,), tuple(args), (t,), self.span, op, full, path=self.path))
        return out

    def const(self, value: float, t: TensorType) -> str:
        out = self.names.fresh("c")
        self.types[out] = t
        self.body.append(Const((out,), (), (t,), self.span, value, path=self.path))
        return out


def inline_calls(program: Program, fn: Function) -> tuple[list[Binding], list[str], NameSupply]:
    """fn's let-spine with every call replaced by the callee's (renamed) spine.

    Calls are followed with an explicit stack of frames, not recursion, so a long
    chain of functions each calling the previous one inlines at any length. A binding taken from
    a callee defined in another file than fn records that file (Binding.path): its span holds
    that file's positions."""
    names = NameSupply(p for p, _ in fn.params)
    body: list[Binding] = []
    # a frame: (function, its renaming env, where it is in its body, the call site, the caller's env)
    stack = [(fn, {p: p for p, _ in fn.params}, iter(fn.body), None, None)]
    results: list[str] = []
    while stack:
        f, env, rest, site, caller_env = stack[-1]
        for b in rest:
            args = tuple(env[a] for a in b.args)
            if isinstance(b, Call):
                callee = program.functions[b.fn]
                stack.append((callee, {p: a for (p, _), a in zip(callee.params, args)}, iter(callee.body), b, env))
                break
            renamed = tuple(names.claim(n) for n in b.names)
            env.update(zip(b.names, renamed))
            body.append(_rebind(b, renamed, args, _inlined_path(program, fn, f, b)))
        else:  # f is done: its results are the call's values in the caller
            stack.pop()
            results = [env[r] for r in f.results]
            if site is not None:
                caller_env.update(zip(site.names, results))
    return body, results, names


def _rebind(b: Binding, names, args, path) -> Binding:
    from dataclasses import replace

    return replace(b, names=tuple(names), args=tuple(args), path=path)


def _inlined_path(program: Program, fn: Function, f: Function, b: Binding) -> str | None:
    """The file of b's span inside fn: b's own record, else f's file when it is not fn's."""
    if b.path or f is fn:
        return b.path
    own = program.source.path if program.source is not None else None
    return None if (f.path or own) == (fn.path or own) else (f.path or own)


def generated_name(fn_name: str, wrt: list[str] | None) -> str:
    return f"{fn_name}__{HANDLER}" + ("" if wrt is None else "_wrt_" + "_".join(wrt))


def origin(fn_name: str, wrt: list[str] | None) -> str:
    """What a generated function records as its origin: the one it was made from, and how."""
    return f"{HANDLER}({fn_name})" if wrt is None else f"{HANDLER}({fn_name}, wrt=[{', '.join(wrt)}])"


def reverse_function(program: Program, fn: Function, vjps, wrt: list[str] | None = None, name: str | None = None) -> Function:
    """`wrt`: the parameters whose cotangents are returned, in order (default: every float one);
    `name`: the generated function's (default `generated_name`; the handler picks a free one)."""
    wrt_params = [p for p, t in fn.params if t.is_float] if wrt is None else list(wrt)
    body, primals, names = inline_calls(program, fn)
    types = dict(fn.params)
    for b in body:
        types.update(zip(b.names, b.types))
    # activity: values that depend on a differentiated parameter carry cotangents
    active = set(wrt_params)
    for b in body:
        if isinstance(b, Bind) and any(a in active for a in b.args) and not b.op.discrete:
            active.update(n for n, t in zip(b.names, b.types) if t.is_float)

    bld = Builder(types, names)
    bld.span = fn.span
    cots: dict[str, str] = {}

    def accumulate(v: str, g: str) -> None:
        # fan-out: a value used twice gets the sum, added as each contribution arrives (same
        # order and association as summing at the end) so one partial sum is live, not one
        # contribution per use (a parameter used in every step of a long body)
        cots[v] = bld.op(add, cots[v], g) if v in cots else g

    for p in primals:  # seed ones on every primal output (§12.2)
        accumulate(p, bld.const(1.0, types[p]))

    for b in reversed(body):
        if not isinstance(b, Bind):
            continue
        out = b.names[0]
        if out not in cots or out not in active:
            continue
        rule = vjps.get(b.op)
        if rule is None:
            raise NotImplementedError(f"op `{b.op.name}` has no VJP rule (no plugin registered one through register_vjps)")
        bld.span, bld.path = b.span, b.path
        grads = rule(bld, b, cots[out])
        for a, g in zip(b.args, grads):
            if g is not None and a in active:
                accumulate(a, g)
    bld.span, bld.path = fn.span, None
    ptypes = dict(fn.params)
    grads = [cots[p] if p in cots else bld.const(0.0, ptypes[p]) for p in wrt_params]
    results = list(primals) + grads
    result_types = [types[p] for p in primals] + [ptypes[p] for p in wrt_params]
    new = Function(name or generated_name(fn.name, wrt), fn.params, body + bld.body, results, result_types, fn.span, True,
                   origin(fn.name, wrt), path=fn.path)
    return dce_function(new)
