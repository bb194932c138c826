"""Every hook through which Kina's packages meet. Built-in plugins implement
them exactly like third-party ones, registered under the entry-point group
`kina` (see docs/architecture.md). Hooks that fill a table are registration
verbs: the compiler calls each plugin's implementation once with a `register`
function, and remembers which plugin registered what (for `kina plugins`,
error messages and the compile-cache key)."""
from __future__ import annotations

import pluggy

hookspec = pluggy.HookspecMarker("kina")
hookimpl = pluggy.HookimplMarker("kina")

# -- the pipeline -------------------------------------------------------------


@hookspec(firstresult=True)
def parse(source, compiler):
    """Source -> surface AST (kina.frontend.ast.Program)."""


@hookspec(firstresult=True)
def typecheck(program, compiler):
    """Annotate the AST with types (ops and handlers from `compiler`); raise KinaError."""


@hookspec
def transform(register):
    """register(kina.compiler.Pass): an IR -> IR pass, run in `order` (handlers are eliminated at 100)."""


@hookspec
def lower(register):
    """register(kina.compiler.Stage): an `--emit` stop that consumes the value of stage `after`."""


@hookspec
def run(register):
    """register(kina.compiler.Backend): an executor of the value of its declared `stage`."""


# -- rule tables and extension points ----------------------------------------


@hookspec
def register_ops(register):
    """register(kina.ops.Op): declare an op (name, arity, attributes, typing rule, method name, flags)."""


@hookspec
def register_vjps(register):
    """register(op, rule): rule(builder, bind, g) -> [cotangent var | None per operand] (kina-ad)."""


@hookspec
def register_jvps(register):
    """register(op, rule): rule(builder, bind, tangents) -> [tangent var | None per result], `tangents`
    one var or None (a zero tangent) per operand (kina-ad's forwardMode, §C4)."""


@hookspec
def register_lowerings(register):
    """register(op, rule): rule(emitter, bind) emits the op's MLIR (kina-mlir)."""


@hookspec
def register_numpy_rules(register):
    """register(op, rule): rule(arrays, attrs, out_type) -> ndarray, the op's reference semantics (backend `numpy`)."""


@hookspec
def register_handlers(register):
    """register(handler): an effect handler, owning both the typing of
    `handle f(…) with H(k=v…)` and the pass that eliminates it (kina.compiler.Handler)."""


@hookspec
def cli_commands(subparsers, compiler):
    """Add subcommands to the `kina` CLI (argparse subparsers); set `func`."""
