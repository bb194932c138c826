"""Plugin managers. The default one loads every plugin of the `kina` entry-point
group; `plugin_manager(plugins=[…])` builds one from an explicit list of plugin
modules or objects instead (two compilers in one process may differ)."""
from __future__ import annotations

import pluggy

from . import entrypoints, hookspecs


class PluginManager(pluggy.PluginManager):
    """pluggy's manager, whose entry points are read by `kina.entrypoints` (the same
    distributions in the same order, without importing importlib.metadata); where that
    module cannot tell (zip files, eggs, custom finders), pluggy's own loader runs."""

    def __init__(self, project_name: str):
        super().__init__(project_name)
        self._kina_distinfo: list = []
        self._kina_entry_points: list | None = []  # what it loaded through kina.entrypoints (None: through pluggy's loader)

    def load_setuptools_entrypoints(self, group: str, name: str | None = None) -> int:
        found = entrypoints.entry_points(group)
        if found is None:
            self._kina_entry_points = None
            return super().load_setuptools_entrypoints(group, name)
        count = 0
        for ep in found:  # pluggy's loop: the first plugin of a name wins, blocked names are skipped
            if (name is not None and ep.name != name) or self.has_plugin(ep.name) or self.is_blocked(ep.name):
                continue
            plugin = ep.load()
            self.register(plugin, name=ep.name)
            self._kina_distinfo.append((plugin, ep.dist))
            if self._kina_entry_points is not None:
                self._kina_entry_points.append(ep)
            count += 1
        return count

    def list_plugin_distinfo(self) -> list:
        return [*super().list_plugin_distinfo(), *self._kina_distinfo]


def plugin_manager(plugins=None) -> pluggy.PluginManager:
    pm = PluginManager("kina")
    pm.add_hookspecs(hookspecs)
    if plugins is None:
        pm.load_setuptools_entrypoints("kina")
    else:
        for p in plugins:
            pm.register(p, name=getattr(p, "__name__", None) or repr(p))
    return pm


def pluggy_version() -> str:
    """The version of pluggy, which runs every hook and so orders registrations (in kina.stamps),
    read as `kina.entrypoints` reads versions: `pluggy.__version__` imports importlib.metadata (≈ 12 ms)."""
    return entrypoints.version("pluggy") or "?"


def distributions(pm: pluggy.PluginManager) -> dict[int, str]:
    """id(plugin) -> "distribution version" for plugins that came from entry points."""
    return {id(p): f"{d.project_name} {d.version}" for p, d in pm.list_plugin_distinfo()}


def describe(pm: pluggy.PluginManager) -> list[tuple[str, str, list[str]]]:
    """(plugin name, distribution, hooks implemented) for every loaded plugin."""
    dists = distributions(pm)
    rows = []
    for name, plugin in pm.list_name_plugin():
        hooks = sorted(h.name for h in pm.get_hookcallers(plugin) or [])
        rows.append((name, dists.get(id(plugin), "(registered in code)"), hooks))
    return sorted(rows)
