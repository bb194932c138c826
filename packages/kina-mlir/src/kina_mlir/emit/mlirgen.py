"""MLIR text helpers shared by the op lowerings (pure text; no bindings).

An emitter (kina-mlir) passes itself as `e`, offering `e.v(var)` (SSA name of
an IR variable), `e.ty(var)`, `e.fresh()`, `e.op(text)` (a top-level op with
the current source location appended) and `e.define(var, ssa)`."""
from __future__ import annotations

import struct

from kina.ops import elementwise as E
from kina.types import TensorType, volume

SCALAR = {"F32": "f32", "F64": "f64", "I32": "i32", "I64": "i64", "Bool": "i1"}


def tensor_ty(t: TensorType) -> str:
    dims = "".join(f"{d}x" for d in t.shape)
    return f"tensor<{dims}{SCALAR[t.dtype]}>"


def scalar_lit(value, dtype: str) -> str:
    """A scalar attribute literal that parses identically in every MLIR version."""
    if dtype == "F32":
        return "0x%08X" % struct.unpack("<I", struct.pack("<f", float(value)))[0]
    if dtype == "F64":
        return "0x%016X" % struct.unpack("<Q", struct.pack("<d", float(value)))[0]
    if dtype == "Bool":
        return "true" if value else "false"
    return str(int(value))


def dims(n: int, start: int = 0) -> list[str]:
    return [f"d{i}" for i in range(start, start + n)]


def affine(n: int, exprs: list[str]) -> str:
    return f"affine_map<({', '.join(dims(n))}) -> ({', '.join(exprs)})>"


class Region:
    """Collects the ops of a linalg region; each call makes one SSA value."""

    def __init__(self, e):
        self.e, self.lines = e, []

    def __call__(self, text: str) -> str:
        name = self.e.fresh()
        self.lines.append(f"{name} = {text}")
        return name

    def const(self, value, dtype: str) -> str:
        return self(f"arith.constant {scalar_lit(value, dtype)} : {SCALAR[dtype]}")

    def index(self, d: int) -> str:
        return self(f"linalg.index {d} : index")

    def to_index(self, v: str, dtype: str = "I64") -> str:
        return self(f"arith.index_cast {v} : {SCALAR[dtype]} to index")

    def extract(self, tensor_ssa: str, t: TensorType, idx: list[str]) -> str:
        return self(f"tensor.extract {tensor_ssa}[{', '.join(idx)}] : {tensor_ty(t)}")

    def clamp_index(self, v: str, hi: int) -> str:
        """min(max(v, 0), hi) on `index` values: reads stay in bounds whatever the data says."""
        zero, top = self("arith.constant 0 : index"), self(f"arith.constant {hi} : index")
        return self(f"arith.minsi {self(f'arith.maxsi {v}, {zero} : index')}, {top} : index")


def empty(e, t: TensorType) -> str:
    return e.op(f"tensor.empty() : {tensor_ty(t)}")


def fill(e, t: TensorType, value, own: bool = False) -> str:
    """A tensor of `value`s. Inside a Kina loop's block its destination is a
    bufferization.alloc_tensor, which allocates, so loop-invariant code motion leaves it and the
    fill in the loop: a fill hoisted out of the loop is ONE buffer, which the op accumulating into
    it overwrites, so bufferization copied the hoisted zeros into a fresh buffer at every
    iteration, a read and a write where the fill is a write (the destinations of other ops:
    transforms/destinations.py). `own`: an alloc_tensor outside loops too, for a fill that an op
    accumulates into (a matmul's zeros): CSE merges equal fills on tensor.empty, and the one
    buffer left was then copied for every matmul but the last (the medium step: eight copies of
    zeros of 64-256 KiB, the MLP-1024 step 6 MiB; issue 23 item 2)."""
    # a boolean literal (`true`) is an i1 by itself: `true : i1` does not parse
    c = e.op(f"arith.constant {scalar_lit(value, t.dtype)}" + ("" if t.dtype == "Bool" else f" : {SCALAR[t.dtype]}"))
    dest = e.op(f"bufferization.alloc_tensor() : {tensor_ty(t)}") if e.loop_depth or own else empty(e, t)
    return e.op(f"linalg.fill ins({c} : {SCALAR[t.dtype]}) outs({dest} : {tensor_ty(t)}) -> {tensor_ty(t)}")


