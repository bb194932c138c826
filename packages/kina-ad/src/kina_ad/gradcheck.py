"""`kina grad-check`: reverseMode cotangents against central finite differences in F64.

The program is promoted to F64 (every F32 becomes F64), so both sides are
computed in double precision: the check tests the AD rules, not F32 rounding.

`--order 2` checks second derivatives the way §C5 composes handlers: the tool generates
`⟨∇f(x), v⟩` for a random direction v (a call of f's reverseMode function) and reverses that
too, giving the Hessian-vector product H·v (reverse-over-reverse), which it compares with
central differences of the gradient along v, (∇f(x + hv) - ∇f(x - hv)) / 2h."""
from __future__ import annotations

import sys
from dataclasses import replace

import numpy as np

from kina.cli import int_in, read_source
from kina.analyses import index_checks
from kina.ir import Bind, Call, Function, NameSupply, Program, with_blocks
from kina.ops import elementwise as E, reduce as Rd
from kina.types import TensorType

from .builder import Builder
from .forward import forward_function
from .transform_ad import reverse_function

TOLERANCE = 1e-6  # max |ad - fd| / max(1, |fd|)
STEP = 1e-6


def _f64(t):
    return t.with_(dtype="F64") if isinstance(t, TensorType) and t.dtype == "F32" else t


def _promote(b):
    """b in F64: its types, a dtype attribute, and the blocks of a loop or `if` (their
    parameters and bindings; recursion is bounded by MAX_BLOCK_DEPTH)."""
    b = replace(b, types=tuple(map(_f64, b.types)))
    if isinstance(b, Bind):
        b = replace(b, attrs={k: _f64(v) if k != "dtype" else ("F64" if v == "F32" else v) for k, v in b.attrs.items()})
    if b.blocks:
        b = with_blocks(b, [replace(blk, params=tuple((n, _f64(t)) for n, t in blk.params), body=tuple(map(_promote, blk.body)))
                            for blk in b.blocks])
    return b


def promote_f64(program: Program) -> Program:
    return program.map_functions(lambda f: replace(f, params=[(n, _f64(t)) for n, t in f.params], body=[_promote(b) for b in f.body],
                                                   result_types=list(map(_f64, f.result_types))))


