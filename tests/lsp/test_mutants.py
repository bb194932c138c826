"""Half-typed files never crash the server: the fuzzer's mutants (tests/fuzz: token deletion, swap,
duplication, replacement, truncation, byte noise, typed perturbations, and the loop/if mutants)
are replayed through one document as edits, and after each one every kind of request is made at
several positions. A bounded number (KINA_LSP_MUTANTS, default 60) drawn with a fixed seed."""
from __future__ import annotations

import os

import pytest
from fuzz.loops import loop_mutants
from fuzz.programs import mutants
from hypothesis import HealthCheck, Phase, given, seed, settings
from lsprotocol import types as T

from .conftest import ROOT, change_doc, open_doc, read, uri_of

pytestmark = pytest.mark.asyncio(loop_scope="module")

COUNT = int(os.environ.get("KINA_LSP_MUTANTS", "60"))


def draw(strategy, n: int, at: int) -> list[str]:
    out: list[str] = []

    @settings(max_examples=n, database=None, deadline=None, phases=[Phase.generate], suppress_health_check=list(HealthCheck))
    @seed(at)
    @given(strategy)
    def collect(text):
        out.append(text)
    collect()
    return out


def positions(text: str, k: int = 4) -> list[T.Position]:
    lines = text.split("\n")
    out = []
    for i in range(k):
        line = (len(lines) - 1) * i // max(k - 1, 1)
        out.append(T.Position(line=line, character=len(lines[line]) * (i + 1) // (k + 1)))
    out.append(T.Position(line=len(lines) - 1, character=len(lines[-1])))  # the end, where typing happens
    return out


async def test_mutants_never_crash_the_server(fast_client, tmp_path):
    client = fast_client
    texts = draw(mutants(), COUNT * 2 // 3, 26) + draw(loop_mutants(), COUNT - COUNT * 2 // 3, 2026)
    assert len(texts) == COUNT
    path = str(tmp_path / "mutant.kina")
    doc = T.TextDocumentIdentifier(uri_of(path))
    await open_doc(client, path, "")
    diagnosed = 0
    for version, text in enumerate(texts, start=2):
        diags = await change_doc(client, path, text, version)
        diagnosed += bool(diags)
        for pos in positions(text):
            # each request must come back (pytest-lsp raises on an error response or a crash)
            await client.text_document_hover_async(T.HoverParams(doc, pos))
            await client.text_document_definition_async(T.DefinitionParams(doc, pos))
            await client.text_document_completion_async(T.CompletionParams(doc, pos))
            await client.text_document_signature_help_async(T.SignatureHelpParams(doc, pos))
            await client.text_document_references_async(T.ReferenceParams(
                text_document=doc, position=pos, context=T.ReferenceContext(include_declaration=True)))
        await client.text_document_document_symbol_async(T.DocumentSymbolParams(doc))
    assert diagnosed >= COUNT // 3  # most mutants are broken, and each broken one got its diagnostic
    # still serving, and no check ended in an internal error
    good = os.path.join(ROOT, "packages", "kina-frontend", "src", "kina", "std", "nn.kina")
    await open_doc(client, good)
    text = read(good)
    at = text.index("let inv") + 5
    h = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri_of(good)),
                                                             T.Position(text.count("\n", 0, at), at - text.rfind("\n", 0, at) - 1)))
    assert "[N, 1]" in h.contents.value
    assert not [m for m in client.log_messages if m.type == T.MessageType.Error], [m.message for m in client.log_messages][:3]


async def test_typing_a_program_from_scratch(fast_client, tmp_path):
    """A program typed from its first character: 40 prefixes of the char-transformer (every kind of
    half-written construct), each an edit, with completion, signature help and hover at its end."""
    client = fast_client
    full = read(os.path.join(ROOT, "examples", "char-transformer", "transformer_scan.kina"))
    path = str(tmp_path / "typing.kina")
    doc = T.TextDocumentIdentifier(uri_of(path))
    await open_doc(client, path, "")
    for version, cut in enumerate(range(1, len(full), len(full) // 40), start=2):
        text = full[:cut]
        await change_doc(client, path, text, version)
        lines = text.split("\n")
        end = T.Position(line=len(lines) - 1, character=len(lines[-1]))
        await client.text_document_completion_async(T.CompletionParams(doc, end))
        await client.text_document_signature_help_async(T.SignatureHelpParams(doc, end))
        await client.text_document_hover_async(T.HoverParams(doc, T.Position(line=max(len(lines) - 2, 0), character=4)))
    assert await change_doc(client, path, full, 100) == []
    assert not [m for m in client.log_messages if m.type == T.MessageType.Error]
