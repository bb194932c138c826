"""The CNN, loss and AdamW step of cnn.kina written in idiomatic JAX with Flax and Optax, for the
line-count comparison in README.md (and as a second reference: `uv run --group bench --group
examples python examples/cnn-digits/reference_jax.py` trains it the same way as train.py)."""
import jax
import optax
from flax import linen as nn


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.max_pool(nn.relu(nn.Conv(32, (3, 3))(x)), (2, 2), strides=(2, 2))
        x = nn.max_pool(nn.relu(nn.Conv(64, (3, 3))(x)), (2, 2), strides=(2, 2))
        return nn.Dense(10)(x.reshape((x.shape[0], -1)))


def xent(params, x, y):
    logits = CNN().apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


def optimizer(lr, wd):
    return optax.adamw(lr, b1=0.9, b2=0.999, eps=1e-8, weight_decay=wd)


@jax.jit
def step(params, state, x, y, lr, wd):
    loss, grads = jax.value_and_grad(xent)(params, x, y)
    updates, state = optimizer(lr, wd).update(grads, state, params)
    return loss, optax.apply_updates(params, updates), state


@jax.jit
def predict(params, x):
    return CNN().apply({"params": params}, x).argmax(-1)


# ---- not counted: the driver, as train.py (same data, init, batches and hyperparameters) ----
def flax_params(theta):
    """cnn.kina's flat theta as Flax's parameter tree (train.py's layout)."""
    t = train.unpack(theta)
    return {"Conv_0": {"kernel": t["w1"], "bias": t["b1"]}, "Conv_1": {"kernel": t["w2"], "bias": t["b2"]},
            "Dense_0": {"kernel": t["w3"], "bias": t["b3"]}}


import importlib.util  # noqa: E402
import pathlib  # noqa: E402

_spec = importlib.util.spec_from_file_location("cnn_digits_train", pathlib.Path(__file__).resolve().parent / "train.py")
train = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(train)

if __name__ == "__main__":
    import numpy as np

    x, y, xt, yt = train.load_split()
    rng = np.random.default_rng(0)
    params = jax.tree.map(jax.numpy.asarray, flax_params(train.init(rng)))
    state = optimizer(3e-3, 1e-4).init(params)
    for epoch in range(30):
        order = rng.permutation(len(x))
        for s in range(0, len(x), 32):
            idx = order[s:s + 32]
            loss, params, state = step(params, state, x[idx], y[idx], 3e-3, 1e-4)
    print(f"JAX test accuracy: {float((np.asarray(predict(params, xt)) == yt).mean()):.4f}")
