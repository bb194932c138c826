"""The type checker (docs/spec.md §A2–§A8): annotates every expression of the AST with its type."""
from __future__ import annotations

import difflib
from types import GeneratorType

from ..diagnostics import Diagnostic, KinaError, Span
from ..ops import registry as R
from ..ops.gather import take
from ..ops.registry import BINARY
from ..sizes import Binding, Size, Unbound, show_sizes, symbol
from ..types import FLOAT_DTYPES, STATIC_INT_RANGE, TensorType, TupleType, Type, flat, literal_problem, show_int, subst_type
from . import ast as A
from .loader import fresh

STATIC_KINDS = {"int": ("int",), "ints": ("shape",), "shape": ("shape",), "dtype": ("dtype",),
                "placement": ("placement",), "bool": ("bool",), "float": ("float", "int")}


# Like the JVM's 255 parameters: a bound that keeps a signature's native code reasonable (LLVM's
# codegen and optimiser are superlinear in a function's arguments and returned struct: 5,000
# results took 108 s and 5 GB to compile). docs/language.md, "Limits".
MAX_PARAMS = 1024
MAX_RESULTS = 1024
# How deeply loops and ifs may nest in one function (the lead's decision for Phase 3): passes may
# then recurse on blocks, and no real model nests more than a handful.
MAX_BLOCK_DEPTH = 64
INDEX_TYPE = TensorType("I64", (), "host")  # a loop's index (§C1)


def _err(msg, span, hint=None):
    return KinaError(Diagnostic(msg, span, hint))


