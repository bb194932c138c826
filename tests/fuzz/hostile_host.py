"""Hostile host arguments and hostile output paths (issue "Hostile input, round 3", classes 1, 3b,
4 and 6), as hypothesis strategies of plain, picklable recipes that a pool worker turns into the
real thing and checks:

* `host_cases()`: an argument for a compiled function's parameter, from an ndarray subclass whose
  `.shape`/`.dtype` lie, an object with a lying `.shape` and an `__array__`, odd
  `__dlpack_device__` results, `__array__` returning no array, Python ints up to 2^2000 and odd
  floats, broadcast views up to 2^40 rows, raw buffers (`memoryview.cast`), strided views, and
  `specialise(B=…)` with strings, floats, bools, huge and negative ints. `check_host` calls the
  function (numpy or native) and requires either the right answer, read from the argument's real
  buffer, or a TypeError/ValueError/MemoryError naming the parameter (or the size), or a located
  KinaError; never NumPy's own message, never a read beyond the buffer (a crash in the worker).
* `output_cases()`: `kina compile -o`, `kina run --out` and `kina-storylm train --save`/`--plot`
  into a FIFO (with a reader), a pseudo-terminal, /dev/null, a directory, a socket, a missing
  parent, a regular file as parent, a path under /proc, symlinks to special files and dangling
  ones. `check_output` requires exit 0 or one line naming the option and exit 1; the special
  file is still what it was (same inode), no temporary file is left and no directory created.
"""
from __future__ import annotations

import contextlib
import io
import os
import socket
import stat
import tempfile
import threading

from hypothesis import strategies as st

from helpers import FifoReader

from .harness import Result

DTYPES = ("F32", "F64", "I32", "I64", "Bool")
NUMPY = {"F32": "float32", "F64": "float64", "I32": "int32", "I64": "int64", "Bool": "bool"}
REAL_DTYPES = ("int8", "float16", "float32", "float64", "int32", "int64", "bool", "uint8", "complex64")


# --- host arguments ---------------------------------------------------------------------------

def _program(dtype: str, shape: tuple, generic: bool) -> str:
    if generic:
        dims = "[B]" if len(shape) == 1 else "[B, 3]"
        return f"fn @main[B](x: tensor<{dtype}, {dims}, @host>) -> tensor<{dtype}, {dims}, @host> {{ x }}\n"
    dims = "[" + ", ".join(map(str, shape)) + "]"
    return f"fn @main(x: tensor<{dtype}, {dims}, @host>) -> tensor<{dtype}, {dims}, @host> {{ x }}\n"


shapes = st.lists(st.integers(1, 4), min_size=0, max_size=2).map(tuple)
ones_shapes = st.sampled_from([(), (1,), (1, 1)])


