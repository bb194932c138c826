"""Numerically tame float chains with `loop` and `if` for the oracles (native == NumPy backend,
reverseMode == F64 central differences): chains.py's ops, inside and around loops and ifs.

A loop has 1–2 float carries, sometimes an `I64` counter, 1–4 trip counts, 0–2 stacked outputs;
its block reads captured values at the index (`x.index(t, axis=k)`, `{d-1} - t`, `(t + j).mod(d)`,
the counter, a parameter checked at the host boundary), writes `c.update_index(v, pos, axis=k)`,
calls the helper `g`, and nests a loop or an `if` (depth <= MAX_DEPTH). An `if` tests a reduced
value of the data against a literal, or the index (`t < j`, `t.mod(2) == 0`), and both branches
give tamed values of one shape (or two).

Tameness, as in chains.py: every float carry lies in [-CARRY, CARRY] at every iteration (its
initial value is squashed with tanh when its bound is wider; so is each new value, sometimes
averaged with the old one so that gradients flow along the recurrence), so intervals hold across
iterations. A condition on data is discontinuous only where the reduced value equals the literal,
which random inputs miss (central differences step 1e-6). An `if` branch adds no index parameter:
grad_check draws unchecked integers in [0, 3), which could be out of range for the branch."""
from __future__ import annotations

import re

from hypothesis import strategies as st

from .chains import MAX_VOLUME, PRODUCT, SUM, UNARY, Chain, ChainBuilder, V, at_least, atom, chains, hull, meth
from .loops import NAME, NoIndexParam
from .programs import drop

LOOSE = -1
CARRY = 2.0
MAX_DEPTH = 2


