"""The host train loops (docs/spec.md): §24 SGD and §25 AdamW around a compiled step, with the §26 objective switch;
and the same loops as one compiled call (`in_graph`, §C1: a `loop` over epochs around a `loop` over windows)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

import kina

from .fixtures import AdamWConfig, Corpus, load_adamw, load_corpus
from .model import TRAIN_T, WEIGHTS, attention_scale, causal_mask, corpus_nll, decoder_args, patterned_init, program, program_path, scalar
from .templates import train_loop_source

STEP_PROGRAMS = {("sgd", "sum"): "storylm0_nll_step", ("sgd", "mean"): "storylm0_mean_nll_step",
                 ("adamw", "sum"): "storylm0_adamw_step", ("adamw", "mean"): "storylm0_adamw_mean_step"}
SHORT = {"token_embedding": "emb", "wq": "wq", "wk": "wk", "wv": "wv", "wo": "wo", "lm_head": "lm"}


@lru_cache(maxsize=None)
def train_loop_program(optimizer: str = "sgd", objective: str = "sum", backend: str | None = None):
    """The §24/§25 training loop as one program (templates.train_loop_source over the packaged step
    program): `main[E, W]` runs E epochs over W windows in one call."""
    with open(program_path(STEP_PROGRAMS[(optimizer, objective)])) as fh:
        step_text = fh.read()
    with open(program_path("storylm0_nll_step")) as fh:
        nll_text = fh.read()
    return kina.compile_source(train_loop_source(step_text, nll_text, optimizer),
                               f"<storylm0 train loop {optimizer}/{objective}>", backend=backend)


def default_lr(optimizer: str, objective: str, adamw: AdamWConfig | None = None) -> float:
    if optimizer == "adamw":
        return (adamw or load_adamw()).lr  # AdamW is insensitive to the loss scale (§26)
    return 0.1 if objective == "sum" else 0.4  # mean NLL at lr 0.4 is sum NLL at lr 0.1 (§26)


@dataclass
class TrainResult:
    """A finished training run: the weights, the corpus NLL after each epoch and the settings used."""
    weights: dict[str, np.ndarray]
    history: list[float]  # corpus sum-NLL: history[0] at init, history[e] after epoch e
    optimizer: str
    objective: str
    epochs: int
    lr: float

    @property
    def init_nll(self) -> float:
        return self.history[0]

    @property
    def final_nll(self) -> float:
        return self.history[-1]


class Trainer:
    def __init__(self, optimizer: str = "sgd", objective: str = "sum", lr: float | None = None, epochs: int | None = None,
                 corpus: Corpus | None = None, adamw: AdamWConfig | None = None, backend: str | None = None):
        if optimizer not in ("sgd", "adamw"):
            raise ValueError(f"optimizer must be sgd or adamw, got {optimizer!r}")
        if objective not in ("sum", "mean"):
            raise ValueError(f"objective must be sum or mean, got {objective!r}")
        self.optimizer, self.objective, self.backend = optimizer, objective, backend
        self.corpus = corpus or load_corpus()
        self.adamw = adamw or load_adamw()
        self.lr = float(lr if lr is not None else default_lr(optimizer, objective, self.adamw))
        self.epochs = int(epochs if epochs is not None else (self.adamw.epochs if optimizer == "adamw" else 40))
        # Checked before compiling anything: a NaN/inf hyperparameter would silently train to NaN weights,
        # and a corpus cut to another T would fail inside the runtime without naming its file.
        hyper = {"lr": self.lr}
        if optimizer == "adamw":
            hyper.update({f"adamw {k}": getattr(self.adamw, k) for k in ("beta1", "beta2", "eps", "weight_decay")})
        for name, value in hyper.items():
            if not math.isfinite(value):
                raise ValueError(f"{name} must be a finite number, got {value!r}")
        self.corpus.check_window(TRAIN_T)
        self.step_fn = program(STEP_PROGRAMS[(optimizer, objective)], backend).step
        self.weights = patterned_init()
        self.moments = {k: (np.zeros_like(w), np.zeros_like(w)) for k, w in self.weights.items()}
        self.t = 0  # AdamW's step clock lives on the host (§16)
        self.lr_array = scalar(self.lr)
        self.lr_array.flags.writeable = False  # passed to every step, which only reads it

    def step(self, ids: np.ndarray, targets: np.ndarray) -> float:
        args = {"token_ids": ids, "targets": targets, **decoder_args(self.weights, ids.shape[1])}
        if self.optimizer == "sgd":
            nll, *new = self.step_fn(**args, lr=self.lr_array)
            self.weights = dict(zip(WEIGHTS, new))
        else:
            self.t += 1
            a = self.adamw
            for k in WEIGHTS:
                args[f"m_{SHORT[k]}"], args[f"v_{SHORT[k]}"] = self.moments[k]
            out = self.step_fn(**args, lr=scalar(self.lr), beta1=scalar(a.beta1), beta2=scalar(a.beta2), eps=scalar(a.eps),
                               weight_decay=scalar(a.weight_decay),
                               beta1_t=scalar(a.beta1 ** self.t), beta2_t=scalar(a.beta2 ** self.t))  # host pow
            nll = out[0]
            for i, k in enumerate(WEIGHTS):
                w, m, v = out[1 + 3 * i: 4 + 3 * i]
                self.weights[k] = w
                self.moments[k] = (m, v)
        return float(np.sum(nll, dtype=np.float64))

    def run_in_graph(self) -> TrainResult:
        """All epochs in one compiled call (train_loop_program): the same updates, in the same order, as
        `run`, and the corpus sum-NLL after each epoch as the loop's stacked output. No progress bar:
        nothing comes back before the call returns."""
        windows = list(self.corpus)
        E, W = self.epochs, len(windows)
        if E < 1:  # a loop's trip count is a size, >= 1
            raise ValueError(f"in-graph training runs at least one epoch, got epochs={E}")
        w = self.weights
        args = [np.stack([i for i, _ in windows]), np.stack([t for _, t in windows]), w["token_embedding"], causal_mask(TRAIN_T),
                attention_scale(), *(w[k] for k in WEIGHTS[1:])]
        if self.optimizer == "adamw":
            args += [x for k in WEIGHTS for x in self.moments[k]]
        args.append(scalar(self.lr))
        if self.optimizer == "adamw":
            a = self.adamw
            args += [scalar(a.beta1), scalar(a.beta2), scalar(a.eps), scalar(a.weight_decay)]
            clock = range(self.t + 1, self.t + E * W + 1)  # the host's clock: β^t as the host loop rounds it to F32
            args += [np.stack([scalar(b ** t) for t in clock]).reshape(E, W, 1, 1) for b in (a.beta1, a.beta2)]
            self.t += E * W
        fn = train_loop_program(self.optimizer, self.objective, self.backend).main.specialise(E=E, W=W)
        init_nll, history, *out = fn(*args)
        self.weights = dict(zip(WEIGHTS, out[:len(WEIGHTS)]))
        if self.optimizer == "adamw":
            rest = out[len(WEIGHTS):]
            self.moments = {k: (rest[2 * i], rest[2 * i + 1]) for i, k in enumerate(WEIGHTS)}
        return TrainResult(dict(self.weights), [float(init_nll), *map(float, history)], self.optimizer, self.objective, self.epochs,
                           self.lr)

    def run(self, progress: bool = False) -> TrainResult:
        history = [corpus_nll(self.weights, self.corpus, self.backend)]
        epochs = range(self.epochs)
        bar = None
        if progress:
            from tqdm import tqdm  # the progress bar: a well-kept library, not hand-rolled

            bar = epochs = tqdm(epochs, desc=f"StoryLM-0 {self.optimizer}/{self.objective}", unit="epoch")
        try:
            for _ in epochs:
                for ids, targets in self.corpus:
                    self.step(ids, targets)
                history.append(corpus_nll(self.weights, self.corpus, self.backend))
                if bar is not None:
                    bar.set_postfix(corpus_nll=f"{history[-1]:.4f}")
        finally:
            if bar is not None:  # end the bar's line now (e.g. on Ctrl-C), so an error message starts its own line
                bar.close()
        return TrainResult(dict(self.weights), history, self.optimizer, self.objective, self.epochs, self.lr)


def train(optimizer: str = "sgd", objective: str = "sum", lr: float | None = None, epochs: int | None = None,
          backend: str | None = None, progress: bool = False, in_graph: bool = False, **kw) -> TrainResult:
    """The host loop (§24: one compiled step per window), or with in_graph every epoch in one call."""
    trainer = Trainer(optimizer, objective, lr, epochs, backend=backend, **kw)
    return trainer.run_in_graph() if in_graph else trainer.run(progress)