class Checker:
    def __init__(self, compiler):
        self.ops = compiler.ops  # the compiler's OpTable
        self.handlers = compiler.handler_table  # name -> Handler (result_type, eliminate)
        self.fns: dict[str, A.FnDef] = {}
        self.sizes: dict = {}  # the size variables in scope: name -> Size (symbolic check) or int (specialisation)
        self.current: str | None = None  # the IR name of the function being checked
        self.specs: dict[str, A.FnDef] = {}  # specialisations made so far, by symbol (step__B8_T64)
        self.calls: dict[str, list[str]] = {}  # IR name -> the IR names it calls or handles
        self.prog: A.Program | None = None
        self.current_source = None  # the Source of the function being checked (an included file's own)
        # specialisations asked for and not yet checked: a work list, not recursion, so a chain of
        # generic functions calling each other costs no Python stack however long it is
        self.pending: list = []
        self.queued: set[str] = set()
        self.depth = 0  # loops and ifs open around the expression being checked

    def program(self, prog: A.Program) -> A.Program:
        self.prog = prog
        for fn in prog.fns:
            if fn.name in self.fns:
                raise _err(f"function `{fn.name}` is defined twice", fn.name_span)
            if fn.name == "main":  # the IR and the exported symbols call `fn @main` `main`
                raise KinaError(Diagnostic("a function may not be called `main`: that is the name of the entry point `fn @main`",
                                           fn.name_span, "choose another name"), fn.source)
            builtin = self.ops.surface(fn.name)
            if builtin is not None and builtin.arity == 0:
                raise _err(f"function `{fn.name}` would shadow the builtin `{fn.name}(…)`", fn.name_span, "choose another name")
            self.function(fn, _symbolic(fn))  # a generic function is checked once, symbolically (§P1)
            self.fns[fn.name] = fn
        main = prog.main
        self.function(main, _symbolic(main))
        for p in main.params:
            if p.type.placement != "host":
                raise _err(f"@main parameter `{p.name}` is {p.type}: host placeholders must be @host (§A8)", p.span)
        for t in (main.result.type.items if isinstance(main.result.type, TupleType) else (main.result.type,)):
            if t.placement != "host":
                raise _err(f"@main returns {t}: results of @main must be @host (§A8)", main.result.span)
        self.drain()
        if not self.specs and not prog.specialise and not main.generic and not any(f.generic for f in prog.fns):
            return prog  # no generic code: the program as written
        return self.monomorphic(prog)

    def monomorphic(self, prog: A.Program) -> A.Program:
        """The program after specialisation: every function the IR needs, non-generic, callees first."""
        request = prog.specialise or {}
        roots = []
        if request.get("entry") is not None:
            roots.append(self.entry(prog, request["entry"], request.get("sizes") or {}))
            self.drain()
        if not request.get("only"):
            roots += [f.name for f in [*prog.fns, prog.main] if not f.generic]
        by_name = {f.name: f for f in [*prog.fns, prog.main] if not f.generic}
        by_name.update(self.specs)
        order, seen = [], set()
        for root in roots:  # depth-first, callees first, without recursion
            stack = [(root, iter(self.calls.get(root, ())))]
            if root in seen:
                continue
            seen.add(root)
            while stack:
                name, callees = stack[-1]
                nxt = next((c for c in callees if c not in seen), None)
                if nxt is None:
                    stack.pop()
                    order.append(by_name[name])
                else:
                    seen.add(nxt)
                    stack.append((nxt, iter(self.calls.get(nxt, ()))))
        keep_main = prog.main in order
        prog.fns = [f for f in order if f is not prog.main]
        prog.main = prog.main if keep_main else None
        return prog

    def entry(self, prog: A.Program, name: str, sizes: dict) -> str:
        """Specialise the generic function `name` at `sizes` (`kina compile --sizes`, the host API)."""
        fn = prog.main if name == "main" else self.fns.get(name)
        if fn is None:
            raise _err(f"cannot specialise `{name}`: no such function", prog.main.name_span)
        variables = [n for n, _ in fn.sizes]
        if not variables:
            if sizes:
                raise _err(f"`{name}` is not generic: it takes no sizes (given {', '.join(sizes)})", fn.name_span)
            return fn.name
        unknown = [k for k in sizes if k not in variables]
        missing = [v for v in variables if v not in sizes]
        if unknown or missing:
            problem = f"unknown size {', '.join(unknown)}" if unknown else f"missing size {', '.join(missing)}"
            raise _err(f"cannot specialise `{name}`[{', '.join(variables)}]: {problem}", fn.name_span,
                       f"give every size, e.g. --sizes {','.join(f'{v}=8' for v in variables)}")
        return self.specialise(fn, tuple(int(sizes[v]) for v in variables)).symbol

    def symbol(self, fn: A.FnDef, variables, values) -> str:
        """The IR name of `fn` specialised at `values` (step__B8_T64: the host API and `--sizes`
        name it so), refused when the program defines a function of that name itself."""
        sym = symbol(fn.name, variables, values)
        mine = next((f for f in self.prog.fns if f.name == sym), None)
        if mine is not None:
            raise KinaError(Diagnostic(f"function `{sym}` has the name of `{fn.name}` specialised at {show_sizes(variables, values)}, "
                                       "which this program uses", mine.name_span, "choose another name"), mine.source)
        return sym

    def drain(self) -> None:
        while self.pending:
            fn, values, site, caller = self.pending.pop()
            self.specialise(fn, values, site, caller)

    def specialise(self, fn: A.FnDef, values: tuple, site: Span | None = None, caller=None) -> A.FnDef:
        """`fn` checked again, on a fresh copy of its AST, with its sizes bound to `values` (ints):
        constraints that depend on size values are decided here, and reported at the source
        position that needs them with the sizes that made them fail."""
        variables = [n for n, _ in fn.sizes]
        sym = self.symbol(fn, variables, values)
        if sym in self.specs:
            return self.specs[sym]
        copy = fresh(self.prog, fn)
        copy.symbol = sym
        try:
            self.function(copy, dict(zip(variables, values)))
        except KinaError as e:
            first = e.diagnostics[0]
            called = ""
            if site is not None:
                called = f", called at {caller.path if caller else '?'}:{site.line}:{site.column}"
            first.message += f" (in `{fn.name}` specialised with {show_sizes(variables, values)}{called})"
            raise KinaError(e.diagnostics, e.source or copy.source) from None
        self.specs[sym] = copy
        return copy

    def function(self, fn: A.FnDef, sizes: dict | None = None) -> None:
        saved = self.sizes, self.current, self.current_source, self.depth
        self.sizes, self.current, self.current_source, self.depth = dict(sizes or {}), fn.symbol or fn.name, fn.source, 0
        self.calls.setdefault(self.current, [])
        try:
            env: dict[str, TensorType] = {}
            if len(fn.params) > MAX_PARAMS:
                raise _err(f"`{fn.name}` takes more than {MAX_PARAMS:,} parameters ({len(fn.params):,})",
                           fn.params[MAX_PARAMS].span, "pass related tensors stacked in one parameter")
            for p in fn.params:
                if p.name in env:
                    raise _err(f"parameter `{p.name}` is declared twice", p.span)
                p.type = self.resolve(p.type, p.span)
                env[p.name] = p.type
            fn.result.type = self.resolve(fn.result.type, fn.result.span)
            if isinstance(fn.result.type, TupleType) and len(fn.result.type.items) > MAX_RESULTS:
                raise _err(f"`{fn.name}` returns more than {MAX_RESULTS:,} results ({len(fn.result.type.items):,})",
                           fn.result.span, "return related tensors stacked in one result")
            t = self.expr(fn.body, env, tail=True)
            if t != fn.result.type:
                raise _err(f"`{fn.name}` is declared to return {fn.result.type} but its body has type {t}",
                           _tail(fn.body).span)
        except KinaError as e:
            raise (e.with_source(fn.source) if fn.source is not None else e) from None
        finally:
            self.sizes, self.current, self.current_source, self.depth = saved

    # -- sizes (§P1) ----------------------------------------------------------
    def size(self, value, span: Span, what: str = "size", at_least_one: bool = True):
        """A size expression evaluated with the sizes in scope; >= 1 once specialised (unless it
        is used as a value, `full(value=N - 1)`, where 0 and negatives are values like any other)."""
        if not isinstance(value, Size):
            return value
        try:
            v = value.subst(self.sizes)
        except Unbound as u:
            raise _err(f"unknown size variable `{u.name}`", span,
                       f"declare it with the function: `fn[{u.name}](…)`" if not self.sizes else
                       f"the sizes in scope are {', '.join(self.sizes)}") from None
        if at_least_one and isinstance(v, int) and v < 1:
            raise _err(f"{what} `{value}` is {v} with {_show_env(self.sizes)}: every size must be >= 1", span)
        return v

    def resolve(self, t: Type, span: Span) -> Type:
        if isinstance(t, TupleType):
            return TupleType(tuple(self.resolve(i, span) for i in t.items))
        if isinstance(t, A.AliasRef):
            raise _err(f"unknown type `{t.name}`", t.span)
        if not any(isinstance(d, Size) for d in t.shape):
            return t
        t = t.with_(shape=[self.size(d, d.span or span, "dimension") if isinstance(d, Size) else d for d in t.shape])
        problem = t.problem()
        if problem:
            raise _err(f"{t} with {_show_env(self.sizes)}: {problem}", span)
        return t

    def bind_sizes(self, e, fn: A.FnDef, env: dict):
        """Infer the sizes of a call or handle of the generic `fn` from its arguments' types
        (or take them from `f[4](x)`); returns (values in `fn.sizes` order, argument types)."""
        variables = [n for n, _ in fn.sizes]
        explicit = None
        if e.sizes is not None:
            if len(e.sizes) != len(variables):
                raise _err(f"`{fn.name}` takes {len(variables)} size(s) [{', '.join(variables)}], got {len(e.sizes)}", e.fn_span)
            explicit = [self.size(v, sp, "the size") for v, sp in e.sizes]
            for (_, sp), x, name in zip(e.sizes, explicit, variables):
                if isinstance(x, int) and x < 1:
                    raise _err(f"size {x} given for `{name}` of `{fn.name}`: sizes must be >= 1", sp)
        b = Binding(fn.name, variables, explicit)
        types: list = []
        for i, (a, p) in enumerate(zip(e.args, fn.params)):
            if _is_literal(a) and isinstance(e, A.Call):
                types.append(None)
                continue
            t = yield from self.tensor(a, env)
            if t.rank != p.type.rank or t.dtype != p.type.dtype or t.placement != p.type.placement:
                raise _err(f"argument `{p.name}` of `{fn.name}` must be {p.type}, got {t}", a.span)
            problem = b.match(i, p.name, p.type.shape, t.shape)
            if problem:
                raise _err(problem, a.span)
            types.append(t)
        problem = b.unbound()
        if problem:
            raise _err(problem, e.fn_span, f"give the sizes explicitly: `{fn.name}[{', '.join(variables)}](…)`")
        for i, (a, p) in enumerate(zip(e.args, fn.params)):
            want = subst_type(p.type, b.values)
            if types[i] is None:
                types[i] = yield self.visit(a, env, False, want)
            elif types[i] != want:
                raise _err(f"argument `{p.name}` of `{fn.name}` must be {want} (with {show_sizes(variables, b.ordered())}), "
                           f"got {types[i]}", a.span)
        return b.ordered(), types

    def instance(self, e, fn: A.FnDef, values: tuple) -> A.FnDef:
        """The callee of a call or handle of generic `fn` at `values`: a specialisation when every
        size is known (its IR name replaces `e.fn`), else a symbolic view of its signature."""
        variables = [n for n, _ in fn.sizes]
        env = dict(zip(variables, values))
        params = [A.Param(p.span, p.name, subst_type(p.type, env)) for p in fn.params]
        view = A.FnDef(fn.span, fn.name, params, A.TypeAst(fn.result.span, subst_type(fn.result.type, env)),
                       fn.body, fn.name_span, source=fn.source)
        if all(isinstance(v, int) for v in values):
            sym = self.symbol(fn, variables, values)
            e.fn = sym
            if sym not in self.queued:
                self.queued.add(sym)
                if any(d < 1 for t in flat(view.result.type) for d in t.shape):
                    self.specialise(fn, values, e.fn_span, self.current_source)  # reports where and why
                self.pending.append((fn, values, e.fn_span, self.current_source))
        return view

    # -- expressions --------------------------------------------------------
    # Each rule `e_<Node>` is a generator run by `A.drive`: it yields `self.visit(child, …)`
    # to type a sub-expression and receives the child's type, so no Python recursion follows
    # the program's nesting. Scopes live in one `env` dict that lets extend and restore on the
    # way out (no per-let copy: a 5,000-let function is checked in linear time).
    def expr(self, e: A.Expr, env: dict, tail: bool = False, want: TensorType | None = None) -> Type:
        return A.drive(self.visit(e, env, tail, want))

    def visit(self, e: A.Expr, env: dict, tail: bool = False, want: TensorType | None = None):
        t = getattr(self, "e_" + type(e).__name__)(e, env, tail, want)
        if isinstance(t, GeneratorType):
            t = yield from t
        e.type = t
        return t

    def tensor(self, e: A.Expr, env: dict, want: TensorType | None = None):
        t = yield self.visit(e, env, False, want)
        if isinstance(t, TupleType):
            raise _err(f"expected a tensor, got the tuple {t}", e.span, "bind its components with `let (a, b, …) = … in`")
        return t

    def e_Var(self, e: A.Var, env, tail, want):
        if e.name in env:
            return env[e.name]
        if e.name in self.fns:
            raise _err(f"`{e.name}` is a function, not a value: functions may only be called or handled", e.span)
        close = difflib.get_close_matches(e.name, list(env), n=1, cutoff=0.5)
        raise _err(f"unknown name `{e.name}`", e.span, f"did you mean `{close[0]}`?" if close else None)

    def e_Num(self, e: A.Num, env, tail, want):
        return self._literal(e, e.value, want, e.span)

    def _literal(self, num: A.Num, value, want: TensorType | None, span: Span) -> TensorType:
        """A splat literal takes `want`, the type of a tensor operand, and must fit its dtype."""
        if want is None:
            raise _err(f"the literal {value} has no type here: a literal is a splat constant and takes the type of a tensor operand (§A5)", span)
        if num.is_float and want.dtype not in FLOAT_DTYPES:
            raise _err(f"float literal {value} used with {want}: float literals need a float dtype", span,
                       "write an integer literal or `.cast(F32)` the other operand")
        if want.dtype == "Bool":
            raise _err(f"literal {value} used with {want}: Bool tensors take no numeric literal", span)
        problem = literal_problem(value, want.dtype)
        if problem:
            raise _err(f"{problem}; it is used with {want}", span)
        num.type = want
        return want

    def e_Let(self, e: A.Let, env, tail, want):
        t = yield self.visit(e.value, env)
        if isinstance(t, TupleType):
            raise _err(f"`let {e.name}` binds the tuple {t}; tuples must be taken apart", e.value.span,
                       f"use `let ({', '.join(f'x{i}' for i in range(len(t.items)))}) = … in`")
        saved = _bind(env, {e.name: t})
        try:
            return (yield self.visit(e.body, env, tail))
        finally:
            _restore(env, saved)

    def e_LetTuple(self, e: A.LetTuple, env, tail, want):
        t = yield self.visit(e.value, env)
        items = t.items if isinstance(t, TupleType) else (t,)
        if len(items) != len(e.names):
            raise _err(f"this tuple pattern binds {len(e.names)} names but the value has {len(items)} components ({t})",
                       e.span.to(e.names[-1][1]) if e.names else e.span)
        seen = set()
        for name, span in e.names:
            if name in seen:
                raise _err(f"`{name}` is bound twice in one tuple pattern", span)
            seen.add(name)
        saved = _bind(env, {n: ty for (n, _), ty in zip(e.names, items)})
        try:
            return (yield self.visit(e.body, env, tail))
        finally:
            _restore(env, saved)

    def e_TupleExpr(self, e: A.TupleExpr, env, tail, want):
        if not tail:
            raise _err("a tuple may only be the result of a function, a loop block or an if branch (§A2, §C0)", e.span)
        items = []
        for i in e.items:
            items.append((yield from self.tensor(i, env)))
        return TupleType(tuple(items))

    def e_Binary(self, e: A.Binary, env, tail, want):
        op = self._builtin(BINARY[e.op], e.op_span)
        lt, rt = yield from self._operands([e.left, e.right], env, op)
        e.prim = op
        try:
            t = op.infer([lt, rt], {})
        except R.OpTypeError as err:
            raise _err(err.message, e.span, err.hint) from None
        return _bounded(t, f"`{e.op}`", e.span)

    def e_Neg(self, e: A.Neg, env, tail, want):
        if isinstance(e.operand, A.Num):
            return self._literal(e.operand, -e.operand.value, want, e.span)
        t = yield from self.tensor(e.operand, env, want)
        e.prim = self._builtin("neg", e.span)
        try:
            return e.prim.infer([t], {})
        except R.OpTypeError as err:
            raise _err(err.message, e.span, err.hint) from None

    def _builtin(self, name: str, span: Span) -> R.Op:
        op = self.ops.by_name.get(name)
        if op is None:
            raise _err(f"the operator op `{name}` is not registered (is the frontend plugin loaded?)", span)
        return op

    def _operands(self, exprs, env, op: R.Op):
        """Type operands; bare literals (where the op allows) take a tensor operand's type."""
        types: list[TensorType | None] = [None] * len(exprs)
        for i, x in enumerate(exprs):
            if not _is_literal(x):
                types[i] = yield from self.tensor(x, env)
        for i, x in enumerate(exprs):
            if types[i] is None:
                if i not in op.literal_operands:
                    raise _err(f"a literal cannot stand for operand {i} of `{op.surface or op.name}`", x.span)
                peers = range(len(types)) if op.literal_peers is None else sorted(op.literal_peers)
                donor = next((types[j] for j in peers if types[j] is not None), None)
                types[i] = yield self.visit(x, env, False, donor)
        return types

    def e_Method(self, e: A.Method, env, tail, want):
        op = self.ops.surface(e.name)
        if op is None or op.arity == 0:
            close = difflib.get_close_matches(e.name, [n for n, o in self.ops.by_surface.items() if o.arity], n=1)
            builtin = f"`{e.name}` is a builtin: call it as `{e.name}(…)`" if op is not None else None
            raise _err(f"unknown method `.{e.name}`", e.name_span, builtin or (f"did you mean `.{close[0]}`?" if close else None))
        exprs = [e.receiver] + [a for a in e.args if not isinstance(a, A.Static)]
        return (yield from self._apply(e, op, exprs, e.args, e.kwargs, f".{e.name}", e.name_span, env))

    def _apply(self, e, op: R.Op, exprs, args, kwargs, shown: str, name_span: Span, env):
        """Type an op application (a method, or a builtin call): statics, operands, the typing rule."""
        statics = [a for a in args if isinstance(a, A.Static)]
        if not op.takes(len(exprs)):
            least = "at least " if op.variadic else ""
            raise _err(f"`{shown}` takes {least}{op.arity - 1} tensor argument(s), got {len(exprs) - 1}", name_span) if op.arity \
                else _err(f"`{shown}` takes only static arguments, got {len(exprs)} tensor(s)", exprs[0].span)
        attrs, attr_spans = {}, {}
        positional = list(op.attrs)
        for s in statics:
            if not positional:
                raise _err(f"`{shown}` takes no further static argument", s.span)
            spec = positional.pop(0)
            attrs[spec.name], attr_spans[spec.name] = self.static(s, spec, shown.lstrip(".")), s.span
        known = {a.name: a for a in op.attrs}
        for key, (s, span) in kwargs.items():
            if key not in known:
                allowed = ", ".join(known) or "none"
                raise _err(f"`{shown}` has no argument `{key}` (it takes: {allowed})", span)
            if key in attrs:
                raise _err(f"`{key}` of `{shown}` is given twice", span)
            attrs[key], attr_spans[key] = self.static(s, known[key], shown.lstrip(".")), span
        for spec in op.attrs:
            if spec.name not in attrs:
                if spec.required:
                    raise _err(f"`{shown}` needs the argument `{spec.name}`", name_span)
                attrs[spec.name] = spec.default
        types = yield from self._operands(exprs, env, op)
        try:
            t = op.infer(types, attrs)
        except R.OpTypeError as err:
            span = attr_spans.get(err.where) if isinstance(err.where, str) else None
            if isinstance(err.where, int) and 0 < err.where < len(exprs):
                span = exprs[err.where].span
            raise _err(err.message, span or name_span, err.hint) from None
        if op.host_only and any(ty.placement != "host" for ty in types):
            raise _err(f"`{shown}` on @device operands is host-only in Phase 1 (§A8)", name_span,
                       "move the operand with `.to(@host)` first")
        if "axis" in attrs and attrs["axis"] is not None and types and op is not take:
            attrs["axis"] = attrs["axis"] % max(types[0].rank, 1)
        if op.arity == 0 and "axis" in attrs:
            attrs["axis"] = attrs["axis"] % max(t.rank, 1)
        e.op, e.attrs, e.operands = op, attrs, exprs
        return _bounded(t, f"`{shown}`", name_span)

    def static(self, s: A.Static, spec: R.Attr, method: str):
        if s.kind == "names" and spec.kind in ("shape", "ints"):  # `[N, D]`: a shape of size variables
            s = A.Static(s.span, "shape", [(Size.var(n, sp), sp) for n, sp in s.value])
        if s.kind in ("shape", "int") and _has_size(s):
            if spec.name in ("axis", "axes", "perm"):
                raise _err(f"`{spec.name}` of `.{method}` takes integers, not size expressions", s.span)
            if s.kind == "shape":
                # a `start`, `stride` or pad width is a position or a count, not a dim: 0 (a start
                # `K - 3` at K = 3) is a value like any other, and the op's rule checks its range
                dim = spec.name in ("shape", "size")
                s = A.Static(s.span, "shape", [(self.size(v, sp, f"`{spec.name}` entry", dim), sp) for v, sp in s.value])
            else:
                s = A.Static(s.span, "int", self.size(s.value, s.span, f"`{spec.name}`", spec.kind != "float"))
        if s.kind not in STATIC_KINDS[spec.kind]:
            raise _err(f"`{spec.name}` of `.{method}` expects {_kind_name(spec.kind)}, got {_kind_name(s.kind)} {A.show_static(s)}", s.span)
        if s.kind == "shape":
            for v, span in s.value:
                if not isinstance(v, Size):
                    _static_int(v, spec.name, method, span)
            return [v for v, _ in s.value]
        if spec.kind == "float" and isinstance(s.value, Size):
            pass  # a size used as a value (`full(value=Dh)`): symbolic here, an int once specialised
        elif spec.kind == "float":  # a float or an integer: it must be a finite F64
            problem = literal_problem(s.value, "F64")
            if problem:
                raise _err(f"`{spec.name}` of `.{method}`: {problem}", s.span)
        elif s.kind == "int" and not isinstance(s.value, Size):
            _static_int(s.value, spec.name, method, s.span)
        return s.value

    def e_Call(self, e: A.Call, env, tail, want):
        op = self.ops.surface(e.fn)
        if op is not None and op.arity == 0 and e.fn not in self.fns:
            exprs = [a for a in e.args if not isinstance(a, A.Static)]
            return (yield from self._apply(e, op, exprs, e.args, e.kwargs, e.fn, e.fn_span, env))
        for a in e.args:
            if isinstance(a, A.Static):
                raise _err(f"`{e.fn}` takes tensors, not the static argument {A.show_static(a)}", a.span)
        if e.kwargs:
            key, (_, span) = next(iter(e.kwargs.items()))
            raise _err(f"`{e.fn}` takes no keyword argument `{key}`", span)
        fn = self._callee(e.fn, e.fn_span, "call")
        if len(e.args) != len(fn.params):
            raise _err(f"`{e.fn}` takes {len(fn.params)} argument(s), got {len(e.args)}", e.fn_span)
        if fn.generic:
            values, _ = yield from self.bind_sizes(e, fn, env)
            callee = self.instance(e, fn, values)
            self.calls[self.current].append(e.fn)
            return callee.result.type
        self._not_generic(e, fn)
        self.calls[self.current].append(e.fn)
        for a, p in zip(e.args, fn.params):
            t = (yield self.visit(a, env, False, p.type)) if _is_literal(a) else (yield from self.tensor(a, env))
            if t != p.type:
                raise _err(f"argument `{p.name}` of `{e.fn}` must be {p.type}, got {t}", a.span)
        return fn.result.type

    def e_Handle(self, e: A.Handle, env, tail, want):
        handler = self.handlers.get(e.handler)
        if handler is None:
            names = ", ".join(sorted(self.handlers)) or "none (is kina-ad installed?)"
            raise _err(f"unknown effect handler `{e.handler}`; registered handlers: {names}", e.handler_span)
        fn = self._callee(e.fn, e.fn_span, "handle")
        fns = {**self.fns, **self.specs}
        # the handler decides the site's parameters (forwardMode adds tangents, §C4); the count
        # does not depend on sizes, so it is checked before a generic callee's sizes are bound
        site_params = getattr(handler, "site_params", None)
        wanted = site_params(fn, e.handler_args, e, fns) if site_params else None
        n = len(fn.params)
        count = n if wanted is None else len(wanted)
        if len(e.args) != count:
            hint = None if count == n else f"{n} for `{e.fn}`'s parameters, then {count - n} that {e.handler} takes"
            raise _err(f"`{e.fn}` handled by {e.handler} takes {count} argument(s), got {len(e.args)}"
                       if count != n else f"`{e.fn}` takes {n} argument(s), got {len(e.args)}", e.fn_span, hint)
        if fn.generic:
            values, _ = yield from self.bind_sizes(e, fn, env)  # from the first n arguments: the primals
            fn = self.instance(e, fn, values)
            if wanted is not None:
                wanted = site_params(fn, e.handler_args, e, fns)
            checked = n
        else:
            self._not_generic(e, fn)
            checked = 0
        params = [(p.name, p.type) for p in fn.params]
        if wanted is not None:
            params += [(None, t) for t in wanted[n:]]
        for i, (a, (pname, ptype)) in list(enumerate(zip(e.args, params)))[checked:]:
            t = yield from self.tensor(a, env)
            if t != ptype:
                what = f"argument `{pname}` of `{fn.name}`" if pname else f"argument {i + 1} of `handle {fn.name}(…) with {e.handler}`"
                raise _err(f"{what} must be {ptype}, got {t}", a.span)
        self.calls[self.current].append(e.fn)
        t = handler.result_type(fn, e.handler_args, e, fns)
        e.handler_values = {k: _static_value(s) for k, (s, _) in e.handler_args.items()}
        return t

    # -- control flow (§C1, §C2) --------------------------------------------
    # `self.depth` is restored on the way out of a block only when the block checks: a diagnostic
    # abandons the whole function, and `function` resets it.
    def _open_block(self, e, what: str) -> None:
        if self.depth >= MAX_BLOCK_DEPTH:
            raise _err(f"`{what}` nested too deeply: more than {MAX_BLOCK_DEPTH} loops and ifs inside one another",
                       e.keyword_span, "move the inner part into a function of its own and call it")
        self.depth += 1

    def e_Loop(self, e: A.Loop, env, tail, want):
        inits = []
        for c in e.carries:  # evaluated in the enclosing scope, before the loop
            if _is_literal(c.init):
                raise _err(f"the carry `{c.name}` starts from a bare literal, which has no type of its own (§A5)", c.init.span,
                           "give it a type, e.g. `full(shape=[], value=0.0, dtype=F32)`")
            inits.append((yield from self.tensor(c.init, env)))
        seen = {}
        for c in e.carries:
            if c.name in seen:
                raise _err(f"two carries are named `{c.name}`", c.name_span, "give each carry its own name")
            seen[c.name] = c
        if e.index in seen:
            raise _err(f"the index `{e.index}` has the name of a carry", e.index_span, "rename the index or the carry")
        e.trip_value = trip = self._trip(e, env)
        self._open_block(e, "loop")
        saved = _bind(env, {**{c.name: t for c, t in zip(e.carries, inits)}, e.index: INDEX_TYPE})
        try:
            t = yield self.visit(e.body, env, True)
        finally:
            _restore(env, saved)
        self.depth -= 1
        k = len(e.carries)
        got = t.items if isinstance(t, TupleType) else (t,)
        if len(got) < k:
            raise _err(f"the loop block gives {len(got)} value{'s' if len(got) != 1 else ''} ({', '.join(map(str, got))}) for {k} carries "
                       f"({', '.join(c.name for c in e.carries)})", _tail(e.body).span,
                       "end the block in the new carries, then any per-iteration outputs: `(c1, c2, …, y)`")
        for i, (c, t0, t1) in enumerate(zip(e.carries, inits, got)):
            if t1 != t0:
                raise _err(f"the new value of the carry `{c.name}` is {t1} but the carry is {t0} (its initial value's type)",
                           _component(e.body, i, len(got)).span)
        outputs = [_bounded(o.with_(shape=(trip, *o.shape)), "stacking this per-iteration output", _component(e.body, k + j, len(got)).span)
                   for j, o in enumerate(got[k:])]
        items = (*inits, *outputs)
        return items[0] if len(items) == 1 else TupleType(items)

    def _trip(self, e: A.Loop, env):
        """The trip count: a size >= 1 (an int once specialised, else possibly symbolic)."""
        value = e.trip
        if isinstance(value, Size):
            tensors = sorted(n for n in value.names() if n not in self.sizes and n in env)
            if tensors:
                raise _err(f"the trip count is a size (a literal, a size variable or a size expression), "
                           f"but `{tensors[0]}` is a tensor", e.trip_span,
                           "a data-dependent trip count is not supported: loop over a static bound")
            value = self.size(value, e.trip_span, "the trip count", at_least_one=False)
        if isinstance(value, int):
            sizes = f" with {_show_env(self.sizes)}" if isinstance(e.trip, Size) else ""
            if value < 1:
                raise _err(f"the trip count `{e.trip}` is {value}{sizes}: a loop runs at least once (trip count >= 1)"
                           if sizes else f"the trip count is {value}: a loop runs at least once (trip count >= 1)", e.trip_span)
            if value > STATIC_INT_RANGE[1]:
                raise _err(f"the trip count {show_int(value)}{sizes} is too large: the index is I64", e.trip_span)
        return value

    def e_If(self, e: A.If, env, tail, want):
        cond = yield from self.tensor(e.cond, env)
        if cond.dtype != "Bool" or cond.rank != 0 or cond.placement != "host":
            raise _err(f"the condition of `if` must be {TensorType('Bool', (), 'host')}, got {cond}", e.cond.span,
                       "reduce it to one value first, e.g. `c.cast(I64).reduce_max(axes=[0]) > 0` (any element true)"
                       if cond.dtype == "Bool" and cond.rank else None)
        self._open_block(e, "if")
        then_lit, else_lit = _is_literal(e.then), _is_literal(e.orelse)
        if then_lit and else_lit:
            raise _err("both branches of `if` are bare literals, so neither has a type (§A5)", e.then.span,
                       "give one branch a type, e.g. `full(shape=[], value=1.0, dtype=F32)`")
        if then_lit:  # a literal branch takes the other branch's type (§A5)
            t_else = yield self.visit(e.orelse, env, True)
            t_then = yield self.visit(e.then, env, True, _tensor_or_none(t_else))
        else:
            t_then = yield self.visit(e.then, env, True)
            t_else = yield self.visit(e.orelse, env, True, _tensor_or_none(t_then) if else_lit else None)
        self.depth -= 1
        if t_then != t_else:
            raise _err(f"the branches of `if` have different types: the then branch gives {t_then}, the else branch {t_else}",
                       _tail(e.orelse).span, "both branches must give values of one type")
        return t_then

    @staticmethod
    def _not_generic(e, fn: A.FnDef) -> None:
        if e.sizes is not None:
            raise _err(f"`{fn.name}` is not generic: it takes no sizes", e.sizes[0][1] if e.sizes else e.fn_span)

    def _callee(self, name: str, span: Span, what: str) -> A.FnDef:
        if name not in self.fns:
            close = difflib.get_close_matches(name, list(self.fns), n=1)
            hint = f"did you mean `{close[0]}`?" if close else "functions must be defined (with `let … = fn`) before use"
            raise _err(f"cannot {what} `{name}`: it is not a top-level function defined above", span, hint)
        return self.fns[name]


