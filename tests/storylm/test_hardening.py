"""Regression tests for bad inputs to the StoryLM trainer and CLI. Each one reproduces an input that used
to train to NaN, crash with an unrelated message or a traceback, or leave/overwrite a file; now it is a
one-line error (exit 1) that names what is wrong and writes nothing."""
from __future__ import annotations

import json
import os
import stat
import re
import shutil

import numpy as np
import pytest

from conftest import FIXTURES
from kina_storylm import checkpoint
from kina_storylm.cli import _plot, main
from kina_storylm.fixtures import AdamWConfig, FixtureError, load_adamw, load_corpus, load_vocab
from kina_storylm.model import TRAIN_T, patterned_init, program_path
from kina_storylm.train import STEP_PROGRAMS, Trainer


def run_cli(capsys, *argv):
    """main() in-process: (exit status, stdout, stderr)."""
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def one_line_error(err: str, *needles: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err
    for n in needles:
        assert n in lines[0], (n, err)


def fixture(name: str) -> dict:
    with open(os.path.join(FIXTURES, name)) as fh:
        return json.load(fh)


# 1. Non-finite hyperparameters; no non-finite checkpoint.

@pytest.mark.parametrize("optimizer", ["sgd", "adamw"])
@pytest.mark.parametrize("lr", ["nan", "inf", "-inf"])
def test_cli_rejects_non_finite_lr_before_any_work(tmp_path, capsys, optimizer, lr):
    ck, png = tmp_path / "ck.safetensors", tmp_path / "nll.png"
    rc, out, err = run_cli(capsys, "train", "--optimizer", optimizer, f"--lr={lr}", "--save", str(ck), "--plot", str(png), "-q")
    assert rc == 1 and out == ""
    one_line_error(err, "--lr", lr)
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("field", ["lr", "beta1", "beta2", "eps", "weight_decay"])
@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e400"])  # json.loads takes all four
def test_adamw_config_rejects_non_finite_values(tmp_path, capsys, field, literal):
    d = fixture("adamw.json")
    text = json.dumps(d).replace(f'"{field}": {json.dumps(d[field])}', f'"{field}": {literal}')
    cfg = tmp_path / "adamw.json"
    cfg.write_text(text)
    with pytest.raises(FixtureError, match=f"field `{field}` must be a finite number"):
        load_adamw(str(cfg))
    ck = tmp_path / "ck.safetensors"
    rc, _, err = run_cli(capsys, "train", "--optimizer", "adamw", "--adamw-config", str(cfg), "--save", str(ck), "-q")
    assert rc == 1
    one_line_error(err, str(cfg), f"`{field}`")
    assert not ck.exists()


def test_trainer_rejects_non_finite_hyperparameters():
    with pytest.raises(ValueError, match="lr must be a finite number"):
        Trainer("sgd", "sum", lr=float("nan"))
    cfg = AdamWConfig(epochs=1, lr=0.2, beta1=float("inf"), beta2=0.999, eps=1e-8, weight_decay=0.01)
    with pytest.raises(ValueError, match="adamw beta1 must be a finite number"):
        Trainer("adamw", "sum", adamw=cfg)


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_save_refuses_non_finite_weights_and_writes_nothing(tmp_path, bad):
    w = patterned_init()
    w["wo"][1, 2] = bad
    path = tmp_path / "ck.safetensors"
    with pytest.raises(checkpoint.CheckpointError, match="tensor `wo` holds non-finite values"):
        checkpoint.save(str(path), w, load_vocab(), optimizer="sgd", objective="sum", epochs=1, lr=0.1, final_nll=1.0)
    with pytest.raises(checkpoint.CheckpointError, match="final_nll is nan"):
        checkpoint.save(str(path), patterned_init(), load_vocab(), optimizer="sgd", objective="sum", epochs=1, lr=0.1,
                        final_nll=float("nan"))
    assert not list(tmp_path.iterdir())


def test_cli_diverged_training_saves_no_checkpoint(tmp_path, capsys):
    ck = tmp_path / "ck.safetensors"
    rc, out, err = run_cli(capsys, "train", "--lr", "1e30", "--save", str(ck), "-q")  # finite, but trains to NaN
    assert rc == 1 and "sum-NLL after:  nan" in out
    one_line_error(err, str(ck), "non-finite")
    assert not list(tmp_path.iterdir())


# 2. Checkpoint vocab.

BAD_VOCABS = [
    (["<pad>", "once", "upon", "a", "time", "the", "end", "dragon"], "must contain <unk>"),  # was: tuple.index(x): x not in tuple
    (["<pad>", "once", "once", "a", "time", "the", "end", "<unk>"], "repeats the token 'once'"),
    (["<pad>", "", "upon", "a", "time", "the", "end", "<unk>"], r"field `vocab\[1\]` must be a non-empty word"),
    (["once", "<pad>", "upon", "a", "time", "the", "end", "<unk>"], "must contain <pad> at position 0"),
    ("[" * 100_000 + "]" * 100_000, "field `vocab` is not a JSON list"),  # nested too deeply (RecursionError)
]


def _checkpoint_with_vocab(path, tokens):
    from safetensors.numpy import save_file

    meta = {"format": "storylm0-checkpoint-v0", "vocab": tokens if isinstance(tokens, str) else json.dumps(tokens),
            "recipe": "storylm0-patterned-v0", "optimizer": "sgd", "objective": "sum", "epochs": "1", "lr": "0.1", "final_nll": "1.0"}
    save_file(patterned_init(), str(path), metadata=meta)


@pytest.mark.parametrize("tokens,match", BAD_VOCABS)
def test_checkpoint_vocab_is_validated_on_load(tmp_path, capsys, tokens, match):
    path = tmp_path / "ck.safetensors"
    _checkpoint_with_vocab(path, tokens)
    with pytest.raises(checkpoint.CheckpointError, match=re.escape(str(path)) + ": metadata field `vocab"):
        checkpoint.load(str(path))
    with pytest.raises(checkpoint.CheckpointError, match=match):
        checkpoint.load(str(path))
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", str(path))
    assert rc == 1 and out == ""
    one_line_error(err, str(path), "metadata field `vocab")
    assert "not in tuple" not in err


@pytest.mark.parametrize("tokens,match", BAD_VOCABS[:4])
def test_vocab_fixture_applies_the_same_rules(tmp_path, tokens, match):
    p = tmp_path / "vocab.json"
    p.write_text(json.dumps({"format": "storylm0-vocab-v0", "tokens": tokens}))
    with pytest.raises(FixtureError, match=re.escape(str(p)) + ": .*" + match.replace("`vocab", "`tokens")):
        load_vocab(str(p))


# 3. Corpus window length vs the step programs' T.

def _window6_corpus(tmp_path):
    """Well-formed on its own terms (the text's cycle cut into windows of 6), but the step programs take T = 4."""
    shutil.copy(os.path.join(FIXTURES, "vocab.json"), tmp_path / "vocab.json")
    d = {"format": "storylm0-corpus-v0", "vocab": "vocab.json", "text": "once upon a time the end", "window": 6,
         "windows": [{"ids": [1, 2, 3, 4, 5, 6], "targets": [2, 3, 4, 5, 6, 1]}]}
    p = tmp_path / "corpus.json"
    p.write_text(json.dumps(d))
    return p


def test_train_t_is_the_step_programs_window():
    for name in STEP_PROGRAMS.values():
        with open(program_path(name)) as fh:
            shapes = set(re.findall(r"(?:token_ids|targets): tensor<I64, \[1, (\d+)\]", fh.read()))
        assert shapes == {str(TRAIN_T)}, (name, shapes)


def test_corpus_window_must_match_the_program(tmp_path, capsys):
    p = _window6_corpus(tmp_path)
    corpus = load_corpus(str(p))  # a valid corpus file: the mismatch is with the program
    with pytest.raises(FixtureError, match=re.escape(str(p)) + r": field `window` is 6, .* T = 4"):
        Trainer("sgd", "sum", corpus=corpus)
    ck, png = tmp_path / "ck.safetensors", tmp_path / "nll.png"
    rc, out, err = run_cli(capsys, "train", "--corpus", str(p), "--save", str(ck), "--plot", str(png), "-q")
    assert rc == 1 and out == ""
    one_line_error(err, str(p), "field `window`")
    assert not ck.exists() and not png.exists()


# 4. Deeply nested JSON.

@pytest.mark.parametrize("option,name", [("--corpus", "corpus.json"), ("--adamw-config", "adamw.json"), ("--corpus", "vocab.json")])
def test_deeply_nested_json_names_the_file(tmp_path, capsys, option, name):
    deep = "[" * 100_000 + "]" * 100_000
    if name == "vocab.json":  # reached through a valid corpus that names it
        (tmp_path / "corpus.json").write_text(json.dumps(fixture("corpus.json")))
        arg, bad = tmp_path / "corpus.json", tmp_path / "vocab.json"
    else:
        arg = bad = tmp_path / name
    bad.write_text(deep)
    with pytest.raises(FixtureError, match=re.escape(str(bad)) + ": not valid JSON: nested too deeply"):
        (load_adamw if name == "adamw.json" else load_corpus)(str(arg))
    rc, _, err = run_cli(capsys, "train", option, str(arg), "-q")
    assert rc == 1
    one_line_error(err, str(bad), "nested too deeply")


# 5. --max-new and empty paths.

@pytest.mark.parametrize("max_new", ["-5", "0"])
def test_generate_rejects_non_positive_max_new(capsys, max_new):
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", "unused.safetensors", "--max-new", max_new)
    assert rc == 1 and out == ""
    one_line_error(err, "--max-new must be >= 1", max_new)


@pytest.mark.parametrize("argv", [["train", "--save", ""], ["train", "--plot", ""], ["train", "--corpus", ""],
                                  ["train", "--adamw-config", ""], ["generate", "--checkpoint", ""]])
def test_empty_paths_are_rejected(capsys, argv):
    rc, out, err = run_cli(capsys, *argv)
    assert rc == 1 and out == ""
    one_line_error(err, argv[1], "empty")


# 6. --plot DIR.

def test_plot_to_a_directory_is_rejected_and_leaves_nothing(tmp_path, capsys):
    d = tmp_path / "plots"
    d.mkdir()
    rc, out, err = run_cli(capsys, "train", "--plot", str(d), "-q")
    assert rc == 1 and out == ""
    one_line_error(err, str(d), "directory")
    assert sorted(os.listdir(tmp_path)) == ["plots"] and not os.listdir(d)  # no plots.part.png


def test_plot_failure_removes_its_temporary(tmp_path, monkeypatch):
    """Whatever fails after the temporary is written (here the rename), nothing is left behind."""
    def fail(src, dst):
        raise OSError("rename failed")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError, match="rename failed"):
        _plot(str(tmp_path / "nll.png"), [3.0, 2.0, 1.0], "t")
    assert not list(tmp_path.iterdir())


