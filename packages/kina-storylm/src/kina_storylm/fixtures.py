"""StoryLM-0 fixtures (docs/spec.md §23, §24, §25): vocab, corpus and AdamW hyperparameters.

Every loader checks every field and names the one that is wrong. The package
carries copies of the fixtures, so the trainer works when installed alone."""
from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from importlib.resources import files

import numpy as np


class FixtureError(ValueError):
    """A malformed fixture file; the message names the file and the field."""


def packaged(name: str) -> str:
    return str(files("kina_storylm").joinpath("fixtures", name))


def _read_json(path: str) -> dict:
    try:
        with open(path, "rb") as fh:
            data = json.loads(fh.read().decode("utf-8"))
    except OSError as e:
        raise FixtureError(f"{path}: cannot read: {e.strerror or e}") from None
    except (UnicodeDecodeError, ValueError) as e:
        raise FixtureError(f"{path}: not valid JSON: {e}") from None
    except RecursionError:  # json's decoder recurses per nesting level; a hostile file must still name itself
        raise FixtureError(f"{path}: not valid JSON: nested too deeply") from None
    if not isinstance(data, dict):
        raise FixtureError(f"{path}: the top level must be a JSON object")
    return data


def _field(data: dict, path: str, name: str, kind, check=None, what: str = ""):
    if name not in data:
        raise FixtureError(f"{path}: missing field `{name}`")
    value = data[name]
    ok = isinstance(value, kind) and not (kind in (int, (int, float)) and isinstance(value, bool))
    # json.loads accepts NaN/Infinity (and 1e400 overflows to inf): no numeric field may be non-finite,
    # whatever its range check says (a NaN hyperparameter trains to NaN weights).
    if ok and isinstance(value, float) and not math.isfinite(value):
        raise FixtureError(f"{path}: field `{name}` must be a finite number, got {value!r}")
    if not ok or (check is not None and not check(value)):
        raise FixtureError(f"{path}: field `{name}` must be {what}, got {value!r}")
    return value


def _format(data: dict, path: str, expected: str) -> None:
    _field(data, path, "format", str, lambda v: v == expected, f"\"{expected}\"")


def _no_extra(data: dict, path: str, allowed: set[str]) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise FixtureError(f"{path}: unknown field `{extra[0]}`")


@dataclass(frozen=True)
class Vocab:
    tokens: tuple[str, ...]

    def encode(self, text: str) -> list[int]:
        unk = self.tokens.index("<unk>")
        return [self.tokens.index(w) if w in self.tokens else unk for w in text.split()]

    def decode(self, ids) -> str:
        return " ".join(self.tokens[int(i)] for i in ids)

    def __len__(self) -> int:
        return len(self.tokens)


def load_vocab(path: str | None = None) -> Vocab:
    path = path or packaged("vocab.json")
    data = _read_json(path)
    _format(data, path, "storylm0-vocab-v0")
    _no_extra(data, path, {"format", "tokens"})
    _field(data, path, "tokens", list, what="a list of 8 token strings (V = 8)")
    problem = vocab_problem(data["tokens"], "tokens")
    if problem:
        raise FixtureError(f"{path}: {problem}")
    return Vocab(tuple(data["tokens"]))


def vocab_problem(tokens, field: str) -> str | None:
    """What is wrong with a token list ("field `<field>...` ..."), or None. Shared by vocab.json and the
    checkpoint metadata, so a checkpoint cannot smuggle in a vocab that `encode` would trip over."""
    if not isinstance(tokens, list) or len(tokens) != 8:
        return f"field `{field}` must be a list of 8 token strings (V = 8), got {tokens!r}"
    for i, t in enumerate(tokens):
        if not isinstance(t, str) or not t or any(c.isspace() for c in t):
            return f"field `{field}[{i}]` must be a non-empty word without spaces, got {t!r}"
    repeated = sorted({t for t in tokens if tokens.count(t) > 1})
    if repeated:
        return f"field `{field}` repeats the token {repeated[0]!r}"
    for special, pos in (("<pad>", 0), ("<unk>", None)):
        if special not in tokens or (pos is not None and tokens[pos] != special):
            where = f" at position {pos}" if pos is not None else ""
            return f"field `{field}` must contain {special}{where}"
    return None


