"""Helpers shared by test modules."""
from __future__ import annotations

import os
import threading

from kina.compiler import default_compiler
from kina.diagnostics import KinaError, Source


def load_script(name: str, path: str):
    """A Python file that is not in a package (an example's driver or reference), as a module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def compiler():
    """The compiler of every installed plugin (built once per process)."""
    return default_compiler()


def check(text: str, path: str = "test.kina", stage: str = "ir"):
    return compiler().emit(Source(path, text), stage)[0]


def diagnose(text: str, path: str = "test.kina", stage: str = "ir") -> KinaError:
    try:
        check(text, path, stage)
    except KinaError as e:
        return e
    raise AssertionError("expected a diagnostic, the program was accepted")


def T(dtype: str, shape, placement: str = "host") -> str:
    return f"tensor<{dtype}, [{', '.join(map(str, shape))}], @{placement}>"


def compiler_with_lowering(op, rule):
    """A compiler like the default one but with `rule` as `op`'s lowering (nothing global changes)."""
    import kina.frontend.plugin
    import kina_ad.plugin
    import kina_mlir.plugin
    import kina_runtime.plugin
    from kina.compiler import Compiler
    from kina.hookspecs import hookimpl
    from kina_mlir.lowerings import RULES

    class ReplacedLowering:
        """A stand-in for kina-mlir's plugin whose lowering table has one rule replaced."""
        __name__ = f"mlir-with-{op.name}-replaced"

        @hookimpl
        def lower(self, register):
            kina_mlir.plugin.lower(register)

        @hookimpl
        def register_lowerings(self, register):
            for o, r in RULES.items():
                register(o, rule if o is op else r)

    return Compiler(plugins=[kina.frontend.plugin, kina_ad.plugin, kina_runtime.plugin, ReplacedLowering()])


def handler_plugin(plugin: str, handler: str, eliminate, doc: str = ""):
    """A plugin registering one effect handler `handler` that types `handle f(…) with handler` as
    f's result and eliminates it with `eliminate(program, site, ctx)` (for tests of faulty plugins)."""
    from kina.hookspecs import hookimpl

    class Handler:
        name = handler

        def result_type(self, callee, handler_args, site, fns):
            return callee.result.type

        def eliminate(self, program, site, ctx):
            return eliminate(program, site, ctx)

    class Plugin:
        __doc__ = doc
        __name__ = plugin

        @hookimpl
        def register_handlers(self, register):
            register(Handler())

    return Plugin()


def example_plugin():
    """The module of examples/kina-plugin-example, as its entry point names it (imported from the source tree)."""
    import os
    import sys

    src = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples", "kina-plugin-example", "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    import kina_plugin_example

    return kina_plugin_example


def race(call, threads: int) -> tuple[list, list]:
    """Run `call()` on `threads` threads released together; (results, exceptions raised)."""
    import threading

    start, results, errors = threading.Barrier(threads), [], []

    def run():
        start.wait()
        try:
            results.append(call())
        except Exception as e:  # reported by the caller, with the others
            errors.append(e)
    pool = [threading.Thread(target=run) for _ in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    return results, errors



class FifoReader:
    """Reads everything written into a FIFO on a thread. If the code under test never opens the
    FIFO, `collect` opens the write end itself (after `wait` seconds), so that the reader
    (blocked in open) ends."""

    def __init__(self, path, wait: float = 0.5):
        self.path, self.wait, self.data = path, wait, b""
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        with open(self.path, "rb") as fh:
            self.data = fh.read()

    def collect(self) -> bytes:
        self.thread.join(self.wait)
        if self.thread.is_alive():
            os.close(os.open(self.path, os.O_WRONLY | os.O_NONBLOCK))
            self.thread.join(5)
        return self.data


def stack(layers: int, n: int = 16, d: int = 32) -> str:
    """`layers` layers of equal shapes (a residual tanh MLP with a softmax), loss and gradients: a program
    whose kernels repeat (kernel outlining's and the codegen worker's tests)."""
    def _t(*s):
        return T("F32", s)

    ps = ", ".join(f"w{i}: {_t(d, d)}" for i in range(layers))
    body = "".join(f"  let h{i + 1} = h{i} + (h{i} @ w{i}).tanh() in\n" for i in range(layers))
    grads = ", ".join(_t(d, d) for _ in range(layers))
    names = ", ".join(f"g{i}" for i in range(layers))
    ws = ", ".join(f"w{i}" for i in range(layers))
    return f"""let loss = fn(x: {_t(n, d)}, {ps}) -> {_t(1)} {{
  let h0 = x in
{body}  h{layers}.softmax(axis=1).log().reduce_sum(axes=[0, 1], keepdims=false).reshape([1])
}} in
fn @main(x: {_t(n, d)}, {ps}) -> ({_t(1)}, {grads}) {{
  let (l, gx, {names}) = handle loss(x, {ws}) with reverseMode in
  (l, {names})
}}
"""


def stack_inputs(layers, n=16, d=32, seed=0):
    """Inputs of `stack(layers, n, d)`."""
    import numpy as np

    rng = np.random.default_rng(seed)
    return [rng.standard_normal((n, d)).astype(np.float32)] + [
        (rng.standard_normal((d, d)) / np.sqrt(d)).astype(np.float32) for _ in range(layers)]


def worker_builds(monkeypatch, cache) -> None:
    """Every build from here gets a codegen worker (however small its module) and builds anew in
    the cache directory `cache`; skips where one usable CPU allows no worker."""
    import pytest
    from kina_mlir.codegen import parallel

    if parallel.usable_cpus() < 2:
        pytest.skip("one usable CPU: no worker here")
    monkeypatch.setenv("KINA_PARALLEL_CODEGEN", "1")
    monkeypatch.setenv("KINA_WORKER_MIN_LINES", "0")
    monkeypatch.setenv("KINA_WORKER_MIN_WEIGHT", "0")
    monkeypatch.setenv("KINA_CACHE_DIR", str(cache))


def failing_worker_builds(monkeypatch, tmp_path) -> None:
    """worker_builds (cache under `tmp_path`), with a worker that reads all its input, then fails
    without writing anything: what it took is built by the compiling process."""
    import stat
    import sys

    from kina_mlir.codegen import parallel

    worker_builds(monkeypatch, tmp_path / "cache")
    parallel._SPARE.stop()  # a spare real worker from an earlier build would be taken instead
    monkeypatch.setenv("KINA_WORKER_FORK", "0")  # a new process runs sys.executable: the fake one
    script = tmp_path / "fake-python"
    script.write_text(f"#!{sys.executable}\nimport sys\nsys.stdin.buffer.read()\nsys.exit(1)\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setattr(sys, "executable", str(script))


def ops_inside_loops(ctx, module, names: set[str]) -> list[tuple[str, str]]:
    """(op name, its operand and result types) of the `names` ops nested in some scf.for."""
    from torch_mlir import ir

    found = []
    with ctx:
        def visit(op):
            if op.name in names:
                parent, nested = op.parent, False
                while parent is not None and parent.name != "func.func":
                    nested = nested or parent.name == "scf.for"
                    parent = parent.parent
                if nested:
                    found.append((op.name, " ".join(str(v.type) for v in [*op.operands, *op.results])))
            return ir.WalkResult.ADVANCE
        module.operation.walk(visit)
    return found
