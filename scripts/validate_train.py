"""docs/spec.md §24 validation: the SGD host loop around the compiled §15 step, then §23 greedy decoding.

(a) first-step updates vs NumPy SGD, (b) corpus sum-NLL after 40 epochs < 0.5 and
below init, (c) greedy 8-token continuation = the locked cycle and = NumPy's,
(d) causal non-leak on the trained T = 36 forward. Exit status 1 on any failure."""
from __future__ import annotations

import numpy as np

from kina_storylm import reference as ref
from kina_storylm.fixtures import load_corpus
from kina_storylm.model import WEIGHTS, greedy, patterned_init, rollout_logits, top1_margins
from kina_storylm.train import Trainer
from kina_storylm.validate import Checks, exit_with, torch_logits, torch_or_none

LOCKED = [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]


def main() -> None:
    c = Checks("§24: StoryLM-0 host train loop (SGD, 40 epochs, lr 0.1)")
    corpus = load_corpus()
    trainer = Trainer("sgd", "sum", lr=0.1, epochs=40, corpus=corpus, backend="native")
    # (a) the first step against NumPy SGD
    ids, targets = next(iter(corpus))
    w0 = patterned_init()
    trainer.step(ids, targets)
    _, exp_w = ref.sgd_step(ids, targets, w0, 0.1)
    for name in WEIGHTS:
        c.close(f"(a) first-step {name}' vs NumPy SGD", trainer.weights[name], exp_w[name])
    # (b) the whole loop
    result = Trainer("sgd", "sum", lr=0.1, epochs=40, corpus=corpus, backend="native").run()
    c.check("(b) corpus sum-NLL after 40 epochs < 0.5", result.final_nll < 0.5, f"{result.final_nll:.4f} (reference ≈ 0.103)")
    c.check("(b) corpus sum-NLL below init", result.final_nll < result.init_nll, f"init {result.init_nll:.4f} (reference ≈ 25.39)")
    np_w = {k: v.copy() for k, v in w0.items()}
    for _ in range(40):
        for i, t in corpus:
            _, np_w = ref.sgd_step(i, t, np_w, 0.1)
    np_nll = float(sum(ref.nll(i, t, np_w).sum() for i, t in corpus))
    c.check("(b) NumPy transcription of the same loop agrees", abs(np_nll - result.final_nll) < 1e-3, f"NumPy {np_nll:.4f}")
    # (c) greedy continuation
    seq = greedy(result.weights, [1, 2, 3, 4], 8, "native")
    c.check("(c) greedy continuation is the locked cycle", seq == LOCKED, str(seq))
    np_seq = ref.greedy(result.weights, [1, 2, 3, 4], 8)
    c.check("(c) greedy continuation equals NumPy's", seq == np_seq, str(np_seq))
    margins = top1_margins(result.weights, [1, 2, 3, 4], 8, "native")
    c.check("(c) greedy top-1 margins > 4 logits", min(margins) > 4, f"min margin {min(margins):.2f}")
    # (d) causal non-leak: changing a future id leaves earlier logit rows unchanged
    ids36 = np.zeros((1, 36), np.int64)
    ids36[0, :12] = LOCKED
    base, _ = rollout_logits(result.weights, ids36, "native")
    worst = 0.0
    for pos in (4, 11, 20, 35):
        changed = ids36.copy()
        changed[0, pos] = (changed[0, pos] + 3) % 8
        other, _ = rollout_logits(result.weights, changed, "native")
        worst = max(worst, float(np.max(np.abs(other[0, :pos] - base[0, :pos]), initial=0.0)))
        moved = float(np.max(np.abs(other[0, pos:] - base[0, pos:])))
        c.check(f"(d) Kina: changing id {pos} leaves rows < {pos} unchanged and moves row {pos}", worst == 0.0 and moved > 0,
                f"max change before {worst:.1e}, at/after {moved:.2f}")
        np_base, np_other = ref.logits(ids36, result.weights), ref.logits(changed, result.weights)
        c.check(f"(d) NumPy: same for id {pos}", float(np.max(np.abs(np_other[0, :pos] - np_base[0, :pos]), initial=0.0)) == 0.0)
    torch = torch_or_none()
    if torch is None:
        c.skip("(d) PyTorch non-leak", "PyTorch is not installed")
    else:
        t = {k: torch.tensor(v) for k, v in result.weights.items()}

        def tlogits(ids):
            return torch_logits(torch, ids, t).numpy()
        changed = ids36.copy()
        changed[0, 20] = 7
        c.check("(d) PyTorch: changing id 20 leaves rows < 20 unchanged", np.array_equal(tlogits(ids36)[0, :20], tlogits(changed)[0, :20]))
    exit_with(c)


if __name__ == "__main__":
    main()
