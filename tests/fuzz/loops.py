"""Random programs with `loop` and `if` (spec §C0–§C2), their mutants, and programs with one
known defect in a loop or an `if` (hypothesis strategies).

`loop_programs()` extends programs.py's generator: every op of `Builder` may stand inside a
block, and blocks nest (loops in loops, ifs in loops, loops in branches, up to `MAX_DEPTH`),
so calls and `handle … with reverseMode` of helpers that themselves loop occur too. A loop has
1–3 carries of any type and placement (sometimes an `I64` counter `c + 1`, sometimes a name
that shadows an outer value), 0–2 stacked outputs and a trip count of 1–7; a carry's new value
is sometimes `c.update_index(v, pos, axis=k)`. An `if` tests a `Bool[]` computed from data (a
reduced comparison), from the loop index or counter, or a `Bool` value of the program; its
branches give one type or a tuple, and sometimes one branch is a bare literal.

Index positions are always in range: the loop index `t` and counters are known to lie in
[0, trip) (`E.ibound`), `{d-1} - t` and `x.mod(d)` of any `I64[]` (a computed position from
data) lie in [0, d), and parameters used as positions are passed to `@main`, where the host
boundary checks them (analyses.index_checks sees through calls, loops and `to`: a position on
@device is the parameter moved there). An `if` branch adds no index
parameter (`NoIndexParam`): the host checks only what every branch reads.

`generic_loop_programs()` draws generic functions whose trip count is a size (`T`, `T - 1`,
`T + 1`, `2 * T`), called with inferred or explicit sizes or through reverseMode;
`all_loop_programs()` mixes both families.

`defective_programs()` draws a program with exactly one error of a kind in `DEFECTS` (a wrong
carry type, a non-`Bool[]` condition, mismatched branches, a keyword as a name, a trip count
of 0, a generic trip count that specialises to 0, …): it must get a located diagnostic and must
not be accepted."""
from __future__ import annotations

import re

from hypothesis import strategies as st

from .programs import ATOM, MAX_VOLUME, SUM, Builder, E, Fn, Program, Ty, atom, at_least, drop, literal_for, token_mutants

LOOSE = -1  # the precedence of `loop` / `if`: as an operand they need parentheses
MAX_DEPTH = 3
TRIPS = (1, 1, 2, 3, 3, 4, 5, 7)
INDEX = Ty("I64", ())
KEYWORDS = ("loop", "for", "if", "else")
NAME = re.compile(r"\b[A-Za-z_]\w*\b")

# builder-level defects (injected at the first loop / if / index the program makes) and text-level ones
DEFECTS = ("carry-type", "carry-count", "literal-carry", "dup-carry", "carry-is-index", "unparenthesised", "tuple-operand",
           "scope-leak", "cond-type", "branch-type", "branch-arity", "both-literal", "index-position", "index-axis",
           "update-value", "keyword-name", "trip-count", "generic-trip")
LOOP_DEFECTS = {"carry-type", "carry-count", "literal-carry", "dup-carry", "carry-is-index", "unparenthesised", "tuple-operand",
                "scope-leak"}
TEXT_DEFECTS = {"keyword-name", "trip-count", "generic-trip"}
IF_DEFECTS = {"cond-type", "branch-type", "branch-arity", "both-literal"}
INDEX_DEFECTS = {"index-position", "index-axis", "update-value"}
BAD_TRIPS = ("0", "-1", "-0", str(2**63), str(2**64), "1" + "0" * 30, "x0", "a0", "T", "t", "1.5", "(2)")


class NoIndexParam(Exception):
    """An `if` branch asked for a new index parameter: the op is dropped (see the module doc)."""


def indent(lines: list[str], tail: str) -> str:
    return "\n".join("  " + line.replace("\n", "\n  ") for line in lines + [tail])


