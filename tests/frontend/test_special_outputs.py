"""An output path that is not a regular file is never replaced (issue "Hostile input, round 3",
class 1: the atomic rename replaced FIFOs and devices, as root `/dev/null` itself): a character
device or FIFO is written through; a directory, socket or block device is refused with one line
naming the option; a missing directory is one line naming the option (none is created); a path
under /proc names the option, not a temporary file."""
from __future__ import annotations

import io
import os
import socket
import stat
import threading

import numpy as np
import pytest

from helpers import FifoReader
from kina.cli import main
from kina.util import atomic_write, atomic_write_with, output_problem

PROGRAM = "fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { x.exp() }\n"


@pytest.fixture
def program(tmp_path):
    (tmp_path / "p.kina").write_text(PROGRAM)
    np.savez(tmp_path / "in.npz", x=np.ones(2, np.float32))
    return tmp_path


def compile_args(program, flag_value):
    return ["compile", str(program / "p.kina"), "--emit", "mlir", "-o", flag_value]


def run_args(program, flag_value):
    return ["run", str(program / "p.kina"), "--backend", "numpy", "--inputs", str(program / "in.npz"), "--out", flag_value]


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in err, err
    return lines[0]


def test_compile_writes_through_a_fifo(program, capsys):
    fifo = program / "out.fifo"
    os.mkfifo(fifo)
    reader = FifoReader(fifo)
    assert main(compile_args(program, str(fifo))) == 0, capsys.readouterr().err
    assert b"func.func @kina.u.main" in reader.collect()
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # still a FIFO, not a regular file
    assert sorted(p.name for p in program.iterdir()) == ["in.npz", "out.fifo", "p.kina"]  # no temporary left


def test_run_writes_an_npz_through_a_fifo(program, capsys):
    fifo = program / "out.fifo"
    os.mkfifo(fifo)
    reader = FifoReader(fifo)
    assert main(run_args(program, str(fifo))) == 0, capsys.readouterr().err
    with np.load(io.BytesIO(reader.collect())) as got:
        np.testing.assert_allclose(got["result_0"], np.exp(np.ones(2, np.float32)), rtol=1e-6)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


@pytest.mark.parametrize("make_args", [compile_args, run_args], ids=["compile -o", "run --out"])
def test_dev_null_is_written_through_not_replaced(program, capsys, make_args):
    """Non-root-safe: only a write is done to /dev/null; the inode and device number are checked."""
    before = os.stat(os.devnull)
    assert main(make_args(program, os.devnull)) == 0, capsys.readouterr().err
    after = os.stat(os.devnull)
    assert stat.S_ISCHR(after.st_mode)
    assert (after.st_ino, after.st_rdev, after.st_dev) == (before.st_ino, before.st_rdev, before.st_dev)
    assert not os.path.exists(os.devnull + ".json")


def test_a_character_device_is_written_through(program, capsys):
    """A pseudo-terminal stands in for /dev/null: a device of our own, whose bytes can be read back."""
    master, slave = os.openpty()
    try:
        path = os.ttyname(slave)
        os.set_blocking(master, False)
        assert main(compile_args(program, path)) == 0, capsys.readouterr().err
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


@pytest.mark.parametrize("make_args,flag", [(compile_args, "-o"), (run_args, "--out")], ids=["compile", "run"])
def test_a_directory_is_one_line_naming_the_option(program, capsys, make_args, flag):
    target = program / "adir"
    target.mkdir()
    assert main(make_args(program, str(target))) == 1
    assert f"{flag} {target}: is a directory" in one_line(capsys.readouterr().err)
    assert target.is_dir() and not list(target.iterdir())


@pytest.mark.parametrize("make_args,flag", [(compile_args, "-o"), (run_args, "--out")], ids=["compile", "run"])
def test_a_missing_directory_is_one_line_and_not_created(program, capsys, make_args, flag):
    target = program / "nowhere" / "deeper" / "out.bin"
    assert main(make_args(program, str(target))) == 1
    assert f"{flag} {target}: directory {program / 'nowhere' / 'deeper'} does not exist" in one_line(capsys.readouterr().err)
    assert not (program / "nowhere").exists()


def test_a_socket_is_refused_and_kept(program, capsys):
    path = program / "s.sock"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
        assert main(compile_args(program, str(path))) == 1
        assert f"-o {path}: is a socket" in one_line(capsys.readouterr().err)
        assert stat.S_ISSOCK(os.stat(path).st_mode)


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs Linux /proc")
@pytest.mark.parametrize("make_args,flag", [(compile_args, "-o"), (run_args, "--out")], ids=["compile", "run"])
def test_a_path_under_proc_names_the_option_not_a_temporary(program, capsys, make_args, flag):
    assert main(make_args(program, "/proc/kina-test-output")) == 1
    line = one_line(capsys.readouterr().err)
    assert line.startswith(f"error: {flag} /proc/kina-test-output: ") and ".kina-tmp" not in line, line


def test_atomic_write_refuses_special_files_unless_asked_to_write_through(tmp_path):
    """The compile cache and the generated tables call atomic_write without `through`: a FIFO
    planted there must be refused (no open that waits for a reader), never replaced."""
    fifo = tmp_path / "f"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="is a FIFO"):
        atomic_write(str(fifo), b"x")
    with pytest.raises(OSError, match="is a character device"):
        atomic_write(os.devnull, b"x")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    with pytest.raises(FileNotFoundError) as info:
        atomic_write(str(tmp_path / "missing" / "m.so"), b"x")
    assert info.value.filename == str(tmp_path / "missing" / "m.so")  # the output, not the temporary
    assert not (tmp_path / "missing").exists()
    assert output_problem(str(tmp_path / "missing" / "m.so")).startswith("directory ")
    assert output_problem(str(tmp_path / "new.so")) is None and output_problem(os.devnull) is None
    assert output_problem(str(fifo)) is None  # written through by the CLIs
    assert "is a directory" in output_problem(str(tmp_path))


def test_a_failed_writer_leaves_neither_a_temporary_nor_a_change(tmp_path):
    target = tmp_path / "out.bin"
    target.write_bytes(b"old")

    def fails(name):
        with open(name, "wb") as fh:
            fh.write(b"half")
        raise RuntimeError("writer failed")
    with pytest.raises(RuntimeError):
        atomic_write_with(str(target), fails)
    assert target.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == ["out.bin"]


def test_only_a_durable_write_is_flushed_to_disk(tmp_path, monkeypatch):
    """A user's output is flushed to disk before the rename (fsync); the compile cache's writes, which
    every reader verifies, are not (a cold compile's 3-4 fsyncs): both are whole or absent."""
    import kina.util as U
    from kina_mlir.artifacts import cache

    synced = []
    real = U.os.fsync
    monkeypatch.setattr(U.os, "fsync", lambda fd: synced.append(fd) or real(fd))
    atomic_write(str(tmp_path / "out.npz"), b"user data")
    assert len(synced) == 1
    atomic_write(str(tmp_path / "entry"), b"cache data", durable=False)
    assert len(synced) == 1 and (tmp_path / "entry").read_bytes() == b"cache data"
    so = cache.store("k" * 32, b"\x7fELF not really", {"format": 0}, str(tmp_path))
    assert len(synced) == 1 and open(so, "rb").read() == b"\x7fELF not really"
