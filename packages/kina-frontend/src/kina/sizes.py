"""Size expressions (docs/spec.md §P1): polynomials over size variables with integer coefficients.

A dimension is an `int` or a `Size`. A `Size` is always non-constant: arithmetic
that cancels every variable returns a plain `int`, so `N * T - T * N + 2 == 2`.
Equality is equality of normalised polynomials (`N * T == T * N`), which is how
the checker compares the types of a generic function, once, symbolically.

Ordering (`<`, `<=`, …) cannot be decided symbolically; the symbolic check takes
every variable as large (REPRESENTATIVE, 2^20 and up), so a constraint like
`size <= N` passes there and is decided at each specialisation with the real
sizes, where it is reported at the source position that needs it."""
from __future__ import annotations

import zlib

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


def _norm(terms: dict) -> "Size | int":
    terms = {m: c for m, c in terms.items() if c != 0}
    if not terms:
        return 0
    if list(terms) == [()]:
        return terms[()]
    return Size(tuple(sorted(terms.items())))


def _terms(x) -> dict:
    return dict(x.terms) if isinstance(x, Size) else {(): int(x)}


class Size:
    __slots__ = ("terms", "span")

    def __init__(self, terms: tuple, span=None):
        self.terms = terms  # ((monomial: sorted tuple of names, coefficient), …), sorted
        self.span = span  # where it was written (for diagnostics), not part of its value

    @staticmethod
    def var(name: str, span=None) -> "Size":
        return Size((((name,), 1),), span)

    @property
    def variable(self) -> str | None:
        """The name when this is a bare variable `N`, else None."""
        if len(self.terms) == 1 and len(self.terms[0][0]) == 1 and self.terms[0][1] == 1:
            return self.terms[0][0][0]
        return None

    def names(self) -> set[str]:
        return {v for m, _ in self.terms for v in m}

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
                m = tuple(sorted(m1 + m2))
                t[m] = t.get(m, 0) + c1 * c2
        return _norm(t)

    __rmul__ = __mul__

    # comparison ---------------------------------------------------------------
    def __eq__(self, other):
        if isinstance(other, Size):
            return self.terms == other.terms
        if isinstance(other, int):
            return False  # a Size is never constant
        return NotImplemented

    def __hash__(self):
        return hash(self.terms)

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
        is bound to an int. Raises Unbound for a variable `env` lacks."""
        total = 0
        for mono, c in self.terms:
            term = c
            for v in mono:
                if v not in env:
                    raise Unbound(v, self.span)
                term = term * env[v]
            total = total + term
        if isinstance(total, Size):
            total = total.at(self.span)
        return total

    def __str__(self) -> str:
        parts = []
        for mono, c in sorted(self.terms, key=lambda mc: (-len(mc[0]), mc[0])):
            body = " * ".join(mono)
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