class FlowBuilder(Builder):
    OPS = Builder.OPS + ("op_loop", "op_loop", "op_loop", "op_if", "op_if", "op_index", "op_update_index")

    def __init__(self, draw, name, helpers, is_main, features, max_volume=MAX_VOLUME, *, parent=None, in_if=False,
                 defect=None):
        super().__init__(draw, name, helpers, is_main, features, max_volume)
        self.parent = parent
        self.root = parent.root if parent is not None else self
        self.depth = parent.depth + 1 if parent is not None else 0
        self.in_if = in_if or (parent is not None and parent.in_if)
        self.defect, self.injected = defect, None  # used on the root only
        self.flow: set = set()  # texts of pool values that a loop or an if gave
        if parent is not None:
            self.prefix, self.placements, self.counter = parent.prefix, parent.placements, 0

    # names and parameters are the function's (the root's), whatever block asks for them
    def fresh(self, stem="v") -> str:
        if self.root is not self:
            return self.root.fresh(stem)
        return super().fresh(stem)

    def add_param(self, ty: Ty) -> E:
        if self.root is self:
            return super().add_param(ty)
        if self.in_if:
            raise NoIndexParam
        e = self.root.add_param(ty)
        self.pool.append(e)
        return e

    def index_param(self, ty: Ty) -> E:
        if self.in_if:
            raise NoIndexParam
        e = self.pick(lambda e: e.param and e.ty == ty)
        if e is None or self.draw(st.booleans()):
            e = self.add_param(ty)
        self.root.index_params.add(e.text)
        return e

    def step(self) -> None:
        r, claimed, n_lines = self.root, self.root.injected, len(self.lines)
        try:
            e = getattr(self, self.draw(st.sampled_from(self.OPS)))()
        except NoIndexParam:
            e = None
        if e is not None and e.ty.size <= self.max_volume and len(e.text) < 4000:
            self.keep(e, bind=r.injected != claimed)
        elif r.injected != claimed and len(self.lines) == n_lines:
            r.injected = None  # the defect's site was dropped: still owed

    def wants(self, kinds) -> str | None:
        """The defect to inject here, if the program still owes one of `kinds` (claimed at once)."""
        r = self.root
        if r.defect in kinds and r.injected is None:
            r.injected = r.defect
            return r.defect
        return None

    def child(self, bound: dict, in_if=False) -> "FlowBuilder":
        """A block: it sees the values in scope here except those that mention a name it rebinds."""
        c = FlowBuilder(self.draw, self.name, self.helpers, self.is_main, self.features, self.max_volume, parent=self, in_if=in_if)
        shadowed = set(bound)
        c.pool = [e for e in self.pool if not (set(NAME.findall(e.text)) & shadowed) and not (c.in_if and self.reads_index(e))]
        c.pool += list(bound.values())
        return c

    def reads_index(self, e: E) -> bool:
        """e is an expression (not a name) that uses an index parameter: inside a branch, that use would
        be the only one, which the host does not check."""
        return not NAME.fullmatch(e.text) and bool(set(NAME.findall(e.text)) & self.root.index_params)

    def keep(self, e: E, bind=False) -> E:
        """As Builder.keep; `bind`: let-bound for sure (a defect's site must not stay inline, unused)."""
        flow = e.prec == LOOSE or e.text in self.flow
        if bind:
            name = self.fresh()
            self.lines.append(f"let {name} = {e.text} in")
            out = E(name, e.ty, ATOM, ibound=e.ibound)
            self.pool.append(out)
        else:
            out = super().keep(e)
        if flow:
            self.flow.add(out.text)
        return out

    def results(self) -> list[E]:
        """The function's results include a loop's or an if's value, when it has one (else DCE may drop them all)."""
        results = super().results()
        flow = [e for e in self.pool if e.text in self.flow]
        if flow and not any(r.text in self.flow for r in results):
            results[0] = self.draw(st.sampled_from(flow))
        return results

    def recent(self, ty: Ty, before: int) -> E:
        """A value of type ty for a block's tail, often from what the block computed last (pool beyond `before`)."""
        if len(self.pool) > before and self.draw(st.booleans()):
            return self.coerce(self.pool[-1], ty)
        return self.value_of(ty)[0]

    def close(self, block: "FlowBuilder") -> None:
        self.has_handle |= block.has_handle

    def plain_names(self) -> list[str]:
        return [e.text for e in self.pool if NAME.fullmatch(e.text) and e.text != "main"]

    def bind_results(self, text: str, types: list[Ty], ibounds=None) -> E | None:
        """A one-value loop/if is an expression (LOOSE: parenthesised as an operand); a tuple is let-bound."""
        ibounds = ibounds or [0] * len(types)
        if len(types) == 1:
            return E(text, types[0], LOOSE, ibound=ibounds[0])
        names = [self.fresh("r") for _ in types]
        self.lines.append(f"let ({', '.join(names)}) = {text} in")
        for n, t, b in zip(names, types, ibounds):
            self.pool.append(E(n, t, ATOM, ibound=b))
            self.flow.add(n)
        return None

    # positions ----------------------------------------------------------------------
    def position(self, d: int, placement="host") -> E:
        """An `I64[]` position in [0, d) on `placement`."""
        draw = self.draw
        known = [e for e in self.pool if e.ty == INDEX and 0 < e.ibound <= d]
        how = draw(st.integers(0, 5))
        if known and how <= 2:
            e = draw(st.sampled_from(known))
            if how == 1 and e.ibound == d:
                e = E(f"{d - 1} - {at_least(e, SUM + 1)}", INDEX, SUM)
                self.features.add("position-reversed")
            self.features.add("position-index")
        elif how <= 4 or self.in_if:  # computed from data: any I64[] taken mod d
            src = self.pick(lambda e: e.ty.numeric)
            src = self.coerce(src, INDEX) if src is not None else E("full(shape=[], value=3, dtype=I64)", INDEX)
            if how == 4 and known:
                src = E(f"{at_least(src, SUM)} + {draw(st.sampled_from(known)).text}", INDEX, SUM)
            e = self.method(src, f"mod({d})", INDEX)
            self.features.add("position-computed")
        else:
            e = self.index_param(INDEX)
            self.features.add("position-param")
        if placement != "host":
            e = self.method(e, f"to(@{placement})", e.ty.with_(placement=placement))
        return e

    # index / update_index -----------------------------------------------------------
    def op_index(self, force=False):
        draw = self.draw
        x = self.pick(lambda e: e.ty.rank >= 1)
        if x is None and force:
            x = E("iota(shape=[3, 2], axis=1, dtype=F32)", Ty("F32", (3, 2)))
        if x is None:
            return None
        axis = draw(st.integers(-x.ty.rank, x.ty.rank - 1))
        k = axis % x.ty.rank
        defect = self.wants(INDEX_DEFECTS - {"update-value"})
        if defect == "index-axis":
            axis = draw(st.sampled_from([x.ty.rank, -x.ty.rank - 1, x.ty.rank + 3]))
        pos = self.position(x.ty.shape[k], x.ty.placement) if defect != "index-position" else self.bad_position(x.ty)
        self.features.add("index")
        return self.method(x, f"index({pos.text}, axis={axis})", x.ty.with_(shape=drop(x.ty.shape, k)))

    def bad_position(self, xty: Ty) -> E:
        draw = self.draw
        bad = draw(st.sampled_from([Ty("I32", ()), Ty("F32", ()), Ty("Bool", ()), Ty("I64", (1,)), Ty("I64", (2, 1)),
                                    Ty("I64", (), "device" if xty.placement == "host" else "host")]))
        src = self.pick(lambda e: e.ty.numeric) or E("full(shape=[], value=1, dtype=I64)", INDEX)
        return self.coerce(src, bad)

    def op_update_index(self, force=False):
        draw = self.draw
        x = self.pick(lambda e: e.ty.rank >= 1)
        if x is None and force:
            x = E("full(shape=[2, 3], value=-3, dtype=I64)", Ty("I64", (2, 3)))
        if x is None:
            return None
        axis = draw(st.integers(-x.ty.rank, x.ty.rank - 1))
        k = axis % x.ty.rank
        want = x.ty.with_(shape=drop(x.ty.shape, k))
        if self.wants({"update-value"}):
            v, _ = self.value_of(self.wrong_type(want))
        else:
            v, _ = self.value_of(want)
        pos = self.position(x.ty.shape[k], x.ty.placement)
        self.features.add("update_index")
        return self.method(x, f"update_index({v.text}, {pos.text}, axis={axis})", x.ty)

    def wrong_type(self, ty: Ty) -> Ty:
        """A type that differs from ty (dtype, shape or placement)."""
        draw = self.draw
        how = draw(st.sampled_from(["dtype", "shape", "placement"]))
        if how == "dtype":
            return ty.with_(dtype=draw(st.sampled_from([d for d in ("F32", "F64", "I32", "I64", "Bool") if d != ty.dtype])))
        if how == "placement":
            return ty.with_(placement="device" if ty.placement == "host" else "host")
        shape = draw(st.sampled_from([s for s in ((), (1,), (2,), (3, 1), (2, 2), ty.shape + (1,), (1,) + ty.shape) if s != ty.shape]))
        return ty.with_(shape=shape)

    # loop ---------------------------------------------------------------------------
    def op_loop(self, force=False):
        draw = self.draw
        if self.depth >= MAX_DEPTH and not force:
            return None
        defect = self.wants(LOOP_DEFECTS)
        trip = draw(st.sampled_from(TRIPS))
        k = draw(st.integers(2 if defect in ("carry-count", "dup-carry") else 1, 3))
        index = self.fresh("t")
        carries = []  # (name, init text, type, is counter)
        used = {index}
        for _ in range(k):
            counter = draw(st.integers(0, 3)) == 0
            if counter:
                init, ty = "full(shape=[], value=0, dtype=I64)", INDEX
            else:
                e = self.pick()
                init, ty = e.text, e.ty
            shadow = [n for n in self.plain_names() if n not in used]
            name = draw(st.sampled_from(shadow)) if shadow and draw(st.integers(0, 4)) == 0 else self.fresh("c")
            used.add(name)
            carries.append([name, init, ty, counter])
        if defect == "literal-carry":
            carries[0][1] = draw(st.sampled_from(["0.0", "1", "-2", "0.5"]))
        bound = {n: E(n, ty, ATOM, ibound=trip if counter else 0) for n, _, ty, counter in carries}
        bound[index] = E(index, INDEX, ATOM, ibound=trip)
        block = self.child(bound)
        before = len(block.pool)
        block.steps(draw(st.integers(0, 5)))
        news = []
        for j, (name, _, ty, counter) in enumerate(carries):
            if counter:
                new = E(f"{name} + 1" if draw(st.booleans()) else f"1 + {name}", ty, SUM)
            elif ty.rank >= 1 and draw(st.integers(0, 2)) == 0:  # the decode-loop pattern
                ax = draw(st.integers(0, ty.rank - 1))
                v, _ = block.value_of(ty.with_(shape=drop(ty.shape, ax)))
                pos = block.position(ty.shape[ax], ty.placement)
                new = E(f"{name}.update_index({v.text}, {pos.text}, axis={ax})", ty, ATOM)
                self.features.add("update_index-carry")
            else:
                new = block.recent(ty, before)
            if defect == "carry-type" and j == 0:
                new = block.coerce(new, block.wrong_type(ty))
            news.append(new)
        outputs = [block.pick(lambda e: e.ty.size * trip <= self.max_volume) for _ in range(draw(st.integers(0, 2)))]
        outputs = [o for o in outputs if o is not None]
        if defect == "carry-count":
            outputs = []
            news = news[:-1]
        if defect == "tuple-operand" and len(news) + len(outputs) == 1:
            outputs = [news[0]]
        if defect == "dup-carry":
            carries[1][0] = carries[0][0]
        if defect == "carry-is-index":
            carries[0][0] = index
        items = news + outputs
        tail = items[0].text if len(items) == 1 else "(" + ", ".join(e.text for e in items) + ")"
        header = ", ".join(f"{n} = {init}" for n, init, _, _ in carries)
        text = f"loop ({header}) for {index} < {trip} {{\n{indent(block.lines, tail)}\n}}"
        self.close(block)
        self.features.update({"loop", f"loop-carries-{k}"} | ({"loop-outputs"} if outputs else set())
                             | ({"loop-counter"} if any(c[3] for c in carries) else set()) | ({"nested-loop"} if self.depth else set()))
        types = [ty for _, _, ty, _ in carries] + [o.ty.with_(shape=(trip,) + o.ty.shape) for o in outputs]
        ibounds = [trip + 1 if counter else 0 for *_, counter in carries] + [0] * len(outputs)
        if defect == "unparenthesised":
            other = self.pick(lambda e: e.ty.numeric) or E("x0", Ty("F32", ()))
            self.lines.append(f"let {self.fresh()} = {atom(other)} {draw(st.sampled_from(['+', '*', '-']))} {text} in")
            return None
        if defect == "tuple-operand":  # a tuple-valued loop used as an operand
            self.lines.append(f"let {self.fresh()} = ({text}){draw(st.sampled_from(['.exp()', '.reduce_sum(axes=[0])', ' + 1.0']))} in")
            return None
        if defect == "scope-leak":  # the index (a fresh name) used after its loop
            self.lines.append(f"let {self.fresh()} = {index} in")
        return self.bind_results(text, types, ibounds)

    # if -----------------------------------------------------------------------------
    def condition(self) -> E:
        draw = self.draw
        known = [e for e in self.pool if e.ty == INDEX and e.ibound > 0]
        how = draw(st.integers(0, 5))
        if known and how <= 1:
            e = draw(st.sampled_from(known))
            self.features.add("if-on-index")
            if how == 0:
                return E(f"{at_least(e, SUM)} {draw(st.sampled_from(['<', '>=', '==', '!=']))} {draw(st.integers(0, e.ibound))}",
                         Ty("Bool", ()), SUM - 1)
            return E(f"{atom(e)}.mod(2) == 0", Ty("Bool", ()), SUM - 1)
        bools = [e for e in self.pool if e.ty.dtype == "Bool"]
        if bools and how == 2:
            self.features.add("if-on-bool")
            return self.coerce(draw(st.sampled_from(bools)), Ty("Bool", ()))
        a = self.pick(lambda e: e.ty.numeric) or self.pick()
        s = self.coerce(a, a.ty.with_(shape=(), placement="host") if a.ty.numeric else Ty("F32", ()))
        lit = literal_for(draw, s.ty) or "0"
        self.features.add("if-on-data")
        return E(f"{at_least(s, SUM)} {draw(st.sampled_from(['<', '<=', '>', '>=', '==', '!=']))} {lit}", Ty("Bool", ()), SUM - 1)

    def op_if(self, force=False):
        draw = self.draw
        if self.depth >= MAX_DEPTH and not force:
            return None
        defect = self.wants(IF_DEFECTS)
        if defect == "cond-type":
            src = self.pick()
            bad = draw(st.sampled_from([Ty("I64", ()), Ty("F32", ()), Ty("I32", ()), Ty("Bool", (1,)), Ty("Bool", (2, 3)),
                                        Ty("Bool", (), "device")]))
            cond = self.coerce(src, bad)
        else:
            cond = self.condition()
        n = draw(st.integers(1, 2))
        types = []
        for _ in range(n):
            e = self.pick()
            types.append(e.ty)
        literal_side = None
        if defect == "both-literal" or (defect is None and n == 1 and types[0].numeric and draw(st.integers(0, 4)) == 0):
            if not types[0].numeric or n != 1:
                types = [Ty("F32", ())]
            literal_side = draw(st.sampled_from(["then", "else"]))
        bodies = []
        for side in ("then", "else"):
            b = self.child({}, in_if=True)
            before = len(b.pool)
            if side != literal_side and defect != "both-literal":  # (a literal branch is bare: `{ 1 }`, not `{ let … in 1 }`)
                b.steps(draw(st.integers(0, 3)))
            want = list(types)
            if side == "else" and defect == "branch-type":
                j = draw(st.integers(0, n - 1))
                want[j] = b.wrong_type(want[j])
            if side == "else" and defect == "branch-arity":
                want = want + [b.pick().ty] if draw(st.booleans()) or n == 1 else want[:-1]
            if side == literal_side or defect == "both-literal":
                tail = literal_for(draw, types[0]) or "1"
            else:
                vals = [b.recent(t, before) for t in want]
                tail = vals[0].text if len(vals) == 1 else "(" + ", ".join(v.text for v in vals) + ")"
            bodies.append(indent(b.lines, tail))
            self.close(b)
        text = f"if {cond.text} {{\n{bodies[0]}\n}} else {{\n{bodies[1]}\n}}"
        self.features.update({"if", f"if-results-{n}"} | ({"if-literal-branch"} if literal_side else set())
                             | ({"if-in-block"} if self.depth else set()))
        return self.bind_results(text, types)

    # the function -------------------------------------------------------------------
    def build(self, n_params, steps, params=None, force=False) -> Fn:
        """The function; with `force` (or a defect still owed) it gets a loop or an `if` at the end."""
        self.start(n_params, params)
        self.steps(steps)
        if self.is_main and self.helpers and self.draw(st.integers(0, 3)):
            e = self.op_call(self.helpers[-1])  # (else the helpers' loops are often dead code)
            if e is not None:
                self.keep(e)
        owed = self.defect if self.defect and self.injected is None and self.defect not in TEXT_DEFECTS else None
        if force or owed:
            op = (self.op_if if owed in IF_DEFECTS else self.op_update_index if owed == "update-value"
                  else self.op_index if owed in INDEX_DEFECTS else self.op_loop if owed
                  else self.draw(st.sampled_from([self.op_loop, self.op_loop, self.op_if])))
            for _ in range(4):  # op_index gives up without a tensor of rank >= 1: then add steps
                e = op(force=True)
                if e is not None:
                    self.keep(e, bind=owed is not None)
                if self.injected if owed else {"loop", "if"} & self.features:
                    break
                self.steps(2)
        return self.finish()