@st.composite
def host_cases(draw):
    """One recipe: a program (dtype, shape, generic), a backend and an argument recipe."""
    kind = draw(st.sampled_from(["subclass-shape", "subclass-dtype", "subclass-both", "fake-shape", "dlpack-device",
                                 "array-returns", "python-scalar", "broadcast", "buffer", "strided", "specialise"]))
    dtype = draw(st.sampled_from(DTYPES))
    generic = kind in ("broadcast", "specialise") or (kind in ("subclass-shape", "fake-shape") and draw(st.booleans()))
    shape = (2,) if generic else draw(ones_shapes if kind == "python-scalar" else shapes)
    case = dict(kind=kind, dtype=dtype, shape=shape, generic=generic, backend=draw(st.sampled_from(["numpy", "native"])))
    if kind in ("subclass-shape", "subclass-both", "fake-shape"):
        case["real_size"] = draw(st.integers(1, 12))
        case["claim"] = draw(st.sampled_from([shape, (4,), (2**62,), (2**31, 2**31), (0,), (3, 4)]))
    if kind in ("subclass-dtype", "subclass-both"):
        case["real_dtype"] = draw(st.sampled_from(REAL_DTYPES))
    if kind == "dlpack-device":
        case["device"] = draw(st.sampled_from([(1, 0), ("cpu", 0), (), None, (1,), (2, 0), (1, 0, 0), ("1", "0"), (1.5, 0),
                                               (2**70, 0), "cpu"]))
    if kind == "array-returns":
        case["returns"] = draw(st.sampled_from(["list", "none", "int", "str", "lying-subclass", "right"]))
    if kind == "python-scalar":
        case["value"] = draw(st.one_of(
            st.integers(0, 2000).map(lambda k: ("int", 2**k)), st.integers(0, 2000).map(lambda k: ("int", -2**k)),
            st.sampled_from([("float", "inf"), ("float", "-inf"), ("float", "nan"), ("float", "-0.0"), ("float", "1e308"),
                             ("float", "3.5e38"), ("float", "1.5"), ("bool", True), ("bool", False), ("int", 10**400)])))
    if kind == "broadcast":
        case["rows_log2"] = draw(st.integers(0, 40))
    if kind == "buffer":
        case["format"] = draw(st.sampled_from(["f", "d", "i", "q", "?", "b", "B", "h"]))
        case["count"] = draw(st.integers(0, 12))
    if kind == "strided":
        case["step"] = draw(st.integers(-3, 3).filter(bool))
    if kind == "specialise":
        case["size"] = draw(st.sampled_from([("str", "3"), ("float", 3.0), ("bool", True), ("none", None), ("int", 0), ("int", -1),
                                             ("int", 2**70), ("np", 3), ("list", [3]), ("int", 3), ("int", 1)]))
    return case


_PROGRAMS: dict = {}


def _compiled(dtype: str, shape: tuple, generic: bool, backend: str):
    import kina

    src = _program(dtype, shape, generic)
    key = (src, backend)
    if key not in _PROGRAMS:
        _PROGRAMS[key] = kina.compile_source(src, path="hostile.kina", backend=backend)
    return _PROGRAMS[key], src


def _argument(case):
    """(the argument, the real array its memory holds or None when it holds none, the 'claimed' dims)."""
    import numpy as np

    kind, want = case["kind"], NUMPY[case["dtype"]]
    shape = case["shape"] if not case["generic"] else ((3,) if len(case["shape"]) == 1 else (3, 3))
    if kind in ("subclass-shape", "subclass-dtype", "subclass-both"):
        real_dtype = case.get("real_dtype", want)
        real = np.arange(case["real_size"]).astype(real_dtype) if "real_size" in case else np.ones(shape, real_dtype)
        claim_shape, claim_dtype = case.get("claim"), np.dtype(want)

        class Lying(np.ndarray):
            if kind != "subclass-dtype":
                shape = property(lambda self: claim_shape)
            if kind != "subclass-shape":
                dtype = property(lambda self: claim_dtype)
        return real.view(Lying), real
    if kind == "fake-shape":
        real = np.arange(case["real_size"]).astype(want)

        class FakeShape:
            shape = case["claim"]

            def __array__(self, *args, **kwargs):
                return real
        return FakeShape(), real
    if kind == "dlpack-device":
        real = np.ones(shape, want)
        device = case["device"]

        class Device:
            def __dlpack__(self, **kwargs):
                return real.__dlpack__(**kwargs)

            def __dlpack_device__(self):
                return device
        return Device(), (real if isinstance(device, tuple) and device[:1] == (1,) and len(device) == 2 else None)
    if kind == "array-returns":
        real = np.ones(shape, want)
        returns = case["returns"]

        class Lying(np.ndarray):
            shape = property(lambda self: tuple(d + 1 for d in shape))

        made = {"list": real.tolist(), "none": None, "int": 3, "str": "x", "lying-subclass": real.view(Lying), "right": real}[returns]

        class ArrayReturns:
            def __array__(self, *args, **kwargs):
                return made
        return ArrayReturns(), (real if returns in ("right", "lying-subclass") else None)
    if kind == "python-scalar":
        tag, v = case["value"]
        return (float(v) if tag == "float" else v), "scalar"
    if kind == "broadcast":
        rows = 2 ** case["rows_log2"]
        full = (rows,) if len(case["shape"]) == 1 else (rows, 3)
        return np.broadcast_to(np.ones((), want), full), "broadcast"
    if kind == "buffer":
        raw = bytearray(max(1, 8 * case["count"]))
        view = memoryview(raw).cast("B")[: case["count"] * memoryview(b"\0" * 8).cast(case["format"]).itemsize]
        view = view.cast(case["format"])
        return view, np.asarray(view)
    if kind == "strided":
        n = int(np.prod(shape)) if shape else 1
        base = (np.arange(n * abs(case["step"])) % 7).astype(want)
        a = base[:: case["step"]][:n].reshape(shape) if shape else base[:: case["step"]][:1].reshape(())
        return a, np.array(a)
    raise ValueError(kind)


