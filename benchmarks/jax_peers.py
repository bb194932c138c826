"""The benchmark programs in JAX (jit, value_and_grad): the same functions, arguments and outputs as
the Kina programs of benchmarks/programs.py, so one reference check covers every peer."""
from __future__ import annotations

import jax
import jax.numpy as jnp

from programs import LN_EPS, transformer_names


def _heads(a, B, T, H, dh):
    return a.reshape(B, T, H, dh).transpose(0, 2, 1, 3)


def _nll(logits, tg):
    lp = jax.nn.log_softmax(logits, axis=2)
    return -jnp.take_along_axis(lp, tg[..., None], axis=2)[..., 0]


def make_storylm_step(H: int):
    def nll_fn(ids, tg, emb, mask, scale, wq, wk, wv, wo, lm):
        B, T = ids.shape
        D = emb.shape[1]
        dh = D // H
        x = emb[ids]
        q, k, v = (_heads(x @ w, B, T, H, dh) for w in (wq, wk, wv))
        p = jax.nn.softmax((q @ k.transpose(0, 1, 3, 2)) * scale + mask, axis=3)
        merged = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
        h = x + merged @ wo
        return _nll(h @ lm, tg)

    def summed(ws, ids, tg, mask, scale):
        nll = nll_fn(ids, tg, ws[0], mask, scale, *ws[1:])
        return nll.sum(), nll

    grad = jax.grad(summed, has_aux=True)

    @jax.jit
    def step(ids, tg, emb, mask, scale, wq, wk, wv, wo, lm, lr):
        ws = (emb, wq, wk, wv, wo, lm)
        g, nll = grad(ws, ids, tg, mask, scale)
        return (nll, *[w - lr[0, 0] * gw for w, gw in zip(ws, g)])

    return step


def make_transformer_step(H: int, L: int):
    names = transformer_names(L)

    def ln(x, g, b):
        mu = x.mean(axis=-1, keepdims=True)
        xc = x - mu
        sd = jnp.sqrt((xc * xc).mean(axis=-1, keepdims=True) + LN_EPS)
        return xc / sd * g + b

    def loss(mask, scale, ws, ids, tg):
        w = dict(zip(names, ws))
        B, T = ids.shape
        D = w["token_embedding"].shape[1]
        dh = D // H
        x = w["token_embedding"][ids] + w["pos_embedding"]
        for i in range(L):
            a = ln(x, w[f"ln1_g_{i}"], w[f"ln1_b_{i}"])
            q, k, v = (_heads(a @ w[f"w{p}_{i}"], B, T, H, dh) for p in "qkv")
            p = jax.nn.softmax((q @ k.transpose(0, 1, 3, 2)) * scale + mask, axis=3)
            h = x + (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w[f"wo_{i}"]
            m = ln(h, w[f"ln2_g_{i}"], w[f"ln2_b_{i}"])
            x = h + jnp.maximum(m @ w[f"w1_{i}"] + w[f"b1_{i}"], 0.0) @ w[f"w2_{i}"] + w[f"b2_{i}"]
        logits = ln(x, w["lnf_g"], w["lnf_b"]) @ w["lm_head"]
        return _nll(logits, tg).mean()

    vg = jax.value_and_grad(loss, argnums=(0, 1, 2))

    @jax.jit
    def step(ids, tg, mask, scale, *ws):
        val, (g_mask, g_scale, g_ws) = vg(mask, scale, ws, ids, tg)
        return (val, g_mask, g_scale, *g_ws)

    return step


def make_mlp_step():
    def loss(w1, w2, x, y):
        d = jnp.tanh(x @ w1) @ w2 - y
        return (d * d).sum().reshape(1)

    vg = jax.value_and_grad(lambda w1, w2, x, y: loss(w1, w2, x, y)[0], argnums=(0, 1))

    @jax.jit
    def step(x, y, w1, w2, lr):
        val, (g1, g2) = vg(w1, w2, x, y)
        return (val.reshape(1), w1 - lr[0, 0] * g1, w2 - lr[0, 0] * g2)

    return step


def block(out):
    return jax.block_until_ready(out)
