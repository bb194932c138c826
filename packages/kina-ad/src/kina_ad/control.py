"""Reverse mode through `loop` and `if` (§C3), as JAX's scan and cond transposes do it.

Loop. The reverse of `loop (c = init) for t < T { body }` is one loop over T iterations whose
block reads t = T-1-i, carries the cotangents of the (active) carries and an accumulator for
each active captured value, and runs the body's reverse sweep. What that sweep reads of the
forward block is sorted out after it is built (the block's free names):
  - the index: recomputed as T-1-i under its own name;
  - a captured value: captured again, from the same outer value (after kina_ad.hoist, every
    loop-invariant value is a capture, so nothing invariant is stacked);
  - a constant: copied;
  - anything else (a carry's value, a value computed in the body): a residual, which the forward
    loop also outputs, stacked [T, …], and the reverse block reads with `index(t)` under its own
    name. The cotangents of the stacked outputs are read with `index(t)` too.
A captured value's cotangent starts as its accumulator, so a read of it at one position
(`xs.index(t)`) adds into one slice of the accumulator (kina_ad.sweep), never a full-size add.

If. Each branch is reversed on its own; the forward `if` also returns the taken branch's
residuals and zeros for the other's, and the reverse is an `if` on the same condition (a
residual itself when the `if` sits in a loop) whose branches are the two reverse sweeps.

Blocks are isolated from above (kina.ir), so each block has its own names: a reverse block
shares its forward block's NameSupply, and the forward names it reads keep their names there."""
from __future__ import annotations

from dataclasses import replace

from kina.ir import Bind, Block, Call, Const, If, Loop, NameSupply
from kina.ops.elementwise import sub, to
from kina.ops.gather import take
from kina.ops.indexing import index
from kina.types import TensorType

from .activity import Activity
from .builder import Builder
from .hoist import hoist_out, names_of
from .remat import reverse_call
from .sweep import Spine

INDEX = TensorType("I64", ())


