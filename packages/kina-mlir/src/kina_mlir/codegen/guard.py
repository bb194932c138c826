"""The runtime side of a native artifact, in LLVM IR built in-process (llvmlite): checked
allocation and a guarded entry per exported function. The generated object's calls to `malloc`
are linked to `__wrap_malloc` (`ld --wrap=malloc`, which rewrites only the references of the
objects being linked, never libc's own); it never returns NULL: when malloc fails it long-jumps
back to the entry's guard, which returns 1 and leaves the failed size for the runtime to report as
MemoryError naming the function — never a segfault. (Buffers allocated before the failure leak: the process is
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
takes its Python path (bind_arguments: converts, copies or refuses naming the parameter). It
leaves the results where they are (the host wraps them) and says whether one is an argument's
memory. A function whose results are small has `kina_call_<name>` (CALL) instead on that path:
the same binding as a Python builtin, called as f(args, res) without ctypes, which copies the
results into `res`, a tuple of C-order ndarrays of the results' dtypes and shapes that the host made
for this call with `numpy.empty` (read through the same layout), and frees its own allocations, so
the host returns those arrays as they are: no ctypes object, view or finaliser per result.
`kina_ptrs_<name>` is the fast entry after the host's own checks: it takes the data pointers (the
Python path: Buffers, converted or copied arguments) and copies small results into `dst`, one host
buffer, at the offsets of memref.copied_results."""
from __future__ import annotations

from kina.types import TensorType
from kina_runtime.manifest_check import FAST_PREFIX, GUARD_PREFIX, SYMBOL_PREFIX, user_symbol
from kina_runtime.memref import copied_results

from ..emit.checks import checked_functions
from . import llvm

# Why LLVM IR and not C: compiled by `cc -c -O1` it was a third process beside the build and its
# codegen worker, 120-150 ms of CPU a cold compile on a 2-vCPU machine (gcc parsing the headers and
# optimising, whatever the program), which took the CPU from both. The IR is written as the C it
# replaces would read (each function's C in its comment), already in SSA form, and built at LLVM's
# O0 (GUARD_OPT): 9-11 ms here, where O1's optimiser and code generation took 80-130 ms (InstCombine
# and SelectionDAG on these small loops) for the same call overhead (docs/performance.md, "Issue
# 23 ... session 35").
GUARD_OPT = 0

# glibc's jmp_buf is 200 bytes on x86-64 and 312 on AArch64; the buffer is stack space, so it is
# sized for any of them
JMP_BUF_BYTES = 1024