def splat(e, t: TensorType, value) -> str:
    return e.op(f"arith.constant dense<{scalar_lit(value, t.dtype)}> : {tensor_ty(t)}")


def generic(e, n_loops: int, ins: list[tuple[str, TensorType, list[str]]], outs: list[tuple[TensorType, list[str], str | None]],
            body, iterators: list[str] | None = None, attrs: str = "") -> list[str]:
    """A linalg.generic over `n_loops` loops.

    ins: (ssa, type, index exprs); outs: (type, index exprs, init ssa or None
    for a fresh tensor.empty); body(region, in_args, out_args) -> yielded values;
    attrs: extra `name = value` entries for its attribute dict (schedule tags)."""
    iterators = iterators or ["parallel"] * n_loops
    inits = [init if init is not None else empty(e, t) for t, _, init in outs]
    maps = [affine(n_loops, ex) for _, _, ex in ins] + [affine(n_loops, ex) for _, ex, _ in outs]
    region = Region(e)
    in_args = [e.fresh("in") for _ in ins]
    out_args = [e.fresh("out") for _ in outs]
    yielded = body(region, in_args, out_args)
    yielded = yielded if isinstance(yielded, list) else [yielded]
    bb_args = [f"{a}: {SCALAR[t.dtype]}" for a, (_, t, _) in zip(in_args, ins)]
    bb_args += [f"{a}: {SCALAR[t.dtype]}" for a, (t, _, _) in zip(out_args, outs)]
    ins_txt = ", ".join(s for s, _, _ in ins)
    ins_ty = ", ".join(tensor_ty(t) for _, t, _ in ins)
    outs_ty = ", ".join(tensor_ty(t) for t, _, _ in outs)
    iters = ", ".join(f'"{i}"' for i in iterators)
    extra = f", {attrs}" if attrs else ""
    text = [f"linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = [{iters}]{extra}}}"]
    if ins:
        text.append(f" ins({ins_txt} : {ins_ty})")
    text.append(f" outs({', '.join(inits)} : {outs_ty}) {{\n")
    text.append(f"  ^bb0({', '.join(bb_args)}):\n")
    text.extend(f"    {line}\n" for line in region.lines)
    res_ty = outs_ty if len(outs) == 1 else f"({outs_ty})"
    text.append(f"    linalg.yield {', '.join(yielded)} : {', '.join(SCALAR[t.dtype] for t, _, _ in outs)}\n  }} -> {res_ty}")
    if len(outs) == 1:
        return [e.op("".join(text))]
    name = e.fresh()
    e.op("".join(text), name=f"{name}:{len(outs)}")
    return [f"{name}#{i}" for i in range(len(outs))]


def elementwise(e, out: TensorType, operands: list[tuple[str, TensorType]], body) -> str:
    ident = dims(out.rank)
    return generic(e, out.rank, [(s, t, ident) for s, t in operands], [(out, ident, None)],
                   lambda r, a, o: body(r, a))[0]


def reshape(e, ssa: str, src: TensorType, dst: TensorType) -> str:
    """Row-major reshape as collapse-to-1D then expand (both pure views)."""
    if src.shape == dst.shape:
        return ssa
    flat_t = src.with_(shape=(src.size,))
    cur = ssa
    if src.rank == 0:
        cur = e.op(f"tensor.expand_shape {cur} [] output_shape [1] : {tensor_ty(src)} into {tensor_ty(flat_t)}")
    elif src.rank > 1:
        cur = e.op(f"tensor.collapse_shape {cur} [[{', '.join(map(str, range(src.rank)))}]] : {tensor_ty(src)} into {tensor_ty(flat_t)}")
    if dst.rank == 0:
        return e.op(f"tensor.collapse_shape {cur} [] : {tensor_ty(flat_t)} into {tensor_ty(dst)}")
    if dst.rank == 1:
        return cur
    shape = ", ".join(map(str, dst.shape))
    return e.op(f"tensor.expand_shape {cur} [[{', '.join(map(str, range(dst.rank)))}]] output_shape [{shape}] : {tensor_ty(flat_t)} into {tensor_ty(dst)}")