def _program(draw, max_helpers, max_steps, max_volume, defect=None) -> Program:
    features: set = set()
    helpers: list[Fn] = []
    for i in range(draw(st.integers(0, max_helpers))):
        b = FlowBuilder(draw, f"h{i}", list(helpers), False, features, max_volume)
        helpers.append(b.build(draw(st.integers(1, 3)), draw(st.integers(1, max_steps))))
    main = FlowBuilder(draw, "main", helpers, True, features, max_volume, defect=defect)
    fn = main.build(draw(st.integers(1, 3)), draw(st.integers(1, max_steps)), force=not ({"loop", "if"} & features))
    prog = Program("".join(h.text for h in helpers) + fn.text, frozenset(features), helpers + [fn])
    prog.defect = main.injected if defect else None
    return prog


@st.composite
def loop_programs(draw, max_helpers=2, max_steps=7, max_volume=MAX_VOLUME) -> Program:
    """A well-typed program with at least one `loop` or `if` (the checker must accept it, the runs succeed)."""
    return _program(draw, max_helpers, max_steps, max_volume)


TRIP = re.compile(r"(?<= for )(\w+) < (\w+)(?= \{)")
BINDERS = re.compile(r"\blet (\w+) =|\blet \(([\w, ]+)\) =|(?<=[(,] )(\w+)(?= = )|\((\w+): tensor|, (\w+): tensor| for (\w+) < |\blet (\w+) = fn")


