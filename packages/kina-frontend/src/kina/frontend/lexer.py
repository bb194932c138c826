"""lark's contextual lexer, asking its one full scanner first.

lark's `ContextualLexer` gives every LALR state its own scanner: one regular expression joining
the terminals that state accepts, compiled the first time the state lexes. A program visits
dozens of states, so a process's first parse compiled ≈ 45 such expressions (10–25 ms of a cold
compile here, more than the parse itself). `RootFirstLexer` tries the full scanner (lark's
`root_lexer`, compiled once) and keeps its token when the state's own scanner is certain to
have produced the same one; otherwise it rewinds and asks the state's scanner, as lark does.
So the tokens, the errors and the words Phase 3 made keywords (`loop` still lexes as a name
where no keyword fits) are exactly lark's.

Why a kept token is the same: both scanners try their terminals in one order (lark sorts by
priority, width, length, name) and take the first that matches, so when the state's list is
the full list filtered to the state's terminals and the full scanner's first match is one of
them, nothing before it in the state's list matched either. The filtered list differs only
where the full scanner folded a keyword into a name-like regex (lark's `_create_unless`) that
the state lacks; such states (`_exact`) always use their own scanner. The match's terminal and
the token's final type (after the keyword callback) must both be the state's."""
from __future__ import annotations

from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark.lexer import ContextualLexer, Token, UnlessCallback


class RootFirstLexer(ContextualLexer):
    def __init__(self, contextual: ContextualLexer):  # takes over a built lexer's state
        self.__dict__.update(contextual.__dict__)
        self._names: dict[int, frozenset] = {}  # id(state lexer) -> its terminals, if exact
        self._hosts: dict[str, frozenset] | None = None

    def _folded(self) -> dict[str, frozenset]:
        """Each keyword the root scanner matches through a name-like regex (lark's `_create_unless`
        drops it from the root's own list) -> the regexes that fold it."""
        if self._hosts is None:
            root = self.root_lexer
            by_name = root.terminals_by_name
            kept = {t.name for t in root.scanner.terminals}
            self._hosts = {s: frozenset(r for r, cb in root.callback.items() if isinstance(cb, UnlessCallback)
                                        and by_name[s] in cb.scanner.terminals
                                        and by_name[s].pattern.flags <= by_name[r].pattern.flags)
                           for s in {t.name for t in root.terminals} - kept}
        return self._hosts

    def _exact(self, lexer) -> frozenset | None:
        """The names `lexer` can produce when its list is the root's filtered to them, else None
        (it lists a folded keyword as a terminal of its own, none of its hosts being there)."""
        key = id(lexer)
        if key not in self._names:
            names = frozenset(t.name for t in lexer.terminals)
            hosts = self._folded()
            self._names[key] = names if all(names & hosts[s] for s in names & hosts.keys()) else None
        return self._names[key]

    def _root_token(self, lexer_state, names: frozenset):
        """The full scanner's next token, or None where the state's scanner could differ (the
        caller rewinds). lark's `BasicLexer.next_token`, with the raw match checked."""
        root = self.root_lexer
        ctr, text = lexer_state.line_ctr, lexer_state.text
        while ctr.char_pos < text.end:
            res = root.match(text, ctr.char_pos)
            if not res or res[1] not in names:
                return None
            value, type_ = res
            ignored = type_ in root.ignore_types
            token = None
            if not ignored or type_ in root.callback:
                token = Token(type_, value, ctr.char_pos, ctr.line, ctr.column)
            ctr.feed(value, type_ in root.newline_types)
            if token is not None:
                token.end_line, token.end_column, token.end_pos = ctr.line, ctr.column, ctr.char_pos
                if token.type in root.callback:
                    token = root.callback[token.type](token)
                if not ignored:
                    if not isinstance(token, Token) or token.type not in names:
                        return None
                    lexer_state.last_token = token
                    return token
        raise EOFError(self)

    def lex(self, lexer_state, parser_state):
        try:
            while True:
                lexer = self.lexers[parser_state.position]
                names = self._exact(lexer)
                if names is not None:
                    ctr = lexer_state.line_ctr
                    mark = (ctr.char_pos, ctr.line, ctr.column, ctr.line_start_pos, lexer_state.last_token)
                    token = self._root_token(lexer_state, names)
                    if token is not None:
                        yield token
                        continue
                    ctr.char_pos, ctr.line, ctr.column, ctr.line_start_pos, lexer_state.last_token = mark
                yield lexer.next_token(lexer_state, parser_state)
        except EOFError:
            pass
        except UnexpectedCharacters as e:  # lark's own recovery, for its nicer error
            root = self.root_lexer
            try:
                last_token = lexer_state.last_token
                token = root.next_token(lexer_state, parser_state)
                raise UnexpectedToken(token, e.allowed, state=parser_state, token_history=[last_token],
                                      terminals_by_name=root.terminals_by_name)
            except UnexpectedCharacters:
                raise e


def install(parser) -> None:
    """Give a loaded or built `Lark` LALR parser the root-first lexer (a no-op on any other)."""
    frontend = getattr(parser, "parser", None)
    lexer = getattr(frontend, "lexer", None)
    if type(lexer) is ContextualLexer:
        frontend.lexer = RootFirstLexer(lexer)