class FlowChainBuilder(ChainBuilder):
    OPS = ChainBuilder.OPS + ("op_loop", "op_loop", "op_loop", "op_if", "op_if", "op_index", "op_index", "op_call")

    def __init__(self, draw, dtype: str, prefix="x", parent=None, in_if=False):
        super().__init__(draw, dtype, prefix)
        self.parent = parent
        self.root = parent.root if parent is not None else self
        self.depth = parent.depth + 1 if parent is not None else 0
        self.in_if = in_if or (parent is not None and parent.in_if)
        self.positions = list(parent.positions) if parent is not None else []  # (text, b): I64[] values in [0, b)
        self.helper = parent.helper if parent is not None else None
        self.flow: set = set()  # texts of pool values a loop or an if gave
        if parent is not None:
            self.params, self.index_params, self.ops = self.root.params, self.root.index_params, self.root.ops

    def fresh(self, stem="v"):
        r = self.root
        r.n += 1
        return f"{stem}{r.n}"

    def index_param(self, shape):
        if self.in_if:
            raise NoIndexParam
        return self.root_index_param(shape)

    def root_index_param(self, shape):
        return ChainBuilder.index_param(self.root, shape)

    def step(self) -> None:
        n_lines, n_pool = len(self.lines), len(self.pool)
        try:
            super().step()
        except NoIndexParam:
            return
        if len(self.pool) > n_pool:  # a value computed from a loop's or an if's is one too
            v = self.pool[-1]
            src = self.lines[-1] if len(self.lines) > n_lines and self.lines[-1].startswith(f"let {v.text} = ") else v.text
            if self.is_flow(src):
                self.flow.add(v.text)

    def is_flow(self, text: str) -> bool:
        return "loop (" in text or bool(re.search(r"\bif\b", text)) or bool(set(NAME.findall(text)) & self.flow)

    def child(self, bound: list, positions=(), in_if=False) -> "FlowChainBuilder":
        c = FlowChainBuilder(self.draw, self.dtype, self.prefix, parent=self, in_if=in_if)
        # in a branch, an expression reading an index parameter would be its only read: unchecked
        c.pool = [v for v in self.pool if not (c.in_if and not NAME.fullmatch(v.text) and set(NAME.findall(v.text)) & self.index_params)]
        c.pool += list(bound)
        c.positions += list(positions)
        return c

    def recent(self, before: int) -> V:
        return self.pool[-1] if len(self.pool) > before and self.draw(st.booleans()) else self.pick()

    def squash(self, v: V, bound=CARRY) -> V:
        return v if v.mag <= bound else meth(self.tame(v), "tanh()", lo=-1.0, hi=1.0)

    # positions, index, update_index ------------------------------------------------
    def position(self, d: int) -> str | None:
        draw = self.draw
        fits = [(t, b) for t, b in self.positions if b <= d]
        how = draw(st.integers(0, 3))
        if fits and how <= 1:
            t, b = draw(st.sampled_from(fits))
            return f"{d - 1} - {t}" if how == 1 and b == d else t
        if self.positions and how == 2:
            t, _ = draw(st.sampled_from(self.positions))
            return f"({t} + {draw(st.integers(0, 3))}).mod({d})"
        if self.in_if:
            return None
        return self.index_param(())

    def op_index(self):
        draw = self.draw
        a = self.pick(lambda v: len(v.shape) >= 1)
        if a is None:
            return None
        rank = len(a.shape)
        k = draw(st.integers(0, rank - 1))
        axis = k - rank if draw(st.booleans()) else k
        pos = self.position(a.shape[k])
        if pos is None:
            return None
        if draw(st.booleans()):
            self.ops.append("index")
            return meth(a, f"index({pos}, axis={axis})", drop(a.shape, k))
        new = self.reshape_to(self.pick(), drop(a.shape, k))
        self.ops.append("update_index")
        return meth(a, f"update_index({new.text}, {pos}, axis={axis})", a.shape, *hull(a.lo, a.hi, new.lo, new.hi))

    def op_call(self):
        if self.helper is None:
            return None
        (_, _, _, hshape), hout = self.helper
        arg = self.reshape_to(self.pick(), hshape)
        self.ops.append("call")
        return V(f"g({arg.text})", hout.shape, hout.lo, hout.hi)

    # loop ---------------------------------------------------------------------------
    def op_loop(self, force=False):
        draw = self.draw
        if self.depth >= MAX_DEPTH and not force:
            return None
        trip = draw(st.sampled_from([1, 2, 3, 3, 4]))
        index = self.fresh("t")
        carries = []  # [name, init V, carry V]
        for _ in range(draw(st.integers(1, 2))):
            init = self.squash(self.pick())
            name = self.fresh("c")
            carries.append((name, init, V(name, init.shape, -CARRY, CARRY)))
        counter = self.fresh("n") if draw(st.booleans()) else None
        at = draw(st.integers(0, len(carries)))  # where the counter stands among the carries
        positions = [(index, trip)] + ([(counter, trip)] if counter else [])
        block = self.child([c for _, _, c in carries], positions)
        before = len(block.pool)
        for _ in range(draw(st.integers(1, 4))):
            block.step()
        news = []
        for name, init, c in carries:
            pos = block.position(c.shape[0]) if c.shape and draw(st.integers(0, 3)) == 0 else None
            if pos is not None:  # the decode-loop pattern
                v = block.squash(block.reshape_to(block.recent(before), c.shape[1:]))
                news.append(V(f"{name}.update_index({v.text}, {pos}, axis=0)", c.shape, -CARRY, CARRY))
                self.ops.append("update_index-carry")
                continue
            v = block.squash(block.reshape_to(block.recent(before), c.shape))
            if draw(st.booleans()):  # half the old value: the recurrence stays in the gradient
                v = V(f"{at_least(v, PRODUCT)} * 0.5 + {name} * 0.5", c.shape, -CARRY, CARRY, SUM)
            news.append(v)
        outputs = [block.pick(lambda v: v.size * trip <= MAX_VOLUME) for _ in range(draw(st.integers(0, 2)))]
        outputs = [o for o in outputs if o is not None]
        header = [f"{n} = {i.text}" for n, i, _ in carries]
        tails = [v.text for v in news]
        if counter:
            header.insert(at, f"{counter} = full(shape=[], value=0, dtype=I64)")
            tails.insert(at, f"{counter} + 1")
        tails += [o.text for o in outputs]
        tail = tails[0] if len(tails) == 1 else "(" + ", ".join(tails) + ")"
        lines = "\n".join("  " + line.replace("\n", "\n  ") for line in block.lines + [tail])
        text = f"loop ({', '.join(header)}) for {index} < {trip} {{\n{lines}\n}}"
        self.ops.append("loop" if not self.depth else "nested-loop")
        values = [c for _, _, c in carries] + [V("", (trip,) + o.shape, o.lo, o.hi) for o in outputs]
        if len(tails) == 1:
            return V(text, values[0].shape, values[0].lo, values[0].hi, LOOSE)
        names = [self.fresh("r") for _ in values]
        if counter:
            names.insert(at, self.fresh("n"))
            self.positions.append((names[at], trip + 1))  # the final count: a position after the loop
        self.lines.append(f"let ({', '.join(names)}) = {text} in")
        for n, v in zip([n for j, n in enumerate(names) if not counter or j != at], values):
            self.pool.append(V(n, v.shape, v.lo, v.hi))
            self.flow.add(n)
        return None

    # if -----------------------------------------------------------------------------
    def condition(self) -> str:
        draw = self.draw
        if self.positions and draw(st.booleans()):
            t, b = draw(st.sampled_from(self.positions))
            return f"{t} < {draw(st.integers(0, b))}" if draw(st.booleans()) else f"{t}.mod(2) == 0"
        a = self.pick()
        s = atom(a) + (f".reduce_sum(axes=[{', '.join(map(str, range(len(a.shape))))}])" if a.shape else "")
        return f"{s} {draw(st.sampled_from(['>', '<', '>=']))} {draw(st.sampled_from(['0.0', '0.5', '-0.5', '1.0']))}"

    def op_if(self, force=False):
        draw = self.draw
        if self.depth >= MAX_DEPTH and not force:
            return None
        cond = self.condition()
        shapes = [self.pick().shape for _ in range(draw(st.integers(1, 2)))]
        sides, values = [], []
        for _ in range(2):
            b = self.child([], in_if=True)
            before = len(b.pool)
            for _ in range(draw(st.integers(0, 2))):
                b.step()
            vs = [b.tame(b.reshape_to(b.recent(before), s)) for s in shapes]
            values.append(vs)
            tail = vs[0].text if len(vs) == 1 else "(" + ", ".join(v.text for v in vs) + ")"
            sides.append("\n".join("  " + line.replace("\n", "\n  ") for line in b.lines + [tail]))
        text = f"if {cond} {{\n{sides[0]}\n}} else {{\n{sides[1]}\n}}"
        self.ops.append("if")
        merged = [V("", s, *hull(a.lo, a.hi, b.lo, b.hi)) for s, a, b in zip(shapes, *values)]
        if len(merged) == 1:
            return V(text, shapes[0], merged[0].lo, merged[0].hi, LOOSE)
        names = [self.fresh("r") for _ in merged]
        self.lines.append(f"let ({', '.join(names)}) = {text} in")
        for n, v in zip(names, merged):
            self.pool.append(V(n, v.shape, v.lo, v.hi))
            self.flow.add(n)
        return None

    def build(self, n_params, steps, param_shapes=None):
        """chains.py's chain, with a loop or an `if` for sure, and the last pool value (the chain's
        output) depending on one."""
        super().build(n_params, steps, param_shapes)
        if not any(v.text in self.flow for v in self.pool):
            v = self.op_loop(force=True) if self.draw(st.integers(0, 2)) else self.op_if(force=True)
            if v is not None:
                v = self.tame(v)
                self.pool.append(v)
                self.flow.add(v.text)
        self.pool.append([v for v in self.pool if v.text in self.flow][-1])
        return self


@st.composite
def loop_chains(draw, dtype=None) -> Chain:
    """chains() with loops and ifs (FlowChainBuilder): `f` and `@main = handle f(...) with reverseMode`."""
    return draw(chains(dtype=dtype, builder=FlowChainBuilder))