@st.composite
def defective_programs(draw, defect=None) -> tuple[str, str]:
    """(defect kind, source): a program with one error in a loop, an `if`, an index or a name."""
    kind = defect or draw(st.sampled_from(DEFECTS))
    if kind == "generic-trip":
        return kind, draw(generic_loop_programs(defect=True))[1]
    if kind in ("keyword-name", "trip-count"):
        prog = _program(draw, 1, 5, MAX_VOLUME)
        text = prog.text
        if kind == "trip-count":
            hits = list(TRIP.finditer(text))
            if hits:
                m = hits[draw(st.integers(0, len(hits) - 1))]
                return kind, text[:m.start(2)] + draw(st.sampled_from(BAD_TRIPS)) + text[m.end(2):]
            kind = "keyword-name"
        names = sorted({n for m in BINDERS.finditer(text) for g in m.groups() if g for n in g.split(", ")} - {"main"})
        name = draw(st.sampled_from(names))
        return kind, re.sub(rf"\b{name}\b", draw(st.sampled_from(KEYWORDS)), text)
    prog = _program(draw, 1, 5, MAX_VOLUME, defect=kind)
    if prog.defect is None:  # nowhere to put it (rare): a keyword as a name instead
        return draw(defective_programs("keyword-name"))
    return prog.defect, prog.text


