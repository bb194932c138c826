"""transform_ad: source-to-source reverse mode for every `handle f(…) with reverseMode`.

For each handled f it generates `f__reverseMode`: f's let-spine (calls inlined),
seed ones on every primal output (§12.2), then the reverse let-spine built from
each op's VJP rule (the op table), and returns (primals…, cotangent per float
parameter…) (§12.3). The handle binding becomes a call to it."""
from __future__ import annotations

from kina.ir import Bind, Function, Program
from kina.rewrites.dce import dce_function
from kina.ops import registry as R
from kina.types import TensorType

HANDLER = "reverseMode"


class Builder:
    """What VJP rules see: append ops to a let-spine with inferred types."""

    def __init__(self, fn_types: dict[str, TensorType], used: set[str]):
        self.types, self.used, self.body = dict(fn_types), used, []
        self.span = None
        self.n = 0

    def fresh(self, hint: str) -> str:
        while True:
            self.n += 1
            name = f"{hint}{self.n}"
            if name not in self.used:
                self.used.add(name)
                return name

    def type(self, v: str) -> TensorType:
        return self.types[v]

    def op(self, name: str, *args: str, **attrs) -> str:
        op = R.get(name)
        full = {a.name: attrs.get(a.name, a.default) for a in op.attrs}
        t = op.infer([self.types[a] for a in args], full)
        out = self.fresh("r")
        self.types[out] = t
        self.body.append(Bind((out,), name, tuple(args), full, (t,), self.span))
        return out

    def const(self, value: float, t: TensorType) -> str:
        out = self.fresh("c")
        self.types[out] = t
        self.body.append(Bind((out,), "const", (), {"value": value, "type": t}, (t,), self.span))
        return out


def inline_calls(program: Program, fn: Function) -> tuple[list[Bind], list[str], set[str]]:
    """fn's let-spine with every call replaced by the callee's (renamed) spine."""
    used = {p for p, _ in fn.params}
    body: list[Bind] = []

    def unique(name: str) -> str:
        candidate, k = name, 0
        while candidate in used:
            k += 1
            candidate = f"{name}_{k}"
        used.add(candidate)
        return candidate

    def emit(f: Function, env: dict[str, str]) -> list[str]:
        for b in f.body:
            args = tuple(env[a] for a in b.args)
            if b.op == "call":
                callee = program.functions[b.attrs["fn"]]
                results = emit(callee, {p: a for (p, _), a in zip(callee.params, args)})
                env.update(zip(b.names, results))
                continue
            names = tuple(unique(n) for n in b.names)
            env.update(zip(b.names, names))
            body.append(Bind(names, b.op, args, b.attrs, b.types, b.span))
        return [env[r] for r in f.results]

    results = emit(fn, {p: p for p, _ in fn.params})
    return body, results, used


def reverse_function(program: Program, fn: Function) -> Function:
    body, primals, used = inline_calls(program, fn)
    types = dict(fn.params)
    for b in body:
        types.update(zip(b.names, b.types))
    # activity: values that depend on a float parameter carry cotangents
    active = {p for p, t in fn.params if t.is_float}
    for b in body:
        if b.op != "const" and any(a in active for a in b.args) and not R.get(b.op).discrete:
            active.update(n for n, t in zip(b.names, b.types) if t.is_float)

    bld = Builder(types, used)
    bld.span = fn.span
    cots: dict[str, list[str]] = {}
    for p in primals:  # seed ones on every primal output (§12.2)
        cots.setdefault(p, []).append(bld.const(1.0, types[p]))

    def total(v: str) -> str:
        parts = cots[v]
        acc = parts[0]
        for extra in parts[1:]:  # fan-out: a value used twice gets the sum
            acc = bld.op("add", acc, extra)
        cots[v] = [acc]
        return acc

    for b in reversed(body):
        out = b.names[0]
        if out not in cots or out not in active or len(b.names) != 1:
            continue
        op = R.get(b.op)
        if op.vjp is None:
            raise NotImplementedError(f"op `{b.op}` has no VJP rule")
        bld.span = b.span
        grads = op.vjp(bld, b, total(out))
        for a, g in zip(b.args, grads):
            if g is not None and a in active:
                cots.setdefault(a, []).append(g)
    bld.span = fn.span
    grads = []
    for p, t in fn.params:
        if t.is_float:
            grads.append(total(p) if p in cots else bld.const(0.0, t))
    results = list(primals) + grads
    result_types = [types[p] for p in primals] + [t for _, t in fn.params if t.is_float]
    new = Function(f"{fn.name}__{HANDLER}", list(fn.params), body + bld.body, results,
                   [bld.type(r) if r in bld.types else types[r] for r in results], fn.span, True, f"{HANDLER}({fn.name})")
    new.result_types = result_types
    return dce_function(new)


def transform_ad(program: Program, options: dict | None = None) -> Program:
    generated: dict[str, Function] = {}
    for fn in list(program.functions.values()):
        for i, b in enumerate(fn.body):
            if b.op == "handle" and b.attrs["handler"] == HANDLER:
                target = b.attrs["fn"]
                if target not in generated:
                    generated[target] = reverse_function(program, program.functions[target])
                fn.body[i] = Bind(b.names, "call", b.args, {"fn": generated[target].name}, b.types, b.span)
    if generated:
        # generated functions go right after their source, so definitions precede uses
        ordered = {}
        for name, f in program.functions.items():
            ordered[name] = f
            if name in generated:
                ordered[generated[name].name] = generated[name]
        program.functions = ordered
    return program
