"""The plugin manager: every plugin, built-in or not, comes in through the `kina` entry points."""
from __future__ import annotations

from functools import lru_cache

import pluggy

from . import hookspecs


@lru_cache(maxsize=1)
def plugin_manager() -> pluggy.PluginManager:
    pm = pluggy.PluginManager("kina")
    pm.add_hookspecs(hookspecs)
    pm.load_setuptools_entrypoints("kina")
    return pm


def describe(pm: pluggy.PluginManager | None = None) -> list[tuple[str, str, list[str]]]:
    """(plugin name, distribution, hooks implemented) for every loaded plugin."""
    pm = pm or plugin_manager()
    dists = {id(p): f"{d.project_name} {d.version}" for p, d in pm.list_plugin_distinfo()}
    rows = []
    for name, plugin in pm.list_name_plugin():
        hooks = sorted(h.name for h in pm.get_hookcallers(plugin) or [])
        rows.append((name, dists.get(id(plugin), "(registered in code)"), hooks))
    return sorted(rows)
