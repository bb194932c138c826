"""The console scripts end without the interpreter's final garbage collections (kina.util.console_script):
both are wired to `run`, which returns main's status after gc.freeze(), and what a process must still do
at exit (atexit handlers, flushing a piped stdout) still happens."""
from __future__ import annotations

import gc
import subprocess
import sys
from importlib.metadata import entry_points

import pytest

from kina.util import console_script


@pytest.mark.parametrize("script, target", [("kina", "kina.cli:run"), ("kina-storylm", "kina_storylm.cli:run")])
def test_console_script_is_run(script, target):
    (ep,) = [e for e in entry_points(group="console_scripts") if e.name == script]
    assert ep.value == target


def test_console_script_returns_main_status_and_freezes():
    before = gc.get_freeze_count()
    try:
        assert console_script(lambda: 7) == 7
        assert gc.get_freeze_count() > before
    finally:
        gc.unfreeze()


def test_exit_still_runs_atexit_and_flushes():
    # a piped stdout is block-buffered: the lines printed by main and by an atexit handler arrive only if
    # the streams are flushed at exit as usual; the handler also sees the freeze (it ran after main)
    code = ("import atexit, gc, sys\n"
            "atexit.register(lambda: print('atexit ran, frozen', gc.get_freeze_count() > 0))\n"
            "from kina_storylm.cli import run\n"
            "sys.argv = ['kina-storylm', 'train', '-q', '--epochs', '1']\n"
            "sys.exit(run())\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    assert "corpus sum-NLL after:" in r.stdout and "greedy:" in r.stdout
    assert r.stdout.rstrip().endswith("atexit ran, frozen True")


def test_exit_status_of_a_failing_command():
    r = subprocess.run([sys.executable, "-m", "kina_storylm.cli", "train", "--epochs", "-3"], capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 1 and "error:" in r.stderr