class ReverseAD:
    """The reverse of one function: its VJP table and the activity answers, shared by all spines."""

    def __init__(self, vjps, inline_call=None):
        self.vjps = vjps
        self.activity = Activity()
        # (call, names) -> (bindings, results): a checkpointed call's callee inlined (§C6)
        self.inline_call = inline_call

    def call(self, sp: Spine, b: Call) -> None:
        reverse_call(self, sp, b)

    def loop(self, sp: Spine, b: Loop) -> list:
        k, blk, outer = b.n_carries, b.block, sp.bld
        carries, inner_active = self.activity.loop(b, sp.active)
        carries = sorted(carries)
        g_final = {j: sp.cots.get(b.names[j]) for j in carries}
        g_out = {m: sp.cots[n] for m, n in enumerate(b.names[k:]) if n in sp.cots and n in sp.active}
        if all(g is None for g in g_final.values()) and not g_out:
            return [b]
        names = NameSupply(names_of(blk))
        rb = _builder(blk, names, b)
        inner = Spine(self, rb, inner_active)
        t = b.index
        i = _fresh(rb, "i", INDEX)
        g_carry = {j: _fresh(rb, "g_" + b.carries[j][0] + "_", b.carries[j][1]) for j in carries}
        caps = [c for c, (_, ty) in enumerate(b.captured_params) if ty.is_float and b.captures[c] in sp.active]
        accs = {c: _fresh(rb, "acc_" + b.captured_params[c][0] + "_", b.captured_params[c][1]) for c in caps}
        for c, acc in accs.items():
            inner.cots[b.captured_params[c][0]] = acc
        for j in carries:
            if blk.results[j] in inner_active:
                inner.accumulate(blk.results[j], g_carry[j])
        g_stacked = {}
        for m, g in g_out.items():
            g_stacked[m] = _fresh(rb, "gs", outer.type(g))
            inner.accumulate(blk.results[k + m], _read_at(rb, g_stacked[m], t))
        forward_body = inner.run(blk.body)
        rb.span, rb.path = b.span, b.path
        used = [c for c in caps if inner.cots[b.captured_params[c][0]] != accs[c]]
        results = [inner.cots.get(b.carries[j][0]) or rb.const(0.0, b.carries[j][1]) for j in carries]
        results += [inner.cots[b.captured_params[c][0]] for c in used]
        if not any(b.inits[j] in sp.active for j in carries) and not used:
            return [b]  # cotangents flow through the carries but reach nothing outside

        body = live(rb.body, results)
        own = [i, *g_carry.values(), *(accs[c] for c in used), *g_stacked.values()]
        fwd = {n: x for x in forward_body for n in x.names}
        cap_of = {p: c for c, (p, _) in enumerate(b.captured_params)}
        prelude = _builder(blk, names, b, types=rb.types)
        residuals, captured, reread = [], [], []
        for v in free_names(body, results, own):
            if v == t:
                continue
            x = fwd.get(v)
            if v in cap_of:
                captured.append(v)
            elif isinstance(x, Const):
                prelude.body.append(x)
            elif isinstance(x, Bind) and x.op in (index, take) and all(a == t or a in cap_of for a in x.args):
                reread.append(x)  # a slice of a captured value at t (xs.index(t)): read it again, store nothing
                captured += [a for a in x.args if a in cap_of and a not in captured]
            else:
                residuals.append(v)
        if residuals or reread or t in free_names(body, results, own):
            prelude.bind(t, sub, prelude.const(b.trip - 1, INDEX), i)
        stacked = {}
        for v in residuals:
            stacked[v] = _fresh(rb, "saved_" + v + "_", _stack(rb.type(v), b.trip))
            _read_at(prelude, stacked[v], t, out=v)
        prelude.body += reread

        # the forward loop, also giving its residuals
        outer.span, outer.path = b.span, b.path
        saved = [_saved_name(outer, v) for v in residuals]
        saved_types = [rb.type(stacked[v]) for v in residuals]
        outer.types.update(zip(saved, saved_types))
        forward = replace(b, names=b.names + tuple(saved), types=b.types + tuple(saved_types),
                          block=blk.with_body(forward_body, blk.results + tuple(residuals)))

        # the reverse loop
        inits = [g_final[j] or outer.const(0.0, b.carries[j][1]) for j in carries]
        inits += [outer.const(0.0, b.captured_params[c][1]) for c in used]
        args = inits + saved + [b.captures[cap_of[v]] for v in captured] + [g_out[m] for m in g_stacked]
        params = [(i, INDEX)] + [(p, rb.type(p)) for p in own[1:1 + len(inits)]]
        params += [(stacked[v], rb.type(stacked[v])) for v in residuals] + [(v, rb.type(v)) for v in captured]
        params += [(g_stacked[m], rb.type(g_stacked[m])) for m in g_stacked]
        out_types = [outer.type(a) for a in inits]
        outs = [outer.names.fresh("g") for _ in inits]
        outer.types.update(zip(outs, out_types))
        reverse = Loop(tuple(outs), tuple(args), tuple(out_types), b.span, trip=b.trip, n_carries=len(inits),
                       block=Block(params, prelude.body + body, results), path=b.path)
        moved, reverse = hoist_out(reverse, outer.names)  # transposed weights: once, before the loop
        for x in moved:
            outer.types.update(zip(x.names, x.types))
        outer.body += moved + [reverse]
        for j, o in zip(carries, outs):
            if b.inits[j] in sp.active:
                sp.accumulate(b.inits[j], o)
        for c, o in zip(used, outs[len(carries):]):
            sp.accumulate(b.captures[c], o)
        return [forward]

    def if_(self, sp: Spine, b: If) -> list:
        outer = sp.bld
        actives = self.activity.if_(b, sp.active)
        res = [r for r, n in enumerate(b.names) if n in sp.cots and n in sp.active]
        caps = [c for c, (_, ty) in enumerate(b.then_block.params) if ty.is_float and b.captures[c] in sp.active]
        if not res or not caps:
            return [b]
        built = []
        for blk, active in zip(b.blocks, actives):
            names = NameSupply(names_of(blk))
            rb = _builder(blk, names, b)
            inner = Spine(self, rb, active)
            g = {r: _fresh(rb, "g", b.types[r]) for r in res}
            for r in res:
                if blk.results[r] in active:
                    inner.accumulate(blk.results[r], g[r])
            built.append((blk, names, rb, inner, g, inner.run(blk.body)))
        cot_caps = [c for c in caps if any(blk.params[c][0] in inner.cots for blk, _, _, inner, _, _ in built)]
        if not cot_caps:
            return [b]

        branches, used = [], set()
        for blk, names, rb, inner, g, forward_body in built:
            rb.span, rb.path = b.span, b.path
            results = [inner.cots.get(blk.params[c][0]) or rb.const(0.0, blk.params[c][1]) for c in cot_caps]
            body = live(rb.body, results)
            fwd = {n: x for x in forward_body for n in x.names}
            cap_of = {p: c for c, (p, _) in enumerate(blk.params)}
            prelude, residuals = [], []
            for v in free_names(body, results, g.values()):
                if v in cap_of:
                    used.add(cap_of[v])
                elif isinstance(fwd.get(v), Const):
                    prelude.append(fwd[v])
                else:
                    residuals.append(v)
            branches.append((blk, names, rb, g, forward_body, prelude + body, results, residuals))
        used = sorted(used)

        # the forward `if`: each branch gives its residuals, zeros in the other's places
        outer.span, outer.path = b.span, b.path
        res_types = [[rb.type(v) for v in residuals] for _, _, rb, _, _, _, _, residuals in branches]
        saved = [[_saved_name(outer, v) for v in br[7]] for br in branches]
        all_types = res_types[0] + res_types[1]
        outer.types.update(zip(saved[0] + saved[1], all_types))
        forward_blocks = []
        for side, (blk, names, rb, _, forward_body, _, _, residuals) in enumerate(branches):
            zeros = [Const((names.fresh("zero"),), (), (ty,), b.span, 0.0 if ty.is_float else 0, path=b.path)
                     for ty in res_types[1 - side]]
            extra = [*residuals, *(z.names[0] for z in zeros)] if side == 0 else [*(z.names[0] for z in zeros), *residuals]
            forward_blocks.append(blk.with_body(list(forward_body) + zeros, blk.results + tuple(extra)))
        forward = replace(b, names=b.names + tuple(saved[0] + saved[1]), types=b.types + tuple(all_types),
                          then_block=forward_blocks[0], else_block=forward_blocks[1])

        # the reverse `if`, on the same condition
        args = [b.cond, *saved[0], *saved[1], *(b.captures[c] for c in used), *(sp.cots[b.names[r]] for r in res)]
        reverse_blocks = []
        for side, (blk, names, rb, g, _, body, results, residuals) in enumerate(branches):
            own = [(v, rb.type(v)) for v in residuals]
            other = [(names.fresh("unused"), ty) for ty in res_types[1 - side]]
            params = own + other if side == 0 else other + own
            params += [blk.params[c] for c in used] + [(g[r], b.types[r]) for r in res]
            reverse_blocks.append(Block(params, body, results))
        out_types = [b.then_block.params[c][1] for c in cot_caps]
        outs = [outer.names.fresh("g") for _ in cot_caps]
        outer.types.update(zip(outs, out_types))
        outer.body.append(If(tuple(outs), tuple(args), tuple(out_types), b.span, then_block=reverse_blocks[0],
                             else_block=reverse_blocks[1], path=b.path))
        for c, o in zip(cot_caps, outs):
            sp.accumulate(b.captures[c], o)
        return [forward]


