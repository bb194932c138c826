"""Tiling policy: which tile, block, vector width and thread split each kernel gets.

This module only decides; transforms/matmul.py and transforms/elementwise.py apply its answers
(as IREE's KernelDispatch chooses tile sizes apart from the passes that use them), so a tuner
replaces a `TilePolicy`, not a schedule. Pure Python: no MLIR, no llvmlite.

Why these tiles (docs/toolchain.md, "Fast CPU code"; figures in docs/performance.md, "Tiles"):
a [tm, tn] accumulator stays in vector registers across the k loop, and an FMA's latency needs at
least 8 independent accumulators. With AVX-512 (32 zmm registers) that is [8, 32] with a k step
of 1 (as fast as 8, an 8× smaller unrolled body); with AVX2 (16 ymm) [4, 16, 8], since [8, 32]
would spill. Tiles must divide the shape (a partial tile does not vectorise), so each size is the
largest candidate dividing it, and a shape with no divisor takes the plain loops.

Cache blocks keep the B panel the k loop streams through in L2; B is packed into contiguous
panels when its row stride is a large power of two (N = 1024: every row maps to one L1 set).
Threads split a kernel into one chunk per thread along an outer dim, chunks multiples of the
register tile, each chunk scheduled as the single-threaded path: the results are bit-identical to
one thread. The thresholds (a region of ≥ ≈ 200 µs) keep short regions single-threaded on a
shared machine, where a worker thread may wait for its time slice.

Every constant here is the built-in table. This machine's measured choices (`kina tune`,
kina_mlir/tuning.py: tiles, blocks, packing and threading per matmul class, the elementwise width,
the transpose tile, the convolution's lanes and rows) are asked first; an entry that does not fit
the op (tiles that do not divide it) falls back to the built-in rule, and KINA_TUNE=0 uses none."""
from __future__ import annotations

import math
from typing import NamedTuple

from ..tuning import TuningTable

# (tm candidates, tn candidates for 4-byte elements, tk candidates), largest first
TILES = {"avx512": ((8, 4, 2, 1), (32, 16, 8, 4), (1,)), "avx2": ((4, 2, 1), (16, 8, 4), (8, 4, 2, 1))}
BLOCK_N = (256,)
BLOCK_K = (256,)
PACK_MIN_N = 256
PACK_MIN_K = 256
# A split matmul this big has CHUNKS_PER_THREAD chunks per thread, which the threads take as they
# come free (a dynamic schedule: pipeline.DYNAMIC_SCHEDULES), so a thread slowed by other work
# does not hold the others at the region's end (docs/performance.md, "Dynamic schedules").
CHUNKS_PER_THREAD = 4
CHUNK_MIN_MACS = 1 << 26
VEC_WIDTHS = (64, 32, 16, 8)
# The widest an elementwise generic is vectorised: four registers an operand on either ISA (64 f32
# in zmm, 32 in ymm). At 64 on AVX2 (8 ymm an operand) an exp's polynomial, its constants and
# temporaries overflow the 16 ymm registers: 32 compiled the StoryLM medium step 0.89x as fast and
# MLP-1024's 0.89x, their steps as fast (docs/performance.md, "Issue 23 … (session 34)").
VEC_MAX = {"avx512": 64, "avx2": 32}
TRANSPOSE_TILE = {"avx512": 16, "avx2": 8}
# AVX-512's 16×16 transposes are all vectorised (the shuffle network is cheap to run); AVX2's
# only from this size (MLIR's default lowering is an extract and an insert per element)
TRANSPOSE_MIN_ELEMENTS = 1 << 18
TRANSPOSE_ALL = {16}
# convolutions (lowerings/conv.py): the largest f32 lanes of a vector's last dim and output rows
CONV_LANES = {"avx512": 32, "avx2": 16}
CONV_ROWS = {"avx512": 8, "avx2": 4}

# the attributes by which the emitter and the elementwise tagging hand a plan to the schedules
TILE_ATTR = "kina.tile"
PAR_ATTR = "kina.par"
VEC_ATTR = "kina.vec"  # [loops, width, chunk] (width 0: scalar, chunk 0: one thread)
TRANSPOSE_ATTR = "kina.tpose"  # [loops, t, chunk]


class MatmulPlan(NamedTuple):
    """How one matmul is scheduled: `kind` the linalg op ("matmul", "batch_matmul", or "generic"
    for a packed matmul), register `tiles` (tm, tn, tk), cache `blocks` (0, bn, bk; 0: not
    blocked), `par` the forall tile sizes splitting it over threads (None: one thread)."""
    kind: str
    tiles: tuple[int, int, int]
    blocks: tuple[int, int, int]
    par: tuple[int, ...] | None

    def tag(self, sep: str = ", ") -> str:
        """The entries of its attribute dict. A parallel plan is tagged kina.ptile, not kina.tile,
        because the single-threaded sequences match attributes by subset."""
        tile = f"{TILE_ATTR} = [{', '.join(map(str, self.tiles))}]{sep}kina.block = [{', '.join(map(str, self.blocks))}]"
        if self.par is None:
            return tile
        return "kina.p" + tile[len("kina."):] + f", {PAR_ATTR} = [{', '.join(map(str, self.par))}]"

    def attr(self) -> str:
        """The attribute dict the emitter puts on a named matmul."""
        return "{" + self.tag() + "} "


