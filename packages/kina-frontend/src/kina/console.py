"""The console scripts' body (`kina` here, `kina-storylm` in kina_storylm.console): the CLI's modules
loaded, its main run, and the process ended, with the garbage collector kept off what start-up made.

A CLI process loads a few hundred modules (NumPy's among them), then runs one command and exits.
CPython's collector meanwhile walks the new objects dozens of times while the modules load, finding
nothing to free (they live until exit): ≈ 7 ms of a 130 ms warm `kina-storylm train`; and at exit
it collects once more over everything alive, ≈ 10-15 ms spent on memory the operating system takes
back anyway (docs/performance.md, "Round 6: the console scripts' garbage collection"). So the modules load with collection off and are
then frozen (gc.freeze: moved where no collection looks), the command runs with the collector on
as usual, and what exists when it returns is frozen too. atexit handlers, stream flushes and
module teardown still run at exit, and objects freed by reference count are finalised as always;
only cyclic garbage among frozen objects is left to the operating system, and no output waits on
that (every file is written and closed before main returns). This module imports nothing heavy:
the CLI's own imports happen inside console_script, with collection off."""
from __future__ import annotations

import gc
from importlib import import_module


def console_script(target: str) -> int:
    """Import `target`'s module ("module:function", as an entry point names it) and run its main
    function, returning its status. Only for a process that ends after this returns: main itself
    is free of it, for in-process callers."""
    module, _, name = target.partition(":")
    enabled = gc.isenabled()
    gc.disable()
    try:
        main = getattr(import_module(module), name)
    finally:
        gc.freeze()
        if enabled:
            gc.enable()
    code = main()
    gc.freeze()
    return code


def run() -> int:
    """The `kina` console script."""
    return console_script("kina.cli:main")
