"""Train the 2-layer character transformer of transformer.kina on text shipped with Python.

    uv run python examples/char-transformer/train.py [--steps N] [--plot loss.png]
    uv run python examples/char-transformer/train.py --scan [--layers L]   # transformer_scan.kina
    uv run python examples/char-transformer/train.py --save ck.npz [--resume ck.npz]
    uv run --group dist mpiexec -n 2 python -m mpi4py examples/char-transformer/train.py --data-parallel

The text is every topic of `pydoc_data.topics` (the help texts of `help("assert")` and friends,
part of the standard library: no download), joined; the first 90 % trains, the last 10 % is
held out. Each step is one call of the compiled `step` (loss, reverse mode and AdamW inside
the program) on B random windows of T + 1 characters. With --scan the model is
transformer_scan.kina, whose L layers (--layers, default 2) are one loop over stacked weights. Prints the loss curve, the held-out loss
against the unigram entropy of the training text, and a greedy sample.

With --data-parallel (under mpiexec, §D2) every rank draws the same global batch of B windows,
takes its B/N (kina.distributed.shard) and calls `step_dp`, which averages the gradients over the
ranks (`all_mean`) inside the compiled step before AdamW; rank 0 alone prints, plots and writes
the checkpoint (--save, atomically every --save-every steps and at the end), which every rank
reads back with --resume.
"""
from __future__ import annotations

import argparse
import hashlib
import math
import sys
import time
from pathlib import Path

import numpy as np

import kina
import kina.distributed as dist
from kina.util import atomic_write

HERE = Path(__file__).resolve().parent
LAYERS = 2  # transformer.kina's `logits` calls `block` twice; transformer_scan.kina takes any L

from tqdm import tqdm  # a workspace dependency (kina-storylm's progress bar)


class _Quiet:
    """No output (tests)."""

    def __init__(self, n: int):
        self.n = n

    def __iter__(self):
        return iter(range(self.n))

    def set_postfix_str(self, s: str):
        pass

    @staticmethod
    def write(s: str):
        pass


def progress(steps: int, show: bool):
    return tqdm(range(steps), desc="steps", unit="step", file=sys.stdout) if show else _Quiet(steps)


# ---- data ---------------------------------------------------------------------------------

def load_text() -> str:
    from pydoc_data.topics import topics

    return "".join(topics.values())


class Corpus:
    """Characters as ids (the alphabet is every character of the whole text, sorted), split into
    the first `train` fraction and the held-out rest."""

    def __init__(self, text: str, train: float = 0.9):
        self.chars = sorted(set(text))
        self.index = {c: i for i, c in enumerate(self.chars)}
        ids = self.encode(text)
        cut = int(len(ids) * train)
        self.train, self.held_out = ids[:cut], ids[cut:]

    @property
    def vocab(self) -> int:
        return len(self.chars)

    def encode(self, s: str) -> np.ndarray:
        return np.array([self.index[c] for c in s], dtype=np.int64)

    def decode(self, ids) -> str:
        return "".join(self.chars[int(i)] for i in ids)

    def unigram_entropy(self) -> float:
        """In nats, from the character frequencies of the training split."""
        p = np.bincount(self.train, minlength=self.vocab) / len(self.train)
        p = p[p > 0]
        return float(-(p * np.log(p)).sum())


def windows(ids: np.ndarray, starts: np.ndarray, t: int):
    """Inputs ids[s : s + t] and next-character targets ids[s + 1 : s + t + 1], one row per start."""
    rows = ids[starts[:, None] + np.arange(t + 1)[None, :]]
    return np.ascontiguousarray(rows[:, :-1]), np.ascontiguousarray(rows[:, 1:])


# ---- parameters: one matrix theta of rows of width D (transformer.kina's layout) -------------

def layout(v: int, t: int, d: int, layers: int = LAYERS) -> list[tuple[str, int, tuple]]:
    """theta's row blocks in order: (name, rows, shape the model reads them as). Layer l is rows
    V + T + 2 + l (12 D + 9) onwards: the [L, 12 D + 9, D] stack of transformer_scan.kina."""
    blocks = [("wte", v, (v, d)), ("wpe", t, (t, d)), ("lnf_g", 1, (d,)), ("lnf_b", 1, (d,))]
    for l in range(layers):
        blocks += [(f"{l}.ln1_g", 1, (d,)), (f"{l}.ln1_b", 1, (d,))]
        blocks += [(f"{l}.{w}", d, (d, d)) for w in ("wq", "wk", "wv", "wo")]
        blocks += [(f"{l}.ln2_g", 1, (d,)), (f"{l}.ln2_b", 1, (d,)), (f"{l}.w1", 4 * d, (d, 4 * d)),
                   (f"{l}.c1", 4, (4 * d,)), (f"{l}.w2", 4 * d, (4 * d, d)), (f"{l}.c2", 1, (d,))]
    assert sum(r for _, r, _ in blocks) == v + t + 2 + layers * (12 * d + 9)  # the programs' Theta
    return blocks