def _names_the_parameter(message: str) -> bool:
    return "`x`" in message or "size `B`" in message


def check_host(case: dict, name: str = "host") -> Result:
    """Run one host-argument recipe (see the module's docstring)."""
    import numpy as np

    from kina.diagnostics import KinaError

    res = Result()
    source = repr(case)
    prog, src = _compiled(case["dtype"], case["shape"], case["generic"], case["backend"])
    t = np.dtype(NUMPY[case["dtype"]])
    if case["kind"] == "specialise":
        tag, v = case["size"]
        value = np.int64(v) if tag == "np" else v
        valid = tag in ("int", "np") and 1 <= v <= 2**40
        try:
            prog.main.specialise(B=value)
            outcome = "ok"
        except KinaError:
            outcome = "located"
        except (TypeError, ValueError) as e:
            outcome = "named" if "size `B`" in str(e) else f"unnamed {type(e).__name__}: {e}"
        except Exception as e:  # noqa: BLE001 - the property: nothing else escapes
            outcome = f"unexpected {type(e).__name__}: {e}"
        _judge(res, outcome, valid, source, f"{name} specialise {tag}")
        res.counts["host-args"] += 1
        return res
    arg, real = _argument(case)
    want_shape = case["shape"] if not case["generic"] else None
    if isinstance(real, np.ndarray):
        valid = real.dtype == t and (real.shape == want_shape if want_shape is not None else
                                     real.ndim == len(case["shape"]) and real.size > 0 and (real.ndim == 1 or real.shape[1] == 3))
    elif real == "broadcast":
        valid = True  # may still be too big for memory: a MemoryError naming the parameter
    elif real == "scalar":
        valid = None  # the scalar rules decide; either outcome is checked below
    else:
        valid = False
    try:
        out = prog.main(arg)
        outcome = "ok"
    except KinaError:
        outcome = "located"
    except MemoryError as e:  # naming the parameter, or the function (the static peak-memory check)
        outcome = "memory" if _names_the_parameter(str(e)) or "`main" in str(e) else f"unnamed MemoryError: {e}"
    except (TypeError, ValueError) as e:
        outcome = "named" if _names_the_parameter(str(e)) else f"unnamed {type(e).__name__}: {e}"
    except Exception as e:  # noqa: BLE001
        outcome = f"unexpected {type(e).__name__}: {e}"
    label = f"{name} {case['kind']} {case['backend']}"
    if outcome == "ok" and isinstance(real, np.ndarray):
        if not valid:
            res.fail("host-argument", case["backend"], f"accepted an argument whose real buffer is {real.dtype}{list(real.shape)}", source, label)
        elif not np.array_equal(np.asarray(out), real):
            res.fail("host-argument", case["backend"], f"read {np.asarray(out)!r}, the buffer holds {real!r}", source, label)
    elif outcome == "ok" and real == "broadcast" and not np.all(np.asarray(out) == 1):
        res.fail("host-argument", case["backend"], "a broadcast view read wrongly", source, label)
    elif outcome == "memory" and real != "broadcast":
        res.fail("host-argument", case["backend"], "MemoryError for a small argument", source, label)
    else:
        _judge(res, outcome, valid, source, label)
    res.counts["host-args"] += 1
    return res


