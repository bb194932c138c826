"""The fuzzing properties, checked in process through `kina.cli.main([...])` and
`kina.compile_source` (native code only inside a pool worker, see pool.py).

For every program:
  * `kina check`, `kina compile --emit ir` (and `--emit so`), `kina run --backend numpy|native`
    exit 0 or 1 — never 2 (internal compiler error), never an exception escaping `main`,
    never a signal (the pool reports those);
  * a program rejected with exit 1 gets a located diagnostic `FILE:LINE:COL: error: …` on a
    line of the file, and `kina.compile_source` raises `KinaError` (located diagnostics) for
    exactly the programs `kina compile --emit ir` rejects — any other exception is a failure;
  * a run that fails exits 1 with an `error:` line (a clean runtime error);
  * a well-typed generated program (`valid=True`) is accepted and runs (exit 0)."""
from __future__ import annotations

import contextlib
import io
import os
import re
import sys
import tempfile
import traceback
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

LOCATED = re.compile(r"^(?P<path>[^\n]+?):(?P<line>\d+):(?P<col>\d+): error: \S", re.M)
RUN_VOLUME = 200_000  # largest tensor run in process; larger programs run in a pool worker (memory-limited)
INPUT_VOLUME = 1_000_000  # larger parameters are not materialised: the program is compiled, not run
SHOW = 3000  # characters of a failing input printed in full


@dataclass
class Failure:
    kind: str  # internal-error | uncaught | unlocated | inconsistent | rejected-valid | accepted-invalid | run-failed | signal | timeout | mismatch | gradcheck
    mode: str  # check | compile-ir | compile-so | api | run-numpy | run-native | oracle | backends | grad
    detail: str
    source: str
    label: str = ""

    def report(self) -> str:
        src = self.source
        if len(src) > SHOW:
            src = f"{src[:SHOW // 2]}\n… ({len(self.source)} characters in all) …\n{src[-SHOW // 2:]}"
        label = f" [{self.label}]" if self.label else ""
        detail = self.detail if len(self.detail) < 4000 else self.detail[:2000] + "\n…\n" + self.detail[-2000:]
        return f"FAIL {self.kind} in {self.mode}{label}\n{detail.rstrip()}\n--- input ---\n{src}\n--- end ---"

    def signature(self) -> str:
        """One line that groups failures of one bug class."""
        lines = [line.strip() for line in self.detail.strip().splitlines() if line.strip()]
        key = lines[-1] if lines else ""
        if self.kind in ("mismatch", "gradcheck"):
            key = (lines[0].split(":")[0] if lines else "") + (" (F64)" if "F64" in self.source else " (F32)")
        elif self.kind == "internal-error":
            key = next((line for line in lines if "internal compiler error" in line), key)
        elif self.kind in ("signal", "timeout"):
            step = [line for line in lines if line.startswith("[kina-fuzz]")]
            frame = next((line for line in lines if line.startswith("File") and "/kina" in line), "")
            key = f"{lines[0] if lines else ''} during `{step[-1][12:].split()[1] if step else '?'}"
            key += f" {step[-1].split('--backend ')[1].split()[0]}`" if step and "--backend" in step[-1] else "`"
            key += f" at {frame.split('/')[-1]}" if frame else ""
        key = re.sub(r"\d+", "N", key)
        return f"{self.kind}/{self.mode}: {key[:160]}"


@dataclass
class Result:
    counts: Counter = field(default_factory=Counter)
    failures: list = field(default_factory=list)

    def merge(self, other: "Result") -> "Result":
        self.counts.update(other.counts)
        self.failures.extend(other.failures)
        return self

    def fail(self, kind, mode, detail, source, label=""):
        self.failures.append(Failure(kind, mode, detail, source, label))

    @property
    def ok(self) -> bool:
        return not self.failures

    def summary(self) -> str:
        return "\n\n".join(f.report() for f in self.failures)


_WORKDIR = None


def workdir() -> str:
    global _WORKDIR
    if _WORKDIR is None:
        _WORKDIR = tempfile.mkdtemp(prefix="kina-fuzz-")
    return _WORKDIR


