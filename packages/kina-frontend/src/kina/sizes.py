"""Size expressions (docs/spec.md §P1): polynomials over size variables with integer coefficients.

A dimension is an `int` or a `Size`. A `Size` is always non-constant: arithmetic
that cancels every variable returns a plain `int`, so `N * T - T * N + 2 == 2`.
Equality is equality of normalised polynomials (`N * T == T * N`), which is how
the checker compares the types of a generic function, once, symbolically.

Floor division by a positive literal (`S / 2`, §C8) makes `floor(P / d)` an atom of the
polynomial (`Floor`), in a canonical form (`floordiv`). An equality whose difference has such an
atom may not be decidable symbolically (`H / 2 * 2` vs `H`): `Size.__eq__` then answers True (see
`undecided`), so every comparison of the symbolic check, the op typing rules' included, lets it
pass, and each specialisation decides it with ints, at the same source position.

Ordering (`<`, `<=`, …) cannot be decided symbolically; the symbolic check takes
every variable as large (REPRESENTATIVE, 2^20 and up), so a constraint like
`size <= N` passes there and is decided at each specialisation with the real
sizes, where it is reported at the source position that needs it."""
from __future__ import annotations

import zlib
from math import gcd

REPRESENTATIVE = 2 ** 20


def representative(name: str) -> int:
    """What an ordering comparison takes a variable to be in the symbolic check:
    large, and distinct per name (so `N - M` is not taken to be 0)."""
    return REPRESENTATIVE + 1024 * (zlib.crc32(name.encode()) % 1024)


class Unbound(Exception):
    """A size expression names a variable the environment does not bind."""

    def __init__(self, name: str, span):
        super().__init__(name)
        self.name, self.span = name, span


def _akey(a) -> tuple:
    """The sort key of an atom of a monomial: a variable name, or a Floor (after every name)."""
    return (0, a) if isinstance(a, str) else a.key


def _mkey(mono: tuple) -> tuple:
    return tuple(_akey(a) for a in mono)


def _tkey(terms: tuple) -> tuple:
    return tuple((_mkey(m), c) for m, c in terms)


class Floor:
    """The atom floor(num / d) of a monomial: `num` the terms of a non-constant Size in canonical
    form (coefficients and constant in [0, d), their gcd with d 1), `d` an int >= 2. Compared
    structurally (strictly): two Floors are one atom only when they are written alike."""
    __slots__ = ("num", "d", "key", "_relaxed")

    def __init__(self, num: tuple, d: int):
        self.num, self.d = num, d
        self.key = (1, _tkey(num), d)
        self._relaxed = None

    def __eq__(self, other):
        return isinstance(other, Floor) and self.key == other.key

    def __hash__(self):
        return hash(self.key)

    def relaxed(self) -> dict:
        """num / d as a polynomial with rational coefficients, every inner floor relaxed too."""
        if self._relaxed is None:
            self._relaxed = {m: c / self.d for m, c in _relax(self.num).items()}
        return self._relaxed

    def __str__(self) -> str:
        num = Size(self.num)
        inner = num.variable or f"({num})"
        return f"{inner} / {self.d}"

    __repr__ = __str__


def _norm(terms: dict) -> "Size | int":
    terms = {m: c for m, c in terms.items() if c != 0}
    if not terms:
        return 0
    if list(terms) == [()]:
        return terms[()]
    return Size(tuple(sorted(terms.items(), key=lambda mc: _mkey(mc[0]))))


def _terms(x) -> dict:
    return dict(x.terms) if isinstance(x, Size) else {(): int(x)}


def _has_floor(terms) -> bool:
    return any(not isinstance(a, str) for m, _ in terms for a in m)


def _pmul(p: dict, q: dict) -> dict:
    out: dict = {}
    for m1, c1 in p.items():
        for m2, c2 in q.items():
            m = tuple(sorted(m1 + m2))
            out[m] = out.get(m, 0) + c1 * c2
    return {m: c for m, c in out.items() if c != 0}