def random_inputs(program: Program, fn: Function, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    checks = index_checks(program, fn.name)
    out = []
    for i, (name, t) in enumerate(fn.params):
        if t.is_float:
            out.append(rng.uniform(0.5, 1.5, t.shape) * rng.choice([-1.0, 1.0], t.shape) if "log" not in name else rng.uniform(0.5, 1.5, t.shape))
        elif i in checks:
            lo, hi, _ = checks[i]
            out.append(rng.integers(lo, hi + 1, t.shape).astype(t.numpy_dtype))
        else:
            out.append(rng.integers(0, 3, t.shape).astype(t.numpy_dtype))
    return [np.asarray(a, dtype=t.numpy_dtype) for a, (_, t) in zip(out, fn.params)]


def _inputs(program: Program, fn: Function, seed: int, positive: bool) -> list:
    xs = random_inputs(program, fn, seed)
    return [np.abs(x) + 0.5 if x.dtype.kind == "f" else x for x in xs] if positive else xs


def _evaluator(exe):
    """fname, args -> the function's results as a list (one result is a list of one)."""
    def evaluate(fname, args):
        out = exe.all_functions[fname](*args)
        return list(out) if isinstance(out, tuple) else [out]
    return evaluate


def _row(pname: str, ad, fd) -> tuple[str, float, float, bool]:
    """(parameter, max abs error, max relative error, within TOLERANCE) of `ad` against `fd`."""
    err = np.abs(ad - fd)
    rel = err / np.maximum(1.0, np.abs(fd))
    return pname, float(err.max(initial=0.0)), float(rel.max(initial=0.0)), bool(rel.max(initial=0.0) <= TOLERANCE)


def grad_check(compiler, program: Program, name: str, seed: int = 0, positive: bool = False,
               backend: str = "numpy") -> list[tuple[str, float, float, bool]]:
    """reverseMode of `name` against central differences, both run by `backend` (an IR backend)."""
    program = promote_f64(program)
    fn = program.functions[name]
    rev = reverse_function(program, fn, compiler.vjps)
    program = program.with_functions({**program.functions, rev.name: rev})
    evaluate = _evaluator(compiler.execute(program, backend))
    xs = _inputs(program, fn, seed, positive)
    grads = evaluate(rev.name, xs)[len(fn.results):]

    def loss(args):
        return sum(float(np.sum(o)) for o in evaluate(name, args))
    rows, k = [], 0
    for i, (pname, t) in enumerate(fn.params):
        if not t.is_float:
            continue
        fd = np.zeros(t.shape)
        flat = fd.reshape(-1)
        for j in range(flat.size):
            plus = [x.copy() for x in xs]
            minus = [x.copy() for x in xs]
            plus[i].reshape(-1)[j] += STEP
            minus[i].reshape(-1)[j] -= STEP
            flat[j] = (loss(plus) - loss(minus)) / (2 * STEP)
        rows.append(_row(pname, grads[k], fd))
        k += 1
    return rows


def directional_function(program: Program, fn: Function, rev: Function, name: str) -> Function:
    """`name(params…, v…) = Σ_i ⟨∇_i f, v_i⟩` over f's float parameters: a call of `rev`
    (f's reverseMode function) and a dot product per cotangent, summed in F64."""
    floats = [(p, t) for p, t in fn.params if t.is_float]
    names = NameSupply([p for p, _ in fn.params])
    vs = [(names.claim(p + "_v"), t) for p, t in floats]
    params = list(fn.params) + vs
    bld = Builder(dict(params), names)
    bld.span = fn.span
    outs = [names.fresh("out") for _ in rev.results]
    bld.types.update(zip(outs, rev.result_types))
    call = Call(tuple(outs), tuple(p for p, _ in fn.params), tuple(rev.result_types), fn.span, rev.name)
    total = None
    for g, (v, t) in zip(outs[len(fn.results):], vs):
        term = bld.op(E.mul, g, v)
        if t.rank:
            term = bld.op(Rd.reduce_sum, term, axes=list(range(t.rank)), keepdims=False)
        if t.dtype != "F64":
            term = bld.op(E.cast, term, dtype="F64")
        total = term if total is None else bld.op(E.add, total, term)
    return Function(name, params, [call] + bld.body, [total], [bld.type(total)], fn.span, True,
                    f"grad-check directional derivative of {rev.name}", path=fn.path)


def hessian_check(compiler, program: Program, name: str, seed: int = 0, positive: bool = False,
                  backend: str = "numpy", outer: str = "reverseMode") -> list[tuple[str, float, float, bool]]:
    """H·v of `name` against central differences of its reverseMode gradient along v (a random
    direction, as the inputs), both run by `backend`; one row per float parameter (its block of
    H·v). `outer`: how H·v is made from the gradient, reverseMode of ⟨∇f, v⟩ (reverse-over-reverse)
    or forwardMode of ∇f with tangent v (forward-over-reverse, §C5's example)."""
    program = promote_f64(program)
    fn = program.functions[name]
    rev = reverse_function(program, fn, compiler.vjps, name=program.function_name(name + "__grad"))
    program = program.with_functions({**program.functions, rev.name: rev})
    floats = [i for i, (_, t) in enumerate(fn.params) if t.is_float]
    wrt = [fn.params[i][0] for i in floats]
    if outer == "reverseMode":
        dot = directional_function(program, fn, rev, program.function_name(name + "__grad_dot"))
        program = program.with_functions({**program.functions, dot.name: dot})
        hvp = reverse_function(program, dot, compiler.vjps, wrt=wrt, name=program.function_name(name + "__hvp"))
    elif outer == "forwardMode":
        hvp = forward_function(program, rev, compiler.jvps, wrt=wrt, name=program.function_name(name + "__hvp"))
    else:
        raise ValueError(f"outer must be reverseMode or forwardMode, not {outer!r}")
    program = program.with_functions({**program.functions, hvp.name: hvp})
    evaluate = _evaluator(compiler.execute(program, backend))
    xs = _inputs(program, fn, seed, positive)
    rng = np.random.default_rng(seed + 1)
    vs = [rng.uniform(-1.0, 1.0, fn.params[i][1].shape).astype(xs[i].dtype) for i in floats]
    hv = evaluate(hvp.name, xs + vs)[-len(floats):]  # the last results either way: the gradient's tangents

    def moved(sign):
        args = [x.copy() for x in xs]
        for i, v in zip(floats, vs):
            args[i] = args[i] + sign * STEP * v
        return evaluate(rev.name, args)[len(fn.results):]
    rows = []
    for k, (plus, minus) in enumerate(zip(moved(1.0), moved(-1.0))):
        fd = (np.asarray(plus, np.float64) - np.asarray(minus, np.float64)) / (2 * STEP)
        rows.append(_row(fn.params[floats[k]][0], hv[k], fd))
    return rows


def _cmd(args) -> int:
    compiler = args.compiler
    program = compiler.ir(read_source(args.file))
    name = args.fn
    if name not in program.functions:
        # a generic function exists in the IR only as its specialisations (`rnn__T32_B4`)
        specialised = [n for n, f in program.functions.items() if n.startswith(name + "__") and f.origin is None]
        if len(specialised) != 1:
            hint = f"; `{name}` is generic: name one of its specialisations" if specialised else ""
            print(f"error: no function `{name}` in {args.file} (functions: {', '.join(program.functions)}){hint}", file=sys.stderr)
            return 1
        name = specialised[0]
    fn = program.functions[name]
    if not any(t.is_float for _, t in fn.params) or not all(t.is_float for t in fn.result_types):
        print(f"error: `{name}` needs float parameters and float results to be differentiated", file=sys.stderr)
        return 1
    order = getattr(args, "order", 1)
    outer = getattr(args, "outer", "reverseMode")
    if order == 1:
        rows = grad_check(compiler, program, name, args.seed, args.positive)
    else:
        rows = hessian_check(compiler, program, name, args.seed, args.positive, outer=outer)
    over = "reverse-over-reverse" if outer == "reverseMode" else "forward-over-reverse"
    what = "" if order == 1 else f", order 2: H·v by {over} against differences of the gradient along v"
    print(f"grad-check {name} (seed {args.seed}, F64, central differences h={STEP}, tolerance rel <= {TOLERANCE}{what})")
    print(f"{'parameter':<20} {'max abs err':>12} {'max rel err':>12}  result")
    for pname, abs_err, rel_err, ok in rows:
        print(f"{pname:<20} {abs_err:12.3e} {rel_err:12.3e}  {'pass' if ok else 'FAIL'}")
    return 0 if all(r[3] for r in rows) else 1


def add_command(subparsers) -> None:
    p = subparsers.add_parser("grad-check", help="compare reverseMode cotangents (or, --order 2, Hessian-vector products) with finite differences (F64)")
    p.add_argument("file")
    p.add_argument("--fn", required=True, help="the function to differentiate (seed ones on every output)")
    p.add_argument("--seed", type=int_in(0, 2**128 - 1, "2^128 - 1"), default=0, help="NumPy seed of the inputs (0 to 2^128 - 1)")
    p.add_argument("--positive", action="store_true", help="draw float inputs > 0 (for log, sqrt, pow)")
    p.add_argument("--order", type=int, choices=(1, 2), default=1,
                   help="1: cotangents; 2: Hessian-vector products (reverse-over-reverse) in a random direction")
    p.add_argument("--outer", choices=("reverseMode", "forwardMode"), default="reverseMode",
                   help="with --order 2: the handler applied to the gradient (forwardMode: forward-over-reverse)")
    p.set_defaults(func=_cmd)
