"""The ```kina blocks of docs/jax-users.md's "scan, fori_loop, cond" section run and give what
the JAX lines in their comments give, computed here in NumPy (test_doc_snippets.py type-checks
every block; these also run), on the numpy and native backends."""
from __future__ import annotations

import os
import re

import numpy as np
import pytest

import kina

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def section_blocks() -> list[str]:
    text = open(os.path.join(ROOT, "docs", "jax-users.md")).read()
    section = text[text.index("## scan, fori_loop, cond"):]
    section = section[: section.index("\n## ", 1)]
    return re.findall(r"^```kina\n(.*?)^```", section, re.S | re.M)


BLOCKS = section_blocks()


def sampler(seed):
    rng = np.random.default_rng(seed)
    return lambda *shape: rng.standard_normal(shape).astype(np.float32)


@pytest.fixture(params=["numpy", "native"])
def run(request, tmp_path):
    def compile_block(i):
        path = tmp_path / f"block{i}.kina"
        path.write_text(BLOCKS[i])
        return kina.compile_file(path, backend=request.param)
    return compile_block


def test_the_section_has_its_four_programs():
    assert len(BLOCKS) == 4


def test_scan_stacks_the_states(run):
    f32 = sampler(0)
    xs, h0, w = f32(5, 2, 4), f32(2, 4), f32(4, 4) * 0.5
    h, hs = run(0).main(xs, h0, w)
    want, s = [], h0.astype(np.float64)
    for x in xs:
        s = np.tanh(s @ w + x)
        want.append(s)
    np.testing.assert_allclose(hs, np.stack(want), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(h, s, rtol=1e-5, atol=1e-6)


def test_fori_loops_with_one_and_two_carries(run):
    f32 = sampler(1)
    a = f32(3, 3)
    a = (a + a.T) / 4 + np.eye(3, dtype=np.float32)
    v0 = f32(3, 1)
    pv, w, total = run(1).main(a, v0, 0.1)
    v = v0.astype(np.float64)
    for _ in range(20):
        v = a @ v
        v /= np.linalg.norm(v)
    wd, tot = v0.astype(np.float64), 0.0
    for _ in range(50):
        r = a @ wd - v0
        tot += (r * r).sum()
        wd = wd - 0.1 * a.T @ r
    np.testing.assert_allclose(pv, v, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(w, wd, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(total, tot, rtol=1e-4)


def test_cond_takes_one_branch(run):
    f32 = sampler(2)
    prog, g = run(2), f32(4)
    norm = np.linalg.norm(g)
    np.testing.assert_allclose(prog.main(g, norm / 2), g / 2, rtol=1e-5)  # clipped
    np.testing.assert_allclose(prog.main(g, norm * 2), g, rtol=1e-6)  # untouched


def test_layers_as_a_loop_differentiate_and_update_index_writes(run):
    f32 = sampler(3)
    x, ws, bs, z = f32(2, 4), f32(6, 4, 4) * 0.7, f32(6, 4), f32(3, 5)
    loss_value, gws, gbs, ids = run(3).main(x, ws, bs, z)

    def loss(ws, bs):
        h = x.astype(np.float64)
        for w, b in zip(ws, bs):
            h = np.maximum(h @ w + b, 0)
        return (h * h).mean()

    np.testing.assert_allclose(loss_value, loss(ws, bs), rtol=1e-5)
    for p, got, other in ((ws, gws, lambda u: loss(u, bs)), (bs, gbs, lambda u: loss(ws, u))):
        base, g, e = p.astype(np.float64), np.zeros(p.shape), 1e-6
        for i in np.ndindex(*p.shape):
            up, down = base.copy(), base.copy()
            up[i] += e
            down[i] -= e
            g[i] = (other(up) - other(down)) / (2 * e)
        assert np.abs(g).max() > 1e-3
        np.testing.assert_allclose(got, g, rtol=1e-3, atol=1e-4 * np.abs(g).max())
    np.testing.assert_array_equal(ids, z.argmax(1))