# exp(x) for f32 from arith ops (Cephes expf): libm's expf is an opaque call in every loop (no
# vectorisation, spills around it) and takes a slow errno path on the -1e9 attention-mask values.
#   n = floor(x·log2(e) + 1/2), r = x - n·C1 - n·C2 (C1 + C2 = ln 2; n·C1 is exact: C1 has 9
#   significant bits and |n| <= 150), exp(r) ≈ 1 + r + r²·P(r) with a degree-5 P on |r| <= ln2/2,
#   then · 2^n applied as 2^(n>>1) · 2^(n - (n>>1)) so that n = 128 needs no special case
#   (subnormal results, n <= -126, are built from their bits: see below). x is first clamped to [-104, 89]: exp(-104) rounds to +0 and exp(89)
#   overflows to +inf in f32, so -inf, -1e9 -> 0 and +inf, 1e9 -> +inf; NaN is passed through.
# Error bound (tests/runtime/test_expf.py): relative error <= 2e-7 (≈1.7 ulp) where exp(x) is a
# normal f32 (x >= -87.33), absolute error <= 2^-149 (one subnormal step) below.
EXPF_LO, EXPF_HI = -104.0, 89.0
_LOG2E = 1.44269504088896341
_EXPF_C1, _EXPF_C2 = 0.693359375, -2.12194440e-4
_EXPF_P = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1)


def expf(r: Region, x: str, dtype: str = "F32") -> str:
    """exp of the region value `x`: the polynomial above for F32, math.exp otherwise."""
    if dtype != "F32":
        return r(f"math.exp {x} : {SCALAR[dtype]}")
    c = lambda v: r.const(v, "F32")  # noqa: E731

    def op(name, *args):
        return r(f"arith.{name} {', '.join(args)} : f32")
    xc = op("maximumf", op("minimumf", x, c(EXPF_HI)), c(EXPF_LO))
    fx = r(f"math.floor {op('addf', op('mulf', xc, c(_LOG2E)), c(0.5))} : f32")
    t = op("subf", xc, op("mulf", fx, c(_EXPF_C1)))
    t = op("subf", t, op("mulf", fx, c(_EXPF_C2)))
    p = c(_EXPF_P[0])
    for coef in _EXPF_P[1:]:
        p = op("addf", op("mulf", p, t), c(coef))
    y = op("addf", op("addf", op("mulf", p, op("mulf", t, t)), t), c(1.0))
    n = r(f"arith.fptosi {fx} : f32 to i32")
    one, bias, shift = r("arith.constant 1 : i32"), r("arith.constant 127 : i32"), r("arith.constant 23 : i32")

    def pow2(k):
        biased = r(f"arith.addi {k}, {bias} : i32")
        return r(f"arith.bitcast {r(f'arith.shli {biased}, {shift} : i32')} : i32 to f32")

    def i32(v):
        return r(f"arith.constant {v} : i32")
    # A subnormal result (n <= -126) is made from its bits, not by a multiply: an FP op with a
    # subnormal result costs an Intel core a microcode assist (≈ 150 cycles for the whole vector),
    # and every -1e9 attention-mask lane went through one (the medium step's softmax kernels, item
    # 2 of issue 23). y·2^(n+149) is exact (a power-of-two scaling, normal), and rounded to an
    # integer to nearest-even it is the result's bit pattern: the same single rounding as the
    # multiply to a subnormal, so the value is bit-identical. Both sides of the select stay normal.
    sub = r(f"arith.cmpi slt, {n}, {i32(-125)} : i32")
    zero = i32(0)
    nn = r(f"arith.select {sub}, {zero}, {n} : i32")
    n1 = r(f"arith.shrsi {nn}, {one} : i32")
    n2 = r(f"arith.subi {nn}, {n1} : i32")
    normal = op("mulf", op("mulf", y, pow2(n1)), pow2(n2))
    scaled = op("mulf", y, pow2(r(f"arith.select {sub}, {r(f'arith.addi {n}, {i32(149)} : i32')}, {zero} : i32")))
    bits = r(f"arith.fptosi {r(f'math.roundeven {scaled} : f32')} : f32 to i32")
    res = r(f"arith.select {sub}, {r(f'arith.bitcast {bits} : i32 to f32')}, {normal} : f32")
    nan = r(f"arith.cmpf uno, {x}, {x} : f32")
    return r(f"arith.select {nan}, {x}, {res} : f32")


