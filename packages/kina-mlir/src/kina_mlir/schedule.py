"""Transform-dialect schedules for the vectorising CPU pipeline (toolchain-notes.md, "Fast CPU code").

Why a schedule at all: `convert-linalg-to-loops` turns a matmul into three scalar loops (1–3 GFLOP/s).
Tiling each matmul into register-sized blocks, vectorising the block and lowering the resulting
`vector.contract` to outer products (one broadcast + FMA per row and k step) runs at roughly
NumPy/OpenBLAS speed on this machine.

Why these tile sizes: a [tm, tn] accumulator stays in vector registers across the k loop, plus
one B row and one broadcast A value per step, and an FMA's latency (4 cycles, 2 pipes) needs at
least 8 independent accumulators to keep the FMA units busy. So the tiles follow the host's vector
ISA (native.py compiles for the host CPU): with AVX-512 (32 zmm registers of 16 f32) [8, 32] in
m and n, 16 accumulators (measured with a k step of 8): on this machine kind (AMD EPYC Zen 5, znver5) 1.7× faster than [4, 16, 8] on the
MLP-1024 step (19.4 vs 33.0 ms, 166 vs 98 GFLOP/s) and 1.36× on StoryLM medium (2.77 vs
3.78 ms); [12, 32], [8, 48], [4, 64] and tk 4 or 16 were within ±5 % of it. Its k step is 1:
the accumulators stay in registers across the k loop either way, and tk = 1 ran as fast as tk = 8
(medium 2.47 vs 2.48 ms, MLP 11.60 vs 11.72 ms, transformer 1.88 vs 1.87 ms, in one process)
while its unrolled body is 8× smaller: compile time of the medium step 1.26 → 1.06 s, the
transformer's 2.09 → 1.59 s (MLIR passes and LLVM). With AVX2 only
(16 ymm of 8 f32) [4, 16, 8], 8 accumulators: [8, 32, 4] needs 32 registers there and spills
(256×1024×1024: 2.0–3.2× NumPy's time against 1.4–1.5×). Lanes are per 4-byte element: an F64
matmul takes half the n tile. Tiles must divide the shape: a partial
tile makes `structured.vectorize` fail ("Attempted to vectorize, but failed"), so `matmul_tiles`
picks the largest divisor from each candidate list (down to tm = 1 and tk = 1, so a prime m or k
still vectorises along n) and returns None (plain path: `convert-linalg-to-loops`) when n has no
divisor of 4 or k = 1.

Why this order: the schedule runs on the emitted module *before* `linalg-fuse-elementwise-ops`
(fusion folds a batch `collapse_shape` back into a 4-D generic that no longer matches). Matmuls are
matched by the `kina.tile` attribute the emitter sets (lowerings/nn.py), one `transform.sequence`
with `failures(suppress)` per tile configuration: a configuration that fails to apply leaves valid,
unvectorised IR for the plain pipeline, never a failed compile.

Batched matmuls are generalised and tiled over the batch dim first, then the unit batch dim is
folded away, leaving a 2-D contraction for the same recipe (tiling the batched op directly with a
unit batch dim vectorises badly: 3.9 GFLOP/s in the probe)."""
from __future__ import annotations

import math
import re
from functools import lru_cache

# (tm candidates, tn candidates for 4-byte elements, tk candidates), largest first
TILES_AVX512 = ((8, 4, 2, 1), (32, 16, 8, 4), (1,))
TILES_AVX2 = ((4, 2, 1), (16, 8, 4), (8, 4, 2, 1))


@lru_cache(maxsize=1)
def tile_candidates() -> tuple:
    """The register-tile candidates for the host's vector ISA (what native.py targets)."""
    return TILES_AVX512 if host_has_avx512() else TILES_AVX2


def host_has_avx512() -> bool:
    """Whether the host has AVX-512F, from the kernel's CPU flags where it lists them (Linux), so
    that the frontend does not import llvmlite (≈ 25 ms; `kina.compile_source` returns that much
    sooner, and a warm start never imports it); else from LLVM's host feature detection, which
    native.py's target machine uses (tests/runtime/test_vectorise_elementwise.py checks they agree).
    (Importing llvmlite in a thread while the MLIR passes run, which release the GIL, was measured
    too: 0.526 vs 0.532 s for the medium step's cold compile, 15 alternated runs each: the two
    cores are already busy then, with the codegen worker's own start.)"""
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("flags"):
                    return "avx512f" in line.split(":", 1)[1].split()
    except OSError:
        pass
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    return bool(llvm.get_host_cpu_features().get("avx512f", False))

