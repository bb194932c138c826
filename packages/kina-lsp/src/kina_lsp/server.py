"""`kina lsp`'s server object: the documents' checks and their state (pygls). The requests it
answers are in features.py; docs/editors.md describes them.

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
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from kina.diagnostics import Source, Span
from kina.frontend.loader import LIBRARY_ROOT

from . import complete as C
from .analysis import analyse
from .index import Index, build
from .symbols import read_source, symbols_of, to_range

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
            source = index.analysis.source if real == own else index.analysis.files.get(real) or read_source(path)
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
                one = build(analyse(self.compiler, path, read_source(path).text))
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
            source = index.analysis.files.get(real) or read_source(path)
        return T.Location(uri=from_fs_path(real), range=to_range(span, source, self.workspace.position_codec))
