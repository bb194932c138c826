"""The C side of a native artifact: checked allocation and a guarded entry per
exported function. The generated object's calls to `malloc` are linked to
`__wrap_malloc` (`ld --wrap=malloc`, which rewrites only the references of the
objects being linked, never libc's own); it never returns NULL: when malloc
fails it long-jumps back to the entry's guard, which returns 1 and leaves the
failed size for the runtime to report as MemoryError naming the function —
never a segfault. (Buffers allocated before the failure leak: the process is
out of memory anyway, and it keeps running.)

It also defines `memrefCopy`, the strided copy that MLIR's `memref.copy` lowers to when a
buffer's layout is not the identity (a view yielded by a loop or an `if`, a carry that starts as a
view of a call's result). MLIR's own lives in libmlir_c_runner_utils, which Kina does not ship or
link; without a definition the artifact fails to load ("undefined symbol: memrefCopy"). This one
has MLIR's signature (`CRunnerUtils.cpp`): the element size and two unranked descriptors
`{rank, ranked descriptor *}`, each ranked descriptor `{allocated, aligned, offset, sizes[rank],
strides[rank]}` in elements.

And a fast entry `kina_fast_<name>` per exported function, the host's call path for NumPy arrays
(kina_runtime.library.NativeFunction): it binds the items of the call's argument tuple to memref
descriptors on its own stack — each must be exactly a NumPy ndarray (no subclass) of the
parameter's dtype, rank and shape, C-contiguous, read from the object's own fields at offsets the
runtime probed and verified at import (`L`, kina_runtime.library.object_layout) — and runs the
guarded entry; anything else returns 2 + the argument's index before any code ran, and the host
takes its Python path (bind_arguments: converts, copies or refuses naming the parameter). A
function whose results are small copies them into `res`, a tuple of C-order ndarrays of the
results' dtypes and shapes that the host made for this call with `numpy.empty` (read through the same
layout), and frees its own allocations, so the host returns those arrays as they are: no ctypes
object, view or finaliser per result; `res` NULL leaves them where they are (they are wrapped), and
says whether one is an argument's memory. `kina_ptrs_<name>` is the same after the host's own
checks: it takes the data pointers (the Python path: Buffers, converted or copied arguments) and
copies small results into `dst`, one host buffer, at the offsets of memref.copied_results."""
from __future__ import annotations

from kina.types import TensorType
from kina_runtime.manifest_check import FAST_PREFIX, GUARD_PREFIX, SYMBOL_PREFIX, user_symbol
from kina_runtime.memref import copied_results

from ..emit.checks import checked_functions

