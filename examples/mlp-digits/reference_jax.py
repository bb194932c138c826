"""The model, loss and momentum step of mlp.kina written in idiomatic JAX, for the line-count
comparison in README.md (and as a second reference: `uv run --group bench --group examples
python examples/mlp-digits/reference_jax.py` trains it the same way as train.py)."""
import jax
import jax.numpy as jnp


def logits(params, x):
    w1, b1, w2, b2 = params
    return jax.nn.relu(x @ w1 + b1) @ w2 + b2


def xent(params, x, y):
    logp = jax.nn.log_softmax(logits(params, x))
    return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))


@jax.jit
def step(params, vel, x, y, lr, mu):
    loss, grads = jax.value_and_grad(xent)(params, x, y)
    vel = jax.tree.map(lambda v, g: mu * v + g, vel, grads)
    params = jax.tree.map(lambda w, v: w - lr * v, params, vel)
    return loss, params, vel


@jax.jit
def predict(params, x):
    return jnp.argmax(logits(params, x), axis=-1)


# ---- not counted: the driver, as train.py (same data, init, batches and hyperparameters) ----
if __name__ == "__main__":
    import importlib.util
    import pathlib

    import numpy as np

    here = pathlib.Path(__file__).resolve().parent
    spec = importlib.util.spec_from_file_location("mlp_digits_train", here / "train.py")
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    x, y, xt, yt = train.load_split()
    rng = np.random.default_rng(0)
    params, vel = train.init(rng, (x.shape[1], 128, 10))
    for _ in range(40):
        order = rng.permutation(len(x))
        for s in range(0, len(x), 64):
            idx = order[s:s + 64]
            loss, params, vel = step(params, vel, x[idx], y[idx], 0.02, 0.9)
    print(f"JAX test accuracy: {float((np.asarray(predict(params, xt)) == yt).mean()):.4f}")
