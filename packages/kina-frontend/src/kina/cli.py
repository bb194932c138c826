"""The `kina` command line. Diagnostics, never tracebacks (KINA_DEBUG=1 shows them)."""
from __future__ import annotations

import argparse
import os
import sys

from .compiler import Compiler
from .diagnostics import KinaError, Source
from .plugins import describe


class UserError(Exception):
    """A problem with what the user asked for (bad input file, unknown stage); exit 1."""


def read_source(path: str) -> Source:
    try:
        return Source.read(path)
    except OSError as e:
        raise UserError(f"{path}: cannot read: {e.strerror or e}") from None


def cmd_check(args) -> int:
    c, status = Compiler(), 0
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


def cmd_compile(args) -> int:
    c = Compiler()
    stages = c.stages()
    if args.emit not in stages:
        raise UserError(f"unknown --emit stage {args.emit!r}; installed stages: {', '.join(stages)}")
    value, ctx = c.emit(read_source(args.file), args.emit, {"opt": args.opt})
    stage = stages[args.emit]
    out = stage.dump(value)
    if args.o:
        from .util import atomic_write

        atomic_write(args.o, out if isinstance(out, bytes) else out.encode())
        print(f"wrote {args.o} ({args.emit})", file=sys.stderr)
    elif stage.binary:
        raise UserError(f"--emit {args.emit} is binary; give -o OUT")
    else:
        sys.stdout.write(out if out.endswith("\n") else out + "\n")
    for k, v in ctx.info.items():
        print(f"{k}: {v}", file=sys.stderr)
    return 0


def cmd_plugins(args) -> int:
    c = Compiler()
    for name, dist, hooks in describe(c.pm):
        print(f"{name:<16} {dist:<28} {', '.join(hooks)}")
    print("\nstages:   " + ", ".join(c.stages()))
    print("passes:   " + ", ".join(f"{p.name}({p.order})" for p in c.passes()))
    print("handlers: " + (", ".join(c.handlers()) or "none"))
    print("backends: " + (", ".join(c.backends()) or "none"))
    return 0


def build_parser(compiler: Compiler) -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="kina", description="Kina: a statically shaped tensor language with AD as an effect handler.")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("check", help="type-check programs")
    p.add_argument("files", nargs="+")
    p.add_argument("--transforms", action="store_true", help="also run every transform pass (AD included)")
    p.add_argument("-q", "--quiet", action="store_true")
    p.set_defaults(func=cmd_check)
    stages = list(compiler.stages())
    p = sub.add_parser("compile", help="run the compiler up to a stage and print or write its output")
    p.add_argument("file")
    p.add_argument("--emit", default=stages[-1] if stages else "ir", help=f"stage to stop at: {', '.join(stages)}")
    p.add_argument("-o", help="output file")
    p.add_argument("--opt", type=int, default=3, help="LLVM optimisation level for native stages")
    p.set_defaults(func=cmd_compile)
    p = sub.add_parser("plugins", help="list loaded plugins and the hooks they implement")
    p.set_defaults(func=cmd_plugins)
    compiler.pm.hook.cli_commands(subparsers=sub)
    return ap


def main(argv=None) -> int:
    try:
        compiler = Compiler()
        args = build_parser(compiler).parse_args(argv)
        return args.func(args)
    except KinaError as e:
        print(e.render(), file=sys.stderr)
        return 1
    except UserError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # an internal error must still not dump a traceback on users
        if os.environ.get("KINA_DEBUG"):
            raise
        print(f"internal compiler error: {type(e).__name__}: {e}\n(set KINA_DEBUG=1 for the traceback)", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
