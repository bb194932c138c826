"""Random valid convolution and pooling configurations (§C8) and their Kina and JAX spellings,
shared by tests/runtime/test_conv_numpy.py and tests/ad/test_conv_ad.py."""
from __future__ import annotations

import numpy as np
import pytest

from kina.ops import conv as Cv

def _conv_config(rng, k: int, depthwise: bool = False) -> dict:
    """A valid conv: x [N, S…, C], w [K…, C/groups, O] and its attributes."""
    kernel = [int(rng.integers(1, 4)) for _ in range(k)]
    dilation = [int(rng.integers(1, 3)) for _ in range(k)]
    stride = [int(rng.integers(1, 4)) for _ in range(k)]
    low = [int(rng.integers(0, 3)) for _ in range(k)]
    high = [int(rng.integers(0, 3)) for _ in range(k)]
    if depthwise:
        c = int(rng.integers(1, 5))
        groups, o = c, c * int(rng.integers(1, 3))
    else:
        groups = int(rng.choice([1, 1, 2, 3]))
        c, o = groups * int(rng.integers(1, 3)), groups * int(rng.integers(1, 3))
    spatial = [max(1, dl * (kk - 1) + 1 - lo - hi + int(rng.integers(0, 5)))
               for kk, dl, lo, hi in zip(kernel, dilation, low, high)]
    return dict(x=(int(rng.integers(1, 3)), *spatial, c), w=(*kernel, c // groups, o),
                stride=stride, low=low, high=high, dilation=dilation, groups=groups)


def _pool_config(rng, k: int) -> dict:
    window = [int(rng.integers(1, 4)) for _ in range(k)]
    stride = [int(rng.integers(1, 4)) for _ in range(k)]
    low = [int(rng.integers(0, w)) for w in window]
    high = [int(rng.integers(0, w)) for w in window]
    spatial = [max(1, w - lo - hi + int(rng.integers(0, 5))) for w, lo, hi in zip(window, low, high)]
    return dict(x=(int(rng.integers(1, 3)), *spatial, int(rng.integers(1, 4))), window=window, stride=stride, low=low, high=high)


def out_spatial(x_shape, kernel, c) -> tuple:
    dil = c.get("dilation", [1] * len(kernel))
    return tuple(Cv.out_size(s, kk, st, lo, hi, d) for s, kk, st, lo, hi, d in
                 zip(x_shape[1:-1], kernel, c["stride"], c["low"], c["high"], dil))


def conv_out(c) -> tuple:
    return (c["x"][0],) + out_spatial(c["x"], c["w"][:-2], c) + (c["w"][-1],)


def pool_out(c) -> tuple:
    return (c["x"][0],) + out_spatial(c["x"], c["window"], c) + (c["x"][-1],)


CONV_CONFIGS = [(k, i, dw) for k in (1, 2, 3) for i in range(6) for dw in (False, True)]
POOL_CONFIGS = [(k, i) for k in (1, 2, 3) for i in range(8)]


def conv_config(k, i, depthwise):
    return _conv_config(np.random.default_rng(1000 * k + 10 * i + depthwise), k, depthwise)


def pool_config(k, i):
    return _pool_config(np.random.default_rng(2000 + 1000 * k + i), k)


def conv_attrs(c) -> dict:
    return {a: c[a] for a in ("stride", "low", "high", "dilation", "groups")}


def pool_attrs(c) -> dict:
    return {a: c[a] for a in ("window", "stride", "low", "high")}


def _lit(v) -> str:
    return f"[{', '.join(map(str, v))}]"


def conv_expr(c) -> str:
    return (f"x.conv(w, stride={_lit(c['stride'])}, low={_lit(c['low'])}, high={_lit(c['high'])}, "
            f"dilation={_lit(c['dilation'])}, groups={c['groups']})")


def pool_expr(op, c) -> str:
    return f"x.{op}(window={_lit(c['window'])}, stride={_lit(c['stride'])}, low={_lit(c['low'])}, high={_lit(c['high'])})"


def jax_or_skip():
    try:
        import jax
    except ImportError:
        pytest.skip("JAX is not installed: the lax.conv_general_dilated / lax.reduce_window oracle is skipped "
                    "(the direct-loop NumPy oracle still ran)")
    jax.config.update("jax_enable_x64", True)
    return jax


NUMBERS = {1: ("NWC", "WIO", "NWC"), 2: ("NHWC", "HWIO", "NHWC"), 3: ("NDHWC", "DHWIO", "NDHWC")}


def jax_conv(jax, c):
    k = len(c["stride"])
    return lambda x, w: jax.lax.conv_general_dilated(
        x, w, c["stride"], list(zip(c["low"], c["high"])), rhs_dilation=c["dilation"],
        dimension_numbers=NUMBERS[k], feature_group_count=c["groups"])


def jax_pool(jax, c, kind):
    pads = [(0, 0)] + list(zip(c["low"], c["high"])) + [(0, 0)]
    dims, strides = (1, *c["window"], 1), (1, *c["stride"], 1)
    if kind == "max":
        return lambda x: jax.lax.reduce_window(x, -np.inf, jax.lax.max, dims, strides, pads)
    return lambda x: jax.lax.reduce_window(x, 0.0, jax.lax.add, dims, strides, pads) / np.prod(c["window"])