def write(name: str, text: str) -> str:
    path = os.path.join(workdir(), name)
    with open(path, "w", encoding="utf-8", errors="surrogatepass") as fh:
        fh.write(text)
    return path


def cli(argv: list[str]) -> tuple[int | None, str, str, str | None]:
    """`kina.cli.main(argv)` in process: (exit code, stdout, stderr, traceback of an escaping exception)."""
    from kina.cli import main

    if os.environ.get("KINA_FUZZ_WORKER"):  # a step marker in the worker's log: a crash report names its step
        print(f"[kina-fuzz] kina {' '.join(a if len(a) < 200 else a[:200] + '…' for a in argv)}", file=sys.__stderr__, flush=True)
    out, err = io.StringIO(), io.StringIO()
    rc, exc = None, None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as e:  # argparse
            rc = e.code if isinstance(e.code, int) else 2
        except BaseException:  # noqa: BLE001 - the property: nothing escapes main
            exc = traceback.format_exc()
    return rc, out.getvalue(), err.getvalue(), exc


def located(stderr: str, path: str, source: str) -> str | None:
    """None if stderr holds a diagnostic located on a line of `path`, else why not."""
    lines = source.split("\n")
    found = [m for m in LOCATED.finditer(stderr) if m.group("path") == path]
    if not found:
        return "no `FILE:LINE:COL: error:` diagnostic"
    for m in found:
        line, col = int(m.group("line")), int(m.group("col"))
        if not 1 <= line <= len(lines) + 1 or col < 1 or col > len(lines[min(line, len(lines)) - 1]) + 2:
            return f"diagnostic at {line}:{col} is outside the file ({len(lines)} lines)"
    return None


def judge(res: Result, mode: str, run, path: str, source: str, label: str, *, must_pass=False, located_needed=True) -> int | None:
    """Apply the exit-code property to one CLI outcome; returns the exit code (None: escaped)."""
    rc, out, err, exc = run
    if exc is not None:
        res.fail("uncaught", mode, exc, source, label)
        return None
    if rc == 2 or rc not in (0, 1):
        res.fail("internal-error", mode, f"exit {rc}\n{err}", source, label)
        return rc
    if rc == 1:
        if located_needed:
            why = located(err, path, source)
            if why is not None:
                res.fail("unlocated", mode, f"{why}\n{err}", source, label)
        elif "error" not in err:
            res.fail("unlocated", mode, f"exit 1 without an error message\n{err}", source, label)
        if must_pass:
            res.fail("rejected-valid" if mode.startswith(("check", "compile")) else "run-failed", mode, err, source, label)
    return rc


# --- inputs -------------------------------------------------------------------------

def param_volume(program, fn_name="main") -> int:
    total = 0
    for _, t in program.functions[fn_name].params:
        n = 1
        for d in t.shape:
            n *= d
        total += n
    return total


def max_volume(program) -> int:
    best = 0
    for f in program.functions.values():
        for b in f.body:
            for t in b.types:
                n = 1
                for d in t.shape:
                    n *= d
                best = max(best, n)
        for _, t in f.params:
            n = 1
            for d in t.shape:
                n *= d
            best = max(best, n)
    return best


def make_inputs(program, fn_name="main", seed=0) -> dict | None:
    """Random arguments for `fn_name` that pass the host boundary (index parameters in range)."""
    from kina.analyses import index_checks

    if param_volume(program, fn_name) > INPUT_VOLUME:
        return None
    rng = np.random.default_rng(seed)
    checks = index_checks(program, fn_name)
    out = {}
    for i, (name, t) in enumerate(program.functions[fn_name].params):
        dt = t.numpy_dtype
        if i in checks:
            lo, hi, _ = checks[i]
            a = rng.integers(lo, hi + 1, t.shape) if hi >= lo else np.full(t.shape, lo)
        elif dt.kind == "f":
            a = rng.uniform(-2, 2, t.shape)
        elif dt.kind == "b":
            a = rng.integers(0, 2, t.shape).astype(bool)
        else:
            a = rng.integers(-3, 4, t.shape)
        out[name] = np.array(a, dtype=dt).reshape(t.shape)  # (np.ascontiguousarray would make rank 0 rank 1)
    return out


