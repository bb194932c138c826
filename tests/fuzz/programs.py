"""Grammar-aware generation of Kina programs (hypothesis strategies).

`programs()` draws well-typed programs: random tensor types (every dtype, ranks 0-4, dims drawn
from primes and 1s, @host/@device inside functions), chains of the method ops of
docs/language.md with correct attributes, operators with literals on either side, `let`s
(sequential, nested inside expressions, tuple patterns), helper functions and calls,
`handle g(...) with reverseMode` / `reverseMode(wrt=[...])`, and tuple results. The generator
keeps its own model of the typing rules, so a rejection of one of its programs is reported
(as a checker bug or a generator bug: either way a finding).

Index operands (`take` ids, `take_along_axis` indices, `update_slice`/`slice_dyn` starts) are
always parameters passed straight through to `@main` (so the host boundary checks their
range) or `argmax` results that fit the table: a generated program never reads out of bounds.

`mutants()` damages programs: token deletion/duplication/swap/replacement and byte noise, and
typed perturbations (dtype, dims, axes, permutations, shapes, literals, names, `wrt`)."""
from __future__ import annotations

import glob
import os
import re
from dataclasses import dataclass, field

from hypothesis import strategies as st

FLOAT = ("F32", "F64")
INT = ("I32", "I64")
DTYPES = FLOAT + INT + ("Bool",)
DIMS = (1, 2, 3, 5, 7, 11, 13)  # primes and 1s
MAX_VOLUME = 512  # per tensor: keeps the in-process runs cheap

ATOM, UNARY, PRODUCT, SUM = 3, 2, 1, 0


@dataclass(frozen=True)
class Ty:
    dtype: str
    shape: tuple
    placement: str = "host"

    def __str__(self) -> str:
        return f"tensor<{self.dtype}, [{', '.join(map(str, self.shape))}], @{self.placement}>"

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def is_float(self) -> bool:
        return self.dtype in FLOAT

    @property
    def numeric(self) -> bool:
        return self.dtype != "Bool"

    def with_(self, **kw) -> "Ty":
        d = {"dtype": self.dtype, "shape": self.shape, "placement": self.placement, **kw}
        return Ty(d["dtype"], tuple(d["shape"]), d["placement"])


def render_result(types) -> str:
    return str(types[0]) if len(types) == 1 else "(" + ", ".join(map(str, types)) + ")"


@dataclass(frozen=True)
class E:
    """A generated expression: its text, its type and how tightly it binds."""
    text: str
    ty: Ty
    prec: int = ATOM
    param: bool = False  # a parameter of the function being generated (a checked index)
    ibound: int = 0  # > 0: an I64 whose values are known to lie in [0, ibound)


def atom(e: E) -> str:
    return e.text if e.prec >= ATOM else f"({e.text})"


def at_least(e: E, prec: int) -> str:
    return e.text if e.prec >= prec else f"({e.text})"


@dataclass
class Fn:
    name: str
    params: list  # [(name, Ty)]
    result: list  # [Ty]
    text: str
    index_params: set = field(default_factory=set)
    has_handle: bool = False  # contains a `handle` (directly or through a call): cannot be handled itself


@dataclass
class Program:
    text: str
    features: frozenset
    fns: list = field(default_factory=list)

    def __str__(self) -> str:
        return self.text


# --- drawing helpers ----------------------------------------------------------

def draw_shape(draw, max_rank=3, max_volume=MAX_VOLUME, min_rank=0) -> tuple:
    rank = draw(st.integers(min_rank, max_rank))
    shape, vol = [], 1
    for _ in range(rank):
        d = draw(st.sampled_from([d for d in DIMS if vol * d <= max_volume] or [1]))
        shape.append(d)
        vol *= d
    return tuple(shape)


def draw_ty(draw, dtypes=DTYPES, placements=("host",), max_rank=3, min_rank=0) -> Ty:
    return Ty(draw(st.sampled_from(dtypes)), draw_shape(draw, max_rank, min_rank=min_rank), draw(st.sampled_from(placements)))


def factor(n: int) -> list[int]:
    out, p = [], 2
    while p * p <= n:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    return out + ([n] if n > 1 else [])