# Cache blocking around the register tiles: n and k blocks (m is not blocked) so that the B panel
# the k loop streams through (bk rows × bn columns, 128 KiB) stays in L2 instead of being re-read
# from memory for every block of A: 2× on a 256×1024×1024 matmul on this machine (AVX2).
# A dim is blocked only when it is larger than the block and the block divides it.
BLOCK_N = (256,)
BLOCK_K = (256,)

# Packing B: a row-major B[K, N] is read by the k loop one [tk, tn] block per step, rows N·4 bytes
# apart; when that stride is a large power of two (N = 1024: 4 KiB) every row of the panel maps to
# the same L1 set and the panel never stays in cache (256×1024×1024: 10× NumPy's time unblocked,
# 3.6× blocked). The emitter then copies B once into panels Bp[N/tn, K, tn] (contiguous [K, tn]
# per column block, O(K·N) against the O(M·N·K) product) and emits the product as a generic over
# (j, m, t, k), C[m, j·tn + t] += A[m, k]·Bp[j, k, t], scheduled like a batched matmul with the
# panel index j as its batch. Small B (medium's 128×128 weights) fit in cache either way.
PACK_MIN_N = 256
PACK_MIN_K = 256

TILE_ATTR = "kina.tile"
_TILE_RE = re.compile(r"linalg\.(matmul|batch_matmul|generic) \{[^{}\n]*?kina\.(p?)tile = \[(\d+), (\d+), (\d+)\], "
                      r"kina\.block = \[(\d+), (\d+), (\d+)\](?:, kina\.par = \[([\d, ]+)\])?")

# Threads (threads.py): a matmul doing at least PAR_MIN_MACS multiply-adds (batch·m·n·k) is split
# into `threads` equal chunks of one outer dim (tile_using_forall -> scf.forall -> OpenMP), each
# chunk then scheduled exactly like the single-threaded path, so every output element is computed
# by the same instructions in the same order: results are bit-identical to KINA_NUM_THREADS=1.
# Chunks own disjoint output rows (or batch elements, or column panels): no two threads write one
# element, and nothing is allocated inside the region (see lowering.py). Why 2^24 (a region of
# ≥ ≈ 200 µs on one core): on a quiet machine even 2^21 pays (128³: 1.7×, medium step 1.41×), but
# this machine is shared, and when the other core is busy a worker waits for a time slice: with
# 2^21 the medium step's 28 short regions then ran at 0.73× (2^24: 4 regions, 1.10× quiet, ≈ 1.0×
# loaded); docs/performance.md, "Threads". The toy step's matmuls (≤ 4·8·4) never qualify.
# A dim is split only when the chunks stay multiples of its register tile (and cache block): partial
# tiles would not vectorise. Such ops are tagged kina.ptile (not kina.tile) so that the
# single-threaded sequences, which match attributes by subset, never pick them up.
PAR_MIN_MACS = 1 << 24
PAR_ATTR = "kina.par"


def _largest_divisor(n: int, candidates) -> int | None:
    return next((c for c in candidates if n % c == 0), None)


