"""§18–§20: the KV-cache decoder, seeded sampling and the host generation loop (kina_storylm.generate),
and `kina-storylm generate`."""
from __future__ import annotations

import io
import os
import subprocess
import sys

import numpy as np
import pytest

from conftest import ROOT
from helpers import check
from kina.ir import Bind, Call
from kina_storylm import checkpoint, reference
from kina_storylm.cli import main
from kina_storylm.fixtures import load_vocab
from kina_storylm.generate import Decoder, GenerationError, complete, decode_program, generate, generate_steps
from kina_storylm.model import attention_scale, greedy, patterned_init, program_path
from kina_storylm.templates import V, decode_source, rollout_source
from kina_storylm.train import train

PROMPT = [1, 2, 3, 4]  # "once upon a time"
CYCLE_36 = PROMPT + [(i % 6) + 1 for i in range(4, 36)]
BACKENDS = ["native", "numpy"]


@pytest.fixture(scope="module")
def trained():
    """The two trained checkpoints' weights (§24 SGD, §25 AdamW), and the untrained §23 init."""
    return {"sgd": train("sgd", "sum").weights, "adamw": train("adamw", "sum").weights, "init": patterned_init()}


# 1. The KV-cache decoder ----------------------------------------------------------------------

@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("optimizer", ["sgd", "adamw"])
def test_cache_decode_equals_reforward_token_for_token(trained, optimizer, backend):
    """§19: greedy with the cache = greedy by re-forward (§23.4) for the whole 32-token rollout; logits within 1e-5."""
    w = trained[optimizer]
    cached = list(generate_steps(w, PROMPT, 32, backend=backend))
    reforward = list(generate_steps(w, PROMPT, 32, backend=backend, kv_cache=False))
    assert [t for t, _ in cached] == [t for t, _ in reforward]
    assert PROMPT + [t for t, _ in cached] == greedy(w, PROMPT, 32, backend) == CYCLE_36
    for i, ((_, a), (_, b)) in enumerate(zip(cached, reforward)):
        assert np.max(np.abs(a - b)) <= 1e-5, (i, a, b)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("weights", ["sgd", "adamw", "init"])
@pytest.mark.parametrize("prompt", [[1], [5, 6, 1], [3, 4, 7, 0, 5, 6, 1, 2, 3]], ids=["1-token", "3-token", "9-token-with-unk-and-pad"])
def test_cache_equals_reforward_for_other_prompts_and_untrained_weights(trained, backend, weights, prompt):
    w = trained[weights]
    n_new = 36 - len(prompt)
    cached = list(generate_steps(w, prompt, n_new, backend=backend))
    reforward = list(generate_steps(w, prompt, n_new, backend=backend, kv_cache=False))
    assert [t for t, _ in cached] == [t for t, _ in reforward] == reference.greedy(w, prompt, n_new)[len(prompt):]
    np.testing.assert_allclose(np.array([r for _, r in cached]), np.array([r for _, r in reforward]), rtol=0, atol=1e-5)


def test_backends_agree_on_the_cache_decode_logits(trained):
    a = np.array([r for _, r in generate_steps(trained["adamw"], PROMPT, 32, backend="native")])
    b = np.array([r for _, r in generate_steps(trained["adamw"], PROMPT, 32, backend="numpy")])
    np.testing.assert_allclose(a, b, rtol=0, atol=1e-5)


def _shapes(fn):
    return {name: t.shape for name, t in fn.types().items()}