RUNTIME = r"""
@kina_jump = internal thread_local global ptr null, align 8
@kina_failed = internal thread_local global i64 0, align 8

declare ptr @__real_malloc(i64)
declare i32 @_setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn
declare void @abort() noreturn
declare void @free(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
; CPython's, for the call entries (CALL): weak, so that an artifact loads in a process without Python
declare extern_weak void @Py_IncRef(ptr)
declare extern_weak ptr @PyEval_SaveThread()
declare extern_weak void @PyEval_RestoreThread(ptr)

; void *__wrap_malloc(size_t size): malloc(size ? size : 1), or on failure record the size and
; longjmp to the innermost guarded entry of this thread (abort without one: unreachable, every
; entry from the host is guarded)
define ptr @__wrap_malloc(i64 %size) {
entry:
  %zero = icmp eq i64 %size, 0
  %n = select i1 %zero, i64 1, i64 %size
  %p = call ptr @__real_malloc(i64 %n)
  %null = icmp eq ptr %p, null
  br i1 %null, label %failed, label %ok
ok:
  ret ptr %p
failed:
  store i64 %size, ptr @kina_failed, align 8
  %jump = load ptr, ptr @kina_jump, align 8
  %guarded = icmp ne ptr %jump, null
  br i1 %guarded, label %back, label %die
back:
  call void @longjmp(ptr %jump, i32 1)
  unreachable
die:
  call void @abort()
  unreachable
}

; uint64_t kina_failed_allocation(void)
define i64 @kina_failed_allocation() {
  %size = load i64, ptr @kina_failed, align 8
  ret i64 %size
}

; void memrefCopy(int64_t elem, {int64_t rank; int64_t *desc} *src, ... *dst): every element of
; src's view to dst's, an odometer over every index but the last (idx[rank], zeroed), the last axis
; one memcpy when both are contiguous along it, else one per element
define void @memrefCopy(i64 %elem, ptr %src, ptr %dst) {
entry:
  %rank = load i64, ptr %src, align 8
  %src.desc.p = getelementptr i8, ptr %src, i64 8
  %sdesc = load ptr, ptr %src.desc.p, align 8
  %dst.desc.p = getelementptr i8, ptr %dst, i64 8
  %ddesc = load ptr, ptr %dst.desc.p, align 8
  %src.aligned.p = getelementptr i8, ptr %sdesc, i64 8
  %src.aligned = load ptr, ptr %src.aligned.p, align 8
  %dst.aligned.p = getelementptr i8, ptr %ddesc, i64 8
  %dst.aligned = load ptr, ptr %dst.aligned.p, align 8
  %sm = getelementptr i8, ptr %sdesc, i64 16
  %dm = getelementptr i8, ptr %ddesc, i64 16
  %soff = load i64, ptr %sm, align 8
  %doff = load i64, ptr %dm, align 8
  %sizes = getelementptr i64, ptr %sm, i64 1
  %rank1 = add i64 %rank, 1
  %sstride = getelementptr i64, ptr %sm, i64 %rank1
  %dstride = getelementptr i64, ptr %dm, i64 %rank1
  %soff.b = mul i64 %soff, %elem
  %s = getelementptr i8, ptr %src.aligned, i64 %soff.b
  %doff.b = mul i64 %doff, %elem
  %d = getelementptr i8, ptr %dst.aligned, i64 %doff.b
  %scalar = icmp eq i64 %rank, 0
  br i1 %scalar, label %one, label %empty
one:
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %elem, i1 false)
  ret void
empty:
  %e = phi i64 [ 0, %entry ], [ %e1, %empty.next ]
  %e.more = icmp slt i64 %e, %rank
  br i1 %e.more, label %empty.body, label %start
empty.body:
  %e.size.p = getelementptr i64, ptr %sizes, i64 %e
  %e.size = load i64, ptr %e.size.p, align 8
  %e.zero = icmp eq i64 %e.size, 0
  br i1 %e.zero, label %done, label %empty.next
empty.next:
  %e1 = add i64 %e, 1
  br label %empty
start:
  %last = sub i64 %rank, 1
  %idx = alloca i64, i64 %rank, align 8
  %idx.bytes = shl i64 %rank, 3
  call void @llvm.memset.p0.i64(ptr %idx, i8 0, i64 %idx.bytes, i1 false)
  %ls.p = getelementptr i64, ptr %sstride, i64 %last
  %ls = load i64, ptr %ls.p, align 8
  %ld.p = getelementptr i64, ptr %dstride, i64 %last
  %ld = load i64, ptr %ld.p, align 8
  %ln.p = getelementptr i64, ptr %sizes, i64 %last
  %ln = load i64, ptr %ln.p, align 8
  %ls.unit = icmp eq i64 %ls, 1
  %ld.unit = icmp eq i64 %ld, 1
  %contiguous = and i1 %ls.unit, %ld.unit
  %run.bytes = mul i64 %ln, %elem
  br label %outer
outer:
  br label %offsets
offsets:
  %k = phi i64 [ 0, %outer ], [ %k1, %offsets.body ]
  %so = phi i64 [ 0, %outer ], [ %so1, %offsets.body ]
  %dof = phi i64 [ 0, %outer ], [ %dof1, %offsets.body ]
  %k.more = icmp slt i64 %k, %last
  br i1 %k.more, label %offsets.body, label %copy
offsets.body:
  %ix.p = getelementptr i64, ptr %idx, i64 %k
  %ix = load i64, ptr %ix.p, align 8
  %ss.p = getelementptr i64, ptr %sstride, i64 %k
  %ss = load i64, ptr %ss.p, align 8
  %ds.p = getelementptr i64, ptr %dstride, i64 %k
  %ds = load i64, ptr %ds.p, align 8
  %so.k = mul i64 %ix, %ss
  %so1 = add i64 %so, %so.k
  %dof.k = mul i64 %ix, %ds
  %dof1 = add i64 %dof, %dof.k
  %k1 = add i64 %k, 1
  br label %offsets
copy:
  %so.b = mul i64 %so, %elem
  %sp = getelementptr i8, ptr %s, i64 %so.b
  %dof.b = mul i64 %dof, %elem
  %dp = getelementptr i8, ptr %d, i64 %dof.b
  br i1 %contiguous, label %run, label %each
run:
  call void @llvm.memcpy.p0.p0.i64(ptr %dp, ptr %sp, i64 %run.bytes, i1 false)
  br label %advance
each:
  %j = phi i64 [ 0, %copy ], [ %j1, %each.body ]
  %j.more = icmp slt i64 %j, %ln
  br i1 %j.more, label %each.body, label %advance
each.body:
  %j.d = mul i64 %j, %ld
  %j.db = mul i64 %j.d, %elem
  %dq = getelementptr i8, ptr %dp, i64 %j.db
  %j.s = mul i64 %j, %ls
  %j.sb = mul i64 %j.s, %elem
  %sq = getelementptr i8, ptr %sp, i64 %j.sb
  call void @llvm.memcpy.p0.p0.i64(ptr %dq, ptr %sq, i64 %elem, i1 false)
  %j1 = add i64 %j, 1
  br label %each
advance:
  %first = sub i64 %rank, 2
  br label %carry
carry:
  %c = phi i64 [ %first, %advance ], [ %c1, %carry.wrap ]
  %c.gone = icmp slt i64 %c, 0
  br i1 %c.gone, label %done, label %carry.body
carry.body:
  %cv.p = getelementptr i64, ptr %idx, i64 %c
  %cv = load i64, ptr %cv.p, align 8
  %cv1 = add i64 %cv, 1
  store i64 %cv1, ptr %cv.p, align 8
  %cs.p = getelementptr i64, ptr %sizes, i64 %c
  %cs = load i64, ptr %cs.p, align 8
  %wrap = icmp eq i64 %cv1, %cs
  br i1 %wrap, label %carry.wrap, label %outer
carry.wrap:
  store i64 0, ptr %cv.p, align 8
  %c1 = sub i64 %c, 1
  br label %carry
done:
  ret void
}

; void kina_descriptor(int64_t *d, int64_t rank, const int64_t *shape, int64_t data): the memref
; descriptor {data, data, 0, sizes, row-major strides} of a C-contiguous buffer of this shape
define internal void @kina_descriptor(ptr %d, i64 %rank, ptr %shape, i64 %data) {
entry:
  store i64 %data, ptr %d, align 8
  %d.aligned = getelementptr i64, ptr %d, i64 1
  store i64 %data, ptr %d.aligned, align 8
  %d.offset = getelementptr i64, ptr %d, i64 2
  store i64 0, ptr %d.offset, align 8
  %sizes = getelementptr i64, ptr %d, i64 3
  %strides = getelementptr i64, ptr %sizes, i64 %rank
  br label %dim
dim:
  %k1 = phi i64 [ %rank, %entry ], [ %k, %body ]
  %stride = phi i64 [ 1, %entry ], [ %stride1, %body ]
  %done = icmp sle i64 %k1, 0
  br i1 %done, label %end, label %body
body:
  %k = sub i64 %k1, 1
  %size.p = getelementptr i64, ptr %shape, i64 %k
  %size = load i64, ptr %size.p, align 8
  %sz.p = getelementptr i64, ptr %sizes, i64 %k
  store i64 %size, ptr %sz.p, align 8
  %st.p = getelementptr i64, ptr %strides, i64 %k
  store i64 %stride, ptr %st.p, align 8
  %stride1 = mul i64 %stride, %size
  br label %dim
end:
  ret void
}

; L (kina_runtime.library.object_layout): [0] offset of a tuple's items, [1] of ob_type, [2] the
; address of numpy.ndarray, offsets of an ndarray's [3] data, [4] nd (int), [5] dimensions,
; [6] descr, [7] flags (int), [8] the C-contiguous flag; [9 + i] the dtype object of parameter i.
; `in`: per parameter its rank then its shape.
; int64_t kina_bind(const char *args, const int64_t *L, int64_t n, const int64_t *in, int64_t *d):
; writes each parameter's descriptor (kina_descriptor) to `d`, one after another; returns -1, or
; the index of the first argument that does not bind. Its type is read first: only an ndarray's
; other fields are read (C's ||).
define internal i64 @kina_bind(ptr %args, ptr %L, i64 %n, ptr %in0, ptr %d0) {
entry:
  %L0 = load i64, ptr %L, align 8
  %items = getelementptr i8, ptr %args, i64 %L0
  %L1.p = getelementptr i64, ptr %L, i64 1
  %L1 = load i64, ptr %L1.p, align 8
  %L2.p = getelementptr i64, ptr %L, i64 2
  %L2 = load i64, ptr %L2.p, align 8
  %L3.p = getelementptr i64, ptr %L, i64 3
  %L3 = load i64, ptr %L3.p, align 8
  %L4.p = getelementptr i64, ptr %L, i64 4
  %L4 = load i64, ptr %L4.p, align 8
  %L5.p = getelementptr i64, ptr %L, i64 5
  %L5 = load i64, ptr %L5.p, align 8
  %L6.p = getelementptr i64, ptr %L, i64 6
  %L6 = load i64, ptr %L6.p, align 8
  %L7.p = getelementptr i64, ptr %L, i64 7
  %L7 = load i64, ptr %L7.p, align 8
  %L8.p = getelementptr i64, ptr %L, i64 8
  %L8 = load i64, ptr %L8.p, align 8
  br label %param
param:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %in = phi ptr [ %in0, %entry ], [ %in1, %next ]
  %d = phi ptr [ %d0, %entry ], [ %d1, %next ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %check, label %bound
check:
  %a.p = getelementptr ptr, ptr %items, i64 %i
  %a = load ptr, ptr %a.p, align 8
  %rank = load i64, ptr %in, align 8
  %shape = getelementptr i64, ptr %in, i64 1
  %type.p = getelementptr i8, ptr %a, i64 %L1
  %type = load i64, ptr %type.p, align 8
  %is.array = icmp eq i64 %type, %L2
  br i1 %is.array, label %fields, label %refuse
fields:
  %descr.p = getelementptr i8, ptr %a, i64 %L6
  %descr = load i64, ptr %descr.p, align 8
  %i9 = add i64 %i, 9
  %want.p = getelementptr i64, ptr %L, i64 %i9
  %want = load i64, ptr %want.p, align 8
  %dtype.ok = icmp eq i64 %descr, %want
  %nd.p = getelementptr i8, ptr %a, i64 %L4
  %nd32 = load i32, ptr %nd.p, align 4
  %nd = sext i32 %nd32 to i64
  %rank.ok = icmp eq i64 %nd, %rank
  %flags.p = getelementptr i8, ptr %a, i64 %L7
  %flags32 = load i32, ptr %flags.p, align 4
  %flags = sext i32 %flags32 to i64
  %c.flag = and i64 %flags, %L8
  %contiguous = icmp ne i64 %c.flag, 0
  %ok1 = and i1 %dtype.ok, %rank.ok
  %ok = and i1 %ok1, %contiguous
  br i1 %ok, label %dims, label %refuse
dims:
  %dims.p = getelementptr i8, ptr %a, i64 %L5
  %dimensions = load ptr, ptr %dims.p, align 8
  br label %dim
dim:
  %k = phi i64 [ 0, %dims ], [ %k1, %dim.next ]
  %dims.more = icmp slt i64 %k, %rank
  br i1 %dims.more, label %dim.check, label %next
dim.check:
  %have.p = getelementptr i64, ptr %dimensions, i64 %k
  %have = load i64, ptr %have.p, align 8
  %size.p = getelementptr i64, ptr %shape, i64 %k
  %size = load i64, ptr %size.p, align 8
  %same = icmp eq i64 %have, %size
  br i1 %same, label %dim.next, label %refuse
dim.next:
  %k1 = add i64 %k, 1
  br label %dim
next:
  %data.p = getelementptr i8, ptr %a, i64 %L3
  %data = load i64, ptr %data.p, align 8
  call void @kina_descriptor(ptr %d, i64 %rank, ptr %shape, i64 %data)
  %in1 = getelementptr i64, ptr %shape, i64 %rank
  %twice = shl i64 %rank, 1
  %width = add i64 %twice, 3
  %d1 = getelementptr i64, ptr %d, i64 %width
  %i1 = add i64 %i, 1
  br label %param
refuse:
  ret i64 %i
bound:
  ret i64 -1
}

; void kina_fill(const int64_t *ptrs, int64_t n, const int64_t *in, int64_t *d): the descriptors
; (kina_descriptor) of the n data pointers `ptrs` (checked by the host)
define internal void @kina_fill(ptr %ptrs, i64 %n, ptr %in0, ptr %d0) {
entry:
  br label %param
param:
  %i = phi i64 [ 0, %entry ], [ %i1, %start ]
  %in = phi ptr [ %in0, %entry ], [ %in1, %start ]
  %d = phi ptr [ %d0, %entry ], [ %d1, %start ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %start, label %end
start:
  %rank = load i64, ptr %in, align 8
  %shape = getelementptr i64, ptr %in, i64 1
  %ptr.p = getelementptr i64, ptr %ptrs, i64 %i
  %ptr = load i64, ptr %ptr.p, align 8
  call void @kina_descriptor(ptr %d, i64 %rank, ptr %shape, i64 %ptr)
  %in1 = getelementptr i64, ptr %shape, i64 %rank
  %twice = shl i64 %rank, 1
  %width = add i64 %twice, 3
  %d1 = getelementptr i64, ptr %d, i64 %width
  %i1 = add i64 %i, 1
  br label %param
end:
  ret void
}

; void kina_targets(const char *res, const int64_t *L, int64_t nres, char **dsts): where the
; results go, the data of each ndarray of the host's tuple `res` (the call entry; read with L, as
; kina_bind reads arguments: the host made these arrays for this call, of the results' dtypes and
; shapes)
define internal void @kina_targets(ptr %res, ptr %L, i64 %nres, ptr %dsts) {
entry:
  %L0 = load i64, ptr %L, align 8
  %items = getelementptr i8, ptr %res, i64 %L0
  %L3.p = getelementptr i64, ptr %L, i64 3
  %L3 = load i64, ptr %L3.p, align 8
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j1, %body ]
  %more = icmp slt i64 %j, %nres
  br i1 %more, label %body, label %end
body:
  %item.p = getelementptr ptr, ptr %items, i64 %j
  %item = load ptr, ptr %item.p, align 8
  %data.p = getelementptr i8, ptr %item, i64 %L3
  %data = load ptr, ptr %data.p, align 8
  %to = getelementptr ptr, ptr %dsts, i64 %j
  store ptr %data, ptr %to, align 8
  %j1 = add i64 %j, 1
  br label %loop
end:
  ret void
}

; void kina_offsets(char *dst, int64_t nres, const int64_t *spec, char **dsts): or each result's
; offset in the host buffer `dst` (kina_ptrs_)
define internal void @kina_offsets(ptr %dst, i64 %nres, ptr %spec, ptr %dsts) {
entry:
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j1, %body ]
  %more = icmp slt i64 %j, %nres
  br i1 %more, label %body, label %end
body:
  %j4 = shl i64 %j, 2
  %at = add i64 %j4, 3
  %off.p = getelementptr i64, ptr %spec, i64 %at
  %off = load i64, ptr %off.p, align 8
  %place = getelementptr i8, ptr %dst, i64 %off
  %to = getelementptr ptr, ptr %dsts, i64 %j
  store ptr %place, ptr %to, align 8
  %j1 = add i64 %j, 1
  br label %loop
end:
  ret void
}

; int kina_results(const int64_t *out, int64_t nres, const int64_t *spec, char *const *dsts,
;                  int64_t n, const int64_t *in, const int64_t *d)
; After the entry returned (out: the result descriptors; spec per result: rank, item size, bytes,
; offset in dst; in, d: the parameters and their descriptors). dsts NULL: the results stay where
; they are; returns -1 when one is an argument's memory (the host then copies it, never frees it),
; else 0. Otherwise result j is copied to dsts[j] and each distinct allocation freed once, never
; one that is an argument's memory; returns 0.
define internal i32 @kina_results(ptr %out, i64 %nres, ptr %spec, ptr %dsts, i64 %n, ptr %in, ptr %d) {
entry:
  %copying = icmp ne ptr %dsts, null
  br label %copy
copy:
  %j = phi i64 [ 0, %entry ], [ %j1, %copy.next ]
  %o = phi ptr [ %out, %entry ], [ %o1, %copy.next ]
  %copy.more = icmp slt i64 %j, %nres
  br i1 %copy.more, label %copy.body, label %frees
copy.body:
  %j4 = shl i64 %j, 2
  %rank.p = getelementptr i64, ptr %spec, i64 %j4
  %rank = load i64, ptr %rank.p, align 8
  br i1 %copying, label %copy.one, label %copy.next
copy.one:
  %to.p = getelementptr ptr, ptr %dsts, i64 %j
  %to = load ptr, ptr %to.p, align 8
  %aligned.p = getelementptr i64, ptr %o, i64 1
  %aligned = load ptr, ptr %aligned.p, align 8
  %offset.p = getelementptr i64, ptr %o, i64 2
  %offset = load i64, ptr %offset.p, align 8
  %j41 = add i64 %j4, 1
  %item.p = getelementptr i64, ptr %spec, i64 %j41
  %item = load i64, ptr %item.p, align 8
  %j42 = add i64 %j4, 2
  %bytes.p = getelementptr i64, ptr %spec, i64 %j42
  %bytes = load i64, ptr %bytes.p, align 8
  %offset.b = mul i64 %offset, %item
  %from = getelementptr i8, ptr %aligned, i64 %offset.b
  call void @llvm.memcpy.p0.p0.i64(ptr %to, ptr %from, i64 %bytes, i1 false)
  br label %copy.next
copy.next:
  %o.twice = shl i64 %rank, 1
  %o.width = add i64 %o.twice, 3
  %o1 = getelementptr i64, ptr %o, i64 %o.width
  %j1 = add i64 %j, 1
  br label %copy
frees:
  %f = phi i64 [ 0, %copy ], [ %f1, %free.next ]
  %fo = phi ptr [ %out, %copy ], [ %fo1, %free.next ]
  %free.more = icmp slt i64 %f, %nres
  br i1 %free.more, label %free.body, label %ok
free.body:
  %a = load i64, ptr %fo, align 8
  br label %inputs
inputs:
  %k = phi i64 [ 0, %free.body ], [ %k1, %inputs.next ]
  %q = phi ptr [ %d, %free.body ], [ %q1, %inputs.next ]
  %r = phi ptr [ %in, %free.body ], [ %r1, %inputs.next ]
  %inputs.more = icmp slt i64 %k, %n
  br i1 %inputs.more, label %inputs.body, label %not.input
inputs.body:
  %q0 = load i64, ptr %q, align 8
  %is.input = icmp eq i64 %q0, %a
  br i1 %is.input, label %input, label %inputs.next
inputs.next:
  %r0 = load i64, ptr %r, align 8
  %q.twice = shl i64 %r0, 1
  %q.width = add i64 %q.twice, 3
  %q1 = getelementptr i64, ptr %q, i64 %q.width
  %r.width = add i64 %r0, 1
  %r1 = getelementptr i64, ptr %r, i64 %r.width
  %k1 = add i64 %k, 1
  br label %inputs
input:
  br i1 %copying, label %free.next, label %aliased
aliased:
  ret i32 -1
not.input:
  br i1 %copying, label %earlier, label %free.next
earlier:
  %e = phi i64 [ 0, %not.input ], [ %e1, %earlier.next ]
  %p = phi ptr [ %out, %not.input ], [ %p1, %earlier.next ]
  %earlier.more = icmp slt i64 %e, %f
  br i1 %earlier.more, label %earlier.body, label %release
earlier.body:
  %p0 = load i64, ptr %p, align 8
  %kept = icmp eq i64 %p0, %a
  br i1 %kept, label %free.next, label %earlier.next
earlier.next:
  %e4 = shl i64 %e, 2
  %e.rank.p = getelementptr i64, ptr %spec, i64 %e4
  %e.rank = load i64, ptr %e.rank.p, align 8
  %p.twice = shl i64 %e.rank, 1
  %p.width = add i64 %p.twice, 3
  %p1 = getelementptr i64, ptr %p, i64 %p.width
  %e1 = add i64 %e, 1
  br label %earlier
release:
  %allocation = inttoptr i64 %a to ptr
  call void @free(ptr %allocation)
  br label %free.next
free.next:
  %f4 = shl i64 %f, 2
  %f.rank.p = getelementptr i64, ptr %spec, i64 %f4
  %f.rank = load i64, ptr %f.rank.p, align 8
  %fo.twice = shl i64 %f.rank, 1
  %fo.width = add i64 %fo.twice, 3
  %fo1 = getelementptr i64, ptr %fo, i64 %fo.width
  %f1 = add i64 %f, 1
  br label %frees
ok:
  ret i32 0
}
"""