LOOP_PERTURB = [
    (TRIP, st.sampled_from(["1", "2", "0", "7", "T", "x0"])),
    (re.compile(r"\bloop\b"), st.sampled_from(["loop", "lop", "if", "for", "(loop", "loop loop"])),
    (re.compile(r"\bif\b"), st.sampled_from(["if", "iff", "loop", "if !", "if (", "else"])),
    (re.compile(r"\belse\b"), st.sampled_from(["else", "elif", "", "else else", "} else {"])),
    (re.compile(r"(?<= for )\w+"), st.sampled_from(["t", "x0", "c1", "for", "main", "_"])),
    (re.compile(r"(?<=axis=)-?\d+"), st.sampled_from(["-3", "-1", "0", "1", "2", "5"])),
    (re.compile(r"\.(index|update_index)\("), st.sampled_from([".index(", ".update_index(", ".take(", ".slice_dyn(", ".update_slice("])),
    (re.compile(r"full\(shape=\[\], value=0, dtype=I64\)"), st.sampled_from(["0", "full(shape=[], value=0, dtype=I32)",
                                                                            "full(shape=[1], value=0, dtype=I64)"])),
    (re.compile(r"\{\n"), st.sampled_from(["{\n", "\n", "{ {\n", "(\n"])),
    (re.compile(r"\n\}"), st.sampled_from(["\n}", "\n", "\n} }", "\n)"])),
]


