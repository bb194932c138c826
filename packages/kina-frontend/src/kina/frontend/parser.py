"""Parse Kina source into the AST of `ast.py` with a lark LALR parser.

Nothing here recurses on the program's structure: lark's LALR parser keeps an
explicit stack, the tree is measured with a work list (`_nesting`) and built
bottom-up by lark's non-recursive transformer, so a 10,000-deep expression or
a 100,000-let function parses in linear time (docs/language.md, "Limits")."""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from math import isinf

import lark
from lark import Lark, Token, Transformer_NonRecursive, Tree, v_args

from ..diagnostics import Diagnostic, KinaError, Source, Span
from ..sizes import Size
from ..types import FLOAT_MAX, ITEMSIZE, MAX_BYTES, TensorType, TupleType, shape_problem, show_int
from . import ast as A
from .tables import parser

# How deeply expressions may nest (operands, method receivers, arguments, let values).
# A let's body continues its let-spine and does not count, so let-chains are unlimited.
# The frontend's own passes are iterative and handle any depth; the limit keeps
# plugins (handlers, passes) that walk the AST recursively within reach and keeps
# the typed dump readable.
MAX_NESTING = 100_000
# No Kina dtype holds an integer literal with more digits (F64's largest finite value has 309);
# the bound also keeps int() below Python's 4,300-digit conversion limit.
MAX_INT_DIGITS = 400

# What the user typed, for "expected …" messages.
TOKEN_NAMES = {
    "LPAR": "'('", "RPAR": "')'", "LBRACE": "'{'", "RBRACE": "'}'", "LSQB": "'['", "RSQB": "']'",
    "COMMA": "','", "COLON": "':'", "EQUAL": "'='", "DOT": "'.'", "LESSTHAN": "'<'", "MORETHAN": "'>'",
    "NAME": "a name", "INT": "an integer", "FLOAT": "a float", "DTYPE": "a dtype (F32 F64 I32 I64 Bool)",
    "PLACEMENT": "a placement (@host or @device)", "MAIN": "'@main'", "PLUS": "'+'", "MINUS": "'-'",
    "MULOP": "'*', '/' or '@'", "CMPOP": "a comparison (< <= > >= == !=)", "LET": "'let'", "IN": "'in'", "FN": "'fn'", "HANDLE": "'handle'",
    "WITH": "'with'", "TENSOR": "'tensor'", "TRUE": "'true'", "FALSE": "'false'", "__ANON_0": "'->'",
    "$END": "end of file", "RARROW": "'->'", "TYPE": "'type'", "INCLUDE": "'include'", "STRING": "a string",
    "LOOP": "'loop'", "FOR": "'for'", "IF": "'if'", "ELSE": "'else'",
}
# The words Phase 3 made keywords (§C0): a program written before may use them as names.
NEW_KEYWORDS = {"LOOP": "loop", "FOR": "for", "IF": "if", "ELSE": "else"}


@lru_cache(maxsize=1)
def _parser() -> Lark:
    return parser()  # the LALR tables stored beside the grammar, or built when stale


def _sp(meta) -> Span:
    return Span.of_meta(meta)


def _tsp(tok: Token) -> Span:
    return Span(tok.line, tok.column, tok.end_line, tok.end_column)


class _Main:
    def __init__(self, fn):
        self.fn = fn


class _Body:
    """A loop's or branch's `{ … }`: its expression and the span of the braces."""
    def __init__(self, expr, span):
        self.expr, self.span = expr, span