# int kina_guard_<name>(void *a0, ...): the entry `symbol` (the function's C interface, `_mlir_ciface_kina.u.<name>`)
# run with this call's jmp_buf innermost; 1 when an allocation failed inside (a longjmp back to it),
# else 0. Each call saves the outer buffer and puts it back: entries may nest (a callback, another
# thread's are its own: kina_jump is thread-local).
GUARD = r"""
declare void @"{symbol}"({types})
define i32 @"kina_guard_{name}"({params}) {{
entry:
  %here = alloca [{jmp_buf} x i8], align 16
  %outer = load ptr, ptr @kina_jump, align 8
  store ptr %here, ptr @kina_jump, align 8
  %jumped = call i32 @_setjmp(ptr %here) returns_twice
  %failed = icmp ne i32 %jumped, 0
  br i1 %failed, label %back, label %run
run:
  call void @"{symbol}"({args})
  store ptr %outer, ptr @kina_jump, align 8
  ret i32 0
back:
  store ptr %outer, ptr @kina_jump, align 8
  ret i32 1
}}
"""


# int kina_fast_<name>(void *out, const char *args, const int64_t *L): bind the call's tuple `args`
# (kina_bind), or return 2 + the index of the argument that does not bind; the results left where
# they are (-1 when one is an argument's memory); 1 when an allocation failed.
# int kina_ptrs_<name>(void *out, const int64_t *ptrs, char *dst): the same from data pointers,
# results into the host buffer `dst` (or left: NULL). Both run the guarded entry on the bound
# descriptors `d` and then kina_results through kina_run_<name> (`to`: where the results go, or NULL).
FAST = r"""
@"kina_in_{name}" = private unnamed_addr constant [{nin} x i64] [{shapes}]
@"kina_out_{name}" = private unnamed_addr constant [{nout} x i64] [{results}]
define internal i32 @"kina_run_{name}"(ptr %out, ptr %d, ptr %to) {{
entry:
{views}  %failed = call i32 @"kina_guard_{name}"({call})
  %oom = icmp ne i32 %failed, 0
  br i1 %oom, label %fail, label %results
fail:
  ret i32 1
results:
  %r = call i32 @kina_results(ptr %out, i64 {nres}, ptr @"kina_out_{name}", ptr %to, i64 {n}, ptr @"kina_in_{name}", ptr %d)
  ret i32 %r
}}
define i32 @"kina_fast_{name}"(ptr %out, ptr %args, ptr %L) {{
entry:
  %d = alloca [{total} x i64], align 8
  %bad = call i64 @kina_bind(ptr %args, ptr %L, i64 {n}, ptr @"kina_in_{name}", ptr %d)
  %refused = icmp sge i64 %bad, 0
  br i1 %refused, label %refuse, label %bound
refuse:
  %bad32 = trunc i64 %bad to i32
  %code = add i32 %bad32, 2
  ret i32 %code
bound:
  %r = call i32 @"kina_run_{name}"(ptr %out, ptr %d, ptr null)
  ret i32 %r
}}
define i32 @"kina_ptrs_{name}"(ptr %out, ptr %ptrs, ptr %dst) {{
entry:
  %d = alloca [{total} x i64], align 8
  %dsts = alloca [{ndsts} x ptr], align 8
  call void @kina_fill(ptr %ptrs, i64 {n}, ptr @"kina_in_{name}", ptr %d)
  %into = icmp ne ptr %dst, null
  br i1 %into, label %offsets, label %call
offsets:
  call void @kina_offsets(ptr %dst, i64 {nres}, ptr @"kina_out_{name}", ptr %dsts)
  br label %call
call:
  %to = select i1 %into, ptr %dsts, ptr null
  %r = call i32 @"kina_run_{name}"(ptr %out, ptr %d, ptr %to)
  ret i32 %r
}}
"""


