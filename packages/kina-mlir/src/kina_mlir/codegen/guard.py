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
strides[rank]}` in elements."""
from __future__ import annotations

from kina_runtime.manifest_check import GUARD_PREFIX, SYMBOL_PREFIX, user_symbol

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


def c_source(signatures: dict[str, int]) -> str:
    """signatures: exported function -> number of pointer arguments of its C entry."""
    parts = [RUNTIME]
    for name, n in signatures.items():
        params = ", ".join(f"void *a{i}" for i in range(n))
        parts.append(GUARD.format(name=name, params=params, args=", ".join(f"a{i}" for i in range(n)),
                                  symbol=SYMBOL_PREFIX + user_symbol(name)))
    return "".join(parts)


def guard_symbol(name: str) -> str:
    return GUARD_PREFIX + name
