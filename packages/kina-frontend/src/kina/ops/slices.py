"""KV-cache append (docs/spec.md §19): update_slice, and slice_dyn for its VJP."""
from __future__ import annotations

from .registry import Attr, Op, OpTypeError, norm_axis


def infer_update_slice(types, attrs):
    cache, new, start = types
    k = norm_axis(attrs["axis"], cache.rank)
    if new.dtype != cache.dtype or new.placement != cache.placement or new.rank != cache.rank:
        raise OpTypeError(f"`update_slice` writes a tensor of the cache's dtype, rank and placement: cache {cache}, update {new}", 1)
    for i, (c, n) in enumerate(zip(cache.shape, new.shape)):
        if (i == k and n > c) or (i != k and n != c):
            raise OpTypeError(f"`update_slice` update {new} does not fit cache {cache} along axis {k}", 1)
    if start.dtype != "I64" or start.shape != ():
        raise OpTypeError(f"`update_slice` start must be an I64[] scalar, got {start}", 2)
    return cache


def update_slice_bounds(types, attrs):
    k = attrs["axis"] % types[0].rank
    return {2: (0, types[0].shape[k] - types[1].shape[k])}


update_slice = Op("update_slice", 3, infer_update_slice, surface="update_slice", attrs=(Attr("axis", "int"),),
                  index_bounds=update_slice_bounds)


def infer_slice_dyn(types, attrs):
    x, start = types
    k = norm_axis(attrs["axis"], x.rank)
    if start.dtype != "I64" or start.shape != ():
        raise OpTypeError(f"`slice_dyn` start must be an I64[] scalar, got {start}", 1)
    if not 1 <= attrs["size"] <= x.shape[k]:
        raise OpTypeError(f"`slice_dyn` size {attrs['size']} does not fit {x} along axis {k}", "size")
    return x.with_(shape=tuple(attrs["size"] if i == k else d for i, d in enumerate(x.shape)))


def slice_dyn_bounds(types, attrs):
    return {1: (0, types[0].shape[attrs["axis"] % types[0].rank] - attrs["size"])}


slice_dyn = Op("slice_dyn", 2, infer_slice_dyn, surface="slice_dyn", attrs=(Attr("axis", "int"), Attr("size", "int")),
               index_bounds=slice_dyn_bounds, doc="x[start:start+size] along axis (the cotangent of update_slice's update)")

OPS = (update_slice, slice_dyn)
