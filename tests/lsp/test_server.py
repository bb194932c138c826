"""`kina lsp` driven by a real LSP client over stdio (pytest-lsp): open, change, hover, definition,
references, document symbols, completion, signature help and diagnostics, on the repository's
own programs and on broken files."""
from __future__ import annotations

import glob
import os

import pytest
from lsprotocol import types as T

from .conftest import ROOT, SERVER_CACHE, change_doc, close_doc, diagnostics_for, open_doc, position_of, read, uri_of

pytestmark = pytest.mark.asyncio(loop_scope="module")

STD_NN = os.path.join(ROOT, "packages", "kina-frontend", "src", "kina", "std", "nn.kina")
SCAN = os.path.join(ROOT, "examples", "char-transformer", "transformer_scan.kina")
NEWTON = os.path.join(ROOT, "examples", "newton-logreg", "newton.kina")
PROGRAMS = sorted(p for p in glob.glob(os.path.join(ROOT, "**", "*.kina"), recursive=True)
                  if "/.venv/" not in p and "/node_modules/" not in p)


def doc_id(path):
    return T.TextDocumentIdentifier(uri_of(path))


async def hover(client, path, needle, occurrence=0, offset=0, text=None):
    text = read(path) if text is None else text
    h = await client.text_document_hover_async(T.HoverParams(doc_id(path), position_of(text, needle, occurrence, offset)))
    return h.contents.value if h is not None else None


async def definition(client, path, needle, occurrence=0, offset=0, text=None):
    text = read(path) if text is None else text
    found = await client.text_document_definition_async(T.DefinitionParams(doc_id(path), position_of(text, needle, occurrence, offset)))
    return found


async def test_every_repository_program_checks_clean(client):
    assert len(PROGRAMS) >= 15
    for path in PROGRAMS:
        diags = await open_doc(client, path)
        assert diags == [], (path, [d.message for d in diags])
        close_doc(client, path)


async def test_hover_shows_types_with_symbolic_sizes_and_docs(client):
    await open_doc(client, STD_NN)
    assert "let inv: tensor<F32, [N, 1], @host>" in await hover(client, STD_NN, "let inv", offset=5)
    # a parameter, at its definition and at a use
    assert "parameter x: tensor<F32, [N, D]" in await hover(client, STD_NN, "x: tensor<F32, [N, D]>, gain")
    use = await hover(client, STD_NN, "x.reduce_mean(axes=[1], keepdims=true)")
    assert "parameter x" in use and "[N, D]" in use
    # a method op: its signature with keyword arguments, the receiver, the result and the op's doc line
    op = await hover(client, STD_NN, "reduce_mean(axes=[1], keepdims=true)")
    assert ".reduce_mean(axes:" in op and "keepdims: bool = false" in op
    assert "result:   tensor<F32, [N, 1], @host>" in op
    assert "Reductions" in op  # kina/ops/reduce.py's first docstring line
    # a function: its signature as written and the first sentence of its comment
    fn = await hover(client, STD_NN, "let layer_norm", offset=5)
    assert "fn layer_norm[N, D](x: tensor<F32, [N, D]>" in fn
    assert "Normalise each row over its D features" in fn
    # an op with its own doc
    await open_doc(client, SCAN)
    take = await hover(client, SCAN, "(h, layers.index(l, axis=0)", offset=11)
    assert "without axis k, at position i" in take


async def test_hover_covers_loops_carries_and_ifs(client):
    await open_doc(client, SCAN)
    loop = await hover(client, SCAN, "loop (h = h0)")
    assert loop.startswith("```kina\nloop for l < L: tensor<F32, [B * T, Dh * H], @host>") and "h: tensor<F32, [B * T, Dh * H]" in loop
    carry = await hover(client, SCAN, "(h = h0)", offset=1)
    assert "loop carry h: tensor<F32, [B * T, Dh * H], @host>" in carry
    index = await hover(client, SCAN, "for l < L", offset=4)
    assert "loop index l: tensor<I64, [], @host>" in index
    inside = await hover(client, SCAN, "(h, layers.index", offset=1)
    assert "loop carry h" in inside
    await open_doc(client, NEWTON)
    cond = await hover(client, NEWTON, "if rr > tol")
    assert "if: (tensor<F64, [D, 1], @host>" in cond and "Bool" in cond
    tuple_let = await hover(client, NEWTON, "let (d, r, p, rr, used)", offset=9)
    assert "let r: tensor<F64, [D, 1], @host>" in tuple_let
    handler = await hover(client, NEWTON, "with reverseMode", offset=5)
    assert handler.startswith("```kina\nwith reverseMode: (tensor<F64, [], @host>, tensor<F64, [D, 1], @host>)")


