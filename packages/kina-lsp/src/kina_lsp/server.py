"""`kina lsp`: the language server over stdio (pygls). docs/editors.md describes the features.

Every document is checked on open and again DEBOUNCE seconds after the last change, in one
worker thread (a check of a 2,000-line program takes a few hundred milliseconds, and requests
must not wait for it); requests are answered from the index of the last check that finished
(while a check runs, from the one before), so each answer is a lookup. The worker and the
requests share nothing mutable: a finished check replaces a document's state in one assignment."""
from __future__ import annotations

import asyncio
import gc
import logging
import os
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from kina.diagnostics import Source, Span
from kina.frontend.loader import LIBRARY_ROOT, resolve_include

from . import complete as C
from .analysis import analyse
from .describe import alias_signature, fn_signature, lines_of
from .hover import hover_text, lookup
from .index import Index, build

# Requests are answered while a check runs in the worker thread, so two things that stop every
# thread are kept short (docs/editors.md, "Responsiveness"): the interpreter's thread switch
# (5 ms by default; each answer needs a few switches) and the cyclic garbage collector, whose full
# collections walk every live object (a 2,000-line program's ASTs: ~1 s pauses, measured). A check
# leaves no cyclic garbage (its ASTs are freed by reference counting, frozen or not), so automatic
# collection is off: each finished check's objects are frozen (O(1)), and every FULL_COLLECT_EVERY
# checks everything is collected once, for what other code (asyncio, pygls) may leave in cycles.
SWITCH_INTERVAL = 0.001
FULL_COLLECT_EVERY = 50
DEBOUNCE = 0.25  # seconds of quiet after a change before it is checked (initializationOptions {"debounce": s})
log = logging.getLogger("kina-lsp")

ITEM_KINDS = {"method": T.CompletionItemKind.Method, "function": T.CompletionItemKind.Function,
              "variable": T.CompletionItemKind.Variable, "keyword": T.CompletionItemKind.Keyword,
              "size": T.CompletionItemKind.TypeParameter, "handler": T.CompletionItemKind.Class,
              "keyword-arg": T.CompletionItemKind.Property, "type": T.CompletionItemKind.Struct,
              "builtin": T.CompletionItemKind.Function}


@dataclass
class State:
    version: int | None
    index: Index | None  # the last check's
    parsed: Index | None  # the last check whose document parsed (completion and hovers fall back to it)
    published: frozenset = frozenset()  # the paths this document's check published diagnostics for


