"""The `kina` command line. Diagnostics, never tracebacks (KINA_DEBUG=1 shows them)."""
from __future__ import annotations

import argparse
import os
import sys
import time

from .api import compile_program
from .argv import join_negative_values, shorten, takes_a_number  # noqa: F401 (kina.cli's API, used by other CLIs)
from .compiler import Compiler, PluginError, default_compiler
from .diagnostics import KinaError, Source
from .environment import flag
from .hostio import KinaArgumentError, KinaRuntimeError
from .plugins import describe
from .util import atomic_write, environment_failure, output_problem, sigterm_cleans_up, writes_through
from .verify import IRVerificationError


class UserError(Exception):
    """A problem with what the user asked for (bad input file, unknown stage); exit 1."""


class ArgumentParser(argparse.ArgumentParser):
    """Usage errors are user errors: one line, exit 1 (argparse's default is usage text and exit 2)."""

    def error(self, message):
        raise UserError(f"{self.prog}: {shorten(message)}")


OPT_LEVELS = (0, 1, 2, 3)


def check_output_path(path: str, option: str) -> None:
    """Refuse an output path that cannot be written before any work is done (kina.util.output_problem:
    a directory, socket, block device or missing directory; a device or FIFO is written through)."""
    if not path:
        raise UserError(f"{option}: empty output path")
    if os.path.isdir(path):
        raise UserError(f"{option} {path}: is a directory; give a file name")
    problem = output_problem(path)
    if problem:
        raise UserError(f"{option} {path}: {problem}")
    parent = os.path.dirname(os.path.abspath(path))
    if not os.access(parent, os.W_OK) and not writes_through(path):
        raise UserError(f"{option} {path}: directory {parent} is not writable")


def write_output(path: str, data: bytes, option: str) -> None:
    try:
        atomic_write(path, data, through=True)
    except OSError as e:
        raise UserError(f"{option} {path}: cannot write: {e.strerror or e}") from None


def read_source(path: str) -> Source:
    try:
        return Source.read(path)
    except OSError as e:
        raise UserError(f"{path}: cannot read: {e.strerror or e}") from None


def cmd_check(args) -> int:
    c, status = args.compiler, 0
    for path in args.files:
        try:
            c.emit(read_source(path), "ir" if args.transforms else "typed")
            if not args.quiet:
                print(f"{path}: ok")
        except KinaError as e:
            print(e.render(), file=sys.stderr)
            status = 1
        except UserError as e:
            print(f"error: {e}", file=sys.stderr)
            status = 1
    return status


MAX_SIZE = 2**62  # the language's bound on a tensor's bytes (§P1): no dimension can be larger


def parse_sizes(text: str) -> dict[str, int]:
    """`B=8,T=64` -> {"B": 8, "T": 64}; each size in [1, 2^62]."""
    sizes = {}
    for item in text.split(","):
        name, eq, value = item.strip().partition("=")
        if not eq or not name.strip().isidentifier() or not value.strip().lstrip("-").isdigit() or len(value.strip()) > 30:
            raise UserError(f"--sizes takes NAME=INT pairs separated by commas (e.g. B=8,T=64), got {item.strip()[:40]!r}")
        if name.strip() in sizes:
            raise UserError(f"--sizes gives `{name.strip()}` twice")
        size = int(value)
        if not 1 <= size <= MAX_SIZE:
            raise UserError(f"--sizes: `{name.strip()}` must be between 1 and 2^62, got {size}")
        sizes[name.strip()] = size
    return sizes


