"""Optional autograd oracles (PyTorch, JAX): used when installed, skipped with a printed reason otherwise."""
from __future__ import annotations

import numpy as np
import pytest


def torch_or_skip():
    try:
        import torch  # noqa: F401
    except ImportError:
        pytest.skip("PyTorch is not installed: the PyTorch autograd oracle is skipped (NumPy oracles still ran)")
    import torch

    return torch


def torch_s15_step(ids, targets, w, lr, mask, scale):
    """The §15 step written in PyTorch, differentiated by torch.autograd."""
    torch = torch_or_skip()
    t = {k: torch.tensor(v, requires_grad=True) for k, v in w.items()}
    T = ids.shape[1]
    x = t["token_embedding"][torch.tensor(ids)]
    heads = lambda a: a.reshape(1, T, 2, 2).permute(0, 2, 1, 3)  # noqa: E731
    qh, kh, vh = (heads(x @ t[n]) for n in ("wq", "wk", "wv"))
    p = torch.softmax(qh @ kh.transpose(2, 3) * torch.tensor(scale) + torch.tensor(mask), dim=3)
    merged = (p @ vh).permute(0, 2, 1, 3).reshape(1, T, 4)
    logits = (x + merged @ t["wo"]) @ t["lm_head"]
    nll = -torch.log_softmax(logits, dim=2).gather(2, torch.tensor(targets)[..., None])[..., 0]
    nll.sum().backward()
    return nll.detach().numpy(), {k: (v - lr * v.grad).detach().numpy() for k, v in t.items()}


def assert_close(a, b, tol=1e-5, what=""):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=tol, atol=tol, err_msg=what)
