"""`kina lsp` on a 2,000-line program: the first check, then the round-trip time of every kind of
request (the issue's bound: each ≤ 100 ms after the first check), also while a change is being
checked. A real client over stdio (pygls), the server started as users start it (`kina lsp`).

    uv run python benchmarks/lsp.py                    # 2,000+ lines, 30 rounds of every request
    uv run python benchmarks/lsp.py --lines 500 --rounds 5 --capture docs-capture.txt

The program is built from the repository's own code: std/nn.kina, std/optim.kina and the
definitions of examples/char-transformer/transformer_scan.kina, copied with every top-level name
renamed per copy (`layer_norm__3`) until it has --lines lines, then one `fn @main` calling the
last copy's `logits`. It type-checks clean (the script checks that no diagnostic comes back).

--capture writes the JSON-RPC messages of one hover (request and response) as the client saw
them: docs/editors.md shows one."""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import sys
import tempfile
import time

from lsprotocol import types as T
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STD = os.path.join(ROOT, "packages", "kina-frontend", "src", "kina", "std")
SCAN = os.path.join(ROOT, "examples", "char-transformer", "transformer_scan.kina")
MAIN = """fn @main(x: tensor<I64, [2, 4]>, theta: tensor<F32, [{rows}, 6]>) -> tensor<F32, [8, 5]> {{
  logits{suffix}[2, 4, 5, 2, 2, 3](x, theta)
}}
"""


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def build_program(lines: int) -> str:
    """Copies of std + the example's definitions, every top-level name renamed per copy."""
    scan = _read(SCAN)
    body = scan[:scan.index("fn @main")]
    body = re.sub(r'include "[^"]*" in\n', "", body)
    unit = _read(os.path.join(STD, "nn.kina")) + _read(os.path.join(STD, "optim.kina")) + body
    names = re.findall(r"\blet\s+([A-Za-z_]\w*)\s*=\s*fn\b", unit) + re.findall(r"\btype\s+([A-Za-z_]\w*)", unit)
    pattern = re.compile(r"(?<![A-Za-z0-9_.])(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")(?![A-Za-z0-9_])")
    aliases = "".join(re.findall(r"^type [^\n]*\n", unit, flags=re.M))  # §P2: every alias before the first function
    fns = re.sub(r"^type [^\n]*\n", "", unit, flags=re.M)
    heads, parts, k = [], [], 0
    while sum(p.count("\n") for p in heads + parts) < lines - 3:
        heads.append(pattern.sub(lambda m, k=k: f"{m.group(1)}__{k}", aliases))
        parts.append(pattern.sub(lambda m, k=k: f"{m.group(1)}__{k}", fns))
        k += 1
    # theta of logits[B=2, T=4, V=5, L=2, H=2, Dh=3]: V + T + 2 + L * (12 * H * Dh + 9) rows of H * Dh
    rows = 5 + 4 + 2 + 2 * (12 * 2 * 3 + 9)
    return "".join(heads + parts) + MAIN.format(rows=rows, suffix=f"__{k - 1}")


