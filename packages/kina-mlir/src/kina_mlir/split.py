"""Split long functions before emission: a let-spine of more than SPLIT_ABOVE
bindings becomes a chain of calls to `<fn>__part<i>` functions of SEGMENT
bindings, each taking the values it needs and returning those used later. Elementwise fusion is quadratic
in a fused chain's length and LLVM's optimiser superlinear in a function's
size; bounded parts keep compile time linear in program size (docs/reliability.md).
The parts are marked noinline so LLVM does not glue them back together."""
from __future__ import annotations

from kina.ir import Call, Function, Program

SPLIT_ABOVE = 1000  # every hand-written program so far is far below: their code is unchanged
MAX_LIVE = 32  # values live across a cut: they become the part's parameters and results
SEGMENT = 128  # measured: 5,000 chained lets 7.5 s vs 3.6 s for 1,000; an RNN of 1,000 steps 43 s (647 s unsplit)


def split_long_functions(program: Program, segment: int = SEGMENT, above: int = SPLIT_ABOVE) -> Program:
    if all(len(f.body) <= above for f in program.functions.values()):
        return program
    functions = {}
    for name, fn in program.functions.items():
        if len(fn.body) <= above:
            functions[name] = fn
            continue
        parts, body = _split(fn, segment)
        functions.update(parts)
        functions[name] = fn.with_body(body)
    return program.with_functions(functions, f"split functions longer than {segment} bindings")


def _cut_points(fn: Function, segment: int) -> list[int]:
    """Binding indices where a new part starts: at least `segment` bindings after the last
    cut, and only where few values are live across (each becomes a parameter and a result;
    a wide data flow that never narrows is not split at all)."""
    last_use = {}
    for i, b in enumerate(fn.body):
        for a in b.args:
            last_use[a] = i
    for r in fn.results:
        last_use[r] = len(fn.body)
    dies_at = [0] * (len(fn.body) + 1)
    live = 0
    for p, _ in fn.params:
        if p in last_use:
            live += 1
            dies_at[last_use[p]] += 1
    cuts, start = [], 0
    for i, b in enumerate(fn.body):
        # `live`: values defined before binding i and used at or after it
        if i - start >= segment and live <= MAX_LIVE:
            cuts.append(i)
            start = i
        live -= dies_at[i]
        for n in b.names:
            if n in last_use:
                live += 1
                dies_at[last_use[n]] += 1
    return cuts


def _split(fn: Function, segment: int):
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
        name = f"{fn.name}__part{c}"
        parts[name] = Function(name, tuple((a, types[a]) for a in needed), tuple(chunk), tuple(out),
                               tuple(types[n] for n in out), fn.span, tuple_result=len(out) > 1, origin=f"split({fn.name})", path=fn.path)
        body.append(Call(tuple(out), tuple(needed), tuple(types[n] for n in out), chunk[0].span, name, path=chunk[0].path))
    return parts, body
