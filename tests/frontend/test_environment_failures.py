"""Failures of the machine, not of the program (issue "Hostile input, round 3", class 4): a full
TMPDIR is one line naming the problem and the directory, exit 1 (it was "internal compiler error …
No space left on device", exit 2); SIGTERM during a compile leaves no kina-link-*
directory behind (it left them), in the CLI and in a library compile from the main thread, a
SIGTERM handler of the user's own is left in place, and a block entered in the main thread and
exited in another neither raises there (signal.signal is main-thread only) nor leaves a SIGTERM
that arrives later swallowed."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from kina.util import sigterm_cleans_up

PROGRAM = "fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { x.exp() }\n"

# A full TMPDIR simulated at the OS boundary, portably (no tmpfs to mount): every file the process
# opens for writing under TMPDIR fails with ENOSPC, as on a full disk.
ENOSPC_DRIVER = textwrap.dedent("""
    import builtins, errno, os, sys
    tmp = os.path.realpath(os.environ["TMPDIR"])
    real_open = builtins.open
    def full_open(file, mode="r", *args, **kwargs):
        if isinstance(file, str) and os.path.realpath(file).startswith(tmp + os.sep) and any(c in mode for c in "wax+"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), file)
        return real_open(file, mode, *args, **kwargs)
    builtins.open = full_open
    from kina.cli import main
    sys.exit(main(sys.argv[1:]))
""")


def cli_env(tmp_path, **extra) -> dict:
    scratch = tmp_path / "scratch"
    scratch.mkdir(exist_ok=True)
    return dict(os.environ, TMPDIR=str(scratch), KINA_CACHE_DIR=str(tmp_path / "cache"), **extra)


def test_a_full_tmpdir_is_one_line_and_exit_1(tmp_path):
    (tmp_path / "p.kina").write_text(PROGRAM)
    env = cli_env(tmp_path)
    proc = subprocess.run([sys.executable, "-c", ENOSPC_DRIVER, "compile", str(tmp_path / "p.kina"), "--emit", "so",
                           "-o", str(tmp_path / "m.so")], env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "internal compiler error" not in proc.stderr, proc.stderr
    assert "no space left on device" in lines[0] and f"temporary files go to {env['TMPDIR']}" in lines[0], lines[0]
    assert not os.listdir(env["TMPDIR"]) and not (tmp_path / "m.so").exists()


def _can_mount_tmpfs(path) -> bool:
    if os.geteuid() != 0:
        return False
    return subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(path)], capture_output=True).returncode == 0


def test_a_really_full_tmpfs_tmpdir_is_passed_by_or_one_line(tmp_path):
    """The real thing where the test may mount a tiny tmpfs (root with CAP_SYS_ADMIN, as in CI). Since
    the guard is built in-process (session 35) no C compiler writes its temporary assembly there, and
    Python's tempfile skips a directory it cannot write to: the compile succeeds elsewhere and leaves
    nothing in the full one. Where a tool of the link still writes there (the driver's collect2, on a
    system without gold), it fails in one line naming the directory, exit 1."""
    full = tmp_path / "full"
    full.mkdir()
    if not _can_mount_tmpfs(full):
        pytest.skip("cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN); the ENOSPC simulation above covers the rule")
    try:
        with open(full / "fill", "wb") as fh:
            try:
                fh.write(b"\0" * (64 << 10))
            except OSError:
                pass
        (tmp_path / "p.kina").write_text(PROGRAM)
        env = dict(cli_env(tmp_path), TMPDIR=str(full))
        proc = subprocess.run([sys.executable, "-m", "kina.cli", "compile", str(tmp_path / "p.kina"), "--emit", "so",
                               "-o", str(tmp_path / "m.so")], env=env, capture_output=True, text=True, timeout=300)
        assert "Traceback" not in proc.stderr and os.listdir(full) == ["fill"], proc.stderr
        if proc.returncode == 0:
            assert (tmp_path / "m.so").exists()
        else:
            assert proc.returncode == 1, proc.stderr
            lines = proc.stderr.strip().splitlines()
            assert len(lines) == 1 and "no space left on device" in lines[0] and str(full) in lines[0], proc.stderr
    finally:
        subprocess.run(["umount", str(full)], capture_output=True)


# 143: our handler ran (the usual case). -15: on a loaded machine the compile may finish between
# seeing its directory and the signal, and the process then dies of it after the cleanup.
TERMINATED = (128 + signal.SIGTERM, -signal.SIGTERM)


def _terminate_during_compile(cmd: list[str], env: dict) -> tuple[int, str, list[str]]:
    """Start `cmd`, send SIGTERM once a kina-link-* directory (the link's scratch) exists in its TMPDIR; (status, stderr, leftovers)."""
    scratch = env["TMPDIR"]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 240
    seen = False
    while time.monotonic() < deadline and proc.poll() is None:
        if any(n.startswith("kina-link-") for n in os.listdir(scratch)):
            seen = True
            break
        time.sleep(0.002)
    assert seen, "the compile never made its temporary directory (or finished first)"
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=120)
    return proc.returncode, err, [n for n in os.listdir(scratch) if n.startswith("kina-")]


def test_sigterm_during_a_cli_compile_leaves_no_temporary_directory(tmp_path):
    (tmp_path / "p.kina").write_text(PROGRAM)
    env = cli_env(tmp_path)
    rc, err, left = _terminate_during_compile([sys.executable, "-m", "kina.cli", "compile", str(tmp_path / "p.kina"),
                                               "--emit", "so", "-o", str(tmp_path / "m.so")], env)
    assert left == [] and rc in TERMINATED, (rc, left, err)
    assert "Traceback" not in err


