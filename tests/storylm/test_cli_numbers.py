"""Every numeric option of both command lines (`kina`, with its plugins' subcommands, and
`kina-storylm`), found by walking their parsers, refuses every bad number with one line naming the
option and exit 1 (issue "Hostile input, round 3", class 6: `--epochs nan`, `--top-k 1.5` printed
argparse's usage and exited 2; `--epochs 99999999999999999999` ran forever). A new numeric option
without a row in RANGES fails `test_every_numeric_option_has_a_stated_range`."""
from __future__ import annotations

import argparse

import pytest

from kina.cli import build_parser as kina_parser
from kina.cli import join_negative_values, takes_a_number
from kina.cli import main as kina_main
from kina.compiler import default_compiler
from kina_storylm.cli import build_parser as storylm_parser
from kina_storylm.cli import main as storylm_main

PROGRAM = "fn @main(x: tensor<F64, [2], @host>) -> tensor<F64, [2], @host> { x.exp() }\n"

# (cli, subcommand, option) -> (kind, lowest valid, highest valid); None: no bound that side.
# "size" is `--sizes NAME=INT`. The stated limits are the ones docs/reliability.md gives.
RANGES = {
    ("kina", "compile", "--opt"): ("int", 0, 3),
    ("kina", "run", "--opt"): ("int", 0, 3),
    ("kina", "compile", "--sizes"): ("size", 1, 2**62),
    ("kina", "grad-check", "--seed"): ("int", 0, 2**128 - 1),
    ("kina", "grad-check", "--order"): ("int", 1, 2),
    ("kina", "tune", "--budget"): ("positive", None, None),  # and at most an hour (kina_mlir.tuner)
    ("kina-storylm", "train", "--epochs"): ("int", 1, 1_000_000),
    ("kina-storylm", "train", "--lr"): ("positive", None, None),
    ("kina-storylm", "generate", "--max-new"): ("int", 1, 36),
    ("kina-storylm", "generate", "--seed"): ("int", 0, 2**128 - 1),
    ("kina-storylm", "generate", "--temperature"): ("positive", None, None),
    ("kina-storylm", "generate", "--top-k"): ("int", 1, 8),
}
NUMERIC_STRINGS = {"--sizes"}  # options of type str that carry numbers


def numeric_options(cli: str, parser: argparse.ArgumentParser):
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                for a in sub._actions:
                    for opt in a.option_strings:
                        if opt.startswith("--") and (takes_a_number(a) or opt in NUMERIC_STRINGS):
                            yield cli, name, opt


def all_numeric_options():
    return sorted({*numeric_options("kina", kina_parser(default_compiler())), *numeric_options("kina-storylm", storylm_parser())})


def test_every_numeric_option_has_a_stated_range():
    assert set(all_numeric_options()) == set(RANGES)


def bad_values(kind: str, lo, hi) -> list[str]:
    common = ["nan", "inf", "-inf", "x", "", "1e400", "0x10", "9" * 5000]
    if kind == "positive":
        return common + ["0", "-1", "-0.0", "-1e-300"]
    ints = common + ["1e3", "1.5", "99999999999999999999" if hi is None or hi < 10**19 else str(2**200), "-99999999999999999999"]
    ints += [str(lo - 1)] + ([str(hi + 1)] if hi is not None else [])
    return ints


CASES = [(key, v) for key, (kind, lo, hi) in RANGES.items() for v in bad_values(kind, lo, hi)]


@pytest.fixture(scope="module")
def program(tmp_path_factory):
    path = tmp_path_factory.mktemp("nums") / "p.kina"
    path.write_text(PROGRAM)
    return str(path)


def argv_for(key, value: str, program: str) -> list[str]:
    cli, sub, opt = key
    value = f"B={value}" if opt == "--sizes" else value
    before = {"compile": [program, "--emit", "typed"], "run": [program, "--backend", "numpy"],
              "grad-check": [program, "--fn", "main"], "tune": ["--quick"], "train": ["-q", "--backend", "numpy"],
              "generate": ["--checkpoint", "/nonexistent/ck.safetensors", "--sample"]}[sub]
    return [sub, *before, opt, value]