def _relax(terms: tuple) -> dict:
    """The polynomial over the variables (rational coefficients) that `terms` becomes when every
    floor(P / d) is replaced by P / d: what the value is up to the bounded rounding of each `/`."""
    from fractions import Fraction  # here: only sizes with a `/` get here, and fractions (with decimal) is ≈ 2 ms of every start

    out: dict = {}
    for mono, c in terms:
        poly = {(): Fraction(c)}
        for a in mono:
            poly = _pmul(poly, {(a,): Fraction(1)} if isinstance(a, str) else a.relaxed())
        for m, v in poly.items():
            out[m] = out.get(m, 0) + v
    return {m: c for m, c in out.items() if c != 0}


def _rounding(terms: tuple):
    """The interval (lo, hi) that `terms` minus its relaxation lies in, or None when that is
    unbounded (a floor multiplied by a variable or by another floor)."""
    from fractions import Fraction  # as in _relax

    lo = hi = Fraction(0)
    for mono, c in terms:
        if not _has_floor(((mono, c),)):
            continue
        if len(mono) != 1:
            return None
        f = mono[0]
        inner = _rounding(f.num)  # floor(P/d) - relax(P)/d = (floor(P/d) - P/d) + (P - relax(P))/d
        if inner is None:
            return None
        a, b = Fraction(-(f.d - 1), f.d) + inner[0] / f.d, inner[1] / f.d
        lo, hi = (lo + c * a, hi + c * b) if c > 0 else (lo + c * b, hi + c * a)
    return lo, hi