# 7. Coinciding paths.

@pytest.mark.parametrize("second", ["p.png", "./p.png", "sub/../p.png", "link.png"])
def test_save_and_plot_may_not_coincide(tmp_path, capsys, monkeypatch, second):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    os.symlink("p.png", tmp_path / "link.png")
    rc, out, err = run_cli(capsys, "train", "--plot", "p.png", "--save", second, "-q")
    assert rc == 1 and out == ""  # refused before training
    one_line_error(err, "--save and --plot name the same file")
    assert not (tmp_path / "p.png").exists()


def test_outputs_may_not_overwrite_inputs(tmp_path, capsys):
    cfg = tmp_path / "adamw.json"
    shutil.copy(os.path.join(FIXTURES, "adamw.json"), cfg)
    before = cfg.read_bytes()
    rc, _, err = run_cli(capsys, "train", "--adamw-config", str(cfg), "--save", str(cfg), "-q")
    assert rc == 1
    one_line_error(err, "--save and --adamw-config name the same file")
    assert cfg.read_bytes() == before


@pytest.mark.parametrize("option", ["--save", "--plot"])
def test_special_file_outputs_are_written_through_not_replaced(tmp_path, capsys, option):
    """The checkpoint and the plot used to be renamed into place, replacing a FIFO or device with a
    regular file; now both are written through (kina.util.atomic_write_with) and stay what they were."""
    import threading

    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    got = {}

    def read():
        with open(fifo, "rb") as fh:
            got["data"] = fh.read()
    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    before = os.stat(os.devnull)
    try:
        rc, _, err = run_cli(capsys, "train", "--epochs", "1", "--backend", "numpy", option, str(fifo), "-q")
        assert rc == 0, err
    finally:
        reader.join(0.5)
        if reader.is_alive():  # never opened: unblock the reader
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            reader.join(5)
    magic = b"\x89PNG" if option == "--plot" else b'"format":"storylm0-checkpoint-v0"'
    assert magic in got.get("data", b""), got.get("data", b"")[:80]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode) and sorted(p.name for p in tmp_path.iterdir()) == ["out.fifo"]
    rc, _, err = run_cli(capsys, "train", "--epochs", "1", "--backend", "numpy", option, os.devnull, "-q")
    assert rc == 0, err
    after = os.stat(os.devnull)
    assert stat.S_ISCHR(after.st_mode) and (after.st_ino, after.st_rdev) == (before.st_ino, before.st_rdev)


