"""Forward mode, source to source (§C4): `forward_function(program, fn, jvps, wrt, name)`
generates `f__forwardMode`, which takes f's parameters then one tangent per differentiated
parameter and returns (f's results…, one tangent per float result…), as `jax.jvp`.

f's let-spine (calls inlined, in loop and `if` blocks too) is walked once, front to back: each
binding is kept, and an op whose operands carry a tangent is followed by its tangent, from the
op's JVP rule. Which values carry one is kina_ad.activity's answer (floats that depend on a
differentiated parameter through ops that are not discrete), so a discrete value never has a
tangent and a loop's carries are settled by the same fixpoint as reverse mode's. A rule may give
None (a zero tangent: `sign`); zeros are made only where a tangent must exist as a value (a
result, a loop's initial tangent, a branch's result), never propagated.

Loop: the loop carries a tangent beside each active carry (the new carries follow the old) and
outputs a stacked tangent beside each active stacked output; an active captured value's tangent
becomes one more capture. If: each branch takes the captured tangents too and returns its
results' tangents after its results. Blocks are isolated from above, so a block's tangents are
names of its own NameSupply."""
from __future__ import annotations

from kina.ir import Bind, Block, Call, Function, If, Loop, NameSupply, Program, walk
from kina.rewrites.dce import dce_function

from .activity import Activity
from .builder import Builder
from .hoist import names_of
from .transform_ad import generated_name, inline_calls, origin

HANDLER = "forwardMode"


class MissingJVP(Exception):
    """An op that carries a tangent has no JVP rule (the handler reports it at the site)."""

    def __init__(self, bind: Bind):
        super().__init__(f"op `{bind.op.name}` has no JVP rule")
        self.bind = bind


def forward_function(program: Program, fn: Function, jvps, wrt: list[str] | None = None, name: str | None = None) -> Function:
    """`wrt`: the parameters that get a tangent, in order (default: every float one); `name`: the
    generated function's (default `generated_name`; the handler picks a free one)."""
    wrt_params = [p for p, t in fn.params if t.is_float] if wrt is None else list(wrt)
    body, primals, names = inline_calls(program, fn)
    kept = next((b for b in walk(body) if isinstance(b, Call)), None)
    if kept is not None:  # activity analysis sees no values through a call: its tangents would be lost
        raise NotImplementedError(f"forwardMode: inlining `{fn.name}` left the call `{kept}`; forwardMode needs every call inlined")
    types = dict(fn.params)
    for b in body:
        types.update(zip(b.names, b.types))
    fwd = ForwardAD(jvps)
    active = fwd.activity.spine(body, wrt_params)
    bad = fwd.missing(body, active)
    if bad is not None:
        raise MissingJVP(bad)
    ptypes = dict(fn.params)
    tangent_params = [(names.claim("t_" + p), ptypes[p]) for p in wrt_params]
    bld = Builder({**types, **dict(tangent_params)}, names)
    tan = {p: t for p, (t, _) in zip(wrt_params, tangent_params)}
    fwd.spine(bld, body, active, tan)
    bld.span, bld.path = fn.span, None
    floats = [(r, t) for r, t in zip(primals, fn.result_types) if t.is_float]
    tangents = [tan.get(r) or bld.const(0.0, t) for r, t in floats]
    new = Function(name or generated_name(fn.name, wrt, HANDLER), fn.params + tuple(tangent_params), bld.body,
                   tuple(primals) + tuple(tangents), fn.result_types + tuple(t for _, t in floats), fn.span, True,
                   origin(fn.name, wrt, HANDLER), path=fn.path)
    return dce_function(new)


