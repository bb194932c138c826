"""examples/char-transformer: `generate[…, N]`, the greedy sampler as one call (§C1: a loop over N
carrying the last-T-characters window and the I64[1, N] result written with update_index), against N
calls of the greedy entry point `main` (the host loop it replaces), in both programs (two layers
written out, and `transformer_scan.kina`'s loop over L layers), on the native and NumPy backends."""
from __future__ import annotations

import os

import numpy as np
import pytest

import kina
from helpers import compiler, load_script
from kina.diagnostics import Source
from kina.ir import Loop, walk

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "char-transformer")
train = load_script("char_transformer_train_for_generate", os.path.join(EXAMPLE, "train.py"))

CASES = [("transformer.kina", dict(T=4, V=6, H=2, Dh=2)), ("transformer_scan.kina", dict(T=4, V=6, L=3, H=2, Dh=2)),
         ("transformer.kina", dict(T=1 + 1, V=5, H=1, Dh=3))]


def theta_for(sizes, rng):
    D = sizes["H"] * sizes["Dh"]
    rows = sizes["V"] + sizes["T"] + 20 + 24 * D if "L" not in sizes else sizes["V"] + sizes["T"] + 2 + sizes["L"] * (12 * D + 9)
    return (rng.standard_normal((rows, D)) * 0.7).astype(np.float32)


def host_loop(main, window, theta, n):
    """N calls of `main`: the sampler before the loop (the window slides by one character per call)."""
    ids, out = list(window[0]), []
    for _ in range(n):
        out.append(int(main(np.array([ids[-len(window[0]):]], dtype=np.int64), theta)[0]))
        ids.append(out[-1])
    return out


@pytest.mark.parametrize("backend", ["native", "numpy"])
@pytest.mark.parametrize("file,sizes", CASES, ids=["2-layer", "scan-L3", "T2"])
def test_generate_equals_n_calls_of_main(file, sizes, backend):
    prog = kina.compile_file(os.path.join(EXAMPLE, file), backend=backend)
    rng = np.random.default_rng(len(file) + sizes["T"])
    main = prog.main.specialise(B=1, **sizes)
    seen = set()
    for trial in range(3):
        theta = theta_for(sizes, rng)
        window = rng.integers(0, sizes["V"], (1, sizes["T"])).astype(np.int64)
        for n in (1, 9):
            got = prog.generate.specialise(N=n, **sizes)(window, theta)
            assert got.shape == (1, n) and got.dtype == np.int64
            assert list(got[0]) == host_loop(main, window, theta, n), (trial, n)
            seen.add(tuple(got[0]))
    assert len(seen) > 2  # the cases differ: not a constant answer


def test_the_driver_samples_in_one_call(monkeypatch):
    prog = kina.compile_file(os.path.join(EXAMPLE, "transformer.kina"), backend="native")
    corpus = train.Corpus("the cat sat on the mat. " * 20)
    model = train.Model(prog, batch=2, context=5, vocab=corpus.vocab, heads=2, head_dim=2)
    theta = train.init(np.random.default_rng(0), corpus.vocab, 5, 4)
    want = corpus.decode(host_loop(model.next_char, np.array([corpus.encode("the c")]), theta, 12))
    monkeypatch.setattr(model, "next_char", lambda *a: pytest.fail("greedy called main per character"))
    assert train.greedy(model, corpus, theta, "the c", 12) == want
    assert train.greedy(model, corpus, theta, "at", 12) == corpus.decode(host_loop(prog.main.specialise(B=1, T=5, V=corpus.vocab, H=2, Dh=2),
                                                                                   np.array([corpus.encode("   at")]), theta, 12))


def test_generate_is_one_loop_with_the_model_inside():
    text = open(os.path.join(EXAMPLE, "transformer.kina")).read()
    request = {"entry": "generate", "sizes": dict(T=4, V=6, H=2, Dh=2, N=50), "only": True}
    out = compiler().emit(Source(os.path.join(EXAMPLE, "transformer.kina"), text), "anf", {"specialise": request})[0]
    fn = next(f for name, f in out.functions.items() if name.startswith("generate__"))
    loops = [b for b in fn.body if isinstance(b, Loop)]
    assert len(loops) == 1 and loops[0].trip == 50 and [t.shape for t in loops[0].types] == [(1, 4), (1, 50)]
    assert any(getattr(b, "op", None) is not None and b.op.name == "update_index" for b in walk(loops[0].block.body))
