"""Split long functions before emission: a let-spine of more than SPLIT_ABOVE
bindings (or WEIGHT_ABOVE ops) becomes a chain of calls to `<fn>__part<i>` functions of
at least SEGMENT bindings, each taking the values it needs and returning those used later. Elementwise fusion is quadratic
in a fused chain's length and LLVM's optimiser superlinear in a function's
size; bounded parts keep compile time linear in program size (docs/reliability.md).
The parts are marked noinline so LLVM does not glue them back together. A `loop` or an `if` is
one binding of its spine (its operands are the outer values its blocks capture): a cut falls
before or after it. A block (a loop's body, an `if`'s branch) too long or too heavy itself is
split the same way, into parts it calls (its free values are its params: the parts take them);
before, 400-let `.tanh()` branches took 51 s, fusion quadratic in the branch."""
from __future__ import annotations

from functools import lru_cache

from kina.ir import Call, Function, NameSupply, Program, map_spines

from .mlirgen import F32_APPROXIMATIONS, Region

SPLIT_ABOVE = 1000  # every hand-written program so far is far below: their code is unchanged
MAX_INTERFACE = 96  # a part's parameters plus results
SEGMENT = 128  # parts this long keep compile time linear in program size (docs/reliability.md)
# A binding's weight is the number of scalar ops its lowering puts in a fused loop body: 1, except
# the f32 approximations of mlirgen (tanh is 83 ops). 1,000 chained f32 `.tanh()` are only 1,000
# bindings but 83,000 ops in one fused body: elementwise fusion took 17 s of a 25 s compile
# (quadratic). A function heavier than WEIGHT_ABOVE is split too, into parts of at least
# SEGMENT bindings or SEGMENT_WEIGHT ops; hand-written programs weigh far less.
WEIGHT_ABOVE = 20000
SEGMENT_WEIGHT = 4096
PART_ATTRIBUTES = "llvm.no_inline"  # on every part's func.func (emit/module.py): LLVM keeps them apart


@lru_cache(maxsize=1)
def _approx_weights() -> dict:
    """Ops per binding for the f32 approximations, counted from the code they emit."""
    class Names:  # the emitter's `fresh`, enough to count the lines an approximation emits
        names = NameSupply()

        def fresh(self, hint: str = "") -> str:
            return self.names.fresh(f"%w{hint}")
    weights = {}
    for op, approx in F32_APPROXIMATIONS.items():
        r = Region(Names())
        approx(r, "%x", "F32")
        weights[op] = len(r.lines)
    return weights


def binding_weights(fn) -> list[int]:
    """Per binding of a spine (a Function or a Block); a loop or an `if` weighs what its blocks
    hold (one copy of its body is emitted, whatever the trip count). Recursion over blocks only:
    nesting is at most MAX_BLOCK_DEPTH deep."""
    weights = _approx_weights()
    types = fn.types()
    return [1 + sum(sum(binding_weights(blk)) for blk in b.blocks) if b.blocks else
            weights.get(getattr(b, "op", None), 1) if b.names and getattr(types.get(b.names[0]), "dtype", None) == "F32" else 1
            for b in fn.body]


def _too_long(fn: Function, above: int) -> bool:
    return len(fn.body) > above or sum(binding_weights(fn)) > WEIGHT_ABOVE


def split_long_functions(program: Program, segment: int = SEGMENT, above: int = SPLIT_ABOVE) -> Program:
    if not any(_too_long(f, above) for f in program.functions.values()):
        return program
    functions, names = {}, NameSupply(program.functions)  # parts never take a name the program uses
    for name, fn in program.functions.items():
        if not _too_long(fn, above):
            functions[name] = fn
            continue

        def rewrite(spine, fn=fn):
            if not _too_long(spine, above):
                return spine
            parts, body = _split(spine, segment, names, fn)
            functions.update(parts)
            return spine.with_body(body)
        functions[name] = map_spines(fn, rewrite)
    return program.with_functions(functions, f"split functions longer than {segment} bindings")


def _cut_points(fn: Function, segment: int) -> list[int]:
    """Binding indices where a new part starts: at least `segment` bindings (or SEGMENT_WEIGHT
    ops) after the last cut, and only where the part's interface is small: the values it takes
    from before plus those it defines and that are used after it become its parameters and
    results (a struct LLVM returns through memory; codegen is superlinear in its size). Values
    live across a part but not used in it stay in the caller and cost nothing, so a reverseMode
    body whose forward values all wait for the backward pass still splits. A data flow that
    never narrows (every value used much later) is not split."""
    last_use = {}
    for i, b in enumerate(fn.body):
        for a in b.args:
            last_use[a] = i
    for r in fn.results:
        last_use[r] = len(fn.body)
    weights = binding_weights(fn)
    cuts, start, weight = [], 0, 0
    defined, inputs = set(), set()
    outputs, expires = 0, {}  # values defined in the part and used at or after binding i
    for i, b in enumerate(fn.body):
        if (i - start >= segment or weight >= SEGMENT_WEIGHT) and len(inputs) + outputs <= MAX_INTERFACE:
            cuts.append(i)
            start, weight = i, 0
            defined, inputs, outputs, expires = set(), set(), 0, {}
        weight += weights[i]
        for a in b.args:
            if a not in defined:
                inputs.add(a)
        outputs -= expires.pop(i, 0)
        for n in b.names:
            defined.add(n)
            if last_use.get(n, -1) > i:
                outputs += 1
                expires[last_use[n]] = expires.get(last_use[n], 0) + 1
    return cuts


def _split(fn, segment: int, names: NameSupply, owner: Function):
    """fn: a spine of `owner` (its body or a block: a block's free values are its params)."""
    types = fn.types()
    bounds = [0, *_cut_points(fn, segment), len(fn.body)]
    chunks = [fn.body[a:b] for a, b in zip(bounds, bounds[1:])]
    if len(chunks) == 1:
        return {}, list(fn.body)
    # the last chunk that uses each value, to know which values a part must return
    last_use = {}
    for c, chunk in enumerate(chunks):
        for b in chunk:
            for a in b.args:
                last_use[a] = c
    for r in fn.results:
        last_use[r] = len(chunks)
    parts, body = {}, []
    for c, chunk in enumerate(chunks):
        defined = {n for b in chunk for n in b.names}
        needed = []
        for b in chunk:
            for a in b.args:
                if a not in defined and a not in needed:
                    needed.append(a)
        out = [n for b in chunk for n in b.names if last_use.get(n, -1) > c]
        if not out:
            continue  # dead code: nothing leaves this part
        name = names.claim(f"{owner.name}__part{c}")
        parts[name] = Function(name, tuple((a, types[a]) for a in needed), tuple(chunk), tuple(out), tuple(types[n] for n in out),
                               owner.span, tuple_result=len(out) > 1, origin=f"split({owner.name})", path=owner.path)
        body.append(Call(tuple(out), tuple(needed), tuple(types[n] for n in out), chunk[0].span, name, path=chunk[0].path))
    return parts, body