def test_the_step_attends_one_query_over_the_cache():
    """The step is a cache decoder: (ids[1,1], pos, weights…, k_cache, v_cache) -> (logits[1,1,V], k', v');
    it writes with update_slice at pos, builds its mask from pos (iota <= pos), its scores are
    [1, H, 1, Tmax] and no [Tmax, Tmax] tensor (a re-run of the prompt) appears in it."""
    prog = check(decode_source(36), "storylm0_decode.kina")
    step = prog.functions["step"]
    params = {n: (t.dtype, t.shape) for n, t in step.params}
    assert list(params) == ["token_ids", "pos", "token_embedding", "wq", "wk", "wv", "wo", "lm_head", "k_cache", "v_cache"]
    assert params["token_ids"] == ("I64", (1, 1)) and params["pos"] == ("I64", ())
    assert params["k_cache"] == params["v_cache"] == ("F32", (1, 2, 36, 2))
    assert [t.shape for t in step.result_types] == [(1, 1, 8), (1, 2, 36, 2), (1, 2, 36, 2)]
    shapes = _shapes(step)
    ops = {b.names[0]: b for b in step.body if isinstance(b, Bind)}
    scores = [b for b in ops.values() if b.op.name == "matmul" and b.args[1] in ops and ops[b.args[1]].op.name == "transpose"
              and ops[b.args[1]].args[0] == "k_next"]
    assert len(scores) == 1 and shapes[scores[0].names[0]] == (1, 2, 1, 36)
    softmax = [b for b in ops.values() if b.op.name == "softmax"]
    assert len(softmax) == 1 and shapes[softmax[0].args[0]] == (1, 2, 1, 36)
    writes = [b for b in ops.values() if b.op.name == "update_slice"]
    assert len(writes) == 2 and all(b.args[0] in ("k_cache", "v_cache") and b.args[2] == "pos" for b in writes)
    assert not any(list(s).count(36) > 1 for s in shapes.values()), "a [Tmax, Tmax] tensor in the step"
    # the mask: iota over the key axis compared (<=) with pos, then select into the softmax's input
    select = ops[softmax[0].args[0]]
    assert select.op.name == "select"
    compare = ops[select.args[0]]
    assert compare.op.name == "le"
    key, query = (ops[a] for a in compare.args)
    assert key.op.name == "iota" and key.attrs["axis"] == 3 and query.op.name == "broadcast" and query.args == ("pos",)
    # the fused entries call the step (one call per token), and prefill returns logits and both caches
    for name in ("main", "step_sample"):
        assert [b.fn for b in prog.functions[name].body if isinstance(b, Call)][0] == "step"
        assert [n for n, _ in prog.functions[name].params][:10] == list(params)
    assert [t.shape for t in prog.functions["prefill"].result_types] == [(1, 36, 8), (1, 2, 36, 2), (1, 2, 36, 2)]


