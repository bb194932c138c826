"""docs/spec.md §25 validation: decoder-wide AdamW around the compiled step.

First-window (w', m', v') for all six weights against NumPy §16 (and
torch.optim.AdamW when present), corpus sum-NLL < 0.5 after 40 epochs at lr 0.2,
and the locked greedy cycle. Exit status 1 on any failure."""
from __future__ import annotations

import numpy as np

from kina_storylm import reference as ref
from kina_storylm.fixtures import load_adamw, load_corpus
from kina_storylm.model import WEIGHTS, greedy, patterned_init, top1_margins
from kina_storylm.train import Trainer
from kina_storylm.validate import Checks, exit_with, torch_or_none

LOCKED = [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]


def main() -> None:
    c = Checks("§25: StoryLM-0 decoder-wide AdamW (40 epochs, lr 0.2)")
    corpus, cfg = load_corpus(), load_adamw()
    trainer = Trainer("adamw", "sum", corpus=corpus, adamw=cfg, backend="native")
    ids, targets = next(iter(corpus))
    w0 = patterned_init()
    trainer.step(ids, targets)
    g = ref.grads(ids, targets, w0)
    torch = torch_or_none()
    for name in WEIGHTS:
        z = np.zeros_like(w0[name])
        ew, em, ev = ref.adamw_update(w0[name], g[name], z, z, 1, cfg.lr, cfg.beta1, cfg.beta2, cfg.eps, cfg.weight_decay)
        m, v = trainer.moments[name]
        c.close(f"first window {name}' vs NumPy §16", trainer.weights[name], ew)
        c.close(f"first window m_{name}' vs NumPy §16", m, em)
        c.close(f"first window v_{name}' vs NumPy §16", v, ev)
        if torch is not None:
            p = torch.nn.Parameter(torch.tensor(w0[name]))
            opt = torch.optim.AdamW([p], lr=cfg.lr, betas=(cfg.beta1, cfg.beta2), eps=cfg.eps, weight_decay=cfg.weight_decay)
            p.grad = torch.tensor(g[name])
            opt.step()
            st = opt.state[p]
            c.close(f"first window {name}' vs torch.optim.AdamW", trainer.weights[name], p.detach().numpy())
            c.close(f"first window m_{name}' vs torch.optim.AdamW", m, st["exp_avg"].numpy())
            c.close(f"first window v_{name}' vs torch.optim.AdamW", v, st["exp_avg_sq"].numpy())
    if torch is None:
        c.skip("torch.optim.AdamW oracle", "PyTorch is not installed")
    result = Trainer("adamw", "sum", corpus=corpus, adamw=cfg, backend="native").run()
    c.check("corpus sum-NLL after 40 epochs < 0.5", result.final_nll < 0.5, f"{result.final_nll:.4f} (reference ≈ 0.0073)")
    c.check("corpus sum-NLL below init", result.final_nll < result.init_nll, f"init {result.init_nll:.4f}")
    seq = greedy(result.weights, [1, 2, 3, 4], 8, "native")
    c.check("greedy continuation is the locked cycle", seq == LOCKED, str(seq))
    margins = top1_margins(result.weights, [1, 2, 3, 4], 8, "native")
    c.check("greedy top-1 margins > 6 logits", min(margins) > 6, f"min margin {min(margins):.2f}")
    exit_with(c)


if __name__ == "__main__":
    main()