LIBRARY = textwrap.dedent("""
    import numpy as np, kina
    prog = kina.compile_source(%r, backend="native")
    prog.main(np.ones(2, np.float32))
""") % PROGRAM


def test_sigterm_during_a_library_compile_leaves_no_temporary_directory(tmp_path):
    env = cli_env(tmp_path)
    rc, err, left = _terminate_during_compile([sys.executable, "-c", LIBRARY], env)
    assert left == [] and rc in TERMINATED, (rc, left, err)


def test_a_sigterm_during_a_hold_exits_when_the_hold_ends(monkeypatch):
    """kina.util.sigterm_held: between making a temporary directory (or starting a compiler) and
    recording it for cleanup, a SIGTERM's SystemExit waits for the end of the hold."""
    from kina.util import sigterm_held

    monkeypatch.setattr(sigterm_cleans_up, "_received", False)
    reached = []
    with pytest.raises(SystemExit) as e:
        with sigterm_cleans_up():
            with sigterm_held():
                with sigterm_held():  # nested: the outermost end raises
                    signal.raise_signal(signal.SIGTERM)
                    reached.append("inner")
                reached.append("outer")
    assert reached == ["inner", "outer"] and e.value.code == 128 + signal.SIGTERM
    assert sigterm_cleans_up._held == 0 and not sigterm_cleans_up._pending
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL


def test_a_users_own_sigterm_handler_is_kept():
    def mine(signum, frame):
        pass
    previous = signal.signal(signal.SIGTERM, mine)
    try:
        with sigterm_cleans_up():
            assert signal.getsignal(signal.SIGTERM) is mine
        assert signal.getsignal(signal.SIGTERM) is mine
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        with sigterm_cleans_up():
            with sigterm_cleans_up():  # nested (the CLI around a compile)
                assert signal.getsignal(signal.SIGTERM) not in (signal.SIG_DFL, mine)
            assert signal.getsignal(signal.SIGTERM) not in (signal.SIG_DFL, mine)
        assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL  # put back when the outermost ends
    finally:
        signal.signal(signal.SIGTERM, previous)


def _in_thread(fn, *args):
    """fn(*args) in another thread; the exception it raised, or None."""
    import threading

    raised = []

    def run():
        try:
            fn(*args)
        except BaseException as e:  # noqa: BLE001 - reported to the test
            raised.append(e)
    t = threading.Thread(target=run)
    t.start()
    t.join()
    return raised[0] if raised else None


def test_entered_in_the_main_thread_and_exited_in_another():
    """signal.signal raises ValueError outside the main thread: the exit there leaves the handler,
    the next block of the main thread adopts it and puts the default back."""
    from kina.util import _exit_on_sigterm

    previous = signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        held = sigterm_cleans_up()
        held.__enter__()
        assert signal.getsignal(signal.SIGTERM) is _exit_on_sigterm
        assert _in_thread(held.__exit__, None, None, None) is None  # (was: ValueError: signal only works in main thread)
        assert sigterm_cleans_up._depth == 0 and signal.getsignal(signal.SIGTERM) is _exit_on_sigterm
        with sigterm_cleans_up():
            assert _in_thread(lambda: sigterm_cleans_up().__enter__().__exit__(None, None, None)) is None  # no-op there
            assert sigterm_cleans_up._depth == 1
        assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL
    finally:
        signal.signal(signal.SIGTERM, previous)


THREAD_EXIT_THEN_SIGTERM = textwrap.dedent("""
    import os, signal, sys, threading, time
    from kina.util import sigterm_cleans_up
    held = sigterm_cleans_up()
    held.__enter__()
    t = threading.Thread(target=held.__exit__, args=(None, None, None))
    t.start(); t.join()
    print("exited in a thread", flush=True)
    os.kill(os.getpid(), signal.SIGTERM)  # nothing held now: the process dies of the signal
    time.sleep(10)
    print("survived", flush=True)
""")


def test_a_sigterm_after_an_exit_in_another_thread_kills_as_by_default():
    proc = subprocess.run([sys.executable, "-c", THREAD_EXIT_THEN_SIGTERM], capture_output=True, text=True, timeout=60)
    assert proc.returncode == -signal.SIGTERM, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == "exited in a thread\n" and proc.stderr == "", proc.stderr


# A SIGTERM that lands in a finalizer: the handler's SystemExit is swallowed there (Python prints
# "Exception ignored in ..." and goes on), so the block raises it again on the way out (exit 143),
# or, ending in another thread, where a SystemExit would end only that thread, sends the signal
# again, which now (nothing held) kills the process as by default.
SWALLOWED = textwrap.dedent("""
    import os, signal, sys, threading, time
    from kina.util import sigterm_cleans_up

    class Finalized:
        def __del__(self):
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(2)  # the handler runs here, in __del__
            print("not reached", flush=True)

    held = sigterm_cleans_up()
    held.__enter__()
    Finalized()  # collected at once
    print("swallowed", flush=True)
    if sys.argv[1] == "main":
        held.__exit__(None, None, None)
    else:
        t = threading.Thread(target=held.__exit__, args=(None, None, None))
        t.start(); t.join()
        time.sleep(10)
    print("survived", flush=True)
""")


@pytest.mark.parametrize("where, status", [("main", 128 + signal.SIGTERM), ("thread", -signal.SIGTERM)])
def test_a_sigterm_swallowed_by_a_finalizer_still_ends_the_process(where, status):
    proc = subprocess.run([sys.executable, "-c", SWALLOWED, where], capture_output=True, text=True, timeout=60)
    assert proc.returncode == status, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == "swallowed\n", proc.stdout
    assert "Exception ignored in" in proc.stderr and "SystemExit: 143" in proc.stderr, proc.stderr
