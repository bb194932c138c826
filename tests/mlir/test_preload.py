"""The toolchain imports begun on a cache miss (kina_mlir/preload.py): only on a miss, in a
background thread, and a fork made meanwhile waits for them (a child never inherits a held
import lock)."""
import os
import subprocess
import sys
import tempfile

CHILD = """
import os, sys, tempfile, threading, time
os.environ["KINA_CACHE_DIR"] = sys.argv[1]
import kina
src = "fn @main(x: tensor<F32, [4]>) -> tensor<F32, [4]> { x.exp() }"
prog = kina.compile_source(src, path="preload.kina")
names = [t.name for t in threading.enumerate()]
print("thread" if "kina-preload" in names or "torch_mlir" in sys.modules else "none")
if sys.argv[2] == "fork":
    pid = os.fork()  # at once: the preload thread is most likely still importing
    if pid == 0:
        from torch_mlir import ir  # would hang on a lock left held by the parent's thread
        ir.Context()
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    print("child", os.waitstatus_to_exitcode(status))
prog.main(__import__("numpy").ones(4, "float32"))
print("ran")
"""


def _run(cache: str, mode: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", CHILD, cache, mode], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout.split()


def test_a_miss_preloads_and_a_warm_start_does_not():
    with tempfile.TemporaryDirectory() as cache:
        assert _run(cache, "plain") == ["thread", "ran"]  # cold: the function index missed
        assert _run(cache, "plain") == ["none", "ran"]  # warm: nothing imported ahead


def test_a_fork_during_the_imports_leaves_the_child_able_to_import():
    with tempfile.TemporaryDirectory() as cache:
        assert _run(cache, "fork") == ["thread", "child", "0", "ran"]