class KinaLanguageServer(LanguageServer):
    def __init__(self, compiler):
        super().__init__("kina-lsp", "0.1.0")
        self.compiler = compiler
        self.states: dict[str, State] = {}
        self.tasks: dict[str, asyncio.Task] = {}
        self.started: set[asyncio.Task] = set()  # the tasks whose check is running
        self.locks: dict[str, asyncio.Lock] = {}
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kina-check")
        self._std: asyncio.Future | None = None
        self.check_seconds: list[float] = []
        self.debounce = DEBOUNCE
        self.checks = 0

    # -- checking ------------------------------------------------------------
    def schedule(self, uri: str, delay: float) -> None:
        """Check `uri` after `delay` seconds of quiet. A change cancels a check still waiting out its
        debounce, never one that has started: on a file whose check takes longer than the pauses
        between edits, cancelling those would leave the diagnostics stale for as long as one types."""
        old = self.tasks.pop(uri, None)
        if old is not None and old not in self.started:
            old.cancel()
        self.tasks[uri] = asyncio.get_running_loop().create_task(self._check_later(uri, delay))

    async def _check_later(self, uri: str, delay: float) -> None:
        if delay:
            await asyncio.sleep(delay)
        # one check of a document at a time: a check waiting here is still cancelled by the next
        # edit, so at most one runs and one waits, however fast the edits come
        async with self.locks.setdefault(uri, asyncio.Lock()):
            doc = self.workspace.get_text_document(uri)
            path = to_fs_path(uri) or uri
            text, version = doc.source, doc.version
            task = asyncio.current_task()
            self.started.add(task)
            try:
                index = await asyncio.get_running_loop().run_in_executor(self.worker, self._analyse, path, text)
            finally:
                self.started.discard(task)
        for e in index.analysis.internal:  # a frontend bug: reported to the client's log, and the server goes on
            message = f"internal error while checking {path}: {type(e).__name__}: {e}"
            log.error(message)
            self.window_log_message(T.LogMessageParams(type=T.MessageType.Error, message=message))
        if uri not in self.workspace.text_documents:
            return  # closed meanwhile
        old = self.states.get(uri)
        parsed = index if index.analysis.program is not None else (old.parsed if old else None)
        state = State(version, index, parsed)
        self.publish(uri, index, state, old)
        self.states[uri] = state
        self.collect()

    def collect(self) -> None:
        self.checks += 1
        if self.checks % FULL_COLLECT_EVERY == 0:
            gc.unfreeze()
            gc.collect()
        gc.freeze()

    def _analyse(self, path: str, text: str) -> Index:
        start = time.perf_counter()
        analysis = analyse(self.compiler, path, text)
        try:
            index = build(analysis)
        except Exception as e:  # noqa: BLE001 - an AST the index does not expect: no hovers, but diagnostics
            analysis.internal.append(e)
            analysis.program = None
            index = Index(analysis)
        if analysis.program is not None:  # what the first request would otherwise compute
            try:
                index.cache["symbols"] = symbols_of(index, self.workspace.position_codec)
                C.function_items(index)
            except Exception as e:  # noqa: BLE001 - reported like the others; requests compute them again
                analysis.internal.append(e)
                index.cache.pop("symbols", None)
        self.check_seconds.append(time.perf_counter() - start)
        return index

    async def state(self, uri: str) -> State | None:
        """The document's state; before its first check has finished, after waiting for it."""
        if uri not in self.states:
            task = self.tasks.get(uri)
            if task is not None:
                try:
                    await asyncio.shield(task)
                except asyncio.CancelledError:
                    pass
        return self.states.get(uri)

    def publish(self, uri: str, index: Index, state: State, old: State | None) -> None:
        own = os.path.realpath(index.analysis.path)
        open_paths = {os.path.realpath(to_fs_path(u) or u) for u in self.workspace.text_documents}
        sent = set()
        for path, diags in index.analysis.diagnostics.items():
            real = os.path.realpath(path)
            if real != own and real in open_paths:
                continue  # an open included file publishes its own diagnostics
            source = index.analysis.source if real == own else index.analysis.files.get(real) or _read(path)
            self.text_document_publish_diagnostics(T.PublishDiagnosticsParams(
                uri=uri if real == own else from_fs_path(real), diagnostics=[self.diagnostic(d, source) for d in diags],
                version=state.version if real == own else None))
            sent.add(real)
        for real in (old.published if old else frozenset()) - sent:
            self.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=from_fs_path(real), diagnostics=[]))
        state.published = frozenset(sent)

    def diagnostic(self, d, source: Source) -> T.Diagnostic:
        message = d.message + (f"\nhint: {d.hint}" if d.hint else "")
        related = [T.DiagnosticRelatedInformation(T.Location(from_fs_path(source.path) or source.path, to_range(note_span, source, self.workspace.position_codec)), note)
                   for note, note_span in d.notes]
        return T.Diagnostic(range=to_range(d.span, source, self.workspace.position_codec), message=message, severity=T.DiagnosticSeverity.Error,
                            source="kina", related_information=related or None)

    async def std(self) -> Index | None:
        """Every function of the standard library (for completion), checked once, in the worker
        (started when the client says `initialized`, so no request waits for it later)."""
        if self._std is None:
            self._std = asyncio.get_running_loop().run_in_executor(self.worker, self._load_std)
        return await asyncio.shield(self._std)

    def _load_std(self) -> Index | None:
        try:
            return self._std_index()
        except Exception as e:  # noqa: BLE001 - completion goes on without std's functions
            log.error(f"internal error while indexing std/: {type(e).__name__}: {e}")
            return None

    def _std_index(self) -> Index | None:
        ix = None
        for name in sorted(os.listdir(os.path.join(LIBRARY_ROOT, "std"))):
            if name.endswith(".kina"):
                path = os.path.join(LIBRARY_ROOT, "std", name)
                one = build(analyse(self.compiler, path, _read(path).text))
                if ix is None:
                    ix = one
                else:
                    ix.functions.update(one.functions)
        return ix

    # -- positions -------------------------------------------------------------
    def where(self, uri: str, position: T.Position) -> tuple[int, int, str, str]:
        """(line, column) 1-based in code points, the line's text, and the document's text before it."""
        doc = self.workspace.get_text_document(uri)
        pos = doc.position_codec.position_from_client_units(doc.lines, position)
        lines = doc.source.split("\n")
        line_text = lines[pos.line] if pos.line < len(lines) else ""
        before = "\n".join(lines[:pos.line] + [line_text[:pos.character]])
        return pos.line + 1, pos.character + 1, line_text, before

    def location(self, path: str, span: Span, index: Index) -> T.Location:
        real = os.path.realpath(path)
        if real == os.path.realpath(index.analysis.path):
            source = index.analysis.source
        else:
            source = index.analysis.files.get(real) or _read(path)
        return T.Location(uri=from_fs_path(real), range=to_range(span, source, self.workspace.position_codec))


