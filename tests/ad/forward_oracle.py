"""Oracles for forwardMode (§C4), in F64 on the NumPy backend: a JVP against central differences
along the tangent, and the dot-product test ⟨J·t, c⟩ == ⟨t, Jᵀ·c⟩ against reverseMode."""
from __future__ import annotations

import numpy as np

from kina.ir import Call, Function, NameSupply
from kina.ops.elementwise import mul
from kina.verify import verify
from kina_ad.builder import Builder
from kina_ad.forward import forward_function
from kina_ad.gradcheck import promote_f64, random_inputs
from kina_ad.transform_ad import reverse_function

TOLERANCE = 1e-6  # max |jvp - fd| / max(1, |fd|), as grad-check
STEP = 1e-6


def _run(exe, fname, args):
    out = exe.all_functions[fname](*args)
    return list(out) if isinstance(out, tuple) else [out]


class Case:
    """A function `name` of `program` (promoted to F64), its forwardMode, random inputs and tangents."""

    def __init__(self, compiler, program, name, seed=0, positive=False, wrt=None):
        self.compiler = compiler
        program = promote_f64(program)
        self.fn = fn = program.functions[name]
        self.fwd = forward_function(program, fn, compiler.jvps, wrt)
        self.program = program.with_functions({**program.functions, self.fwd.name: self.fwd})
        verify(self.program, compiler.ops)
        self.wrt = [p for p, t in fn.params if t.is_float] if wrt is None else list(wrt)
        xs = random_inputs(program, fn, seed)
        self.xs = [np.abs(x) + 0.5 if x.dtype.kind == "f" else x for x in xs] if positive else xs
        rng = np.random.default_rng(seed + 100)
        types = dict(fn.params)
        self.ts = [rng.standard_normal(types[p].shape) for p in self.wrt]
        self.floats = [i for i, t in enumerate(fn.result_types) if t.is_float]

    def exe(self, program=None):
        return self.compiler.execute(program or self.program, "numpy")

    def jvp(self):
        """(primal outputs, tangents) of the generated function."""
        out = _run(self.exe(), self.fwd.name, self.xs + self.ts)
        n = len(self.fn.results)
        return out[:n], out[n:]

    def shifted(self, h):
        pos = {p: i for i, (p, _) in enumerate(self.fn.params)}
        xs = [x.copy() for x in self.xs]
        for p, t in zip(self.wrt, self.ts):
            xs[pos[p]] = xs[pos[p]] + h * t
        return xs

    def finite_differences(self):
        exe = self.exe()
        plus, minus = _run(exe, self.fn.name, self.shifted(STEP)), _run(exe, self.fn.name, self.shifted(-STEP))
        return [(plus[i] - minus[i]) / (2 * STEP) for i in self.floats]

    def check_jvp(self):
        primal, tangents = self.jvp()
        for got, want in zip(primal, _run(self.exe(), self.fn.name, self.xs)):
            np.testing.assert_array_equal(got, want)
        fd = self.finite_differences()
        assert len(tangents) == len(fd)
        for k, (t, d) in enumerate(zip(tangents, fd)):
            assert t.shape == d.shape
            rel = np.abs(t - d) / np.maximum(1.0, np.abs(d))
            assert rel.max(initial=0.0) <= TOLERANCE, f"tangent {k} off by rel {rel.max():.3e}"

    def check_dot_product(self, seed=7):
        """⟨jvp(t), c⟩ == ⟨t, vjp(c)⟩ for a random cotangent c of each float result."""
        fn = self.fn
        rng = np.random.default_rng(seed)
        rtypes = [fn.result_types[i] for i in self.floats]
        cs = [rng.standard_normal(t.shape) for t in rtypes]
        names = NameSupply(p for p, _ in fn.params)
        c_params = [(names.claim(f"c{k}"), t) for k, t in enumerate(rtypes)]
        ys = [names.fresh("y") for _ in fn.results]
        bld = Builder({**dict(fn.params), **dict(c_params), **dict(zip(ys, fn.result_types))}, names)
        bld.span = fn.span
        bld.body.append(Call(tuple(ys), tuple(p for p, _ in fn.params), fn.result_types, fn.span, fn.name))
        weighted = [bld.op(mul, ys[i], c) for i, (c, _) in zip(self.floats, c_params)]
        name = self.program.function_name("weighted")
        h = Function(name, fn.params + tuple(c_params), bld.body, weighted, tuple(rtypes), fn.span, True)
        program = self.program.with_functions({**self.program.functions, name: h})
        rev = reverse_function(program, h, self.compiler.vjps, self.wrt)
        program = program.with_functions({**program.functions, rev.name: rev})
        verify(program, self.compiler.ops)
        grads = _run(self.exe(program), rev.name, self.xs + cs)[len(weighted):]
        _, tangents = self.jvp()
        lhs = sum(float(np.sum(t * c)) for t, c in zip(tangents, cs))
        rhs = sum(float(np.sum(t * g)) for t, g in zip(self.ts, grads))
        assert abs(lhs - rhs) <= 1e-9 * max(1.0, abs(lhs), abs(rhs)), (lhs, rhs)
