"""A small pool of spawned worker processes for everything that could crash the caller:
native code (`--emit so`, `run --backend native`), runs of huge programs and deep nesting.

A job is `(function path, kwargs)`; the worker imports the function and returns its result.
A worker killed by a signal, or one that outlives the job's timeout, becomes a `Crash`
result carrying the signal and the tail of the worker's log (faulthandler's traceback);
the worker is restarted and the pool carries on. Workers run under an address-space limit,
so a huge allocation fails inside the worker instead of exhausting the machine."""
from __future__ import annotations

import multiprocessing as mp
import os
import signal
import tempfile
import time
import traceback
from dataclasses import dataclass
from multiprocessing.connection import wait

MEMORY_LIMIT = int(os.environ.get("KINA_FUZZ_WORKER_MEMORY", str(6 << 30)))  # bytes of address space per worker
JOB_TIMEOUT = float(os.environ.get("KINA_FUZZ_JOB_TIMEOUT", "300"))


@dataclass
class Crash:
    """A job whose worker died (signal) or hung (timeout)."""
    reason: str  # "signal SIGSEGV (-11)", "exit 1", "timeout after 300 s", "exception"
    log: str

    @property
    def detail(self) -> str:
        return f"worker {self.reason}\n{self.log}"


def _serve(conn, log_path: str, memory_limit: int) -> None:
    import faulthandler
    import importlib
    import resource

    os.environ["KINA_FUZZ_WORKER"] = "1"
    log = open(log_path, "w", buffering=1)
    os.dup2(log.fileno(), 2)  # native stderr (and faulthandler) into the log
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    faulthandler.enable(file=log, all_threads=False)
    if memory_limit > 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        fname, kwargs = job
        module, func = fname.rsplit(".", 1)
        try:
            log.seek(0)
            log.truncate()
            result = getattr(importlib.import_module(module), func)(**kwargs)
        except BaseException:  # noqa: BLE001 - reported to the caller
            result = Crash("exception", traceback.format_exc())
        conn.send(result)


class _Worker:
    def __init__(self, ctx, index: int, logdir: str, memory_limit: int):
        self.log_path = os.path.join(logdir, f"worker{index}.log")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, self.log_path, memory_limit), daemon=True, name=f"kina-fuzz-{index}")
        self.proc.start()
        child.close()
        self.job = None
        self.started = 0.0
        self.jobs_done = 0

    def log_tail(self, n=6000) -> str:
        try:
            with open(self.log_path, errors="replace") as fh:
                return fh.read()[-n:]
        except OSError:
            return ""

    def stop(self) -> None:
        try:
            self.conn.send(None)
        except (OSError, BrokenPipeError):
            pass
        self.proc.join(2)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join(2)
        self.conn.close()


class Pool:
    def __init__(self, workers: int = 2, memory_limit: int = MEMORY_LIMIT, timeout: float = JOB_TIMEOUT, recycle: int = 500):
        self.ctx = mp.get_context("spawn")
        self.logdir = tempfile.mkdtemp(prefix="kina-fuzz-pool-")
        self.memory_limit, self.timeout, self.recycle = memory_limit, timeout, recycle  # recycle: jobs per worker life
        self.workers = [_Worker(self.ctx, i, self.logdir, memory_limit) for i in range(workers)]
        self.crashes = 0

    def _crashed(self, i, w, reason: str):
        """(job key, Crash) for worker i's job, and a fresh worker in its place."""
        result = Crash(reason, w.log_tail())
        self.crashes += 1
        key = w.job[0]
        w.job = None
        self._restart(i)
        return key, result

    def _restart(self, i: int, graceful: bool = False) -> None:
        w = self.workers[i]
        if graceful:
            w.stop()
        else:
            if w.proc.is_alive():
                w.proc.kill()
            w.proc.join(5)
            w.conn.close()
        self.workers[i] = _Worker(self.ctx, i, self.logdir, self.memory_limit)

    def run(self, fname: str, **kwargs):
        """One job, synchronously."""
        return next(iter(self.map([(None, fname, kwargs)])))[1]

    def map(self, jobs, timeout: float | None = None):
        """Yields (key, result) for jobs (key, function path, kwargs), in completion order."""
        timeout = timeout or self.timeout
        jobs = iter(jobs)
        pending = True
        while True:
            for w in self.workers:
                if w.job is None and pending:
                    try:
                        w.job = next(jobs)
                    except StopIteration:
                        pending = False
                        break
                    w.started = time.monotonic()
                    w.conn.send((w.job[1], w.job[2]))
            busy = [w for w in self.workers if w.job is not None]
            if not busy:
                return
            ready = wait([w.conn for w in busy] + [w.proc.sentinel for w in busy], timeout=1.0)
            now = time.monotonic()
            for i, w in enumerate(list(self.workers)):
                if w.job is None:
                    continue
                result = None
                if w.conn in ready:
                    try:
                        result = w.conn.recv()
                    except (EOFError, OSError):
                        result = None
                if result is None and (w.proc.sentinel in ready or w.conn in ready):
                    w.proc.join(5)
                    code = w.proc.exitcode
                    if code is not None and code < 0:
                        try:
                            reason = f"killed by signal {signal.Signals(-code).name} ({code})"
                        except ValueError:
                            reason = f"killed by signal {-code}"
                    else:
                        reason = f"died with exit code {code}"
                    yield self._crashed(i, w, reason)
                    continue
                if result is None and now - w.started > timeout:
                    yield self._crashed(i, w, f"timeout after {timeout:.0f} s")
                    continue
                if result is not None:
                    key = w.job[0]
                    w.job = None
                    w.jobs_done += 1
                    if self.recycle and w.jobs_done >= self.recycle:  # bound what a long-lived worker accumulates
                        self._restart(i, graceful=True)
                    yield key, result

    def close(self) -> None:
        for w in self.workers:
            w.stop()


def to_result(outcome, source: str, label: str = "", mode: str = "worker"):
    """A worker's outcome as a harness.Result (a Crash becomes a signal/timeout failure)."""
    from .harness import Result

    if isinstance(outcome, Crash):
        res = Result()
        kind = "timeout" if outcome.reason.startswith("timeout") else "uncaught" if outcome.reason == "exception" else "signal"
        res.fail(kind, mode, outcome.detail, source, label)
        return res
    return outcome