@pytest.mark.parametrize("option", ["--save", "--plot"])
def test_a_socket_output_is_refused(tmp_path, capsys, option):
    import socket

    path = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
        rc, out, err = run_cli(capsys, "train", option, str(path), "-q")
    assert rc == 1 and out == ""
    one_line_error(err, f"{option} {path}: is a socket")


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs Linux /proc")
@pytest.mark.parametrize("option", ["--save", "--plot"])
def test_an_output_under_proc_names_the_option(capsys, option):
    rc, _, err = run_cli(capsys, "train", "--epochs", "1", "--backend", "numpy", option, "/proc/kina-test.out", "-q")
    assert rc == 1
    one_line_error(err, f"{option} /proc/kina-test.out: cannot write")
    assert ".ckpt-" not in err and ".kina-tmp" not in err and ".part" not in err


def test_checkpoint_save_creates_no_directory(tmp_path):
    weights = patterned_init()
    with pytest.raises(FileNotFoundError):
        checkpoint.save(str(tmp_path / "nowhere" / "c.safetensors"), weights, load_vocab(), optimizer="sgd", objective="sum",
                        epochs=1, lr=0.1, final_nll=1.0)
    assert not (tmp_path / "nowhere").exists()


def test_an_output_in_a_missing_directory_is_refused(tmp_path, capsys):
    rc, out, err = run_cli(capsys, "train", "--save", str(tmp_path / "nowhere" / "m.safetensors"), "-q")
    assert rc == 1 and out == ""
    one_line_error(err, f"--save {tmp_path / 'nowhere' / 'm.safetensors'}: directory {tmp_path / 'nowhere'} does not exist")
    assert not (tmp_path / "nowhere").exists()  # it used to be created


@pytest.mark.parametrize("args,gist", [
    (["train", "--epochs", "nan"], "argument --epochs: invalid int value: 'nan'"),
    (["train", "--epochs", "1e9"], "argument --epochs: invalid int value: '1e9'"),
    (["train", "--epochs", "99999999999999999999"], "--epochs must be between 1 and 1,000,000"),
    (["generate", "--checkpoint", "c", "--max-new", "1e3"], "argument --max-new: invalid int value: '1e3'"),
    (["generate", "--checkpoint", "c", "--top-k", "1.5"], "argument --top-k: invalid int value: '1.5'"),
    (["generate", "--checkpoint", "c", "--seed", "x"], "argument --seed: invalid int value: 'x'"),
    (["train", "--no-such-option"], "unrecognized arguments: --no-such-option"),
])
def test_a_bad_number_is_one_line_and_exit_1(capsys, args, gist):
    """As `kina` (docs/reliability.md): argparse's usage and exit 2 were printed before."""
    rc, out, err = run_cli(capsys, *args)
    assert rc == 1 and out == ""
    one_line_error(err, gist)
