"""docs/spec.md §19–§20: StoryLM-0's KV-cache decoder and the host generation loop.

    for token in generate(weights, [1, 2, 3, 4], 32):                       # greedy, KV cache
        ...
    generate(weights, prompt, 32, sample=True, seed=7, temperature=0.8, top_k=3)
    generate(weights, prompt, 32, kv_cache=False)                           # re-forward (§23.4)
    generate(weights, prompt, 32, in_graph=True)                            # one compiled call (§C1)

The host owns the loop (§20): ids in, next id out, `max_new` tokens or up to the stop id. With the
cache, the prompt goes through `prefill` once and every new token through one `step` call (fused
with the token choice: `main` for greedy, `step_sample` for sampling), at the next position;
without it, every token re-forwards the whole window (`storylm0_rollout`). Sampling draws
`u ∈ [0, 1)` per token on the host from `numpy.random.Generator(numpy.random.Philox(seed))` and
passes it to Kina's `categorical` (§18), so a seed reproduces a sample on every backend, with or
without the cache.

In graph (§C1), the same decode is one call of the decoder's generic `generate[M]`: the
prefill, then a `loop` over M = max_new steps carrying the KV caches and the logits row, writing
each id with `update_index`. The host draws the M uniforms from the same Philox stream first
(`rng.random((M, 1, 1))` gives the values of M single draws in a row) and truncates after a stop
id, since a counted loop cannot stop early; the ids are those of the host loop, token for token."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator

import numpy as np

import kina

from .model import ROLLOUT_T, WEIGHTS, attention_scale, causal_mask, program
from .templates import DEFAULT_TMAX, V, check_tmax, decode_source, rollout_source

assert DEFAULT_TMAX == ROLLOUT_T


class GenerationError(ValueError):
    """Bad generation arguments (the message names the argument and the limit)."""


@lru_cache(maxsize=None)
def decode_program(tmax: int = DEFAULT_TMAX, backend: str | None = None):
    """The §19 decoder (`prefill`, `step`, `greedy`, `sample`, `step_sample`, `main`; `generate[M]`) for window tmax.
    Tmax = 36 is the packaged `storylm0_decode.kina`; other windows compile the template's text."""
    if tmax == DEFAULT_TMAX:
        return program("storylm0_decode", backend)
    return kina.compile_source(decode_source(tmax), f"<storylm0_decode Tmax={tmax}>", backend=backend)


@lru_cache(maxsize=None)
def rollout_program(tmax: int = DEFAULT_TMAX, backend: str | None = None):
    """The §23 re-forward program for window tmax (the packaged `storylm0_rollout.kina` at 36)."""
    if tmax == DEFAULT_TMAX:
        return program("storylm0_rollout", backend)
    return kina.compile_source(rollout_source(tmax), f"<storylm0_rollout T={tmax}>", backend=backend)


def _is_int(x) -> bool:
    return isinstance(x, (int, np.integer)) and not isinstance(x, bool)


def temperature_problem(t) -> str | None:
    if isinstance(t, bool) or not isinstance(t, (int, float, np.floating, np.integer)) or not math.isfinite(t) or t <= 0:
        return f"must be a finite number > 0, got {t!r}"
    return None


def top_k_problem(k) -> str | None:
    if k is not None and (not _is_int(k) or not 1 <= k <= V):
        return f"must be an integer in [1, {V}] (the vocab size), got {k!r}"
    return None


def seed_problem(s) -> str | None:
    if s is not None and (not _is_int(s) or s < 0):
        return f"must be an integer >= 0, got {s!r}"
    return None


@dataclass(frozen=True)
class Sampler:
    """How the next token is chosen: greedy (§17) or sampled (§18) with a temperature and a top-k."""
    sample: bool = False
    temperature: float = 1.0
    top_k: int | None = None  # None: every token (k = V)
    seed: int | None = None   # None: fresh OS entropy

    def __post_init__(self):
        if not self.sample:
            return
        for name, problem in (("temperature", temperature_problem(self.temperature)), ("top_k", top_k_problem(self.top_k)),
                              ("seed", seed_problem(self.seed))):
            if problem:
                raise GenerationError(f"{name} {problem}")


