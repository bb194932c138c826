"""The compiler object: one plugin manager and the tables its plugins filled,
carried explicitly through every stage, pass and backend (no global fallback).

Stages: parse -> typecheck -> anf -> transforms (`ir`) -> what `lower` plugins
add. `kina compile --emit=STAGE` lists exactly what is installed."""
from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any, Callable

from .compilelog import Timings
from .diagnostics import KinaError, Source
from .environment import flag
from . import frontend  # its loader (include_digest) is imported on the first source that includes a file
from .ops.registry import OpTable, RuleTable
from .plugins import distributions, plugin_manager
from .stamps import PROGRAM_OPTIONS, STAMP_FORMAT, code_hash, stamp as entry_point_stamp  # noqa: F401 (kina.compiler's API)


class PluginError(Exception):
    """What was asked for is not installed: an unknown stage or backend."""


@dataclass
class Pass:
    name: str
    run: Callable  # (ir.Program, ctx: Context) -> ir.Program (a new one: IR is immutable)
    order: int = 100  # ANF output is order 0; effect handlers are eliminated at 100
    plugin: str = "?"  # filled in by the compiler


@dataclass
class Stage:
    name: str
    after: str  # the stage whose value this one consumes ("" for the first)
    run: Callable  # (value, ctx: Context) -> value
    dump: Callable = str  # value -> str | bytes for --emit
    binary: bool = False
    help: str = ""
    probe: Callable | None = None  # (ctx) -> value | None: a cached value that skips earlier stages
    companion: Callable | None = None  # (value, out_path) -> (path, bytes): a file written beside `-o`
    plugin: str = "?"
    label: str = ""  # what `kina compile --timings` calls the stage's work (default: its name)


@dataclass
class Backend:
    name: str
    load: Callable  # (value of `stage`, ctx: Context) -> Executable with `.functions`
    priority: int = 0  # the highest priority usable backend is the default
    stage: str = "ir"  # the stage whose value the backend executes; without it the backend is skipped
    stage_from: str = ""  # the distribution that provides `stage`, named when it is missing ("kina-mlir")
    help: str = ""
    load_artifact: Callable | None = None  # (path) -> Executable: `kina.load` of a saved artifact
    plugin: str = "?"


class Handler:
    """An effect handler owns its whole effect: the typing of
    `handle f(args) with name(k=v…)` and its elimination from the IR.

    result_type(callee, handler_args, site, fns) -> Type
        callee: the handled function's AST (`.params` with `.name`/`.type`,
        `.result.type`); handler_args: {keyword: (Static, Span)}; site: the
        Handle AST node (for spans); fns: the functions defined so far, by
        name. Raise KinaError (located) for misuse.
    site_params(callee, handler_args, site, fns) -> list[Type] | None
        the types the site's arguments must have, asked before they are matched
        (forwardMode adds tangents after f's own arguments, §C4); None: the
        callee's parameters. For a generic callee the checker binds its sizes
        from the first len(callee.params) arguments and asks again with the
        specialised signature.
    eliminate(program, site, ctx) -> (new functions, replacement bindings)
        site: the ir.Handle binding. The replacement must define `site.names`
        with `site.types` and contain no Handle; new functions are added to
        the program (after `site.fn`). A new function's name must be free
        (`program.function_name(hint)`: the user may have written that name)."""

    name = "?"
    plugin = "?"

    def site_params(self, callee, handler_args: dict, site, fns: dict):
        return None

    def result_type(self, callee, handler_args: dict, site, fns: dict):
        raise NotImplementedError

    def eliminate(self, program, site, ctx):
        raise NotImplementedError


@dataclass
class Context(Timings):
    compiler: "Compiler"
    source: Source
    options: dict = field(default_factory=dict)
    info: dict = field(default_factory=dict)  # what stages report (artifact path, cache hit, …)
    values: dict = field(default_factory=dict)
    timings: list = field(default_factory=list)  # (label, seconds, part): `kina compile --timings`


def verify_enabled() -> bool:
    return flag("KINA_VERIFY")


