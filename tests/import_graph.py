"""The import graph of the workspace's source, read with `ast` (nothing is imported).

Nodes are modules by dotted name (`kina.sizes`; a package's `__init__.py` is the node `kina`).
An edge `a -> b` is any `import` statement in `a` that names the workspace module `b`, at any
depth (inside a def or a class body too), except under `if TYPE_CHECKING:`, which is no edge:

- `import p.q.r` is an edge to the longest workspace prefix of `p.q.r` (`p.q.r` itself if it exists);
- `from p.q import n` is an edge to `p.q.n` when that is a module, otherwise to `p.q`;
- relative imports (`from . import x`, `from ..y import z`) are resolved against `a`'s package first.

An import is *top-level* when it runs at import time: directly in the module, or inside an
`if`/`try`/`with` there; inside a def or class body it is *local*. A module is *heavy* when its
top-level imports reach, through workspace modules (importing `p.q` also runs `p`), one of
`HEAVY` (big native or parser libraries); a local import of a workspace module is allowed only
when that module is heavy (the import is deferred for start-up time, and says so by being heavy),
or when it is a *lazy attribute*: in a package's `__init__.py`, the module-level `__getattr__`
(PEP 562) importing one of that package's own submodules (how `import kina` stays light while
`kina.compile_source` pulls in the compiler and NumPy). Local imports of anything outside the
workspace (stdlib, numpy, torch_mlir, ...) are always allowed. Local and lazy imports are edges
all the same: they count for cycles.
"""
from __future__ import annotations

import ast
import os
from dataclasses import dataclass, field

HEAVY = frozenset({"torch_mlir", "llvmlite", "lark"})


