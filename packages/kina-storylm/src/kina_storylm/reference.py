"""An independent NumPy transcription of StoryLM-0 (docs/spec.md: §14 decoder, §9 NLL, the
hand-derived backward pass, §11 SGD and §16 AdamW). It shares no computation
with the compiler: it is the oracle for the Kina programs."""
from __future__ import annotations

import numpy as np

# The inputs (weights recipe, host constants) are shared with the trainer; the
# computation below is the independent part.
from .model import SHAPES, WEIGHTS, attention_scale, causal_mask  # noqa: E402,F401 (re-exported)
from .model import patterned_init as patterned_weights  # noqa: E402,F401

H, DH, D, V = 2, 2, 4, 8


def _softmax(x, axis):
    z = np.exp(x - x.max(axis=axis, keepdims=True))
    return z / z.sum(axis=axis, keepdims=True)


def _heads(t, T):
    return t.reshape(1, T, H, DH).transpose(0, 2, 1, 3)


def forward(ids, w, mask=None, scale=None):
    T = ids.shape[1]
    mask = causal_mask(T) if mask is None else mask
    scale = attention_scale() if scale is None else scale
    c = {}
    c["x"] = x = w["token_embedding"][ids]
    c["qh"], c["kh"], c["vh"] = (_heads(x @ w[n], T) for n in ("wq", "wk", "wv"))
    c["scores"] = c["qh"] @ c["kh"].transpose(0, 1, 3, 2)
    c["P"] = _softmax(c["scores"] * scale + mask, 3)
    ctx = c["P"] @ c["vh"]
    c["merged"] = ctx.transpose(0, 2, 1, 3).reshape(1, T, D)
    c["h"] = x + c["merged"] @ w["wo"]
    c["logits"] = c["h"] @ w["lm_head"]
    return c


def logits(ids, w):
    return forward(ids, w)["logits"]


def nll(ids, targets, w):
    lg = logits(ids, w)
    shifted = lg - lg.max(axis=2, keepdims=True)
    lp = shifted - np.log(np.exp(shifted).sum(axis=2, keepdims=True))
    return -np.take_along_axis(lp, targets[..., None], 2)[..., 0]


def grads(ids, targets, w, seed=None):
    """Cotangents of sum(nll) (or of Σ seed·nll) for every trainable weight, by hand."""
    T = ids.shape[1]
    scale = attention_scale()
    c = forward(ids, w)
    g_logits = _softmax(c["logits"], 2)
    g_logits[0, np.arange(T), targets[0]] -= 1.0
    if seed is not None:
        g_logits = g_logits * seed[..., None]
    g = {"lm_head": c["h"][0].T @ g_logits[0]}
    g_h = g_logits @ w["lm_head"].T
    g["wo"] = c["merged"][0].T @ g_h[0]
    g_ctx = _heads(g_h @ w["wo"].T, T)
    P = c["P"]
    g_P = g_ctx @ c["vh"].transpose(0, 1, 3, 2)
    g_vh = P.transpose(0, 1, 3, 2) @ g_ctx
    g_masked = P * (g_P - (g_P * P).sum(axis=3, keepdims=True))
    g_scores = g_masked * scale
    g_qh = g_scores @ c["kh"]
    g_kh = g_scores.transpose(0, 1, 3, 2) @ c["qh"]
    g_x = g_h.copy()
    for name, gh in (("wq", g_qh), ("wk", g_kh), ("wv", g_vh)):
        gt = gh.transpose(0, 2, 1, 3).reshape(1, T, D)
        g[name] = c["x"][0].T @ gt[0]
        g_x = g_x + gt @ w[name].T
    g_emb = np.zeros_like(w["token_embedding"])
    np.add.at(g_emb, ids[0], g_x[0])
    g["token_embedding"] = g_emb
    return {k: v.astype(np.float32) for k, v in g.items()}


def sgd_step(ids, targets, w, lr):
    g = grads(ids, targets, w)
    return nll(ids, targets, w), {k: (w[k] - np.float32(lr) * g[k]).astype(np.float32) for k in WEIGHTS}


def adamw_update(w, g, m, v, t, lr, beta1=0.9, beta2=0.999, eps=1e-8, weight_decay=0.01):
    """§16 in torch.optim.AdamW order, in F32."""
    f = np.float32
    m2 = (f(beta1) * m + (f(1) - f(beta1)) * g).astype(np.float32)
    v2 = (f(beta2) * v + (f(1) - f(beta2)) * g * g).astype(np.float32)
    m_hat = m2 / (f(1) - f(beta1 ** t))
    v_hat = v2 / (f(1) - f(beta2 ** t))
    w2 = w * (f(1) - f(lr) * f(weight_decay)) - f(lr) * m_hat / (np.sqrt(v_hat) + f(eps))
    return w2.astype(np.float32), m2, v2


def greedy(w, prompt, steps, T=36):
    ids = np.zeros((1, T), dtype=np.int64)
    ids[0, : len(prompt)] = prompt
    n = len(prompt)
    for _ in range(steps):
        nxt = int(np.argmax(logits(ids, w)[0, n - 1]))
        ids[0, n] = nxt
        n += 1
    return [int(i) for i in ids[0, :n]]
