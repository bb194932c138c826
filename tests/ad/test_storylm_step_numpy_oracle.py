"""The whole §15 step on the numpy backend against an independent NumPy hand
transcription (and PyTorch autograd when installed): nll and every updated weight, F32, <= 1e-5."""
from __future__ import annotations

import os

import numpy as np
import pytest

import kina
from conftest import PROGRAMS
from kina_storylm import reference as ref
from oracles import assert_close, torch_s15_step

WINDOWS = [([1, 2, 3, 4], [2, 3, 4, 5]), ([5, 6, 1, 2], [6, 1, 2, 3]), ([3, 3, 3, 7], [0, 1, 1, 1])]


def _step(backend, ids, targets, w, lr=0.1):
    prog = kina.compile_file(os.path.join(PROGRAMS, "storylm0_nll_step.kina"), backend=backend)
    return prog.step(ids, targets, w["token_embedding"], ref.causal_mask(4), ref.attention_scale(),
                     w["wq"], w["wk"], w["wv"], w["wo"], w["lm_head"], np.full((1, 1), lr, np.float32))


@pytest.mark.parametrize("backend", ["numpy", "native", "jit"])
@pytest.mark.parametrize("window", WINDOWS)
def test_s15_step_matches_hand_transcription(backend, window):
    ids, targets = np.array([window[0]]), np.array([window[1]])
    w = ref.patterned_weights()
    nll, *new = _step(backend, ids, targets, w)
    exp_nll, exp_w = ref.sgd_step(ids, targets, w, 0.1)
    assert_close(nll, exp_nll, what="nll")
    for name, got in zip(ref.WEIGHTS, new):
        assert got.dtype == np.float32 and got.shape == ref.SHAPES[name]
        assert_close(got, exp_w[name], what=name)
        assert not np.array_equal(got, w[name]) or name in ("wq", "wk"), f"{name} did not move"


def test_s15_step_matches_torch_autograd():
    ids, targets = np.array([WINDOWS[0][0]]), np.array([WINDOWS[0][1]])
    w = ref.patterned_weights()
    exp_nll, exp_w = torch_s15_step(ids, targets, w, 0.1)
    for backend in ("numpy", "native"):
        nll, *new = _step(backend, ids, targets, w)
        assert_close(nll, exp_nll, what=f"nll ({backend})")
        for name, got in zip(ref.WEIGHTS, new):
            assert_close(got, exp_w[name], what=f"{name} ({backend})")


def test_hand_transcription_gradients_match_finite_differences():
    """The oracle is itself checked: its hand-written gradients against F64 central differences."""
    rng = np.random.default_rng(0)
    ids, targets = np.array([[1, 2, 3, 3]]), np.array([[2, 3, 4, 5]])
    w = {k: v.astype(np.float64) for k, v in ref.patterned_weights().items()}
    g = ref.grads(ids, targets, {k: v.astype(np.float32) for k, v in w.items()})
    for name in ref.WEIGHTS:
        for _ in range(4):
            idx = tuple(rng.integers(0, s) for s in ref.SHAPES[name])
            plus, minus = dict(w), dict(w)
            plus[name], minus[name] = w[name].copy(), w[name].copy()
            plus[name][idx] += 1e-4
            minus[name][idx] -= 1e-4
            fd = (ref.nll(ids, targets, plus).sum() - ref.nll(ids, targets, minus).sum()) / 2e-4
            assert abs(fd - g[name][idx]) < 1e-3, (name, idx, fd, g[name][idx])
