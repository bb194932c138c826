"""Fixture loaders: the shipped files load; malformed files name the field and write nothing."""
from __future__ import annotations

import json
import os
import shutil

import pytest

from conftest import FIXTURES
from kina_storylm.fixtures import FixtureError, cycle_windows, load_adamw, load_corpus, load_vocab, packaged


def test_shipped_fixtures_load_and_match_the_package_copies():
    assert load_vocab(os.path.join(FIXTURES, "vocab.json")).tokens[1:7] == ("once", "upon", "a", "time", "the", "end")
    corpus = load_corpus(os.path.join(FIXTURES, "corpus.json"))
    assert corpus.ids.tolist() == [[1, 2, 3, 4], [5, 6, 1, 2], [3, 4, 5, 6]]
    assert corpus.targets.tolist() == [[2, 3, 4, 5], [6, 1, 2, 3], [4, 5, 6, 1]]
    cfg = load_adamw(os.path.join(FIXTURES, "adamw.json"))
    assert (cfg.epochs, cfg.lr, cfg.beta1, cfg.beta2, cfg.eps, cfg.weight_decay) == (40, 0.2, 0.9, 0.999, 1e-8, 0.01)
    for name in ("vocab.json", "corpus.json", "adamw.json"):
        with open(os.path.join(FIXTURES, name)) as a, open(packaged(name)) as b:
            assert json.load(a) == json.load(b)


def test_tokenising_and_unknown_words():
    v = load_vocab()
    assert v.encode("once upon a dragon") == [1, 2, 3, 7]
    assert v.decode([1, 2, 3, 4]) == "once upon a time"
    assert cycle_windows([1, 2, 3, 4, 5, 6], 4)[2] == ([3, 4, 5, 6], [4, 5, 6, 1])


def _write(tmp_path, name, data):
    shutil.copy(os.path.join(FIXTURES, "vocab.json"), tmp_path / "vocab.json")
    p = tmp_path / name
    p.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(p)


def _corpus():
    return json.load(open(os.path.join(FIXTURES, "corpus.json")))


def _adamw():
    return json.load(open(os.path.join(FIXTURES, "adamw.json")))


def _vocab():
    return json.load(open(os.path.join(FIXTURES, "vocab.json")))


CORPUS_CASES = [
    (lambda d: d.update(format="v1"), "field `format`"),
    (lambda d: d.pop("text"), "missing field `text`"),
    (lambda d: d.update(window="4"), "field `window`"),
    (lambda d: d.update(vocab="missing.json"), "field `vocab`"),
    (lambda d: d["windows"][1].update(ids=[5, 6, 1]), r"field `windows\[1\].ids`"),
    (lambda d: d["windows"][2]["targets"].__setitem__(3, 9), r"field `windows\[2\].targets\[3\]`"),
    (lambda d: d["windows"][2]["targets"].__setitem__(3, 2), r"field `windows\[2\].targets` is"),
    (lambda d: d["windows"].pop(), "field `windows` has 2 windows"),
    (lambda d: d.update(extra=1), "unknown field `extra`"),
    (lambda d: d["windows"][0].pop("targets"), r"field `windows\[0\]`"),
]


@pytest.mark.parametrize("mutate,match", CORPUS_CASES)
def test_malformed_corpus_names_the_field(tmp_path, mutate, match):
    d = _corpus()
    mutate(d)
    with pytest.raises(FixtureError, match=match):
        load_corpus(_write(tmp_path, "corpus.json", d))


@pytest.mark.parametrize("mutate,match", [
    (lambda d: d.update(lr=-1), "field `lr`"), (lambda d: d.update(beta2=1.0), "field `beta2`"), (lambda d: d.pop("eps"), "missing field `eps`"),
    (lambda d: d.update(epochs=True), "field `epochs`"), (lambda d: d.update(format="storylm0-adamw-v9"), "field `format`"),
])
def test_malformed_adamw_names_the_field(tmp_path, mutate, match):
    d = _adamw()
    mutate(d)
    with pytest.raises(FixtureError, match=match):
        load_adamw(_write(tmp_path, "adamw.json", d))


@pytest.mark.parametrize("mutate,match", [
    (lambda d: d["tokens"].pop(), "field `tokens`"), (lambda d: d["tokens"].__setitem__(0, "once"), "field `tokens` repeats"),
    (lambda d: d["tokens"].__setitem__(7, "x"), "<unk>"), (lambda d: d["tokens"].__setitem__(2, "two words"), r"field `tokens\[2\]`"),
])
def test_malformed_vocab_names_the_field(tmp_path, mutate, match):
    d = _vocab()
    mutate(d)
    p = tmp_path / "v.json"
    p.write_text(json.dumps(d))
    with pytest.raises(FixtureError, match=match):
        load_vocab(str(p))


@pytest.mark.parametrize("text,match", [("{", "not valid JSON"), ("[]", "JSON object"), ("\xff\xfe", "not valid JSON")])
def test_truncated_or_garbage_json(tmp_path, text, match):
    with pytest.raises(FixtureError, match=match):
        load_corpus(_write(tmp_path, "corpus.json", text))


def test_patterned_init_recipe_and_host_constants():
    import numpy as np

    from kina_storylm.model import attention_scale, causal_mask, patterned_init

    w = patterned_init()
    assert w["token_embedding"].dtype == np.float32 and w["token_embedding"].shape == (8, 4)
    # k = 0: n = (i mod 9) - 4
    assert w["token_embedding"].reshape(-1)[:10].tolist() == [np.float32(v / 10) for v in (-4, -3, -2, -1, 0, 1, 2, 3, 4, -4)]
    assert w["wq"].reshape(-1)[0] == np.float32(-0.3)  # k = 1
    assert w["lm_head"].reshape(-1)[0] == np.float32(0.1) and w["lm_head"].reshape(-1)[4] == np.float32(-0.4)  # k = 5
    assert all(-0.4 <= v.min() and v.max() <= 0.4 for v in w.values())
    m = causal_mask(4)[0, 0]
    assert m[0, 0] == 0 and m[3, 0] == 0 and m[0, 1] == np.float32(-1e9) and m[2, 3] == np.float32(-1e9)
    assert attention_scale()[0, 0, 0, 0] == np.float32(1 / np.sqrt(2))