def _builder(blk: Block, names: NameSupply, b, types=None) -> Builder:
    bld = Builder(blk.types() if types is None else {}, names)
    if types is not None:
        bld.types = types  # the prelude and the body of one reverse block share their types
    bld.span, bld.path = b.span, b.path
    return bld


def _fresh(bld: Builder, hint: str, t: TensorType) -> str:
    n = bld.names.fresh(hint)
    bld.types[n] = t
    return n


def _saved_name(bld: Builder, v: str) -> str:
    """`h_saved` for the residual `h` (once, however deep the nesting: not `h_saved_saved`)."""
    root = v[:v.index("_saved")] if "_saved" in v else v
    return bld.names.claim(root + "_saved")


def _stack(t: TensorType, trip: int) -> TensorType:
    return t.with_(shape=(trip,) + tuple(t.shape))


def _read_at(bld: Builder, stacked: str, t: str, out: str | None = None) -> str:
    """stacked[t]: one iteration's value (the index moves to the stacked tensor's placement)."""
    p = bld.type(stacked).placement
    if bld.type(t).placement != p:
        t = bld.op(to, t, placement=p)
    return bld.op(index, stacked, t, axis=0) if out is None else bld.bind(out, index, stacked, t, axis=0)


def live(body, results) -> list:
    """The bindings of `body` that `results` depend on (every op is pure)."""
    needed, kept = set(results), []
    for x in reversed(body):
        if any(n in needed for n in x.names):
            kept.append(x)
            needed.update(x.args)
    return kept[::-1]


def free_names(body, results, params) -> list[str]:
    """The names `body` and `results` read that neither `params` nor `body` define, in order."""
    defined, seen = set(params), []
    for x in body:
        for a in x.args:
            if a not in defined and a not in seen:
                seen.append(a)
        defined.update(x.names)
    seen += [r for r in results if r not in defined and r not in seen]
    return seen
