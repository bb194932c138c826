"""A real LSP client (pytest-lsp) talking to `kina lsp` over stdio, one server per test module.

The server runs with KINA_CACHE_DIR pointing to a directory of its own, which the tests check is
still empty at the end: the server reads what it is given and never compiles."""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SERVER_CACHE = tempfile.mkdtemp(prefix="kina-lsp-cache-")
SERVER_ENV = {**os.environ, "KINA_CACHE_DIR": SERVER_CACHE}
# `kina lsp` as users start it: the `kina` CLI, with the subcommand from kina-lsp's cli_commands hook
SERVER = [sys.executable, "-m", "kina.cli", "lsp"]
TIMEOUT = 60  # seconds for one check to come back (the machine is shared)


CAPABILITIES = T.ClientCapabilities(
    text_document=T.TextDocumentClientCapabilities(
        completion=T.CompletionClientCapabilities(completion_item=T.ClientCompletionItemOptions(snippet_support=True)),
        hover=T.HoverClientCapabilities(content_format=[T.MarkupKind.Markdown]),
        publish_diagnostics=T.PublishDiagnosticsClientCapabilities(related_information=True)))


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=SERVER_ENV))
async def client(lsp_client: LanguageClient):
    """The server as an editor starts it (default debounce)."""
    record_diagnostics(lsp_client)
    await lsp_client.initialize_session(T.InitializeParams(capabilities=CAPABILITIES, root_uri=uri_of(ROOT)))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=SERVER_ENV))
async def fast_client(lsp_client: LanguageClient):
    """A server that checks each change at once (initializationOptions debounce 0): for many edits."""
    record_diagnostics(lsp_client)
    await lsp_client.initialize_session(T.InitializeParams(capabilities=CAPABILITIES, root_uri=uri_of(ROOT),
                                                           initialization_options={"debounce": 0}))
    yield
    await lsp_client.shutdown_session()


def uri_of(path: str) -> str:
    from pygls.uris import from_fs_path

    return from_fs_path(os.path.realpath(path))


def read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def record_diagnostics(client: LanguageClient) -> None:
    """Keep every publishDiagnostics the client receives, in order (`client.published`): two can
    arrive in one read, and a waiter for "the next one" would miss the second."""
    client.published, client.published_event = [], asyncio.Event()
    handle = client.protocol._handle_notification

    def recording(method, params):
        if method == T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            client.published.append(params)
            client.published_event.set()
        return handle(method, params)

    client.protocol._handle_notification = recording


async def diagnostics_for(client: LanguageClient, uri: str, version: int | None, since: int = 0) -> list[T.Diagnostic]:
    """The diagnostics of `uri` at `version` (None: any) published after the `since`-th, waiting for them."""
    async def wait():
        seen = since
        while True:
            for params in client.published[seen:]:
                if params.uri == uri and (version is None or params.version == version):
                    return list(params.diagnostics)
            seen = len(client.published)
            client.published_event.clear()
            await client.published_event.wait()
    return await asyncio.wait_for(wait(), TIMEOUT)


async def open_doc(client: LanguageClient, path: str, text: str | None = None, version: int = 1) -> list[T.Diagnostic]:
    uri, since = uri_of(path), len(client.published)
    client.text_document_did_open(T.DidOpenTextDocumentParams(
        T.TextDocumentItem(uri=uri, language_id="kina", version=version, text=read(path) if text is None else text)))
    return await diagnostics_for(client, uri, version, since)


async def change_doc(client: LanguageClient, path: str, text: str, version: int) -> list[T.Diagnostic]:
    uri, since = uri_of(path), len(client.published)
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(uri=uri, version=version), [T.TextDocumentContentChangeWholeDocument(text=text)]))
    return await diagnostics_for(client, uri, version, since)


def close_doc(client: LanguageClient, path: str) -> None:
    client.text_document_did_close(T.DidCloseTextDocumentParams(T.TextDocumentIdentifier(uri_of(path))))


def position_of(text: str, needle: str, occurrence: int = 0, offset: int = 0) -> T.Position:
    """The position of the `occurrence`-th `needle` in `text`, plus `offset` characters (ASCII text)."""
    at = -1
    for _ in range(occurrence + 1):
        at = text.index(needle, at + 1)
    at += offset
    line = text.count("\n", 0, at)
    return T.Position(line=line, character=at - (text.rfind("\n", 0, at) + 1))


@pytest.fixture
def tmp_kina(tmp_path):
    def make(name: str, text: str) -> str:
        path = tmp_path / name
        path.write_text(text)
        return str(path)
    return make
