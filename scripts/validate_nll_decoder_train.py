"""§15 validation: the NLL ∘ decoder step compiled to a .so against NumPy (and PyTorch when present).

Injects patterned tokens, targets, weights (the §23 recipe) and lr; checks nll and
every updated weight. Exit status 1 on any failure."""
from __future__ import annotations

import numpy as np

from kina_storylm import reference as ref
from kina_storylm.model import WEIGHTS, decoder_args, patterned_init, program, scalar
from kina_storylm.validate import Checks, exit_with, torch_or_none

WINDOWS = [([1, 2, 3, 4], [2, 3, 4, 5]), ([5, 6, 1, 2], [6, 1, 2, 3]), ([3, 4, 5, 6], [4, 5, 6, 1]), ([7, 7, 0, 1], [1, 0, 7, 7])]


def torch_step(torch, ids, targets, w, lr):
    t = {k: torch.tensor(v, requires_grad=True) for k, v in w.items()}
    T = ids.shape[1]
    x = t["token_embedding"][torch.tensor(ids)]
    heads = lambda a: a.reshape(1, T, 2, 2).permute(0, 2, 1, 3)  # noqa: E731
    qh, kh, vh = (heads(x @ t[n]) for n in ("wq", "wk", "wv"))
    scores = qh @ kh.transpose(2, 3) * torch.tensor(ref.attention_scale()) + torch.tensor(ref.causal_mask(T))
    merged = (torch.softmax(scores, dim=3) @ vh).permute(0, 2, 1, 3).reshape(1, T, 4)
    logits = (x + merged @ t["wo"]) @ t["lm_head"]
    nll = -torch.log_softmax(logits, dim=2).gather(2, torch.tensor(targets)[..., None])[..., 0]
    nll.sum().backward()
    return nll.detach().numpy(), {k: (v - lr * v.grad).detach().numpy() for k, v in t.items()}


def main() -> None:
    c = Checks("Section 15: NLL ∘ decoder and multi-weight SGD (compiled .so)")
    prog = program("storylm0_nll_step", "native")
    c.check("compiled to a shared object", prog.info.get("backend") == "native", prog.info.get("artifact", "?"))
    ir = prog.ir
    if ir is not None:
        ops = {b.op for b in ir.functions["storylm0_nll__reverseMode"].body}
        c.check("transform_ad emitted ScatterAlongAxis and ScatterAdd", {"ScatterAlongAxis", "ScatterAdd"} <= ops)
    w = patterned_init()
    lr = 0.1
    torch = torch_or_none()
    for ids_l, tg_l in WINDOWS:
        ids, targets = np.array([ids_l], np.int64), np.array([tg_l], np.int64)
        out = prog.step(token_ids=ids, targets=targets, lr=scalar(lr), **decoder_args(w, 4))
        c.check(f"step{ids_l} returns the seven-tensor tuple", len(out) == 7 and all(o.dtype == np.float32 for o in out),
                ", ".join(str(list(o.shape)) for o in out))
        exp_nll, exp_w = ref.sgd_step(ids, targets, w, lr)
        c.close(f"step{ids_l} nll vs NumPy", out[0], exp_nll)
        for name, got in zip(WEIGHTS, out[1:]):
            c.close(f"step{ids_l} {name}' vs NumPy SGD", got, exp_w[name])
        if torch is not None:
            t_nll, t_w = torch_step(torch, ids, targets, w, lr)
            c.close(f"step{ids_l} nll vs PyTorch autograd", out[0], t_nll)
            for name, got in zip(WEIGHTS, out[1:]):
                c.close(f"step{ids_l} {name}' vs PyTorch autograd", got, t_w[name])
    if torch is None:
        c.skip("PyTorch autograd oracle", "PyTorch is not installed")
    exit_with(c)


if __name__ == "__main__":
    main()
