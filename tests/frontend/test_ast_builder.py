"""The AST builder's callback cache (parser._Build._call_userfunc) builds what lark's own
Transformer._call_userfunc builds, on every .kina file of the repository (the override copies a
private lark method: a lark upgrade that changes it fails here)."""
import glob
import os

from lark import Transformer

from kina.diagnostics import Source
from kina.frontend import parser as P

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class _Stock(P._Build):
    _call_userfunc = Transformer._call_userfunc


def test_the_cached_callbacks_build_the_same_ast_as_lark():
    files = sorted(glob.glob(os.path.join(ROOT, "**", "*.kina"), recursive=True))
    files = [f for f in files if "/.venv/" not in f]
    assert len(files) >= 10
    for path in files:
        tree = P._parser().parse(Source.read(path).text)
        # AST nodes compare by identity (eq=False); their dataclass reprs show every field
        assert repr(P._Build().transform(tree)) == repr(_Stock().transform(tree)), path
