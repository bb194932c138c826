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


def torch_s15_step(ids, targets, w, lr):
    """The §15 step written in PyTorch, differentiated by torch.autograd."""
    from kina_storylm.validate import torch_sgd_step

    return torch_sgd_step(torch_or_skip(), ids, targets, w, lr)


def assert_close(a, b, tol=1e-5, what=""):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=tol, atol=tol, err_msg=what)


def numdiff(f, args, i, h=1e-6):
    """d f(*args) / d args[i] by F64 central differences (f returns a scalar)."""
    args = [np.asarray(a, np.float64) for a in args]
    out = np.zeros_like(args[i])
    for j in np.ndindex(args[i].shape):
        up, down = [a.copy() for a in args], [a.copy() for a in args]
        up[i][j] += h
        down[i][j] -= h
        out[j] = (f(*up) - f(*down)) / (2 * h)
    return out