@st.composite
def perturbed_loops(draw) -> str:
    """A loop program with 1–3 syntax-keeping perturbations of its loop/if parts (it may stay valid)."""
    text = draw(loop_programs(max_helpers=1, max_steps=5)).text
    for _ in range(draw(st.integers(1, 3))):
        pat, repl = draw(st.sampled_from(LOOP_PERTURB))
        hits = list(pat.finditer(text))
        if hits:
            m = hits[draw(st.integers(0, len(hits) - 1))]
            text = text[:m.start()] + draw(repl) + text[m.end():]
    return text


def loop_mutants():
    """Token-level damage to loop programs, loop/if perturbations, and programs with one known defect
    (the defect's source only: the caller checks it gets a located diagnostic)."""
    return st.one_of(loop_programs(max_helpers=1, max_steps=5).flatmap(lambda p: token_mutants(p.text)), perturbed_loops(),
                     defective_programs().map(lambda kd: kd[1]))


GENERIC_BODIES = [  # the new carry from h (the carry) and x (a row of xs): F-typed, shape [B]
    "(h * 0.5 + x).tanh()", "h + x", "h.maximum(x) - x * 0.25", "(h - x).sigmoid()", "x * 2.0", "h",
]


@st.composite
def generic_loop_programs(draw, defect=False) -> tuple[str, str]:
    """(label, source): a generic function whose loop runs `T`, `T - 1` or `T + 1` times (§C1's size
    trip counts), reading rows of `xs: [T, B]` at in-range positions, stacking outputs `[trip, B]`,
    called from @main with inferred or explicit sizes (or through reverseMode). `defect`: the
    call makes the trip count 0 (`T - 1` with T=1), which must be a located diagnostic."""
    dt = draw(st.sampled_from(["F32", "F64"]))
    trip, pos = draw(st.sampled_from([("T", "t"), ("T - 1", "t + 1"), ("T - 1", "t"), ("T + 1", "t.mod(T_)"), ("2 * T", "t.floor_div(2)")]))
    T = 1 if defect else draw(st.integers(2 if trip == "T - 1" else 1, 6))
    if defect:
        trip, pos = "T - 1", "t"
    B = draw(st.sampled_from([1, 2, 3, 5]))
    body = draw(st.sampled_from(GENERIC_BODIES))
    pos = pos.replace("T_", "full(shape=[], value=T, dtype=I64)")  # a size as a value (§P1)
    ty = lambda shape: f"tensor<{dt}, [{', '.join(map(str, shape))}], @host>"  # noqa: E731
    out = draw(st.sampled_from(["h1", "h1 - h", "x"]))
    g = (f"let g = fn[T, B](xs: {ty(['T', 'B'])}, h0: {ty(['B'])}) -> ({ty(['B'])}, {ty([trip, 'B'])}) {{\n"
         f"  let (h, ys) = loop (h = h0) for t < {trip} {{\n"
         f"    let x = xs.index({pos}, axis=0) in\n"
         f"    let h1 = {body} in\n"
         f"    (h1, {out})\n"
         f"  }} in\n  (h, ys)\n}} in\n")
    n = max(1, {"T": T, "T - 1": T - 1, "T + 1": T + 1, "2 * T": 2 * T}[trip])  # (the defect's main declares [1, B])
    how = draw(st.sampled_from(["inferred", "explicit", "reverseMode"]))
    sig = f"xs: {ty([T, B])}, h0: {ty([B])}"
    if how == "reverseMode" and not defect:
        loss = (f"let loss = fn[T, B](xs: {ty(['T', 'B'])}, h0: {ty(['B'])}) -> {ty([])} {{\n"
                f"  let (h, ys) = g(xs, h0) in\n  h.reduce_sum(axes=[0]) + ys.reduce_sum(axes=[0, 1])\n}} in\n")
        main = (f"fn @main({sig}) -> ({ty([])}, {ty([T, B])}, {ty([B])}) {{\n"
                f"  let (l, dxs, dh) = handle loss(xs, h0) with reverseMode in (l, dxs, dh)\n}}\n")
        return f"generic loop, trip {trip}, T={T}, reverseMode", g + loss + main
    call = f"g[{T}, {B}](xs, h0)" if how == "explicit" else "g(xs, h0)"
    main = f"fn @main({sig}) -> ({ty([B])}, {ty([n, B])}) {{\n  {call}\n}}\n"
    return f"generic loop, trip {trip}, T={T}, {how}", g + main


