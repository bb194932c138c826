"""Checkpoints (docs/spec.md §27): safetensors, one tensor per trainable weight named as the
spec's parameters, the vocab and recipe in the metadata. Writes are atomic (kina.util.atomic_write_with)."""
from __future__ import annotations

import json
import math
import os

import numpy as np
from kina.util import atomic_write_with

from .fixtures import Vocab, vocab_problem
from .model import RECIPE, SHAPES, WEIGHTS

FORMAT = "storylm0-checkpoint-v0"
METADATA = ("format", "vocab", "recipe", "optimizer", "objective", "epochs", "lr", "final_nll")


class CheckpointError(ValueError):
    """A checkpoint that does not match the program; the message names the tensor or field."""


def save(path: str, weights: dict[str, np.ndarray], vocab: Vocab, *, optimizer: str, objective: str,
         epochs: int, lr: float, final_nll: float) -> None:
    from safetensors.numpy import save_file

    for name in WEIGHTS:
        w = weights[name]
        if w.dtype != np.float32 or w.shape != SHAPES[name]:
            raise CheckpointError(f"tensor `{name}` is {w.dtype}{list(w.shape)}, expected float32{list(SHAPES[name])}")
        # A diverged run (NaN/inf weights) must not leave a checkpoint that looks like a result; checked
        # before anything touches the disk, so nothing is written.
        if not np.all(np.isfinite(w)):
            raise CheckpointError(f"refusing to write {path}: tensor `{name}` holds non-finite values (training diverged?)")
    for key, value in (("lr", lr), ("final_nll", final_nll)):
        if not math.isfinite(float(value)):
            raise CheckpointError(f"refusing to write {path}: {key} is {float(value)!r}, not a finite number")
    metadata = {"format": FORMAT, "vocab": json.dumps(list(vocab.tokens)), "recipe": RECIPE, "optimizer": optimizer,
                "objective": objective, "epochs": str(epochs), "lr": repr(float(lr)), "final_nll": repr(float(final_nll))}
    tensors = {k: np.ascontiguousarray(weights[k]) for k in WEIGHTS}
    # never a half-written checkpoint at `path`, the temporary removed on any exit (Ctrl-C included);
    # no directory is created, and a device or FIFO is written through, never replaced
    atomic_write_with(path, lambda name: save_file(tensors, name, metadata=metadata), through=True, suffix=".safetensors")


def load(path: str) -> tuple[dict[str, np.ndarray], dict]:
    from safetensors import SafetensorError, safe_open

    if not os.path.exists(path):
        raise CheckpointError(f"{path}: no such checkpoint")
    try:
        with safe_open(path, framework="numpy") as fh:
            names = set(fh.keys())
            metadata = dict(fh.metadata() or {})
            tensors = {n: fh.get_tensor(n) for n in names}
    except (SafetensorError, OSError, ValueError) as e:
        raise CheckpointError(f"{path}: not a readable safetensors checkpoint ({e})") from None
    missing = [n for n in WEIGHTS if n not in names]
    if missing:
        raise CheckpointError(f"{path}: missing tensor `{missing[0]}` (expected {', '.join(WEIGHTS)})")
    extra = sorted(names - set(WEIGHTS))
    if extra:
        raise CheckpointError(f"{path}: unexpected tensor `{extra[0]}` (expected {', '.join(WEIGHTS)})")
    for name in WEIGHTS:
        t = tensors[name]
        if t.dtype != np.float32:
            raise CheckpointError(f"{path}: tensor `{name}` has dtype {t.dtype}, expected float32")
        if t.shape != SHAPES[name]:
            raise CheckpointError(f"{path}: tensor `{name}` has shape {list(t.shape)}, expected {list(SHAPES[name])}")
        if not np.all(np.isfinite(t)):
            raise CheckpointError(f"{path}: tensor `{name}` holds non-finite values")
    for key in METADATA:
        if key not in metadata:
            raise CheckpointError(f"{path}: metadata field `{key}` is missing")
    if metadata["format"] != FORMAT:
        raise CheckpointError(f"{path}: metadata field `format` is {metadata['format']!r}, expected {FORMAT!r}")
    try:
        tokens = json.loads(metadata["vocab"])
    except (ValueError, RecursionError):
        raise CheckpointError(f"{path}: metadata field `vocab` is not a JSON list of 8 tokens") from None
    # The same rules as vocab.json: without them a vocab lacking <unk> fails later in encode() with
    # "tuple.index(x): x not in tuple", and duplicate or empty tokens decode ambiguously.
    problem = vocab_problem(tokens, "vocab")
    if problem:
        raise CheckpointError(f"{path}: metadata {problem}")
    return {n: np.ascontiguousarray(tensors[n]) for n in WEIGHTS}, metadata


def vocab_of(metadata: dict) -> Vocab:
    return Vocab(tuple(json.loads(metadata["vocab"])))
