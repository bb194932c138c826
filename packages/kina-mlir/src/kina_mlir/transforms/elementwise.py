"""The elementwise schedule: after fusion, each generic the tiling policy gives a width is tiled
[1, …, 1, w] and vectorised along its contiguous innermost loop; transposes of the two innermost
dims are tiled [1, …, 1, t, t]; big ones are first split over threads (scf.forall, one chunk per
thread). Gathers, strided innermost loops and Bool tensors stay scalar (docs/toolchain.md, "Fast
CPU code").

A transpose's `vector.transpose` stays one op until after outlining (`lower_transposes`), so its
shuffle network (16×16 or 8×8) is lowered once per distinct kernel rather than at every site. A pure F32
transpose is not vectorised here at all when the outliner will call the shared routine instead
(transforms/routines.py)."""
from __future__ import annotations

import math

from ..bindings import contains, interpret
from ..target import host_has
from . import routines
from .matmul import ANY, forall
from .matmul_routines import ROUTINE_ATTR
from .tiling import TRANSPOSE_ATTR, VEC_ATTR, TilePolicy




def _shape(ir, ty) -> tuple[int, ...]:
    try:
        return tuple(ir.RankedTensorType(ty).shape)
    except (ValueError, TypeError):
        return ()


def tag_vectorisable(module, options, planned: set | None = None) -> set[tuple]:
    """Tag the generics of `module` (after fusion) that the schedule vectorises or splits over
    threads; returns the configurations used: (attribute, loop count, width or t, chunk).
    `planned`: gets the (edges, threads) of each transpose routine a tagged generic will call
    (routines.site_routine's, read on tensors: a buffer that then cannot be cast calls none)."""
    from torch_mlir import ir

    policy = TilePolicy(options)
    configs = set()
    # the outliner makes the calls, on AVX2 as on AVX-512 (its 16×16 tile is two ymm registers a row)
    routine_calls = options.outline and options.shared_transpose
    i64 = ir.IntegerType.get_signless(64)

    def ints(*values):
        return ir.ArrayAttr.get([ir.IntegerAttr.get(i64, v) for v in values])

    def body_names(generic) -> list[str]:
        names = []

        def add(op):
            names.append(op.name)
            return ir.WalkResult.ADVANCE
        generic.walk(add)
        return names[:-1]  # post-order: the generic itself comes last

    def visit(op):  # an MLIR operation, not a Kina op
        if op.operation.name != "linalg.generic" or ROUTINE_ATTR in op.attributes:  # a matmul routine's: the worker's
            return ir.WalkResult.ADVANCE
        block = op.regions[0].blocks[0]
        body = body_names(op)
        # i1 vectors store bit-packed, but a memref of i1 holds one byte per element
        gather = any(b in ("tensor.extract", "linalg.index") for b in body) or any(
            str(a.type) == "i1" for a in block.arguments)
        maps = [str(a) for a in op.attributes["indexing_maps"]]
        maps = [m[len("affine_map<"):-1] if m.startswith("affine_map<") else m for m in maps]
        shapes = [_shape(ir, v.type) for v in op.operands]
        w = policy.vector_width(maps, shapes, gather, policy.vec_widths)
        n = len(maps[0].split("->", 1)[0].split(","))
        # the array's printed form, not its first element: that is a linalg attribute, whose Python
        # class would import the linalg dialect's generated module (a large part of a cold compile)
        chunk = policy.chunk(maps[-1], lambda: "parallel" in str(op.attributes["iterator_types"]).split(",")[0], shapes)
        # the outliner calls the routine in place of a function's own statements only: a transpose
        # inside a Kina loop's body (an scf.for statement, outlined whole) is vectorised here instead
        top = op.operation.parent.name == "func.func"
        groups, elements = None, max((math.prod(sh) for sh in shapes), default=0)
        if w is None and not gather and routine_calls and top and elements >= routines.ROUTINE_MIN_ELEMENTS:
            groups = routines.transpose_groups(maps, n)
        if groups is not None and routines.copies_input(op):
            # a call of the shared routine, split over the threads where the op would be, and from
            # par_min_transpose elements on: the threaded routine is built once (the routine
            # library's), so splitting a smaller transpose costs no compile time, where each split
            # generic is an OpenMP region of its own to build
            split = chunk is not None or elements >= options.par_min_transpose
            threads = options.threads if split else 1
            tile = routines.routine_tile(options.isa)
            op.attributes[routines.ROUTINE_ATTR] = ints(n, threads, *groups, tile)
            if planned is not None and len(shapes[0]) == n:
                planned.add((any(e % tile for e in routines.collapsed(shapes[0], *groups, n)[-2:]), threads, tile))
            return ir.WalkResult.SKIP
        t = None if w is not None or gather else policy.transpose_tile(maps, shapes, _elem_bytes(ir, op))
        if t is not None:  # the forall's chunks must hold whole t x t tiles
            config = (TRANSPOSE_ATTR, n, t, chunk if chunk is not None and (n > 2 or chunk % t == 0) else 0)
        elif chunk is not None and (w is None or n > 1 or chunk % w == 0) and not (w is None and gather):
            config = (VEC_ATTR, n, w or 0, chunk)  # a gather's tensor.extract reads a captured table: not split
        elif w is not None:
            config = (VEC_ATTR, n, w, 0)
        else:
            return ir.WalkResult.SKIP
        op.attributes[config[0]] = ints(*config[1:])
        configs.add(config)
        return ir.WalkResult.SKIP  # its body holds no generic
    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return configs