async def test_generic_call_hover_shows_the_instance_and_the_generic_signature(client):
    path = os.path.join(ROOT, "examples", "char-transformer", "transformer.kina")
    await open_doc(client, path)
    text = read(path)
    h = await hover(client, path, "layer_norm(x, g1", text=text)
    assert "fn layer_norm[N, D]" in h and "Normalise each row" in h


async def test_definition_of_functions_bindings_aliases_and_includes(client):
    await open_doc(client, SCAN)
    text = read(SCAN)
    into_std = await definition(client, SCAN, "layer_norm(x, g1", text=text)
    assert into_std.uri == uri_of(STD_NN)
    std_text = read(STD_NN)
    assert into_std.range.start == position_of(std_text, "layer_norm = fn")
    include = await definition(client, SCAN, '"std/nn.kina"', offset=3, text=text)
    assert include.uri == uri_of(STD_NN) and include.range.start == T.Position(0, 0)
    local = await definition(client, SCAN, "(n1, wq", offset=1, text=text)
    assert local.uri == uri_of(SCAN) and local.range.start == position_of(text, "n1 = layer_norm")
    alias = await definition(client, SCAN, "x: Tokens[B, T], theta", offset=3, text=text)
    assert alias.range.start == position_of(text, "Tokens[B, T] = tensor")
    same_file = await definition(client, SCAN, "block[B, T, H, Dh](h,", text=text)
    assert same_file.range.start == position_of(text, "block = fn")
    size = await definition(client, SCAN, "for l < L", offset=8, text=text)
    assert size.range.start == position_of(text, "L, H, Dh](x: Tokens[B, T], theta")


async def test_references_and_document_symbols(client):
    await open_doc(client, STD_NN)
    text = read(STD_NN)
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=doc_id(STD_NN), position=position_of(text, "let c = x", offset=4),
        context=T.ReferenceContext(include_declaration=True)))
    starts = [r.range.start for r in refs]
    assert starts[0] == position_of(text, "c = x - x.reduce_mean")
    assert len(refs) == 4  # the let and three uses (c * c, c * inv)
    symbols = await client.text_document_document_symbol_async(T.DocumentSymbolParams(doc_id(STD_NN)))
    names = [s.name for s in symbols]
    assert {"linear", "layer_norm", "causal_self_attention", "cross_entropy"} <= set(names)
    ln = next(s for s in symbols if s.name == "layer_norm")
    assert ln.kind == T.SymbolKind.Function and ln.detail.startswith("fn layer_norm[N, D](")
    await open_doc(client, SCAN)
    scan_symbols = await client.text_document_document_symbol_async(T.DocumentSymbolParams(doc_id(SCAN)))
    assert {"Rows", "Theta", "block", "logits"} <= {s.name for s in scan_symbols}
    assert "layer_norm" not in {s.name for s in scan_symbols}  # std's functions are std's symbols


async def complete(client, path, text, needle, offset):
    result = await client.text_document_completion_async(T.CompletionParams(doc_id(path), position_of(text, needle, offset=offset)))
    return {i.label: i for i in result.items}