@v_args(meta=True)
class _Build(Transformer_NonRecursive):
    # lark finds a rule's callback with getattr at every node, and @v_args wraps the bound method
    # anew at each lookup (functools.update_wrapper): a third of building an AST. Each is looked
    # up once per build here; what runs, and every error path, is lark's own.
    def __init__(self):
        super().__init__()
        self._callbacks: dict = {}

    def _call_userfunc(self, tree, new_children=None):
        found = self._callbacks.get(tree.data)
        if found is None:
            f = getattr(self, tree.data, None)
            if f is None:
                return super()._call_userfunc(tree, new_children)
            found = self._callbacks[tree.data] = (f, getattr(f, "visit_wrapper", None))
        f, wrapper = found
        children = new_children if new_children is not None else tree.children
        try:
            return wrapper(f, tree.data, children, tree.meta) if wrapper is not None else f(children)
        except lark.exceptions.GrammarError:
            raise
        except Exception as e:
            raise lark.exceptions.VisitError(tree.data, tree, e)

    def start(self, meta, items):
        aliases = [i for i in items if isinstance(i, A.AliasDef)]
        includes = [i for i in items if isinstance(i, A.Include)]
        fns = [i for i in items if isinstance(i, A.FnDef)]
        main = next((i.fn for i in items if isinstance(i, _Main)), None)
        span = _sp(meta) if not meta.empty else Span(1, 1, 1, 2)
        return A.Program(span, fns, main, aliases, includes)

    def fn_binding(self, meta, items):
        name, sizes, params, result, body = items
        return A.FnDef(_sp(meta), str(name), params, result, body, _tsp(name), sizes or [])

    def main_fn(self, meta, items):
        tok, sizes, params, result, body = items
        return _Main(A.FnDef(_sp(meta), "main", params, result, body, _tsp(tok), sizes or []))

    def size_params(self, meta, items):
        seen = set()
        for n in items:
            if str(n) in seen:
                raise KinaError(Diagnostic(f"size variable `{n}` is declared twice", _tsp(n)))
            seen.add(str(n))
        return [(str(n), _tsp(n)) for n in items]

    def alias(self, meta, items):
        name, sizes, ty = items
        return A.AliasDef(_sp(meta), str(name), sizes or [], ty.type, _tsp(name))

    def include(self, meta, items):
        return A.Include(_sp(meta), str(items[0])[1:-1], _tsp(items[0]))

    def alias_type(self, meta, items):
        name, shape = items
        args = [] if shape is None else _shape_items(shape)
        return A.TypeAst(_sp(meta), A.AliasRef(str(name), args, _sp(meta)))

    def size_var(self, meta, items):
        return A.SizeLit(_sp(meta), Size.var(str(items[0]), _sp(meta)))

    def size_binary(self, meta, items):
        left, op, right = items
        if str(op) not in "+-*/":
            raise KinaError(Diagnostic(f"`{op}` is not allowed in a size expression (only + - * and / by a positive "
                                       "integer literal)", _tsp(op)))
        a, b = _size_value(left), _size_value(right)
        if op == "/":  # §C8: floor division by a positive literal
            if isinstance(b, Size):
                raise KinaError(Diagnostic(f"a size expression divides only by a positive integer literal, not by the size `{b}`",
                                           right.span, "a size divided by a size has no canonical form; divide by a literal"))
            if b < 1:
                raise KinaError(Diagnostic("division by zero in a size expression" if b == 0 else
                                           f"a size expression divides only by a positive integer literal, got {b}", right.span))
            value = a // b
        else:
            value = a + b if op == "+" else a - b if op == "-" else a * b
        if isinstance(value, int):
            return A.Num(_sp(meta), value, False)
        return A.SizeLit(_sp(meta), value.at(_sp(meta)))

    def params(self, meta, items):
        return list(items)

    def param(self, meta, items):
        name, ty = items
        return A.Param(_sp(meta), str(name), ty.type)

    def tensor_type(self, meta, items):
        dtype, shape, placement = items
        placement = placement or "@host"  # §P2: the placement may be omitted
        itemsize = ITEMSIZE[str(dtype)]
        for value, span in _shape_items(shape):
            if isinstance(value, Size):
                continue
            if value < 1:
                raise KinaError(Diagnostic(f"dimension {show_int(value)} is not allowed: every dimension must be >= 1", span))
            if value * itemsize > MAX_BYTES:
                raise KinaError(Diagnostic(f"dimension {show_int(value)} is too large: {dtype} tensors hold at most "
                                           f"{MAX_BYTES // itemsize} elements (2^62 bytes)", span))
        dims = [v for v, _ in _shape_items(shape)]
        problem = shape_problem(dims, str(dtype))
        if problem:
            raise KinaError(Diagnostic(problem, shape.span))
        return A.TypeAst(_sp(meta), TensorType(str(dtype), tuple(dims), str(placement)[1:]))

    def tuple_type(self, meta, items):
        return A.TypeAst(_sp(meta), TupleType(tuple(i.type for i in items)))

    def block(self, meta, items):
        return items[0]

    def body(self, meta, items):
        return _Body(items[0], _sp(meta))

    def carry(self, meta, items):
        name, init = items
        return A.Carry(_sp(meta), str(name), _tsp(name), init)

    def loop_expr(self, meta, items):
        keyword, *carries, index, trip, body = items
        # `trip` is a SizeLit, or a Num when it is an integer (a size expression may fold to one)
        return A.Loop(_sp(meta), _tsp(keyword), carries, str(index), _tsp(index), trip.value, trip.span, body.expr, body.span)

    def if_expr(self, meta, items):
        keyword, cond, then, orelse = items
        return A.If(_sp(meta), _tsp(keyword), cond, then.expr, then.span, orelse.expr, orelse.span)

    def let_expr(self, meta, items):
        name, value, body = items
        return A.Let(_sp(meta), str(name), _tsp(name), value, body)

    def let_tuple(self, meta, items):
        *names, value, body = items
        return A.LetTuple(_sp(meta), [(str(n), _tsp(n)) for n in names], value, body)

    def handle_expr(self, meta, items):
        fn, sizes, args, handler, *handler_args = items
        kwargs = {}
        if handler_args and handler_args[0] is not None:
            positional, kwargs = handler_args[0]
            if positional:
                raise KinaError(Diagnostic(f"handler `{handler}` takes keyword arguments only (e.g. `{handler}(wrt=[w, b])`)", positional[0].span))
        return A.Handle(_sp(meta), str(fn), _tsp(fn), self._tensor_args(str(fn), args), str(handler), _tsp(handler), kwargs,
                        _explicit_sizes(sizes))

    @staticmethod
    def _tensor_args(name, args):
        positional, kwargs = args
        if kwargs:
            key, (_, span) = next(iter(kwargs.items()))
            raise KinaError(Diagnostic(f"`{name}` takes no keyword argument `{key}`", span))
        for a in positional:
            if isinstance(a, A.Static):
                raise KinaError(Diagnostic(f"`{name}` takes tensors, not the static argument {a.value!r}", a.span))
        return positional

    def binary(self, meta, items):
        left, op, right = items
        return A.Binary(_sp(meta), str(op), left, right, _tsp(op))

    def neg(self, meta, items):
        return A.Neg(_sp(meta), items[1])

    def method(self, meta, items):
        receiver, name, (args, kwargs) = items
        return A.Method(_sp(meta), receiver, str(name), _tsp(name), args, kwargs)

    def var(self, meta, items):
        return A.Var(_sp(meta), str(items[0]))

    def int_lit(self, meta, items):
        return A.Num(_sp(meta), _int(items[0]), False)

    def neg_int(self, meta, items):
        return A.Num(_sp(meta), -_int(items[1]), False)

    def float_lit(self, meta, items):
        value = float(items[0])
        if isinf(value):
            raise KinaError(Diagnostic(f"float literal {items[0]} overflows F64 (largest finite value {FLOAT_MAX['F64']:.8g})", _tsp(items[0])))
        return A.Num(_sp(meta), value, True)

    def neg_float(self, meta, items):
        num = self.float_lit(meta, items[1:])
        num.value = -num.value
        return num

    def call(self, meta, items):
        # static arguments are kept for the checker: builtins such as `iota(shape=[4], axis=0)` take them
        name, (positional, kwargs) = items
        return A.Call(_sp(meta), str(name), _tsp(name), positional, kwargs)

    def call_sized(self, meta, items):
        name, sizes, args = items
        return A.Call(_sp(meta), str(name), _tsp(name), self._tensor_args(str(name), args), sizes=_explicit_sizes(sizes))

    def tuple_expr(self, meta, items):
        return A.TupleExpr(_sp(meta), list(items))

    def args(self, meta, items):
        positional, kwargs = [], {}
        for item in items:
            if isinstance(item, tuple):
                key, value, span = item
                if key in kwargs:
                    raise KinaError(Diagnostic(f"keyword argument `{key}` given twice", span))
                kwargs[key] = (value, span)
            elif kwargs:
                raise KinaError(Diagnostic("positional argument after a keyword argument", item.span))
            else:
                positional.append(item)
        return positional, kwargs

    def kwarg(self, meta, items):
        name, value = items
        if isinstance(value, A.Num):
            value = A.Static(value.span, "float" if value.is_float else "int", value.value)
        elif isinstance(value, A.SizeLit):
            value = A.Static(value.span, "int", value.value)
        return (str(name), value, _sp(meta))

    def shape(self, meta, items):
        if items and all(isinstance(n, A.SizeLit) and n.value.variable for n in items):
            # `[w, b]` (wrt) or `[N, D]` (a generic shape): the checker reads it as the attribute needs
            return A.Static(_sp(meta), "names", [(n.value.variable, n.span) for n in items])
        return A.Static(_sp(meta), "shape", [(n.value, n.span) for n in items])

    def dtype(self, meta, items):
        return A.Static(_sp(meta), "dtype", str(items[0]))

    def placement(self, meta, items):
        return A.Static(_sp(meta), "placement", str(items[0])[1:])

    def true(self, meta, items):
        return A.Static(_sp(meta), "bool", True)

    def false(self, meta, items):
        return A.Static(_sp(meta), "bool", False)