def to_range(span: Span, source: Source, codec) -> T.Range:
    """A Span (1-based lines, code-point columns, exclusive end) as an LSP range, in the code
    units the client and server agreed on (UTF-16 unless the client offers another)."""
    lines = lines_of(source)

    def pos(line: int, col: int) -> T.Position:
        line = min(max(line, 1), len(lines))
        col = min(max(col - 1, 0), len(lines[line - 1]))
        return codec.position_to_client_units(lines, T.Position(line=line - 1, character=col))

    return T.Range(start=pos(span.line, span.column), end=pos(span.end_line, span.end_column))


def _read(path: str) -> Source:
    try:
        return Source.read(path)
    except OSError:
        return Source(path, "")


def make_server(compiler) -> KinaLanguageServer:
    server = KinaLanguageServer(compiler)

    @server.feature(T.INITIALIZE)
    def initialize(ls: KinaLanguageServer, params: T.InitializeParams):
        options = params.initialization_options
        if isinstance(options, dict) and isinstance(options.get("debounce"), (int, float)) and 0 <= options["debounce"] <= 10:
            ls.debounce = float(options["debounce"])

    @server.feature(T.INITIALIZED)
    async def initialized(ls: KinaLanguageServer, params: T.InitializedParams):
        asyncio.ensure_future(ls.std())

    @server.feature(T.TEXT_DOCUMENT_DID_OPEN)
    async def did_open(ls: KinaLanguageServer, params: T.DidOpenTextDocumentParams):
        ls.schedule(params.text_document.uri, 0)

    @server.feature(T.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(ls: KinaLanguageServer, params: T.DidChangeTextDocumentParams):
        ls.schedule(params.text_document.uri, ls.debounce)

    @server.feature(T.TEXT_DOCUMENT_DID_SAVE)
    async def did_save(ls: KinaLanguageServer, params: T.DidSaveTextDocumentParams):
        # included files are read from disk: the open documents that include the saved one are checked again
        saved = os.path.realpath(to_fs_path(params.text_document.uri) or params.text_document.uri)
        for uri, state in list(ls.states.items()):
            if uri != params.text_document.uri and state.index is not None and saved in state.index.analysis.files:
                ls.schedule(uri, 0)

    @server.feature(T.TEXT_DOCUMENT_DID_CLOSE)
    async def did_close(ls: KinaLanguageServer, params: T.DidCloseTextDocumentParams):
        uri = params.text_document.uri
        task = ls.tasks.pop(uri, None)
        if task is not None:
            task.cancel()
        state = ls.states.pop(uri, None)
        for real in {os.path.realpath(to_fs_path(uri) or uri), *(state.published if state else ())}:
            ls.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=from_fs_path(real), diagnostics=[]))

    @server.feature(T.TEXT_DOCUMENT_HOVER)
    async def hover(ls: KinaLanguageServer, params: T.HoverParams):
        state = await ls.state(params.text_document.uri)
        if state is None or state.parsed is None:
            return None
        line, col, text, _ = ls.where(params.text_document.uri, params.position)
        value = hover_text(state.parsed, ls.compiler, line, col, text)
        if value is None:
            return None
        return T.Hover(contents=T.MarkupContent(kind=T.MarkupKind.Markdown, value=value))

    @server.feature(T.TEXT_DOCUMENT_DEFINITION)
    async def definition(ls: KinaLanguageServer, params: T.DefinitionParams):
        state = await ls.state(params.text_document.uri)
        uri = params.text_document.uri
        line, col, text, _ = ls.where(uri, params.position)
        m = re.search(r'\binclude\s+"([^"\n]*)"', text)
        if m and m.start(1) < col <= m.end(1) + 1:  # works in a file that does not parse, too
            found = resolve_include(m.group(1), Source(to_fs_path(uri) or uri, ""))
            if found:
                return T.Location(uri=from_fs_path(os.path.realpath(found)), range=T.Range(T.Position(0, 0), T.Position(0, 0)))
            return None
        if state is None or state.parsed is None:
            return None
        _, sym = lookup(state.parsed, line, col, text)
        if sym is None:
            return None
        return ls.location(sym.path, sym.span, state.parsed)

    @server.feature(T.TEXT_DOCUMENT_REFERENCES)
    async def references(ls: KinaLanguageServer, params: T.ReferenceParams):
        state = await ls.state(params.text_document.uri)
        if state is None or state.parsed is None:
            return None
        ix = state.parsed
        line, col, text, _ = ls.where(params.text_document.uri, params.position)
        _, sym = lookup(ix, line, col, text)
        if sym is None:
            return None
        spans = [s for s in ix.references(sym) if s != sym.span]
        if sym.kind in ("alias", "size"):  # used inside types, which the AST keeps resolved: by their word
            spans = _word_uses(ix, sym)
        out = [ls.location(ix.analysis.path, s, ix) for s in spans]
        if params.context.include_declaration:
            out.insert(0, ls.location(sym.path, sym.span, ix))
        return out

    @server.feature(T.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    async def document_symbols(ls: KinaLanguageServer, params: T.DocumentSymbolParams):
        state = await ls.state(params.text_document.uri)
        if state is None or state.parsed is None:
            return []
        ix = state.parsed
        if "symbols" not in ix.cache:
            ix.cache["symbols"] = symbols_of(ix, ls.workspace.position_codec)
        return ix.cache["symbols"]

    @server.feature(T.TEXT_DOCUMENT_COMPLETION, T.CompletionOptions(trigger_characters=[".", " ", "(", ","]))
    async def completion(ls: KinaLanguageServer, params: T.CompletionParams):
        state = await ls.state(params.text_document.uri)
        _, _, _, before = ls.where(params.text_document.uri, params.position)
        ix = state.parsed if state else None
        snippets = _snippets(ls)
        items = []
        for it in C.complete(ix, ls.compiler, before, await ls.std()):
            item = T.CompletionItem(label=it.label, kind=ITEM_KINDS.get(it.kind), detail=it.detail or None,
                                    documentation=it.doc or None)
            if it.snippet and snippets:
                item.insert_text, item.insert_text_format = it.snippet, T.InsertTextFormat.Snippet
            if it.include:
                item.detail = f"{it.detail}  (include \"{it.include}\")"
                if not re.search(rf'\binclude\s+"{re.escape(it.include)}"', ls.workspace.get_text_document(params.text_document.uri).source):
                    item.additional_text_edits = [T.TextEdit(T.Range(T.Position(0, 0), T.Position(0, 0)), f'include "{it.include}" in\n')]
            items.append(item)
        return T.CompletionList(is_incomplete=bool(C.context(before)[1]), items=items)

    @server.feature(T.TEXT_DOCUMENT_SIGNATURE_HELP, T.SignatureHelpOptions(trigger_characters=["(", ","]))
    async def signature_help(ls: KinaLanguageServer, params: T.SignatureHelpParams):
        state = await ls.state(params.text_document.uri)
        _, _, _, before = ls.where(params.text_document.uri, params.position)
        sig = C.signature(state.parsed if state else None, ls.compiler, before, await ls.std())
        if sig is None:
            return None
        info = T.SignatureInformation(label=sig.label, documentation=sig.doc or None,
                                      parameters=[T.ParameterInformation(label=p) for p in sig.params])
        return T.SignatureHelp(signatures=[info], active_signature=0, active_parameter=sig.active)

    return server


def symbols_of(ix: Index, codec) -> list[T.DocumentSymbol]:
    """The document's functions and type aliases (not those of the files it includes)."""
    own = os.path.realpath(ix.analysis.path)
    source = ix.analysis.source
    out = []
    for sym in [*ix.aliases.values(), *ix.functions.values()]:
        if os.path.realpath(sym.path) != own:
            continue
        node = sym.node
        kind = T.SymbolKind.Function if sym.kind == "function" else T.SymbolKind.TypeParameter
        detail = fn_signature(node) if sym.kind == "function" else alias_signature(node)
        out.append(T.DocumentSymbol(name="@main" if sym.name == "main" else sym.name, kind=kind, detail=detail,
                                    range=to_range(node.span, source, codec), selection_range=to_range(sym.span, source, codec)))
    return out


def _snippets(ls: KinaLanguageServer) -> bool:
    caps = ls.client_capabilities
    try:
        return bool(caps.text_document.completion.completion_item.snippet_support)
    except AttributeError:
        return False


def _word_uses(ix: Index, sym) -> list[Span]:
    """Every occurrence of an alias's or a size variable's name in the document (a size variable's
    only inside its function), outside comments and strings."""
    source = ix.analysis.source
    lines = source.text.split("\n")
    first, last = 1, len(lines)
    if sym.kind == "size" and sym.fn is not None:
        first, last = sym.fn.span.line, sym.fn.span.end_line
    out = []
    pattern = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(sym.name)}(?![A-Za-z0-9_])")
    for n in range(first, last + 1):
        code = re.sub(r'//.*|"[^"\n]*"', lambda m: " " * len(m.group()), lines[n - 1])
        for m in pattern.finditer(code):
            span = Span(n, m.start() + 1, n, m.end() + 1)
            if span != sym.span:
                out.append(span)
    return out


def serve(compiler) -> None:
    logging.basicConfig(level=logging.WARNING, format="kina-lsp: %(message)s")
    server = make_server(compiler)
    sys.setswitchinterval(SWITCH_INTERVAL)
    gc.collect()
    gc.freeze()  # the compiler, its plugins and pygls: never garbage, never walked again
    gc.disable()
    server.start_io()