async def test_completion(client, tmp_kina):
    text = ("include \"std/optim.kina\" in\n"
            "let f = fn[B, V](logits: tensor<F32, [B, V]>) -> tensor<F32, [B, V]> {\n"
            "  let z = logits.log_softmax(axis=1) in\n"
            "  let y = handle g(z) with reverseMode in\n"
            "  z.\n"
            "} in\n"
            "fn @main(x: tensor<F32, [2, 3]>) -> tensor<F32, [2, 3]> { f(x) }\n")
    path = tmp_kina("complete.kina", text)
    await open_doc(client, path, text.replace("  z.\n", "  z\n"))  # it parses (with a diagnostic: no `g`)
    diags = await change_doc(client, path, text, 2)
    assert diags  # half-typed: `z.` does not parse, and says so
    methods = await complete(client, path, text, "z.\n", 2)
    assert {"log_softmax", "reduce_sum", "reshape", "take"} <= set(methods)
    assert "iota" not in methods and "layer_norm" not in methods
    assert methods["log_softmax"].insert_text == "log_softmax(axis=${1})$0"
    assert "axis: int" in methods["log_softmax"].detail
    names = await complete(client, path, text, "  z.\n", 2)
    assert {"z", "y", "logits", "B", "V", "full", "iota", "let"} <= set(names)
    assert names["z"].detail == "tensor<F32, [B, V], @host>"  # typed by the last check that parsed
    assert "layer_norm" in names and names["layer_norm"].additional_text_edits[0].new_text == 'include "std/nn.kina" in\n'
    assert "adamw" in names and not names["adamw"].additional_text_edits  # std/optim.kina is included already
    handlers = await complete(client, path, text, "with reverseMode", 5)
    assert {"reverseMode", "forwardMode", "checkpoint"} <= set(handlers)
    kwargs = await complete(client, path, text, "log_softmax(axis", 12)
    assert "axis=" in kwargs


async def test_signature_help(client, tmp_kina):
    text = ("include \"std/nn.kina\" in\n"
            "fn @main(x: tensor<F32, [2, 3]>, g: tensor<F32, [3]>) -> tensor<F32, [2, 3]> {\n"
            "  let s = x.reduce_sum(axes=[1], \n"
            "  layer_norm(x, g, \n"
            "}\n")
    path = tmp_kina("sig.kina", text)
    await open_doc(client, path, text)
    sig = await client.text_document_signature_help_async(T.SignatureHelpParams(doc_id(path), position_of(text, "[1], ", offset=5)))
    assert sig.signatures[0].label.startswith(".reduce_sum(axes:")
    labels = [p.label for p in sig.signatures[0].parameters]
    assert labels[sig.active_parameter].startswith("keepdims")
    sig = await client.text_document_signature_help_async(T.SignatureHelpParams(doc_id(path), position_of(text, "x, g, ", offset=6)))
    assert sig.signatures[0].label.startswith("fn layer_norm[N, D](x: tensor<F32, [N, D]>")
    assert sig.active_parameter == 2 and sig.signatures[0].parameters[2].label == "bias: tensor<F32, [D]>"


BROKEN = ("let f = fn(x: tensor<F32, [2, 3]>) -> tensor<F32, [2, 3]> {\n"
          "  let y = x.exp() in\n"
          "  y + x.tanhh()\n"
          "} in\n"
          "let g = fn(x: tensor<F32, [4]>) -> tensor<F32, [4]> { x.transpose([1, 0]) } in\n"
          "fn @main(x: tensor<F32, [2, 3]>) -> tensor<F32, [2, 3]> {\n"
          "  let w = f(x) in\n"
          "  w * 2.0\n"
          "}\n")


async def test_diagnostics_on_open_and_change_past_the_first_error(client, tmp_kina):
    path = tmp_kina("broken.kina", BROKEN)
    diags = await open_doc(client, path, BROKEN)
    by_line = {d.range.start.line: d for d in diags}
    assert set(by_line) == {2, 4}  # one in f, one in g: the check goes on past the first error
    sum_error = by_line[2]
    assert sum_error.message == "unknown method `.tanhh`\nhint: did you mean `.tanh`?"
    assert sum_error.range == T.Range(position_of(BROKEN, "tanhh()", offset=0), position_of(BROKEN, "tanhh()", offset=5))
    assert sum_error.severity == T.DiagnosticSeverity.Error and sum_error.source == "kina"
    # functions that check still have hovers
    main_w = await hover(client, path, "w * 2.0", text=BROKEN)
    assert "let w: tensor<F32, [2, 3], @host>" in main_w
    fixed = BROKEN.replace("x.tanhh()", "x.exp()").replace("x.transpose([1, 0])", "x.exp()")
    assert await change_doc(client, path, fixed, 2) == []
    half = fixed.replace("w * 2.0", "w * ")
    diags = await change_doc(client, path, half, 3)
    assert len(diags) == 1 and diags[0].range.start.line == 8  # the parse error
    # the last check that parsed still answers
    assert "let y: tensor<F32, [2, 3], @host>" in await hover(client, path, "let y", offset=5, text=half)


