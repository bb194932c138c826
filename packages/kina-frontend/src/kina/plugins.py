"""Plugin managers. The default one loads every plugin of the `kina` entry-point
group; `plugin_manager(plugins=[…])` builds one from an explicit list of plugin
modules or objects instead (two compilers in one process may differ)."""
from __future__ import annotations

import pluggy

from . import hookspecs


def plugin_manager(plugins=None) -> pluggy.PluginManager:
    pm = pluggy.PluginManager("kina")
    pm.add_hookspecs(hookspecs)
    if plugins is None:
        pm.load_setuptools_entrypoints("kina")
    else:
        for p in plugins:
            pm.register(p, name=getattr(p, "__name__", None) or repr(p))
    return pm


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
