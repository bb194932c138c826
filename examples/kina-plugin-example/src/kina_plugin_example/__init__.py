"""An example third-party Kina plugin, one module per extension point:

* `passes`   — a transform pass that rewrites `-(-x)` to `x` (order 50: after ANF, before AD);
* `softplus` — a new op `x.softplus()` with its typing rule, VJP, JVP, MLIR lowering and NumPy semantics;
* `primal`   — a second effect handler, `handle f(x) with primal`, returning only f's results.

The whole integration is one entry point in the `kina` group (pyproject.toml);
nothing here changes global state when imported."""
from __future__ import annotations

from kina.hookspecs import hookimpl

from . import passes, primal, softplus


@hookimpl
def transform(register):
    passes.register_passes(register)


@hookimpl
def register_ops(register):
    register(softplus.softplus)


@hookimpl
def register_vjps(register):
    register(softplus.softplus, softplus.softplus_vjp)


@hookimpl
def register_jvps(register):
    register(softplus.softplus, softplus.softplus_jvp)


@hookimpl
def register_lowerings(register):
    register(softplus.softplus, softplus.lower_softplus)


@hookimpl
def register_numpy_rules(register):
    register(softplus.softplus, softplus.softplus_numpy)


@hookimpl
def register_handlers(register):
    register(primal.Primal())
