"""References in code, tests and docs resolve inside the repository.

Checked in every source and documentation file (*.py, *.md, *.kina, *.lark, *.toml, *.sh; not
.venv, benchmarks/results or uv.lock), one test per file so that a failure names the files left:

(a) no mention of a specification outside the repository: the shared directory beside the
    checkout, the external phase specs or the external toolchain notes (docs/spec.md and
    docs/toolchain.md hold them now);
(b) every specification reference (a section sign followed by an id: a number with optional
    .item parts, or a capital letter and a number) names a heading of docs/spec.md, and no
    reference uses a retired form (the word "Section" and a number, a lettered id of Part A or P
    without the section sign, a space after the sign); a quoted
    section of docs/toolchain.md or docs/spec.md (`docs/toolchain.md, "Fast CPU code"`) names one
    of its headings;
(c) every relative markdown link in docs/*.md and README*.md points to a file that exists (and,
    for a `#fragment` into a markdown file, to one of its headings).

The syntax is documented in docs/spec.md's preface. This file spells the section sign and the
forbidden names indirectly so that it does not trip its own scan.
"""
from __future__ import annotations

import os
import re
import unicodedata

import pytest

from conftest import ROOT

SECT = "\u00a7"
SUFFIXES = (".py", ".md", ".kina", ".lark", ".toml", ".sh")
SKIP_DIRS = {".git", ".venv", "__pycache__", ".pytest_cache", ".hypothesis", ".mypy_cache", ".ruff_cache",
             "node_modules"}
SKIP_PATHS = {"benchmarks/results", "uv.lock", "build"}  # relative to the root

# (a) what the repository must never name (built from pieces: this file is scanned too)
FORBIDDEN = [
    (re.compile(re.escape(".." + "/shared")), "a path outside the repository"),
    (re.compile(r"\bshared/(?:spec|seeds)/"), "the external spec directory"),
    (re.compile("toolchain" + r"-notes\b"), "the external toolchain notes (now docs/toolchain.md)"),
    (re.compile("kina" + r"-(?:phase\d|distributed)\b"), "an external spec file (now docs/spec.md)"),
]
# (b) references; an id is a number with optional .item parts, or a capital letter and a number
ID = r"[A-Z]?\d+(?:\.\d+)*"
REF = re.compile(SECT + "(" + ID + ")")
RETIRED = [
    (re.compile(SECT + r"\s+[A-Z]?\d"), "a space after the section sign"),
    (re.compile(r"\b[Ss]ections?\s+\d+"), "`Section N`: write the section sign and the number"),
    (re.compile(r"\b[Ss]pec\s+[A-Z]\d+\b"), "a lettered id without the section sign"),
    # a bare id of Part A or P in prose, as in "(P" "1)"; not inside names (f__A2), paths or quotes
    (re.compile(r"(?<![\w\u00a7/.\-\"'{}])(?<![Ss]pec )(?:A[1-8]|P[0-6])(?![\w.])"),
     "a lettered id without the section sign"),
]
CITED = re.compile(r"(?:docs/)?(toolchain|spec)\.md\)?,\s*\"([^\"]+)\"")
# (c) markdown links: [text](target) and ![alt](target), outside code
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")


def repo_files(root: str) -> list[str]:
    """Every file to scan, as a path relative to `root` with / separators."""
    found = []
    for d, dirs, files in os.walk(root):
        rel_dir = os.path.relpath(d, root).replace(os.sep, "/")
        rel_dir = "" if rel_dir == "." else rel_dir + "/"
        keep = []
        for name in sorted(dirs):
            if name in SKIP_DIRS or name.endswith(".egg-info") or (rel_dir + name) in SKIP_PATHS:
                continue
            if os.path.exists(os.path.join(d, name, "pyvenv.cfg")):  # any virtual environment
                continue
            keep.append(name)
        dirs[:] = keep
        for name in sorted(files):
            rel = rel_dir + name
            if name.endswith(SUFFIXES) and rel not in SKIP_PATHS:
                found.append(rel)
    return found


def _read(path: str) -> str:
    with open(path, encoding="utf-8", errors="replace") as fh:
        return fh.read()