def _shape_items(shape: A.Static) -> list:
    """(value, span) pairs of a shape: a list of bare names is a list of size variables."""
    if shape.kind == "names":
        return [(Size.var(n, sp), sp) for n, sp in shape.value]
    return list(shape.value)


def _size_value(x):
    if isinstance(x, A.SizeLit):
        return x.value
    if isinstance(x, A.Static):  # `[N]` inside a size expression is not a size
        raise KinaError(Diagnostic("a list is not a size", x.span))
    return x.value


def _explicit_sizes(shape: A.Static | None):
    return None if shape is None else _shape_items(shape)


def _int(tok: Token) -> int:
    if len(tok) > MAX_INT_DIGITS:
        raise KinaError(Diagnostic(f"integer literal with {len(tok)} digits is too large for any Kina type", _tsp(tok)))
    return int(tok)


# The expression rules: each nests its sub-expressions one level deeper, except that
# a let's body (its last child) continues the enclosing let-spine at the same level.
_NESTS = {"binary", "neg", "method", "call", "tuple_expr", "handle_expr", "let_expr", "let_tuple", "loop_expr", "if_expr"}
_SPINE = {"let_expr", "let_tuple"}


def _nesting(tree: Tree) -> None:
    """Reject expressions nested more than MAX_NESTING deep, at the first node past the limit
    (a work list, not recursion: the measure must survive what it measures)."""
    work = [(tree, 0)]
    while work:
        node, depth = work.pop()
        if depth > MAX_NESTING:
            span = Span.of_meta(node.meta) if not node.meta.empty else Span(1, 1, 1, 2)
            raise KinaError(Diagnostic(
                f"expression nested too deeply: more than {MAX_NESTING:,} levels (operators, method calls, arguments)",
                Span(span.line, span.column, span.line, span.column + 1),
                "bind intermediate values with `let … in`: a let-spine may be as long as you like"))
        kids = [c for c in node.children if isinstance(c, Tree)]
        inner = depth + 1 if node.data in _NESTS else depth
        for child in kids:
            work.append((child, inner))
        if kids and node.data in _SPINE:
            work[-1] = (kids[-1], depth)


