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


def _mlp_loss(w1, w2, x, y):
    d = jnp.tanh(x @ w1) @ w2 - y
    return (d * d).sum()


def make_jvp_step():
    """issue 21: jax.jvp of the mlp loss along (v1, v2): (loss, its directional derivative)."""
    @jax.jit
    def step(x, y, w1, w2, v1, v2):
        return jax.jvp(lambda a, b: _mlp_loss(a, b, x, y), (w1, w2), (v1, v2))

    return step


def make_hvp_step():
    """issue 21: jax.jvp(jax.grad(f)), forward over reverse: (g1, g2, H·v for w1, for w2)."""
    grad = jax.grad(_mlp_loss, argnums=(0, 1))

    @jax.jit
    def step(x, y, w1, w2, v1, v2):
        g, hv = jax.jvp(lambda a, b: grad(a, b, x, y), (w1, w2), (v1, v2))
        return (*g, *hv)

    return step


def block(out):
    return jax.block_until_ready(out)


# ---- issue 20: the loop programs (examples/gru-lm, examples/char-transformer/transformer_scan.kina).
# Same arguments and outputs as their Kina `step`s: flat theta (sliced inside the jit, as Kina
# slices it), mean cross-entropy, value_and_grad, AdamW on the flat vector (elementwise, so the
# same as on a pytree). `unrolled`: a Python loop traced T (or L) times instead of lax.scan.

def _adamw(w, g, m, v, lr, b1, b2, eps, wd, b1t, b2t):
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    return w * (1 - lr * wd) - lr * (m / (1 - b1t)) / (jnp.sqrt(v / (1 - b2t)) + eps), m, v


def _xent(logits, targets):
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, targets[:, None], axis=-1))


def _scan(body, carry, xs, unrolled: bool):
    if not unrolled:
        return jax.lax.scan(body, carry, xs)
    ys = []
    for i in range(jax.tree.leaves(xs)[0].shape[0]):
        carry, y = body(carry, jax.tree.map(lambda a: a[i], xs))
        ys.append(y)
    return carry, (None if ys[0] is None else jnp.stack(ys))


def make_gru_step(V: int, E: int, H: int, unrolled: bool = False):
    from programs import gru_layout

    def unpack(theta):
        out, at = {}, 0
        for name, shape in gru_layout(V, E, H):
            n = 1
            for s in shape:
                n *= s
            out[name] = theta[at:at + n].reshape(shape)
            at += n
        return out

    def cell(p, h, gx):  # torch.nn.GRU's step (examples/gru-lm/reference_jax.py)
        r, z, n = jnp.split(gx, 3, axis=-1)
        hr, hz, hn = jnp.split(h @ p["wh"] + p["bh"], 3, axis=-1)
        r, z = jax.nn.sigmoid(r + hr), jax.nn.sigmoid(z + hz)
        return (1 - z) * jnp.tanh(n + r * hn) + z * h

    def loss(theta, x, y):
        p = unpack(theta)
        gx = p["emb"][x.T] @ p["wx"] + p["bx"]

        def body(h, g):
            h = cell(p, h, g)
            return h, h
        _, hs = _scan(body, jnp.zeros((x.shape[0], H), theta.dtype), gx, unrolled)
        return _xent(hs.reshape(-1, H) @ p["wo"] + p["bo"], y.T.reshape(-1))

    vg = jax.value_and_grad(loss)

    @jax.jit
    def step(x, y, theta, m, v, *opt):
        val, g = vg(theta, x, y)
        return (val, *_adamw(theta, g, m, v, *opt))

    return step


def make_tscan_step(V: int, T: int, L: int, H: int, Dh: int, unrolled: bool = False):
    D = H * Dh

    def ln(x, g, b):
        c = x - x.mean(axis=-1, keepdims=True)
        return c * jax.lax.rsqrt((c * c).mean(axis=-1, keepdims=True) + 1e-5) * g + b

    def block(x, p):  # p: one layer's [12 D + 9, D] rows, transformer_scan.kina's order
        g1, b1 = p[0], p[1]
        wq, wk, wv, wo = (p[2 + i * D: 2 + (i + 1) * D] for i in range(4))
        g2, b2 = p[2 + 4 * D], p[3 + 4 * D]
        w1 = p[4 + 4 * D: 4 + 8 * D].reshape(D, 4 * D)
        c1 = p[4 + 8 * D: 8 + 8 * D].reshape(4 * D)
        w2, c2 = p[8 + 8 * D: 8 + 12 * D], p[8 + 12 * D]
        B = x.shape[0] // T
        n1 = ln(x, g1, b1)
        q, k, v = ((n1 @ w).reshape(B, T, H, Dh).transpose(0, 2, 1, 3) for w in (wq, wk, wv))
        s = jnp.where(jnp.tril(jnp.ones((T, T), bool)), q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(Dh).astype(x.dtype), -1e9)
        o = (jax.nn.softmax(s, axis=-1) @ v).transpose(0, 2, 1, 3).reshape(B * T, D)
        h = x + o @ wo
        return h + jax.nn.gelu(ln(h, g2, b2) @ w1 + c1, approximate=False) @ w2 + c2, None

    def loss(theta, x, y):
        wte, pos = theta[:V], theta[V:V + T]
        h0 = wte[x.reshape(-1)] + jnp.broadcast_to(pos, (x.shape[0], T, D)).reshape(-1, D)
        layers = theta[V + T + 2:].reshape(L, 12 * D + 9, D)
        h, _ = _scan(block, h0, layers, unrolled)
        return _xent(ln(h, theta[V + T], theta[V + T + 1]) @ wte.T, y.reshape(-1))

    vg = jax.value_and_grad(loss)

    @jax.jit
    def step(x, y, theta, m, v, *opt):
        val, g = vg(theta, x, y)
        return (val, *_adamw(theta, g, m, v, *opt))

    return step


# ---- issue 25: convolutions (benchmarks/programs.py's cnn and dwconv), lax.conv_general_dilated
# channels last ("NHWC", "HWIO", "NHWC") as Kina's conv; max pooling by lax.reduce_window.
def make_cnn_step():
    from jax import lax

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), [(1, 1), (1, 1)], dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def pool(h):
        return lax.reduce_window(h, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    def loss(w1, w2, w3, x, y):
        p1 = pool(jax.nn.relu(conv(x, w1)))
        p2 = pool(jax.nn.relu(conv(p1, w2)))
        logp = jax.nn.log_softmax(p2.reshape(x.shape[0], -1) @ w3, axis=1)
        return -jnp.take_along_axis(logp, y[:, None], axis=1).mean()

    vg = jax.value_and_grad(loss, argnums=(0, 1, 2))

    @jax.jit
    def step(x, y, w1, w2, w3, lr):
        val, (g1, g2, g3) = vg(w1, w2, w3, x, y)
        r = lr[0, 0]
        return (val.reshape(1), w1 - r * g1, w2 - r * g2, w3 - r * g3)

    return step


def make_dwconv_step():
    from jax import lax

    @jax.jit
    def step(x, w):
        K, C = w.shape[0], w.shape[-1]
        return (lax.conv_general_dilated(x, w, (1,), [(K - 1, 0)], dimension_numbers=("NWC", "WIO", "NWC"), feature_group_count=C),)

    return step


def make_overhead(R: int):
    @jax.jit
    def f(*args):
        N = len(args)
        return tuple(args[(2 * i) % N] + args[(2 * i + 1) % N] for i in range(R))
    return f
