"""Command-line helpers shared by `kina` and other packages' CLIs (`kina-storylm`): apart from
kina.cli, which loads the compiler, so that a CLI whose run is a warm start imports none of it."""
from __future__ import annotations

import argparse
import re


def shorten(message: str) -> str:
    """argparse echoes a bad value whole: a 5,000-digit `--opt` made a 5,000-character line."""
    return re.sub(r"\S{80,}", lambda m: f"{m.group()[:24]}…({len(m.group()):,} characters)", message)


def join_negative_values(argv: list[str], parser: argparse.ArgumentParser) -> list[str]:
    """`--lr -inf` as `--lr=-inf`: argparse reads a value starting with "-" as an option unless it
    looks like "-5" or "-0.5", and says "expected one argument"; joined, the value reaches the
    option's own check and its message. Only an option that takes one number, of the parser in
    effect where it stands (the top one, then the subcommand named): a path or a word such as
    `-o -1e5` is left to argparse, as is everything after `--`."""
    out, i = [], 0
    numeric, valued, subcommands = _options(parser)
    while i < len(argv):
        arg, nxt = argv[i], argv[i + 1] if i + 1 < len(argv) else ""
        if arg == "--":
            return out + argv[i:]
        if arg in numeric and nxt.startswith("-") and _looks_numeric(nxt):
            out.append(f"{arg}={nxt}")
            i += 2
        elif arg in valued:  # its value is never a subcommand's name
            out += argv[i:i + 2]
            i += 2
        else:
            if arg in subcommands:  # its options from here on
                numeric, valued, subcommands = _options(subcommands[arg])
            out.append(arg)
            i += 1
    return out


def takes_a_number(action: argparse.Action) -> bool:
    """An option whose one value is a number: an int or float type (or a parser named so) or integer choices."""
    numeric = action.type in (int, float) or getattr(action.type, "__name__", "") in ("int", "float")
    return numeric or bool(action.choices) and all(isinstance(c, int) for c in action.choices)


def _options(parser: argparse.ArgumentParser) -> tuple[set, set, dict]:
    """parser's options that take one number, those that take one value, and its subcommands."""
    numeric, valued, subcommands = set(), set(), {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            subcommands.update(action.choices)
        elif action.option_strings and action.nargs is None:
            valued.update(action.option_strings)
            if takes_a_number(action):
                numeric.update(action.option_strings)
    return numeric, valued, subcommands


def _looks_numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True