class Compiler:
    """`Compiler()` loads the `kina` entry points; `Compiler(plugins=[…])` uses
    exactly those plugins; `Compiler(pm)` an existing plugin manager."""

    def __init__(self, pm=None, *, plugins=None):
        self.pm = pm if pm is not None else plugin_manager(plugins)
        self._dists = distributions(self.pm)
        # The installed plugins, loaded from their entry points by this compiler: what a fingerprint
        # record (kina_mlir.artifacts.fingerprints) may stand for. A manager or plugin list handed in
        # may have been assembled or changed in code, so its fingerprint is always computed.
        self.from_entry_points = pm is None and plugins is None

    # -- tables, filled once through the registration hooks -------------------
    def _collect(self, hook: str, register: Callable) -> None:
        for impl in getattr(self.pm.hook, hook).get_hookimpls():
            plugin = self.plugin_label(impl.plugin)
            impl.function(register=lambda *a, _p=plugin, **kw: register(*a, plugin=_p, **kw))

    def plugin_label(self, plugin) -> str:
        name = self.pm.get_name(plugin) or repr(plugin)
        dist = self._dists.get(id(plugin))
        return f"{name} ({dist})" if dist else name

    def _items(self, hook: str, kind: type) -> list:
        found = []

        def register(item, plugin):
            if not isinstance(item, kind):
                raise PluginError(f"plugin {plugin}: `{hook}` registered {item!r}, not a kina.compiler.{kind.__name__}")
            item.plugin = plugin
            found.append(item)
        self._collect(hook, register)
        return found

    @cached_property
    def ops(self) -> OpTable:
        table = OpTable()
        self._collect("register_ops", table.register)
        return table

    def _rules(self, hook: str, what: str) -> RuleTable:
        table = RuleTable(what)
        self._collect(hook, table.register)
        return table

    @cached_property
    def vjps(self) -> RuleTable:
        return self._rules("register_vjps", "vjps")

    @cached_property
    def jvps(self) -> RuleTable:
        return self._rules("register_jvps", "jvps")

    @cached_property
    def lowerings(self) -> RuleTable:
        return self._rules("register_lowerings", "lowerings")

    @cached_property
    def numpy_rules(self) -> RuleTable:
        return self._rules("register_numpy_rules", "numpy_rules")

    @cached_property
    def handler_table(self) -> dict:
        table = {}

        def register(handler, plugin):
            name = getattr(handler, "name", None)
            if not isinstance(name, str) or not callable(getattr(handler, "result_type", None)) or not callable(getattr(handler, "eliminate", None)):
                raise PluginError(f"plugin {plugin}: register_handlers got {handler!r}, which lacks name/result_type/eliminate")
            if name in table:
                raise PluginError(f"effect handler `{name}` registered twice ({table[name].plugin} and {plugin})")
            handler.plugin = plugin
            table[name] = handler
        self._collect("register_handlers", register)
        return table

    def handlers(self) -> dict:
        return dict(self.handler_table)

    @cached_property
    def _passes(self) -> list[Pass]:
        return sorted(self._items("transform", Pass), key=lambda p: p.order)

    def passes(self) -> list[Pass]:
        return list(self._passes)

    @cached_property
    def _stages(self) -> dict[str, Stage]:
        stages = {s.name: s for s in self._items("lower", Stage)}
        ordered, seen = {}, {""}
        while len(ordered) < len(stages):
            ready = [s for s in stages.values() if s.name not in ordered and s.after in seen]
            if not ready:
                break  # stages whose predecessor is missing are unreachable
            for s in ready:
                ordered[s.name] = s
                seen.add(s.name)
        return ordered

    def stages(self) -> dict[str, Stage]:
        return dict(self._stages)

    @cached_property
    def all_backends(self) -> dict[str, Backend]:
        """Every registered backend, usable or not (`kina.load` needs only an artifact loader)."""
        found = self._items("run", Backend)
        return {b.name: b for b in sorted(found, key=lambda b: -b.priority)}

    def backends(self) -> dict[str, Backend]:
        """Usable backends, default first: a backend whose stage is not installed is skipped."""
        return {n: b for n, b in self.all_backends.items() if b.stage in self._stages}

    def unusable_backends(self) -> dict[str, Backend]:
        return {n: b for n, b in self.all_backends.items() if b.stage not in self._stages}

    # -- identity of the pipeline, for compile caches ------------------------
    @cached_property
    def fingerprint(self) -> str:
        """A hash of everything that decides what this compiler builds: every
        plugin (distribution and version), every pass, handler, op, rule and
        stage with the plugin that registered it, and the code of every
        package a plugin comes from (versions stay 0.1.0 between commits)."""
        h = hashlib.sha256()
        parts = [f"plugin {self.plugin_label(p)}" for _, p in sorted(self.pm.list_name_plugin(), key=lambda x: str(x[0]))]
        parts += [f"pass {p.name} {p.order} {p.plugin}" for p in self._passes]
        parts += [f"stage {s.name} {s.plugin}" for s in self._stages.values()]
        parts += [f"handler {n} {h_.plugin}" for n, h_ in sorted(self.handler_table.items())]
        parts += sorted(f"op {op.name} {self.ops.provider[op]}" for op in self.ops)
        for table in (self.vjps, self.jvps, self.lowerings, self.numpy_rules):
            parts += sorted(f"{table.what} {op.name} {table.provider[op]}" for op in table)
        for _, plugin in self.pm.list_name_plugin():
            parts.append(f"code {code_hash(_package_dir(plugin))}")
        for part in parts:
            h.update(part.encode("utf-8", "replace") + b"\0")
        return h.hexdigest()

    @cached_property
    def stamp(self) -> str | None:
        """kina.stamps' hash of what `fingerprint` is computed from, without running a registration
        hook: the entry points this compiler loaded its plugins from (still registered), their
        distributions and versions and their packages' code, and the versions of Python and pluggy.
        None for a compiler whose plugins did not all come from entry points kina.entrypoints read:
        no fingerprint record may stand for those."""
        eps = getattr(self.pm, "_kina_entry_points", None)
        if not self.from_entry_points or eps is None:
            return None
        registered = [ep for ep in eps if self.pm.get_plugin(ep.name) is not None]
        if len(registered) != len(self.pm.list_name_plugin()):  # a plugin registered in code since
            return None
        return entry_point_stamp(registered)

    # -- running stages ------------------------------------------------------
    def context(self, source: Source, options: dict | None = None) -> Context:
        options = dict(options or {})
        if "include" in source.text and "includes" not in options:
            try:
                options["includes"] = frontend.loader.include_digest(source)
            except KinaError as e:
                raise e.with_source(source)
        return Context(self, source, options)

    def emit(self, source: Source, stage: str, options: dict | None = None) -> tuple[Any, Context]:
        stages = self._stages
        if stage not in stages:
            raise PluginError(f"unknown stage {stage!r}; available: {', '.join(stages)}")
        ctx = self.context(source, options)
        chain, cur = [], stage
        value: Any = source
        while cur:
            s = stages[cur]
            if s.probe:
                with ctx.timing(f"{s.label or s.name} (cache lookup)", part=False):
                    cached = s.probe(ctx)
                if cached is not None:
                    value = ctx.values[s.name] = cached
                    break
            chain.append(s)
            cur = s.after
        try:
            for s in reversed(chain):
                with ctx.timing(s.label or s.name, part=False):
                    value = s.run(value, ctx)
                ctx.values[s.name] = value
        except KinaError as e:
            raise e.with_source(source)
        return value, ctx

    def ir(self, source: Source, options: dict | None = None):
        return self.emit(source, "ir", options)[0]

    def pick_backend(self, name: str | None = None) -> Backend:
        backends = self.backends()
        if name is not None:
            if name in backends:
                return backends[name]
            missing = self.unusable_backends().get(name)
            if missing is not None:
                raise PluginError(f"backend {name!r} needs the stage {missing.stage!r}, which no installed plugin provides"
                                  f"{_install_hint(missing)}")
            raise PluginError(f"unknown backend {name!r}; installed: {', '.join(backends) or 'none'}")
        if not backends:
            raise PluginError("no backend is installed (install kina-runtime for `numpy` and `native`)")
        chosen = next(iter(backends.values()))
        better = [b for b in self.unusable_backends().values() if b.priority > chosen.priority]
        if better:
            b = better[0]
            _note_once(f"note: backend `{b.name}` needs stage `{b.stage}`, which is not installed{_install_hint(b)}; using `{chosen.name}`")
        return chosen

    def load(self, source: Source, backend: str | None = None, options: dict | None = None):
        b = self.pick_backend(backend)
        value, ctx = self.emit(source, b.stage, options)
        return b.load(value, ctx), ctx

    def execute(self, program, backend: str = "numpy", options: dict | None = None):
        """An executable for an IR program built in memory (e.g. by grad-check)."""
        b = self.pick_backend(backend)
        if b.stage != "ir":
            raise PluginError(f"backend {backend!r} runs stage {b.stage!r}, not an IR program")
        return b.load(program, self.context(program.source, options))


_noted: set[str] = set()


def _install_hint(backend: Backend) -> str:
    return f" (install {backend.stage_from})" if backend.stage_from else ""


def _note_once(message: str) -> None:
    if message not in _noted:
        _noted.add(message)
        print(message, file=sys.stderr)


def _package_dir(plugin) -> str | None:
    """The directory of the top-level package a plugin comes from; for a plugin that is a
    single module (`kina_tweak.py`), that file alone, not the directory (site-packages) holding it."""
    module = sys.modules.get(getattr(plugin, "__module__", None) or getattr(plugin, "__name__", ""), plugin)
    name = getattr(module, "__name__", "")
    top = sys.modules.get(name.split(".")[0]) if name else None
    path = getattr(top, "__file__", None)
    if not path:
        return None
    return os.path.dirname(path) if hasattr(top, "__path__") else path


@lru_cache(maxsize=1)
def default_compiler() -> Compiler:
    """The compiler of the installed entry points, for the top-level API and CLI."""
    return Compiler()