def _largest_divisor(n: int, candidates) -> int | None:
    return next((c for c in candidates if n % c == 0), None)


def map_results(map_text: str) -> list[str]:
    """The results of an affine map's text `(d0, d1) -> (d1, 0)`: ["d1", "0"]."""
    inner = map_text.split("->", 1)[1].strip()
    inner = inner[inner.index("(") + 1:inner.rindex(")")]
    return [x.strip() for x in inner.split(",")] if inner.strip() else []


def _is_loop(result: str) -> bool:
    return result.startswith("d") and result[1:].isdigit()


def _loop_or_unit(result: str) -> bool:
    """A loop or the constant 0 (a unit dim: a broadcast)."""
    return result == "0" or _is_loop(result)


class TilePolicy:
    """The answers for one build, from its CodegenOptions (isa, threads and thresholds)."""

    def __init__(self, options):
        self.isa, self.threads = options.isa, options.threads
        self.par_min_macs, self.par_min_elements = options.par_min_macs, options.par_min_elements
        self.candidates = TILES[self.isa]
        # this machine's measured choices (kina_mlir/tuning.py), asked before the built-in table
        self.table = TuningTable.from_text(getattr(options, "tuning", ""))
        self.vec_widths = tuple(w for w in VEC_WIDTHS if w <= VEC_MAX[self.isa])
        width = self.table.get("elementwise").get("width")
        if width is not None:
            self.vec_widths = tuple(w for w in VEC_WIDTHS if w <= width) or (width,)
        self.transpose_t = self.table.get("transpose").get("tile", TRANSPOSE_TILE[self.isa])
        conv = self.table.get("conv")
        self.conv_lanes = conv.get("lanes", CONV_LANES[self.isa])
        self.conv_rows = conv.get("rows", CONV_ROWS[self.isa])

    def _tuned(self, m: int, n: int, k: int, batch: int, dtype: str) -> dict:
        return self.table.get("batch_matmul" if batch > 1 else "matmul", dtype, m, n, k, batch) if self.table else {}

    # -- matmuls ---------------------------------------------------------------------------
    def matmul_tiles(self, m: int, n: int, k: int, dtype: str = "F32", batch: int = 1) -> tuple[int, int, int] | None:
        """(tm, tn, tk) dividing (m, n, k), or None for the plain path: the tuned tiles of the
        matmul's class where they divide it, else the largest built-in candidates that do."""
        tuned = self._tuned(m, n, k, batch, dtype).get("tiles")
        if tuned is not None and k != 1 and m % tuned[0] == 0 and n % tuned[1] == 0 and k % tuned[2] == 0:
            return tuple(tuned)
        cm, cn, ck = self.candidates
        if dtype in ("F64", "I64"):  # half the lanes per register
            cn = tuple(c // 2 for c in cn if c // 2 >= 4) or cn[-1:]
        tm, tn, tk = _largest_divisor(m, cm), _largest_divisor(n, cn), _largest_divisor(k, ck)
        if tm is None or tn is None or tk is None or k == 1:
            return None
        return tm, tn, tk

    def matmul_blocks(self, n: int, k: int, tiles, tuned: dict | None = None) -> tuple[int, int, int]:
        """(0, bn, bk): cache blocks for n and k (0: not blocked); multiples of the tiles. A tuned
        block (`tuned["blocks"]`) where it is 0 or divides the dim and is a multiple of the tile."""
        fits = (lambda b, d, t: b == 0 or (d > b and d % b == 0 and b % t == 0))
        want = (tuned or {}).get("blocks")
        if want is not None and fits(want[0], n, tiles[1]) and fits(want[1], k, tiles[2]):
            return 0, want[0], want[1]
        bn = next((b for b in BLOCK_N if fits(b, n, tiles[1])), 0)
        bk = next((b for b in BLOCK_K if fits(b, k, tiles[2])), 0)
        return 0, bn, bk

    def packs(self, m: int, n: int, k: int, dtype: str = "F32") -> bool:
        """Whether a 2-D matmul reads B through packed panels Bp[N/tn, K, tn] (tuned: as measured)."""
        if self.matmul_tiles(m, n, k, dtype) is None:
            return False
        return self._tuned(m, n, k, 1, dtype).get("pack", n >= PACK_MIN_N and k >= PACK_MIN_K)

    def par_sizes(self, extents, candidates, macs: int, tuned: dict | None = None) -> tuple[int, ...] | None:
        """forall tile sizes over an op's loops splitting the first candidate dim (index, unit)
        whose extent is a multiple of threads·unit into one chunk per thread; None: one thread.
        Whether to split at all: `tuned["par"]` where measured, else macs ≥ par_min_macs."""
        if self.threads < 2 or not (tuned or {}).get("par", macs >= self.par_min_macs):
            return None
        for i, unit in candidates:
            for parts in self.parts(macs):
                if extents[i] % (parts * unit) == 0:
                    return tuple(extents[i] // parts if j == i else 0 for j in range(len(extents)))
        return None

    def parts(self, macs: int) -> tuple[int, ...]:
        """How many chunks a split matmul's loop may have, the most first: CHUNKS_PER_THREAD per
        thread from CHUNK_MIN_MACS (the threads take them as they come free: pipeline's dynamic
        schedule), else one per thread."""
        return (self.threads * CHUNKS_PER_THREAD, self.threads) if macs >= CHUNK_MIN_MACS else (self.threads,)

    def matmul_plan(self, m: int, n: int, k: int, batch: int = 1, dtype: str = "F32") -> MatmulPlan | None:
        """The plan of a named matmul (`batch` > 1: a batch_matmul of that many products), or None."""
        tiles = self.matmul_tiles(m, n, k, dtype, batch)
        if tiles is None:
            return None
        tuned = self._tuned(m, n, k, batch, dtype)
        blocks = self.matmul_blocks(n, k, tiles, tuned)
        ncand = (2 if batch > 1 else 1, blocks[1] or tiles[1])
        if batch > 1:  # (b, m, n, k): batch elements first, then rows, then column blocks
            par = self.par_sizes((batch, m, n, k), [(0, 1), (1, tiles[0]), ncand], batch * m * n * k, tuned)
        else:
            par = self.par_sizes((m, n, k), [(0, tiles[0]), ncand], m * n * k, tuned)
        return MatmulPlan("batch_matmul" if batch > 1 else "matmul", tiles, blocks, par)

    def packed_plan(self, m: int, n: int, k: int, dtype: str = "F32") -> MatmulPlan:
        """The plan of a packed matmul, a generic over (panel j, m, t, k) with t one panel wide:
        only k is blocked; threads split the panels, else the rows. Panels first: the panel loop is
        outermost, so each thread streams all of its rows of A once per panel either way, but
        with the panels split each thread reads only its half of packed B (2 MiB of MLP-1024's
        4 MiB: its own L2) instead of all of it; 256×1024×1024 on two threads took 2.17-2.19 ms
        against 2.44-2.46 with the rows split, the MLP-1024 step 0.96× (docs/performance.md,
        "Issue 23: where each target stands (session 27)")."""
        tiles = self.matmul_tiles(m, n, k, dtype)
        tuned = self._tuned(m, n, k, 1, dtype)
        par = self.par_sizes((n // tiles[1], m, tiles[1], k), [(0, 1), (1, tiles[0])], m * n * k, tuned)
        return MatmulPlan("generic", tiles, (0, 0, self.matmul_blocks(n, k, tiles, tuned)[2]), par)

    # -- elementwise, reductions, transposes -------------------------------------------------
    @staticmethod
    def vector_width(maps: list[str], shapes: list[tuple[int, ...]], has_gather: bool, widths=VEC_WIDTHS) -> int | None:
        """The width w a generic is vectorised along its innermost loop with, or None: that loop
        must be the last index of every operand that reads it (or absent: a broadcast). `widths`:
        the candidates, largest first (a policy's `vec_widths`, the tuned maximum applied)."""
        if has_gather or not maps:
            return None
        n = len(maps[0].split("->", 1)[0].split(","))
        if "()" in maps[0].split("->", 1)[0]:
            return None
        last, extent = f"d{n - 1}", None
        for m, shape in zip(maps, shapes):
            res = map_results(m)
            if any(not _loop_or_unit(r) for r in res):
                return None  # not a projected permutation
            if last in res[:-1]:
                return None  # the innermost loop strides this operand
            if res and res[-1] == last:
                extent = shape[-1]
        if extent is None:
            return None
        return next((w for w in widths if extent % w == 0), None)

    def transpose_tile(self, maps: list[str], shapes: list[tuple[int, ...]], elem_bytes: int) -> int | None:
        """t for a generic whose last two loops are, in every operand that reads them, its last
        two dims in either order (swapped in at least one), both extents multiples of t."""
        t = self.transpose_t
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

    def chunk(self, first_map: str, first_loop_parallel, shapes) -> int | None:
        """The per-thread extent of a generic's first loop (its output's first dim), or None.
        `first_loop_parallel()`: whether that loop is parallel (asked last: it is costly)."""
        if self.threads < 2 or not shapes or not shapes[-1]:
            return None
        out = shapes[-1]  # the init; the work is the largest operand (a reduction's input)
        if max(math.prod(sh) for sh in shapes) < self.par_min_elements or not first_loop_parallel():
            return None
        first = first_map.split("->", 1)[1].strip().lstrip("(").split(",")[0].strip()
        if first != "d0" or out[0] % self.threads:
            return None
        return out[0] // self.threads
