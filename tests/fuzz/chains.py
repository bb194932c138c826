"""Random well-typed float op chains for the numerical oracles.

`chains()` draws a function `f` (F32 or F64 parameters whose shapes mix primes and 1s, plus
I64 index parameters where a gather needs one), built from the differentiable ops of
docs/language.md, and an `@main` returning `handle f(...) with reverseMode` (sometimes
`reverseMode(wrt=[...])`, sometimes through a helper function that `f` calls).

Each value carries an interval bound of what it can hold for inputs in [-2, 2], and an op is
only applied where it is smooth and well conditioned: `log`/`sqrt`/`pow` get positive,
bounded operands, `/` a denominator >= 1, `exp` an operand <= 3, and anything that grows
past |30| is squashed with `tanh`. So differences between backends, or between reverseMode
and central differences, are bugs rather than rounding or domain noise."""
from __future__ import annotations

import math
from dataclasses import dataclass

from hypothesis import strategies as st

from .programs import DIMS, broadcastable, drop, draw_same_volume

ATOM, UNARY, PRODUCT, SUM = 3, 2, 1, 0
MAX_PARAM_VOLUME = 40  # central differences cost two evaluations per element
MAX_VOLUME = 400
LIMIT = 30.0


def T(dtype, shape):
    return f"tensor<{dtype}, [{', '.join(map(str, shape))}], @host>"


@dataclass(frozen=True)
class V:
    text: str
    shape: tuple
    lo: float
    hi: float
    prec: int = ATOM

    @property
    def size(self):
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def mag(self):
        return max(abs(self.lo), abs(self.hi))


def atom(v: V) -> str:
    return v.text if v.prec >= ATOM else f"({v.text})"


def at_least(v: V, prec: int) -> str:
    return v.text if v.prec >= prec else f"({v.text})"


def meth(v: V, call: str, shape=None, lo=None, hi=None) -> V:
    return V(f"{atom(v)}.{call}", v.shape if shape is None else tuple(shape), v.lo if lo is None else lo, v.hi if hi is None else hi)


def hull(*vals):
    return min(vals), max(vals)


@dataclass
class Chain:
    text: str
    dtype: str
    fn: str = "f"
    ops: tuple = ()

    def __str__(self):
        return self.text


