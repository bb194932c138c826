"""MLIR text helpers shared by the op lowerings (pure text; no bindings).

An emitter (kina-mlir) passes itself as `e`, offering `e.v(var)` (SSA name of
an IR variable), `e.ty(var)`, `e.fresh()`, `e.op(text)` (a top-level op with
the current source location appended) and `e.define(var, ssa)`."""
from __future__ import annotations

import struct

from kina.types import TensorType

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


def fill(e, t: TensorType, value) -> str:
    c = e.op(f"arith.constant {scalar_lit(value, t.dtype)} : {SCALAR[t.dtype]}")
    return e.op(f"linalg.fill ins({c} : {SCALAR[t.dtype]}) outs({empty(e, t)} : {tensor_ty(t)}) -> {tensor_ty(t)}")


def splat(e, t: TensorType, value) -> str:
    return e.op(f"arith.constant dense<{scalar_lit(value, t.dtype)}> : {tensor_ty(t)}")


def generic(e, n_loops: int, ins: list[tuple[str, TensorType, list[str]]], outs: list[tuple[TensorType, list[str], str | None]],
            body, iterators: list[str] | None = None) -> list[str]:
    """A linalg.generic over `n_loops` loops.

    ins: (ssa, type, index exprs); outs: (type, index exprs, init ssa or None
    for a fresh tensor.empty); body(region, in_args, out_args) -> yielded values."""
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
    text = [f"linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = [{iters}]}}"]
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
