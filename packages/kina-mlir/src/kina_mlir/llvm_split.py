"""Split an LLVM module in two, so that LLVM optimises and generates code for both halves at once.

Why: LLVM's optimiser and code generator are single-threaded per module and take half of a cold
compile (the StoryLM medium step: 0.3 s of O3 and 0.2 s of codegen), and this machine has two
cores (XLA's CPU backend likewise splits its modules for parallel codegen). After outlining
(outline.py) most of a module is `kernel.<n>` functions that only the glue function calls, so the
split is a cut along the call graph: half B holds some kernels (with the OpenMP helpers outlined
from them, `kernel.<n>..omp_par*`) and nothing else; half A holds the rest, with those kernels
declared. A moved kernel loses its internal linkage for hidden visibility: the linker binds the
call inside the shared object and exports nothing more.

The cut works on the printed IR, line by line: a definition runs from a line starting `define `
to the next line `}`; everything outside definitions (types, constants, declarations,
attributes, metadata) is copied into both halves, where the optimiser drops what a half does
not use. A module without enough kernels to balance is not split."""
from __future__ import annotations

import re

# below this many lines of function bodies, one module: a second process costs more than it saves
MIN_LINES = 4000
_DEFINE = re.compile(r'^define (?:(?:internal|private|dso_local|hidden) )*(.*?)@"?([^"(]+)"?\((.*)$')
_KERNEL = re.compile(r"^(kernel\.\d+)(?:\.\..*)?$")


def _chunks(ir: str):
    """(common lines, [(name, lines)] of the definitions) of the module text."""
    common, functions, current = [], [], None
    for line in ir.split("\n"):
        if current is None:
            if line.startswith("define "):
                current = (_DEFINE.match(line).group(2), [line])
            else:
                common.append(line)
        else:
            current[1].append(line)
            if line == "}":
                functions.append(current)
                current = None
    if current is not None:
        raise ValueError("unterminated function definition in the LLVM IR")
    return common, functions


def _unlinked(define_line: str) -> str:
    """A definition's first line after `define` and its linkage keywords."""
    return define_line[_DEFINE.match(define_line).start(1):]


def _declaration(define_line: str) -> str:
    """`declare hidden …` for a definition's first line (its own linkage dropped)."""
    rest = _unlinked(define_line)
    return "declare hidden " + rest[:rest.rindex("{")].rstrip()


def _exported(define_line: str) -> str:
    return "define hidden " + _unlinked(define_line)


def split(ir: str, min_lines: int = MIN_LINES) -> tuple[str, str] | None:
    """(half A, half B) of the module `ir`, balanced by lines; None when it is too small or has
    no kernels to move."""
    common, functions = _chunks(ir)
    total = sum(len(lines) for _, lines in functions)
    if total < min_lines:
        return None
    groups: dict[str, list] = {}
    for name, lines in functions:
        m = _KERNEL.match(name)
        if m:
            groups.setdefault(m.group(1), []).append((name, lines))
    moved, size = set(), 0
    for kernel, members in sorted(groups.items(), key=lambda kv: -sum(len(lines) for _, lines in kv[1])):
        weight = sum(len(lines) for _, lines in members)
        if size + weight <= total / 2:
            moved.add(kernel)
            size += weight
    if not moved or size < total / 4:
        return None
    half_a, half_b = list(common), list(common)
    for name, lines in functions:
        m = _KERNEL.match(name)
        if m and m.group(1) in moved:
            if name == m.group(1):  # the kernel itself: called from A
                half_a.append(_declaration(lines[0]))
                half_b += [_exported(lines[0]), *lines[1:]]
            else:  # its OpenMP helpers stay internal to B
                half_b += lines
        else:
            half_a += lines
    return "\n".join(half_a), "\n".join(half_b)
