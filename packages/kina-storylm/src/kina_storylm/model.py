"""StoryLM-0's compiled programs and host constants (docs/spec.md §14, §23)."""
from __future__ import annotations

from functools import lru_cache
from importlib.resources import files

import numpy as np

import kina

WEIGHTS = ("token_embedding", "wq", "wk", "wv", "wo", "lm_head")
SHAPES = {"token_embedding": (8, 4), "wq": (4, 4), "wk": (4, 4), "wv": (4, 4), "wo": (4, 4), "lm_head": (4, 8)}
ROLLOUT_T = 36
TRAIN_T = 4  # the step programs' token_ids/targets are [1, 4]: a corpus must be cut into windows of this length
RECIPE = "storylm0-patterned-v0"  # §23.2


def program_path(name: str) -> str:
    return str(files("kina_storylm").joinpath("programs", f"{name}.kina"))


@lru_cache(maxsize=None)
def program(name: str, backend: str | None = None):
    return kina.compile_file(program_path(name), backend=backend)


def patterned_init() -> dict[str, np.ndarray]:
    """§23.2: k-th tensor, flat index i: ((i + k) mod 9 - 4) / 10 in float64, rounded once to F32."""
    out = {}
    for k, name in enumerate(WEIGHTS):
        i = np.arange(int(np.prod(SHAPES[name])), dtype=np.int64)
        out[name] = ((((i + k) % 9) - 4) / 10.0).astype(np.float32).reshape(SHAPES[name])
    return out


def causal_mask(T: int) -> np.ndarray:
    """§14.2: 0 where j <= i, -1e9 where j > i."""
    i = np.arange(T)[:, None]
    j = np.arange(T)[None, :]
    return np.where(j <= i, np.float32(0.0), np.float32(-1e9)).astype(np.float32).reshape(1, 1, T, T)


def attention_scale() -> np.ndarray:
    return np.full((1, 1, 1, 1), 1.0 / np.sqrt(2.0), dtype=np.float32)


def scalar(x: float) -> np.ndarray:
    return np.full((1, 1), x, dtype=np.float32)


@lru_cache(maxsize=8)
def _decoder_constants(T: int) -> tuple[np.ndarray, np.ndarray]:
    mask, scale = causal_mask(T), attention_scale()
    mask.flags.writeable = scale.flags.writeable = False  # one pair for every call (a step reads them only)
    return mask, scale


def decoder_args(weights: dict, T: int) -> dict:
    mask, scale = _decoder_constants(T)
    return {"causal_mask": mask, "attention_scale": scale, **{k: weights[k] for k in WEIGHTS}}


def window_nll(weights: dict, ids: np.ndarray, targets: np.ndarray, backend: str | None = None) -> np.ndarray:
    """Per-token NLL [1, T] of one window, through the compiled storylm0_nll."""
    fn = program("storylm0_nll_step", backend).storylm0_nll
    return fn(token_ids=ids, targets=targets, **decoder_args(weights, ids.shape[1]))


def corpus_nll(weights: dict, corpus, backend: str | None = None) -> float:
    """Corpus sum of per-token NLL over every window (§24 (b))."""
    return float(sum(np.sum(window_nll(weights, ids, tg, backend), dtype=np.float64) for ids, tg in corpus))


def rollout_logits(weights: dict, ids36: np.ndarray, backend: str | None = None):
    """The T = 36 forward (§23.3): (logits [1,36,8], next_ids [1,36])."""
    return program("storylm0_rollout", backend).main(token_ids=ids36, **decoder_args(weights, ROLLOUT_T))


def greedy(weights: dict, prompt: list[int], max_new: int, backend: str | None = None, stop_id: int | None = None) -> list[int]:
    """§23.4 / §20: write the prompt into a <pad>-filled [1,36] window, re-forward, read
    next_ids at the last filled position, write it at the next one."""
    if not prompt:
        raise ValueError("the prompt must hold at least one token")
    if len(prompt) + max_new > ROLLOUT_T:
        raise ValueError(f"prompt ({len(prompt)} tokens) + max_new ({max_new}) exceeds the T = {ROLLOUT_T} window")
    ids = np.zeros((1, ROLLOUT_T), dtype=np.int64)
    ids[0, : len(prompt)] = prompt
    n = len(prompt)
    for _ in range(max_new):
        _, next_ids = rollout_logits(weights, ids, backend)
        nxt = int(next_ids[0, n - 1])
        ids[0, n] = nxt
        n += 1
        if stop_id is not None and nxt == stop_id:
            break
    return [int(i) for i in ids[0, :n]]


def top1_margins(weights: dict, prompt: list[int], max_new: int, backend: str | None = None) -> list[float]:
    """Top-1 minus top-2 logit at each greedy step (how decided the argmax is)."""
    seq = greedy(weights, prompt, max_new, backend)
    ids = np.zeros((1, ROLLOUT_T), dtype=np.int64)
    ids[0, : len(seq)] = seq
    logits, _ = rollout_logits(weights, ids, backend)
    margins = []
    for pos in range(len(prompt) - 1, len(seq) - 1):
        top = np.sort(logits[0, pos])[::-1]
        margins.append(float(top[0] - top[1]))
    return margins