def _f32_ops(r: Region):
    c = lambda v: r.const(v, "F32")  # noqa: E731

    def op(name, *args):
        return r(f"arith.{name} {', '.join(args)} : f32")
    return c, op


def _poly(r: Region, x: str, coefs) -> str:
    c, op = _f32_ops(r)
    p = c(coefs[0])
    for coef in coefs[1:]:
        p = op("addf", op("mulf", p, x), c(coef))
    return p


# log(x) for f32 from arith ops (Cephes logf), for the same reasons as expf (an opaque libm call
# in every loop). x = m·2^e with m in [sqrt(1/2), sqrt(2)) taken from the exponent bits (subnormal
# x first scaled by 2^23), f = m - 1, log(x) ≈ f - f²/2 + f³·P(f) + e·ln2 (ln2 split as for expf).
# Special values as IEEE/NumPy: log(±0) = -inf, log(x < 0) = NaN, log(+inf) = +inf, NaN -> NaN.
# Error bound (tests/runtime/test_math_approx.py): |err| <= 2e-7·|log x| + 6e-8, i.e. ≈2 ulp where
# |log x| is not tiny and an absolute 6e-8 (≈1 ulp at 1) near x = 1.
_LOGF_P = (7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, 1.4249322787e-1,
           -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1)


def logf(r: Region, x: str, dtype: str = "F32") -> str:
    """log of the region value `x`: the polynomial above for F32, math.log otherwise."""
    if dtype != "F32":
        return r(f"math.log {x} : {SCALAR[dtype]}")
    c, op = _f32_ops(r)

    def i32(v):
        return r(f"arith.constant {v} : i32")

    def iop(name, a, b):
        return r(f"arith.{name} {a}, {b} : i32")
    tiny = op('cmpf olt,', x, c(1.17549435e-38))  # subnormal (or <= 0, handled at the end)
    xs = r(f"arith.select {tiny}, {op('mulf', x, c(8388608.0))}, {x} : f32")
    bits = r(f"arith.bitcast {xs} : f32 to i32")
    # m in [sqrt(1/2), sqrt(2)): add (1 - sqrt(1/2)) to the mantissa before splitting off e
    adj = iop("addi", bits, i32(0x3F800000 - 0x3F3504F3))
    e = iop("subi", iop("shrsi", adj, i32(23)), i32(127))
    e = r(f"arith.select {tiny}, {iop('subi', e, i32(23))}, {e} : i32")
    mbits = iop("addi", iop("andi", adj, i32(0x007FFFFF)), i32(0x3F3504F3))
    f = op("subf", r(f"arith.bitcast {mbits} : i32 to f32"), c(1.0))
    ef = r(f"arith.sitofp {e} : i32 to f32")
    z = op("mulf", f, f)
    y = op("mulf", op("mulf", _poly(r, f, _LOGF_P), f), z)
    y = op("addf", y, op("mulf", ef, c(_EXPF_C2)))
    y = op("subf", y, op("mulf", z, c(0.5)))
    res = op("addf", op("addf", f, y), op("mulf", ef, c(_EXPF_C1)))
    res = r(f"arith.select {op('cmpf oeq,', x, c(float('inf')))}, {x}, {res} : f32")
    res = r(f"arith.select {op('cmpf oeq,', x, c(0.0))}, {c(float('-inf'))}, {res} : f32")
    bad = op('cmpf ult,', x, c(0.0))  # x < 0 or NaN
    return r(f"arith.select {bad}, {c(float('nan'))}, {res} : f32")