_UNBOUND = object()


def _bind(env: dict, names: dict) -> list:
    """Extend the scope `env` in place; returns what `_restore` needs to undo it."""
    saved = [(n, env.get(n, _UNBOUND)) for n in names]
    env.update(names)
    return saved


def _restore(env: dict, saved: list) -> None:
    for n, old in reversed(saved):
        if old is _UNBOUND:
            del env[n]
        else:
            env[n] = old


def _bounded(t: TensorType, what: str, span: Span) -> TensorType:
    """Every op's result must stay within Kina's limits (a broadcast, take, matmul or cast
    can grow a tensor past 2^62 bytes even when its operands fit)."""
    problem = t.problem()
    if problem:
        raise _err(f"the result of {what} would be {t}: {problem}", span)
    return t


def _static_int(v: int, name: str, method: str, span: Span) -> None:
    lo, hi = STATIC_INT_RANGE
    if not lo <= v <= hi:
        raise _err(f"`{name}` of `.{method}`: {show_int(v)} is out of range (static integers must fit I64: {lo} to {hi})", span)


def _static_value(s: A.Static):
    return [v for v, _ in s.value] if s.kind in ("shape", "names") else s.value


def _symbolic(fn: A.FnDef) -> dict:
    return {n: Size.var(n, sp) for n, sp in fn.sizes}


