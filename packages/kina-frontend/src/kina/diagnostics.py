"""Source spans and located diagnostics (file:line:col, source line, caret)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Span:
    """A source range: 1-based line and column of its start and end (the end column exclusive)."""
    line: int  # 1-based
    column: int  # 1-based
    end_line: int
    end_column: int  # exclusive

    @staticmethod
    def of_meta(meta) -> "Span":
        return Span(meta.line, meta.column, meta.end_line, meta.end_column)

    def to(self, other: "Span") -> "Span":
        return Span(self.line, self.column, other.end_line, other.end_column)


NO_SPAN = Span(1, 1, 1, 2)
MAX_SHOWN = 160  # longer source lines are shown as a window of this many characters around the caret


@dataclass
class Source:
    """A program's text and the path it is reported under."""
    path: str
    text: str

    @staticmethod
    def read(path: str) -> "Source":
        """Read a file as text; undecodable bytes become U+FFFD so garbage still gets diagnostics."""
        with open(path, "rb") as fh:
            data = fh.read()
        return Source(path, data.decode("utf-8", errors="replace"))

    def line_text(self, line: int) -> str:
        lines = self.text.split("\n")
        return lines[line - 1] if 1 <= line <= len(lines) else ""


@dataclass
class Diagnostic:
    """One located error: a message at a span, an optional hint and notes at other spans."""
    message: str
    span: Span
    hint: str | None = None
    notes: list[tuple[str, Span]] = field(default_factory=list)

    def render(self, source: Source | None) -> str:
        path = source.path if source else "<input>"
        out = [f"{path}:{self.span.line}:{self.span.column}: error: {self.message}"]
        if source is not None:
            line = source.line_text(self.span.line)
            width = (self.span.end_column - self.span.column) if self.span.end_line == self.span.line else len(line) - self.span.column + 1
            start = self.span.column - 1
            if len(line) > MAX_SHOWN:  # a window around the column: a generated line may be megabytes long
                lo = max(0, start - MAX_SHOWN // 2)
                hi = min(len(line), lo + MAX_SHOWN)
                lo = max(0, hi - MAX_SHOWN)
                line = ("…" if lo else "") + line[lo:hi] + ("…" if hi < len(line) else "")
                start = start - lo + (1 if lo else 0)
                width = min(width, len(line) - start)
            # one printable character per source character keeps the caret aligned
            text = "".join(c if c.isprintable() else " " if c == "\t" else "?" for c in line)
            out.append(f"  {text}")
            out.append("  " + " " * start + "^" + "~" * max(0, width - 1))
        if self.hint:
            out.append(f"  hint: {self.hint}")
        for msg, span in self.notes:
            out.append(f"{path}:{span.line}:{span.column}: note: {msg}")
        return "\n".join(out)


class KinaError(Exception):
    """One or more located diagnostics; the CLI prints them, never a traceback."""

    def __init__(self, diagnostics: list[Diagnostic] | Diagnostic, source: Source | None = None):
        self.diagnostics = diagnostics if isinstance(diagnostics, list) else [diagnostics]
        self.source = source
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(d.render(self.source) for d in self.diagnostics)

    def with_source(self, source: Source) -> "KinaError":
        if self.source is None:
            self.source = source
            self.args = (self.render(),)
        return self


def error(message: str, span: Span, hint: str | None = None) -> KinaError:
    return KinaError(Diagnostic(message, span, hint))
