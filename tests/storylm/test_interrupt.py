"""Ctrl-C during `kina-storylm train`: one line ("interrupted"), exit 130, no partial file; it used to print
a traceback, and about one Ctrl-C in 30 was swallowed by a finalizer in the runtime (training went on)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from kina_storylm import checkpoint
from kina_storylm.cli import _plot, main
from kina_storylm.fixtures import load_vocab
from kina_storylm.model import patterned_init
from kina_storylm.train import Trainer

CLI = [sys.executable, "-m", "kina_storylm.cli"]


def run_cli(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_interrupted_train_prints_one_line_and_exits_130(tmp_path, capsys, monkeypatch):
    def interrupt(self, ids, targets):
        raise KeyboardInterrupt

    monkeypatch.setattr(Trainer, "step", interrupt)
    ck, png = tmp_path / "ck.safetensors", tmp_path / "nll.png"
    try:
        rc, out, err = run_cli(capsys, "train", "--save", str(ck), "--plot", str(png), "-q")
    except KeyboardInterrupt:  # escaping, it would also stop the pytest session itself
        pytest.fail("KeyboardInterrupt escaped main()")
    assert rc == 130 and out == "" and err == "interrupted\n"
    assert not list(tmp_path.iterdir())


def test_interrupted_checkpoint_write_leaves_no_partial_file(tmp_path, monkeypatch):
    import safetensors.numpy

    def half_write(tensors, filename, metadata=None):
        with open(filename, "wb") as fh:
            fh.write(b"partial")
        raise KeyboardInterrupt

    monkeypatch.setattr(safetensors.numpy, "save_file", half_write)
    with pytest.raises(KeyboardInterrupt):
        checkpoint.save(str(tmp_path / "ck.safetensors"), patterned_init(), load_vocab(), optimizer="sgd", objective="sum",
                        epochs=1, lr=0.1, final_nll=1.0)
    assert not list(tmp_path.iterdir())


def test_interrupted_plot_write_leaves_no_partial_file(tmp_path, monkeypatch):
    from matplotlib.figure import Figure

    def half_write(self, fname, **kw):
        with open(fname, "wb") as fh:
            fh.write(b"partial")
        raise KeyboardInterrupt

    monkeypatch.setattr(Figure, "savefig", half_write)
    with pytest.raises(KeyboardInterrupt):
        _plot(str(tmp_path / "nll.png"), [3.0, 2.0, 1.0], "t")
    assert not list(tmp_path.iterdir())


@pytest.mark.slow
def test_sigint_during_train_subprocess(tmp_path):
    """The real thing: SIGINT to a running `train` (progress bar on, so we can see training has started)."""
    ck, png = tmp_path / "ck.safetensors", tmp_path / "nll.png"
    p = subprocess.Popen([*CLI, "train", "--epochs", "1000000", "--save", str(ck), "--plot", str(png)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    seen, deadline = b"", time.time() + 120
    while b"corpus_nll=" not in seen and time.time() < deadline:  # the bar's postfix: epochs are running
        chunk = os.read(p.stderr.fileno(), 4096)
        if not chunk:
            break
        seen += chunk
    assert b"corpus_nll=" in seen, seen
    p.send_signal(signal.SIGINT)
    _, rest = p.communicate(timeout=60)
    err = (seen + rest).decode()
    assert p.returncode == 130, err
    assert "Traceback" not in err and err.endswith("\ninterrupted\n"), err[-500:]
    assert not list(tmp_path.iterdir())


def test_sigint_is_deferred_out_of_finalizers_and_the_runtime(monkeypatch):
    """About 1 Ctrl-C in 30 landed in the runtime's `Owned.__del__`, where Python swallows the exception:
    the handler must re-deliver the signal later there, and raise everywhere else."""
    from kina_storylm import cli

    resent = []
    monkeypatch.setattr(cli, "_resend", resent.append)

    def __del__():  # a finalizer's frame, called directly so that an exception would reach the test
        cli._sigint(signal.SIGINT, sys._getframe())

    __del__()
    runtime_globals = {"__name__": "kina_runtime.library", "cli": cli, "signal": signal, "sys": sys}
    exec("def call():\n    cli._sigint(signal.SIGINT, sys._getframe())\n", runtime_globals)
    runtime_globals["call"]()
    deadline = time.time() + 5
    while len(resent) < 2 and time.time() < deadline:
        time.sleep(0.01)
    assert resent == [signal.SIGINT, signal.SIGINT]
    with pytest.raises(KeyboardInterrupt):
        cli._sigint(signal.SIGINT, sys._getframe())