# PyObject *kina_call_<name>(PyObject *codes, PyObject *const *argv, Py_ssize_t nargv): the fast
# entry as a Python builtin (METH_FASTCALL; kina_runtime.library makes the function object), for a
# function whose results are copied: called as f(args, res) with the GIL held, it binds `args`
# (kina_bind) as kina_fast_ does and copies the results into `res`'s arrays (kina_targets), with the
# GIL released only while the guarded entry and the copies run, the result descriptors on its own stack. It returns codes[rc]
# (rc: 0, 1, or 2 + the index of the argument that did not bind; `codes`, its self, is the host's
# tuple of those ints), or `codes` itself when the call was not made (no layout set, not two
# arguments). Why: a ctypes call of kina_fast_ cost 0.7 us of a 3.6 us call (its argument
# conversions, the GIL dropped for the binding too), a builtin's 0.09 (docs/performance.md, "Issue 23
# ... session 36"). kina_layout_<name>(L) sets the layout (kina_bind's `L`), once, at load.
CALL = r"""
@"kina_L_{name}" = internal global ptr null, align 8
define void @"kina_layout_{name}"(ptr %L) {{
  store ptr %L, ptr @"kina_L_{name}", align 8
  ret void
}}
define ptr @"kina_call_{name}"(ptr %codes, ptr %argv, i64 %nargv) {{
entry:
  %out = alloca [{outwords} x i64], align 8
  %d = alloca [{total} x i64], align 8
  %dsts = alloca [{ndsts} x ptr], align 8
  %L = load ptr, ptr @"kina_L_{name}", align 8
  %set = icmp ne ptr %L, null
  %two = icmp eq i64 %nargv, 2
  %ready = and i1 %set, %two
  br i1 %ready, label %bind, label %decline
decline:
  call void @Py_IncRef(ptr %codes)
  ret ptr %codes
bind:
  %args = load ptr, ptr %argv, align 8
  %res.p = getelementptr ptr, ptr %argv, i64 1
  %res = load ptr, ptr %res.p, align 8
  %bad = call i64 @kina_bind(ptr %args, ptr %L, i64 {n}, ptr @"kina_in_{name}", ptr %d)
  %refused = icmp sge i64 %bad, 0
  br i1 %refused, label %refuse, label %bound
refuse:
  %code.refused = add i64 %bad, 2
  br label %done
bound:
  call void @kina_targets(ptr %res, ptr %L, i64 {nres}, ptr %dsts)
  %state = call ptr @PyEval_SaveThread()
  %r = call i32 @"kina_run_{name}"(ptr %out, ptr %d, ptr %dsts)
  call void @PyEval_RestoreThread(ptr %state)
  %code.run = zext i32 %r to i64
  br label %done
done:
  %code = phi i64 [ %code.refused, %refuse ], [ %code.run, %bound ]
  %L0 = load i64, ptr %L, align 8
  %items = getelementptr i8, ptr %codes, i64 %L0
  %item.p = getelementptr ptr, ptr %items, i64 %code
  %item = load ptr, ptr %item.p, align 8
  call void @Py_IncRef(ptr %item)
  ret ptr %item
}}
"""