def fit_problem(n_prompt: int, max_new, tmax: int = DEFAULT_TMAX, name: str = "max_new") -> str | None:
    """max_new >= 1, and the prompt plus max_new tokens fit the decoder's window (None when they do)."""
    if not _is_int(max_new) or max_new < 1:
        return f"{name} must be an integer >= 1, got {max_new!r}"
    if n_prompt + max_new > tmax:
        return (f"the prompt ({n_prompt} tokens) + {name} {max_new} = {n_prompt + max_new} tokens exceeds the decoder window "
                f"Tmax = {tmax}" + (f"; at most {tmax - n_prompt} new tokens fit" if n_prompt < tmax else ""))
    return None


class Decoder:
    """StoryLM-0 weights bound to the compiled programs of one window and backend."""

    def __init__(self, weights: dict[str, np.ndarray], tmax: int = DEFAULT_TMAX, backend: str | None = None):
        self.tmax, self.backend = check_tmax(tmax), backend
        self.w = [np.ascontiguousarray(weights[k], dtype=np.float32) for k in WEIGHTS]
        self.scale = attention_scale()
        self.mask = causal_mask(self.tmax)  # the prefill's and the re-forward's; the step builds its row from pos
        self._decode = None
        self._rollout = None

    @property
    def decode(self):
        if self._decode is None:
            self._decode = decode_program(self.tmax, self.backend)
        return self._decode

    @property
    def rollout(self):
        if self._rollout is None:
            self._rollout = rollout_program(self.tmax, self.backend)
        return self._rollout

    def window(self, ids: list[int]) -> np.ndarray:
        """ids written at 0..n-1 of a <pad>-filled [1, Tmax] window (§23.4)."""
        out = np.zeros((1, self.tmax), dtype=np.int64)
        out[0, : len(ids)] = ids
        return out

    def _layout(self, first: np.ndarray, mask: np.ndarray) -> list[np.ndarray]:
        emb, wq, wk, wv, wo, lm = self.w
        return [first, emb, mask, self.scale, wq, wk, wv, wo, lm]

    def forward(self, ids: list[int]):
        """Re-forward (§23.3): (logits [1, Tmax, V], next_ids [1, Tmax]) of the window holding ids."""
        return self.rollout.main(*self._layout(self.window(ids), self.mask))

    def prefill(self, prompt: list[int]):
        """The prompt's logits [1, Tmax, V] (rows < n are exact) and the caches [1, H, Tmax, Dh]."""
        return self.decode.prefill(*self._layout(self.window(prompt), self.mask))

    def step_args(self, token: int, pos: int, k_cache: np.ndarray, v_cache: np.ndarray) -> list[np.ndarray]:
        """(ids[1,1], pos, weights..., k_cache, v_cache): nothing else goes into a step."""
        return [np.array([[token]], dtype=np.int64), np.array(pos, dtype=np.int64), *self.w, k_cache, v_cache]

    def step(self, token: int, pos: int, k_cache: np.ndarray, v_cache: np.ndarray):
        """One token at pos: (logits [1, 1, V], k_cache', v_cache')."""
        return self.decode.step(*self.step_args(token, pos, k_cache, v_cache))

    def generate_in_graph(self, prompt: list[int], u: np.ndarray, sampled: bool = False, temperature: float = 1.0,
                          top_k: int = V) -> tuple[list[int], np.ndarray]:
        """§20 in one call: prefill plus a loop of M = len(u) steps (`generate[M]`), no stop. Returns the
        M ids and the logits rows [M, V] they were chosen from. u: the sampling uniforms [M, 1, 1] (F64),
        read only when sampled."""
        emb, wq, wk, wv, wo, lm = self.w
        ids, rows = self.decode.generate(self.window(prompt), np.array(len(prompt), dtype=np.int64), emb, self.mask, self.scale,
                                         wq, wk, wv, wo, lm, np.array(bool(sampled)), np.array(float(temperature), dtype=np.float64),
                                         np.array(top_k, dtype=np.int64), np.ascontiguousarray(u, dtype=np.float64))
        return [int(t) for t in ids[0]], np.asarray(rows).reshape(len(u), V)