def int_in(lo: int, hi: int, hi_text: str | None = None):
    """An argparse `type` for an integer option in [lo, hi]: anything else is one line naming the option."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, got {text[:40]!r}") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be between {lo:,} and {hi_text or f'{hi:,}'}, got {text[:40]}")
        return value
    parse.__name__ = "int"
    return parse


def _opt_options(args) -> dict:
    """`--opt`, when given (otherwise the backend picks its own LLVM level)."""
    return {} if args.opt is None else {"opt": args.opt}


def cmd_compile(args) -> int:
    c = args.compiler
    stages = c.stages()
    if args.emit is None:  # the last stage with -o, else the last textual one
        args.emit = list(stages)[-1] if args.o else [n for n, s in stages.items() if not s.binary][-1]
    if args.emit not in stages:
        raise UserError(f"unknown --emit stage {args.emit!r}; installed stages: {', '.join(stages)}")
    stage = stages[args.emit]
    if stage.binary and not args.o:
        raise UserError(f"--emit {args.emit} is binary; give -o OUT")
    if args.o is not None:
        check_output_path(args.o, "-o")
    options = _opt_options(args)
    if args.sizes is not None:  # §P1: specialise a generic entry point ahead of time
        # the same request as a call from Python, so `--emit so` also warms the compile cache for it
        options["specialise"] = {"entry": args.entry, "sizes": parse_sizes(args.sizes), "only": True}
    value, ctx = c.emit(read_source(args.file), args.emit, options)
    out = stage.dump(value)
    if args.o:
        write_output(args.o, out if isinstance(out, bytes) else out.encode(), "-o")
        print(f"wrote {args.o} ({args.emit})", file=sys.stderr)
        companion = getattr(stage, "companion", None)  # e.g. the .so's manifest, m.so -> m.json
        if companion is not None and writes_through(args.o):  # a stream, not a file kina.load could open later
            print(f"no manifest written beside {args.o} (not a regular file)", file=sys.stderr)
        elif companion is not None:
            path, data = companion(value, args.o)
            write_output(path, data, "-o")
            print(f"wrote {path}", file=sys.stderr)
    else:
        sys.stdout.write(out if out.endswith("\n") else out + "\n")
    for k, v in ctx.info.items():
        print(f"{k}: {v}", file=sys.stderr)
    builds = [(f"-o {args.o}" if args.o else "output", ctx.timings)]
    if args.sizes is not None and args.emit == "so":
        # a call compiles each function into its own cached artifact (compile on first call), not
        # the whole-program .so written above: build that one too, so the same call is a cache hit
        entry = compile_program(read_source(args.file), "native", options, c)[args.entry]
        if callable(getattr(entry, "specialise", None)):
            entry.specialise(**options["specialise"]["sizes"])
            builds.append((f"the compile cache's artifact of {args.entry} for calls from Python", entry.timings))
    if args.timings:
        for i, (what, timings) in enumerate(builds):
            print(format_timings(timings, f"timings ({what}):" if len(builds) > 1 else "timings:"), file=sys.stderr)
        if len(builds) > 1:
            total = sum(timings_total(t) for _, t in builds)
            print(f"  {'total of both builds':<28} {total * 1000:9.1f} ms", file=sys.stderr)
        # the rest of the wall time is Python's start-up and imports, and writing the outputs
        print(f"  {'wall time since main()':<28} {(time.perf_counter() - args.started) * 1000:9.1f} ms", file=sys.stderr)
    return 0


def timings_total(timings: list) -> float:
    """Seconds of the stages and of the parts that ran after the last stage (see format_timings)."""
    trailing = 0.0
    for _, seconds, part in timings:
        trailing = trailing + seconds if part else 0.0
    return sum(s for _, s, part in timings if not part) + trailing


def format_timings(timings: list, title: str = "timings:") -> str:
    """Each stage's time, the parts a stage reported (e.g. LLVM opt, codegen) indented under it."""
    lines, parts = [title], []
    for label, seconds, part in timings:
        if part:
            parts.append((label, seconds))
            continue
        lines.append(f"  {label:<28} {seconds * 1000:9.1f} ms")
        lines += [f"    {p:<26} {s * 1000:9.1f} ms" for p, s in parts]
        parts = []
    # Parts after the last stage ran outside any stage: a function built on its first call
    # (`main__B8: link`…, after `exports`). They are steps of their own, counted in the total.
    lines += [f"  {p:<28} {sec * 1000:9.1f} ms" for p, sec in parts]
    total = timings_total(timings)
    lines.append(f"  {'total':<28} {total * 1000:9.1f} ms")
    return "\n".join(lines)


def _load_npz(path: str) -> dict:
    import numpy as np

    try:
        data = np.load(path, allow_pickle=False)
    except OSError as e:
        raise UserError(f"--inputs {path}: cannot read: {e.strerror or e}") from None
    except Exception as e:  # BadZipFile, EOFError, ValueError…: a damaged or foreign file
        raise UserError(f"--inputs {path}: not a readable .npz archive ({type(e).__name__}: {e})") from None
    if not isinstance(data, np.lib.npyio.NpzFile):
        raise UserError(f"--inputs {path}: holds a single array (.npy); save the inputs by parameter name with numpy.savez")
    try:
        with data:
            return {k: data[k] for k in data.files}
    except Exception as e:  # a member truncated or damaged inside a valid archive
        raise UserError(f"--inputs {path}: damaged .npz archive ({type(e).__name__}: {e})") from None


def _summary(name: str, a) -> str:
    import numpy as np

    flat = np.asarray(a).reshape(-1)
    shown = ", ".join(f"{v:.6g}" if flat.dtype.kind == "f" else str(v) for v in flat[:6])
    more = ", …" if flat.size > 6 else ""
    return f"{name}: {a.dtype} {list(a.shape)} [{shown}{more}]"


def cmd_run(args) -> int:
    import numpy as np

    if args.out is not None:
        check_output_path(args.out, "--out")
    inputs = _load_npz(args.inputs) if args.inputs else {}
    c = args.compiler
    prog = compile_program(read_source(args.file), args.backend, _opt_options(args), c)  # generic ones specialise on the inputs
    if args.fn not in prog.functions:
        raise UserError(f"no exported function `{args.fn}` (exported: {', '.join(prog.functions)})")
    try:
        result = prog[args.fn](**inputs)
    except KinaArgumentError as e:
        raise UserError(str(e)) from None
    except KinaRuntimeError as e:  # an index computed in the program out of range: the program's fault, not ours
        raise UserError(f"runtime error: {e}") from None
    except MemoryError as e:  # too big for this machine: said before any work, or when an allocation fails
        raise UserError(f"out of memory: {e or 'an allocation failed'}") from None
    results = result if isinstance(result, tuple) else (result,)
    for key in ("backend", "artifact", "cache"):
        if key in prog.info:
            print(f"{key}: {prog.info[key]}")
    # spec §P5: a named result is saved (and shown) under its name, any other as result_k
    fields = getattr(result, "_fields", None) or [f"result_{i}" for i in range(len(results))]
    for name, r in zip(fields, results):
        print(_summary(name, r))
    if args.out:
        import io

        buf = io.BytesIO()
        np.savez(buf, **dict(zip(fields, results)))
        write_output(args.out, buf.getvalue(), "--out")
        print(f"wrote {args.out}")
    return 0