def matmul_tiles(m: int, n: int, k: int, dtype: str = "F32") -> tuple[int, int, int] | None:
    """(tm, tn, tk) dividing (m, n, k) for the vectorised path, or None for the plain path."""
    cm, cn, ck = tile_candidates()
    if dtype in ("F64", "I64"):  # half the lanes per register
        cn = tuple(c // 2 for c in cn if c // 2 >= 4) or cn[-1:]
    tm, tn, tk = _largest_divisor(m, cm), _largest_divisor(n, cn), _largest_divisor(k, ck)
    if tm is None or tn is None or tk is None or k == 1:
        return None
    return tm, tn, tk


def matmul_blocks(n: int, k: int, tiles) -> tuple[int, int, int]:
    """(0, bn, bk): cache blocks for n and k (0: that dim is not blocked); multiples of the tiles."""
    bn = next((b for b in BLOCK_N if n > b and n % b == 0 and b % tiles[1] == 0), 0)
    bk = next((b for b in BLOCK_K if k > b and k % b == 0 and b % tiles[2] == 0), 0)
    return 0, bn, bk


def packs(m: int, n: int, k: int, dtype: str = "F32") -> bool:
    """Whether a 2-D matmul reads B through packed panels (see PACK_MIN_N)."""
    tiles = matmul_tiles(m, n, k, dtype)
    return tiles is not None and n >= PACK_MIN_N and k >= PACK_MIN_K


def _tile_attr(tiles, blocks, sep: str = ", ") -> str:
    return f"{TILE_ATTR} = [{', '.join(map(str, tiles))}]{sep}kina.block = [{', '.join(map(str, blocks))}]"


def par_sizes(extents, candidates, macs: int, threads: int | None = None) -> list[int] | None:
    """forall tile sizes over an op's loops (`extents`) splitting the first candidate dim (index,
    unit) whose extent is a multiple of threads·unit into `threads` chunks; None: single-threaded."""
    if threads is None:
        from .threads import parallel_threads

        threads = parallel_threads()
    if threads < 2 or macs < PAR_MIN_MACS:
        return None
    for i, unit in candidates:
        if extents[i] % (threads * unit) == 0:
            return [extents[i] // threads if j == i else 0 for j in range(len(extents))]
    return None


def _tag(tiles, blocks, par) -> str:
    if par is None:
        return _tile_attr(tiles, blocks)
    return "kina.p" + _tile_attr(tiles, blocks)[len("kina."):] + f", {PAR_ATTR} = [{', '.join(map(str, par))}]"


def matmul_attr(m: int, n: int, k: int, batch: int = 1, dtype: str = "F32") -> str:
    """The attribute dict the emitter puts on a named matmul ('' for the plain path); `batch` > 1:
    a batch_matmul over that many [m, k] @ [k, n] products."""
    tiles = matmul_tiles(m, n, k, dtype)
    if tiles is None:
        return ""
    blocks = matmul_blocks(n, k, tiles)
    ncand = (2 if batch > 1 else 1, blocks[1] or tiles[1])
    if batch > 1:  # (b, m, n, k): batch elements first, then rows, then column blocks
        par = par_sizes((batch, m, n, k), [(0, 1), (1, tiles[0]), ncand], batch * m * n * k)
    else:
        par = par_sizes((m, n, k), [(0, tiles[0]), ncand], m * n * k)
    return "{" + _tag(tiles, blocks, par) + "} "


def packed_attr(m: int, n: int, k: int, dtype: str = "F32") -> str:
    """The schedule tag (entries for a generic's attribute dict) of a packed matmul: after the
    panel loop, its dims are (m, t, k) with t one panel wide, so only k is blocked. Its loops are
    (panel j, m, t, k): threads split the rows, else the panels."""
    tiles = matmul_tiles(m, n, k, dtype)
    par = par_sizes((n // tiles[1], m, tiles[1], k), [(1, tiles[0]), (0, 1)], m * n * k)
    return _tag(tiles, (0, 0, matmul_blocks(n, k, tiles)[2]), par)


_ANY = "!transform.any_op"


def _outer(src, dst, outer):
    if not any(outer):
        return f"\n      {dst} = transform.cast {src} : {_ANY} to {_ANY}"
    sizes = ", ".join(map(str, outer))
    n = sum(1 for s in outer if s)
    loops = ", ".join([_ANY] * n)
    return f"""
      {dst}, %ol:{n} = transform.structured.tile_using_for {src} tile_sizes [{sizes}] : ({_ANY}) -> ({_ANY}, {loops})"""


def _forall(src, dst, par):
    """Split `src` into threads' chunks (scf.forall); `dst`: the op inside, scheduled as before."""
    if par is None:
        return f"\n      {dst} = transform.cast {src} : {_ANY} to {_ANY}"
    return f"""
      {dst}, %pf = transform.structured.tile_using_forall {src} tile_sizes [{', '.join(map(str, par))}] : ({_ANY}) -> ({_ANY}, {_ANY})"""


def _matmul_sequence(kind: str, tiles, outer, par=None) -> str:
    tm, tn, tk = tiles
    match = f'%mm0 = transform.structured.match ops{{["linalg.{kind}"]}} attributes {{{_tag(tiles, outer, par)}}} in %m : ({_ANY}) -> {_ANY}'
    if kind == "matmul":
        return f"""
    transform.sequence %root : {_ANY} failures(suppress) {{
    ^bb0(%m: {_ANY}):
      {match}
      transform.foreach %mm0 : {_ANY} {{
      ^bb1(%mm: {_ANY}):{_forall("%mm", "%mp", par)}{_outer("%mp", "%mo", outer)}
      %t, %l:3 = transform.structured.tile_using_for %mo tile_sizes [{tm}, {tn}, {tk}] : ({_ANY}) -> ({_ANY}, {_ANY}, {_ANY}, {_ANY})
      transform.structured.vectorize %t : {_ANY}
      }}
    }}"""
    # one batched matmul at a time: split off the batch loop, fold its unit batch dim away
    # (patterns applied to that loop only), then the 2-D recipe on the generic left inside it;
    # a packed matmul is already a generic whose first loop (the panel) plays the batch
    gen = ("%g = transform.cast %onep : {0} to {0}" if kind == "generic" else
           "%g = transform.structured.generalize %onep : ({0}) -> {0}").format(_ANY)
    return f"""
    transform.sequence %root : {_ANY} failures(suppress) {{
    ^bb0(%m: {_ANY}):
      {match}
      transform.foreach %mm0 : {_ANY} {{
      ^bb1(%one: {_ANY}):{_forall("%one", "%onep", par)}
        {gen}
        %bt, %bl = transform.structured.tile_using_for %g tile_sizes [1, 0, 0, 0] : ({_ANY}) -> ({_ANY}, {_ANY})
        transform.apply_patterns to %bl {{
          transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices
        }} : {_ANY}
        %mm2 = transform.structured.match ops{{["linalg.generic"]}} in %bl : ({_ANY}) -> {_ANY}{_outer("%mm2", "%mo", outer)}
        %t, %l:3 = transform.structured.tile_using_for %mo tile_sizes [{tm}, {tn}, {tk}] : ({_ANY}) -> ({_ANY}, {_ANY}, {_ANY}, {_ANY})
        transform.structured.vectorize %t : {_ANY}
      }}
    }}"""


# After vectorising: drop unit leading dims, turn mulf + multi_reduction into vector.contract,
# hoist the accumulator's read/write out of the k loop (twice: m/n loops nest), and lower each
# contraction to outer products (broadcast + FMA rows).
_CLEANUP = f"""
    %funcs = transform.structured.match ops{{["func.func"]}} in %root : ({_ANY}) -> {_ANY}
    transform.foreach %funcs : {_ANY} {{
    ^bb0(%f: {_ANY}):
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
    }} : {_ANY}
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
    }} : {_ANY}
    transform.apply_cse to %f : {_ANY}
    %loops = transform.structured.match ops{{["scf.for"]}} in %f : ({_ANY}) -> {_ANY}
    transform.foreach %loops : {_ANY} {{
    ^bb0(%lp: {_ANY}):
      transform.loop.hoist_loop_invariant_subsets %lp : {_ANY}
    }}
    transform.foreach %loops : {_ANY} {{
    ^bb0(%lp: {_ANY}):
      transform.loop.hoist_loop_invariant_subsets %lp : {_ANY}
    }}
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
    }} : {_ANY}
    }}"""


def matmul_schedule(module_text: str) -> str | None:
    """The transform module for the matmuls tagged in `module_text`, or None when there are none."""
    configs = sorted({(m.group(1), tuple(int(m.group(i)) for i in (3, 4, 5)), tuple(int(m.group(i)) for i in (6, 7, 8)),
                       tuple(int(x) for x in m.group(9).split(",")) if m.group(2) and m.group(9) else ())
                      for m in _TILE_RE.finditer(module_text)})
    if not configs:
        return None
    body = "".join(_matmul_sequence(kind, tiles, blocks, par or None) for kind, tiles, blocks, par in configs)
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: {_ANY} {{transform.readonly}}) {{{body}
{_CLEANUP}
    transform.yield
  }}
}}"""


def apply(module, ctx_module_text: str) -> None:
    """Apply the schedules for `module` (parsed from `ctx_module_text`) in place, in the current context."""
    text = matmul_schedule(ctx_module_text)
    if text is not None:
        _interpret(module, text)


def _interpret(module, text: str) -> None:
    """Apply the transform module `text` to `module`. Through the C extension, on plain
    Operations: torch_mlir.dialects.transform would import the transform dialect's generated
    Python classes (5 ms per process)."""
    from torch_mlir import ir
    from torch_mlir._mlir_libs._mlirTransformInterpreter import apply_named_sequence

    from .lowering import top_level_ops

    sched = ir.Module.parse(text)
    apply_named_sequence(module.operation, top_level_ops(sched)[0], sched.operation)


# ---------------------------------------------------------------- elementwise and reduction generics
# The second schedule (toolchain-notes.md, "Fast CPU code"): after elementwise fusion, every
# linalg.generic whose innermost loop is contiguous in all its operands (the last index of each
# map, or absent: a broadcast) is tiled to [1, …, 1, w] and vectorised along that loop, w the
# largest of VEC_WIDTHS dividing it (64 f32 = 8 ymm registers per operand). Generics that read
# through tensor.extract (gathers) or linalg.index, or whose innermost loop strides an operand (a
# transpose swapping the innermost dim: MLIR-vectorised 1.3–4.5× slower than LLVM's scalar loops),
# or that read or write Bool (i1) tensors, are left to the scalar path, as is a dim no width divides.
VEC_WIDTHS = (64, 32, 16, 8)
# [loops, width, chunk] on a generic: vectorised along its last loop `width` wide (0: left scalar),
# its first loop split into `chunk`-sized pieces, one per thread (0: not split)
VEC_ATTR = "kina.vec"

# Threads for big elementwise, reduction and copy generics (a weight's SGD update, the packing of
# a [1024, 1024] weight into panels, a transpose): their outermost loop, when it is parallel and
# its extent a multiple of the thread count, is split into one chunk per thread (scf.forall ->
# OpenMP, as for matmuls) before the tile-and-vectorise above runs inside each chunk (or, for a
# generic left to the scalar path, the chunk stays a generic). Same instructions per element:
# bit-identical. Why 2^20 elements (4 MiB of F32): below, the fork and join (≈ 5-10 µs) and a
# busy other core cost more than half of a memory-bound pass; the MLP-1024 step spent 36 % of its
# wall time single-threaded in such kernels while the OpenMP worker waited (perf).
PAR_MIN_ELEMENTS = 1 << 20


def map_results(map_text: str) -> list[str]:
    inner = map_text.split("->", 1)[1].strip()
    inner = inner[inner.index("(") + 1:inner.rindex(")")]
    return [x.strip() for x in inner.split(",")] if inner.strip() else []


def _is_loop(result: str) -> bool:
    """A map result that is a loop (d<i>)."""
    return result.startswith("d") and result[1:].isdigit()


def _loop_or_unit(result: str) -> bool:
    """A map result that is a loop or the constant 0 (a unit dim, broadcast)."""
    return result == "0" or _is_loop(result)


def vector_width(maps: list[str], shapes: list[tuple[int, ...]], has_gather: bool) -> int | None:
    """w for a generic with these indexing maps (text, one per operand) and operand shapes, or None."""
    if has_gather or not maps:
        return None
    n = len(maps[0].split("->", 1)[0].split(","))
    if "()" in maps[0].split("->", 1)[0]:
        return None
    last, extent = f"d{n - 1}", None
    for m, shape in zip(maps, shapes):
        res = map_results(m)
        if any(not _loop_or_unit(r) for r in res):
            return None  # not a projected permutation (expressions, constants other than 0)
        if last in res[:-1]:
            return None  # the innermost loop strides this operand
        if res and res[-1] == last:
            extent = shape[-1]
    if extent is None:
        return None
    return next((w for w in VEC_WIDTHS if extent % w == 0), None)


# Transposes of the two innermost dims (a `kᵀ` per head, a weight's transpose, a transposing
# panel pack): tiled [1, …, 1, t, t] over the last two loops and vectorised, a transfer_read
# with a permutation map, whose vector.transpose becomes in-register shuffles of t rows. On this
# machine a [1024, 1024] F32 transpose took 1.9 ms instead of 4.9 ms on the scalar path (NumPy's
# copy: 4.2-5.0 ms). t: 16 lanes of 4 bytes with AVX-512, 8 with AVX2; 4-byte elements only.
# The vector.transpose stays one op until after outlining (each distinct kernel once, and the
# worker's in the worker), where lower_transposes turns a 16×16 one into the AVX-512
# unpack/shuffle network (64 shuffles). So with AVX-512 every such transpose is vectorised: MLIR's
# default lowering, an extract and an insert per element, had cost the medium step 0.4 s of LLVM
# time (so small transposes had stayed scalar), and lowering the network in the schedule (before
# outlining, at every site) 30 ms of MLIR passes; the step runs 7 % faster. With AVX2 (t = 8)
# only transposes of at least TRANSPOSE_MIN_ELEMENTS are vectorised (not re-measured on an AVX2
# machine; the MLP-1024 step's [1024, 1024] weights are far above it).
TRANSPOSE_ATTR = "kina.tpose"  # [loops, t, chunk], chunk as in VEC_ATTR
TRANSPOSE_MIN_ELEMENTS = 1 << 18
TRANSPOSE_ALL = {16}  # the t whose transposes are all vectorised (the shuffle network exists)


def transpose_tile(maps: list[str], shapes: list[tuple[int, ...]], elem_bytes: int) -> int | None:
    """t for a generic whose last two loops are, in every operand that reads them, its last two
    dims in either order (and swapped in at least one), both extents multiples of t; else None."""
    t = 16 if tile_candidates() is TILES_AVX512 else 8
    if elem_bytes != 4 or not maps or (t not in TRANSPOSE_ALL and max(math.prod(sh) for sh in shapes) < TRANSPOSE_MIN_ELEMENTS):
        return None
    n = len(maps[0].split("->", 1)[0].split(","))
    if n < 2 or "()" in maps[0].split("->", 1)[0]:
        return None
    a, b = f"d{n - 2}", f"d{n - 1}"
    swapped, extents = False, {}
    for m, shape in zip(maps, shapes):
        res = map_results(m)
        if not all(_is_loop(r) for r in res):
            return None
        inner = [r for r in res if r in (a, b)]
        if not inner:
            continue
        if len(inner) != 2 or set(res[-2:]) != {a, b}:
            return None
        swapped |= res[-1] == a
        extents.update(zip(res[-2:], shape[-2:]))
    if not swapped or any(extents.get(d, 0) % t for d in (a, b)):
        return None
    return t


def _shape(ir, ty) -> tuple[int, ...]:
    try:
        return tuple(ir.RankedTensorType(ty).shape)
    except (ValueError, TypeError):
        return ()


def _chunk(op, shapes, threads: int) -> int | None:
    """The per-thread extent of a generic's first loop, or None: single-threaded."""
    if threads < 2 or not shapes or not shapes[-1]:
        return None
    out = shapes[-1]  # the init
    # the work: the largest operand (a reduction's input is bigger than its output)
    if max(math.prod(sh) for sh in shapes) < PAR_MIN_ELEMENTS or "parallel" not in str(op.attributes["iterator_types"][0]):
        return None
    maps = [str(a) for a in op.attributes["indexing_maps"]]
    first = maps[-1].split("->", 1)[1].strip().lstrip("(").split(",")[0].strip()
    if first != "d0" or out[0] % threads:
        return None  # the output's first dim is not the first loop
    return out[0] // threads


def tag_vectorisable(module) -> set[tuple]:
    """Tag the generics of `module` (after fusion) the second schedule vectorises or splits over
    threads; returns the configurations used: (attribute, loop count, width or t, chunk)."""
    from torch_mlir import ir

    from .threads import parallel_threads

    from . import routines
    from .lowering import OUTLINE_KERNELS

    configs = set()
    threads = parallel_threads()
    # the outliner makes the calls; the routine's tiles are AVX-512's
    routine_calls = OUTLINE_KERNELS and routines.SHARED_TRANSPOSE and tile_candidates() is TILES_AVX512
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

    # Operation.walk hands over plain Operations: iterating blocks would wrap every op in its
    # dialect's OpView class and import the generated Python modules (linalg's: 0.13 s cold).
    def visit(op):  # an MLIR operation (op.name is its MLIR name), not a Kina op
        if op.operation.name != "linalg.generic":
            return ir.WalkResult.ADVANCE
        block = op.regions[0].blocks[0]
        body = body_names(op)
        # i1 vectors store bit-packed, but a memref of i1 holds one byte per element
        gather = any(b in ("tensor.extract", "linalg.index") for b in body) or any(
            str(a.type) == "i1" for a in block.arguments)
        maps = [str(a) for a in op.attributes["indexing_maps"]]
        maps = [m[len("affine_map<"):-1] if m.startswith("affine_map<") else m for m in maps]
        shapes = [_shape(ir, v.type) for v in op.operands]
        w = vector_width(maps, shapes, gather)
        n = len(maps[0].split("->", 1)[0].split(","))
        chunk = _chunk(op, shapes, threads)
        if w is None and not gather and chunk is None and routine_calls and routines.is_pure_transpose(op, maps, n):
            op.attributes[routines.ROUTINE_ATTR] = ints(n)  # a call of the shared routine (routines.py)
            return ir.WalkResult.SKIP
        t = None if w is not None or gather else transpose_tile(maps, shapes, _elem_bytes(ir, op))
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
  transform.named_sequence @__transform_main(%root: {_ANY} {{transform.readonly}}) {{
    %funcs = transform.structured.match ops{{["func.func"]}} in %root : ({_ANY}) -> {_ANY}
    transform.apply_patterns to %funcs {{
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_16x16"
    }} : {_ANY}
    transform.yield
  }}
}}"""


def lower_transposes(module) -> None:
    """16×16 vector.transposes of `module` (after outlining) as shuffle networks, in place; before
    the pipeline's canonicalization, which would fold them into permuted transfer_writes that
    convert-vector-to-llvm lowers an element at a time."""
    from torch_mlir import ir

    found = []

    def visit(op):
        if op.operation.name == "vector.transpose":
            found.append(op)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    if found:
        _interpret(module, _LOWER_TRANSPOSES)


def elementwise_schedule(configs) -> str | None:
    if not configs:
        return None
    seqs = [_elementwise_sequence(*config) for config in sorted(configs)]
    cleanup = f"""
    %funcs = transform.structured.match ops{{["func.func"]}} in %root : ({_ANY}) -> {_ANY}
    transform.apply_patterns to %funcs {{
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
    }} : {_ANY}
    transform.apply_patterns to %funcs {{
      transform.apply_patterns.vector.transfer_permutation_patterns
    }} : {_ANY}"""
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: {_ANY} {{transform.readonly}}) {{{''.join(seqs)}{cleanup}
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
        %t, %l:{n} = transform.structured.tile_using_for %inner tile_sizes [{', '.join(map(str, tiles))}] : ({_ANY}) -> ({_ANY}, {', '.join([_ANY] * n)})
        transform.structured.vectorize %t : {_ANY}"""
    return f"""
    transform.sequence %root : {_ANY} failures(suppress) {{
    ^bb0(%m: {_ANY}):
      %g = transform.structured.match ops{{["linalg.generic"]}} attributes {{{attr} = [{n}, {width}, {chunk}]}} in %m : ({_ANY}) -> {_ANY}
      transform.foreach %g : {_ANY} {{
      ^bb1(%one: {_ANY}):{_forall("%one", "%inner", par)}{inner}
      }}
    }}"""


def _elem_bytes(ir, op) -> int:
    try:
        return ir.RankedTensorType(op.results[0].type).element_type.width // 8
    except (ValueError, TypeError, AttributeError):
        return 0


def apply_elementwise(module) -> bool:
    """Tag and vectorise the elementwise/reduction generics of the fused `module`, in place;
    returns whether some were split over threads (the pipeline then lowers scf.forall to OpenMP)."""
    configs = tag_vectorisable(module)
    text = elementwise_schedule(configs)
    if text is None:
        return False
    _interpret(module, text)
    return any(chunk for *_, chunk in configs)