def _judge(res: Result, outcome: str, valid, source: str, label: str) -> None:
    if outcome.startswith(("unnamed", "unexpected")):
        res.fail("host-argument", "call", outcome, source, label)
    elif valid is True and outcome in ("named", "located"):
        res.fail("host-argument", "call", f"a valid argument was refused ({outcome})", source, label)
    elif valid is False and outcome == "ok":
        res.fail("host-argument", "call", "an invalid argument was accepted", source, label)


# --- output paths -----------------------------------------------------------------------------

OUTPUT_KINDS = ("fifo", "pty", "devnull", "directory", "socket", "missing-parent", "file-as-parent", "proc", "regular",
                "symlink-fifo", "symlink-directory", "dangling-symlink", "trailing-slash")
WRITES_THROUGH = {"fifo", "pty", "devnull", "symlink-fifo"}
REFUSED = {"directory", "socket", "missing-parent", "file-as-parent", "proc", "symlink-directory", "trailing-slash"}


@st.composite
def output_cases(draw):
    kind = draw(st.sampled_from(OUTPUT_KINDS))
    cli = draw(st.sampled_from(["compile", "compile", "run", "run", "storylm-save", "storylm-plot"]))
    return dict(kind=kind, cli=cli, depth=draw(st.integers(1, 3)))


PROGRAM = "fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { x.exp() }\n"


class _PtyReader:
    """A pseudo-terminal standing in for /dev/null, drained on a thread: a terminal's buffer holds a
    few KiB, and a writer whose bytes nobody reads blocks."""

    def __init__(self):
        self.master, self.slave = os.openpty()
        self.path, self.data, self._stop = os.ttyname(self.slave), b"", False
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        import select

        while not self._stop:
            if select.select([self.master], [], [], 0.05)[0]:
                try:
                    self.data += os.read(self.master, 1 << 16)
                except OSError:
                    return

    def collect(self) -> bytes:
        import time

        time.sleep(0.1)  # what the CLI wrote is in the terminal's buffer: let the thread take it
        self._stop = True
        self.thread.join(5)
        return self.data

    def close(self):
        self._stop = True
        os.close(self.master)
        os.close(self.slave)


def _target(kind: str, d: str, depth: int, keep: list):
    """(the path to give, the node whose identity must survive or None, a reader or a pty master)."""
    if kind in ("fifo", "symlink-fifo"):
        fifo = os.path.join(d, "out.fifo")
        os.mkfifo(fifo)
        path = fifo
        if kind == "symlink-fifo":
            path = os.path.join(d, "link")
            os.symlink(fifo, path)
        return path, fifo, FifoReader(fifo, wait=0.2)
    if kind == "pty":
        reader = _PtyReader()
        keep.append(reader)
        return reader.path, reader.path, reader
    if kind == "devnull":
        return os.devnull, os.devnull, None
    if kind in ("directory", "symlink-directory", "trailing-slash"):
        sub = os.path.join(d, "adir")
        os.mkdir(sub)
        if kind == "symlink-directory":
            os.symlink(sub, os.path.join(d, "link"))
            return os.path.join(d, "link"), sub, None
        return (sub + "/" if kind == "directory" else os.path.join(d, "nofile") + "/"), sub, None
    if kind == "socket":
        s = socket.socket(socket.AF_UNIX)
        s.bind(os.path.join(d, "s.sock"))
        keep.append(s)
        return os.path.join(d, "s.sock"), os.path.join(d, "s.sock"), None
    if kind == "missing-parent":
        return os.path.join(d, *[f"missing{i}" for i in range(depth)], "out.bin"), None, None
    if kind == "file-as-parent":
        with open(os.path.join(d, "plain"), "w") as fh:
            fh.write("x")
        return os.path.join(d, "plain", "out.bin"), os.path.join(d, "plain"), None
    if kind == "proc":
        return "/proc/kina-fuzz-output", None, None
    if kind == "regular":
        path = os.path.join(d, "old.bin")
        with open(path, "wb") as fh:
            fh.write(b"old")
        return path, None, None
    if kind == "dangling-symlink":
        os.symlink(os.path.join(d, "nowhere", "x"), os.path.join(d, "dangling"))
        return os.path.join(d, "dangling"), None, None
    raise ValueError(kind)