RUNTIME = r"""
#include <setjmp.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

static __thread jmp_buf *kina_jump;
static __thread uint64_t kina_failed;

void *__real_malloc(size_t size);

void *__wrap_malloc(size_t size) {
  void *p = __real_malloc(size ? size : 1);
  if (!p) {
    kina_failed = size;
    if (kina_jump) longjmp(*kina_jump, 1);
    abort();  /* unreachable: every entry from the host is guarded */
  }
  return p;
}

uint64_t kina_failed_allocation(void) { return kina_failed; }

typedef struct { int64_t rank; void *descriptor; } kina_unranked_memref;

void memrefCopy(int64_t elem, kina_unranked_memref *src, kina_unranked_memref *dst) {
  int64_t rank = src->rank;
  char *s = ((char **)src->descriptor)[1], *d = ((char **)dst->descriptor)[1];
  const int64_t *sm = (const int64_t *)((char **)src->descriptor + 2);
  const int64_t *dm = (const int64_t *)((char **)dst->descriptor + 2);
  const int64_t *sizes = sm + 1, *sstride = sm + 1 + rank, *dstride = dm + 1 + rank;
  s += sm[0] * elem;
  d += dm[0] * elem;
  if (rank == 0) { memcpy(d, s, (size_t)elem); return; }
  for (int64_t k = 0; k < rank; k++) if (sizes[k] == 0) return;
  int64_t *idx = (int64_t *)calloc((size_t)rank, sizeof(int64_t));
  if (!idx) abort();
  /* an odometer over every index but the last; the last axis is one run when it is contiguous */
  int contiguous = sstride[rank - 1] == 1 && dstride[rank - 1] == 1;
  for (;;) {
    int64_t so = 0, dof = 0;
    for (int64_t k = 0; k < rank - 1; k++) { so += idx[k] * sstride[k]; dof += idx[k] * dstride[k]; }
    if (contiguous) memcpy(d + dof * elem, s + so * elem, (size_t)(sizes[rank - 1] * elem));
    else for (int64_t j = 0; j < sizes[rank - 1]; j++)
      memcpy(d + (dof + j * dstride[rank - 1]) * elem, s + (so + j * sstride[rank - 1]) * elem, (size_t)elem);
    int64_t k = rank - 2;
    while (k >= 0 && ++idx[k] == sizes[k]) idx[k--] = 0;
    if (k < 0) break;
  }
  free(idx);
}

/* L (kina_runtime.library.object_layout): [0] offset of a tuple's items, [1] of ob_type,
   [2] the address of numpy.ndarray, offsets of an ndarray's [3] data, [4] nd, [5] dimensions,
   [6] descr, [7] flags, [8] the C-contiguous flag; [9 + i] the dtype object of parameter i.
   `in`: per parameter its rank then its shape. Writes each descriptor {data, data, 0, sizes,
   row-major strides} to `d`; returns -1, or the index of the first argument that does not bind. */
static int64_t kina_bind(const char *args, const int64_t *L, int64_t n, const int64_t *in, int64_t *d) {
  const char *const *items = (const char *const *)(args + L[0]);
  for (int64_t i = 0; i < n; i++) {
    const char *a = items[i];
    int64_t rank = *in++;
    if (*(const int64_t *)(a + L[1]) != L[2] || *(const int64_t *)(a + L[6]) != L[9 + i]
        || *(const int *)(a + L[4]) != rank || !(*(const int *)(a + L[7]) & L[8])) return i;
    const int64_t *dims = *(const int64_t *const *)(a + L[5]);
    int64_t data = *(const int64_t *)(a + L[3]), stride = 1;
    for (int64_t k = rank - 1; k >= 0; k--) {
      if (dims[k] != in[k]) return i;
      d[3 + k] = in[k];
      d[3 + rank + k] = stride;
      stride *= in[k];
    }
    d[0] = d[1] = data;
    d[2] = 0;
    in += rank;
    d += 3 + 2 * rank;
  }
  return -1;
}

/* Descriptors {ptr, ptr, 0, sizes, row-major strides} for the n data pointers `ptrs` (checked by the host). */
static void kina_fill(const int64_t *ptrs, int64_t n, const int64_t *in, int64_t *d) {
  for (int64_t i = 0; i < n; i++) {
    int64_t rank = *in++, stride = 1;
    for (int64_t k = rank - 1; k >= 0; k--) {
      d[3 + k] = in[k];
      d[3 + rank + k] = stride;
      stride *= in[k];
    }
    d[0] = d[1] = ptrs[i];
    d[2] = 0;
    in += rank;
    d += 3 + 2 * rank;
  }
}

/* Where the results go: the data of each ndarray of the host's tuple `res` (fast entry; read with
   L, as kina_bind reads arguments: the host made these arrays for this call, of the results' dtypes
   and shapes), or each result's offset in the host buffer `dst` (kina_ptrs_). */
static void kina_targets(const char *res, const int64_t *L, int64_t nres, char **dsts) {
  const char *const *items = (const char *const *)(res + L[0]);
  for (int64_t j = 0; j < nres; j++) dsts[j] = *(char *const *)(items[j] + L[3]);
}

static void kina_offsets(char *dst, int64_t nres, const int64_t *spec, char **dsts) {
  for (int64_t j = 0; j < nres; j++) dsts[j] = dst + spec[4 * j + 3];
}

/* After the entry returned (out: the result descriptors; spec per result: rank, item size, bytes,
   offset in dst; in, d: the parameters and their descriptors). dsts NULL: the results stay where they
   are; returns -1 when one is an argument's memory (the host then copies it, never frees it), else 0.
   Otherwise result j is copied to dsts[j] and each distinct allocation freed once, never one that is
   an argument's memory; returns 0. */
static int kina_results(const int64_t *out, int64_t nres, const int64_t *spec, char *const *dsts, int64_t n,
                        const int64_t *in, const int64_t *d) {
  const int64_t *o = out;
  for (int64_t j = 0; j < nres; j++) {
    if (dsts) memcpy(dsts[j], (const char *)o[1] + o[2] * spec[4 * j + 1], (size_t)spec[4 * j + 2]);
    o += 3 + 2 * spec[4 * j];
  }
  o = out;
  for (int64_t j = 0; j < nres; j++) {
    int64_t a = o[0], keep = 0, input = 0;
    const int64_t *p = out, *q = d, *r = in;
    for (int64_t k = 0; k < n && !input; k++) { input = q[0] == a; q += 3 + 2 * r[0]; r += 1 + r[0]; }
    if (!dsts && input) return -1;
    for (int64_t k = 0; k < j && !keep; k++) { keep = p[0] == a; p += 3 + 2 * spec[4 * k]; }
    if (dsts && !keep && !input) free((void *)a);
    o += 3 + 2 * spec[4 * j];
  }
  return 0;
}
"""