@dataclass(frozen=True)
class Import:
    source: str   # the importing module
    target: str   # a workspace module, or the dotted name of an outside one
    path: str     # file of the import statement
    line: int
    local: bool   # inside a def or class body
    workspace: bool
    lazy_attr: bool = False  # in a package __init__'s module-level __getattr__, of its own submodule

    def where(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass
class Graph:
    modules: dict[str, str]                      # module -> file
    imports: list[Import] = field(default_factory=list)

    def edges(self) -> dict[str, dict[str, list[Import]]]:
        """module -> workspace module -> the import statements making that edge."""
        out: dict[str, dict[str, list[Import]]] = {m: {} for m in self.modules}
        for i in self.imports:
            if i.workspace:
                out[i.source].setdefault(i.target, []).append(i)
        return out

    def heavy(self) -> set[str]:
        """The workspace modules whose import (top-level imports, parents included) reaches `HEAVY`."""
        deps: dict[str, set[str]] = {m: set(_parents(m, self.modules)) for m in self.modules}
        heavy = set()
        for i in self.imports:
            if i.local:
                continue
            if i.workspace:
                deps[i.source].add(i.target)
            elif i.target.split(".")[0] in HEAVY:
                heavy.add(i.source)
        changed = True
        while changed:
            changed = False
            for m, ds in deps.items():
                if m not in heavy and ds & heavy:
                    heavy.add(m)
                    changed = True
        return heavy

    def cycles(self) -> list[list[tuple[str, list[Import]]]]:
        """Each import cycle as [(module, the imports of its edge to the next module)]: for every
        edge inside a strongly connected component, in order, the shortest cycle through it unless
        an earlier cycle already has it (so every edge that closes a cycle is shown on one)."""
        edges = self.edges()
        found = []
        for scc in _sccs(edges):
            inside = [(u, v) for u in sorted(scc) for v in sorted(edges[u]) if v in scc]
            shown: set[tuple[str, str]] = set()
            for u, v in inside:
                if (u, v) in shown:
                    continue
                chain = [u] + _shortest_path(v, u, edges, scc)[:-1]
                pairs = [(m, chain[(k + 1) % len(chain)]) for k, m in enumerate(chain)]
                shown.update(pairs)
                found.append([(m, edges[m][n]) for m, n in pairs])
        return found

    def bad_local_imports(self) -> list[Import]:
        heavy = self.heavy()
        return [i for i in self.imports if i.local and i.workspace and not i.lazy_attr and i.target not in heavy]


def _parents(module: str, modules) -> list[str]:
    parts = module.split(".")
    return [p for p in (".".join(parts[:k]) for k in range(1, len(parts))) if p in modules]


def _sccs(edges: dict[str, dict]) -> list[set[str]]:
    """Tarjan's strongly connected components (iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                scc = set()
                while True:
                    w = stack.pop()
                    on.discard(w)
                    scc.add(w)
                    if w == v:
                        break
                out.append(scc)
    return out


def _shortest_path(start: str, goal: str, edges, scc: set[str]) -> list[str]:
    """Breadth-first inside the component: [start, ..., goal] ([start] when start is goal)."""
    prev: dict[str, str] = {start: start}
    frontier = [start]
    while goal not in prev:
        nxt = []
        for v in frontier:
            for w in sorted(edges[v]):
                if w in scc and w not in prev:
                    prev[w] = v
                    nxt.append(w)
        frontier = nxt
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    return path[::-1]


def find_modules(src_dirs: list[str]) -> dict[str, str]:
    """module -> file, for every .py file of the packages (and top-level modules) under each src dir."""
    modules = {}
    for src in src_dirs:
        for d, dirs, files in os.walk(src):
            dirs[:] = sorted(x for x in dirs if x != "__pycache__")
            rel = os.path.relpath(d, src)
            parts = [] if rel == "." else rel.split(os.sep)
            for f in sorted(files):
                if f.endswith(".py"):
                    name = parts if f == "__init__.py" else parts + [f[:-3]]
                    if name:
                        modules[".".join(name)] = os.path.join(d, f)
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk(body, local: bool, getattr_: bool = False):
    """(import statement, local?, in the module-level `__getattr__`?) for every import under
    `body`, skipping `if TYPE_CHECKING:`."""
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node, local, getattr_
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            yield from _walk(node.orelse, local, getattr_)
        else:
            inner = local or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            lazy = getattr_ or (not local and isinstance(node, ast.FunctionDef) and node.name == "__getattr__")
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.stmt):
                    yield from _walk([child], inner, lazy)
                elif isinstance(child, ast.excepthandler | ast.match_case):
                    yield from _walk(child.body, inner, lazy)


def build(src_dirs: list[str], root: str | None = None) -> Graph:
    """The graph of every module under `src_dirs` (paths in messages relative to `root`)."""
    modules = find_modules(src_dirs)
    g = Graph(modules)

    def resolve(name: str) -> tuple[str, bool]:
        parts = name.split(".")
        for k in range(len(parts), 0, -1):
            if ".".join(parts[:k]) in modules:
                return ".".join(parts[:k]), True
        return name, False

    for module, path in sorted(modules.items()):
        with open(path, encoding="utf-8") as fh:
            tree = ast.parse(fh.read(), path)
        shown = os.path.relpath(path, root) if root else path
        package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
        init = path.endswith("__init__.py")
        for node, local, in_getattr in _walk(tree.body, False):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join(up + ([node.module] if node.module else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            for t in dict.fromkeys(targets):
                target, workspace = resolve(t)
                lazy = init and in_getattr and target.startswith(module + ".")
                g.imports.append(Import(module, target, shown, node.lineno, local, workspace, lazy))
    return g


def report(g: Graph, package_of=lambda m: True) -> list[str]:
    """The problems (cycles, light local imports) touching the modules for which `package_of` holds."""
    lines = []
    for cycle in g.cycles():
        if not any(package_of(m) for m, _ in cycle):
            continue
        chain = " -> ".join([m for m, _ in cycle] + [cycle[0][0]])
        lines.append(f"cycle: {chain}")
        for k, (m, imps) in enumerate(cycle):
            nxt = cycle[(k + 1) % len(cycle)][0]
            kinds = ", ".join(f"{i.where()}{' (local)' if i.local else ''}" for i in imps)
            lines.append(f"    {m} -> {nxt}: {kinds}")
    for i in g.bad_local_imports():
        if package_of(i.source):
            lines.append(f"local import of a light workspace module: {i.where()}: {i.source} imports {i.target}")
    return lines
