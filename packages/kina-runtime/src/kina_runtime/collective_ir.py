"""What the ranks of an MPI job compare, computed from a program's IR when it is compiled (the
native artifact's manifest carries the result, so kina_runtime.mpi, which a loaded artifact's calls
use, imports no IR): whether a function reaches a collective, and the digest of its IR."""
from __future__ import annotations

import hashlib

from kina.ir import Bind, Program, callees_first, walk


def uses_collectives(program: Program, name: str | None = None) -> bool:
    """Whether function `name` (default: any function of `program`) reaches a collective op,
    through calls and blocks at any depth."""
    names = program.functions if name is None else callees_first(program, name)
    return any(isinstance(b, Bind) and b.op.collective for n in names for b in walk(program.functions[n].body))


def program_key(program: Program, name: str) -> str:
    """What the ranks compare before `name`'s first collective: the IR of the function and of
    every function it reaches (types, sizes and source positions included). Not an artifact key,
    which also covers the machine and the build options: ranks on nodes with other CPU flags or
    thread counts run the same program."""
    h = hashlib.sha256()
    for n in callees_first(program, name):
        h.update(str(program.functions[n]).encode())
        h.update(b"\0")
    return h.hexdigest()
