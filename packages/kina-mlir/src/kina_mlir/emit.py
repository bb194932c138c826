"""Emit an IR program as MLIR text on tensors: one func.func per function,
each with llvm.emit_c_interface (§12.6); spans become loc(...)."""
from __future__ import annotations

import os

from kina.ir import Function, Program
from kina.ops import registry as R
from kina.ops.mlirgen import dims, generic, tensor_ty

VIEW_OPS = {"reshape"}  # lowered as views of their operand's buffer


class FunctionEmitter:
    """The `e` that op lowerings receive (see kina.ops.mlirgen)."""

    def __init__(self, fn: Function, filename: str):
        self.fn, self.filename = fn, filename
        self.types = fn.types()
        self.ssa: dict[str, str] = {}
        self.lines: list[str] = []
        self.n = 0
        self.loc = ""

    def fresh(self, hint: str = "") -> str:
        self.n += 1
        return f"%_{hint}{self.n}"

    def v(self, var: str) -> str:
        return self.ssa[var]

    def ty(self, var: str):
        return self.types[var]

    def define(self, var: str, ssa: str) -> None:
        self.ssa[var] = ssa

    def op(self, text: str, name: str | None = None) -> str:
        name = name or self.fresh()
        self.lines.append(f"{name} = {text} {self.loc}")
        return name

    def emit(self) -> str:
        fn = self.fn
        args = []
        for pname, t in fn.params:
            ssa = f"%{pname}"
            self.ssa[pname] = ssa
            # callers' arrays are read-only: bufferization copies instead of writing in place
            args.append(f"{ssa}: {tensor_ty(t)} {{bufferization.writable = false}}")
        defs = {}
        for b in fn.body:
            self.loc = f'loc("{self.filename}":{b.span.line}:{b.span.column})'
            for n in b.names:
                defs[n] = b
            if b.op == "call":
                callee_types = ", ".join(tensor_ty(t) for t in b.types)
                arg_types = ", ".join(tensor_ty(self.types[a]) for a in b.args)
                base = self.fresh("call")
                lhs = base if len(b.names) == 1 else f"{base}:{len(b.names)}"
                self.op(f"func.call @{b.attrs['fn']}({', '.join(self.v(a) for a in b.args)}) : ({arg_types}) -> ({callee_types})", name=lhs)
                for i, n in enumerate(b.names):
                    self.define(n, base if len(b.names) == 1 else f"{base}#{i}")
                continue
            op = R.get(b.op)
            if op.lower is None:
                raise NotImplementedError(f"op `{b.op}` has no MLIR lowering")
            op.lower(self, b)
        self.loc = f'loc("{self.filename}":{fn.span.line}:{fn.span.column})'
        results = [self.v(r) for r in self._fresh_results(defs)]
        rtypes = ", ".join(tensor_ty(t) for t in fn.result_types)
        head = f"  func.func @{fn.name}({', '.join(args)}) -> ({rtypes}) attributes {{llvm.emit_c_interface}} {{"
        body = ["    " + line.replace("\n", "\n    ") for line in self.lines]
        ret = f"    func.return {', '.join(results)} : {rtypes} {self.loc}"
        return "\n".join([head, *body, ret, f"  }} {self.loc}"])

    def _fresh_results(self, defs) -> list[str]:
        """Every result must own a fresh heap buffer (the host frees each one):
        results that are parameters, constants, or views of those or of an
        earlier result get an explicit copy."""
        out, roots = [], set()
        for i, r in enumerate(self.fn.results):
            root = r
            while root in defs and defs[root].op in VIEW_OPS:
                root = defs[root].args[0]
            static = root not in defs or defs[root].op == "const"
            if static or root in roots:
                t = self.types[r]
                copy = f"{r}.copy{i}"
                self.ssa[copy] = generic(self, t.rank, [(self.v(r), t, dims(t.rank))], [(t, dims(t.rank), None)], lambda rg, a, o: a[0])[0]
                out.append(copy)
            else:
                out.append(r)
            roots.add(root)
        return out


def emit_module(program: Program) -> str:
    filename = os.path.basename(program.source.path)
    funcs = [FunctionEmitter(f, filename).emit() for f in program.functions.values()]
    return "module {\n" + "\n".join(funcs) + "\n}\n"