def all_loop_programs():
    """loop_programs() and, one time in five, a generic one (generic_loop_programs), as Programs."""
    generic = generic_loop_programs().map(lambda lt: Program(lt[1], frozenset({"generic-loop", lt[0]})))
    return st.one_of(loop_programs(), loop_programs(), loop_programs(), loop_programs(), generic)


# Values that bufferize to views of another buffer (or are one), each where control flow yields it:
# an `if` branch, both branches, a carry's new value, a stacked output, an `if` inside a loop.
# Natively a view yielded by scf.if / scf.for may get a strided layout, and copying a strided
# buffer calls `memrefCopy`, which is not linked: each case runs native == NumPy.
VIEWS = {
    "index axis 0": ("xs.index(p, axis=0)", [3]), "index axis 1": ("xs.index(p, axis=1)", [4]),
    "slice": ("xs.slice(start=[1, 0], size=[2, 3], stride=[1, 1])", [2, 3]),
    "strided slice": ("xs.slice(start=[0, 0], size=[2, 3], stride=[2, 1])", [2, 3]),
    "slice_dyn": ("xs.slice_dyn(p, axis=0, size=2)", [2, 3]), "reshape": ("xs.reshape([3, 4])", [3, 4]),
    "transpose": ("xs.transpose([1, 0])", [3, 4]), "a parameter": ("xs", [4, 3]), "take": ("xs.take(p, axis=0)", [3]),
}
PLACES = {
    "if branch": "if s > 0.0 {{ {v} }} else {{ {other} }}",
    "both if branches": "if s > 0.0 {{ {v} }} else {{ {v} }}",
    "carry": "loop (c = {other}) for t < 3 {{ {v} }}",
    "stacked output": "let (c, ys) = loop (c = s) for t < 3 {{ (c, {v}) }} in ys",
    "if in a loop": "loop (c = {other}) for t < 3 {{ if t < 1 {{ {v} }} else {{ c }} }}",
    "loop in an if": "if s > 0.0 {{ loop (c = {other}) for t < 2 {{ {v} }} }} else {{ {other} }}",
}


def view_cases() -> list[tuple[str, str]]:
    """(label, source) for every view × place: valid programs (positions are `i.mod(d)`)."""
    out = []
    for vname, (v, shape) in VIEWS.items():
        t = f"tensor<F32, [{', '.join(map(str, shape))}], @host>"
        other = f"full(shape=[{', '.join(map(str, shape))}], value=1.5, dtype=F32)"
        for place, template in PLACES.items():
            rty = f"tensor<F32, [3, {', '.join(map(str, shape))}], @host>" if place == "stacked output" else t
            body = template.format(v=v, other=other)
            out.append((f"{vname} from {place}",
                        f"fn @main(xs: tensor<F32, [4, 3], @host>, i: tensor<I64, [], @host>, s: tensor<F32, [], @host>) -> {rty} {{\n"
                        f"  let p = i.mod(2) in\n  {body}\n}}\n"))
    return out