def _show_env(sizes: dict) -> str:
    return ", ".join(f"{k}={v}" for k, v in sizes.items()) or "no sizes"


def _has_size(s: A.Static) -> bool:
    if s.kind == "shape":
        return any(isinstance(v, Size) for v, _ in s.value)
    return isinstance(s.value, Size)


def _is_literal(e: A.Expr) -> bool:
    return isinstance(e, A.Num) or (isinstance(e, A.Neg) and isinstance(e.operand, A.Num))


def _tail(e: A.Expr) -> A.Expr:
    while isinstance(e, (A.Let, A.LetTuple)):
        e = e.body
    return e


def _component(block: A.Expr, i: int, n: int) -> A.Expr:
    """What to point at for component `i` of a block's value: that item when the block ends in a
    constructed tuple, else the whole tail."""
    tail = _tail(block)
    return tail.items[i] if isinstance(tail, A.TupleExpr) and len(tail.items) == n else tail


def _tensor_or_none(t):
    return t if isinstance(t, TensorType) else None


def _kind_name(kind: str) -> str:
    return {"int": "an integer", "ints": "a list of integers", "shape": "a shape [d0, d1, …]", "dtype": "a dtype",
            "placement": "a placement", "bool": "true or false", "float": "a number", "names": "a list of names"}.get(kind, kind)


def typecheck(prog: A.Program, compiler) -> A.Program:
    return Checker(compiler).program(prog)