def _expected(names) -> str:
    shown = sorted({TOKEN_NAMES.get(n, repr(n.lower()) if n.isalpha() else n) for n in names})
    if len(shown) > 8:
        shown = shown[:8] + ["…"]
    return ", ".join(shown)


# Parse trees by source text. One compile parses its file and every include several times (the
# include digest of the cache key, the AST that finds generic functions, the non-generic load, each
# specialisation): LALR parsing was 0.26-0.42 s of a GRU's 1.2 s cold compile, rebuilding the AST from
# a tree (`rebuild`, which never changes the tree) is a quarter of it. Keyed by the text, so an edited
# file is parsed again; bounded, oldest dropped first.
# A tree takes about 90 bytes per character of its text (11.5 MB for a 2,000-line program), and
# an editor's every keystroke is a new text: few entries, and only smallish texts.
_TREES: OrderedDict[str, Tree] = OrderedDict()
_TREES_MAX = 16
_TREES_MAX_CHARS = 1 << 20


def _remember(text: str, tree: Tree) -> None:
    if len(text) > _TREES_MAX_CHARS:
        return
    _TREES[text] = tree
    while len(_TREES) > _TREES_MAX:
        _TREES.popitem(last=False)


def forget(text: str) -> None:
    """Drop the tree kept for `text` (a language server's edited document)."""
    _TREES.pop(text, None)


