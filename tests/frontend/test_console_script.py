"""The console scripts (kina.console): both are wired to a light `run` that loads the CLI with the garbage
collector off, freezes what start-up made, and freezes again when main returns; what a process must
still do at exit (atexit handlers, flushing a piped stdout) still happens, and statuses pass through."""
from __future__ import annotations

import gc
import subprocess
import sys
from importlib.metadata import entry_points

import pytest

from kina.console import console_script


@pytest.mark.parametrize("script, target", [("kina", "kina.console:run"), ("kina-storylm", "kina_storylm.console:run")])
def test_console_script_is_run(script, target):
    (ep,) = [e for e in entry_points(group="console_scripts") if e.name == script]
    assert ep.value == target


def test_loads_with_collection_off_then_restores_it_and_freezes(monkeypatch, tmp_path):
    # a module whose import records whether the collector was on while it loaded
    (tmp_path / "console_probe.py").write_text("import gc\nENABLED = gc.isenabled()\ndef main():\n    return 7\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    before = gc.get_freeze_count()
    try:
        assert console_script("console_probe:main") == 7
        assert sys.modules["console_probe"].ENABLED is False and gc.isenabled()
        assert gc.get_freeze_count() > before
        gc.disable()  # a caller that had it off keeps it off
        console_script("console_probe:main")
        assert not gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()
        sys.modules.pop("console_probe", None)


def test_a_failing_load_restores_collection():
    try:
        with pytest.raises(ImportError):
            console_script("kina_no_such_module:main")
        assert gc.isenabled()
    finally:
        gc.unfreeze()


def test_exit_still_runs_atexit_and_flushes():
    # a piped stdout is block-buffered: the lines printed by main and by an atexit handler arrive only if
    # the streams are flushed at exit as usual; the handler also sees the freeze (it ran after main)
    code = ("import atexit, gc, sys\n"
            "atexit.register(lambda: print('atexit ran, frozen', gc.get_freeze_count() > 0))\n"
            "sys.argv = ['kina-storylm', 'train', '-q', '--epochs', '1']\n"
            "from kina_storylm.console import run\n"
            "sys.exit(run())\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    assert "corpus sum-NLL after:" in r.stdout and "greedy:" in r.stdout
    assert r.stdout.rstrip().endswith("atexit ran, frozen True")


@pytest.mark.parametrize("module, args", [("kina_storylm.console", ["train", "--epochs", "-3"]),
                                          ("kina.console", ["compile", "/nonexistent.kina"])])
def test_exit_status_of_a_failing_command(module, args):
    code = f"import sys; sys.argv = ['x', *{args!r}]; from {module} import run; sys.exit(run())"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert r.returncode == 1 and "error" in r.stderr, (r.returncode, r.stderr)
