"""Gathers and their AD nodes: take / ScatterAdd, take_along_axis / ScatterAlongAxis."""
from __future__ import annotations

from ..types import shape_problem
from .registry import Attr, Op, OpTypeError, drop_axis, need_int, norm_axis


def infer_take(types, attrs):
    t, ids = types
    if attrs["axis"] != 0:
        raise OpTypeError(f"`take` gathers rows: only axis=0 is supported, got axis={attrs['axis']}", "axis")
    if t.rank < 1:
        raise OpTypeError(f"`take` needs a table of rank >= 1, got {t}", 0)
    need_int(ids, "take", "ids", 1)
    if ids.placement != t.placement:
        raise OpTypeError(f"`take` operands live on different placements: {t} and {ids}", 1)
    return t.with_(shape=ids.shape + t.shape[1:])


def take_bounds(types, attrs):
    return {1: (0, types[0].shape[0] - 1)}


take = Op("take", 2, infer_take, surface="take", attrs=(Attr("axis", "int", 0),), index_bounds=take_bounds)


def infer_scatter(types, attrs):
    g, ids = types
    problem = shape_problem(attrs["shape"], g.dtype)
    if problem:
        raise OpTypeError(f"scatter target: {problem}", "shape")
    return g.with_(shape=tuple(attrs["shape"]))


def scatter_add_bounds(types, attrs):
    return {1: (0, attrs["shape"][0] - 1)}


scatter_add = Op("ScatterAdd", 2, infer_scatter, attrs=(Attr("shape", "shape"),), index_bounds=scatter_add_bounds,
                 doc="ScatterAdd: zeros of `shape` with rows of g added at ids (VJP of take; repeats accumulate)")


def infer_take_along_axis(types, attrs):
    x, idx = types
    k = norm_axis(attrs["axis"], x.rank)
    need_int(idx, "take_along_axis", "indices", 1)
    if idx.shape != drop_axis(x.shape, k):
        raise OpTypeError(f"`take_along_axis` indices must have the operand's shape without axis {k}: expected [{', '.join(map(str, drop_axis(x.shape, k)))}], got {idx}", 1)
    if idx.placement != x.placement:
        raise OpTypeError(f"`take_along_axis` operands live on different placements: {x} and {idx}", 1)
    return x.with_(shape=idx.shape)


def take_along_axis_bounds(types, attrs):
    return {1: (0, types[0].shape[attrs["axis"] % types[0].rank] - 1)}


take_along_axis = Op("take_along_axis", 2, infer_take_along_axis, surface="take_along_axis", attrs=(Attr("axis", "int"),),
                     host_only=True, index_bounds=take_along_axis_bounds)


def scatter_along_axis_bounds(types, attrs):
    return {1: (0, attrs["shape"][attrs["axis"]] - 1)}


scatter_along_axis = Op("ScatterAlongAxis", 2, infer_scatter, attrs=(Attr("axis", "int"), Attr("shape", "shape")),
                        index_bounds=scatter_along_axis_bounds,
                        doc="ScatterAlongAxis: zeros of `shape` with g written at idx along axis (VJP of take_along_axis)")

OPS = (take, scatter_add, take_along_axis, scatter_along_axis)
