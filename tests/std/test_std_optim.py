"""std/optim.kina (docs/spec.md §P2, §16 order): sgd, momentum and adamw per tensor, generic over the
tensor's shape, against NumPy F64 transcriptions of torch.optim's algorithms (always) and
against torch.optim.AdamW itself when PyTorch is installed; numpy and native backends, each
specialised at two shapes."""
from __future__ import annotations

import math

import numpy as np
import pytest

import kina

PROGRAM = 'include "std/optim.kina" in\nfn @main(x: tensor<F32, [1]>) -> tensor<F32, [1]> { x }\n'
SHAPES = [(4, 8), (3, 2)]
# F32 update vs F64 transcription: one rounding per op of values of order 1
TOL = dict(rtol=1e-5, atol=1e-6)
HYPER = dict(lr=1e-3, b1=0.9, b2=0.999, eps=1e-8, wd=0.01)


@pytest.fixture(scope="module", params=["numpy", "native"])
def prog(request, tmp_path_factory):
    path = tmp_path_factory.mktemp("optim") / "optim_test.kina"
    path.write_text(PROGRAM)
    return kina.compile_file(str(path), backend=request.param)


def torch_adamw_numpy(w, g, m, v, step, lr, b1, b2, eps, wd):
    """torch.optim.adamw._single_tensor_adamw (amsgrad off, maximize off), line by line, in F64."""
    w, m, v = (np.array(a, np.float64) for a in (w, m, v))
    w *= 1 - lr * wd
    m += (g - m) * (1 - b1)  # exp_avg.lerp_(grad, 1 - beta1)
    v = v * b2 + (1 - b2) * g * g  # exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
    bias_correction1 = 1 - b1 ** step
    bias_correction2 = 1 - b2 ** step
    step_size = lr / bias_correction1
    denom = np.sqrt(v) / math.sqrt(bias_correction2) + eps
    w += -step_size * m / denom  # param.addcdiv_(exp_avg, denom, value=-step_size)
    return w, m, v


def scalars(step, lr, b1, b2, eps, wd):
    f = np.float32
    return f(lr), f(b1), f(b2), f(eps), f(wd), f(b1 ** step), f(b2 ** step)


@pytest.mark.parametrize("shape", SHAPES)
def test_adamw_three_steps_equal_torch_transcription(prog, shape):
    rng = np.random.default_rng(shape[0])
    w = rng.standard_normal(shape).astype(np.float32)
    m = np.zeros(shape, np.float32)
    v = np.zeros(shape, np.float32)
    ref = (w.astype(np.float64), m.astype(np.float64), v.astype(np.float64))
    for step in (1, 2, 3):  # t starts at 1; the host passes b1^t and b2^t
        g = rng.standard_normal(shape).astype(np.float32)
        w, m, v = prog.adamw(w, g, m, v, *scalars(step, **HYPER))
        ref = torch_adamw_numpy(*ref[:1], g.astype(np.float64), *ref[1:], step, **HYPER)
        for got, want in zip((w, m, v), ref):
            np.testing.assert_allclose(got, want, **TOL)


@pytest.mark.parametrize("shape", SHAPES)
def test_adamw_one_step_equals_torch(prog, shape):
    torch = pytest.importorskip("torch", reason="PyTorch is not installed: the torch.optim.AdamW oracle "
                                "is skipped (the NumPy transcription test still runs)")
    rng = np.random.default_rng(11)
    w0 = rng.standard_normal(shape).astype(np.float32)
    g = rng.standard_normal(shape).astype(np.float32)
    p = torch.nn.Parameter(torch.tensor(w0, dtype=torch.float64))
    opt = torch.optim.AdamW([p], lr=HYPER["lr"], betas=(HYPER["b1"], HYPER["b2"]), eps=HYPER["eps"],
                            weight_decay=HYPER["wd"])
    p.grad = torch.tensor(g, dtype=torch.float64)
    opt.step()
    state = opt.state[p]
    z = np.zeros(shape, np.float32)
    w, m, v = prog.adamw(w0, g, z, z, *scalars(1, **HYPER))
    np.testing.assert_allclose(w, p.detach().numpy(), **TOL)
    np.testing.assert_allclose(m, state["exp_avg"].numpy(), **TOL)
    np.testing.assert_allclose(v, state["exp_avg_sq"].numpy(), **TOL)


@pytest.mark.parametrize("shape", SHAPES)
def test_sgd_and_momentum(prog, shape):
    rng = np.random.default_rng(5)
    w = rng.standard_normal(shape).astype(np.float32)
    lr, mu = np.float32(0.1), np.float32(0.9)
    g1, g2 = (rng.standard_normal(shape).astype(np.float32) for _ in range(2))
    np.testing.assert_allclose(prog.sgd(w, g1, lr), w.astype(np.float64) - 0.1 * g1, **TOL)
    # torch.optim.SGD(momentum=mu): buf = g on the first step (buf starts at zeros), then mu buf + g
    w1, b1 = prog.momentum(w, g1, np.zeros(shape, np.float32), lr, mu)
    w2, b2 = prog.momentum(w1, g2, b1, lr, mu)
    rb1 = g1.astype(np.float64)
    rw1 = w - 0.1 * rb1
    rb2 = 0.9 * rb1 + g2
    rw2 = rw1 - 0.1 * rb2
    for got, want in zip((w1, b1, w2, b2), (rw1, rb1, rw2, rb2)):
        np.testing.assert_allclose(got, want, **TOL)


def test_optimisers_specialise_per_shape(prog):
    lr = np.float32(0.5)
    for shape in SHAPES:
        w = np.ones(shape, np.float32)
        np.testing.assert_array_equal(prog.sgd(w, w, lr), np.full(shape, 0.5, np.float32))
    assert set(SHAPES) <= set(prog.sgd.specialisations)