def _step_oracle(w: dict, token: int, pos: int, kc: np.ndarray, vc: np.ndarray):
    """The step in NumPy (F64): write k, v at pos, attend to cache rows 0..pos only."""
    f = {k: np.asarray(v, np.float64) for k, v in w.items()}
    x = f["token_embedding"][token]
    q, k, v = ((x @ f[n]).reshape(2, 2) for n in ("wq", "wk", "wv"))  # [H, Dh]
    kc, vc = kc.astype(np.float64).copy(), vc.astype(np.float64).copy()
    kc[0, :, pos], vc[0, :, pos] = k, v
    s = np.einsum("hd,htd->ht", q, kc[0, :, : pos + 1]) * float(attention_scale().item())
    p = np.exp(s - s.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    ctx = np.einsum("ht,htd->hd", p, vc[0, :, : pos + 1]).reshape(4)
    return (x + ctx @ f["wo"]) @ f["lm_head"], kc, vc


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_step_attends_to_positions_up_to_pos_only(trained, backend):
    """Called directly, with noise in every cache row: the step writes row pos and its logits are those of
    attention over rows 0..pos (an oracle); rows past pos, whatever they hold, change nothing."""
    w = trained["adamw"]
    dec = Decoder(w, backend=backend)
    rng = np.random.default_rng(5)
    for pos in (0, 1, 7, 20, 35):
        kc = rng.normal(0, 3, (1, 2, 36, 2)).astype(np.float32)
        vc = rng.normal(0, 3, (1, 2, 36, 2)).astype(np.float32)
        token = int(rng.integers(0, V))
        logits, k2, v2 = dec.step(token, pos, kc, vc)
        want, wk, wv = _step_oracle(w, token, pos, kc, vc)
        np.testing.assert_allclose(logits[0, 0], want, rtol=0, atol=1e-4)
        np.testing.assert_allclose(k2, wk, rtol=0, atol=1e-6)
        np.testing.assert_allclose(v2, wv, rtol=0, atol=1e-6)
        assert np.array_equal(np.delete(k2, pos, axis=2), np.delete(kc, pos, axis=2))  # functional: only row pos written
        other_k, other_v = kc.copy(), vc.copy()
        other_k[:, :, pos + 1:] = rng.normal(0, 50, other_k[:, :, pos + 1:].shape)
        other_v[:, :, pos + 1:] = rng.normal(0, 50, other_v[:, :, pos + 1:].shape)
        assert np.array_equal(dec.step(token, pos, other_k, other_v)[0], logits)


def test_packaged_programs_are_the_templates_at_36():
    with open(program_path("storylm0_decode")) as fh:
        decode = fh.read()
    assert decode == decode_source(36)
    assert "Inference only: the step's VJP is not needed" in decode
    with open(program_path("storylm0_rollout")) as fh:
        assert fh.read() == rollout_source(36)
    with pytest.raises(ValueError, match="positive integer"):
        decode_source(0)


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_longer_window_from_the_template(trained, backend):
    """Programs generated for Tmax = 64: the cache still equals re-forward, and the cycle holds for 60 tokens."""
    dec = Decoder(trained["sgd"], 64, backend)
    cached = complete(dec, PROMPT, 60)
    assert cached == complete(dec, PROMPT, 60, kv_cache=False) == PROMPT + [(i % 6) + 1 for i in range(4, 64)]
    with pytest.raises(GenerationError, match="Tmax = 64"):
        complete(dec, PROMPT, 61)


# 2. Sampling ----------------------------------------------------------------------------------

def oracle_sample(logits: np.ndarray, temperature: float, k: int, u: float) -> tuple[int, float]:
    """An independent NumPy transcription of §18 with top-k: (the draw, the distance of u·total to the
    nearest CDF boundary, so that a draw decided by rounding can be told apart)."""
    x = logits.astype(np.float64)
    z = x / temperature
    p = np.exp(z - z.max())
    p /= p.sum()
    keep = np.zeros(V, bool)
    keep[np.argsort(-x, kind="stable")[:k]] = True  # ties: the lower index first
    c = np.cumsum(np.where(keep, p, 0.0))
    t = u * c[-1]
    return min(int(np.sum(c <= t)), V - 1), float(np.min(np.abs(c - t)))


def _sample(prog, logits, temperature, k, u):
    row = np.asarray(logits, np.float32).reshape(1, 1, V)
    return int(prog.sample(row, np.array(float(temperature)), np.array(k, np.int64), np.array([[u]]))[0, 0])


@pytest.mark.parametrize("backend", BACKENDS)
def test_kina_sampling_matches_an_independent_oracle(backend):
    prog = decode_program(36, backend)
    rng = np.random.Generator(np.random.Philox(11))
    checked = 0
    for i in range(300):
        logits = rng.normal(0, 2, V).astype(np.float32)
        if i % 3 == 0:
            logits = np.round(logits)  # ties, for the top-k tie-break
        temperature = float(rng.choice([0.25, 0.7, 1.0, 3.0]))
        k = int(rng.integers(1, V + 1))
        u = float(rng.random())
        want, margin = oracle_sample(logits, temperature, k, u)
        if margin < 1e-9:
            continue  # u lands on a boundary: the last bit decides
        assert _sample(prog, logits, temperature, k, u) == want, (logits, temperature, k, u)
        checked += 1
    assert checked > 290


def test_top_k_ties_go_to_the_lower_index():
    prog = decode_program(36, "native")
    logits = np.array([0.0, 3.0, 1.0, 3.0, 3.0, 0.0, 2.0, 3.0], np.float32)
    draws = {_sample(prog, logits, 1.0, 2, u) for u in np.linspace(0, 0.999, 200)}
    assert draws == {1, 3}
    draws = {_sample(prog, logits, 1.0, 5, u) for u in np.linspace(0, 0.999, 400)}
    assert draws == {1, 3, 4, 6, 7}
    assert {_sample(prog, logits, 1.0, 1, u) for u in (0.0, 0.5, 0.999)} == {1}


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_tiniest_temperatures_sample_the_argmax_not_nan(backend):
    """A temperature > 0 is accepted however small; logits / τ must not overflow to inf (softmax NaN,
    then every draw was token 0, `<pad>`). The max is subtracted first, so τ → 0 is argmax sampling."""
    prog = decode_program(36, backend)
    rng = np.random.Generator(np.random.Philox(4))
    for temperature in (5e-324, 1e-320, 1e-310, 1e-300, 1e-30):
        for _ in range(20):
            logits = rng.normal(0, 5, V).astype(np.float32)
            u = float(rng.random())
            assert _sample(prog, logits, temperature, V, u) == int(np.argmax(logits)), (temperature, logits, u)
    tied = np.array([0.0, 3.0, 1.0, 3.0, 2.0, 0.0, 0.0, 0.0], np.float32)  # τ → 0 over tied maxima: each half the mass
    assert [_sample(prog, tied, 1e-320, V, u) for u in (0.1, 0.49, 0.51, 0.9)] == [1, 1, 3, 3]
    assert {_sample(prog, tied, 1e308, V, u) for u in np.linspace(0, 0.999, 64)} == set(range(V))  # τ huge: uniform


def _chi_square(counts: np.ndarray, p: np.ndarray) -> float:
    expected = counts.sum() * p
    return float(np.sum((counts - expected) ** 2 / expected))


# χ² upper quantiles at p = 0.001 (tables): a correct sampler fails one seed in a thousand
CHI2_999 = {2: 13.816, 4: 18.467, 7: 24.322}


@pytest.mark.parametrize("temperature,k", [(1.0, 8), (2.0, 8), (1.0, 3), (0.5, 5)])
def test_sample_histogram_chi_square(temperature, k):
    """10,000 seeded draws of Kina's `sample` from a fixed distribution, against softmax(logits/τ) over the top k."""
    prog = decode_program(36, "native")
    probs = np.array([0.05, 0.10, 0.20, 0.30, 0.15, 0.10, 0.06, 0.04])
    logits = np.log(probs).astype(np.float32)
    rng = np.random.Generator(np.random.Philox(2024))
    row = logits.reshape(1, 1, V)
    tail = (np.array(temperature), np.array(k, np.int64))
    counts = np.zeros(V)
    for _ in range(10_000):
        counts[int(prog.sample(row, *tail, rng.random((1, 1)))[0, 0])] += 1
    z = logits.astype(np.float64) / temperature
    p = np.exp(z - z.max())
    top = np.argsort(-logits, kind="stable")[:k]
    keep = np.zeros(V, bool)
    keep[top] = True
    assert counts[~keep].sum() == 0
    p = p[keep] / p[keep].sum()
    assert _chi_square(counts[keep], p) < CHI2_999[k - 1]


@pytest.mark.parametrize("options", [dict(temperature=1.0), dict(temperature=0.6, top_k=3), dict(temperature=2.5, top_k=5)])
def test_seeded_sampling_is_reproducible_across_runs_backends_and_the_cache(trained, options):
    w = trained["init"]  # untrained: a spread distribution, so the draws vary
    samples = {}
    for seed in (0, 1, 12345):
        a = complete(w, PROMPT, 32, sample=True, seed=seed, backend="native", **options)
        assert a == complete(w, PROMPT, 32, sample=True, seed=seed, backend="native", **options)
        assert a == complete(w, PROMPT, 32, sample=True, seed=seed, backend="numpy", **options)
        assert a == complete(w, PROMPT, 32, sample=True, seed=seed, backend="native", kv_cache=False, **options)
        samples[seed] = a
    assert len({tuple(s) for s in samples.values()}) == 3  # seeds matter


def test_trained_sampling_backends_agree_at_high_temperature(trained):
    for seed in range(5):
        a = complete(trained["sgd"], PROMPT, 32, sample=True, seed=seed, temperature=3.0, backend="native")
        assert a == complete(trained["sgd"], PROMPT, 32, sample=True, seed=seed, temperature=3.0, backend="numpy")


def test_top_1_and_a_tiny_temperature_are_greedy(trained):
    w = trained["init"]
    g = complete(w, PROMPT, 32)
    assert complete(w, PROMPT, 32, sample=True, seed=3, top_k=1) == g
    assert complete(w, PROMPT, 32, sample=True, seed=3, temperature=1e-6) == g
    for backend in BACKENDS:
        assert complete(trained["sgd"], PROMPT, 32, sample=True, seed=3, temperature=1e-320, backend=backend) == CYCLE_36


# 3. The host loop (§20) ---------------------------------------------------------------------------

class _Counting:
    """A compiled program that records which functions are called."""

    def __init__(self, prog, calls):
        self._prog, self._calls = prog, calls

    def __getattr__(self, name):
        fn = getattr(self._prog, name)

        def call(*args):
            self._calls.append(name)
            return fn(*args)
        return call


def test_generate_streams_one_call_per_token(trained):
    dec = Decoder(trained["sgd"], backend="native")
    calls = []
    dec._decode = _Counting(dec.decode, calls)
    tokens = generate(dec, PROMPT, 5)
    assert calls == []  # arguments are checked now; the work starts with the first token
    assert next(tokens) == 5 and calls == ["prefill", "greedy"]
    assert next(tokens) == 6 and calls == ["prefill", "greedy", "main"]
    assert list(tokens) == [1, 2, 3] and calls.count("main") == 4  # no step after the last token
    calls.clear()
    assert list(generate(dec, PROMPT, 3, sample=True, seed=1)) and calls == ["prefill", "sample", "step_sample", "step_sample"]


@pytest.mark.parametrize("kv_cache", [True, False])
def test_stop_token_ends_the_loop_and_is_emitted(trained, kv_cache):
    assert list(generate(trained["sgd"], PROMPT, 32, stop_id=6, kv_cache=kv_cache)) == [5, 6]
    assert list(generate(trained["sgd"], PROMPT, 32, stop_id=0, kv_cache=kv_cache)) == CYCLE_36[4:]  # never produced


@pytest.mark.parametrize("args,options,match", [
    ([], {}, "at least one token"),
    ([1, 9], {}, r"token ids in \[0, 7\]"),
    (PROMPT, dict(max_new=0), "max_new must be an integer >= 1"),
    (PROMPT, dict(max_new=33), r"4 tokens\) \+ max_new 33 = 37 tokens exceeds the decoder window Tmax = 36; at most 32"),
    (PROMPT, dict(sample=True, temperature=0.0), "temperature must be a finite number > 0"),
    (PROMPT, dict(sample=True, temperature=float("nan")), "temperature must be a finite number > 0"),
    (PROMPT, dict(sample=True, temperature=float("inf")), "temperature must be a finite number > 0"),
    (PROMPT, dict(sample=True, top_k=0), r"top_k must be an integer in \[1, 8\]"),
    (PROMPT, dict(sample=True, top_k=9), r"top_k must be an integer in \[1, 8\]"),
    (PROMPT, dict(sample=True, seed=-1), "seed must be an integer >= 0"),
    (PROMPT, dict(stop_id=8), "stop id"),
])
def test_bad_generation_arguments_are_refused_up_front(args, options, match):
    options.setdefault("max_new", 4)
    with pytest.raises(GenerationError, match=match):
        generate(patterned_init(), args, **options)


# 4. The CLI -------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def sgd_checkpoint(trained, tmp_path_factory):
    path = tmp_path_factory.mktemp("ck") / "sgd.safetensors"
    checkpoint.save(str(path), trained["sgd"], load_vocab(), optimizer="sgd", objective="sum", epochs=40, lr=0.1, final_nll=0.1)
    return str(path)


def run_cli(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


CYCLE_TEXT = " ".join(["once upon a time the end"] * 6)


@pytest.mark.parametrize("extra", [[], ["--no-kv-cache"], ["--backend", "numpy"]])
def test_cli_greedy(capsys, sgd_checkpoint, extra):
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", sgd_checkpoint, *extra)
    assert rc == 0 and err == "" and out == CYCLE_TEXT + "\n"


def test_cli_sampling_is_seeded(capsys, sgd_checkpoint):
    argv = ["generate", "--checkpoint", sgd_checkpoint, "--sample", "--seed", "7", "--temperature", "3", "--top-k", "4"]
    rc, out, err = run_cli(capsys, *argv)
    assert rc == 0 and err == "" and out != CYCLE_TEXT + "\n" and out.startswith("once upon a time ")
    assert run_cli(capsys, *argv)[1] == out
    assert run_cli(capsys, *argv, "--backend", "numpy")[1] == out
    assert run_cli(capsys, *argv, "--no-kv-cache")[1] == out
    rc, out2, err = run_cli(capsys, "generate", "--checkpoint", sgd_checkpoint, "--sample", "--temperature", "3", "--top-k", "4")
    assert rc == 0 and err.startswith("sampling with seed ")
    seed = err.split()[3]
    assert run_cli(capsys, "generate", "--checkpoint", sgd_checkpoint, "--sample", "--temperature", "3", "--top-k", "4", "--seed", seed)[1] == out2


def test_cli_a_subnormal_temperature_is_greedy(capsys, sgd_checkpoint):
    """Finite and > 0, so accepted; it used to print `<pad>` 32 times (inf / inf in the softmax)."""
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", sgd_checkpoint, "--sample", "--seed", "1", "--temperature", "1e-320")
    assert rc == 0 and err == "" and out == CYCLE_TEXT + "\n"


def test_cli_train_prints_greedy_text_through_the_cache_decoder(capsys, monkeypatch):
    """`kina-storylm train` prints its greedy text from prefill + steps, never a re-forward of the window."""
    import kina_storylm.generate as gen
    import kina_storylm.model as model

    calls = []

    def counting(name):
        real = getattr(Decoder, name)

        def method(self, *args):
            calls.append(name)
            return real(self, *args)
        return method

    monkeypatch.setattr(Decoder, "prefill", counting("prefill"))
    monkeypatch.setattr(Decoder, "forward", lambda *a: pytest.fail("train's greedy text re-forwarded the window"))
    monkeypatch.setattr(model, "rollout_logits", lambda *a, **k: pytest.fail("train's greedy text used model.greedy"))
    real_step = gen._Chooser.step
    monkeypatch.setattr(gen._Chooser, "step", lambda self, *a: calls.append("step") or real_step(self, *a))
    rc, out, err = run_cli(capsys, "train", "-q")
    assert rc == 0, err
    assert "greedy: once upon a time the end once upon a time the end\n" in out
    assert calls == ["prefill"] + ["step"] * 7  # 8 new tokens: the prefill's, then one step each


def test_cli_stop_word(capsys, sgd_checkpoint):
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", sgd_checkpoint, "--stop", "end")
    assert rc == 0 and out == "once upon a time the end\n"


def test_cli_unknown_prompt_words_map_to_unk_with_one_warning(capsys, sgd_checkpoint):
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", sgd_checkpoint, "--prompt", "once upon a dragon", "--max-new", "3")
    assert rc == 0 and out.startswith("once upon a <unk> ") and len(out.split()) == 7
    assert err.count("\n") == 1 and err.startswith("warning:") and "'dragon'" in err and "<unk>" in err
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", sgd_checkpoint, "--prompt", "a dragon and a castle", "--max-new", "2")
    assert rc == 0 and err.count("\n") == 1 and "'dragon', 'and', 'castle'" in err


def test_cli_host_loop_streams_each_token_as_it_comes(sgd_checkpoint, monkeypatch):
    class Recorder(io.StringIO):
        def __init__(self):
            super().__init__()
            self.flushed = []

        def flush(self):
            self.flushed.append(self.getvalue())

    rec = Recorder()
    monkeypatch.setattr(sys, "stdout", rec)
    assert main(["generate", "--checkpoint", sgd_checkpoint, "--max-new", "4", "--host-loop"]) == 0
    assert rec.flushed[:5] == ["once upon a time", "once upon a time the", "once upon a time the end", "once upon a time the end once",
                               "once upon a time the end once upon"]


@pytest.mark.parametrize("argv,needles", [
    (["--max-new", "33"], ["--max-new 33", "Tmax = 36", "at most 32"]),
    (["--prompt", " ".join(["once"] * 30), "--max-new", "7"], ["30 tokens", "Tmax = 36", "at most 6"]),
    (["--max-new", "0"], ["--max-new must be >= 1"]),
    (["--sample", "--temperature", "nan"], ["--temperature must be a finite number > 0", "nan"]),
    (["--sample", "--temperature", "inf"], ["--temperature must be a finite number > 0", "inf"]),
    (["--sample", "--temperature", "0"], ["--temperature must be a finite number > 0"]),
    (["--sample", "--temperature", "-0.5"], ["--temperature must be a finite number > 0", "-0.5"]),
    (["--sample", "--temperature", "-inf"], ["--temperature must be a finite number > 0", "-inf"]),  # not argparse's
    (["--sample", "--temperature", "-1e-3"], ["--temperature must be a finite number > 0", "-0.001"]),  # "expected one argument"
    (["--sample", "--temperature", "-nan"], ["--temperature must be a finite number > 0", "nan"]),
    (["--temperature", "2"], ["--temperature only applies with --sample"]),
    (["--top-k", "2", "--seed", "1"], ["--top-k, --seed only apply with --sample"]),
    (["--sample", "--top-k", "0"], ["--top-k must be an integer in [1, 8]"]),
    (["--sample", "--top-k", "9"], ["--top-k must be an integer in [1, 8]"]),
    (["--sample", "--seed", "-3"], ["--seed must be an integer >= 0"]),
    (["--stop", "dragon"], ["--stop 'dragon' is not a vocab word"]),
    (["--backend", "bogus"], ["unknown backend 'bogus'"]),  # before the prompt is printed: nothing on stdout
    (["--backend", "bogus", "--no-kv-cache"], ["unknown backend 'bogus'"]),
])
def test_cli_errors(capsys, sgd_checkpoint, argv, needles):
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", sgd_checkpoint, *argv)
    assert rc == 1 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in err
    for n in needles:
        assert n in lines[0], (n, err)


def test_cli_sampling_options_are_checked_before_the_checkpoint(capsys, tmp_path):
    rc, out, err = run_cli(capsys, "generate", "--checkpoint", str(tmp_path / "missing.safetensors"), "--sample", "--temperature", "nan")
    assert rc == 1 and "--temperature" in err and "no such checkpoint" not in err


CLI = [sys.executable, "-m", "kina_storylm.cli"]


@pytest.mark.slow
def test_cli_seeded_sample_is_identical_across_processes(sgd_checkpoint):
    argv = [*CLI, "generate", "--checkpoint", sgd_checkpoint, "--sample", "--seed", "42", "--temperature", "2.5"]
    runs = [subprocess.run(argv + extra, capture_output=True, text=True) for extra in ([], [], ["--backend", "numpy"])]
    assert all(r.returncode == 0 for r in runs), [r.stderr for r in runs]
    assert runs[0].stdout == runs[1].stdout == runs[2].stdout and len(runs[0].stdout.split()) == 36


# 5. The benchmark -------------------------------------------------------------------------------

@pytest.mark.slow
def test_decode_benchmark_runs_and_the_cache_wins_at_a_longer_window():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "decode.py"), "--tmax", "36", "128", "--rollouts", "3",
                        "--repeats", "2"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "every implementation decodes the same 32 tokens: yes" in r.stdout
    assert "Tmax = 128: Kina's cache decode is" in r.stdout and "faster per token: PASS" in r.stdout
    assert "kina native / numpy (hand-written)" in r.stdout
    assert "kina in graph / kina cache (one call per token)" in r.stdout and "in graph tok/s" in r.stdout
