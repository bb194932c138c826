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

# With a parallel matmul (schedule.py), each host thread asks the OpenMP runtime, once, for dynamic
# teams (OMP_DYNAMIC=true for its own calls, unless the user set OMP_DYNAMIC): libiomp5 then sizes
# each team from the machine's load (KMP_DYNAMIC_MODE's default, load_balance), so on a busy
# machine — the other core taken by another process, or several host threads calling at once — a
# region runs on one thread instead of waiting for a core (measured: 0.36–0.8× the one-thread speed
# with fixed teams on a loaded 2-vCPU machine, 1.0× with dynamic ones; docs/performance.md).
# The static schedule gives each chunk the same code whatever the team size: results are unchanged.
OPENMP = r"""
#include <stdlib.h>
void omp_set_dynamic(int);
static __thread int kina_omp_ready;
static void kina_omp_prepare(void) {
  if (!kina_omp_ready) {
    if (!getenv("OMP_DYNAMIC")) omp_set_dynamic(1);
    kina_omp_ready = 1;
  }
}
"""

GUARD = r"""
void _mlir_ciface_{name}({params});
int kina_guard_{name}({params}) {{
  {prepare}jmp_buf here, *outer = kina_jump;
  kina_jump = &here;
  if (setjmp(here)) {{ kina_jump = outer; return 1; }}
  _mlir_ciface_{name}({args});
  kina_jump = outer;
  return 0;
}}
"""


def c_source(signatures: dict[str, int], openmp: bool = False) -> str:
    """signatures: exported function -> number of pointer arguments of its C entry. `openmp`: the
    object calls the OpenMP runtime (native.uses_openmp)."""
    parts = [RUNTIME] + ([OPENMP] if openmp else [])
    for name, n in signatures.items():
        params = ", ".join(f"void *a{i}" for i in range(n))
        parts.append(GUARD.format(name=name, params=params, args=", ".join(f"a{i}" for i in range(n)),
                                  prepare="kina_omp_prepare();\n  " if openmp else ""))
    return "".join(parts)


def guard_symbol(name: str) -> str:
    return f"kina_guard_{name}"
