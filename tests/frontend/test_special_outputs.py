"""An output path that is not a regular file is never replaced: a character device (/dev/null, a
terminal) is written through, a FIFO, socket or directory is refused with one line naming the
option (issue "Hostile input, round 3", class 1; the atomic rename had replaced them)."""
from __future__ import annotations

import os
import stat

import pytest

from kina.cli import main
from kina.util import atomic_write, output_problem

PROGRAM = "fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { x.exp() }\n"


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "out.fifo"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("option", [["compile", "--emit", "mlir", "-o"], ["run", "--backend", "numpy", "--out"]])
def test_a_fifo_output_is_refused_and_kept(tmp_path, fifo, capsys, option):
    (tmp_path / "p.kina").write_text(PROGRAM)
    cmd, flag = option[:-1], option[-1]
    args = [cmd[0], str(tmp_path / "p.kina"), *cmd[1:], flag, str(fifo)]
    if cmd[0] == "run":
        import numpy as np

        np.savez(tmp_path / "in.npz", x=np.ones(2, np.float32))
        args += ["--inputs", str(tmp_path / "in.npz")]
    assert main(args) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and f"{flag} {fifo}: is a FIFO" in err, err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # still a FIFO, not a regular file


def test_a_character_device_is_written_through(tmp_path, capsys):
    """A pseudo-terminal stands in for /dev/null: a device of our own, whose bytes can be read back."""
    master, slave = os.openpty()
    try:
        path = os.ttyname(slave)
        os.set_blocking(master, False)
        (tmp_path / "p.kina").write_text(PROGRAM)
        assert main(["compile", str(tmp_path / "p.kina"), "--emit", "mlir", "-o", path]) == 0, capsys.readouterr().err
        assert stat.S_ISCHR(os.stat(path).st_mode)
        got = b""
        try:
            while True:
                got += os.read(master, 1 << 16)
        except BlockingIOError:
            pass
        assert b"func.func @kina.u.main" in got
    finally:
        os.close(master)
        os.close(slave)


def test_atomic_write_refuses_what_it_would_replace(tmp_path, fifo):
    with pytest.raises(OSError, match="is a FIFO"):
        atomic_write(str(fifo), b"x")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert output_problem(str(tmp_path / "missing" / "m.so")).startswith("directory ")
    assert output_problem(str(tmp_path / "new.so")) is None
    assert output_problem(os.devnull) is None and "character device" in output_problem(os.devnull, devices=False)
