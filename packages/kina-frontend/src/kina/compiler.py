"""The compiler's named stages: parse -> typecheck -> anf -> transforms -> lowerings.

Every stage after `anf` comes from a plugin (`transform` passes, `lower`
stages), so `kina compile --emit=STAGE` lists exactly what is installed."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .diagnostics import KinaError, Source
from .plugins import plugin_manager


class PluginError(Exception):
    """What was asked for is not installed: an unknown stage or backend."""


@dataclass
class Pass:
    name: str
    run: Callable  # (ir.Program, options: dict) -> ir.Program
    order: int = 100  # ANF output is order 0; AD runs at 100


@dataclass
class Stage:
    name: str
    after: str  # the stage whose value this one consumes ("" for the first)
    run: Callable  # (value, ctx: Context) -> value
    dump: Callable = str  # value -> str | bytes for --emit
    binary: bool = False
    help: str = ""
    probe: Callable | None = None  # (ctx) -> value | None: a cached value that skips earlier stages


@dataclass
class Backend:
    name: str
    load: Callable  # (value of `stage`, ctx: Context) -> Executable with `.functions`
    priority: int = 0  # the highest priority installed backend is the default
    stage: str = "ir"  # the stage whose value the backend executes
    help: str = ""


@dataclass
class Context:
    source: Source
    options: dict = field(default_factory=dict)
    info: dict = field(default_factory=dict)  # what stages report (artifact path, cache hit, …)
    values: dict = field(default_factory=dict)


class Compiler:
    def __init__(self, pm=None):
        self.pm = pm or plugin_manager()

    # -- plugin tables -------------------------------------------------------
    def handlers(self) -> dict:
        return {h.name: h for hs in self.pm.hook.effect_handlers() for h in hs}

    def passes(self) -> list[Pass]:
        return sorted((p for ps in self.pm.hook.transform() for p in ps), key=lambda p: p.order)

    def stages(self) -> dict[str, Stage]:
        stages = {s.name: s for ss in self.pm.hook.lower() for s in ss}
        ordered, seen = {}, {""}
        while len(ordered) < len(stages):
            ready = [s for s in stages.values() if s.name not in ordered and s.after in seen]
            if not ready:
                break  # stages whose predecessor is missing are unreachable
            for s in ready:
                ordered[s.name] = s
                seen.add(s.name)
        return ordered

    def backends(self) -> dict[str, Backend]:
        found = [b for bs in self.pm.hook.run() for b in bs]
        return {b.name: b for b in sorted(found, key=lambda b: -b.priority)}

    # -- running stages ------------------------------------------------------
    def emit(self, source: Source, stage: str, options: dict | None = None) -> tuple[Any, Context]:
        stages = self.stages()
        if stage not in stages:
            raise PluginError(f"unknown stage {stage!r}; available: {', '.join(stages)}")
        ctx = Context(source, dict(options or {}))
        chain, cur = [], stage
        value: Any = source
        while cur:
            s = stages[cur]
            cached = s.probe(ctx) if s.probe else None
            if cached is not None:
                value = ctx.values[s.name] = cached
                break
            chain.append(s)
            cur = s.after
        try:
            for s in reversed(chain):
                value = s.run(value, ctx)
                ctx.values[s.name] = value
        except KinaError as e:
            raise e.with_source(source)
        return value, ctx

    def ir(self, source: Source, options: dict | None = None):
        return self.emit(source, "ir", options)[0]

    def load(self, source: Source, backend: str | None = None, options: dict | None = None):
        backends = self.backends()
        if not backends:
            raise PluginError("no backend is installed (install kina-ad for `numpy` or kina-runtime for `native`)")
        name = backend or next(iter(backends))
        if name not in backends:
            raise PluginError(f"unknown backend {name!r}; installed: {', '.join(backends)}")
        value, ctx = self.emit(source, backends[name].stage, options)
        exe = backends[name].load(value, ctx)
        return exe, ctx