def layers_of(rows: int, v: int, t: int, d: int) -> int:
    layers, rest = divmod(rows - v - t - 2, 12 * d + 9)
    assert rest == 0 and layers >= 1, f"{rows} rows are not a layout of V={v}, T={t}, D={d}"
    return layers


def unpack(theta: np.ndarray, v: int, t: int) -> dict:
    """name -> the parameter as the model reads it (views of theta); the layer count is theta's."""
    out, row = {}, 0
    d = theta.shape[1]
    for name, rows, shape in layout(v, t, d, layers_of(theta.shape[0], v, t, d)):
        out[name] = theta[row:row + rows].reshape(shape)
        row += rows
    return out


def pack(params: dict, v: int, t: int, d: int) -> np.ndarray:
    layers = len({k.split(".")[0] for k in params if "." in k})
    return np.concatenate([np.asarray(params[name]).reshape(rows, d) for name, rows, _ in layout(v, t, d, layers)])


def init(rng, v: int, t: int, d: int, layers: int = LAYERS) -> np.ndarray:
    """GPT-2 style: N(0, 0.02) weights and embeddings, the residual projections (wo, w2) scaled by
    1/sqrt(2 layers), LayerNorm gains 1, biases 0."""
    params = {}
    for name, rows, shape in layout(v, t, d, layers):
        leaf = name.split(".")[-1]
        if leaf.endswith("_g"):
            params[name] = np.ones(shape)
        elif leaf.endswith("_b") or leaf in ("c1", "c2"):
            params[name] = np.zeros(shape)
        else:
            scale = 0.02 / math.sqrt(2 * layers) if leaf in ("wo", "w2") else 0.02
            params[name] = rng.standard_normal(shape) * scale
    return pack(params, v, t, d).astype(np.float32)


# ---- training -----------------------------------------------------------------------------

class Model:
    """The compiled entry points at one set of sizes (V, H and Dh occur only inside compound
    dims of theta, so the sizes are given: `.specialise`, like jax.jit's static arguments)."""

    def __init__(self, prog, *, batch: int, context: int, vocab: int, heads: int, head_dim: int,
                 layers: int = LAYERS, data_parallel: bool = False):
        sizes = dict(T=context, V=vocab, H=heads, Dh=head_dim)
        if "L" in prog.step.variables:  # transformer_scan.kina: the layer count is a size
            sizes["L"] = layers
        elif layers != LAYERS:
            raise ValueError(f"transformer.kina has {LAYERS} layers, not {layers} (transformer_scan.kina takes any)")
        self.batch, self.context, self.vocab, self.width = batch, context, vocab, heads * head_dim
        self.layers = layers
        # step_dp: the same step with the gradients (and the loss) averaged over the ranks
        self.data_parallel = data_parallel
        self.step = (prog.step_dp if data_parallel else prog.step).specialise(B=batch, **sizes)
        self.xent = prog.xent.specialise(B=batch, **sizes)
        self.next_char = prog.main.specialise(B=1, **sizes)
        self.generate = lambda n: prog.generate.specialise(N=n, **sizes)  # n characters in one call


