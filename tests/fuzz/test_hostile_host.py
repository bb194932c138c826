"""The CI slice of tests/fuzz/hostile_host.py: host arguments that lie (in a worker: a read past a
buffer would crash it) and output paths that are FIFOs, devices, directories, sockets or missing
parents (in process)."""
from __future__ import annotations

from hypothesis import given

from .hostile_host import check_output, host_cases, output_cases
from .pool import to_result
from .profiles import budget


@budget("hostile-host")
@given(host_cases())
def test_hostile_host_arguments_are_read_by_their_buffer_or_named(pool, case):
    res = to_result(pool.run("fuzz.hostile_host.check_host", case=case), repr(case), mode="host")
    assert res.ok, res.summary()


@budget("hostile-outputs")
@given(output_cases())
def test_hostile_output_paths_are_written_through_or_refused(case):
    res = check_output(case)
    assert res.ok, res.summary()
