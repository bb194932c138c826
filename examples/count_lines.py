"""Count an example program's lines the way the examples' READMEs compare Kina with JAX (issue 10):
non-blank lines that are not comments — `//` lines in Kina; `#` lines and docstrings in Python,
where only the code above a `# ---- not counted` line counts (the driver below it is not, as
`train.py` is not). Every counted line must fit in 100 columns.

    uv run python examples/count_lines.py examples/char-transformer/transformer.kina \\
        examples/char-transformer/reference_jax.py
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

MAX_COLUMNS = 100
CUT = "# ---- not counted"


def counted_lines(path: str | Path) -> list[str]:
    """The lines that count, in order."""
    path = Path(path)
    lines = path.read_text().splitlines()
    if path.suffix == ".kina":
        return [l for l in lines if l.strip() and not l.strip().startswith("//")]
    cut = next((i for i, l in enumerate(lines) if l.startswith(CUT)), len(lines))
    lines = lines[:cut]
    docstrings = set()
    for node in ast.walk(ast.parse("\n".join(lines))):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and body and \
                isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and \
                isinstance(body[0].value.value, str):
            docstrings.update(range(body[0].lineno - 1, body[0].end_lineno))
    return [l for i, l in enumerate(lines) if l.strip() and not l.strip().startswith("#") and i not in docstrings]


def count(path: str | Path) -> int:
    """The number of counted lines; ValueError if one is over MAX_COLUMNS."""
    lines = counted_lines(path)
    long = [l for l in lines if len(l) > MAX_COLUMNS]
    if long:
        raise ValueError(f"{path}: {len(long)} counted line(s) over {MAX_COLUMNS} columns, first: {long[0]!r}")
    return len(lines)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(f"{count(p):4d}  {p}")