class ChainBuilder:
    def __init__(self, draw, dtype: str, prefix="x"):
        self.draw, self.dtype, self.prefix = draw, dtype, prefix
        self.params: list = []  # (name, type text, is_float, shape)
        self.pool: list[V] = []
        self.lines: list[str] = []
        self.n = 0
        self.ops: list[str] = []
        self.index_params: set = set()

    def fresh(self):
        self.n += 1
        return f"v{self.n}"

    def float_param(self, shape):
        name = f"{self.prefix}{len(self.params)}"
        self.params.append((name, T(self.dtype, shape), True, tuple(shape)))
        v = V(name, tuple(shape), -2.0, 2.0)
        self.pool.append(v)
        return v

    def index_param(self, shape):
        name = f"i{len(self.params)}"
        self.params.append((name, T("I64", shape), False, tuple(shape)))
        self.index_params.add(name)
        return name

    def pick(self, pred=lambda v: True) -> V | None:
        c = [v for v in self.pool if pred(v)]
        if not c:
            return None
        i = self.draw(st.integers(0, len(c) - 1))
        if self.draw(st.booleans()):
            i = len(c) - 1
        return c[i]

    def tame(self, v: V) -> V:
        if v.mag > LIMIT:
            return meth(v, "tanh()", lo=-1.0, hi=1.0)
        return v

    def positive(self, v: V, floor=0.5) -> V:
        """A positive, bounded value from v: (v * v + floor)."""
        if v.lo >= floor and v.hi <= LIMIT:
            return v
        v = self.tame(v)
        sq = max(v.lo ** 2, v.hi ** 2)
        return V(f"{at_least(v, PRODUCT)} * {at_least(v, UNARY)} + {floor}", v.shape, floor, sq + floor, SUM)

    def reshape_to(self, v: V, shape) -> V:
        shape = tuple(shape)
        if v.shape == shape:
            return v
        if v.size == math.prod(shape) and self.draw(st.booleans()):
            return meth(v, f"reshape([{', '.join(map(str, shape))}])", shape)
        if broadcastable(v.shape, shape):
            return meth(v, f"broadcast([{', '.join(map(str, shape))}])", shape)
        if v.size == math.prod(shape):
            return meth(v, f"reshape([{', '.join(map(str, shape))}])", shape)
        if v.shape:
            v = meth(v, f"reduce_mean(axes=[{', '.join(map(str, range(len(v.shape))))}])", ())
        return meth(v, f"broadcast([{', '.join(map(str, shape))}])", shape) if shape else v

    def partner(self, a: V) -> V:
        b = self.pick(lambda v: v.shape == a.shape) if self.draw(st.booleans()) else None
        return b if b is not None else self.reshape_to(self.pick(), a.shape)

    # ops
    def op_elementwise(self):
        draw = self.draw
        a = self.pick()
        name = draw(st.sampled_from(["tanh", "exp", "log", "sqrt", "neg", "neg-method", "pow-lit", "pow", "scale", "shift", "rsub", "cast"]))
        self.ops.append(name)
        if name == "tanh":
            return meth(a, "tanh()", lo=math.tanh(a.lo), hi=math.tanh(a.hi))
        if name == "exp":
            a = a if a.hi <= 3 else meth(self.tame(a), "tanh()", lo=-1.0, hi=1.0)
            return meth(a, "exp()", lo=math.exp(a.lo), hi=math.exp(a.hi))
        if name in ("log", "sqrt"):
            p = self.positive(a)
            f = math.log if name == "log" else math.sqrt
            return meth(p, f"{name}()", lo=f(p.lo), hi=f(p.hi))
        if name == "neg":
            return V(f"-{at_least(a, UNARY)}", a.shape, -a.hi, -a.lo, UNARY)
        if name == "neg-method":
            return meth(a, "neg()", lo=-a.hi, hi=-a.lo)
        if name == "pow-lit":
            p = self.positive(a)
            c = draw(st.sampled_from([2.0, 3.0, 0.5, -1.0, 1.5, -0.5]))
            return meth(p, f"pow({c})", *(None,), *hull(p.lo ** c, p.hi ** c))
        if name == "pow":
            p = self.positive(a)
            if p.hi > 5:
                return None
            e = self.partner(p)
            e = meth(self.tame(e), "tanh()", lo=-1.0, hi=1.0)
            corners = [p.lo ** -1, p.lo, p.hi ** -1, p.hi]
            return meth(p, f"pow({e.text})", None, *hull(*corners))
        if name == "scale":
            c = draw(st.sampled_from([0.5, 2.0, -1.5, 3.0, 0.1]))
            if draw(st.booleans()):
                return V(f"{at_least(a, PRODUCT)} * {c}", a.shape, *hull(a.lo * c, a.hi * c), PRODUCT)
            return V(f"{c} * {at_least(a, UNARY)}", a.shape, *hull(a.lo * c, a.hi * c), PRODUCT)
        if name == "shift":
            c = draw(st.sampled_from([1.0, 0.5, 2.0, 3]))
            return V(f"{at_least(a, SUM)} + {c}", a.shape, a.lo + c, a.hi + c, SUM)
        if name == "rsub":
            return V(f"1.0 - {at_least(a, PRODUCT)}", a.shape, 1 - a.hi, 1 - a.lo, SUM)
        if name == "cast":
            if self.dtype == "F32":
                return meth(meth(a, "cast(F64)"), "cast(F32)")
            return None
        return None

    def op_binary(self):
        draw = self.draw
        a = self.pick()
        b = self.partner(a)
        sym = draw(st.sampled_from(["+", "-", "*", "/", "maximum"]))
        self.ops.append(sym)
        if sym == "+":
            return V(f"{at_least(a, SUM)} + {at_least(b, PRODUCT)}", a.shape, a.lo + b.lo, a.hi + b.hi, SUM)
        if sym == "-":
            return V(f"{at_least(a, SUM)} - {at_least(b, PRODUCT)}", a.shape, a.lo - b.hi, a.hi - b.lo, SUM)
        if sym == "*":
            return V(f"{at_least(a, PRODUCT)} * {at_least(b, UNARY)}", a.shape,
                     *hull(a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi), PRODUCT)
        if sym == "/":
            d = self.positive(b, 1.0)
            return V(f"{at_least(a, PRODUCT)} / {at_least(d, UNARY)}", a.shape, *hull(a.lo, a.lo / d.hi, a.hi, a.hi / d.hi), PRODUCT)
        return meth(a, f"maximum({b.text})", lo=max(a.lo, b.lo), hi=max(a.hi, b.hi))

    def op_reduce(self):
        draw = self.draw
        a = self.pick(lambda v: v.shape)
        if a is None:
            return None
        name = draw(st.sampled_from(["reduce_sum", "reduce_mean", "reduce_max"]))
        rank = len(a.shape)
        axes = draw(st.lists(st.integers(0, rank - 1), min_size=1, max_size=rank, unique=True))
        keep = draw(st.booleans())
        shape = tuple((1 if i in axes else d) for i, d in enumerate(a.shape) if keep or i not in axes)
        k = math.prod(a.shape[i] for i in axes)
        lo, hi = (a.lo * k, a.hi * k) if name == "reduce_sum" else (a.lo, a.hi)
        self.ops.append(name)
        kw = ", keepdims=true" if keep else (", keepdims=false" if draw(st.booleans()) else "")
        return meth(a, f"{name}(axes=[{', '.join(map(str, axes))}]{kw})", shape, *hull(lo, hi))

    def op_softmax(self):
        a = self.pick(lambda v: v.shape)
        if a is None:
            return None
        a = self.tame(a)
        axis = self.draw(st.integers(-len(a.shape), len(a.shape) - 1))
        if self.draw(st.booleans()):
            self.ops.append("softmax")
            return meth(a, f"softmax(axis={axis})", lo=0.0, hi=1.0)
        n = a.shape[axis]
        self.ops.append("log_softmax")
        return meth(a, f"log_softmax(axis={axis})", lo=-(a.hi - a.lo) - math.log(n), hi=0.0)

    def op_shape(self):
        draw = self.draw
        a = self.pick()
        kind = draw(st.sampled_from(["reshape", "transpose", "broadcast"]))
        self.ops.append(kind)
        if kind == "reshape":
            shape = draw_same_volume(draw, a.size)
            return meth(a, f"reshape([{', '.join(map(str, shape))}])", shape)
        if kind == "transpose":
            perm = draw(st.permutations(list(range(len(a.shape)))))
            return meth(a, f"transpose([{', '.join(map(str, perm))}])", [a.shape[p] for p in perm])
        shape, vol = [], 1
        for d in a.shape:
            nd = draw(st.sampled_from([x for x in DIMS if vol * x <= MAX_VOLUME // 4] or [1])) if d == 1 else d
            shape.append(nd)
            vol *= nd
        if draw(st.booleans()) and len(shape) < 4:
            d = draw(st.sampled_from([x for x in DIMS if vol * x <= MAX_VOLUME // 4] or [1]))
            shape.insert(0, d)
        return meth(a, f"broadcast([{', '.join(map(str, shape))}])", shape)

    def op_matmul(self):
        draw = self.draw
        a = self.pick(lambda v: len(v.shape) >= 1)
        if a is None:
            return None
        a = self.tame(a)
        if len(a.shape) < 2:
            a = self.reshape_to(a, (1,) + a.shape)
        n = draw(st.sampled_from([1, 2, 3, 5]))
        bshape = a.shape[:-2] + (a.shape[-1], n)
        if math.prod(bshape) > MAX_VOLUME:
            return None
        b = self.tame(self.reshape_to(self.tame(self.pick()), bshape))
        k = a.shape[-1]
        lo, hi = hull(a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi)
        self.ops.append("matmul")
        return V(f"{at_least(a, PRODUCT)} @ {at_least(b, UNARY)}", a.shape[:-1] + (n,), lo * k, hi * k, PRODUCT)

    def op_gather(self):
        draw = self.draw
        a = self.pick(lambda v: len(v.shape) >= 1)
        if a is None:
            return None
        kind = draw(st.sampled_from(["take", "take_along_axis", "slice_dyn", "update_slice"]))
        self.ops.append(kind)
        rank = len(a.shape)
        if kind == "take":
            ids_shape = tuple(draw(st.lists(st.sampled_from([1, 2, 3, 5]), max_size=2)))
            if math.prod(ids_shape) * (a.size // a.shape[0]) > MAX_VOLUME:
                return None
            ids = self.index_param(ids_shape)
            return meth(a, f"take({ids}, axis=0)", ids_shape + a.shape[1:])
        axis = draw(st.integers(-rank, rank - 1))
        k = axis % rank
        if kind == "take_along_axis":
            idx_shape = drop(a.shape, k)
            ids = self.index_param(idx_shape)
            return meth(a, f"take_along_axis({ids}, axis={axis})", idx_shape)
        start = self.index_param(())
        size = draw(st.integers(1, a.shape[k]))
        sub = tuple(size if i == k else d for i, d in enumerate(a.shape))
        if kind == "slice_dyn":
            return meth(a, f"slice_dyn({start}, axis={axis}, size={size})", sub)
        new = self.reshape_to(self.pick(), sub)
        return meth(a, f"update_slice({new.text}, {start}, axis={axis})", a.shape, *hull(a.lo, a.hi, new.lo, new.hi))

    def op_phase2(self):
        """The Phase 2 float ops (docs/language.md): smooth unaries, minimum, abs away from 0,
        concat / slice / pad, and select with a static mask (from iota: no boundary to straddle)."""
        draw = self.draw
        a = self.pick()
        name = draw(st.sampled_from(["sin", "cos", "sigmoid", "erf", "log1p", "rsqrt", "abs", "minimum",
                                     "concat", "slice", "pad", "select"]))
        self.ops.append(name)
        if name in ("sin", "cos"):
            return meth(self.tame(a), f"{name}()", lo=-1.0, hi=1.0)
        if name == "sigmoid":
            return meth(a, "sigmoid()", lo=1 / (1 + math.exp(-max(a.lo, -LIMIT))), hi=1 / (1 + math.exp(-min(a.hi, LIMIT))))
        if name == "erf":
            return meth(a, "erf()", lo=math.erf(a.lo), hi=math.erf(a.hi))
        if name == "log1p":
            p = self.positive(a)
            return meth(p, "log1p()", lo=math.log1p(p.lo), hi=math.log1p(p.hi))
        if name == "rsqrt":
            p = self.positive(a)
            return meth(p, "rsqrt()", lo=p.hi ** -0.5, hi=p.lo ** -0.5)
        if name == "abs":  # shifted clear of 0, where abs is smooth
            a = self.tame(a)
            c = math.ceil(a.mag) + 1.0
            if draw(st.booleans()):
                return meth(V(f"{at_least(a, SUM)} + {c}", a.shape, a.lo + c, a.hi + c, SUM), "abs()", lo=a.lo + c, hi=a.hi + c)
            return meth(V(f"{at_least(a, SUM)} - {c}", a.shape, a.lo - c, a.hi - c, SUM), "abs()", lo=c - a.hi, hi=c - a.lo)
        if name == "minimum":
            b = self.partner(a)
            return meth(a, f"minimum({b.text})", lo=min(a.lo, b.lo), hi=min(a.hi, b.hi))
        if not a.shape:
            return None
        rank = len(a.shape)
        k = draw(st.integers(0, rank - 1))
        if name == "concat":
            b = self.partner(a)
            shape = tuple(2 * d if i == k else d for i, d in enumerate(a.shape))
            return meth(a, f"concat({b.text}, axis={k})", shape, *hull(a.lo, a.hi, b.lo, b.hi))
        if name == "slice":
            start, size, stride = [], [], []
            for d in a.shape:
                st_ = draw(st.sampled_from([1, 2])) if d > 1 else 1
                n = draw(st.integers(1, (d - 1) // st_ + 1))
                start.append(draw(st.integers(0, d - 1 - (n - 1) * st_)))
                size.append(n)
                stride.append(st_)
            show = lambda xs: ", ".join(map(str, xs))  # noqa: E731
            return meth(a, f"slice(start=[{show(start)}], size=[{show(size)}], stride=[{show(stride)}])", size)
        if name == "pad":
            low = [draw(st.integers(0, 2)) for _ in a.shape]
            high = [draw(st.integers(0, 2)) for _ in a.shape]
            value = draw(st.sampled_from([0.0, 1.5, -1.0]))
            shape = [d + lo + hi for d, lo, hi in zip(a.shape, low, high)]
            return meth(a, f"pad(low=[{', '.join(map(str, low))}], high=[{', '.join(map(str, high))}], value={value})",
                        shape, *hull(a.lo, a.hi, value))
        b = self.partner(a)  # select: a mask from iota along axis k, all-true and all-false included
        c = draw(st.integers(0, a.shape[k]))
        mask = f"(iota(shape=[{', '.join(map(str, a.shape))}], axis={k}) < {c})"
        return V(f"{mask}.select({a.text}, {b.text})", a.shape, *hull(a.lo, a.hi, b.lo, b.hi))

    OPS = ("op_elementwise", "op_elementwise", "op_elementwise", "op_binary", "op_binary", "op_binary", "op_reduce", "op_softmax",
           "op_shape", "op_matmul", "op_gather", "op_phase2", "op_phase2")

    def build(self, n_params, steps, param_shapes=None):
        draw = self.draw
        for shape in param_shapes or [chain_shape(draw) for _ in range(n_params)]:
            self.float_param(shape)
        for _ in range(steps):
            self.step()
        return self

    def step(self) -> None:
        """One random op; its (tamed) value joins the pool, let-bound or inline."""
        v = getattr(self, self.draw(st.sampled_from(self.OPS)))()
        if v is None or v.size > MAX_VOLUME or len(v.text) > 3000:
            return
        v = self.tame(v)
        if self.draw(st.booleans()):
            name = self.fresh()
            self.lines.append(f"let {name} = {v.text} in")
            v = V(name, v.shape, v.lo, v.hi)
        self.pool.append(v)


def chain_shape(draw):
    rank = draw(st.integers(0, 3))
    shape, vol = [], 1
    for _ in range(rank):
        d = draw(st.sampled_from([d for d in DIMS if vol * d <= MAX_PARAM_VOLUME] or [1]))
        shape.append(d)
        vol *= d
    return tuple(shape)


def body_text(lines) -> str:
    return "".join(f"  {line}\n".replace("\n", "\n  ", line.count("\n")) for line in lines)


@st.composite
def chains(draw, dtype=None, builder=None) -> Chain:
    """`f` (a float chain) and `@main` returning `handle f(...) with reverseMode[(wrt=[...])]`.
    `builder`: the ChainBuilder class (loopchains.py's also puts loops and ifs in the chain and
    calls the helper inside them)."""
    make = builder or ChainBuilder
    dtype = dtype or draw(st.sampled_from(["F32", "F64"]))
    pre, ops = "", []
    helper = None
    if draw(st.integers(0, 3)) == 0:  # a helper that f calls (AD through a call)
        hb = make(draw, dtype, prefix="a").build(1, draw(st.integers(1, 4)))
        hout = hb.pool[-1]
        if not hb.index_params:
            hparams = ", ".join(f"{n}: {t}" for n, t, _, _ in hb.params)
            body = body_text(hb.lines)
            pre = f"let g = fn({hparams}) -> {T(dtype, hout.shape)} {{\n{body}  {hout.text}\n}} in\n"
            helper = (hb.params[0], hout)
            ops += ["call"] + hb.ops
    b = make(draw, dtype)
    if helper is not None and builder is not None:
        b.helper = helper
    b.build(draw(st.integers(1, 3)), draw(st.integers(1, 8)))
    if helper is not None and builder is None:
        (_, _, _, hshape), hout = helper
        arg = b.reshape_to(b.pick(), hshape)
        b.pool.append(V(f"g({arg.text})", hout.shape, hout.lo, hout.hi))
    outs = [b.pool[-1]]
    if draw(st.integers(0, 2)) == 0:
        outs.append(b.pick())
    params = ", ".join(f"{n}: {t}" for n, t, _, _ in b.params)
    rtypes = [T(dtype, o.shape) for o in outs]
    rtext = rtypes[0] if len(outs) == 1 else "(" + ", ".join(rtypes) + ")"
    tail = outs[0].text if len(outs) == 1 else "(" + ", ".join(o.text for o in outs) + ")"
    body = body_text(b.lines)
    f = f"let f = fn({params}) -> {rtext} {{\n{body}  {tail}\n}} in\n"
    floats = [(n, t) for n, t, fl, _ in b.params if fl]
    wrt = None
    if len(floats) > 1 and draw(st.booleans()):
        wrt = draw(st.lists(st.sampled_from([n for n, _ in floats]), min_size=1, max_size=len(floats), unique=True))
    cots = [dict(floats)[n] for n in wrt] if wrt else [t for _, t in floats]
    names = [f"p{i}" for i in range(len(outs))] + [f"d{i}" for i in range(len(cots))]
    handler = "reverseMode" if wrt is None else f"reverseMode(wrt=[{', '.join(wrt)}])"
    main = (f"fn @main({params}) -> ({', '.join(rtypes + cots)}) {{\n"
            f"  let ({', '.join(names)}) = handle f({', '.join(n for n, _, _, _ in b.params)}) with {handler} in\n"
            f"  ({', '.join(names)})\n}}\n")
    return Chain(pre + f + main, dtype, "f", tuple(ops + b.ops))
