"""`kina-storylm train --in-graph` (§C1): the §24/§25 training loop as one compiled call — a `loop`
over epochs around a `loop` over the corpus windows carrying the weights (and AdamW's moments), the
corpus sum-NLL per epoch as its stacked output — against the host loop.

Stated tolerance: history within 1e-6 relative and weights within 1e-6 absolute of the host loop, on
both backends, for every optimizer and objective (measured: bit-identical everywhere, since the step
is the same compiled code and the NLL is summed in the host's order)."""
from __future__ import annotations

import numpy as np
import pytest

from helpers import compiler
from kina.diagnostics import Source
from kina.ir import Call, Loop, walk
from kina_storylm import reference
from kina_storylm.cli import main
from kina_storylm.fixtures import load_corpus
from kina_storylm.model import greedy, patterned_init, program_path
from kina_storylm.templates import train_loop_source
from kina_storylm.train import STEP_PROGRAMS, Trainer, train

CONFIGS = [("sgd", "sum"), ("sgd", "mean"), ("adamw", "sum"), ("adamw", "mean")]


def assert_same_run(host, graph):
    assert len(graph.history) == len(host.history) == host.epochs + 1
    np.testing.assert_allclose(graph.history, host.history, rtol=1e-6, atol=0)
    for k in host.weights:
        np.testing.assert_allclose(graph.weights[k], host.weights[k], rtol=0, atol=1e-6, err_msg=k)


@pytest.mark.parametrize("backend", ["native", "numpy"])
@pytest.mark.parametrize("optimizer,objective", CONFIGS)
def test_in_graph_training_equals_the_host_loop(optimizer, objective, backend):
    host = train(optimizer, objective, backend=backend)
    graph = train(optimizer, objective, backend=backend, in_graph=True)
    assert_same_run(host, graph)
    assert graph.final_nll < 0.5 < 25 < graph.init_nll
    assert greedy(graph.weights, [1, 2, 3, 4], 8) == [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]


def test_the_first_epoch_matches_the_numpy_reference():
    """One epoch in one call against the independent NumPy transcription (reference.py), window by window."""
    corpus = load_corpus()
    graph = train("sgd", "sum", epochs=1, in_graph=True)
    w = patterned_init()
    for ids, targets in corpus:
        _, w = reference.sgd_step(ids, targets, w, 0.1)
    for k in w:
        np.testing.assert_allclose(graph.weights[k], w[k], rtol=0, atol=2e-5, err_msg=k)


def test_adamw_continues_its_clock_across_calls():
    """Two in-graph runs of 20 epochs = one of 40: the moments and the step clock t carry over."""
    whole = Trainer("adamw", "sum").run_in_graph()
    t = Trainer("adamw", "sum", epochs=20)
    first, second = t.run_in_graph(), t.run_in_graph()
    assert t.t == 120
    np.testing.assert_allclose(first.history[1:] + second.history[1:], whole.history[1:], rtol=1e-6)
    for k in whole.weights:
        np.testing.assert_allclose(second.weights[k], whole.weights[k], rtol=0, atol=1e-6)


def test_other_epoch_counts_and_learning_rates():
    for epochs, lr in ((1, 0.1), (7, 0.05)):
        assert_same_run(train("sgd", "sum", epochs=epochs, lr=lr), train("sgd", "sum", epochs=epochs, lr=lr, in_graph=True))
    with pytest.raises(ValueError, match="at least one epoch"):
        train("sgd", "sum", epochs=0, in_graph=True)


def test_the_program_is_two_nested_loops_around_one_step():
    text = train_loop_source(open(program_path(STEP_PROGRAMS[("sgd", "sum")])).read(), open(program_path("storylm0_nll_step")).read())
    request = {"entry": "main", "sizes": {"E": 40, "W": 3}, "only": True}
    fn = compiler().emit(Source("storylm0_train.kina", text), "anf", {"specialise": request})[0].functions["main__E40_W3"]
    epochs = [b for b in fn.body if isinstance(b, Loop)]
    assert len(epochs) == 1 and epochs[0].trip == 40 and epochs[0].n_carries == 6
    assert [t.shape for t in epochs[0].types][-1] == (40,)  # the stacked corpus NLL per epoch
    windows = [b for b in epochs[0].block.body if isinstance(b, Loop)]
    assert len(windows) == 1 and windows[0].trip == 3
    assert sum(isinstance(b, Call) and b.fn == "step" for b in walk(windows[0].block.body)) == 1


def test_cli_train_in_graph(capsys):
    assert main(["train", "-q"]) == 0
    host = capsys.readouterr().out
    assert main(["train", "-q", "--in-graph"]) == 0
    graph = capsys.readouterr().out
    assert graph.splitlines()[0] == host.splitlines()[0] + ", in one call"
    assert graph.splitlines()[1:] == host.splitlines()[1:]
    assert "corpus sum-NLL after:  0.1029" in graph and "greedy: once upon a time the end once upon a time the end" in graph
