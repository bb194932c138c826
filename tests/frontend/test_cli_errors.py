"""User errors at the CLI are one line naming the file or option, exit 1 — never exit 2 (issue: reliability)."""
from __future__ import annotations

import numpy as np
import pytest

from kina.cli import main

PROGRAM = "fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { x.exp() }\n"


@pytest.fixture
def files(tmp_path):
    (tmp_path / "p.kina").write_text(PROGRAM)
    np.savez(tmp_path / "good.npz", x=np.ones(2, np.float32))
    data = (tmp_path / "good.npz").read_bytes()
    (tmp_path / "trunc.npz").write_bytes(data[: len(data) // 2])
    (tmp_path / "empty.npz").write_bytes(b"")
    (tmp_path / "garbage.npz").write_bytes(b"PK\x03\x04garbage" * 10)
    np.save(tmp_path / "a.npy", np.ones(2, np.float32))
    (tmp_path / "outdir").mkdir()
    return tmp_path


CASES = {
    "truncated npz": (["run", "{d}/p.kina", "--inputs", "{d}/trunc.npz"], "--inputs {d}/trunc.npz: not a readable .npz"),
    "empty npz": (["run", "{d}/p.kina", "--inputs", "{d}/empty.npz"], "--inputs {d}/empty.npz: not a readable .npz"),
    "garbage npz": (["run", "{d}/p.kina", "--inputs", "{d}/garbage.npz"], "--inputs {d}/garbage.npz: not a readable .npz"),
    "npy instead of npz": (["run", "{d}/p.kina", "--inputs", "{d}/a.npy"], "--inputs {d}/a.npy: holds a single array"),
    "missing npz": (["run", "{d}/p.kina", "--inputs", "{d}/nope.npz"], "--inputs {d}/nope.npz: cannot read"),
    "--out a directory": (["run", "{d}/p.kina", "--inputs", "{d}/good.npz", "--out", "{d}/outdir"], "--out {d}/outdir: is a directory"),
    "--out impossible": (["run", "{d}/p.kina", "--inputs", "{d}/good.npz", "--out", "/proc/nope/x.npz"], "--out /proc/nope/x.npz: directory /proc/nope does not exist"),
    "-o a directory": (["compile", "{d}/p.kina", "-o", "{d}/outdir"], "-o {d}/outdir: is a directory"),
    "--opt 99": (["compile", "{d}/p.kina", "--opt", "99", "--emit", "obj", "-o", "{d}/x.o"], "argument --opt: invalid choice: 99"),
    "--opt 99 run": (["run", "{d}/p.kina", "--opt", "99"], "argument --opt: invalid choice: 99"),
    "unknown command": (["frobnicate"], "invalid choice: 'frobnicate'"),
}


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_user_errors_exit_1_with_one_line(case, files, capsys):
    argv, message = CASES[case]
    status = main([a.format(d=files) for a in argv])
    err = capsys.readouterr().err
    assert status == 1, err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and message.format(d=files) in lines[0], err
    assert not (files / "outdir").exists() or not any((files / "outdir").iterdir())  # nothing half-written


def test_runtime_errors_of_the_program_exit_1(tmp_path, capsys):
    """Found by the fuzzer: a program's own runtime error (an index computed out of range) was an
    internal error (exit 2); it is the program's fault, reported in one line, exit 1."""
    (tmp_path / "idx.kina").write_text("fn @main(t: tensor<F32, [4], @host>, f: tensor<F32, [1], @host>) -> tensor<F32, [1], @host> {\n"
                                       "  t.take(f.cast(I64))\n}\n")
    np.savez(tmp_path / "in.npz", t=np.arange(4, dtype=np.float32), f=np.array([9.0], np.float32))
    for backend in ("numpy", "native"):
        status = main(["run", str(tmp_path / "idx.kina"), "--inputs", str(tmp_path / "in.npz"), "--backend", backend])
        err = capsys.readouterr().err
        assert status == 1 and err.startswith("error: runtime error: ") and "idx.kina:2:3" in err, err