_LOWER_TRANSPOSES = f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: {ANY} {{transform.readonly}}) {{
    %funcs = transform.structured.match ops{{["func.func"]}} in %root : ({ANY}) -> {ANY}
    transform.apply_patterns to %funcs {{
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_16x16"<AVX2>
    }} : {ANY}
    transform.yield
  }}
}}"""


def _lower_transposes_script() -> str:
    """The script; 8×8 transposes by MLIR's AVX2 network where the host has AVX2 (its assembly would
    not run elsewhere: they are then shuffles LLVM chooses for the host)."""
    return _LOWER_TRANSPOSES.replace("<AVX2>", " avx2_lowering_strategy = true" if host_has("avx2") else "")


def lower_transposes(module, reuse=None) -> None:
    """16×16 and 8×8 vector.transposes of `module` (after outlining) as shuffle networks, in place;
    before the pipeline's canonicalization, which would fold them into permuted transfer_writes that
    convert-vector-to-llvm lowers an element at a time. An 8×8 one is MLIR's AVX2 network (x86vector:
    256-bit shuffles, permutes and blends, the blends as inline assembly, which is why
    codegen/llvm.py initialises LLVM's assembly parser) where the host has AVX2. `reuse`: interpret's."""
    if contains(module, "vector.transpose"):
        interpret(module, _lower_transposes_script(), reuse)


def elementwise_schedule(configs) -> str | None:
    if not configs:
        return None
    seqs = [_elementwise_sequence(*config) for config in sorted(configs)]
    cleanup = f"""
    %funcs = transform.structured.match ops{{["func.func"]}} in %root : ({ANY}) -> {ANY}
    transform.apply_patterns to %funcs {{
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
    }} : {ANY}
    transform.apply_patterns to %funcs {{
      transform.apply_patterns.vector.transfer_permutation_patterns
    }} : {ANY}"""
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: {ANY} {{transform.readonly}}) {{{''.join(seqs)}{cleanup}
    transform.yield
  }}
}}"""


def _elementwise_sequence(attr: str, n: int, width: int, chunk: int) -> str:
    """The generics tagged `attr` = [n, width, chunk]: the first loop split into one chunk per
    thread (chunk 0: not split), then tiled and vectorised inside each chunk: [1, …, 1, width]
    along the last loop (VEC_ATTR; width 0: left scalar) or [1, …, 1, t, t] over the last two
    (TRANSPOSE_ATTR, t = width)."""
    par = [chunk] + [0] * (n - 1) if chunk else None
    inner = ""
    if width:
        tiles = [1] * (n - 2) + [width, width] if attr == TRANSPOSE_ATTR else [1] * (n - 1) + [width]
        inner = f"""
        %t, %l:{n} = transform.structured.tile_using_for %inner tile_sizes [{', '.join(map(str, tiles))}] : ({ANY}) -> ({ANY}, {', '.join([ANY] * n)})
        transform.structured.vectorize %t : {ANY}"""
    return f"""
    transform.sequence %root : {ANY} failures(suppress) {{
    ^bb0(%m: {ANY}):
      %g = transform.structured.match ops{{["linalg.generic"]}} attributes {{{attr} = [{n}, {width}, {chunk}]}} in %m : ({ANY}) -> {ANY}
      transform.foreach %g : {ANY} {{
      ^bb1(%one: {ANY}):{forall("%one", "%inner", par)}{inner}
      }}
    }}"""


def _elem_bytes(ir, op) -> int:
    try:
        return ir.RankedTensorType(op.results[0].type).element_type.width // 8
    except (ValueError, TypeError, AttributeError):
        return 0


def apply_elementwise_schedule(module, options, planned: set | None = None) -> bool:
    """Tag and vectorise the elementwise/reduction generics of the fused `module`, in place;
    returns whether some were split over threads (the pipeline then lowers scf.forall to OpenMP).
    `planned`: tag_vectorisable's."""
    configs = tag_vectorisable(module, options, planned)
    text = elementwise_schedule(configs)
    if text is None:
        return False
    interpret(module, text)
    return any(chunk for *_, chunk in configs)