# tanh(x) for f32: |x| < 0.625, an odd polynomial (Cephes tanhf) x + x³·P(x²); above,
# 1 - 2/(exp(2|x|) + 1) through expf (exp(2|x|) overflows to +inf past |x| ≈ 44.5, giving
# exactly 1); the sign of x is copied onto the result. ±inf -> ±1, NaN -> NaN, -0 -> -0.
# Error bound (tests/runtime/test_math_approx.py): |err| <= 3e-7·|tanh x| (≈2.5 ulp).
_TANHF_P = (-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1, -3.33332819422e-1)


def tanhf(r: Region, x: str, dtype: str = "F32") -> str:
    """tanh of the region value `x`: the approximation above for F32, math.tanh otherwise."""
    if dtype != "F32":
        return r(f"math.tanh {x} : {SCALAR[dtype]}")
    c, op = _f32_ops(r)
    ax = r(f"math.absf {x} : f32")
    z = op("mulf", x, x)
    small = op("addf", op("mulf", op("mulf", _poly(r, z, _TANHF_P), z), x), x)
    ex = expf(r, op("addf", ax, ax))
    big = op("subf", c(1.0), op("divf", c(2.0), op("addf", ex, c(1.0))))
    res = r(f"arith.select {op('cmpf olt,', ax, c(0.625))}, {small}, {big} : f32")
    res = r(f"math.copysign {res}, {x} : f32")  # tanh is odd: also keeps -0
    nan = op('cmpf uno,', x, x)
    return r(f"arith.select {nan}, {x}, {res} : f32")


# erf(x) for f32: the rational approximation XLA and Eigen use for F32 (an odd degree-13
# numerator over an even degree-8 denominator in x, x first clamped to [-4, 4], where erf rounds
# to ±1 in f32). libm's erff is an opaque call per element in every loop: the exact GELU's erf
# was 3 % of the layer-loop transformer's step, a scalar call beside vectorised code.
# Below |x| = 1e-4 it is 2x/sqrt(pi). ±inf -> ±1, NaN -> NaN, -0 -> -0. Error bound (tests/mlir/emit/test_math_approx.py):
# |err| <= 5e-7·|erf x| for normal x (≈7 ulp near |x| = 3.2, ≈2 ulp below 0.5).
_ERFF_P = (-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06, -5.69250639462346e-05,
           -7.34990630326855e-04, -2.95459980854025e-03, -1.60960333262415e-02)
_ERFF_Q = (-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03, -7.37332916720468e-03,
           -1.42647390514189e-02)


def erff(r: Region, x: str, dtype: str = "F32") -> str:
    """erf of the region value `x`: the approximation above for F32, math.erf otherwise."""
    if dtype != "F32":
        return r(f"math.erf {x} : {SCALAR[dtype]}")
    c, op = _f32_ops(r)
    xc = op("maximumf", op("minimumf", x, c(4.0)), c(-4.0))  # NaN stays NaN
    z = op("mulf", xc, xc)
    res = op("divf", op("mulf", xc, _poly(r, z, _ERFF_P)), _poly(r, z, _ERFF_Q))
    res = op("maximumf", op("minimumf", res, c(1.0)), c(-1.0))  # the quotient reaches 1 + 1 ulp
    # below 1e-4, erf x = 2x/sqrt(pi) to 4e-9 relative; the numerator x·P would be subnormal
    tiny = op("cmpf olt,", r(f"math.absf {x} : f32"), c(1e-4))
    return r(f"arith.select {tiny}, {op('mulf', x, c(1.1283791670955126))}, {res} : f32")


