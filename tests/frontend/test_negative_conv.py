"""Located diagnostics for misuse of convolution and pooling (docs/spec.md §C8): each case names
the line, the text the caret must point at, and the gist."""
from __future__ import annotations

import pytest

from helpers import T, diagnose


def F(*shape, dtype="F32"):
    return T(dtype, shape)


def main(params: str, result: str, body: str) -> str:
    return f"fn @main({params}) -> {result} {{\n  {body}\n}}\n"


X = F(1, 4, 4, 4)
CASES = [
    ("conv-kernel-larger-than-input", main(f"x: {F(1, 3, 3, 2)}, w: {F(5, 1, 2, 4)}", F(1, 1, 1, 4), "x.conv(w)"), (2, "w)"),
     "kernel window spans 5 along spatial dim 0 but the padded input has 3"),
    ("conv-dilated-kernel-larger-than-padded-input", main(f"x: {F(1, 3, 3, 2)}, w: {F(2, 2, 2, 4)}", F(1, 1, 1, 4),
     "x.conv(w, low=[0, 1], dilation=[1, 4])"), (2, "low="), "spans 5 along spatial dim 1 but the padded input has 4"),
    ("avg-pool-window-larger-than-high-padded-input", main(f"x: {F(1, 2, 2, 1)}", F(1, 1, 1, 1), "x.avg_pool(window=[2, 4], high=[0, 1])"),
     (2, "high="), "spans 4 along spatial dim 1 but the padded input has 3"),
    ("conv-channels-not-divisible-by-groups", main(f"x: {F(1, 4, 4, 3)}, w: {F(1, 1, 1, 4)}", F(1, 4, 4, 4), "x.conv(w, groups=2)"),
     (2, "groups="), "input channels 3 are not divisible by groups 2"),
    ("conv-kernel-channels", main(f"x: {X}, w: {F(1, 1, 3, 4)}", X, "x.conv(w)"), (2, "w)"), "takes 3 input channels per group"),
    ("conv-kernel-channels-groups", main(f"x: {X}, w: {F(1, 1, 4, 4)}", X, "x.conv(w, groups=2)"), (2, "w, groups"),
     "with groups 2 the input must have 8 channels"),
    ("conv-out-channels-not-divisible", main(f"x: {X}, w: {F(1, 1, 2, 3)}", F(1, 4, 4, 3), "x.conv(w, groups=2)"), (2, "w, groups"),
     "output channels 3"),
    ("conv-stride-length", main(f"x: {X}, w: {F(1, 1, 4, 4)}", X, "x.conv(w, stride=[1])"), (2, "stride="), "one entry per spatial dim (2)"),
    ("conv-dilation-length", main(f"x: {X}, w: {F(1, 1, 4, 4)}", X, "x.conv(w, dilation=[1, 1, 1])"), (2, "dilation="),
     "one entry per spatial dim (2)"),
    ("conv-negative-padding", main(f"x: {X}, w: {F(1, 1, 4, 4)}", X, "x.conv(w, low=[0, -1])"), (2, "low="), ">= 0"),
    ("conv-zero-stride", main(f"x: {X}, w: {F(1, 1, 4, 4)}", X, "x.conv(w, stride=[0, 1])"), (2, "stride="), ">= 1"),
    ("conv-zero-dilation", main(f"x: {X}, w: {F(1, 1, 4, 4)}", X, "x.conv(w, dilation=[1, 0])"), (2, "dilation="), ">= 1"),
    ("conv-zero-groups", main(f"x: {X}, w: {F(1, 1, 4, 4)}", X, "x.conv(w, groups=0)"), (2, "groups="), "groups must be >= 1"),
    ("conv-integer", main(f"x: {F(1, 4, 4, 4, dtype='I64')}, w: {F(1, 1, 4, 4, dtype='I64')}", F(1, 4, 4, 4, dtype="I64"), "x.conv(w)"),
     (2, "conv"), "float tensor"),
    ("conv-dtypes", main(f"x: {X}, w: {F(1, 1, 4, 4, dtype='F64')}", X, "x.conv(w)"), (2, "w)"), "share dtype"),
    ("conv-rank-2", main(f"x: {F(4, 4)}, w: {F(4, 4)}", F(4, 4), "x.conv(w)"), (2, "conv"), "rank 3, 4 or 5"),
    ("conv-rank-6", main(f"x: {F(1, 2, 2, 2, 2, 2)}, w: {F(1, 1, 1, 1, 2, 2)}", F(1, 2, 2, 2, 2, 2), "x.conv(w)"), (2, "conv"),
     "rank 3, 4 or 5"),
    ("conv-kernel-rank", main(f"x: {X}, w: {F(1, 4, 4)}", X, "x.conv(w)"), (2, "w)"), "kernel must be [K1…K2, C/groups, O]"),
    ("conv-result-type", main(f"x: {X}, w: {F(3, 3, 4, 4)}", X, "x.conv(w)"), (2, "x.conv(w)"), "[1, 2, 2, 4]"),
    ("max-pool-window-larger-than-input", main(f"x: {F(1, 2, 2, 1)}", F(1, 1, 1, 1), "x.max_pool(window=[3, 3])"), (2, "window="),
     "pooling window spans 3 along spatial dim 0 but the padded input has 2"),
    ("max-pool-padding-not-below-window", main(f"x: {X}", F(1, 3, 2, 4), "x.max_pool(window=[2, 2], low=[2, 0])"), (2, "low="),
     "must be smaller than the window (2)"),
    ("avg-pool-high-padding-not-below-window", main(f"x: {X}", F(1, 2, 3, 4), "x.avg_pool(window=[2, 2], high=[0, 3])"), (2, "high="),
     "high padding 3 along spatial dim 1"),
    ("max-pool-window-length", main(f"x: {X}", F(1, 2, 2, 4), "x.max_pool(window=[2])"), (2, "window="), "one entry per spatial dim (2)"),
    ("avg-pool-stride-length", main(f"x: {X}", F(1, 2, 2, 4), "x.avg_pool(window=[2, 2], stride=[2, 2, 2])"), (2, "stride="),
     "one entry per spatial dim (2)"),
    ("max-pool-negative-padding", main(f"x: {X}", F(1, 2, 2, 4), "x.max_pool(window=[2, 2], high=[-1, 0])"), (2, "high="), ">= 0"),
    ("max-pool-zero-window", main(f"x: {X}", X, "x.max_pool(window=[0, 1])"), (2, "window="), ">= 1"),
    ("max-pool-missing-window", main(f"x: {X}", X, "x.max_pool()"), (2, "max_pool"), "needs the argument `window`"),
    ("avg-pool-integer", main(f"x: {F(1, 4, 4, 4, dtype='I32')}", F(1, 2, 2, 4, dtype="I32"), "x.avg_pool(window=[2, 2])"),
     (2, "avg_pool"), "float tensor"),
    ("max-pool-rank-2", main(f"x: {F(4, 4)}", F(2, 2), "x.max_pool(window=[2])"), (2, "max_pool"), "rank 3, 4 or 5"),
    ("avg-pool-rank-6", main(f"x: {F(1, 2, 2, 2, 2, 2)}", F(1, 1, 1, 1, 1, 2), "x.avg_pool(window=[2, 2, 2, 2])"), (2, "avg_pool"),
     "rank 3, 4 or 5"),
]


@pytest.mark.parametrize("name,source,where,gist", CASES, ids=[c[0] for c in CASES])
def test_conv_and_pool_misuse_is_a_located_diagnostic(name, source, where, gist):
    err = diagnose(source, path=f"{name}.kina")
    d = err.diagnostics[0]
    line_no, marker = where
    line = source.split("\n")[line_no - 1]
    assert d.span.line == line_no, err.render()
    assert d.span.column == line.index(marker) + 1, err.render()
    assert gist in d.message or (d.hint and gist in d.hint), err.render()
    assert err.render().startswith(f"{name}.kina:{line_no}:{d.span.column}: error: ")
