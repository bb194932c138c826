"""The C side of a native artifact: checked allocation and a guarded entry per
exported function. The generated object's calls to `malloc` are linked to
`__wrap_malloc` (`ld --wrap=malloc`, which rewrites only the references of the
objects being linked, never libc's own); it never returns NULL: when malloc
fails it long-jumps back to the entry's guard, which returns 1 and leaves the
failed size for the runtime to report as MemoryError naming the function —
never a segfault. (Buffers allocated before the failure leak: the process is
out of memory anyway, and it keeps running.)"""
from __future__ import annotations

RUNTIME = r"""
#include <setjmp.h>
#include <stdlib.h>
#include <stdint.h>

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
"""

GUARD = r"""
void _mlir_ciface_{name}({params});
int kina_guard_{name}({params}) {{
  jmp_buf here, *outer = kina_jump;
  kina_jump = &here;
  if (setjmp(here)) {{ kina_jump = outer; return 1; }}
  _mlir_ciface_{name}({args});
  kina_jump = outer;
  return 0;
}}
"""


def c_source(signatures: dict[str, int]) -> str:
    """signatures: exported function -> number of pointer arguments of its C entry."""
    parts = [RUNTIME]
    for name, n in signatures.items():
        params = ", ".join(f"void *a{i}" for i in range(n))
        parts.append(GUARD.format(name=name, params=params, args=", ".join(f"a{i}" for i in range(n))))
    return "".join(parts)


def guard_symbol(name: str) -> str:
    return f"kina_guard_{name}"
