"""When checks are scheduled: on benchmarks/lsp.py's 2,000-line program (a check takes a second
or more), an edit never discards a running check, and edits faster than checks do not queue one
check each."""
from __future__ import annotations

import asyncio
import importlib.util
import os

import pytest
from lsprotocol import types as T

from .conftest import ROOT, diagnostics_for, open_doc, uri_of

pytestmark = pytest.mark.asyncio(loop_scope="module")


def big_program() -> str:
    spec = importlib.util.spec_from_file_location("lsp_bench", os.path.join(ROOT, "benchmarks", "lsp.py"))
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    return bench.build_program(2000)


async def test_a_change_during_a_long_check_does_not_discard_it(client, tmp_path):
    """On a 2,000-line program (a check of a second or more), an edit that arrives once the check
    has started gets a check of its own, after it; the running one still publishes."""
    text = big_program()
    path = str(tmp_path / "big.kina")
    uri = uri_of(path)
    assert await open_doc(client, path, text) == []
    since = len(client.published)
    for version in (2, 3):
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(uri=uri, version=version), [T.TextDocumentContentChangeWholeDocument(text=text + f"// {version}\n")]))
        if version == 2:
            await asyncio.sleep(0.8)  # well past the 0.25 s debounce (a busy machine answers late), inside the check of a second or more
    assert await diagnostics_for(client, uri, 3, since) == []
    assert [p.version for p in client.published[since:] if p.uri == uri] == [2, 3]


async def test_edits_faster_than_checks_queue_at_most_one(fast_client, tmp_path):
    """Edits every 0.1 s (no debounce) on a file whose check takes longer: the edits that came while
    a check ran are checked once, together (the latest text), not each in turn."""
    client = fast_client
    text = big_program()
    path = str(tmp_path / "fast.kina")
    uri = uri_of(path)
    assert await open_doc(client, path, text) == []
    since = len(client.published)
    for version in range(2, 8):
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(uri=uri, version=version), [T.TextDocumentContentChangeWholeDocument(text=text + f"// {version}\n")]))
        await asyncio.sleep(0.1)
    assert await diagnostics_for(client, uri, 7, since) == []
    checked = [p.version for p in client.published[since:] if p.uri == uri]
    assert checked[-1] == 7 and len(checked) < 6, checked