@pytest.mark.parametrize("key,value", CASES, ids=[f"{k[0]} {k[1]} {k[2]} {v[:24]!r}" for k, v in CASES])
def test_a_bad_number_is_one_line_naming_the_option(capsys, program, key, value):
    main = kina_main if key[0] == "kina" else storylm_main
    rc = main(argv_for(key, value, program))
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert rc == 1 and out == "", (rc, out, err)
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in err, err
    assert key[2] in lines[0], lines[0]
    assert len(lines[0]) < 400, lines[0]  # a 5,000-digit number is not echoed whole


@pytest.mark.parametrize("key", [k for k, (kind, lo, hi) in RANGES.items() if kind in ("int", "size")])
def test_the_bounds_themselves_are_accepted(capsys, program, key):
    """lo and hi pass the option's own check: whatever fails afterwards (a missing checkpoint, a size
    too large to compile) names something other than the option."""
    kind, lo, hi = RANGES[key]
    if key == ("kina-storylm", "train", "--epochs"):
        pytest.skip("a valid --epochs trains; the bounds are checked by the rejection cases next to them")
    for value in {lo, hi}:
        main = kina_main if key[0] == "kina" else storylm_main
        argv = argv_for(key, str(value), program)
        if key[1] == "compile" and key[2] == "--opt":
            argv[argv.index("typed")] = "mlir"
        if key[1] == "run":
            argv += ["--inputs", "/nonexistent.npz"]
        main(argv)
        err = capsys.readouterr().err
        assert f"argument {key[2]}" not in err and f"{key[2]} must" not in err and f"{key[2]}:" not in err, err


JOINED = [  # (cli, argv, what join_negative_values gives: None for unchanged)
    ("kina", ["compile", "p.kina", "--opt", "-inf"], ["compile", "p.kina", "--opt=-inf"]),
    ("kina", ["run", "p.kina", "--opt", "-1e5", "--backend", "numpy"], ["run", "p.kina", "--opt=-1e5", "--backend", "numpy"]),
    ("kina", ["grad-check", "p.kina", "--seed", "-nan"], ["grad-check", "p.kina", "--seed=-nan"]),
    ("kina", ["compile", "p.kina", "-o", "-1e5"], None),  # a path: argparse's own one line
    ("kina", ["check", "p.kina", "--opt", "-inf"], None),  # `check` has no --opt (compile's is not looked at)
    ("kina", ["compile", "p.kina", "--", "--opt", "-inf"], None),  # after `--`: positionals
    ("kina", ["compile", "--emit", "run", "--opt", "-inf"], ["compile", "--emit", "run", "--opt=-inf"]),  # a value named like a subcommand
    ("kina-storylm", ["generate", "--temperature", "-inf"], ["generate", "--temperature=-inf"]),
    ("kina-storylm", ["generate", "--stop", "-1e5"], None),  # a word, not a number
    ("kina-storylm", ["train", "--temperature", "-inf"], None),  # generate's option, not train's
    ("kina-storylm", ["train", "--lr", "-inf", "--epochs", "-1e3"], ["train", "--lr=-inf", "--epochs=-1e3"]),
]


@pytest.mark.parametrize("cli,argv,want", JOINED, ids=[" ".join(a) for _, a, _ in JOINED])
def test_only_numeric_options_of_the_subcommand_in_effect_are_joined(cli, argv, want):
    parser = kina_parser(default_compiler()) if cli == "kina" else storylm_parser()
    assert join_negative_values(list(argv), parser) == (argv if want is None else want)


def test_a_path_that_looks_like_a_negative_number_is_argparses_one_line(capsys, program):
    assert kina_main(["compile", program, "-o", "-1e5"]) == 1
    err = capsys.readouterr().err
    assert err == "error: kina compile: argument -o: expected one argument\n", err
