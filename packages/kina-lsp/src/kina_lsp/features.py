"""`kina lsp`: the requests the server answers (LSP over stdio, pygls), each a lookup in the index
of the document's last check (server.py keeps those). docs/editors.md describes the features."""
from __future__ import annotations

import asyncio
import gc
import logging
import os
import re
import sys

from lsprotocol import types as T
from pygls.uris import from_fs_path, to_fs_path

from kina.diagnostics import Source
from kina.frontend.loader import resolve_include

from . import complete as C
from .hover import hover_text, lookup
from .server import SWITCH_INTERVAL, KinaLanguageServer
from .symbols import symbols_of, word_uses

ITEM_KINDS = {"method": T.CompletionItemKind.Method, "function": T.CompletionItemKind.Function,
              "variable": T.CompletionItemKind.Variable, "keyword": T.CompletionItemKind.Keyword,
              "size": T.CompletionItemKind.TypeParameter, "handler": T.CompletionItemKind.Class,
              "keyword-arg": T.CompletionItemKind.Property, "type": T.CompletionItemKind.Struct,
              "builtin": T.CompletionItemKind.Function}


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
            spans = word_uses(ix, sym)
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


def _snippets(ls: KinaLanguageServer) -> bool:
    caps = ls.client_capabilities
    try:
        return bool(caps.text_document.completion.completion_item.snippet_support)
    except AttributeError:
        return False


def serve(compiler) -> None:
    logging.basicConfig(level=logging.WARNING, format="kina-lsp: %(message)s")
    server = make_server(compiler)
    sys.setswitchinterval(SWITCH_INTERVAL)
    gc.collect()
    gc.freeze()  # the compiler, its plugins and pygls: never garbage, never walked again
    gc.disable()
    server.start_io()