def floordiv(p, d: int):
    """floor(p / d) for an int or a Size `p` and an int `d` >= 1, in canonical form: terms whose
    coefficients are multiples of d come out (floor((q·d·H + R) / d) = q·H + floor(R / d)), the
    coefficients and constant left inside are reduced to [0, d) and by their gcd with d, a lone
    inner floor merges (floor((floor(A / a) + B) / b) = floor((A + a·B) / (a·b))), and a constant
    numerator folds to an int. So `(H - 2) / 2 + 1 == H / 2` and `(H - 1) / 2 + 1 == (H + 1) / 2`."""
    if isinstance(d, bool) or not isinstance(d, int) or d < 1:
        raise ValueError(f"a size divides only by a positive integer, got {d!r}")
    if not isinstance(p, Size):
        return int(p) // d
    if d == 1:
        return p
    quot, rem = {}, {}
    for m, c in p.terms:
        q, r = divmod(c, d)
        if q:
            quot[m] = q
        if r:
            rem[m] = r
    rest = _norm(rem)
    if isinstance(rest, int):  # only the constant is left, and it is in [0, d)
        return _norm(quot)
    g = gcd(d, *rem.values())
    if g > 1:
        rem, d = {m: c // g for m, c in rem.items()}, d // g
    floored = [m for m in rem if _has_floor(((m, 1),))]
    if len(floored) == 1 and len(floored[0]) == 1 and rem[floored[0]] == 1:
        f = floored[0][0]
        others = _norm({m: c for m, c in rem.items() if m != floored[0]})
        return _norm(quot) + floordiv(Size(f.num) + f.d * others, f.d * d)
    rest = _norm(rem)
    return _norm(quot) + Size((((Floor(rest.terms, d),), 1),))


class Size:
    __slots__ = ("terms", "span", "_hash")

    def __init__(self, terms: tuple, span=None):
        # ((monomial, coefficient), …) sorted; a monomial is a sorted tuple of atoms: variable
        # names, and Floors (floor(P / d)) after them
        self.terms = terms
        self.span = span  # where it was written (for diagnostics), not part of its value
        self._hash = None

    @staticmethod
    def var(name: str, span=None) -> "Size":
        return Size((((name,), 1),), span)

    @property
    def variable(self) -> str | None:
        """The name when this is a bare variable `N`, else None."""
        if len(self.terms) == 1 and len(self.terms[0][0]) == 1 and self.terms[0][1] == 1 \
                and isinstance(self.terms[0][0][0], str):
            return self.terms[0][0][0]
        return None

    def names(self) -> set[str]:
        out: set = set()
        for m, _ in self.terms:
            for a in m:
                if isinstance(a, str):
                    out.add(a)
                else:
                    out |= Size(a.num).names()
        return out

    @property
    def divides(self) -> bool:
        """Whether a `/` (a floor atom) is part of it."""
        return _has_floor(self.terms)

    def at(self, span) -> "Size":
        return Size(self.terms, span)

    # arithmetic ---------------------------------------------------------------
    def __add__(self, other):
        if not isinstance(other, (Size, int)):
            return NotImplemented
        t = _terms(self)
        for m, c in _terms(other).items():
            t[m] = t.get(m, 0) + c
        return _norm(t)

    __radd__ = __add__

    def __neg__(self):
        return _norm({m: -c for m, c in self.terms})

    def __sub__(self, other):
        if not isinstance(other, (Size, int)):
            return NotImplemented
        return self + (-other)

    def __rsub__(self, other):
        return (-self) + other

    def __mul__(self, other):
        if not isinstance(other, (Size, int)):
            return NotImplemented
        t: dict = {}
        for m1, c1 in _terms(self).items():
            for m2, c2 in _terms(other).items():
                m = tuple(sorted(m1 + m2, key=_akey))
                t[m] = t.get(m, 0) + c1 * c2
        return _norm(t)

    __rmul__ = __mul__

    def __floordiv__(self, other):
        """`S / d` of a size expression: floor division by a positive int (see `floordiv`)."""
        if isinstance(other, bool) or not isinstance(other, int):
            return NotImplemented
        return floordiv(self, other)

    def __mod__(self, other):
        if isinstance(other, bool) or not isinstance(other, int):
            return NotImplemented
        return self - floordiv(self, other) * other

    # comparison ---------------------------------------------------------------
    def __eq__(self, other):
        """Equal as normalised polynomials. With `/` in the difference, the symbolic check cannot
        always decide: each `P / d` is P/d less a rounding in [0, (d-1)/d]; if the relaxed
        difference is not a constant, or is a constant the roundings cannot make up, the two
        differ (False); otherwise they are taken as equal here and decided at each
        specialisation, with ints (docs/spec.md §P1)."""
        if isinstance(other, Size):
            if self.terms == other.terms:
                return True
        elif isinstance(other, bool) or not isinstance(other, int):
            return NotImplemented
        diff = self - other
        if isinstance(diff, int) or not diff.divides:
            return False  # a Size is never constant; without `/` normalised forms decide
        return undecided(diff)

    def __hash__(self):
        # consistent with __eq__: equal sizes differ by a constant once relaxed, so the
        # relaxation without its constant is hashed (a size whose relaxation is a constant, such
        # as `(H + 1) / 2 - H / 2`, may equal several ints and hashes as none of them)
        if self._hash is None:
            relaxed = _relax(self.terms)
            relaxed.pop((), None)
            self._hash = hash(tuple(sorted(relaxed.items())))
        return self._hash

    def _rep(self) -> int:
        return self.subst({v: representative(v) for v in self.names()})

    def __lt__(self, other):
        return self._rep() < _rep(other)

    def __le__(self, other):
        return self._rep() <= _rep(other)

    def __gt__(self, other):
        return self._rep() > _rep(other)

    def __ge__(self, other):
        return self._rep() >= _rep(other)

    # evaluation ---------------------------------------------------------------
    def subst(self, env: dict):
        """The value under `env` (name -> int or Size): an int when every variable
        is bound to an int (`/` is Python's floor division). Raises Unbound for a variable
        `env` lacks."""
        total = _eval(self.terms, env, self.span)
        if isinstance(total, Size):
            total = total.at(self.span)
        return total

    def __str__(self) -> str:
        """Readable, and parsed back to this Size: `(H + 1) / 2`, `N * (H / 2) - 1`."""
        parts = []
        terms = sorted(self.terms, key=lambda mc: (-len(mc[0]), _mkey(mc[0])))
        if terms[0][1] < 0:  # a positive term first where there is one (`-N` is no size expression)
            first = next((i for i, (_, c) in enumerate(terms) if c > 0), 0)
            terms.insert(0, terms.pop(first))
        for mono, c in terms:
            alone = len(mono) == 1 and abs(c) == 1
            body = " * ".join(a if isinstance(a, str) else str(a) if alone else f"({a})" for a in mono)
            if not mono:
                s = str(abs(c))
            elif abs(c) == 1:
                s = body
            else:
                s = f"{abs(c)} * {body}"
            if not parts:
                parts.append(("-" if c < 0 else "") + s)
            else:
                parts.append(("- " if c < 0 else "+ ") + s)
        return " ".join(parts)

    __repr__ = __str__

    def __int__(self):
        raise TypeError(f"the size `{self}` has no value until the function is specialised")

    __index__ = __int__


def undecided(diff: "Size") -> bool:
    """Whether the difference `diff` (which has a `/`) may be 0 for some sizes: its relaxation is a
    constant that its roundings can make up (and True, undecided, when those are unbounded)."""
    relaxed = _relax(diff.terms)
    if any(m for m in relaxed):
        return False  # not a constant: the two sides differ by a non-constant polynomial
    rounding = _rounding(diff.terms)
    if rounding is None:
        return True
    c = relaxed.get((), 0)
    return c + rounding[0] <= 0 <= c + rounding[1]


def _eval(terms: tuple, env: dict, span):
    total = 0
    for mono, c in terms:
        term = c
        for a in mono:
            if isinstance(a, str):
                if a not in env:
                    raise Unbound(a, span)
                term = term * env[a]
            else:
                term = term * floordiv(_eval(a.num, env, span), a.d)
        total = total + term
    return total


def _rep(x):
    return x._rep() if isinstance(x, Size) else x


def is_symbolic(shape) -> bool:
    return any(isinstance(d, Size) for d in shape)


def subst(d, env: dict):
    return d.subst(env) if isinstance(d, Size) else d


def show_sizes(names, values) -> str:
    return ", ".join(f"{n}={v}" for n, v in zip(names, values))


def symbol(name: str, names, values) -> str:
    """The deterministic name of a specialisation: step__B8_T64."""
    return f"{name}__" + "_".join(f"{n}{v}" for n, v in zip(names, values))


class Binding:
    """Sizes inferred by matching argument shapes against parameter types (first
    order: a parameter dim that is a bare variable binds it; compound dims are
    checked afterwards). Problems are reported as (message, argument index)."""

    def __init__(self, fn_name: str, variables, explicit=None):
        self.fn_name, self.variables = fn_name, list(variables)
        self.values: dict = {}
        self.source: dict = {}  # name -> (argument index or None for explicit, param name)
        if explicit is not None:
            for v, x in zip(self.variables, explicit):
                self.values[v], self.source[v] = x, (None, None)

    def match(self, index: int, pname: str, ptype_shape, shape) -> str | None:
        for pd, ad in zip(ptype_shape, shape):
            v = pd.variable if isinstance(pd, Size) else None
            if v is None or v not in self.variables:
                continue
            if v in self.values and self.values[v] != ad:
                where, other = self.source[v]
                first = "given explicitly" if where is None else f"by argument {where + 1} (`{other}`)"
                return (f"size variable `{v}` of `{self.fn_name}` is bound to {self.values[v]} {first} "
                        f"and to {ad} by argument {index + 1} (`{pname}`)")
            if v not in self.values:
                self.values[v], self.source[v] = ad, (index, pname)
        return None

    def unbound(self) -> str | None:
        missing = [v for v in self.variables if v not in self.values]
        if not missing:
            return None
        return (f"size variable{'s' if len(missing) > 1 else ''} {', '.join(f'`{v}`' for v in missing)} of "
                f"`{self.fn_name}` {'are' if len(missing) > 1 else 'is'} not bound by the arguments "
                f"(a variable only inside a compound dim or only in the result is not inferred)")

    def ordered(self) -> tuple:
        return tuple(self.values[v] for v in self.variables)