class _Chooser:
    """Greedy or seeded sampling, in Kina; one host-drawn u per token when sampling."""

    def __init__(self, dec: Decoder, s: Sampler):
        self.dec, self.s = dec, s
        if s.sample:
            self.rng = np.random.Generator(np.random.Philox(s.seed))
            self.tail = [np.array(float(s.temperature), dtype=np.float64), np.array(s.top_k or V, dtype=np.int64)]

    def draw(self, n: int | None = None) -> np.ndarray:
        """One u [1, 1] (float64 in [0, 1)), or n of them [n, 1, 1]: the same values as n single draws in a row."""
        return self.rng.random((1, 1) if n is None else (n, 1, 1))

    def pick(self, row: np.ndarray) -> int:
        """The next id from one logits row [1, 1, V]."""
        row = np.ascontiguousarray(row)
        if self.s.sample:
            return int(self.dec.decode.sample(row, *self.tail, self.draw())[0, 0])
        return int(self.dec.decode.greedy(row)[0, 0])

    def step(self, token: int, pos: int, kc, vc):
        args = self.dec.step_args(token, pos, kc, vc)
        if self.s.sample:
            return self.dec.decode.step_sample(*args, *self.tail, self.draw())
        return self.dec.decode.main(*args)


def _validate_ids(prompt, what: str) -> None:
    for t in prompt:
        if not _is_int(t) or not 0 <= t < V:
            raise GenerationError(f"{what} must be token ids in [0, {V - 1}], got {t!r}")


def generate_steps(weights_or_decoder, prompt: list[int], max_new: int, *, sample: bool = False, temperature: float = 1.0,
                   top_k: int | None = None, seed: int | None = None, stop_id: int | None = None, kv_cache: bool = True,
                   tmax: int | None = None, backend: str | None = None, in_graph: bool = False) -> Iterator[tuple[int, np.ndarray]]:
    """Like `generate`, yielding (next id, the logits row [V] it was chosen from)."""
    prompt = list(prompt)
    if not prompt:
        raise GenerationError("the prompt must hold at least one token")
    _validate_ids(prompt, "the prompt")
    prompt = [int(t) for t in prompt]
    if stop_id is not None:
        _validate_ids([stop_id], "the stop id")
    if isinstance(weights_or_decoder, Decoder):
        dec = weights_or_decoder
        if (tmax is not None and tmax != dec.tmax) or (backend is not None and backend != dec.backend):
            raise GenerationError(f"tmax/backend ({tmax}, {backend}) differ from the decoder's ({dec.tmax}, {dec.backend})")
    else:
        dec = Decoder(weights_or_decoder, DEFAULT_TMAX if tmax is None else tmax, backend)
    problem = fit_problem(len(prompt), max_new, dec.tmax)
    if problem:
        raise GenerationError(problem)
    if in_graph and not kv_cache:
        raise GenerationError("in-graph generation decodes through the KV cache; the re-forward (kv_cache=False) is a host loop")
    chooser = _Chooser(dec, Sampler(sample, temperature, top_k, seed))
    # Load the programs this decode calls now (an unknown backend is an error here, before the CLI has
    # printed the prompt); on native each function still compiles on its first call.
    if kv_cache or sample:
        dec.decode
    if not kv_cache:
        dec.rollout
    if in_graph:
        return _in_graph(dec, chooser, prompt, max_new, stop_id)
    return _cached(dec, chooser, prompt, max_new, stop_id) if kv_cache else _reforward(dec, chooser, prompt, max_new, stop_id)