def save_inputs(name: str, arrays: dict) -> str | None:
    """The arguments as an .npz for `kina run --inputs` (None: NumPy cannot store them, e.g. a huge name)."""
    path = os.path.join(workdir(), name)
    try:
        with open(path, "wb") as fh:
            np.savez(fh, **arrays)
    except Exception:  # noqa: BLE001 - a limit of the .npz format, not of Kina
        return None
    return path


# --- the properties ----------------------------------------------------------------

def api_compile(source: str, path: str, res: Result, label: str, backend="numpy"):
    """`kina.compile_source`: a program or a located KinaError; anything else is a failure.
    Returns (compiled program | None, rejected: bool)."""
    import kina

    try:
        return kina.compile_source(source, path=path, backend=backend), False
    except kina.KinaError as e:
        lines = source.split("\n")
        bad = [d for d in e.diagnostics if not (1 <= d.span.line <= len(lines) + 1 and d.span.column >= 1)]
        if not e.diagnostics or bad:
            res.fail("unlocated", "api", f"KinaError without a located diagnostic: {e.diagnostics!r}", source, label)
        try:
            e.render()
        except Exception:  # noqa: BLE001
            res.fail("uncaught", "api", "KinaError.render() raised\n" + traceback.format_exc(), source, label)
        return None, True
    except BaseException:  # noqa: BLE001
        res.fail("uncaught", "api", traceback.format_exc(), source, label)
        return None, True


def check_frontend(source: str, *, valid=False, invalid=False, run=True, label="", name="case") -> tuple[Result, object]:
    """check + compile --emit ir + compile_source (+ a NumPy run of small accepted programs).
    `invalid`: the program has a known error, so accepting it is a failure too.
    Returns the result and the compiled program (None when rejected)."""
    res = Result()
    res.counts["cases"] += 1
    path = write(f"{name}.kina", source)
    rc_check = judge(res, "check", cli(["check", "-q", path]), path, source, label, must_pass=valid)
    rc_ir = judge(res, "compile-ir", cli(["compile", path, "--emit", "ir"]), path, source, label, must_pass=valid)
    prog, rejected = api_compile(source, path, res, label)
    if rc_ir in (0, 1) and (rc_ir == 1) != rejected and not any(f.mode == "api" for f in res.failures):
        res.fail("inconsistent", "api", f"`kina compile --emit ir` exited {rc_ir} but compile_source {'raised' if rejected else 'succeeded'}",
                 source, label)
    if rc_check == 1 and rc_ir == 0:
        res.fail("inconsistent", "check", "`kina check` rejected a program that `kina compile --emit ir` accepted", source, label)
    if rc_ir == 1 or rc_check == 1:
        res.counts["diagnostics"] += 1
    elif invalid and (rc_check == 0 or rc_ir == 0 or prog is not None):
        res.fail("accepted-invalid", "check", f"a program with a known error ({label or 'defect'}) was accepted", source, label)
    elif prog is not None:
        res.counts["accepted"] += 1
        if run and max_volume(prog.ir) <= RUN_VOLUME:
            inputs = make_inputs(prog.ir)
            if inputs is not None:
                npz = save_inputs(f"{name}.npz", inputs)
                if npz is not None:
                    rc = judge(res, "run-numpy", cli(["run", path, "--backend", "numpy", "--inputs", npz]), path, source, label,
                               must_pass=valid, located_needed=False)
                    if rc == 0:
                        res.counts["run"] += 1
    return res, prog