def _outside_fences(text: str) -> list[tuple[int, str]]:
    """(line number, line) of the markdown lines that are not inside fenced code blocks."""
    out, fenced = [], None
    for n, line in enumerate(text.split("\n"), 1):
        m = FENCE.match(line)
        if m:
            if fenced is None:
                fenced = m.group(1)
            elif m.group(1) == fenced:
                fenced = None
            continue
        if fenced is None:
            out.append((n, line))
    return out


def headings(path: str) -> list[str]:
    """The heading texts of a markdown file, in order (ATX headings outside code blocks)."""
    if not os.path.exists(path):
        return []
    found = []
    for _, line in _outside_fences(_read(path)):
        m = re.match(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            found.append(m.group(1))
    return found


def spec_ids(root: str) -> set[str]:
    """The section ids that docs/spec.md's headings carry."""
    ids = set()
    for h in headings(os.path.join(root, "docs", "spec.md")):
        ids.update(REF.findall(h))
    return ids


def _plain(heading: str) -> str:
    """A heading as text: code spans, emphasis and links reduced to their words."""
    heading = CODE_SPAN.sub(lambda m: m.group(2), heading)
    heading = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    return heading.replace("*", "").strip()


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation and symbols dropped, spaces to '-'."""
    kept = []
    for ch in _plain(heading).lower():
        cat = unicodedata.category(ch)
        if ch in " -_" or cat[0] in "LNM":
            kept.append(ch)
    return "".join(kept).replace(" ", "-")


def anchors(path: str) -> set[str]:
    seen: dict[str, int] = {}
    out = set()
    for h in headings(path):
        s = slug(h)
        n = seen.get(s, 0)
        seen[s] = n + 1
        out.add(s if n == 0 else f"{s}-{n}")
    return out


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _links_checked(rel: str) -> bool:
    name = rel.rsplit("/", 1)[-1]
    return rel.endswith(".md") and (rel.startswith("docs/") and rel.count("/") == 1 or name.startswith("README"))


def check_file(root: str, rel: str, ids: set[str] | None = None, cited: dict | None = None) -> list[str]:
    """The problems of one file, each as `path:line: message`."""
    if ids is None:
        ids = spec_ids(root)
    if cited is None:
        cited = {k: [_plain(h) for h in headings(os.path.join(root, "docs", f"{k}.md"))] for k in ("toolchain", "spec")}
    text = _read(os.path.join(root, rel))
    problems = []

    def report(offset: int, message: str):
        problems.append(f"{rel}:{_line_of(text, offset)}: {message}")

    for rx, what in FORBIDDEN:
        for m in rx.finditer(text):
            report(m.start(), f"`{m.group(0)}` names {what}")
    for m in REF.finditer(text):
        if m.group(1) not in ids:
            report(m.start(), f"`{m.group(0)}` has no heading in docs/spec.md")
    for rx, what in RETIRED:
        for m in rx.finditer(text):
            report(m.start(), f"`{m.group(0)}`: {what}")
    for m in CITED.finditer(text):
        title = " ".join(m.group(2).split())
        if not any(h == title or h.startswith(title) or REF.sub("", h).strip().startswith(title) for h in cited[m.group(1)]):
            report(m.start(), f"docs/{m.group(1)}.md has no heading \"{title}\"")
    if _links_checked(rel):
        here = os.path.dirname(os.path.join(root, rel))
        for n, line in _outside_fences(text):
            for m in LINK.finditer(CODE_SPAN.sub(lambda c: " " * len(c.group(0)), line)):
                target = m.group(1)
                if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):  # http:, https:, mailto: …
                    continue
                path, _, fragment = target.partition("#")
                full = os.path.normpath(os.path.join(here, path)) if path else os.path.join(root, rel)
                if not os.path.exists(full):
                    problems.append(f"{rel}:{n}: link to `{target}`: no such file")
                elif fragment and full.endswith(".md") and fragment not in anchors(full):
                    problems.append(f"{rel}:{n}: link to `{target}`: no heading with that anchor")
    return problems


FILES = repo_files(ROOT)


@pytest.fixture(scope="module")
def context():
    ids = spec_ids(ROOT)
    cited = {k: [_plain(h) for h in headings(os.path.join(ROOT, "docs", f"{k}.md"))] for k in ("toolchain", "spec")}
    return ids, cited


@pytest.mark.parametrize("rel", FILES)
def test_references_resolve(rel, context):
    ids, cited = context
    problems = check_file(ROOT, rel, ids, cited)
    assert not problems, "\n".join(problems)


def test_spec_headings_are_well_formed():
    """docs/spec.md exists, each id has one heading, and the ids the repository leans on are there."""
    seen: dict[str, str] = {}
    for h in headings(os.path.join(ROOT, "docs", "spec.md")):
        for i in REF.findall(h):
            assert i not in seen, f"{SECT}{i} has two headings: {seen[i]!r} and {h!r}"
            seen[i] = h
    for i in ("A7", "12", "12.6", "P1", "15", "23.4"):
        assert i in seen, f"docs/spec.md has no heading for {SECT}{i}"


def test_toolchain_sections():
    names = [_plain(h) for h in headings(os.path.join(ROOT, "docs", "toolchain.md"))]
    for title in ("Fast CPU code", "Loops in MLIR", "MPI from PyPI", "The pass pipeline", "The C interface"):
        assert title in names, f"docs/toolchain.md has no section \"{title}\""


def test_scanner_finds_planted_problems(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "pkg").mkdir()
    (tmp_path / "docs" / "spec.md").write_text(f"# Spec\n\n## {SECT}1 One\n\n### {SECT}1.2 Two\n\n## {SECT}A7 Ops\n",
                                               encoding="utf-8")
    (tmp_path / "docs" / "toolchain.md").write_text("# Toolchain\n\n## Fast CPU code\n", encoding="utf-8")
    bad = "\n".join([
        '"""Fine: (docs/spec.md ' + SECT + "1.2), " + SECT + "A7, " + SECT + '1."""',
        "# see " + SECT + "1.3 and " + SECT + "P9",                                        # line 2: no headings
        "# the notes: " + "toolchain" + "-notes.md and ../" + "shared/" + "spec/x.md",          # line 3: forbidden
        "# Sec" + "tion 4 of it, spec " + "A" + "7, " + SECT + " 1",                           # line 4: retired forms
        '# docs/toolchain.md, "Fast CPU code" is fine; docs/toolchain.md, ' + '"Slow code" is not',  # line 5
    ])
    (tmp_path / "pkg" / "m.py").write_text(bad + "\n", encoding="utf-8")
    (tmp_path / "docs" / "guide.md").write_text(
        "# Guide\n\n[spec](spec.md), [one](spec.md#1-one), [gone](missing.md), [bad](spec.md#nowhere)\n"
        "`[code](not-a-link.md)`\n\n```\n[also code](nope.md)\n```\n[web](https://example.org/x.md)\n",
        encoding="utf-8")
    assert sorted(repo_files(str(tmp_path))) == ["docs/guide.md", "docs/spec.md", "docs/toolchain.md", "pkg/m.py"]
    assert spec_ids(str(tmp_path)) == {"1", "1.2", "A7"}

    found = check_file(str(tmp_path), "pkg/m.py")
    assert not [p for p in found if p.startswith("pkg/m.py:1:")], found
    assert f"pkg/m.py:2: `{SECT}1.3` has no heading in docs/spec.md" in found
    assert f"pkg/m.py:2: `{SECT}P9` has no heading in docs/spec.md" in found
    assert sum(p.startswith("pkg/m.py:3:") for p in found) == 3, found   # the notes; the path, twice
    assert sum(p.startswith("pkg/m.py:4:") for p in found) == 3, found
    assert 'pkg/m.py:5: docs/toolchain.md has no heading "Slow code"' in found
    assert len([p for p in found if p.startswith("pkg/m.py:5:")]) == 1, found

    links = check_file(str(tmp_path), "docs/guide.md")
    assert links == ["docs/guide.md:3: link to `missing.md`: no such file",
                     "docs/guide.md:3: link to `spec.md#nowhere`: no heading with that anchor"], links
    assert check_file(str(tmp_path), "docs/spec.md") == []