def _argv(cli: str, path: str, d: str) -> tuple[list[str], str]:
    if cli == "compile":
        return ["compile", os.path.join(d, "p.kina"), "--emit", "mlir", "-o", path], "-o"
    if cli == "run":
        return ["run", os.path.join(d, "p.kina"), "--backend", "numpy", "--inputs", os.path.join(d, "in.npz"), "--out", path], "--out"
    option = "--save" if cli == "storylm-save" else "--plot"
    return ["train", "--epochs", "1", "--backend", "numpy", "-q", option, path], option


def check_output(case: dict, name: str = "output") -> Result:
    """Run one output-path recipe (see the module's docstring)."""
    import numpy as np

    res = Result()
    source, label = repr(case), f"{name} {case['cli']} {case['kind']}"
    keep: list = []
    with tempfile.TemporaryDirectory(prefix="kina-fuzz-out-") as d:
        work = os.path.join(d, "work")
        os.mkdir(work)
        with open(os.path.join(d, "p.kina"), "w") as fh:
            fh.write(PROGRAM)
        np.savez(os.path.join(d, "in.npz"), x=np.ones(2, np.float32))
        try:
            path, node, reader = _target(case["kind"], work, case["depth"], keep)
            before = os.stat(node) if node else None
            argv, option = _argv(case["cli"], path, d)
            err = io.StringIO()
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                if case["cli"].startswith("storylm"):
                    from kina_storylm.cli import main
                else:
                    from kina.cli import main
                rc = main(argv)
            got = reader.collect() if reader is not None else b""
            problems = _output_problems(case, rc, err.getvalue(), option, path, node, before, got, work)
            for p in problems:
                res.fail("output-path", case["cli"], p + f"\n(exit {rc}; stderr: {err.getvalue().strip()[:500]})", source, label)
        finally:
            for k in keep:
                k.close()
    res.counts["outputs"] += 1
    return res


def _output_problems(case, rc, err, option, path, node, before, got, work) -> list[str]:
    kind, out = case["kind"], []
    lines = err.strip().splitlines()
    if rc not in (0, 1):
        out.append(f"exit status {rc}")
    if "Traceback" in err or "internal compiler error" in err:
        out.append("a traceback or an internal error")
    if rc == 1 and not (lines and lines[-1].startswith("error: ") and option in lines[-1]):
        out.append(f"the error does not name {option}")
    if rc == 1 and len([ln for ln in lines if ln.startswith("error")]) != 1:
        out.append("more than one error line")
    if kind in WRITES_THROUGH and rc != 0:
        out.append("a device or FIFO was not written through")
    if kind in ("fifo", "symlink-fifo", "pty") and rc == 0 and not got:
        out.append("nothing arrived through the device or FIFO")
    if kind in REFUSED and rc != 1:
        out.append("a path that cannot take a file was not refused")
    if node is not None and before is not None:
        try:
            after = os.stat(node)
        except OSError:
            after = None
        if after is None or (after.st_ino, after.st_dev, stat.S_IFMT(after.st_mode)) != (before.st_ino, before.st_dev, stat.S_IFMT(before.st_mode)):
            out.append(f"{node} was replaced or removed")
    if kind == "missing-parent" and os.path.exists(os.path.join(work, "missing0")):
        out.append("a missing directory was created")
    left = [n for n in os.listdir(work) if n.startswith((".kina-tmp", ".ckpt", "kina-out"))]
    if left:
        out.append(f"temporary files left: {left}")
    if kind == "regular" and rc == 0:
        with open(path, "rb") as fh:
            if fh.read() == b"old":
                out.append("the regular file was not replaced")
    return out