# F32 ops lowered to the arith-op approximations above (vectorisable, no libm call); emit/split.py
# weighs a binding by the ops its approximation emits
F32_APPROXIMATIONS = {E.exp: expf, E.log: logf, E.tanh: tanhf, E.erf: erff}


# One position of an axis at a run-time index (`index`, `update_index`, a loop's stacked
# outputs). Along axis 0 (or when every axis before it has extent 1) the position is contiguous:
# a view of it, and any copy bufferization makes into or out of it, is a memcpy. Along another
# axis it is strided, and a memref.copy from or into a strided layout lowers to a call of
# `memrefCopy` from libmlir_c_runner_utils, which is not linked (docs/toolchain.md): a strided
# read is a `linalg.copy` of the view (which, unlike a copying linalg.generic, canonicalization
# keeps), a strided write a loop over its contiguous runs.

def slice_window(t: TensorType, k: int, pos: str) -> str:
    """`[offsets] [sizes] [strides]` of position `pos` (an `index` SSA value) along axis k of t."""
    offsets = ["0"] * t.rank
    offsets[k] = pos
    sizes = [str(d) for d in t.shape]
    sizes[k] = "1"
    return f"[{', '.join(offsets)}] [{', '.join(sizes)}] [{', '.join(['1'] * t.rank)}]"


def _contiguous(t: TensorType, k: int) -> bool:
    return all(d == 1 for d in t.shape[:k])


def read_position(e, ssa: str, t: TensorType, k: int, pos: str) -> str:
    """Position `pos` along axis k of `ssa` (the axis dropped): a view when it is contiguous, else
    a copy."""
    row = t.with_(shape=t.shape[:k] + t.shape[k + 1:])
    view = e.op(f"tensor.extract_slice {ssa}{slice_window(t, k, pos)} : {tensor_ty(t)} to {tensor_ty(row)}")
    if _contiguous(t, k):
        return view
    return e.op(f"linalg.copy ins({view} : {tensor_ty(row)}) outs({empty(e, row)} : {tensor_ty(row)}) -> {tensor_ty(row)}")


def write_position(e, ssa: str, t: TensorType, value: str, k: int, pos: str) -> str:
    """`ssa` with position `pos` along axis k replaced by `value`; in place when nothing reads
    `ssa` afterwards. A strided position of t viewed as [P, S, Q] (S the axis) is P contiguous
    runs of Q elements: an scf.for over p inserts row p of `value` viewed as [P, Q]."""
    if _contiguous(t, k):
        row = t.with_(shape=t.shape[:k] + t.shape[k + 1:])
        return e.op(f"tensor.insert_slice {value} into {ssa}{slice_window(t, k, pos)} : {tensor_ty(row)} into {tensor_ty(t)}")
    p, q = volume(t.shape[:k]), volume(t.shape[k + 1:])
    t3, v2 = t.with_(shape=(p, t.shape[k], q)), t.with_(shape=(p, q))
    x3 = reshape(e, ssa, t, t3)
    val = reshape(e, value, t.with_(shape=t.shape[:k] + t.shape[k + 1:]), v2)
    c0, c1, cp = (e.op(f"arith.constant {n} : index") for n in (0, 1, p))
    i, acc, run, new = e.fresh("p"), e.fresh("acc"), e.fresh("run"), e.fresh("w")
    R, X = tensor_ty(t.with_(shape=(q,))), tensor_ty(t3)
    loop = e.op(f"""scf.for {i} = {c0} to {cp} step {c1} iter_args({acc} = {x3}) -> ({X}) {{
  {run} = tensor.extract_slice {val}[{i}, 0] [1, {q}] [1, 1] : {tensor_ty(v2)} to {R}
  {new} = tensor.insert_slice {run} into {acc}[{i}, {pos}, 0] [1, 1, {q}] [1, 1, 1] : {R} into {X}
  scf.yield {new} : {X}
}}""")
    return reshape(e, loop, t3, t)