def parse(source: Source) -> A.Program:
    if "\x00" in source.text:
        line = source.text[: source.text.index("\x00")].count("\n") + 1
        col = source.text.index("\x00") - (source.text.rfind("\n", 0, source.text.index("\x00")) + 1) + 1
        raise KinaError(Diagnostic("binary data (NUL byte) in source: this is not a Kina program", Span(line, col, line, col + 1)), source)
    if not source.text.strip():
        raise KinaError(Diagnostic("empty program: a Kina program needs at least `fn @main(...) -> ... { ... }`", Span(1, 1, 1, 2)), source)
    try:
        tree = _TREES.get(source.text)
        if tree is None:
            tree = _parser().parse(source.text)
            _nesting(tree)
            _remember(source.text, tree)
        prog = _Build().transform(tree)
        prog.tree = tree  # a generic function is rebuilt from it for each specialisation (see `rebuild`)
        return prog
    except lark.exceptions.VisitError as e:
        if isinstance(e.orig_exc, KinaError):
            raise e.orig_exc.with_source(source) from None
        raise
    except lark.exceptions.UnexpectedToken as e:
        tok = e.token
        expected = _acceptable(e)
        if tok.type == "$END":
            line, col = _end_position(source.text)
            msg = f"unexpected end of file; expected {_expected(expected)}"
            span = Span(line, col, line, col + 1)
        else:
            msg = f"unexpected {_describe(tok)}; expected {_expected(expected)}"
            span = Span(tok.line, tok.column, tok.end_line or tok.line, (tok.end_column or tok.column + 1))
            if tok.type in NEW_KEYWORDS and "NAME" in expected:
                word = NEW_KEYWORDS[tok.type]
                if tok.type in ("LOOP", "IF") and "INT" in expected:  # where an operand goes: `x + if c { … } …`
                    raise KinaError(Diagnostic(f"{'an' if word == 'if' else 'a'} `{word}` used as an operand needs parentheses: `({word} …)`", span,
                                               f"`{word}` is a keyword now: a value named `{word}` must be renamed"), source) from None
                raise KinaError(Diagnostic(f"`{word}` is a keyword now (Phase 3: `loop … for`, `if … else`) and cannot be a name",
                                           span, f"rename it, e.g. `{word}_`"), source) from None
        raise KinaError(Diagnostic(msg, span), source) from None
    except lark.exceptions.UnexpectedCharacters as e:
        ch = source.text[e.pos_in_stream] if e.pos_in_stream < len(source.text) else "?"
        msg = f"unexpected character {ch!r}"
        if e.allowed:
            msg += f"; expected {_expected(e.allowed)}"
        raise KinaError(Diagnostic(msg, Span(e.line, e.column, e.line, e.column + 1)), source) from None
    except lark.exceptions.UnexpectedEOF as e:
        line, col = _end_position(source.text)
        raise KinaError(Diagnostic(f"unexpected end of file; expected {_expected(e.expected)}", Span(line, col, line, col + 1)), source) from None


def _acceptable(e) -> set:
    """The tokens the parser would really accept where it stopped. LALR merges the lookaheads of
    states with one core, so `e.expected` may list tokens that only fit elsewhere (after the trip
    count of a loop it offered `]` and `,` from shapes). Each candidate is tried on a copy of the
    state stack alone (lark's `accepts()` deep-copies the value stack, the whole parse so far,
    once per candidate: seconds on a long program, and recursion on a deep one)."""
    try:
        from lark.parsers.lalr_analysis import Shift

        state = e.interactive_parser.parser_state
        states, end = state.parse_conf.states, state.parse_conf.end_state
        stack = state.state_stack
    except Exception:  # noqa: BLE001 — the message only loses precision
        return set(e.expected)

    def takes(token: str) -> bool:
        st = list(stack)
        for _ in range(100_000):  # a bound on a chain of reductions, never reached by this grammar
            act = states[st[-1]].get(token)
            if act is None:
                return False
            action, arg = act
            if action is Shift:
                return True
            if token == "$END" and len(st) == 2 and st[-1] == end:
                return True
            if arg.expansion:
                del st[-len(arg.expansion):]
            goto = states[st[-1]].get(arg.origin.name)
            if goto is None:
                return False
            st.append(goto[1])
            if token == "$END" and st[-1] == end:
                return True
        return True

    found = {t for t in e.expected if takes(t)}
    return found or set(e.expected)


def _describe(tok: Token) -> str:
    kind = TOKEN_NAMES.get(tok.type)
    if tok.type in ("NAME", "INT", "FLOAT"):
        return f"{kind.split(' ', 1)[1]} `{tok}`"
    return f"`{tok}`"


def _end_position(text: str) -> tuple[int, int]:
    stripped = text.rstrip()
    line = stripped.count("\n") + 1
    col = len(stripped) - (stripped.rfind("\n") + 1) + 1
    return line, col


def rebuild(tree) -> A.Program:
    """A fresh AST of an already parsed file (the checker annotates nodes in place, so each
    specialisation of a generic function is checked on its own copy)."""
    return _Build().transform(tree)
