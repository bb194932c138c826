"""One small program per float op (docs/spec.md §A7) for the VJP and differential tests.

Each case is (name, params, result type, body): `f` is the op under test and
`@main` returns `handle f(...) with reverseMode` in full."""
from __future__ import annotations

from helpers import T


def F(*shape):
    return T("F32", shape)


def I(*shape):
    return T("I64", shape)


CASES = [
    # name, [(param, type)], result type, body, positive-only inputs
    ("neg", [("x", F(2, 3))], F(2, 3), "-x", False),
    ("neg-method", [("x", F(2, 3))], F(2, 3), "x.neg()", False),
    ("add", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x + y", False),
    ("sub", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x - y", False),
    ("mul", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x * y", False),
    ("div", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x / y", True),
    ("exp", [("x", F(2, 3))], F(2, 3), "x.exp()", False),
    ("log", [("x", F(2, 3))], F(2, 3), "x.log()", True),
    ("sqrt", [("x", F(2, 3))], F(2, 3), "x.sqrt()", True),
    ("tanh", [("x", F(2, 3))], F(2, 3), "x.tanh()", False),
    ("pow", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x.pow(y)", True),
    ("pow-literal", [("x", F(2, 3))], F(2, 3), "x.pow(3.0)", True),
    ("maximum", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x.maximum(y)", False),
    ("cast-f64", [("x", F(2, 3))], T("F64", [2, 3]), "x.cast(F64) * x.cast(F64)", False),
    ("reshape", [("x", F(2, 3))], F(3, 2), "x.reshape([3, 2]).exp()", False),
    ("transpose", [("x", F(2, 3, 4))], F(4, 2, 3), "x.transpose([2, 0, 1]) * x.transpose([2, 0, 1])", False),
    ("broadcast-rank0", [("x", F())], F(2, 3, 4), "x.broadcast([2, 3, 4]).exp()", False),
    ("broadcast-11", [("x", F(1, 1))], F(2, 3, 4), "x.broadcast([2, 3, 4]).exp()", False),
    ("broadcast-4", [("x", F(4))], F(2, 3, 4), "x.broadcast([2, 3, 4]).exp()", False),
    ("broadcast-middle", [("x", F(2, 1, 4))], F(2, 3, 4), "x.broadcast([2, 3, 4]).exp()", False),
    ("reduce-sum", [("x", F(2, 3, 4))], F(2, 4), "(x * x).reduce_sum(axes=[1])", False),
    ("reduce-sum-keepdims", [("x", F(2, 3, 4))], F(1, 3, 1), "(x * x).reduce_sum(axes=[0, 2], keepdims=true)", False),
    ("reduce-sum-all", [("x", F(2, 3))], F(), "x.exp().reduce_sum(axes=[0, 1])", False),
    ("reduce-max", [("x", F(2, 3, 4))], F(2, 4), "x.reduce_max(axes=[1])", False),
    ("reduce-max-keepdims", [("x", F(2, 3, 4))], F(1, 3, 1), "x.reduce_max(axes=[0, 2], keepdims=true)", False),
    ("reduce-mean", [("x", F(2, 3, 4))], F(4), "(x * x).reduce_mean(axes=[0, 1])", False),
    ("reduce-mean-keepdims", [("x", F(2, 3))], F(2, 1), "(x * x).reduce_mean(axes=[1], keepdims=true)", False),
    ("softmax", [("x", F(2, 5)), ("w", F(2, 5))], F(2, 5), "x.softmax(axis=1) * w", False),
    ("softmax-axis0", [("x", F(3, 2)), ("w", F(3, 2))], F(3, 2), "x.softmax(axis=0) * w", False),
    ("log-softmax", [("x", F(2, 5)), ("w", F(2, 5))], F(2, 5), "x.log_softmax(axis=1) * w", False),
    ("matmul", [("a", F(2, 3)), ("b", F(3, 4))], F(2, 4), "a @ b", False),
    ("matmul-batched", [("a", F(2, 2, 3)), ("b", F(2, 3, 4))], F(2, 2, 4), "a @ b", False),
    ("take-repeated-ids", [("t", F(3, 4)), ("ids", I(6))], F(6, 4), "t.take(ids, axis=0) * t.take(ids, axis=0)", False),
    ("take-2d-ids", [("t", F(5, 2)), ("ids", I(2, 3))], F(2, 3, 2), "t.take(ids, axis=0).exp()", False),
    ("take-along-axis", [("x", F(2, 3, 5)), ("i", I(2, 3))], F(2, 3), "x.take_along_axis(i, axis=2).exp()", False),
    ("take-along-axis-1", [("x", F(2, 4, 3)), ("i", I(2, 3))], F(2, 3), "x.take_along_axis(i, axis=1).exp()", False),
    ("update-slice", [("c", F(5, 3)), ("n", F(2, 3)), ("s", I())], F(5, 3), "c.update_slice(n.exp(), s, axis=0) * c", False),
    ("slice-dyn", [("x", F(5, 3)), ("s", I())], F(2, 3), "x.slice_dyn(s, axis=0, size=2).exp()", False),
    ("to-device", [("x", F(2, 3))], F(2, 3), "x.to(@device).exp().to(@host)", False),
    ("fan-out", [("x", F(2, 3))], F(2, 3), "x * x + x.exp() - x", False),
    ("unused-param", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x.tanh()", False),
    ("tuple-result", [("x", F(2, 3)), ("y", F(2, 3))], f"({F(2, 3)}, {F(2, 3)})", "(x * y, x.exp())", False),
    ("nll-tail", [("logits", F(1, 4, 8)), ("targets", I(1, 4))], F(1, 4),
     "let log_probs = logits.log_softmax(axis=2) in let picked = log_probs.take_along_axis(targets, axis=2) in -picked", False),
    ("call-inside", [("x", F(2, 3))], F(2, 3), "g(x) * x", False),
    # Phase 2 ops (spec §P3)
    ("sin", [("x", F(2, 3))], F(2, 3), "x.sin()", False),
    ("cos", [("x", F(2, 3))], F(2, 3), "x.cos()", False),
    ("erf", [("x", F(2, 3))], F(2, 3), "x.erf()", False),
    ("sigmoid", [("x", F(2, 3))], F(2, 3), "x.sigmoid()", False),
    ("rsqrt", [("x", F(2, 3))], F(2, 3), "x.rsqrt()", True),
    ("log1p", [("x", F(2, 3))], F(2, 3), "x.log1p()", True),
    ("abs", [("x", F(2, 3))], F(2, 3), "x.abs() * x", False),
    ("sign", [("x", F(2, 3))], F(2, 3), "x.sign() * x", False),
    ("minimum", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x.minimum(y)", False),
    ("minimum-literal", [("x", F(2, 3))], F(2, 3), "x.minimum(0.25)", False),
    ("select", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "(x > y).select(x * y, y.exp())", False),
    ("select-all-true", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "(x.abs() >= 0.0).select(x * y, y.exp())", False),
    ("select-all-false", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "(x.abs() < -1.0).select(x * y, y.exp())", False),
    ("select-literal", [("x", F(2, 3))], F(2, 3), "(0.0 < x).select(x, -3.0) + (x != x).select(1.0, x)", False),
    ("compare-methods", [("x", F(2, 3)), ("y", F(2, 3))], F(2, 3), "x.le(y).select(x, y) * x.ge(y).select(y, x) + x.eq(y).select(x, y)", False),
    ("reduce-min", [("x", F(2, 3, 4))], F(2, 4), "x.reduce_min(axes=[1])", False),
    ("reduce-min-keepdims", [("x", F(2, 3, 4))], F(1, 3, 1), "x.reduce_min(axes=[0, 2], keepdims=true)", False),
    ("reduce-prod", [("x", F(2, 3, 4))], F(2, 4), "x.reduce_prod(axes=[1])", False),
    ("reduce-prod-two-axes", [("x", F(2, 3, 2))], F(3), "x.reduce_prod(axes=[0, 2])", False),
    ("concat", [("x", F(2, 3)), ("y", F(2, 1)), ("z", F(2, 2))], F(2, 6), "x.concat(y, z, axis=1).exp()", False),
    ("concat-axis0", [("x", F(1, 3)), ("y", F(2, 3))], F(3, 3), "x.concat(y, axis=0) * x.concat(y, axis=-2)", False),
    ("slice-interior", [("x", F(4, 5))], F(2, 3), "x.slice(start=[1, 1], size=[2, 3]).exp()", False),
    ("slice-boundaries", [("x", F(4, 5))], F(4, 2), "x.slice(start=[0, 3], size=[4, 2]).exp()", False),
    ("slice-stride", [("x", F(4, 7))], F(2, 3), "x.slice(start=[1, 0], size=[2, 3], stride=[2, 3]).exp()", False),
    ("slice-stride-size1", [("x", F(4, 5))], F(1, 2), "x.slice(start=[3, 1], size=[1, 2], stride=[5, 3]).exp()", False),
    ("pad", [("x", F(2, 3))], F(4, 4), "x.pad(low=[1, 0], high=[1, 1], value=-1.5).exp()", False),
    ("pad-none", [("x", F(2, 3))], F(2, 3), "x.pad(low=[0, 0], high=[0, 0]).exp()", False),
    ("matmul-broadcast", [("x", F(2, 3, 4)), ("w", F(4, 5))], F(2, 3, 5), "x @ w", False),
    ("matmul-broadcast-mirror", [("w", F(3, 4)), ("x", F(2, 2, 4, 5))], F(2, 2, 3, 5), "w @ x", False),
    ("iota-full-one-hot", [("x", F(2, 3)), ("ids", I(2))], F(2, 3),
     "x * ids.one_hot(depth=3, dtype=F32) + iota(shape=[2, 3], axis=1, dtype=F32) * full(shape=[2, 3], value=0.5, dtype=F32) * x", False),
    ("causal-mask", [("s", F(3, 3))], F(3, 3),
     "(iota(shape=[3, 3], axis=1) <= iota(shape=[3, 3], axis=0)).select(s, -1e9).softmax(axis=1)", False),
    # §D1 at world size 1 (one process): the identity; under mpiexec see tests/distributed/
    ("all-sum", [("x", F(2, 3))], F(2, 3), "(x * x).all_sum() * world_size().cast(F32).broadcast([2, 3])", False),
    ("all-mean", [("x", F(2, 3))], F(2, 3), "x.exp().all_mean() + rank().cast(F32).broadcast([2, 3])", False),
    # §C8 convolution and pooling, channels last (1, 2 and 3 spatial dims; stride, padding, dilation, groups)
    ("conv1d", [("x", F(2, 7, 3)), ("w", F(3, 3, 4))], F(2, 4, 4), "x.conv(w, stride=[2], low=[1], high=[2]).tanh()", False),
    ("conv2d-groups-dilation", [("x", F(1, 5, 6, 4)), ("w", F(2, 2, 2, 6))], F(1, 4, 3, 6),
     "x.conv(w, stride=[1, 2], low=[0, 1], high=[1, 0], dilation=[2, 1], groups=2).tanh()", False),
    ("conv2d-depthwise", [("x", F(1, 4, 4, 3)), ("w", F(3, 3, 1, 6))], F(1, 4, 4, 6),
     "let y = x.conv(w, low=[1, 1], high=[1, 1], groups=3) in y * y", False),
    ("conv3d", [("x", F(1, 3, 4, 3, 2)), ("w", F(2, 2, 2, 2, 3))], F(1, 2, 2, 2, 3), "x.conv(w, stride=[1, 2, 1]).tanh()", False),
    ("max-pool2d", [("x", F(2, 5, 5, 3))], F(2, 3, 3, 3), "let y = x.max_pool(window=[2, 2], high=[1, 1]) in y * y", False),
    ("max-pool1d-overlapping", [("x", F(2, 7, 2))], F(2, 7, 2), "x.max_pool(window=[3], stride=[1], low=[1], high=[1]).tanh()", False),
    ("max-pool3d", [("x", F(1, 4, 4, 4, 2))], F(1, 2, 2, 2, 2), "x.max_pool(window=[2, 3, 2], stride=[2, 1, 2], high=[0, 0, 1]).exp()", False),
    ("avg-pool2d", [("x", F(1, 5, 4, 2))], F(1, 3, 4, 2), "x.avg_pool(window=[3, 2], stride=[2, 1], low=[1, 0], high=[1, 1]).exp()", False),
    ("avg-pool1d", [("x", F(2, 6, 3))], F(2, 3, 3), "let y = x.avg_pool(window=[2]) in y * y", False),
    ("avg-pool3d", [("x", F(1, 3, 4, 3, 2))], F(1, 2, 2, 2, 2), "x.avg_pool(window=[2, 2, 2], stride=[1, 2, 2], high=[0, 0, 1]).tanh()", False),
    ("conv-then-pool", [("x", F(1, 6, 6, 2)), ("w", F(3, 3, 2, 4))], F(1, 3, 3, 4),
     "x.conv(w, low=[1, 1], high=[1, 1]).tanh().max_pool(window=[2, 2]) + x.conv(w, low=[1, 1], high=[1, 1]).avg_pool(window=[2, 2])", False),
]

HELPER = f"let g = fn(a: {F(2, 3)}) -> {F(2, 3)} {{ a.tanh() * a }} in\n"


def program(case) -> str:
    name, params, result, body, _ = case
    ps = ", ".join(f"{n}: {t}" for n, t in params)
    float_params = [(n, t) for n, t in params if "F32" in t or "F64" in t]
    results = [r.strip() + ">" for r in result.strip("()").split(">,")] if result.startswith("(") else [result]
    results = [r if r.endswith(">") else r for r in results]
    results = [r[:-1] if r.endswith(">>") else r for r in results]
    primal_names = [f"p{i}" for i in range(len(results))]
    grad_names = [f"g_{n}" for n, _ in float_params]
    out_types = results + [t for _, t in float_params]
    pre = HELPER if name == "call-inside" else ""
    return (pre + f"let f = fn({ps}) -> {result} {{\n  {body}\n}} in\n"
            f"fn @main({ps}) -> ({', '.join(out_types)}) {{\n"
            f"  let ({', '.join(primal_names + grad_names)}) = handle f({', '.join(n for n, _ in params)}) with reverseMode in\n"
            f"  ({', '.join(primal_names + grad_names)})\n}}\n")