def draw_same_volume(draw, volume: int, max_rank=4) -> tuple:
    """A random shape of the given volume (prime factors grouped at random, 1s sprinkled in)."""
    fs = draw(st.permutations(factor(volume)))
    rank = draw(st.integers(1 if fs else 0, min(max_rank, max(len(fs), 1))))
    dims = [1] * rank
    for f in fs:
        if rank == 0:
            break
        dims[draw(st.integers(0, rank - 1))] *= f
    if rank < max_rank and draw(st.booleans()):
        dims.insert(draw(st.integers(0, len(dims))), 1)
    return tuple(dims)


def float_literal(draw) -> str:
    return draw(st.sampled_from(["0.5", "1.0", "2.0", "0.25", "3.5", "1e-3", "2.5E1", "1.5e+0", "10.0", "0.0"]))


def int_literal(draw) -> str:
    return draw(st.sampled_from(["0", "1", "2", "3", "7", "10"]))


def literal_for(draw, ty: Ty) -> str | None:
    if not ty.numeric:
        return None
    lit = float_literal(draw) if ty.is_float and draw(st.booleans()) else int_literal(draw)
    return "-" + lit if draw(st.integers(0, 4)) == 0 else lit


# --- one function ---------------------------------------------------------------

class Builder:
    """Generates the body of one function, op by op, keeping a pool of typed values."""

    def __init__(self, draw, name: str, helpers: list[Fn], is_main: bool, features: set, max_volume=MAX_VOLUME):
        self.draw, self.name, self.helpers, self.is_main = draw, name, helpers, is_main
        self.features, self.max_volume = features, max_volume
        self.params: list = []
        self.pool: list[E] = []
        self.lines: list[str] = []
        self.index_params: set = set()
        self.has_handle = False
        self.counter = 0
        self.prefix = "x" if is_main else "a"
        self.placements = ("host",) if is_main else ("host", "host", "device")

    # names and values
    def fresh(self, stem="v") -> str:
        self.counter += 1
        return f"{stem}{self.counter}"

    def add_param(self, ty: Ty) -> E:
        name = f"{self.prefix}{len(self.params)}"
        self.params.append((name, ty))
        e = E(name, ty, ATOM, param=True)
        self.pool.append(e)
        return e

    def pick(self, pred=lambda e: True) -> E | None:
        cands = [e for e in self.pool if pred(e)]
        if not cands:
            return None
        # favour recent values: chains grow deeper
        i = self.draw(st.integers(0, len(cands) - 1))
        if self.draw(st.booleans()):
            i = max(i, len(cands) - 1 - self.draw(st.integers(0, 2)))
        return cands[min(i, len(cands) - 1)]

    def keep(self, e: E) -> E:
        """Let-bind a new value (sometimes), or keep it inline to nest deeper."""
        how = self.draw(st.integers(0, 9))
        if how < 5 or len(e.text) > 400:
            name = self.fresh()
            self.lines.append(f"let {name} = {e.text} in")
            e = E(name, e.ty, ATOM, ibound=e.ibound)
            self.features.add("let")
        elif how == 5 and e.prec == ATOM:
            inner = self.fresh("t")  # a let inside an expression
            e = E(f"(let {inner} = {e.text} in {inner})", e.ty, ATOM, ibound=e.ibound)
            self.features.add("nested-let")
        self.pool.append(e)
        return e

    def index_param(self, ty: Ty) -> E:
        """An I64 parameter (fresh or reused) used directly as an index operand."""
        e = self.pick(lambda e: e.param and e.ty == ty)
        if e is None or self.draw(st.booleans()):
            e = self.add_param(ty)
        self.index_params.add(e.text)
        return e

    # coercions that keep programs well-typed (and exercise more ops)
    def method(self, e: E, call: str, ty: Ty, ibound: int = 0) -> E:
        return E(f"{atom(e)}.{call}", ty, ATOM, ibound=ibound)

    def coerce(self, e: E, ty: Ty) -> E:
        draw = self.draw
        if e.ty.placement != ty.placement:
            e = self.method(e, f"to(@{ty.placement})", e.ty.with_(placement=ty.placement))
        if e.ty.dtype != ty.dtype:
            e = self.method(e, f"cast({ty.dtype})", e.ty.with_(dtype=ty.dtype))
        if e.ty.shape == ty.shape:
            return e
        if e.ty.size == ty.size and draw(st.booleans()):
            return self.method(e, f"reshape([{', '.join(map(str, ty.shape))}])", ty)
        if broadcastable(e.ty.shape, ty.shape):
            return self.method(e, f"broadcast([{', '.join(map(str, ty.shape))}])", ty)
        if e.ty.size == ty.size:
            return self.method(e, f"reshape([{', '.join(map(str, ty.shape))}])", ty)
        # reduce to a scalar, then broadcast it
        axes = ", ".join(map(str, range(e.ty.rank)))
        if e.ty.dtype == "Bool":
            e = self.method(e, "cast(I32)", e.ty.with_(dtype="I32"))
            e = self.method(e, f"reduce_max(axes=[{axes}])", e.ty.with_(shape=()))
            e = self.method(e, "cast(Bool)", e.ty.with_(dtype="Bool"))
        else:
            red = draw(st.sampled_from(["reduce_sum", "reduce_max"] + (["reduce_mean"] if e.ty.is_float else [])))
            e = self.method(e, f"{red}(axes=[{axes}])", e.ty.with_(shape=()))
        if ty.shape:
            e = self.method(e, f"broadcast([{', '.join(map(str, ty.shape))}])", ty)
        return e

    def value_of(self, ty: Ty, literal_ok=False) -> tuple[E | None, str | None]:
        """A value of type ty: one from the pool, a coerced one, or a literal."""
        draw = self.draw
        if literal_ok and ty.numeric and draw(st.integers(0, 3)) == 0:
            return None, literal_for(draw, ty)
        same = self.pick(lambda e: e.ty == ty)
        if same is not None and draw(st.integers(0, 2)) > 0:
            return same, None
        other = self.pick(lambda e: e.ty.dtype == ty.dtype) if draw(st.integers(0, 2)) else None
        return self.coerce(other or self.pick(), ty), None

    # ops ------------------------------------------------------------------------
    def op_unary_float(self):
        e = self.pick(lambda e: e.ty.is_float)
        if e is None:
            return None
        name = self.draw(st.sampled_from(["exp", "log", "sqrt", "tanh", "sin", "cos", "erf", "sigmoid", "rsqrt", "log1p",
                                          "abs", "sign", "stop_gradient"]))
        self.features.add(name)
        return self.method(e, f"{name}()", e.ty)

    def op_neg(self):
        e = self.pick(lambda e: e.ty.numeric)
        if e is None:
            return None
        self.features.add("neg")
        if self.draw(st.booleans()):
            return E(f"-{at_least(e, UNARY)}", e.ty, UNARY)
        return self.method(e, "neg()", e.ty)

    def op_binary(self):
        draw = self.draw
        a = self.pick(lambda e: e.ty.numeric)
        if a is None:
            return None
        sym = draw(st.sampled_from(["+", "-", "*", "/"] if a.ty.is_float else ["+", "-", "*"]))
        b, lit = self.value_of(a.ty, literal_ok=True)
        self.features.add("binary" + sym)
        prec = SUM if sym in "+-" else PRODUCT
        left, right = (a, b)
        if lit is not None and draw(st.booleans()):  # a literal on the left: `1.0 - x`
            return E(f"{lit} {sym} {at_least(a, prec + 1)}", a.ty, prec)
        rtext = lit if lit is not None else at_least(right, prec + 1)
        return E(f"{at_least(left, prec)} {sym} {rtext}", a.ty, prec)

    def op_pow_max(self):
        draw = self.draw
        name = draw(st.sampled_from(["pow", "maximum", "minimum", "ge_mask"]))
        a = self.pick(lambda e: e.ty.is_float if name == "pow" else e.ty.numeric)
        if a is None:
            return None
        b, lit = self.value_of(a.ty, literal_ok=True)
        if lit is not None and name == "pow" and not any(c in lit for c in ".eE") and draw(st.booleans()):  # `2` -> `2.0`, not `1e-3.0`
            lit = lit + ".0"
        self.features.add(name)
        return self.method(a, f"{name}({lit if lit is not None else b.text})", a.ty)

    def op_cast(self):
        e = self.pick()
        dt = self.draw(st.sampled_from(DTYPES))
        self.features.add("cast")
        return self.method(e, f"cast({dt})", e.ty.with_(dtype=dt))

    def op_to(self):
        if self.is_main and self.draw(st.booleans()):
            return None
        e = self.pick()
        p = "device" if e.ty.placement == "host" else "host"
        self.features.add("to")
        return self.method(e, f"to(@{p})", e.ty.with_(placement=p))

    def op_reshape(self):
        e = self.pick()
        shape = draw_same_volume(self.draw, e.ty.size)
        self.features.add("reshape")
        return self.method(e, f"reshape([{', '.join(map(str, shape))}])", e.ty.with_(shape=shape))

    def op_transpose(self):
        e = self.pick()
        perm = self.draw(st.permutations(list(range(e.ty.rank))))
        self.features.add("transpose")
        return self.method(e, f"transpose([{', '.join(map(str, perm))}])", e.ty.with_(shape=tuple(e.ty.shape[p] for p in perm)))

    def op_broadcast(self):
        draw = self.draw
        e = self.pick()
        shape, vol = [], 1
        for d in e.ty.shape:
            nd = draw(st.sampled_from([x for x in DIMS if vol * x <= self.max_volume] or [1])) if d == 1 else d
            shape.append(nd)
            vol *= nd
        for _ in range(draw(st.integers(0, 2))):
            if len(shape) >= 5:
                break
            d = draw(st.sampled_from([x for x in DIMS if vol * x <= self.max_volume] or [1]))
            shape.insert(0, d)
            vol *= d
        self.features.add("broadcast")
        return self.method(e, f"broadcast([{', '.join(map(str, shape))}])", e.ty.with_(shape=tuple(shape)))

    def op_reduce(self):
        draw = self.draw
        name = draw(st.sampled_from(["reduce_sum", "reduce_max", "reduce_mean", "reduce_min", "reduce_prod"]))
        e = self.pick(lambda e: e.ty.rank >= 1 and (e.ty.is_float if name == "reduce_mean" else e.ty.numeric))
        if e is None:
            return None
        axes = draw(st.lists(st.integers(0, e.ty.rank - 1), min_size=1, max_size=e.ty.rank, unique=True))
        keep = draw(st.sampled_from([None, True, False]))
        shape = tuple((1 if i in axes else d) for i, d in enumerate(e.ty.shape) if keep or i not in axes)
        kw = "" if keep is None else f", keepdims={'true' if keep else 'false'}"
        self.features.add(name)
        return self.method(e, f"{name}(axes=[{', '.join(map(str, axes))}]{kw})", e.ty.with_(shape=shape))

    def op_softmax(self):
        e = self.pick(lambda e: e.ty.is_float and e.ty.rank >= 1)
        if e is None:
            return None
        name = self.draw(st.sampled_from(["softmax", "log_softmax"]))
        axis = self.draw(st.integers(-e.ty.rank, e.ty.rank - 1))
        self.features.add(name)
        return self.method(e, f"{name}(axis={axis})", e.ty)

    def op_argmax(self):
        e = self.pick(lambda e: e.ty.numeric and e.ty.rank >= 1)
        if e is None:
            return None
        axis = self.draw(st.integers(-e.ty.rank, e.ty.rank - 1))
        k = axis % e.ty.rank
        self.features.add("argmax")
        return self.method(e, f"argmax(axis={axis})", e.ty.with_(dtype="I64", shape=drop(e.ty.shape, k)), ibound=e.ty.shape[k])

    def op_categorical(self):
        p = self.pick(lambda e: e.ty.is_float and e.ty.rank >= 1)
        if p is None:
            return None
        axis = self.draw(st.integers(-p.ty.rank, p.ty.rank - 1))
        k = axis % p.ty.rank
        u, _ = self.value_of(p.ty.with_(shape=drop(p.ty.shape, k)))
        self.features.add("categorical")
        return self.method(p, f"categorical({u.text}, axis={axis})", p.ty.with_(dtype="I64", shape=drop(p.ty.shape, k)))

    def op_matmul(self):
        draw = self.draw
        a = self.pick(lambda e: e.ty.numeric and e.ty.rank >= 1)
        if a is None:
            return None
        if a.ty.rank < 2:
            a = self.coerce(a, a.ty.with_(shape=(1,) + a.ty.shape))
        n = draw(st.sampled_from([d for d in DIMS if a.ty.size // a.ty.shape[-1] * d <= self.max_volume] or [1]))
        bty = a.ty.with_(shape=a.ty.shape[:-2] + (a.ty.shape[-1], n))
        if bty.size > self.max_volume:
            return None
        b, _ = self.value_of(bty)
        self.features.add("matmul")
        return E(f"{at_least(a, PRODUCT)} @ {at_least(b, UNARY)}", a.ty.with_(shape=a.ty.shape[:-1] + (n,)), PRODUCT)

    def op_take(self):
        draw = self.draw
        t = self.pick(lambda e: e.ty.rank >= 1)
        if t is None:
            return None
        t = self.coerce(t, t.ty.with_(placement="host"))
        rows, inner = t.ty.shape[0], t.ty.size // t.ty.shape[0]
        ids = self.pick(lambda e: 0 < e.ibound <= rows and e.ty.placement == "host" and e.ty.size * inner <= self.max_volume)
        if ids is None or draw(st.booleans()):
            shape = draw_shape(draw, 2, max(1, self.max_volume // inner))
            ids = self.index_param(Ty("I64", shape))
        self.features.add("take")
        axis = ", axis=0" if draw(st.booleans()) else ""
        return self.method(t, f"take({ids.text}{axis})", t.ty.with_(shape=ids.ty.shape + t.ty.shape[1:]))

    def op_take_along_axis(self):
        x = self.pick(lambda e: e.ty.rank >= 1)
        if x is None:
            return None
        x = self.coerce(x, x.ty.with_(placement="host"))
        axis = self.draw(st.integers(-x.ty.rank, x.ty.rank - 1))
        k = axis % x.ty.rank
        idx = self.index_param(Ty("I64", drop(x.ty.shape, k)))
        self.features.add("take_along_axis")
        return self.method(x, f"take_along_axis({idx.text}, axis={axis})", x.ty.with_(shape=idx.ty.shape))

    def op_update_slice(self):
        draw = self.draw
        c = self.pick(lambda e: e.ty.rank >= 1)
        if c is None:
            return None
        axis = draw(st.integers(-c.ty.rank, c.ty.rank - 1))
        k = axis % c.ty.rank
        m = draw(st.integers(1, c.ty.shape[k]))
        new, _ = self.value_of(c.ty.with_(shape=tuple(m if i == k else d for i, d in enumerate(c.ty.shape))))
        start = self.index_param(Ty("I64", ()))
        self.features.add("update_slice")
        return self.method(c, f"update_slice({new.text}, {start.text}, axis={axis})", c.ty)

    def op_slice_dyn(self):
        draw = self.draw
        x = self.pick(lambda e: e.ty.rank >= 1)
        if x is None:
            return None
        axis = draw(st.integers(-x.ty.rank, x.ty.rank - 1))
        k = axis % x.ty.rank
        size = draw(st.integers(1, x.ty.shape[k]))
        start = self.index_param(Ty("I64", ()))
        self.features.add("slice_dyn")
        return self.method(x, f"slice_dyn({start.text}, axis={axis}, size={size})",
                           x.ty.with_(shape=tuple(size if i == k else d for i, d in enumerate(x.ty.shape))))

    # Phase 2 ops (docs/spec.md §P3) --------------------------------------------------------
    def op_compare_select(self):
        draw = self.draw
        a = self.pick(lambda e: e.ty.numeric)
        if a is None:
            return None
        b, lit = self.value_of(a.ty, literal_ok=True)
        sym = draw(st.sampled_from(["<", "<=", ">", ">=", "==", "!="]))
        mask = f"({at_least(a, SUM)} {sym} {lit if lit is not None else at_least(b, SUM)})"
        self.features.add("compare")
        if draw(st.booleans()):
            return E(mask, a.ty.with_(dtype="Bool"), ATOM)
        x, xlit = self.value_of(a.ty, literal_ok=True)
        y, _ = self.value_of(a.ty)
        self.features.add("select")
        return E(f"{mask}.select({xlit if xlit is not None else x.text}, {y.text})", a.ty, ATOM)

    def op_int_division(self):
        a = self.pick(lambda e: e.ty.dtype in ("I32", "I64"))
        if a is None:
            return None
        name = self.draw(st.sampled_from(["floor_div", "mod"]))
        divisor = self.draw(st.sampled_from(["3", "-2", "1", "-1", "7"]))  # nonzero: runs stay error-free
        self.features.add(name)
        return self.method(a, f"{name}({divisor})", a.ty)

    def op_layout(self):
        draw = self.draw
        x = self.pick(lambda e: e.ty.rank >= 1 and e.ty.dtype != "Bool")
        if x is None:
            return None
        shape = list(x.ty.shape)
        k = draw(st.integers(0, x.ty.rank - 1))
        kind = draw(st.sampled_from(["slice", "concat", "pad"]))
        self.features.add(kind)
        if kind == "slice":
            start = [draw(st.integers(0, d - 1)) for d in shape]
            stride = [draw(st.integers(1, 3)) for _ in shape]
            size = [draw(st.integers(1, (d - 1 - s) // step + 1)) for d, s, step in zip(shape, start, stride)]
            return self.method(x, f"slice(start={list(start)}, size={list(size)}, stride={list(stride)})", x.ty.with_(shape=tuple(size)))
        if kind == "concat":
            if 2 * x.ty.size > self.max_volume:
                return None
            y, _ = self.value_of(x.ty)
            return self.method(x, f"concat({y.text}, axis={k})", x.ty.with_(shape=tuple(2 * d if i == k else d for i, d in enumerate(shape))))
        low = [draw(st.integers(0, 2)) for _ in shape]
        high = [draw(st.integers(0, 2)) for _ in shape]
        out = tuple(d + lo + hi for d, lo, hi in zip(shape, low, high))
        value = draw(st.sampled_from(["0", "-1"] + (["0.5", "-1e9"] if x.ty.is_float else [])))
        return self.method(x, f"pad(low={low}, high={high}, value={value})", x.ty.with_(shape=out))

    def op_create(self):
        draw = self.draw
        shape = draw_shape(draw, 3, self.max_volume)
        dt = draw(st.sampled_from(["F32", "F64", "I32", "I64"]))
        shown = f"[{', '.join(map(str, shape))}]"
        if shape and draw(st.booleans()):
            self.features.add("iota")
            return E(f"iota(shape={shown}, axis={draw(st.integers(0, len(shape) - 1))}, dtype={dt})", Ty(dt, tuple(shape)), ATOM)
        self.features.add("full")
        value = draw(st.sampled_from(["2", "-3"] + (["0.25", "-1e9"] if dt[0] == "F" else [])))
        return E(f"full(shape={shown}, value={value}, dtype={dt})", Ty(dt, tuple(shape)), ATOM)

    def call_args(self, g: Fn) -> list[str]:
        args = []
        for pname, pty in g.params:
            if pname in g.index_params:
                args.append(self.index_param(pty).text)
            else:
                e, _ = self.value_of(pty)
                args.append(e.text)
        return args

    def op_call(self, g: Fn | None = None):
        if not self.helpers:
            return None
        g = g or self.draw(st.sampled_from(self.helpers))
        args = self.call_args(g)
        self.has_handle |= g.has_handle
        self.features.add("call")
        text = f"{g.name}({', '.join(args)})"
        if len(g.result) == 1:
            return E(text, g.result[0], ATOM)
        names = [self.fresh("r") for _ in g.result]
        self.lines.append(f"let ({', '.join(names)}) = {text} in")
        self.features.add("call-tuple")
        for n, t in zip(names, g.result):
            self.pool.append(E(n, t, ATOM))
        return None

    def op_handle(self):
        draw = self.draw
        cands = [g for g in self.helpers if not g.has_handle and all(t.is_float for t in g.result) and any(t.is_float for _, t in g.params)]
        if not cands:
            return None
        g = draw(st.sampled_from(cands))
        floats = [n for n, t in g.params if t.is_float]
        wrt = None
        if draw(st.booleans()):
            wrt = draw(st.lists(st.sampled_from(floats), min_size=1, max_size=len(floats), unique=True))
        args = self.call_args(g)
        cots = [dict(g.params)[n] for n in (wrt if wrt is not None else floats)]
        names = [self.fresh("p") for _ in g.result] + [self.fresh("g") for _ in cots]
        handler = "reverseMode" if wrt is None else f"reverseMode(wrt=[{', '.join(wrt)}])"
        self.lines.append(f"let ({', '.join(names)}) = handle {g.name}({', '.join(args)}) with {handler} in")
        for n, t in zip(names, list(g.result) + cots):
            self.pool.append(E(n, t, ATOM))
        self.has_handle = True
        self.features.add("handle-wrt" if wrt is not None else "handle")
        return None

    OPS = ("op_unary_float", "op_neg", "op_binary", "op_binary", "op_pow_max", "op_cast", "op_to", "op_reshape", "op_transpose",
           "op_broadcast", "op_reduce", "op_softmax", "op_argmax", "op_categorical", "op_matmul", "op_take",
           "op_take_along_axis", "op_update_slice", "op_slice_dyn", "op_call", "op_handle", "op_handle",
           "op_compare_select", "op_int_division", "op_layout", "op_create")

    def build(self, n_params: int, steps: int, params: list[Ty] | None = None) -> Fn:
        self.start(n_params, params)
        self.steps(steps)
        return self.finish()

    def start(self, n_params: int, params: list[Ty] | None = None) -> None:
        for ty in params or [draw_ty(self.draw, placements=self.placements) for _ in range(n_params)]:
            self.add_param(ty)

    def step(self) -> None:
        """One random op; its value joins the pool (let-bound or inline)."""
        e = getattr(self, self.draw(st.sampled_from(self.OPS)))()
        if e is not None and e.ty.size <= self.max_volume and len(e.text) < 4000:
            self.keep(e)

    def steps(self, n: int) -> None:
        for _ in range(n):
            self.step()

    def results(self) -> list[E]:
        n = self.draw(st.integers(1, 3))
        results = [self.pick() for _ in range(n)]
        if self.draw(st.booleans()):
            results[-1] = self.pool[-1]
        return results

    def finish(self) -> Fn:
        results = self.results()
        if self.is_main:
            results = [self.coerce(r, r.ty.with_(placement="host")) for r in results]
        if len(results) > 1:
            self.features.add("tuple-result")
            tail = "(" + ", ".join(r.text for r in results) + ")"
        else:
            tail = results[0].text
        ptext = ", ".join(f"{n}: {t}" for n, t in self.params)
        rtypes = [r.ty for r in results]
        body = "".join(f"  {line}\n".replace("\n", "\n  ", line.count("\n")) for line in self.lines) + f"  {tail}\n"
        if self.is_main:
            text = f"fn @main({ptext}) -> {render_result(rtypes)} {{\n{body}}}\n"
        else:
            text = f"let {self.name} = fn({ptext}) -> {render_result(rtypes)} {{\n{body}}} in\n"
        return Fn(self.name, list(self.params), rtypes, text, set(self.index_params), self.has_handle)


def drop(shape, k):
    return tuple(d for i, d in enumerate(shape) if i != k)


def broadcastable(src, dst) -> bool:
    lead = len(dst) - len(src)
    return lead >= 0 and all(d == dst[lead + i] or d == 1 for i, d in enumerate(src))


@st.composite
def programs(draw, max_helpers=3, max_steps=10, max_volume=MAX_VOLUME) -> Program:
    """A well-typed Kina program (the checker must accept it)."""
    features: set = set()
    helpers: list[Fn] = []
    for i in range(draw(st.integers(0, max_helpers))):
        b = Builder(draw, f"h{i}", list(helpers), False, features, max_volume)
        helpers.append(b.build(draw(st.integers(1, 3)), draw(st.integers(1, max_steps))))
    main = Builder(draw, "main", helpers, True, features, max_volume)
    fn = main.build(draw(st.integers(1, 3)), draw(st.integers(1, max_steps)))
    return Program("".join(h.text for h in helpers) + fn.text, frozenset(features), helpers + [fn])


# --- mutants -------------------------------------------------------------------

TOKEN = re.compile(r"\s+|//[^\n]*|[A-Za-z_][A-Za-z0-9_]*|@\w+|[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|->|.", re.S)
REPLACEMENTS = ["1", "0", "-1", "1.5", "[]", "[0]", "x", "F64", "I64", "Bool", "@device", "(", ")", ",", "in", "let", "fn", "{", "}",
                "handle", "with", "reverseMode", "reverseMode(wrt=[])", "axis=9", "axis=-1", "axes=[]", "keepdims=true", "@", "*",
                "-", "+", "/", ".", "=", "tensor", "<", ">", "->", "@main", "size=0", "[0, 0]", "99999999999999999999", "1e400",
                "F32", "true", ".exp()", ".reshape([1])", ".broadcast([2, 3])", "(x, x)", ";", "\"", "\t", "\n", "//"]


def seed_programs() -> list[str]:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    paths = sorted(glob.glob(os.path.join(root, "packages", "kina-storylm", "src", "kina_storylm", "programs", "*.kina")))
    paths += sorted(glob.glob(os.path.join(root, "tests", "mlir", "emit", "programs", "*.kina")))
    out = []
    for p in paths:
        with open(p) as fh:
            out.append(fh.read())
    return out


SEEDS = seed_programs()


@st.composite
def token_mutants(draw, base=None) -> str:
    """Token deletion / duplication / swap / replacement / byte noise, 1-4 times."""
    text = base if base is not None else draw(st.one_of(st.sampled_from(SEEDS), programs(max_helpers=1, max_steps=5).map(str)))
    toks = TOKEN.findall(text)
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["delete", "swap", "duplicate", "replace", "bytes", "truncate"]))
        i = draw(st.integers(0, len(toks) - 1))
        if kind == "delete":
            del toks[i]
        elif kind == "swap":
            j = draw(st.integers(0, len(toks) - 1))
            toks[i], toks[j] = toks[j], toks[i]
        elif kind == "duplicate":
            toks.insert(i, toks[i])
        elif kind == "replace":
            toks[i] = draw(st.sampled_from(REPLACEMENTS))
        elif kind == "truncate":
            toks = toks[:i]
        else:
            toks.insert(i, draw(st.binary(min_size=1, max_size=8)).decode("latin-1"))
        if not toks:
            toks = [" "]
    return "".join(toks)


PERTURB = [
    # (pattern, replacement strategy): typed damage that keeps the syntax
    (re.compile(r"\b(F32|F64|I32|I64|Bool)\b"), st.sampled_from(DTYPES)),
    (re.compile(r"(?<=[\[, ])\d+(?=[,\]])"), st.sampled_from(["0", "1", "2", "4", "6", "9", "13", "100"])),
    (re.compile(r"(?<=axis=)-?\d+"), st.sampled_from(["-9", "-5", "-3", "-1", "0", "1", "2", "3", "7", "2147483648"])),
    (re.compile(r"(?<=axes=)\[[^\]]*\]"), st.sampled_from(["[]", "[0]", "[1]", "[0, 0]", "[5]", "[-1]", "[2, 1, 0]", "[0, 1, 2, 3, 4]"])),
    (re.compile(r"(?<=size=)\d+"), st.sampled_from(["0", "1", "2", "20", "9223372036854775807"])),
    (re.compile(r"(?<=transpose\()\[[^\]]*\]"), st.sampled_from(["[]", "[0]", "[1, 0]", "[0, 0]", "[2, 0, 1]", "[0, 1, 2, 3]"])),
    (re.compile(r"(?<=reshape\()\[[^\]]*\]|(?<=broadcast\()\[[^\]]*\]"), st.sampled_from(["[]", "[1]", "[2, 3]", "[0]", "[6]", "[13, 1]", "[3, 2, 1]"])),
    (re.compile(r"(?<=keepdims=)(true|false)"), st.sampled_from(["true", "false", "1", "F32", "[0]"])),
    (re.compile(r"\b\d+\.\d+\b|(?<=[ (])\d+(?=[ )])"), st.sampled_from(["1", "2.0", "-3", "1e39", "1e400", "2147483648", "9223372036854775808"])),
    (re.compile(r"@host|@device"), st.sampled_from(["@host", "@device"])),
    (re.compile(r"(?<=wrt=)\[[^\]]*\]"), st.sampled_from(["[]", "[x0]", "[a0]", "[a0, a0]", "[zz]", "[a1, a0]"])),
    (re.compile(r"\b[xavptgr]\d+\b"), st.sampled_from(["x0", "x1", "a0", "v1", "v2", "h0", "main", "zz"])),
    (re.compile(r"\.(exp|log|tanh|sqrt|neg)\(\)"), st.sampled_from([".exp()", ".expp()", ".softmax()", ".neg(x0)", ".argmax(axis=0)", ".cast(F64)"])),
    (re.compile(r"\b(reverseMode)\b"), st.sampled_from(["reverseMode", "forwardMode", "primal", "reverseMode(wrt=[a0])"])),
    (re.compile(r"\bh\d\("), st.sampled_from(["h0(", "h1(", "h2(", "main(", "hh("])),
]


@st.composite
def perturbed(draw) -> str:
    """A generated program with 1-3 typed perturbations (it may stay valid)."""
    text = draw(programs(max_helpers=2, max_steps=6)).text
    for _ in range(draw(st.integers(1, 3))):
        pat, repl = draw(st.sampled_from(PERTURB))
        hits = list(pat.finditer(text))
        if not hits:
            continue
        m = hits[draw(st.integers(0, len(hits) - 1))]
        text = text[:m.start()] + draw(repl) + text[m.end():]
    return text


def mutants():
    return st.one_of(token_mutants(), perturbed(), st.binary(max_size=200).map(lambda b: b.decode("utf-8", errors="replace")))
