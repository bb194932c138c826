"""Generated programs through the CLI (`kina.cli.main`) and `kina.compile_source`, in process:
diagnostics, artifacts or clean runtime errors — never exit 2, an escaping exception or a
signal — and every rejection located (`file:line:col: error:`)."""
from __future__ import annotations

from hypothesis import given

from .harness import check_frontend
from .pool import to_result
from .profiles import budget
from .programs import mutants, programs


@budget("valid")
@given(programs())
def test_well_typed_programs_are_accepted_and_run(program):
    """check, compile --emit ir, compile_source and run --backend numpy all succeed."""
    res, _ = check_frontend(program.text, valid=True, name="valid")
    assert res.ok, res.summary()


@budget("mutants")
@given(mutants())
def test_mutated_programs_get_located_diagnostics(text):
    """Token-level and typed damage (and random bytes): a located diagnostic or a working program."""
    res, _ = check_frontend(text, name="mutant")
    assert res.ok, res.summary()


@budget("native")
@given(programs(max_helpers=2, max_steps=6))
def test_well_typed_programs_compile_and_run_natively(pool, program):
    """compile --emit so and run --backend native, inside a worker (a crash is reported, with its input)."""
    res = to_result(pool.run("fuzz.harness.check_native", source=program.text, valid=True), program.text, mode="native")
    assert res.ok, res.summary()
