"""The model, loss, AdamW step and greedy generation of gru.kina written in idiomatic JAX (the
recurrence and the generation are `jax.lax.scan`s), for the line-count comparison in README.md
and as a second reference: `uv run --group bench python examples/gru-lm/reference_jax.py` trains
it the same way as train.py. Parameters are a pytree (a dict); the update is torch.optim.AdamW's."""
import functools

import jax
import jax.numpy as jnp


def cell(p, h, gx):
    r, z, n = jnp.split(gx, 3, axis=-1)
    hr, hz, hn = jnp.split(h @ p["wh"] + p["bh"], 3, axis=-1)
    r, z = jax.nn.sigmoid(r + hr), jax.nn.sigmoid(z + hz)
    return (1 - z) * jnp.tanh(n + r * hn) + z * h


def states(p, x, h0):
    gx = p["emb"][x.T] @ p["wx"] + p["bx"]

    def body(h, g):
        h = cell(p, h, g)
        return h, h
    return jax.lax.scan(body, h0, gx)


def xent(p, x, y):
    _, hs = states(p, x, jnp.zeros((x.shape[0], p["wh"].shape[0])))
    logp = jax.nn.log_softmax(hs @ p["wo"] + p["bo"])
    return -jnp.mean(jnp.take_along_axis(logp, y.T[..., None], axis=-1))


@jax.jit
def step(params, m, v, x, y, lr, b1, b2, eps, wd, t):
    loss, grads = jax.value_and_grad(xent)(params, x, y)
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)

    def update(w, m, v):
        return w * (1 - lr * wd) - lr * (m / (1 - b1**t)) / (jnp.sqrt(v / (1 - b2**t)) + eps)
    return loss, jax.tree.map(update, params, m, v), m, v


@functools.partial(jax.jit, static_argnames="n")
def generate(p, x, n):
    h, _ = states(p, x, jnp.zeros((x.shape[0], p["wh"].shape[0])))

    def body(h, _):
        c = jnp.argmax(h @ p["wo"] + p["bo"], axis=-1)
        return cell(p, h, p["emb"][c] @ p["wx"] + p["bx"]), c
    return jax.lax.scan(body, h, None, length=n)[1].T


# ---- not counted: the driver (as train.py), with train.py's data, init, batches and schedule ----
if __name__ == "__main__":
    import importlib.util
    import pathlib
    import sys
    import time

    import numpy as np

    here = pathlib.Path(__file__).resolve().parent
    spec = importlib.util.spec_from_file_location("gru_lm_train", here / "train.py")
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    corpus = train.Corpus(train.load_text())
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    batch, context, embed, hidden, lr = 16, 32, 32, 256, 3e-3
    rng = np.random.default_rng(0)
    params = train.unpack(train.init(rng, corpus.vocab, embed, hidden), corpus.vocab, embed, hidden)
    m, v = jax.tree.map(jnp.zeros_like, params), jax.tree.map(jnp.zeros_like, params)
    start = time.perf_counter()
    for k in range(steps):
        t = k + 1
        x, y = train.windows(corpus.train, rng.integers(0, len(corpus.train) - context - 1, batch), context)
        loss, params, m, v = step(params, m, v, x, y, train.learning_rate(lr, k, steps), 0.9, 0.99, 1e-8, 0.01, t)
        if t % 250 == 0:
            print(f"step {t:5d}  loss {float(loss):.4f}")
    starts = np.arange(0, len(corpus.held_out) - context - 1, context)
    starts = starts[: len(starts) // batch * batch]
    held = np.mean([float(xent(params, *train.windows(corpus.held_out, starts[k:k + batch], context)))
                    for k in range(0, len(starts), batch)])
    h = corpus.unigram_entropy()
    print(f"JAX held-out loss {held:.4f}; unigram entropy {h:.4f}; ratio {held / h:.3f}; "
          f"{steps} steps {time.perf_counter() - start:.1f} s")
    prompt = corpus.encode('The "while" statement\n*********************\n\nThe '.rjust(context)[-context:])
    print(corpus.decode(np.asarray(generate(params, prompt.reshape(1, -1), 200))[0]))