def cmd_plugins(args) -> int:
    c = args.compiler
    for name, dist, hooks in describe(c.pm):
        print(f"{name:<16} {dist:<28} {', '.join(hooks)}")
    print("\nstages:   " + ", ".join(c.stages()))
    print("passes:   " + ", ".join(f"{p.name}({p.order})" for p in c.passes()))
    print("handlers: " + (", ".join(c.handlers()) or "none"))
    print("backends: " + (", ".join(c.backends()) or "none"))
    skipped = c.unusable_backends()
    if skipped:
        print("skipped:  " + ", ".join(f"{n} (needs stage {b.stage})" for n, b in skipped.items()))
    print(f"ops:      {len(list(c.ops))} ({len(c.vjps)} with a VJP, {len(c.jvps)} with a JVP, {len(c.lowerings)} with a lowering, "
          f"{len(c.numpy_rules)} with NumPy semantics)")
    return 0


def build_parser(compiler: Compiler) -> argparse.ArgumentParser:
    ap = ArgumentParser(prog="kina", description="Kina: a statically shaped tensor language with AD as an effect handler.")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("check", help="type-check programs")
    p.add_argument("files", nargs="+")
    p.add_argument("--transforms", action="store_true", help="also run every transform pass (AD included)")
    p.add_argument("-q", "--quiet", action="store_true")
    p.set_defaults(func=cmd_check)
    stages = list(compiler.stages())
    p = sub.add_parser("compile", help="run the compiler up to a stage and print or write its output")
    p.add_argument("file")
    p.add_argument("--emit", default=None, help=f"stage to stop at: {', '.join(stages)} (default: the last one with -o, else the last textual one)")
    p.add_argument("-o", help="output file")
    p.add_argument("--opt", type=int, default=None, choices=OPT_LEVELS, help="LLVM optimisation level for native stages (0-3; default: the backend's own)")
    p.add_argument("--timings", action="store_true", help="print each stage's time on stderr (parse … link)")
    p.add_argument("--sizes", help="specialise a generic entry point ahead of time: B=8,T=64 (its symbol is main__B8_T64)")
    p.add_argument("--entry", default="main", help="the generic function --sizes specialises (default: main)")
    p.set_defaults(func=cmd_compile)
    backends = list(compiler.backends())
    p = sub.add_parser("run", help="compile and run a function on NumPy inputs")
    p.add_argument("file")
    p.add_argument("--fn", default="main", help="exported function to run (default: main)")
    p.add_argument("--inputs", help=".npz with one array per parameter name")
    p.add_argument("--out", help="write the results to this .npz, each under its name (named results) or as result_0, result_1, …")
    p.add_argument("--backend", default=None, help=f"one of: {', '.join(backends) or 'none installed'} (default: {backends[0] if backends else '-'})")
    p.add_argument("--opt", type=int, default=None, choices=OPT_LEVELS, help="LLVM optimisation level for native backends (0-3; default: the backend's own)")
    p.set_defaults(func=cmd_run)
    p = sub.add_parser("plugins", help="list loaded plugins and the hooks they implement")
    p.set_defaults(func=cmd_plugins)
    compiler.pm.hook.cli_commands(subparsers=sub, compiler=compiler)
    ap.set_defaults(compiler=compiler)
    return ap


def main(argv=None, compiler: Compiler | None = None) -> int:
    try:
        started = time.perf_counter()
        compiler = compiler or default_compiler()
        parser = build_parser(compiler)
        args = parser.parse_args(join_negative_values(list(sys.argv[1:] if argv is None else argv), parser))
        args.started = started
        with sigterm_cleans_up():  # SIGTERM: temporary files removed, exit 143
            return args.func(args)
    except KinaError as e:
        print(e.render(), file=sys.stderr)
        return 1
    except (UserError, PluginError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except OSError as e:  # a full TMPDIR or disk, a quota: the machine's problem, said in one line
        env = environment_failure(e, "cannot write a file")
        if env is None:
            return _internal_error(e)
        print(f"error: {env.strerror}", file=sys.stderr)
        return 1
    except IRVerificationError as e:  # a pass or handler broke the IR: the message names its plugin
        print(f"internal compiler error: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # an internal error must still not dump a traceback on users
        return _internal_error(e)


def _internal_error(e: Exception) -> int:
    if flag("KINA_DEBUG"):
        raise e
    print(f"internal compiler error: {type(e).__name__}: {e}\n(set KINA_DEBUG=1 for the traceback)", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