async def test_changes_are_debounced(client, tmp_kina):
    """Edits in quick succession are checked once, after the last (each would take a check otherwise)."""
    path = tmp_kina("typing.kina", "")
    await open_doc(client, path, "")
    since = len(client.published)
    final = ""
    for version, ch in enumerate("fn @main(x: tensor<F32, [2]>) -> tensor<F32, [2]> { x }", start=2):
        final += ch
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(uri=uri_of(path), version=version), [T.TextDocumentContentChangeWholeDocument(text=final)]))
    assert await diagnostics_for(client, uri_of(path), version, since) == []
    checked = [p.version for p in client.published[since:] if p.uri == uri_of(path)]
    assert checked == [version], checked


async def test_diagnostics_in_included_files(client, tmp_kina):
    lib = tmp_kina("lib.kina", "let bad = fn(x: tensor<F32, [2]>) -> tensor<F32, [2]> { x.nope() } in\n")
    text = 'include "lib.kina" in\nfn @main(x: tensor<F32, [2]>) -> tensor<F32, [2]> { bad(x) }\n'
    path = tmp_kina("uses_lib.kina", text)
    since = len(client.published)
    diags = await open_doc(client, path, text)
    assert len(diags) == 1 and "in the included file lib.kina" in diags[0].message and "`.nope`" in diags[0].message
    assert diags[0].range.start == position_of(text, '"lib.kina"')
    got = await diagnostics_for(client, uri_of(lib), None, since)
    assert len(got) == 1 and got[0].message.startswith("unknown method `.nope`")
    assert got[0].range.start == T.Position(0, len("let bad = fn(x: tensor<F32, [2]>) -> tensor<F32, [2]> { x."))


async def test_the_documented_hover_is_what_the_server_says(client):
    """docs/editors.md shows one hover exchange (made by benchmarks/lsp.py --capture): its response is current."""
    import json
    import re

    doc = read(os.path.join(ROOT, "docs", "editors.md"))
    block = doc[doc.index("<!-- hover-capture -->"):]
    block = block[block.index("```\n") + 4:]
    block = block[:block.index("\n```\n")]
    request = json.loads(block[block.index("-->") + 3:block.index("<--")])
    response = json.loads(block[block.index("<--") + 3:])
    assert request["params"]["textDocument"]["uri"].endswith("/std/nn.kina")
    await open_doc(client, STD_NN)
    pos = request["params"]["position"]
    h = await client.text_document_hover_async(T.HoverParams(doc_id(STD_NN), T.Position(pos["line"], pos["character"])))
    assert {"kind": h.contents.kind.value, "value": h.contents.value} == response["result"]["contents"]
    assert re.search(r"let inv = \(\(c \* c\)", doc)  # the line the doc says the position is on
    assert read(STD_NN).split("\n")[pos["line"]].strip().startswith("let inv = ((c * c)")


async def test_saving_an_included_file_checks_its_includers_again(client, tmp_kina):
    lib = tmp_kina("saved_lib.kina", "let h = fn(x: tensor<F32, [2]>) -> tensor<F32, [2]> { x.exp() } in\n")
    text = 'include "saved_lib.kina" in\nfn @main(x: tensor<F32, [2]>) -> tensor<F32, [2]> { h(x) }\n'
    path = tmp_kina("includer.kina", text)
    assert await open_doc(client, path, text) == []
    broken = "let h = fn(x: tensor<F32, [2]>) -> tensor<F32, [2]> { x.exq() } in\n"
    with open(lib, "w") as f:
        f.write(broken)
    since = len(client.published)
    client.text_document_did_save(T.DidSaveTextDocumentParams(T.TextDocumentIdentifier(uri_of(lib))))
    diags = await diagnostics_for(client, uri_of(path), 1, since)
    assert len(diags) == 1 and "in the included file saved_lib.kina" in diags[0].message


async def test_the_server_never_compiles_nor_writes_the_cache(client):
    """Every test of this module has run against this server by now (pytest runs them in file order)."""
    await open_doc(client, SCAN)
    assert await hover(client, SCAN, "loop (h = h0)")
    assert os.listdir(SERVER_CACHE) == []
    assert not [m for m in client.log_messages if m.type == T.MessageType.Error], client.log_messages
