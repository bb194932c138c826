"""The codegen worker exits without the interpreter's teardown once its objects are written
(kina_mlir.codegen.worker._exit_now): what an exit must still do, it does."""
from __future__ import annotations

import subprocess
import sys

CHILD = """
import atexit, sys
from kina_mlir.codegen import worker
atexit.register(lambda: open(sys.argv[1], "w").write("ran"))
sys.stdout.write("buffered, not yet flushed")
worker._exit_now(int(sys.argv[2]))
raise SystemExit("not reached")
"""


def test_the_exit_runs_atexit_handlers_flushes_and_keeps_the_status(tmp_path):
    for code in (0, 3):
        marker = tmp_path / f"marker{code}"
        proc = subprocess.run([sys.executable, "-c", CHILD, str(marker), str(code)], capture_output=True, text=True, timeout=120)
        assert proc.returncode == code, proc.stderr
        assert proc.stdout == "buffered, not yet flushed" and "not reached" not in proc.stderr
        assert marker.read_text() == "ran"


def test_a_failing_worker_still_exits_with_its_traceback(tmp_path):
    # a payload that is not MLIR: compile_payload raises, and the compiling process builds it itself
    from kina_mlir.options import CodegenOptions

    from kina_mlir.codegen.parallel import payload

    data = payload([], [["this is not MLIR"]], str(tmp_path)).encode()
    proc = subprocess.run([sys.executable, "-m", "kina_mlir.codegen.worker", CodegenOptions().to_json()],
                          input=data, capture_output=True, timeout=300)
    assert proc.returncode == 1 and proc.stdout == b"" and b"LoweringError" in proc.stderr
