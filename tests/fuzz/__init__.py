"""Grammar-aware fuzzing of the whole Kina pipeline (hypothesis).

    programs.py   well-typed random programs (every method op, lets, helpers, calls,
                  `handle … with reverseMode[(wrt=[…])]`, tuples) and their mutants
    extremes.py   deep nesting, huge/overflowing shapes and literals
    chains.py     numerically tame float op chains for the oracles
    loops.py      programs with `loop` and `if` (nested, carries, counters, stacked outputs,
                  index/update_index), generic loops, programs with one known defect, views
                  yielded by control flow
    loopchains.py tame float chains with loops and ifs for the oracles
    harness.py    the properties: CLI (`kina.cli.main`) and `kina.compile_source` give
                  diagnostics, artifacts or clean runtime errors, never exit 2, an
                  uncaught exception or a signal; rejections are located
    pool.py       spawn workers: native code (and anything that could crash) runs there,
                  a crash is reported with its input and the worker restarted
    profiles.py   hypothesis profiles `fuzz-ci` (CI, the default) and `fuzz-long`

`uv run pytest tests/fuzz` runs the CI profile; `uv run python scripts/fuzz.py` the long run."""
