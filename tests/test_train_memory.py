"""The Train tab's memory at rest (issue 32): when the spare training child waits (playground/train/spare.py,
PLAYGROUND_TRAIN_SPARE), and the bundled corpus packed while it waits (playground/train/worker.py, ReadyCorpus).
The figures themselves come from `python -m bench.live --memory` (bench/RESULTS.md); nothing here is timed."""

import subprocess
import sys
import time
from array import array

import pytest

from playground.train.spare import SPARE_VARIABLE, Spare, spare_mode


@pytest.fixture
def cheap_children(monkeypatch):
    """Spare.spawn starts a sleeping Python instead of a training child: the policy is under test, not the child."""
    started = []

    def spawn():
        process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE)
        started.append(process)
        return process

    monkeypatch.setattr(Spare, "spawn", staticmethod(spawn))
    yield started
    for process in started:
        process.kill()
        process.wait()


def wait_for(condition, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("value, mode", [(None, "demand"), ("", "demand"), ("demand", "demand"), ("1", "always"),
                                         ("0", "never")])
def test_the_switch_reads_as_documented(monkeypatch, value, mode):
    if value is None:
        monkeypatch.delenv(SPARE_VARIABLE, raising=False)
    else:
        monkeypatch.setenv(SPARE_VARIABLE, value)
    assert spare_mode() == mode


def test_on_demand_a_server_nobody_trains_on_holds_no_spare(monkeypatch, cheap_children):
    """The server's start asks for a spare (Spare.start), and gets none until a visitor shows interest (warm)."""
    monkeypatch.delenv(SPARE_VARIABLE, raising=False)
    spare = Spare()
    try:
        spare.start()
        assert spare.process is None and not cheap_children
        spare.warm()
        assert spare.process is not None and spare.process.poll() is None
        spare.warm()  # again, while one waits: the same one
        assert len(cheap_children) == 1
    finally:
        spare.close()


def test_on_demand_a_spare_nobody_wants_is_let_go_and_interest_keeps_it(monkeypatch, cheap_children):
    monkeypatch.delenv(SPARE_VARIABLE, raising=False)
    spare = Spare(keep_seconds=1.0)
    try:
        spare.warm()
        waiting = spare.process
        for _ in range(4):  # interest every half keep: it stays
            time.sleep(0.5)
            spare.warm()
        assert spare.process is waiting and waiting.poll() is None
        assert wait_for(lambda: waiting.poll() is not None)  # none since: let go
        assert spare.process is None
        spare.start()  # a run's end long after the last interest starts none
        assert spare.process is None and len(cheap_children) == 1
    finally:
        spare.close()


def test_on_demand_a_run_counts_as_interest_so_its_end_starts_a_spare(monkeypatch, cheap_children):
    monkeypatch.delenv(SPARE_VARIABLE, raising=False)
    spare = Spare()
    try:
        child = spare.take()  # no spare waited: the run gets a child of its own
        assert child.poll() is None and spare.process is None
        spare.start()  # the run has ended
        assert spare.process is not None and spare.process is not child
    finally:
        spare.close()


@pytest.mark.parametrize("value, expected", [("1", True), ("0", False)])
def test_always_starts_one_with_the_server_and_never_never_does(monkeypatch, cheap_children, value, expected):
    monkeypatch.setenv(SPARE_VARIABLE, value)
    spare = Spare()
    try:
        spare.start()
        spare.warm()
        assert (spare.process is not None) is expected
    finally:
        spare.close()


def test_a_child_whose_request_already_waits_gets_nothing_ready_ahead(monkeypatch):
    """No spare was ready, so the Start started a child and wrote its request at once: the child tokenizes no bundled
    corpus beside a run that may not read it (5-6 s of CPU that a pasted text's run trained beside), and the request
    is read at once. (A spare, started before any request, does get ready: ready_once below.)"""
    import os

    from playground.train import worker

    monkeypatch.setenv("PLAYGROUND_TRAIN_SIZE", "tiny")
    read_end, write_end = os.pipe()
    os.write(write_end, b'{"argv": []}\n')
    os.close(write_end)
    with os.fdopen(read_end) as stdin:
        ready = worker.GettingReady("tiny", stdin)
        assert ready.thread is None and ready.size is None
        assert ready.until_asked(stdin) == '{"argv": []}\n'
    assert ready.corpus() is None  # the run's prepare makes its text itself


def test_the_bundled_corpus_waits_packed_and_is_handed_over_as_lists(ready_once):
    """While the spare waits, the ids are 4-byte arrays (about a ninth of the lists' memory); the run gets lists of
    the same ids (tests/test_train_tab.py checks them against prepare's own)."""
    ready = ready_once[0]  # the other tests here only time steps on it, which reads no ids
    assert ready.made is not None and ready.made.packed
    waiting = ready.made.text
    assert all(isinstance(ids, array) and ids.itemsize == 4 for ids in waiting.train_ids + waiting.held_out_ids)
    corpus = ready.corpus()
    assert not corpus.packed
    assert all(type(ids) is list for ids in corpus.text.train_ids + corpus.text.held_out_ids)
    assert corpus.text.train_ids == [ids.tolist() for ids in waiting.train_ids]
    assert corpus.text.held_out_ids == [ids.tolist() for ids in waiting.held_out_ids]
    assert ready.corpus() is corpus and corpus.text.train_ids is ready.corpus().text.train_ids  # unpacked once



@pytest.fixture(scope="module")
def ready_once():
    """A spare's GettingReady on the tiny preset, its bundled corpus tokenized (5-6 s of CPU, so once for the
    module) and the tab's default model timed; the timings it has then."""
    import torch

    from playground.train import worker
    from playground.train.run import DEFAULT_KIND

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PLAYGROUND_TRAIN_SIZE", "tiny")
        threads = torch.get_num_threads()
        ready = worker.GettingReady("tiny")
        ready.thread.join()
        try:
            ready._time_steps(DEFAULT_KIND)
            yield ready, dict(ready.made.step_seconds)
        finally:
            torch.set_num_threads(threads)


@pytest.fixture
def ready_tiny(ready_once):
    """ready_once's GettingReady with only the default model timed, as each test here starts from."""
    ready, timed = ready_once
    ready.made.step_seconds = dict(timed)
    return ready


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the trial steps fork only on Linux")
def test_the_other_models_trial_steps_come_back_from_a_forked_copy(ready_tiny):
    """Left alone, the forked copy times the other models and its timings come back through the pipe, under the keys
    that a run of that model looks them up by (ReadyCorpus.step_time)."""
    import os

    from training.options import parse_args
    from training.recipes import make_recipe
    from training.runtime import setup_env

    read_end, write_end = os.pipe()  # stdin with no request: nothing is ever written
    try:
        with os.fdopen(read_end) as stdin:
            ready_tiny._time_in_a_fork(["gpt", "t5"], stdin)
    finally:
        os.close(write_end)
    timed = ready_tiny.made.step_seconds
    assert sorted(key[0] for key in timed) == ["bert", "gpt", "t5"]
    for kind in ("gpt", "t5"):
        args = parse_args(["--models", kind, "--size", "tiny", "--threads", "1"])
        env = setup_env(args.device, args.precision, args.threads)
        recipe = make_recipe(kind, ready_tiny.made.text.tok, args, ready_tiny.made.text.fit)
        seconds = [s for key, s in timed.items() if key[0] == kind][0]
        assert seconds > 0 and ready_tiny.made.step_time(recipe, env, args.optimizer) == seconds


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the trial steps fork only on Linux")
def test_a_request_ends_the_forked_trial_steps_at_once(ready_tiny):
    """A request already waiting kills the copy before it reports: nothing more is timed, the request is still there
    for the run to read, and the copy is reaped (no child of this process is left)."""
    import os

    read_end, write_end = os.pipe()
    os.write(write_end, b'{"argv": []}\n')
    children = children_of(os.getpid())
    with os.fdopen(read_end) as stdin:
        ready_tiny._time_in_a_fork(["gpt", "t5"], stdin)
        assert stdin.readline() == '{"argv": []}\n'
    os.close(write_end)
    assert [key[0] for key in ready_tiny.made.step_seconds] == ["bert"]
    assert children_of(os.getpid()) == children  # the copy is gone, not a zombie


def children_of(pid: int) -> set[int]:
    """The processes (zombies included) whose parent is pid, read from /proc."""
    from pathlib import Path

    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found