def held_out_loss(model: Model, ids: np.ndarray, theta) -> float:
    """Mean next-character loss over consecutive non-overlapping windows of the held-out text
    (the windows that fill whole global batches). Data-parallel, rank r takes every N-th batch of
    B/N windows from the r-th and the ranks average: the same windows and mean as one process."""
    t, b = model.context, model.batch
    n, r = (dist.world_size(), dist.rank()) if model.data_parallel else (1, 0)
    starts = np.arange(0, len(ids) - t - 1, t)
    starts = starts[: len(starts) // (b * n) * (b * n)]
    losses = [float(model.xent(*windows(ids, starts[k:k + b], t), theta))
              for k in range(r * b, len(starts), b * n)]
    mean = float(np.mean(losses))
    return dist.allreduce_mean(mean) if model.data_parallel else mean


def learning_rate(lr: float, k: int, steps: int) -> float:
    """At step k (from 0) of `steps`: a linear warm-up over the first 5 % (at most 50 steps), then
    a cosine from lr down to lr / 10 at the last step."""
    warmup = max(1, min(50, steps // 20))
    return lr * min(1.0, (k + 1) / warmup) * (0.55 + 0.45 * math.cos(math.pi * k / max(1, steps - 1)))


def train(model: Model, corpus: Corpus, *, steps: int, lr=1e-2, b1=0.9, b2=0.99, eps=1e-8, wd=0.01, seed=0,
          every=50, show=True, save=None, save_every=0, resume=None, on_step=None):
    """AdamW (inside the compiled step) on random windows of the training text. Returns theta and
    the loss curve [(step, mean training loss over the last `every` steps)].

    Data-parallel (model.data_parallel), every rank draws the same B·N window starts (the global
    batch of one process with batch B·N), trains on its shard, and rank 0's initial theta is
    broadcast. `save`: rank 0 writes a checkpoint there every `save_every` steps (0: only at the
    end); `resume`: a checkpoint to go on from (every rank reads it). `on_step(t, out)` is called
    after each step (tests)."""
    n = dist.world_size() if model.data_parallel else 1
    global_batch = model.batch * n
    config = dict(batch=global_batch, context=model.context, vocab=model.vocab, width=model.width,
                  layers=model.layers, steps=steps, lr=lr, b1=b1, b2=b2, eps=eps, wd=wd, seed=seed)
    rng = np.random.default_rng(seed)
    theta = init(rng, model.vocab, model.context, model.width, model.layers)
    m, v = np.zeros_like(theta), np.zeros_like(theta)
    curve, recent, start = [], [], 0
    if resume is not None:
        state = load_checkpoint(resume, config, compare_ranks=model.data_parallel)
        theta, m, v = state["theta"], state["m"], state["v"]
        rng.bit_generator.state = state["rng"]
        curve, recent, start = state["curve"], state["recent"], state["step"]
    elif model.data_parallel:
        theta = dist.broadcast(theta)
    bar = progress(steps - start, show and dist.is_root())
    for k in bar:
        k += start
        t = k + 1
        starts = rng.integers(0, len(corpus.train) - model.context - 1, global_batch)
        x, y = windows(corpus.train, dist.shard(starts) if model.data_parallel else starts, model.context)
        out = model.step(x, y, theta, m, v, learning_rate(lr, k, steps), b1, b2, eps, wd, b1 ** t, b2 ** t)
        theta, m, v = out.params, out.m1, out.v1
        recent.append(float(out.loss))
        if on_step is not None:
            on_step(t, out)
        if t % every == 0 or t == steps:
            curve.append((t, float(np.mean(recent))))
            recent = []
            bar.set_postfix_str(f"loss={curve[-1][1]:.3f}")
            bar.write(f"step {t:5d}  training loss {curve[-1][1]:.4f}")
        if save is not None and ((save_every and t % save_every == 0) or t == steps):
            if dist.is_root():
                save_checkpoint(save, config, dict(theta=theta, m=m, v=v, step=t, rng=rng.bit_generator.state,
                                                   curve=curve, recent=recent))
    return theta, curve


# ---- checkpoints: rank 0 writes (atomically), every rank reads -------------------------------

CHECKPOINT_FORMAT = "kina-char-transformer-1"


def save_checkpoint(path, config: dict, state: dict) -> None:
    """theta, the AdamW moments, the step, the batch generator's state and the loss curve, in one
    .npz written with kina.util.atomic_write: a reader (or a rank killed mid-write) sees the
    previous checkpoint or the whole new one."""
    import io
    import json

    meta = dict(format=CHECKPOINT_FORMAT, config=config, step=state["step"], rng=state["rng"],
                curve=state["curve"], recent=state["recent"])
    buf = io.BytesIO()
    np.savez(buf, theta=state["theta"], m=state["m"], v=state["v"], meta=np.array(json.dumps(meta)))
    atomic_write(str(path), buf.getvalue(), mode=0o644)


def load_checkpoint(path, config: dict, compare_ranks: bool = False) -> dict:
    """A checkpoint of save_checkpoint, checked against this run's configuration: a missing or
    damaged file, or a field that differs, is a CheckpointError naming it. With `compare_ranks`
    (data-parallel: every rank reads the file), the ranks also compare what they read, a SHA-256
    of the restored state: a rank that read another file (a stale copy on another node's disk) or
    could not read it is a CheckpointError naming that rank, raised on every rank alike, so none
    trains on alone or waits for one that has stopped."""
    try:
        state, seen = _read_checkpoint(path, config), None
    except CheckpointError as e:
        state, seen = None, ("error", str(e))
    if compare_ranks:
        seen = seen or ("sha256", _digest(state))
        every = dist.allgather(seen, f"--resume {path}")
        for r, (kind, what) in enumerate(every):
            if kind == "error" and len(every) > 1:
                raise CheckpointError(f"rank {r} of {len(every)}: {what}")
        for r, (_, digest) in enumerate(every):
            if digest != every[0][1]:
                raise CheckpointError(f"--resume {path}: rank {r} of {len(every)} read another checkpoint than rank 0 "
                                      f"(SHA-256 of the restored state {digest[:12]}… against {every[0][1][:12]}…): every "
                                      f"rank must read the same file (a shared file system)")
    if state is None:
        raise CheckpointError(seen[1])
    return state


def _digest(state: dict) -> str:
    import json

    h = hashlib.sha256()
    for k in ("theta", "m", "v"):
        h.update(np.ascontiguousarray(state[k]).tobytes())
    h.update(json.dumps({k: state[k] for k in ("step", "rng", "curve", "recent")}, sort_keys=True).encode())
    return h.hexdigest()


def _read_checkpoint(path, config: dict) -> dict:
    import json
    import zipfile

    try:
        with np.load(path, allow_pickle=False) as f:
            meta = json.loads(str(f["meta"]))
            arrays = {k: f[k] for k in ("theta", "m", "v")}
    except (OSError, ValueError, KeyError, zipfile.BadZipFile, json.JSONDecodeError) as e:
        raise CheckpointError(f"--resume {path}: not a readable checkpoint ({e})") from None
    if not isinstance(meta, dict) or meta.get("format") != CHECKPOINT_FORMAT:
        raise CheckpointError(f"--resume {path}: not a {CHECKPOINT_FORMAT} checkpoint")
    for name, value in config.items():
        if meta["config"].get(name) != value:
            raise CheckpointError(f"--resume {path}: it was written with {name}={meta['config'].get(name)!r}, "
                                  f"this run has {name}={value!r}")
    shape = (config["vocab"] + config["context"] + 2 + config["layers"] * (12 * config["width"] + 9), config["width"])
    for k, a in arrays.items():
        if a.shape != shape or a.dtype != np.float32:
            raise CheckpointError(f"--resume {path}: {k} is {a.dtype}{list(a.shape)}, expected float32{list(shape)}")
    if not 0 < meta["step"] <= config["steps"]:
        raise CheckpointError(f"--resume {path}: step {meta['step']} is outside 1 … {config['steps']}")
    return dict(arrays, step=meta["step"], rng=meta["rng"], curve=[tuple(c) for c in meta["curve"]],
                recent=list(meta["recent"]))


class CheckpointError(ValueError):
    """A checkpoint that cannot be resumed from (one line)."""


def greedy(model: Model, corpus: Corpus, theta, prompt: str, n: int) -> str:
    """n characters, each the argmax after the last T characters (the prompt is left-padded with
    spaces to T), in one call: `generate[…, N=n]` loops over the n steps in the program."""
    window = np.array([corpus.encode(prompt.rjust(model.context))[-model.context:]], dtype=np.int64)
    return corpus.decode(model.generate(n)(window, theta)[0])


def plot(curve, held_out: float, entropy: float, path: str) -> None:
    try:
        import matplotlib
    except ImportError:
        print(f"--plot: matplotlib is not installed (it is in the optional bench group: "
              f"uv run --group bench ...); {path} not written")
        return
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot([s for s, _ in curve], [l for _, l in curve], marker=".", label="training loss")
    ax.axhline(held_out, color="C1", linestyle="--", label=f"held-out loss {held_out:.3f}")
    ax.axhline(entropy, color="C2", linestyle=":", label=f"unigram entropy {entropy:.3f}")
    ax.axhline(0.7 * entropy, color="C3", linestyle=":", label="0.7 × unigram entropy")
    ax.set_xlabel("step")
    ax.set_ylabel("nats per character")
    ax.set_title("char-transformer (Kina) on pydoc_data.topics")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    print(f"wrote {path}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=2500)
    ap.add_argument("--batch", type=int, default=16, help="the global batch (B/N per rank with --data-parallel)")
    ap.add_argument("--context", type=int, default=64)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--head-dim", type=int, default=16)
    ap.add_argument("--lr", type=float, default=1e-2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--every", type=int, default=50, help="print the training loss every N steps")
    ap.add_argument("--sample", type=int, default=200, help="characters of greedy sample")
    ap.add_argument("--prompt", default='The "while" statement\n*********************\n\nThe ',
                    help="the greedy sample's prompt")
    ap.add_argument("--plot", metavar="PNG", help="write the loss curve (needs matplotlib; rank 0)")
    ap.add_argument("--backend", default=None, help="native (default when installed), jit or numpy")
    ap.add_argument("--scan", action="store_true", help="transformer_scan.kina: the layers as one loop")
    ap.add_argument("--layers", type=int, default=LAYERS, help="layers (other than 2 only with --scan)")
    ap.add_argument("--data-parallel", action="store_true",
                    help="under mpiexec: B/N windows per rank, gradients averaged in the step (all_mean)")
    ap.add_argument("--save", metavar="NPZ", help="checkpoint written by rank 0 (atomically)")
    ap.add_argument("--save-every", type=int, default=0, metavar="N", help="also every N steps (0: at the end only)")
    ap.add_argument("--resume", metavar="NPZ", help="go on from a checkpoint of --save (same settings)")
    args = ap.parse_args(argv)
    if args.layers < 1 or (args.layers != LAYERS and not args.scan):
        sys.exit(f"--layers: transformer.kina has {LAYERS}; another count (>= 1) needs --scan")
    if args.steps < 1 or args.save_every < 0:
        sys.exit("--steps must be >= 1 and --save-every >= 0")
    if args.save is not None:
        from kina.util import output_problem

        problem = output_problem(args.save)
        if problem:
            sys.exit(f"--save {args.save}: {problem}")
    try:
        ranks = dist.world_size() if args.data_parallel else 1
    except dist.DistributedError as e:  # under mpiexec without the dist group, or a bad KINA_COLLECTIVE_TIMEOUT
        sys.exit(f"--data-parallel: {e}")
    if args.batch < 1 or args.batch % ranks:
        sys.exit(f"--batch {args.batch}: a global batch must be a positive multiple of the {ranks} ranks "
                 "(each rank takes batch / ranks windows)")
    root = dist.is_root()
    say = print if root else (lambda *a, **k: None)
    t0 = time.perf_counter()
    corpus = Corpus(load_text())
    entropy = corpus.unigram_entropy()
    say(f"text: {len(corpus.train) + len(corpus.held_out)} characters of pydoc_data.topics, "
        f"{corpus.vocab} distinct; {len(corpus.train)} train, {len(corpus.held_out)} held out")
    if args.data_parallel:
        say(f"data-parallel: {ranks} ranks, {args.batch // ranks} windows each (global batch {args.batch})")
    prog = kina.compile_file(HERE / ("transformer_scan.kina" if args.scan else "transformer.kina"),
                             backend=args.backend)
    model = Model(prog, batch=args.batch // ranks, context=args.context, vocab=corpus.vocab, heads=args.heads,
                  head_dim=args.head_dim, layers=args.layers, data_parallel=args.data_parallel)
    t1 = time.perf_counter()
    try:
        theta, curve = train(model, corpus, steps=args.steps, lr=args.lr, seed=args.seed, every=args.every,
                             save=args.save, save_every=args.save_every, resume=args.resume)
    except CheckpointError as e:
        sys.exit(str(e))
    t2 = time.perf_counter()
    held = held_out_loss(model, corpus.held_out, theta)
    say(f"held-out loss {held:.4f} nats/char; unigram entropy of the training text {entropy:.4f} nats; "
        f"ratio {held / entropy:.3f} (target <= 0.7)")
    unknown = set(args.prompt) - set(corpus.chars)
    if unknown:
        sys.exit(f"--prompt: characters not in the text: {''.join(sorted(unknown))!r}")
    if root and args.sample > 0:
        print(f"greedy sample after {args.prompt!r}:\n{greedy(model, corpus, theta, args.prompt, args.sample)}")
    say(f"compile {t1 - t0:.1f} s, {args.steps} steps {t2 - t1:.1f} s, whole run {time.perf_counter() - t0:.1f} s")
    if args.plot and root:
        plot(curve, held, entropy, args.plot)
    return held, entropy


if __name__ == "__main__":
    main()