class ForwardAD:
    """The forward sweep of one function: its JVP table and the activity answers, shared by all spines."""

    def __init__(self, jvps):
        self.jvps = jvps
        self.activity = Activity()

    def missing(self, body, active) -> Bind | None:
        """The first binding (at any depth) that carries a tangent and has no rule, else None."""
        for b in body:
            if isinstance(b, Bind) and b.names[0] in active and b.op not in self.jvps:
                return b
            inner = []
            if isinstance(b, Loop):
                inner = [(b.block, self.activity.loop(b, active)[1])]
            elif isinstance(b, If):
                inner = zip(b.blocks, self.activity.if_(b, active))
            for blk, act in inner:
                found = self.missing(blk.body, act)
                if found is not None:
                    return found
        return None

    def spine(self, bld: Builder, body, active: set[str], tan: dict[str, str]) -> None:
        """Append `body` and its tangents to `bld`; `tan` maps a name to its tangent's (filled as it goes)."""
        for b in body:
            if isinstance(b, Loop):
                bld.body.append(self.loop(bld, b, active, tan))
            elif isinstance(b, If):
                bld.body.append(self.if_(bld, b, active, tan))
            else:
                bld.body.append(b)  # a Const or a Bind
                if isinstance(b, Bind) and b.names[0] in active:
                    ts = [tan.get(a) for a in b.args]
                    if any(t is not None for t in ts):
                        bld.span, bld.path = b.span, b.path
                        (t,) = self.jvps[b.op](bld, b, ts)
                        if t is not None:
                            tan[b.names[0]] = t

    def loop(self, bld: Builder, b: Loop, active, tan) -> Loop:
        k, blk = b.n_carries, b.block
        carries, inner_active = self.activity.loop(b, active)
        carries = sorted(carries)
        caps = [c for c, (_, t) in enumerate(b.captured_params) if t.is_float and b.captures[c] in tan]
        if not carries and not caps:
            return b
        outs = [m for m in range(len(blk.results) - k) if b.names[k + m] in active]
        ib, itan = _block_builder(blk)
        t_carries = [_tangent_param(ib, itan, *b.carries[j]) for j in carries]
        t_caps = [_tangent_param(ib, itan, *b.captured_params[c]) for c in caps]
        self.spine(ib, blk.body, inner_active, itan)
        ib.span, ib.path = b.span, b.path
        results = list(blk.results[:k]) + [_tangent_of(ib, itan, blk.results[j], b.carries[j][1]) for j in carries]
        results += list(blk.results[k:]) + [_tangent_of(ib, itan, blk.results[k + m], ib.type(blk.results[k + m])) for m in outs]
        params = blk.params[:1 + k] + tuple(t_carries) + b.captured_params + tuple(t_caps)

        bld.span, bld.path = b.span, b.path
        inits = [_tangent_of(bld, tan, b.inits[j], b.carries[j][1]) for j in carries]
        carry_t = _tangent_names(bld, tan, [b.names[j] for j in carries], [b.types[j] for j in carries])
        out_t = _tangent_names(bld, tan, [b.names[k + m] for m in outs], [b.types[k + m] for m in outs])
        return Loop(b.names[:k] + tuple(carry_t) + b.names[k:] + tuple(out_t),
                    b.inits + tuple(inits) + b.captures + tuple(tan[b.captures[c]] for c in caps),
                    b.types[:k] + tuple(b.types[j] for j in carries) + b.types[k:] + tuple(b.types[k + m] for m in outs),
                    b.span, trip=b.trip, n_carries=k + len(carries), block=Block(params, ib.body, results), path=b.path)

    def if_(self, bld: Builder, b: If, active, tan) -> If:
        caps = [c for c, (_, t) in enumerate(b.then_block.params) if t.is_float and b.captures[c] in tan]
        if not caps:
            return b
        res = [r for r, n in enumerate(b.names) if n in active]
        blocks = []
        for blk, act in zip(b.blocks, self.activity.if_(b, active)):
            ib, itan = _block_builder(blk)
            t_caps = [_tangent_param(ib, itan, *blk.params[c]) for c in caps]
            self.spine(ib, blk.body, act, itan)
            ib.span, ib.path = b.span, b.path
            extra = [_tangent_of(ib, itan, blk.results[r], b.types[r]) for r in res]
            blocks.append(Block(blk.params + tuple(t_caps), ib.body, blk.results + tuple(extra)))
        bld.span, bld.path = b.span, b.path
        names = _tangent_names(bld, tan, [b.names[r] for r in res], [b.types[r] for r in res])
        return If(b.names + tuple(names), b.args + tuple(tan[b.captures[c]] for c in caps),
                  b.types + tuple(b.types[r] for r in res), b.span, then_block=blocks[0], else_block=blocks[1], path=b.path)


def _block_builder(blk: Block) -> tuple[Builder, dict]:
    return Builder(blk.types(), NameSupply(names_of(blk))), {}


def _tangent_param(bld: Builder, tan: dict, p: str, t) -> tuple:
    tan[p] = bld.names.claim("t_" + p)
    bld.types[tan[p]] = t
    return tan[p], t


def _tangent_of(bld: Builder, tan: dict, v: str, t) -> str:
    """v's tangent as a value: a zero where it has none."""
    return tan.get(v) or bld.const(0.0, t)


def _tangent_names(bld: Builder, tan: dict, vs, types) -> list[str]:
    out = []
    for v, t in zip(vs, types):
        tan[v] = bld.names.claim("t_" + v)
        bld.types[tan[v]] = t
        out.append(tan[v])
    return out
