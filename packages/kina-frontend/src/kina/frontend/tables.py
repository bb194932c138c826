"""The LALR parser of `grammar.lark`, loaded from tables built ahead of time.

Building lark's LALR tables costs ≈ 40 ms a process (before any parse); loading them costs
≈ 3 ms. `grammar_tables.json` (package data, beside the grammar) holds lark's own
serialisation of the parser (`Lark.memo_serialize`, the data its standalone generator
embeds) as JSON, never a pickle: it is plain data, read back with lark's deserialiser,
which instantiates only lark's grammar classes.

Regenerate it after editing the grammar (tests/frontend/test_parser_tables.py fails until
you do):

    uv run python -m kina.frontend.tables

The file records the grammar's sha256, lark's version and the parser options; when any of
them differs at run time (an edited grammar, another lark), or the file is missing or
unreadable, `parser()` builds the tables as before: a stale file costs time, never a wrong
parse.

lark numbers LALR states and tokens in set-iteration order, which varies from process to
process, so `generate` renumbers them canonically (breadth-first from the start state,
tokens by name): the same grammar and lark always give the same file, which is what lets
the test regenerate and compare it."""
from __future__ import annotations

import hashlib
import json
import os
import sys

from ..util import atomic_write  # a reader (another process's parser()) never sees half a file

FORMAT = 1
HERE = os.path.dirname(os.path.abspath(__file__))  # files beside the code, as loader.py finds std/
GRAMMAR = os.path.join(HERE, "grammar.lark")
TABLES = os.path.join(HERE, "grammar_tables.json")
# The parser options: both the build and the stored tables use exactly these.
OPTIONS = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": True}

# What the last `parser()` call did: "loaded" or why it built the tables instead.
last_status = ""


def grammar_text() -> str:
    with open(GRAMMAR, encoding="utf-8") as fh:
        return fh.read()


def grammar_sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def build(text: str | None = None):
    from lark import Lark

    return Lark(grammar_text() if text is None else text, **OPTIONS)


def _canonical_table(table: dict) -> dict:
    """The serialised parse table with states numbered breadth-first from the start states
    (actions visited in token-name order) and tokens numbered by name."""
    names = table["tokens"]  # token number -> name
    order = sorted(names.values())
    token_no = {n: i for i, n in enumerate(order)}
    states = table["states"]
    renumber: dict[int, int] = {}
    queue: list[int] = []
    for start in sorted(table["start_states"]):
        s = table["start_states"][start]
        if s not in renumber:
            renumber[s] = len(renumber)
            queue.append(s)
    i = 0
    while i < len(queue):
        acts = states[queue[i]]
        i += 1
        for _, (kind, arg) in sorted((names[t], a) for t, a in acts.items()):
            if kind == 0 and arg not in renumber:  # a shift (or goto) into a new state
                renumber[arg] = len(renumber)
                queue.append(arg)
    if len(renumber) != len(states):
        raise RuntimeError(f"{len(states) - len(renumber)} LALR states unreachable from the start state")
    out_states = {}
    for old in queue:
        acts = {token_no[names[t]]: (kind, renumber[arg] if kind == 0 else arg) for t, (kind, arg) in states[old].items()}
        out_states[renumber[old]] = dict(sorted(acts.items()))
    return {"tokens": dict(enumerate(order)), "states": out_states,
            "start_states": {k: renumber[v] for k, v in sorted(table["start_states"].items())},
            "end_states": {k: renumber[v] for k, v in sorted(table["end_states"].items())}}


def serialise(parser) -> dict:
    """`parser`'s tables in canonical form (plain Python data, int keys kept)."""
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data["parser"]["parser"] = _canonical_table(data["parser"]["parser"])
    return {"data": data, "memo": memo}


def generate(text: str | None = None) -> str:
    """The content of grammar_tables.json for `text` (default: the installed grammar.lark)."""
    import lark

    text = grammar_text() if text is None else text
    body = serialise(build(text))
    doc = {"format": FORMAT, "grammar_sha256": grammar_sha256(text), "lark": lark.__version__,
           "options": OPTIONS, **body}
    return json.dumps(doc, sort_keys=True, indent=0, ensure_ascii=True) + "\n"


def _decode(doc: dict) -> tuple[dict, dict]:
    """JSON gives string keys and lists: restore lark's int keys and tuples."""
    memo = {int(k): v for k, v in doc["memo"].items()}
    for item in memo.values():
        opts = item.get("options")
        if isinstance(opts, dict) and isinstance(opts.get("empty_indices"), list):
            opts["empty_indices"] = tuple(opts["empty_indices"])
    data = doc["data"]
    table = data["parser"]["parser"]
    table["tokens"] = {int(k): v for k, v in table["tokens"].items()}
    table["states"] = {int(s): {int(t): tuple(a) for t, a in acts.items()} for s, acts in table["states"].items()}
    return data, memo


def load(text: str | None = None, tables: str | None = None):
    """The stored parser if its tables match the grammar `text` and this lark, else None.
    `tables`: the JSON text (default: the packaged file). Sets `last_status`."""
    global last_status
    import lark

    text = grammar_text() if text is None else text
    try:
        if tables is None:
            with open(TABLES, encoding="utf-8") as fh:
                tables = fh.read()
        doc = json.loads(tables)
        stale = [what for what, ok in (("format", doc.get("format") == FORMAT),
                                       ("grammar", doc.get("grammar_sha256") == grammar_sha256(text)),
                                       ("lark version", doc.get("lark") == lark.__version__),
                                       ("options", doc.get("options") == OPTIONS)) if not ok]
        if stale:
            last_status = "stale " + ", ".join(stale)
            return None
        data, memo = _decode(doc)
        parser = lark.Lark._load_from_dict(data, memo)
    except Exception as e:  # noqa: BLE001 — an unreadable file only costs the build
        last_status = f"unreadable ({type(e).__name__}: {e})"
        return None
    last_status = "loaded"
    return parser


def parser():
    """The parser of grammar.lark: from the stored tables when they are current, else built."""
    global last_status
    from .lexer import install  # lark's contextual lexer, asking its full scanner first

    text = grammar_text()
    loaded = load(text)
    if loaded is not None:
        install(loaded)
        return loaded
    why = last_status
    built = build(text)
    last_status = f"built ({why})"
    install(built)
    return built


def main(argv: list[str] | None = None) -> int:
    """Write grammar_tables.json beside grammar.lark (`--check`: only say whether it is current)."""
    args = sys.argv[1:] if argv is None else argv
    new = generate()
    try:
        with open(TABLES, encoding="utf-8") as fh:
            old = fh.read()
    except OSError:
        old = None
    if "--check" in args:
        print("current" if old == new else f"stale: run `uv run python -m kina.frontend.tables` ({TABLES})")
        return 0 if old == new else 1
    if old != new:
        atomic_write(TABLES, new.encode("utf-8"), mode=0o644)
    print(f"{'wrote' if old != new else 'unchanged'} {TABLES}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