class Bench(LanguageClient):
    def __init__(self):
        super().__init__("kina-lsp-bench", "1")
        self.published: list = []
        self.event = asyncio.Event()
        self.sent: list = []  # (direction, message) when capturing

        @self.feature(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def diagnostics(params):
            self.published.append(params)
            self.event.set()

    async def diagnostics_for(self, uri: str, version: int, timeout: float = 120) -> list:
        async def wait():
            seen = 0
            while True:
                for p in self.published[seen:]:
                    if p.uri == uri and p.version == version:
                        return list(p.diagnostics)
                seen = len(self.published)
                self.event.clear()
                await self.event.wait()
        return await asyncio.wait_for(wait(), timeout)


def position_of(text: str, needle: str, offset: int = 0, last: bool = False) -> T.Position:
    at = (text.rindex(needle) if last else text.index(needle)) + offset
    return T.Position(line=text.count("\n", 0, at), character=at - (text.rfind("\n", 0, at) + 1))


async def measure(args) -> dict:
    text = build_program(args.lines)
    tmp = tempfile.mkdtemp(prefix="kina-lsp-bench-")
    path = os.path.join(tmp, "big.kina")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    uri = from_fs_path(path)
    client = Bench()
    env = {**os.environ, "KINA_CACHE_DIR": os.path.join(tmp, "cache")}
    os.makedirs(env["KINA_CACHE_DIR"])
    await client.start_io(sys.executable, "-m", "kina.cli", "lsp", env=env)
    caps = T.ClientCapabilities(text_document=T.TextDocumentClientCapabilities(
        completion=T.CompletionClientCapabilities(completion_item=T.ClientCompletionItemOptions(snippet_support=True))))
    await client.initialize_async(T.InitializeParams(capabilities=caps, process_id=os.getpid()))
    client.initialized(T.InitializedParams())
    doc = T.TextDocumentIdentifier(uri)

    start = time.perf_counter()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "kina", 1, text)))
    diags = await client.diagnostics_for(uri, 1)
    first = time.perf_counter() - start
    if diags:
        raise SystemExit(f"the benchmark program does not check: {diags[0].message} at {diags[0].range.start}")

    last = f"__{text.count('let logits__')-1}"
    where = {
        "hover (let, in a loop)": position_of(text, "let n1 = layer_norm", 5, last=True),
        "hover (op call)": position_of(text, "reduce_mean(axes=[1], keepdims=true)", 2, last=True),
        "hover (generic call)": position_of(text, f"logits{last}[2, 4", 2, last=True),
        "hover (loop carry)": position_of(text, "loop (h = h0)", 7, last=True),
    }
    requests = {
        **{name: (client.text_document_hover_async, lambda pos=pos: T.HoverParams(doc, pos)) for name, pos in where.items()},
        "definition": (client.text_document_definition_async, lambda: T.DefinitionParams(doc, where["hover (generic call)"])),
        "references": (client.text_document_references_async, lambda: T.ReferenceParams(
            text_document=doc, position=position_of(text, "let wte = ", 5, last=True), context=T.ReferenceContext(True))),
        "document symbols": (client.text_document_document_symbol_async, lambda: T.DocumentSymbolParams(doc)),
        "completion (after .)": (client.text_document_completion_async, lambda: T.CompletionParams(doc, position_of(text, "reduce_mean(axes=[1], keepdims=true)", 0, last=True))),
        "completion (names)": (client.text_document_completion_async, lambda: T.CompletionParams(doc, position_of(text, "let n1 = layer_norm", 9, last=True))),
        "signature help": (client.text_document_signature_help_async, lambda: T.SignatureHelpParams(doc, position_of(text, "(x, g1, b1, eps)", 8, last=True))),
    }
    times: dict = {name: [] for name in requests}
    for _ in range(args.rounds):  # the kinds alternate within each round
        for name, (send, params) in requests.items():
            t0 = time.perf_counter()
            result = await send(params())
            times[name].append(time.perf_counter() - t0)
            if result is None and not name.startswith("signature"):
                raise SystemExit(f"{name}: no result")
    # while a change is being checked (the worker thread busy): hovers are answered from the last check
    busy = []
    for version in range(2, 2 + args.rounds):
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(uri=uri, version=version), [T.TextDocumentContentChangeWholeDocument(text=text + f"// {version}\n")]))
        await asyncio.sleep(0.3)  # past the debounce: the check is running
        t0 = time.perf_counter()
        await client.text_document_hover_async(T.HoverParams(doc, where["hover (let, in a loop)"]))
        busy.append(time.perf_counter() - t0)
        await client.diagnostics_for(uri, version)
    times["hover during a check"] = busy
    recheck = []
    for version in range(2 + args.rounds, 2 + args.rounds + 3):
        t0 = time.perf_counter()
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(uri=uri, version=version), [T.TextDocumentContentChangeWholeDocument(text=text + f"// {version}\n")]))
        await client.diagnostics_for(uri, version)
        recheck.append(time.perf_counter() - t0)

    captured = None
    if args.capture:
        captured = await capture_hover(args, text, where["hover (let, in a loop)"])
    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.sleep(0.2)
    cache_left = os.listdir(env["KINA_CACHE_DIR"])
    return {"lines": text.count("\n"), "first_check_s": first, "recheck_s": recheck, "times": times,
            "cache_entries": len(cache_left), "captured": captured}


async def capture_hover(args, text: str, pos: T.Position) -> str:
    """One hover exchange as JSON-RPC text, on a small program (the std file itself)."""
    path = os.path.join(STD, "nn.kina")
    std = _read(path)
    uri = from_fs_path(path)
    client = Bench()
    await client.start_io(sys.executable, "-m", "kina.cli", "lsp")
    await client.initialize_async(T.InitializeParams(capabilities=T.ClientCapabilities(), process_id=os.getpid()))
    client.initialized(T.InitializedParams())
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "kina", 1, std)))
    await client.diagnostics_for(uri, 1)
    params = T.HoverParams(T.TextDocumentIdentifier(uri), position_of(std, "let inv", 5))
    result = await client.text_document_hover_async(params)
    conv = client.protocol._converter
    request = {"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": conv.unstructure(params)}
    response = {"jsonrpc": "2.0", "id": 1, "result": conv.unstructure(result)}
    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.sleep(0.2)
    line = std.split("\n")[params.position.line]
    out = (f"// {os.path.relpath(path, ROOT)}, line {params.position.line + 1}: {line.strip()}\n"
           f"--> {json.dumps(request, indent=2)}\n<-- {json.dumps(response, indent=2)}\n")
    with open(args.capture, "w", encoding="utf-8") as f:
        f.write(out)
    return out


def show(r: dict) -> str:
    out = [f"program: {r['lines']} lines; first check (open -> diagnostics): {r['first_check_s'] * 1000:.0f} ms; "
           f"a re-check after a change (change -> diagnostics, debounce included): "
           f"{', '.join(f'{s * 1000:.0f}' for s in r['recheck_s'])} ms",
           f"{'request':<26} {'median ms':>10} {'min':>7} {'p90':>7} {'max':>7}  n"]
    worst = 0.0
    for name, ts in r["times"].items():
        ts = sorted(ts)
        p90 = ts[min(len(ts) - 1, int(0.9 * len(ts)))]
        worst = max(worst, ts[-1])
        out.append(f"{name:<26} {statistics.median(ts) * 1000:>10.1f} {ts[0] * 1000:>7.1f} {p90 * 1000:>7.1f} {ts[-1] * 1000:>7.1f}  {len(ts)}")
    out.append(f"slowest request: {worst * 1000:.1f} ms (bound 100 ms); compile-cache entries written: {r['cache_entries']}")
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lines", type=int, default=2000, help="at least this many lines (default 2000)")
    ap.add_argument("--rounds", type=int, default=30, help="requests of each kind (default 30)")
    ap.add_argument("--capture", help="write one hover's JSON-RPC exchange to this file")
    ap.add_argument("--json", help="write the raw numbers to this file")
    args = ap.parse_args(argv)
    if args.lines < 50 or args.rounds < 1:
        ap.error("--lines must be >= 50 and --rounds >= 1")
    r = asyncio.run(measure(args))
    print(show(r))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({k: v for k, v in r.items() if k != "captured"}, f, indent=1)
    return 0 if r["cache_entries"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