# The C interface's symbol has a dot (manifest_check.USER_PREFIX): C reaches it by an asm label;
# kina_ciface_{name} is a name in this file only (the label replaces it in the object).
GUARD = r"""
void kina_ciface_{name}({params}) __asm__("{symbol}");
int kina_guard_{name}({params}) {{
  jmp_buf here, *outer = kina_jump;
  kina_jump = &here;
  if (setjmp(here)) {{ kina_jump = outer; return 1; }}
  kina_ciface_{name}({args});
  kina_jump = outer;
  return 0;
}}
"""


FAST = r"""
static const int64_t kina_in_{name}[] = {{{shapes}}};
static const int64_t kina_out_{name}[] = {{{results}}};
int kina_fast_{name}(void *out, const char *args, const int64_t *L, const char *res) {{
  int64_t d[{total}];
  char *dsts[{nres} + 1];  /* + 1: never a zero-length array */
  int64_t bad = kina_bind(args, L, {n}, kina_in_{name}, d);
  if (bad >= 0) return 2 + (int)bad;
  if (res) kina_targets(res, L, {nres}, dsts);
  if (kina_guard_{name}({call})) return 1;
  return kina_results((const int64_t *)out, {nres}, kina_out_{name}, res ? dsts : NULL, {n}, kina_in_{name}, d);
}}
int kina_ptrs_{name}(void *out, const int64_t *ptrs, char *dst) {{
  int64_t d[{total}];
  char *dsts[{nres} + 1];  /* + 1: never a zero-length array */
  kina_fill(ptrs, {n}, kina_in_{name}, d);
  if (dst) kina_offsets(dst, {nres}, kina_out_{name}, dsts);
  if (kina_guard_{name}({call})) return 1;
  return kina_results((const int64_t *)out, {nres}, kina_out_{name}, dst ? dsts : NULL, {n}, kina_in_{name}, d);
}}
"""

def fast_entry(name: str, params, results) -> str:
    """The fast entry of `name` (params, results: TensorTypes of its C interface, the error code included)."""
    shapes = [x for t in params for x in (len(t.shape), *t.shape)]
    total, call, at = 0, ["out"], 0
    for t in params:
        call.append(f"(void *)(d + {at})")
        at += 3 + 2 * len(t.shape)
    copied = copied_results(results)
    offsets = copied[0] if copied else [0] * len(results)  # the host passes no buffer when it does not copy
    spec = [x for t, off in zip(results, offsets) for x in (len(t.shape), t.numpy_dtype.itemsize, t.size * t.numpy_dtype.itemsize, off)]
    return FAST.format(name=name, shapes=", ".join(map(str, shapes or [0])), results=", ".join(map(str, spec)),
                       total=max(at, 1), n=len(params), call=", ".join(call), nres=len(results))


def fast_signatures(program, names) -> dict:
    """c_source's `fast` for functions `names` of `program`: parameter types, and result types with
    the error code of a checked function (emit/checks.py) after them."""
    checked = checked_functions(program)
    error = [TensorType("I64", ())]
    return {n: ([t for _, t in program.functions[n].params], [*program.functions[n].result_types, *(error if n in checked else [])])
            for n in names}


def c_source(signatures: dict, fast: dict | None = None) -> str:
    """signatures: exported function -> number of pointer arguments of its C entry; fast: function ->
    (parameter types, C result types) for those that get a fast entry (kina_fast_<name>)."""
    parts = [RUNTIME]
    for name, n in signatures.items():
        params = ", ".join(f"void *a{i}" for i in range(n))
        parts.append(GUARD.format(name=name, params=params, args=", ".join(f"a{i}" for i in range(n)),
                                  symbol=SYMBOL_PREFIX + user_symbol(name)))
        if fast and name in fast:
            parts.append(fast_entry(name, *fast[name]))
    return "".join(parts)


def guard_symbol(name: str) -> str:
    return GUARD_PREFIX + name


def fast_symbol(name: str) -> str:
    return FAST_PREFIX + name