def _in_graph(dec: Decoder, chooser: _Chooser, prompt, max_new, stop_id):
    s = chooser.s
    # every u at once, from the stream the host loop draws one at a time (the same values: tested)
    u = chooser.draw(max_new) if s.sample else np.zeros((max_new, 1, 1))
    ids, rows = dec.generate_in_graph(prompt, u, s.sample, s.temperature if s.sample else 1.0, (s.top_k or V) if s.sample else V)
    for token, row in zip(ids, rows):  # a counted loop cannot stop early: truncated here, after the stop id
        yield token, row
        if token == stop_id:
            return


def _cached(dec: Decoder, chooser: _Chooser, prompt, max_new, stop_id):
    n = len(prompt)
    logits, kc, vc = dec.prefill(prompt)
    row = logits[:, n - 1 : n, :]
    token = chooser.pick(row)
    for i in range(max_new):
        yield token, np.array(row[0, 0])
        if token == stop_id or i == max_new - 1:
            return
        row, nxt, kc, vc = chooser.step(token, n + i, kc, vc)  # the new token sits at position n + i
        token = int(nxt[0, 0])


def _reforward(dec: Decoder, chooser: _Chooser, prompt, max_new, stop_id):
    ids = list(prompt)
    for _ in range(max_new):
        logits, next_ids = dec.forward(ids)
        n = len(ids)
        row = logits[:, n - 1 : n, :]
        token = int(next_ids[0, n - 1]) if not chooser.s.sample else chooser.pick(row)
        yield token, np.array(row[0, 0])
        if token == stop_id:
            return
        ids.append(token)


def generate(weights, prompt: list[int], max_new: int, **options) -> Iterator[int]:
    """§20: yield each new token id as it is produced (the prompt is not repeated).

    options: sample (False: greedy, §17), temperature (> 0), top_k (1..V), seed (Philox; None: fresh
    entropy), stop_id (the stop token is yielded, then the loop ends), kv_cache (True: prefill + one
    step per token; False: re-forward the window per token), in_graph (True: prefill and all
    max_new steps in one compiled call, `generate[M]`; the ids come when it returns, truncated
    after stop_id; needs kv_cache), tmax (the window, 36), backend.
    Arguments are checked here, before the first token is asked for."""
    steps = generate_steps(weights, prompt, max_new, **options)
    return (token for token, _ in steps)


def complete(weights, prompt: list[int], max_new: int, **options) -> list[int]:
    """The prompt followed by its generated tokens."""
    return [int(t) for t in prompt] + list(generate(weights, prompt, max_new, **options))


def encode_prompt(vocab, text: str) -> tuple[list[int], list[str]]:
    """§23: whitespace tokens to ids, unknown words to <unk>; also returns the unknown words."""
    unknown = [w for w in text.split() if w not in vocab.tokens]
    return vocab.encode(text), unknown


def usage_problem(args) -> str | None:
    """`kina-storylm generate` options that cannot work, found before the checkpoint is read."""
    sampling = {"--temperature": args.temperature, "--top-k": args.top_k, "--seed": args.seed}
    if not args.sample:
        given = [opt for opt, v in sampling.items() if v is not None]
        if given:
            return f"{', '.join(given)} only appl{'ies' if len(given) == 1 else 'y'} with --sample"
        return None
    for opt, check in (("--temperature", temperature_problem), ("--top-k", top_k_problem), ("--seed", seed_problem)):
        value = sampling[opt]
        problem = check(value) if value is not None else None
        if problem:
            return f"{opt} {problem}"
    return None


def unknown_words_warning(unknown: list[str]) -> str:
    """One line naming every prompt word that is not in the vocab (§23: they map to <unk>)."""
    names = ", ".join(repr(w) for w in dict.fromkeys(unknown))
    if len(dict.fromkeys(unknown)) == 1:
        return f"warning: the prompt word {names} is not in the vocab; it maps to <unk>"
    return f"warning: the prompt words {names} are not in the vocab; they map to <unk>"