def _i64s(values) -> str:
    return ", ".join(f"i64 {v}" for v in values)


def fast_entry(name: str, params, results) -> str:
    """The fast entry of `name` (params, results: TensorTypes of its C interface, the error code included)."""
    shapes = [x for t in params for x in (len(t.shape), *t.shape)] or [0]  # never a zero-length array
    views, call, at = [], ["ptr %out"], 0
    for i, t in enumerate(params):
        views.append(f"  %view{i} = getelementptr i64, ptr %d, i64 {at}\n")
        call.append(f"ptr %view{i}")
        at += 3 + 2 * len(t.shape)
    copied = copied_results(results)
    offsets = copied[0] if copied else [0] * len(results)  # the host passes no buffer when it does not copy
    spec = [x for t, off in zip(results, offsets) for x in (len(t.shape), t.numpy_dtype.itemsize, t.size * t.numpy_dtype.itemsize, off)] or [0]
    fields = dict(name=name, total=max(at, 1), ndsts=len(results) + 1, n=len(params), nres=len(results))
    text = FAST.format(nin=len(shapes), shapes=_i64s(shapes), nout=len(spec), results=_i64s(spec), views="".join(views),
                       call=", ".join(call), **fields)
    if copied:  # the results' descriptors, one after another (memref.packed_results_type)
        text += CALL.format(outwords=sum(3 + 2 * len(t.shape) for t in results), **fields)
    return text