def check_native(source: str, *, valid=False, label="", name="native", run_numpy=False, run=True) -> Result:
    """compile --emit so and run --backend native (call it inside a pool worker); `run=False`: compile only."""
    res = Result()
    path = write(f"{name}.kina", source)
    so = os.path.join(workdir(), f"{name}.so")
    rc = judge(res, "compile-so", cli(["compile", path, "--emit", "so", "-o", so]), path, source, label, must_pass=valid)
    if rc == 0:
        res.counts["compiled"] += 1
    if rc != 0 or not run:
        return res
    import kina

    try:
        prog = kina.compile_source(source, path=path, backend="numpy")
    except BaseException:  # noqa: BLE001 - judged by check_frontend; here only inputs are needed
        return res
    inputs = make_inputs(prog.ir)
    if inputs is None:
        res.counts["not-run (inputs too large)"] += 1
        return res
    npz = save_inputs(f"{name}.npz", inputs)
    if npz is None:
        res.counts["not-run (inputs)"] += 1
        return res
    for backend in ("native", "numpy") if run_numpy else ("native",):
        rc = judge(res, f"run-{backend}", cli(["run", path, "--backend", backend, "--inputs", npz]), path, source, label,
                   must_pass=valid, located_needed=False)
        if rc == 0:
            res.counts[f"run-{backend}"] += 1
    return res


def check_everything(source: str, *, valid=False, invalid=False, native=False, run=True, label="", name="case") -> Result:
    """The whole property for one program (inside a pool worker: every mode, in process there).
    `run=False`: compiled, not run (a valid program that would run for ever, e.g. a loop of 2^62 trips)."""
    res, prog = check_frontend(source, valid=valid, invalid=invalid, run=run, label=label, name=name)
    if not run:
        return res
    big = prog is not None and max_volume(prog.ir) > RUN_VOLUME
    if prog is not None and big:  # what check_frontend did not run in process
        inputs = make_inputs(prog.ir)
        if inputs is not None:
            path = write(f"{name}.kina", source)
            npz = save_inputs(f"{name}.npz", inputs)
            rc = judge(res, "run-numpy", cli(["run", path, "--backend", "numpy", "--inputs", npz]), path, source, label,
                       must_pass=valid, located_needed=False) if npz else None
            if rc == 0:
                res.counts["run"] += 1
    if prog is not None and native:
        res.merge(check_native(source, valid=valid, label=label, name=name + "-so"))
    return res


# --- the numerical oracles -----------------------------------------------------------

# native vs NumPy backend: |native - numpy| <= RTOL * |numpy| + ATOL * max(1, max |numpy|) per output tensor
# (the ATOL term is relative to the tensor's scale: sums and matmuls cancel).
TOLERANCE = {"F32": (1e-5, 1e-5), "F64": (1e-12, 1e-12)}


def compare(ref, got, dtype: str) -> str | None:
    """None if got matches ref within TOLERANCE[dtype], else a description of the worst element."""
    rtol, atol = TOLERANCE[dtype]
    ref, got = np.asarray(ref), np.asarray(got)
    if ref.shape != got.shape or ref.dtype != got.dtype:
        return f"shape/dtype differ: numpy {ref.dtype}{list(ref.shape)}, native {got.dtype}{list(got.shape)}"
    if ref.dtype.kind != "f":
        bad = ref != got
        return None if not bad.any() else f"{int(bad.sum())} of {ref.size} elements differ, e.g. numpy {ref[bad].ravel()[0]} native {got[bad].ravel()[0]}"
    finite = np.isfinite(ref)
    if (finite != np.isfinite(got)).any() or (np.isnan(ref) != np.isnan(got)).any():
        i = int(np.argmax((finite != np.isfinite(got)).ravel() | (np.isnan(ref) != np.isnan(got)).ravel()))
        return f"non-finite values differ at flat index {i}: numpy {ref.ravel()[i]} native {got.ravel()[i]}"
    r, g = ref[finite].astype(np.float64), got[finite].astype(np.float64)
    if (ref[~finite] != got[~finite]).any() and not np.isnan(ref[~finite]).all():
        return "infinities differ"
    scale = max(1.0, float(np.abs(r).max(initial=0.0)))
    err = np.abs(g - r)
    allowed = rtol * np.abs(r) + atol * scale
    if (err <= allowed).all():
        return None
    i = int(np.argmax(err - allowed))
    return (f"max |native - numpy| = {err.max():.3e} (rel {err.max() / scale:.3e}); worst flat index {i}: "
            f"numpy {r[i]!r} native {g[i]!r}, allowed {allowed[i]:.3e} (rtol {rtol}, atol {atol} x scale {scale:.3g})")


