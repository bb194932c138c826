"""Observability (issue "Hostile input, round 3", class 9): `KINA_LOG_COMPILES=1` reports every
compile — a whole-program load (numpy), a native function's build on its first call, a
specialisation (once, not again for the build inside it) — and `kina compile --sizes … --emit so
--timings` reports both artifacts it builds (it reported one: 5.4 s of a 12.3 s wall)."""
from __future__ import annotations

import re

import numpy as np
import pytest

import kina
from kina.cli import main

HELPER = ("let helper = fn(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { x.exp() } in\n"
          "fn @main(x: tensor<F32, [2], @host>) -> tensor<F32, [2], @host> { helper(x) }\n")
GENERIC = "fn @main[B](x: tensor<F32, [B], @host>) -> tensor<F32, [B], @host> { x.exp() }\n"
X = np.ones(2, np.float32)


def log_lines(capsys) -> list[str]:
    return [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("kina: compiled")]


@pytest.fixture
def logging_on(monkeypatch, tmp_path):
    monkeypatch.setenv("KINA_LOG_COMPILES", "1")
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache"))


def test_a_numpy_program_logs_its_compile(logging_on, capsys):
    prog = kina.compile_source(HELPER, path="m.kina", backend="numpy")
    prog.main(X)
    lines = log_lines(capsys)
    assert len(lines) == 1 and re.fullmatch(r"kina: compiled m\.kina \(helper, main\) in \d+\.\d{3} s \(backend numpy\)", lines[0]), lines


def test_a_native_function_logs_its_first_call_only(logging_on, capsys):
    prog = kina.compile_source(HELPER, path="m.kina", backend="native")
    assert log_lines(capsys) == []  # nothing native is built before a call
    prog.main(X)
    lines = log_lines(capsys)
    assert len(lines) == 1 and re.fullmatch(r"kina: compiled main in \d+\.\d{3} s \(backend native, cache miss \(compiled\)\)", lines[0]), lines
    prog.main(X)
    assert log_lines(capsys) == []
    again = kina.compile_source(HELPER, path="m.kina", backend="native")
    again.main(X)
    assert [ln.endswith("cache hit)") for ln in log_lines(capsys)] == [True]


def test_a_specialisation_is_one_line(logging_on, capsys):
    prog = kina.compile_source(GENERIC, path="g.kina", backend="native")
    prog.main(np.ones(3, np.float32))
    lines = log_lines(capsys)
    assert len(lines) == 1 and lines[0].startswith("kina: compiled main[B=3] as main__B3 in "), lines


def test_nothing_is_logged_without_the_variable(monkeypatch, tmp_path, capsys):
    monkeypatch.delenv("KINA_LOG_COMPILES", raising=False)
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache"))
    kina.compile_source(HELPER, path="m.kina", backend="numpy").main(X)
    assert log_lines(capsys) == []


def ms(block: str, label: str) -> float:
    return float(re.search(rf"^\s+{re.escape(label)}\s+([\d.]+) ms$", block, re.M).group(1))


def test_timings_report_both_artifacts_of_an_ahead_of_time_specialisation(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KINA_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "g.kina").write_text(GENERIC)
    assert main(["compile", str(tmp_path / "g.kina"), "--sizes", "B=4", "--emit", "so", "-o", str(tmp_path / "m.so"), "--timings"]) == 0
    err = capsys.readouterr().err
    first, second = err.split("timings (-o ")[1].split("timings (the compile cache's artifact of main")
    assert "main__B4: link" in second and "main__B4: MLIR passes" in second, second  # the per-function build, shown
    total = ms(first, "total") + ms(second, "total")
    assert ms(second, "total") >= ms(second, "main__B4: link") and abs(ms(second, "total of both builds") - total) < 0.2
    assert ms(second, "wall time since main()") >= ms(second, "total of both builds")
