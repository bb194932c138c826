"""A results JSON of benchmarks/run.py as the Markdown table of docs/performance.md.

    uv run python benchmarks/report.py benchmarks/results/<date>.json"""
from __future__ import annotations

import json
import sys

# train-cli-warm's rows (whole processes) go in the columns of the implementations they run
ALIAS = {"kina-storylm train (native)": "kina native", "kina-storylm train (numpy backend)": "kina numpy backend",
         "numpy script": "numpy by hand"}


def fmt(ms: float) -> str:
    return f"{ms * 1e3:.1f} µs" if ms < 1 else f"{ms:.2f} ms" if ms < 1000 else f"{ms / 1e3:.2f} s"


def cell(r: dict) -> str:
    if "median" not in r:
        return r.get("status", "—")
    cpu = f"; CPU {fmt(r['cpu']['median'])}" if "cpu" in r else ""  # cold compiles (run.py records it)
    return f"{fmt(r['median'])} ({fmt(r['p10'])}–{fmt(r['p90'])}){cpu}"


def markdown(res: dict) -> str:
    for c in res["cases"]:
        c["rows"] = {ALIAS.get(k, k): v for k, v in c["rows"].items()}
        c["ratios"] = {ALIAS.get(k, k): {ALIAS.get(p, p): v for p, v in rs.items()} for k, rs in c.get("ratios", {}).items()}
    impls = []
    for c in res["cases"]:
        for k in c["rows"]:
            if k not in impls:
                impls.append(k)
    lines = ["| case | unit | " + " | ".join(impls) + " | Kina native ÷ peer |", "|" + " --- |" * (len(impls) + 3)]
    for c in res["cases"]:
        kina = next((k for k in c.get("ratios", {}) if "native" in k), None)
        ratio = ", ".join(f"{p}: {v:.2f}×" for p, v in c["ratios"].get(kina, {}).items()) if kina else ""
        lines.append(f"| {c['case']} | {c['unit']} | " + " | ".join(cell(c["rows"][k]) if k in c["rows"] else "" for k in impls)
                     + f" | {ratio} |")
    return "\n".join(lines)


if __name__ == "__main__":
    with open(sys.argv[1]) as fh:
        print(markdown(json.load(fh)))