def oracle_backends(source: str, seed: int = 0, dtype: str = "F32", label: str = "") -> Result:
    """native == numpy on random inputs, for every output of @main (call it inside a pool worker)."""
    res = Result()
    res.counts["oracle-backends"] += 1
    return backends_agree(res, source, seed, dtype, label, mode="oracle")


def check_backends(source: str, seed: int = 0, label: str = "", name: str = "backends") -> Result:
    """A well-typed program (not a tame chain): native == numpy on every output of @main, integers and
    Bools exactly, floats within TOLERANCE of their own dtype (call it inside a pool worker)."""
    res = Result()
    res.counts["backends"] += 1
    return backends_agree(res, source, seed, None, label, mode="backends", name=name)


def backends_agree(res: Result, source: str, seed: int, dtype: str | None, label: str, mode: str, name: str = "oracle") -> Result:
    import kina

    path = write(f"{name}.kina", source)
    try:
        ref_prog = kina.compile_source(source, path=path, backend="numpy")
        nat_prog = kina.compile_source(source, path=path, backend="native")
    except BaseException:  # noqa: BLE001 - the program is well typed: any exception is a failure
        res.fail("rejected-valid", mode, traceback.format_exc(), source, label)
        return res
    inputs = make_inputs(ref_prog.ir, "main", seed)
    if inputs is None:
        res.counts["not-run (inputs too large)"] += 1
        return res
    try:
        ref = ref_prog.main(**inputs)
        got = nat_prog.main(**inputs)
    except BaseException:  # noqa: BLE001
        res.fail("run-failed", mode, traceback.format_exc(), source, label)
        return res
    ref = ref if isinstance(ref, tuple) else (ref,)
    got = got if isinstance(got, tuple) else (got,)
    for i, (r, g) in enumerate(zip(ref, got)):
        why = compare(r, g, dtype or ("F64" if np.asarray(r).dtype == np.float64 else "F32"))
        if why is not None:
            args = ", ".join(f"{k}={v.tolist()!r}" for k, v in inputs.items())
            res.fail("mismatch", mode, f"output {i} of @main: {why}\ninputs (seed {seed}): {args[:3000]}", source, label)
            break
    else:
        res.counts[f"{mode}-agree"] += 1
    return res


def oracle_grad(source: str, seed: int = 0, fn: str = "f", label: str = "") -> Result:
    """reverseMode of `fn` == F64 central differences (kina_ad.gradcheck.grad_check, NumPy backend)."""
    from kina.compiler import default_compiler
    from kina.diagnostics import Source
    from kina_ad.gradcheck import TOLERANCE as GRAD_TOL
    from kina_ad.gradcheck import grad_check

    res = Result()
    res.counts["oracle-grad"] += 1
    compiler = default_compiler()
    try:
        program = compiler.ir(Source("oracle.kina", source))
        with np.errstate(all="ignore"):
            rows = grad_check(compiler, program, fn, seed=seed)
    except BaseException:  # noqa: BLE001
        res.fail("uncaught", "grad", traceback.format_exc(), source, label)
        return res
    if not rows:
        res.fail("gradcheck", "grad", "no float parameter was checked", source, label)
    for pname, abs_err, rel_err, ok in rows:
        if not ok:
            res.fail("gradcheck", "grad", f"cotangent of `{pname}` (seed {seed}): max abs err {abs_err:.3e}, rel {rel_err:.3e} > {GRAD_TOL}",
                     source, label)
    return res


def oracles(source: str, seed: int = 0, dtype: str = "F32", label: str = "") -> Result:
    return oracle_backends(source, seed, dtype, label).merge(oracle_grad(source, seed, "f", label))
