"""docs/spec.md §15 validation: the NLL ∘ decoder step compiled to a .so against NumPy (and PyTorch when present).

Injects patterned tokens, targets, weights (the §23 recipe) and lr; checks nll and
every updated weight. Exit status 1 on any failure."""
from __future__ import annotations

import numpy as np

from kina_storylm import reference as ref
from kina_storylm.model import WEIGHTS, decoder_args, patterned_init, program, scalar
from kina_storylm.validate import Checks, exit_with, torch_or_none, torch_sgd_step

WINDOWS = [([1, 2, 3, 4], [2, 3, 4, 5]), ([5, 6, 1, 2], [6, 1, 2, 3]), ([3, 4, 5, 6], [4, 5, 6, 1]), ([7, 7, 0, 1], [1, 0, 7, 7])]


def main() -> None:
    c = Checks("§15: NLL ∘ decoder and multi-weight SGD (compiled .so)")
    prog = program("storylm0_nll_step", "native")
    c.check("compiled to a shared object", prog.info.get("backend") == "native", prog.info.get("artifact", "each function on its first call"))
    ir = prog.ir
    if ir is not None:
        ops = {b.op.name for b in ir.functions["storylm0_nll__reverseMode"].body if hasattr(b, "op")}  # Const and Call have none
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
            t_nll, t_w = torch_sgd_step(torch, ids, targets, w, lr)
            c.close(f"step{ids_l} nll vs PyTorch autograd", out[0], t_nll)
            for name, got in zip(WEIGHTS, out[1:]):
                c.close(f"step{ids_l} {name}' vs PyTorch autograd", got, t_w[name])
    if torch is None:
        c.skip("PyTorch autograd oracle", "PyTorch is not installed")
    exit_with(c)


if __name__ == "__main__":
    main()