def fast_signatures(program, names) -> dict:
    """c_source's `fast` for functions `names` of `program`: parameter types, and result types with
    the error code of a checked function (emit/checks.py) after them."""
    checked = checked_functions(program)
    error = [TensorType("I64", ())]
    return {n: ([t for _, t in program.functions[n].params], [*program.functions[n].result_types, *(error if n in checked else [])])
            for n in names}


def guard_source(signatures: dict, fast: dict | None = None) -> str:
    """The artifact's runtime module, LLVM IR: RUNTIME, and per exported function its guarded entry
    and, for those in `fast`, its fast entries. signatures: exported function -> number of pointer
    arguments of its C entry; fast: function -> (parameter types, C result types)."""
    parts = [RUNTIME]
    for name, n in signatures.items():
        parts.append(GUARD.format(name=name, symbol=SYMBOL_PREFIX + user_symbol(name), jmp_buf=JMP_BUF_BYTES,
                                  types=", ".join(["ptr"] * n), params=", ".join(f"ptr %a{i}" for i in range(n)),
                                  args=", ".join(f"ptr %a{i}" for i in range(n))))
        if fast and name in fast:
            parts.append(fast_entry(name, *fast[name]))
    return "".join(parts)


def guard_object(source: str) -> bytes:
    """guard_source's object code (llvmlite, in this process, at GUARD_OPT)."""
    return llvm.object_code(source, GUARD_OPT)


def program_guard_source(program, names) -> str:
    """The guard's LLVM IR for `program`'s exported functions `names`: each entry takes the result
    pointer and one descriptor per parameter, and gets a fast entry (fast_signatures)."""
    return guard_source({n: 1 + len(program.functions[n].params) for n in names}, fast_signatures(program, names))


def program_guard(program, names) -> bytes:
    """The guard object of `program`'s exported functions `names` (program_guard_source)."""
    return guard_object(program_guard_source(program, names))


def guard_symbol(name: str) -> str:
    return GUARD_PREFIX + name


def fast_symbol(name: str) -> str:
    return FAST_PREFIX + name
