import os
import pytest
from lsprotocol import types as T
from .conftest import ROOT, open_doc, position_of, read, uri_of

pytestmark = pytest.mark.asyncio(loop_scope="module")

async def test_hover_smoke(client):
    path = os.path.join(ROOT, "packages/kina-frontend/src/kina/std/nn.kina")
    diags = await open_doc(client, path)
    assert diags == []
    text = read(path)
    h = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri_of(path)), position_of(text, "let inv", offset=5)))
    print(h.contents.value)
    assert "[N, 1]" in h.contents.value
