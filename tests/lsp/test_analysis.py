"""The check behind the server, in process: a library file checks on its own (the loader's
`prefix=True`, the one change kina-lsp made to the frontend), errors in included files and in
specialisations reach the document, and the index records loop carries and tuple lets."""
from __future__ import annotations

import pytest
from kina.diagnostics import KinaError, Source
from kina.frontend.loader import load

from kina_lsp.analysis import analyse
from kina_lsp.index import build

LIB = "let f = fn[N](x: tensor<F32, [N]>) -> tensor<F32, [N]> {\n  x.reshape([2, 2]).reshape([N])\n} in\n"
MAIN = 'include "lib.kina" in\nfn @main(x: tensor<F32, [3]>) -> tensor<F32, [3]> {\n  f(x)\n}\n'


@pytest.fixture(scope="module")
def compiler():
    from helpers import compiler

    return compiler()


def test_a_library_file_loads_as_a_prefix_and_only_so():
    src = Source("<lib>", "let g = fn(x: tensor<F32, [2]>) -> tensor<F32, [2]> { x.exp() } in\n")
    prog = load(src, prefix=True)
    assert prog.main is None and [f.name for f in prog.fns] == ["g"]
    with pytest.raises(KinaError, match="unexpected end of file"):
        load(src)


def test_errors_in_included_files_and_specialisations_reach_the_document(compiler, tmp_path):
    (tmp_path / "lib.kina").write_text(LIB)
    main = tmp_path / "main.kina"
    main.write_text(MAIN)
    a = analyse(compiler, str(main), MAIN)
    lib_diags = a.diagnostics[str(tmp_path / "lib.kina")]
    assert lib_diags and all(d.span.line == 2 for d in lib_diags)
    doc = a.diagnostics[str(main)]
    at_include = [d for d in doc if d.span.line == 1]
    at_call = [d for d in doc if d.span.line == 3]
    assert at_include and at_include[0].message.startswith("in the included file lib.kina, line 2: cannot reshape")
    assert at_call and (at_call[0].span.column, at_call[0].span.end_column) == (3, 4) and "specialised with N=3" in at_call[0].message


def test_the_check_goes_on_after_an_error_and_types_what_checks(compiler):
    text = ("let bad = fn(x: tensor<F32, [2]>) -> tensor<F32, [2]> { x.nope() } in\n"
            "let good = fn(x: tensor<F32, [2]>) -> tensor<F32, [2]> {\n"
            "  let (a, b) = loop (a = x, b = x.exp()) for t < 3 { (a + b, b) } in\n"
            "  a\n"
            "} in\n"
            "fn @main(x: tensor<F32, [2]>) -> tensor<F32, [2]> { good(bad(x)) }\n")
    a = analyse(compiler, "<t>", text)
    assert [d.span.line for d in a.diagnostics["<t>"]] == [1]
    ix = build(a)
    carries = {s.name: str(s.type) for s in ix.symbols if s.kind == "carry"}
    assert carries == {"a": "tensor<F32, [2], @host>", "b": "tensor<F32, [2], @host>"}
    lets = [s for s in ix.symbols if s.kind == "let" and s.name == "a"]
    assert str(lets[0].type) == "tensor<F32, [2], @host>"
    assert not a.internal


def test_a_check_leaves_no_parse_tree_of_the_document_behind(compiler, tmp_path):
    """The parser keeps trees by source text for compiles; each edit is a new text, so the server
    drops the document's own (measured: ~4 MB a check of a 600-line file otherwise) and keeps std's."""
    from kina.frontend import parser

    text = 'include "std/nn.kina" in\nfn @main(x: tensor<F32, [2, 3]>) -> tensor<F32, [2, 3]> { relu(x) }\n'
    for i in range(3):
        edited = text + f"// edit {i}\n"
        a = analyse(compiler, str(tmp_path / "edited.kina"), edited)
        assert a.diagnostics[str(tmp_path / "edited.kina")] == []
        assert edited not in parser._TREES
    std_nn = next(s for p, s in a.files.items() if p.endswith("nn.kina"))
    assert std_nn.text in parser._TREES