@dataclass(frozen=True)
class Corpus:
    text: str
    window: int
    ids: np.ndarray  # [n_windows, window] I64
    targets: np.ndarray
    vocab: Vocab
    path: str = "corpus"  # where it came from, for messages about it found after loading

    def check_window(self, T: int) -> None:
        """The compiled step takes [1, T] windows: a corpus cut otherwise passes its own checks,
        then fails inside the runtime without naming the file (so the trainer calls this first)."""
        if self.window != T:
            raise FixtureError(f"{self.path}: field `window` is {self.window}, but the train step programs take windows of T = {T}")

    def __iter__(self):
        for i in range(len(self.ids)):
            yield self.ids[i : i + 1], self.targets[i : i + 1]


def cycle_windows(ids: list[int], window: int) -> list[tuple[list[int], list[int]]]:
    """§24: the text's cycle, repeated, cut into windows (stride = window) until it wraps back."""
    n = len(ids)
    total = n * window // math.gcd(n, window)  # first multiple of both: the cut wraps to the start
    stream = [ids[i % n] for i in range(total + 1)]
    return [(stream[s : s + window], stream[s + 1 : s + window + 1]) for s in range(0, total, window)]


def load_corpus(path: str | None = None) -> Corpus:
    path = path or packaged("corpus.json")
    data = _read_json(path)
    _format(data, path, "storylm0-corpus-v0")
    _no_extra(data, path, {"format", "vocab", "text", "window", "windows"})
    vocab_name = _field(data, path, "vocab", str, lambda v: bool(v), "the vocab file name")
    vocab_path = os.path.join(os.path.dirname(os.path.abspath(path)), vocab_name)
    if not os.path.exists(vocab_path):
        raise FixtureError(f"{path}: field `vocab` names {vocab_name!r}, which is not next to the corpus")
    vocab = load_vocab(vocab_path)
    text = _field(data, path, "text", str, lambda v: bool(v.split()), "a non-empty text")
    window = _field(data, path, "window", int, lambda v: 1 <= v <= 36, "an integer window length in [1, 36]")
    windows = _field(data, path, "windows", list, lambda v: len(v) > 0, "a non-empty list of windows")
    ids, targets = [], []
    for i, w in enumerate(windows):
        if not isinstance(w, dict) or set(w) != {"ids", "targets"}:
            raise FixtureError(f"{path}: field `windows[{i}]` must be an object with exactly `ids` and `targets`")
        for key, acc in (("ids", ids), ("targets", targets)):
            seq = w[key]
            if not isinstance(seq, list) or len(seq) != window:
                raise FixtureError(f"{path}: field `windows[{i}].{key}` must be a list of {window} token ids, got {seq!r}")
            for j, t in enumerate(seq):
                if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < len(vocab):
                    raise FixtureError(f"{path}: field `windows[{i}].{key}[{j}]` must be a token id in [0, {len(vocab) - 1}], got {t!r}")
            acc.append(seq)
    expected = cycle_windows(vocab.encode(text), window)
    if len(expected) != len(windows):
        raise FixtureError(f"{path}: field `windows` has {len(windows)} windows; the text's cycle cut into windows of {window} gives {len(expected)}")
    for i, (e_ids, e_tg) in enumerate(expected):
        if ids[i] != e_ids:
            raise FixtureError(f"{path}: field `windows[{i}].ids` is {ids[i]}, but the text gives {e_ids}")
        if targets[i] != e_tg:
            raise FixtureError(f"{path}: field `windows[{i}].targets` is {targets[i]}, but the next ids are {e_tg}")
    return Corpus(text, window, np.array(ids, dtype=np.int64), np.array(targets, dtype=np.int64), vocab, path)


@dataclass(frozen=True)
class AdamWConfig:
    epochs: int
    lr: float
    beta1: float
    beta2: float
    eps: float
    weight_decay: float


def load_adamw(path: str | None = None) -> AdamWConfig:
    path = path or packaged("adamw.json")
    data = _read_json(path)
    _format(data, path, "storylm0-adamw-v0")
    _no_extra(data, path, {"format", "epochs", "lr", "beta1", "beta2", "eps", "weight_decay"})
    num = (int, float)
    return AdamWConfig(
        epochs=_field(data, path, "epochs", int, lambda v: v >= 1, "a positive integer"),
        lr=float(_field(data, path, "lr", num, lambda v: 0 < v < 10 and math.isfinite(v), "a number in (0, 10)")),
        beta1=float(_field(data, path, "beta1", num, lambda v: 0 <= v < 1, "a number in [0, 1)")),
        beta2=float(_field(data, path, "beta2", num, lambda v: 0 <= v < 1, "a number in [0, 1)")),
        eps=float(_field(data, path, "eps", num, lambda v: 0 < v < 1, "a number in (0, 1)")),
        weight_decay=float(_field(data, path, "weight_decay", num, lambda v: 0 <= v < 1, "a number in [0, 1)")),
    )
