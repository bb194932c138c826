"""The model, loss and AdamW step of transformer.kina written in idiomatic JAX, for the line-count
comparison in README.md (and as a second reference: `uv run --group bench python
examples/char-transformer/reference_jax.py` trains it the same way as train.py). Parameters are
a pytree (a dict with a list of per-layer dicts); the update is torch.optim.AdamW's."""
import functools

import jax
import jax.numpy as jnp


def layer_norm(x, g, b):
    mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b


def attention(x, p, heads):
    B, T, D = x.shape
    split = lambda w: (x @ w).reshape(B, T, heads, D // heads).transpose(0, 2, 1, 3)  # noqa: E731
    q, k, v = split(p["wq"]), split(p["wk"]), split(p["wv"])
    s = q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(D // heads)
    s = jnp.where(jnp.tril(jnp.ones((T, T), bool)), s, -1e9)
    o = jax.nn.softmax(s, axis=-1) @ v
    return o.transpose(0, 2, 1, 3).reshape(B, T, D) @ p["wo"]


def block(x, p, heads):
    x = x + attention(layer_norm(x, p["ln1_g"], p["ln1_b"]), p, heads)
    h = jax.nn.gelu(layer_norm(x, p["ln2_g"], p["ln2_b"]) @ p["w1"] + p["c1"], approximate=False)
    return x + h @ p["w2"] + p["c2"]


def logits(params, x, heads):
    h = params["wte"][x] + params["wpe"]
    for p in params["layers"]:
        h = block(h, p, heads)
    return layer_norm(h, params["lnf_g"], params["lnf_b"]) @ params["wte"].T


def xent(params, x, y, heads):
    logp = jax.nn.log_softmax(logits(params, x, heads))
    return -jnp.mean(jnp.take_along_axis(logp, y[..., None], axis=-1))


@functools.partial(jax.jit, static_argnames="heads")
def step(params, m, v, x, y, lr, b1, b2, eps, wd, t, heads):
    loss, grads = jax.value_and_grad(xent)(params, x, y, heads)
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)

    def update(w, m, v):
        return w * (1 - lr * wd) - lr * (m / (1 - b1**t)) / (jnp.sqrt(v / (1 - b2**t)) + eps)
    return loss, jax.tree.map(update, params, m, v), m, v


@functools.partial(jax.jit, static_argnames="heads")
def next_char(params, x, heads):
    return jnp.argmax(logits(params, x, heads)[:, -1], axis=-1)


# ---- not counted: conversions from train.py's theta, and the driver (as train.py) ----
def tree(flat: dict) -> dict:
    """train.unpack's {name: array} as the pytree above."""
    top = {k: v for k, v in flat.items() if "." not in k}
    layers = sorted({int(k.split(".")[0]) for k in flat if "." in k})
    top["layers"] = [{k.split(".", 1)[1]: v for k, v in flat.items() if k.startswith(f"{l}.")} for l in layers]
    return top


def flat(params: dict) -> dict:
    """The inverse of tree (for train.pack)."""
    out = {k: v for k, v in params.items() if k != "layers"}
    for l, p in enumerate(params["layers"]):
        out.update({f"{l}.{k}": v for k, v in p.items()})
    return out


if __name__ == "__main__":
    import importlib.util
    import math
    import pathlib
    import time

    import numpy as np

    here = pathlib.Path(__file__).resolve().parent
    spec = importlib.util.spec_from_file_location("char_transformer_train", here / "train.py")
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    corpus = train.Corpus(train.load_text())
    steps, batch, context, heads, lr = 2500, 16, 64, 4, 1e-2
    rng = np.random.default_rng(0)
    theta = train.init(rng, corpus.vocab, context, 64)
    params = tree(train.unpack(theta, corpus.vocab, context))
    m, v = jax.tree.map(jnp.zeros_like, params), jax.tree.map(jnp.zeros_like, params)
    start = time.perf_counter()
    for k in range(steps):
        t = k + 1
        x, y = train.windows(corpus.train, rng.integers(0, len(corpus.train) - context - 1, batch), context)
        loss, params, m, v = step(params, m, v, x, y, train.learning_rate(lr, k, steps), 0.9, 0.99, 1e-8, 0.01, t, heads)
        if t % 250 == 0:
            print(f"step {t:5d}  loss {float(loss):.4f}")
    theta = train.pack(flat(params), corpus.vocab, context, 64)
    starts = np.arange(0, len(corpus.held_out) - context - 1, context)
    starts = starts[: len(starts) // batch * batch]
    held = np.mean([float(xent(params, *train.windows(corpus.held_out, starts[k:k + batch], context), heads))
                    for k in range(0, len(starts), batch)])
    h = corpus.unigram_entropy()
    print(f"JAX held-out loss {held:.4f}; unigram entropy {h:.4f}; ratio {held / h:.3f}; "
          f"{steps} steps {time.perf_counter() - start:.1f} s")
